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


# -- export -----------------------------------------------------------------------------------------
def export_games(store: ClassStore, *, include_retired: bool = True) -> str:
    """Every game of the class as JSON: ``{"class": name, "games": [save, ...]}``, each save one
    that ``forestnb.load_game(json.dumps(save))`` opens, tagged with its table and seats."""
    games = []
    for info in store.tables(include_retired=include_retired):
        save = json.loads(store.replay(info["id"]).to_json())
        save["classroom"] = {
            "table": info["number"],
            "table_id": info["id"],
            "replay_of": info["replay_of"],
            "seats": [seat["bot"] or "student" for seat in info["seats"]],
        }
        games.append(save)
    return json.dumps({"class": store.meta("name"), "games": games})


def games_frame(store: ClassStore, *, include_retired: bool = True) -> pd.DataFrame:
    """One tidy row per game, with the columns of ``forestnb.simulate`` (a student's seat is
    bot "student") plus the table's number and id."""
    rows = []
    for info in store.tables(include_retired=include_retired):
        game = store.replay(info["id"])
        seats = [SimpleNamespace(name=seat["bot"]) if seat["bot"] else STUDENT for seat in info["seats"]]
        rows.append({"table": info["number"], "table_id": info["id"], "over": game.is_over(), **game_row(game, seats)})
    return pd.DataFrame(rows)
