"""What an example hands the notebook: a rule seen at work, before and after, with its log lines.

The generic ``Step`` (``forestnb.widgets.steps``) shows a before → after table, extra tables and
the log; Forest Hunters' says which header names the rule and which rows are turn bookkeeping.
"""
from __future__ import annotations

from IPython.display import HTML

from ...widgets import steps
from .sections import header

BOOKKEEPING = ("round", "turn", "phase", "whose turn", "cards left to play")
BOOKKEEPING_SUFFIXES = (" deck",)


class Step(steps.Step):
    """A Forest Hunters rule at work; the turn counters and deck sizes are shown only when the
    rule is about them (``keep``)."""

    routine = BOOKKEEPING
    routine_endings = BOOKKEEPING_SUFFIXES

    def heading(self) -> HTML:
        return header(self.rule)
