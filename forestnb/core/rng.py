"""Seeded randomness: one ``random.Random`` per game and per bot table, never the global one.

Seeds are plain non-negative integers so that a game's config stays JSON-able and a sweep can
hand every game its own seed drawn in the parent process. A seed is checked where it comes in
from a person, once: a game's own (``Game.__init__``) and a sweep's (``match.indexed_seeds``);
the streams below take seeds already checked, so a sweep does not check each game's three times.
"""
from __future__ import annotations

import random

SEED_BITS = 63


def check_seed(seed: object) -> int:
    """Accept only non-negative integers, the one seed form that survives a JSON round trip."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed must be a non-negative integer, got {seed!r}")
    return seed


def game_rng(seed: int) -> random.Random:
    return random.Random(seed)


def bot_seed(seed: int) -> int:
    """The seed of a game's bot stream (``bot_rng``), for a batch path that draws the same words."""
    return seed * 2 + 1


def bot_rng(seed: int) -> random.Random:
    """The bots' own stream, separate from the game's so a bot's coin flips never move the deck."""
    return random.Random(bot_seed(seed))


def draw_seeds(seed: int, count: int) -> list[int]:
    """Per-game seeds for a sweep, drawn up front so results never depend on scheduling."""
    parent = random.Random(seed)
    return [parent.getrandbits(SEED_BITS) for _ in range(count)]
