"""What one student's page may show: built from ``game.view(seat)`` and that seat's own pick only.

The student page renders nothing but the dict ``seat_screen`` returns, so keeping a secret from
the browser comes down to keeping it out of this dict: no other hand, no other seat's card before
the reveal, no Box Reserve unless the rules show it to this seat (``view`` already decides that).
A turn-by-turn game's dict holds the seat's view drawn as HTML panels (``tableviews``) and, on the
seat's turn only, the texts of the legal actions, which the rules let the seat to move know.
"""
from __future__ import annotations

from typing import Any

from ..humbaba.cards import all_cards, load_archetypes
from .store import SIMULTANEOUS, ClassStore, seat_options
from .tableviews import SCORE_NAMES, TITLES, progress, seat_panels

CARD_TEXTS = {name: card.text for name, card in all_cards().items()}
ARCHETYPE_NAMES = {key: archetype.name for key, archetype in load_archetypes().items()}


def seat_screen(store: ClassStore, device: str | None) -> dict[str, Any]:
    """Everything a seat's page shows, for the seat that ``device`` holds (NoSeatError if none)."""
    where = store.seating(device)
    table_id, seat = where["table_id"], where["seat"]
    info = store.table(table_id)
    if info["game"] not in SIMULTANEOUS:
        return {**turn_screen(store, info, seat), "name": where["name"]}
    game = store.replay(table_id)
    view = game.view(seat)
    pending = store.pending_pick(device)
    bot = info["seats"][seat]["bot"]
    may_pick = not game.is_over() and pending is None and not bot
    options = seat_options(game, seat) if may_pick else {"plays": [], "defect": None}
    waiting = set(store.waiting_seats(table_id))
    return {
        "game": info["game"], "table": info["number"], "table_id": table_id, "seat": seat, "name": where["name"],
        "view": view, "bot": bot,
        "archetypes": [ARCHETYPE_NAMES[p["archetype"]] for p in view["players"]],
        "hand": [{"name": name, "copies": view["hand"].count(name), "text": CARD_TEXTS[name]} for name in dict.fromkeys(view["hand"])],
        "plays": options["plays"], "defect": options["defect"],
        "my_pick": pending or (view["my_choice"] and [view["my_choice"][0]]),
        "picked": [view["chosen"][s] or s in waiting for s in range(game.players)],
        "over": game.is_over(), "winners": game.winners() if game.is_over() else [],
    }


def turn_screen(store: ClassStore, info: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's page of a turn-by-turn game: its view as panels, whose turn it is, the scores,
    and the legal actions' texts when it is this seat's turn (and no bot plays it)."""
    game = store.replay(info["id"])
    view = game.view(seat)
    bot = info["seats"][seat]["bot"]
    mine = game.current_player == seat and not bot
    return {
        "game": info["game"], "title": TITLES[info["game"]], "table": info["number"], "table_id": info["id"], "seat": seat,
        "bot": bot,
        "progress": progress(info["game"], view), "panels": seat_panels(info["game"], view),
        "turn": game.current_player, "move": len(game.history), "actions": [str(a) for a in game.legal_actions()] if mine else [],
        "scores": game.scores(), "score_name": SCORE_NAMES[info["game"]],
        "over": game.is_over(), "winners": game.winners() if game.is_over() else [],
    }
