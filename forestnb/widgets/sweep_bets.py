"""A what-if's bet, declared in the package like a walkthrough's: its words (question, range,
explanation), how its answer is read from the games, and what its Reveal shows beside them.

A notebook cell only names the bet (``whatif.bet("dice")``), so no answer, explanation or lesson
is ever written in a code cell a student sees before the Reveal. The games come either from an
explorer of the game's questions, played behind the bet while the learner guesses, or from a
sweep of the bet's own, played on the click. What a Reveal reads from an explorer's games (a
lesson, a table) follows the explorer: redrawn when a run ends, and marked as the earlier run's
while a new one plays, so the words under a chart always speak of the games it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import ipywidgets as widgets
import pandas as pd

from .explorer import Explorer
from .messages import error_html
from .predict import Bet, as_widget, bet_widget

STALE_CLASS = "forestnb-stale"
STALE_NOTE = (
    "<p class='forestnb-stale-note' style='color:#8a6d3b'><i>A new run is playing: this is still "
    "about the earlier run, and is redrawn when the new one ends.</i></p>"
)


@dataclass(frozen=True)
class SweepBet:
    """A what-if's bet: ``bet`` its words, ``answer`` reads the truth from the games and each of
    ``shows`` a picture, table or lesson. The games are those of the explorer of the game's
    question ``explorer``, or else of ``sweep``, a function playing the bet's own."""

    bet: Bet
    answer: Callable[[pd.DataFrame], float | str]
    shows: Sequence[Callable[[pd.DataFrame], Any]] = ()
    explorer: str | None = None
    sweep: Callable[[], pd.DataFrame] | None = None

    def __post_init__(self) -> None:
        if (self.explorer is None) == (self.sweep is None):
            raise ValueError(
                "a what-if bet reads the games of an explorer or of a sweep of its own: exactly one of them"
            )


class Following(widgets.VBox):
    """What ``read`` makes of an explorer's games, kept in step with its chart."""

    def __init__(self, explorer: Explorer, read: Callable[[pd.DataFrame], Any]) -> None:
        self.read = read
        self.note = widgets.HTML("")
        self.body = widgets.VBox([])
        super().__init__([self.note, self.body])
        self.update(explorer.frame)
        explorer.follow(self.update)

    @property
    def stale(self) -> bool:
        return bool(self.note.value)

    def update(self, frame: pd.DataFrame | None) -> None:
        """``None``: a run has started, so what is shown belongs to the earlier one; else redraw from ``frame``."""
        if frame is None:
            self.note.value = STALE_NOTE
            self.add_class(STALE_CLASS)
            return
        try:
            self.body.children = (as_widget(self.read(frame)),)
        except Exception as err:  # shown in place, never lost in the kernel log
            self.body.children = (widgets.HTML(error_html(err, "This could not be read from the games.")),)
        self.note.value = ""
        self.remove_class(STALE_CLASS)


def sweep_bet(spec: SweepBet, explorer: Callable[[str], Explorer]) -> widgets.VBox:
    """The bet's widget; ``explorer(name)`` opens the game's explorer of a question, not yet run."""
    if spec.explorer is not None:
        held = explorer(spec.explorer)
        return bet_widget(
            spec.bet, lambda: spec.answer(held.frame), [held, *(_following(held, read) for read in spec.shows)]
        )
    games = cache(spec.sweep)
    return bet_widget(spec.bet, lambda: spec.answer(games()), [_reading(games, read) for read in spec.shows])


def _following(held: Explorer, read: Callable[[pd.DataFrame], Any]) -> Callable[[], Following]:
    return lambda: Following(held, read)


def _reading(games: Callable[[], pd.DataFrame], read: Callable[[pd.DataFrame], Any]) -> Callable[[], Any]:
    return lambda: read(games())


def bet_named(bets: Mapping[str, SweepBet], name: str, explorer: Callable[[str], Explorer]) -> widgets.VBox:
    """One of a game's what-if bets, by name."""
    if name not in bets:
        raise KeyError(f"no what-if bet {name!r}; bets: {', '.join(bets)}")
    return sweep_bet(bets[name], explorer)
