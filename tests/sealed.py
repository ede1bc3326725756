"""A walkthrough's try-it as a test reads it: the try-it of a section with a bet is sealed until the
bet is revealed (``forestnb.widgets.walkthrough.Sealed``); a test of what it answers opens it first."""

from __future__ import annotations

from forestnb.widgets.steps import TryIt
from forestnb.widgets.walkthrough import Sealed


def opened(widget: TryIt | Sealed) -> TryIt:
    """The try-it as it is once its section's bet has been revealed."""
    return widget.unseal() if isinstance(widget, Sealed) else widget
