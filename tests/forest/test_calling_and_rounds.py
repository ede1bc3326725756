"""Calling the round, Score and Strike, the empty deck, and the end of the game (seed "Ending a
round" and "Goal"; rulings F6-F8)."""

import pytest
from noted import fact, noted

from forestnb import IllegalActionError
from forestnb.forest.scenes import ELEVEN_POINTS, arrange, may_call, move

from .helpers import new_game, state_of

SEVEN = ["ochre Bear", "rose Bear", "dusk Owl", "sky Owl", "dusk Rabbit", "sky Rabbit"]  # 5 + 1 + 1; dusk 2, sky 2
FIVE_CANARIES = ["dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary"]  # 8; five colours


def kinds_now(game):
    return [a.kind for a in game.legal_actions()]


# -- calling (F6) ------------------------------------------------------------------------------------
def test_calling_needs_seven_card_points():
    game = arrange(new_game(), hands={0: SEVEN[:-1]}, turn=0, phase="play")
    assert "score" not in kinds_now(game) and "strike" not in kinds_now(game)
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("score",))
    assert (refused.value.rule, refused.value.detail) == ("Calling", "calling needs 7 card points and Seat 0 has 6")
    assert state_of(game) == before


def test_calling_with_seven_offers_score_and_strike():
    game = arrange(new_game(), hands={0: SEVEN}, turn=0, phase="play")
    assert kinds_now(game)[-3:] == ["end", "score", "strike"]


def test_calling_counts_played_pairs_too():
    game = arrange(new_game(), hands={0: SEVEN[:2]}, played={0: [SEVEN[2:4], SEVEN[4:]]}, turn=0, phase="play")
    assert "score" in kinds_now(game)


def test_score_ends_the_round_and_everyone_scores_their_card_points():
    game = arrange(new_game(), hands={0: SEVEN, 1: FIVE_CANARIES}, turn=0, phase="play")
    move(game, ("score",))
    assert game.totals == [7, 8] and game.round == 2
    assert game.rounds[0]["call"] == "score" and game.rounds[0]["gained"] == [7, 8]
    assert [fact(e) for e in game.events[-3:-1]] == [("F-call", 0, {"call": "score"}), ("F-score", None, {})]


def test_strike_gives_everyone_else_one_last_turn_in_seat_order():
    game = arrange(
        new_game(players=4),
        hands={1: ELEVEN_POINTS},
        piles=[["dusk Owl", "sky Owl", "bark Owl"], []],
        turn=1,
        phase="play",
    )
    move(game, ("strike",))
    order = []
    while game.round == 1:
        order.append(game.turn)
        move(game, ("take", 0), ("end",))
    assert order == [2, 3, 0] and game.rounds[0]["call"] == "strike"


def test_strike_shows_the_callers_hand_face_up_to_everyone():
    game = may_call(new_game(players=3))
    assert game.view(1)["caller_hand"] is None
    move(game, ("strike",))
    assert game.view(1)["caller_hand"] == game.view(2)["caller_hand"] == ["ochre Bear", "rose Bear", "ochre Bear Cave"]
    assert fact(game.events[-2]) == ("F-call", 0, {"call": "strike"})
    assert fact(game.events[-1]) == ("F-last", 1, {})


def test_strike_that_holds_scores_cards_and_bonus_for_the_caller_and_only_bonus_for_the_others():
    game = arrange(
        new_game(),
        hands={0: ELEVEN_POINTS, 1: ["dusk Canary", "sky Canary"]},
        piles=[["amber Owl"], []],
        turn=0,
        phase="play",
    )
    move(game, ("strike",))
    move(game, ("take", 0), ("end",))
    assert game.rounds[0]["strike_success"] is True
    assert game.totals == [11 + 2, 1]  # Seat 1: 2 card points, but only its colour bonus (three colours, 1 each)


def test_strike_that_fails_scores_only_the_bonus_for_the_caller_and_cards_for_the_others():
    game = arrange(new_game(), hands={0: SEVEN, 1: FIVE_CANARIES}, piles=[["amber Owl"], []], turn=0, phase="play")
    move(game, ("strike",))
    move(game, ("take", 0), ("end",))
    assert game.rounds[0]["strike_success"] is False and game.totals == [2, 8]
    assert [fact(e) for e in noted(game, "F-strike")] == [("F-strike", 0, {})]


def test_strike_a_tie_goes_to_the_caller():
    deer = ["heather Deer", "ochre Deer", "fern Deer Herd"]  # 3 + 2 x 2 = 7
    game = arrange(new_game(), hands={0: SEVEN, 1: deer}, piles=[["dusk Canary"], []], turn=0, phase="play")
    move(game, ("strike",))
    move(game, ("take", 0), ("end",))  # a lone Canary adds nothing: 7 against 7
    assert game.rounds[0]["strike_success"] is True and game.totals == [7 + 2, 1]


def test_strike_nobody_may_call_during_it():
    game = arrange(new_game(), hands={0: SEVEN, 1: FIVE_CANARIES}, piles=[["amber Owl"], []], turn=0, phase="play")
    move(game, ("strike",))
    move(game, ("take", 0))
    assert kinds_now(game) == ["end"]
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("score",))
    assert (refused.value.rule, refused.value.detail) == ("Calling", "nobody may call while a Strike is on")


def test_strike_fox_steals_only_from_players_who_still_have_their_last_turn():
    foxes = ["dusk Left Fox", "dusk Right Fox"]
    game = arrange(
        new_game(players=3),
        hands={0: ELEVEN_POINTS, 1: foxes, 2: ["sky Left Fox", "sky Right Fox", "amber Owl"]},
        piles=[["bark Owl", "fern Owl"], []],
        turn=0,
        phase="play",
    )
    move(game, ("strike",))
    move(game, ("take", 0))
    move(game, ("pair", *foxes))
    assert [a.args for a in game.legal_actions()] == [(2,)]  # not the caller
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("steal", 0))
    assert refused.value.rule == "Fox pair" and "a Strike protects the caller" in refused.value.detail
    move(game, ("steal", 2), ("end",))
    move(game, ("take", 0))
    move(game, ("pair", "sky Left Fox", "sky Right Fox"))  # Seat 1 has played its last turn, Seat 0 called
    assert game.phase == "play" and fact(game.events[-1]) == ("F-pair", None, {})  # no steal to choose


def test_strike_goes_on_when_the_deck_is_empty():
    game = arrange(new_game(), hands={0: ELEVEN_POINTS}, deck_size=0, piles=[[], ["amber Owl"]], turn=0, phase="play")
    move(game, ("strike",))
    move(game, ("take", 1), ("end",))
    assert game.rounds[0]["call"] == "strike" and game.totals[0] == 13


# -- the empty deck (F7) -------------------------------------------------------------------------------
def test_empty_deck_at_the_end_of_a_turn_ends_the_round_and_nobody_scores():
    game = arrange(new_game(), hands={1: FIVE_CANARIES}, top=["dusk Owl"], deck_size=1, turn=0)
    move(game, ("draw",), ("end",))
    assert game.totals == [0, 0] and game.round == 2 and game.rounds[0]["call"] is None
    assert [fact(e) for e in game.events[-3:-1]] == [("F-end", 0, {}), ("F-empty", None, {})]
    assert not noted(game, "F-score")


def test_empty_deck_ends_the_round_even_with_an_owl_turn_owed():
    game = arrange(new_game(), hands={0: ["dusk Owl", "sky Owl"]}, top=["dusk Rabbit"], deck_size=1, turn=0)
    move(game, ("draw",), ("pair", "dusk Owl", "sky Owl"), ("end",))
    assert game.round == 2


def test_empty_deck_a_call_comes_first():
    game = arrange(new_game(), hands={0: ELEVEN_POINTS}, top=["dusk Owl"], deck_size=1, turn=0)
    move(game, ("draw",), ("score",))
    assert game.totals[0] == 11 and game.rounds[0]["call"] == "score"


# -- the end of the game (F8) --------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "target"), [(2, 40), (3, 35), (4, 30)])
def test_game_target_depends_on_the_number_of_players(players, target):
    game = new_game(players=players)
    assert game.target == target and game.events[0].rule == "F-setup"


def score_with_totals(totals, hands):
    game = arrange(new_game(), hands=hands, turn=0, phase="play", totals=totals)
    move(game, ("score",))
    return game


def test_game_goes_on_until_someone_reaches_the_target():
    game = score_with_totals([32, 0], {0: SEVEN})
    assert not game.is_over() and game.round == 2


def test_game_ends_when_someone_reaches_the_target_and_the_highest_total_wins():
    game = score_with_totals([33, 33], {0: SEVEN, 1: FIVE_CANARIES})
    assert game.is_over() and game.scores() == [40, 41] and game.winners() == [1]
    assert game.current_player is None and game.legal_actions() == []
    assert fact(game.events[-1]) == ("F-game", None, {})


def test_game_a_tie_goes_to_the_higher_score_in_the_last_round():
    game = score_with_totals([33, 32], {0: SEVEN, 1: FIVE_CANARIES})
    assert game.scores() == [40, 40] and game.winners() == [1]


def test_game_a_tie_on_both_is_shared():
    game = score_with_totals([33, 33], {0: SEVEN, 1: ["heather Deer", "ochre Deer", "fern Deer Herd"]})
    assert game.scores() == [40, 40] and game.winners() == [0, 1]


def test_four_lions_in_a_hand_win_at_once():
    game = arrange(new_game(), hands={0: ["crimson Lion"] * 3}, piles=[["crimson Lion"], []], turn=0)
    move(game, ("take", 0))
    assert game.is_over() and game.winners() == [0] and game.lion_winner == 0
    assert fact(game.events[-1]) == ("F-lions", 0, {})


def test_a_lion_drawn_two_at_a_time_is_held_only_once_kept():
    game = arrange(new_game(), hands={0: ["crimson Lion"] * 3}, top=["crimson Lion", "dusk Owl"], turn=0)
    move(game, ("draw",))
    assert not game.is_over()
    move(game, ("keep", "dusk Owl", 0))
    assert not game.is_over()


def test_strike_an_owl_pair_on_a_last_turn_still_gives_another_turn():
    game = arrange(
        new_game(),
        hands={0: ELEVEN_POINTS, 1: ["dusk Owl", "sky Owl"]},
        piles=[["amber Rabbit", "fern Rabbit"], []],
        turn=0,
        phase="play",
    )
    move(game, ("strike",))
    move(game, ("take", 0), ("pair", "dusk Owl", "sky Owl"))
    move(game, ("end",))
    assert (game.turn, game.phase, game.round) == (1, "draw", 1)
    move(game, ("take", 0), ("end",))
    assert game.round == 2 and game.rounds[0]["call"] == "strike"
