"""The sweep figures draw the numbers the tables and the odds give, nothing else.

A figure that looks right but plots a slightly different number teaches the wrong lesson, so
each test compares the traces with the quantity computed directly from the sweep frame.
"""

from __future__ import annotations

import subprocess
import sys

import pandas as pd
import pytest

import forestnb
from forestnb.core.rates import mean_grid, rate_table
from forestnb.humbaba import figures, frames, odds

GAMES = 24


@pytest.fixture(scope="module")
def sweep():
    bots = {k: ["greedy"] * k + ["cooperative"] * (4 - k) for k in (0, 1, 4)}
    frame = forestnb.sweep("humbaba", bots, grid={"starting_health": [3, 8]}, games=GAMES, seed=5, progress=False)
    return frame.rename(columns={"table": "greedy_players"})


def test_die_risk_curve_draws_the_exact_survival_chance_for_each_band():
    fig = figures.die_risk_curve(max_excess=5)
    assert [t.name for t in fig.data] == ["Health 7–10", "Health 4–6", "Health 0–3"]
    for trace, health in zip(fig.data, (9, 5, 2)):
        assert list(trace.x) == list(range(6))
        assert list(trace.y) == pytest.approx([float(1 - odds.collapse_probability(k, health)) for k in range(6)])


def test_die_risk_curve_follows_a_changed_die_and_overlays_rolled_points():
    rolled = [{"band": "strained", "excess": 2, "survival": 0.5}, {"band": "strained", "excess": 3, "survival": 0.25}]
    fig = figures.die_risk_curve(max_excess=3, die_success=(6, 3, 1), simulated=pd.DataFrame(rolled))
    assert list(fig.data[0].y) == [1.0] * 4, "six succeeding faces: the thriving forest never collapses"
    assert list(fig.data[1].y) == pytest.approx([1, 1 / 2, 1 / 4, 1 / 8])
    dots = fig.data[3]
    assert dots.mode == "markers" and list(dots.x) == [2, 3] and list(dots.y) == [0.5, 0.25]


def test_collapse_rate_plots_the_frames_means_inside_their_intervals(sweep):
    (trace,) = figures.collapse_rate(sweep, "greedy_players").data
    means = sweep.groupby("greedy_players")["collapsed"].mean()
    assert list(trace.x) == list(means.index)
    assert list(trace.y) == pytest.approx(list(means))
    assert min(trace.error_y.array) >= 0 and min(trace.error_y.arrayminus) >= 0
    bars = zip(trace.y, trace.error_y.array, trace.error_y.arrayminus)
    assert all(y + up <= 1 + 1e-9 and y - down >= -1e-9 for y, up, down in bars)


def test_collapse_rate_draws_one_line_per_colour_group(sweep):
    fig = figures.collapse_rate(sweep, "greedy_players", color="starting_health")
    assert [t.name for t in fig.data] == ["3", "8"]
    low = sweep[sweep["starting_health"] == 3].groupby("greedy_players")["collapsed"].mean()
    assert list(fig.data[0].y) == pytest.approx(list(low))


def test_rate_table_gives_the_wilson_interval():
    games = pd.DataFrame({"knob": [1] * 10, "collapsed": [False] * 10})
    row = rate_table(games, "knob").iloc[0]
    assert (row["rate"], row["games"], row["low"]) == (0.0, 10, pytest.approx(0.0, abs=1e-12))
    assert row["high"] == pytest.approx(0.2775, abs=1e-4), "none of 10 still allows about 28%"


def test_seats_long_stacks_one_row_per_seat_and_drops_empty_seats():
    bots = {2: ["greedy", "cooperative"], 3: ["cooperative"] * 3}
    frame = forestnb.sweep("humbaba", bots, games=5, seed=2, progress=False)
    long = frames.seats_long(frame)
    assert len(long) == 5 * 2 + 5 * 3
    first = long[(long["game_index"] == 0) & (long["table"] == 2)].sort_values("seat")
    assert list(first["bot"]) == ["greedy", "cooperative"]
    game = frame[frame["table"] == 2].iloc[0]
    assert list(first["stockpile"]) == [game["score_0"], game["score_1"]]
    assert list(first["won"]) == [0 in game["winners"], 1 in game["winners"]]


def test_stockpile_distribution_boxes_each_bots_stockpiles(sweep):
    fig = figures.stockpile_distribution(sweep, "greedy_players", color="bot")
    long = frames.seats_long(sweep)
    assert [t.name for t in fig.data] == ["cooperative", "greedy"]
    for trace in fig.data:
        mine = long[long["bot"] == trace.name]
        assert list(trace.y) == list(mine["stockpile"])
        assert list(trace.x) == [str(v) for v in mine["greedy_players"]]


def test_health_matrix_counts_a_collapsed_forest_as_health_0_from_its_collapse(sweep):
    health = frames.health_matrix(sweep)
    assert list(health.columns) == list(range(9))
    assert list(health[0]) == list(sweep["starting_health"])
    for (_, game), (_, row) in zip(sweep.iterrows(), health.iterrows()):
        played = len(game["health_path"])
        if game["collapsed"]:
            assert list(row[1:played]) == list(game["health_path"][:-1])
            assert set(row[played:]) == {0}
        else:
            assert list(row[1:]) == list(game["health_path"])


def test_health_fan_median_is_the_pandas_median(sweep):
    fig = figures.health_fan(sweep, by="starting_health")
    health = frames.health_matrix(sweep)
    for level in (3, 8):
        median = next(t for t in fig.data if t.name == f"starting health {level}: median")
        assert list(median.y) == pytest.approx(list(health[sweep["starting_health"] == level].median()))
    band = next(t for t in fig.data if t.name == "starting health 3: 25%–75% of games")
    assert band.fill == "toself" and len(band.x) == 2 * 9


def test_health_fan_without_groups_draws_one_fan():
    frame = forestnb.simulate("humbaba", ["cooperative"] * 4, games=GAMES, seed=1, progress=False)
    assert [t.name for t in figures.health_fan(frame).data] == [
        "all games: 10%–90% of games",
        "all games: 25%–75% of games",
        "all games: median",
    ]


def test_heatmap_shows_the_mean_for_each_pair_of_settings(sweep):
    (cell,) = figures.heatmap(sweep, "greedy_players", "starting_health", "collapsed").data
    assert list(cell.x) == ["0", "1", "4"] and list(cell.y) == ["3", "8"]
    expected = sweep.groupby(["starting_health", "greedy_players"])["collapsed"].mean().unstack()
    assert cell.z.ravel().tolist() == pytest.approx(expected.to_numpy().ravel().tolist())
    assert (cell.zmin, cell.zmax) == (0, 1)


def test_fair_share_chart_draws_fifty_cedars_over_eight_rounds_and_the_players():
    frame = forestnb.sweep("humbaba", {n: ["cooperative"] * n for n in (2, 3, 4)}, games=8, seed=3, progress=False)
    fig = figures.fair_share_chart(frame)
    fair = next(t for t in fig.data if t.name.startswith("fair share"))
    assert list(fair.y) == pytest.approx([50 / 8 / 2, 50 / 8 / 3, 50 / 8 / 4])
    harvest = next(t for t in fig.data if t.name == "harvest per player per round")
    per = (frame["harvested_total"] / frame["players"] / frame["rounds_played"]).groupby(frame["players"]).mean()
    assert list(harvest.y) == pytest.approx(list(per))


def test_the_engine_never_imports_plotly_or_ipywidgets():
    code = (
        "import sys, forestnb, forestnb.humbaba.frames, forestnb.humbaba.odds; "
        "print(sorted(m for m in ('plotly', 'ipywidgets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_mean_grid_is_what_the_heatmap_draws(sweep):
    grid = mean_grid(sweep, "greedy_players", "starting_health", "harvested_total")
    (cell,) = figures.heatmap(sweep, "greedy_players", "starting_health", "harvested_total").data
    assert cell.z.ravel().tolist() == pytest.approx(grid.to_numpy().ravel().tolist())
    assert cell.zmin is None, "a count is not a share: no 0..1 colour range"


def test_summary_gives_the_collapse_share_and_each_bots_mean_stockpile(sweep):
    table = frames.summary(sweep, "greedy_players")
    assert list(table.index) == [0, 1, 4] and set(table["games"]) == {2 * GAMES}
    assert table["collapsed"].tolist() == pytest.approx(sweep.groupby("greedy_players")["collapsed"].mean().tolist())
    long = frames.seats_long(sweep)
    greedy_one = long[(long["greedy_players"] == 1) & (long["bot"] == "greedy")]["stockpile"].mean()
    assert table.loc[1, "stockpile: greedy"] == pytest.approx(greedy_one)
    assert pd.isna(table.loc[0, "stockpile: greedy"]), "no greedy player, no greedy stockpile"


def test_rows_that_played_the_default_name_it_so_stacked_runs_read_one_column():
    plain = forestnb.simulate("humbaba", ["cooperative"] * 2, games=3, seed=1, progress=False)
    changed = forestnb.simulate("humbaba", ["cooperative"] * 2, games=3, seed=1, progress=False, starting_health=9)
    stacked = pd.concat([plain, changed], ignore_index=True)
    assert list(stacked["starting_health"]) == [6, 6, 6, 9, 9, 9]
    assert list(frames.health_matrix(stacked)[0]) == [6, 6, 6, 9, 9, 9]
    assert list(plain["box_size"]) == [20, 20, 20]


def test_the_clip_cost_chart_draws_the_games_a_clip_struck_beside_the_rest():
    from forestnb.humbaba import whatif

    frame = whatif.clip_cost(40, 3, clip_penalty=(0, 2))
    fig = figures.clip_cost_chart(frame)
    lines = {trace.name: trace for trace in fig.data if trace.type == "scatter"}
    assert set(lines) == set(frame["clip"])
    if "no clip" in lines:
        assert len(set(lines["no clip"].y)) == 1, "the games without a clip are the same games under every penalty"
    held_back = next(trace for trace in fig.data if trace.name == "regrowth the clips held back")
    assert list(held_back.y)[0] == 0, "a penalty of 0 holds nothing back"
