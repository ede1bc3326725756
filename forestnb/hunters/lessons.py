"""The lesson of each section of Forest Hunters' what-if notebook, read from the games its Reveal drew.

Each function takes the explorer's frame after its run and returns the HTML its bet's Reveal shows
under the picture: the run's numbers, then what they teach. They live here, not in the notebook,
so that the numbers in the prose are tested against hand-made games, the classroom debrief can
reuse them, and the notebook stays thin (``forestnb.widgets.lessons`` says more).
"""

from __future__ import annotations

import pandas as pd

from ..widgets.lessons import lesson, measured, share
from .rules import DEFAULT_DECKS
from .whatif import bot_matrix, deck_matrix, endings, first_move


def _beside_itself(matrix: pd.DataFrame) -> str:
    """The diagonal of a head-to-head matrix (a side against itself), in words."""
    return ", ".join(f"{side} {share(matrix.loc[side, side])}" for side in matrix.index if side in matrix.columns)


def deck_strength(frame: pd.DataFrame) -> str:
    """Section 1: each deck's win rate against every other deck, both seat orders."""
    matrix = deck_matrix(frame)
    others = {deck: matrix.loc[deck].drop(deck, errors="ignore") for deck in matrix.index}
    numbers = (
        "<p><b>In these games</b>, each deck's win rate against the others, both seat orders: "
        + "; ".join(
            f"{deck} " + ", ".join(f"{share(rate)} against {other}" for other, rate in rates.items())
            for deck, rates in others.items()
        )
        + f". A deck against itself: {_beside_itself(matrix)}.</p>"
    )
    return lesson(
        "What it teaches: are the decks equal, and does any deck win everything?",
        "Read the lines above: against which deck does Wolf Pack do best, and against which least? Which decks trail "
        "in the careful bot's hands? A deck against itself should sit near 50%: does it?",
        "Now switch <i>both seats play</i> to <b>random</b> and run again: which deck is best now, and where does Wolf "
        "Pack land? <b>Does a deck's strength depend on who plays it?</b> The Wolves reward a player who battles on "
        "purpose; the Stags' heals and shields help anyone.",
        numbers=numbers,
    )


def who_goes_first(frame: pd.DataFrame) -> str:
    """Section 2: wins playing first and second, deck by deck, and the draws."""
    table = first_move(frame)
    both = table.loc["all decks"]
    numbers = (
        f"<p><b>In these games</b> ({len(frame):,}), the player who went first won "
        f"{share(both['wins playing first'])}, the one who went second {share(both['wins playing second'])}, and "
        f"{share(frame['draw'].mean())} were draws. Deck by deck, the gap between playing first and second: "
        + ", ".join(f"{deck} {100 * gap:+.0f} points" for deck, gap in table["gap"].drop("all decks").items())
        + ".</p>"
    )
    return lesson(
        "What it teaches: in Forest Hunters the seat is part of the game.",
        "Read the lines above: which seat wins more often with careful bots, and do the decks do better playing first "
        "or second? The first-turn battle ban was written to stop the first player rushing; but it hands the "
        "<i>first blow</i> to the second player, and damage stays on a character until it leaves the field. Does the "
        "beatdown bot show the same gap? Does the random bot, which does not make use of the first blow? (Switch "
        "<i>both seats play</i> and run again.) A rule's effect depends on players who exploit it.",
        "(This is why section 1 plays every pairing in both seat orders: otherwise the seat would hide inside the deck "
        "results.)",
        numbers=numbers,
    )


def table_sizes(frame: pd.DataFrame) -> str:
    """Section 3: length, endings and seat 0's wins at each table."""
    median = frame.groupby("table", sort=False)["rounds"].median()
    seat_0 = frame.groupby("table", sort=False)["won_0"].mean()
    lines = [
        f"{table}: a median of {median[table]:.1f} rounds, {row['battles']:.1f} battles a game; "
        f"{share(row['knockout'])} ended by knockout, {share(row['deck out'])} with every deck empty, "
        f"{share(row['draw'])} drawn; seat 0 ({DEFAULT_DECKS[0]}) won {share(seat_0[table])}"
        for table, row in endings(frame, "table").iterrows()
    ]
    return lesson(
        "What it teaches: more players need not make a longer game in rounds.",
        "Read the lines above: do fewer hearts each make up for more opponents? Is a team game over sooner, now that "
        "every opponent may be battled directly once per turn and two partners attack together? How do most games "
        "end, and how many are drawn?",
        "Who wins depends on the seat <i>and</i> the deck there, so read the second table below with care. At "
        "two players "
        "the default decks put Wolf Pack against Grove Wardens: does the deck effect of section 1 outweigh the seat "
        "effect of section 2? At four players, seat 0 cannot battle in round 1 and has the fewest hearts when three "
        "players can hit it: how does it do against its even share?",
        "Switch <i>show</i> to <b>how games end</b> and set <i>everyone plays</i> to <b>random</b>: do the decks run "
        "out now, and do draws appear?",
        numbers=measured(lines),
    )


def play_and_style(frame: pd.DataFrame) -> str:
    """Section 4: the bots' head-to-head rates and how two random bots' games ended."""
    matrix, randoms = bot_matrix(frame), endings(frame, "pairing").loc["random v random"]
    numbers = (
        f"<p><b>In these games</b>, beatdown beat careful in {share(matrix.loc['beatdown', 'careful'])} and "
        f"lost to it in {share(matrix.loc['careful', 'beatdown'])} (the rest were draws); against the random "
        f"bot, careful won {share(matrix.loc['careful', 'random'])} and beatdown "
        f"{share(matrix.loc['beatdown', 'random'])}. Two random bots ended {share(randoms['deck out'])} of "
        f"their games with every deck empty, and drew {share(randoms['draw'])}.</p>"
    )
    return lesson(
        "What it teaches: playing on purpose against playing at random, and one style against another.",
        "Read the lines above: how far apart are careful and beatdown, and how far is either from the random bot? Do "
        "two random bots finish each other off, or do their decks run out? So, of the three things in the puzzle, "
        "which matters most: <b>how you play</b>, <b>the seat</b>, or <b>the deck</b>? Set each gap beside the others: "
        "the worst deck pairing, and the typical one, from section 1; the seat from section 2.",
        numbers=numbers,
    )
