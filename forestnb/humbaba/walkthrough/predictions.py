"""Bets before the reveal: each asks about the example that follows it, and the answer comes
from the engine at the moment the learner clicks (``forestnb.widgets.predict``)."""
from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ...widgets import predict
from . import examples


def _demand() -> int:
    return int(examples.harvest_example(capacity=2, card="Felling Axe").extras[1].loc[1, "demand"])


def _collapse_percent() -> float:
    return round(100 * float(examples.die_forecast(excess=3, health=5)["collapse_probability"]), 1)


def _regenerated() -> int:
    return examples.regeneration_example(health=7).change("Forest Deck")


def _clipped_regeneration() -> int:
    return examples.clip_example("Clear-Cut", health=8).change("Forest Deck")


def _health_lost() -> int:
    step = examples.defection_example(patience=3, card="Crown of Cedar")
    return -step.change("Forest Health")


BETS: dict[str, dict[str, Any]] = {
    "harvest_phase": dict(question="Seat 1 has 2 Capacity tokens and plays Felling Axe (harvest 2). How many cedars does it take?",
                    minimum=0, maximum=10, step=1, unit="cedars", reveal=_demand,
                    explain="Card value 2 + Capacity 2: Capacity is added to every harvest that player makes."),
    "die": dict(question="Forest Health 5, and the harvest asks for 3 cedars more than the Forest Deck holds. "
                         "What is the chance the forest collapses?",
                minimum=0, maximum=100, step=1, unit="%", reveal=_collapse_percent,
                explain="Each roll survives with 4/6; all three survive with (4/6)³ ≈ 30%, so 70% of the time the forest falls."),
    "regeneration": dict(question="Forest Health 7, a calm round. How many cedars does regeneration bring into the Forest Deck?",
                         minimum=0, maximum=10, step=1, unit="cedars", reveal=_regenerated,
                         explain="floor(7 / 2) = 3, taken from the hidden Box Reserve."),
    "clip": dict(question="Health 8; a Clear-Cut takes it to 6 this round. How many cedars regenerate in the *next* round (a calm one)?",
                 minimum=0, maximum=6, step=1, unit="cedars", reveal=_clipped_regeneration,
                 explain="Health 6 would bring 3, but the clip cuts 2: one cedar. The next round is back to 3."),
    "defection": dict(question="The Stranger-King has banked 3 Patience, defects and plays Crown of Cedar (Aggressive: Health −2). "
                               "How much Forest Health is lost this round?",
                      minimum=0, maximum=10, step=1, unit="Health", reveal=_health_lost,
                      explain="2 for the card and 1 per Patience token for the burst: 5 in all."),
}


def bet(section: str) -> widgets.VBox:
    """The prediction widget of a section (see ``BETS``)."""
    return predict.bet(BETS, section)

