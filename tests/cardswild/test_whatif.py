"""The Cardswild what-if sweeps and explorers: one row per game, the same seeds give the same
rows, bad settings are refused in words, and every explorer runs and draws headlessly."""
from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path

import pandas as pd
import pytest

import forestnb
from forestnb.cardswild import whatif
from forestnb.cardswild.bots import LionReverser, SteadyHunter
from forestnb.cardswild.walkthrough.scenes import lay_out, table

GAMES = 8
NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "cardswild" / "03_what_if.ipynb"


# -- the sweeps: one row per game, the same seeds, the same rows ------------------------------------
@pytest.mark.parametrize(("sweep", "settings"), [
    (lambda: whatif.game_length(GAMES, 3, players=(2, 4)), 2),
    (lambda: whatif.seat_luck(GAMES, 3, players=3), 1),
    (lambda: whatif.matchups(GAMES, 3, bots=("steady", "random")), 4),
    (lambda: whatif.reverse_rule(GAMES, 3, players=3), 4),
    (lambda: whatif.your_rules(GAMES, 3, table="steady, random"), 1),
])
def test_every_sweep_returns_one_row_per_game_and_the_same_seeds_give_the_same_rows(sweep, settings):
    first, again = sweep(), sweep()
    assert len(first) == GAMES * settings
    pd.testing.assert_frame_equal(first, again)


def test_every_setting_replays_the_same_seeds():
    frame = whatif.game_length(GAMES, 11, players=(2, 3))
    assert list(frame.loc[frame["players"] == 2, "seed"]) == list(frame.loc[frame["players"] == 3, "seed"])


def test_game_length_counts_rounds_decisions_and_seasons():
    frame = whatif.game_length(GAMES, 2, players=(2, 4))
    assert (frame["rounds"] == frame["turns"] / frame["players"]).all()
    assert (frame["decisions"] == frame["length"]).all() and (frame["seasons"] >= 1).all()
    assert frame.loc[frame["players"] == 2, "won_3"].isna().all()
    finished = frame[frame["called_off"] == 0]
    seat_wins = finished[[f"won_{s}" for s in range(4)]].sum(axis=1)
    assert (seat_wins == 1).all(), "every finished game has exactly one winner"


def test_seat_luck_plays_the_same_games_as_simulate():
    luck = whatif.seat_luck(GAMES, 4, players=3)
    plain = forestnb.simulate("cardswild", ["steady"] * 3, games=GAMES, seed=4, progress=False)
    assert list(luck["seed"]) == list(plain["seed"]) and list(luck["winners"]) == list(plain["winners"])
    lions = luck[[f"lions_{s}" for s in range(3)]].sum(axis=1)
    assert (lions <= plain["lions_used"]).all(), "each Lion catch is one Lion played"
    assert set(luck[[f"safes_{s}" for s in range(3)]].sum(axis=1)) <= {0, 1, 2, 3}


def test_per_seat_has_a_row_per_game_and_seat():
    luck = whatif.seat_luck(GAMES, 4, players=3)
    seats = whatif.per_seat(luck)
    assert len(seats) == 3 * GAMES and set(seats["seat"]) == {0, 1, 2}
    table = whatif.luck_table(luck, "safes")
    assert table["seats"].sum() == 3 * GAMES


def test_matchups_play_every_pairing_in_both_seats():
    frame = whatif.matchups(GAMES, 1, bots=("steady", "aggressive"))
    assert sorted(frame["pairing"].unique()) == ["aggressive v aggressive", "aggressive v steady", "steady v aggressive",
                                                 "steady v steady"]
    matrix = whatif.matchup_matrix(frame)
    assert list(matrix.index) == list(matrix.columns) == ["steady", "aggressive"]
    assert ((0 <= matrix) & (matrix <= 1)).all().all()


def test_the_random_bot_never_beats_a_steady_hunter():
    assert whatif.beats_percent("random", "steady", GAMES, 1) == 0


def test_the_reverse_sweep_puts_the_reverser_in_seat_0_and_only_it_reverses():
    frame = whatif.reverse_rule(GAMES, 2, players=4)
    assert set(frame["table"]) == set(whatif.REVERSE_TABLES) and set(frame["reverse"]) == {False, True}
    steady_on = frame[(frame["table"] == "all steady") & frame["reverse"]]
    reverser_on = frame[(frame["table"] == "Seat 0 reverses") & frame["reverse"]]
    assert (steady_on["reverses"] == 0).all() and reverser_on["reverses"].sum() > 0
    assert (frame.loc[~frame["reverse"], "reverses"] == 0).all()


def test_the_reverser_spends_a_lion_on_a_reverse_when_it_may():
    game = lay_out(table(3, reverse=True), hands={0: ["Mountain Lion"]},
                   areas={1: {"trophies": {"Grouse": 2}}}, phase="play")
    assert LionReverser().choose(game, 0, random.Random(1)).kind == "reverse"
    assert SteadyHunter().choose(game, 0, random.Random(1)).kind == "lion", "the steady bot steals instead"


# -- bad settings are refused in words --------------------------------------------------------------
@pytest.mark.parametrize(("call", "words"), [
    (lambda: whatif.game_length(0, 1), "games must be a positive integer"),
    (lambda: whatif.game_length(GAMES, 1, players=(5,)), "played by 2 to 4 players, not 5"),
    (lambda: whatif.game_length(GAMES, 1, players=()), "choose at least one table size"),
    (lambda: whatif.game_length(GAMES, 1, bot="wizard"), "unknown bot 'wizard'"),
    (lambda: whatif.seat_luck(GAMES, -1), "seed must be a non-negative integer"),
    (lambda: whatif.matchups(GAMES, 1, bots=()), "choose at least one bot"),
    (lambda: whatif.reverse_rule(GAMES, 1, players=2), "three or four players, not 2"),
    (lambda: whatif.your_rules(GAMES, 1, table="steady"), "played by 2 to 4 players, not 1"),
    (lambda: whatif.win_percent_with_safes(9, GAMES, 1), "no seat in these games ended with 9 Safe cards"),
    (lambda: whatif.explorer("dice"), "unknown question 'dice'"),
])
def test_bad_parameters_raise_a_clear_value_error(call, words):
    with pytest.raises(ValueError, match=words):
        call()


# -- single answers ----------------------------------------------------------------------------------
def test_single_answers_are_numbers_in_range():
    assert 10 < whatif.median_rounds(2, GAMES, 1) < 150
    assert 0 <= whatif.win_percent_with_safes(1, 20, 1) <= 100
    assert 0 <= whatif.reverser_win_percent(GAMES, 1) <= 100


# -- the explorers -----------------------------------------------------------------------------------
@pytest.mark.parametrize("question", list(whatif.QUESTIONS))
def test_every_explorer_runs_and_draws_every_view(question):
    explorer = whatif.explorer(question, games=6)
    assert explorer.frame is not None and explorer.progress.bar_style == "success"
    for view in explorer.views:
        explorer.show.value = view
        assert len(explorer.figure.data) > 0, view
    assert "failed" not in explorer.status.value and "could not" not in explorer.status.value


def test_an_explorer_re_runs_with_the_learners_knobs_on_run():
    explorer = whatif.explorer("length", games=4)
    explorer.knobs["players"].value = (3,)
    explorer.button.click()
    assert set(explorer.frame["players"]) == {3} and len(explorer.frame) == 4


def test_a_bad_setting_is_shown_in_the_explorer_and_the_last_result_kept():
    explorer = whatif.explorer("length", games=4)
    kept = explorer.frame
    explorer.knobs["players"].value = ()
    explorer.button.click()
    assert "choose at least one table size" in explorer.status.value and explorer.frame is kept
    assert explorer.progress.bar_style == "danger"


def test_the_sandbox_runs_any_table_and_reports_a_bad_one():
    box = whatif.sandbox(games=4)
    assert box.frame is not None and set(box.frame["players"]) == {4}
    box.knobs["table"].value = "steady, wizard"
    box.button.click()
    assert "unknown bot 'wizard'" in html.unescape(box.status.value)
    box.knobs["table"].value = "aggressive, steady, random"
    box.knobs["reverse"].value = True
    box.button.click()
    assert set(box.frame["option_reverse"]) == {True} and set(box.frame["players"]) == {3}


def test_explorers_shrink_under_quick_mode(monkeypatch):
    monkeypatch.setenv("FORESTNB_QUICK", "1")
    assert whatif.explorer("luck", run_now=False).games.value == whatif.QUICK_GAMES
    monkeypatch.setenv("FORESTNB_QUICK", "0")
    assert whatif.explorer("luck", run_now=False).games.value == whatif.FULL_GAMES


# -- the notebook ------------------------------------------------------------------------------------
def test_the_notebook_bets_before_every_explorer_and_ends_with_the_sandbox():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    kinds = ["bet" if s.startswith("prediction(") else "explorer" if "whatif.explorer(" in s else None for s in sources]
    shown = [k for k in kinds if k]
    assert shown == ["bet", "explorer"] * 5
    assert [q for s in sources for q in re.findall(r'whatif\.explorer\("(\w+)"\)', s)] == list(whatif.QUESTIONS)
    assert sources[-1].strip() == "whatif.sandbox()"
    checked = [s for s in sources if s.startswith("# NBVAL_CHECK_OUTPUT")]
    assert checked and not any("explorer(" in s or "prediction(" in s or "sandbox(" in s for s in checked)
