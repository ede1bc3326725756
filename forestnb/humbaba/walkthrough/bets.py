"""The answers to the Humbaba bets (their words are in ``sections``): each comes from the engine
at the moment the learner clicks Reveal, from the example that follows the bet."""
from __future__ import annotations

from typing import Callable

from . import examples
from .sections import (
    BURST_CARD, BURST_PATIENCE, CLIP_CARD, CLIP_HEALTH, DIE_EXCESS, DIE_HEALTH, HARVEST_CAPACITY, HARVEST_CARD, REGEN_HEALTH,
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
    "defection": lambda: -examples.defection_example(patience=BURST_PATIENCE, card=BURST_CARD.name).change("Forest Health"),
}
