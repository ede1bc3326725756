"""Humbaba's own look: the Forest Health bands, the log lines that matter most, and a colour per card type.

Boards, figures and the walkthrough all draw Forest Health in these band colours, so "green"
means a thriving forest wherever a student sees it; seat colours (``forestnb.widgets.styles``)
never use them.
"""

from __future__ import annotations

from ..widgets.styles import ROUND_MARK, LogMark
from .rules import MAX_HEALTH

BAND_COLOURS = {"thriving": "#1b7837", "strained": "#e08214", "failing": "#b2182b"}
"""Forest Health's three bands (``odds.band``), green to red as the Forest Die gets harder to pass."""
BAND_SHADES = ((7, MAX_HEALTH, "rgba(27,120,55,0.10)"), (4, 7, "rgba(224,130,20,0.10)"), (0, 4, "rgba(178,24,43,0.10)"))
"""The bands as faint backgrounds behind a Forest Health axis: (lowest Health, highest, fill)."""
LOG_MARKS = (
    LogMark("collapse", "#b2182b"),
    LogMark("Seneca Clip", "#b2182b"),
    LogMark("Forest Die", "#6a3d9a", "normal"),
    LogMark("Event:", "#6a3d9a"),
    LogMark("Defection", "#7b3294"),
    ROUND_MARK,
)
"""The first mark whose words a log line contains colours it: a collapse and a Seneca Clip in red,
the die, events and the defection in purples, a round's start in green."""
KIND_COLOURS = {
    "harvest": "#6b8e23",
    "conditional_harvest": "#8f9d3a",
    "sacrifice": "#3a7d8f",
    "dual_mode": "#7b3294",
    "delayed_conservation": "#2c7fb8",
    "capacity": "#b35806",
    "information": "#4d4d4d",
    "catastrophe": "#b2182b",
    "trade": "#d6604d",
    "infrastructure": "#1b7837",
    "institution": "#5e3c99",
    "asymmetric_advantage": "#8c510a",
}
"""A card's band colour by its type: the catastrophe red, the conservation cards greens and blues."""
