"""Cardswild's bots: two attitudes at the hunting table, each a short list of priorities.

Both bots rank every legal action and take the best (ties broken by the bot's own random
stream). They decide as a player at the table would: from the hunt areas, the discard pile's
top card and their own hand, never another hand or the order of the draw pile.

* ``steady``: hunts first. It clears its own Trouble, takes trophies, fills its requirements,
  plays Safe cards to be protected for good, and only then sends Troubles at the leader.
* ``aggressive``: attacks first. It sends Troubles at the leader whenever it can, keeps Safe
  cards in hand for a Giddyup (playing one only to clear its own Trouble with no remedy in hand,
  or rather than throw it away), and hunts when it has nobody to attack.

A decision reads the table once (``Reading``) and ranks every action from that reading: the
explorers play millions of decisions, and each ranks a dozen actions that ask the same few
questions (which species comes next, how far each rival is).
"""

from __future__ import annotations

import random

from ..core.actions import Action
from ..core.bots import register_bots
from ..core.search import Horizon, best_other, logistic, strong_bot
from .area import HuntArea
from .cards import (
    AMMO_PACK,
    BULLETS_FOR,
    CATEGORY,
    CLEARS,
    GAME_TYPE,
    GUIDE,
    LIMIT,
    LION_CATEGORY,
    ORDER,
    REMEDY,
    REMEDY_SLOT,
    SAFE,
    TROPHY,
    TROUBLE,
    TROUBLES,
)
from .rules import MAX_ROUNDS, CardswildGame

# How much a bot wants to keep a card in hand (the lowest is discarded first).
KEEP_SAFE, KEEP_LION, KEEP_NEEDED, KEEP_LATER, KEEP_SPARE, KEEP_TROUBLE, KEEP_NOTHING = 10, 8, 6, 4, 2, 3, 0
KEEP_BY_CATEGORY = {SAFE: KEEP_SAFE, TROUBLE: KEEP_TROUBLE, LION_CATEGORY: KEEP_LION}
# The cards that clear each Trouble from its victim: its remedies and the Safe card that stops it.
CLEARED_BY: dict[str, frozenset[str]] = {
    name: frozenset((*trouble.remedies, trouble.safe) if trouble.safe else trouble.remedies)
    for name, trouble in TROUBLES.items()
}
# The bullets each species is hunted with (none once every species is complete).
BULLETS_NEEDED = {species: BULLETS_FOR[game] for species, game in GAME_TYPE.items()}
# A needed trophy's keep value by the species hunted next: the next species is worth most, later
# ones less the further away they are.
KEEP_NEEDED_TROPHY: dict[str, dict[str, int]] = {
    upcoming: {
        species: max(KEEP_SPARE, KEEP_NEEDED + 1 - 2 * (ORDER[species] - ORDER[upcoming]))
        if species != upcoming
        else KEEP_NEEDED + 1
        for species in ORDER
    }
    for upcoming in ORDER
}


class Reading:
    """What one seat's decision reads of the table, each fact worked out once: its own area and
    hand, the species it hunts next and the bullets that takes, and (when asked) how far each
    rival is. Built afresh for every decision, so it can never be out of date."""

    __slots__ = ("game", "seat", "area", "hand", "upcoming", "bullets_needed", "_standings")

    def __init__(self, game: CardswildGame, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.area: HuntArea = game.areas[seat]
        self.hand: list[str] = game.hands[seat]
        self.upcoming = self.area.trophies.upcoming
        self.bullets_needed = BULLETS_NEEDED.get(self.upcoming)
        self._standings: dict[int, tuple[int, bool]] = {}

    def standing(self, seat: int) -> tuple[int, bool]:
        """``seat``'s trophies that count, and whether it could take its next trophy now."""
        known = self._standings.get(seat)
        if known is None:
            area = self.game.areas[seat]
            known = self._standings[seat] = (area.counted(), area.ready())
        return known


def keep_value(reading: Reading, card: str) -> int:
    """How useful ``card`` is to the reading's seat if kept in hand."""
    category = CATEGORY[card]
    if category == TROPHY:
        return _trophy_value(reading, card)
    if category == REMEDY:
        return _remedy_value(reading, card)
    return KEEP_BY_CATEGORY[category]


def _trophy_value(reading: Reading, species: str) -> int:
    """A needed trophy is worth ``KEEP_NEEDED_TROPHY``; copies beyond the need, nothing."""
    still_needed = LIMIT[species] - reading.area.trophies[species]
    if still_needed <= 0 or reading.hand.count(species) > still_needed:
        return KEEP_NOTHING
    return KEEP_NEEDED_TROPHY[reading.upcoming][species]


def _remedy_value(reading: Reading, card: str) -> int:
    area = reading.area
    if area.trouble == CLEARS[card]:
        return KEEP_NEEDED
    slot = REMEDY_SLOT[card]
    if slot is None:
        return KEEP_SPARE
    if slot == "bullets":
        if AMMO_PACK in area.safes:
            return KEEP_NOTHING
        return KEEP_NEEDED if card == reading.bullets_needed and area.bullets != card else KEEP_SPARE
    if slot == "license" and GUIDE in area.safes:
        return KEEP_NOTHING
    return KEEP_SPARE if getattr(area, slot) else KEEP_NEEDED


def clears(area: HuntArea, card: str) -> bool:
    """Whether ``card`` played here would clear the Trouble on its owner (a remedy, or the Safe card that stops it)."""
    return area.trouble is not None and card in CLEARED_BY[area.trouble]


def fills_a_need(reading: Reading, card: str) -> bool:
    """Whether playing ``card`` clears the seat's Trouble or fills a requirement for its next species."""
    area = reading.area
    if clears(area, card):
        return True
    slot = REMEDY_SLOT.get(card)
    if slot == "bullets":
        return card == reading.bullets_needed and not area.armed_for(GAME_TYPE[reading.upcoming])
    if slot == "license":
        return not area.has_license()
    return slot == "daylight" and area.daylight is None


def target_score(reading: Reading, target: int, trouble: str) -> int:
    """How much hitting ``target`` with ``trouble`` slows the table's leaders."""
    counted, ready = reading.standing(target)
    takes = TROUBLES[trouble].takes
    return 10 * counted + 5 * ready + 2 * bool(takes and getattr(reading.game.areas[target], takes))


def lion_gain(reading: Reading, species: str) -> int:
    """What a trophy of ``species`` is worth to its new owner: it counts only below the limit."""
    if reading.area.trophies[species] >= LIMIT[species]:
        return 0
    return 2 if species == reading.upcoming else 1


class _Ranking:
    """Shared choice rule: draw what is wanted now, then play the best-ranked action."""

    name = "ranking"
    discard_ceiling = 20 - KEEP_NOTHING
    """No discard ranks above this (``hunting_rank``'s), so once a play beats it no discard is ranked."""

    def choose(self, game: CardswildGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if game.phase == "draw":
            return self.draw(game, seat, actions)
        return self.best(Reading(game, seat), actions, rng)

    def draw(self, game: CardswildGame, seat: int, actions: list[Action]) -> Action:
        """The discard pile's top card when it is wanted, else a blind draw."""
        for action in actions:
            if action.kind == "take" and self.wants(Reading(game, seat), game.discard[-1]):
                return action
        return actions[0]

    def best(self, reading: Reading, actions: list[Action], rng: random.Random) -> Action:
        """The best-ranked action, ties broken by ``rng``. Every action draws its tie-break, ranked
        or not, so the stream is the same whatever is skipped: a discard is not ranked once a play
        outranks every discard (``discard_ceiling``)."""
        rank, tiebreak, ceiling = self.rank, rng.random, self.discard_ceiling
        best = actions[0]
        best_rank, best_tiebreak = rank(reading, best), tiebreak()
        for action in actions[1:]:
            drawn = tiebreak()
            if action.kind == "discard" and best_rank > ceiling:
                continue
            ranked = rank(reading, action)
            if ranked > best_rank or (ranked == best_rank and drawn > best_tiebreak):
                best, best_rank, best_tiebreak = action, ranked, drawn
        return best

    def wants(self, reading: Reading, card: str) -> bool:
        """Whether the discard pile's top card is worth taking instead of a blind draw."""
        if CATEGORY[card] == TROPHY:
            return card == reading.upcoming and reading.hand.count(card) < LIMIT[card] - reading.area.trophies[card]
        return fills_a_need(reading, card)

    def rank(self, reading: Reading, action: Action) -> float:
        raise NotImplementedError

    def hunting_rank(self, reading: Reading, action: Action) -> float:
        """The steady hunter's order: clear a Trouble, trophy, Lion catch, requirement, Safe card."""
        kind = action.kind
        if kind == "discard":
            return 20 - keep_value(reading, action.args[0])
        if kind == "reverse":
            return 0
        if kind == "lion":
            source, species = action.args
            gain = lion_gain(reading, species)
            rival = 0 if source == "discard" else reading.standing(source)[0] / 20
            return 75 + 5 * gain + rival if gain else 5 + rival
        if kind == "attack":
            return 40 + target_score(reading, action.args[1], action.args[0]) / 10
        card = action.args[0]
        if clears(reading.area, card):
            return 100
        category = CATEGORY[card]
        if category == TROPHY:
            return 90 - ORDER[card]
        if fills_a_need(reading, card):
            return 70
        if category == SAFE:
            return 60
        return 1


class SteadyHunter(_Ranking):
    """Plays its own needs first; sends a Trouble at the leader only when it has nothing to build."""

    name = "steady"
    rank = _Ranking.hunting_rank  # the hunting order itself, one call less per ranked action

    def __repr__(self) -> str:
        return "SteadyHunter()"


class AggressiveHunter(_Ranking):
    """Attacks the leader with Troubles before anything else, and saves Safe cards for a Giddyup."""

    name = "aggressive"

    def wants(self, reading: Reading, card: str) -> bool:
        """Also a Trouble, when somebody could be hit with it now."""
        if CATEGORY[card] == TROUBLE:
            game = reading.game
            return any(game.areas[t].attack_refusal(card) is None for t in game.others[reading.seat])
        return super().wants(reading, card)

    def rank(self, reading: Reading, action: Action) -> float:
        kind = action.kind
        if kind == "attack":
            return 200 + target_score(reading, action.args[1], action.args[0])
        if kind not in ("play", "discard") or CATEGORY[action.args[0]] != SAFE:
            return self.hunting_rank(reading, action)
        if kind == "discard":
            return 0
        area = reading.area
        remedy_in_hand = area.trouble is not None and any(r in reading.hand for r in TROUBLES[area.trouble].remedies)
        return 100 if clears(area, action.args[0]) and not remedy_in_hand else 15

    def __repr__(self) -> str:
        return "AggressiveHunter()"


class LionReverser(SteadyHunter):
    """A steady hunter that spends every Mountain Lion as a Reverse (when the option is in play).

    Not offered at the table: the registered bots never reverse (a stolen trophy is worth more),
    so the what-if notebook needs this one to show what the Reverse rule changes when used.
    """

    name = "reverser"

    def rank(self, reading: Reading, action: Action) -> float:
        return 1000 if action.kind == "reverse" else self.hunting_rank(reading, action)

    def __repr__(self) -> str:
        return "LionReverser()"


HORIZON_MOVES = 40
"""Decisions an imagined hunt is played on before it is scored by the trophies held: about ten
turns each heads-up, an eighth of a game between aggressive hunters (297 decisions on average)."""
WIN_CURVE = {"even": 0.078, "lead": 0.269, "own": 0.174, "lateness": -3.168}
"""The log-odds of a hunter's win (``hunt_chance``): each trophy of lead over the best other
hunter adds 0.269, each trophy of its own 0.174 more, and the share of the 150-round limit
already played takes off up to 3.168. Fitted by maximum likelihood to two-player aggressive
games, read every 20 decisions from both seats, a game nobody won counting as a loss for both, as
the search counts it: 800 games gave 23,650 positions, and the curve was fitted on the first
three quarters of them. Why more than the lead: a trophy of one's own brings the end nearer while
one kept from the other only holds it off, and a late, slow hunt may be called off with nobody
winning. On the quarter held out it predicts who wins better than the lead alone did
(log-likelihood per position -0.502 against -0.518)."""


def horizon_reached(before: CardswildGame, world: CardswildGame, moves: int) -> bool:
    """Whether an imagined hunt has been played on for ``HORIZON_MOVES`` decisions."""
    return moves >= HORIZON_MOVES


def hunt_chance(world: CardswildGame, seat: int) -> float:
    """The seat's win chance read from its trophies, the best other hunter's and how late the hunt
    is (``WIN_CURVE``); a trophy ready to take counts half."""
    standing = [area.counted() + 0.5 * area.ready() for area in world.areas]
    lateness = world.turn / (MAX_ROUNDS * world.players)
    return logistic(
        WIN_CURVE["even"]
        + WIN_CURVE["lead"] * (standing[seat] - best_other(standing, seat))
        + WIN_CURVE["own"] * standing[seat]
        + WIN_CURVE["lateness"] * lateness
    )


STRONG_BUDGETS = {"class": 100, "notebook": 500}
"""The strong bot's iterations per decision: within 0.2 s and 1 s on a shared two-core machine
(``benchmarks/strength.py`` measures them)."""

register_bots(
    "cardswild",
    {
        "steady": SteadyHunter,
        "aggressive": AggressiveHunter,
        "strong": strong_bot(
            "cardswild",
            budgets=STRONG_BUDGETS,
            rollout="aggressive",
            horizon=Horizon(
                horizon_reached,
                hunt_chance,
                "played forty decisions on, its win chance read from the trophies each hunter holds"
                " and how late the hunt is",
            ),
        ),
    },
)
