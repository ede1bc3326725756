"""What the designer's lab reads of a Cardswild game (``forestnb.lab``).

A lead is the most games won in the match, then the most trophies counted towards the five
species, held alone. No winner means the game was called off at its round limit. A seat holds a
card while it is in its hand or face up in its hunting area.
"""
from __future__ import annotations

from typing import Any

NO_WINNER = "the game was called off"
LEAD = "the most games won, then the most trophies counted, held alone"
TABLE = ["steady", "steady", "steady"]
"""The lab's table when none is given: three steady hunters: the same bot at every seat, so a gap between seats is the seat's own."""


def standing(game: Any) -> list[tuple[int, int]]:
    """Each seat's games won and trophies counted so far."""
    return [(won, area.counted()) for won, area in zip(game.wins, game.areas)]


def held(game: Any) -> list[set[str]]:
    """The cards in each seat's hand and hunting area now."""
    return [{*hand, *area.cards()} for hand, area in zip(game.hands, game.areas)]
