"""How a game shows itself at a table: what class pages and boards need of a game, declared once,
next to its engine, in the game's ``face.py`` (``FACE``).

Class mode loops over the registered games and asks their faces; it names no game. A face draws
only from a seat's ``view`` (and, for the teacher's line about a table, from public facts), so it
cannot show a seat what its view keeps from it. A game whose seats choose at once and in secret
(Humbaba's harvest) says how in ``Picks``: the class store keeps each seat's pick secret until the
engine reaches that seat, and asks the face what a seat may pick and whether a pick is one.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from html import escape
from types import ModuleType
from typing import Any

from .game import Game
from .registry import game_class

Panel = tuple[str, str]
"""A part of a seat's page: (a CSS class naming it, its HTML)."""
EMPTY_PILE = "<div class='forestnb-empty-pile' title='empty'>empty</div>"


@dataclass(frozen=True)
class PickOptions:
    """What a seat may pick now, grouped for its page: each group a card (its name and HTML) with
    the picks it allows as (button label, action text); ``before``, an action the seat may take
    just before its pick (label, action text), such as the Stranger-King's flip."""

    groups: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = ()
    before: tuple[str, str] | None = None

    @property
    def actions(self) -> list[str]:
        return [action for _name, _html, picks in self.groups for _label, action in picks]


@dataclass(frozen=True)
class Picks:
    """How the seats of a simultaneous game choose in secret (see the module's docstring)."""

    options: Callable[[Game, int], PickOptions]
    """What ``seat`` may pick this round, whether or not the engine has reached it yet."""
    check: Callable[[Game, int, list[str]], None]
    """Raise ``IllegalActionError`` unless the actions are one pick ``seat`` may make now."""
    chosen: Callable[[Game, int], str | None]
    """``seat``'s pick of this round in words, once the engine has taken it (else None)."""
    round: Callable[[Game], int]
    """Which round a pick is for (a page names it, so a pick for a resolved round is stale)."""


@dataclass(frozen=True)
class Face:
    """A game as people at a table see it."""

    title: str
    score_word: str
    """What ``Game.scores()`` counts, in a word ("Stockpile", "points")."""
    goal: str
    """The goal in one line, for a student who has not read the rules."""
    progress: Callable[[dict[str, Any]], str]
    """Where the game is, in words, from any seat's view."""
    panels: Callable[[dict[str, Any], frozenset[int]], list[Panel]]
    """A seat's view drawn as HTML (the seats whose secret pick waits are given for a
    simultaneous game), phone first: nothing wider than 360 px that does not wrap."""
    status: Callable[[Game], str]
    """The teacher's line about a table: where it is, the scores, whose turn, the result (public facts)."""
    stand_in: str
    """The bot that takes an absent student's seat unless the teacher chooses another."""
    terms: Mapping[str, str] = field(default_factory=dict)
    """The game's words a student may not know, each with a plain-words explanation."""
    seat_word: Callable[[dict[str, Any], int], str] = lambda view, seat: ""
    """What a seat is besides its number, from a view (Humbaba's archetype), for the teacher's cards."""
    picks: Picks | None = None
    """Set for a game whose seats choose at once and in secret."""
    class_rules: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Rule changes a class may vote on and replay a table under: each one's name in words (as a
    poll choice reads) and the options it sets; empty for a game that offers none."""
    class_lesson: bool = False
    """Whether the game's package has a ``classlesson`` module for the teacher's Reveal and
    Debrief: ``reveal(tables, second_step)`` (a figure; ``REVEAL_STEP`` names the second step),
    ``debrief(tables)`` (a table and its figure), ``DEBRIEF_COLUMNS`` (the table's columns shown,
    each with its header in words) and ``DEBRIEF_WORDS``. ``tables`` are (table info, game) pairs,
    one game number at a time, so the page can draw a replayed table's two games side by side."""


def class_rule_of(face: Face, options: Mapping[str, Any]) -> str:
    """The name of the class rule a table plays under (the one setting the most of its options),
    or "" when it plays under none of them."""
    met = [
        (len(rule), name)
        for name, rule in face.class_rules.items()
        if rule and all(options.get(option) == value for option, value in rule.items())
    ]
    return max(met)[1] if met else ""


def game_module(name: str, module: str) -> ModuleType:
    """A module of a registered game's package (its ``face``, ``whatif`` or ``classlesson``),
    found from its engine's class, so class mode never names a game's package. A missing one is
    a ValueError saying where it belongs."""
    package = game_class(name).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.{module}")
    except ModuleNotFoundError as err:
        if err.name != f"{package}.{module}":
            raise
        raise ValueError(f"the game {name!r} has no {module}: add {package.replace('.', '/')}/{module}.py") from None


def face_of(name: str) -> Face:
    """The face of a registered game: ``FACE`` in the ``face`` module of its engine's package."""
    return game_module(name, "face").FACE


# -- drawing shared by the faces ----------------------------------------------------------------------
def pile(title: str, face: str) -> str:
    """A pile (deck or discard) under its title: its top card, a count, or the empty outline."""
    return f"<div class='forestnb-pile'><b>{escape(title)}</b><div>{face}</div></div>"


def cards_row(cards: list[tuple[str, str]]) -> str:
    """Cards side by side, wrapping; ``cards`` are (name, HTML card), each card tagged with its
    name (``data-card``) so a test can tell which cards a page holds."""
    faces = "".join(f'<div data-card="{escape(name)}">{face}</div>' for name, face in cards)
    return f"<div class='forestnb-cards'>{faces}</div>"


def turn_status(game: Game, progress: Callable[[dict[str, Any]], str], score_word: str) -> str:
    """The teacher's line about a table of a turn-by-turn game: where it is (from a view, whose
    public part every seat shares), the scores, and whose turn it is or who won."""
    scores = ", ".join(map(str, game.scores()))
    if game.is_over():
        turn = "over · winner " + (", ".join(f"Seat {s}" for s in game.winners()) or "nobody")
    else:
        turn = f"Seat {game.current_player} to move"
    return escape(f"{progress(game.view(0))} · {score_word} {scores} · {turn}")
