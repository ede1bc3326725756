"""The answers to the Humbaba bets (their words are in ``sections``): each comes from the engine
at the moment the learner clicks Reveal, from the example its Reveal then shows (``SHOWS``), with
the chart that would give the answer away if it stood in the notebook."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from . import examples
from .figures import die_odds_figure, regeneration_figure
from .sections import (
    BURST_CARD,
    BURST_PATIENCE,
    CLIP_CARD,
    CLIP_HEALTH,
    DIE_EXCESS,
    DIE_HEALTH,
    HARVEST_CAPACITY,
    HARVEST_CARD,
    REGEN_HEALTH,
)


def _demand() -> int:
    step = examples.harvest_example(capacity=HARVEST_CAPACITY, card=HARVEST_CARD.name)
    return int(step.extras[1].cell(1, "demand"))


def _collapse_percent() -> float:
    return round(100 * float(examples.die_forecast(excess=DIE_EXCESS, health=DIE_HEALTH)["collapse_probability"]), 1)


ANSWERS: dict[str, Callable[[], float | str]] = {
    "harvest_phase": _demand,
    "die": _collapse_percent,
    "regeneration": lambda: examples.regeneration_example(health=REGEN_HEALTH).change("Forest Deck"),
    "clip": lambda: examples.clip_example(CLIP_CARD.name, health=CLIP_HEALTH).change("Forest Deck"),
    "defection": lambda: (
        -examples.defection_example(patience=BURST_PATIENCE, card=BURST_CARD.name).change("Forest Health")
    ),
}
SHOWS: dict[str, Sequence[Callable[[], Any]]] = {
    "harvest_phase": (examples.harvest_example,),
    "die": (examples.die_example, die_odds_figure),
    "regeneration": (examples.regeneration_example, regeneration_figure),
    "clip": (examples.clip_example, lambda: regeneration_figure(clip=True)),
    "defection": (examples.defection_example,),
}
