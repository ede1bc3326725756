"""The Forest of Humbaba's class lesson, from a class's tables: the reveal (every table's forest
on one chart, then the hidden Box Reserve), the debrief against what the deal allowed, and a
demo class played by bots. The teacher page and ``notebooks/classroom/debrief.ipynb`` draw the
same figures from here, so what the class sees on the projector is what a teacher can redo at home.

Debrief terms (per table, on that table's own deal: same seed, options and archetypes):
  - *kept*: the cedars the whole table ends with if the forest stands, 0 if it collapsed (a
    collapsed forest has no winner, so its stockpiles are worth nothing);
  - *winner's Stockpile*: the most cedars one seat ends with in a standing forest (0 on collapse);
  - *best individual*: the most cedars one seat ends with in a standing forest, over the students'
    game and the bot replays below;
  - *best group*: the most cedars kept, over the same games;
  - *bot replays*: the deal played by all-cooperative bots, by all-greedy bots, and for each seat
    once more with that seat greedy among cooperative bots (how far one free rider gets);
  - *first die round*: the first round in which a harvest reached past the Forest Deck, so the
    Forest Die was rolled (None if it never was);
  - *what the defection changed*: the round the table's Stranger-King defected (None if it had
    not), and the same deal played by a Stranger-King bot among cooperative bots twice, once
    defecting in that round and once holding out to round 7, when defection is forced: the
    cedars kept and the king's own Stockpile each way.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ..core.match import play
from ..core.racelesson import for_projector
from ..widgets.styles import SEAT_COLOURS
from .bots import StrangerKingBot
from .rules import FORCED_DEFECTION, MAX_HEALTH, ROUNDS, HumbabaGame

TABLE_COLOURS = (*SEAT_COLOURS, "#6a3d9a", "#8c510a", "#01665e", "#c51b7d", "#4d4d4d", "#7fbc41")
REVEAL_STEP = "Add the hidden Box Reserve"
"""The reveal's second step, a switch on the teacher's page."""
DEBRIEF_COLUMNS = {
    "table": "table",
    "collapsed": "forest fell",
    "winner_stockpile": "winner's Stockpile",
    "best_individual": "best individual",
    "kept": "cedars kept",
    "best_group": "best group",
    "first_die_round": "first die round",
    "cooperative_kept": "kept by cooperative bots",
    "greedy_kept": "kept by greedy bots",
    "defection_round": "king defected in round",
    "king_defects_then_kept": "king defects then: kept",
    "king_defects_then_king": "king defects then: king's Stockpile",
    "king_defects_at_7_kept": "king holds out to 7: kept",
    "king_defects_at_7_king": "king holds out to 7: king's Stockpile",
}
"""The debrief table's columns the teacher page shows, in order, each with its header in words."""
DEBRIEF_WORDS = (
    "<i>kept</i>: the table's cedars if the forest stands, 0 if it fell. <i>best individual / best group</i>: "
    "the most one seat / "
    "the table kept on this deal, over your game and bots replaying it (all cooperative, all greedy, one "
    "greedy seat each). "
    "<i>first die round</i>: the first round a harvest reached past the Forest Deck. "
    "<i>what the defection changed</i>: the round your Stranger-King defected, and bots on your deal with the king "
    "defecting then or holding out to round 7 (when it is forced): the cedars kept and the king's own Stockpile."
)
"""What the debrief's words mean, under its table."""
# Bots standing in for students in the demo class: mostly careful, some greedy, one unpredictable, as a class is.
STAND_INS = ("cooperative", "greedy", "adaptive", "random", "quota", "greedy", "cooperative", "adaptive")


# -- reveal -----------------------------------------------------------------------------------------
def forest_series(game: HumbabaGame) -> pd.DataFrame:
    """One row per round (0 = set-up): Forest Health, Forest Deck and the hidden Box Reserve, with
    the round's Seneca Clip and collapse flags."""
    start = {
        "round": 0,
        "health": game.options["starting_health"],
        "forest_deck": game.options["forest_size"],
        "box_reserve": game.options["box_size"],
        "clip_triggered": False,
        "collapsed": False,
    }
    rows = [start] + [{key: record[key] for key in start} for record in game.rounds]
    return pd.DataFrame(rows)


def reveal_figure(games: list[tuple[dict[str, Any], HumbabaGame]], *, show_box: bool = False) -> go.Figure:
    """Every table's Forest Health (top) and Forest Deck (bottom) round by round on one chart;
    with ``show_box`` the hidden Box Reserve is added (thick dashes, to read from the back of a
    room), the reveal's second step.
    Seneca Clips are marked with a red x, collapses with a black cross."""
    figure = make_subplots(
        rows=2,
        cols=1,
        shared_xaxes=True,
        vertical_spacing=0.1,
        subplot_titles=("Forest Health", "Forest Deck" + (" and the hidden Box Reserve (dashed)" if show_box else "")),
    )
    for index, (info, game) in enumerate(games):
        colour = TABLE_COLOURS[index % len(TABLE_COLOURS)]
        series = forest_series(game)
        label = f"Table {info['number']}"
        figure.add_trace(
            go.Scatter(
                x=series["round"],
                y=series["health"],
                name=label,
                legendgroup=label,
                mode="lines+markers",
                line={"color": colour, "width": 3},
            ),
            row=1,
            col=1,
        )
        figure.add_trace(
            go.Scatter(
                x=series["round"],
                y=series["forest_deck"],
                name=f"{label} Forest Deck",
                legendgroup=label,
                showlegend=False,
                mode="lines+markers",
                line={"color": colour},
            ),
            row=2,
            col=1,
        )
        if show_box:
            figure.add_trace(
                go.Scatter(
                    x=series["round"],
                    y=series["box_reserve"],
                    name=f"{label} Box Reserve",
                    legendgroup=label,
                    showlegend=False,
                    mode="lines+markers",
                    line={"color": colour, "dash": "dash", "width": 4},
                    marker={"symbol": "square", "size": 9},
                ),
                row=2,
                col=1,
            )
        for flag, symbol, size, marker_colour, words in (
            ("clip_triggered", "x", 13, "#b2182b", "Seneca Clip"),
            ("collapsed", "cross", 18, "black", "collapse"),
        ):
            marked = series[series[flag]]
            if len(marked):
                figure.add_trace(
                    go.Scatter(
                        x=marked["round"],
                        y=marked["health"],
                        name=f"{label} {words}",
                        legendgroup=label,
                        showlegend=False,
                        mode="markers",
                        hovertext=words,
                        marker={"symbol": symbol, "size": size, "color": marker_colour},
                    ),
                    row=1,
                    col=1,
                )
    figure.update_yaxes(range=[-0.5, MAX_HEALTH + 0.5], dtick=2, row=1, col=1)
    figure.update_yaxes(rangemode="tozero", row=2, col=1)
    figure.update_xaxes(range=[-0.3, ROUNDS + 0.3], dtick=1, row=2, col=1, title_text="round (0 = set-up)")
    figure.update_layout(
        legend={"orientation": "h", "y": -0.14}, title="Every table's forest (x: Seneca Clip, +: collapse)"
    )
    return for_projector(figure, height=640)


# -- debrief ----------------------------------------------------------------------------------------
def first_die_round(game: HumbabaGame) -> int | None:
    """The first round whose harvest reached past the Forest Deck (the Forest Die was rolled),
    read from the game's events: the round each begins (H-round) and the rolls (H-die)."""
    current = 0
    for event in game.events:
        if event.rule == "H-round":
            current = event.data["round"]
        elif event.rule == "H-die":
            return current
    return None


def outcome(game: HumbabaGame) -> dict[str, Any]:
    """A finished (or part-played) game's debrief numbers: kept, winner's Stockpile, collapse."""
    standing = not game.collapsed
    return {
        "kept": sum(game.scores()) if standing else 0,
        "winner_stockpile": max(game.scores()) if standing else 0,
        "collapsed": game.collapsed,
        "first_die_round": first_die_round(game),
    }


def bot_replays(info: dict[str, Any], game: HumbabaGame) -> dict[str, HumbabaGame]:
    """The table's deal played out by bots: all cooperative, all greedy, and one greedy seat each."""
    players = game.players
    tables = {"all cooperative": ["cooperative"] * players, "all greedy": ["greedy"] * players}
    for seat in range(players):
        tables[f"seat {seat} greedy"] = ["greedy" if s == seat else "cooperative" for s in range(players)]
    return {name: play("humbaba", bots, seed=info["seed"], **info["options"]) for name, bots in tables.items()}


def defection_effect(info: dict[str, Any], game: HumbabaGame) -> dict[str, Any]:
    """What defecting when this table's Stranger-King did changed, on the table's own deal (all
    None while it has not defected)."""
    when = game.defection_round
    row: dict[str, Any] = {"defection_round": when}
    for label, defect_round in (("then", when), ("at_7", FORCED_DEFECTION)):
        replay = (
            None
            if when is None
            else play(
                "humbaba",
                [
                    StrangerKingBot(defect_round=defect_round) if seat == game.king else "cooperative"
                    for seat in range(game.players)
                ],
                seed=info["seed"],
                **info["options"],
            )
        )
        row[f"king_defects_{label}_kept"] = None if replay is None else outcome(replay)["kept"]
        row[f"king_defects_{label}_king"] = None if replay is None else replay.scores()[game.king]
    return row


def debrief_table(games: list[tuple[dict[str, Any], HumbabaGame]]) -> pd.DataFrame:
    """One row per table: what the students did beside the best individual and group outcomes."""
    rows = []
    for info, game in games:
        replays = bot_replays(info, game)
        mine = outcome(game)
        everyone = [mine, *(outcome(g) for g in replays.values())]
        cooperative, greedy = outcome(replays["all cooperative"]), outcome(replays["all greedy"])
        rows.append(
            {
                "table": info["number"],
                "round": game.round,
                "over": game.is_over(),
                "collapsed": game.collapsed,
                "winners": tuple(game.winners()),
                "winner_stockpile": mine["winner_stockpile"],
                "kept": mine["kept"],
                "best_individual": max(o["winner_stockpile"] for o in everyone),
                "best_group": max(o["kept"] for o in everyone),
                "first_die_round": mine["first_die_round"],
                "cooperative_kept": cooperative["kept"],
                "cooperative_collapsed": cooperative["collapsed"],
                "cooperative_first_die_round": cooperative["first_die_round"],
                "greedy_kept": greedy["kept"],
                "greedy_collapsed": greedy["collapsed"],
                "greedy_first_die_round": greedy["first_die_round"],
                **defection_effect(info, game),
            }
        )
    return pd.DataFrame(rows)


def debrief_figure(table: pd.DataFrame) -> go.Figure:
    """Per table: the winner's Stockpile beside the best individual; the cedars the table kept
    beside the best group outcome and the all-cooperative and all-greedy bots on the same deal."""
    figure = make_subplots(
        rows=1,
        cols=2,
        subplot_titles=("One player: the winner", "The group: cedars kept"),
    )
    labels = [f"Table {n}" for n in table["table"]]
    bars = (
        (1, "winner's Stockpile", "winner_stockpile", "#2166ac"),
        (1, "best individual", "best_individual", "#92c5de"),
        (2, "your table", "kept", "#2166ac"),
        (2, "best group", "best_group", "#1b7837"),
        (2, "all cooperative bots", "cooperative_kept", "#a6dba0"),
        (2, "all greedy bots", "greedy_kept", "#b2182b"),
    )
    for column, name, key, colour in bars:
        figure.add_trace(go.Bar(x=labels, y=table[key], name=name, marker_color=colour), row=1, col=column)
    figure.update_layout(
        barmode="group",
        legend={"orientation": "h", "y": -0.18},
        title="Debrief: what you did, and what the deal allowed",
    )
    figure.update_yaxes(title_text="cedars", rangemode="tozero")
    return for_projector(figure, height=480)


def reveal(tables: list[tuple[dict[str, Any], HumbabaGame]], second_step: bool) -> go.Figure:
    """The teacher page's reveal: every table's forest, then (``second_step``, ``REVEAL_STEP``)
    the hidden Box Reserve beside it."""
    return reveal_figure(tables, show_box=second_step)


def debrief(tables: list[tuple[dict[str, Any], HumbabaGame]]) -> tuple[pd.DataFrame, go.Figure]:
    """The teacher page's debrief: the table of numbers and its chart."""
    table = debrief_table(tables)
    return table, debrief_figure(table)


def demo_class(path: str | os.PathLike[str], *, tables: int = 4, players: int = 4, seed: int = 1):
    """A finished class in a new file at ``path``: ``tables`` Humbaba tables on one deal
    (``seed``), every seat a bot, so the reveal and debrief have something to show."""
    from ..classroom.store import ClassStore

    store, _key = ClassStore.create(Path(path), "demo class")
    for table in range(tables):
        seats = [STAND_INS[(table * 3 + seat) % len(STAND_INS)] for seat in range(players)]
        store.add_table(seats, seed=seed, game="humbaba")
    return store
