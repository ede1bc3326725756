"""A card drawn as HTML: the same look for every game's hands, reveals and walkthroughs."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from .styles import FONT

PLAIN = "#555"
"""The band of a card whose game gives its kind no colour of its own."""


def card_html(
    name: str,
    kind: str,
    text: str,
    *,
    corner: str = "",
    footer: str | Sequence[str] = "",
    face_down: bool = False,
    colour: str = PLAIN,
    copies: int = 1,
) -> str:
    """One card: a coloured band with its kind, the name, its rules text, a corner number and a footer.

    ``face_down`` draws the back only, for cards a seat may not see. A footer given as several
    lines (a card in play: its numbers now, what lies beneath it) shows one line each; ``colour``
    is the band's, from the game's styles (e.g. ``forestnb.humbaba.styles.KIND_COLOURS``).
    ``copies`` above 1 draws the card as a stack marked "×2", so a hand that holds one card twice
    never looks a card short.
    """
    if copies < 1:
        raise ValueError(f"a card is drawn at least once, got copies={copies}")
    if face_down:
        return (
            '<div class="forestnb-card forestnb-card-back" style="width:150px;height:96px;border-radius:8px;'
            "background:repeating-linear-gradient(45deg,#2d5016,#2d5016 6px,#3e6b22 6px,#3e6b22 12px);"
            'border:2px solid #1e3a0e"></div>'
        )
    corner_html = (
        f'<span style="flex:none;background:#fff;color:{colour};border-radius:10px;padding:0 '
        f'6px;font-weight:bold">{escape(corner)}</span>'
        if corner
        else ""
    )
    lines = [footer] if isinstance(footer, str) else list(footer)
    footer_html = "".join(
        f'<div style="margin-top:4px;font-size:11px;line-height:1.3;color:#555">{escape(line)}</div>'
        for line in lines
        if line
    )
    stack = f";box-shadow:4px 4px 0 -1px #fffdf5,4px 4px 0 1px {colour}" if copies > 1 else ""
    copies_html = (
        f'<span class="forestnb-copies" style="flex:none;font-weight:bold;font-size:12px">&times;{copies}</span>'
        if copies > 1
        else ""
    )
    return (
        f'<div class="forestnb-card" style="width:150px;min-height:96px;border:2px solid {colour};'
        f'border-radius:8px;background:#fffdf5;font-family:{FONT};overflow:hidden{stack}">'
        f'<div style="background:{colour};color:white;font-size:10px;padding:2px 6px;text-transform:uppercase;'
        f'letter-spacing:0.5px;line-height:1.5;display:flex;justify-content:space-between;align-items:flex-start;gap:4px">'
        f"<span>{escape(kind.replace('_', ' '))}</span>{copies_html}{corner_html}</div>"
        f'<div style="padding:4px 6px"><div style="font-weight:bold;font-size:13px">{escape(name)}</div>'
        f'<div style="font-size:11px;line-height:1.3;margin-top:2px">{escape(text)}</div>{footer_html}</div></div>'
    )
