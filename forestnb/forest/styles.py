"""The Forest's own look: the log lines it marks and the colours of how a round ends."""

from __future__ import annotations

from ..widgets.styles import ROUND_MARK

LOG_MARKS = (ROUND_MARK,)
"""A round's start stands out in the log; every other line is plain."""
ENDING_COLOURS = ("#2166ac", "#1b7837", "#b2182b", "#999999")
"""The ways a round ends in the what-if's chart, in the order of ``figures.ENDINGS``."""
