"""Cardswild's class lesson, from a class's tables: the reveal (the trophy race, turn by turn,
then the same deal played by bots beside it) and the debrief (the Troubles that cost the most
turns, beside the bots on the same deal). Everything is read from each table's game replayed
move by move: a Trouble's cost is the number of its target's turns that began with it standing.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go

from ..core.racelesson import BOTS, STUDENTS, for_projector, race, race_figure, replayed, same_deal_by_bots, table_label
from .face import STAND_IN
from .rules import CardswildGame

REVEAL_STEP = f"Add the same deal played by {STAND_IN} bots (dashed)"
TROUBLES_SHOWN = 3
"""The costliest Troubles of a game the debrief names."""
DEBRIEF_COLUMNS = {
    "table": "table",
    "who": "played by",
    "turns": "turns",
    "winners": "winner",
    "trophies": "trophies (seat 0, 1, …)",
    "troubles": "Troubles played",
    "turns_lost": "turns under a Trouble",
    "costliest": "the Troubles that cost the most turns",
}
DEBRIEF_WORDS = (
    "<i>turns under a Trouble</i>: turns a hunter began with a Trouble on them, over every seat. "
    "<i>the Troubles that cost the most turns</i>: Trouble, on whom (from whom), turns it stood. "
    "<i>bots</i>: the same deal played by the stand-in bots at every seat."
)


def trophies(game: CardswildGame) -> list[int]:
    return [area.counted() for area in game.areas]


def trophy_race(game: CardswildGame, who: str) -> pd.DataFrame:
    """Each seat's trophies (those that count towards finishing) at the end of every turn."""
    return race(game, trophies, who, clock=lambda state: state.turn)


def trouble_costs(game: CardswildGame) -> list[dict[str, Any]]:
    """Every Trouble that stood on a hunter: which, on whom, who played it (the last C-trouble
    event before it stood), and how many of its target's turns began while it stood."""
    standing: dict[int, dict[str, Any]] = {}
    found: list[dict[str, Any]] = []
    seen_events, last_turn, attacker = 0, None, None
    for _number, _seat, state in replayed(game):
        for event in state.events[seen_events:]:
            if event.rule == "C-trouble":
                attacker = event.seat
        seen_events = len(state.events)
        for seat, area in enumerate(state.areas):
            now = standing.get(seat)
            if area.trouble is None:
                standing.pop(seat, None)
            elif now is None or now["trouble"] != area.trouble:
                standing[seat] = {"trouble": area.trouble, "target": seat, "by": attacker, "turns": 0}
                found.append(standing[seat])
        if state.turn != last_turn and not state.is_over():
            last_turn = state.turn
            if state.seat in standing:
                standing[state.seat]["turns"] += 1
    return found


def outcome(info: dict[str, Any], game: CardswildGame, who: str) -> dict[str, Any]:
    costs = sorted(trouble_costs(game), key=lambda c: -c["turns"])
    return {
        "table": info["number"],
        "who": who,
        "turns": game.turn,
        "winners": ", ".join(f"Seat {s}" for s in game.winners()) or ("nobody" if game.is_over() else "not over"),
        "trophies": ", ".join(map(str, trophies(game))),
        "troubles": len(costs),
        "turns_lost": sum(c["turns"] for c in costs),
        "costliest": "; ".join(
            f"{c['trouble']} on Seat {c['target']}"
            + (f" (from Seat {c['by']})" if c["by"] is not None else "")
            + f": {c['turns']}"
            for c in costs[:TROUBLES_SHOWN]
        )
        or "none",
    }


def debrief_table(tables: list[tuple[dict[str, Any], CardswildGame]]) -> pd.DataFrame:
    """Two rows per table: the students' game, then the same deal played by the stand-in bots."""
    rows = []
    for info, game in tables:
        rows.append(outcome(info, game, STUDENTS))
        rows.append(outcome(info, same_deal_by_bots(game, STAND_IN), f"{BOTS} ({STAND_IN})"))
    return pd.DataFrame(rows)


def troubles_figure(table: pd.DataFrame) -> go.Figure:
    """Turns lost to Troubles, per table: the students' game beside the bots' on the same deal."""
    figure = go.Figure()
    for who, colour in ((STUDENTS, "#2166ac"), (f"{BOTS} ({STAND_IN})", "#b2182b")):
        rows = table[table["who"] == who]
        figure.add_trace(
            go.Bar(
                x=[table_label({"number": n}) for n in rows["table"]],
                y=rows["turns_lost"],
                name=who,
                marker_color=colour,
            )
        )
    figure.update_layout(barmode="group", title="Turns lost to Troubles", legend={"orientation": "h", "y": -0.2})
    figure.update_yaxes(title_text="turns", rangemode="tozero")
    return for_projector(figure, height=420)


def reveal(tables: list[tuple[dict[str, Any], CardswildGame]], second_step: bool) -> go.Figure:
    """The trophy race of every table, turn by turn; with ``second_step`` the bots' race too."""
    return race_figure(
        tables,
        trophy_race,
        title="The trophy race",
        value_words="trophies",
        x_words="turn",
        bot=STAND_IN if second_step else None,
    )


def debrief(tables: list[tuple[dict[str, Any], CardswildGame]]) -> tuple[pd.DataFrame, go.Figure]:
    table = debrief_table(tables)
    return table, troubles_figure(table)
