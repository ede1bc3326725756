"""Every game's what-if notebook keeps the same promise, checked for all games at once: each of its
questions opens an explorer that runs a small sweep and draws every one of its views."""

from __future__ import annotations

import importlib

import pandas as pd
import pytest

import forestnb
from forestnb.core.registry import game_class
from forestnb.widgets.explorer import refine

GAMES = forestnb.games()
SMALL_SWEEP = {"humbaba": 6, "forest": 2, "cardswild": 6, "hunters": 3}
"""Games per setting: enough for every view to have something to draw, few enough to stay quick."""


def whatif(game: str):
    return importlib.import_module(f"forestnb.{game}.whatif")


@pytest.mark.parametrize("game, question", [(game, key) for game in GAMES for key in whatif(game).QUESTIONS])
def test_every_explorer_runs_and_draws_every_view(game, question):
    explorer = whatif(game).explorer(question, games=SMALL_SWEEP[game])
    assert explorer.frame is not None and explorer.progress.bar_style == "success"
    for view in explorer.views:
        explorer.show.value = view
        assert len(explorer.figure.data) > 0, view
    assert "failed" not in explorer.status.value and "could not" not in explorer.status.value


def explorers(game: str):
    module = whatif(game)
    for key in module.QUESTIONS:
        yield key, module.explorer(key, run_now=False)
    yield "sandbox", module.sandbox(run_now=False)


def values(frame: pd.DataFrame) -> pd.DataFrame:
    """A table's values with every missing one alike: a column's None or NaN (or its dtype) depends
    on which games were framed together, and it is the same missing value."""
    return frame.astype(object).where(frame.notna(), None)


@pytest.mark.parametrize("game", GAMES)
def test_every_explorer_played_in_slices_gives_the_one_shot_sweeps_rows(game):
    """An explorer draws its first games, then more: stacked, the slices must be the very rows of
    one sweep of the same seed, or the picture it ends on would not be the sweep's."""
    games = 4
    for key, explorer in explorers(game):
        if not explorer.refine:
            continue
        seen = []
        sliced = refine(
            explorer.run_sweep,
            games=games,
            seed=3,
            knobs=explorer.values(),
            on_slice=lambda frame, done: seen.append((len(frame), done)),
            slices=[1, 2, games],
        )
        whole = explorer.run_sweep(games=games, seed=3, on_step=lambda *_: None, **explorer.values())
        pd.testing.assert_frame_equal(values(sliced), values(whole), obj=key)
        assert [done for _, done in seen] == [1, 3, games] and seen[-1][0] == len(whole), key


@pytest.mark.parametrize("game", GAMES)
def test_every_sandbox_offers_each_declared_knob_at_its_default_over_its_declared_range(game):
    box = whatif(game).sandbox(run_now=False)
    declared = [option for option in game_class(game).declared_options if option.knob is not None]
    assert declared and list(box.knobs)[-len(declared) :] == [option.name for option in declared]
    for option in declared:
        knob = box.knobs[option.name]
        assert knob.description == option.label
        assert knob.value == (tuple(option.default) if option.knob.choices else option.default)
        if option.knob.choices:
            assert tuple(knob.options) == option.knob.choices
        elif not option.flag:
            assert (knob.min, knob.max, knob.step) == (option.knob.low, option.knob.high, option.knob.step)


def test_a_question_sweeping_an_option_offers_the_declared_values():
    knobs = whatif("humbaba").QUESTIONS["rule_changes"].knobs()
    clip = next(option for option in game_class("humbaba").declared_options if option.name == "clip_penalty")
    assert (
        tuple(knobs["clip_penalty"].options) == clip.knob.values() and knobs["clip_penalty"].description == clip.label
    )
