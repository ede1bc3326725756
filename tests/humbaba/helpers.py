"""Helpers for the Humbaba rule tests: what only a test needs beside the scenes.

A rule test builds a game, sets the exact situation the rule talks about up with
``forestnb.humbaba.scenes`` (the walkthrough's own scenes: hands, Health, the two piles of
cedars, tokens), scripts the Forest Die when dice matter, plays one round and checks what the
rule says should happen:

    from forestnb.humbaba.scenes import arrange, play_round
    from .helpers import new_game, script_die

    game = new_game(players=2)
    arrange(game, health=7, forest_deck=1, box_reserve=20, hands={0: ["Tribute of Timber"]})
    die = script_die(game, 1, 6)
    play_round(game, {0: "Tribute of Timber", 1: "Felling Axe"})

The ``game`` fixture (a fresh four-player game) is in conftest.py.
"""

from __future__ import annotations

import forestnb


class ScriptedDie:
    """Stands in for a game's random stream once setup is done: each Forest Die roll
    (``randint(1, 6)``) returns the next scripted face, and every roll is remembered."""

    def __init__(self, faces):
        self.faces = list(faces)
        self.rolled = []

    def randint(self, low, high):
        assert (low, high) == (1, 6), "the Forest Die is a six-sided die"
        if not self.faces:
            raise AssertionError("the Forest Die was rolled more often than the test scripted")
        face = self.faces.pop(0)
        self.rolled.append(face)
        return face


def new_game(players=4, seed=11, **options):
    return forestnb.new_game("humbaba", players=players, seed=seed, **options)


def script_die(game, *faces):
    die = ScriptedDie(faces)
    game.rng = die
    return die


def cedars(game):
    """Every cedar in the game: Forest Deck + Box Reserve + all Stockpiles."""
    return game.forest_deck + game.box_reserve + sum(seat.stockpile for seat in game.seats)


def all_keys(value):
    """Every dict key anywhere inside a nested structure of dicts and lists."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from all_keys(inner)
    elif isinstance(value, (list, tuple)):
        for inner in value:
            yield from all_keys(inner)


def round_begins(game, number):
    """The place in ``game.events`` of the event that opens round ``number``."""
    return next(i for i, e in enumerate(game.events) if e.rule == "H-round" and e.data["round"] == number)
