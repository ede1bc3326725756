"""Bets before the reveal: each asks about the example or the games that follow it, and the
answer comes from the engine at the moment the learner clicks (``forestnb.widgets.predict``)."""
from __future__ import annotations

from typing import Any

import ipywidgets as widgets

import forestnb

from ...widgets import predict
from . import examples

GIDDYUP_TABLE = ("aggressive",) * 4
SEASON_TABLE = ("steady",) * 4


def _attack_percent() -> float:
    return round(100 * examples.attack_share(2), 1)


def _games(table: tuple[str, ...]) -> Any:
    return forestnb.simulate("cardswild", list(table), games=forestnb.scaled_games(200, 30), seed=1, progress=False)


def _giddyups_per_game() -> float:
    return round(float(_games(GIDDYUP_TABLE)["giddyups"].mean()), 2)


def _seasons_per_game() -> float:
    return round(float(_games(SEASON_TABLE)["seasons"].mean()), 1)


def _still_counted() -> int:
    return examples.lion_victim_example().game.areas[1].counted()


def _first_player_of_game_3() -> int:
    results = examples.match_example(match_games=3).game.results
    return (results[2]["dealer"] + 1) % 3


BETS: dict[str, dict[str, Any]] = {
    "deck": dict(question="Two players take 52 cards out of the 114, but never a Trouble, Safe card or Mountain Lion. "
                          "What share of the two-player deck is Troubles, Safe cards and Lions?",
                 minimum=0, maximum=60, step=1, unit="%", reveal=_attack_percent,
                 explain="22 such cards in 62: more than a third, against about a fifth (22 of 114) with four players. "
                         "A small table is a rougher one."),
    "giddyup": dict(question="Four aggressive hunters, who attack whenever they can: how many Giddyups happen in a game, on average?",
                    minimum=0, maximum=10, step=0.5, unit="per game", reveal=_giddyups_per_game,
                    explain="Few. There is only one of each Safe card, and a Giddyup needs the victim to hold the right one "
                            "at the moment the right Trouble arrives. Even then it never bounces twice: the one Safe card "
                            "that could stop the Trouble is already face up in front of the defender."),
    "lion": dict(question="Seat 1 has all 4 Grouse and 1 Rabbit. A Mountain Lion takes one of its Grouse. "
                          "How many of Seat 1's trophies still count towards the 11?",
                 minimum=0, maximum=5, step=1, unit="trophies", reveal=_still_counted,
                 explain="Four: three Grouse and the Rabbit. But the Rabbit waits: Seat 1 must hunt a Grouse again "
                         "before it may play another Rabbit."),
    "seasons": dict(question="Four steady hunters: how many seasons (times through the draw pile) does a game last, on average?",
                    minimum=1, maximum=10, step=0.5, unit="seasons", reveal=_seasons_per_game,
                    explain="Several: most cards go by without being the card somebody needs, so the pile is shuffled "
                            "again and again, the Mountain Lions with it."),
    "match": dict(question="A three-game match of three players: Seat 0 plays first in game 1. Which seat plays first in game 3?",
                  minimum=0, maximum=2, step=1, unit="", reveal=_first_player_of_game_3,
                  explain="The deal moves one seat to the left after each game, and the player left of the dealer "
                          "begins: Seat 0, then Seat 1, then Seat 2."),
}


def bet(section: str) -> widgets.VBox:
    """The prediction widget of a section (see ``BETS``)."""
    return predict.bet(BETS, section)
