"""Clicks racing for one move, as a class's pages do: each lands or is refused as stale."""

from __future__ import annotations

import threading
from collections.abc import Callable

from forestnb.classroom.store import StaleActionError


def attempt(move: Callable[[], object]) -> str:
    """'moved' if ``move`` landed, 'stale' if the store refused it for a log that had moved on."""
    try:
        move()
    except StaleActionError:
        return "stale"
    return "moved"


def race_threads(clicks: int, move: Callable[[], object]) -> list[str]:
    """``clicks`` threads released at once, each trying ``move``; their outcomes, sorted."""
    barrier = threading.Barrier(clicks)
    outcomes: list[str] = []

    def click() -> None:
        barrier.wait()
        outcomes.append(attempt(move))

    threads = [threading.Thread(target=click) for _ in range(clicks)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sorted(outcomes)
