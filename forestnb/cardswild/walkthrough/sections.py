"""The walkthrough's sections, in the order of the rule book, and the header each one opens with.

A section names the rule it shows and the rulings (from the rules card, ``forestnb.cardswild.rules``)
that settle what the rule text leaves open; the header quotes those rulings word for word, one
click away, so the notebook's plain-words explanation never drifts from what the engine does.
"""
from __future__ import annotations

from functools import cache

from IPython.display import HTML

from ...widgets.rulebook import Section, read_rulings, section_header
from .. import rules

SECTIONS: dict[str, Section] = {
    "deck": Section("Setup — the deck, and the cards two or three players take out", ("C1",)),
    "deal": Section("Setup — six cards each, one turned up, play passes left", ("C2", "C3")),
    "draw": Section("On your turn — draw from the pile or take the discard's top card", ("C3", "C4")),
    "one_in_one_out": Section("On your turn — then play one card or discard one", ("C5",)),
    "trophies": Section("Taking a trophy — Daylight, License or Guide, matching bullets, no Trouble; species in order", ("C5",)),
    "ammo_pack": Section("Taking a trophy — the Ammo Pack counts as either bullets", ("C5",)),
    "bullets": Section("Taking a trophy — only one type of bullets out at a time", ("C6",)),
    "troubles": Section("Trouble cards — played at another player, cleared by their remedy", ("C6", "C7")),
    "one_trouble": Section("Trouble cards — only one at a time: a second is refused", ("C8",)),
    "safe_cards": Section("Safe cards — play them any time; face up, they stop their Trouble outright", ("C7", "C8")),
    "giddyup": Section("Safe cards — the Giddyup: compulsory, and the Trouble bounces back", ("C9",)),
    "lion": Section("Mountain Lion — take any one trophy, ignoring everything else", ("C10",)),
    "seasons": Section("Seasons — an empty draw pile: the discard pile is shuffled into a new one", ("C4", "C6")),
    "victory": Section("Victory — the first to complete all five species wins at once", ("C11", "C12")),
    "reverse": Section("Option — the Reverse rule (three or more players)", ("C13",)),
    "match": Section("Option — a match of several games, the deal moving left", ("C2", "C14")),
}


@cache
def rulings() -> dict[str, str]:
    """Every ruling of the rules card (C1, C2, ...), each joined into one line of text."""
    return read_rulings(rules.__doc__ or "")


def header(key: str) -> HTML:
    """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
    return section_header(SECTIONS, rulings(), key)
