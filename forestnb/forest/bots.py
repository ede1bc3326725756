"""The Forest's bots: random (from core), greedy, and a tracker that counts cards and bets.

Both bots score every legal move by how many card points it is worth to them and take the best
(ties broken by the bot's own rng). They decide from what their seat may see: their own hand,
everyone's played pairs, the discard piles, hand sizes and, during a Strike, the caller's
face-up hand; never another hidden hand or the deck's order.

* ``greedy`` values a move by the card points it brings at once: it takes a discard top that
  adds points, else draws from the deck; it lays a Hedgehog trio whenever it can (the trio adds
  2 points at once, a pair nothing, since a pair scores the same in hand) and plays every other
  pair for its effect; it calls Score the moment it may (Strike only when Score is barred).
* ``tracker`` also counts the cards it has not seen (deck plus opponents' hands), so it can
  price a deck draw (the better of two unseen cards), keeps cards that may still pair or grow a
  collection, and estimates each opponent's card points (their played pairs plus a per-card
  guess for their hidden hand). It lays a trio when the trio's 2 points are worth more than
  what the pair's effect would bring by the same pricing (a Hedgehog kept in hand scores nothing,
  so a trio is the only way it pays). From its lead over the best opponent it decides to call
  Strike (a big lead), Score (any lead, or the deck running out), or play on.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

from ..core.actions import Action
from ..core.bots import register_bots
from .rules import ForestGame
from .scoring import count_points

BEST_OF_TWO = ("extra_turn", "peek_deck")
"""Pair effects the tracker prices as the better of two unseen cards: another turn's draw, and the
best of the deck's top five (a little more, in truth)."""
FROM_A_HAND = ("steal", "swap_cards")
"""Pair effects it prices as one unseen card, taken from an opponent's hand."""


def best(actions: list[Action], value: Callable[[Action], float], rng: random.Random) -> Action:
    """The highest-valued action, ties broken at random."""
    scored = [(value(action), action) for action in actions]
    top = max(score for score, _ in scored)
    return rng.choice([action for score, action in scored if score == top])


def gain(game: ForestGame, seat: int, codes: list[int]) -> int:
    """Card points ``seat`` would gain by adding ``codes`` to its hand."""
    return game.points_if(seat, gained=codes) - game.card_points(seat)


def code_of(game: ForestGame, label: str) -> int:
    return game.catalogue.code(label)


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


class GreedyBot:
    """Takes the move worth the most card points right now; calls Score as soon as it may."""

    name = "greedy"

    def choose(self, game: ForestGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return best(actions, lambda action: self.value(game, seat, action), rng)

    def value(self, game: ForestGame, seat: int, action: Action) -> float:
        kind, args = action.kind, action.args
        if kind in ("take", "match"):
            return gain(game, seat, [game.piles[args[0]][-1]])
        if kind == "draw":
            return 0.5  # an unknown card: worth a little, less than a top that surely scores
        if kind in ("keep", "keep_top"):
            return gain(game, seat, [code_of(game, args[0])])
        if kind == "pick":
            return gain(game, seat, [code_of(game, args[1])])
        if kind == "pair":
            return 200  # a pair scores the same in hand, so its effect comes free: play it first
        if kind == "trio":
            return 200 + game.table.trio_bonus  # two points at once, which no pair's effect brings for sure
        if kind == "score":
            return 100
        if kind == "strike":
            return 99
        if kind == "hide":
            return -1
        if kind in ("steal", "peek"):
            return len(game.hands[args[0]])
        if kind == "swap":
            return swap_gain(game, seat, action)
        if kind == "keep_tale":
            return 1 if game.tale_book[args[0]].goes_to == "trailer" else 0  # the trailer's tales help, the leader's hinder
        return 0  # end, no_swap and grab change no card points now


def swap_gain(game: ForestGame, seat: int, action: Action) -> int:
    mine, theirs = (code_of(game, label) for label in action.args)
    return game.points_if(seat, gained=[theirs], lost=[mine]) - game.card_points(seat)


def unseen(game: ForestGame, seat: int) -> Counter[int]:
    """Cards ``seat`` has not seen where they are: the deck and the other players' hands."""
    left = Counter(game.full_deck)
    seen = [*game.hands[seat], *game.hidden[seat], *(c for pile in game.piles for c in pile)]
    seen += [c for groups in game.played for group in groups for c in group]
    if game.call == "strike" and game.caller != seat:
        seen += game.hands[game.caller]  # type: ignore[index]
    left.subtract(seen)
    return +left


def expected_best_of_two(gains: list[float]) -> float:
    """The expected larger of two cards drawn without replacement from cards worth ``gains``."""
    if len(gains) < 2:
        return gains[0] if gains else 0.0
    ranked = sorted(gains)
    pairs = len(ranked) * (len(ranked) - 1)
    return sum(value * 2 * i for i, value in enumerate(ranked)) / pairs


class TrackerBot(GreedyBot):
    """Counts unseen cards to price draws, keeps cards with a future, and bets from its lead.

    ``strike_lead``: the estimated lead in card points at which it calls Strike; ``score_lead``:
    the lead at which it calls Score; ``per_card``: its guess of the card points each hidden card
    in an opponent's hand is worth; ``endgame``: with this few cards left in the deck it calls
    Score even while behind, rather than let the round die unscored.
    """

    name = "tracker"

    def __init__(self, strike_lead: float = 4, score_lead: float = 0, per_card: float = 0.6, endgame: int = 6) -> None:
        for label, value in (("strike_lead", strike_lead), ("score_lead", score_lead), ("per_card", per_card)):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"{label} must be a number, got {value!r}")
        if isinstance(endgame, bool) or not isinstance(endgame, int) or endgame < 0:
            raise ValueError(f"endgame must be a whole number of cards (0 or more), got {endgame!r}")
        self.strike_lead, self.score_lead, self.per_card, self.endgame = strike_lead, score_lead, per_card, endgame

    def __repr__(self) -> str:
        return f"TrackerBot(strike_lead={self.strike_lead}, score_lead={self.score_lead}, per_card={self.per_card}, endgame={self.endgame})"

    def choose(self, game: ForestGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if game.phase == "play":
            return self.play(game, seat, actions, rng)
        return best(actions, lambda action: self.value(game, seat, action), rng)

    def value(self, game: ForestGame, seat: int, action: Action) -> float:
        kind, args = action.kind, action.args
        if kind == "draw":
            return self.draw_value(game, seat)
        if kind in ("take", "match"):
            return self.card_value(game, seat, game.piles[args[0]][-1])
        if kind in ("keep", "keep_top"):
            return self.card_value(game, seat, code_of(game, args[0]))
        if kind == "pick":
            return self.card_value(game, seat, code_of(game, args[1]))
        if kind in ("steal", "peek"):
            return self.estimate(game, args[0])
        return super().value(game, seat, action)

    def card_value(self, game: ForestGame, seat: int, code: int) -> float:
        """Points a card adds now, plus a little for what it may become (a pair, a bigger set, a
        trio: a Hedgehog scores only when played with a pair, so it is worth a trio's bonus while a
        pair waits in hand, and a little otherwise)."""
        now = gain(game, seat, [code])
        kind = game.catalogue.cards[code].kind
        role = game.catalogue.kinds[kind].role
        if role == "trio":
            return game.table.trio_bonus if self.hand_pairs(game, seat) else 0.4
        if role == "pair" and now == 0:
            return 0.4
        if role in ("collection", "multiplier") and now <= 0:
            return 0.3
        return now + (0.5 if role == "lion" else 0.0)

    @staticmethod
    def hand_pairs(game: ForestGame, seat: int) -> int:
        return count_points(game.packed[seat], game.played[seat], game.scorers[seat])[1]

    def unseen_values(self, game: ForestGame, seat: int) -> list[float]:
        """The value of every card ``seat`` has not seen, one entry per copy."""
        return [value for code, n in unseen(game, seat).items() for value in [self.card_value(game, seat, code)] * n]

    def draw_value(self, game: ForestGame, seat: int) -> float:
        gains = self.unseen_values(game, seat)
        return expected_best_of_two(gains) if len(game.deck) > 1 else mean(gains)

    def effect_value(self, game: ForestGame, seat: int, move: Action) -> float:
        """What the effect of the pair in ``move`` (a pair or a trio, by its first two cards) would
        bring, in the card values this bot draws by: what a trio gives up."""
        effect = game.pair_effect(seat, *(code_of(game, label) for label in move.args[:2]))
        if effect == "take_discard":
            return max((self.card_value(game, seat, c) for pile in game.piles for c in pile), default=0.0)
        if effect in BEST_OF_TWO:
            return self.draw_value(game, seat) if game.deck else 0.0
        if effect == "draw_top":
            return mean(self.unseen_values(game, seat)) if game.deck else 0.0
        if effect in FROM_A_HAND:
            return mean(self.unseen_values(game, seat)) if any(game.hands[o] for o in game.targets(seat)) else 0.0
        if effect == "take_pair":
            return 1.0 if any(len(g) == 2 for o in game.targets(seat) for g in game.played[o]) else 0.0
        return 0.0  # the Skunk's hold on the others brings no card

    def estimate(self, game: ForestGame, other: int) -> float:
        """A guess at an opponent's card points: played pairs and trios exactly, the hidden hand by size."""
        if game.call == "strike" and other == game.caller:
            return game.card_points(other)
        played = sum(3 if len(group) == 3 else 1 for group in game.played[other])
        return played + self.per_card * len(game.hands[other])

    def play(self, game: ForestGame, seat: int, actions: list[Action], rng: random.Random) -> Action:
        trio = self.paying_trio(game, seat, actions, rng)
        if trio is not None:
            return trio
        pairs = [a for a in actions if a.kind == "pair"]
        if pairs:
            return rng.choice(pairs)
        kinds = {a.kind for a in actions}
        call = self.call(game, seat, kinds)
        return next(a for a in actions if a.kind == call)

    def paying_trio(self, game: ForestGame, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
        """The trio to lay now, if one pays: the one giving up the least valuable pair effect, when
        that effect is worth less than the trio's bonus."""
        trios = [a for a in actions if a.kind == "trio"]
        if not trios:
            return None
        forgone = {trio: self.effect_value(game, seat, trio) for trio in trios}
        cheapest = best(trios, lambda trio: -forgone[trio], rng)
        return cheapest if forgone[cheapest] < game.table.trio_bonus else None

    def call(self, game: ForestGame, seat: int, kinds: set[str]) -> str:
        """'strike', 'score' or 'end', from the lead over the best opponent's estimated points."""
        if not kinds & {"score", "strike"}:
            return "end"
        mine = game.card_points(seat)
        lead = mine - max(self.estimate(game, other) for other in range(game.players) if other != seat)
        wins_game = game.totals[seat] + mine >= game.target and lead >= 0
        if "strike" in kinds and lead >= self.strike_lead and not wins_game:
            return "strike"
        if lead >= self.score_lead or len(game.deck) <= self.endgame or wins_game:
            return "score" if "score" in kinds else "strike"
        return "end"


register_bots("forest", {"greedy": GreedyBot, "tracker": TrackerBot})
