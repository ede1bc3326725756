"""Helpers for The Forest's rule tests: what only a test needs beside the scenes.

A rule test builds a game, lays the exact cards the rule talks about out with
``forestnb.forest.scenes`` (the walkthrough's own scenes: hands, discard piles, the top of the
deck, played pairs, whose turn), makes the moves and checks what the rule says:

    game = arrange(new_game(players=3), hands={0: ["dusk Raccoon", "sky Raccoon"]},
                   piles=[["sky Wolf"], []], top=["amber Owl"])
    move(game, ("take", 0))

Each test module imports the scenes from ``forestnb.forest.scenes`` and the helpers below from here.
"""

from __future__ import annotations

import json

import forestnb


def new_game(players=2, seed=1, **options):
    """The rule tests' fresh game: seed 1 unless a test needs another deal."""
    return forestnb.new_game("forest", players=players, seed=seed, **options)


def labels(game, codes):
    return sorted(game.index.labels[c] for c in codes)


def hand(game, seat):
    return labels(game, game.hands[seat])


def state_of(game):
    return json.dumps(game.snapshot(), sort_keys=True), list(game.log), list(game.history), game.legal_actions()
