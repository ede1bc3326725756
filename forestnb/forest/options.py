"""The Forest's options: its two add-ons, each declared once (``forestnb.core.options``)."""

from __future__ import annotations

from ..core.options import FLAG_KNOB, Option

TITLE = "The Forest"

OPTIONS = (
    Option(
        "deep_woods",
        False,
        "Deep Woods",
        "8 more cards, the Badger and the Skunk among them (ruling F9)",
        knob=FLAG_KNOB,
    ),
    Option(
        "forest_tales",
        False,
        "Forest Tales",
        "each round turns up a tale whose rule holds that round (ruling F10)",
        knob=FLAG_KNOB,
    ),
)
