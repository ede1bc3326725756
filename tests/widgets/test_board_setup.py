"""A board's parameters are checked before any widget is made, each refusal naming the parameter."""

from __future__ import annotations

import importlib

import pytest

import forestnb

BOARDS = {name: importlib.import_module(f"forestnb.{name}.board").board for name in forestnb.games()}


@pytest.mark.parametrize("game", BOARDS)
@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"players": "2"}, r"is played by \d to \d players, got '2'$"),
        ({"players": 2.0}, r"is played by \d to \d players, got 2.0$"),
        ({"players": 5}, r"is played by \d to \d players, got 5$"),
        ({"players": -1}, r"is played by \d to \d players, got -1$"),
        ({"players": None}, r"is played by \d to \d players, got None$"),
        (
            {"players": 2, "seats": "hh"},
            r"^seats must be a list with one entry per player, each 'human' or a bot, got 'hh'$",
        ),
        ({"players": 2, "seats": ["human"]}, r"^seats must list one entry per player \(2\), got 1$"),
        ({"seed": "x"}, r"^seed must be a non-negative integer no larger than 2\*\*64 - 1, got 'x'$"),
        ({"seed": 10**5000}, r"^seed must be a non-negative integer .*, got a number of about 5,001 digits$"),
    ],
)
def test_a_bad_board_parameter_is_refused_in_one_line_naming_it(game, params, message):
    with pytest.raises(ValueError, match=message):
        BOARDS[game](**params)


def test_the_teachers_switch_is_true_or_false():
    with pytest.raises(ValueError, match="^teacher must be True or False, got 'yes'$"):
        BOARDS["humbaba"](players=2, teacher="yes")
