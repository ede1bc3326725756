""" "What would a strong player do?": the strong bot's search of the position on a board, shown
as the top moves with their share of the search and their estimated chance of winning (the
answer is ``advice_answer``'s, which the class debrief shows too).

The search reads only the view of the seat to move (``forestnb.core.search``), so asking never
tells what that seat may not know; on a board with people, it is offered only to the seat whose
hand the screen shows. It runs when asked (a search takes about a second), is seeded by the game
and the move number, so the same position gives the same advice, and is cleared once the game
moves on.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from ..core.bots import make_bot
from ..core.game import Game
from .advice_answer import TOP, advice_table_html, advise

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
        stats = advise(self.bot, game, seat)
        self.answer.value = (
            "<div style='font-family:sans-serif;font-size:14px'>"
            f"{advice_table_html(stats, seat, self.bot.iterations, self.top, horizon=self.bot.horizon)}</div>"
        )
        self.asked = _key(game, seat)


def _key(game: Game, seat: int) -> tuple[int, int, int]:
    """Which position an answer is about: the game, its move number and the seat."""
    return id(game), len(game.history), seat
