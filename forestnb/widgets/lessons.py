"""What every game's lessons share: reading a share or a mean from an explorer's games, and
setting a lesson's words out as the HTML a bet's Reveal shows.

A what-if section's lesson states numbers, and those numbers must be the run on screen, so each
game's ``lessons`` module reads them from the explorer's frame after its run. The lessons live in
the package rather than in the notebooks so that they are tested with hand-made games, so that the
classroom debrief can show the same words, and so that the notebooks stay thin: a notebook only
names the lesson its Reveal shows. No ipywidgets here: a lesson is HTML, which a bet turns into a
widget.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pandas as pd

from ..core.words import chance

LESSON_CLASS = "forestnb-lesson"
"""The class of every lesson's HTML, so the browser tests can find the lesson behind a Reveal."""


def chosen(frame: pd.DataFrame, **setting: Any) -> pd.DataFrame:
    """The games of a run played with this setting (every named column equal to its value)."""
    missing = [column for column in setting if column not in frame]
    if missing:
        raise KeyError(
            f"these games have no column {', '.join(map(repr, missing))}; they have {', '.join(frame.columns)}"
        )
    games = frame.loc[(frame[list(setting)] == pd.Series(setting)).all(axis=1)] if setting else frame
    if games.empty:
        raise ValueError(f"no game of this run was played with {setting}")
    return games


def percent(frame: pd.DataFrame, column: str = "collapsed", **setting: Any) -> float:
    """How often, in percent, ``column`` held in the games with this setting: a bet's answer read
    from the very games its Reveal draws."""
    return round(100 * float(chosen(frame, **setting)[column].mean()), 1)


def mean(frame: pd.DataFrame, column: str, **setting: Any) -> float:
    """The mean of ``column`` over the games with this setting, to one decimal."""
    return round(float(chosen(frame, **setting)[column].mean()), 1)


def share(rate: float) -> str:
    """A rate between 0 and 1 as a whole percentage, the way every lesson writes one: 0.667 → 67%;
    0.997 → "over 99%", since "100%" would say every game."""
    return chance(rate, 0)


def wobble(rate: float, games: int) -> float:
    """How far a rate wanders by chance alone in this many games: about the half-width of a 95%
    interval, as a rate. A lesson sets a difference beside it before calling it real."""
    if games < 1:
        raise ValueError(f"a rate needs at least one game, got {games}")
    return 2 * (rate * (1 - rate) / games) ** 0.5


def measured(lines: Iterable[str], heading: str = "In these games") -> str:
    """The numbers of a run, one line per setting, under a heading that says what they were read
    from (the games of the run on screen, unless the lesson says which of them, or that they are rolls)."""
    return f"<p><b>{heading}</b>:</p><ul>" + "".join(f"<li>{line}</li>" for line in lines) + "</ul>"


def lesson(heading: str, *paragraphs: str, numbers: str = "") -> str:
    """A lesson as its Reveal shows it: the run's numbers first (a paragraph or ``measured``), then
    what they teach, its first paragraph led by ``heading`` in bold (a paragraph may be a ``<ul>`` list)."""
    if not paragraphs:
        raise ValueError("a lesson needs at least one paragraph of what it teaches")
    first, *rest = paragraphs
    body = "".join(
        text if text.startswith("<ul>") else f"<p>{text}</p>" for text in (f"<b>{heading}</b> {first}", *rest)
    )
    return f'<div class="{LESSON_CLASS}" style="max-width: 52em; margin: 0.5em 0 1em">{numbers}{body}</div>'
