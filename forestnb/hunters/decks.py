"""The deck-building rules, and a validator that explains every way a deck breaks them.

A deck builder must say *all* that is wrong at once, each in words a player can act on ("two
copies of Ember Fox: its corner shows no number, so one copy only"), not stop at the first
problem; the same messages guard ``new_game`` so a game never starts with an illegal deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from .cards import CHARACTER, SUPPORT, Card, load_pool

PER_KIND = 10
LIMITED = ("hand_trap", "capture")


class DeckError(ValueError):
    """A deck that breaks the deck-building rules; ``problems`` lists every violation."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("Deck building: " + "; ".join(problems))


def check_deck(names: Iterable[str], pool: Mapping[str, Card] | None = None) -> list[str]:
    """Every rule the deck breaks, in words; an empty list for a legal deck."""
    pool = pool if pool is not None else load_pool()
    names = list(names)
    unknown = sorted({n for n in names if n not in pool})
    problems = [f"no card named {n!r} in the pool" for n in unknown]
    cards = [pool[n] for n in names if n in pool]
    for kind in (CHARACTER, SUPPORT):
        have = sum(card.kind == kind for card in cards)
        if have != PER_KIND:
            problems.append(f"a deck holds exactly {PER_KIND} {kind} cards; this one has {have}")
    for name, copies in Counter(card.name for card in cards).items():
        allowed = pool[name].copies
        if copies > allowed:
            why = (
                f"its corner number allows {allowed}"
                if pool[name].symbol == "number"
                else "its corner shows no number, so one copy only"
            )
            problems.append(f"{copies} copies of {name}: {why}")
    for symbol in LIMITED:
        for kind in (CHARACTER, SUPPORT):
            chosen = sorted(card.name for card in cards if card.symbol == symbol and card.kind == kind)
            if len(chosen) > 1:
                label = symbol.replace("_", " ")
                problems.append(
                    f"at most one {label} {kind} card per deck; this one has {len(chosen)}: {', '.join(chosen)}"
                )
    return problems


def validate_deck(names: Iterable[str], pool: Mapping[str, Card] | None = None) -> tuple[str, ...]:
    """The deck as a tuple when it is legal; otherwise ``DeckError`` with every problem."""
    names = tuple(names)
    problems = check_deck(names, pool)
    if problems:
        raise DeckError(problems)
    return names
