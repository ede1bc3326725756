"""A harvest taken apart: card value + condition bonus + Capacity + event + Patience burst = demand.

The demand column is the engine's own number (what ``_reveal_and_resolve_effects`` returned);
the parts are read off the state at the reveal, where ruling R8 fixes every demand: before any
card's effect, so a Capacity a card gives counts from the next harvest on.
"""
from __future__ import annotations

from ...widgets.table import Table
from ..rules import HumbabaGame
from .watch import Call

PARTS = ("card value", "condition bonus", "Capacity", "event bonus", "Patience burst")
ALWAYS = ("card value", "Capacity")
"""The seed's formula; the other parts get a column only when some seat has one."""


def breakdown(game: HumbabaGame, call: Call) -> Table:
    """One row per seat for the reveal step ``call``: the card, each part of its harvest, the demand."""
    if call.step != "H-reveal":
        raise ValueError(f"a harvest breakdown needs the reveal step, not {call.step}")
    at_reveal = call.before
    aggressive = at_reveal.get("Defection Token") == "Aggressive"
    rows = []
    for reveal in sorted(call.revealed, key=lambda r: r["seat"]):
        seat, card = reveal["seat"], game.cards[reveal["card"]]
        king_burst = seat == game.king and aggressive
        amounts = {"health": at_reveal["Forest Health"], "forest": at_reveal["Forest Deck"], "round": call.round,
                   **{key: at_reveal[f"Seat {seat} {key.capitalize()}"] for key in ("capacity", "stockpile", "patience")}}
        parts = (
            card.aggressive_harvest if card.type == "dual_mode" and king_burst else card.harvest,
            card.bonus if card.condition and card.bonus and card.condition.holds(amounts) else 0,
            amounts["capacity"],
            at_reveal["event harvest bonus"],
            amounts["patience"] if king_burst else 0,
        )
        rows.append({"seat": seat, "card": card.name, **dict(zip(PARTS, parts)), "demand": call.result[seat]})
    shown = [part for part in PARTS if part in ALWAYS or any(row[part] for row in rows)]
    return Table(({"seat": row["seat"], "card": row["card"], **{part: row[part] for part in shown}, "demand": row["demand"]}
                  for row in rows), "seat")
