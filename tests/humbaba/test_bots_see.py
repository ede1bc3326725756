"""The standard bots judge the forest by what their seat may see (ruling R7): the Forest Deck,
Health and the rules, and the Box Reserve only when it is shown to them; the counting bots work
the Box out from the public counts. With the Box shown, the monitoring lesson shows in the numbers."""

from __future__ import annotations

import random

import forestnb
from forestnb.core.bots import make_bot
from forestnb.humbaba.bots import (
    CooperativeBot,
    CountingBot,
    box_in_view,
    counted_box,
    expected_regrowth,
    sustainable_share,
)
from forestnb.humbaba.rules import ROUNDS
from forestnb.humbaba.scenes import arrange
from forestnb.humbaba.whatif import TABLES, hidden_vs_revealed

from .helpers import new_game


def test_a_cooperative_bot_that_cannot_see_the_box_expects_regrowth_to_go_on(game):
    arrange(game, health=8, forest_deck=12, box_reserve=1)
    assert box_in_view(game, 2) is None and "box_reserve" not in game.view(2)
    assert expected_regrowth(game, None) == game.regen_rate() * (ROUNDS - game.round) == 4 * 7


def test_a_bot_shown_the_box_expects_no_more_regrowth_than_the_box_holds():
    game = arrange(new_game(reveal_box=True), health=8, forest_deck=12, box_reserve=1)
    assert box_in_view(game, 2) == game.view(2)["box_reserve"] == 1
    assert expected_regrowth(game, box_in_view(game, 2)) == 1
    assert sustainable_share(game, 1) <= sustainable_share(game, None)


def test_a_box_counted_on_an_information_card_stays_in_the_view_as_it_was_seen():
    game = forestnb.play("humbaba", ["cooperative"] * 4, seed=3)
    seers = [seat for seat, player in enumerate(game.seats) if player.box_seen]
    assert seers, "in this game some seat played an information card"
    for seat in seers:
        assert box_in_view(game, seat) == game.view(seat)["box_seen"][-1]["box_reserve"]


def test_the_counting_bots_box_equals_the_real_box_at_every_decision():
    game = forestnb.new_game("humbaba", players=4, seed=5)
    seats = [make_bot("humbaba", bot) for bot in (CountingBot(), "greedy", CooperativeBot(), "random")]
    rng = random.Random(1)
    while not game.is_over():
        assert counted_box(game) == game.box_reserve
        seat = game.current_player
        game.apply(seats[seat].choose(game, seat, rng))


def test_counting_the_box_plays_exactly_as_seeing_it():
    frame = hidden_vs_revealed(300, 7, table="four adaptive")
    shown = frame[frame["box"] == "shown"].reset_index(drop=True)
    counted = frame[frame["box"] == "counted"].reset_index(drop=True)
    assert (shown["collapsed"] == counted["collapsed"]).all()
    assert (shown["harvested_total"] == counted["harvested_total"]).all()
    assert set(counted["bot_0"]) == {"counting_adaptive"}


def test_four_adaptive_players_who_see_the_box_lose_the_forest_measurably_less_often():
    hidden, shown = (
        forestnb.simulate("humbaba", TABLES["four adaptive"], games=2_000, seed=1, reveal_box=reveal)
        for reveal in (False, True)
    )
    assert hidden["collapsed"].mean() - shown["collapsed"].mean() >= 0.03
