"""Card strength: a seat's win rate with a card held against without, seat by seat."""

import pandas as pd
import pytest

import forestnb
from forestnb.lab.cards import held_strength, notable


def planted(rows):
    """A two-seat sweep's rows from (winner, seat 0's cards, seat 1's cards) per game."""
    return pd.DataFrame(
        [
            {
                "game_index": at,
                "players": 2,
                "winners": (winner,),
                "n_winners": 1,
                "held_0": "|".join(first),
                "held_1": "|".join(second),
            }
            for at, (winner, first, second) in enumerate(rows)
        ]
    )


def test_a_card_held_in_every_win_is_strongest_and_named():
    games = [(0, ["Blade", "Shield"], ["Shield"])] * 60 + [(1, ["Shield"], ["Shield", "Blade"])] * 60
    table = held_strength(planted(games))
    assert table.iloc[0]["card"] == "Blade" and table.iloc[0]["difference"] == 1.0
    assert set(notable(table)["card"]) == {"Blade"}
    assert "Shield" not in set(table["card"])  # held by both seats in every game: nothing to compare


@pytest.mark.parametrize("name", ["humbaba", "forest", "cardswild", "hunters"])
def test_every_game_reports_its_cards(name):
    strength = forestnb.card_strength(name, games=40, seed=2, processes=1)
    assert not strength.table.empty and strength.table["difference"].is_monotonic_decreasing
    assert strength.words() and strength.plot().data
