"""Helpers for The Forest's rule tests.

A rule test builds a game, *arranges* the exact cards the rule talks about (hands, discard piles,
the top of the deck, played pairs, whose turn it is), makes the moves and checks what the rule
says. Arranging moves cards, it never invents them: every card not named goes into the deck (or,
when the deck itself is given, under the left discard pile), so the game's own conservation
check still holds.

    game = new_game(players=3)
    arrange(game, hands={0: ["dusk Raccoon", "sky Raccoon"]}, piles=[["sky Wolf"], []], top=["amber Owl"])
    act(game, "take", 0)

Each test module imports the helpers it uses from here (``from .helpers import act, arrange, new_game``).
"""
from __future__ import annotations

import json
from collections import Counter

import forestnb
from forestnb import Action


def new_game(players=2, seed=1, **options):
    return forestnb.new_game("forest", players=players, seed=seed, **options)


def arrange(game, *, hands=None, piles=None, top=None, deck=None, played=None, turn=None, phase="draw", skunked_now=False):
    """Lay the cards out exactly. ``top`` lists the deck's top cards, first = top; ``deck`` gives
    the whole deck (first = top) and sends the unnamed cards under the left discard pile."""
    code = game.catalogue.code
    pool = Counter(game.full_deck)

    def claim(label):
        card = code(label)
        assert pool[card] > 0, f"no {label} left to place (the deck has {Counter(game.full_deck)[card]})"
        pool[card] -= 1
        return card

    hands = {seat: [claim(label) for label in labels] for seat, labels in (hands or {}).items()}
    played = {seat: [tuple(claim(label) for label in group) for group in groups] for seat, groups in (played or {}).items()}
    named_piles = [[claim(label) for label in pile] for pile in (piles or [[], []])]
    named_deck = [claim(label) for label in (deck if deck is not None else top or [])]
    rest = sorted(pool.elements())
    with game.edit():
        game.hands = [hands.get(seat, []) for seat in range(game.players)]
        game.played = [played.get(seat, []) for seat in range(game.players)]
        game.hidden = [[] for _ in range(game.players)]
        game.drawn, game.peeked = [], []
        if deck is None:
            game.deck = rest + named_deck[::-1]
            game.piles = named_piles
        else:
            game.deck = named_deck[::-1]
            game.piles = [rest + named_piles[0], named_piles[1]]
        if turn is not None:
            game.turn = turn
        game.phase = phase
        game.skunked_now = skunked_now
        game.recount()
    return game


def act(game, kind, *args):
    game.apply(Action(kind, tuple(args)))
    return game


def labels(game, codes):
    return sorted(game.index.labels[c] for c in codes)


def hand(game, seat):
    return labels(game, game.hands[seat])


def state_of(game):
    return json.dumps(game.snapshot(), sort_keys=True), list(game.log), list(game.history), game.legal_actions()
