"""The Forest's what-if sweeps and explorers, driven headlessly.

A sweep is one row per game; the same seeds give the same rows; every setting replays the same
seeds; a bad setting is refused with a clear ValueError, and an explorer shows it as a message.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

import forestnb
from forestnb.forest import figures, whatif
from forestnb.forest.bots import TrackerBot
from forestnb.forest.cards import load_tales
from forestnb.forest.whatif_bets import BETS

GAMES = 3
NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "forest" / "03_what_if.ipynb"


# -- the sweeps: one row per game, the same seeds the same rows ------------------------------------
def test_matchups_give_one_row_per_game_per_table_and_seat_0s_wins():
    frame = whatif.matchups(GAMES, 5, tables=["greedy vs greedy", "tracker vs greedy"])
    assert len(frame) == 2 * GAMES and frame.groupby("table").size().tolist() == [GAMES, GAMES]
    assert list(frame["won"]) == [0 in winners for winners in frame["winners"]]
    assert set(frame.loc[frame["table"] == "tracker vs greedy", "bot_0"]) == {"tracker"}


def test_the_same_seeds_give_the_same_rows_and_every_setting_replays_the_same_seeds():
    first = whatif.deep_woods(GAMES, 9, tables=["tracker vs greedy"])
    again = whatif.deep_woods(GAMES, 9, tables=["tracker vs greedy"])
    pd.testing.assert_frame_equal(first, again)
    plain, woods = (first[first["deep_woods"] == flag] for flag in (False, True))
    assert list(plain["seed"]) == list(woods["seed"])
    assert (woods["deep_woods"]).all()


def test_call_thresholds_play_the_tuned_tracker_in_both_seats_for_every_pair_of_leads():
    frame = whatif.call_thresholds(GAMES, 2, strike_leads=(2, whatif.NEVER), score_leads=(0,), opponent="greedy")
    assert len(frame) == 2 * 2 * GAMES
    assert sorted(frame.groupby(["strike_lead", "score_lead", "seat"]).size().index) == [
        (2, 0, 0),
        (2, 0, 1),
        (whatif.NEVER, 0, 0),
        (whatif.NEVER, 0, 1),
    ]
    seat1 = frame[frame["seat"] == 1]
    assert set(seat1["bot_0"]) == {"greedy"} and set(seat1["bot_1"]) == {"tracker"}
    assert list(frame["won"]) == [seat in winners for seat, winners in zip(frame["seat"], frame["winners"])]


def test_a_tracker_that_never_strikes_calls_no_strike():
    game = forestnb.play("forest", [TrackerBot(strike_lead=whatif.NEVER), TrackerBot(strike_lead=whatif.NEVER)], seed=3)
    assert game.summary()["strike_calls"] == 0


def test_each_tale_alone_is_the_only_tale_ever_turned_up():
    frame = whatif.one_tale_games("Long Wait", ["tracker", "greedy"], games=GAMES, seed=1)
    assert len(frame) == GAMES and (frame["forest_tales"]).all()
    variant = type("OnlyLongWait", (whatif.OneTaleGame,), {"TALE": "Long Wait"})
    game = forestnb.core.match.finish(
        variant(players=2, seed=11, forest_tales=True), [forestnb.make_bot("forest", "greedy")] * 2, seed=11
    )
    assert {record["tale"] for record in game.rounds} <= {"Long Wait", None}
    assert game.rounds[0]["tale"] == "Long Wait"


def test_the_tales_sweep_compares_no_tales_each_tale_and_all_twelve_on_the_same_seeds():
    frame = whatif.tales(GAMES, 3, names=["Sleeping Lions", "Pride of Three"])
    assert list(dict.fromkeys(frame["tale"])) == [whatif.NO_TALE, "Sleeping Lions", "Pride of Three", whatif.ALL_TALES]
    assert frame.groupby("tale").size().tolist() == [GAMES] * 4
    seeds = frame.groupby("tale", sort=False)["seed"].apply(list).tolist()
    assert all(s == seeds[0] for s in seeds)


def test_player_count_plays_each_table_size_with_its_target():
    frame = whatif.player_count(GAMES, 1, players=(2, 4), bot="greedy")
    assert sorted(frame["players"].unique()) == [2, 4] and len(frame) == 2 * GAMES
    for target, size in ((40, 2), (30, 4)):
        games = frame[frame["players"] == size]
        assert ((games["top_total"] >= target) | games["lion_win"]).all()


def test_your_game_sets_yours_beside_the_standard_on_the_same_seeds():
    frame = whatif.your_game(GAMES, 1, players=3, others="greedy", strike_lead=2, deep_woods=True)
    standard, yours = (frame[frame["rules"] == r] for r in ("standard", "yours"))
    assert list(standard["seed"]) == list(yours["seed"]) and len(frame) == 2 * GAMES
    assert yours["deep_woods"].all() and not standard["deep_woods"].any()


def test_summary_reads_wins_length_and_strikes_per_setting():
    frame = whatif.matchups(GAMES, 1, tables=["tracker vs greedy"])
    table = whatif.summary(frame, "table")
    row = table.loc["tracker vs greedy"]
    assert row["games"] == GAMES and row["won"] == frame["won"].mean() and row["turns"] == frame["turns"].mean()
    assert 0 <= row["strikes_held"] <= 1


@pytest.mark.parametrize(
    "bad, message",
    [
        (lambda: whatif.matchups(0, 1), "games must be a positive integer"),
        (lambda: whatif.matchups(GAMES, -1), "seed must be a non-negative integer"),
        (lambda: whatif.matchups(GAMES, 1, tables=["wizards vs trolls"]), "unknown table"),
        (lambda: whatif.call_thresholds(GAMES, 1, strike_leads=()), "at least one value"),
        (lambda: whatif.call_thresholds(GAMES, 1, strike_leads=("bold",)), "strike_lead must be a number"),
        (lambda: whatif.tales(0, 1), "games must be a positive integer"),
        (lambda: whatif.tales(GAMES, 1, names=["Moose Song"]), "no tale"),
        (lambda: whatif.player_count(GAMES, 1, players=(5,)), "2 to 4 players"),
        (lambda: whatif.your_game(GAMES, 1, first="wizard"), "unknown bot"),
    ],
)
def test_bad_parameters_are_refused_clearly(bad, message):
    with pytest.raises(ValueError, match=message):
        bad()


def test_the_tracker_beats_the_random_bot():
    frame = whatif.matchups(20, 1, tables=["random vs tracker"])
    assert frame["won"].mean() < 0.2


# -- the figures ---------------------------------------------------------------------------------
def test_every_figure_draws_a_sweep():
    frame = whatif.deep_woods(GAMES, 1, tables=["tracker vs greedy"])
    assert len(figures.win_rate(frame, "deep_woods").data) == 1
    assert {trace.x[0] for trace in figures.length_chart(frame, "deep_woods").data} == {"deep woods: no"}
    assert [t.name for t in figures.round_endings(frame, "deep_woods").data] == list(figures.ENDINGS)
    tales = whatif.tales(GAMES, 1, names=["Windfall"])
    chart = figures.tale_chart(tales)
    assert list(chart.data[0].y) == [whatif.NO_TALE, "Windfall", whatif.ALL_TALES]
    calls = whatif.call_thresholds(GAMES, 1, strike_leads=(2, 4), score_leads=(0,), opponent="greedy")
    assert len(figures.strike_outcomes(calls).data) == 2
    assert figures.heatmap(calls, "strike_lead", "score_lead", "won").data[0].zmax == 1


# -- the explorers ---------------------------------------------------------------------------------


def test_an_explorer_reruns_with_its_knobs_and_redraws_in_place():
    explorer = whatif.explorer("player_count", games=GAMES, run_now=False)
    figure = explorer.figure
    explorer.knobs["players"].value = (2, 3)
    explorer.knobs["bot"].value = "greedy"
    explorer.button.click()
    assert explorer.figure is figure and set(explorer.frame["players"]) == {2, 3}
    assert set(explorer.frame["bot_0"]) == {"greedy"}
    assert "2 settings × 3 games" in explorer.status.value


def test_a_bad_setting_shows_a_message_and_keeps_the_last_result():
    explorer = whatif.explorer("matchups", games=GAMES)
    before = explorer.frame
    explorer.knobs["tables"].value = ()
    explorer.button.click()
    assert "The run failed; the last result is kept." in explorer.status.value
    assert "choose at least one value" in explorer.status.value and explorer.frame is before
    explorer.knobs["tables"].value = ("greedy vs greedy",)
    explorer.games.value = 0
    explorer.button.click()
    assert "games must be a positive integer, got 0" in explorer.status.value and explorer.frame is before


def test_an_unknown_question_lists_the_questions():
    with pytest.raises(ValueError, match="call_thresholds"):
        whatif.explorer("how tall are the owls?")


def test_the_sandbox_runs_your_game_beside_the_standard_one():
    sandbox = whatif.sandbox(games=GAMES, run_now=False)
    sandbox.knobs["forest_tales"].value = True
    sandbox.knobs["players"].value = 3
    sandbox.button.click()
    frame = sandbox.frame
    assert set(frame["rules"]) == {"standard", "yours"} and set(frame["players"]) == {3}
    assert frame.loc[frame["rules"] == "yours", "forest_tales"].all()


# -- the notebook ------------------------------------------------------------------------------------
def test_the_notebook_names_every_bet_in_order_and_ends_with_the_sandbox():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert [name for s in sources for name in re.findall(r'whatif\.bet\("(\w+)"\)', s)] == list(BETS)
    assert {bet.explorer for bet in BETS.values()} >= set(whatif.QUESTIONS), "an explorer no bet holds back"
    assert sources[-1].strip() == "whatif.sandbox()"
    checked = [s for s in sources if s.startswith("# NBVAL_CHECK_OUTPUT")]
    assert not any("explorer(" in s or "bet(" in s or "sandbox(" in s for s in checked)


def test_quick_mode_shrinks_the_explorers(monkeypatch):
    monkeypatch.setenv("FORESTNB_QUICK", "1")
    assert whatif.explorer("matchups", run_now=False).games.value == whatif.QUICK_GAMES
    monkeypatch.setenv("FORESTNB_QUICK", "")
    assert whatif.explorer("matchups", run_now=False).games.value == whatif.FULL_GAMES
    assert len(load_tales()) == 12
