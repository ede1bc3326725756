"""Which games exist, and the three ways to get one: new, from a save, or by name for sweeps."""

from __future__ import annotations

import json
from typing import Any

from .actions import Action
from .errors import IllegalActionError, excerpt
from .game import SAVE_FORMAT, Game

_GAMES: dict[str, type[Game]] = {}


def register_game(cls: type[Game]) -> type[Game]:
    """Class decorator that makes a game available under ``cls.name``."""
    _GAMES[cls.name] = cls
    return cls


def games() -> list[str]:
    return sorted(_GAMES)


_FIRST: list[str] = []


def put_first(name: str) -> None:
    """Make ``name`` the game listed first, the one a new class's tables play unless the teacher
    chooses another (``forestnb/__init__.py`` says which, not the order games happen to register in)."""
    game_class(name)
    _FIRST[:] = [name]


def first_game() -> str:
    """The game listed first (see ``put_first``), else the first by name."""
    return _FIRST[0] if _FIRST else games()[0]


def game_class(name: str) -> type[Game]:
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {excerpt(name)}; available games: {', '.join(games())}") from None


def new_game(name: str, *, players: int, seed: int, **options: Any) -> Game:
    return game_class(name)(players=players, seed=seed, **options)


def load_game(text: str) -> Game:
    """Rebuild a saved game by replaying its actions, and check it matches the saved state.

    Anything that is not a save is refused with a ValueError saying what to pass instead, so a
    notebook user who hands over a path or an already-parsed dict learns the fix, not json's internals."""
    data = _read_save(text)
    game = new_game(data["game"], players=data["players"], seed=data["seed"], **data["options"])
    for number, raw in enumerate(data["actions"], start=1):
        try:
            action = Action.from_json(raw)
        except ValueError as err:
            raise ValueError(f"saved game does not replay: action {number} is not a saved action: {err}") from None
        try:
            game.apply(action)
        except IllegalActionError as err:
            raise ValueError(
                f"saved game does not replay: action {number} ({excerpt(raw)}) is illegal: {err}"
            ) from None
    if "snapshot" in data and json.loads(json.dumps(game.snapshot())) != data["snapshot"]:
        raise ValueError(
            "saved game replays to a different state than the one saved (edited file, or another rules version)"
        )
    return game


def _read_save(text: object) -> dict[str, Any]:
    """The parsed save, its keys checked for the kinds of value a replay needs."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise ValueError(
            f"load_game takes the JSON text of a save, got {type(text).__name__}; for a file pass "
            "path.read_text(), for a dict pass json.dumps(d)"
        )
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"not a saved forestnb game (invalid JSON: {err})") from None
    except ValueError:  # json's only other refusal: a number past Python's 4,300-digit limit
        raise ValueError("not a saved forestnb game (it holds a number of more than 4,300 digits)") from None
    except RecursionError:
        raise ValueError("not a saved forestnb game (its JSON is nested too deeply to read)") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError(f"not a saved forestnb game (expected a JSON object with format {SAVE_FORMAT})")
    missing = [key for key in ("game", "players", "seed", "options", "actions") if key not in data]
    if missing:
        raise ValueError(f"saved game is missing: {', '.join(missing)}")
    for key, kind, words in (
        ("options", dict, "a JSON object of option names and values"),
        ("actions", list, "a list of actions"),
    ):
        if not isinstance(data[key], kind):
            raise ValueError(f"saved game's {key} must be {words}, got {excerpt(data[key])}")
    return data
