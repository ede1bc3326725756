"""Actions: the moves a game offers in ``legal_actions()``.

An action is a kind plus a tuple of plain arguments, so it is hashable, comparable and saves to
JSON as a short list. Its ``text`` is for people and never takes part in equality, which lets a
saved game (kind and arguments only) be matched against freshly generated legal actions.
"""
from __future__ import annotations

from typing import Any


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

    def __repr__(self) -> str:
        return f"Action({self.kind!r}, {self.args!r}, {self.text!r})"

    def __str__(self) -> str:
        return self.text or " ".join([self.kind, *map(str, self.args)])

    def to_json(self) -> list[Any]:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: list[Any]) -> "Action":
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"a saved action must be a list starting with its kind, got {data!r}")
        return cls(data[0], tuple(data[1:]))
