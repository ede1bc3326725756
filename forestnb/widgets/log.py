"""A scrolling log of plain-words lines, newest at the bottom, with the dramatic ones marked."""
from __future__ import annotations

from html import escape
from typing import Iterable

import ipywidgets as widgets

LINE = "line-height:1.35;margin:0 0 2px 0"
MARKS = (("collapse", "#b2182b", "bold"), ("Seneca Clip", "#b2182b", "bold"), ("Forest Die", "#6a3d9a", "normal"),
         ("Event:", "#6a3d9a", "bold"), ("Defection", "#7b3294", "bold"), ("Round ", "#1b7837", "bold"))


def _line(text: str) -> str:
    for word, colour, weight in MARKS:
        if word in text:
            return f'<div style="color:{colour};font-weight:{weight};{LINE}">{escape(text)}</div>'
    return f'<div style="{LINE}">{escape(text)}</div>'


class LogView(widgets.HTML):
    """Shows the last ``keep`` lines of a game log; call ``show`` with the whole log after each step."""

    def __init__(self, *, keep: int = 60, height: str = "260px") -> None:
        super().__init__()
        self.keep = keep
        self.height = height
        self.add_class("forestnb-log")

    def show(self, lines: Iterable[str]) -> None:
        recent = list(lines)[-self.keep:]
        body = "".join(_line(line) for line in recent)
        # column-reverse keeps the newest line in view without any JavaScript
        self.value = (
            f'<div style="height:{self.height};overflow-y:auto;display:flex;flex-direction:column-reverse;'
            f'font-family:monospace;font-size:12px;border:1px solid #ddd;padding:4px;background:#fafafa">'
            f"<div>{body}</div></div>"
        )
