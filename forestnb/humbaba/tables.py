"""Humbaba's numbers as pandas tables, for notebooks and figures."""
from __future__ import annotations

import pandas as pd

from . import odds
from .rules import HumbabaGame


def timeline(game: HumbabaGame, *, teacher: bool = False) -> pd.DataFrame:
    """One row per round played: Health, the Forest Deck, each Stockpile, the event and any clip.

    The Box Reserve column appears only in the teacher's version, as the rules keep it hidden.
    """
    rows = []
    for record in game.rounds:
        row = {
            "round": record["round"], "health_start": record["health_start"], "health": record["health"],
            "forest_deck": record["forest_deck"], "event": record["event"] or "",
            "seneca_clip": record["clip_triggered"], "king_aggressive": record["aggressive"],
            "collapsed": record["collapsed"], "total_demand": sum(record["demands"]),
        }
        if teacher:
            row["box_reserve"] = record["box_reserve"]
        row.update({f"stockpile_{seat}": cedars for seat, cedars in enumerate(record["stockpiles"])})
        rows.append(row)
    return pd.DataFrame(rows).set_index("round")


def die_table(die_success_faces: tuple[int, ...] = odds.DEFAULT_DIE_SUCCESS, max_excess: int = 6) -> pd.DataFrame:
    """Chance the forest survives k extra cedars, for each Health from 0 to 10: the seed's die table worked out."""
    rows = []
    for health in range(10, -1, -1):
        row = {"health": health, "band": odds.band(health), "regen": odds.regeneration(health),
               "collapse_on": odds.collapse_faces(health, die_success_faces)}
        for excess in range(1, max_excess + 1):
            row[f"survive_{excess}"] = float(1 - odds.collapse_probability(excess, health, die_success_faces))
        rows.append(row)
    return pd.DataFrame(rows).set_index("health")
