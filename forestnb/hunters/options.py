"""Forest Hunters' options, each declared once (``forestnb.core.options``)."""

from __future__ import annotations

from typing import Any

from ..core.options import FLAG_KNOB, Option
from .cards import load_decks
from .decks import validate_deck

TITLE = "Forest Hunters"


def check_decks(decks: Any, players: int) -> list[str | list[str]] | None:
    """One deck per player, each a prebuilt deck's name or a list of card names that keeps the
    deck-building rules; None deals the default decks."""
    if decks is None:
        return None
    if not isinstance(decks, (list, tuple)) or len(decks) != players:
        raise ValueError(f"decks needs one deck per player ({players}), got {decks!r}")
    return [_deck(deck) for deck in decks]


def check_prebuilt(deck: str) -> str:
    """The name of a prebuilt deck, or a ValueError listing them."""
    if deck not in load_decks():
        raise ValueError(f"no prebuilt deck {deck!r}; prebuilt decks: {', '.join(load_decks())}")
    return deck


def _deck(deck: Any) -> str | list[str]:
    if isinstance(deck, str):
        return check_prebuilt(deck)
    if not isinstance(deck, (list, tuple)) or not all(isinstance(name, str) for name in deck):
        raise ValueError(f"a deck is a prebuilt deck's name or a list of card names, got {deck!r}")
    return list(validate_deck(deck))


OPTIONS = (
    Option(
        "decks",
        None,
        "decks, seat by seat",
        "each seat's deck: a prebuilt deck's name or a list of card names, "
        "checked by the deck-building rules (None: the default decks)",
        check=check_decks,
    ),
    Option("teams", False, "teams", "two against two, seats 0 and 2 against 1 and 3 (four players)", knob=FLAG_KNOB),
)
