"""Telling cards apart in words: every legal action's text names one action only.

A player may apply an action by its text, and a board shows one button per text, so two actions
must never read alike. Copies of a card in a hand or a deck are one choice and are offered once
(``Lookups.one_per_name``); copies elsewhere are different choices (two Grey Wolves on the field
differ in damage, battles left, what they carry) and are told apart here by where they lie, in
the words the board shows: whose field ("Seat 1's Grey Wolf") when another side holds a card of
that name, the zone counted from the left ("zone 2") when its own row does, and the place in the
discard pile counted from the oldest ("card 3 of the pile") when the pile holds one that reads
the same. A card without a twin is called by its name alone, so most texts never change.

``Naming`` is a mixin of ``HuntersGame``, reading the state laid out in ``field``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.words import SEATS
from .field import Side, Unit

Words = tuple[str, list[str]]
"""A card in words: the name (with whose it is) and the notes in brackets after it."""


def bracketed(head: str, notes: list[str]) -> str:
    """``head`` with its ``notes`` in brackets after it, when there are any."""
    return f"{head} ({', '.join(notes)})" if notes else head


class Naming:
    names: list[str]
    owner: list[int]
    sides: list[Side]
    where: list[tuple[Side, Unit] | None]
    field_names: dict[str, int]
    """Name -> how many cards of that name are on the field (``count_in``, ``count_out``)."""
    copies_on_field: int
    """How many cards on the field repeat a name already there: while none does, every card is
    called by its name alone, and a legal-action list finds that out without looking."""

    def count_in(self, card: int) -> None:
        """``card`` has come onto the field (``Movement.place``)."""
        name = self.names[card]
        held = self.field_names.get(name, 0)
        self.field_names[name] = held + 1
        self.copies_on_field += held > 0

    def count_out(self, card: int) -> None:
        """``card`` has left the field (``Movement.take``)."""
        name = self.names[card]
        held = self.field_names[name] - 1
        if held:
            self.field_names[name] = held
            self.copies_on_field -= 1
        else:
            del self.field_names[name]

    def label(self, card: int, reader: int) -> str:
        """``card`` in words that tell it from every other card ``reader`` could be offered with it:
        "Grey Wolf", "Seat 1's Grey Wolf", "Grey Wolf (zone 2)", "Grey Wolf (card 3 of the pile)"."""
        return bracketed(*self.card_words(card, reader))

    def card_words(self, card: int, reader: int) -> Words:
        """The parts of ``label``, so a caller can add notes of its own (a character's BP and SHD)
        to the same brackets. A name lies in one kind of row only (a card is a character or a
        support), so a name more often on the field than in the card's own row is on another side."""
        found = self.where[card]
        if found is None:
            return self._pile_words(card, reader)
        name = self.names[card]
        on_field = self.field_names[name]
        if on_field == 1:
            return name, []
        side, unit = found
        row = side.characters if unit in side.characters else side.supports
        here = [self.names[u.card] for u in row].count(name)
        whose = f"{SEATS[unit.controller]}'s " if on_field > here and side is not self.side(reader) else ""
        return whose + name, [f"zone {row.index(unit) + 1}"] if here > 1 else []

    def labels(self, cards: Iterable[int], reader: int) -> dict[int, str]:
        """The ``label`` of each of ``cards`` on the field that another card there shares a name
        with; the rest are called by their names (most fields hold no copies: then this is one test)."""
        if not self.copies_on_field:
            return {}
        names, counted = self.names, self.field_names
        return {card: self.label(card, reader) for card in cards if card >= 0 and counted.get(names[card], 0) > 1}

    def _pile_words(self, card: int, reader: int) -> Words:
        """A card in a discard pile as ``reader`` sees it (a face-down card is known only to its
        owner, ruling H14), with its place in the pile when another card there reads the same."""
        pile, names = self.side(self.owner[card]).discard, self.names
        cards = [c for c, _ in pile]
        if card not in cards:  # in a hand or a deck: copies there are offered once
            return names[card], []
        place = cards.index(card)
        if [names[c] for c in cards].count(names[card]) == 1 and (pile[place][1] or self.owner[card] == reader):
            return names[card], []  # the only card of its name, shown by its name
        shown = [self._shown(c, up, reader) for c, up in pile]
        return shown[place], [f"card {place + 1} of the pile"] if shown.count(shown[place]) > 1 else []

    def _shown(self, card: int, face_up: bool, reader: int) -> str:
        owner = self.owner[card]
        return self.names[card] if face_up or owner == reader else f"a face-down card of {SEATS[owner]}'s"
