"""What the designer's lab reads of a Humbaba game (``forestnb.lab``).

A lead is the most cedars in a Stockpile, held alone. No winner means the forest collapsed: the
Forest Die failed and nobody wins. A seat holds a card from the moment it is drawn into its hand.
"""
from __future__ import annotations

from typing import Any

NO_WINNER = "the forest collapsed"
LEAD = "the most cedars in a Stockpile, held alone"
TABLE = ["adaptive", "adaptive", "adaptive", "adaptive"]
"""The lab's table when none is given: four adaptive players: the same bot at every seat, so a gap between seats is the seat's own."""


def standing(game: Any) -> list[int]:
    """Each seat's Stockpile so far."""
    return game.scores()


def held(game: Any) -> list[set[str]]:
    """The cards each seat has in hand or has played now."""
    return [{*seat.hand, *seat.played} for seat in game.seats]
