"""What the designer's lab reads of a Cardswild game (``forestnb.lab``).

A lead is the most games won in the match, then the most trophies counted towards the five
species, held alone. No winner means the game was called off at its round limit. A seat holds a
card while it is in its hand or face up in its hunting area.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import CATEGORY, REMOVABLE, load_deck

if TYPE_CHECKING:
    import pandas as pd

NO_WINNER = "the game was called off"
LEAD = "the most games won, then the most trophies counted, held alone"
TABLE = ["steady", "steady", "steady"]
"""The lab's table when none is given: three steady hunters: the same bot at every
seat, so a gap between seats is the seat's own."""


def standing(game: Any) -> list[tuple[int, int]]:
    """Each seat's games won and trophies counted so far."""
    return [(won, area.counted()) for won, area in zip(game.wins, game.areas)]


def held(game: Any) -> list[set[str]]:
    """The cards in each seat's hand and hunting area now."""
    return [{*hand, *area.cards()} for hand, area in zip(game.hands, game.areas)]


CARD_FILE, CARD_KEY = "deck.csv", "kind"
"""The table a designer edits (how many of each kind), and the column that names its cards."""


def load(folder: Path) -> None:
    """Check the table in ``folder`` as the game reads it: the same loader, the same errors."""
    load_deck(folder)


ABLATED_BY_OPTION = {kind: {"without": [kind]} for kind in REMOVABLE}
"""Cards ablation takes out of the deck by the ``without`` option (ruling C15) instead of an edit."""


def plain(tables: dict[str, pd.DataFrame], card: str) -> dict[str, pd.DataFrame]:
    """The copies of ``card`` beyond the fewest the deck rules allow (one, or the copies a
    two-player deck removes) made copies of the first kind of its category in the table (a remedy
    a Daylight, a Trouble a Nightfall): the deck keeps its size and its mix of categories, and
    those copies lose what the card itself does. (The kinds ruling C15 lets go are taken out
    whole, ``ABLATED_BY_OPTION``; a trophy the race needs may not lose copies, which the deck's
    loader says.)"""
    deck = tables[CARD_FILE].copy()
    same = [kind for kind in deck["kind"] if CATEGORY.get(kind) == CATEGORY.get(card)]
    at = deck.index[deck["kind"] == card]
    kept = max(1, int(deck.loc[at[0], "remove_2"])) if len(at) else 0
    if card not in same or same[0] == card or int(deck.loc[at[0], "count"]) <= kept:
        raise ValueError(
            f"{card!r} is the plain card of its category, has no copies to spare, or is no card: "
            "nothing plainer to swap it for"
        )
    into = deck.index[deck["kind"] == same[0]][0]
    deck.loc[into, "count"] = str(int(deck.loc[into, "count"]) + int(deck.loc[at[0], "count"]) - kept)
    deck.loc[at[0], "count"] = str(kept)
    return {**tables, CARD_FILE: deck}
