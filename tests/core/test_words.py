"""Numbers in words as a student reads them: a chance below certainty never prints as 100%, and
one above zero never as 0%."""

from forestnb.core.words import chance


def test_a_chance_below_certainty_is_over_99_9_percent_not_100():
    assert chance(1 - 0.5**12) == "over 99.9%"
    assert chance(0.997, 0) == "over 99%"


def test_a_chance_above_zero_is_under_0_1_percent_not_0():
    assert chance(0.00001) == "under 0.1%"


def test_other_chances_print_as_they_are_and_certainty_and_impossibility_as_100_and_0():
    assert (chance(19 / 27), chance(1.0), chance(0.0), chance(2 / 3, 0)) == ("70.4%", "100.0%", "0.0%", "67%")
