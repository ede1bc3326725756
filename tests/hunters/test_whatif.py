"""The Forest Hunters what-if sweeps and explorers: one row per game, the same seeds give the same
rows, bad settings are refused in words, and every explorer runs and draws headlessly."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pandas as pd
import pytest

import forestnb
from forestnb.hunters import whatif, whatif_figures
from forestnb.hunters.whatif_bets import BETS

GAMES = 4
NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "hunters" / "03_what_if.ipynb"
TWO = ("Wolf Pack", "Night Watch")


# -- the sweeps: one row per game, the same seeds, the same rows ------------------------------------
@pytest.mark.parametrize(
    ("sweep", "settings"),
    [
        (lambda: whatif.deck_matchups(GAMES, 3, decks=TWO), 4),
        (lambda: whatif.table_sizes(GAMES, 3, tables=("1v1", "2v2 (teams)")), 2),
        (lambda: whatif.bot_matchups(GAMES, 3, bots=("careful", "random")), 4),
        (lambda: whatif.your_table(GAMES, 3, bots="random, careful, beatdown", decks=""), 1),
    ],
)
def test_every_sweep_returns_one_row_per_game_and_the_same_seeds_give_the_same_rows(sweep, settings):
    first, again = sweep(), sweep()
    assert len(first) == GAMES * settings
    pd.testing.assert_frame_equal(first, again)
    assert {"rounds", "turns", "ended_by", "draw", "battles", "direct_hits", "won_0", "won_1"} <= set(first.columns)


def test_every_setting_replays_the_same_seeds():
    frame = whatif.deck_matchups(GAMES, 11, decks=TWO)
    seeds = [list(group["seed"]) for _, group in frame.groupby("pairing")]
    assert all(s == seeds[0] for s in seeds)


def test_the_deck_sweep_plays_every_pairing_in_both_seat_orders_through_the_decks_option():
    frame = whatif.deck_matchups(GAMES, 1, decks=TWO)
    assert sorted(set(frame["pairing"])) == [
        "Night Watch v Night Watch",
        "Night Watch v Wolf Pack",
        "Wolf Pack v Night Watch",
        "Wolf Pack v Wolf Pack",
    ]
    assert set(frame["decks"]) == {json.dumps([a, b]) for a in TWO for b in TWO}
    assert (frame["deck_0_won"] == frame["won_0"].astype(bool)).all()
    matrix = whatif.deck_matrix(frame)
    assert list(matrix.index) == list(matrix.columns) == list(TWO)
    assert ((0 <= matrix) & (matrix <= 1)).all().all()


def test_a_deck_pairing_is_the_same_as_one_simulate_with_those_decks():
    frame = whatif.deck_matchups(GAMES, 5, decks=TWO)
    plain = forestnb.simulate("hunters", ["careful", "careful"], games=GAMES, seed=5, progress=False, decks=list(TWO))
    mine = frame[frame["pairing"] == "Wolf Pack v Night Watch"]
    assert list(mine["winners"]) == list(plain["winners"]) and list(mine["turns"]) == list(plain["turns"])


def test_going_first_compares_the_same_pairings_with_the_seats_swapped():
    frame = whatif.deck_matchups(GAMES, 2, decks=TWO)
    table = whatif.first_move(frame)
    assert list(table.index) == [*sorted(TWO), "all decks"]
    assert table.loc["all decks", "wins playing first"] == pytest.approx(frame["deck_0_won"].mean())
    assert (table["gap"] == table["wins playing first"] - table["wins playing second"]).all()


def test_table_sizes_play_two_three_and_four_players_and_a_team_game():
    frame = whatif.table_sizes(GAMES, 4)
    assert list(dict.fromkeys(frame["table"])) == list(whatif.TABLES)
    players = frame.groupby("table", sort=False)["players"].first()
    assert list(players) == [2, 3, 4, 4]
    assert set(frame.loc[frame["table"] == "2v2 (teams)", "teams"]) == {True}
    teams = frame[frame["table"] == "2v2 (teams)"]
    assert all(set(w) <= {0, 2} or set(w) <= {1, 3} for w in teams["winners"]), "the winners are one side"
    table = whatif.endings(frame, "table")
    assert table[list(whatif.ENDINGS)].sum(axis=1).tolist() == pytest.approx([1] * 4)
    assert list(table["games"]) == [GAMES] * 4


def test_the_bots_meet_with_the_same_deck_in_both_seats():
    frame = whatif.bot_matchups(GAMES, 1, bots=("careful", "random"), deck="Trap Line")
    assert set(frame["decks"]) == {json.dumps(["Trap Line", "Trap Line"])}
    assert sorted(set(frame["pairing"])) == [
        "careful v careful",
        "careful v random",
        "random v careful",
        "random v random",
    ]
    assert list(whatif.bot_matrix(frame).index) == ["careful", "random"]


def test_the_sandbox_sweep_reads_bots_and_decks_seat_by_seat():
    frame = whatif.your_table(
        GAMES,
        1,
        bots="careful, random, beatdown, careful",
        decks="Trap Line, Trap Line, Night Watch, Wolf Pack",
        teams=True,
    )
    assert set(frame["players"]) == {4} and set(frame["teams"]) == {True}
    assert frame["table"].iloc[0].startswith("careful (Trap Line) | random (Trap Line)")


# -- bad settings are refused in words --------------------------------------------------------------
@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: whatif.deck_matchups(0, 1, decks=TWO), "games must be a positive integer"),
        (lambda: whatif.deck_matchups(GAMES, -1, decks=TWO), "seed must be a non-negative integer"),
        (lambda: whatif.deck_matchups(GAMES, 1, decks=()), "choose at least one deck"),
        (lambda: whatif.deck_matchups(GAMES, 1, decks=("Dragon Hoard",)), "no prebuilt deck 'Dragon Hoard'"),
        (lambda: whatif.deck_matchups(GAMES, 1, bot="wizard"), "unknown bot 'wizard'"),
        (lambda: whatif.table_sizes(GAMES, 1, tables=()), "choose at least one table"),
        (lambda: whatif.table_sizes(GAMES, 1, tables=("3v3",)), "no table '3v3'"),
        (lambda: whatif.bot_matchups(GAMES, 1, bots=()), "choose at least one bot"),
        (lambda: whatif.bot_matchups(GAMES, 1, deck="Dragon Hoard"), "no prebuilt deck 'Dragon Hoard'"),
        (lambda: whatif.your_table(GAMES, 1, bots="careful"), "played by 2 to 4 players, not 1"),
        (
            lambda: whatif.your_table(GAMES, 1, bots="careful, random", decks="Wolf Pack"),
            "one deck per seat: 2 bots but 1",
        ),
        (
            lambda: whatif.your_table(GAMES, 1, bots="careful, random, random", teams=True, decks=""),
            "team game is two against two",
        ),
        (lambda: whatif.explorer("dice"), "unknown question 'dice'"),
    ],
)
def test_bad_parameters_raise_a_clear_value_error(call, words):
    with pytest.raises(ValueError, match=words):
        call()


# -- the figures -------------------------------------------------------------------------------------
def test_the_endings_chart_stacks_to_the_whole_of_each_setting():
    frame = whatif.table_sizes(GAMES, 1, tables=("1v1", "1v1v1"))
    figure = whatif_figures.ending_bars(frame, "table")
    totals = [sum(trace.y[i] for trace in figure.data) for i in range(2)]
    assert totals == pytest.approx([1, 1])


# -- the explorers -----------------------------------------------------------------------------------


def test_an_explorer_re_runs_with_the_learners_knobs_on_run():
    explorer = whatif.explorer("tables", games=3)
    explorer.knobs["tables"].value = ("1v1v1",)
    explorer.button.click()
    assert set(explorer.frame["table"]) == {"1v1v1"} and len(explorer.frame) == 3


def test_a_bad_setting_is_shown_in_the_explorer_and_the_last_result_kept():
    explorer = whatif.explorer("decks", games=2)
    kept = explorer.frame
    explorer.knobs["decks"].value = ()
    explorer.button.click()
    assert "choose at least one deck" in explorer.status.value and explorer.frame is kept
    assert explorer.progress.bar_style == "danger"


def test_the_sandbox_runs_any_table_and_reports_a_bad_one():
    box = whatif.sandbox(games=3)
    assert box.frame is not None and set(box.frame["players"]) == {2}
    box.knobs["bots"].value = "careful, wizard"
    box.button.click()
    assert "unknown bot 'wizard'" in html.unescape(box.status.value)
    box.knobs["bots"].value = "careful, random, careful, random"
    box.knobs["decks"].value = ""
    box.knobs["teams"].value = True
    box.button.click()
    assert set(box.frame["teams"]) == {True} and set(box.frame["players"]) == {4}


def test_explorers_shrink_under_quick_mode(monkeypatch):
    monkeypatch.setenv("FORESTNB_QUICK", "1")
    assert whatif.explorer("tables", run_now=False).games.value == whatif.QUICK_GAMES
    monkeypatch.setenv("FORESTNB_QUICK", "0")
    assert whatif.explorer("tables", run_now=False).games.value == whatif.FULL_GAMES
    assert whatif.explorer("decks", run_now=False).games.value == whatif.QUESTIONS["decks"].games


# -- the notebook ------------------------------------------------------------------------------------
def test_the_notebook_names_every_bet_in_order_and_ends_with_the_sandbox():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert [name for s in sources for name in re.findall(r'whatif\.bet\("(\w+)"\)', s)] == list(BETS)
    assert {bet.explorer for bet in BETS.values()} >= set(whatif.QUESTIONS), "an explorer no bet holds back"
    assert sources[-1].strip() == "whatif.sandbox()"
    checked = [s for s in sources if s.startswith("# NBVAL_CHECK_OUTPUT")]
    assert not any("explorer(" in s or "bet(" in s or "sandbox(" in s for s in checked)
