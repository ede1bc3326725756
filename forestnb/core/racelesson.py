"""What the class lessons of the turn-by-turn games share: a race read off a table's game move by
move, the same deal played by bots, and a chart of both on the projector.

A race is read by replaying the table's own actions on a fresh game of its deal (same game, seed,
options and players), so every point on the chart is a state the table really passed through;
nothing is estimated. The bots' game is the same deal played by the game's stand-in bots, so the
class sees what the cards allowed beside what it did.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from ..widgets.styles import SEAT_COLOURS
from .game import Game
from .match import play
from .registry import new_game

PROJECTOR_FONT = 18
"""The smallest text on a chart the class reads from the back of the room, in pixels."""
STUDENTS, BOTS = "your table", "bots"


def dealt(game: Game) -> Game:
    """A fresh game of the same deal, before any move."""
    return new_game(game.name, players=game.players, seed=game.seed, **game.options)


def replayed(game: Game) -> Iterator[tuple[int, int | None, Game]]:
    """The game's actions replayed on a fresh game of its deal: (move number, the seat that
    moved, the game just after that move), the same game object each time, so read it at once."""
    fresh = dealt(game)
    for number, action in enumerate(game.history):
        seat = fresh.current_player
        fresh.apply(action)
        yield number, seat, fresh


def same_deal_by_bots(game: Game, bot: str) -> Game:
    """The table's deal played to the end by ``bot`` at every seat."""
    return play(game.name, [bot] * game.players, seed=game.seed, **game.options)


def race(
    game: Game, measure: Callable[[Game], list[int]], who: str, clock: Callable[[Game], int] | None = None
) -> pd.DataFrame:
    """Each seat's ``measure`` as the game went: one row per seat and move (move 0 = the deal),
    or with ``clock`` (the game's turn counter, say) one per seat and tick of it, at its end."""
    start = dealt(game)
    rows = [
        {"who": who, "move": clock(start) if clock else 0, "seat": seat, "value": value}
        for seat, value in enumerate(measure(start))
    ]
    for number, _seat, state in replayed(game):
        tick = clock(state) if clock else number + 1
        rows += [{"who": who, "move": tick, "seat": s, "value": v} for s, v in enumerate(measure(state))]
    return pd.DataFrame(rows).drop_duplicates(["move", "seat"], keep="last")


def table_label(info: dict[str, Any]) -> str:
    return f"Table {info['number']}"


def for_projector(figure: go.Figure, *, height: int) -> go.Figure:
    """Text of at least ``PROJECTOR_FONT`` px everywhere, the width left to the page."""
    figure.update_layout(
        height=height,
        autosize=True,
        font={"size": PROJECTOR_FONT},
        title_font={"size": PROJECTOR_FONT + 4},
        legend={"font": {"size": PROJECTOR_FONT}},
        margin={"l": 60, "r": 20, "t": 70, "b": 60},
    )
    figure.update_annotations(font_size=PROJECTOR_FONT)
    return figure


def race_figure(
    tables: list[tuple[dict[str, Any], Game]],
    series: Callable[[Game, str], pd.DataFrame],
    *,
    title: str,
    value_words: str,
    x_words: str = "move",
    bot: str | None = None,
) -> go.Figure:
    """Each table's race, one panel per table, a line per seat (solid: the students' game); with
    ``bot``, the same deal played by that bot at every seat, dashed, beside it. ``series(game,
    who)`` gives the race as ``race`` does (columns who, move, seat, value; ``move`` is the x)."""
    from plotly.subplots import make_subplots

    figure = make_subplots(
        rows=max(1, len(tables)),
        cols=1,
        subplot_titles=[table_label(info) for info, _game in tables] or [""],
        vertical_spacing=0.12 if len(tables) > 1 else 0.2,
    )
    for row, (_info, game) in enumerate(tables, start=1):
        frames = [series(game, STUDENTS)]
        if bot is not None:
            frames.append(series(same_deal_by_bots(game, bot), f"{BOTS} ({bot})"))
        for frame in frames:
            for seat, lines in frame.groupby("seat"):
                who = lines["who"].iloc[0]
                figure.add_trace(
                    go.Scatter(
                        x=lines["move"],
                        y=lines["value"],
                        mode="lines",
                        name=f"Seat {seat}" + ("" if who == STUDENTS else f", {who}"),
                        legendgroup=f"{who} {seat}",
                        showlegend=row == 1,
                        line={
                            "color": SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                            "width": 4 if who == STUDENTS else 2,
                            "dash": "solid" if who == STUDENTS else "dash",
                            "shape": "hv",
                        },
                    ),
                    row=row,
                    col=1,
                )
        figure.update_yaxes(title_text=value_words, rangemode="tozero", row=row, col=1)
    figure.update_xaxes(title_text=x_words, row=max(1, len(tables)), col=1)
    figure.update_layout(title=title, legend={"orientation": "h", "y": -0.12})
    return for_projector(figure, height=300 + 260 * max(1, len(tables)))
