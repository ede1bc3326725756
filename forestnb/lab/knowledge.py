"""Where the lab finds what it knows of each game: the game's own ``lab.py``, beside its rules."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from ..core.registry import game_class


def game_lab(name: str) -> ModuleType:
    """The game's ``lab.py``: ``NO_WINNER`` and ``LEAD`` in words, ``standing(game)`` (each seat's
    standing now, compared to find the leader) and ``held(game)`` (each seat's cards now)."""
    return import_module(game_class(name).__module__.rsplit(".", 1)[0] + ".lab")
