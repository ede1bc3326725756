"""A game's options, declared once: name, default, check, words for people, and a knob's range.

Why one declaration: the option checks, the README's list of options and every explorer's knobs
used to repeat each option's name, range and meaning in four places that drifted apart. A game
lists its ``Option``s in its ``options.py``; ``check_options`` checks a game's options against
them, and the README and the explorers read the same list.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import excerpt

Check = Callable[[Any, int], Any]
"""A structured option's own check: ``(value, players)`` to the value the game keeps, or a
ValueError naming the option and what is wrong."""


@dataclass(frozen=True)
class Knob:
    """How an explorer offers an option: whole numbers ``low`` to ``high`` in ``step``s, or one
    of ``choices`` (a flag's knob is a checkbox and needs neither)."""

    low: int | None = None
    high: int | None = None
    step: int = 1
    choices: tuple[Any, ...] = ()

    def values(self) -> tuple[Any, ...]:
        """Every value the knob offers."""
        if self.choices:
            return self.choices
        if self.low is None or self.high is None:
            return (False, True)
        return tuple(range(self.low, self.high + 1, self.step))


FLAG_KNOB = Knob()


@dataclass(frozen=True)
class Option:
    """One option of one game.

    ``low`` and ``high`` bound a whole-number option; a flag's default is True or False; any other
    option brings its own ``check``. ``label`` names its knob in a few words, ``description`` says
    in one line what it changes; ``knob`` is None for an option no explorer offers.
    """

    name: str
    default: Any
    label: str
    description: str
    low: int | None = None
    high: int | None = None
    check: Check | None = None
    knob: Knob | None = None

    def __post_init__(self) -> None:
        whole = self.low is not None and self.high is not None
        if [whole, isinstance(self.default, bool), self.check is not None].count(True) != 1:
            raise TypeError(
                f"option {self.name}: declare a range (low, high), a True/False default, or a check; one of them"
            )

    @property
    def flag(self) -> bool:
        return isinstance(self.default, bool) and self.check is None

    def checked(self, value: Any, players: int) -> Any:
        """``value`` as the game keeps it, or a ValueError naming this option, what it allows and ``value``."""
        if self.check is not None:
            return self.check(value, players)
        if self.flag:
            if not isinstance(value, bool):
                raise ValueError(f"{self.name} must be True or False, got {excerpt(value)}")
            return value
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:  # type: ignore[operator]
            raise ValueError(f"{self.name} must be a whole number from {self.low} to {self.high}, got {excerpt(value)}")
        return value

    def in_words(self) -> str:
        """The option for the README's list: name, what it takes, default and description."""
        takes = f"{self.low} to {self.high}, " if self.low is not None else ""
        return f"`{self.name}` ({takes}default `{self.default!r}`): {self.description}"


def defaults(declared: Sequence[Option]) -> dict[str, Any]:
    """Each declared option's default, by name."""
    return {option.name: option.default for option in declared}


def check_options(game: str, declared: Sequence[Option], given: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Every declared option's value for a game of ``players``: the one given, else its default,
    each checked; an unknown name is refused with the list of valid ones."""
    known = {option.name for option in declared}
    unknown = sorted(set(given) - known)
    if unknown:
        valid = ", ".join(sorted(known)) or "none"
        named = ", ".join(name if isinstance(name, str) and len(name) <= 40 else excerpt(name) for name in unknown)
        raise ValueError(f"unknown option(s) for {game}: {named}; valid options: {valid}")
    return {
        option.name: option.checked(
            given[option.name] if option.name in given else copy.deepcopy(option.default), players
        )
        for option in declared
    }


def options_in_words(games: Mapping[str, Sequence[Option]]) -> str:
    """The README's list of options: each game (by its title), then each of its options in words."""
    return "\n".join(
        f"- **{title}**\n" + "\n".join(f"  - {option.in_words()}" for option in declared)
        for title, declared in games.items()
    )


def named(declared: Sequence[Option], name: str) -> Option:
    """The declaration of option ``name`` (prose quotes its description and range from here)."""
    for option in declared:
        if option.name == name:
            return option
    raise ValueError(f"no option {name!r}; options: {', '.join(option.name for option in declared)}")


def knob_options(declared: Sequence[Option]) -> list[Option]:
    """The options an explorer offers as knobs, in their declared order."""
    return [option for option in declared if option.knob is not None]
