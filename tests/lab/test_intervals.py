"""The lab's intervals against exact binomial answers on planted counts."""

import math

import pytest

from forestnb.lab.intervals import binomial_tail_above, binomial_tail_below, exact, mean_interval, wilson


@pytest.mark.parametrize("successes, n", [(0, 10), (3, 10), (10, 10), (17, 60), (50, 100), (1, 200)])
def test_the_exact_interval_puts_two_and_a_half_percent_in_each_tail(successes, n):
    interval = exact(successes, n)
    if successes > 0:
        assert binomial_tail_above(successes, n, interval.low) == pytest.approx(0.025, abs=1e-9)
    if successes < n:
        assert binomial_tail_below(successes, n, interval.high) == pytest.approx(0.025, abs=1e-9)


def test_wilson_matches_its_textbook_values():
    # 0 of 10: the upper end is z^2 / (n + z^2); 5 of 10 is symmetric about one half
    assert wilson(0, 10).low == 0 and wilson(0, 10).high == pytest.approx(1.96**2 / (10 + 1.96**2), abs=2e-4)
    half = wilson(5, 10)
    assert half.low + half.high == pytest.approx(1) and half.low == pytest.approx(0.2366, abs=1e-4)


@pytest.mark.parametrize("successes, n", [(17, 60), (50, 100), (30, 400), (120, 400)])
def test_wilson_is_close_to_the_exact_interval_once_games_are_many(successes, n):
    score, exact_answer = wilson(successes, n), exact(successes, n)
    assert score.low == pytest.approx(exact_answer.low, abs=0.012)
    assert score.high == pytest.approx(exact_answer.high, abs=0.012)


def test_wilson_covers_the_true_rate_about_95_times_in_100():
    # every count 0..n weighed by its binomial probability at p = 0.3: the interval's real coverage
    n, p = 200, 0.3
    coverage = sum(
        math.comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1) if wilson(k, n).low <= p <= wilson(k, n).high
    )
    assert 0.93 < coverage < 0.97


def test_a_mean_of_differences_has_the_normal_interval_and_skips_missing_games():
    estimate = mean_interval([1.0, -1.0, 1.0, -1.0, float("nan")])
    assert estimate.n == 4 and estimate.value == 0
    assert estimate.high == pytest.approx(1.959963984540054 * math.sqrt(4 / 3) / 2)


def test_an_impossible_count_is_refused():
    with pytest.raises(ValueError, match="between 0 and n"):
        wilson(11, 10)
