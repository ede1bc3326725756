"""Cardswild's options, each declared once (``forestnb.core.options``)."""

from __future__ import annotations

from typing import Any

from ..core.options import FLAG_KNOB, Knob, Option
from .cards import REMOVABLE

TITLE = "Cardswild"
MAX_GAMES = 50


def check_without(without: Any, players: int) -> tuple[str, ...]:
    """Ruling C15: a list or tuple naming each removable kind at most once (a tuple from a JSON save's list)."""
    allowed = ", ".join(REMOVABLE)
    if not isinstance(without, (list, tuple)):
        raise ValueError(f"without must be a list or tuple of card kinds to take out ({allowed}), got {without!r}")
    wrong = [kind for kind in without if kind not in REMOVABLE]
    if wrong:
        raise ValueError(f"without may take out only {allowed}, not {', '.join(map(repr, wrong))}")
    twice = sorted({kind for kind in without if without.count(kind) > 1})
    if twice:
        raise ValueError(f"without names {', '.join(twice)} more than once")
    return tuple(without)


OPTIONS = (
    Option(
        "reverse",
        False,
        "Reverse rule",
        "three or more players: a Mountain Lion may flip the direction of play instead (ruling C13)",
        knob=FLAG_KNOB,
    ),
    Option(
        "match_games",
        1,
        "games in the match",
        "the games of a match, the deal moving one seat left each game (ruling C14)",
        low=1,
        high=MAX_GAMES,
    ),
    Option(
        "without",
        (),
        "take out of the deck",
        "card kinds taken out of the deck (ruling C15): " + ", ".join(REMOVABLE),
        check=check_without,
        knob=Knob(choices=REMOVABLE),
    ),
)
