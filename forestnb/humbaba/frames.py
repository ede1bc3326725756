"""Humbaba's numbers as pandas tables, for notebooks and figures."""

from __future__ import annotations

import pandas as pd

from ..core.rates import rate_table
from . import odds
from .rules import ROUNDS, HumbabaGame

PRINCIPLES = {
    "no rule": "none: open access",
    "quota": "2: rules fitted to the resource, 3: chosen by its users",
    "quota + monitoring": "4: monitoring",
    "quota + monitoring + sanctions": "5: graduated sanctions",
}
"""The Ostrom design principle each row of the institutions what-if adds (``whatif.INSTITUTION_RULES``)."""


def timeline(game: HumbabaGame, *, teacher: bool = False) -> pd.DataFrame:
    """One row per round played: Health, the Forest Deck, each Stockpile, the event and any clip.

    The Box Reserve column appears only in the teacher's version, as the rules keep it hidden.
    """
    rows = []
    for record in game.rounds:
        row = {
            "round": record["round"],
            "health_start": record["health_start"],
            "health": record["health"],
            "forest_deck": record["forest_deck"],
            "event": record["event"] or "",
            "seneca_clip": record["clip_triggered"],
            "king_aggressive": record["aggressive"],
            "collapsed": record["collapsed"],
            "total_demand": sum(record["demands"]),
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
        row = {
            "health": health,
            "band": odds.band(health),
            "regen": odds.regeneration(health),
            "collapse_on": odds.collapse_faces(health, die_success_faces),
        }
        for excess in range(1, max_excess + 1):
            row[f"survive_{excess}"] = float(1 - odds.collapse_probability(excess, health, die_success_faces))
        rows.append(row)
    return pd.DataFrame(rows).set_index("health")


# -- sweep frames (one row per game, from ``forestnb.simulate`` / ``forestnb.sweep``) reshaped ------
def seats_long(games: pd.DataFrame) -> pd.DataFrame:
    """One row per game and seat: the game's other columns plus ``seat``, ``bot``, ``stockpile`` and ``won``.

    A sweep stores seats side by side (``bot_0``, ``score_0``, ``bot_1``...) because a game is one
    row; comparing players by their attitude ("do greedy players end richer?") needs them stacked.
    """
    seats = sorted(int(c.split("_")[1]) for c in games.columns if c.startswith("bot_"))
    shared = [c for c in games.columns if not c.startswith(("bot_", "score_"))]
    parts = []
    for seat in seats:
        part = games[shared].copy()
        part["seat"] = seat
        part["bot"] = games[f"bot_{seat}"]
        part["stockpile"] = games[f"score_{seat}"]
        part["won"] = games["winners"].map(lambda winners, s=seat: s in winners)
        parts.append(part.dropna(subset=["bot"]))
    return pd.concat(parts, ignore_index=True)


def health_matrix(games: pd.DataFrame) -> pd.DataFrame:
    """Forest Health of every game (rows, same index) at the end of rounds 0..8 (columns; 0 is set-up).

    A collapsed forest counts as Health 0 from the round it collapses on: it has no health left
    to show, and dropping those games would leave only the survivors and hide the ruin.
    """
    rows = []
    for first, path, collapsed in zip(games["starting_health"], games["health_path"], games["collapsed"]):
        played = list(path[:-1]) + [0] if collapsed else list(path)
        rows.append([first, *played, *[0] * (ROUNDS - len(played))])
    return pd.DataFrame(rows, index=games.index, columns=range(ROUNDS + 1))


def summary(games: pd.DataFrame, by: str | list[str]) -> pd.DataFrame:
    """Per group of ``by``: games, the share that collapsed (and that the Stranger-King won, when
    the frame says), the cedars harvested, and each kind of bot's mean Stockpile.

    The table a debrief needs: did the forest last, and who got what.
    """
    shares = [c for c in ("collapsed", "king_won") if c in games]
    table = games.groupby(by, sort=True).agg(
        games=("game_index", "size"), **{c: (c, "mean") for c in shares}, harvested=("harvested_total", "mean")
    )
    piles = seats_long(games).pivot_table(index=by, columns="bot", values="stockpile", aggfunc="mean")
    return table.join(piles.add_prefix("stockpile: "))


def institutions_table(games: pd.DataFrame) -> pd.DataFrame:
    """Per classroom rule and number of free riders, in the order played: the collapse rate with
    its 95% interval, the cedars the table kept and the gap between its richest and poorest seat
    (each a mean ± its 95% half-width), the offences detected and the Ostrom principle the rule adds."""
    scores = games[[c for c in games.columns if c.startswith("score_")]]
    games = games.assign(gap=scores.max(axis=1) - scores.min(axis=1))
    rates = rate_table(games, ["institution", "free_riders"]).set_index(["institution", "free_riders"])
    grouped = games.groupby(["institution", "free_riders"], sort=False)
    table = pd.DataFrame(
        {
            "games": grouped.size(),
            "collapsed": rates["rate"],
            "collapsed_low": rates["low"],
            "collapsed_high": rates["high"],
            "kept": grouped["harvested_total"].mean(),
            "kept_pm": 1.96 * grouped["harvested_total"].sem(),
            "gap": grouped["gap"].mean(),
            "gap_pm": 1.96 * grouped["gap"].sem(),
            "detected": grouped["offences"].mean(),
            "fined": grouped["fined"].mean(),
        }
    )
    table["principle"] = [PRINCIPLES.get(rule, "") for rule, _ in table.index]
    return table
