"""Cardswild at a table: its cards and hunt areas drawn as the board draws them, and a seat's
view as a phone-first page (``core.face``)."""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.face import EMPTY_PILE, Face, Panel, cards_row, pile, turn_status
from ..core.words import count
from ..widgets.cards import card_html
from .cards import BULLETS_FOR, CATEGORY, GAME_TYPE, GUIDE, TROPHIES_TO_WIN, load_deck
from .styles import OFF, ON

STAND_IN = "steady"
"""The bot that takes an absent player's seat unless someone chooses another."""
TERMS = {
    "trophy": "A species you bagged. Hunt them in order: 4 Grouse, 3 Rabbit, 2 Deer, 1 Elk, 1 Bear.",
    "Daylight": "You need it (and a License, the right bullets and no Trouble) to bag a trophy.",
    "License": "You need it to hunt; the Guide counts as one.",
    "bullets": "Small bullets for small game (Grouse, Rabbit), Big bullets for big game; the Ammo Pack does both.",
    "Trouble": "A card played at you that stops your hunting until you play its cure.",
    "Safe card": "Keeps one Trouble away from you for good.",
    "Giddyup": "Holding the Safe card when its Trouble is played at you: it bounces back, and you play again.",
}


def card_face(name: str) -> str:
    """A card with what it does: the note of its row in the deck table."""
    notes = {row.kind: row.note for row in load_deck().rows}
    return card_html(name, CATEGORY[name], notes[name])


def _light(name: str, label: str, on: bool) -> str:
    background = ON if on else OFF
    mark = "&#10003;" if on else "&#10007;"
    return (
        f'<span class="forestnb-light" data-light="{escape(name)}" data-on="{str(on).lower()}" '
        f'style="display:inline-block;margin:0 4px 2px 0;padding:0 6px;border-radius:8px;color:white;'
        f'background:{background}">{mark} {escape(label)}</span>'
    )


def lights_html(player: dict[str, Any]) -> str:
    """Daylight, License (the Guide counts), the bullets the next species needs, and no Trouble."""
    lights = player["lights"]
    license_label = "License (Guide)" if GUIDE in player["safes"] else "License"
    shown = [("Daylight", "Daylight"), ("License", license_label)]
    species = player["next_species"]
    if species is not None:
        bullets = BULLETS_FOR[GAME_TYPE[species]]
        shown.append((bullets, f"{bullets} for {species}"))
    shown.append(("No Trouble", "No Trouble"))
    return "".join(_light(name, label, lights[name]) for name, label in shown)


def progress_html(player: dict[str, Any]) -> str:
    """Trophies per species against the limits, the next species marked, extra Lion catches noted."""
    cells = []
    for entry in player["progress"]:
        count, limit = entry["count"], entry["limit"]
        pips = "&#9679;" * min(count, limit) + "&#9675;" * max(limit - count, 0)
        extra = f" +{count - limit}" if count > limit else ""
        weight = "bold;text-decoration:underline" if entry["species"] == player["next_species"] else "normal"
        cells.append(
            f"<span style='margin-right:8px;white-space:nowrap;font-weight:{weight}'>{escape(entry['species'])} {pips} "
            f"{count}/{limit}{extra}</span>"
        )
    return f"Trophies ({player['counted']} of {TROPHIES_TO_WIN}): " + "".join(cells)


def progress(view: dict[str, Any]) -> str:
    return f"game {view['game']} of {view['match_games']} · season {view['season']} · turn {view['turn']}"


def panels(view: dict[str, Any], waiting: frozenset[int] = frozenset()) -> list[Panel]:
    hand = cards_row([(name, card_face(name)) for name in view["hand"]]) if view["hand"] else "<i>no cards</i>"
    panels = [("forestnb-my-hand", f"<b>Your hand: {count(len(view['hand']), 'card')}</b>{hand}")]
    top = cards_row([(view["discard_top"], card_face(view["discard_top"]))]) if view["discard_top"] else EMPTY_PILE
    piles = pile("Draw pile", f"<div class='forestnb-deck'>{view['draw_pile_size']}</div>") + pile(
        f"Discard pile ({view['discard_size']})", top
    )
    panels.append(
        ("forestnb-piles", f"<div style='display:flex;gap:12px'>{piles}</div>Play passes to the {view['direction']}.")
    )
    if view["results"]:
        games = "; ".join(
            f"game {r['game']}: " + ("called off" if r["winner"] is None else f"Seat {r['winner']} won")
            for r in view["results"]
        )
        panels.append(("forestnb-results", f"Games of the match so far: {games}"))
    for player in view["players"]:
        seat = player["seat"]
        trouble = f" · Trouble: <b>{escape(player['trouble'])}</b>" if player["trouble"] else ""
        safes = f" · Safeties: {escape(', '.join(player['safes']))}" if player["safes"] else ""
        panels.append(
            (
                "forestnb-hunter",
                f"<b>Seat {seat}{' (you)' if seat == view['seat'] else ''}</b> · "
                f"{count(player['hand_size'], 'card')} in "
                f"hand{trouble}{safes}<br>{lights_html(player)}<br>{progress_html(player)}",
            )
        )
    return panels


FACE = Face(
    title="Cardswild",
    score_word="games won",
    goal=f"Be the first to bag {TROPHIES_TO_WIN} trophies, species in order, while the others play Troubles at you.",
    progress=progress,
    panels=panels,
    status=lambda game: turn_status(game, progress, "games won"),
    terms=TERMS,
    stand_in=STAND_IN,
    class_lesson=True,
)
