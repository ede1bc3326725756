"""Watching a Cardswild rule at work: every public number of the table, before and after the moves.

An example lays its table out with ``forestnb.cardswild.scenes``; ``watch`` then applies moves
through ``CardswildGame.apply`` and keeps the state before and after, with the log lines the
engine wrote. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.actions import Action
from ...widgets.steps import Step
from ..area import HuntArea
from ..cards import SPECIES_NAMES, TROPHIES_TO_WIN
from ..rules import CardswildGame
from .sections import BOOK


def measure(game: CardswildGame) -> dict[str, Any]:
    """Every public number of the table, named for a before → after table."""
    state: dict[str, Any] = {
        "season": game.season,
        "turn": game.turn,
        "whose turn": _seat_name(game.current_player),
        "moment": game.phase,
        "direction of play": "left" if game.direction == 1 else "right",
        "draw pile": len(game.draw_pile),
        "discard pile": len(game.discard),
        "discard top": game.discard[-1] if game.discard else "—",
    }
    for seat, area in enumerate(game.areas):
        name = f"Seat {seat}"
        state.update(
            {
                f"{name} hand": len(game.hands[seat]),
                f"{name} face up": ", ".join(c for c in (area.daylight, area.license, area.bullets) if c) or "—",
                f"{name} Trouble": area.trouble or "—",
                f"{name} Safe cards": ", ".join(area.safes) or "—",
                f"{name} trophies": trophy_line(area),
                f"{name} counted": f"{area.counted()} of {TROPHIES_TO_WIN}",
                f"{name} spent stack": len(area.spent),
            }
        )
    state["winner"] = ", ".join(f"Seat {s}" for s in game.winners()) or "—"
    return state


def trophy_line(area: HuntArea) -> str:
    """``Grouse 4, Rabbit 1``: the trophies an area holds, in hunting order."""
    return ", ".join(f"{s} {area.trophies[s]}" for s in SPECIES_NAMES if area.trophies[s]) or "—"


def _seat_name(seat: int | None) -> str:
    return "nobody (over)" if seat is None else f"Seat {seat}"


def watch(
    rule: str, game: CardswildGame, moves: Sequence[Action], *, keep: tuple[str, ...] = (), extras: tuple[Any, ...] = ()
) -> Step:
    """Apply ``moves`` through the engine; the Step holds the table before and after and the log between."""
    before, start = measure(game), len(game.log)
    for move in moves:
        game.apply(move)
    return BOOK.step(rule, game, before, measure(game), game.log_for(None, start), keep, extras)
