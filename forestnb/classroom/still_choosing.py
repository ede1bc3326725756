"""Who a table is waiting on, on the teacher's card: each seat still to choose (a secret pick not
yet made, or the seat to move) by its student's name, and for how long, counted up every second.

Why on the card: a class stalls on one undecided student; the teacher sees who, and whether
to nudge them or let a bot take the seat, without walking round the room.

The seconds count up in the browser (``Waited``): a server thread ticking every card every
second costs every page of the class its share of one Python process, and slowed the students'
own pages enough to lose taps.
"""

from __future__ import annotations

import time
from html import escape
from typing import Any

import ipyvuetify as v
import solara
import traitlets

from ..core.face import face_of
from ..core.game import Game
from .live import class_store


class Waited(v.VuetifyTemplate):
    """``waited`` seconds when the page drew it, counted on by the browser's clock from then on
    (the server's clock and the projector's need not agree)."""

    waited = traitlets.Float(0).tag(sync=True)
    template = traitlets.Unicode(
        """
<template><span class="forestnb-waited">{{ seconds }} s</span></template>
<script>
module.exports = {
  data() { return { base: Date.now(), now: Date.now() }; },
  computed: { seconds() { return Math.max(0, Math.round(this.waited + (this.now - this.base) / 1000)); } },
  watch: { waited() { this.base = Date.now(); this.now = this.base; } },
  mounted() { this.timer = setInterval(() => { this.now = Date.now(); }, 1000); },
  destroyed() { clearInterval(this.timer); },
};
</script>
"""
    ).tag(sync=True)


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
    if not seats:
        return
    with solara.Row(classes=["forestnb-still-choosing"], style={"flex-wrap": "wrap", "gap": "0 6px"}):
        solara.HTML(
            tag="span", unsafe_innerHTML=escape("Still choosing: " + ", ".join(seat_words(info, s) for s in seats))
        )
        solara.HTML(tag="span", unsafe_innerHTML="for")
        Waited.element(waited=max(0.0, time.time() - since))
