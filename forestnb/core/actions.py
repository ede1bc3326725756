"""Actions: the moves a game offers in ``legal_actions()``.

An action is a kind plus a tuple of plain arguments, so it is hashable, comparable and saves to
JSON as a short list. Its ``text`` is for people and never takes part in equality, which lets a
saved game (kind and arguments only) be matched against freshly generated legal actions.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[Any, ...] = ()
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or " ".join([self.kind, *map(str, self.args)])

    def to_json(self) -> list[Any]:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: list[Any]) -> "Action":
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"a saved action must be a list starting with its kind, got {data!r}")
        return cls(data[0], tuple(data[1:]))
