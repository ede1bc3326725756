"""The bets of The Forest's what-if notebook: each one's question, range and explanation, how its
answer is read from the explorer's games, and what its Reveal shows (the explorer, its lesson,
its table). The notebook only names them (``whatif.bet``), so nothing a bet gives away is
written in a cell a student sees before the Reveal."""

from __future__ import annotations

from ..widgets.lessons import mean, percent
from ..widgets.predict import Bet
from ..widgets.sweep_bets import SweepBet
from . import lessons, whatif
from .cards import load_catalogue
from .lessons import STANDARD
from .rules import CALL_POINTS, LONG_WAIT_POINTS, TARGETS

_KINDS = load_catalogue().kinds
BASE_DECK = sum(kind.copies for kind in _KINDS.values() if kind.set == "base")
DEEP_WOODS = sum(kind.copies for kind in _KINDS.values() if kind.set == "deep_woods")

BETS: dict[str, SweepBet] = {
    "matchups": SweepBet(
        Bet(
            "Tracker (seat 0) against greedy (seat 1): in what share of games does the tracker win?",
            0,
            100,
            5,
            "%",
            "Part of any seat 0 win rate is the seat: compare each table with two greedy bots, and with the one "
            "that swaps the seats.",
        ),
        lambda frame: percent(frame, "won", table="tracker vs greedy"),
        (lessons.seats_and_counting, lambda frame: whatif.summary(frame, "table").round(2)),
        explorer="matchups",
    ),
    "call_thresholds": SweepBet(
        Bet(
            f"With a Score lead of {STANDARD.score_lead:g}, which Strike lead wins the tuned tracker the most games? "
            f"({whatif.NEVER} = never Strike)",
            0,
            10,
            1,
            "",
            "With few games per setting the best lead wobbles from run to run: compare the rates, not only the winner.",
        ),
        lessons.best_strike_lead,
        (
            lessons.when_to_strike,
            lambda frame: frame.pivot_table(index="score_lead", columns="strike_lead", values="won").round(2),
        ),
        explorer="call_thresholds",
    ),
    "deep_woods": SweepBet(
        Bet(
            "Tracker against greedy: how many more turns does a game last with the Deep Woods cards?",
            -20,
            20,
            1,
            "turns",
            f"{DEEP_WOODS} cards in a deck of {BASE_DECK + DEEP_WOODS}: set the change in length beside the length of "
            "a game.",
        ),
        lessons.turns_the_woods_add,
        (lessons.what_the_woods_change, lambda frame: whatif.summary(frame, ["table", "deep_woods"]).round(2)),
        explorer="deep_woods",
    ),
    "tales": SweepBet(
        Bet(
            "Tracker against greedy with Long Wait as the only tale: how many rounds does a game last?",
            3,
            10,
            0.5,
            "rounds",
            f"A leader who must wait for {LONG_WAIT_POINTS} points banks bigger rounds in a race to {TARGETS[2]}, "
            f"while everyone else still calls at {CALL_POINTS}: compare it with the games without tales below.",
        ),
        lambda frame: mean(frame, "rounds_played", tale="Long Wait"),
        (lessons.what_each_tale_does, lambda frame: whatif.summary(frame, "tale").round(2)),
        explorer="tales",
    ),
    "player_count": SweepBet(
        Bet(
            f"Four trackers race to {TARGETS[4]} points. How many rounds does a game last?",
            2,
            10,
            0.5,
            "rounds",
            f"Two trackers race to {TARGETS[2]}: compare the rounds, and then the turns, in the lines below.",
        ),
        lambda frame: mean(frame, "rounds_played", players=4),
        (lessons.crowded_tables, lambda frame: whatif.summary(frame, "players").round(2)),
        explorer="player_count",
    ),
}
