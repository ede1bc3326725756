"""Moving cards: drawing, discarding, leaving the field, returning to where they came from,
losing hearts and falling out of the game.

Every move of a card between places goes through here, so the rules about where a card ends up
(its owner's discard pile, face up or down; materials and captured cards back to their origin;
a card in another side's possession to its owner's discard pile, whatever the route; the zones
left after an extra zone goes) hold whatever effect moved it.
"""

from __future__ import annotations

from .cards import CHARACTER
from .field import SEIZED, Side, Unit, fresh


class Movement:
    def place(self, side: Side, unit: Unit, zone: str) -> None:
        """Put ``unit`` into a ``zone`` (``"character"`` or ``"support"``) of ``side``'s field. Units
        come onto the field only through here and leave only through ``take``, which keep ``where``
        (card id -> side and unit) right, so finding a card is one lookup."""
        side.place(unit, zone)
        self.where[unit.card] = side, unit
        self.count_in(unit.card)

    def take(self, side: Side, unit: Unit) -> None:
        """Take ``unit`` off ``side``'s field."""
        side.take(unit)
        self.where[unit.card] = None
        self.count_out(unit.card)

    def draw(self, seat: int, n: int) -> int:
        player = self.seats[seat]
        drawn = min(n, len(player.deck))
        for _ in range(drawn):
            player.hand.append(player.deck.pop())
        return drawn

    def to_discard(self, card: int, face_up: bool) -> None:
        """Into the discard pile of the card's owner (face up: its discard-pile effect follows)."""
        owner = self.owner[card]
        self.side(owner).discard.append([card, face_up])
        if face_up and not self.seats[owner].out:
            self.trigger(owner, card, "discard")

    def take_from_discard(self, card: int) -> None:
        for side in self.sides:
            for entry in side.discard:
                if entry[0] == card:
                    side.discard.remove(entry)
                    return

    def possessed(self, card: int, side: Side) -> bool:
        """Whether ``card``, on ``side``'s field or beneath a stack there, is in the possession of a
        side that is not its owner's (seized, taken control of): such a card never goes back to
        its owner's field or hand, only to their discard pile (ruling H7)."""
        return self.side(self.owner[card]) is not side

    def came_from(self, card: int, origin: str) -> str:
        """Where a card beneath a stack came from, in words (``from the field``, ``seized from Seat 1``)."""
        return f"seized from {self.seat_name(self.owner[card])}" if origin == SEIZED else f"from the {origin}"

    def lift(self, side: Side, unit: Unit, origin: str) -> str:
        """Take a unit off the field without it going anywhere yet (captured, or stacked as a
        material from the field): what it held returns, and supports on it come loose. Returns
        where it will go when the stack it joins leaves: ``origin`` (``captured`` or ``field``),
        or ``seized`` for a card another side held, since it has left the field in their
        possession (ruling H7)."""
        self._remove(side, unit)
        self._release(side, unit)
        if self.cards[unit.card].boosts:
            self.fall()
        return SEIZED if self.possessed(unit.card, side) else origin

    def leave(self, side: Side, unit: Unit, where: str) -> None:
        """A unit leaves the field for the discard pile (``discard``, ``bury`` face down) or the hand,
        then what it held returns; a card held by another side goes to its owner's discard pile
        (ruling H7)."""
        self._remove(side, unit)
        owner = self.owner[unit.card]
        if self.possessed(unit.card, side) and where == "hand":
            where = "discard"
        if where == "hand":
            self.seats[owner].hand.append(unit.card)
        else:
            self.to_discard(unit.card, where == "discard")
        self._release(side, unit)
        printed = self.cards[unit.card]
        if printed.zones:
            self._trim_zones()
        if printed.boosts:
            self.fall()

    def fall(self) -> None:
        """A continuous SHD boost has gone: characters left at 0 SHD go to the discard pile."""
        for side in self.sides:
            for unit in list(side.characters):
                if unit in side.characters and self.raw_shd(side, unit) <= 0:
                    self.note("FH-leave", f"{self.name_of(unit.card)} is left with 0 SHD and goes to the discard pile.")
                    self.leave(side, unit, "discard")

    def _remove(self, side: Side, unit: Unit) -> None:
        self.take(side, unit)
        self._loosen(unit.card)

    def _release(self, side: Side, unit: Unit) -> None:
        """The cards beneath ``unit``, which has left ``side``'s field, go where each belongs. A
        material of a stack that another side held (a seized combination) was in that side's
        possession too, so it goes the way of a seized card; a captured card stays captured, as
        the rule book sends it back to its original position."""
        for material, origin in unit.under:
            if origin != "captured" and self.possessed(material, side):
                origin = SEIZED
            self._return(material, origin)
        unit.under.clear()

    def _return(self, card: int, origin: str) -> None:
        owner = self.owner[card]
        home = self.side(owner)
        if origin == SEIZED:
            self.to_discard(card, True)
            self.note(
                "FH-leave",
                f"{self.name_of(card)} was in another side's possession: it goes to "
                f"{self.seat_name(owner)}'s discard pile.",
            )
        elif origin in ("field", "captured") and self.free_zone(home, "character") and not self.seats[owner].out:
            self.place(home, fresh(card, self.cards[card], owner), CHARACTER)
            self.note("FH-leave", f"{self.name_of(card)} returns to {self.seat_name(owner)}'s field.", owner)
        elif origin == "deck":
            self.seats[owner].deck.append(card)
            self.rng.shuffle(self.seats[owner].deck)
            self.note("FH-leave", f"{self.name_of(card)} is shuffled back into {self.seat_name(owner)}'s deck.", owner)
        else:
            self.to_discard(card, True)
            self.note("FH-leave", f"{self.name_of(card)} goes to {self.seat_name(owner)}'s discard pile.", owner)

    def _loosen(self, character: int) -> None:
        for side in self.sides:
            for support in side.supports:
                if support.attached == character:
                    support.attached = None

    def _trim_zones(self) -> None:
        """Cards beyond the zones left (an extra zone's support has gone) go to the discard pile."""
        for side in self.sides:
            for kind, placed in (("character", side.characters), ("support", side.supports)):
                while len(placed) > self.capacity(side, kind):
                    extra = placed[-1]
                    self.note("FH-leave", f"{self.name_of(extra.card)} has no zone left and goes to the discard pile.")
                    self.leave(side, extra, "discard")

    def hit(self, seat: int, hearts: int) -> None:
        player = self.seats[seat]
        if player.out:
            return
        player.hearts = max(0, player.hearts - hearts)
        if player.hearts == 0:
            self._knock_out(seat)

    def _knock_out(self, seat: int) -> None:
        self.seats[seat].out = True
        self.note("FH-out", f"{self.seat_name(seat)} has no hearts left and is out of the game.", seat)
        if not self.options["teams"]:
            self._clear_side(seat)
        groups = self._standing()
        if len(groups) <= 1:
            winners = next(iter(groups.values()), [])
            self._finish(winners, "knockout")
            self.note(
                "FH-end",
                f"{self._names(winners)} {'win' if len(winners) > 1 else 'wins'}: the last standing."
                if winners
                else "Nobody is left standing.",
            )

    def _clear_side(self, seat: int) -> None:
        """Ruling H9: a fallen player's field empties into discard piles, with no effects."""
        side = self.side(seat)
        for unit in side.units():
            self.take(side, unit)
            for card in [unit.card, *(m for m, _ in unit.under)]:
                self.sides[self.side_of[self.owner[card]]].discard.append([card, True])
            self._loosen(unit.card)
