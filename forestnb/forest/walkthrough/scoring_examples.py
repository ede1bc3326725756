"""Scoring a hand for the walkthrough: ``score_hand``'s breakdown as a table, line by line.

The scoring sections need no game at all: card points depend only on the cards (and the tales
that apply), so these examples call the engine's own pure ``score_hand``, the very function a
round's scoring and every call run through.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from IPython.display import display

from ...widgets.plain_table import PlainTable
from ..cards import load_catalogue, load_tales
from ..rules import CALL_POINTS
from ..scoring import score_hand
from .sections import BOOK

Played = Sequence[Sequence[str]]


def score_table(breakdown: dict[str, Any]) -> PlainTable:
    """One row per scoring item, then the card points and the colour bonus."""
    rows = [{"part": item["part"], "what": item["text"], "points": item["points"]} for item in breakdown["items"]]
    rows.append(
        {"part": "card points", "what": "what Score counts, and what calling needs", "points": breakdown["total"]}
    )
    colour = breakdown["colour"] or "no cards"
    rows.append(
        {"part": "colour bonus", "what": f"largest colour group: {colour}", "points": breakdown["colour_bonus"]}
    )
    return PlainTable(rows, "part")


def tale_effects(names: Sequence[str]) -> frozenset[str]:
    """The effect ids of tales given by name (``"Canary Chorus"`` -> ``"canary_two"``)."""
    tales = load_tales()
    unknown = [name for name in names if name not in tales]
    if unknown:
        raise ValueError(f"no tale {', '.join(map(repr, unknown))}; tales: {', '.join(tales)}")
    return frozenset(tales[name].effect for name in names)


def parse_played(text: str) -> list[list[str]]:
    """``"dusk Owl + sky Owl; amber Rabbit + fern Rabbit"`` -> two played pairs."""
    return [[card.strip() for card in group.split("+")] for group in text.split(";") if group.strip()]


@dataclass(frozen=True)
class Scored:
    """A hand (and played pairs) scored by the engine, for the section ``rule``."""

    rule: str
    hand: tuple[str, ...]
    played: tuple[tuple[str, ...], ...] = ()
    tales: tuple[str, ...] = ()

    @property
    def breakdown(self) -> dict[str, Any]:
        return score_hand(self.hand, self.played, tales=tale_effects(self.tales))

    @property
    def table(self) -> PlainTable:
        return score_table(self.breakdown)

    def words(self) -> str:
        """The cards in a sentence, and whether they may call."""
        played = "; ".join(" + ".join(group) for group in self.played)
        total = self.breakdown["total"]
        lions = sum(card.endswith(" Lion") for card in self.hand)
        verdict = (
            f"{total} card points: {'enough' if total >= CALL_POINTS else 'not enough'} to call (it "
            f"takes {CALL_POINTS})."
        )
        if lions >= 4:
            verdict += " Four Lions in one hand: this player has already won the game."
        tales = f" Tales: {', '.join(self.tales)}." if self.tales else ""
        return (
            f"Hand: {', '.join(self.hand) or 'empty'}."
            + (f" Played: {played}." if played else "")
            + tales
            + " "
            + verdict
        )

    def show(self) -> None:
        display(BOOK.header(self.rule), self.table)
        print(self.words())

    def html(self) -> str:
        return self.table.html() + f"<p>{self.words()}</p>"


def card_options() -> list[tuple[str, tuple[str, int]]]:
    """Every physical card (base and Deep Woods) as a choice: ``("dusk Raccoon (2nd)", ("dusk Raccoon", 1))``."""
    options = []
    for card in load_catalogue().cards:
        for copy in range(card.copies):
            options.append((card.label + (f" ({copy + 1}. copy)" if copy else ""), (card.label, copy)))
    return options


def as_choices(hand: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """A hand of labels as the builder's values (the n-th copy of a repeated label)."""
    seen: dict[str, int] = {}
    chosen = []
    for label in hand:
        chosen.append((label, seen.get(label, 0)))
        seen[label] = seen.get(label, 0) + 1
    return tuple(chosen)
