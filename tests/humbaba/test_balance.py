"""The balance targets of Humbaba's rulings (its rules card), checked on seeded simulations.

Cooperation has to be able to save the forest, greed has to ruin it, and the Stranger-King's
choice of when to defect has to matter both to the king and to the forest: otherwise the game
teaches nothing about the commons.
"""

from __future__ import annotations

import pytest

import forestnb
from forestnb.humbaba.bots import StrangerKingBot

GAMES = 400


def collapse_rate(bots, seed=2026):
    return forestnb.simulate("humbaba", bots, games=GAMES, seed=seed)["collapsed"].mean()


def test_four_cooperative_players_keep_the_forest_alive_at_least_80_percent_of_the_time():
    assert 1 - collapse_rate(["cooperative"] * 4) >= 0.80


def test_four_greedy_players_collapse_the_forest_at_least_80_percent_of_the_time():
    assert collapse_rate(["greedy"] * 4) >= 0.80


@pytest.fixture(scope="module")
def defection_table():
    rows = {}
    for round_ in (3, 5, 7):
        games = forestnb.simulate("humbaba", [StrangerKingBot(round_)] + ["cooperative"] * 3, games=GAMES, seed=7)
        rows[round_] = (games["winners"].apply(lambda w: 0 in w).mean(), games["collapsed"].mean())
    return rows


def test_the_defection_round_visibly_changes_the_kings_win_rate(defection_table):
    wins = [win for win, _ in defection_table.values()]
    assert max(wins) - min(wins) >= 0.10


def test_the_defection_round_visibly_changes_the_collapse_rate(defection_table):
    early, _, late = (collapse for _, collapse in defection_table.values())
    assert early - late >= 0.15, "defecting early leaves more greedy rounds for the forest to survive"


def test_a_quota_bot_keeps_to_its_quota_when_its_hand_allows():
    from forestnb.humbaba.bots import QuotaBot

    game = forestnb.play("humbaba", [QuotaBot(1)] * 4, seed=5, events=False)
    first = game.rounds[0]
    assert max(first["demands"]) <= 1, "round 1: no Capacity yet, and every deck holds cards of harvest 0 or 1"


@pytest.mark.parametrize(("quota", "compliance"), [(-1, 1.0), (11, 1.0), (2, 1.5), (2, -0.1), (True, 1.0)])
def test_a_quota_bot_refuses_impossible_settings(quota, compliance):
    from forestnb.humbaba.bots import QuotaBot

    with pytest.raises(ValueError):
        QuotaBot(quota, compliance)
