"""Watching a Forest rule at work: every number and card it can change, before and after the moves.

An example lays its table out with ``forestnb.forest.scenes`` and makes the moves with the real
engine; ``Moment`` keeps the state before them, and ``Moment.step`` the state after and the log
lines the moves wrote. Nothing here decides a rule: every number comes out of ``ForestGame``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..rules import ForestGame
from .sections import BOOK


def cards(game: ForestGame, codes: Iterable[int]) -> str:
    """Cards as words, sorted: "dusk Raccoon, sky Raccoon" (or "—" for none)."""
    return ", ".join(sorted(game.index.labels[c] for c in codes)) or "—"


def pile(game: ForestGame, side: int) -> str:
    cards_in = game.piles[side]
    return f"{game.index.labels[cards_in[-1]]} on top, {len(cards_in)} in all" if cards_in else "empty"


def measure(game: ForestGame) -> dict[str, Any]:
    """Every number and card a rule can change, in a player's words (the teacher's view: all hands)."""
    values: dict[str, Any] = {
        "round": game.round,
        "target": game.target,
        "to move": "nobody (game over)" if game.is_over() else f"Seat {game.turn}",
        "phase": game.phase,
        "deck": len(game.deck),
        "left pile": pile(game, 0),
        "right pile": pile(game, 1),
        "call": game.call or "none",
    }
    for seat in range(game.players):
        values[f"Seat {seat} hand"] = cards(game, game.hands[seat])
        values[f"Seat {seat} played"] = (
            "; ".join(" + ".join(game.index.labels[c] for c in group) for group in game.played[seat]) or "—"
        )
        values[f"Seat {seat} card points"] = game.card_points(seat)
        values[f"Seat {seat} total"] = game.totals[seat]
    return values


@dataclass(frozen=True)
class Moment:
    """The state of a game at a moment an example chose, to compare with later."""

    game: ForestGame
    before: dict[str, Any]
    start: int

    def step(
        self, rule: str, *, keep: Sequence[str] = (), extras: Sequence[PlainTable] = (), only_keep: bool = False
    ) -> Step:
        """The Step from this moment to now, with every log line written since (``only_keep``:
        show just the ``keep`` quantities)."""
        return BOOK.step(
            rule,
            self.game,
            self.before,
            measure(self.game),
            self.game.log_for(None, self.start),
            keep,
            extras,
            only_keep,
        )


def mark(game: ForestGame) -> Moment:
    return Moment(game, measure(game), len(game.log))


def moves_table(game: ForestGame) -> PlainTable:
    """The moves the engine offers now, one row each, in its own words."""
    return PlainTable.numbered(f"Seat {game.turn} may", ({"move": str(a)} for a in game.legal_actions()))
