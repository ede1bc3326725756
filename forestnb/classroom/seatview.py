"""What one student's page may show: built from ``game.view(seat)`` and that seat's own pick only.

The student page renders nothing but the dict ``seat_screen`` returns, so keeping a secret from
the browser comes down to keeping it out of this dict: no other hand, no other seat's card before
the reveal, no Box Reserve unless the rules show it to this seat (``view`` already decides that).
The game's face (``core.face``) draws the view as HTML panels; on the seat's turn (or, in a game
of secret simultaneous picks, while the seat has not chosen) the dict holds the moves it may make,
which the rules let the seat to move know.
"""

from __future__ import annotations

import re
import time
from typing import Any

from ..core.face import PickOptions, face_of
from ..core.game import Game
from .errors import NoSeatError
from .store import ClassStore

STORY_LINES = 14
"""The most lines of "what happened" a page shows (the latest)."""


def what_happened(game: Game, moves: list[tuple[int | None, int]], seat: int) -> list[str]:
    """What ``seat`` may see of the table since its last move (that move's own outcome included),
    or, if nothing has happened since, since the move before: in a game of secret picks, the last
    reveal and all that followed; in a turn game, every move since this seat's own. Read from
    ``events_for(seat)``, so another hand, a card drawn unseen or the Box Reserve never shows."""
    mine = [before for mover, before in moves if mover == seat]
    events = []
    for start in [*reversed(mine), 0]:
        events = game.events_for(seat, start)
        if events:
            break
    you = re.compile(rf"\bSeat {seat}\b")
    return [you.sub(f"Seat {seat} (you)", event.text) for event in events[-STORY_LINES:]]


def seat_version(store: ClassStore, device: str | None) -> str:
    """What a seat's page watches, in a few small queries: where the device sits, its table's log
    and picks, a pause, the timer, and the class's poll. The page is drawn again whenever this changes."""
    try:
        where = store.seating(device)
    except NoSeatError as err:
        return repr(("no seat", str(err)))
    poll = store.current_poll()
    return repr(
        (
            where["table_id"],
            where["seat"],
            where["bot"],
            store.version(where["table_id"]),
            store.paused(),
            store.timer(),
            poll and (poll["id"], poll["state"], poll["answer"]),
        )
    )


def seat_screen(store: ClassStore, device: str | None) -> dict[str, Any]:
    """Everything a seat's page shows, for the seat that ``device`` holds (NoSeatError if none)."""
    where = store.seating(device)
    table_id, seat = where["table_id"], where["seat"]
    info = store.table(table_id)
    face = face_of(info["game"])
    game, moves = store.replay_moves(table_id)
    view = game.view(seat)
    bot = info["seats"][seat]["bot"]
    over = game.is_over()
    screen = {
        "game": info["game"],
        "title": face.title,
        "goal": face.goal,
        "terms": dict(face.terms),
        "table": info["number"],
        "table_id": table_id,
        "seat": seat,
        "name": where["name"],
        "bot": bot,
        "progress": face.progress(view),
        "move": len(game.history),
        "panels": face.panels(view, frozenset(store.waiting_seats(table_id))),
        "scores": game.scores(),
        "score_word": face.score_word,
        "over": over,
        "winners": game.winners() if over else [],
        "simultaneous": face.picks is not None,
        "happened": what_happened(game, moves, seat),
    }
    runs_out = store.timer_runs_out(table_id)
    time_left = None if runs_out is None else max(0, round(runs_out - time.time()))
    if face.picks is None:
        mine = game.current_player == seat and not bot and not over
        return {
            **screen,
            "turn": game.current_player,
            "actions": [str(a) for a in game.legal_actions()] if mine else [],
            "time_left": time_left if mine else None,
        }
    pending = store.pending_pick(device)
    taken = face.picks.chosen(game, seat)
    options = face.picks.options(game, seat) if not (over or bot or taken) else PickOptions()
    return {
        **screen,
        "round": face.picks.round(game),
        "groups": options.groups,
        "before": options.before,
        "my_pick": pending[-1] if pending else taken,
        "may_change": bool(pending) and not taken,
        "time_left": time_left if options.groups and not pending else None,
    }
