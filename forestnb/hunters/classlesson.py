"""Forest Hunters' class lesson, from a class's tables: the reveal (every seat's hearts turn by
turn, then the same deal played by bots beside it) and the debrief (the battles that decided the
game: those that took a heart, beside the bots on the same deal). Everything is read from each
table's game replayed move by move and the FH-battle events each move noted.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go

from ..core.racelesson import BOTS, STUDENTS, for_projector, race, race_figure, replayed, same_deal_by_bots, table_label
from .face import STAND_IN
from .rules import HuntersGame

REVEAL_STEP = f"Add the same deal played by {STAND_IN} bots (dashed)"
BATTLES_SHOWN = 4
"""How many deciding battles of a game the debrief names."""
DEBRIEF_COLUMNS = {
    "table": "table",
    "who": "played by",
    "turns": "turns",
    "winners": "winner",
    "hearts": "hearts left (seat 0, 1, …)",
    "battles": "battles",
    "knocked_out": "cards sent to the discard pile",
    "decided": "the battles that decided it (turn: what happened)",
}
DEBRIEF_WORDS = (
    "<i>the battles that decided it</i>: the battles that took a heart, in the order they came (when none did, "
    "the last battles that sent a card to the discard pile). <i>bots</i>: the same deal played by the stand-in "
    "bots at every seat."
)


def hearts(game: HuntersGame) -> list[int]:
    return game.scores()


def hearts_race(game: HuntersGame, who: str) -> pd.DataFrame:
    """Each seat's hearts at the end of every turn."""
    return race(game, hearts, who, clock=lambda state: state.turns)


def battles(game: HuntersGame) -> list[dict[str, Any]]:
    """Every battle fought (not the ones declared, nor those that did not happen): its turn,
    its words, and whether it took a heart or sent a card to the discard pile."""
    found, seen = [], 0
    for _number, _seat, state in replayed(game):
        for event in state.events[seen:]:
            if event.rule == "FH-battle" and " battles " in event.text:
                found.append(
                    {
                        "turn": state.turns,
                        "words": event.text,
                        "heart": "target" in event.data,
                        "knock_out": "sent to the discard pile" in event.text,
                    }
                )
        seen = len(state.events)
    return found


def deciding(fought: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The battles that took a heart; when none did, the last that sent a card to the discard pile."""
    return [b for b in fought if b["heart"]][:BATTLES_SHOWN] or [b for b in fought if b["knock_out"]][-BATTLES_SHOWN:]


def outcome(info: dict[str, Any], game: HuntersGame, who: str) -> dict[str, Any]:
    fought = battles(game)
    return {
        "table": info["number"],
        "who": who,
        "turns": game.turns,
        "winners": ", ".join(f"Seat {s}" for s in game.winners()) or ("nobody" if game.is_over() else "not over"),
        "hearts": ", ".join(map(str, hearts(game))),
        "battles": len(fought),
        "knocked_out": sum(b["knock_out"] for b in fought),
        "decided": "; ".join(f"{b['turn']}: {b['words'].rstrip('.')}" for b in deciding(fought)) or "none",
    }


def debrief_table(tables: list[tuple[dict[str, Any], HuntersGame]]) -> pd.DataFrame:
    """Two rows per table: the students' game, then the same deal played by the stand-in bots."""
    rows = []
    for info, game in tables:
        rows.append(outcome(info, game, STUDENTS))
        rows.append(outcome(info, same_deal_by_bots(game, STAND_IN), f"{BOTS} ({STAND_IN})"))
    return pd.DataFrame(rows)


def battles_figure(table: pd.DataFrame) -> go.Figure:
    """Battles fought and cards knocked out per table: the students' game beside the bots'."""
    figure = go.Figure()
    for who, colour in ((STUDENTS, "#2166ac"), (f"{BOTS} ({STAND_IN})", "#b2182b")):
        rows = table[table["who"] == who]
        labels = [table_label({"number": n}) for n in rows["table"]]
        figure.add_trace(go.Bar(x=labels, y=rows["battles"], name=f"battles, {who}", marker_color=colour))
        figure.add_trace(
            go.Bar(
                x=labels,
                y=rows["knocked_out"],
                name=f"cards knocked out, {who}",
                marker={"color": colour, "pattern": {"shape": "/"}},
                opacity=0.6,
            )
        )
    figure.update_layout(barmode="group", title="Battles and knock-outs", legend={"orientation": "h", "y": -0.2})
    figure.update_yaxes(title_text="battles", rangemode="tozero")
    return for_projector(figure, height=440)


def reveal(tables: list[tuple[dict[str, Any], HuntersGame]], second_step: bool) -> go.Figure:
    """Every table's hearts, turn by turn; with ``second_step`` the bots' hearts too."""
    return race_figure(
        tables,
        hearts_race,
        title="Hearts over turns",
        value_words="hearts",
        x_words="turn",
        bot=STAND_IN if second_step else None,
    )


def debrief(tables: list[tuple[dict[str, Any], HuntersGame]]) -> tuple[pd.DataFrame, go.Figure]:
    table = debrief_table(tables)
    return table, battles_figure(table)
