"""A walkthrough's sections and the rulings that settle each one, read from a game's rules card.

Every game keeps its rulings in the docstring of its rules module, under a ``RULINGS`` line, one
per paragraph: two spaces, an id (``R3``, ``F6``), the text, continued on lines indented further.
Reading them from there means a notebook quotes exactly what the engine was built to, and a
changed ruling shows up in every walkthrough without anyone editing a notebook.

A ``Rulebook`` is the one thing a game's walkthrough declares about its sections: their titles
and rulings, and which measured quantities are routine bookkeeping (a turn counter, a hand's
size) that a before → after table leaves out unless the rule is about them.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from IPython.display import HTML

from .steps import Step

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


def rule_header(rule: str, rulings: Mapping[str, str] | None = None) -> HTML:
    """ "Rule: …" with each ruling that applies one click away (folded), so the detail never
    crowds the plain-words explanation but is always there to settle an argument."""
    folded = "".join(
        f"<details style='margin:2px 0 0 12px'><summary><b>Ruling {html.escape(key)}</b></summary>"
        f"<div style='margin:4px 0 4px 14px'>{html.escape(text)}</div></details>"
        for key, text in (rulings or {}).items()
    )
    return HTML(
        "<div class='forestnb-rule' style='border-left:4px solid #1b7837;padding:4px 10px;margin:4px "
        "0;background:#f4f9f2'>"
        f"<div style='font-weight:bold'>Rule: {html.escape(rule)}</div>{folded}</div>"
    )


@dataclass(frozen=True)
class Rulebook:
    """A game's walkthrough sections (by key, in rule-book order) and the card that rules them.

    ``routine`` names measured quantities that are bookkeeping, and ``routine_endings`` the
    endings of such names (``" hand"`` for every seat's hand size).
    """

    card: str
    sections: Mapping[str, Section]
    routine: tuple[str, ...] = ()
    routine_endings: tuple[str, ...] = ()
    _rulings: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._rulings.update(read_rulings(self.card))
        missing = sorted({r for s in self.sections.values() for r in s.rulings} - set(self._rulings))
        if missing:
            raise ValueError(f"sections name rulings the rules card does not have: {', '.join(missing)}")

    def rulings(self) -> dict[str, str]:
        """Every ruling of the rules card by id, each joined into one line of text."""
        return dict(self._rulings)

    def section(self, key: str) -> Section:
        if key not in self.sections:
            raise KeyError(f"no walkthrough section {key!r}; sections: {', '.join(self.sections)}")
        return self.sections[key]

    def header(self, key: str) -> HTML:
        """The section's "Rule: …" line, with each ruling that applies folded beneath it."""
        section = self.section(key)
        return rule_header(section.rule, {ruling: self._rulings[ruling] for ruling in section.rulings})

    def bookkeeping(self, quantity: str) -> bool:
        """Whether a measured quantity is routine bookkeeping, hidden unless a step keeps it."""
        return quantity in self.routine or quantity.endswith(self.routine_endings)

    def step(
        self,
        rule: str,
        game: Any,
        before: Mapping[str, Any],
        after: Mapping[str, Any],
        log: Sequence[str],
        keep: Sequence[str] = (),
        extras: Sequence[Any] = (),
        only_keep: bool = False,
    ) -> Step:
        """A rule of this book seen at work (see ``Step``), headed by its section."""
        self.section(rule)
        return Step(rule, game, dict(before), dict(after), tuple(log), tuple(keep), tuple(extras), only_keep, self)
