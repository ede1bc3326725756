"""What a game says happened: one ``Event`` per log line, and the hook that lets teaching code watch a rule run.

Walkthroughs and what-ifs used to learn what happened by reading log text and by wrapping an
engine's private methods; both broke whenever a sentence or a method name changed. An event
names the rule it carries out (an id from the game's rules card), the seat it concerns and the
facts as data, so teaching code filters on those and the wording stays free to change.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from operator import itemgetter
from typing import Any, Final, Literal, Protocol, TypeVar

EVERYONE: Final = "everyone"
"""``seen_by`` of an event every seat at the table sees (a card played face up, a die roll)."""
NOBODY: Final = "nobody"
"""``seen_by`` of an event no seat sees: the teacher's eyes only (the Box Reserve after regrowth)."""
SeenBy = int | Literal["everyone", "nobody"]
"""Who may see an event: ``EVERYONE``, one seat's number (a card drawn into that hand), or ``NOBODY``."""


class Event(tuple):
    """One thing that happened: ``rule`` (a rules-card id such as "H-harvest"), ``seat`` (or None
    when it concerns the table), ``text`` (the plain-words log line), ``data`` (the facts,
    e.g. {"from": 5, "to": 3} for a Forest Health change) and ``seen_by`` (who may see it, a
    ``SeenBy``): the game decides it when it notes the event, as it decides ``view(seat)``, so a
    board or a page that shows a seat its log never has to guess what that seat may know.

    A plain tuple underneath, made by ``Event((rule, seat, text, data, seen_by))``: a game notes a
    few events per decision, and a dataclass or a NamedTuple (whose constructor is Python code)
    made the engines run 15 to 35% more instructions. Being immutable, a clone shares them."""

    __slots__ = ()

    rule: str = property(itemgetter(0))  # type: ignore[assignment]
    seat: int | None = property(itemgetter(1))  # type: ignore[assignment]
    text: str = property(itemgetter(2))  # type: ignore[assignment]
    data: dict[str, Any] = property(itemgetter(3))  # type: ignore[assignment]
    seen_by: SeenBy = property(itemgetter(4))  # type: ignore[assignment]

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event; ``None`` stands for someone at the table who holds
        no seat, who sees only what everyone sees."""
        seen_by = self[4]
        return seen_by == EVERYONE or (seat is not None and seen_by == seat)

    def __str__(self) -> str:
        return self[2]

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # never changed once noted, so a copy may share it

    def __repr__(self) -> str:
        return f"Event(rule={self[0]!r}, seat={self[1]!r}, text={self[2]!r}, data={self[3]!r}, seen_by={self[4]!r})"


class Watcher(Protocol):
    """Told when a game starts and ends a stage of its rules (see ``stage``)."""

    def stage_started(self, rule: str) -> None: ...

    def stage_ended(self, rule: str, result: Any) -> None: ...


Method = TypeVar("Method", bound=Callable[..., Any])


def stage(rule: str) -> Callable[[Method], Method]:
    """Mark an engine method as the stage that carries out ``rule``, so a watcher attached with
    ``Game.watch`` sees the state just before and just after it (a walkthrough shows a rule's
    before and after without patching the engine). Costs one check when nobody watches."""

    def mark(method: Method) -> Method:
        @functools.wraps(method)
        def run(self: Any, *args: Any, **kwargs: Any) -> Any:
            watchers = self._watchers
            if not watchers:
                return method(self, *args, **kwargs)
            for watcher in watchers:
                watcher.stage_started(rule)
            result = method(self, *args, **kwargs)
            for watcher in watchers:
                watcher.stage_ended(rule, result)
            return result

        return run  # type: ignore[return-value]

    return mark
