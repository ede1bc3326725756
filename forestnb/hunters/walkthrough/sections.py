"""The walkthrough's sections, in the order of the rule book, and the header each one opens with.

A section names the rule it shows and the rulings (from the rules card, ``forestnb.hunters.rules``)
that settle what the rule book leaves open; the header quotes those rulings word for word, one
click away, so the notebook's plain-words explanation never drifts from what the engine does.
"""
from __future__ import annotations

from functools import cache

from IPython.display import HTML

from ...widgets.rulebook import Section, read_rulings, section_header
from .. import rules

SECTIONS: dict[str, Section] = {
    "cards": Section("Character cards and support cards", ("H1", "H5")),
    "types": Section("Card types and symbols", ("H1",)),
    "deck": Section("The deck — 10 characters and 10 supports, one copy unless the corner says more", ("H1",)),
    "field": Section("The playing field — 3 character and 3 support zones, more by effect", ("H5", "H12")),
    "start": Section("Starting the game — five hearts, five cards, no battle in the first turn"),
    "draw": Section("Turn progression — the draw phase, and shuffling a hopeless hand back", ("H15",)),
    "card_phase": Section("Turn progression — the card phase: up to 3 cards, play conditions", ("H4",)),
    "battle_phase": Section("Turn progression — the battle phase: BP off SHD, the discard at 0", ("H13",)),
    "battle_rules": Section("Battle phase rules — character against character, or the player directly once"),
    "three_players": Section("3+ player games — fewer hearts, no battles until all have played, choose your opponent", ("H9",)),
    "teams": Section("Team games — a shared field of 5 + 5, each opponent battled directly once", ("H9", "H10", "H14")),
    "effect_order": Section("Card effects — the order of effects, and who goes first"),
    "cancel": Section("Card effects — cancelling, and the canceller goes first", ("H8",)),
    "once": Section("Card effects — once per turn"),
    "optional": Section("Card effects — \"you can\" and mandatory effects"),
    "costs": Section("Card effects — two parts: A, then B", ("H3",)),
    "continuous": Section("Card effects — continuous supports on one character", ("H13",)),
    "face_down": Section("Face-down cards", ("H2", "H14")),
    "hand_traps": Section("Hand traps", ("H4", "H8", "H15")),
    "dice": Section("Tips and tricks — dice are always a D6"),
    "combination": Section("Card mechanics — combination", ("H6",)),
    "capture": Section("Card mechanics — capturing, and cards that return to their owner", ("H7",)),
    "end": Section("The end of the game — no hearts left, or every deck empty", ("H2", "H11")),
}


@cache
def rulings() -> dict[str, str]:
    """The rulings (H1, H2, ...) of the rules card, each joined into one line of text."""
    return read_rulings(rules.__doc__ or "")


def header(key: str) -> HTML:
    """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
    return section_header(SECTIONS, rulings(), key)
