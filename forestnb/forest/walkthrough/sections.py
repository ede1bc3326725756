"""The walkthrough's sections, in the order of the rule book, and the rulings that settle each.

The ruling texts are read from the rules card (the docstring of ``forestnb.forest.rules``), so the
notebook quotes exactly what the engine was built to.
"""
from __future__ import annotations

from functools import cache

from IPython.display import HTML

from ...widgets.rulebook import Section, read_rulings, section_header
from .. import rules

SECTIONS: dict[str, Section] = {
    "setup": Section("Setup: a fresh shuffle and two discard piles every round", ("F1", "F2")),
    "draw": Section("Turn step 1 — draw: a discard top, or two from the deck (keep one)", ("F3",)),
    "raccoon": Section("Pair effect — two Raccoons: take any card from a discard pile", ("F4",)),
    "owl": Section("Pair effect — two Owls: another turn", ("F4",)),
    "rabbit": Section("Pair effect — two Rabbits: the deck's top card", ("F4",)),
    "fox": Section("Pair effect — Left Fox + Right Fox: steal a face-down card", ("F4",)),
    "pairs": Section("Every pair scores 1 point, played or still in hand", ("F5",)),
    "collections": Section("Collections: Canary, Wolf, Deer, Bear"),
    "multipliers": Section("Multipliers: points for every card of a kind", ("F5",)),
    "lions": Section("Lions: the k-th Lion scores the k-th colour; four Lions win at once", ("F8",)),
    "calling": Section("Turn step 3 — calling the round needs 7 card points", ("F6",)),
    "score": Section("Calling Score: everyone scores their card points", ("F6",)),
    "strike": Section("Calling Strike: one last turn each, then the bet is settled", ("F6",)),
    "strike_fox": Section("During a Strike: the caller's hand is face up, and the Foxes' reach shrinks", ("F6",)),
    "colour_bonus": Section("The colour bonus: your biggest colour group (Lions are crimson)", ("F12",)),
    "empty_deck": Section("An empty deck ends the round, and nobody scores", ("F7",)),
    "game_end": Section("Rounds to 40 / 35 / 30 points, and the tie-break", ("F8",)),
    "deep_woods": Section("Add-on: Deep Woods (eight more cards)", ("F9",)),
    "tales": Section("Add-on: Forest Tales (a rule for the round, then for one player)", ("F10", "F11")),
}


@cache
def rulings() -> dict[str, str]:
    """F1..F12 from the rules card, each joined into one line of text."""
    return read_rulings(rules.__doc__ or "")


def header(key: str) -> HTML:
    """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
    return section_header(SECTIONS, rulings(), key)
