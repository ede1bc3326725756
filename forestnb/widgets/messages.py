"""How a widget tells the learner that something went wrong.

An exception raised in a widget callback does not reach the notebook: it goes to the kernel's
log, and the learner sees a button that did nothing. Every forestnb widget catches it and shows
this message instead, naming the error in the words the code raised it with.
"""

from __future__ import annotations

import html


def error_html(err: Exception, headline: str) -> str:
    """A red line: ``headline`` in bold, then the error's type and message."""
    message = html.escape(f"{type(err).__name__}: {err}")
    return f"<span style='color:#b2182b'><b>{html.escape(headline)}</b> {message}</span>"
