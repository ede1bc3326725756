"""Forest Hunters' own look: the log lines it marks, a card's band colour by kind, how a duel ends."""

from __future__ import annotations

from ..widgets.styles import ROUND_MARK

LOG_MARKS = (ROUND_MARK,)
"""A round's start stands out in the log; every other line is plain."""
KIND_BAND = {"character": "#2d6a4f", "support": "#5e3c99", "hand_trap": "#b2182b", "combination": "#8c510a"}
"""A card's band colour by kind: characters green, supports purple, hand traps red, combinations brown."""
ENDING_COLOURS = {"knockout": "#b2182b", "deck out": "#2166ac", "round limit": "#8c510a"}
"""The ways a game ends in the what-if's chart."""
HEARTS_COLOUR = "#c2185b"
