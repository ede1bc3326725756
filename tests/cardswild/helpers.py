"""Helpers for the Cardswild rule tests: what only a test needs beside the scenes.

A rule test builds a game, lays the exact table the rule talks about out with
``forestnb.cardswild.scenes`` (the walkthrough's own scenes: hands, hunt areas, the two piles,
whose turn and which moment), applies a move and checks what the rule says:

    game = lay_out(new_game(players=3), hands={0: ["Nightfall"], 1: ["Grouse"]},
                   areas={1: {"daylight": "Daylight"}}, phase="play")
    game.apply(attack("Nightfall", 1))
"""

from __future__ import annotations

import json

import pytest

import forestnb
from forestnb import IllegalActionError
from forestnb.core.actions import Action


def new_game(players=2, seed=7, **options):
    """The rule tests' fresh game: seed 7 unless a test needs another deal."""
    return forestnb.new_game("cardswild", players=players, seed=seed, **options)


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
