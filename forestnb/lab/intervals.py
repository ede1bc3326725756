"""How sure a number is: 95% intervals for a rate and for a mean of paired differences.

Why two: a win rate is a count of successes (Wilson's score interval keeps its ends inside 0..1
and stays honest near 0 and 1, where the textbook normal interval does not); a rule change or a
card is judged by the difference it makes game by game on the same seeds, a mean of paired
differences, whose interval comes from the spread of those differences; two win rates read on
the same games (two players on the same deals) are paired too, and Newcombe's interval for their
difference keeps Wilson's honesty near 0 and 1. The exact binomial
(Clopper-Pearson) interval is here too, as the check the tests hold Wilson's against.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

Z95 = 1.959963984540054  # the standard normal's 97.5% point: two-sided 95%


@dataclass(frozen=True)
class Estimate:
    """A number with its 95% interval, and how many games it rests on."""

    value: float
    low: float
    high: float
    n: int

    def excludes(self, point: float) -> bool:
        """Whether ``point`` (0 for a difference, a fair share for a rate) is outside the interval."""
        return point < self.low or point > self.high

    def __str__(self) -> str:
        return f"{self.value:.3f} [{self.low:.3f}, {self.high:.3f}]"


def wilson(successes: int, n: int, *, z: float = Z95) -> Estimate:
    """The share ``successes / n`` with Wilson's score interval."""
    _check_counts(successes, n)
    if n == 0:
        return Estimate(math.nan, 0.0, 1.0, 0)
    share = successes / n
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n))
    low = 0.0 if successes == 0 else max(0.0, centre - half)  # exact ends, not a rounding error away
    high = 1.0 if successes == n else min(1.0, centre + half)
    return Estimate(share, low, high, n)


def exact(successes: int, n: int, *, level: float = 0.95) -> Estimate:
    """The share with the exact (Clopper-Pearson) interval: the ends are the rates at which seeing
    this many successes, or a more extreme count, has probability (1 - level) / 2 on each side."""
    _check_counts(successes, n)
    if n == 0:
        return Estimate(math.nan, 0.0, 1.0, 0)
    tail = (1 - level) / 2
    low = 0.0 if successes == 0 else _solve(lambda p: binomial_tail_above(successes, n, p) - tail)
    high = 1.0 if successes == n else _solve(lambda p: tail - binomial_tail_below(successes, n, p))
    return Estimate(successes / n, low, high, n)


def binomial_tail_below(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p)."""
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k + 1))


def binomial_tail_above(k: int, n: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p)."""
    return 1.0 - binomial_tail_below(k - 1, n, p) if k > 0 else 1.0


def _solve(increasing: object) -> float:
    """The p in 0..1 where the increasing function crosses zero, by bisection."""
    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if increasing(middle) < 0:  # type: ignore[operator]
            low = middle
        else:
            high = middle
    return (low + high) / 2


def mean_interval(values: Iterable[float], *, z: float = Z95) -> Estimate:
    """The mean of ``values`` (one per game: a paired difference, a length) with its normal 95%
    interval, mean ± z·sd/√n; NaNs (games where the number does not exist) are left out."""
    kept = [float(v) for v in values if not math.isnan(float(v))]
    n = len(kept)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    mean = math.fsum(kept) / n
    if n == 1:
        return Estimate(mean, math.nan, math.nan, 1)
    spread = math.sqrt(math.fsum((v - mean) ** 2 for v in kept) / (n - 1))
    half = z * spread / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, n)


def rate_difference(successes: int, n: int, other_successes: int, other_n: int) -> Estimate:
    """The difference of two independent rates, ``successes / n`` less ``other_successes / other_n``,
    with Newcombe's interval built from each rate's Wilson interval (honest near 0 and 1, where the
    plain normal interval of a difference is not). ``n`` of the estimate counts both groups."""
    first, second = wilson(successes, n), wilson(other_successes, other_n)
    if not (n and other_n):
        return Estimate(math.nan, math.nan, math.nan, n + other_n)
    difference = first.value - second.value
    low = difference - math.hypot(first.value - first.low, second.high - second.value)
    high = difference + math.hypot(first.high - first.value, second.value - second.low)
    return Estimate(difference, low, high, n + other_n)


def paired_rate_difference(both: int, first_only: int, second_only: int, neither: int) -> Estimate:
    """The difference of two rates read on the same games (``first`` less ``second``), from the
    games where both succeeded, only the first, only the second, or neither, with Newcombe's
    interval for paired rates (his method 10): each rate's Wilson interval, joined as far as the
    two rates move together game by game (``_moved_together``), so the luck both shared cancels.
    Two identical records give a difference of 0 whose interval holds 0, and is not a point."""
    counts = (both, first_only, second_only, neither)
    if any(isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in counts):
        raise ValueError(f"the paired counts must be whole numbers of games, 0 or more, got {counts}")
    n = sum(counts)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    first, second = wilson(both + first_only, n), wilson(both + second_only, n)
    difference = first.value - second.value
    together = _moved_together(both, first_only, second_only, neither)
    below = _joined(first.value - first.low, second.high - second.value, together)
    above = _joined(first.high - first.value, second.value - second.low, together)
    return Estimate(difference, max(-1.0, difference - below), min(1.0, difference + above), n)


def _moved_together(both: int, first_only: int, second_only: int, neither: int) -> float:
    """How far two paired records move together: their correlation game by game, less half a
    game's worth when it is positive (Newcombe's continuity correction). Why the correction:
    uncorrected, two records that never differ move together perfectly, and the interval of
    their difference shrinks to the point 0, as if twenty games alike proved two players equal.
    A strong bot that keeps most of its rule bot's moves is that case, and without the
    correction a 95% interval of its gain covered the truth in only 76 to 82 tables in 100."""
    n = both + first_only + second_only + neither
    excess = both * neither - first_only * second_only
    corrected = excess - n / 2 if excess > n / 2 else min(excess, 0)
    spread = math.sqrt((both + first_only) * (second_only + neither) * (both + second_only) * (first_only + neither))
    return corrected / spread if spread else 0.0


def _joined(first: float, second: float, together: float) -> float:
    """Two half-widths joined for a difference, less as far as the two rates move together."""
    return math.sqrt(max(0.0, first * first - 2 * together * first * second + second * second))


def _check_counts(successes: int, n: int) -> None:
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be between 0 and n, got {successes} of {n}")
