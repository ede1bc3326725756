"""The answers to The Forest's bets (their words are in ``sections``): each comes from the engine
at the moment the learner clicks Reveal, from the example its Reveal then shows (``SHOWS``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..rules import CALL_POINTS
from . import examples
from .sections import CANARIES, OWL_PAIRS, STEAL_LIONS, STEAL_OTHERS, STEALS


def _lion_points() -> int:
    return int(examples.scoring_example("lions").breakdown["lions"])


def _canary_points() -> int:
    return int(examples.scoring_example("collections", hand=CANARIES).breakdown["total"])


def _strike_tie_gain() -> int:
    return int(examples.call_example("strike", opponent=CALL_POINTS).extras[0].cell(0, "gained"))


def _owl_turns() -> int:
    return 1 + sum(e.rule == "F-extra" for e in examples.owl_example(OWL_PAIRS).game.events)


ANSWERS: dict[str, Callable[[], float | str]] = {
    "owl": _owl_turns,
    "fox": lambda: examples.steal_share(STEAL_LIONS, STEAL_OTHERS, STEALS),
    "collections": _canary_points,
    "lions": _lion_points,
    "strike": _strike_tie_gain,
}
SHOWS: dict[str, Sequence[Callable[[], Any]]] = {
    "owl": (lambda: examples.owl_example(pairs=OWL_PAIRS),),
    "fox": (examples.fox_example,),
    "collections": (lambda: examples.scoring_example("collections"),),
    "lions": (lambda: examples.scoring_example("lions"),),
    "strike": (lambda: examples.call_example("strike", opponent=CALL_POINTS),),
}
