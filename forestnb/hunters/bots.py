"""Forest Hunters' bots: two attitudes at the table, each a scoring of the legal actions.

Both bots score every legal action and take the best (ties broken by the bot's own random
stream). They read only what a player at the table sees: every field (each card's BP and SHD as
``game.view(seat)`` shows them), everyone's hearts, their own hand, the pending choice and what it
is about, and the legal actions.

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
from ..core.search import strong_bot
from .cards import Card
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
        if len(legal) == 1:  # nothing to weigh; the same draw from the bot's stream
            return rng.choice(legal)
        context = _Context(game, seat)
        scores = [self.score(action, context) for action in legal]
        best = max(scores)
        return rng.choice([a for a, s in zip(legal, scores) if s == best])

    def score(self, action: Action, context: _Context) -> float:
        kind = action.kind
        if kind == "attack":
            attacker, target_kind, target = action.args
            if target_kind == "seat":
                return self.direct_value(context, target)
            return self.battle_value(context.stats(attacker)[0], *context.stats(target))
        if kind == "play":
            return self.play_value(context.printed(action.args[0]))
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

    def direct_value(self, context: _Context, seat: int) -> float:
        raise NotImplementedError

    def battle_value(self, power: int, bp: int, shd: int) -> float:
        """A battle of ``power`` BP against a character of ``bp`` BP and ``shd`` SHD."""
        raise NotImplementedError

    def play_value(self, printed: Card) -> float:
        raise NotImplementedError

    def trap_value(self, context: _Context) -> float:
        raise NotImplementedError

    def yes_value(self, context: _Context) -> float:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class _Context:
    """What a bot reads off the table at one decision, asked of the engine's own queries as a score
    needs it: the numbers the seat's view shows, without building that whole view (a decision
    reads a few numbers of it; building it was most of a game's time)."""

    __slots__ = ("game", "seat", "hand", "_stats", "_about")

    def __init__(self, game: HuntersGame, seat: int) -> None:
        self.game, self.seat = game, seat
        self.hand: list[int] = game.seats[seat].hand
        self._stats: dict[int, tuple[int, int]] = {}
        self._about: dict[str, Any] | None = None

    def printed(self, card: int) -> Card:
        """The printed card of an id the bot is offered (its own hand or deck, a pile or the table)."""
        return self.game.cards[card]

    def hearts(self, seat: int) -> int:
        return self.game.seats[seat].hearts

    def stats(self, card: int) -> tuple[int, int]:
        """The BP and SHD of ``card`` on the field, as every player sees them: worked out once a
        decision, since every battle a character could fight or be fought in asks them again."""
        known = self._stats.get(card)
        if known is None:
            game = self.game
            side, unit = game.where[card]
            known = self._stats[card] = (game.bp(side, unit), game.shd(side, unit))
        return known

    def on_field(self, card: int) -> bool:
        return self.game.where[card] is not None

    def mine(self, card: int) -> bool:
        """Whether ``card`` is on the field of the bot's own side."""
        found = self.game.where[card]
        return found is not None and self.seat in found[0].seats

    def about(self) -> dict[str, Any]:
        """What the pending choice is about, asked only by the few decisions that weigh it."""
        if self._about is None:
            self._about = self.game.pending_about()
        return self._about

    def card_value(self, card: int) -> float:
        """How much a card in hand is worth keeping: characters by their numbers, traps most."""
        printed = self.printed(card)
        if printed.symbol == "hand_trap":
            return 20
        return printed.bp + printed.shd if printed.is_character else 6

    def threat(self, card: int) -> float:
        if not self.on_field(card):
            return 0
        bp, shd = self.stats(card)
        return bp + shd / 2


def _pick_value(context: _Context, args: tuple) -> float:
    """A pick: seats by fewest hearts, own characters by BP (for boosts), the opponent's by threat,
    materials from the deck or discard pile before the field."""
    kind, value = args
    if kind == "seat":
        return 10 - context.hearts(value)
    if kind in ("field", "discard", "deck"):
        printed = context.printed(value)
        return printed.bp + printed.shd + {"deck": 3, "discard": 2, "field": 0}[kind]
    if context.mine(value):
        return context.stats(value)[0] + 5
    return context.threat(value)


class BeatdownBot(_Scorer):
    name = "beatdown"

    def direct_value(self, context: _Context, seat: int) -> float:
        return 110 - context.hearts(seat)

    def battle_value(self, power: int, bp: int, shd: int) -> float:
        return (60 if power >= shd else 30) + bp

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

    def battle_value(self, power: int, bp: int, shd: int) -> float:
        return 70 + bp if power >= shd else 20 + bp - shd / 10

    def play_value(self, printed: Card) -> float:
        if printed.is_character:
            return 40 + printed.shd + printed.bp / 2
        return 35 if printed.stays else 25

    def trap_value(self, context: _Context) -> float:
        return 50 if self._worth_a_trap(context) else -1

    def yes_value(self, context: _Context) -> float:
        return -1 if self._costs_last_hearts(context) else 5

    def _worth_a_trap(self, context: _Context) -> bool:
        about = context.about()
        if about.get("kind") == "battle":
            target_kind, target = about["target"]
            if target_kind == "seat":
                return True
            return context.on_field(target) and about["bp"] >= context.stats(target)[1]
        return any(verb in HURTS for verb in about.get("verbs", ()))

    def _costs_last_hearts(self, context: _Context) -> bool:
        card = context.about().get("card")
        if card is None or not context.on_field(card):
            return False
        paying = any(e.cost and e.cost[0] == "lose_heart" for e in context.printed(card).effects)
        return paying and context.hearts(context.seat) <= 2


STRONG_BUDGETS = {"class": 25, "notebook": 120}
"""The strong bot's iterations per decision: within 0.2 s and 1 s on a shared two-core machine
(``benchmarks/strength.py`` measures them)."""

register_bots(
    "hunters",
    {
        "beatdown": BeatdownBot,
        "careful": CarefulBot,
        "strong": strong_bot("hunters", budgets=STRONG_BUDGETS, rollout="beatdown"),
    },
)
