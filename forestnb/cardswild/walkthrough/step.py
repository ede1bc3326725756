"""What an example hands the notebook: a rule seen at work, before and after, with its log lines.

The generic ``Step`` (``forestnb.widgets.steps``) shows a before → after table, extra tables and
the log; Cardswild's says which header names the rule and which rows are turn bookkeeping.
"""
from __future__ import annotations

from IPython.display import HTML

from ...widgets import steps
from .sections import header

BOOKKEEPING = ("turn", "moment", "whose turn", "draw pile", "discard pile", "discard top")
BOOKKEEPING_SUFFIXES = (" hand",)


class Step(steps.Step):
    """A Cardswild rule at work; the turn counter, hand and pile sizes are shown only when the
    rule is about them (``keep``)."""

    routine = BOOKKEEPING
    routine_endings = BOOKKEEPING_SUFFIXES

    def heading(self) -> HTML:
        return header(self.rule)
