"""The walkthrough's sections: which rule each one names, and which rulings settle it.

The ruling texts are read from the rules card (the docstring of ``forestnb.humbaba.rules``), so
the notebook quotes exactly what the engine was built to, and a changed ruling shows up there
without anyone editing the notebook.
"""
from __future__ import annotations

from functools import cache

from IPython.display import HTML

from ...widgets.rulebook import Section, read_rulings, section_header
from .. import rules
from ..cards import CARD_TYPES


RULE_SECTIONS: dict[str, Section] = {
    "setup": Section("Setup"),
    "draw": Section("Round phase 1 — draw"),
    "event": Section("Round phase 2 — event (rounds 3, 5, 7)", ("R1", "R10")),
    "harvest_phase": Section("Round phase 3 — harvest: a secret, simultaneous choice; harvest = card value + Capacity", ("R8", "R2")),
    "die": Section("Harvest — the Forest Die", ("R2",)),
    "regeneration": Section("Forest step — regeneration", ("R4",)),
    "renewal": Section("Forest step — renewal", ("R4",)),
    "clip": Section("Forest step — the Seneca Clip", ("R3",)),
    "vacuum": Section("Forest step — vacuum", ("R5",)),
    "cleanup": Section("Round phase 5 — cleanup", ("R10", "R2")),
    "defection": Section("Defection (Stranger-King only) and the Patience burst", ("R6", "R9")),
    "victory": Section("End of game — victory and tie-breaks"),
    "pyrrhic": Section("End of game — Pyrrhic collapse", ("R2",)),
}
CARD_RULINGS: dict[str, tuple[str, ...]] = {
    "harvest": ("R2",), "conditional_harvest": ("R8",), "sacrifice": ("R1",), "dual_mode": ("R9",),
    "delayed_conservation": ("R10",), "capacity": ("R8",), "information": ("R7",), "catastrophe": ("R1", "R3"),
    "trade": ("R8",), "infrastructure": ("R4",), "institution": ("R8",), "asymmetric_advantage": ("R8",),
}
SECTIONS: dict[str, Section] = {
    **RULE_SECTIONS,
    **{kind: Section(f"Card type — {kind}", CARD_RULINGS[kind]) for kind in CARD_TYPES},
}

@cache
def rulings() -> dict[str, str]:
    """R1..R10 from the rules card, each joined into one line of text."""
    return read_rulings(rules.__doc__ or "")


def header(key: str) -> HTML:
    """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
    return section_header(SECTIONS, rulings(), key)
