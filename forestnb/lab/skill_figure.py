"""The skill ladder as a picture: each rung's win rate with its 95% interval, rungs in the
ladder's order from random play up, one line of points per game.

Drawn to be read on a projector (1366x768) and on a 390 px phone alike: the figure takes its
container's width, the legend sits at the figure's foot (below the rungs' names however a narrow
screen turns them) rather than beside the plot, and several games' points
at one rung stand side by side instead of on top of each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..widgets.styles import GROUP_COLOURS, MARGINS

if TYPE_CHECKING:
    import pandas as pd
    import plotly.graph_objects as go


def ladder_figure(frame: pd.DataFrame) -> go.Figure:
    """``ladder`` rows (one game's, or several games' stacked) as win rate against rung, with
    interval error bars. One game's rungs are named by their players (random, greedy, tracker,
    strong 16); several games share the axis by each rung's role (random, rule bot, best rule
    bot, strong 16), with the player in the hover."""
    import plotly.graph_objects as go

    missing = {"game", "player", "rung", "games", "win_rate", "low", "high"} - set(frame.columns)
    if missing:
        raise ValueError(f"frame must be ladder rows (forestnb.lab.ladder); it has no {', '.join(sorted(missing))}")
    if frame.empty:
        raise ValueError("frame has no rungs: play a ladder first (forestnb.lab.ladder)")
    games = list(dict.fromkeys(frame["game"]))
    axis = "player" if len(games) == 1 else "rung"
    figure = go.Figure()
    for index, game in enumerate(games):
        rows = frame[frame["game"] == game]
        figure.add_trace(
            go.Scatter(
                x=rows[axis],
                y=rows["win_rate"],
                name=game,
                mode="lines+markers",
                line={"color": GROUP_COLOURS[index % len(GROUP_COLOURS)], "width": 1, "dash": "dot"},
                marker={"size": 9},
                error_y={
                    "type": "data",
                    "symmetric": False,
                    "array": rows["high"] - rows["win_rate"],
                    "arrayminus": rows["win_rate"] - rows["low"],
                    "thickness": 2,
                },
                customdata=rows[["player", "games", "low", "high"]],
                hovertemplate=(
                    f"{game}, %{{customdata[0]}}: %{{y:.0%}} "
                    "(95%: %{customdata[2]:.0%}–%{customdata[3]:.0%}) of %{customdata[1]} games<extra></extra>"
                ),
            )
        )
    order = list(dict.fromkeys(frame[axis]))
    figure.update_xaxes(title_text="rung, weakest first", type="category", categoryorder="array", categoryarray=order)
    figure.update_yaxes(title_text="win rate (95% interval)", range=[-0.02, 1.02], tickformat=".0%")
    several = len(games) > 1
    figure.update_layout(
        title="The skill ladder" if several else f"The skill ladder: {games[0]}",
        height=440 if several else 400,
        autosize=True,
        margin={**MARGINS, "b": 130} if several else MARGINS,
        scattermode="group",
        showlegend=several,
        legend={"orientation": "h", "yref": "container", "y": 0, "yanchor": "bottom"},
    )
    return figure
