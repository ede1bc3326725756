"""Two small charts for the walkthrough: the die's odds, and regeneration by Health (with the clip).

Both are drawn from ``odds`` (the functions the engine itself uses), so the chart and the game
cannot disagree.
"""

from __future__ import annotations

import plotly.graph_objects as go

from ...widgets.styles import MARGINS
from .. import odds
from ..rules import MAX_HEALTH
from ..styles import BAND_COLOURS, BAND_SHADES

BAND_HEALTH = {"Health 7–10": 7, "Health 4–6": 4, "Health 0–3": 0}


def die_odds_figure(max_excess: int = 8) -> go.Figure:
    """Chance the forest survives k cedars beyond the Forest Deck, one line per Health band:
    risk compounds, and a sick forest halves the odds of every roll."""
    fig = go.Figure()
    excess = list(range(max_excess + 1))
    for (name, health), colour in zip(BAND_HEALTH.items(), BAND_COLOURS.values()):
        survive = [float(1 - odds.collapse_probability(k, health)) for k in excess]
        fig.add_trace(
            go.Scatter(x=excess, y=survive, name=name, mode="lines+markers", line={"color": colour, "width": 3})
        )
    fig.update_layout(
        title="The forest survives k extra cedars with chance p^k",
        height=360,
        xaxis_title="cedars beyond the Forest Deck (die rolls)",
        yaxis_title="chance the forest survives",
        yaxis={"range": [0, 1.02], "tickformat": ".0%"},
        margin=MARGINS,
    )
    return fig


def regeneration_figure(*, clip: bool = False) -> go.Figure:
    """Cedars regenerated per round at each Health, shaded by the die's bands; with ``clip``, the
    clipped rate beside it (the clip penalty off, never below 0), both at the default options."""
    health = list(range(MAX_HEALTH + 1))
    fig = go.Figure()
    for low, high, shade in BAND_SHADES:
        fig.add_vrect(x0=low - 0.5, x1=high + 0.5 if high == MAX_HEALTH else high - 0.5, fillcolor=shade, line_width=0)
    fig.add_trace(
        go.Bar(x=health, y=[odds.regeneration(h) for h in health], name="regeneration", marker_color="#1b7837")
    )
    if clip:
        fig.add_trace(
            go.Bar(
                x=health,
                y=[odds.regeneration(h, clipped=True) for h in health],
                name="after a Seneca Clip",
                marker_color="#b2182b",
            )
        )
    fig.update_layout(
        title="Cedars regenerated per round" + (", with and without a clip" if clip else ""),
        height=320,
        xaxis={"title": "Forest Health", "dtick": 1},
        yaxis_title="cedars from the Box",
        barmode="group",
        margin=MARGINS,
    )
    return fig
