"""What an example hands the notebook: the state before and after a rule acted, and its log lines."""
from __future__ import annotations

import pandas as pd
from IPython.display import HTML

from ...widgets import steps
from .watch import Call, Recorder
from .sections import header

BOOKKEEPING = ("round", "first player")
BOOKKEEPING_SUFFIXES = (" hand", " draw pile", " cards played")


class Step(steps.Step):
    """A Humbaba rule at work (see ``forestnb.widgets.steps.Step``): headed by its section, with
    the card bookkeeping (hand, draw pile, round) left out unless the rule is about it."""

    routine = BOOKKEEPING
    routine_endings = BOOKKEEPING_SUFFIXES

    def heading(self) -> HTML:
        return header(self.rule)


def watched(rule: str, rec: Recorder, first: Call, last: Call, *, keep: tuple[str, ...] = (),
            extras: tuple[pd.DataFrame, ...] = ()) -> Step:
    """The Step from the start of ``first`` to the end of ``last``, with every log line between."""
    return Step(rule, rec.game, first.before, last.after, rec.between(first, last), keep, extras)
