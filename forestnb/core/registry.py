"""Which games exist, and the three ways to get one: new, from a save, or by name for sweeps."""
from __future__ import annotations

import json
from typing import Any

from .actions import Action
from .errors import IllegalActionError
from .game import SAVE_FORMAT, Game

_GAMES: dict[str, type[Game]] = {}


def register_game(cls: type[Game]) -> type[Game]:
    """Class decorator that makes a game available under ``cls.name``."""
    _GAMES[cls.name] = cls
    return cls


def games() -> list[str]:
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {name!r}; available games: {', '.join(games())}") from None


def new_game(name: str, *, players: int, seed: int, **options: Any) -> Game:
    return game_class(name)(players=players, seed=seed, **options)


def load_game(text: str) -> Game:
    """Rebuild a saved game by replaying its actions, and check it matches the saved state."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"not a saved forestnb game (invalid JSON: {err})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError(f"not a saved forestnb game (expected a JSON object with format {SAVE_FORMAT})")
    missing = [key for key in ("game", "players", "seed", "options", "actions") if key not in data]
    if missing:
        raise ValueError(f"saved game is missing: {', '.join(missing)}")
    game = new_game(data["game"], players=data["players"], seed=data["seed"], **data["options"])
    for number, raw in enumerate(data["actions"], start=1):
        try:
            game.apply(Action.from_json(raw))
        except IllegalActionError as err:
            raise ValueError(f"saved game does not replay: action {number} ({raw!r}) is illegal: {err}") from None
    if "snapshot" in data and json.loads(json.dumps(game.snapshot())) != data["snapshot"]:
        raise ValueError("saved game replays to a different state than the one saved (edited file, or another rules version)")
    return game
