"""Every game's what-if notebook keeps the same promise, checked for all games at once: each of its
questions opens an explorer that runs a small sweep and draws every one of its views."""
from __future__ import annotations

import importlib

import pytest

import forestnb

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
