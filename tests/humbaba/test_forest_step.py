"""The Forest Step (regeneration, renewal, the Seneca Clip, the vacuum) and the Cleanup Phase.

Most tests play one "calm" round in a four-player game: Seats 0..3 play Tribute of Timber,
Pollard Cut, Gather Deadwood and Timber Contract (``scenes.CALM``), harvesting 2 + 1 + 1 + 2 = 6 cedars and doing
nothing else, so every other change comes from the rule under test.
"""

import random
from collections import Counter

import pytest
from noted import noted

import forestnb
from forestnb.humbaba import odds
from forestnb.humbaba.cards import load_archetypes
from forestnb.humbaba.scenes import arrange, calm, calm_round, play_round

from .helpers import cedars, new_game, round_begins

CALM_TOTAL = 6


@pytest.fixture
def quiet():
    """Four players, no events (so round 3 is as calm as the others)."""
    return new_game(events=False)


# -- regeneration --------------------------------------------------------------------------------
@pytest.mark.parametrize(("health", "regen"), [(0, 0), (1, 0), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (9, 4), (10, 5)])
def test_regeneration_moves_half_the_health_rounded_down_from_the_box_to_the_forest_deck(game, health, regen):
    arrange(game, health=health, forest_deck=30, box_reserve=20)
    calm_round(game)
    assert game.box_reserve == 20 - regen
    assert game.forest_deck == 30 - CALM_TOTAL + regen
    assert odds.regeneration(health) == regen


def test_regeneration_moves_only_what_the_box_reserve_still_holds(game):
    arrange(game, health=8, box_reserve=1)
    calm_round(game)
    assert (game.box_reserve, game.forest_deck) == (0, 30 - CALM_TOTAL + 1)
    assert noted(game, "H-regen")[0].data == {"rate": 4, "moved": 1}


# -- renewal -------------------------------------------------------------------------------------
def test_renewal_tokens_bring_that_many_cedars_from_the_box_and_are_then_discarded(game):
    arrange(game, seats={0: {"renewal": 2}, 2: {"renewal": 1}})
    calm_round(game)
    assert game.forest_deck == 30 - CALM_TOTAL + 3 + 2 + 1
    assert game.box_reserve == 20 - 3 - 3
    assert [p.renewal for p in game.seats] == [0, 0, 0, 0]


def test_renewal_comes_after_regeneration_and_takes_only_what_the_box_has_left(game):
    arrange(game, box_reserve=4, seats={0: {"renewal": 2}, 2: {"renewal": 1}})
    calm_round(game)
    # Regeneration takes 3 of the 4; Seat 0's two tokens find one cedar; Seat 2's token finds none.
    assert (game.box_reserve, game.forest_deck) == (0, 30 - CALM_TOTAL + 4)
    assert [p.renewal for p in game.seats] == [0, 0, 0, 0]
    assert [(e.seat, e.data) for e in noted(game, "H-renewal")] == [(0, {"moved": 1}), (2, {"moved": 0})]


# -- the Seneca Clip -----------------------------------------------------------------------------
def clear_cut_round(game, card="Clear-Cut"):
    plays = calm(game)
    arrange(game, hands={1: [card]})
    plays[1] = card
    play_round(game, plays)


def test_a_fall_of_two_in_a_round_triggers_a_clip_that_cuts_next_round_s_regeneration_by_2(quiet):
    game = quiet
    clear_cut_round(game)  # Health 6 -> 4
    first = game.rounds[-1]
    assert first["clip_triggered"] is True and game.clips == 1
    # The clip does not bite in the round that triggers it: regeneration was floor(4 / 2) = 2.
    assert game.box_reserve == 20 - 2
    assert game.round == 2 and game.clip_active
    assert game.view(3)["regen_rate"] == 0  # max(0, floor(4 / 2) - 2)
    calm_round(game)
    assert game.box_reserve == 20 - 2 - 0
    assert not game.clip_active and not game.rounds[-1]["clip_triggered"]
    assert noted(game, "H-clip")[-1].data == {"resolved": True}
    calm_round(game)  # round 3: the flag has cleared, regeneration is back to 2
    assert game.box_reserve == 20 - 2 - 0 - 2


def test_the_clipped_regeneration_is_floor_half_health_minus_2_but_never_below_zero(quiet):
    arrange(quiet, health=9)
    clear_cut_round(quiet)  # 9 -> 7
    assert quiet.box_reserve == 20 - 3
    calm_round(quiet)
    assert quiet.box_reserve == 20 - 3 - (3 - 2)
    assert odds.regeneration(3, clipped=True) == 0 and odds.regeneration(7, clipped=True) == 1


def test_a_fall_of_one_triggers_no_clip(game):
    clear_cut_round(game, card="Two-Man Saw")  # 6 -> 5
    assert game.health == 5
    assert game.rounds[-1]["clip_triggered"] is False and not game.clip_active and game.clips == 0


def test_health_regained_during_the_same_harvest_counts_against_the_fall(game):
    plays = calm(game)
    arrange(game, hands={1: ["Clear-Cut"], 2: ["Return the Seed"]}, seats={2: {"stockpile": 3}})
    plays.update({1: "Clear-Cut", 2: "Return the Seed"})
    play_round(game, plays)
    assert game.health == 6 - 2 + 1
    assert game.rounds[-1]["clip_triggered"] is False


def test_two_small_falls_in_two_rounds_trigger_no_clip(quiet):
    for _ in range(2):
        clear_cut_round(quiet, card="Two-Man Saw")
    assert quiet.health == 4 and quiet.clips == 0


def test_a_new_clip_in_a_clipped_round_cuts_the_round_after_too(quiet):
    clear_cut_round(quiet)  # 6 -> 4: clip
    clear_cut_round(quiet)  # 4 -> 2: clip again, regeneration 0
    assert quiet.clips == 2 and quiet.clip_active
    box = quiet.box_reserve
    calm_round(quiet)
    assert quiet.box_reserve == box  # max(0, floor(2 / 2) - 2) = 0


# -- the vacuum ----------------------------------------------------------------------------------
@pytest.fixture
def one_idle(game):
    """Seat 2 plays Return the Seed with an empty stockpile: it harvests 0 and does nothing else."""
    plays = calm(game)
    arrange(game, hands={2: ["Return the Seed"]}, seats={2: {"stockpile": 0}})
    plays[2] = "Return the Seed"
    return plays


def test_when_exactly_one_player_harvests_0_the_most_capacity_takes_a_cedar_from_the_box(game, one_idle):
    arrange(game, seats={1: {"capacity": 2}, 3: {"capacity": 1}})
    play_round(game, one_idle)
    assert [p.stockpile for p in game.seats] == [2, 1 + 2 + 1, 0, 2 + 1]
    assert game.box_reserve == 20 - 3 - 1
    assert game.forest_deck == 30 - 8 + 3  # the vacuum cedar comes from the Box, not the Forest Deck
    assert [(e.seat, e.data) for e in noted(game, "H-vacuum")] == [(2, {"gainer": 1})]


def test_a_vacuum_tie_on_capacity_goes_to_the_larger_stockpile(game, one_idle):
    arrange(game, seats={0: {"capacity": 1, "stockpile": 1}, 3: {"capacity": 1, "stockpile": 4}})
    play_round(game, one_idle)
    # After the harvest: Seat 0 has 1 + 3 = 4, Seat 3 has 4 + 3 = 7; Seat 3 gets the cedar.
    assert [p.stockpile for p in game.seats] == [4, 1, 0, 8]


def test_a_vacuum_tie_on_capacity_and_stockpile_gives_nobody_the_cedar(game, one_idle):
    arrange(game, box_reserve=20, seats={0: {"capacity": 1, "stockpile": 3}, 3: {"capacity": 1, "stockpile": 3}})
    play_round(game, one_idle)
    assert [p.stockpile for p in game.seats] == [6, 1, 0, 6]
    assert game.box_reserve == 20 - 3
    assert [(e.seat, e.data) for e in noted(game, "H-vacuum")] == [(2, {"tied": [0, 3]})]


def test_no_vacuum_when_two_players_harvest_0(game, one_idle):
    arrange(game, hands={0: ["Velvet Glove"]}, seats={1: {"capacity": 2}})
    one_idle[0] = "Velvet Glove"
    play_round(game, one_idle)
    assert game.rounds[-1]["demands"] == [0, 3, 0, 2]
    assert game.box_reserve == 20 - 3
    assert not noted(game, "H-vacuum")


def test_no_vacuum_when_nobody_harvests_0(game):
    arrange(game, seats={1: {"capacity": 2}})
    calm_round(game)
    assert game.box_reserve == 20 - 3 and game.seats[1].stockpile == 3


def test_harvesting_0_means_a_total_harvest_of_0_so_capacity_saves_a_zero_card(game, one_idle):
    arrange(game, seats={2: {"capacity": 1}, 1: {"capacity": 2}})
    play_round(game, one_idle)
    assert game.rounds[-1]["demands"] == [2, 3, 1, 2]
    assert game.seats[1].stockpile == 3 and game.box_reserve == 20 - 3


def test_the_vacuum_finds_nothing_in_an_empty_box(game, one_idle):
    arrange(game, box_reserve=3, seats={1: {"capacity": 2}})
    play_round(game, one_idle)  # regeneration takes the last 3 cedars first
    assert game.box_reserve == 0 and game.seats[1].stockpile == 3


# -- cleanup -------------------------------------------------------------------------------------
def test_played_cards_leave_the_game(game):
    calm_round(game)
    decks = load_archetypes()
    for player in game.seats:
        assert len(player.played) == 1
        card = player.played[0]
        assert Counter(player.hand + player.draw_pile + player.played) == Counter(decks[player.deck].deck_list())
        copies = decks[player.deck].deck_list().count(card)
        assert (player.hand + player.draw_pile).count(card) == copies - 1


def test_timed_effects_count_down_at_cleanup(quiet):
    timer = {"kind": "regen", "amount": -1, "rounds_left": 2, "source": "a test drought", "seat": None}
    arrange(quiet, timers=[timer])
    calm_round(quiet)
    assert quiet.view(0)["timers"] == [{**timer, "rounds_left": 1}]
    assert quiet.box_reserve == 20 - 2
    calm_round(quiet)
    assert quiet.timers == [] and quiet.box_reserve == 20 - 2 - 2
    calm_round(quiet)
    assert quiet.box_reserve == 20 - 2 - 2 - 3


def test_a_delayed_heal_lands_in_the_cleanup_where_its_count_reaches_zero(quiet):
    plays = calm(quiet)
    arrange(quiet, hands={2: ["Coppice Rotation"]})  # Health +2, three cleanups from now
    plays[2] = "Coppice Rotation"
    play_round(quiet, plays)
    assert quiet.health == 6 and quiet.timers[0]["rounds_left"] == 2
    calm_round(quiet)
    assert quiet.health == 6 and quiet.timers[0]["rounds_left"] == 1
    calm_round(quiet)
    assert quiet.health == 8 and quiet.timers == []
    # It lands after that round's regeneration (still at Health 6) and after the clip check.
    forest = [
        (e.rule, e.data) for e in quiet.events[round_begins(quiet, 3) :] if e.rule in ("H-regen", "H-clip", "H-health")
    ]
    assert forest == [
        ("H-regen", {"rate": 3, "moved": 3}),
        ("H-regen", {"box_reserve": quiet.box_reserve}),
        ("H-health", {"from": 6, "to": 8, "source": "Coppice Rotation (delayed)"}),
    ]
    assert quiet.rounds[2]["health"] == 8


# -- conservation --------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_cedars_and_cards_are_only_ever_moved_never_created_or_lost(seed):
    game = new_game(players=4, seed=seed)
    decks = load_archetypes()
    bot, rng = forestnb.RandomBot(), random.Random(seed)
    while not game.is_over():
        game.apply(bot.choose(game, game.current_player, rng))
        assert cedars(game) == 50
        assert 0 <= game.health <= 10
        for player in game.seats:
            assert Counter(player.hand + player.draw_pile + player.played) == Counter(decks[player.deck].deck_list())


def test_the_regeneration_a_clip_holds_back_is_counted_as_its_cost(quiet):
    clear_cut_round(quiet)  # 6 -> 4: clip; regeneration 2 this round
    calm_round(quiet)  # clipped to max(0, 2 - 2): the two cedars stay in the Box
    assert quiet.summary()["clip_lost"] == 2
    calm_round(quiet)  # the flag has cleared: nothing more is held back
    assert quiet.summary()["clip_lost"] == 2


def test_a_clip_holds_back_only_what_the_box_could_have_given(quiet):
    clear_cut_round(quiet)
    arrange(quiet, box_reserve=1)
    calm_round(quiet)
    assert quiet.summary()["clip_lost"] == 1
