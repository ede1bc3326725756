"""A live picture of a Forest Hunters game: every seat's hearts, turn by turn.

Hearts are what the game is won on (by knockout, or on hearts when the decks run out), so a line
per seat shows at a glance who is being worn down and when a direct hit or a heart cost landed.
The game keeps no record of past hearts, so whoever moves the game on (the board) keeps a
*timeline* of ``(turn, hearts per seat)`` points with ``timeline_start`` and ``timeline_after``;
the figure has one named trace per seat so it is redrawn in place (``update_hearts_chart``)
instead of replaced, which would flicker.
"""

from __future__ import annotations

import plotly.graph_objects as go

from ..widgets.styles import seat_colour
from .rules import HuntersGame

Timeline = tuple[tuple[int, tuple[int, ...]], ...]


def seat_trace(seat: int) -> str:
    return f"Seat {seat}"


def _point(game: HuntersGame) -> tuple[int, tuple[int, ...]]:
    view = game.view(0)
    return view["turn"], tuple(player["hearts"] for player in view["players"])


def timeline_start(game: HuntersGame) -> Timeline:
    """The timeline of a game just set up: everyone's starting hearts at turn 1."""
    return (_point(game),)


def timeline_after(timeline: Timeline, game: HuntersGame) -> Timeline:
    """The timeline once ``game`` has moved on: a turn keeps the hearts it ended with.

    A tuple, never changed in place, so a board can keep the old one to restore after an error."""
    turn, hearts = _point(game)
    if timeline and timeline[-1][0] == turn:
        return (*timeline[:-1], (turn, hearts))
    return (*timeline, (turn, hearts))


def hearts_chart(game: HuntersGame, timeline: Timeline, *, title: str = "Hearts per seat, turn by turn") -> go.Figure:
    """One line per seat: its hearts at the end of every turn so far (0 is out of the game)."""
    fig = go.Figure()
    for seat in range(game.players):
        colour = seat_colour(seat)
        fig.add_trace(
            go.Scatter(
                name=seat_trace(seat),
                mode="lines+markers",
                line={"shape": "hv", "width": 3, "color": colour},
                marker={"color": colour},
            )
        )
    top = game.view(0)["max_hearts"]
    fig.update_yaxes(title_text="hearts", range=[-0.3, top + 0.5], dtick=1)
    fig.update_xaxes(title_text="turn", dtick=1, tickformat="d")
    fig.update_layout(
        title=title, height=320, margin={"l": 50, "r": 20, "t": 50, "b": 40}, legend={"orientation": "h", "y": -0.25}
    )
    update_hearts_chart(fig, timeline)
    return fig


def update_hearts_chart(fig: go.Figure, timeline: Timeline) -> None:
    """Redraw a figure made by ``hearts_chart`` for the timeline, in place. The turn axis is set
    rather than left to autorange, which a browser may not redo after an in-place update."""
    turns = [turn for turn, _ in timeline]
    with fig.batch_update():
        fig.layout.xaxis.range = [0.5, max(turns[-1], 2) + 0.5]
        for trace in fig.data:
            seat = int(trace.name.split()[-1])
            trace.x = turns
            trace.y = [hearts[seat] for _, hearts in timeline]
