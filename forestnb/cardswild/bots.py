"""Cardswild's bots: two attitudes at the hunting table, each a short list of priorities.

Both bots rank every legal action and take the best (ties broken by the bot's own random
stream). They decide as a player at the table would: from the hunt areas, the discard pile's
top card and their own hand, never another hand or the order of the draw pile.

* ``steady``: hunts first. It clears its own Trouble, takes trophies, fills its requirements,
  plays Safe cards to be protected for good, and only then sends Troubles at the leader.
* ``aggressive``: attacks first. It sends Troubles at the leader whenever it can, keeps Safe
  cards in hand for a Giddyup (playing one only to clear its own Trouble with no remedy in hand,
  or rather than throw it away), and hunts when it has nobody to attack.
"""
from __future__ import annotations

import random

from ..core.actions import Action
from ..core.bots import register_bots
from .area import HuntArea
from .cards import (
    AMMO_PACK, BULLETS_FOR, CATEGORY, CLEARS, GAME_TYPE, GUIDE, LIMIT, ORDER, REMEDY, REMEDY_SLOT,
    SAFE, SAFE_BLOCKS, TROPHY, TROUBLE, TROUBLES,
)
from .rules import CardswildGame

# How much a bot wants to keep a card in hand (the lowest is discarded first).
KEEP_SAFE, KEEP_LION, KEEP_NEEDED, KEEP_LATER, KEEP_SPARE, KEEP_TROUBLE, KEEP_NOTHING = 10, 8, 6, 4, 2, 3, 0


def keep_value(area: HuntArea, hand: list[str], card: str) -> int:
    """How useful ``card`` is to the owner of ``area`` if kept in ``hand``."""
    category = CATEGORY[card]
    if category == SAFE:
        return KEEP_SAFE
    if category == TROUBLE:
        return KEEP_TROUBLE
    if category == TROPHY:
        return _trophy_value(area, hand, card)
    if category == REMEDY:
        return _remedy_value(area, card)
    return KEEP_LION


def _trophy_value(area: HuntArea, hand: list[str], species: str) -> int:
    """The next species is worth most, later ones less the further away; copies beyond the need, nothing."""
    still_needed = LIMIT[species] - area.trophies[species]
    upcoming = area.next_species()
    if still_needed <= 0 or hand.count(species) > still_needed or upcoming is None:
        return KEEP_NOTHING
    distance = ORDER[species] - ORDER[upcoming]
    return max(KEEP_SPARE, KEEP_NEEDED + 1 - 2 * distance) if distance else KEEP_NEEDED + 1


def _remedy_value(area: HuntArea, card: str) -> int:
    if area.trouble == CLEARS[card]:
        return KEEP_NEEDED
    slot = REMEDY_SLOT[card]
    if slot is None:
        return KEEP_SPARE
    if slot == "bullets":
        if AMMO_PACK in area.safes:
            return KEEP_NOTHING
        return KEEP_NEEDED if card == _bullets_needed(area) and area.bullets != card else KEEP_SPARE
    if slot == "license" and GUIDE in area.safes:
        return KEEP_NOTHING
    return KEEP_SPARE if getattr(area, slot) else KEEP_NEEDED


def _bullets_needed(area: HuntArea) -> str | None:
    species = area.next_species()
    return BULLETS_FOR[GAME_TYPE[species]] if species else None


def fills_a_need(area: HuntArea, card: str) -> bool:
    """Whether playing ``card`` here clears the owner's Trouble or fills a requirement for their next species."""
    if area.trouble is not None and card in (*TROUBLES[area.trouble].remedies, TROUBLES[area.trouble].safe):
        return True
    slot = REMEDY_SLOT.get(card)
    if slot == "bullets":
        return card == _bullets_needed(area) and not area.armed_for(GAME_TYPE[area.next_species()])
    if slot == "license":
        return not area.has_license()
    return slot == "daylight" and area.daylight is None


def target_score(game: CardswildGame, target: int, trouble: str) -> float:
    """How much hitting ``target`` with ``trouble`` slows the table's leaders."""
    area = game.areas[target]
    takes = TROUBLES[trouble].takes
    return 10 * area.counted() + 5 * area.ready() + 2 * bool(takes and getattr(area, takes))


def lion_gain(area: HuntArea, species: str) -> int:
    """What a trophy of ``species`` is worth to its new owner: it counts only below the limit."""
    if area.trophies[species] >= LIMIT[species]:
        return 0
    return 2 if species == area.next_species() else 1


class _Ranking:
    """Shared choice rule: draw what is wanted now, then play the best-ranked action."""

    name = "ranking"

    def choose(self, game: CardswildGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if game.phase == "draw":
            wanted = [a for a in actions if a.kind == "take" and self.wants(game, seat, game.discard[-1])]
            return wanted[0] if wanted else actions[0]
        ranked = [(self.rank(game, seat, action), rng.random(), action) for action in actions]
        return max(ranked, key=lambda item: item[:2])[2]

    def wants(self, game: CardswildGame, seat: int, card: str) -> bool:
        """Whether the discard pile's top card is worth taking instead of a blind draw."""
        area = game.areas[seat]
        if CATEGORY[card] == TROPHY:
            return card == area.next_species() and game.hands[seat].count(card) < LIMIT[card] - area.trophies[card]
        return fills_a_need(area, card)

    def rank(self, game: CardswildGame, seat: int, action: Action) -> float:
        raise NotImplementedError

    def hunting_rank(self, game: CardswildGame, seat: int, action: Action) -> float:
        """The steady hunter's order: clear a Trouble, trophy, Lion catch, requirement, Safe card."""
        area = game.areas[seat]
        if action.kind == "discard":
            return 20 - keep_value(area, game.hands[seat], action.args[0])
        if action.kind == "reverse":
            return 0
        if action.kind == "lion":
            source, species = action.args
            gain = lion_gain(area, species)
            rival = 0 if source == "discard" else game.areas[source].counted() / 20
            return 75 + 5 * gain + rival if gain else 5 + rival
        if action.kind == "attack":
            return 40 + target_score(game, action.args[1], action.args[0]) / 10
        card = action.args[0]
        if _clears(area, card):
            return 100
        if CATEGORY[card] == TROPHY:
            return 90 - ORDER[card]
        if fills_a_need(area, card):
            return 70
        if CATEGORY[card] == SAFE:
            return 60
        return 1


def _clears(area: HuntArea, card: str) -> bool:
    """Whether ``card`` played here would clear the Trouble on its owner."""
    return area.trouble is not None and (CLEARS.get(card) == area.trouble or area.trouble in SAFE_BLOCKS.get(card, ()))


class SteadyHunter(_Ranking):
    """Plays its own needs first; sends a Trouble at the leader only when it has nothing to build."""

    name = "steady"

    def rank(self, game: CardswildGame, seat: int, action: Action) -> float:
        return self.hunting_rank(game, seat, action)

    def __repr__(self) -> str:
        return "SteadyHunter()"


class AggressiveHunter(_Ranking):
    """Attacks the leader with Troubles before anything else, and saves Safe cards for a Giddyup."""

    name = "aggressive"

    def wants(self, game: CardswildGame, seat: int, card: str) -> bool:
        """Also a Trouble, when somebody could be hit with it now."""
        if CATEGORY[card] == TROUBLE:
            return any(game.areas[t].attack_refusal(card) is None for t in game.others[seat])
        return super().wants(game, seat, card)

    def rank(self, game: CardswildGame, seat: int, action: Action) -> float:
        if action.kind == "attack":
            return 200 + target_score(game, action.args[1], action.args[0])
        card = action.args[0] if action.kind in ("play", "discard") else None
        if card is None or CATEGORY[card] != SAFE:
            return self.hunting_rank(game, seat, action)
        area = game.areas[seat]
        if action.kind == "discard":
            return 0
        remedy_in_hand = area.trouble is not None and any(r in game.hands[seat] for r in TROUBLES[area.trouble].remedies)
        return 100 if _clears(area, card) and not remedy_in_hand else 15

    def __repr__(self) -> str:
        return "AggressiveHunter()"


class LionReverser(SteadyHunter):
    """A steady hunter that spends every Mountain Lion as a Reverse (when the option is in play).

    Not offered at the table: the registered bots never reverse (a stolen trophy is worth more),
    so the what-if notebook needs this one to show what the Reverse rule changes when used.
    """

    name = "reverser"

    def rank(self, game: CardswildGame, seat: int, action: Action) -> float:
        return 1000 if action.kind == "reverse" else self.hunting_rank(game, seat, action)

    def __repr__(self) -> str:
        return "LionReverser()"


register_bots("cardswild", {"steady": SteadyHunter, "aggressive": AggressiveHunter})
