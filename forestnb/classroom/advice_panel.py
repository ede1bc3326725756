"""The debrief's "What would a strong player do?": the teacher picks a table and one of its
decisions (a move where the seat had more than one legal choice, a student's or a bot's), and the
strong bot searches that seat's position just before the move, from that seat's view only, with
the class budget (about 0.2 s, so the console never stalls). The answer is the board's
(``advice_answer``), with the move actually played marked. It shows only on the teacher's console,
and only when asked: nothing of it reaches the students' pages.

A game still being played offers no question: on the projector, a seat's other moves, or even the
move it made (a card kept face down), would show the class the cards that seat still holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

import solara

from ..core.actions import Action
from ..core.bots import make_bot
from ..core.face import face_of
from ..core.game import Game
from ..widgets.advice_answer import TOP, advice_table_html, advise
from .lesson_view import game_words
from .live import class_store
from .projector import TEXT_PX
from .store import ClassStore

QUESTION = "What would a strong player do?"
STILL_PLAYING = "This game is still being played: its decisions are offered once it is over, so no seat's cards show."
NO_CHOICE = "No seat of this game had a choice to make."
ADVICE_STYLE = f"""
.forestnb-strong-player .forestnb-advice-answer {{ font-size: {TEXT_PX}px; line-height: 1.4; max-width: 100%; }}
.forestnb-strong-player .forestnb-advice-answer th, .forestnb-strong-player .forestnb-advice-answer td {{
    padding: 4px 12px; border-bottom: 1px solid #ccc; vertical-align: bottom; }}
.forestnb-strong-player .forestnb-advice-answer th {{ text-align: left; }}
.forestnb-strong-player .forestnb-advice-answer th + th {{ text-align: right; }}
.forestnb-strong-player tr.forestnb-advice-played td {{ background: #fff3cd; }}
.forestnb-strong-player .forestnb-advice-choice {{ max-width: 100%; }}
"""


@dataclass(frozen=True)
class Decision:
    """One move of a table where the seat had a choice: its number in the log, the seat, who made
    it (a student, or the bot's name), the move made, in words, and where the game stood."""

    move: int
    seat: int
    by: str
    played: Action
    words: str
    where: str

    def __str__(self) -> str:
        return f"move {self.move + 1} · {self.where} · Seat {self.seat} ({self.by}) chose: {self.words}"


def table_decisions(store: ClassStore, table_id: int) -> list[Decision]:
    """The table's decisions with more than one legal move, in the order they were made, each
    placed by the game's own words for where it stood (round, turn) from the deciding seat's view."""
    info = store.table(table_id)
    progress = face_of(info["game"]).progress
    game = store.replay(table_id, before=0)
    found = []
    for made in store.decisions(table_id):
        played = Action.from_json(made["action"])
        legal = game.legal_actions()
        if len(legal) > 1:
            words = str(legal[legal.index(played)])  # the legal move carries the words a person reads
            found.append(
                Decision(
                    made["number"],
                    made["seat"],
                    made["bot"] or "student",
                    played,
                    words,
                    progress(game.view(made["seat"])),
                )
            )
        game.apply(played)
    return found


def decision_advice(game: Game, seat: int, played: Action | None = None, *, budget: str = "class") -> str:
    """The strong player's answer for ``seat`` in ``game`` (the position just before its move), as
    the board shows it, with the move ``played`` marked."""
    bot = make_bot(game.name, "strong", budget=budget)
    return advice_table_html(advise(bot, game, seat), seat, bot.iterations, TOP, played, bot.horizon)


def table_advice(store: ClassStore, table_id: int, decision: Decision, *, budget: str = "class") -> str:
    """The answer for one of a table's decisions: its game rebuilt from config, seed and log to
    just before the move, searched from the deciding seat's view."""
    return decision_advice(store.replay(table_id, before=decision.move), decision.seat, decision.played, budget=budget)


def table_words(info: dict[str, Any]) -> str:
    """A table's game in the debrief's words: its number, which game of the table it is, its game."""
    return f"table {info['number']}, {game_words(info.get('game_number', 1))}: {face_of(info['game']).title}"


@solara.component
def StrongPlayer(tables: list[tuple[dict[str, Any], Game]]):
    """Pick a finished game of a table and one of its decisions, then ask; the answer stays until
    another decision is picked."""
    named = {table_words(info): (info, game) for info, game in tables}
    chosen, set_chosen = solara.use_state(next(iter(named), ""))
    info, game = named.get(chosen) or next(iter(named.values()))
    over = game.is_over()
    # a finished game's log is final: its decisions are read once
    decisions = solara.use_memo(lambda: table_decisions(class_store(), info["id"]) if over else [], [info["id"], over])
    listed = {str(decision): decision for decision in decisions}
    picked, set_picked = solara.use_state("")
    decision = (
        listed.get(picked) or next((d for d in decisions if d.by == "student"), None) or next(iter(decisions), None)
    )
    answered, set_answered = solara.use_state(((0, -1), ""))

    def ask() -> None:
        if decision is not None:
            set_answered(((info["id"], decision.move), table_advice(class_store(), info["id"], decision)))

    solara.Style(ADVICE_STYLE)
    with solara.Column(classes=["forestnb-strong-player"]):
        solara.HTML(tag="h3", unsafe_innerHTML=escape(QUESTION))
        solara.Select(
            "table",
            values=list(named),
            value=table_words(info),
            on_value=set_chosen,
            classes=["forestnb-advice-table"],
        )
        if decision is None:
            solara.HTML(unsafe_innerHTML=escape(NO_CHOICE if over else STILL_PLAYING), classes=["forestnb-advice-none"])
            return
        solara.Select(
            "decision",
            values=list(listed),
            value=str(decision),
            on_value=set_picked,
            classes=["forestnb-advice-choice"],
        )
        solara.Button(QUESTION, on_click=ask, icon_name="mdi-lightbulb-outline", classes=["forestnb-advice-ask"])
        if answered[0] == (info["id"], decision.move):
            solara.HTML(unsafe_innerHTML=answered[1], classes=["forestnb-advice-shown"])
