"""What the designer's lab reads of a Forest Hunters game (``forestnb.lab``).

A lead is the most hearts left, held alone. No winner means a draw. A seat holds a card from the
moment it is drawn into its hand (a card played was in the hand first).
"""
from __future__ import annotations

from typing import Any

NO_WINNER = "the game was a draw"
LEAD = "the most hearts left, held alone"
TABLE = ["careful", "careful"]
"""The lab's table when none is given: two careful players with the default decks: the same bot at both seats."""


def standing(game: Any) -> list[int]:
    """Each seat's hearts left."""
    return game.scores()


def held(game: Any) -> list[set[str]]:
    """The names of the cards in each seat's hand now."""
    return [{game.names[card] for card in seat.hand} for seat in game.seats]
