"""Helpers for the Forest Hunters rule tests: what only a test needs beside the scenes.

A rule test builds a game, lays the table the rule talks about out with
``forestnb.hunters.scenes`` (the walkthrough's own scenes: hands, fields, discard piles, hearts,
whose turn and which phase), makes a move and checks what the rule says:

    from forestnb.hunters.scenes import arrange, play
    from .helpers import new_game

    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Grey Wolf"]}, fields={1: ["Black Bear"]})
    play(game, "Grey Wolf")
"""

from __future__ import annotations

import forestnb
from forestnb.hunters.rules import HuntersGame


def new_game(players: int = 2, seed: int = 3, **options) -> HuntersGame:
    """The rule tests' fresh game: seed 3 unless a test needs another deal."""
    return forestnb.new_game("hunters", players=players, seed=seed, **options)
