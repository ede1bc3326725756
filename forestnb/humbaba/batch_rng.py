"""``random.Random``'s draws for many games at once, word for word, so a batch consumes exactly
the chance the engine and its bots would.

Why this is exact: a game's chance is one ``random.Random(seed)``, and every call the engine
and the bots make (``shuffle``, ``choice``, ``randint``, ``random``) is built in CPython's
``random.py`` from 32-bit Mersenne Twister words: ``_randbelow(n)`` takes the top
``n.bit_length()`` bits of a word and draws again while the value is not below ``n``;
``random()`` joins two words into 53 bits. ``getrandbits(32 * count)`` hands over the next
``count`` words in one int, lowest word first, so each game's words come from its own seeded
generator and are read here with one pointer per game. A game whose draws would run past its
words is marked ``spent`` (its draws from then on mean nothing): the batch is drawn again with
more words, or left to the engine.
"""

from __future__ import annotations

import _random
from collections.abc import Sequence

import numpy as np

WORD_BITS = 32
_BITS = np.array([n.bit_length() for n in range(64)], dtype=np.int64)


class Words:
    """The next words of one ``random.Random(seed)`` per game, with a pointer per game."""

    def __init__(self, seeds: Sequence[int], count: int) -> None:
        generator = _random.Random()  # random.Random's C core: its seed(int) is random.Random(int)'s
        data = bytearray()
        for seed in seeds:
            generator.seed(seed)
            data += generator.getrandbits(WORD_BITS * count).to_bytes(4 * count, "little")
        self.words = np.frombuffer(data, dtype="<u4").reshape(len(seeds), count)
        self.at = np.zeros(len(seeds), dtype=np.int64)
        self.spent = np.zeros(len(seeds), dtype=bool)

    def _next(self, games: np.ndarray) -> np.ndarray:
        at = self.at[games]
        last = self.words.shape[1] - 1
        self.spent[games[at > last]] = True
        self.at[games] = at + 1
        return self.words[games, np.minimum(at, last)]

    def below(self, games: np.ndarray, n: np.ndarray | int) -> np.ndarray:
        """``_randbelow(n)`` for each of ``games`` (``n`` per game, or one for all; 1 <= n < 64)."""
        bound = np.broadcast_to(np.asarray(n, dtype=np.int64), games.shape)
        shift = WORD_BITS - _BITS[bound]
        drawn = np.zeros(games.shape, dtype=np.int64)
        todo = np.arange(games.size)
        while todo.size:
            value = self._next(games[todo]) >> shift[todo]
            done = (value < bound[todo]) | self.spent[games[todo]]
            drawn[todo[done]] = value[done]
            todo = todo[~done]
        return np.minimum(drawn, bound - 1)

    def random(self, games: np.ndarray) -> np.ndarray:
        """``random()`` for each of ``games``: 27 bits of one word and 26 of the next."""
        high = self._next(games) >> 5
        low = self._next(games) >> 6
        return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0)

    def shuffles(self, lengths: Sequence[int]) -> list[np.ndarray]:
        """``shuffle`` of ``range(length)`` for each of ``lengths`` in turn, in every game: one
        permutation per length (games × length). The draws of all the swaps are known in advance
        (bounds length, length - 1, ... 2), so the words are scanned once, each game keeping its
        own place in the list of bounds, instead of looping over every draw's retries."""
        if self.at.any():
            raise ValueError("shuffles scans the words from the first: call it before any other draw")
        bounds = np.array([i + 1 for length in lengths for i in range(length - 1, 0, -1)], dtype=np.int64)
        games, count = self.words.shape[0], bounds.size
        drawn = np.zeros((games, count), dtype=np.int64)
        step = np.zeros(games, dtype=np.int64)
        everyone = np.arange(games)
        padded = np.append(bounds, 1)  # the bound read by a game that has all its draws
        for column in np.ascontiguousarray(self.words.T):
            active = step < count
            if not active.any():
                break
            bound = padded[step]
            value = column >> (WORD_BITS - _BITS[bound])
            accepted = active & (value < bound)
            drawn[everyone[accepted], step[accepted]] = value[accepted]
            self.at += active
            step += accepted
        self.spent |= step < count
        permutations, at = [], 0
        for length in lengths:
            order = np.tile(np.arange(length), (games, 1))
            for i in range(length - 1, 0, -1):
                j = drawn[:, at]
                at += 1
                here = order[everyone, i]
                order[everyone, i] = order[everyone, j]
                order[everyone, j] = here
            permutations.append(order)
        return permutations
