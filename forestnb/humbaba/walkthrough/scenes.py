"""Setting a Humbaba table up for one rule, playing it with the real engine, and watching a step.

A walkthrough example is a real game, seeded, with the situation a rule talks about put on the
table (Health, the piles of cedars, tokens, the cards in hand). The engine then plays the round
as it always would; a ``Recorder`` notes the state just before and after the engine stage that
carries the rule (the rule id on the rules card) and the log lines that stage wrote.
Nothing here decides a rule: every number shown comes out of ``HumbabaGame``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence, Union

import pandas as pd

import forestnb

from ...core.actions import Action
from ...core.bots import make_bot
from ...core.match import finish
from ...core.rng import bot_rng
from .. import odds
from ..rules import HumbabaGame

Play = Union[str, tuple[str, int], list[Union[str, tuple[str, int]]]]
"""A seat's choice: a card name, ``(card, target seat)``, ``"defect"``, or a list of these."""

TEACHER = "Box Reserve (teacher view)"
SEAT_FIELDS = ("Stockpile", "Capacity", "Patience", "Renewal", "hand", "draw pile", "cards played", "Box seen")
CALM = {"stranger_king": "Tribute of Timber", "woodcutter": "Pollard Cut", "steward": "Gather Deadwood", "merchant": "Timber Contract"}
"""Each deck's plainest card: it harvests and does nothing else, so it never muddies an example."""
QUIET_TYPES = ("harvest", "conditional_harvest", "capacity", "information")


def table(*, decks: Sequence[str] = ("stranger_king", "woodcutter"), seed: int = 1, **options: Any) -> HumbabaGame:
    """A fresh seeded game; events are off unless asked for, so only the rule at hand moves the forest."""
    options = {"events": False, **options}
    return forestnb.new_game("humbaba", players=len(decks), seed=seed, archetypes=list(decks), **options)


def arrange(game: HumbabaGame, *, seats: Mapping[int, Mapping[str, Any]] | None = None, **state: Any) -> HumbabaGame:
    """Put a situation on the table: game attributes (``health=5``) and seat tokens (``seats={1: {"capacity": 2}}``).

    Unless ``box_reserve`` is given, the Box Reserve holds whatever the Forest Deck and the
    Stockpiles do not, as it would in play. The edit is unchecked (``game.edit(check=False)``):
    an example may put more or fewer than 50 cedars on the table (a Box of 3, Stockpiles of a
    tie-break that no forest could fill), which the cedar law of play forbids. A Health set here
    is the Health the round started with too (the Seneca Clip measures the fall from there).
    """
    with game.edit(check=False):
        for seat, tokens in (seats or {}).items():
            for key, value in tokens.items():
                if not hasattr(game.seats[seat], key):
                    raise AttributeError(f"a seat has no {key!r}")
                setattr(game.seats[seat], key, value)
        for key, value in state.items():
            if not hasattr(game, key):
                raise AttributeError(f"a Humbaba game has no {key!r}")
            setattr(game, key, value)
        if "health" in state and "health_at_start" not in state:
            game.health_at_start = game.health
        if "box_reserve" not in state:
            total = game.options["forest_size"] + game.options["box_size"]
            game.box_reserve = max(0, total - game.forest_deck - sum(game.scores()))
    return game


def give(game: HumbabaGame, seat: int, names: Iterable[str]) -> None:
    """Bring the named cards into the seat's hand from its draw pile, swapping out cards it will
    not play, so the hand keeps its size and every card stays one of the seat's twenty. Unchecked:
    only cards move, and the cedars stay as the example arranged them (maybe not 50, see ``arrange``)."""
    with game.edit(check=False):
        player = game.seats[seat]
        wanted = list(names)
        for name in wanted:
            if wanted.count(name) <= player.hand.count(name):
                continue
            if name not in player.draw_pile:
                raise ValueError(f"Seat {seat} ({player.deck}) has no {name!r} left to play")
            spare = next((i for i, card in enumerate(player.hand) if card not in wanted), None)
            where = player.draw_pile.index(name)
            if spare is None:
                player.hand.append(player.draw_pile.pop(where))
            else:
                player.draw_pile[where], player.hand[spare] = player.hand[spare], name


def actions(choice: Play) -> list[Action]:
    """A seat's choice as engine actions, in the order they are applied."""
    if isinstance(choice, list):
        return [action for item in choice for action in actions(item)]
    if choice == "defect":
        return [Action("defect")]
    if isinstance(choice, tuple):
        return [Action("play", choice)]
    return [Action("play", (choice,))]


def play_round(game: HumbabaGame, plays: Mapping[int, Play], *, after_each: Callable[[int], None] | None = None) -> None:
    """Every seat makes its choice in turn order, as players would; the engine resolves the round.
    ``after_each(seat)`` runs after each seat's choice (the last one's is after the reveal)."""
    missing = set(range(game.players)) - set(plays)
    if missing:
        raise ValueError(f"every seat needs a play; missing: {sorted(missing)}")
    for seat, choice in plays.items():
        give(game, seat, [a.args[0] for a in actions(choice) if a.kind == "play"])
    for seat in game.turn_order():
        for action in actions(plays[seat]):
            game.apply(action)
        if after_each:
            after_each(seat)


def calm_card(game: HumbabaGame, seat: int) -> str:
    """The seat's plainest card still available: its deck's calm card, else a card that harvests and
    leaves the forest and the other players alone (a plain harvest first, then the smallest)."""
    player = game.seats[seat]
    quiet = [name for name in player.hand + player.draw_pile
             if game.cards[name].type in QUIET_TYPES and game.cards[name].health == 0]
    if not quiet:
        raise ValueError(f"Seat {seat} has no quiet card left")
    return min(quiet, key=lambda name: (name != CALM[player.deck], game.cards[name].type != "harvest", game.cards[name].harvest))


def calm(game: HumbabaGame, **plays: Play) -> dict[int, Play]:
    """Plays for a round: ``seat1="Clear-Cut"`` for the seats named, the calm card for the rest."""
    chosen = {int(key.removeprefix("seat")): play for key, play in plays.items()}
    return {seat: chosen[seat] if seat in chosen else calm_card(game, seat) for seat in range(game.players)}


def advance(game: HumbabaGame, bots: Sequence[str], *, until: int | None = None, seed: int = 0) -> HumbabaGame:
    """Let bots play to the start of round ``until`` (or to the end): the long way to a situation."""
    seats = [make_bot("humbaba", bot) for bot in bots]
    if until is None:
        return finish(game, seats, seed=seed)
    rng = bot_rng(seed)
    while game.round < until and not game.is_over():
        seat = game.current_player
        game.apply(seats[seat].choose(game, seat, rng))
    return game


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
        numbers = (player.stockpile, player.capacity, player.patience, player.renewal,
                   len(player.hand), len(player.draw_pile), len(player.played), seen)
        values.update({f"Seat {seat} {name}": number for name, number in zip(SEAT_FIELDS, numbers)})
    return values


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def seats_table(game: HumbabaGame) -> pd.DataFrame:
    """Who sits where with what: archetype, hand, draw pile and tokens, one row per seat."""
    rows = [
        {"seat": seat, "archetype": game.archetypes[p.deck].name, "hand": ", ".join(p.hand), "draw pile": len(p.draw_pile),
         "Stockpile": p.stockpile, "Capacity": p.capacity, "Patience": p.patience, "Renewal": p.renewal}
        for seat, p in enumerate(game.seats)
    ]
    return pd.DataFrame(rows).set_index("seat")


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

    def __enter__(self) -> "Recorder":
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
        self.calls.append(Call(rule, self.game.round, before, measure(self.game), start, end, self._lines(start, end),
                               result, tuple(dict(r) for r in self.game.revealed)))

    def _lines(self, start: int, end: int) -> tuple[str, ...]:
        return tuple(event.text for event in self.game.events[start:end])

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

    def table(self, step: str, quantities: Sequence[str]) -> pd.DataFrame:
        """One row per run of ``step``: each quantity as "before → after"."""
        rows = [
            {"round": call.round, **{q: _arrow(call.before[q], call.after[q]) for q in quantities}}
            for call in self.calls if call.step == step
        ]
        return pd.DataFrame(rows).set_index("round")


def _arrow(old: Any, new: Any) -> str:
    return str(old) if old == new else f"{old} → {new}"
