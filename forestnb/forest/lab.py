"""What the designer's lab reads of a game of The Forest (``forestnb.lab``).

A lead is the highest total of the rounds scored so far, held alone. No winner cannot happen (a
tie on totals and on the last round's score is a shared win). A card is one kind of animal (the
Fox, the Owl), whichever of its colours a seat holds.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import load_catalogue, load_tales

if TYPE_CHECKING:
    import pandas as pd

NO_WINNER = "no seat won"
LEAD = "the highest total of the rounds scored so far, held alone"
TABLE = ["greedy", "greedy", "greedy"]
"""The lab's table when none is given: three greedy players: the same bot at every
seat, so a gap between seats is the seat's own."""


def standing(game: Any) -> list[int]:
    """Each seat's total of the rounds scored so far."""
    return game.scores()


def held(game: Any) -> list[set[str]]:
    """The kinds of card each seat has in hand or in its played pairs and trios now."""
    labels = game.index.labels
    return [
        {labels[code].split(" ", 1)[-1] for code in (*hand, *(c for group in played for c in group))}
        for hand, played in zip(game.hands, game.played)
    ]


CARD_FILE, CARD_KEY = "cards.csv", "kind"
"""The table a designer edits, and the column that names its cards."""
SCORED = ("collection", "multiplier", "trio")


def load(folder: Path) -> None:
    """Check the tables in ``folder`` as the game reads them: the same loaders, the same errors."""
    load_catalogue(folder)
    load_tales(folder)


def plain(tables: dict[str, pd.DataFrame], card: str) -> dict[str, pd.DataFrame]:
    """``card`` scoring nothing: a collection's scale, a multiplier's or a trio's points all 0. A
    pair card's effect and the Lion's and Cuckoo's roles are rules of the game, with no plain form."""
    cards = tables[CARD_FILE].copy()
    row = cards[cards["kind"] == card]
    if row.empty or row["role"].iloc[0] not in SCORED:
        role = "no card" if row.empty else f"a {row['role'].iloc[0]} card"
        raise ValueError(f"{card!r} is {role}: only a {', '.join(SCORED)} card has a plain form (scoring nothing)")
    cards.loc[row.index, "points"] = " ".join("0" for _ in row["points"].iloc[0].split())
    return {**tables, CARD_FILE: cards}
