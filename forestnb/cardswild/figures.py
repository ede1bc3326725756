"""A live picture of the Cardswild race: trophies per species for every seat, against each limit.

The race is won species by species, in order, so a bar per seat and species shows at a glance
who is stuck on Grouse and who is closing on the Bear. The figure has a fixed set of named
traces (one bar per seat, one row of limit marks) so a board can redraw it in place
(``update_trophy_bars``) after every move instead of replacing it, which would flicker.

The rest are the what-if notebook's pictures of many games: spreads of game length, win rates
by seat, by Safe cards and Lions, how often something happens with each deck, and the bots'
head-to-head matrix.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import plotly.graph_objects as go

from ..core.rates import rate_table
from ..widgets.styles import GROUP_COLOURS, MARGINS, seat_colour
from ..widgets.sweep_figures import matrix_heatmap
from .cards import LIMIT, SPECIES_NAMES
from .rules import CardswildGame

if TYPE_CHECKING:  # sweeps' frames only: boards draw from plain lists, so they run without pandas (JupyterLite)
    import pandas as pd

LIMIT_TRACE = "limit"


def seat_trace(seat: int) -> str:
    return f"Seat {seat}"


def trophy_bars(game: CardswildGame, *, title: str = "Trophies per species (limit marked ▬)") -> go.Figure:
    """Grouped bars: each seat's trophies per species, Mountain Lion catches included, with the limits."""
    fig = go.Figure()
    for seat in range(game.players):
        fig.add_trace(go.Bar(name=seat_trace(seat), x=list(SPECIES_NAMES), marker_color=seat_colour(seat)))
    fig.add_trace(
        go.Scatter(
            name=LIMIT_TRACE,
            x=list(SPECIES_NAMES),
            y=[LIMIT[s] for s in SPECIES_NAMES],
            mode="markers",
            marker={"symbol": "line-ew", "size": 60, "color": "black", "line": {"width": 3}},
            hoverinfo="y",
        )
    )
    fig.update_yaxes(title_text="trophies", range=[0, max(LIMIT.values()) + 0.6], dtick=1)
    fig.update_xaxes(title_text="species, in hunting order")
    fig.update_layout(
        title=title,
        barmode="group",
        height=340,
        margin={"l": 50, "r": 20, "t": 50, "b": 40},
        legend={"orientation": "h", "y": -0.25},
    )
    update_trophy_bars(fig, game)
    return fig


def update_trophy_bars(fig: go.Figure, game: CardswildGame) -> None:
    """Redraw a figure made by ``trophy_bars`` for the game's current hunt areas, in place."""
    with fig.batch_update():
        traces = {trace.name: trace for trace in fig.data}
        for seat, area in enumerate(game.areas):
            traces[seat_trace(seat)].y = [area.trophies[s] for s in SPECIES_NAMES]


# -- many games: the what-if notebook ---------------------------------------------------------------
def win_rate_by(seats: pd.DataFrame, by: str, label: str) -> go.Figure:
    """Win rate of a seat against ``by`` (one row per game and seat), with the even share 1/N dashed."""
    grouped = seats.groupby(by)["won"].agg(["mean", "count"]).reset_index()
    fair = 1 / seats["seat"].nunique()
    fig = go.Figure(
        go.Bar(
            x=grouped[by].astype(str),
            y=grouped["mean"],
            marker_color="#2166ac",
            text=[f"{m:.0%} of {n}" for m, n in zip(grouped["mean"], grouped["count"])],
            textposition="outside",
        )
    )
    fig.add_hline(y=fair, line_dash="dash", annotation_text=f"even share {fair:.0%}")
    fig.update_layout(
        title=f"How often a seat wins, by {label}",
        height=360,
        xaxis_title=label,
        yaxis_title="win rate",
        yaxis={"tickformat": ".0%", "range": [0, 1.1]},
        margin=MARGINS,
    )
    return fig


def deck_rates(games: pd.DataFrame, value: str, title: str) -> go.Figure:
    """How often ``value`` is true with each deck of a ``luck_cards`` sweep, a bar per table of
    bots (in group colours: a table is not a seat) with its 95% interval (games where ``value``
    is empty left out): with a few hundred games a difference of some points can be luck, and the
    interval says how much."""
    fig = go.Figure()
    decks = list(dict.fromkeys(games["deck"]))
    for index, (table, group) in enumerate(games.groupby("table", sort=False)):
        known = group.dropna(subset=[value])
        rates = (
            rate_table(known.assign(**{value: known[value].astype(bool)}), "deck", value)
            .set_index("deck")
            .reindex(decks)
        )
        colour = GROUP_COLOURS[index % len(GROUP_COLOURS)]
        fig.add_trace(
            go.Bar(
                name=str(table),
                x=decks,
                y=rates["rate"],
                marker_color=colour,
                error_y={
                    "type": "data",
                    "symmetric": False,
                    "array": rates["high"] - rates["rate"],
                    "arrayminus": rates["rate"] - rates["low"],
                },
                customdata=rates[["games"]],
                hovertemplate="%{y:.0%} of %{customdata[0]} games",
            )
        )
    fig.update_layout(
        title=title,
        barmode="group",
        height=380,
        xaxis_title="deck",
        yaxis={"title": "share of games", "tickformat": ".0%", "range": [0, 1]},
        margin=MARGINS,
        legend={"orientation": "h", "y": -0.2},
    )
    return fig


def matchup_heatmap(matrix: pd.DataFrame) -> go.Figure:
    """The row bot's win rate against the column bot (both seatings), as a heatmap with numbers."""
    return matrix_heatmap(matrix, "How often the row's bot beats the column's bot (two players)", rows="bot")


def first_seat(games: pd.DataFrame) -> go.Figure:
    """In mirror matches (the same bot in both seats), how often the first player wins."""
    mirror = games[games["seat_0"] == games["seat_1"]]
    rates = mirror.groupby("seat_0", sort=False)[["seat_0_won", "seat_1_won"]].mean()
    fig = go.Figure(
        [
            go.Bar(
                name="Seat 0 (plays first)", x=list(rates.index), y=rates["seat_0_won"], marker_color=seat_colour(0)
            ),
            go.Bar(name="Seat 1", x=list(rates.index), y=rates["seat_1_won"], marker_color=seat_colour(1)),
        ]
    )
    fig.update_layout(
        title="Mirror matches: does moving first pay?",
        barmode="group",
        height=360,
        xaxis_title="both seats play",
        yaxis={"title": "win rate", "tickformat": ".0%", "range": [0, 1]},
        margin=MARGINS,
    )
    return fig
