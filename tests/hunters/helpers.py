"""Helpers for the Forest Hunters rule tests.

A rule test builds a game, *arranges* the table the rule talks about (hands, fields, discard
piles, hearts, whose turn and which phase), makes a move and checks what the rule says. Arranging
only moves each seat's own cards between its places, so every arranged table still holds every
card exactly once:

    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Grey Wolf"]}, fields={1: ["Black Bear"]})
    play(game, "Grey Wolf")
"""
from __future__ import annotations

import forestnb
from forestnb.hunters.rules import HuntersGame
from forestnb.hunters.scenes import (  # noqa: F401  (the tests import them from here)
    act, arrange, attack, card_id, discard_of, hand_of, offered, on_field, play, stacked, stats, supports_of, to_battle,
    unit,
)


def new_game(players: int = 2, seed: int = 3, **options) -> HuntersGame:
    return forestnb.new_game("hunters", players=players, seed=seed, **options)
