"""Helpers for the Cardswild rule tests (the fixtures in ``conftest.py`` hand out the same).

A rule test builds a game, *arranges* the exact table the rule talks about (hands, hunt areas,
the two piles, whose turn and which moment), applies a move and checks what the rule says. The
arrangement only moves the game's own cards around, never invents one, so every arranged table
still holds exactly the deck for its player count:

    game = new(players=3)
    arrange(game, hands={0: ["Nightfall"], 1: ["Grouse"]}, areas={1: {"daylight": "Daylight"}})
    game.apply(attack("Nightfall", 1))
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

import forestnb
from forestnb import IllegalActionError
from forestnb.cardswild.area import HuntArea
from forestnb.core.actions import Action

SLOTS = ("daylight", "license", "bullets", "trouble")
FILLERS = ("Elk", "Bear", "Deer", "Rabbit", "Grouse")
READY = {"daylight": "Daylight", "license": "License", "bullets": "Small Bullets"}
READY_BIG = {"daylight": "Daylight", "license": "License", "bullets": "Big Bullets"}
ALL_SMALL = {"Grouse": 4, "Rabbit": 3}
ALL_BUT_BEAR = {"Grouse": 4, "Rabbit": 3, "Deer": 2, "Elk": 1}


def new_game(players=2, seed=7, **options):
    return forestnb.new_game("cardswild", players=players, seed=seed, **options)


class Pool:
    """The cards not yet placed while a table is being arranged."""

    def __init__(self, game):
        self.cards = Counter(game.deck.cards(game.players, game.options["without"]))

    def take(self, card):
        if self.cards[card] <= 0:
            raise AssertionError(f"the deck has no {card!r} left to place")
        self.cards[card] -= 1
        return card

    def keep(self, cards):
        """Those of ``cards`` still free, taken; the rest dropped."""
        kept = []
        for card in cards:
            if self.cards[card] > 0:
                kept.append(self.take(card))
        return kept

    def filler(self, count):
        """``count`` cards that are rarely playable early: later species first."""
        chosen = []
        for card in (*FILLERS, *sorted(self.cards)):
            while len(chosen) < count and self.cards[card] > 0:
                chosen.append(self.take(card))
        return chosen

    def rest(self):
        return [card for card, n in sorted(self.cards.items()) for _ in range(n)]


def area_of(pool, spec):
    area = HuntArea()
    for slot in SLOTS:
        if spec.get(slot):
            setattr(area, slot, pool.take(spec[slot]))
    area.safes = [pool.take(card) for card in spec.get("safes", ())]
    area.spent = [pool.take(card) for card in spec.get("spent", ())]
    for species, count in spec.get("trophies", {}).items():
        for _ in range(count):
            pool.take(species)
        area.trophies[species] = count
    return area


def arrange(game, *, hands=None, areas=None, discard=None, draw=None, seat=None, phase="play", rest="draw"):
    """Lay out an exact table from the game's own deck.

    ``areas[seat]`` is a dict of ``daylight`` / ``license`` / ``bullets`` / ``trouble`` cards,
    ``safes`` and ``spent`` lists and a ``trophies`` dict; ``draw`` lists the next cards to be drawn,
    top first (the rest of the deck lies beneath); ``discard`` lists the discard pile, top last.
    Hands and areas not given are kept where their cards are still free (a kept hand is refilled
    with late-species cards to its size); an empty discard pile is ``discard=[]``. The cards left
    over go beneath the draw pile (``rest="draw"``), beneath the discard pile (``"discard"``), or
    into a seat's hand (a seat number)."""
    pool = Pool(game)
    hands, areas = hands or {}, areas or {}
    new_areas = {seat_: area_of(pool, spec) for seat_, spec in areas.items()}
    new_hands = {seat_: [pool.take(card) for card in cards] for seat_, cards in hands.items()}
    new_discard = [pool.take(card) for card in discard] if discard is not None else None
    on_top = [pool.take(card) for card in (draw or [])]
    for s in range(game.players):
        if s not in new_areas:
            kept = HuntArea()
            old = game.areas[s]
            for slot in SLOTS:
                setattr(kept, slot, (pool.keep([getattr(old, slot)]) or [None])[0] if getattr(old, slot) else None)
            kept.safes, kept.spent = pool.keep(old.safes), pool.keep(old.spent)
            kept.trophies = {sp: len(pool.keep([sp] * n)) for sp, n in old.trophies.items()}
            new_areas[s] = kept
    if new_discard is None:
        new_discard = pool.keep(game.discard)
    for s in range(game.players):
        if s not in new_hands:
            kept = pool.keep(game.hands[s])
            new_hands[s] = kept + pool.filler(len(game.hands[s]) - len(kept))
    with game.edit():
        game.areas = [new_areas[s] for s in range(game.players)]
        game.hands = [new_hands[s] for s in range(game.players)]
        leftovers = pool.rest()
        if rest == "discard":
            new_discard[:0] = leftovers
        elif rest != "draw":
            game.hands[rest] += leftovers
        game.discard = new_discard
        game.draw_pile = (leftovers if rest == "draw" else []) + list(reversed(on_top))
        if seat is not None:
            game.seat = seat
        game.phase = phase
    return game


def state_of(game):
    """Everything a refused move must leave unchanged."""
    return json.dumps(game.snapshot(), sort_keys=True), list(game.log), list(game.history), game.legal_actions()


def refuse(game, action):
    """Apply a move that must be refused; check it changed nothing and return the error."""
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(action)
    assert state_of(game) == before, "a refused move changes nothing"
    return refused.value


def play(card):
    return Action("play", (card,))


def attack(card, target):
    return Action("attack", (card, target))


def lion(source, species):
    return Action("lion", (source, species))


def discard(card):
    return Action("discard", (card,))


DRAW = Action("draw")
TAKE = Action("take")
REVERSE = Action("reverse")
