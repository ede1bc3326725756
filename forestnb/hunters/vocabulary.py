"""The words card effects are written in, in ``data/hunters/effects.csv``.

The rule book describes effects in general terms (triggers, play conditions, "you can", A-then-B
costs, cancelling, once per turn, targets) but prints no cards, so every card of our pool is
data. One row of ``effects.csv`` is one effect of one card:

  trigger ........ when it happens: ``play`` (the card is played), ``field`` (while it is on the
                   field: a continuous effect), ``battle`` (this character battles), ``discard``
                   (the card goes to the discard pile face up: a discard-pile effect), ``action``
                   (its controller may use it in their card phase) or ``trap`` (a hand trap:
                   discard it from the hand when its event happens, on any turn)
  optional ....... ``yes`` for "you can" (part A may be declined), ``no`` for mandatory
  once ........... ``yes``: once per turn, even if the card leaves the field and comes back
  condition ...... what must hold for the effect to be used, ``key=value`` joined by ``;``
  cost ........... part A, paid before part B: ``discard=N``, ``discard_face_down=N``,
                   ``lose_heart=N`` or ``send=1`` (send one of your other characters to the discard pile)
  effect ......... part B, one verb (``VERBS``), e.g. ``draw=2`` or ``destroy``
  effect_optional  ``yes`` when B may be declined after A (only with a cost)
  target ......... what B acts on (``TARGETS``); ``:Type`` narrows a target to one character type
  chance ......... ``N+``: roll a D6 after A; B happens only on N or more

The card text a player reads is written from these values by ``effect_text``, so the text and
what the engine does cannot disagree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from ..core.data import digits, whole_number
from ..core.words import count

TRIGGERS = ("play", "field", "battle", "discard", "action", "trap")
TRAP_EVENTS = ("attack", "support", "effect")
TYPES = ("Archer", "Trapper", "Tracker", "Ranger", "Druid", "Wolf", "Bear", "Owl", "Stag", "Spirit")

# verb -> (what its value is, the targets it accepts)
VERBS: dict[str, tuple[str, tuple[str, ...]]] = {
    "draw": ("count", ("you",)),
    "damage": ("count", ("opponent",)),
    "heal": ("count", ("you",)),
    "bp": ("signed", ("this", "own_character", "opponent_character", "own_characters")),
    "shd": ("signed", ("this", "own_character", "own_characters")),
    "destroy": ("none", ("opponent_character", "opponent_support")),
    "bury": ("none", ("opponent_character",)),
    "bounce": ("none", ("opponent_character",)),
    "revive": ("none", ("discard_character",)),
    "fetch": ("none", ("discard_support",)),
    "recover": ("none", ("discard_face_down",)),
    "recycle": ("count", ("you",)),
    "cancel": ("none", ("event",)),
    "extra_battle": ("none", ("this", "own_character")),
    "zone": ("zone", ("you",)),
    "combine": ("count", ("material",)),
    "capture": ("none", ("opponent_character",)),
    "seize": ("none", ("opponent_character",)),
}
TARGETS = (
    "you",
    "opponent",
    "this",
    "own_character",
    "opponent_character",
    "own_characters",
    "opponent_support",
    "discard_character",
    "discard_support",
    "discard_face_down",
    "event",
    "material",
)
TYPED_TARGETS = ("own_characters", "discard_character", "material", "own_character")
UNAIMED = ("you", "this", "own_characters", "event")
"""The targets part B acts on without a pick."""
NEVER_MISSING = (*UNAIMED, "opponent")
"""Targets that are there whatever the table holds (while the game goes on, someone opposes you)."""
COSTS = ("discard", "discard_face_down", "lose_heart", "send")
CONDITIONS = (
    "control",
    "control_count",
    "hearts_at_most",
    "hand_at_least",
    "discard_has",
    "opponent_characters_at_least",
    "event",
)
ZONES = ("character", "support")

_PAIR = re.compile(r"^\s*(\w+)\s*(?:=\s*([-+]?\w+))?\s*$")
_CHANCE = re.compile(r"^([1-6])\+$")


@dataclass(frozen=True, slots=True)
class Target:
    kind: str
    type: str | None = None

    def __str__(self) -> str:
        return self.kind + (f":{self.type}" if self.type else "")


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card, as the engine reads it."""

    trigger: str
    verb: str
    target: Target
    amount: int | str | None = None
    optional: bool = False
    once: bool = False
    condition: tuple[tuple[str, str], ...] = ()
    cost: tuple[str, int] | None = None
    effect_optional: bool = False
    chance: int | None = None
    text: str = field(default="", init=False, compare=False, repr=False)
    """The effect in plain words (``effect_text``), written once: legal actions quote it."""
    always_possible: bool = field(default=False, init=False, compare=False, repr=False)
    """Nothing on the table can stop it: not once per turn, no condition, no cost, a target that
    is never missing, and not a recycle (which needs a face-up card in the discard pile)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", effect_text(self))
        object.__setattr__(
            self,
            "always_possible",
            not (self.once or self.condition or self.cost)
            and self.target.kind in NEVER_MISSING
            and self.verb != "recycle",
        )

    def needs(self, key: str) -> str | None:
        """The value of condition ``key``, or None when the effect has no such condition."""
        return next((value for name, value in self.condition if name == key), None)

    @property
    def event(self) -> str | None:
        return self.needs("event")


def parse_pairs(text: str | None, what: str) -> list[tuple[str, str]]:
    """``"control=Wolf; hand_at_least=2"`` -> ``[("control", "Wolf"), ("hand_at_least", "2")]``."""
    pairs = []
    for part in (text or "").split(";"):
        if not part.strip():
            continue
        match = _PAIR.match(part)
        if not match:
            raise ValueError(f"cannot read {what} {part.strip()!r}: write key=value")
        pairs.append((match[1], match[2] or ""))
    return pairs


def parse_condition(text: str | None) -> tuple[tuple[str, str], ...]:
    pairs = parse_pairs(text, "condition")
    for key, value in pairs:
        if key not in CONDITIONS:
            raise ValueError(f"unknown condition {key!r}; conditions: {', '.join(CONDITIONS)}")
        if key in ("control", "discard_has") and value not in (*TYPES, "any"):
            raise ValueError(f"{key} needs a character type or 'any', got {value!r}")
        if key == "event" and value not in TRAP_EVENTS:
            raise ValueError(f"event must be one of {', '.join(TRAP_EVENTS)}, got {value!r}")
        if key not in ("control", "discard_has", "event") and not digits(value):
            raise ValueError(f"{key} needs a whole number, got {value!r}")
    return tuple(pairs)


def parse_cost(text: str | None) -> tuple[str, int] | None:
    pairs = parse_pairs(text, "cost")
    if not pairs:
        return None
    if len(pairs) > 1:
        raise ValueError("a cost is one key=value (part A of the effect)")
    key, value = pairs[0]
    if key not in COSTS:
        raise ValueError(f"unknown cost {key!r}; costs: {', '.join(COSTS)}")
    if not digits(value) or int(value) < 1:
        raise ValueError(f"cost {key} needs a whole number of at least 1, got {value!r}")
    return key, int(value)


def parse_effect(verb_text: str, target_text: str) -> tuple[str, int | str | None, Target]:
    pairs = parse_pairs(verb_text, "effect")
    if len(pairs) != 1:
        raise ValueError("an effect is exactly one verb (write a second row for a second effect)")
    verb, value = pairs[0]
    if verb not in VERBS:
        raise ValueError(f"unknown effect {verb!r}; effects: {', '.join(VERBS)}")
    shape, allowed = VERBS[verb]
    kind, _, type_ = target_text.partition(":")
    if kind not in allowed:
        raise ValueError(f"{verb} acts on {' or '.join(allowed)}, not {target_text!r}")
    if type_ and (kind not in TYPED_TARGETS or type_ not in TYPES):
        raise ValueError(f"target {target_text!r}: only {', '.join(TYPED_TARGETS)} take a :Type of {', '.join(TYPES)}")
    return verb, _amount(verb, shape, value), Target(kind, type_ or None)


def parse_chance(text: str | None) -> int | None:
    if not text:
        return None
    match = _CHANCE.match(text.strip())
    if not match:
        raise ValueError(f"chance is written N+ with N from 1 to 6 (a D6 roll), got {text!r}")
    return int(match[1])


def _amount(verb: str, shape: str, value: str) -> int | str | None:
    if shape == "none":
        if value:
            raise ValueError(f"{verb} takes no value, got {value!r}")
        return None
    if shape == "zone":
        if value not in ZONES:
            raise ValueError(f"zone adds a 'character' or 'support' zone, got {value!r}")
        return value
    try:
        number = whole_number(value)
    except ValueError:
        raise ValueError(f"{verb} needs a whole number, got {value!r}") from None
    if shape == "count" and number < 1 or number == 0:
        raise ValueError(f"{verb} needs a number other than 0{' and above' if shape == 'count' else ''}, got {number}")
    return number


# -- the card text, written from the data ---------------------------------------------------------
_TRIGGER_WORDS = {
    "play": "When played: ",
    "field": "While on the field: ",
    "battle": "When this character battles: ",
    "discard": "When sent to the discard pile face up: ",
    "action": "Card phase: ",
    "trap": "Hand trap — ",
}
_EVENT_WORDS = {
    "attack": "when an opponent's character battles you or your character",
    "support": "when an opponent plays a support card",
    "effect": "when an opponent's card effect is used",
}
_TARGET_WORDS = {
    "you": "you",
    "opponent": "an opponent",
    "this": "this character",
    "own_character": "one of your characters",
    "opponent_character": "an opponent's character",
    "own_characters": "your characters",
    "opponent_support": "an opponent's support card",
    "discard_character": "a face-up character in your discard pile",
    "discard_support": "a face-up support card in your discard pile",
    "discard_face_down": "a face-down card in your discard pile",
    "event": "that",
    "material": "character",
}
_CONDITION_WORDS = {
    "control": "you control {a} character",
    "control_count": "you control at least {n}",
    "hearts_at_most": "you have at most {n}",
    "hand_at_least": "you hold at least {n}",
    "discard_has": "your discard pile holds a face-up {t} character",
    "opponent_characters_at_least": "an opponent controls at least {n}",
}
_COST_WORDS = {
    "discard": "discard {n}",
    "discard_face_down": "discard {n} face down",
    "lose_heart": "lose {n}",
    "send": "send {n} of your other characters to the discard pile",
}
_COST_NOUNS = {"discard": "card", "discard_face_down": "card", "lose_heart": "heart", "send": ""}


def target_words(target: Target) -> str:
    words = _TARGET_WORDS[target.kind]
    if target.type:
        words = words.replace("character", f"{target.type} character")
    return words


def condition_words(key: str, value: str) -> str:
    if key in ("control", "discard_has"):
        typed = "a" if value == "any" else f"{'an' if value[0] in 'AEIOU' else 'a'} {value}"
        return _CONDITION_WORDS[key].format(a=typed, t="" if value == "any" else value).replace("  ", " ")
    noun = {
        "control_count": "character",
        "hearts_at_most": "heart",
        "hand_at_least": "card",
        "opponent_characters_at_least": "character",
    }[key]
    return _CONDITION_WORDS[key].format(n=count(int(value), noun))


def cost_words(cost: tuple[str, int]) -> str:
    key, n = cost
    noun = _COST_NOUNS[key]
    return _COST_WORDS[key].format(n=count(n, noun) if noun else ("one" if n == 1 else str(n))).replace("  ", " ")


def part_b_words(effect: Effect) -> str:
    """Part B as an imperative ("give one of your characters +2 BP this turn"), except continuous
    boosts, which state how things stand while the card is out ("your Wolf characters get +1 BP")."""
    verb, amount, target = effect.verb, effect.amount, effect.target
    aim = target_words(target)
    n = amount if isinstance(amount, int) else 0
    if verb in ("bp", "shd"):
        stat = verb.upper()
        if effect.trigger == "field":
            holder = "the character this card is put on" if target.kind == "own_character" else aim
            return f"{holder} {'get' if target.kind == 'own_characters' else 'gets'} {n:+d} {stat}"
        return f"give {aim} {n:+d} {stat}" + (" this turn" if verb == "bp" else "")
    return {
        "draw": f"draw {count(n, 'card')}",
        "damage": f"take {count(n, 'heart')} from {aim}",
        "heal": f"gain {count(n, 'heart')} (never above your starting hearts)",
        "destroy": f"send {aim} to its owner's discard pile",
        "bury": f"send {aim} to its owner's discard pile face down",
        "bounce": f"return {aim} to its owner's hand",
        "revive": f"play {aim} to your field",
        "fetch": f"add {aim} to your hand",
        "recover": f"add {aim} to your hand",
        "recycle": f"shuffle up to {count(n, 'face-up card')} from your discard pile into your deck",
        "cancel": "cancel it entirely",
        "extra_battle": f"give {aim} one more battle this turn",
        "zone": f"you have one more {amount} zone",
        "combine": (
            f"stack {count(n, target_words(target))} from your field, face-up discard pile or deck "
            "beneath this card; its BP and SHD become their sum plus its own"
        ),
        "capture": f"capture {aim} beneath this card until this card leaves the field",
        "seize": f"take control of {aim}; when it leaves the field it goes to its owner's discard pile",
    }[verb]


@cache
def effect_text(effect: Effect) -> str:
    """One effect in plain words: trigger, conditions, "you can", part A, the roll, part B."""
    parts = []
    conditions = [condition_words(k, v) for k, v in effect.condition if k != "event"]
    opener = _TRIGGER_WORDS[effect.trigger]
    if effect.trigger == "trap":
        opener += f"{_EVENT_WORDS[effect.event or 'effect']}, discard this card from your hand: "
    if conditions:
        parts.append("if " + " and ".join(conditions) + ", ")
    if effect.optional:
        parts.append("you can ")
    outcome = part_b_words(effect)
    if effect.chance:
        odds = 7 - effect.chance
        need = "a 6" if effect.chance == 6 else f"{effect.chance} or more"
        outcome = f"roll a D6; on {need} ({odds} in 6), {outcome}"
    if effect.cost:
        joint = "; then you can " if effect.effect_optional else " to "
        parts.append(f"{cost_words(effect.cost)}{joint}{outcome}")
    else:
        parts.append(outcome)
    once = " (once per turn)" if effect.once else ""
    sentence = "".join(parts)
    return f"{opener}{sentence[0].upper()}{sentence[1:]}.{once}"
