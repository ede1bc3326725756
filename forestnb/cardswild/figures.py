"""A live picture of the Cardswild race: trophies per species for every seat, against each limit.

The race is won species by species, in order, so a bar per seat and species shows at a glance
who is stuck on Grouse and who is closing on the Bear. The figure has a fixed set of named
traces (one bar per seat, one row of limit marks) so a board can redraw it in place
(``update_trophy_bars``) after every move instead of replacing it, which would flicker.
"""
from __future__ import annotations

import plotly.graph_objects as go

from .cards import LIMIT, SPECIES_NAMES
from .rules import CardswildGame

SEAT_COLOURS = ("#1b7837", "#b2182b", "#2166ac", "#e08214")
LIMIT_TRACE = "limit"


def seat_trace(seat: int) -> str:
    return f"Seat {seat}"


def trophy_bars(game: CardswildGame, *, title: str = "Trophies per species (limit marked ▬)") -> go.Figure:
    """Grouped bars: each seat's trophies per species, Mountain Lion catches included, with the limits."""
    fig = go.Figure()
    for seat in range(game.players):
        fig.add_trace(go.Bar(name=seat_trace(seat), x=list(SPECIES_NAMES), marker_color=SEAT_COLOURS[seat % len(SEAT_COLOURS)]))
    fig.add_trace(go.Scatter(name=LIMIT_TRACE, x=list(SPECIES_NAMES), y=[LIMIT[s] for s in SPECIES_NAMES], mode="markers",
                             marker={"symbol": "line-ew", "size": 60, "color": "black", "line": {"width": 3}}, hoverinfo="y"))
    fig.update_yaxes(title_text="trophies", range=[0, max(LIMIT.values()) + 0.6], dtick=1)
    fig.update_xaxes(title_text="species, in hunting order")
    fig.update_layout(title=title, barmode="group", height=340, margin={"l": 50, "r": 20, "t": 50, "b": 40},
                      legend={"orientation": "h", "y": -0.25})
    update_trophy_bars(fig, game)
    return fig


def update_trophy_bars(fig: go.Figure, game: CardswildGame) -> None:
    """Redraw a figure made by ``trophy_bars`` for the game's current hunt areas, in place."""
    with fig.batch_update():
        traces = {trace.name: trace for trace in fig.data}
        for seat, area in enumerate(game.areas):
            traces[seat_trace(seat)].y = [area.trophies[s] for s in SPECIES_NAMES]
