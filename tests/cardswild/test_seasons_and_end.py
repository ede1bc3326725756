"""Seasons (the discard pile becomes the new draw pile), empty piles, and how every game ends."""

import statistics
from collections import Counter

from noted import fact, noted

import forestnb
from forestnb.cardswild.rules import MAX_ROUNDS
from forestnb.cardswild.scenes import lay_out

from .helpers import discard, new_game, play


def test_an_empty_draw_pile_is_refilled_from_the_whole_discard_pile_lions_included():
    game = lay_out(
        new_game(), hands={0: ["Elk"]}, discard=["Mountain Lion", "Mountain Lion"], seat=0, rest="discard", phase="play"
    )
    pile = Counter(game.discard + ["Elk"])
    game.apply(discard("Elk"))
    assert game.season == 2 and game.discard == [] and Counter(game.draw_pile) == pile
    assert fact(game.events[-1]) == ("C-season", None, {"season": 2, "lions": 2}) and game.view(1)["season"] == 2


def test_the_new_draw_pile_is_shuffled_with_the_game_s_seed():
    piles = []
    for _ in range(2):
        game = lay_out(new_game(seed=3), hands={0: ["Elk"]}, discard=[], seat=0, rest="discard", phase="play")
        game.apply(discard("Elk"))
        piles.append(list(game.draw_pile))
    assert piles[0] == piles[1] and piles[0] != sorted(piles[0])


def test_spent_cards_return_to_play_in_the_next_season():
    game = lay_out(
        new_game(),
        hands={0: ["Elk"]},
        areas={1: {"spent": ["Nightfall", "Daylight"]}},
        discard=[],
        seat=0,
        rest="discard",
        phase="play",
    )
    game.apply(discard("Elk"))
    assert game.areas[1].spent == [] and {"Nightfall", "Daylight"} <= set(game.draw_pile)


def test_with_both_piles_empty_a_player_skips_the_draw_and_may_only_play_or_discard():
    game = lay_out(
        new_game(), hands={0: ["Shelter"], 1: ["Daylight", "Bear"]}, discard=[], seat=0, rest=0, phase="play"
    )
    game.apply(play("Shelter"))
    assert game.current_player == 1 and game.phase == "play" and game.season == 1
    assert fact(game.events[-1]) == ("C-empty", 1, {})
    assert {a.kind for a in game.legal_actions()} == {"play", "discard"}
    game.apply(discard("Bear"))
    assert game.current_player == 0 and game.season == 2 and game.draw_pile == ["Bear"]


def test_a_player_with_no_card_and_nothing_to_draw_passes():
    game = lay_out(new_game(), hands={0: ["Shelter"], 1: []}, discard=[], seat=0, rest=0, phase="play", top_up=False)
    game.apply(play("Shelter"))
    assert [e.seat for e in noted(game, "C-empty")] == [1, 0]  # Seat 1 passes; Seat 0 then may only play
    assert game.current_player == 0 and game.phase == "play" and game.turn == 3


def test_a_hunt_nobody_finishes_is_called_off_after_the_round_limit():
    game = lay_out(new_game(players=3), hands={0: ["Elk"]}, seat=0, phase="play")
    with game.edit():
        game.turn = MAX_ROUNDS * 3
    game.apply(discard("Elk"))
    assert game.is_over() and game.winners() == [] and game.scores() == [0, 0, 0]
    assert fact(game.events[-1]) == ("C-end", None, {"game": 1})
    assert game.summary()["called_off"] == 1


def test_random_play_always_ends_within_the_round_limit():
    for seed in range(10):
        game = forestnb.play("cardswild", ["random"] * 4, seed=seed)
        assert game.is_over() and game.results[-1]["turns"] <= MAX_ROUNDS * 4


def test_the_round_limit_is_well_beyond_a_steady_game():
    lengths = [forestnb.play("cardswild", ["steady"] * 4, seed=seed).results[-1]["turns"] / 4 for seed in range(20)]
    assert statistics.median(lengths) < MAX_ROUNDS / 2
