"""The answers to Cardswild's bets (their words are in ``sections``): each comes from the engine
at the moment the learner clicks Reveal, from the games or the example its Reveal then shows
(``SHOWS``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import forestnb

from ...widgets.walkthrough import average
from . import examples
from .sections import MATCH_GAMES

GIDDYUP_TABLE = ("aggressive",) * 4
SEASON_TABLE = ("steady",) * 4


def _attack_percent() -> float:
    return round(100 * examples.attack_share(2), 1)


def _per_game(table: tuple[str, ...], column: str) -> float:
    return average("cardswild", table, lambda row: row[column], games=forestnb.scaled_games(200, 30), seed=1)


def _still_counted() -> int:
    return examples.lion_victim_example().game.areas[1].counted()


def _first_player_of_last_game() -> int:
    game = examples.match_example(match_games=MATCH_GAMES).game
    return (game.results[-1]["dealer"] + 1) % game.players


ANSWERS: dict[str, Callable[[], float | str]] = {
    "deck": _attack_percent,
    "giddyup": lambda: round(_per_game(GIDDYUP_TABLE, "giddyups"), 2),
    "lion": _still_counted,
    "seasons": lambda: round(_per_game(SEASON_TABLE, "seasons"), 1),
    "match": _first_player_of_last_game,
}
SHOWS: dict[str, Sequence[Callable[[], Any]]] = {
    "deck": (examples.deck_example,),
    "giddyup": (examples.giddyup_example,),
    "lion": (examples.lion_example,),
    "seasons": (examples.season_example,),
    "match": (lambda: examples.match_example(match_games=MATCH_GAMES),),
}
