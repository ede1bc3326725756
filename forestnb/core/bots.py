"""The bot protocol, the random bot every game has, and each game's list of bots.

A bot is any object with a ``name`` and ``choose(game, seat, rng)``; it should decide from
``game.view(seat)`` and ``game.legal_actions()`` only, as a player at the table would. Bots are
plain classes with their parameters as attributes, so they pickle into worker processes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from .actions import Action
from .errors import excerpt
from .game import Game


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, game: Game, seat: int, rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot should beat."""

    name = "random"

    def choose(self, game: Game, seat: int, rng: random.Random) -> Action:
        return rng.choice(game.legal_actions())

    def __repr__(self) -> str:
        return "RandomBot()"


_BOTS: dict[str, dict[str, Callable[..., Bot]]] = {}


def register_bots(game: str, factories: dict[str, Callable[..., Bot]]) -> None:
    _BOTS[game] = {"random": RandomBot, **factories}


def bots(game: str) -> list[str]:
    """The bot names a game offers (each usable as a string wherever bots are asked for)."""
    from .registry import game_class

    game_class(game)
    return sorted(_BOTS.get(game, {"random": RandomBot}))


def make_bot(game: str, spec: Bot | str, **params: Any) -> Bot:
    """Turn a bot name (or an existing bot) into a bot for ``game``."""
    if not isinstance(spec, str):
        if not isinstance(spec, Bot):
            raise ValueError(f"a bot needs a 'name' and a 'choose(game, seat, rng)' method, got {excerpt(spec)}")
        return spec
    return _BOTS.get(game, {"random": RandomBot})[check_bot_name(game, spec)](**params)


def check_bot_name(game: str, name: str) -> str:
    """A bot name ``game`` offers, or a ValueError listing the ones it does."""
    factories = _BOTS.get(game, {"random": RandomBot})
    if name not in factories:
        raise ValueError(f"unknown bot {excerpt(name)} for {game}; available bots: {', '.join(sorted(factories))}")
    return name
