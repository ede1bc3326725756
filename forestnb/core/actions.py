"""Actions: the moves a game offers in ``legal_actions()``.

An action is a kind plus a tuple of plain arguments, so it is hashable, comparable and saves to
JSON as a short list. Its ``text`` is for people and never takes part in equality, which lets a
saved game (kind and arguments only) be matched against freshly generated legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import excerpt

MAX_WORD = 100
"""The longest text an action's kind or argument may be: every game's are a word or a card's name."""
MAX_NUMBER_BITS = 64


class Action:
    """A move: ``kind``, ``args`` and the words a person reads (``text``). Treat it as a value:
    equal and hashing alike by kind and arguments alone, never changed once made.

    It is a plain slotted class rather than a frozen dataclass because every decision of every
    game builds and compares a handful of them; this way a sweep spends its time on the rules.
    """

    __slots__ = ("kind", "args", "text")

    def __init__(self, kind: str, args: tuple[Any, ...] = (), text: str = "") -> None:
        self.kind = kind
        self.args = args
        self.text = text

    def __eq__(self, other: object) -> bool:
        return other.__class__ is Action and self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        """An action is a value: a copied game (a search's imagined game) shares its history's actions."""
        return self

    def __repr__(self) -> str:
        return f"Action({self.kind!r}, {self.args!r}, {self.text!r})"

    def __str__(self) -> str:
        return self.text or " ".join([self.kind, *map(str, self.args)])

    def to_json(self) -> list[Any]:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: list[Any]) -> Action:
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"a saved action must be a list starting with its kind, got {excerpt(data)}")
        problem = oversized(data)
        if problem is not None:
            raise ValueError(f"a saved action's {problem}")
        return cls(data[0], tuple(data[1:]))


def oversized(parts: Sequence[Any]) -> str | None:
    """What is too big in an action's kind and arguments ``parts``, or None.

    Why: no game's action has a kind or argument longer than a card's name, and the error that
    refuses an action quotes it, so a 50 MB name in a save would make a 50 MB message, and a
    number past Python's 4,300-digit limit no message at all."""
    for at, part in enumerate(parts):
        what = "kind" if at == 0 else f"argument {at}"
        if isinstance(part, str) and len(part) > MAX_WORD:
            return f"{what} is a word or a name, got {excerpt(part)}"
        if isinstance(part, int) and part.bit_length() > MAX_NUMBER_BITS:
            return f"{what} is a number of at most {MAX_NUMBER_BITS} bits, got {excerpt(part)}"
    return None
