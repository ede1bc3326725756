"""Options of new_game: the Reverse rule (3+ players) and a match of several games (the what-if
option ``without`` has its own file, ``test_without.py``)."""

import pytest
from noted import fact

import forestnb
from forestnb import IllegalActionError
from forestnb.cardswild.rules import CardswildGame
from forestnb.cardswild.scenes import lay_out, one_bear_from_the_win

from .helpers import REVERSE, discard, new_game, play


def test_the_options_are_reverse_match_games_and_without():
    assert CardswildGame.option_defaults == {"reverse": False, "match_games": 1, "without": ()}
    with pytest.raises(ValueError, match="valid options: match_games, reverse, without"):
        new_game(colour="red")


# -- the Reverse rule ----------------------------------------------------------------------------
def test_with_the_reverse_rule_a_lion_may_reverse_the_direction_of_play():
    game = lay_out(
        new_game(players=4, reverse=True), hands={1: ["Mountain Lion"]}, discard=["Daylight"], seat=1, phase="play"
    )
    assert REVERSE in game.legal_actions()
    game.apply(REVERSE)
    assert game.direction == -1 and game.current_player == 0 and game.view(2)["direction"] == "right"
    assert game.discard[-1] == "Mountain Lion" and game.counts["reverses"] == 1
    assert fact(game.events[-1]) == ("C-reverse", 1, {"direction": "right"})


def test_play_keeps_its_new_direction_until_someone_reverses_again():
    game = lay_out(
        new_game(players=3, reverse=True), hands={0: ["Mountain Lion", "Mountain Lion"]}, seat=0, phase="play"
    )
    game.apply(REVERSE)
    assert game.current_player == 2
    lay_out(game, hands={2: ["Elk"]}, seat=2, phase="play")
    game.apply(discard("Elk"))
    assert game.current_player == 1
    lay_out(game, hands={1: ["Mountain Lion"]}, seat=1, phase="play")
    game.apply(REVERSE)
    assert game.current_player == 2 and game.direction == 1


def test_without_the_option_no_reverse_is_offered_or_allowed():
    game = lay_out(new_game(players=3), hands={0: ["Mountain Lion"]}, seat=0, phase="play")
    assert REVERSE not in game.legal_actions()
    with pytest.raises(IllegalActionError) as refused:
        game.apply(REVERSE)
    assert refused.value.rule == "Reverse rule"


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_reverse_must_be_true_or_false(value):
    with pytest.raises(ValueError, match="reverse must be True or False"):
        new_game(players=3, reverse=value)


def test_the_reverse_rule_is_for_three_or_more_players():
    with pytest.raises(ValueError, match="the Reverse rule is for three or more players, not 2"):
        new_game(players=2, reverse=True)


# -- a match ---------------------------------------------------------------------------------------
def win_now(game):
    """The current seat completes its hunt with the Bear in hand."""
    seat = game.current_player
    one_bear_from_the_win(game, seat)
    game.apply(play("Bear"))
    return seat


def test_a_match_deals_a_new_game_with_the_deal_one_seat_to_the_left():
    game = new_game(players=3, match_games=3)
    assert game.dealer == 2 and game.current_player == 0
    win_now(game)
    assert not game.is_over() and game.game_number == 2
    assert game.dealer == 0 and game.current_player == 1 and game.season == 1 and game.turn == 1
    assert all(area.counted() == 0 for area in game.areas)
    assert fact(game.events_for(None)[-1]) == ("C-deal", 0, {"game": 2, "turned_up": game.discard[-1]})
    win_now(game)
    assert game.dealer == 1 and game.current_player == 2


def test_a_match_scores_games_won_and_its_winners_won_the_most():
    game = new_game(players=3, match_games=3)
    for _ in range(3):
        lay_out(game, seat=1, phase="play")
        win_now(game)
    assert game.is_over() and game.scores() == [0, 3, 0] and game.winners() == [1]
    assert fact(game.events[-1]) == ("C-match", None, {"wins": [0, 3, 0]})
    assert [r["winner"] for r in game.results] == [1, 1, 1]
    assert game.summary()["games_played"] == 3


def test_a_new_game_of_a_match_plays_to_the_left_again():
    game = lay_out(new_game(players=3, match_games=2, reverse=True), hands={0: ["Mountain Lion"]}, seat=0, phase="play")
    game.apply(REVERSE)
    win_now(game)
    assert game.direction == 1 and game.current_player == 1


def test_a_match_of_bots_plays_every_game():
    game = forestnb.play("cardswild", ["steady", "aggressive"], seed=4, match_games=3)
    assert len(game.results) == 3 and sum(game.scores()) == sum(r["winner"] is not None for r in game.results)
    assert [r["dealer"] for r in game.results] == [1, 0, 1]


@pytest.mark.parametrize("value", [0, 51, 1.5, True, "3"])
def test_match_games_must_be_a_whole_number_from_1_to_50(value):
    with pytest.raises(ValueError, match=r"match_games must be a whole number from 1 to 50"):
        new_game(match_games=value)


def test_the_length_of_a_match_can_be_swept_beside_the_sweeps_own_games():
    table = forestnb.sweep("cardswild", ["steady", "aggressive"], grid={"match_games": [1, 3]}, games=4, seed=2)
    assert list(table.groupby("match_games")["games_played"].sum()) == [4 * 1, 4 * 3]
    assert set(table["match_games"]) == {1, 3} and len(table) == 8
