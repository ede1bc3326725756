"""Reading the table: who is whose opponent, what a unit's BP and SHD are now, whether a condition
holds, and what an effect could aim at.

These are questions, never changes, so the engine, the bots, the board and the walkthrough ask
them the same way. ``Lookups`` is a mixin of ``HuntersGame``; it reads the state laid out in
``field``, the game's cards ``self.cards`` (card id -> ``Card``) and the facts about them in its
``catalogue`` (names, card-id sets).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from .cards import Card
from .catalogue import Catalogue
from .field import Seat, Side, Unit
from .vocabulary import UNAIMED, Effect, condition_words, cost_words, target_words

OUT = attrgetter("out")
"""Whether a seat is out."""
Choice = tuple[str, int]
"""What a pick names: ``("card", id)``, ``("seat", n)``, or a material's origin and id."""


def rivals_in_play_order(side_of: list[int]) -> list[tuple[int, ...]]:
    """For each seat, the seats on other sides in play order after it: its opponents while nobody
    is out. Sides never change, so this is worked out once per game."""
    n = len(side_of)
    return [tuple(s for s in ((seat + k) % n for k in range(1, n)) if side_of[s] != side_of[seat]) for seat in range(n)]


class Lookups:
    cards: list[Card]
    owner: list[int]
    seats: list[Seat]
    sides: list[Side]
    side_of: list[int]
    where: list[tuple[Side, Unit] | None]
    """Card id -> its side and unit while it is on the field (kept by ``Movement.place`` and ``take``)."""
    rivals: list[tuple[int, ...]]
    """Per seat, the seats on other sides in play order after it (``rivals_in_play_order``)."""
    catalogue: Catalogue
    """The game's cards and the facts about them (shared by clones and by games with the same decks)."""
    names: list[str]
    """Card id -> its name (the catalogue's, like ``cards``)."""
    actor: int
    used: list[list[int]]
    options: dict[str, Any]

    # -- seats and sides ----------------------------------------------------------------------
    def side(self, seat: int) -> Side:
        return self.sides[self.side_of[seat]]

    def living(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if not seat.out]

    def opponents(self, seat: int) -> list[int]:
        """Living seats on other sides, in play order starting after ``seat``."""
        seats = self.seats
        if not any(map(OUT, seats)):
            return list(self.rivals[seat])
        return [s for s in self.rivals[seat] if not seats[s].out]

    def opponent_sides(self, seat: int) -> list[Side]:
        seen: list[int] = []
        for s in self.opponents(seat):
            if self.side_of[s] not in seen:
                seen.append(self.side_of[s])
        return [self.sides[i] for i in seen]

    def capacity(self, side: Side, kind: str) -> int:
        """Zones of ``kind`` on ``side``: the base count plus one per continuous zone effect there."""
        if not side.zoning:
            return side.base_zones
        cards = self.cards
        return side.base_zones + sum(cards[unit.card].zones.get(kind, 0) for unit in side.zoning)

    def free_zone(self, side: Side, kind: str) -> bool:
        placed = side.characters if kind == "character" else side.supports
        return len(placed) < self.capacity(side, kind)

    def free_zones(self, side: Side) -> tuple[bool, bool]:
        """Whether a character zone and a support zone are free on ``side`` (what playing a card asks)."""
        if side.zoning:
            return self.free_zone(side, "character"), self.free_zone(side, "support")
        return len(side.characters) < side.base_zones, len(side.supports) < side.base_zones

    def find(self, card: int) -> tuple[Side, Unit] | None:
        """The side and unit of ``card`` on the field, or None (``where``)."""
        return self.where[card]

    # -- the numbers on a unit ----------------------------------------------------------------
    def boosts(self, side: Side, unit: Unit, stat: str) -> int:
        """The continuous (field) effects on ``side`` that change ``unit``'s ``stat``."""
        total = 0
        cards = self.cards
        for source in side.boosting:
            for effect in cards[source.card].boosts:
                if effect.verb != stat:
                    continue
                aim = effect.target
                if aim.kind == "own_characters" and (aim.type is None or aim.type == unit.type):
                    total += effect.amount
                elif aim.kind == "this" and source is unit:
                    total += effect.amount
                elif aim.kind == "own_character" and source.attached == unit.card:
                    total += effect.amount
        return total

    # BP and SHD are read many times a decision: a comparison, not a call of max(), keeps them at zero or more.
    def bp(self, side: Side, unit: Unit) -> int:
        bp = unit.base_bp + unit.bp_turn + (self.boosts(side, unit, "bp") if side.boosting else 0)
        return bp if bp > 0 else 0

    def raw_shd(self, side: Side, unit: Unit) -> int:
        return unit.base_shd + unit.shd_bonus + (self.boosts(side, unit, "shd") if side.boosting else 0) - unit.damage

    def shd(self, side: Side, unit: Unit) -> int:
        shd = self.raw_shd(side, unit)
        return shd if shd > 0 else 0

    # -- conditions ---------------------------------------------------------------------------
    def holds(self, seat: int, condition: tuple[tuple[str, str], ...]) -> bool:
        side = self.side(seat)
        for key, value in condition:
            if key == "event":
                continue
            if key == "control" and not any(value in ("any", u.type) for u in side.characters):
                return False
            if key == "control_count" and len(side.characters) < int(value):
                return False
            if key == "hearts_at_most" and self.seats[seat].hearts > int(value):
                return False
            if key == "hand_at_least" and len(self.seats[seat].hand) < int(value):
                return False
            if key == "discard_has" and not any(
                up and self.cards[c].is_character and value in ("any", self.cards[c].type) for c, up in side.discard
            ):
                return False
            if key == "opponent_characters_at_least" and not any(
                len(s.characters) >= int(value) for s in self.opponent_sides(seat)
            ):
                return False
        return True

    def one_per_name(self, cards: list[int]) -> list[int]:
        """The first of each name: copies of a card in the same place are the same choice, so a
        player is offered it once."""
        names, seen, first = self.names, set(), []
        for card in cards:
            name = names[card]
            if name not in seen:
                seen.add(name)
                first.append(card)
        return first

    def once_used(self, card: int, index: int) -> bool:
        return [card, index] in self.used

    # -- what an effect may aim at ------------------------------------------------------------
    def choices(self, seat: int, effect: Effect, source: int) -> list[Choice] | None:
        """The picks part B offers, or None when it picks nothing (``you``, ``this``, ...)."""
        aim = effect.target
        kind, type_ = aim.kind, aim.type
        if kind in UNAIMED:
            return None
        side = self.side(seat)
        if kind == "opponent":
            return [("seat", s) for s in self.opponents(seat)]
        if kind == "own_character":
            return [("card", u.card) for u in side.characters if type_ in (None, u.type)]
        if kind == "opponent_character":
            if effect.verb == "seize" and not self.free_zone(side, "character"):
                return []
            return [("card", u.card) for s in self.opponent_sides(seat) for u in s.characters]
        if kind == "opponent_support":
            return [("card", u.card) for s in self.opponent_sides(seat) for u in s.supports]
        if kind == "discard_character":
            if not self.free_zone(side, "character"):
                return []
            return [
                ("card", c)
                for c, up in side.discard
                if up
                and self.cards[c].is_character
                and type_ in (None, self.cards[c].type)
                and self.holds(seat, self.cards[c].requires)
            ]
        if kind == "discard_support":
            return [("card", c) for c, up in side.discard if up and not self.cards[c].is_character]
        if kind == "discard_face_down":
            return [("card", c) for c, up in side.discard if not up]
        if kind == "material":
            return self.materials(seat, type_, source)
        return None

    def materials(self, seat: int, type_: str | None, source: int) -> list[Choice]:
        """Characters a combination may stack: on your field (not themselves stacks), face up in
        your discard pile, or in your deck; ``type_`` narrows them to one type."""
        side, fitting = self.side(seat), self.catalogue.characters_of[type_]
        found: list[Choice] = [
            ("field", u.card) for u in side.characters if u.card != source and not u.under and u.card in fitting
        ]
        found += [("discard", c) for c, up in side.discard if up and c in fitting and self.owner[c] == seat]
        found += [("deck", c) for c in self.one_per_name(sorted(fitting.intersection(self.seats[seat].deck)))]
        return found

    def cost_payable(self, seat: int, cost: tuple[str, int] | None, *, in_hand: int = 0, source: int = -1) -> bool:
        """Whether part A can be paid; ``in_hand`` discounts cards that will have left the hand."""
        if cost is None:
            return True
        key, n = cost
        if key in ("discard", "discard_face_down"):
            return len(self.seats[seat].hand) - in_hand >= n
        if key == "lose_heart":
            return self.seats[seat].hearts > n
        return sum(u.card != source for u in self.side(seat).characters) >= n

    def possible(self, seat: int, source: int, index: int, *, in_hand: int = 0) -> bool:
        """Whether effect ``index`` of card ``source`` can be used in full now."""
        return self.effect_refusal(seat, source, index, in_hand=in_hand) is None

    def effect_refusal(self, seat: int, source: int, index: int, *, in_hand: int = 0) -> str | None:
        """Why effect ``index`` of card ``source`` cannot be used in full now (None when it can):
        once per turn, its condition, part A, or no target for part B (no A without a B)."""
        effect = self.cards[source].effects[index]
        if effect.once and self.once_used(source, index):
            return "it was used this turn already (once per turn)"
        if effect.condition and not self.holds(seat, effect.condition):
            return (
                "its condition does not hold ("
                + " and ".join(condition_words(k, v) for k, v in effect.condition if k != "event")
                + ")"
            )
        if effect.cost is not None and not self.cost_payable(seat, effect.cost, in_hand=in_hand, source=source):
            return f"its cost cannot be paid ({cost_words(effect.cost)})"
        options = self.choices(seat, effect, source)
        if options is None:
            if effect.verb == "recycle" and not any(up and self.owner[c] == seat for c, up in self.side(seat).discard):
                return "there is no face-up card of yours in the discard pile to shuffle back"
            return None
        if len(options) < (effect.amount if effect.verb == "combine" else 1):
            return f"there is nothing for it to aim at ({target_words(effect.target)})"
        return None
