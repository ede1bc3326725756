"""Who a table is waiting on, on the teacher's card: each seat still to choose (a secret pick not
yet made, or the seat to move) by its student's name, and for how long, counted up every second.

Why on the card: a class stalls on one undecided student; the teacher sees who, and whether
to nudge them or let a bot take the seat, without walking round the room."""

from __future__ import annotations

import time
from html import escape
from typing import Any

import solara

from ..core.face import face_of
from ..core.game import Game
from .live import class_store

TICK_SECONDS = 1.0


def still_choosing(info: dict[str, Any], game: Game, waiting: set[int]) -> list[int]:
    """The seats the table waits on now: students' seats (no bot) with no pick this round, in a
    game of secret picks, else the seat to move."""
    if game.is_over():
        return []
    bots = {seat["seat"] for seat in info["seats"] if seat["bot"]}
    picks = face_of(info["game"]).picks
    if picks is None:
        return [] if game.current_player in bots or game.current_player is None else [game.current_player]
    return [
        seat
        for seat in range(game.players)
        if seat not in bots and seat not in waiting and picks.chosen(game, seat) is None
    ]


def seat_words(info: dict[str, Any], seat: int) -> str:
    name = info["seats"][seat]["name"]
    return f"Seat {seat} ({name})" if name else f"Seat {seat} (nobody seated)"


@solara.component
def StillChoosing(info: dict[str, Any], game: Game, waiting: set[int]):
    seats = still_choosing(info, game, waiting)
    since = solara.use_memo(lambda: class_store().waiting_since(info["id"]), [len(game.history), info["id"]])
    now, set_now = solara.use_state(time.time())

    def tick(cancel) -> None:
        while seats and not cancel.wait(TICK_SECONDS):
            set_now(time.time())

    solara.use_thread(tick, dependencies=[info["id"], bool(seats)], intrusive_cancel=False)
    if not seats:
        return
    seconds = max(0, round(now - since))
    solara.HTML(
        unsafe_innerHTML=escape(f"Still choosing, for {seconds} s: " + ", ".join(seat_words(info, s) for s in seats)),
        classes=["forestnb-still-choosing"],
    )
