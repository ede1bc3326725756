"""What an example hands the notebook: the state before and after a rule acted, and its log lines."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd
from IPython.display import display

from ...widgets.steps import before_after, lines_html, table_html
from ..rules import HumbabaGame
from .scenes import Call, Recorder
from .sections import header


BOOKKEEPING = ("round", "first player")
BOOKKEEPING_SUFFIXES = (" hand", " draw pile", " cards played")


@dataclass(frozen=True)
class Step:
    """A rule seen at work: ``before`` and ``after`` (every measured number), the engine's log
    lines, the quantities the rule is about (``keep``, shown even when unchanged), any extra
    tables that explain it, and the game itself for a closer look or a figure."""

    rule: str
    game: HumbabaGame
    before: dict[str, Any]
    after: dict[str, Any]
    log: tuple[str, ...]
    keep: tuple[str, ...] = ()
    extras: tuple[pd.DataFrame, ...] = ()

    def change(self, quantity: str) -> int:
        return self.after[quantity] - self.before[quantity]

    @property
    def table(self) -> pd.DataFrame:
        """Rows for ``keep`` and every other number that changed, leaving out the card bookkeeping
        (hand, draw pile, round) unless the rule is about it."""
        hidden = {k for k in self.after if k in BOOKKEEPING or k.endswith(BOOKKEEPING_SUFFIXES)} - set(self.keep)
        return before_after(self.before, self.after, keep=self.keep).drop(index=list(hidden), errors="ignore")

    def show(self) -> None:
        """Rule header, the before → after table, any extra tables, then the log lines."""
        display(header(self.rule), self.table, *self.extras)
        print("\n".join(self.log))

    def html(self) -> str:
        """The same, as one HTML string for a try-it widget."""
        tables = "".join(table_html(t) for t in (self.table, *self.extras))
        return tables + lines_html(self.log)


def watched(rule: str, rec: Recorder, first: Call, last: Call, *, keep: tuple[str, ...] = (),
            extras: tuple[pd.DataFrame, ...] = ()) -> Step:
    """The Step from the start of ``first`` to the end of ``last``, with every log line between."""
    return Step(rule, rec.game, first.before, last.after, rec.between(first, last), keep, extras)
