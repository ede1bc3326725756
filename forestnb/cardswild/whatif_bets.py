"""The bets of Cardswild's what-if notebook: each one's question, range and explanation, how its
answer is read from the explorer's games, and what its Reveal shows (the explorer, its lesson,
its tables). The notebook only names them (``whatif.bet``), so nothing a bet gives away is
written in a cell a student sees before the Reveal."""

from __future__ import annotations

from ..widgets.lessons import percent
from ..widgets.predict import Bet
from ..widgets.sweep_bets import SweepBet
from . import lessons, whatif
from .cards import SAFE_CARDS, SPECIES_NAMES, TROPHIES_TO_WIN, load_deck
from .rules import MAX_ROUNDS

SAFES = sum(load_deck().counts(4)[card] for card in SAFE_CARDS)


def _percent_bet(question: str, explain: str, step: float = 5, maximum: float = 100) -> Bet:
    return Bet(question, 0, maximum, step, "%", explain)


BETS: dict[str, SweepBet] = {
    "length": SweepBet(
        Bet(
            "Four steady hunters: how many rounds does the typical game last (the median)?",
            0,
            150,
            5,
            "rounds",
            f"Set it beside the {TROPHIES_TO_WIN} trophies a hunter needs: most turns go to finding requirement cards, "
            "clearing Troubles and waiting for the next species to turn up.",
        ),
        lambda frame: float(frame.loc[frame["players"] == 4, "rounds"].median()),
        (
            lessons.how_long,
            lambda frame: whatif.averages(frame, "players", ["rounds", "decisions", "seasons", "called_off"]).round(2),
        ),
        explorer="length",
    ),
    "luck": SweepBet(
        _percent_bet(
            "Four steady hunters. A seat that ends the game with two Safe cards face up: how often does it win?",
            "Set it beside a seat's even share, and beside the seats that ended with fewer Safe cards (below).",
        ),
        lambda frame: percent(whatif.per_seat(frame), "won", safes=2),
        (
            lessons.what_goes_with_winning,
            lambda frame: whatif.luck_table(frame, "safes").round(2),
            lambda frame: whatif.luck_table(frame, "lions").round(2),
        ),
        explorer="luck",
    ),
    "deck": SweepBet(
        _percent_bet(
            f"Two steady and two aggressive hunters, the {SAFES} Safe cards taken out of the deck. "
            "What share of their games is called off?",
            "Without a Safe card every Trouble lands, and the aggressive bots throw them all game long: how "
            f"many hunts never reach the {SPECIES_NAMES[-1]} in {MAX_ROUNDS} rounds? Compare the full deck "
            "below.",
        ),
        lambda frame: percent(frame, "called_off", table="steady v aggressive", deck="no Safe cards"),
        (lessons.what_the_cards_cause, lambda frame: whatif.swing_table(frame).round(2)),
        explorer="deck",
    ),
    "matchups": SweepBet(
        _percent_bet(
            "Two players, aggressive against steady: how often does the aggressive bot win?",
            "With two players every Trouble hits the one rival; but a steady hunter clears a Trouble with its "
            "remedy and hunts on.",
        ),
        lambda frame: round(100 * float(whatif.matchup_matrix(frame).loc["aggressive", "steady"]), 1),
        (lessons.head_to_head, lambda frame: whatif.matchup_matrix(frame).round(2)),
        explorer="matchups",
    ),
    "seats": SweepBet(
        _percent_bet(
            "Two steady hunters: how often does the one who plays first win?",
            "Set one extra turn beside the length of a whole game, and the gap beside what chance alone gives.",
            step=1,
        ),
        lambda frame: percent(frame, "won_0", players=2),
        (lessons.first_seat, lambda frame: whatif.seat_table(frame, "players").round(2)),
        explorer="seats",
    ),
    "reverse": SweepBet(
        _percent_bet(
            "Four players, the Reverse rule on, Seat 0 spends every Mountain Lion on a Reverse. How often "
            "does Seat 0 win?",
            "Set it beside a seat's even share: every Reverse is a trophy it did not steal, and the Lions it "
            "lets pass go to the others.",
            step=1,
            maximum=50,
        ),
        lambda frame: percent(frame, "won_0", table="Seat 0 reverses", reverse=True),
        (lessons.reversing, lambda frame: whatif.seat_table(whatif.with_setting(frame), "setting").round(2)),
        explorer="reverse",
    ),
}
