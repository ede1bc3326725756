"""Sweeps: one tidy row per game, reproducible from the seed however the games are scheduled."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pandas as pd
import pytest

import forestnb
from forestnb import DataError, IllegalActionError
from forestnb.core import match, workers
from forestnb.core.match import run_sweep
from forestnb.core.rng import draw_seeds

TABLE = ["cooperative", "greedy", "random"]


class Cheat:
    """A bot that plays a move no game has: it must be refused in a worker process as at home."""

    name = "cheat"

    def choose(self, game, seat, rng):
        return "harvest every cedar at once"


@pytest.fixture(scope="module")
def rows():
    return forestnb.simulate("humbaba", TABLE, games=30, seed=5, starting_health=7)


def test_one_row_per_game_with_seed_bots_winners_scores_and_summary(rows):
    assert len(rows) == 30
    for column in (
        "game_index",
        "seed",
        "players",
        "bot_0",
        "bot_2",
        "winners",
        "n_winners",
        "score_0",
        "score_2",
        "length",
        "starting_health",
        "collapsed",
        "final_health",
        "clips",
    ):
        assert column in rows.columns
    assert (rows["bot_1"] == "greedy").all() and (rows["starting_health"] == 7).all()
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


def test_any_executor_gives_identical_rows(rows):
    with ThreadPoolExecutor(2) as pool:
        threaded = forestnb.simulate("humbaba", TABLE, games=30, seed=5, executor=pool, starting_health=7)
    pd.testing.assert_frame_equal(rows, threaded)


def test_processes_and_an_executor_are_one_or_the_other():
    with ThreadPoolExecutor(1) as pool, pytest.raises(ValueError, match="processes or executor, not both"):
        forestnb.simulate("humbaba", TABLE, games=2, seed=1, processes=2, executor=pool)
    with pytest.raises(ValueError, match="concurrent.futures.Executor"):
        forestnb.simulate("humbaba", TABLE, games=2, seed=1, executor="dask")


@pytest.mark.parametrize(
    "error",
    [
        IllegalActionError("Harvest", "you may harvest at most 3 cedars"),
        DataError("cards.csv", "unknown kind 'shrub'", row=4, field="kind"),
        DataError("decks.csv", "empty"),
    ],
)
def test_errors_survive_pickling_with_their_rule_file_row_and_message(error):
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is type(error) and str(again) == str(error) and vars(again) == vars(error)


def test_an_illegal_move_in_a_worker_process_is_the_same_error_as_serially():
    bots = [Cheat(), "random"]
    with pytest.raises(IllegalActionError) as serially:
        forestnb.simulate("humbaba", bots, games=4, seed=1)
    with pytest.raises(IllegalActionError) as in_worker:
        forestnb.simulate("humbaba", bots, games=4, seed=1, processes=2)
    assert (in_worker.value.rule, str(in_worker.value)) == (serially.value.rule, str(serially.value))


NOTEBOOK_BOT = """
import forestnb
from forestnb.core.match import run_sweep, simulate

class FirstMove:
    name = "first move"
    def choose(self, game, seat, rng):
        return game.legal_actions()[0]

rows = run_sweep("cardswild", {"mine": [FirstMove(), "steady"]}, label="table", games=40, seed=1)
assert len(rows) == 40, len(rows)
try:
    simulate("cardswild", [FirstMove(), "steady"], games=4, seed=1, processes=2)
except ValueError as err:
    print(err)
"""


def test_a_bot_written_in_a_notebook_plays_here_and_worker_processes_are_refused_in_words():
    """A class defined in a notebook cell lives in a __main__ no worker can import (as under ``python -c``)."""
    ran = subprocess.run([sys.executable, "-c", NOTEBOOK_BOT], capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr
    assert "'first move' is defined in this notebook or session" in ran.stdout
    assert "put its class in a .py module" in ran.stdout


STDIN_SCRIPT = """
from forestnb.cardswild import whatif
from forestnb.core.match import simulate

frame = whatif.luck_cards(20, 1, tables=["4 steady"], decks=["full deck"])
assert len(frame) == 20, len(frame)
try:
    simulate("cardswild", ["steady", "steady"], games=4, seed=1, processes=2)
except ValueError as err:
    print(err)
"""


def test_a_script_read_from_standard_input_plays_here_and_worker_processes_are_refused_in_words():
    """A worker reloads the main script from its path, and '<stdin>' is none."""
    ran = subprocess.run([sys.executable, "-"], input=STDIN_SCRIPT, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr
    assert "runs a script from <stdin>" in ran.stdout and "save it as a .py file" in ran.stdout


UNGUARDED_SCRIPT = """
from forestnb.cardswild import whatif

whatif.luck_cards(250, 1, tables=["4 steady"], decks=["full deck"])  # enough games to wait for the workers
"""


def test_a_script_that_sweeps_without_a_main_guard_is_told_to_add_one(tmp_path):
    """Each worker loads the script again as it starts, and would start the sweep again."""
    script = tmp_path / "sweep.py"
    script.write_text(UNGUARDED_SCRIPT)
    ran = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert ran.returncode != 0
    said = [line for line in ran.stderr.splitlines() if line.startswith("RuntimeError: a worker process died")]
    assert said and "put the code that runs sweeps under 'if __name__ == \"__main__\":'" in said[0]


KILLED_SCRIPT = """
import os, signal
from forestnb.core import workers

if __name__ == "__main__":
    pool = workers.shared_pool()
    pool.submit(os.getpid).result()
    print(*pool._processes, flush=True)
    os.kill(os.getpid(), signal.SIGKILL)  # no exit handler runs, so nothing shuts the pool down
"""


def test_workers_end_themselves_when_the_process_that_started_them_is_killed(tmp_path):
    script = tmp_path / "killed.py"
    script.write_text(KILLED_SCRIPT)
    ran = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    pids = [int(pid) for pid in ran.stdout.split()]
    assert ran.returncode == -9 and pids, ran.stderr
    deadline = time.monotonic() + 6 * workers.PARENT_CHECK_SECONDS
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not any(alive(pid) for pid in pids)


def alive(pid: int) -> bool:
    """Whether a process of this number runs (a worker is the fork server's child, which reaps it)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


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
        "humbaba",
        {"kind": ["cooperative"] * 2, "greedy": ["greedy"] * 2},
        grid={"starting_health": [4, 8]},
        games=5,
        seed=3,
    )
    assert len(table) == 20
    assert set(table["starting_health"]) == {4, 8} and set(table["table"]) == {"kind", "greedy"}
    one = table[(table["table"] == "greedy") & (table["starting_health"] == 8)]
    alone = forestnb.simulate("humbaba", ["greedy"] * 2, games=5, seed=3, starting_health=8)
    assert list(one["score_0"]) == list(alone["score_0"])


class CountingBot:
    """Counts its moves, to show that a refused sweep played no game at all."""

    name = "counting"
    moves = 0

    def choose(self, game, seat, rng):
        CountingBot.moves += 1
        return game.legal_actions()[0]


@pytest.fixture
def counted():
    CountingBot.moves = 0
    yield [CountingBot(), "greedy"]
    assert CountingBot.moves == 0, "the sweep played before it refused"


@pytest.mark.parametrize(
    ("grid", "message"),
    [
        ({"starting_health": [5, 11]}, "setting starting_health=11: starting_health must be a whole number"),
        ({"starting_health": 5}, r"single value 5: give a list of values to sweep, e.g. \{'starting_health': \[5\]\}"),
        ({"starting_health": []}, "gives starting_health no values"),
        ({"starting_health": [5], "events": "yes"}, "gives events the single value 'yes'"),
    ],
)
def test_a_sweep_checks_every_grid_value_before_it_plays_any_game(counted, grid, message):
    with pytest.raises(ValueError, match=message):
        forestnb.sweep("humbaba", counted, grid=grid, games=3, seed=1)


def test_a_sweep_checks_every_bot_table_before_it_plays_any_game(counted):
    with pytest.raises(ValueError, match="table 'typo': unknown bot 'greedyy'"):
        forestnb.sweep("humbaba", {"fine": counted, "typo": ["greedy", "greedyy"]}, games=3, seed=1)
    two_decks = list(forestnb.new_game("humbaba", players=2, seed=1).options["archetypes"])
    with pytest.raises(
        ValueError, match=r"setting starting_health=5, table='four': archetypes must list one deck per player \(4\)"
    ):
        forestnb.sweep(
            "humbaba",
            {"fine": counted, "four": ["greedy"] * 4},
            grid={"starting_health": [5, 9]},
            games=3,
            seed=1,
            archetypes=two_decks,
        )
    with pytest.raises(ValueError, match="empty dict"):
        forestnb.sweep("humbaba", {}, games=3, seed=1)


def test_a_sweep_refuses_unknown_or_doubled_parameters():
    with pytest.raises(ValueError, match="unknown option"):
        forestnb.sweep("humbaba", TABLE, grid={"speed": [1]}, games=2, seed=1)
    with pytest.raises(ValueError, match="both fixed and in the grid"):
        forestnb.sweep("humbaba", TABLE, grid={"events": [True]}, games=2, seed=1, events=False)


def test_playing_games_loads_no_pandas_until_a_table_is_asked_for():
    """pandas (and numpy's BLAS threads) cost half a second to import and compete with a benchmark
    for the processor: only the tables of a sweep need it."""
    code = (
        "import sys, forestnb\n"
        "for name in forestnb.games(): forestnb.play(name, ['random'] * 2, seed=1)\n"
        "print('pandas' in sys.modules)\n"
        "forestnb.simulate('forest', ['random'] * 2, games=1, seed=1)\n"
        "print('pandas' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "True"]


def test_a_dask_cluster_is_an_executor_like_any_other(rows):
    """Scaling out: a Dask client's executor plays the games on the cluster's workers, same rows."""
    distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_cluster = forestnb.simulate(
            "humbaba", TABLE, games=30, seed=5, executor=client.get_executor(), starting_health=7
        )
    pd.testing.assert_frame_equal(rows, on_cluster)


def test_sweeps_share_one_pool_of_workers_and_a_broken_one_is_replaced(monkeypatch):
    monkeypatch.setattr(workers.os, "cpu_count", lambda: 2)
    pool = workers.shared_pool()
    assert workers.shared_pool() is pool
    monkeypatch.setattr(pool, "_broken", "a worker died")
    assert workers.shared_pool() is not pool


def test_a_window_of_games_plays_those_games_of_the_whole_sweep():
    from forestnb.core.match import games_window

    whole = forestnb.simulate("humbaba", ["greedy"] * 2, games=6, seed=4)
    with games_window(2, 5):
        part = forestnb.simulate("humbaba", ["greedy"] * 2, games=6, seed=4)
    assert list(part["game_index"]) == [2, 3, 4]
    pd.testing.assert_frame_equal(part, whole.iloc[2:5].reset_index(drop=True), check_dtype=False)


def test_a_table_may_bring_options_of_its_own_and_plays_in_the_same_sweep():
    tables = {"one against one": ["careful", "careful"], "two against two": ["careful"] * 4}
    rows = run_sweep(
        "hunters", tables, label="table", games=3, seed=2, table_options={"two against two": {"teams": True}}
    )
    assert rows.groupby("table")["teams"].first().to_dict() == {"one against one": False, "two against two": True}
    alone = forestnb.simulate("hunters", ["careful"] * 4, games=3, seed=2, teams=True)
    pd.testing.assert_frame_equal(
        rows[rows["table"] == "two against two"].drop(columns="table").reset_index(drop=True),
        alone,
        check_like=True,
        check_dtype=False,
    )  # a 1v1 row has no score_2, so the column is float


@pytest.mark.parametrize(
    ("table_options", "message"),
    [
        ({"three against one": {"teams": True}}, "does not have: 'three against one'"),
        ({"two against two": {"teams": False}}, "given for the table and for the whole sweep"),
    ],
)
def test_a_tables_own_options_name_a_table_of_the_sweep_and_no_option_given_twice(table_options, message):
    with pytest.raises(ValueError, match=message):
        run_sweep(
            "hunters",
            {"two against two": ["careful"] * 4},
            label="table",
            games=2,
            seed=1,
            table_options=table_options,
            teams=True,
        )


class Quitter:
    """A bot that ends the program instead of choosing: in a worker process its sys.exit() would
    reach the caller as a SystemExit and end the caller's script."""

    name = "quitter"

    def choose(self, game, seat, rng):
        sys.exit(3)


@pytest.mark.parametrize("processes", [None, 2])
def test_a_bot_that_calls_sys_exit_is_an_error_naming_the_bot_not_the_end_of_the_script(processes):
    with pytest.raises(RuntimeError, match=r"^the bot 'quitter' at seat 0 called sys.exit\(3\) while choosing a move"):
        forestnb.simulate("humbaba", [Quitter(), "random"], games=4, seed=1, processes=processes)


def test_a_broken_executor_of_the_callers_own_is_told_to_make_a_new_one():
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1) as executor:
        executor._broken = "a worker died earlier"  # as a pool is left once one of its workers has died
        with pytest.raises(
            RuntimeError, match="^executor: the process pool passed as executor is broken.*make a new one"
        ):
            forestnb.simulate("humbaba", TABLE, games=20, seed=1, executor=executor)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"grid": {3: [1]}}, r"^grid's keys are option names \(text\), got 3$"),
        (
            {"bots": {"calm": ["greedy"] * 2}, "label": "seed"},
            "^label 'seed' names a column every row of humbaba has already",
        ),
        ({"bots": {"calm": ["greedy"] * 2}, "label": "score_1"}, "^label 'score_1' names a column every row"),
        ({"bots": {"calm": ["greedy"] * 2}, "label": "collapsed"}, "^label 'collapsed' names a column every row"),
        (
            {"bots": {"calm": ["greedy"] * 2}, "label": ["x"]},
            r"^label must be the name of the tables' column \(text\) or None, got \['x'\]$",
        ),
        ({"on_step": "print"}, r"^on_step must be a function of \(done, total\) or None, got 'print'$"),
        ({"games": 10**8}, "^games: a sweep gives one row per game, and 100,000,000 rows would not fit in memory"),
        (
            {"games": 5_000, "grid": {"starting_health": list(range(3, 10))}},
            "5,000 games at each of 7 settings is 35,000",
        ),
        (
            {"grid": {"starting_health": list(range(666)), "box_size": list(range(667))}},
            "^grid: 666 starting_health x 667 box_size make 444,222 settings; a sweep takes at most 10,000",
        ),
    ],
)
def test_every_sweep_parameter_is_checked_before_any_game_is_played(counted, monkeypatch, kwargs, message):
    monkeypatch.setattr(match, "MAX_SWEEP_GAMES", 20_000 if kwargs.get("games") == 5_000 else match.MAX_SWEEP_GAMES)
    kwargs = {"bots": counted, "games": 2, "seed": 1, **kwargs}
    if isinstance(kwargs["bots"], dict):
        kwargs["bots"] = {"calm": counted}
    started = time.perf_counter()
    with pytest.raises(ValueError, match=message):
        forestnb.sweep("humbaba", **kwargs)
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize(
    ("table_options", "message"),
    [
        ({"teams": None}, r"^table_options\['teams'\] must be a dict of option names to values, got None$"),
        (
            [{"teams": True}],
            r"^table_options must be a dict of table name to a dict of its options, got \[\{'teams': True\}\]$",
        ),
    ],
)
def test_a_tables_own_options_are_a_dict_per_table(table_options, message):
    with pytest.raises(ValueError, match=message):
        run_sweep("hunters", {"pair": ["careful"] * 2}, label="table", games=2, seed=1, table_options=table_options)
