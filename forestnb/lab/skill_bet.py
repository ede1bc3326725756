"""The design lab's bet "How much does skill count?": guess the skill gap, then see the ladder.

The bet's words live here, not in the notebook, so no answer or explanation stands in a code cell
before the Reveal; the ladder is played on the click, and what the Reveal shows (the ladder's
picture, the gap with its interval, and what they say) is read from those very games.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..widgets.lessons import lesson, measured
from ..widgets.predict import Bet, bet_widget
from .skill import BEST_RULE_BOT, HUMBABA_TABLE, checked_rungs, in_order, ladder_games, ladder_rates, skill_gap
from .skill_figure import ladder_figure

if TYPE_CHECKING:
    import pandas as pd

EXPLAIN = (
    "The skill gap counts the extra games a better player wins over random play when both meet the "
    "same opponents on the same deals. Near zero, the deal decides whoever plays; the wider it is, "
    "the more the results reward playing well."
)


def question(game: str, top: str) -> str:
    """The bet's question: who the top rung is, and whom every rung meets."""
    opponents = (
        f"in seat 0 of a table of {', '.join(HUMBABA_TABLE)}"
        if game == "humbaba"
        else f"heads-up against {BEST_RULE_BOT[game]}, the best rule bot"
    )
    return (
        f"Every player here meets the same opponents on the same deals, {opponents}. Out of 100 games, "
        f"how many more does the top player ({top}) win than a player choosing its moves at random?"
    )


def bet(game: str, *, games: int, budgets: Sequence[int] = (2,), seed: int = 1) -> widgets.VBox:
    """The bet on ``game``'s skill gap: on Reveal, its ladder of ``games`` seeds (the strong bot at
    ``budgets``) is played, and the answer, the ladder's picture and the gap's lesson shown."""
    top = checked_rungs(game, games, seed, budgets, None)[-1].name
    played = cache(lambda: ladder_games(game, games=games, seed=seed, budgets=budgets, progress=False))
    return bet_widget(
        Bet(question(game, top), -50, 100, 5, "wins", EXPLAIN),
        lambda: answer(played()),
        [lambda: ladder_figure(ladder_rates(played())), lambda: gap_lesson(played())],
    )


def answer(played: pd.DataFrame) -> float:
    """The skill gap as extra wins in 100 games, to one decimal."""
    return round(100 * float(skill_gap(played)["skill_gap"].iloc[0]), 1)


def gap_lesson(played: pd.DataFrame) -> widgets.HTML:
    """What these games say: each rung's wins, the gap with its interval, and whether it is more than chance."""
    gap = skill_gap(played).iloc[0]
    rungs = ladder_rates(played)
    lines = [f"{row.player}: won {row.wins} of {row.games} games" for row in rungs.itertuples()]
    low, high = round(100 * gap["low"]), round(100 * gap["high"])
    if gap["low"] > 0:
        verdict = (
            f"Even at {gap['games']} games, chance alone would not give a gap this wide: skill counts here, "
            f"by somewhere between {low} and {high} games in 100."
        )
    elif gap["high"] < 0:
        verdict = f"Random play won more often here, by {-high} to {-low} games in 100."
    else:
        verdict = (
            f"The interval runs from {low} to {high} games in 100 and holds zero: at {gap['games']} games "
            "this gap cannot be told from luck. More games narrow it."
        )
    climbs = "climbs in order" if in_order(rungs) else "does not climb in order (a rung below the one before it)"
    return widgets.HTML(
        lesson(
            "What it says.",
            f"{gap['better']} won {gap['better_rate']:.0%} of its games and random play {gap['worse_rate']:.0%}: "
            f"a skill gap of {answer(played):g} games in 100. {verdict}",
            f"The ladder {climbs} in these games. Each rung's error bar in the picture is its own 95% interval: "
            "rungs whose bars overlap cannot be told apart at this many games.",
            numbers=measured(lines),
        )
    )
