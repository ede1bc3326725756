"""Plotly figures for Humbaba: one game's forest over time, and the same for many games.

The timeline is built with a fixed set of named traces so a board can redraw it in place
(``update_timeline``) after every round instead of replacing the figure, which would flicker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ..core.match import play, scaled_games, simulate
from ..widgets.gallery import Exhibit
from ..widgets.styles import GROUP_COLOURS, seat_colour
from ..widgets.sweep_figures import groups, heatmap, rate_chart  # noqa: F401 - heatmap: a view of the what-ifs
from . import odds
from .rules import MAX_HEALTH, ROUNDS, HumbabaGame
from .styles import BAND_COLOURS, BAND_SHADES

if TYPE_CHECKING:  # sweeps' frames only: boards draw from plain lists, so they run without pandas (JupyterLite)
    import pandas as pd

HEALTH_LINE = BAND_COLOURS["thriving"]
"""Forest Health's own line: the thriving band's green, a colour no seat and no group is drawn in."""
BANDED = "plotly_white"
"""The template of a chart with Forest Health's bands: their faint shades vanish on plotly's default blue-grey."""


def health_moments(game: HumbabaGame) -> list[dict[str, Any]]:
    """What moved or marked Forest Health, in the order it happened, each placed inside its round.

    Health is read from the game's events, not from the end of each round, so a fall and a later
    recovery in one round show as both (Humbaba's Wrath 5 → 3, then a heal back to 6), never as a
    bare rise. A moment of round r sits between r − 1 and r, spaced by its order in the round;
    its kind is ``health`` (a change, with ``source``), ``event`` (the Forest Event turned up),
    ``clip`` (a Seneca Clip struck) or ``collapse``.
    """
    rounds: list[list[dict[str, Any]]] = []
    health = game.options["starting_health"]
    for event in game.events_for(None):  # a player's chart: only what everyone at the table sees
        data = event.data
        if event.rule == "H-round":
            rounds.append([])
            continue
        if event.rule == "H-health":
            health = data["to"]
            moment = {"kind": "health", "health": health, "text": f"{data['source']}: Health {data['from']} → {health}"}
        elif event.rule == "H-event" and "event" in data:
            moment = {"kind": "event", "health": health, "text": data["event"]}
        elif event.rule == "H-clip" and "drop" in data:
            moment = {"kind": "clip", "health": health, "text": f"Seneca Clip: Health fell {data['drop']} this round"}
        elif event.rule == "H-die" and data.get("success") is False:
            moment = {"kind": "collapse", "health": health, "text": "the forest collapses"}
        else:
            continue
        if rounds:
            rounds[-1].append(moment)
    moments = []
    for number, found in enumerate(rounds, start=1):
        for order, moment in enumerate(found, start=1):
            moments.append({**moment, "round": number, "x": number - 1 + order / (len(found) + 1)})
    return moments


def timeline_points(game: HumbabaGame, *, teacher: bool = False) -> dict[str, Any]:
    """The series the timeline draws: Forest Health at the set-up, at every change and at the end
    of every round played; the cedars at the end of each round, starting at round 0 (the set-up)."""
    start = {
        "health": game.options["starting_health"],
        "forest_deck": game.options["forest_size"],
        "box_reserve": game.options["box_size"],
        "stockpiles": [0] * game.players,
    }
    records = [start, *game.rounds]
    rounds = list(range(len(records)))
    moments = health_moments(game)
    path = [{"x": 0, "health": start["health"], "text": "set-up"}]
    path += [m for m in moments if m["kind"] == "health"]
    path += [{"x": r["round"], "health": r["health"], "text": f"end of round {r['round']}"} for r in game.rounds]
    path.sort(key=lambda point: point["x"])
    marks = {kind: [m for m in moments if m["kind"] == kind] for kind in ("event", "clip", "collapse")}
    return {
        "rounds": rounds,
        "health_x": [point["x"] for point in path],
        "health": [point["health"] for point in path],
        "health_text": [point["text"] for point in path],
        "forest_deck": [r["forest_deck"] for r in records],
        "box_reserve": [r["box_reserve"] for r in records] if teacher else [],
        "stockpiles": [[r["stockpiles"][seat] for r in records] for seat in range(game.players)],
        **{
            f"{kind}_{key}": [m[key] for m in found] for kind, found in marks.items() for key in ("x", "health", "text")
        },
    }


def forest_timeline(game: HumbabaGame, *, teacher: bool = False, title: str | None = None) -> go.Figure:
    """Forest Health (top) at every change and the cedars (bottom) round by round, with events,
    clips and collapse marked where they happened."""
    fig = make_subplots(
        rows=2,
        cols=1,
        shared_xaxes=True,
        vertical_spacing=0.08,
        row_heights=[0.45, 0.55],
        subplot_titles=("Forest Health", "Cedars"),
    )
    for low, high, colour in BAND_SHADES:
        fig.add_hrect(y0=low, y1=high, fillcolor=colour, line_width=0, row=1, col=1, exclude_empty_subplots=False)
    fig.add_trace(
        go.Scatter(
            name="Forest Health",
            mode="lines+markers",
            line={"color": HEALTH_LINE, "width": 3, "shape": "hv"},
            hovertemplate="%{text}<extra></extra>",
        ),
        row=1,
        col=1,
    )
    fig.add_trace(
        go.Scatter(
            name="event",
            mode="markers+text",
            marker={"symbol": "star", "size": 12, "color": "#6a3d9a"},
            hovertemplate="Event: %{text}<extra></extra>",
        ),
        row=1,
        col=1,
    )
    fig.add_trace(
        go.Scatter(
            name="Seneca Clip",
            mode="markers",
            hovertemplate="%{text}<extra></extra>",
            marker={"symbol": "x", "size": 14, "color": "#b2182b", "line": {"width": 2}},
        ),
        row=1,
        col=1,
    )
    fig.add_trace(
        go.Scatter(
            name="collapse",
            mode="markers",
            hovertemplate="%{text}<extra></extra>",
            marker={"symbol": "x-thin", "size": 26, "color": "black", "line": {"width": 4}},
        ),
        row=1,
        col=1,
    )
    fig.add_trace(go.Bar(name="Forest Deck", marker_color="rgba(27,120,55,0.45)"), row=2, col=1)
    fig.add_trace(
        go.Scatter(name="Box Reserve (teacher)", mode="lines", visible=teacher, line={"color": "grey", "dash": "dot"}),
        row=2,
        col=1,
    )
    for seat in range(game.players):
        fig.add_trace(
            go.Scatter(name=f"Seat {seat} stockpile", mode="lines+markers", line={"color": seat_colour(seat)}),
            row=2,
            col=1,
        )
    fig.update_yaxes(title_text="Health", range=[-0.5, MAX_HEALTH + 0.5], dtick=2, row=1, col=1)
    fig.update_yaxes(title_text="cedars", rangemode="tozero", row=2, col=1)
    fig.update_xaxes(range=[-0.5, ROUNDS + 0.5], dtick=1, row=2, col=1, title_text="end of round (0 = set-up)")
    fig.update_layout(
        height=520,
        margin={"l": 40, "r": 20, "t": 60, "b": 40},
        barmode="overlay",
        template=BANDED,
        title=title or "The forest, round by round",
        legend={"orientation": "h", "y": -0.15},
    )
    update_timeline(fig, game, teacher=teacher)
    return fig


def update_timeline(fig: go.Figure, game: HumbabaGame, *, teacher: bool = False) -> None:
    """Redraw a timeline made by ``forest_timeline`` for the game's current state, in place."""
    points = timeline_points(game, teacher=teacher)
    rounds = points["rounds"]
    data = {
        "Forest Health": (points["health_x"], points["health"], points["health_text"]),
        "event": (points["event_x"], points["event_health"], points["event_text"]),
        "Seneca Clip": (points["clip_x"], points["clip_health"], points["clip_text"]),
        "collapse": (points["collapse_x"], points["collapse_health"], points["collapse_text"]),
        "Forest Deck": (rounds, points["forest_deck"], None),
        "Box Reserve (teacher)": (rounds if teacher else [], points["box_reserve"], None),
    }
    for seat, series in enumerate(points["stockpiles"]):
        data[f"Seat {seat} stockpile"] = (rounds, series, None)
    with fig.batch_update():
        for trace in fig.data:
            x, y, text = data[trace.name]
            trace.x, trace.y = x, y
            if text is not None:
                trace.text = text
            if trace.name == "event":  # neighbouring events' names take turns above and below
                trace.textposition = [("top center", "bottom center")[i % 2] for i in range(len(x))]
            if trace.name == "Box Reserve (teacher)":
                trace.visible = teacher


# -- many games: figures over sweep frames (``forestnb.sweep``) and exact odds -----------------------
# Neutral colours for groups: green and red come last, as they read as "good" and "bad".
BAND_LABELS = {"thriving": "Health 7–10", "strained": "Health 4–6", "failing": "Health 0–3"}
BAND_HEALTH = {"thriving": 7, "strained": 4, "failing": 0}
GROUP_HUES = tuple(colour for colour in GROUP_COLOURS if colour not in BAND_COLOURS.values())
"""The groups' colours minus the bands' green, orange and red, so no group passes for a Health band."""
OVERLAID_FANS = 2
"""Fans drawn in one panel; with more, each group gets a small panel of its own."""
FANS_PER_ROW = 5


def die_risk_curve(
    max_excess: int = 8, die_success: tuple[int, ...] = odds.DEFAULT_DIE_SUCCESS, simulated: pd.DataFrame | None = None
) -> go.Figure:
    """Chance the forest survives k cedars beyond the Forest Deck, one line per Health band.

    Each extra cedar is one more Forest Die roll, so the risks multiply: the curves fall
    geometrically, steepest where Health is low. ``simulated`` (columns ``band``, ``excess``,
    ``survival``, e.g. ``whatif.dice_trials``) adds rolled estimates as dots beside the exact lines.
    """
    excess = list(range(max_excess + 1))
    fig = go.Figure()
    for band, health in BAND_HEALTH.items():
        survival = [float(1 - odds.collapse_probability(k, health, die_success)) for k in excess]
        fig.add_trace(
            go.Scatter(
                x=excess,
                y=survival,
                name=BAND_LABELS[band],
                mode="lines",
                line={"color": BAND_COLOURS[band], "width": 3},
                legendgroup=band,
            )
        )
    for band, points in [] if simulated is None else simulated.groupby("band", sort=False):
        fig.add_trace(
            go.Scatter(
                x=points["excess"],
                y=points["survival"],
                name=f"rolled, {BAND_LABELS[band]}",
                mode="markers",
                marker={"color": BAND_COLOURS[band], "size": 9, "symbol": "circle-open", "line": {"width": 2}},
                legendgroup=band,
            )
        )
    fig.update_xaxes(title_text="cedars beyond the Forest Deck (Forest Die rolls)", dtick=1)
    fig.update_yaxes(title_text="chance the forest survives", range=[0, 1.02], tickformat=".0%")
    fig.update_layout(title="Every extra cedar is another roll: the risks multiply", height=420)
    return fig


def collapse_rate(games: pd.DataFrame, by: str, color: str | None = None) -> go.Figure:
    """Share of games in which the forest collapsed against a swept parameter, with 95% intervals."""
    fig = rate_chart(games, by, "collapsed", color, label="forest collapses", colours=GROUP_HUES)
    fig.update_layout(title=f"How often the forest collapses, by {by.replace('_', ' ')}")
    return fig


def stockpile_distribution(games: pd.DataFrame, by: str, color: str | None = None) -> go.Figure:
    """Box plots of the players' final Stockpiles grouped by ``by`` (a game column or ``bot``/``seat``).

    Stockpiles are counted even when the forest collapsed, because that is the temptation: the
    greedy player's pile is big even in the games nobody wins.
    """
    from . import frames  # pandas, which the board never needs

    players = frames.seats_long(games)
    fig = go.Figure()
    for index, (name, group) in enumerate(groups(players, color)):
        fig.add_trace(
            go.Box(
                x=group[by].astype(str),
                y=group["stockpile"],
                name=str(name) if color else "stockpile",
                marker_color=GROUP_HUES[index % len(GROUP_HUES)],
                boxmean=True,
            )
        )
    fig.update_xaxes(title_text=by.replace("_", " "), type="category")
    fig.update_yaxes(title_text="cedars in the Stockpile at the end", rangemode="tozero")
    fig.update_layout(
        title="Who ends with how many cedars",
        boxmode="group",
        height=420,
        showlegend=color is not None,
        legend_title_text=(color or "").replace("_", " "),
    )
    return fig


def health_fan(games: pd.DataFrame, by: str | None = None) -> go.Figure:
    """Forest Health round by round over many games: the median, and the bands holding the middle
    50% (25–75%) and 80% (10–90%) of games, one fan per group of ``by``.

    Collapsed games count as Health 0 from the round they collapse on (``frames.health_matrix``),
    so the fan shows ruin as a fall to 0 instead of quietly dropping the games that ended. Two fans
    share one panel, told apart by the legend; more overlap into mud, so each gets its own small
    panel, titled with its group, on the same axes.
    """
    from . import frames  # pandas, which the board never needs

    health = frames.health_matrix(games)
    rounds = list(health.columns)
    fans = groups(games, by)
    facets = len(fans) > OVERLAID_FANS
    rows = 2 if facets and len(fans) > FANS_PER_ROW else 1
    cols = -(-len(fans) // rows) if facets else 1
    titles = [_group_label(by, name) for name, _ in fans] if facets else None
    fig = make_subplots(
        rows=rows,
        cols=cols,
        shared_xaxes=True,
        shared_yaxes=True,
        subplot_titles=titles,
        horizontal_spacing=0.03,
        vertical_spacing=0.14,
    )
    for index, (name, group) in enumerate(fans):
        row, col = (index // cols + 1, index % cols + 1) if facets else (1, 1)
        if index == 0 or facets:
            for low, high, shade in BAND_SHADES:
                fig.add_hrect(
                    y0=low, y1=high, fillcolor=shade, line_width=0, row=row, col=col, exclude_empty_subplots=False
                )  # drawn before the fan, on a panel still empty
        colour = GROUP_HUES[0 if facets else index % len(GROUP_HUES)]
        quantiles = health.loc[group.index].quantile([0.1, 0.25, 0.5, 0.75, 0.9])
        label = _group_label(by, name)
        in_legend = not facets or index == 0  # faceted, a panel's title names its group and the legend what is drawn
        parts = [
            (f"{low:.0%}–{high:.0%} of games", list(quantiles.loc[high]) + list(quantiles.loc[low])[::-1], alpha)
            for low, high, alpha in ((0.1, 0.9, 0.15), (0.25, 0.75, 0.3))
        ]
        for part, edge, alpha in parts:
            fig.add_trace(
                go.Scatter(
                    x=rounds + rounds[::-1],
                    y=edge,
                    name=part if facets else f"{label}: {part}",
                    fill="toself",
                    mode="lines",
                    line={"width": 0},
                    fillcolor=_rgba(colour, alpha),
                    legendgroup=part if facets else label,
                    hoverinfo="skip",
                    showlegend=in_legend,
                ),
                row=row,
                col=col,
            )
        fig.add_trace(
            go.Scatter(
                x=rounds,
                y=list(quantiles.loc[0.5]),
                name="median" if facets else f"{label}: median",
                mode="lines+markers",
                line={"color": colour, "width": 3},
                legendgroup="median" if facets else label,
                showlegend=in_legend,
                hovertemplate=f"{label}, round %{{x}}: median Health %{{y}}<extra></extra>",
            ),
            row=row,
            col=col,
        )
    fig.update_xaxes(dtick=2 if facets else 1, range=[-0.2, ROUNDS + 0.2])
    fig.update_xaxes(title_text="end of round (0 = set-up)", row=rows)
    fig.update_yaxes(range=[-0.3, MAX_HEALTH + 0.3], dtick=2)
    fig.update_yaxes(title_text="Forest Health (0 once collapsed)", col=1)
    fig.update_layout(
        title="Forest Health over many games: the median, and the middle 50% and 80% of games shaded",
        height=460 if rows == 1 else 600,
        showlegend=True,
        template=BANDED,
        legend={"orientation": "h", "y": -0.22 if rows == 1 else -0.14},
        margin={"l": 60, "r": 20, "t": 80, "b": 50},
    )
    return fig


def fair_share_chart(games: pd.DataFrame, by: str = "players") -> go.Figure:
    """Collapse rate (left) and each player's mean harvest per round beside the fair share (right).

    The fair share is every cedar in the game spread over 8 rounds and the players: 50/8/N with
    the standard forest. It shrinks as the group grows while a card's harvest does not.
    """
    fig = make_subplots(rows=1, cols=2, subplot_titles=("forest collapses", "cedars per player per round"))
    for trace in collapse_rate(games, by).data:
        fig.add_trace(trace, row=1, col=1)
    per_round = games.assign(per_player=games["harvested_total"] / games["players"] / games["rounds_played"])
    taken = per_round.groupby(by)["per_player"].mean()
    forest = games["forest_size"] + games["box_size"]
    fair = (forest / ROUNDS / games["players"]).groupby(games[by]).mean()
    fig.add_trace(
        go.Bar(
            x=taken.index, y=taken.to_numpy(), name="harvest per player per round", marker_color="rgba(178,24,43,0.6)"
        ),
        row=1,
        col=2,
    )
    fig.add_trace(
        go.Scatter(
            x=fair.index,
            y=fair.to_numpy(),
            name="fair share (all cedars / 8 / players)",
            mode="lines+markers",
            line={"color": "black", "dash": "dash", "width": 3},
        ),
        row=1,
        col=2,
    )
    fig.update_xaxes(title_text=by.replace("_", " "), dtick=1)
    fig.update_yaxes(tickformat=".0%", range=[-0.02, 1.02], row=1, col=1)
    fig.update_yaxes(title_text="cedars", rangemode="tozero", row=1, col=2)
    fig.update_layout(
        title="Bigger groups: a smaller fair share each",
        height=420,
        showlegend=True,
        legend={"orientation": "h", "y": -0.2},
    )
    return fig


def clip_cost_chart(games: pd.DataFrame) -> go.Figure:
    """Collapse rate by the clip's penalty for the games a clip struck and the rest (left), and
    what the clips took in the games they struck: the regrowth held back in the Box, and the
    Forest Deck left at the end (right).

    The games without a clip play the same under every penalty, so their line is flat and the
    whole of the clip's bite shows in the other one."""
    fig = make_subplots(rows=1, cols=2, subplot_titles=("forest collapses", "cedars, in the games a clip struck"))
    for trace in collapse_rate(games, "clip_penalty", color="clip").data:
        fig.add_trace(trace, row=1, col=1)
    struck = games[games["clip"] == "a clip struck"].groupby("clip_penalty")
    for index, (column, name) in enumerate(
        (("clip_lost", "regrowth the clips held back"), ("forest_deck", "Forest Deck at the end"))
    ):
        means = struck[column].mean()
        fig.add_trace(
            go.Bar(
                x=means.index, y=means.to_numpy(), name=name, marker_color=GROUP_HUES[(index + 2) % len(GROUP_HUES)]
            ),
            row=1,
            col=2,
        )
    fig.update_xaxes(title_text="clip penalty", tickvals=sorted(games["clip_penalty"].unique()))
    fig.update_yaxes(tickformat=".0%", range=[-0.02, 1.02], row=1, col=1)
    fig.update_yaxes(title_text="cedars (mean per game)", rangemode="tozero", row=1, col=2)
    fig.update_layout(
        title="What a Seneca Clip costs",
        height=420,
        showlegend=True,
        barmode="group",
        legend={"orientation": "h", "y": -0.22},
    )
    return fig


def _group_label(column: str | None, value: Any) -> str:
    """'four adaptive' for a named group, 'starting health 4' for a number, 'all games' for no grouping."""
    if column is None:
        return "all games"
    return value if isinstance(value, str) else f"{column.replace('_', ' ')} {value}"


def _rgba(hex_colour: str, alpha: float) -> str:
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgba({red},{green},{blue},{alpha})"


def gallery_exhibits(folder: str = "humbaba") -> list[Exhibit]:
    """Humbaba's three pictures for the start notebook: one game, the die, many games."""
    import pandas as pd

    game = play("humbaba", ["stranger_king", "greedy", "cooperative", "adaptive"], seed=2026)
    games = scaled_games(300, 40)
    tables = [
        simulate("humbaba", bots, games=games, seed=1, progress=False).assign(table=label)
        for label, bots in (("cooperative", ["cooperative"] * 4), ("one greedy", ["greedy"] + ["cooperative"] * 3))
    ]
    return [
        Exhibit(
            "One game, round by round",
            forest_timeline(game),
            f"{folder}/02_play.ipynb",
            "Forest Health falls, a Seneca Clip strikes (✕), the Stranger-King takes his burst.",
        ),
        Exhibit(
            "The Forest Die: risk compounds",
            die_risk_curve(),
            f"{folder}/01_rules_walkthrough.ipynb",
            "Each cedar beyond the visible deck is a die roll; a sick forest halves the odds.",
        ),
        Exhibit(
            "One greedy player among three",
            health_fan(pd.concat(tables, ignore_index=True), by="table"),
            f"{folder}/03_what_if.ipynb",
            "Forest Health over hundreds of games: one free-rider drags the whole fan down.",
        ),
    ]
