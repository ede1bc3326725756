"""Humbaba's options: what a what-if may change, each declared once (``forestnb.core.options``)."""

from __future__ import annotations

from typing import Any

from ..core.options import FLAG_KNOB, Knob, Option
from . import odds
from .cards import STRANGER_KING, load_archetypes

TITLE = "The Forest of Humbaba"
INSTITUTIONS = ("harvest_quota", "monitoring", "fine", "shared_forecast")
"""The classroom's own rules (rulings R11 to R14), beyond the rule book: all off by default."""
MAX_HEALTH = 10
DEFAULT_ORDER = (STRANGER_KING, "woodcutter", "steward", "merchant")


def check_archetypes(chosen: Any, players: int) -> list[str]:
    """One archetype deck per seat, each deck at one seat only; None deals them in the standard order."""
    if chosen is None:
        return list(DEFAULT_ORDER[:players])
    decks = load_archetypes()
    if not isinstance(chosen, (list, tuple)) or len(chosen) != players:
        raise ValueError(f"archetypes must list one deck per player ({players}), got {chosen!r}")
    unknown = [deck for deck in chosen if not isinstance(deck, str) or deck not in decks]
    if unknown:
        raise ValueError(f"unknown archetype(s) {', '.join(map(repr, unknown))}; archetypes: {', '.join(decks)}")
    if len(set(chosen)) != len(chosen):
        raise ValueError(f"each archetype deck can be chosen by one player only, got {list(chosen)}")
    return list(chosen)


def check_die_success(faces: Any, players: int) -> list[int]:
    """Three counts of succeeding faces, one per Health band (thriving, strained, failing)."""
    if (
        not isinstance(faces, (list, tuple))
        or len(faces) != len(odds.BANDS)
        or not all(isinstance(f, int) and not isinstance(f, bool) and 0 <= f <= odds.DIE_FACES for f in faces)
    ):
        raise ValueError(
            f"die_success must be three numbers of succeeding faces (0..6) for health 7–10, 4–6, 0–3, got {faces!r}"
        )
    return list(faces)


OPTIONS = (
    Option(
        "archetypes",
        None,
        "archetype decks",
        "each seat's archetype deck, by id (None: the Stranger-King's, then woodcutter, steward, merchant)",
        check=check_archetypes,
    ),
    Option(
        "starting_health",
        6,
        "starting Health",
        "Forest Health at the start of the game",
        low=0,
        high=MAX_HEALTH,
        knob=Knob(0, MAX_HEALTH),
    ),
    Option(
        "forest_size",
        30,
        "Forest Deck",
        "cedars in the Forest Deck, which everyone can count",
        low=0,
        high=200,
        knob=Knob(0, 60),
    ),
    Option("box_size", 20, "Box Reserve", "cedars in the hidden Box Reserve", low=0, high=200, knob=Knob(0, 60, 5)),
    Option(
        "die_success",
        list(odds.DEFAULT_DIE_SUCCESS),
        "die faces",
        "succeeding faces of the Forest Die at Health 7–10, 4–6 and 0–3",
        check=check_die_success,
    ),
    Option(
        "regen_divisor",
        2,
        "regeneration H ÷",
        "regeneration moves floor(Health ÷ this) cedars from the Box to the Deck",
        low=1,
        high=10,
        knob=Knob(1, 10),
    ),
    Option(
        "clip_penalty",
        2,
        "clip penalty",
        "how much a Seneca Clip cuts the next round's regeneration (0: no clip)",
        low=0,
        high=10,
        knob=Knob(0, 10),
    ),
    Option(
        "clip_threshold",
        2,
        "clip on a fall of",
        "the fall of Health within a round that sets off a Seneca Clip",
        low=1,
        high=11,
        knob=Knob(1, 11),
    ),
    Option("events", True, "events", "the Forest Event deck is in play (off: no events)", knob=FLAG_KNOB),
    Option(
        "reveal_box",
        False,
        "Box Reserve shown",
        "every player sees the Box Reserve (the rules hide it)",
        knob=FLAG_KNOB,
    ),
    Option(
        "harvest_quota",
        0,
        "quota",
        "a classroom rule: each seat's agreed harvest cap a round; a harvest above it is legal but over quota "
        "(0: no quota; ruling R11)",
        low=0,
        high=20,
        knob=Knob(0, 8),
    ),
    Option(
        "monitoring",
        0,
        "monitoring %",
        "a classroom rule: the chance (in %) that each over-quota harvest is detected and its seat named to the "
        "table (0: no monitoring; ruling R12)",
        low=0,
        high=100,
        knob=Knob(0, 100, 10),
    ),
    Option(
        "fine",
        0,
        "fine per offence",
        "a classroom rule: a detected seat returns this many cedars times its number of detected offences from "
        "its Stockpile to the Forest Deck (0: no sanctions; ruling R13)",
        low=0,
        high=10,
        knob=Knob(0, 5),
    ),
    Option(
        "shared_forecast",
        False,
        "shared forecast",
        "a classroom rule: before anyone chooses, every seat is shown the die odds the table's harvest would face "
        "(ruling R14)",
        knob=FLAG_KNOB,
    ),
)
