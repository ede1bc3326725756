"""Determinization: a whole game state one seat could not tell from the real one.

A searching player cannot look at the cards it may not see, so it plays many imagined games
instead, each dealt from the cards it has not seen. ``determinize(game, seat, rng)`` builds one:
the public state is carried over, and every hidden place (other hands, the order of every
face-down pile, cards face down in a discard pile) is dealt at random from the cards that, by
the seat's view, could be there. Each game's module ``forestnb.<game>.determinize`` says what is
hidden in it and how to count the unseen cards from ``view(seat)``.

Why a copy that is then dealt over, rather than a game built up from the view: the public
state of a game (tokens, phases, whose turn, the stack of pending effects) is large, and a copy
of it is exactly what the seat sees. What the seat may not see is overwritten here before
anything reads it, the random stream is replaced (it decides future shuffles and dice), and only
the seat's own events are kept; the tests scramble the real hidden cards and check that the
imagined games do not change.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, Protocol, TypeVar

from .game import Game
from .rng import SEED_BITS

Item = TypeVar("Item")


class Determinizer(Protocol):
    def __call__(self, game: Any, seat: int, rng: random.Random) -> Any: ...


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A full state of ``game`` that ``seat`` could not tell from the real one, its hidden
    cards and pile orders drawn with ``rng`` from what the seat's view leaves possible."""
    game.check_seat(seat)
    module = importlib.import_module(f"forestnb.{game.name}.determinize")
    return module.determinize(game, seat, rng)


def public_copy(game: Game, seat: int, rng: random.Random) -> Any:
    """A copy of ``game`` whose hidden places the caller deals over: its own random stream (the
    real one would tell future shuffles), only ``seat``'s events, and no action history (other
    seats' actions name cards the seat never saw)."""
    replacing = {"rng": random.Random(rng.getrandbits(SEED_BITS)), "events": game.events_for(seat), "history": []}
    copy = game.clone(replacing)
    copy._legal = None
    return copy


def unseen(everything: Iterable[Item], seen: Iterable[Item], where: str) -> list[Item]:
    """The cards of ``everything`` not among ``seen`` (copies counted), in a fixed order; a seen
    card the game does not hold is a broken view, named by ``where``."""
    left = Counter(list(everything))
    left.subtract(seen)
    missing = sorted(str(card) for card, count in left.items() if count < 0)
    if missing:
        raise ValueError(f"{where}: the view shows cards the game does not hold: {', '.join(missing)}")
    return sorted(left.elements(), key=str)


def deal(pool: Sequence[Item], sizes: Sequence[int], rng: random.Random, where: str) -> list[list[Item]]:
    """``pool`` shuffled and cut into piles of ``sizes``: every arrangement equally likely."""
    if len(pool) != sum(sizes):
        raise ValueError(f"{where}: {len(pool)} unseen cards for {sum(sizes)} hidden places")
    cards = list(pool)
    rng.shuffle(cards)
    piles, at = [], 0
    for size in sizes:
        piles.append(cards[at : at + size])
        at += size
    return piles
