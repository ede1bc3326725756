""" "What would a strong player do?", answered the same way wherever it is asked (a board, the
class debrief): the strong bot's seeded search of one seat's position, and its answer as an HTML
table of the top moves with their share of the search and their estimated chances.

The search reads only the view of the seat to move (``forestnb.core.search``), so an answer never
tells what that seat may not know. It is seeded by the game and the move number, so the same
position gives the same answer on a board and in the debrief.
"""

from __future__ import annotations

import random
from html import escape

from ..core.actions import Action
from ..core.game import Game
from ..core.search import Horizon, MoveStat, StrongBot

TOP = 3
"""How many moves an answer lists (and the move played, if it is not among them)."""


def advice_rng(game: Game) -> random.Random:
    """The search's seed for a position: the game's seed and its move number, nothing else."""
    return random.Random(game.seed * 10_007 + len(game.history))


def advise(bot: StrongBot, game: Game, seat: int) -> list[MoveStat]:
    """The strong bot's search of ``seat``'s position, the move it would choose first."""
    return bot.search(game, seat, advice_rng(game))


def advice_table_html(
    stats: list[MoveStat],
    seat: int,
    iterations: int,
    top: int = TOP,
    played: Action | None = None,
    horizon: Horizon | None = None,
) -> str:
    """The answer: ``seat``'s top moves of a search of ``iterations`` imagined games (cut at the
    game's ``horizon``, if it has one, and the answer says so), each with its
    share of the search, estimated win chance and (in a game the table can lose together) chance
    the table survives; ``played``, the move the seat actually made, is marked, and listed after
    the top moves if it is not among them. The text takes the size of where it is shown."""
    survival = any(s.survival is not None for s in stats)
    shown = stats[:top] + [s for s in stats[top:] if s.action == played]
    rows = "".join(_row(s, survival, s.action == played) for s in shown)
    said = (
        ""
        if played is None
        else f"<p>Seat {seat} chose: <b>{escape(_name(stats, played))}</b>{_too(stats, played)}.</p>"
    )
    return (
        "<div class='forestnb-advice-answer'>"
        f"<b>Seat {seat}: a strong player's top moves</b>, from {iterations} games imagined from this seat's view "
        f"only (the cards it cannot see dealt at random{'' if horizon is None else ', each ' + horizon.words}). "
        "The first is its choice: it keeps the usual move unless "
        "another did better on the same deals by more than chance explains."
        "<table style='border-collapse:collapse'><tr><th>move</th><th>share of the search</th>"
        "<th>estimated win chance</th>"
        + ("<th>estimated chance the forest stands</th>" if survival else "")
        + f"<th>games tried</th></tr>{rows}</table>{said}"
        "<i>A chance from a few games is rough: the fewer games tried, the wider its margin.</i></div>"
    )


def _row(stat: MoveStat, survival: bool, played: bool) -> str:
    move = escape(str(stat.action)) + (" <b>(played)</b>" if played else "")
    return (
        f"<tr{' class=forestnb-advice-played' if played else ''}><td>{move}</td>"
        f"<td style='text-align:right'>{stat.share:.0%}</td><td style='text-align:right'>{_percent(stat.win)}</td>"
        + (f"<td style='text-align:right'>{_percent(stat.survival)}</td>" if survival else "")
        + f"<td style='text-align:right'>{stat.visits}</td></tr>"
    )


def _too(stats: list[MoveStat], played: Action) -> str:
    """Whether the move played was the strong player's choice as well."""
    return " (the strong player's choice too)" if stats and stats[0].action == played else ""


def _name(stats: list[MoveStat], action: Action) -> str:
    """A move in words: the searched legal move's text (a logged action carries none)."""
    return next((str(s.action) for s in stats if s.action == action), str(action))


def _percent(chance: float | None) -> str:
    """A chance as a whole percentage, or a dash for a move the search did not try."""
    return "&ndash;" if chance is None else f"{chance:.0%}"
