""" "What would a strong player do?": the strong bot's search of the position on a board, shown
as the top moves with their share of the search and their estimated chance of winning.

The search reads only the view of the seat to move (``forestnb.core.search``), so asking never
tells what that seat may not know; on a board with people, it is offered only to the seat whose
hand the screen shows. It runs when asked (a search takes about a second), is seeded by the game
and the move number, so the same position gives the same advice, and is cleared once the game
moves on.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from html import escape

import ipywidgets as widgets

from ..core.bots import make_bot
from ..core.game import Game

TOP = 3
Position = Callable[[], "tuple[Game, int] | None"]


class Advice(widgets.VBox):
    """A button that asks, and the answer for the position it was asked about."""

    def __init__(self, game: str, position: Position, *, budget: str = "notebook", top: int = TOP) -> None:
        super().__init__()
        self.add_class("forestnb-advice")
        self.position, self.top = position, top
        self.bot = make_bot(game, "strong", budget=budget)
        self.ask_button = widgets.Button(description="What would a strong player do?", icon="lightbulb-o")
        self.ask_button.add_class("forestnb-advice-ask")
        self.ask_button.on_click(lambda _button: self.ask())
        self.answer = widgets.HTML()
        self.asked: tuple[int, int, int] | None = None
        self.children = [self.ask_button, self.answer]

    def update(self) -> None:
        """Offer the question when a seat may ask it, and clear an answer about an earlier position."""
        shown = self.position()
        self.ask_button.disabled = shown is None
        if shown is None or self.asked != _key(*shown):
            self.answer.value = ""
            self.asked = None

    def ask(self) -> None:
        shown = self.position()
        if shown is None:
            return
        game, seat = shown
        stats = self.bot.search(game, seat, random.Random(game.seed * 10_007 + len(game.history)))
        survival = any(s.survival is not None for s in stats)
        rows = "".join(
            f"<tr><td>{escape(str(s.action))}</td><td style='text-align:right'>{s.share:.0%}</td>"
            f"<td style='text-align:right'>{_percent(s.win)}</td>"
            + (f"<td style='text-align:right'>{_percent(s.survival)}</td>" if survival else "")
            + f"<td style='text-align:right'>{s.visits}</td></tr>"
            for s in stats[: self.top]
        )
        self.answer.value = (
            f"<div class='forestnb-advice-answer' style='font-family:sans-serif;font-size:14px'>"
            f"<b>Seat {seat}: a strong player's top moves</b>, from {self.bot.iterations} games imagined from "
            "this seat's view only (the cards it cannot see dealt at random). The first is its choice: it "
            "keeps the usual move unless another did better on the same deals by more than chance explains."
            "<table style='border-collapse:collapse'><tr><th>move</th><th>share of the search</th>"
            "<th>estimated win chance</th>"
            + ("<th>estimated chance the forest stands</th>" if survival else "")
            + f"<th>games tried</th></tr>{rows}</table>"
            "<i>A chance from a few games is rough: the fewer games tried, the wider its margin.</i></div>"
        )
        self.asked = _key(game, seat)


def _key(game: Game, seat: int) -> tuple[int, int, int]:
    """Which position an answer is about: the game, its move number and the seat."""
    return id(game), len(game.history), seat


def _percent(chance: float | None) -> str:
    """A chance as a whole percentage, or a dash for a move the search did not try."""
    return "&ndash;" if chance is None else f"{chance:.0%}"
