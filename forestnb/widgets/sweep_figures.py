"""Charts of a sweep that any game can draw: a rate with its interval, a two-knob heatmap, the
spread of a number per setting, each seat's win rate, and a head-to-head matrix.

A sweep is a tidy table, one row per game; these functions group it by a knob and draw how often
something happened (a collapse, a win) or the mean of a number, whatever the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import plotly.graph_objects as go

from ..core.rates import mean_grid, rate_table
from .styles import GROUP_COLOURS, MARGINS, seat_colour

if TYPE_CHECKING:  # sweeps' frames only: boards draw from plain lists, so they run without pandas (JupyterLite)
    import pandas as pd


def rate_chart(
    games: pd.DataFrame,
    by: str,
    value: str,
    color: str | None = None,
    *,
    label: str | None = None,
    colours: Sequence[str] = GROUP_COLOURS,
) -> go.Figure:
    """How often ``value`` is true against ``by``, with a 95% interval, one line per ``color`` group
    in ``colours`` (a game whose charts give some colours a meaning, such as Humbaba's Health bands,
    passes the rest).

    The interval matters: with a few dozen games a 10-point difference can be luck. Points are
    joined by a line only along a numeric knob: between named tables or on/off a line would draw
    a trend that is not there.
    """
    fig = go.Figure()
    ordered = games[by].dtype.kind in "iuf"  # whole or real numbers; not bools, not names
    for index, (name, group) in enumerate(groups(games, color)):
        table = rate_table(group, by, value)
        fig.add_trace(
            go.Scatter(
                x=table[by],
                y=table["rate"],
                name=str(name) if color else label or value,
                mode="lines+markers" if ordered else "markers",
                line={"color": colours[index % len(colours)]},
                error_y={
                    "type": "data",
                    "symmetric": False,
                    "array": table["high"] - table["rate"],
                    "arrayminus": table["rate"] - table["low"],
                },
                customdata=table[["games", "low", "high"]],
                hovertemplate="%{y:.0%} (95%: %{customdata[1]:.0%}–%{customdata[2]:.0%}) of %{customdata[0]} games",
            )
        )
    fig.update_xaxes(title_text=by.replace("_", " "), tickvals=sorted(games[by].unique()))
    fig.update_yaxes(title_text=label or value.replace("_", " "), range=[-0.02, 1.02], tickformat=".0%")
    fig.update_layout(height=420, showlegend=color is not None, legend_title_text=(color or "").replace("_", " "))
    return fig


def heatmap(
    games: pd.DataFrame, x: str, y: str, value: str, *, colorscale: str = "RdYlGn_r", title: str | None = None
) -> go.Figure:
    """The mean of ``value`` for every pair of ``x`` and ``y`` values: two knobs at once.

    True/false columns (``collapsed``) read as a percentage. The default colours run green to red
    for a bad outcome; pass ``colorscale="RdYlGn"`` when high is good (a win rate).
    """
    means = mean_grid(games, x, y, value)
    share = games[value].dtype == bool
    fig = go.Figure(
        go.Heatmap(
            z=means.to_numpy(dtype=float),
            x=[str(v) for v in means.columns],
            y=[str(v) for v in means.index],
            colorscale=colorscale,
            zmin=0 if share else None,
            zmax=1 if share else None,
            texttemplate="%{z:.0%}" if share else "%{z:.1f}",
            colorbar={"tickformat": ".0%" if share else ""},
            hovertemplate=f"{x} %{{x}}, {y} %{{y}}: %{{z:{'.0%' if share else '.2f'}}}<extra></extra>",
        )
    )
    fig.update_xaxes(title_text=x.replace("_", " "), type="category")
    fig.update_yaxes(title_text=y.replace("_", " "), type="category")
    default = f"{value.replace('_', ' ')} by {x.replace('_', ' ')} and {y.replace('_', ' ')}"
    fig.update_layout(title=title or default, height=420)
    return fig


def groups(games: pd.DataFrame, column: str | None) -> list[tuple[Any, pd.DataFrame]]:
    """The frame split by ``column`` (sorted), or whole when ``column`` is None."""
    return [(None, games)] if column is None else list(games.groupby(column, sort=True))


def spread(games: pd.DataFrame, by: str, value: str, title: str) -> go.Figure:
    """A box per setting of ``by``: how ``value`` (rounds, decisions...) varies from game to game."""
    fig = go.Figure()
    for setting, group in games.groupby(by, sort=False):
        fig.add_trace(go.Box(y=group[value], name=str(setting), boxmean=True, marker_color=GROUP_COLOURS[0]))
    fig.update_layout(
        title=title, height=360, showlegend=False, xaxis_title=by.replace("_", " "), yaxis_title=value, margin=MARGINS
    )
    return fig


def seat_win_rates(games: pd.DataFrame, by: str) -> go.Figure:
    """Each seat's win rate for each setting of ``by`` (columns ``won_0``.., see
    ``forestnb.core.rates.seat_wins``), seat 0 playing first."""
    seats = sorted(c for c in games.columns if c.startswith("won_"))
    fig = go.Figure()
    for column in seats:
        seat = int(column.split("_")[1])
        rates = games.groupby(by, sort=False)[column].mean()
        fig.add_trace(
            go.Bar(name=f"Seat {seat}", x=[str(v) for v in rates.index], y=rates.values, marker_color=seat_colour(seat))
        )
    fig.update_layout(
        title="Win rate by seat (Seat 0 plays first)",
        barmode="group",
        height=380,
        xaxis_title=by.replace("_", " "),
        yaxis={"title": "win rate", "tickformat": ".0%"},
        margin=MARGINS,
        legend={"orientation": "h", "y": -0.2},
    )
    return fig


def matrix_heatmap(matrix: pd.DataFrame, title: str, *, rows: str, columns: str = "against") -> go.Figure:
    """A head-to-head matrix (``forestnb.core.rates.head_to_head``): the row's win rate against
    the column, as a heatmap with the numbers written in."""
    fig = go.Figure(
        go.Heatmap(
            z=matrix.values,
            x=list(matrix.columns),
            y=list(matrix.index),
            zmin=0,
            zmax=1,
            colorscale="RdYlGn",
            text=[[f"{v:.0%}" for v in row] for row in matrix.values],
            texttemplate="%{text}",
            colorbar={"title": "wins", "tickformat": ".0%"},
        )
    )
    fig.update_layout(
        title=title,
        height=360,
        xaxis_title=columns,
        yaxis_title=rows,
        yaxis={"autorange": "reversed"},
        margin={**MARGINS, "l": 80},
    )
    return fig
