"""Plotly figures for The Forest: one game's score race, and what many games of a sweep show.

The score race is built with fixed named traces (one per seat, plus the target line) so a board
can redraw it in place with ``update_scores`` after each round instead of replacing the figure,
which would flicker. The sweep pictures take a what-if table (one row per game) and a knob.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ..core.rates import rate_table
from ..widgets.styles import GROUP_COLOURS, seat_colour
from ..widgets.sweep_figures import groups, heatmap, rate_chart
from .rules import ForestGame
from .styles import ENDING_COLOURS

if TYPE_CHECKING:  # sweeps' frames only: boards draw from plain lists, so they run without pandas (JupyterLite)
    import pandas as pd

__all__ = [
    "heatmap",
    "length_chart",
    "round_endings",
    "score_race",
    "seat_trace",
    "strike_outcomes",
    "tale_chart",
    "update_scores",
    "win_rate",
]

TARGET = "target"


def seat_trace(seat: int) -> str:
    return f"Seat {seat}"


def score_race(game: ForestGame, *, title: str | None = None) -> go.Figure:
    """Totals round by round (round 0 = the start, everyone at 0) against the winning target."""
    fig = go.Figure()
    for seat in range(game.players):
        fig.add_trace(
            go.Scatter(name=seat_trace(seat), mode="lines+markers", line={"color": seat_colour(seat), "width": 3})
        )
    fig.add_trace(go.Scatter(name=TARGET, mode="lines", line={"color": "black", "dash": "dash", "width": 2}))
    fig.update_xaxes(title_text="after round (0 = start)", dtick=1, rangemode="tozero")
    fig.update_yaxes(title_text="total score", rangemode="tozero")
    fig.update_layout(
        height=360,
        margin={"l": 50, "r": 20, "t": 50, "b": 40},
        title=title or f"The race to {game.target} points",
        legend={"orientation": "h", "y": -0.25},
    )
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


# -- many games: the pictures of the what-if sweeps -------------------------------------------------
def _readable(games: pd.DataFrame, *columns: str | None) -> pd.DataFrame:
    """True/False knobs as words, so an axis reads "Deep Woods: yes" rather than a bare boolean."""
    out = games.copy()
    for column in filter(None, columns):
        if out[column].dtype == bool:
            out[column] = out[column].map(
                {False: f"{column.replace('_', ' ')}: no", True: f"{column.replace('_', ' ')}: yes"}
            )
    return out


def win_rate(games: pd.DataFrame, by: str, color: str | None = None) -> go.Figure:
    """How often the bot the sweep watches (``won``) wins, against a knob, with 95% intervals.

    The knob's values are evenly spaced categories, so a far-off value (a Strike lead of 99 for
    "never") does not squeeze the others together.
    """
    data = _readable(games, by, color)
    fig = rate_chart(data, by, "won", color, label="wins")
    fig.update_xaxes(
        type="category",
        tickvals=None,
        categoryorder="array",
        categoryarray=[str(value) for value in sorted(data[by].unique())],
    )
    fig.add_hline(
        y=1 / games["players"].max(),
        line_dash="dot",
        line_color="grey",
        annotation_text="an even share of wins",
        annotation_position="bottom right",
    )
    fig.update_layout(title=f"How often it wins, by {by.replace('_', ' ')}")
    return fig


def length_chart(games: pd.DataFrame, by: str, color: str | None = None) -> go.Figure:
    """How long games last: rounds played (left) and turns taken (right), as box plots per knob value."""
    data = _readable(games, by, color)
    fig = make_subplots(rows=1, cols=2, subplot_titles=("rounds per game", "turns per game"))
    for index, (name, group) in enumerate(groups(data, color)):
        colour = GROUP_COLOURS[index % len(GROUP_COLOURS)]
        for col, measure in ((1, "rounds_played"), (2, "turns")):
            fig.add_trace(
                go.Box(
                    x=group[by].astype(str),
                    y=group[measure],
                    name=str(name) if color else measure.replace("_", " "),
                    marker_color=colour,
                    boxmean=True,
                    legendgroup=str(name),
                    showlegend=col == 1 and color is not None,
                ),
                row=1,
                col=col,
            )
    fig.update_xaxes(type="category", title_text=by.replace("_", " "))
    fig.update_yaxes(rangemode="tozero")
    fig.update_layout(
        title="How long a game lasts",
        boxmode="group",
        height=420,
        showlegend=color is not None,
        legend_title_text=(color or "").replace("_", " "),
    )
    return fig


ENDINGS = {
    "Score called": "score_calls",
    "Strike held": "strike_successes",
    "Strike failed": "strike_failures",
    "deck ran out (no score)": "rounds_unscored",
}


def round_endings(games: pd.DataFrame, by: str) -> go.Figure:
    """How the rounds of a game end, on average per game: Score, a Strike that held or failed, or an empty deck."""
    data = _readable(games, by).assign(strike_failures=games["strike_calls"] - games["strike_successes"])
    means = data.groupby(by, sort=True)[list(ENDINGS.values())].mean()
    fig = go.Figure(
        [
            go.Bar(x=[str(v) for v in means.index], y=means[column], name=label, marker_color=colour)
            for (label, column), colour in zip(ENDINGS.items(), ENDING_COLOURS)
        ]
    )
    fig.update_xaxes(type="category", title_text=by.replace("_", " "))
    fig.update_yaxes(title_text="rounds per game")
    fig.update_layout(barmode="stack", title="How the rounds end", height=420)
    return fig


def strike_outcomes(games: pd.DataFrame) -> go.Figure:
    """For each Strike lead: Strikes called per game by the tuned tracker's table, and the share that held."""
    grouped = games.groupby("strike_lead", sort=True)
    calls = grouped["strike_calls"].sum()
    held = (grouped["strike_successes"].sum() / calls.where(calls > 0)).fillna(0)
    x = [str(v) for v in calls.index]
    fig = make_subplots(rows=1, cols=2, subplot_titles=("Strikes called per game", "share of Strikes that held"))
    fig.add_trace(
        go.Bar(x=x, y=grouped["strike_calls"].mean(), marker_color="#e08214", name="Strikes per game"), row=1, col=1
    )
    fig.add_trace(go.Bar(x=x, y=held, marker_color="#1b7837", name="held"), row=1, col=2)
    fig.update_xaxes(type="category", title_text="Strike lead (99: never)")
    fig.update_yaxes(tickformat=".0%", range=[0, 1.02], row=1, col=2)
    fig.update_layout(title="Bigger leads: fewer Strikes, and safer ones", height=400, showlegend=False)
    return fig


def tale_chart(games: pd.DataFrame) -> go.Figure:
    """Each tale alone against no tales and all twelve: mean rounds per game, and seat 0's win rate."""
    order = list(dict.fromkeys(games["tale"]))
    rounds = games.groupby("tale")["rounds_played"].mean().reindex(order)
    wins = rate_table(games, "tale", "won").set_index("tale").reindex(order)
    fig = make_subplots(rows=1, cols=2, shared_yaxes=True, subplot_titles=("rounds per game", "seat 0 wins"))
    fig.add_trace(go.Bar(y=order, x=rounds, orientation="h", marker_color="#2166ac", name="rounds"), row=1, col=1)
    fig.add_trace(
        go.Bar(
            y=order,
            x=wins["rate"],
            orientation="h",
            marker_color="#1b7837",
            name="wins",
            error_x={
                "type": "data",
                "symmetric": False,
                "array": wins["high"] - wins["rate"],
                "arrayminus": wins["rate"] - wins["low"],
            },
        ),
        row=1,
        col=2,
    )
    fig.update_xaxes(tickformat=".0%", range=[0, 1.02], row=1, col=2)
    fig.update_yaxes(autorange="reversed")
    fig.update_layout(title="Each Forest Tale on its own", height=520, showlegend=False, margin={"l": 130})
    return fig
