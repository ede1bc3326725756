"""The Forest's options: its two add-ons, each declared once (``forestnb.core.options``)."""
from __future__ import annotations

from ..core.options import FLAG_KNOB, Option

TITLE = "The Forest"

OPTIONS = (
    Option("deep_woods", False, "Deep Woods", "the Deep Woods cards join the deck", knob=FLAG_KNOB),
    Option("forest_tales", False, "Forest Tales", "a Forest Tale is turned up each round", knob=FLAG_KNOB),
)
