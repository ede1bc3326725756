"""What the designer's lab reads of a game of The Forest (``forestnb.lab``).

A lead is the highest total of the rounds scored so far, held alone. No winner cannot happen (a
tie on totals and on the last round's score is a shared win). A card is one kind of animal (the
Fox, the Owl), whichever of its colours a seat holds.
"""
from __future__ import annotations

from typing import Any

NO_WINNER = "no seat won"
LEAD = "the highest total of the rounds scored so far, held alone"
TABLE = ["greedy", "greedy", "greedy"]
"""The lab's table when none is given: three greedy players: the same bot at every seat, so a gap between seats is the seat's own."""


def standing(game: Any) -> list[int]:
    """Each seat's total of the rounds scored so far."""
    return game.scores()


def held(game: Any) -> list[set[str]]:
    """The kinds of card each seat has in hand or in its played pairs and trios now."""
    labels = game.index.labels
    return [{labels[code].split(" ", 1)[-1] for code in (*hand, *(c for group in played for c in group))}
            for hand, played in zip(game.hands, game.played)]
