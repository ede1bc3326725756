"""Forest Hunters at a table: its cards and fields drawn as the board draws them, and a seat's
view as a phone-first page (``core.face``)."""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.face import Face, Panel, cards_row, turn_status
from ..core.words import count
from ..widgets.cards import card_html
from .cards import load_pool
from .styles import KIND_BAND

PHASE_WORDS = {"draw": "draw phase", "card": "card phase", "battle": "battle phase", "over": "game over"}
ORIGIN_WORDS = {
    "field": "from the field",
    "discard": "from the discard pile",
    "deck": "from the deck",
    "captured": "captured",
}
STAND_IN = "careful"
"""The bot that takes an absent player's seat unless someone chooses another."""
TERMS = {
    "hearts": "Your life: a direct attack takes one. Lose them all and you are out.",
    "BP": "Battle Points: how hard a character hits.",
    "SHD": "Shield: a battle takes the attacker's BP off it; at 0 the character goes to the discard pile.",
    "character": "A card that fights, played to a character zone.",
    "support": "A card that helps once, or stays in a support zone.",
    "hand trap": "A card you may play from your hand on the other player's turn when its moment comes.",
}


def _band(name: str) -> tuple[str, str]:
    """The band of a card: its kind in words, and a colour by kind (hand traps and combinations apart,
    their symbol being in the corner)."""
    printed = load_pool()[name]
    kind = f"{printed.type} {printed.kind}" if printed.type else printed.kind
    return kind, KIND_BAND.get(printed.symbol or "", KIND_BAND[printed.kind])


def hand_card_html(card: dict[str, Any]) -> str:
    """A card in the hand, drawn from its view entry alone (the class pages draw hands from views)."""
    printed = load_pool()[card["name"]]
    kind, colour = _band(card["name"])
    numbers = f"{printed.bp} BP · {printed.shd} SHD" if printed.is_character else ""
    return card_html(card["name"], kind, card["text"], corner=printed.corner, footer=numbers, colour=colour)


def unit_html(unit: dict[str, Any], kind: str, view: dict[str, Any], side: dict[str, Any]) -> str:
    """A card in a zone: numbers now (printed), battles left, what lies beneath, what it carries."""
    band, colour = _band(unit["name"])
    if kind == "character" and not load_pool()[unit["name"]].is_character:
        band = f"{unit['type'] or ''} combination character".strip()
    lines = []
    if kind == "character":
        lines += [
            f"BP {unit['bp']} (printed {unit['printed_bp']})",
            f"SHD {unit['shd']} (printed {unit['printed_shd']})",
        ]
        if view["phase"] == "battle" and view["actor"] == unit["controller"]:
            lines.append(f"{unit['battles_left']} battle(s) left this turn")
        carried = [s["name"] for s in side["supports"] if s["attached_to"] == unit["id"]]
        if carried:
            lines.append("Carries: " + ", ".join(carried))
    elif unit["attached_to"] is not None:
        carrier = next((c["name"] for c in side["characters"] if c["id"] == unit["attached_to"]), "a character")
        lines.append(f"On: {carrier}")
    if unit["under"]:
        lines.append(
            "Beneath: " + ", ".join(f"{m['name']} ({ORIGIN_WORDS.get(m['from'], m['from'])})" for m in unit["under"])
        )
    if unit["owner"] != unit["controller"]:
        lines.append(f"Seized from Seat {unit['owner']}")
    corner = f"{unit['bp']}/{unit['shd']}" if kind == "character" else load_pool()[unit["name"]].corner
    return (
        f'<div class="forestnb-unit" data-card="{unit["id"]}">'
        f"{card_html(unit['name'], band, unit['text'], corner=corner, footer=lines, colour=colour)}</div>"
    )


def discard_html(side: dict[str, Any], viewer: int | None) -> str:
    """The discard pile, oldest first: face-up cards by name, face-down ones as backs unless the
    view names them (to their owner)."""
    chips = []
    for entry in side["discard"]:
        if entry["face_up"]:
            chips.append(_chip(entry["name"], "#f1f1e6", "#333"))
        elif viewer is not None and "name" in entry:
            chips.append(_chip(f"{entry['name']} (face down)", "#ddd", "#333", italic=True))
        else:
            chips.append(
                '<span class="forestnb-back" title="a face-down card" style="display:inline-block;width:22px;'
                "height:14px;margin:1px;border-radius:3px;vertical-align:middle;background:repeating-linear-gradient("
                '45deg,#2d5016,#2d5016 3px,#3e6b22 3px,#3e6b22 6px)"></span>'
            )
    pile = "".join(chips) or "<i>empty</i>"
    return f"<div style='margin-top:4px;font-size:12px'>Discard pile ({len(side['discard'])}): {pile}</div>"


def _chip(text: str, background: str, colour: str, *, italic: bool = False) -> str:
    style = "font-style:italic;" if italic else ""
    return (
        f'<span style="display:inline-block;margin:1px;padding:0 5px;border-radius:3px;background:{background};'
        f'color:{colour};{style}">{escape(text)}</span>'
    )


def progress(view: dict[str, Any]) -> str:
    return f"round {view['round']} · turn {view['turn']} · {PHASE_WORDS.get(view['phase'], view['phase'])}"


def panels(view: dict[str, Any], waiting: frozenset[int] = frozenset()) -> list[Panel]:
    seat = view["seat"]
    panels = []
    if view["pending"]:
        panels.append(("forestnb-pending", f"<b>{escape(view['pending']['prompt'])}</b>"))
    hand = view["players"][seat]["hand"]
    cards = cards_row([(card["name"], hand_card_html(card)) for card in hand]) if hand else "<i>no cards</i>"
    panels.append(("forestnb-my-hand", f"<b>Your hand: {count(len(hand), 'card')}</b>{cards}"))
    for side in sorted(view["sides"], key=lambda side: seat in side["seats"]):  # your own side nearest your hand
        heads = " and ".join(
            f"<b>Seat {s}{' (you)' if s == seat else ''}</b> ({escape(view['players'][s]['deck_name'])}): "
            f"{'♥' * view['players'][s]['hearts']}{'♡' * (view['max_hearts'] - view['players'][s]['hearts'])} · "
            f"hand {view['players'][s]['hand_size']} · deck "
            f"{view['players'][s]['deck_size']}{' · <b>out</b>' if view['players'][s]['out'] else ''}"
            for s in side["seats"]
        )
        zones = "".join(
            f"<div>{kind.capitalize()} zones ({len(side[kind + 's'])} of {side['zones'][kind]})</div>"
            + cards_row([(unit["name"], unit_html(unit, kind, view, side)) for unit in side[kind + "s"]])
            for kind in ("character", "support")
        )
        panels.append(("forestnb-side", heads + zones + discard_html(side, seat)))
    return panels


FACE = Face(
    title="Forest Hunters",
    score_word="hearts",
    goal="Bring the other side's hearts to zero with your characters' battles.",
    progress=progress,
    panels=panels,
    status=lambda game: turn_status(game, progress, "hearts"),
    terms=TERMS,
    stand_in=STAND_IN,
    class_lesson=True,
)
