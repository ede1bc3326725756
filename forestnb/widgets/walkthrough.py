"""A game's rules walkthrough as the notebook meets it: a section's header, its bet, its try-it.

Each game's ``walkthrough`` package holds only content (the section texts, the bets' words, the
examples and the try-it builders); this is the one place that turns a section key into what the
notebook shows, so a rule that holds for every walkthrough (an unknown key is named; a bet's
answer, and the example that gives it away, reach the page only on its Reveal) is kept here once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import ipywidgets as widgets
from IPython.display import HTML

from ..core.bots import make_bot
from ..core.match import indexed_seeds, play
from .predict import Bet, Shown, bet_widget
from .rulebook import Rulebook
from .steps import TryIt


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
        shown = bet_widget(self.bets[section], self.answers[section], self.shows.get(section, ()))
        question = shown.children[0]
        question.value = self.header(section).data + question.value
        return shown

    def try_it(self, section: str) -> TryIt:
        """The section's knobs, with the engine's answer beside them."""
        if section not in self.try_its:
            raise KeyError(f"no try-it for {section!r}; sections: {', '.join(self.try_its)}")
        return self.try_its[section]()


def average(name: str, bots: Sequence[str], of: Callable[[Mapping[str, Any]], float], *, games: int, seed: int) -> float:
    """The mean of ``of(summary)`` over the games ``simulate`` would play with this seed (the same
    seeds), played here without pandas: a bet's answer must also work out in a Python that has
    none (JupyterLite)."""
    seats = [make_bot(name, bot) for bot in bots]
    summaries = [play(name, seats, seed=game_seed).summary() for _, game_seed in indexed_seeds(seed, games)]
    return sum(of(summary) for summary in summaries) / len(summaries)
