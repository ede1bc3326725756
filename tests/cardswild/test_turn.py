"""A turn: draw one (the draw pile or the discard pile's top card), then play or discard one."""

import pytest
from noted import fact

from forestnb import IllegalActionError
from forestnb.cardswild.scenes import READY_SMALL, lay_out
from forestnb.core.events import EVERYONE

from .helpers import DRAW, TAKE, discard, new_game, play, state_of


def test_a_turn_begins_with_a_draw_from_the_pile_or_the_discard_top():
    game = lay_out(new_game(), discard=["Daylight"], seat=0, phase="draw")
    assert [str(a) for a in game.legal_actions()] == [
        "draw a card from the draw pile",
        "take Daylight from the discard pile",
    ]
    assert game.legal_actions() == [DRAW, TAKE]


def test_drawing_takes_the_top_of_the_draw_pile_and_the_log_does_not_name_it():
    game = lay_out(new_game(), draw=["Bear"], seat=0, phase="draw")
    game.apply(DRAW)
    assert game.hands[0][-1] == "Bear" and len(game.hands[0]) == 7
    public, secret = game.events[-2:]
    assert (*fact(public), public.seen_by) == ("C-draw", 0, {}, EVERYONE)
    assert (*fact(secret), secret.seen_by) == ("C-draw", 0, {"card": "Bear"}, 0)
    assert "Bear" not in game.log_for(1)[-1]  # the line Seat 1 reads does not name it
    assert game.phase == "play" and game.current_player == 0


def test_taking_the_discard_top_puts_that_card_in_hand_for_all_to_see():
    game = lay_out(new_game(), discard=["Grouse", "Compass"], seat=0, phase="draw")
    game.apply(TAKE)
    assert game.hands[0][-1] == "Compass" and game.discard == ["Grouse"]
    assert fact(game.events[-1]) == ("C-draw", 0, {"card": "Compass"}) and game.events[-1].seen_by == EVERYONE


def test_a_mountain_lion_on_the_discard_pile_can_never_be_taken():
    game = lay_out(new_game(), discard=["Grouse", "Mountain Lion"], seat=0, phase="draw")
    assert game.legal_actions() == [DRAW]
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(TAKE)
    assert refused.value.rule == "Mountain Lion" and "never be picked up" in refused.value.detail
    assert state_of(game) == before


def test_one_card_in_one_card_out():
    game = lay_out(
        new_game(),
        hands={0: ["Daylight", "Grouse", "Grouse", "Rabbit", "Elk", "Bear"]},
        draw=["Deer"],
        seat=0,
        phase="draw",
    )
    game.apply(DRAW)
    assert len(game.hands[0]) == 7
    game.apply(play("Daylight"))
    assert len(game.hands[0]) == 6 and game.areas[0].daylight == "Daylight"
    assert game.current_player == 1 and game.phase == "draw"


def test_a_card_is_played_into_your_own_hunt_area_or_against_another_player():
    game = lay_out(new_game(players=3), hands={0: ["Daylight", "Nightfall", "Grouse"]}, seat=0, phase="play")
    kinds = {(a.kind, a.args) for a in game.legal_actions()}
    assert ("play", ("Daylight",)) in kinds
    assert {("attack", ("Nightfall", 1)), ("attack", ("Nightfall", 2))} <= kinds


def test_every_card_in_hand_may_be_discarded_instead():
    game = lay_out(
        new_game(),
        hands={0: ["Daylight", "Nightfall", "Grouse", "Mountain Lion", "Shelter", "Grouse"]},
        seat=0,
        phase="play",
    )
    discards = [a.args[0] for a in game.legal_actions() if a.kind == "discard"]
    assert discards == ["Daylight", "Nightfall", "Grouse", "Mountain Lion", "Shelter"]


def test_a_discard_goes_face_up_on_the_discard_pile_and_play_passes_left():
    game = lay_out(new_game(players=4), hands={2: ["Elk", "Bear"]}, discard=["Grouse"], seat=2, phase="play")
    game.apply(discard("Elk"))
    assert game.discard == ["Grouse", "Elk"] and fact(game.events[-1]) == ("C-discard", 2, {"card": "Elk"})
    assert game.current_player == 3
    game.apply(DRAW)
    game.apply(discard(game.hands[3][0]))
    assert game.current_player == 0


def test_a_second_draw_in_one_turn_is_refused():
    game = lay_out(new_game(), seat=0, phase="play")
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(DRAW)
    assert refused.value.rule == "One card in, one card out"
    assert state_of(game) == before


def test_playing_before_drawing_is_refused():
    game = lay_out(new_game(), hands={0: ["Daylight"]}, seat=0, phase="draw")
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(play("Daylight"))
    assert refused.value.rule == "On your turn" and "draws first" in refused.value.detail
    assert state_of(game) == before


def test_a_requirement_can_be_played_before_any_trophy_is_in_hand():
    game = lay_out(new_game(), hands={0: ["License", "Elk"]}, areas={0: {}}, seat=0, phase="play")
    game.apply(play("License"))
    assert game.areas[0].license == "License" and game.view(1)["players"][0]["lights"]["License"]


def test_text_of_a_legal_action_may_be_applied():
    game = lay_out(new_game(), hands={0: ["Daylight"]}, seat=0, phase="play")
    game.apply("play Daylight")
    assert game.areas[0].daylight == "Daylight"


def test_the_whole_table_stays_accounted_for_through_a_turn():
    game = lay_out(new_game(players=3), hands={0: ["Daylight"]}, areas={0: READY_SMALL}, seat=0, phase="draw")
    game.apply(DRAW)
    game.apply(discard("Daylight"))
    assert game.invariant_violations() == []
