"""Forest situations laid out on purpose: the one place the walkthrough and the rule tests arrange a table.

A scene is a real, seeded game with the cards a rule talks about laid out exactly (hands, discard
piles, the deck's top cards, played pairs, whose turn it is and at which moment), through
``game.edit()``. Laying out only moves cards, it never invents them: every card not named stays
in the deck in its shuffled order (or under the left discard pile when the deck is cut short), so
the game's own conservation check still holds. The engine then makes the moves as it always
would. Nothing here decides a rule, and nothing here draws: this module imports only the engine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import forestnb

from ..core.actions import Action
from .rules import ForestGame

Move = Action | tuple[Any, ...]
"""A move: an engine action, or ``(kind, *args)`` such as ``("take", 0)`` or ``("keep", "dusk Owl", 1)``."""
ELEVEN_POINTS = ("ochre Bear Cave", "ochre Bear", "rose Bear")
"""A hand of eleven card points (the Bear Cave's 5 and 3 for each Bear), past the 7 a call needs."""


def table(players: int = 2, *, seed: int = 1, **options: Any) -> ForestGame:
    """A fresh seeded game (round 1, Seat 0 to draw)."""
    return forestnb.new_game("forest", players=players, seed=seed, **options)


def arrange(
    game: ForestGame,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    piles: Sequence[Sequence[str]] = ((), ()),
    top: Sequence[str] = (),
    played: Mapping[int, Sequence[Sequence[str]]] | None = None,
    deck_size: int | None = None,
    turn: int = 0,
    phase: str = "draw",
    totals: Sequence[int] | None = None,
    skunked_now: bool = False,
) -> ForestGame:
    """Lay the cards out (labels like ``"dusk Raccoon"``): hands, discard piles (last = top), the
    deck's top cards (first = top) and played pairs; ``deck_size`` trims the deck, the cards taken
    off going under the left discard pile (``top=[...], deck_size=len(top)`` names the whole deck).
    Seat ``turn`` is to move at ``phase``; no call is standing and nobody is skunked unless
    ``skunked_now`` (the seat to move was just skunked)."""
    code = game.catalogue.code
    left = [
        *game.deck,
        *(c for pile in game.piles for c in pile),
        *(c for hand in game.hands for c in hand),
        *(c for groups in game.played for group in groups for c in group),
    ]

    def claim(label: str) -> int:
        if label not in game.catalogue.codes:
            raise ValueError(f"{label!r} is not a card; cards are named like 'dusk Raccoon' (colour, then kind)")
        card = code(label)
        if card not in left:
            raise ValueError(f"no {label} is left to lay out (the deck has {game.full_deck.count(card)})")
        left.remove(card)
        return card

    with game.edit():
        game.hands = [[claim(label) for label in (hands or {}).get(seat, ())] for seat in range(game.players)]
        game.played = [
            [tuple(claim(label) for label in group) for group in (played or {}).get(seat, ())]
            for seat in range(game.players)
        ]
        named = [[claim(label) for label in pile] for pile in piles]
        tops = [claim(label) for label in top]
        keep = len(left) if deck_size is None else deck_size - len(tops)
        if keep < 0 or keep > len(left):
            raise ValueError(f"a deck of {deck_size} cannot hold the {len(tops)} top cards named")
        game.deck = left[len(left) - keep :] + tops[::-1]
        game.piles = [left[: len(left) - keep] + named[0], named[1]]
        game.hidden = [[] for _ in range(game.players)]
        game.drawn, game.peeked, game.looking_at = [], [], None
        game.extra_turns, game.call, game.caller, game.last_turns = 0, None, None, []
        game.skunked, game.skunked_now = [False] * game.players, skunked_now
        game.turn, game.phase = turn, phase
        if totals is not None:
            game.totals = list(totals)
        game.recount()
    return game


def move(game: ForestGame, *moves: Move) -> ForestGame:
    """Make the moves, each checked by the engine like a player's."""
    for item in moves:
        game.apply(item if isinstance(item, Action) else Action(item[0], tuple(item[1:])))
    return game


# -- named situations ---------------------------------------------------------------------------
def may_call(game: ForestGame, seat: int = 0) -> ForestGame:
    """``seat`` holds ``ELEVEN_POINTS`` and nothing else at its play step: it may call Score or Strike."""
    return arrange(game, hands={seat: ELEVEN_POINTS}, turn=seat, phase="play")
