"""A class played by bots, for the debrief notebook and tests when no real class file is at hand."""
from __future__ import annotations

import os
from pathlib import Path

from .store import ClassStore

# Bots standing in for students: mostly careful, some greedy, one unpredictable, as a class is.
STAND_INS = ("cooperative", "greedy", "adaptive", "random", "quota", "greedy", "cooperative", "adaptive")


def demo_class(path: str | os.PathLike[str], *, tables: int = 4, players: int = 4, seed: int = 1) -> ClassStore:
    """A finished class in a new file at ``path``: ``tables`` tables on one deal (``seed``),
    every seat a bot, so the reveal and debrief have something to show."""
    store, _key = ClassStore.create(Path(path), "demo class")
    for table in range(tables):
        seats = [STAND_INS[(table * 3 + seat) % len(STAND_INS)] for seat in range(players)]
        store.add_table(seats, seed=seed)
    return store
