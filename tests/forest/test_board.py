"""The Forest board, driven headlessly: clicks go through ``Button.click()``, and every check is
made against the engine's state, not the pictures."""

import json
import subprocess
import sys

import pytest

import forestnb
from forestnb.forest import score_hand
from forestnb.forest.board import board
from forestnb.forest.scenes import arrange


def move_buttons(b):
    return [button for group in b.actions.children for button in group.children[1].children]


def finish_turn(b):
    """Click the human to move through their turn: the first move offered, then "end"."""
    seat = b.game.current_player
    while b.game.current_player == seat:
        ends = [button for button in move_buttons(b) if button.description.startswith("end the turn")]
        (ends or move_buttons(b))[0].click()


def button_for(b, kind):
    return next(
        button
        for button in move_buttons(b)
        if button.description in {str(a) for a in b.game.legal_actions() if a.kind == kind}
    )


def test_the_package_attribute_builds_a_board_and_the_engine_stays_light():
    b = forestnb.forest.board(players=2, seed=3)
    assert "forestnb-board" in b._dom_classes and b.seat_specs == ["human", "tracker"]
    assert forestnb.forest.figures.score_race is not None
    check = "import sys, forestnb.forest; assert not {'ipywidgets', 'plotly'} & set(sys.modules)"
    subprocess.run([sys.executable, "-c", check], check=True)


def test_every_legal_action_of_the_human_has_exactly_one_button_and_nothing_else_does():
    b = board(players=3, seats=["human", "tracker", "greedy"], seed=2026)
    assert b.game.current_player == 0 and b.game.phase == "draw"
    assert [button.description for button in move_buttons(b)] == [str(a) for a in b.game.legal_actions()]
    assert all("forestnb-play" in button._dom_classes for button in move_buttons(b))


def test_a_human_move_applies_the_chosen_action_then_bots_play_until_the_human_decides_again():
    b = board(players=3, seats=["human", "tracker", "greedy"], seed=2026)
    take = next(a for a in b.game.legal_actions() if a.kind == "take")
    next(button for button in move_buttons(b) if button.description == str(take)).click()
    assert b.game.history == [take] and b.game.phase == "play"
    button_for(b, "end").click()
    assert b.game.history[1].kind == "end"
    assert len(b.game.history) > 2, "the bots took their turns"
    assert b.game.current_player == 0, "the board stops at the human's next decision"
    assert [button.description for button in move_buttons(b)] == [str(a) for a in b.game.legal_actions()]


def test_the_score_breakdown_shown_is_the_scoring_function_s():
    b = board(players=2, seats=["human", "greedy"], seed=5)
    hand = [
        "dusk Raccoon",
        "sky Raccoon",
        "dusk Canary",
        "sky Canary",
        "bark Canary",
        "heather Owl Roost",
        "crimson Lion",
    ]
    arrange(b.game, hands={0: hand}, played={0: [["amber Owl", "fern Owl"]]}, turn=0, phase="play")
    b.refresh()
    expected = score_hand(hand, [["amber Owl", "fern Owl"]])
    shown = b.breakdown.value
    assert f"Your card points: {expected['total']}</b>" in shown
    for key, name in (
        ("pairs", "Pairs"),
        ("collections", "Collections"),
        ("multipliers", "Multipliers"),
        ("lions", "Lions"),
    ):
        assert f"{name} <b>{expected[key]}</b>" in shown
    assert f"colour bonus {expected['colour_bonus']} ({expected['colour']})" in shown
    for item in expected["items"]:
        assert f"{item['text']}: <b>{item['points']}</b>" in shown
    assert expected["total"] >= 7 and "you may call" in shown


def test_calls_are_offered_from_seven_points_and_a_strike_shows_the_caller_s_hand():
    b = board(players=2, seats=["human", "human"], seed=5)
    b.pass_button.click()
    arrange(b.game, hands={0: ["dusk Canary", "sky Canary"]}, turn=0, phase="play")
    b.refresh()
    assert [button.description for button in move_buttons(b)] == ["end the turn"]
    canaries = ["dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary"]
    arrange(b.game, hands={0: canaries}, turn=0, phase="play")
    b.refresh()
    assert {"score", "strike"} <= {a.kind for a in b.game.legal_actions()}
    button_for(b, "strike").click()
    assert b.game.call == "strike" and b.game.caller == 0 and b.game.current_player == 1
    assert "Strike!" in b.strike.value and all(label.split()[0] in b.strike.value for label in canaries)
    assert b.hand.value == "", "seat 1's own hand waits behind the pass-the-device step"


def test_a_raccoon_pair_opens_the_discard_piles_and_offers_each_card_as_a_move():
    b = board(players=2, seats=["human", "greedy"], seed=6)
    arrange(
        b.game,
        hands={0: ["dusk Raccoon", "sky Raccoon"]},
        piles=[["amber Wolf", "sky Owl"], ["fern Canary"]],
        turn=0,
        phase="play",
    )
    b.refresh()
    assert "Look through" not in b.piles.value
    button_for(b, "pair").click()
    assert b.game.phase == "pick"
    assert "Look through" in b.piles.value and "amber Wolf" in b.piles.value
    assert [button.description for button in move_buttons(b)] == [str(a) for a in b.game.legal_actions()]
    assert {button.description for button in move_buttons(b)} >= {"take the amber Wolf from the left discard pile"}


def test_hot_seat_hides_each_hand_until_its_player_is_ready():
    b = board(players=2, seats=["human", "human"], seed=4)
    assert b.hand.value == "" and b.actions.children == () and b.pass_button.layout.display == ""
    assert "Pass the device to <b>Seat 0" in b.prompt.value
    b.pass_button.click()
    assert "Your hand" in b.hand.value and move_buttons(b)
    finish_turn(b)
    assert b.hand.value == "" and b.actions.children == (), "seat 1 must not see seat 0's screen"
    b.pass_button.click()
    assert "Seat 1 (human)" in b.prompt.value and move_buttons(b)


def test_next_step_plays_one_bot_turn_at_a_time():
    b = board(players=3, seats=["greedy", "tracker", "greedy"], seed=8)
    assert b.game.history == [], "a table of bots waits to be stepped"
    b.step_button.click()
    assert b.game.history[-1].kind == "end" and b.game.current_player == 1


def test_auto_play_finishes_the_game_disables_controls_and_fills_the_figure():
    b = board(players=4, seed=3)
    status = b.status.value
    b.auto_button.click()
    assert b.game.is_over() and b.status.value != status and "Winner" in b.status.value
    assert b.step_button.disabled and b.auto_button.disabled and b.actions.children == ()
    assert list(b.figure.data[0].y) == [0, *(r["totals"][0] for r in b.game.rounds)]
    assert set(b.figure.data[-1].y) == {b.game.target}
    assert "greedy bot played for human seat(s) [0]" in b.message.value


def test_new_game_uses_the_seed_in_the_box():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    b.auto_button.click()
    b.seed_input.value = 99
    b.new_button.click()
    assert b.game.seed == 99 and not b.game.is_over() and not b.auto_button.disabled
    assert "seed 99" in b.status.value
    assert list(b.figure.data[0].y) == [0]


def test_the_tale_and_the_options_reach_the_game():
    b = board(players=3, seats=["human", "tracker", "greedy"], seed=7, forest_tales=True, deep_woods=True)
    assert b.game.options == {"deep_woods": True, "forest_tales": True}
    assert b.game.round_tale in b.tale.value
    assert board(players=2, seats=["human", "greedy"], seed=7).tale.value == ""


def test_a_failing_callback_shows_a_message_and_the_game_is_not_lost(monkeypatch):
    b = board(players=2, seats=["human", "greedy"], seed=1)
    before = json.dumps(b.game.snapshot())

    def broken(*_):
        raise RuntimeError("the branch snapped")

    monkeypatch.setattr(b, "_run_bots", broken)
    move_buttons(b)[0].click()
    assert "the branch snapped" in b.message.value and "as it was" in b.message.value
    assert json.dumps(b.game.snapshot()) == before
    assert move_buttons(b), "the moves are still offered"


def test_seats_must_match_the_player_count():
    with pytest.raises(ValueError, match="one entry per player"):
        board(players=3, seats=["human", "greedy"])


def test_a_rounds_result_stays_on_screen_until_a_person_presses_next_round():
    b = board(players=2, seats=["human", "greedy"], seed=5)
    canaries = ["dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary"]
    arrange(b.game, hands={0: canaries}, turn=0, phase="play")
    b.refresh()
    button_for(b, "score").click()
    assert len(b.game.rounds) == 1 and b.round_over
    assert "Round 1 is over: score (Seat 0)" in b.result.value and b.next_round_button.layout.display == ""
    assert b.actions.children == () and b.step_button.disabled, "nobody moves before the result is read"
    history = len(b.game.history)
    b.next_round_button.click()
    assert not b.round_over and b.result.value == "" and b.next_round_button.layout.display == "none"
    assert len(b.game.history) >= history and b.game.current_player == 0 and move_buttons(b)


def test_a_table_of_bots_alone_needs_no_next_round_step():
    b = board(players=2, seats=["tracker", "greedy"], seed=3)
    b.auto_button.click()
    assert b.game.is_over() and not b.round_over and b.next_round_button.layout.display == "none"


def test_the_strike_banner_names_the_last_turn_being_played_never_nobody():
    b = board(players=3, seats=["greedy", "human", "tracker"], seed=5)
    canaries = ["dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary"]
    arrange(b.game, hands={0: canaries}, turn=0, phase="play")
    b.game.apply(next(a for a in b.game.legal_actions() if a.kind == "strike"))
    b.refresh()
    assert "Last turn now: Seat 1 (human); still to come: Seat 2." in b.strike.value
    assert "nobody" not in b.strike.value
    b.game.apply(next(a for a in b.game.legal_actions() if a.kind in ("take", "draw")))
    while b.game.phase != "play":
        b.game.apply(b.game.legal_actions()[0])
    b.game.apply(next(a for a in b.game.legal_actions() if a.kind == "end"))
    b.refresh()
    assert "Last turn now: Seat 2 (tracker bot), the final one." in b.strike.value


def test_a_negative_seed_gets_a_plain_message():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    b.seed_input.value = -1
    b.new_button.click()
    assert "from 0 up" in b.message.value and "Something went wrong" not in b.message.value and b.game.seed == 1


def test_the_pass_button_label_is_never_cut():
    b = board(players=2, seats=["human", "human"], seed=4)
    assert b.pass_button.layout.width == "auto"
