"""The answers to Forest Hunters' bets (their words are in ``sections``): each comes from the
engine at the moment the learner clicks Reveal, from the games or the example its Reveal then shows
(``SHOWS``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import forestnb

from ...widgets.walkthrough import average
from .battle_examples import battle_example, battles_to_discard
from .effect_examples import dice_example, fire_archer_hits, hand_trap_example
from .mechanic_examples import combination_example, end_example
from .sections import ATTACKER, COMBINATION, DEFENDER

TRAP_TABLE = ("careful", "careful")
RANDOM_TABLE = ("random", "random")


def _share(table: tuple[str, ...], of: Callable[[dict], float]) -> float:
    return average("hunters", table, of, games=forestnb.scaled_games(200, 20), seed=1)


def _hit_percent() -> float:
    plays = forestnb.scaled_games(600, 60)
    return round(100 * fire_archer_hits(plays) / plays, 1)


def _battles() -> int:
    return battles_to_discard(ATTACKER.name, DEFENDER.name)


def _combined_bp() -> int:
    return int(combination_example(COMBINATION.name).extras[0].cell("the combination", "BP"))


ANSWERS: dict[str, Callable[[], float | str]] = {
    "battle_phase": _battles,
    "hand_traps": lambda: round(_share(TRAP_TABLE, lambda row: row["traps"]), 2),
    "dice": _hit_percent,
    "combination": _combined_bp,
    "end": lambda: round(100 * _share(RANDOM_TABLE, lambda row: row["ended_by"] == "deck out"), 1),
}
SHOWS: dict[str, Sequence[Callable[[], Any]]] = {
    "battle_phase": (lambda: battle_example(ATTACKER.name, DEFENDER.name, turns=_battles()),),
    "hand_traps": (hand_trap_example,),
    "dice": (dice_example,),
    "combination": (lambda: combination_example(COMBINATION.name),),
    "end": (end_example,),
}
