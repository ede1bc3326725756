"""A scrolling log of plain-words lines, newest at the bottom, with the dramatic ones marked.

Which lines are dramatic is the game's to say (its ``styles.LOG_MARKS``): the log itself knows no
game's words.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

import ipywidgets as widgets

from .styles import LOG_FONT, LogMark

LINE = "line-height:1.35;margin:0 0 2px 0"


def _line(text: str, marks: Sequence[LogMark]) -> str:
    for mark in marks:
        if mark.words in text:
            return f'<div style="color:{mark.colour};font-weight:{mark.weight};{LINE}">{escape(text)}</div>'
    return f'<div style="{LINE}">{escape(text)}</div>'


HEIGHT = "260px"  # a log's default height: about fifteen lines


class LogView(widgets.HTML):
    """Shows the last ``keep`` lines of a game log, each line in the style of the first of ``marks``
    whose words it contains; call ``show`` with the whole log after each step, and with a ``title``
    saying whose log it is when that matters (a seat's own, or the whole table's)."""

    def __init__(self, *, marks: Sequence[LogMark] = (), keep: int = 60, height: str = HEIGHT) -> None:
        super().__init__()
        self.marks = tuple(marks)
        self.keep = keep
        self.height = height
        self.add_class("forestnb-log")

    def show(self, lines: Iterable[str], title: str = "") -> None:
        recent = list(lines)[-self.keep :]
        body = "".join(_line(line, self.marks) for line in recent)
        heading = (
            (
                f'<div class="forestnb-log-title" style="font-family:{LOG_FONT};font-size:12px;font-weight:bold;'
                f'opacity:.7;margin-bottom:2px">{escape(title)}</div>'
            )
            if title
            else ""
        )
        # column-reverse keeps the newest line in view without any JavaScript
        self.value = heading + (
            f'<div style="height:{self.height};overflow-y:auto;display:flex;flex-direction:column-reverse;'
            f'font-family:{LOG_FONT};font-size:12px;border:1px solid #ddd;padding:4px;background:#fafafa">'
            f"<div>{body}</div></div>"
        )
