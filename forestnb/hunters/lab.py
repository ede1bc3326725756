"""What the designer's lab reads of a Forest Hunters game (``forestnb.lab``).

A lead is the most hearts left, held alone. No winner means a draw. A seat holds a card while it
is in its hand or on the field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import load_decks, load_pool

if TYPE_CHECKING:
    import pandas as pd

NO_WINNER = "the game was a draw"
LEAD = "the most hearts left, held alone"
TABLE = ["careful", "careful"]
"""The lab's table when none is given: two careful players with the default decks: the same bot at both seats."""


def standing(game: Any) -> list[int]:
    """Each seat's hearts left."""
    return game.scores()


def held(game: Any) -> list[set[str]]:
    """The names of the cards in each seat's hand or on the field from its deck now (a card an
    effect plays straight from the deck is never in the hand)."""
    held = [{game.names[card] for card in seat.hand} for seat in game.seats]
    for card, place in enumerate(game.where):
        if place is not None:
            held[game.owner[card]].add(game.names[card])
    return held


CARD_FILE, CARD_KEY = "cards.csv", "name"
"""The table a designer edits (its effects are in ``effects.csv``), and the column that names its cards."""


def load(folder: Path) -> None:
    """Check the tables in ``folder`` as the game reads them: the same loaders, the same errors."""
    load_pool(folder)
    load_decks(folder)


def plain(tables: dict[str, pd.DataFrame], card: str) -> dict[str, pd.DataFrame]:
    """``card`` with no effects, no play condition and no combination mark: a character keeps its
    BP and SHD, a support does nothing; what the card did beyond that is what ablation measures."""
    cards, effects = tables[CARD_FILE].copy(), tables["effects.csv"]
    cards.loc[cards["name"] == card, "requires"] = ""
    combination = (cards["name"] == card) & (cards["symbol"] == "combination")
    cards.loc[combination, ["symbol", "bp", "shd"]] = ""  # a combination's mark and bonus go with its effect
    return {**tables, CARD_FILE: cards, "effects.csv": effects[effects["card"] != card]}


def seat_difference(row: Any) -> str | None:
    """Why the seats of a sweep row's game differ beyond their place: their decks, when not all alike."""
    from .rules import DEFAULT_DECKS

    given = json.loads(row["decks"]) if isinstance(row["decks"], str) else row["decks"]
    chosen = given or [DEFAULT_DECKS[seat % len(DEFAULT_DECKS)] for seat in range(row["players"])]
    if all(deck == chosen[0] for deck in chosen):
        return None
    names = [deck if isinstance(deck, str) else "a custom deck" for deck in chosen]
    return (
        "The seats play different decks ("
        + ", ".join(f"seat {seat} {name}" for seat, name in enumerate(names))
        + "), so a seat's edge here is its deck's as much as its place."
    )
