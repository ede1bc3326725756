"""The Forest's class lesson, from a class's tables: the reveal (the score race, round by round,
then the same deal played by bots beside it) and the debrief (who called Score or Strike when,
and whether it held, beside the bots on the same deal). The teacher page draws these; everything
is read from each table's replayed game (its round records and its log's F-call events).
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go

from ..core.racelesson import BOTS, STUDENTS, for_projector, race_figure, same_deal_by_bots, table_label
from ..widgets.styles import SEAT_COLOURS
from .face import STAND_IN
from .rules import ForestGame

REVEAL_STEP = f"Add the same deal played by {STAND_IN} bots (dashed)"
DEBRIEF_COLUMNS = {
    "table": "table",
    "who": "played by",
    "rounds": "rounds",
    "calls": "who called when",
    "strikes_held": "Strikes that held",
    "winners": "winner",
    "winning_total": "winner's points",
}
DEBRIEF_WORDS = (
    "<i>who called when</i>: each round's call (R2: Seat 1 Score after 5 turns = in round 2, Seat 1 called "
    "Score after 5 turns of that round). <i>bots</i>: the same deal played by the stand-in bots at every seat."
)


def score_race(game: ForestGame, who: str) -> pd.DataFrame:
    """Each seat's total after every round (round 0: the deal), from the game's round records."""
    rows = [{"who": who, "move": 0, "seat": seat, "value": 0} for seat in range(game.players)]
    rows += [
        {"who": who, "move": record["round"], "seat": seat, "value": total}
        for record in game.rounds
        for seat, total in enumerate(record["totals"])
    ]
    return pd.DataFrame(rows)


def calls(game: ForestGame) -> list[dict[str, Any]]:
    """Every call of the game: its round, the caller, Score or Strike, how many turns of the
    round had ended before it, and (for a Strike) whether it held."""
    held = {record["round"]: record["strike_success"] for record in game.rounds}
    found, round_number, turns = [], 0, 0
    for event in game.events:
        if event.rule == "F-round":
            round_number, turns = round_number + 1, 0
        elif event.rule == "F-end":
            turns += 1
        elif event.rule == "F-call":
            call = event.data["call"]
            found.append(
                {
                    "round": round_number,
                    "seat": event.seat,
                    "call": call,
                    "turns": turns,
                    "held": held.get(round_number) if call == "strike" else None,
                }
            )
    return found


def calls_words(game: ForestGame) -> str:
    return "; ".join(
        f"R{c['round']}: Seat {c['seat']} {c['call'].title()} after {c['turns']} turns" for c in calls(game)
    )


def outcome(info: dict[str, Any], game: ForestGame, who: str) -> dict[str, Any]:
    strikes = [c for c in calls(game) if c["call"] == "strike"]
    return {
        "table": info["number"],
        "who": who,
        "rounds": len(game.rounds),
        "calls": calls_words(game) or "nobody called",
        "strikes_held": f"{sum(bool(c['held']) for c in strikes)} of {len(strikes)}",
        "winners": ", ".join(f"Seat {s}" for s in game.winners()) or "not over",
        "winning_total": max(game.scores()),
    }


def debrief_table(tables: list[tuple[dict[str, Any], ForestGame]]) -> pd.DataFrame:
    """Two rows per table: the students' game, then the same deal played by the stand-in bots."""
    rows = []
    for info, game in tables:
        rows.append(outcome(info, game, STUDENTS))
        rows.append(outcome(info, same_deal_by_bots(game, STAND_IN), f"{BOTS} ({STAND_IN})"))
    return pd.DataFrame(rows)


def calls_figure(tables: list[tuple[dict[str, Any], ForestGame]]) -> go.Figure:
    """Who called when: one row of the chart per game (the table's, then its bots'), a mark per
    call at its round, in the caller's seat colour (a circle for Score, a diamond for Strike)."""
    figure = go.Figure()
    shown: set[int] = set()
    for info, game in tables:
        for who, played in ((STUDENTS, game), (f"{BOTS} ({STAND_IN})", same_deal_by_bots(game, STAND_IN))):
            label = f"{table_label(info)}, {who}"
            for call in calls(played):
                seat = call["seat"]
                figure.add_trace(
                    go.Scatter(
                        x=[call["round"]],
                        y=[label],
                        mode="markers",
                        name=f"Seat {seat}",
                        legendgroup=str(seat),
                        showlegend=seat not in shown,
                        hovertext=f"Seat {seat} calls {call['call'].title()} after {call['turns']} turns",
                        marker={
                            "size": 20,
                            "color": SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                            "symbol": "diamond" if call["call"] == "strike" else "circle",
                        },
                    )
                )
                shown.add(seat)
    figure.update_xaxes(title_text="round", dtick=1)
    figure.update_yaxes(autorange="reversed")
    figure.update_layout(
        title="Who called when (circle: Score, diamond: Strike)", legend={"orientation": "h", "y": -0.35}
    )
    return for_projector(figure, height=260 + 70 * 2 * max(1, len(tables)))


def reveal(tables: list[tuple[dict[str, Any], ForestGame]], second_step: bool) -> go.Figure:
    """The score race of every table, round by round; with ``second_step`` the bots' race too."""
    return race_figure(
        tables,
        score_race,
        title="The score race",
        value_words="points",
        x_words="round",
        bot=STAND_IN if second_step else None,
    )


def debrief(tables: list[tuple[dict[str, Any], ForestGame]]) -> tuple[pd.DataFrame, go.Figure]:
    table = debrief_table(tables)
    return table, calls_figure(tables)
