"""A game's rules walkthrough as the notebook meets it: a section's header, its bet, its try-it.

Each game's ``walkthrough`` package holds only content (the section texts, the bets' words, the
examples and the try-it builders); this is the one place that turns a section key into what the
notebook shows, so a rule that holds for every walkthrough (an unknown key is named; a bet's
answer, and the example that gives it away, reach the page only on its Reveal; the try-it of a
section with a bet stays shut until that bet is revealed, since its knobs start at the bet's own
setting and its answer would stand right under the bet) is kept here once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as widgets
from IPython.display import HTML

from ..core.bots import make_bot
from ..core.match import indexed_seeds, play
from .predict import Bet, Shown, bet_widget
from .rulebook import Rulebook
from .steps import TryIt

SEALED_CLASS = "forestnb-sealed-try-it"


class Sealed(widgets.VBox):
    """A section's try-it held shut until the section's bet is revealed: built (and so worked
    out) only when it opens, so nothing of its answer reaches the page before the Reveal."""

    def __init__(self, build: Callable[[], TryIt]) -> None:
        self._build = build
        self.try_it: TryIt | None = None
        super().__init__([widgets.HTML("<b>Try it</b> &nbsp;<i>opens when the bet above is revealed.</i>")])
        self.add_class(SEALED_CLASS)

    def unseal(self) -> TryIt:
        """Build the try-it in place of the note (once) and return it."""
        if self.try_it is None:
            self.try_it = self._build()
            self.children = (self.try_it,)
        return self.try_it


@dataclass
class _Gate:
    """The latest bet shown for one section, and the try-its waiting for its Reveal."""

    revealed: bool = False
    waiting: list[Sealed] = field(default_factory=list)

    def open(self) -> None:
        self.revealed = True
        for sealed in self.waiting:
            sealed.unseal()
        self.waiting.clear()

    def seal(self, build: Callable[[], TryIt]) -> Sealed:
        sealed = Sealed(build)
        if self.revealed:
            sealed.unseal()
        else:
            self.waiting.append(sealed)
        return sealed


@dataclass(frozen=True)
class Walkthrough:
    """A rulebook's sections with the bets (words, and the answer each reveals) and try-its of some.

    ``shows`` holds, per bet, what its Reveal shows beside the answer: the section's example
    and any picture that would give the answer away if it stood in the notebook.
    """

    book: Rulebook
    bets: Mapping[str, Bet]
    answers: Mapping[str, Callable[[], float | str]]
    try_its: Mapping[str, Callable[[], TryIt]]
    shows: Mapping[str, Sequence[Shown]] = field(default_factory=dict)
    _gates: dict[str, _Gate] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if set(self.bets) != set(self.answers):
            odd = sorted(set(self.bets) ^ set(self.answers))
            raise ValueError(f"every bet needs words and an answer, and these have only one: {', '.join(odd)}")
        stray = sorted((set(self.bets) | set(self.try_its)) - set(self.book.sections))
        if stray:
            raise ValueError(f"bets or try-its for sections the rulebook does not have: {', '.join(stray)}")
        unbet = sorted(set(self.shows) - set(self.bets))
        if unbet:
            raise ValueError(f"answers to show for sections without a bet: {', '.join(unbet)}")

    def header(self, section: str) -> HTML:
        """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
        return self.book.header(section)

    def bet(self, section: str) -> widgets.VBox:
        """The section's bet, headed by its rule (the example that used to show it is now behind
        the Reveal): a guess first; the engine's answer, with that example, on Reveal."""
        if section not in self.bets:
            raise KeyError(f"no prediction for {section!r}; sections with one: {', '.join(self.bets)}")
        gate = self._gates[section] = _Gate()
        shown = bet_widget(self.bets[section], self.answers[section], self.shows.get(section, ()), on_reveal=gate.open)
        question = shown.children[0]
        question.value = self.header(section).data + question.value
        return shown

    def try_it(self, section: str) -> TryIt | Sealed:
        """The section's knobs, with the engine's answer beside them; in a section with a bet,
        sealed until the latest bet shown for it is revealed (``Sealed.unseal`` opens it at once)."""
        if section not in self.try_its:
            raise KeyError(f"no try-it for {section!r}; sections: {', '.join(self.try_its)}")
        if section in self.bets:
            return self._gates.setdefault(section, _Gate()).seal(self.try_its[section])
        return self.try_its[section]()


def average(
    name: str, bots: Sequence[str], of: Callable[[Mapping[str, Any]], float], *, games: int, seed: int
) -> float:
    """The mean of ``of(summary)`` over the games ``simulate`` would play with this seed (the same
    seeds), played here without pandas: a bet's answer must also work out in a Python that has
    none (JupyterLite)."""
    seats = [make_bot(name, bot) for bot in bots]
    summaries = [play(name, seats, seed=game_seed).summary() for _, game_seed in indexed_seeds(seed, games)]
    return sum(of(summary) for summary in summaries) / len(summaries)
