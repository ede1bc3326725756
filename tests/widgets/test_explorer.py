"""The explorer's run: played in slices that refine one picture, in the background when asked,
and cancelled by the next run."""

from __future__ import annotations

import threading

import pandas as pd
import plotly.graph_objects as go

from forestnb.core.match import indexed_seeds
from forestnb.widgets.explorer import Explorer, refine, slice_sizes


def sweep(*, games, seed, on_step, **_):
    """A sweep of two settings honouring the games window: one row per game, setting by setting."""
    rows = [{"setting": s, "game_index": i, "seed": g} for s in "ab" for i, g in indexed_seeds(seed, games)]
    on_step(1, 1)
    return pd.DataFrame(rows)


VIEWS = {"games": lambda f: go.Figure(go.Bar(y=[len(f)]))}


def test_each_slice_is_drawn_with_every_game_so_far_and_the_end_is_the_whole_sweep():
    explorer = Explorer("t", sweep, VIEWS, {}, games=10, refine=True)
    drawn = []
    show = explorer.chart.show
    explorer.chart.show = lambda figure: (drawn.append(figure.data[0].y[0]), show(figure))
    explorer.run()
    assert drawn[-1] == 20 and drawn == sorted(drawn) and len(drawn) >= 2
    pd.testing.assert_frame_equal(explorer.frame, sweep(games=10, seed=1, on_step=lambda *_: None))
    assert (explorer.progress.value, explorer.progress.max) == (20, 20)
    assert "2 settings × 10 games" in explorer.status.value


def test_slices_start_small_and_always_add_up_to_the_games():
    clock = iter([(0.01, 5), (0.1, 50), (1.0, 500)])
    sizes = slice_sizes(1000, lambda: next(clock))
    assert next(sizes) == 5 and next(sizes) == 200, "the second slice is short: 0.4 s at the first rate"
    assert next(sizes) == 500, "later slices take a second, or half the time so far"


def test_a_new_run_cancels_the_one_in_the_background():
    gate = threading.Event()

    def held(**kwargs):  # the first run's games wait until the second run has begun
        if kwargs["games"] == 10:
            gate.wait(5)
        return sweep(**kwargs)

    explorer = Explorer("t", held, VIEWS, {}, games=10, refine=True)
    explorer.run(wait=False)
    first = explorer._thread
    explorer.games.value = 4
    explorer.run(wait=False)
    gate.set()
    first.join(5)
    assert len(explorer.frame) == 8, "only the newer run's answer is kept"
    assert not first.is_alive() and "2 settings × 4 games" in explorer.status.value


def test_slices_of_a_sweep_stack_to_its_rows():
    whole = sweep(games=7, seed=2, on_step=lambda *_: None)
    sliced = refine(sweep, games=7, seed=2, knobs={}, on_slice=lambda *_: None, slices=[1, 3, 3])
    pd.testing.assert_frame_equal(sliced, whole)
