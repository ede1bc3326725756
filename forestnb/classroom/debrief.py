"""What every class's lesson shares, from a class file: the export of every game (the poll chart
is ``poll_chart``). Each game's own reveal and debrief live beside its engine (``<game>/classlesson.py``, named
by its face), so this module names no game.
"""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pandas as pd

from ..core.game import Game
from ..core.match import game_row
from .store import ClassStore

STUDENT = SimpleNamespace(name="student")


def class_games(store: ClassStore) -> list[tuple[dict[str, Any], Game]]:
    """Every live table of the class with its game, replayed from the store."""
    return [(info, store.replay(info["id"])) for info in store.tables()]


def game_numbers(store: ClassStore) -> dict[int, int]:
    """Which game of its table each game of the class is, by table id: 1 for the game first
    dealt there, 2 for its replay (the silent game, then the talking one), and so on."""
    numbers: dict[int, int] = {}
    for info in store.tables(include_retired=True):
        numbers[info["id"]] = numbers.get(info["replay_of"], 0) + 1
    return numbers


def games_by_number(store: ClassStore) -> dict[int, list[tuple[dict[str, Any], Game]]]:
    """Every game of the class's live tables, replayed, by game number (``game_numbers``): a
    replayed table has a game 1 and a game 2, so the two can be drawn side by side. Each
    table's info carries its ``game_number``."""
    numbers = game_numbers(store)
    live = {info["number"] for info in store.tables()}
    found: dict[int, list[tuple[dict[str, Any], Game]]] = {}
    for info in store.tables(include_retired=True):
        if info["number"] in live:
            info = {**info, "game_number": numbers[info["id"]]}
            found.setdefault(info["game_number"], []).append((info, store.replay(info["id"])))
    return dict(sorted(found.items()))


# -- export -----------------------------------------------------------------------------------------
def export_games(store: ClassStore, *, include_retired: bool = True) -> str:
    """Every game of the class as JSON: ``{"class": name, "games": [save, ...]}``, each save one
    that ``forestnb.load_game(json.dumps(save))`` opens, tagged with its table and seats."""
    games = []
    numbers = game_numbers(store)
    for info in store.tables(include_retired=include_retired):
        save = json.loads(store.replay(info["id"]).to_json())
        save["classroom"] = {
            "table": info["number"],
            "table_id": info["id"],
            "game_number": numbers[info["id"]],
            "replay_of": info["replay_of"],
            "seats": [seat["bot"] or "student" for seat in info["seats"]],
            "moves": [
                {key: move[key] for key in ("number", "seat", "seconds", "bot", "forced")}
                for move in store.decisions(info["id"])
            ],
        }
        games.append(save)
    return json.dumps({"class": store.meta("name"), "games": games})


def games_frame(store: ClassStore, *, include_retired: bool = True) -> pd.DataFrame:
    """One tidy row per game, with the columns of ``forestnb.simulate`` (a student's seat is
    bot "student") plus the table's number and id, and which game of the table it is (1, and 2
    for a replay: ``game_numbers``)."""
    rows = []
    numbers = game_numbers(store)
    for info in store.tables(include_retired=include_retired):
        game = store.replay(info["id"])
        seats = [SimpleNamespace(name=seat["bot"]) if seat["bot"] else STUDENT for seat in info["seats"]]
        rows.append(
            {
                "table": info["number"],
                "table_id": info["id"],
                "game_number": numbers[info["id"]],
                "replay_of": info["replay_of"],
                "over": game.is_over(),
                **game_row(game, seats),
            }
        )
    frame = pd.DataFrame(rows)
    if "replay_of" in frame:
        frame["replay_of"] = frame["replay_of"].astype("Int64")  # an id, or none: never 1.0
    return frame


MOVE_COLUMNS = ("table", "table_id", "game_number", "move", "seat", "by", "action", "seconds", "forced", "at")


def moves_frame(store: ClassStore, *, include_retired: bool = True) -> pd.DataFrame:
    """One tidy row per decision of every game: its table and game number, the seat, who made it
    (``by``: "student" or the bot's name), the action, the ``seconds`` the seat took
    (``ClassStore.decisions``), whether a timer forced it, and its Unix time."""
    numbers = game_numbers(store)
    rows = [
        {
            "table": info["number"],
            "table_id": info["id"],
            "game_number": numbers[info["id"]],
            "move": move["number"],
            "seat": move["seat"],
            "by": move["bot"] or "student",
            "action": " ".join(map(str, move["action"])),
            "seconds": move["seconds"],
            "forced": move["forced"],
            "at": move["at"],
        }
        for info in store.tables(include_retired=include_retired)
        for move in store.decisions(info["id"])
    ]
    return pd.DataFrame(rows, columns=list(MOVE_COLUMNS))
