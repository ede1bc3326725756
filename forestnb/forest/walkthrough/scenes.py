"""Setting a Forest table up for one rule, playing it with the real engine, and watching the result.

A walkthrough example is a real, seeded game with the cards a rule talks about laid out exactly
(hands, discard piles, the deck's top cards, played pairs, whose turn it is). Laying out only
moves cards, it never invents them: every card not named stays in the deck in its shuffled
order, so the game's own conservation check still holds. The engine then makes the moves as it
always would; ``Moment`` keeps the state before them, and ``Moment.step`` the state after and
the log lines the moves wrote. Nothing here decides a rule: every number comes out of ``ForestGame``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import pandas as pd
from IPython.display import HTML

import forestnb

from ...core.actions import Action
from ...widgets import steps
from ..rules import ForestGame
from .sections import header

Move = Action | tuple[Any, ...]
"""A move: an engine action, or ``(kind, *args)`` such as ``("take", 0)`` or ``("keep", "dusk Owl", 1)``."""


class Step(steps.Step):
    """A Forest rule at work (see ``forestnb.widgets.steps.Step``), headed by its section."""

    routine = ("phase",)

    def heading(self) -> HTML:
        return header(self.rule)


def table(players: int = 2, *, seed: int = 1, **options: Any) -> ForestGame:
    """A fresh seeded game (round 1, Seat 0 to draw)."""
    return forestnb.new_game("forest", players=players, seed=seed, **options)


def arrange(game: ForestGame, *, hands: Mapping[int, Sequence[str]] | None = None,
            piles: Sequence[Sequence[str]] = ((), ()), top: Sequence[str] = (),
            played: Mapping[int, Sequence[Sequence[str]]] | None = None, deck_size: int | None = None,
            turn: int = 0, totals: Sequence[int] | None = None) -> ForestGame:
    """Lay the cards out (labels like ``"dusk Raccoon"``): hands, discard piles (last = top), the
    deck's top cards (first = top) and played pairs; ``deck_size`` trims the deck, the cards taken
    off going under the left discard pile. Seat ``turn`` is about to draw."""
    code = game.catalogue.code
    left = [*game.deck, *(c for pile in game.piles for c in pile), *(c for hand in game.hands for c in hand),
            *(c for groups in game.played for group in groups for c in group)]

    def claim(label: str) -> int:
        if label not in game.catalogue.codes:
            raise ValueError(f"{label!r} is not a card; cards are named like 'dusk Raccoon' (colour, then kind)")
        card = code(label)
        if card not in left:
            raise ValueError(f"no {label} is left to lay out (the deck has {game.full_deck.count(card)})")
        left.remove(card)
        return card

    with game.edit():
        game.hands = [[claim(label) for label in (hands or {}).get(seat, ())] for seat in range(game.players)]
        game.played = [[tuple(claim(label) for label in group) for group in (played or {}).get(seat, ())]
                       for seat in range(game.players)]
        named = [[claim(label) for label in pile] for pile in piles]
        tops = [claim(label) for label in top]
        keep = len(left) if deck_size is None else deck_size - len(tops)
        if keep < 0 or keep > len(left):
            raise ValueError(f"a deck of {deck_size} cannot hold the {len(tops)} top cards named")
        game.deck = left[len(left) - keep:] + tops[::-1]
        game.piles = [left[:len(left) - keep] + named[0], named[1]]
        game.hidden = [[] for _ in range(game.players)]
        game.drawn, game.peeked, game.looking_at = [], [], None
        game.extra_turns, game.call, game.caller, game.last_turns = 0, None, None, []
        game.skunked, game.skunked_now = [False] * game.players, False
        game.turn, game.phase = turn, "draw"
        if totals is not None:
            game.totals = list(totals)
        game.recount()
    return game


def move(game: ForestGame, *moves: Move) -> ForestGame:
    """Make the moves, each checked by the engine like a player's."""
    for item in moves:
        game.apply(item if isinstance(item, Action) else Action(item[0], tuple(item[1:])))
    return game


def cards(game: ForestGame, codes: Iterable[int]) -> str:
    """Cards as words, sorted: "dusk Raccoon, sky Raccoon" (or "—" for none)."""
    return ", ".join(sorted(game.index.labels[c] for c in codes)) or "—"


def pile(game: ForestGame, side: int) -> str:
    cards_in = game.piles[side]
    return f"{game.index.labels[cards_in[-1]]} on top, {len(cards_in)} in all" if cards_in else "empty"


def measure(game: ForestGame) -> dict[str, Any]:
    """Every number and card a rule can change, in a player's words (the teacher's view: all hands)."""
    values: dict[str, Any] = {
        "round": game.round, "target": game.target, "to move": "nobody (game over)" if game.is_over() else f"Seat {game.turn}",
        "phase": game.phase, "deck": len(game.deck), "left pile": pile(game, 0), "right pile": pile(game, 1),
        "call": game.call or "none",
    }
    for seat in range(game.players):
        values[f"Seat {seat} hand"] = cards(game, game.hands[seat])
        values[f"Seat {seat} played"] = "; ".join(" + ".join(game.index.labels[c] for c in group)
                                                  for group in game.played[seat]) or "—"
        values[f"Seat {seat} card points"] = game.card_points(seat)
        values[f"Seat {seat} total"] = game.totals[seat]
    return values


@dataclass(frozen=True)
class Moment:
    """The state of a game at a moment an example chose, to compare with later."""

    game: ForestGame
    before: dict[str, Any]
    start: int

    def step(self, rule: str, *, keep: Sequence[str] = (), extras: Sequence[pd.DataFrame] = (),
             only_keep: bool = False) -> Step:
        """The Step from this moment to now, with every log line written since (``only_keep``:
        show just the ``keep`` quantities)."""
        return Step(rule, self.game, self.before, measure(self.game), tuple(self.game.log[self.start:]), tuple(keep),
                    tuple(extras), only_keep)


def mark(game: ForestGame) -> Moment:
    return Moment(game, measure(game), len(game.log))


def moves_table(game: ForestGame) -> pd.DataFrame:
    """The moves the engine offers now, one row each, in its own words."""
    return pd.DataFrame({"move": [str(a) for a in game.legal_actions()]}, index=pd.Index(
        range(1, len(game.legal_actions()) + 1), name=f"Seat {game.turn} may"))
