"""A live plotly figure for The Forest: each seat's total score after every round, and the target.

Built with fixed named traces (one per seat, plus the target line) so a board can redraw it in
place with ``update_scores`` after each round instead of replacing the figure, which would flicker.
"""
from __future__ import annotations

import plotly.graph_objects as go

from .rules import ForestGame

SEAT_COLOURS = ("#1b7837", "#b2182b", "#2166ac", "#e08214")
TARGET = "target"


def seat_trace(seat: int) -> str:
    return f"Seat {seat}"


def score_race(game: ForestGame, *, title: str | None = None) -> go.Figure:
    """Totals round by round (round 0 = the start, everyone at 0) against the winning target."""
    fig = go.Figure()
    for seat in range(game.players):
        fig.add_trace(go.Scatter(name=seat_trace(seat), mode="lines+markers",
                                 line={"color": SEAT_COLOURS[seat % len(SEAT_COLOURS)], "width": 3}))
    fig.add_trace(go.Scatter(name=TARGET, mode="lines", line={"color": "black", "dash": "dash", "width": 2}))
    fig.update_xaxes(title_text="after round (0 = start)", dtick=1, rangemode="tozero")
    fig.update_yaxes(title_text="total score", rangemode="tozero")
    fig.update_layout(height=360, margin={"l": 50, "r": 20, "t": 50, "b": 40},
                      title=title or f"The race to {game.target} points", legend={"orientation": "h", "y": -0.25})
    update_scores(fig, game)
    return fig


def update_scores(fig: go.Figure, game: ForestGame) -> None:
    """Redraw a figure made by ``score_race`` for the game's current rounds, in place.

    An unscored round (the deck ran out) still gets a point, flat, so every round played shows.
    """
    rounds = list(range(len(game.rounds) + 1))
    totals = [[0] * game.players, *(record["totals"] for record in game.rounds)]
    series = {seat_trace(seat): [row[seat] for row in totals] for seat in range(game.players)}
    series[TARGET] = [game.target] * len(rounds)
    with fig.batch_update():
        for trace in fig.data:
            trace.x, trace.y = rounds, series[trace.name]
