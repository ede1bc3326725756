"""Humbaba's content as data: the archetype decks and the event catalogue in ``data/humbaba/``.

Card effects are written in the tables with a small ``key=value`` vocabulary (for example
``if=health>=7; bonus=2``) so designers can change a card without touching the engine. Each card
type accepts only the keys that make sense for it; the card text a player reads is generated
from the same values, so the text and the rules can never disagree.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..core.data import Column, _label, data_dir, integer, one_of, read_table
from ..core.errors import DataError
from ..core.words import count as count_words

CARD_TYPES = (
    "harvest",
    "conditional_harvest",
    "sacrifice",
    "dual_mode",
    "delayed_conservation",
    "capacity",
    "information",
    "catastrophe",
    "trade",
    "infrastructure",
    "institution",
    "asymmetric_advantage",
)
DECK_SIZE = 20
STRANGER_KING = "stranger_king"

# card type -> (keys it must have, keys it may have)
CARD_KEYS: dict[str, tuple[set[str], set[str]]] = {
    "harvest": (set(), set()),
    "conditional_harvest": ({"if", "bonus"}, set()),
    "sacrifice": ({"return"}, {"heal"}),
    "dual_mode": ({"patience", "aggressive_harvest", "aggressive_health"}, set()),
    "delayed_conservation": ({"heal", "delay"}, set()),
    "capacity": ({"capacity"}, set()),
    "information": ({"reveal"}, set()),
    "catastrophe": (set(), set()),
    "trade": ({"steal"}, set()),
    "infrastructure": ({"renewal"}, set()),
    "institution": (set(), {"pact", "heal", "levy"}),
    "asymmetric_advantage": ({"if"}, {"bonus", "capacity"}),
}
EVENT_KEYS = {"forest", "capacity", "renewal", "tithe", "regen", "harvest", "duration"}
QUANTITIES = ("health", "capacity", "stockpile", "patience", "forest", "round")
COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge,
    "<=": operator.le,
    ">": operator.gt,
    "<": operator.lt,
    "==": operator.eq,
}
_CONDITION = re.compile(r"^(" + "|".join(QUANTITIES) + r")\s*(>=|<=|==|>|<)\s*(-?[0-9]{1,9})$")
_QUANTITY_WORDS = {
    "health": "Forest Health",
    "capacity": "your Capacity",
    "stockpile": "your Stockpile",
    "patience": "your Patience",
    "forest": "the Forest Deck",
    "round": "the round",
}
_COMPARISON_WORDS = {">=": "is at least", "<=": "is at most", ">": "is above", "<": "is below", "==": "is exactly"}


@dataclass(frozen=True, slots=True)
class Condition:
    quantity: str
    comparison: str
    value: int

    def holds(self, amounts: dict[str, int]) -> bool:
        return COMPARISONS[self.comparison](amounts[self.quantity], self.value)

    def __str__(self) -> str:
        return f"{_QUANTITY_WORDS[self.quantity]} {_COMPARISON_WORDS[self.comparison]} {self.value}"


@dataclass(frozen=True, slots=True)
class Card:
    deck: str
    name: str
    type: str
    copies: int
    harvest: int
    health: int
    reason: str
    condition: Condition | None = None
    bonus: int = 0
    returns: int = 0
    heal: int = 0
    delay: int = 0
    patience: int = 0
    aggressive_harvest: int = 0
    aggressive_health: int = 0
    capacity: int = 0
    reveal: str = ""
    steal: int = 0
    renewal: int = 0
    pact: int = 0
    levy: int = 0

    @property
    def needs_target(self) -> bool:
        return self.steal > 0

    @property
    def text(self) -> str:
        """The card's rules text, written from its data."""
        return card_text(self)


@dataclass(frozen=True, slots=True)
class Event:
    name: str
    health: int
    reason: str
    forest: int = 0
    capacity: int = 0
    renewal: int = 0
    tithe: int = 0
    regen: int = 0
    harvest: int = 0
    duration: int = 0

    @property
    def text(self) -> str:
        return event_text(self)


@dataclass(frozen=True, slots=True)
class Archetype:
    id: str
    name: str
    description: str
    cards: tuple[Card, ...]

    def deck_list(self) -> list[str]:
        """Card names with copies expanded, in table order (shuffled by the game)."""
        return [card.name for card in self.cards for _ in range(card.copies)]


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


@cache
def cedars(count: int) -> str:
    """'1 cedar', '3 cedars': counts in log lines and card texts read as English (remembered:
    the engine notes several a round)."""
    return count_words(count, "cedar")


def _later(delay: int) -> str:
    if delay == 1:
        return "at the end of this round"
    if delay == 2:
        return "at the end of next round"
    return f"at the end of the round {delay - 1} rounds from now"


def card_text(card: Card) -> str:
    harvest = card.harvest
    parts = [f"Harvest {harvest}."]
    if card.health:
        parts.append(f"Forest Health {_signed(card.health)}.")
    if card.condition and card.bonus:
        parts.append(f"If {card.condition}: harvest {card.bonus} more.")
    if card.condition and card.capacity:
        parts.append(f"If {card.condition}: gain {card.capacity} Capacity.")
    elif card.capacity:
        parts.append(f"Gain {card.capacity} Capacity.")
    if card.returns:
        heal = f" If you returned any, Forest Health {_signed(card.heal)}." if card.heal else ""
        parts.append(f"Return up to {cedars(card.returns)} from your Stockpile to the Forest Deck.{heal}")
    if card.type == "dual_mode":
        parts = [
            f"Cooperative: harvest {harvest}, gain {card.patience} Patience{_health_words(card.health)}.",
            f"Aggressive: harvest {card.aggressive_harvest}{_health_words(card.aggressive_health)}.",
        ]
    if card.type == "delayed_conservation":
        parts.append(f"Forest Health {_signed(card.heal)} {_later(card.delay)}.")
    if card.reveal:
        parts.append("Look at the Box Reserve count in secret.")
    if card.steal:
        parts.append(f"Take up to {cedars(card.steal)} from a target player's Stockpile.")
    if card.renewal:
        parts.append(f"Gain {card.renewal} Renewal.")
    if card.pact:
        parts.append(f"If no player harvests more than {card.pact} this round: Forest Health {_signed(card.heal)}.")
    if card.levy:
        parts.append(f"Each player with a larger Stockpile than yours returns {cedars(card.levy)} to the Forest Deck.")
    return " ".join(parts)


def _health_words(change: int) -> str:
    return f", Forest Health {_signed(change)}" if change else ""


def event_text(event: Event) -> str:
    parts = []
    if event.health:
        parts.append(f"Forest Health {_signed(event.health)}.")
    if event.forest > 0:
        parts.append(f"{cedars(event.forest)} move from the Box Reserve to the Forest Deck.")
    if event.forest < 0:
        parts.append(f"{cedars(-event.forest)} of the Forest Deck fall back into the Box Reserve.")
    if event.capacity:
        parts.append(f"Every player's Capacity {_signed(event.capacity)} (never below 0).")
    if event.renewal:
        parts.append(f"Every player gains {event.renewal} Renewal.")
    if event.tithe:
        parts.append(f"Every player returns up to {cedars(event.tithe)} from their Stockpile to the Forest Deck.")
    rounds = {1: "this round", 2: "this round and next round"}.get(
        event.duration, f"this round and the next {event.duration - 1} rounds"
    )
    if event.regen:
        parts.append(f"Regeneration {_signed(event.regen)} {rounds}.")
    if event.harvest:
        parts.append(f"Every player's harvest {_signed(event.harvest)} {rounds}.")
    return " ".join(parts)


# -- loading -------------------------------------------------------------------------------
_NAME = Column("name")
_REASON = Column("reason")
_DECK_COLUMNS = [
    Column("deck"),
    _NAME,
    Column("type", one_of(*CARD_TYPES)),
    Column("copies", integer(1, DECK_SIZE)),
    Column("harvest", integer(0, 10)),
    Column("health", integer(-5, 5)),
    Column("effect", required=False),
    _REASON,
]
_ARCHETYPE_COLUMNS = [Column("id"), _NAME, Column("description")]
_EVENT_COLUMNS = [_NAME, Column("health", integer(-5, 5)), Column("effect", required=False), _REASON]
_NUMBER_KEYS = {
    "bonus": (-5, 10),
    "return": (1, 10),
    "heal": (1, 5),
    "delay": (1, 4),
    "patience": (1, 5),
    "aggressive_harvest": (0, 10),
    "aggressive_health": (-5, 5),
    "capacity": (-3, 3),
    "steal": (1, 10),
    "renewal": (1, 10),
    "pact": (0, 10),
    "levy": (1, 5),
    "forest": (-10, 10),
    "tithe": (1, 5),
    "regen": (-5, 5),
    "harvest": (-5, 5),
    "duration": (1, 8),
}


def parse_effect(text: str | None, allowed: set[str], required: set[str], where: dict[str, Any]) -> dict[str, Any]:
    """Parse ``key=value; key=value`` into typed fields, naming the row and field on any problem."""
    fields: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in (text or "").split(";"))):
        key, sep, value = (s.strip() for s in item.partition("="))
        if not sep:
            raise DataError(where["file"], f"'{item}' is not of the form key=value", row=where["row"], field="effect")
        if key not in allowed:
            known = ", ".join(sorted(allowed)) or "none"
            raise DataError(
                where["file"],
                f"'{key}' is not an effect of {where['kind']} (allowed: {known})",
                row=where["row"],
                field="effect",
            )
        fields[key] = _effect_value(key, value, where)
    missing = sorted(required - set(fields))
    if missing:
        raise DataError(where["file"], f"{where['kind']} needs {', '.join(missing)}", row=where["row"], field="effect")
    return fields


def _effect_value(key: str, value: str, where: dict[str, Any]) -> Any:
    try:
        if key == "if":
            match = _CONDITION.match(value)
            if not match:
                raise ValueError(f"condition '{value}' must look like health>=7 (quantities: {', '.join(QUANTITIES)})")
            return Condition(match[1], match[2], int(match[3]))
        if key == "reveal":
            return one_of("box")(value)
        low, high = _NUMBER_KEYS[key]
        return integer(low, high)(value)
    except ValueError as err:
        raise DataError(where["file"], f"{key}: {err}", row=where["row"], field="effect") from None


def _card(row: dict[str, Any], file: str) -> Card:
    required, optional = CARD_KEYS[row["type"]]
    fields = parse_effect(
        row["effect"],
        required | optional,
        required,
        {"file": file, "row": row["_row"], "kind": f"a {row['type']} card"},
    )
    _check_card_shape(row, fields, file)
    renamed = {"if": "condition", "return": "returns"}
    return Card(
        deck=row["deck"],
        name=row["name"],
        type=row["type"],
        copies=row["copies"],
        harvest=row["harvest"],
        health=row["health"],
        reason=row["reason"],
        **{renamed.get(k, k): v for k, v in fields.items()},
    )


def _check_card_shape(row: dict[str, Any], fields: dict[str, Any], file: str) -> None:
    """Rules of card design that a single key's range cannot express."""
    kind = row["type"]
    problem = None
    if kind == "catastrophe" and row["health"] >= 0:
        problem = ("health", "a catastrophe card must damage Forest Health (health below 0)")
    elif kind == "institution" and ("pact" in fields) == ("levy" in fields):
        problem = ("effect", "an institution card has either pact (with heal) or levy")
    elif kind == "institution" and ("pact" in fields) != ("heal" in fields):
        problem = ("effect", "pact and heal go together")
    elif kind == "asymmetric_advantage" and not ({"bonus", "capacity"} & set(fields)):
        problem = ("effect", "an asymmetric_advantage card needs bonus or capacity")
    elif kind == "dual_mode" and row["deck"] != STRANGER_KING:
        problem = ("type", "only the Stranger-King's deck has dual_mode cards")
    if problem:
        raise DataError(file, problem[1], row=row["_row"], field=problem[0])


@cache
def load_archetypes(folder: Path | None = None) -> dict[str, Archetype]:
    """The four archetype decks, checked: known deck ids, unique names, 20 cards each.

    Problems name the file actually read (a copy in another folder is named as such), its row and field.
    """
    folder = folder or data_dir() / "humbaba"
    archetypes_file, decks_file = _label(folder / "archetypes.csv"), _label(folder / "decks.csv")
    archetype_rows = read_table(folder / "archetypes.csv", _ARCHETYPE_COLUMNS, key=("id",))
    card_rows = read_table(folder / "decks.csv", _DECK_COLUMNS, key=("name",))
    ids = [row["id"] for row in archetype_rows]
    cards: dict[str, list[Card]] = {deck: [] for deck in ids}
    last_row: dict[str, int] = {}
    for row in card_rows:
        if row["deck"] not in cards:
            raise DataError(
                decks_file, f"unknown deck {row['deck']!r} (decks: {', '.join(ids)})", row=row["_row"], field="deck"
            )
        cards[row["deck"]].append(_card(row, decks_file))
        last_row[row["deck"]] = row["_row"]
    for row in archetype_rows:
        deck = row["id"]
        size = sum(card.copies for card in cards[deck])
        if not size:
            raise DataError(archetypes_file, f"deck {deck!r} has no cards in decks.csv", row=row["_row"], field="id")
        if size != DECK_SIZE:
            # Point at the deck's last row: the copies column there (or above it) needs changing.
            raise DataError(
                decks_file,
                f"deck {deck!r} has {size} cards; an archetype deck has exactly {DECK_SIZE}",
                row=last_row[deck],
                field="copies",
            )
    if STRANGER_KING not in cards:
        raise DataError(archetypes_file, f"the {STRANGER_KING!r} archetype is missing")
    return {
        row["id"]: Archetype(row["id"], row["name"], row["description"], tuple(cards[row["id"]]))
        for row in archetype_rows
    }


@cache
def load_events(folder: Path | None = None) -> dict[str, Event]:
    """The event catalogue, in table order."""
    folder = folder or data_dir() / "humbaba"
    file = _label(folder / "events.csv")
    rows = read_table(folder / "events.csv", _EVENT_COLUMNS, key=("name",))
    events = {}
    for row in rows:
        fields = parse_effect(row["effect"], EVENT_KEYS, set(), {"file": file, "row": row["_row"], "kind": "an event"})
        timed = bool(fields.get("regen") or fields.get("harvest"))
        if timed != ("duration" in fields):
            raise DataError(
                file, "duration goes with regen or harvest, and they need it", row=row["_row"], field="effect"
            )
        events[row["name"]] = Event(name=row["name"], health=row["health"], reason=row["reason"], **fields)
    return events


def all_cards(archetypes: dict[str, Archetype] | None = None) -> dict[str, Card]:
    return {card.name: card for deck in (archetypes or load_archetypes()).values() for card in deck.cards}
