"""Counts, articles and seat names in plain English, for every game's log lines and card texts."""

from __future__ import annotations

import functools

SEATS = tuple(f"Seat {seat}" for seat in range(4))
"""How the words name seat 0, 1, ...: made once, as nearly every log line names one (turning a
number into text costs more than the rest of such a line). One per seat any game may have."""


def plural(word: str) -> str:
    """'Canary' -> 'Canaries', 'Wolf' -> 'Wolves', 'Left Fox' -> 'Left Foxes', 'Deer' -> 'Deer'."""
    if word.endswith("Deer"):
        return word
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith("f"):
        return word[:-1] + "ves"
    if word.endswith(("x", "s")):
        return word + "es"
    return word + "s"


def singular(unit: str) -> str:
    """'cedars' -> 'cedar', 'percentage points' -> 'percentage point', '%' -> '%': a unit is
    named by its plural (it is read beside most numbers), and every unit a bet uses is regular."""
    return unit[:-1] if unit.endswith("s") else unit


@functools.cache
def count(n: int, word: str) -> str:
    """'1 Wolf', '3 Wolves', '0 cedars'. Remembered, because log lines ask for the same few
    counts thousands of times a sweep, and spelling a plural costs more than the rest of a line."""
    return f"{n} {word if n == 1 else plural(word)}"


def article(word: str) -> str:
    """'a Grouse', 'an Elk'."""
    return "an" if word[0].lower() in "aeiou" else "a"


def chance(probability: float, decimals: int = 1) -> str:
    """A probability as a percentage that never rounds a possibility away: "over 99.9%" for a
    chance below certainty that would print as 100.0%, "under 0.1%" for one above zero that
    would print as 0.0%. A student reads 100% as "certain"."""
    shown = f"{probability:.{decimals}%}"
    floor = 10.0**-decimals
    if 0 < probability and float(shown.rstrip("%")) == 0:
        return f"under {floor:.{decimals}f}%"
    if probability < 1 and float(shown.rstrip("%")) == 100:
        return f"over {100 - floor:.{decimals}f}%"
    return shown
