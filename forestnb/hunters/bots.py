"""Forest Hunters' bots: two attitudes at the table, each a scoring of the legal actions.

Both bots score every legal action and take the best (ties broken by the bot's own random
stream). They read only what a player at the table sees: ``game.view(seat)`` (every field, their
own hand, the pending choice and what it is about) and the legal actions.

* ``beatdown``: pressure first. It plays its strongest characters, battles whenever it can (a
  player directly before anything else), says yes to every effect and springs every hand trap
  at once.
* ``careful``: board control first. It plays sturdy characters and staying supports, aims its
  battles at characters it can finish, and keeps its hand traps for what really hurts: a battle
  that would destroy its character or cost a heart, or an effect that removes a character,
  takes control of one or costs hearts.
"""
from __future__ import annotations

import random
from typing import Any

from ..core.actions import Action
from ..core.bots import register_bots
from .cards import Card, load_pool
from .rules import HuntersGame

HURTS = ("destroy", "bury", "bounce", "seize", "capture", "damage")


class _Scorer:
    """The shared machinery: score every legal action, take the best. Picks, payments and the
    moves between phases score alike for both bots; battles, plays, hand traps and "you can"
    are where their attitudes differ."""

    name = "scorer"
    STEPS = {"use": 20, "reshuffle": 8, "cards": 4, "attach": 3, "battle": 1}

    def choose(self, game: HuntersGame, seat: int, rng: random.Random) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:  # nothing to weigh, so no view to build; the same draw from the bot's stream
            return rng.choice(legal)
        view = game.view(seat)
        context = _Context(game, view, seat)
        scores = [self.score(action, context) for action in legal]
        best = max(scores)
        return rng.choice([a for a, s in zip(legal, scores) if s == best])

    def score(self, action: Action, context: "_Context") -> float:
        kind = action.kind
        if kind == "attack":
            attacker, target_kind, target = action.args
            if target_kind == "seat":
                return self.direct_value(context, target)
            return self.battle_value(context.units[attacker]["bp"], context.units[target])
        if kind == "play":
            return self.play_value(context.pool[context.hand[action.args[0]]])
        if kind == "trap":
            return self.trap_value(context)
        if kind == "yes":
            return self.yes_value(context)
        if kind == "pick":
            return _pick_value(context, action.args)
        if kind == "pay":
            card = action.args[0]
            return -context.card_value(card) if card in context.hand else -context.threat(card)
        return self.STEPS.get(kind, 0)

    def direct_value(self, context: "_Context", seat: int) -> float:
        raise NotImplementedError

    def battle_value(self, power: int, target: dict[str, Any]) -> float:
        raise NotImplementedError

    def play_value(self, printed: Card) -> float:
        raise NotImplementedError

    def trap_value(self, context: "_Context") -> float:
        raise NotImplementedError

    def yes_value(self, context: "_Context") -> float:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class _Context:
    """What a bot reads off its view: every card on the table by id and whose side it is on; the
    printed card behind an id it is offered."""

    def __init__(self, game: HuntersGame, view: dict[str, Any], seat: int) -> None:
        self.view, self.seat = view, seat
        self.printed = lambda card: game.cards[card]
        """The printed card of an id the bot is offered (its own deck, a pile or the table)."""
        self.pool = load_pool()
        self.units: dict[int, dict[str, Any]] = {}
        self.mine: set[int] = set()
        for side in view["sides"]:
            for unit in [*side["characters"], *side["supports"]]:
                self.units[unit["id"]] = unit
                if seat in side["seats"]:
                    self.mine.add(unit["id"])
        self.hand = {card["id"]: card["name"] for card in view["players"][seat].get("hand", [])}
        self.pending = view["pending"]

    def hearts(self, seat: int) -> int:
        return self.view["players"][seat]["hearts"]

    def card_value(self, card: int) -> float:
        """How much a card in hand is worth keeping: characters by their numbers, traps most."""
        printed = self.pool[self.hand[card]]
        if printed.symbol == "hand_trap":
            return 20
        return printed.bp + printed.shd if printed.is_character else 6

    def threat(self, card: int) -> float:
        unit = self.units.get(card)
        return unit["bp"] + unit["shd"] / 2 if unit else 0


def _pick_value(context: _Context, args: tuple) -> float:
    """A pick: seats by fewest hearts, own characters by BP (for boosts), the opponent's by threat,
    materials from the deck or discard pile before the field."""
    kind, value = args
    if kind == "seat":
        return 10 - context.hearts(value)
    if kind in ("field", "discard", "deck"):
        printed = context.printed(value)
        return printed.bp + printed.shd + {"deck": 3, "discard": 2, "field": 0}[kind]
    if value in context.mine:
        return context.units[value]["bp"] + 5
    return context.threat(value)


class BeatdownBot(_Scorer):
    name = "beatdown"

    def direct_value(self, context: _Context, seat: int) -> float:
        return 110 - context.hearts(seat)

    def battle_value(self, power: int, target: dict[str, Any]) -> float:
        return (60 if power >= target["shd"] else 30) + target["bp"]

    def play_value(self, printed: Card) -> float:
        return 40 + printed.bp if printed.is_character else 25

    def trap_value(self, context: _Context) -> float:
        return 50

    def yes_value(self, context: _Context) -> float:
        return 5


class CarefulBot(_Scorer):
    name = "careful"

    def direct_value(self, context: _Context, seat: int) -> float:
        return 90

    def battle_value(self, power: int, target: dict[str, Any]) -> float:
        return 70 + target["bp"] if power >= target["shd"] else 20 + target["bp"] - target["shd"] / 10

    def play_value(self, printed: Card) -> float:
        if printed.is_character:
            return 40 + printed.shd + printed.bp / 2
        return 35 if printed.stays else 25

    def trap_value(self, context: _Context) -> float:
        return 50 if self._worth_a_trap(context) else -1

    def yes_value(self, context: _Context) -> float:
        return -1 if self._costs_last_hearts(context) else 5

    def _worth_a_trap(self, context: _Context) -> bool:
        about = (context.pending or {}).get("about", {})
        if about.get("kind") == "battle":
            target_kind, target = about["target"]
            if target_kind == "seat":
                return True
            unit = context.units.get(target)
            return unit is not None and about["bp"] >= unit["shd"]
        return any(verb in HURTS for verb in about.get("verbs", ()))

    def _costs_last_hearts(self, context: _Context) -> bool:
        about = (context.pending or {}).get("about", {})
        card = about.get("card")
        name = context.units[card]["name"] if card in context.units else None
        printed = context.pool.get(name) if name else None
        paying = printed and any(e.cost and e.cost[0] == "lose_heart" for e in printed.effects)
        return bool(paying) and context.hearts(context.seat) <= 2


register_bots("hunters", {"beatdown": BeatdownBot, "careful": CarefulBot})
