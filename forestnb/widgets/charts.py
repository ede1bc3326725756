"""Charts of a sweep that any game can draw: a rate with its interval, and a two-knob heatmap.

A sweep is a tidy table, one row per game; these functions group it by a knob and draw how often
something happened (a collapse, a win) or the mean of a number, whatever the game.
"""
from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go

from ..core.rates import mean_grid, rate_table

GROUP_COLOURS = ("#2166ac", "#e08214", "#6a3d9a", "#01665e", "#8c510a", "#c51b7d", "#1b7837", "#b2182b")


def rate_chart(games: pd.DataFrame, by: str, value: str, color: str | None = None, *, label: str | None = None) -> go.Figure:
    """How often ``value`` is true against ``by``, with a 95% interval, one line per ``color`` group.

    The interval matters: with a few dozen games a 10-point difference can be luck.
    """
    fig = go.Figure()
    for index, (name, group) in enumerate(groups(games, color)):
        table = rate_table(group, by, value)
        fig.add_trace(go.Scatter(
            x=table[by], y=table["rate"], name=str(name) if color else label or value, mode="lines+markers",
            line={"color": GROUP_COLOURS[index % len(GROUP_COLOURS)]},
            error_y={"type": "data", "symmetric": False, "array": table["high"] - table["rate"],
                     "arrayminus": table["rate"] - table["low"]},
            customdata=table[["games", "low", "high"]],
            hovertemplate="%{y:.0%} (95%: %{customdata[1]:.0%}–%{customdata[2]:.0%}) of %{customdata[0]} games",
        ))
    fig.update_xaxes(title_text=by.replace("_", " "), tickvals=sorted(games[by].unique()))
    fig.update_yaxes(title_text=label or value.replace("_", " "), range=[-0.02, 1.02], tickformat=".0%")
    fig.update_layout(height=420, showlegend=color is not None, legend_title_text=(color or "").replace("_", " "))
    return fig


def heatmap(games: pd.DataFrame, x: str, y: str, value: str, *, colorscale: str = "RdYlGn_r",
            title: str | None = None) -> go.Figure:
    """The mean of ``value`` for every pair of ``x`` and ``y`` values: two knobs at once.

    True/false columns (``collapsed``) read as a percentage. The default colours run green to red
    for a bad outcome; pass ``colorscale="RdYlGn"`` when high is good (a win rate).
    """
    means = mean_grid(games, x, y, value)
    share = games[value].dtype == bool
    fig = go.Figure(go.Heatmap(
        z=means.to_numpy(dtype=float), x=[str(v) for v in means.columns], y=[str(v) for v in means.index],
        colorscale=colorscale, zmin=0 if share else None, zmax=1 if share else None,
        texttemplate="%{z:.0%}" if share else "%{z:.1f}", colorbar={"tickformat": ".0%" if share else ""},
        hovertemplate=f"{x} %{{x}}, {y} %{{y}}: %{{z:{'.0%' if share else '.2f'}}}<extra></extra>",
    ))
    fig.update_xaxes(title_text=x.replace("_", " "), type="category")
    fig.update_yaxes(title_text=y.replace("_", " "), type="category")
    default = f"{value.replace('_', ' ')} by {x.replace('_', ' ')} and {y.replace('_', ' ')}"
    fig.update_layout(title=title or default, height=420)
    return fig


def groups(games: pd.DataFrame, column: str | None) -> list[tuple[Any, pd.DataFrame]]:
    """The frame split by ``column`` (sorted), or whole when ``column`` is None."""
    return [(None, games)] if column is None else list(games.groupby(column, sort=True))
