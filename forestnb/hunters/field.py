"""What lies on the table: cards in zones (units), each side's field and discard pile, each seat's
hand, deck and hearts.

A *side* is one field with its discard pile: every player has one, except in a team game, where
the two partners share a side of 5 + 5 zones and one discard pile. Everything here is plain data
(lists and small dataclasses) so a game clones, saves and compares cheaply; the rules that move
cards between these places live in ``rules`` and ``resolve``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .cards import ACTS, BOOSTS, CHARACTER, ZONES, Card

HAND = 5
PLAYS_PER_TURN = 3
RESHUFFLE_HAND = 4
"""The fewest cards a hand may hold to be shuffled back in the draw phase (FH-reshuffle)."""
HEARTS = 5
SEIZED = "seized"
"""The origin of a card beneath a stack that it joined from another side's possession: when the
stack leaves, it goes to its owner's discard pile (ruling H7)."""


@dataclass(slots=True, eq=False)
class Unit:
    """A card in a zone. ``under`` holds the cards stacked beneath it as ``[card, origin]``, origin
    being where each returns when this card leaves: ``field``, ``discard``, ``deck`` (combination
    materials), ``captured``, or ``seized`` (taken from another side's possession: to its owner's
    discard pile). ``attached`` is the character a single-target continuous support
    sits on. ``marks`` are its card's ``Card.marks``, kept here for ``Side`` to list it by."""

    card: int
    controller: int
    base_bp: int
    base_shd: int
    type: str | None
    damage: int = 0
    shd_bonus: int = 0
    bp_turn: int = 0
    battles: int = 0
    extra_battles: int = 0
    under: list[list[Any]] = field(default_factory=list)
    attached: int | None = None
    marks: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "controller": self.controller,
            "base_bp": self.base_bp,
            "base_shd": self.base_shd,
            "type": self.type,
            "damage": self.damage,
            "shd_bonus": self.shd_bonus,
            "bp_turn": self.bp_turn,
            "battles": self.battles,
            "extra_battles": self.extra_battles,
            "under": [list(u) for u in self.under],
            "attached": self.attached,
        }


def fresh(card: int, printed: Card, controller: int) -> Unit:
    """A card arriving on the field as printed: no damage, no boosts, nothing beneath it."""
    return Unit(
        card=card,
        controller=controller,
        base_bp=printed.bp,
        base_shd=printed.shd,
        type=printed.type,
        marks=printed.marks,
    )


@dataclass(slots=True, eq=False)
class Side:
    """One field (character and support zones) and its discard pile of ``[card, face_up]``.

    Units come and go through ``place`` and ``take`` only (the game's ``Movement.place`` and
    ``take`` call them), which keep the lists of units here whose card boosts (``boosting``), adds
    a zone (``zoning``) or has a card-phase effect (``acting``) up to date. Most fields hold none
    of these most of the time, and then reading BP, SHD, zones and card-phase uses needs no
    search; when one does, only those units are looked at."""

    seats: tuple[int, ...]
    base_zones: int
    characters: list[Unit] = field(default_factory=list)
    supports: list[Unit] = field(default_factory=list)
    discard: list[list[Any]] = field(default_factory=list)
    boosting: list[Unit] = field(default_factory=list)
    zoning: list[Unit] = field(default_factory=list)
    acting: list[Unit] = field(default_factory=list)

    def units(self) -> list[Unit]:
        return [*self.characters, *self.supports]

    def place(self, unit: Unit, zone: str) -> None:
        """Put ``unit`` into a ``zone`` (``"character"`` or ``"support"``) of this field."""
        (self.characters if zone == CHARACTER else self.supports).append(unit)
        if unit.marks:
            self._mark(unit, list.append)

    def take(self, unit: Unit) -> None:
        """Take ``unit`` off this field."""
        (self.characters if unit in self.characters else self.supports).remove(unit)
        if unit.marks:
            self._mark(unit, list.remove)

    def _mark(self, unit: Unit, change: Callable[[list[Unit], Unit], None]) -> None:
        for mark, marked in ((BOOSTS, self.boosting), (ZONES, self.zoning), (ACTS, self.acting)):
            if unit.marks & mark:
                change(marked, unit)

    def marks_agree(self) -> bool:
        """Whether ``boosting``, ``zoning`` and ``acting`` hold exactly the marked units on this
        field (the invariant checks it after every step)."""
        units = self.units()
        return all(
            sorted(map(id, marked)) == sorted(id(u) for u in units if u.marks & mark)
            for mark, marked in ((BOOSTS, self.boosting), (ZONES, self.zoning), (ACTS, self.acting))
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "characters": [u.to_json() for u in self.characters],
            "supports": [u.to_json() for u in self.supports],
            "discard": [list(d) for d in self.discard],
        }


@dataclass(slots=True)
class Seat:
    hand: list[int]
    deck: list[int]
    hearts: int
    out: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "deck": list(self.deck), "hearts": self.hearts, "out": self.out}
