"""Seeded randomness: one ``random.Random`` per game and per bot table, never the global one.

Seeds are plain non-negative integers so that a game's config stays JSON-able and a sweep can
hand every game its own seed drawn in the parent process. A seed is checked where it comes in
from a person, once: a game's own (``Game.__init__``) and a sweep's (``match.indexed_seeds``);
the streams below take seeds already checked, so a sweep does not check each game's three times.
"""

from __future__ import annotations

import random

from .errors import excerpt

SEED_BITS = 63
MAX_SEED = 2**64 - 1
"""The largest seed taken: a game's seed is printed in its ``repr``, its save and its board, and
a number past Python's 4,300-digit limit cannot be printed at all; 64 bits are more seeds than
anyone will draw."""


def check_seed(seed: object) -> int:
    """Accept only integers 0 to ``MAX_SEED``, the one seed form that survives a JSON round trip."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be a non-negative integer no larger than 2**64 - 1, got {excerpt(seed)}")
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
