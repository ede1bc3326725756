"""Bets before the reveal: each asks about the example or the games that follow it, and the
answer comes from the engine at the moment the learner clicks (``forestnb.widgets.predict``)."""
from __future__ import annotations

from typing import Any

import ipywidgets as widgets

import forestnb

from ...widgets import predict
from .battle_examples import battles_to_discard
from .effect_examples import fire_archer_hits
from .mechanic_examples import combination_example

TRAP_TABLE = ("careful", "careful")
RANDOM_TABLE = ("random", "random")


def _games(bots: tuple[str, ...]) -> Any:
    return forestnb.simulate("hunters", list(bots), games=forestnb.scaled_games(200, 20), seed=1, progress=False)


def _hit_percent() -> float:
    plays = forestnb.scaled_games(600, 60)
    return round(100 * fire_archer_hits(plays) / plays, 1)


def _pack_bond_bp() -> int:
    return int(combination_example("Pack Bond").extras[0].loc["the combination", "BP"])


def _traps_per_game() -> float:
    return round(float(_games(TRAP_TABLE)["traps"].mean()), 2)


def _deck_out_percent() -> float:
    return round(100 * float((_games(RANDOM_TABLE)["ended_by"] == "deck out").mean()), 1)


BETS: dict[str, dict[str, Any]] = {
    "battle_phase": dict(question="Grey Wolf (3 BP) battles Cave Bear (5 BP, 7 SHD) once in each of its turns, and nothing "
                                  "heals the bear. How many battles until Cave Bear goes to the discard pile?",
                         minimum=1, maximum=5, step=1, unit="battles", reveal=battles_to_discard,
                         explain="Three: 7 − 3 = 4, then 1, then 0. The damage stays on the bear from turn to turn "
                                 "(ruling H13), so even a small character wears a big one down."),
    "hand_traps": dict(question="Two careful bots play each other. How many hand traps are sprung in a game, on average?",
                       minimum=0, maximum=4, step=0.1, unit="per game", reveal=_traps_per_game,
                       explain="About one a game: a deck holds at most two hand traps, they must be in the hand "
                               "at the right moment, and the careful bot keeps them for a battle or an effect that "
                               "really hurts."),
    "dice": dict(question="Fire Archer's roll needs 4 or more on a D6. Played again and again, in what share of the plays "
                          "does it take a heart?",
                 minimum=0, maximum=100, step=5, unit="%", reveal=_hit_percent,
                 explain="About half: 4, 5 or 6 is three faces in six. The count from the engine's seeded dice wobbles "
                         "around 50% and settles as the number of plays grows."),
    "combination": dict(question="Pack Bond (1 BP, 1 SHD) stacks Grey Wolf (3 BP, 3 SHD) and Moon Wolf (3 BP, 4 SHD). "
                                 "How many BP does the combination battle with?",
                        minimum=0, maximum=12, step=1, unit="BP", reveal=_pack_bond_bp,
                        explain="Seven: the printed BP of the materials plus the combination card's own (ruling H6). "
                                "Two characters become one bigger one, and two zones become one."),
    "end": dict(question="Two random bots play each other. In what share of their games does every deck run out "
                         "before anyone is knocked out?",
                minimum=0, maximum=100, step=5, unit="%", reveal=_deck_out_percent,
                explain="More than half. Players who battle at random rarely finish anybody off in 20 cards; the "
                        "bots that battle on purpose nearly always win by knockout (the what-if notebook shows it)."),
}


def bet(section: str) -> widgets.VBox:
    """The prediction widget of a section (see ``BETS``)."""
    return predict.bet(BETS, section)
