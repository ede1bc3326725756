"""Every what-if bet of the package as a class poll: its question, its choices or its range, and
the answer read from the bet's own seeded run when the teacher reveals it.

Why here and not typed by hand: a teacher retyping a bet as a poll loses its range and has to
look up an answer that belongs to the run; the bet is declared once (``<game>/whatif_bets.py``)
and the class asks the same question and works out the same answer the notebook does.
"""

from __future__ import annotations

import numbers
import re
from dataclasses import dataclass
from functools import cache

from ..core.face import face_of, game_module
from ..core.registry import first_game, games
from ..widgets.sweep_bets import SweepBet

MOST_CHOICES = 12
"""A bet with at most this many values on its slider is asked as a choice poll, one button per value."""


@dataclass(frozen=True)
class ClassBet:
    """One what-if bet as the class is asked it: ``question`` is the poll's words (with the range
    of a number bet), ``choices`` the buttons of a bet with few values (empty: a number poll)."""

    game: str
    name: str
    title: str
    question: str
    choices: tuple[str, ...]
    spec: SweepBet

    def answer(self) -> str:
        """The bet's answer from its own run (the explorer's default knobs and seed, or the bet's
        own sweep), as the poll keeps it: one of the choices, or a number."""
        if self.spec.explorer is not None:
            explorer = game_module(self.game, "whatif").explorer(self.spec.explorer, run_now=False)
            explorer.run(wait=True)
            truth = self.spec.answer(explorer.frame)
        else:
            truth = self.spec.answer(self.spec.sweep())
        return as_poll_answer(truth, self.choices)


def _number_words(value: float) -> str:
    return f"{round(value, 1):g}"


def as_poll_answer(truth: float | str, choices: tuple[str, ...]) -> str:
    """A bet's truth as a poll answer: a number rounded to one decimal; words naming exactly one
    of the number choices ("round 5" of rounds 3 to 7) as that choice; other words as they are."""
    if isinstance(truth, numbers.Real):
        return _number_words(float(truth))
    found = [choice for choice in choices if re.search(rf"(?<![\d.]){re.escape(choice)}(?![\d.])", truth)]
    return found[0] if len(found) == 1 else truth


def _class_bet(game: str, name: str, spec: SweepBet) -> ClassBet:
    bet = spec.bet
    count = round((bet.maximum - bet.minimum) / bet.step) + 1
    if count <= MOST_CHOICES:
        choices = tuple(_number_words(bet.minimum + i * bet.step) for i in range(count))
        question = bet.question
    else:
        choices = ()
        unit = f" {bet.unit}" if bet.unit else ""
        question = f"{bet.question} ({_number_words(bet.minimum)} to {_number_words(bet.maximum)}{unit})"
    title = f"{face_of(game).title}: {bet.question}"
    return ClassBet(game, name, title, question, choices, spec)


@cache
def class_bets() -> dict[str, ClassBet]:
    """Every what-if bet of every game (the start notebook's too), by its title, the first game first."""
    ordered = [first_game(), *(game for game in games() if game != first_game())]
    found: dict[str, ClassBet] = {}
    for game in ordered:
        module = game_module(game, "whatif_bets")
        for name, spec in {**module.BETS, **getattr(module, "START_BETS", {})}.items():
            bet = _class_bet(game, name, spec)
            found[bet.title] = bet
    return found


def bet_asked(question: str) -> ClassBet | None:
    """The bet a poll of these words asks, if it is one (its answer is then worked out on the reveal)."""
    return next((bet for bet in class_bets().values() if bet.question == question), None)
