"""The look every game shares: seat colours, group colours, chart margins, fonts and how a log marks a line.

A game's own colours (Humbaba's Forest Health bands, its card kinds, each game's log highlights)
live in that game's ``styles`` module; this one holds only what is the same for all four, so a
seat is drawn in one colour on every board, chart and class page.
"""

from __future__ import annotations

from typing import NamedTuple

SEAT_COLOURS = ("#08519c", "#8073ac", "#35978f", "#543005")
"""Blue, purple, teal and dark brown, one per seat. Forest Health is drawn in green, orange and
red (``forestnb.humbaba.styles.BAND_COLOURS``), so no seat's colour may pass for a health band:
the four stay apart from the bands and from each other under the common colour-vision deficiencies
(tests/widgets/test_styles.py measures it), and are dark enough to read as text on white."""
GROUP_COLOURS = ("#2166ac", "#e08214", "#6a3d9a", "#01665e", "#8c510a", "#c51b7d", "#1b7837", "#b2182b")
"""One per line or box of a what-if chart (a bot table, a setting), in the order the groups come."""
MARGINS = {"l": 50, "r": 20, "t": 50, "b": 50}
"""A chart's margins in pixels: room for the axis titles and the chart's own title."""
FONT = "sans-serif"
LOG_FONT = "monospace"
"""The log is set in a fixed-width font so the numbers of successive lines line up."""
ROUND_COLOUR = "#1b7837"
NOTICE = "background:#fff3b0;border:2px solid #e08214;font-size:15px;font-weight:bold;padding:6px 10px"
"""A board's bright notice (a Giddyup just played, a question waiting for the seat's answer): CSS."""


class LogMark(NamedTuple):
    """How a log shows a line containing ``words``: in ``colour``, with CSS font ``weight``."""

    words: str
    colour: str
    weight: str = "bold"


ROUND_MARK = LogMark("Round ", ROUND_COLOUR)
"""The start of a round, marked in every game that plays in rounds."""


def seat_colour(seat: int) -> str:
    """The colour of a seat; seats beyond the palette take its colours again in order."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
