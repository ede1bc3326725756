"""The what-if sweeps, the prediction widget and the explorers, driven headlessly.

A widget test sets values and clicks as a learner would (``slider.value = ...``,
``button.click()``) and checks what the learner would see: the answer, the figure, and a clear
message when a setting is bad, with nothing they had already lost.
"""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go
import pytest

import forestnb
from forestnb.humbaba import figures, odds, whatif
from forestnb.widgets.explorer import Explorer
from forestnb.widgets.predict import prediction

GAMES = 12


# -- the sweeps ----------------------------------------------------------------------------------
def test_run_sweep_gives_the_rows_of_one_big_sweep_and_reports_each_setting():
    tables = {"calm": ["cooperative"] * 3, "wild": ["greedy"] * 3}
    grid = {"starting_health": [4, 8], "clip_penalty": [0, 2]}
    steps = []
    mine = whatif.run_sweep(tables, label="table", grid=grid, games=GAMES, seed=9, on_step=lambda *s: steps.append(s))
    theirs = forestnb.sweep("humbaba", tables, grid=grid, games=GAMES, seed=9, progress=False)
    order = ["table", "starting_health", "clip_penalty", "game_index"]
    pd.testing.assert_frame_equal(
        mine.sort_values(order).reset_index(drop=True), theirs[mine.columns].sort_values(order).reset_index(drop=True)
    )
    assert steps == [(i, 8) for i in range(1, 9)]


def test_run_sweep_with_nothing_chosen_says_so():
    with pytest.raises(ValueError, match="at least one value"):
        whatif.run_sweep({"calm": ["cooperative"] * 2}, label="table", grid={"box_size": []}, games=GAMES, seed=1)


def test_greedy_players_puts_k_greedy_players_in_the_first_seats():
    frame = whatif.greedy_players(GAMES, 1, players=3, others="adaptive")
    assert sorted(frame["greedy_players"].unique()) == [0, 1, 2, 3]
    two = frame[frame["greedy_players"] == 2].iloc[0]
    assert [two["bot_0"], two["bot_1"], two["bot_2"]] == ["greedy", "greedy", "adaptive"]


def test_defection_rounds_marks_the_kings_wins():
    frame = whatif.defection_rounds(GAMES, 2, rounds=(3, 7), starting_health=(5, 9))
    assert sorted(frame["defect_round"].unique()) == [3, 7] and sorted(frame["starting_health"].unique()) == [5, 9]
    assert list(frame["king_won"]) == [0 in w for w in frame["winners"]]
    assert set(frame.loc[~frame["collapsed"], "defection_round"]) <= {3, 7}


@pytest.mark.parametrize(
    "sweep, column, values",
    [
        (
            lambda: whatif.starting_health(GAMES, 1, values=(2, 9), tables=("four cooperative",)),
            "starting_health",
            [2, 9],
        ),
        (lambda: whatif.box_size(GAMES, 1, sizes=(0, 40), greedy=(1,)), "box_size", [0, 40]),
        (lambda: whatif.rule_changes(GAMES, 1, regen_divisor=(2,), clip_penalty=(0, 4)), "clip_penalty", [0, 4]),
        (lambda: whatif.group_size(GAMES, 1, players=(2, 4)), "players", [2, 4]),
        (lambda: whatif.hidden_vs_revealed(GAMES, 1), "box", ["counted", "hidden", "shown"]),
        (lambda: whatif.clip_cost(GAMES, 1, clip_penalty=(0, 2)), "clip_penalty", [0, 2]),
    ],
)
def test_each_question_sweeps_its_knob(sweep, column, values):
    frame = sweep()
    assert sorted(frame[column].unique()) == values
    assert len(frame) == GAMES * len(values)


def test_a_clip_penalty_of_0_switches_the_clip_off_in_the_sweep():
    frame = whatif.rule_changes(GAMES, 3, regen_divisor=(2,), clip_penalty=(0,))
    assert (frame["clip_penalty"] == 0).all()


def test_an_empty_box_reserve_is_harder_on_the_forest_than_a_deep_one():
    frame = whatif.box_size(40, 4, sizes=(0, 40), greedy=(0,))
    rates = frame.groupby("box_size")["collapsed"].mean()
    assert rates[0] > rates[40]


def test_dice_trials_roll_close_to_the_exact_odds():
    rolled = whatif.dice_trials(4000, 7, max_excess=3)
    assert len(rolled) == 9 and set(rolled["band"]) == set(odds.BANDS)
    for row in rolled.itertuples():
        exact = 1 - odds.collapse_probability(row.excess, {"thriving": 8, "strained": 5, "failing": 1}[row.band])
        assert row.survival == pytest.approx(float(exact), abs=0.03)


def test_dice_trials_refuse_a_bad_count():
    with pytest.raises(ValueError, match="trials must be a positive integer"):
        whatif.dice_trials(0, 1)


def test_single_answers():
    assert whatif.survival_percent(3, 5) == pytest.approx(100 * 8 / 27)
    assert 0 <= whatif.collapse_percent("four greedy", GAMES, 1) <= 100
    assert whatif.best_defection_round(GAMES, 1) in range(3, 8)


def test_an_unknown_table_is_named_in_the_error():
    with pytest.raises(ValueError, match="unknown table"):
        whatif.collapse_percent("four wizards", GAMES, 1)


# -- the prediction widget -------------------------------------------------------------------------
def parts(widget):
    question, slider, button, answer = widget.children
    return slider, button, answer.children[0]


def test_prediction_reveals_only_on_click_and_shows_the_guess_beside_the_answer():
    calls = []

    def reveal():
        calls.append(1)
        return 29.6

    slider, button, answer = parts(
        prediction(
            "Chance?", minimum=0, maximum=100, step=5, unit="%", reveal=reveal, explain="Three rolls at Health 5."
        )
    )
    assert calls == [] and answer.value == ""
    slider.value = 35
    button.click()
    assert calls == [1]
    assert "35 %" in answer.value and "29.6 %" in answer.value and "Three rolls at Health 5." in answer.value


def test_prediction_shows_a_failing_reveal_as_a_message_and_keeps_the_guess():
    slider, button, answer = parts(prediction("Chance?", minimum=0, maximum=1, step=0.1, reveal=lambda: 1 / 0))
    slider.value = 0.3
    button.click()
    assert "Could not work out the answer" in answer.value and "ZeroDivisionError" in answer.value
    assert slider.value == 0.3 and not button.disabled


def test_prediction_accepts_a_worded_answer():
    slider, button, answer = parts(prediction("Which round?", minimum=3, maximum=7, step=1, reveal=lambda: "round 6"))
    button.click()
    assert "round 6" in answer.value


def test_prediction_refuses_an_empty_range():
    with pytest.raises(ValueError, match="minimum must be below maximum"):
        prediction("?", minimum=5, maximum=5, step=1, reveal=lambda: 1)


# -- the explorers ---------------------------------------------------------------------------------


def test_explorer_reruns_with_the_knobs_and_redraws_its_figure_in_place():
    explorer = whatif.explorer("greedy_players", games=GAMES, run_now=False)
    figure = explorer.figure
    assert explorer.frame is None and len(figure.data) == 0
    explorer.knobs["players"].value = 2
    explorer.button.click()
    assert explorer.figure is figure
    assert list(figure.data[0].x) == [0, 1, 2]
    assert set(explorer.frame["players"]) == {2}
    assert (explorer.progress.value, explorer.progress.max, explorer.progress.bar_style) == (36, 36, "success")
    assert "3 settings × 12 games" in explorer.status.value


def test_switching_the_view_redraws_without_running_again():
    runs = []
    frame = whatif.greedy_players(GAMES, 1)

    def run(**kwargs):
        runs.append(kwargs)
        return frame

    views = {"rate": lambda f: figures.collapse_rate(f, "greedy_players"), "fan": lambda f: figures.health_fan(f)}
    explorer = Explorer("t", run, views, {}, games=GAMES)
    explorer.run()
    explorer.show.value = "fan"
    assert len(runs) == 1 and explorer.figure.data[-1].name == "all games: median"


def test_a_bad_setting_shows_a_message_and_loses_nothing():
    explorer = whatif.explorer("box_size", games=GAMES)
    before, figure = explorer.frame, explorer.figure.to_dict()
    explorer.games.value = 0
    explorer.button.click()
    assert "The run failed; the last result is kept." in explorer.status.value
    assert "games must be a positive integer, got 0" in explorer.status.value
    assert explorer.progress.bar_style == "danger" and not explorer.button.disabled
    assert explorer.frame is before and explorer.figure.to_dict() == figure
    assert explorer.games.value == 0, "the learner's setting stays, so they can see what was wrong"
    explorer.knobs["sizes"].value = ()
    explorer.games.value = GAMES
    explorer.button.click()
    assert "choose at least one value" in explorer.status.value and explorer.frame is before


def test_a_view_that_fails_is_reported():
    explorer = Explorer(
        "t",
        lambda **_: pd.DataFrame({"x": [1]}),
        {"ok": lambda f: go.Figure(), "broken": lambda f: f["missing"]},
        {},
        games=1,
    )
    explorer.run()
    explorer.show.value = "broken"
    assert "could not be drawn" in explorer.status.value and "KeyError" in explorer.status.value


def test_an_unknown_question_lists_the_questions():
    with pytest.raises(ValueError, match="greedy_players"):
        whatif.explorer("how tall are the cedars?")


def test_sandbox_compares_your_rules_with_the_standard_ones_on_the_same_seeds():
    sandbox = whatif.sandbox(games=30, run_now=False)
    sandbox.knobs["table"].value = "four cooperative"
    sandbox.knobs["box_size"].value = 0
    sandbox.button.click()
    frame = sandbox.frame
    assert set(frame["rules"]) == {"standard", "yours"}
    standard, yours = (frame[frame["rules"] == r] for r in ("standard", "yours"))
    assert list(standard["seed"]) == list(yours["seed"])
    assert (yours["box_size"] == 0).all()
    assert yours["collapsed"].mean() > standard["collapsed"].mean()
    for trace in sandbox.figure.data:
        assert pd.notna(pd.Series(trace.y, dtype=float)).all(), f"{trace.name} has gaps the browser cannot draw"


def test_telling_game_collapses_on_an_empty_box_right_after_a_thriving_round():
    game = whatif.telling_game()
    path = game.summary()["health_path"]
    assert game.collapsed and game.box_reserve == 0 and path[-2] >= 7
    with pytest.raises(ValueError, match="no game among those seeds"):
        whatif.telling_game("four cooperative", seeds=range(1, 3))


def test_harvest_level_gives_every_table_size_at_every_quota():
    frame = whatif.harvest_level(6, seed=1, quotas=(1, 3), players=(2, 4))
    assert sorted(frame.groupby(["players", "quota"]).size().items()) == [
        ((2, 1), 6),
        ((2, 3), 6),
        ((4, 1), 6),
        ((4, 3), 6),
    ]
    assert set(frame["bot_0"]) == {"quota"}


def test_keeping_an_agreement_saves_more_forests_than_breaking_it():
    frame = whatif.agreement(80, seed=3, compliance=(1.0, 0.0))
    rates = frame.groupby("compliance")["collapsed"].mean()
    assert rates[1.0] < rates[0.0]
