"""The lesson of each section of Cardswild's what-if notebook, read from the games its Reveal drew.

Each function takes the explorer's frame after its run and returns the HTML its bet's Reveal shows
under the picture: the run's numbers, then what they teach. They live here, not in the notebook,
so that the numbers in the prose are tested against hand-made games, the classroom debrief can
reuse them, and the notebook stays thin (``forestnb.widgets.lessons`` says more).
"""

from __future__ import annotations

import pandas as pd

from ..widgets.lessons import lesson, measured, share, wobble
from .rules import MAX_ROUNDS
from .whatif import averages, luck_table, matchup_matrix, swing_table


def _even_share(frame: pd.DataFrame) -> float:
    """A seat's even share of the wins at the run's table."""
    return 1 / int(frame["players"].iloc[0])


def how_long(frame: pd.DataFrame) -> str:
    """Section 1: rounds, decisions and games called off by the size of the table."""
    rounds = frame.groupby("players")["rounds"].median()
    means = averages(frame, "players", ["rounds", "decisions", "called_off"])
    per_round = means["decisions"] / means["rounds"]
    lines = [
        f"{players} players: a median of {rounds[players]:.1f} rounds, {per_round[players]:.1f} decisions a "
        f"round, {means.loc[players, 'called_off']:.1%} called off after {MAX_ROUNDS} rounds"
        for players in means.index
    ]
    return lesson(
        "What it teaches: a race in rounds is not a race in minutes.",
        "Read the lines above: does the number of rounds grow with the table, and which size takes longest (a "
        "three-player table shares a smaller deck than four players do)? A round of more players holds more "
        "decisions, and the decisions are what take time at the table. Switch <i>everyone plays</i> to "
        "<b>aggressive</b> and press <b>Run</b>: do the games grow longer, and are some of them never finished?",
        numbers=measured(lines),
    )


def what_goes_with_winning(frame: pd.DataFrame) -> str:
    """Section 2: how often a seat won, by the Safe cards it showed and the Lions it used."""
    safes, lions = luck_table(frame, "safes"), luck_table(frame, "lions")
    numbers = (
        f"<p><b>In these games</b> (an even share is {share(_even_share(frame))}), a seat that ended with "
        + ", ".join(
            f"{n} Safe card{'s' * (n != 1)} face up won {share(row['win_rate'])} of {int(row['seats']):,} seats"
            for n, row in safes.iterrows()
        )
        + "; a seat that caught "
        + ", ".join(
            f"{n} {'trophy' if n == '1' else 'trophies'} with Lions won {share(row['win_rate'])}"
            for n, row in lions.iterrows()
        )
        + ".</p>"
    )
    return lesson(
        "What it shows: do the winners hold the blue cards more often than the gold ones?",
        "Compare, in the lines above, how the win rate climbs with the Safe cards face up and with the Lions' catches.",
        "This is an <i>association</i>, not a cause, and the arrow may point backwards. These are the Safe cards face "
        "up <b>at the end</b>, and a steady hunter plays a Safe card when it has nothing better to do: a hunter who is "
        "doing well has more such turns. A seat can also only show a Safe card it drew, and a long game draws more. "
        "So the chart cannot say how much the cards <i>swing</i> the race. To measure that we must change the cards "
        "and keep everything else: the next section takes them out of the deck and replays the same seeds.",
        numbers=numbers,
    )


def what_the_cards_cause(frame: pd.DataFrame) -> str:
    """Section 3: each deck's length, games called off, comebacks and seat spread."""
    swing = swing_table(frame)
    finished = frame.loc[~frame["called_off"].astype(bool)]
    tied = finished.groupby(["table", "deck"], sort=False)["comeback"].agg(lambda comeback: comeback.isna().mean())
    lines = [
        f"{table}, {deck}: {row['rounds']:.1f} rounds a game, {row['called_off']:.1%} called off; the halfway "
        f"leader was caught in {share(row['comeback'])} of the games with one ({share(tied.get((table, deck), 0))} "
        f"of finished games were tied at halfway); seat spread {share(row['seat_spread'])}"
        for (table, deck), row in swing.iterrows()
    ]
    return lesson(
        "What it teaches: what do the Lions and the Safe cards each cause?",
        "Read it in the lines above and the table below; with few games per setting a rate can wander by "
        "several points, so "
        "raise <i>games per setting</i> and press <b>Run</b> before you trust a difference.",
        "<ul><li><b>Mountain Lions and who wins from behind.</b> With the full deck, how often is the halfway leader "
        "caught? Take the Lions out: do comebacks fall, and do games get shorter, now that nobody has to win a stolen "
        "trophy back?</li><li><b>Safe cards and games that end.</b> Take the Safe cards out and every Trouble lands: "
        "how much longer do games run, and how many more are called off with aggressive bots at the table? Do "
        "comebacks rise, now that a leader has no shield either?</li><li><b>Who wins.</b> Among four steady hunters, "
        "is the seat spread bigger than chance alone gives, with any deck? Between bots, do the luck cards narrow the "
        "gap or widen it?</li></ul>",
        "Back to section 2: this experiment takes the cards from every seat at once, so it does not price a Safe card "
        "for the one who holds it. What it does measure is what the luck cards cause.",
        numbers=measured(lines),
    )


def head_to_head(frame: pd.DataFrame) -> str:
    """Section 4: the pairings' win rates and the games called off."""
    matrix = matchup_matrix(frame)
    off = frame.groupby("pairing", sort=False)["called_off"].mean()
    numbers = (
        f"<p><b>In these games</b>, aggressive beat steady in {share(matrix.loc['aggressive', 'steady'])} and "
        f"lost to it in {share(matrix.loc['steady', 'aggressive'])}; against the random bot, steady won "
        f"{share(matrix.loc['steady', 'random'])} and aggressive {share(matrix.loc['aggressive', 'random'])}. "
        f"Called off after {MAX_ROUNDS} rounds: "
        + ", ".join(f"{pairing} {share(rate)}" for pairing, rate in off.items())
        + ".</p>"
    )
    return lesson(
        "What it teaches: stopping the other hunter pays only when there is one to stop, and only as much as it costs "
        "your own hunt.",
        "Read the lines above: by how much does aggressive beat steady, and how do both do against the random bot, "
        "which seldom finishes its own hunt? Do two aggressive bots slow each other down until games are called off? "
        "(A row and its mirror need not add up to 100%: games called off have no winner.)",
        numbers=numbers,
    )


def first_seat(frame: pd.DataFrame) -> str:
    """Section 5: each seat's win rate by table size, beside its even share and what chance gives."""
    lines = []
    for players, games in frame.groupby("players"):
        even = 1 / players
        rates = ", ".join(f"Seat {seat} {games[f'won_{seat}'].mean():.1%}" for seat in range(players))
        lines.append(
            f"{players} players (even share {share(even)}, chance alone about "
            f"±{100 * wobble(even, len(games)):.0f} points in {len(games):,} games): {rates}"
        )
    return lesson(
        "What it teaches: is the first move worth anything here?",
        "Compare each seat's win rate with its even share, and the gap with what chance alone gives in this many games "
        "(the lines above); raise the number of games and see whether the gaps shrink. The deal rotates in a match "
        "anyway (walkthrough section 16), which would even out whatever is left. Switch <i>show</i> on the matchups "
        "explorer to <b>who moves first</b> for the same question in mirror matches.",
        numbers=measured(lines),
    )


def reversing(frame: pd.DataFrame) -> str:
    """Section 6: Seat 0's win rate with the Reverse rule off and on, at both tables."""
    rate = frame.groupby(["table", "reverse"], sort=False)["won_0"].mean()
    numbers = (
        f"<p><b>In these games</b> (an even share is {share(_even_share(frame))}), Seat 0 won: "
        + ", ".join(f"{table}, Reverse rule {'on' if on else 'off'}: {won:.1%}" for (table, on), won in rate.items())
        + ".</p>"
    )
    return lesson(
        "What it teaches: is a Lion worth more as a thief than as a Reverse?",
        "With the option on and the steady bots, does anything change beyond the luck of the draw? (They never use "
        "it.) When Seat 0 spends its Lions on Reverses, where does its share of the wins go? Changing who plays next "
        "does little for you in a race where every seat is running the same course.",
        numbers=numbers,
    )
