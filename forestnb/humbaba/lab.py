"""What the designer's lab reads of a Humbaba game (``forestnb.lab``).

A lead is the most cedars in a Stockpile, held alone. No winner means the forest collapsed: the
Forest Die failed and nobody wins. A seat holds a card from the moment it is drawn into its hand.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import load_archetypes, load_events

if TYPE_CHECKING:
    import pandas as pd

NO_WINNER = "the forest collapsed"
LEAD = "the most cedars in a Stockpile, held alone"
TABLE = ["adaptive", "adaptive", "adaptive", "adaptive"]
"""The lab's table when none is given: four adaptive players: the same bot at every
seat, so a gap between seats is the seat's own."""


def standing(game: Any) -> list[int]:
    """Each seat's Stockpile so far."""
    return game.scores()


def held(game: Any) -> list[set[str]]:
    """The cards each seat has in hand or has played now."""
    return [{*seat.hand, *seat.played} for seat in game.seats]


CARD_FILE, CARD_KEY = "decks.csv", "name"
"""The table a designer edits, and the column that names its cards."""


def load(folder: Path) -> None:
    """Check the tables in ``folder`` as the game reads them: the same loaders, the same errors."""
    load_archetypes(folder)
    load_events(folder)


def plain(tables: dict[str, pd.DataFrame], card: str) -> dict[str, pd.DataFrame]:
    """``card`` made a plain harvest card of one cedar that leaves Forest Health alone: the deck's
    simplest card, so what the card did beyond it is what ablation measures."""
    decks = tables[CARD_FILE].copy()
    decks.loc[decks["name"] == card, ["type", "harvest", "health", "effect"]] = ["harvest", "1", "0", ""]
    return {**tables, CARD_FILE: decks}
