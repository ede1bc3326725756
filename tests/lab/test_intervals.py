"""The lab's intervals against exact binomial answers on planted counts."""

import math

import pytest

from forestnb.lab.intervals import (
    binomial_tail_above,
    binomial_tail_below,
    exact,
    mean_interval,
    paired_rate_difference,
    rate_difference,
    wilson,
)


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


def test_two_identical_paired_records_differ_by_zero_and_their_interval_holds_zero_without_being_a_point():
    for both, neither in ((7, 13), (0, 20), (20, 0), (3, 1)):
        same = paired_rate_difference(both, 0, 0, neither)
        assert same.value == 0 and same.low < 0 < same.high and same.n == both + neither


def test_a_paired_difference_at_many_games_matches_the_normal_interval_of_game_by_game_differences():
    both, first_only, second_only, neither = 300, 150, 50, 500
    differences = [0.0] * (both + neither) + [1.0] * first_only + [-1.0] * second_only
    paired, normal = paired_rate_difference(both, first_only, second_only, neither), mean_interval(differences)
    assert paired.value == pytest.approx(normal.value)
    assert paired.low == pytest.approx(normal.low, abs=0.005) and paired.high == pytest.approx(normal.high, abs=0.005)


def test_pairing_narrows_the_interval_when_the_two_rates_move_together():
    paired = paired_rate_difference(40, 10, 2, 48)
    separate = rate_difference(50, 100, 42, 100)
    assert paired.value == pytest.approx(separate.value)
    assert paired.high - paired.low < separate.high - separate.low


def paired_coverage(n: int, chances: tuple[float, float, float, float]) -> float:
    """The paired interval's real coverage: every table of ``n`` paired games (both won, only the
    first, only the second, neither) weighed by its multinomial probability under ``chances``."""
    truth = chances[1] - chances[2]
    coverage = 0.0
    for both in range(n + 1):
        for first_only in range(n + 1 - both):
            for second_only in range(n + 1 - both - first_only):
                neither = n - both - first_only - second_only
                counts = (both, first_only, second_only, neither)
                weight = math.factorial(n) / math.prod(math.factorial(c) for c in counts)
                weight *= math.prod(p**c for p, c in zip(chances, counts))
                estimate = paired_rate_difference(*counts)
                coverage += weight if estimate.low <= truth <= estimate.high else 0
    return coverage


def test_the_paired_interval_covers_the_true_difference_about_95_times_in_100():
    assert 0.93 < paired_coverage(20, (0.1, 0.4, 0.05, 0.45)) < 0.97


def test_the_paired_interval_still_covers_a_small_gain_when_the_two_players_nearly_always_agree():
    # a strong bot that keeps most of its rule bot's moves: most games alike, a few won only by it
    assert paired_coverage(20, (0.45, 0.04, 0.01, 0.5)) > 0.95


def test_a_negative_paired_count_is_refused():
    with pytest.raises(ValueError, match="^the paired counts must be whole numbers"):
        paired_rate_difference(1, -1, 0, 3)
