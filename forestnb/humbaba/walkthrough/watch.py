"""Watching a Humbaba rule at work: every number it can change, before and after an engine stage.

An example sets its situation up with ``forestnb.humbaba.scenes`` and plays it with the real
engine; a ``Recorder`` notes the state just before and after the engine stage that carries the
rule (the rule id on the rules card) and the log lines that stage wrote; ``breakdown`` takes a
harvest apart. Nothing here decides a rule: every number shown comes out of ``HumbabaGame``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from .. import odds
from ..rules import HumbabaGame
from .sections import BOOK

TEACHER = "Box Reserve (teacher view)"
SEAT_FIELDS = ("Stockpile", "Capacity", "Patience", "Renewal", "hand", "draw pile", "cards played", "Box seen")


# -- what a walkthrough measures -----------------------------------------------------------------
def measure(game: HumbabaGame) -> dict[str, Any]:
    """Every number a rule can change, in a player's words (the Box Reserve marked as the teacher's)."""
    faces = game.options["die_success"][odds.band_index(game.health)]
    values: dict[str, Any] = {
        "round": game.round,
        "first player": f"Seat {game.first_player}",
        "Forest Health": game.health,
        "Forest Die succeeds on": f"1–{faces}" if faces else "no face",
        "regeneration rate": game.regen_rate(),
        "Forest Deck": game.forest_deck,
        TEACHER: game.box_reserve,
        "event": game.event or "none",
        "event harvest bonus": sum(t["amount"] for t in game.timers if t["kind"] == "harvest"),
        "timed effects waiting": len(game.timers),
        "Seneca Clip cutting this round's regeneration": _yes(game.clip_active),
        "Seneca Clip armed for next round": _yes(game.clip_triggered),
        "forest collapsed": _yes(game.collapsed),
    }
    if game.king is not None:
        values["Defection Token"] = "Aggressive" if game.aggressive else "Cooperative"
    for seat, player in enumerate(game.seats):
        seen = player.box_seen[-1]["box_reserve"] if player.box_seen else "never looked"
        numbers = (
            player.stockpile,
            player.capacity,
            player.patience,
            player.renewal,
            len(player.hand),
            len(player.draw_pile),
            len(player.played),
            seen,
        )
        values.update({f"Seat {seat} {name}": number for name, number in zip(SEAT_FIELDS, numbers)})
    return values


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def seats_table(game: HumbabaGame) -> PlainTable:
    """Who sits where with what: archetype, hand, draw pile and tokens, one row per seat."""
    rows = [
        {
            "seat": seat,
            "archetype": game.archetypes[p.deck].name,
            "hand": ", ".join(p.hand),
            "draw pile": len(p.draw_pile),
            "Stockpile": p.stockpile,
            "Capacity": p.capacity,
            "Patience": p.patience,
            "Renewal": p.renewal,
        }
        for seat, p in enumerate(game.seats)
    ]
    return PlainTable(rows, "seat")


# -- watching the engine's steps -----------------------------------------------------------------
@dataclass(frozen=True)
class Call:
    """One run of an engine step: the state around it, the log lines it wrote, what it returned."""

    step: str
    round: int
    before: dict[str, Any]
    after: dict[str, Any]
    start: int
    end: int
    lines: tuple[str, ...]
    result: Any = None
    revealed: tuple[dict[str, Any], ...] = ()


@dataclass
class Recorder:
    """Watches stages of the rules on one game while a ``with`` block runs, and keeps a ``Call`` per run.

    ``steps`` are rule ids of the engine's stages (``H-forest``, ``H-harvest``...: the ids on
    the rules card). The engine keeps deciding when each stage runs; the recorder is attached
    with ``Game.watch`` and only looks. ``mark`` adds a pseudo-step (the state at a moment the
    example chooses, e.g. before anyone plays).
    """

    game: HumbabaGame
    steps: tuple[str, ...]
    calls: list[Call] = field(default_factory=list)
    _open: list[tuple[dict[str, Any], int]] = field(default_factory=list, repr=False)
    _watching: Any = field(default=None, repr=False)

    def __enter__(self) -> Recorder:
        self._watching = self.game.watch(self)
        self._watching.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self._watching.__exit__(*exc)

    def stage_started(self, rule: str) -> None:
        if rule in self.steps:
            self._open.append((measure(self.game), len(self.game.events)))

    def stage_ended(self, rule: str, result: Any) -> None:
        if rule not in self.steps:
            return
        before, start = self._open.pop()
        end = len(self.game.events)
        self.calls.append(
            Call(
                rule,
                self.game.round,
                before,
                measure(self.game),
                start,
                end,
                self._lines(start, end),
                result,
                tuple(dict(r) for r in self.game.revealed),
            )
        )

    def _lines(self, start: int, end: int) -> tuple[str, ...]:
        return tuple(event.text for event in self.game.events[start:end] if event.visible_to(None))

    def mark(self, name: str = "start") -> None:
        now, at = measure(self.game), len(self.game.events)
        self.calls.append(Call(name, self.game.round, now, now, at, at, ()))

    def find(self, step: str, nth: int = 0) -> Call:
        """The ``nth`` run of ``step`` (negative counts from the last)."""
        runs = [call for call in self.calls if call.step == step]
        if not runs or not -len(runs) <= nth < len(runs):
            raise LookupError(f"the engine ran {step} {len(runs)} time(s); run {nth} was asked for")
        return runs[nth]

    def between(self, first: Call, last: Call) -> tuple[str, ...]:
        """Every log line from the start of ``first`` to the end of ``last``, in order."""
        return self._lines(first.start, last.end)

    def table(self, step: str, quantities: Sequence[str]) -> PlainTable:
        """One row per run of ``step``: each quantity as "before → after"."""
        rows = [
            {"round": call.round, **{q: _arrow(call.before[q], call.after[q]) for q in quantities}}
            for call in self.calls
            if call.step == step
        ]
        return PlainTable(rows, "round")

    def step(
        self, rule: str, first: Call, last: Call, *, keep: Sequence[str] = (), extras: Sequence[PlainTable] = ()
    ) -> Step:
        """The Step from the start of ``first`` to the end of ``last``, with every log line between."""
        return BOOK.step(rule, self.game, first.before, last.after, self.between(first, last), keep, extras)


def _arrow(old: Any, new: Any) -> str:
    return str(old) if old == new else f"{old} → {new}"


# -- a harvest taken apart -----------------------------------------------------------------------
# card value + condition bonus + Capacity + event + Patience burst = demand. The demand column is
# the engine's own number (what the reveal stage returned); the parts are read off the state at
# the reveal, where ruling R8 fixes every demand: before any card's effect, so a Capacity a card
# gives counts from the next harvest on.
PARTS = ("card value", "condition bonus", "Capacity", "event bonus", "Patience burst")
ALWAYS = ("card value", "Capacity")
"""The seed's formula; the other parts get a column only when some seat has one."""


def breakdown(game: HumbabaGame, call: Call) -> PlainTable:
    """One row per seat for the reveal step ``call``: the card, each part of its harvest, the demand."""
    if call.step != "H-reveal":
        raise ValueError(f"a harvest breakdown needs the reveal step, not {call.step}")
    at_reveal = call.before
    aggressive = at_reveal.get("Defection Token") == "Aggressive"
    rows = []
    for reveal in sorted(call.revealed, key=lambda r: r["seat"]):
        seat, card = reveal["seat"], game.cards[reveal["card"]]
        king_burst = seat == game.king and aggressive
        amounts = {
            "health": at_reveal["Forest Health"],
            "forest": at_reveal["Forest Deck"],
            "round": call.round,
            **{key: at_reveal[f"Seat {seat} {key.capitalize()}"] for key in ("capacity", "stockpile", "patience")},
        }
        parts = (
            card.aggressive_harvest if card.type == "dual_mode" and king_burst else card.harvest,
            card.bonus if card.condition and card.bonus and card.condition.holds(amounts) else 0,
            amounts["capacity"],
            at_reveal["event harvest bonus"],
            amounts["patience"] if king_burst else 0,
        )
        rows.append({"seat": seat, "card": card.name, **dict(zip(PARTS, parts)), "demand": call.result[seat]})
    shown = [part for part in PARTS if part in ALWAYS or any(row[part] for row in rows)]
    return PlainTable(
        (
            {"seat": row["seat"], "card": row["card"], **{part: row[part] for part in shown}, "demand": row["demand"]}
            for row in rows
        ),
        "seat",
    )
