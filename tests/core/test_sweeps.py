"""Sweeps: one tidy row per game, reproducible from the seed however the games are scheduled."""
from __future__ import annotations

import subprocess
import sys

import pandas as pd
import pytest

import forestnb
from forestnb.core.rng import draw_seeds

TABLE = ["cooperative", "greedy", "random"]


@pytest.fixture(scope="module")
def rows():
    return forestnb.simulate("humbaba", TABLE, games=30, seed=5, starting_health=7)


def test_one_row_per_game_with_seed_bots_winners_scores_and_summary(rows):
    assert len(rows) == 30
    for column in ("game_index", "seed", "players", "bot_0", "bot_2", "winners", "n_winners",
                   "score_0", "score_2", "length", "option_starting_health", "collapsed", "final_health", "clips"):
        assert column in rows.columns
    assert (rows["bot_1"] == "greedy").all() and (rows["option_starting_health"] == 7).all()
    assert list(rows["seed"]) == draw_seeds(5, 30)


def test_each_row_is_the_game_that_play_gives_for_its_seed(rows):
    row = rows.iloc[3]
    game = forestnb.play("humbaba", TABLE, seed=int(row["seed"]), starting_health=7)
    assert tuple(game.winners()) == row["winners"]
    assert game.scores() == [row[f"score_{s}"] for s in range(3)]


def test_the_same_seed_gives_the_same_table(rows):
    again = forestnb.simulate("humbaba", TABLE, games=30, seed=5, starting_health=7)
    pd.testing.assert_frame_equal(rows, again)


def test_worker_processes_give_identical_rows(rows):
    parallel = forestnb.simulate("humbaba", TABLE, games=30, seed=5, processes=2, starting_health=7)
    pd.testing.assert_frame_equal(rows, parallel)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"games": 0}, "games"),
        ({"games": 2.5}, "games"),
        ({"games": 5, "seed": -3}, "seed"),
        ({"games": 5, "processes": 0}, "processes"),
        ({"games": 5, "starting_health": 11}, "starting_health"),
        ({"games": 5, "harvest_everything": True}, "valid options"),
    ],
)
def test_bad_sweep_parameters_are_refused_before_any_game_runs(kwargs, message):
    kwargs.setdefault("seed", 1)
    with pytest.raises(ValueError, match=message):
        forestnb.simulate("humbaba", TABLE, **kwargs)


def test_a_progress_bar_is_shown_only_when_asked(capsys):
    forestnb.simulate("humbaba", TABLE, games=3, seed=1, progress=True)
    assert "games" in capsys.readouterr().err
    forestnb.simulate("humbaba", TABLE, games=3, seed=1)
    assert capsys.readouterr().err == ""


def test_a_sweep_stacks_one_simulation_per_grid_point_and_bot_table():
    table = forestnb.sweep(
        "humbaba", {"kind": ["cooperative"] * 2, "greedy": ["greedy"] * 2},
        grid={"starting_health": [4, 8]}, games=5, seed=3,
    )
    assert len(table) == 20
    assert set(table["starting_health"]) == {4, 8} and set(table["table"]) == {"kind", "greedy"}
    one = table[(table["table"] == "greedy") & (table["starting_health"] == 8)]
    alone = forestnb.simulate("humbaba", ["greedy"] * 2, games=5, seed=3, starting_health=8)
    assert list(one["score_0"]) == list(alone["score_0"])


def test_a_sweep_refuses_unknown_or_doubled_parameters():
    with pytest.raises(ValueError, match="unknown option"):
        forestnb.sweep("humbaba", TABLE, grid={"speed": [1]}, games=2, seed=1)
    with pytest.raises(ValueError, match="both fixed and in the grid"):
        forestnb.sweep("humbaba", TABLE, grid={"events": [True]}, games=2, seed=1, events=False)


def test_playing_games_loads_no_pandas_until_a_table_is_asked_for():
    """pandas (and numpy's BLAS threads) cost half a second to import and compete with a benchmark
    for the processor: only the tables of a sweep need it."""
    code = ("import sys, forestnb\n"
            "for name in forestnb.games(): forestnb.play(name, ['random'] * 2, seed=1)\n"
            "print('pandas' in sys.modules)\n"
            "forestnb.simulate('forest', ['random'] * 2, games=1, seed=1)\n"
            "print('pandas' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "True"]
