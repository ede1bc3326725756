"""The bets of Forest Hunters' what-if notebook: each one's question, range and explanation, how
its answer is read from the explorer's games, and what its Reveal shows (the explorer, its lesson,
its tables). The notebook only names them (``whatif.bet``), so nothing a bet gives away is
written in a cell a student sees before the Reveal."""

from __future__ import annotations

from ..widgets.lessons import percent
from ..widgets.predict import Bet
from ..widgets.sweep_bets import SweepBet
from . import lessons, whatif

BETS: dict[str, SweepBet] = {
    "decks": SweepBet(
        Bet(
            "Careful bots, both seat orders: how often does Wolf Pack beat Grove Wardens?",
            0,
            100,
            5,
            "%",
            "Cheap Wolves that grow each other's BP get their hits in before the Stags are shielded, and a Grove "
            "Wardens player spends its early turns healing instead.",
        ),
        lambda frame: round(100 * float(whatif.deck_matrix(frame).loc["Wolf Pack", "Grove Wardens"]), 1),
        (lessons.deck_strength, lambda frame: whatif.deck_matrix(frame).round(2)),
        explorer="decks",
    ),
    "first": SweepBet(
        Bet(
            "Careful bots, every pairing both ways: how often does the player who goes first win?",
            0,
            100,
            5,
            "%",
            "The first player is the one who cannot battle in their first turn, and the second player hits first.",
        ),
        lambda frame: percent(frame, "deck_0_won"),
        (lessons.who_goes_first, lambda frame: whatif.first_move(frame).round(2)),
        explorer="first",
    ),
    "tables": SweepBet(
        Bet(
            "Three careful players (1v1v1): how many rounds does the typical game last (the median)?",
            0,
            40,
            1,
            "rounds",
            "Fewer hearts each, but more opponents, and more turns in every round: compare the game of two below.",
        ),
        lambda frame: float(frame.loc[frame["table"] == "1v1v1", "rounds"].median()),
        (
            lessons.table_sizes,
            lambda frame: whatif.endings(frame, "table").round(2),
            lambda frame: whatif.seat_table(frame, "table").round(2),
        ),
        explorer="tables",
    ),
    "bots": SweepBet(
        Bet(
            "Same deck for both: how often does the beatdown bot beat the careful bot?",
            0,
            100,
            5,
            "%",
            "Two sensible ways of playing: set the gap between them beside the gap between going first and going "
            "second (section 2).",
        ),
        lambda frame: round(100 * float(whatif.bot_matrix(frame).loc["beatdown", "careful"]), 1),
        (
            lessons.play_and_style,
            lambda frame: whatif.bot_matrix(frame).round(2),
            lambda frame: whatif.endings(frame, "pairing").round(2),
        ),
        explorer="bots",
    ),
}
