"""The what-if notebook's own pictures of many Forest Hunters games: how games end, and what
going first is worth. (The shared ones, a spread per setting, win rates by seat and a
head-to-head matrix, are in ``forestnb.widgets.sweep_figures``; the board's live figure is ``figures``.)
"""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from ..widgets.styles import MARGINS, seat_colour
from .styles import ENDING_COLOURS


def ending_bars(games: pd.DataFrame, by: str) -> go.Figure:
    """Stacked bars per setting of ``by``: the share of games ended by a knockout, by every deck
    running out, or by the round limit; hatched where that ending was a draw (equal hearts)."""
    fig = go.Figure()
    settings = list(dict.fromkeys(games[by]))
    for way, colour in ENDING_COLOURS.items():
        for draw in (False, True):
            shares = [
                float(((g["ended_by"] == way) & (g["draw"] == draw)).mean())
                for g in (games[games[by] == s] for s in settings)
            ]
            if not any(shares):
                continue
            fig.add_trace(
                go.Bar(
                    name=way + (" (draw)" if draw else ""),
                    x=[str(s) for s in settings],
                    y=shares,
                    marker={"color": colour, "pattern": {"shape": "/" if draw else ""}},
                    hovertemplate="%{y:.0%}<extra>%{fullData.name}</extra>",
                )
            )
    fig.update_layout(
        title="How games end",
        barmode="stack",
        height=380,
        xaxis_title=by.replace("_", " "),
        yaxis={"title": "share of games", "tickformat": ".0%", "range": [0, 1]},
        margin=MARGINS,
        legend={"orientation": "h", "y": -0.25},
    )
    return fig


def first_move_bars(table: pd.DataFrame) -> go.Figure:
    """Each deck's win rate playing first and playing second (``whatif.first_move``), side by side."""
    fig = go.Figure(
        [
            go.Bar(
                name="playing first (Seat 0)",
                x=list(table.index),
                y=table["wins playing first"],
                marker_color=seat_colour(0),
            ),
            go.Bar(
                name="playing second (Seat 1)",
                x=list(table.index),
                y=table["wins playing second"],
                marker_color=seat_colour(1),
            ),
        ]
    )
    fig.add_hline(y=0.5, line_dash="dash", annotation_text="even")
    fig.update_layout(
        title="Win rate playing first and second (the same pairings, seats swapped)",
        barmode="group",
        height=380,
        xaxis_title="deck",
        yaxis={"title": "win rate", "tickformat": ".0%", "range": [0, 1]},
        margin=MARGINS,
        legend={"orientation": "h", "y": -0.2},
    )
    return fig
