"""A walkthrough's sections and the rulings that settle each one, read from a game's rules card.

Every game keeps its rulings in the docstring of its rules module, under a ``RULINGS`` line, one
per paragraph: two spaces, an id (``R3``, ``F6``), the text, continued on lines indented further.
Reading them from there means a notebook quotes exactly what the engine was built to, and a
changed ruling shows up in every walkthrough without anyone editing a notebook.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping

from IPython.display import HTML

from .steps import rule_header

_RULING = re.compile(r"^\s{2}([A-Z]\d+)\s+(.*)$")
_CONTINUED = re.compile(r"^\s{6,}(\S.*)$")


@dataclass(frozen=True)
class Section:
    """One section of a walkthrough: the rule it names, and the ids of the rulings that settle it."""

    rule: str
    rulings: tuple[str, ...] = ()


def read_rulings(card: str) -> dict[str, str]:
    """Each ruling of a rules card (the text after its ``RULINGS`` line), joined into one line."""
    found: dict[str, str] = {}
    current = None
    for line in card.split("RULINGS", 1)[-1].splitlines():
        start, more = _RULING.match(line), _CONTINUED.match(line)
        if start:
            current = start[1]
            found[current] = start[2].strip()
        elif more and current:
            found[current] += " " + more[1].strip()
        else:
            current = None
    return found


def section_header(sections: Mapping[str, Section], texts: Mapping[str, str], key: str) -> HTML:
    """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
    if key not in sections:
        raise KeyError(f"no walkthrough section {key!r}; sections: {', '.join(sections)}")
    section = sections[key]
    return rule_header(section.rule, {ruling: texts[ruling] for ruling in section.rulings})
