"""The lesson of each section of The Forest's what-if notebook, read from the games its Reveal drew.

Each function takes the explorer's frame after its run and returns the HTML its bet's Reveal shows
under the picture: the run's numbers, then what they teach. They live here, not in the notebook,
so that the numbers in the prose are tested against hand-made games, the classroom debrief can
reuse them, and the notebook stays thin (``forestnb.widgets.lessons`` says more).
"""

from __future__ import annotations

import pandas as pd

from ..widgets.lessons import chosen, lesson, measured, share, wobble
from .bots import TrackerBot
from .rules import TARGETS
from .whatif import ALL_TALES, NEVER, NO_TALE, summary

STANDARD = TrackerBot()
"""The standard tracker, whose Strike and Score leads the tuned one is measured against."""


def seats_and_counting(frame: pd.DataFrame) -> str:
    """Section 1: what the matchups say about the seat and about counting cards."""
    table = summary(frame, "table")
    won, rounds = table["won"], table["rounds"]
    numbers = (
        f"<p><b>In these games</b> ({int(table['games'].iloc[0]):,} per table), two greedy bots gave seat 0 "
        f"{share(won['greedy vs greedy'])} of the wins: that much is the seat. The tracker in seat 0 won "
        f"{share(won['tracker vs greedy'])} against the greedy bot; with the seats swapped, the greedy bot in "
        f"seat 0 won {share(won['greedy vs tracker'])}. The random bot in seat 0 won "
        f"{share(won['random vs tracker'])} against a tracker. Two trackers played "
        f"{rounds['tracker vs tracker']:.1f} rounds a game, two greedy bots {rounds['greedy vs greedy']:.1f}.</p>"
    )
    return lesson(
        "What it teaches: counting cards pays, and the seat matters.",
        "Read the lines above: two greedy bots show what moving first is worth on its own, so a bot's edge is its win "
        "rate from <i>both</i> seats, not from seat 0 alone. What keeps the random bot from winning? (It calls "
        "whenever the rules let it, Strike or Score at random.) Are tracker games shorter or longer than greedy ones, "
        "and why might Strikes make them so? Switch <i>show</i> to <b>game length</b>. The rates wobble from run to "
        "run; raise <i>games per setting</i> and press <b>Run</b> to see them settle.",
        numbers=numbers,
    )


def _lead(lead: float) -> str:
    return "never" if lead == NEVER else f"lead {lead:g}"


def _by_strike_lead(frame: pd.DataFrame) -> pd.Series:
    """The tuned tracker's win rate by Strike lead, at the standard tracker's Score lead."""
    return chosen(frame, score_lead=STANDARD.score_lead).groupby("strike_lead")["won"].mean()


def best_strike_lead(frame: pd.DataFrame) -> str:
    """Section 2's answer: the Strike lead that won the tuned tracker the most games (the lowest, on a tie)."""
    return f"Strike lead {_by_strike_lead(frame).idxmax():g}"


def when_to_strike(frame: pd.DataFrame) -> str:
    """Section 2: each Strike lead's and each Score lead's win rate against the standard tracker."""
    by_strike = _by_strike_lead(frame)
    by_score = frame.groupby("score_lead")["won"].mean()
    strikes = ", ".join(f"{_lead(lead)}: {share(rate)}" for lead, rate in by_strike.items())
    scores = ", ".join(f"lead {lead:g}: {share(rate)}" for lead, rate in by_score.items())
    numbers = (
        f"<p><b>In these games</b>, against the standard tracker (Strike lead {STANDARD.strike_lead:g}), the "
        f"tuned tracker with a Score lead of {STANDARD.score_lead:g} won, by Strike lead: {strikes}. "
        f"Over every Strike lead, by Score lead: {scores}. Half of each pairing's games have the tuned tracker "
        "in seat 0.</p>"
    )
    return lesson(
        "What it teaches: Strike is where the points are, and its risk is the price.",
        "A Strike that holds pays the caller its colour bonus on top <i>and</i> leaves the opponent only its colour "
        "bonus: a swing a Score can never give. Read the win rates above: which lead strikes the balance between "
        "Striking often and Striking safely? Switch <i>show</i> to <b>Strikes that hold</b> for the other side of the "
        "bet: does waiting for a bigger lead call fewer Strikes, and do more of them hold? Then add a Score lead below "
        "0 and press <b>Run</b>: does playing on while believing you trail change anything? How often does a tracker "
        "hold enough points to call while it believes it trails?",
        numbers=numbers,
    )


def turns_the_woods_add(frame: pd.DataFrame, table: str = "tracker vs greedy") -> float:
    """Section 3's answer: how many more turns a game of ``table`` lasted with the Deep Woods cards."""
    turns = chosen(frame, table=table).groupby("deep_woods")["turns"].mean()
    return round(float(turns[True] - turns[False]), 1)


def what_the_woods_change(frame: pd.DataFrame) -> str:
    """Section 3: length, wins and pair effects without and with the Deep Woods cards."""
    means = frame.groupby(["table", "deep_woods"])[["turns", "won", "trios_played", "steals", "extra_turns"]].mean()
    lines = []
    for table in dict.fromkeys(frame["table"]):
        off, on = means.loc[(table, False)], means.loc[(table, True)]
        lines.append(
            f"{table}: {off['turns']:.1f} turns without, {on['turns']:.1f} with; seat 0 won {share(off['won'])} "
            f"without, {share(on['won'])} with; trios {off['trios_played']:.1f} and {on['trios_played']:.1f}, "
            f"steals {off['steals']:.1f} and {on['steals']:.1f}, Owl turns {off['extra_turns']:.1f} and "
            f"{on['extra_turns']:.1f} a game"
        )
    return lesson(
        "What it teaches: an add-on can change how a game is played without changing who wins it.",
        "Read the lines above, each without and then with the Deep Woods cards: does Deep Woods move a game's length "
        "or the win rate by more than the rates wobble from run to run? Then look at <i>how</i> games are played. A "
        "Hedgehog kept in hand scores nothing, so the bots lay it in a trio: the greedy bot whenever it can, for the "
        "points at once, the tracker when the pair's effect is worth less than that. Each trio uses up a pair, and the "
        "Skunk takes Left Foxes away: compare the steals and Owl turns a game with and without the add-on.",
        numbers=measured(lines),
    )


def what_each_tale_does(frame: pd.DataFrame) -> str:
    """Section 4: which tales moved the tracker's win rate and the Lions' wins."""
    table = summary(frame, "tale")
    alone = table.drop([NO_TALE, ALL_TALES])
    none, every = table.loc[NO_TALE], table.loc[ALL_TALES]
    noise = wobble(float(none["won"]), int(none["games"]))
    brakes = alone["won"].nsmallest(2)
    lions = alone["lion_wins"].idxmax()
    within = int(((alone["won"] - none["won"]).abs() < noise).sum())
    numbers = (
        f"<p><b>In these games</b> ({int(none['games']):,} per tale) the tracker won {share(none['won'])} without "
        "tales. It won least with "
        + " and ".join(f"{tale} ({share(rate)})" for tale, rate in brakes.items())
        + f" as the only tale, and {share(every['won'])} with all {len(alone)} in rotation. {within} of the "
        f"{len(alone)} tales moved its win rate by less than chance alone moves it in this many games (about "
        f"{100 * noise:.0f} percentage points). Lion wins were most common with {lions}: "
        f"{share(alone.loc[lions, 'lion_wins'])} of games, against {share(none['lion_wins'])} without tales. "
        f"Long Wait games lasted {table.loc['Long Wait', 'rounds']:.1f} rounds, games without tales "
        f"{none['rounds']:.1f}.</p>"
    )
    return lesson(
        "What it teaches: a tale that brakes the leader hits the player who leads most often.",
        "The tracker is the usual leader, so compare each tale's win rate for it with the row without tales: the lines "
        "above name the tales that brake it hardest. Not every brake brakes the way you expect: did <i>Long Wait</i> "
        "make games longer or shorter, and why? Which tales move the win rate by less than chance does? Read the "
        "intervals before you read a story into a bar. With every tale in rotation, do the effects add up or cancel?",
        numbers=numbers,
    )


def crowded_tables(frame: pd.DataFrame) -> str:
    """Section 5: rounds, turns and Strikes by the size of the table."""
    table = summary(frame, "players")
    lines = [
        f"{players} players, racing to {TARGETS[players]}: {row['rounds']:.1f} rounds and {row['turns']:.1f} turns "
        f"a game, {row['strikes']:.2f} Strikes a game, {share(row['strikes_held'])} of them held"
        for players, row in table.iterrows()
    ]
    return lesson(
        "What it teaches: a lower target does not have to mean a shorter game.",
        "Each round gives every player a turn, so more players make every round longer, while the lower target is "
        "reached with fewer points. Which wins out, in rounds and in turns? With more hands at the table a Strike must "
        "beat <i>every</i> opponent: read how many Strikes are called and how many hold at each size (and switch "
        "<i>show</i> to <b>how rounds end</b>).",
        numbers=measured(lines),
    )
