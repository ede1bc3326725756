"""The shared styles: a seat's colour never passes for a Forest Health band, for any eye, and
shared widgets draw with the marks and colours a game gives them."""

from __future__ import annotations

import itertools
import math

import pytest

from forestnb.cardswild import styles as cardswild_styles
from forestnb.forest import styles as forest_styles
from forestnb.humbaba import styles as humbaba_styles
from forestnb.hunters import styles as hunters_styles
from forestnb.widgets.cards import card_html
from forestnb.widgets.log import LogView
from forestnb.widgets.styles import SEAT_COLOURS, LogMark, seat_colour

# How the three common colour-vision deficiencies see linear RGB (Machado, Oliveira and Fernandes
# 2009, severity 1.0); "normal" is the identity.
VISION = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
APART = 12  # CIE76 distance: clearly two colours side by side on a chart
BANDS = tuple(humbaba_styles.BAND_COLOURS.values())


def seen(colour: str, vision: str) -> tuple[float, float, float]:
    """The CIELAB colour an eye with ``vision`` sees for the sRGB ``colour`` ("#rrggbb")."""
    srgb = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in srgb]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, linear)))) for row in VISION[vision])
    x, y, z = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089,
    )

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def distance(first: str, second: str, vision: str) -> float:
    return math.dist(seen(first, vision), seen(second, vision))


@pytest.mark.parametrize("vision", VISION)
def test_no_seat_colour_passes_for_a_forest_health_band(vision):
    assert not set(SEAT_COLOURS) & set(BANDS)
    closest = min(distance(seat, band, vision) for seat in SEAT_COLOURS for band in BANDS)
    assert closest >= APART, f"under {vision} a seat colour is only {closest:.1f} from a health band"


@pytest.mark.parametrize("vision", VISION)
def test_the_seats_stay_apart_from_each_other(vision):
    closest = min(distance(a, b, vision) for a, b in itertools.combinations(SEAT_COLOURS, 2))
    assert closest >= APART, f"under {vision} two seats are only {closest:.1f} apart"


def test_seat_colours_are_dark_enough_to_read_as_text_on_white():
    assert all(seen(colour, "normal")[0] < 62 for colour in SEAT_COLOURS)


def test_a_fifth_seat_takes_the_first_seat_s_colour_again():
    assert [seat_colour(seat) for seat in range(5)] == [*SEAT_COLOURS, SEAT_COLOURS[0]]


def test_the_log_marks_the_lines_a_game_names_and_no_others():
    log = LogView(marks=(LogMark("Giddyup", "#123456"),))
    log.show(["Giddyup! Seat 1 holds Shelter.", "Round 2 begins."])
    assert "color:#123456;font-weight:bold" in log.value
    assert log.value.count("color:") == 1, "a game's marks are its own: no other game's words are marked"


def test_a_log_without_marks_shows_every_line_plain():
    log = LogView()
    log.show(["Round 1: the forest collapses."])
    assert "color:" not in log.value


def test_each_game_marks_its_own_log_lines():
    assert [mark.words for mark in humbaba_styles.LOG_MARKS] == [
        "collapse",
        "Seneca Clip",
        "Forest Die",
        "Event:",
        "Defection",
        "Round ",
    ]
    assert (
        [mark.words for mark in forest_styles.LOG_MARKS]
        == [mark.words for mark in hunters_styles.LOG_MARKS]
        == ["Round "]
    )
    assert cardswild_styles.LOG_MARKS == ()


def test_a_card_takes_its_band_colour_from_the_game():
    catastrophe = humbaba_styles.KIND_COLOURS["catastrophe"]
    assert f"background:{catastrophe}" in card_html("Clear-Cut", "catastrophe", "Harvest 5.", colour=catastrophe)
    assert catastrophe not in card_html("Clear-Cut", "catastrophe", "Harvest 5."), "widgets know no game's card kinds"
