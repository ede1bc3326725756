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

import math
import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import chain
from operator import mul
from typing import Any, TypeVar

from ..core.actions import Action
from ..core.bots import register_bots
from ..core.errors import excerpt
from ..core.search import Horizon, lead_chance, strong_bot
from .cards import Catalogue
from .rules import ForestGame
from .scoring import colour_counts, count_points, counted_by, played_count, table_for

BEST_OF_TWO = ("extra_turn", "peek_deck")
"""Pair effects the tracker prices as the better of two unseen cards: another turn's draw, and the
best of the deck's top five (a little more, in truth)."""
FROM_A_HAND = ("steal", "swap_cards")
"""Pair effects it prices as one unseen card, taken from an opponent's hand."""


def best(actions: list[Action], value: Callable[[Action], float], rng: random.Random) -> Action:
    """The highest-valued action, ties broken at random (among the tied, in the order offered)."""
    top: float | None = None
    tied: list[Action] = []
    for action in actions:
        score = value(action)
        if top is None or score > top:
            top, tied = score, [action]
        elif score == top:
            tied.append(action)
    return rng.choice(tied)


def code_of(game: ForestGame, label: str) -> int:
    return game.catalogue.code(label)


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


# -- what cards are worth to a seat ------------------------------------------------------------------
def unseen(game: ForestGame, seat: int) -> Counter[int]:
    """Cards ``seat`` has not seen where they are: the deck and the other players' hands."""
    return Counter(dict(unseen_counts(game, seat)))


def unseen_counts(game: ForestGame, seat: int) -> list[tuple[int, int]]:
    """``unseen`` as (code, copies) pairs in the order codes first come in the full deck, the
    order a tracker adds their values up in."""
    order, left = unseen_left(game, seat)
    return [(code, left[code]) for code in order if left[code] > 0]


def unseen_left(game: ForestGame, seat: int) -> tuple[tuple[int, ...], list[int]]:
    """The full deck's codes in order, and the copies of each (by code) ``seat`` has not seen:
    counted down from the deck's copies, which costs a third of counting the unseen cards afresh."""
    order, copies = deck_copies(game.full_deck)
    left = list(copies)
    for code in chain(game.hands[seat], game.hidden[seat], *game.piles, *chain.from_iterable(game.played)):
        left[code] -= 1
    if game.call == "strike" and game.caller != seat:
        for code in game.hands[game.caller]:  # type: ignore[index]
            left[code] -= 1
    return order, left


@cache
def deck_copies(full_deck: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A deck's codes in the order they first come, and its copies of every code (indexed by code)."""
    copies = [0] * (max(full_deck, default=-1) + 1)
    for code in full_deck:
        copies[code] += 1
    return tuple(dict.fromkeys(full_deck)), tuple(copies)


def expected_best_of_two(gains: list[float]) -> float:
    """The expected larger of two cards drawn without replacement from cards worth ``gains``."""
    if len(gains) < 2:
        return gains[0] if gains else 0.0
    ranked = sorted(gains)
    pairs = len(ranked) * (len(ranked) - 1)
    return sum(map(mul, ranked, range(0, 2 * len(ranked), 2))) / pairs  # the i-th smallest is the larger 2i times


MEMO_LIMIT = 1 << 15
Holding = tuple[dict[int, int], dict[object, float]]
HOLDINGS: dict[tuple[object, int], Holding] = {}
"""What cards are worth to a hand, by its scorer and its cards per kind, as ``Appraisal`` works it
out: the points a card of each kind adds, and each kind's value to the tracker (a multiplier's by
kind and the played cards it would count; with a Lion in hand, by those and the points the card's
colour adds). The same hands come up again and again, within a turn and across games: in
seeded tracker games, 19 lookups in 20 find theirs here in the first 200 games, 99 in 100 later."""
COLOURINGS: dict[tuple[bool, int, int], dict[int, int]] = {}
"""The points a card of each colour adds to a hand holding Lions, by what those points hang on:
whether Lions score, how many are in hand and the colour groups (about 19 lookups in 20 find
theirs here)."""


class Appraisal:
    """What cards are worth to one seat at one decision: the points each would add (what greedy
    goes by) and the tracker's value of it, each worked out once.

    ``scoring.count_points`` adds what a hand's kinds make to what its played groups make (which
    only a multiplier's count of its kind joins the two) and to what its Lions make of the colour
    groups; nothing else looks at a colour. So a card adds the same to every hand of the same kinds
    (``HOLDINGS``), a multiplier given the played cards of the kind it counts
    (``scoring.counted_by``), plus what its colour adds: nothing without a Lion in hand
    (``scoring.colour_counts``), else what the colour groups say (``COLOURINGS``). A Lion, whose
    points hang on the colours, is priced for the decision alone. Nothing is looked up before a
    card is first priced: most decisions (laying pairs, calling) price none.
    """

    __slots__ = (
        "game",
        "seat",
        "_counted",
        "lions_held",
        "kinds",
        "counts",
        "gains",
        "values",
        "colour_gains",
        "own",
        "_unseen",
    )

    def __init__(self, game: ForestGame, seat: int) -> None:
        self.game, self.seat = game, seat
        self.gains: dict[int, int] | None = None
        self._counted: tuple[int, int] | None = None
        self.own: dict[int, float] = {}  # values of the cards priced for this decision alone, by code
        self._unseen: list[float] | None = None

    def _open(self) -> None:
        """Look up what the seat's hand already has priced, for the first card priced."""
        game, seat = self.game, self.seat
        packed, scorer, table = game.packed[seat], game.scorers[seat], game.table
        self.lions_held = colour_counts(packed, table)
        self.gains, self.values = remembered(HOLDINGS, (scorer, packed & table.kind_mask), lambda: ({}, {}))
        self.kinds, self.counts = kind_keys(game.catalogue)
        self.colour_gains = (
            remembered(
                COLOURINGS, (scorer.lions_score, (packed >> 8 * table.lion) & 0xFF, packed >> table.colour_shift), dict
            )
            if self.lions_held
            else {}
        )

    def gain(self, code: int) -> int:
        """Card points the seat would gain with this card in hand (``ForestGame.points_if``)."""
        if self.gains is None:
            self._open()
        table = self.game.table
        kind = table.kind_of[code]
        if kind == table.lion:
            return self.game.points_if(self.seat, gained=(code,)) - self.counted()[0]
        key = self.kind_key(code)
        gain = self.gains.get(key)  # type: ignore[union-attr]
        if gain is None:
            gain = self.gains[key] = self._points_with(table.hand_weight[code]) - self.counted()[0]  # type: ignore[index]
        return gain + self.colour_gain(code) if self.lions_held else gain

    def kind_key(self, code: int) -> object:
        """What a card's points hang on besides the hand's kinds: its kind, and for a multiplier the
        played cards of the kind it counts."""
        counted = self.counts[code]
        if counted is None:
            return self.kinds[code]
        return self.kinds[code], played_count(self.game.played[self.seat], counted, self.game.table)

    def colour_gain(self, code: int) -> int:
        """The points this card's colour adds to a hand holding Lions."""
        colour = self.game.table.colour_weight[code]
        gain = self.colour_gains.get(colour)
        if gain is None:
            gain = self.colour_gains[colour] = self._points_with(colour) - self.counted()[0]
        return gain

    def counted(self) -> tuple[int, int]:
        """The seat's card points and pairs in hand, counted when a card is priced afresh."""
        if self._counted is None:
            game, seat = self.game, self.seat
            self._counted = count_points(game.packed[seat], game.played[seat], game.scorers[seat])
        return self._counted

    def _points_with(self, weight: int) -> int:
        """The seat's card points with ``weight`` (a card's kind or colour, as ``scoring.Table``
        weighs them) added to its packed counts."""
        game, seat = self.game, self.seat
        return count_points(game.packed[seat] + weight, game.played[seat], game.scorers[seat])[0]

    def card(self, code: int) -> float:
        """The tracker's value of a card: the points it adds now, plus a little for what it may
        become (a pair, a bigger set, a trio: a Hedgehog scores only when played with a pair, so it
        is worth a trio's bonus while a pair waits in hand, and a little otherwise)."""
        if self.gains is None:
            self._open()
        if self.kinds[code] is None:
            value = self.own.get(code)
            if value is None:
                value = self.own[code] = self._price(code)
            return value
        key = self.kind_key(code)
        if self.lions_held:
            key = (key, self.colour_gain(code))
        value = self.values.get(key)
        if value is None:
            value = self.values[key] = self._price(code)
        return value

    def _price(self, code: int) -> float:
        role = roles(self.game.catalogue)[code]
        if role == "trio":
            return self.game.table.trio_bonus if self.counted()[1] else 0.4
        now = self.gain(code)
        if role == "pair" and now == 0:
            return 0.4
        if role in ("collection", "multiplier") and now <= 0:
            return 0.3
        return now + (0.5 if role == "lion" else 0.0)

    def unseen(self) -> list[float]:
        """The value of every card the seat has not seen, one entry per copy, in deck order."""
        if self._unseen is None:
            if self.gains is None:
                self._open()
            # the values ``card`` remembers, looked up here without a call per card (but for a
            # multiplier's, which are kept by more than the kind and found by ``card``)
            (order, left), kinds, values, gains = unseen_left(self.game, self.seat), self.kinds, self.values, []
            if self.lions_held:
                colours, colour_gains = self.game.table.colour_weight, self.colour_gains
                for code in order:
                    n = left[code]
                    if n > 0:
                        by_colour = colour_gains.get(colours[code])
                        value = None if by_colour is None else values.get((kinds[code], by_colour))
                        gains += [self.card(code) if value is None else value] * n
            else:
                for code in order:
                    n = left[code]
                    if n > 0:
                        value = values.get(kinds[code])
                        gains += [self.card(code) if value is None else value] * n
            self._unseen = gains
        return self._unseen

    def draw(self) -> float:
        """A deck draw: the better of two unseen cards, or the one card left."""
        gains = self.unseen()
        return expected_best_of_two(gains) if len(self.game.deck) > 1 else mean(gains)

    def one_unseen(self) -> float:
        return mean(self.unseen())


Memo = TypeVar("Memo")


def remembered(memo: dict[Any, Memo], key: Any, new: Callable[[], Memo]) -> Memo:
    """``memo[key]``, made by ``new()`` when missing; a full memo is emptied first, so a long sweep
    keeps it bounded (``MEMO_LIMIT``)."""
    found = memo.get(key)
    if found is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        found = memo[key] = new()
    return found


@cache
def kind_keys(catalogue: Catalogue) -> tuple[tuple[int | None, ...], tuple[int | None, ...]]:
    """Per code, its kind as a hand's memo knows it (``~kind``: never a code), or None for the Lion,
    priced for each decision alone; and the kind a multiplier counts (``scoring.counted_by``)."""
    table = table_for(catalogue)
    keys = tuple(None if kind == table.lion else ~kind for kind in table.kind_of)
    return keys, tuple(counted_by(kind, table) for kind in table.kind_of)


@cache
def roles(catalogue: Catalogue) -> tuple[str, ...]:
    """Each code's role (pair, collection, ...), by code."""
    return tuple(card.role for card in catalogue.cards)


# -- the bots --------------------------------------------------------------------------------------
class GreedyBot:
    """Takes the move worth the most card points right now; calls Score as soon as it may."""

    name = "greedy"

    def choose(self, game: ForestGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        appraisal = Appraisal(game, seat)
        return best(actions, lambda action: self.value(appraisal, action), rng)

    def value(self, appraisal: Appraisal, action: Action) -> float:
        game = appraisal.game
        kind, args = action.kind, action.args
        if kind in ("take", "match"):
            return appraisal.gain(game.piles[args[0]][-1])
        if kind == "draw":
            return 0.5  # an unknown card: worth a little, less than a top that surely scores
        if kind in ("keep", "keep_top"):
            return appraisal.gain(code_of(game, args[0]))
        if kind == "pick":
            return appraisal.gain(code_of(game, args[1]))
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
            mine, theirs = (code_of(game, label) for label in args)
            return game.points_if(appraisal.seat, gained=[theirs], lost=[mine]) - game.card_points(appraisal.seat)
        if kind == "keep_tale":
            return (
                1 if game.tale_book[args[0]].goes_to == "trailer" else 0
            )  # the trailer's tales help, the leader's hinder
        return 0  # end, no_swap and grab change no card points now


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
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"{label} must be a number other than nan or infinity, got {excerpt(value)}")
        if isinstance(endgame, bool) or not isinstance(endgame, int) or endgame < 0:
            raise ValueError(f"endgame must be a whole number of cards (0 or more), got {endgame!r}")
        self.strike_lead, self.score_lead, self.per_card, self.endgame = strike_lead, score_lead, per_card, endgame

    def __repr__(self) -> str:
        return (
            f"TrackerBot(strike_lead={self.strike_lead}, score_lead={self.score_lead}, "
            f"per_card={self.per_card}, endgame={self.endgame})"
        )

    def choose(self, game: ForestGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        appraisal = Appraisal(game, seat)
        if game.phase == "play":
            return self.play(appraisal, actions, rng)
        return best(actions, lambda action: self.appraise(appraisal, action), rng)

    def appraise(self, appraisal: Appraisal, action: Action) -> float:
        """An action's value: the cards it brings in the appraisal's values, else greedy's value."""
        game = appraisal.game
        kind, args = action.kind, action.args
        if kind == "draw":
            return appraisal.draw()
        if kind in ("take", "match"):
            return appraisal.card(game.piles[args[0]][-1])
        if kind in ("keep", "keep_top"):
            return appraisal.card(code_of(game, args[0]))
        if kind == "pick":
            return appraisal.card(code_of(game, args[1]))
        if kind in ("steal", "peek"):
            return self.estimate(game, args[0])
        return self.value(appraisal, action)

    def effect_value(self, appraisal: Appraisal, move: Action) -> float:
        """What the effect of the pair in ``move`` (a pair or a trio, by its first two cards) would
        bring, in the card values this bot draws by: what a trio gives up."""
        game, seat = appraisal.game, appraisal.seat
        effect = game.pair_effect(seat, *(code_of(game, label) for label in move.args[:2]))
        if effect == "take_discard":
            return max((appraisal.card(c) for pile in game.piles for c in pile), default=0.0)
        if effect in BEST_OF_TWO:
            return appraisal.draw() if game.deck else 0.0
        if effect == "draw_top":
            return appraisal.one_unseen() if game.deck else 0.0
        if effect in FROM_A_HAND:
            return appraisal.one_unseen() if any(game.hands[o] for o in game.targets(seat)) else 0.0
        if effect == "take_pair":
            return 1.0 if any(len(g) == 2 for o in game.targets(seat) for g in game.played[o]) else 0.0
        return 0.0  # the Skunk's hold on the others brings no card

    def estimate(self, game: ForestGame, other: int) -> float:
        """A guess at an opponent's card points: played pairs and trios exactly, the hidden hand by size."""
        if game.call == "strike" and other == game.caller:
            return game.card_points(other)
        played = sum(3 if len(group) == 3 else 1 for group in game.played[other])
        return played + self.per_card * len(game.hands[other])

    def play(self, appraisal: Appraisal, actions: list[Action], rng: random.Random) -> Action:
        trio = self.paying_trio(appraisal, actions, rng)
        if trio is not None:
            return trio
        pairs = [a for a in actions if a.kind == "pair"]
        if pairs:
            return rng.choice(pairs)
        kinds = {a.kind for a in actions}
        call = self.call(appraisal, kinds)
        return next(a for a in actions if a.kind == call)

    def paying_trio(self, appraisal: Appraisal, actions: list[Action], rng: random.Random) -> Action | None:
        """The trio to lay now, if one pays: the one giving up the least valuable pair effect, when
        that effect is worth less than the trio's bonus."""
        trios = [a for a in actions if a.kind == "trio"]
        if not trios:
            return None
        forgone = {trio: self.effect_value(appraisal, trio) for trio in trios}
        cheapest = best(trios, lambda trio: -forgone[trio], rng)
        return cheapest if forgone[cheapest] < appraisal.game.table.trio_bonus else None

    def call(self, appraisal: Appraisal, kinds: set[str]) -> str:
        """'strike', 'score' or 'end', from the lead over the best opponent's estimated points."""
        if not kinds & {"score", "strike"}:
            return "end"
        game, seat = appraisal.game, appraisal.seat
        mine = game.card_points(seat)
        lead = mine - max(self.estimate(game, other) for other in range(game.players) if other != seat)
        wins_game = game.totals[seat] + mine >= game.target and lead >= 0
        if "strike" in kinds and lead >= self.strike_lead and not wins_game:
            return "strike"
        if lead >= self.score_lead or len(game.deck) <= self.endgame or wins_game:
            return "score" if "score" in kinds else "strike"
        return "end"


LEAD_SCALE = 6.5
"""The points of lead after a round that give its holder a 73% chance to win (``lead_chance``):
fitted by maximum likelihood to the lead after each round of 400 two-player tracker games, and
who won them (1,975 round ends)."""


def round_scored(before: ForestGame, world: ForestGame, moves: int) -> bool:
    """Whether an imagined game has scored the round the search began in."""
    return world.round != before.round


def lead_after_round(world: ForestGame, seat: int) -> float:
    """The seat's win chance from its total's lead over the best other total."""
    return lead_chance(world.totals, seat, LEAD_SCALE)


STRONG_BUDGETS = {"class": 60, "notebook": 300}
"""The strong bot's iterations per decision: within 0.2 s and 1 s on a shared two-core machine
(``benchmarks/strength.py`` measures them)."""

register_bots(
    "forest",
    {
        "greedy": GreedyBot,
        "tracker": TrackerBot,
        "strong": strong_bot(
            "forest",
            budgets=STRONG_BUDGETS,
            rollout="tracker",
            horizon=Horizon(
                round_scored,
                lead_after_round,
                "played to the end of the round, its win chance read from the lead in points",
            ),
        ),
    },
)
