"""Cardswild's walkthrough in words: each section's rule and rulings, and each bet's question
and explanation, in the order of the rule book.

The rulings themselves are read from the rules card (``forestnb.cardswild.rules``), and every
number in the prose here comes from the cards and rules, so a changed deck or rule changes the
words with it.
"""

from __future__ import annotations

from ...widgets.predict import Bet
from ...widgets.rulebook import Rulebook, Section
from .. import rules
from ..cards import FULL_DECK, HAND_SIZE, LIMIT, NEVER_REMOVED, SAFE_CARDS, SPECIES, TROPHIES_TO_WIN, load_deck

BOOK = Rulebook(
    rules.__doc__ or "",
    {
        "deck": Section("Setup — the deck, and the cards two or three players take out", ("C1",)),
        "deal": Section(f"Setup — {HAND_SIZE} cards each, one turned up, play passes left", ("C2", "C3")),
        "draw": Section("On your turn — draw from the pile or take the discard's top card", ("C3", "C4")),
        "one_in_one_out": Section("On your turn — then play one card or discard one", ("C5",)),
        "trophies": Section(
            "Taking a trophy — Daylight, License or Guide, matching bullets, no Trouble; species in order", ("C5",)
        ),
        "ammo_pack": Section("Taking a trophy — the Ammo Pack counts as either bullets", ("C5",)),
        "bullets": Section("Taking a trophy — only one type of bullets out at a time", ("C6",)),
        "troubles": Section("Trouble cards — played at another player, cleared by their remedy", ("C6", "C7")),
        "one_trouble": Section("Trouble cards — only one at a time: a second is refused", ("C8",)),
        "safe_cards": Section(
            "Safe cards — play them any time; face up, they stop their Trouble outright", ("C7", "C8")
        ),
        "giddyup": Section("Safe cards — the Giddyup: compulsory, and the Trouble bounces back", ("C9",)),
        "lion": Section("Mountain Lion — take any one trophy, ignoring everything else", ("C10",)),
        "seasons": Section("Seasons — an empty draw pile: the discard pile is shuffled into a new one", ("C4", "C6")),
        "victory": Section(f"Victory — the first to complete all {len(SPECIES)} species wins at once", ("C11", "C12")),
        "reverse": Section("Option — the Reverse rule (three or more players)", ("C13",)),
        "match": Section("Option — a match of several games, the deal moving left", ("C2", "C14")),
    },
    routine=("turn", "moment", "whose turn", "draw pile", "discard pile", "discard top"),
    routine_endings=(" hand",),
)

_DECK = load_deck()
_NASTY = sum(_DECK.counts(4)[row.kind] for row in _DECK.rows if row.category in NEVER_REMOVED)
_TWO = _DECK.size(2)
MATCH_GAMES = 3
MATCH_PLAYERS = 3
GROUSE = LIMIT["Grouse"]
_SAFE_COPIES = {_DECK.counts(4)[card] for card in SAFE_CARDS}

BETS = {
    "deck": Bet(
        f"Two players take {FULL_DECK - _TWO} cards out of the {FULL_DECK}, but never a Trouble, Safe card or "
        "Mountain Lion. What share of the two-player deck is Troubles, Safe cards and Lions?",
        0,
        60,
        1,
        "%",
        f"{_NASTY} such cards in {_TWO}: {_NASTY / _TWO:.0%}, against {_NASTY / FULL_DECK:.0%} ({_NASTY} of "
        f"{FULL_DECK}) with four players. A small table is a rougher one.",
    ),
    "giddyup": Bet(
        "Four aggressive hunters, who attack whenever they can: how many Giddyups happen in a game, on average?",
        0,
        10,
        0.5,
        "per game",
        f"The deck holds {' or '.join(map(str, sorted(_SAFE_COPIES)))} of each Safe card, and a Giddyup "
        "needs the victim to hold the right one at the moment the right Trouble arrives. Even then it never "
        "bounces twice: the Safe card that could stop the Trouble is already face up in front of the "
        "defender.",
    ),
    "lion": Bet(
        f"Seat 1 has all {GROUSE} Grouse and 1 Rabbit. A Mountain Lion takes one of its Grouse. "
        f"How many of Seat 1's trophies still count towards the {TROPHIES_TO_WIN}?",
        0,
        5,
        1,
        "trophies",
        f"{GROUSE}: {GROUSE - 1} Grouse and the Rabbit. But the Rabbit waits: Seat 1 must hunt a Grouse again "
        "before it may play another Rabbit.",
    ),
    "seasons": Bet(
        "Four steady hunters: how many seasons (times through the draw pile) does a game last, on average?",
        1,
        10,
        0.5,
        "seasons",
        "A hunter keeps a card only while it may still help; the rest go to the discard pile, which is "
        "shuffled into a new draw pile when the old one runs out, the Mountain Lions with it.",
    ),
    "match": Bet(
        f"A {MATCH_GAMES}-game match of {MATCH_PLAYERS} players: Seat 0 plays first in game 1. "
        f"Which seat plays first in game {MATCH_GAMES}?",
        0,
        MATCH_PLAYERS - 1,
        1,
        "",
        "The deal moves one seat to the left after each game, and the player left of the dealer begins: "
        + ", then ".join(f"Seat {(game - 1) % MATCH_PLAYERS}" for game in range(1, MATCH_GAMES + 1))
        + ".",
    ),
}
