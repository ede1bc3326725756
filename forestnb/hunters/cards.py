"""Forest Hunters' card pool and prebuilt decks, read from ``data/hunters/``.

No card list of the game is public, so the pool is ours (ruling H1): ``cards.csv`` holds what is
printed on each card (kind, type, BP, SHD, the corner symbol, a play condition), ``effects.csv``
its effects in the vocabulary of ``vocabulary``, ``decks.csv`` the prebuilt decks. Loading checks
that every symbol agrees with the effects (a hand trap has a trap effect, a combination combines,
a support that stays on the field wears a house or an infinity sign), so the pool cannot promise a
mechanic the engine does not carry out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ..core.data import Column, _label, data_dir, integer, one_of, read_table
from ..core.errors import DataError
from .vocabulary import (
    TRIGGERS,
    TYPES,
    Effect,
    condition_words,
    parse_chance,
    parse_condition,
    parse_cost,
    parse_effect,
)

CHARACTER, SUPPORT = "character", "support"
SYMBOLS = ("number", "house", "infinity", "hand_trap", "combination", "capture")
STAYING = ("house", "infinity")
MAX_COPIES = 3
BOOSTS, ZONES, ACTS = 1, 2, 4
"""The marks (``Card.marks``) of a card that changes what the table reads while it is on the field:
a continuous boost, an extra zone, a card-phase effect to use."""
YES_NO = one_of("yes", "no")


@dataclass(frozen=True, slots=True)
class Card:
    name: str
    kind: str
    type: str | None
    bp: int
    shd: int
    symbol: str | None
    copies: int
    requires: tuple[tuple[str, str], ...]
    effects: tuple[Effect, ...]
    note: str
    by_trigger: dict[str, tuple[tuple[int, Effect], ...]] = field(default_factory=dict, compare=False)
    """The effects grouped by trigger, each with its index. It and the fields below are worked out
    once from the printed data because the engine asks for them at every decision."""
    boosts: list[Effect] = field(default_factory=list, compare=False)
    zones: dict[str, int] = field(default_factory=dict, compare=False)
    traps: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False)
    """Hand-trap event -> the indexes of the effects that answer it."""
    is_character: bool = field(default=False, init=False, compare=False)
    stays: bool = field(default=False, init=False, compare=False)
    """A support that stays on the field after it is played (house, infinity, capture, combination)."""
    attaches: bool = field(default=False, init=False, compare=False)
    """A continuous support that sits on one character: it is put on one when played."""
    mandatory_play: tuple[int, ...] = field(default=(), init=False, compare=False)
    """The play effects that are not "you can": each must have a target for the card to be played."""
    combine: Effect | None = field(default=None, init=False, compare=False)
    trap_only: bool = field(default=False, init=False, compare=False)
    """A hand-trap support: used from the hand, never played (ruling H4)."""
    zone: str = field(default=CHARACTER, init=False, compare=False)
    """The kind of zone it is played into: a combination support takes a character zone (ruling H5)."""
    support_of: tuple[tuple[str, str], ...] = field(default=(), init=False, compare=False)
    """A typed support's condition: you control a character of its type."""
    plain: bool = field(default=False, init=False, compare=False)
    """Nothing but a free zone of its kind decides whether it can be played: no play condition, no
    type to support, no mandatory play effect that could fail (``Effect.always_possible``), not a
    hand trap or a combination."""
    marks: int = field(default=0, init=False, compare=False)
    """``BOOSTS | ZONES | ACTS``, those that apply (``Side`` counts them on its field)."""
    text: str = field(default="", init=False, compare=False)
    """The card's full text, written once from the data (``written_text``): every view of a hand
    or a field shows it."""

    def __post_init__(self) -> None:
        for trigger in TRIGGERS:
            found = tuple((i, e) for i, e in enumerate(self.effects) if e.trigger == trigger)
            if found:
                self.by_trigger[trigger] = found
        for _, effect in self.by_trigger.get("field", ()):
            if effect.verb == "zone":
                self.zones[effect.amount] = self.zones.get(effect.amount, 0) + 1
            else:
                self.boosts.append(effect)
        for index, effect in self.by_trigger.get("trap", ()):
            self.traps[effect.event] = (*self.traps.get(effect.event, ()), index)
        facts = {
            "is_character": self.kind == CHARACTER,
            "stays": self.kind == SUPPORT and self.symbol in (*STAYING, "capture", "combination"),
            "attaches": any(e.target.kind == "own_character" for _, e in self.by_trigger.get("field", ())),
            "mandatory_play": tuple(i for i, e in self.by_trigger.get("play", ()) if not e.optional),
            "combine": next((e for e in self.effects if e.verb == "combine"), None),
            "trap_only": self.symbol == "hand_trap" and self.kind == SUPPORT,
            "zone": CHARACTER if self.kind == CHARACTER or self.symbol == "combination" else SUPPORT,
            "support_of": (("control", self.type),) if self.type and self.kind == SUPPORT else (),
            "marks": (
                (BOOSTS if self.boosts else 0)
                | (ZONES if self.zones else 0)
                | (ACTS if "action" in self.by_trigger else 0)
            ),
        }
        for name, value in facts.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "text", self.written_text())
        plain = (
            not (self.requires or self.support_of or self.trap_only)
            and self.combine is None
            and all(self.effects[i].always_possible for i in self.mandatory_play)
        )
        object.__setattr__(self, "plain", plain)

    def triggered(self, trigger: str) -> tuple[tuple[int, Effect], ...]:
        return self.by_trigger.get(trigger, ())

    def written_text(self) -> str:
        """The card's full text: play condition, then each effect, written from the data."""
        lines = []
        if self.requires:
            lines.append("Play condition: " + " and ".join(condition_words(k, v) for k, v in self.requires) + ".")
        if self.kind == SUPPORT and self.type:
            lines.append(
                f"{self.type} support: you must control {'an' if self.type[0] in 'AEIOU' else 'a'} {self.type} "
                "character to play it."
            )
        lines.extend(effect.text for effect in self.effects)
        return " ".join(lines)

    @property
    def corner(self) -> str:
        """The corner symbol as a player reads it."""
        if self.symbol == "number":
            return str(self.copies)
        return {
            None: "",
            "house": "⌂",
            "infinity": "∞",
            "hand_trap": "hand trap",
            "combination": "combination",
            "capture": "capture",
        }[self.symbol]


CARD_COLUMNS = [
    Column("name"),
    Column("kind", one_of(CHARACTER, SUPPORT)),
    Column("type", one_of(*TYPES), required=False),
    Column("bp", integer(0, 20), required=False),
    Column("shd", integer(0, 20), required=False),
    Column("symbol", one_of(*SYMBOLS), required=False),
    Column("copies", integer(2, MAX_COPIES), required=False),
    Column("requires", required=False),
    Column("note"),
]
EFFECT_COLUMNS = [
    Column("card"),
    Column("trigger", one_of(*TRIGGERS)),
    Column("optional", YES_NO),
    Column("once", YES_NO),
    Column("condition", required=False),
    Column("cost", required=False),
    Column("effect"),
    Column("effect_optional", YES_NO),
    Column("target"),
    Column("chance", required=False),
]
DECK_COLUMNS = [Column("deck"), Column("card"), Column("copies", integer(1, MAX_COPIES))]


@cache
def load_pool(folder: Path | None = None) -> dict[str, Card]:
    """Every card of the pool by name, in table order, checked."""
    folder = folder or data_dir() / "hunters"
    effects, first_rows = _read_effects(folder / "effects.csv")
    path = folder / "cards.csv"
    pool: dict[str, Card] = {}
    for row in read_table(path, CARD_COLUMNS, key=("name",)):
        card = _card(_label(path), row, tuple(effects.pop(row["name"], [])))
        pool[card.name] = card
    if effects:
        name = next(iter(effects))
        raise DataError(
            _label(folder / "effects.csv"),
            f"effects for {name!r}, which is not in cards.csv",
            row=first_rows[name],
            field="card",
        )
    return pool


@cache
def load_decks(folder: Path | None = None) -> dict[str, tuple[str, ...]]:
    """The prebuilt decks: deck name -> its 20 card names (copies repeated), each deck checked."""
    from .decks import check_deck

    folder = folder or data_dir() / "hunters"
    path = folder / "decks.csv"
    pool = load_pool(folder)
    decks: dict[str, list[str]] = {}
    for row in read_table(path, DECK_COLUMNS, key=("deck", "card")):
        if row["card"] not in pool:
            raise DataError(_label(path), f"no card named {row['card']!r} in cards.csv", row=row["_row"], field="card")
        decks.setdefault(row["deck"], []).extend([row["card"]] * row["copies"])
    for name, cards in decks.items():
        problems = check_deck(cards, pool)
        if problems:
            raise DataError(_label(path), f"deck {name!r} is not legal: " + "; ".join(problems), field="deck")
    return {name: tuple(cards) for name, cards in decks.items()}


def _read_effects(path: Path) -> tuple[dict[str, list[Effect]], dict[str, int]]:
    """Each card's effects in table order, and the file row where each card's first effect is."""
    label = _label(path)
    effects: dict[str, list[Effect]] = {}
    first_rows: dict[str, int] = {}
    for row in read_table(path, EFFECT_COLUMNS):
        field = "condition"
        try:
            condition = parse_condition(row["condition"])
            field = "cost"
            cost = parse_cost(row["cost"])
            field = "effect"
            verb, amount, target = parse_effect(row["effect"], row["target"])
            field = "chance"
            chance = parse_chance(row["chance"])
        except ValueError as err:
            raise DataError(label, str(err), row=row["_row"], field=field) from None
        if row["effect_optional"] == "yes" and cost is None:
            raise DataError(
                label,
                "effect_optional is for part B after a cost; this effect has no cost",
                row=row["_row"],
                field="effect_optional",
            )
        if (row["trigger"] == "trap") != any(k == "event" for k, _ in condition):
            raise DataError(
                label,
                "a trap effect (and only a trap) names its event, e.g. event=attack",
                row=row["_row"],
                field="condition",
            )
        if (verb == "cancel") != (row["trigger"] == "trap"):
            raise DataError(label, "cancel is what hand traps do, and only they", row=row["_row"], field="effect")
        if row["trigger"] == "field" and verb not in ("bp", "shd", "zone"):
            raise DataError(
                label,
                f"a continuous (field) effect changes BP, SHD or zones, not {verb!r}",
                row=row["_row"],
                field="effect",
            )
        if verb in ("bp", "shd", "zone") and target.kind == "own_characters" and row["trigger"] != "field":
            raise DataError(
                label,
                "effects on all your characters are continuous: use trigger field",
                row=row["_row"],
                field="trigger",
            )
        first_rows.setdefault(row["card"], row["_row"])
        effects.setdefault(row["card"], []).append(
            Effect(
                trigger=row["trigger"],
                verb=verb,
                target=target,
                amount=amount,
                optional=row["optional"] == "yes",
                once=row["once"] == "yes",
                condition=condition,
                cost=cost,
                effect_optional=row["effect_optional"] == "yes",
                chance=chance,
            )
        )
    return effects, first_rows


def _card(label: str, row: dict, effects: tuple[Effect, ...]) -> Card:
    where = {"row": row["_row"]}
    kind, symbol = row["kind"], row["symbol"]
    if kind == CHARACTER:
        if row["type"] is None or row["bp"] is None or row["shd"] is None:
            raise DataError(label, "a character needs a type, BP and SHD", **where, field="type")
        if row["shd"] < 1:
            raise DataError(label, "a character's SHD is at least 1", **where, field="shd")
        if symbol in STAYING:
            raise DataError(label, "house and infinity are support symbols", **where, field="symbol")
    elif (row["bp"] is not None or row["shd"] is not None) and symbol != "combination":
        raise DataError(label, "only combination supports print BP and SHD (their bonus)", **where, field="bp")
    if (symbol == "number") != (row["copies"] is not None):
        raise DataError(label, "the number symbol and copies go together", **where, field="copies")
    try:
        requires = parse_condition(row["requires"])
    except ValueError as err:
        raise DataError(label, str(err), **where, field="requires") from None
    if any(k == "event" for k, _ in requires):
        raise DataError(label, "a play condition cannot name a trap event", **where, field="requires")
    verbs = {e.verb for e in effects}
    triggers = {e.trigger for e in effects}
    for needed, has in (
        ("hand_trap", "trap" in triggers),
        ("combination", "combine" in verbs),
        ("capture", "capture" in verbs),
    ):
        if (symbol == needed) != has:
            raise DataError(
                label,
                f"the {needed.replace('_', ' ')} symbol and a "
                f"{'trap' if needed == 'hand_trap' else needed} effect go together",
                **where,
                field="symbol",
            )
    lasting = triggers & {"field", "action"}
    if kind == SUPPORT and lasting and symbol not in (*STAYING, "capture", "combination"):
        raise DataError(
            label,
            "a support with a continuous or card-phase effect stays on the field: give it the house or infinity symbol",
            **where,
            field="symbol",
        )
    if kind == SUPPORT and symbol in STAYING and not lasting:
        raise DataError(
            label, "a support that stays on the field needs a field or action effect", **where, field="symbol"
        )
    if kind == CHARACTER and "zone" in verbs:
        raise DataError(label, "extra zones come from support cards", **where, field="kind")
    if kind == SUPPORT and "battle" in triggers:
        raise DataError(label, "only characters battle", **where, field="symbol")
    return Card(
        name=row["name"],
        kind=kind,
        type=row["type"],
        bp=row["bp"] or 0,
        shd=row["shd"] or 0,
        symbol=symbol,
        copies=row["copies"] or 1,
        requires=requires,
        effects=effects,
        note=row["note"],
    )
