"""The board, driven headlessly as a person would: clicks and values, checked against the engine."""

from __future__ import annotations

import json
import sys

import pytest

import forestnb
from forestnb import Action
from forestnb.core.words import chance, count

board = forestnb.humbaba.board


def hand_buttons(b):
    return [column.children[-1] for column in b.hand.children]


def play_button(b, name):
    return next(button for button in hand_buttons(b) if button.tooltip == f"play {name}")


def test_the_engine_does_not_import_widgets_or_plotly():
    code = (
        "import forestnb, sys; forestnb.play('humbaba', ['random'] * 2, seed=1); print('ipywidgets' in "
        "sys.modules or 'plotly' in sys.modules)"
    )
    import subprocess

    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )


def test_a_new_board_shows_the_seed_the_forest_and_the_humans_hand():
    b = board(players=4, seed=3)
    assert b.game.seed == 3 and b.seed_input.value == 3
    assert "seed 3" in b.status.value and "Seat 0 (human) chooses" in b.status.value
    assert "Forest Deck <b>30</b>" in b.forest.value and "Box Reserve hidden" in b.forest.value
    assert len(b.hand.children) == len(set(b.game.seats[0].hand))
    assert all("forestnb-card" in column.children[0].value for column in b.hand.children)


def test_without_a_seed_one_is_drawn_and_shown():
    b = board(players=2)
    assert f"seed {b.game.seed}" in b.status.value


def test_playing_a_card_lets_the_bots_choose_and_stops_at_the_reveal_with_a_forecast():
    b = board(players=4, seed=3)
    card = b.game.seats[0].hand[0]
    play_button(b, card).click()
    assert b.game.history[0] == Action("play", (card,))
    assert b.pending is not None and b.game.round == 1, "the last card waits for 'Resolve harvest'"
    assert b.resolve_button.layout.display == ""
    assert "Forest Deck" in b.forecast.value
    b.resolve_button.click()
    assert b.game.round == 2 and b.pending is None
    assert "Revealed in round 1" in b.reveal.value and card in b.reveal.value
    assert max(b.figure.data[0].x) == 1, "the timeline gained round 1 in place"


def test_the_forecast_gives_the_exact_collapse_probability_when_dice_are_needed():
    b = board(players=2, seats=["greedy", "human"], seed=5)
    with b.game.edit():
        b.game.forest_deck = 0
        b.game.box_reserve = 20 + 30  # the 30 cedars of the Forest Deck wait in the Box
        b.game.health = 5
    b.refresh()
    card = b.game.seats[1].hand[0]
    demand = b.game.harvest_value(1, card)
    play_button(b, card).click()
    outlook = b.game.forecast({1: b.pending})
    rolls = outlook["excess"]
    assert rolls >= demand
    expected = 1 - (outlook["die_success"]) ** rolls
    assert f"{float(expected):.1%}" in b.forecast.value


def test_only_legal_plays_are_clickable_and_targets_are_offered_for_trade_cards():
    b = board(
        players=3, seats=["human", "greedy", "cooperative"], seed=1, archetypes=["merchant", "woodcutter", "steward"]
    )
    with b.game.edit(check=False):  # a two-card hand: the other cards are out of the game
        b.game.seats[0].hand = ["Buy Out", "Timber Contract"]
    b.refresh()
    column = b.hand.children[0]
    target = column.children[1]
    assert [value for _, value in target.options] == [1, 2]
    target.value = 2
    column.children[-1].click()
    assert b.game.history[0] == Action("play", ("Buy Out", 2))


def test_defection_is_offered_to_a_human_stranger_king_from_round_three_only():
    b = board(players=2, seats=["human", "cooperative"], seed=2)
    assert b.defect_button.layout.display == "none"
    while b.game.round < 3:
        hand_buttons(b)[0].click()
        if b.pending is not None:
            b.resolve_button.click()
    assert b.defect_button.layout.display == ""
    b.defect_button.click()
    assert not b.game.aggressive, "a defection, which can never be undone, waits for its confirmation"
    assert b.confirm_row.layout.display == "" and b.defect_button.layout.display == "none"
    b.confirm_defect.click()
    assert b.game.aggressive and b.game.defection_round == 3
    assert b.defect_button.layout.display == "none" and b.confirm_row.layout.display == "none"


def test_cancelling_a_defection_leaves_the_token_cooperative():
    b = board(players=2, seats=["human", "cooperative"], seed=2)
    while b.game.round < 3:
        hand_buttons(b)[0].click()
        if b.pending is not None:
            b.resolve_button.click()
    b.defect_button.click()
    b.cancel_defect.click()
    assert not b.game.aggressive and b.defect_button.layout.display == "" and b.confirm_row.layout.display == "none"


def test_hot_seat_hides_each_hand_until_its_player_is_ready():
    b = board(players=2, seats=["human", "human"], seed=4)
    assert b.hand.children == () and b.pass_button.layout.display == ""
    assert "Pass the device to <b>Seat 0" in b.prompt.value
    b.pass_button.click()
    assert len(b.hand.children) > 0
    hand_buttons(b)[0].click()
    assert b.game.current_player == 1 and b.hand.children == (), "seat 1 must not see seat 0's screen"
    b.pass_button.click()
    assert "Seat 1 (human)" in b.prompt.value and len(b.hand.children) > 0


def test_next_step_moves_an_all_bot_game_one_phase_at_a_time():
    b = board(players=3, seats=["greedy", "cooperative", "random"], seed=8)
    assert b.pending is not None and b.game.round == 1, "bots chose; the reveal waits"
    b.step_button.click()
    assert b.game.round == 2 and b.pending is not None


def test_auto_play_finishes_the_game_and_names_the_outcome():
    b = board(players=4, seed=3)
    b.auto_button.click()
    assert b.game.is_over()
    assert ("nobody wins" in b.status.value) == b.game.collapsed
    assert b.step_button.disabled and b.auto_button.disabled
    assert max(b.figure.data[0].x) == len(b.game.rounds)


def test_new_game_uses_the_seed_in_the_box():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    b.seed_input.value = 99
    b.new_button.click()
    assert b.game.seed == 99 and b.game.history == [] or b.game.history[0].kind == "play"
    assert "seed 99" in b.status.value


def test_a_students_board_has_no_teacher_switch_and_never_shows_the_box_reserve():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    box_trace = next(t for t in b.figure.data if t.name.startswith("Box Reserve"))
    assert b.teacher_toggle.layout.display == "none" and not box_trace.visible
    assert "Box Reserve hidden" in b.forest.value
    hand_buttons(b)[0].click()
    assert "true risk" not in b.forecast.value


def test_the_teachers_board_shows_the_box_reserve_and_its_switch_hides_it():
    b = board(players=2, seats=["human", "greedy"], seed=1, teacher=True)
    box_trace = next(t for t in b.figure.data if t.name.startswith("Box Reserve"))
    assert b.teacher_toggle.layout.display == ""
    assert f"<b>{b.game.box_reserve}</b> (teacher view)" in b.forest.value
    assert box_trace.visible and list(box_trace.y) == [20]
    b.teacher_toggle.value = False
    assert "Box Reserve hidden" in b.forest.value and not box_trace.visible


def test_ruling_r7_reveal_box_shows_the_box_reserve_to_every_player():
    b = board(players=2, seats=["human", "greedy"], seed=1, reveal_box=True)
    assert f"Box Reserve <b>{b.game.box_reserve}</b> &middot;" in b.forest.value


def test_after_the_reveal_the_board_shows_this_rounds_cards_and_each_seats_demand():
    b = board(players=3, seats=["greedy", "human", "cooperative"], seed=6)
    play_button(b, b.game.seats[1].hand[0]).click()
    assert b.pending is not None
    outlook = b.game.forecast({b.game.current_player: b.pending})
    assert "Revealed in round 1:" in b.reveal.value and "last round" not in b.reveal.value
    chosen = {**{s: c for s, (c, _) in b.game.choices.items()}, b.game.current_player: b.pending.args[0]}
    for seat, card in chosen.items():
        assert card in b.reveal.value and f"Demand: {count(outlook['demands'][seat], 'cedar')}" in b.reveal.value
    b.resolve_button.click()
    assert "Revealed in round 1 (last round)" in b.reveal.value


def test_the_forecast_says_why_its_health_differs_from_the_header_when_a_burst_is_counted():
    b = board(players=2, seats=["human", "greedy"], seed=2)
    with b.game.edit():
        b.game.aggressive = True
        b.game.seats[0].patience = 3
        b.game.health = 6
    b.refresh()
    plain = next(
        name
        for name in b.game.seats[0].hand
        if not b.game.cards[name].health and b.game.cards[name].type != "dual_mode"
    )
    play_button(b, plain).click()
    outlook = b.game.forecast({b.game.current_player: b.pending})
    assert f"The dice roll at Health {outlook['health']}, not the 6 shown above" in b.forecast.value
    assert "burst -3 (one per Patience token)" in b.forecast.value


def test_each_card_in_the_hand_shows_its_own_risk_before_it_is_chosen():
    b = board(players=2, seats=["human", "greedy"], seed=5)
    with b.game.edit():
        b.game.forest_deck, b.game.box_reserve, b.game.health = 1, 49, 5
    b.refresh()
    for column, name in zip(b.hand.children, dict.fromkeys(b.game.seats[0].hand)):
        rolls = b.game.harvest_value(0, name) - 1
        if rolls > 0:
            risk = forestnb.humbaba.collapse_probability(rolls, health=5)
            assert f"{rolls} die roll(s) on its own, collapse {chance(float(risk), 0)}" in column.children[0].value
    with b.game.edit():
        b.game.forest_deck, b.game.box_reserve = 30, 20
    b.refresh()
    assert all("fits in the Forest Deck" in column.children[0].value for column in b.hand.children)


def test_a_card_held_twice_shows_as_two():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    first, second = list(dict.fromkeys(b.game.seats[0].hand))[:2]
    with b.game.edit(check=False):
        b.game.seats[0].hand = [first, first, second]
    b.refresh()
    pictures = [column.children[0].value for column in b.hand.children]
    assert len(pictures) == 2 and "&times;2" in pictures[0] and "&times;" not in pictures[1]


def test_no_button_label_is_cut_short():
    b = board(
        players=3, seats=["human", "greedy", "cooperative"], seed=1, archetypes=["merchant", "woodcutter", "steward"]
    )
    with b.game.edit(check=False):
        b.game.seats[0].hand = ["Buy Out", "Timber Contract"]
    b.refresh()
    for button in hand_buttons(b):
        assert button.description == "Play this card" and button.tooltip.startswith("play ")
    target = b.hand.children[0].children[1]
    assert target.style.description_width == "48px"
    for button in (b.pass_button, b.defect_button, b.confirm_defect, b.teacher_toggle):
        assert button.layout.width == "auto", button.description


def test_a_negative_seed_gets_a_plain_message():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    b.seed_input.value = -4
    b.new_button.click()
    assert "from 0 up" in b.message.value and "Something went wrong" not in b.message.value
    assert b.game.seed == 1


def test_a_failing_callback_shows_a_message_and_the_game_is_not_lost(monkeypatch):
    b = board(players=2, seats=["human", "greedy"], seed=1)
    before = json.dumps(b.game.snapshot())

    def broken(*_):
        raise RuntimeError("the saw broke")

    monkeypatch.setattr(b, "_choose", broken)
    hand_buttons(b)[0].click()
    assert "the saw broke" in b.message.value and "as it was" in b.message.value
    assert json.dumps(b.game.snapshot()) == before


def test_seats_must_match_the_player_count():
    with pytest.raises(ValueError, match="one entry per player"):
        board(players=3, seats=["human", "greedy"])


def test_the_forecast_names_each_revealed_card_that_moves_health_before_the_dice():
    b = board(players=2, seats=["human", "greedy"], seed=2)
    with b.game.edit():
        b.game.aggressive = True
    b.refresh()
    play_button(b, "Velvet Glove").click()
    outlook = b.game.forecast({b.game.current_player: b.pending})
    assert [change["source"] for change in outlook["health_changes"]] == ["Velvet Glove (Aggressive)", "Clear-Cut"]
    assert "(Velvet Glove (Aggressive) -1, Clear-Cut -2)" in b.forecast.value


def test_a_players_log_is_their_seats_own_and_says_so():
    b = board(players=2, seats=["human", "greedy"], seed=1)
    b.auto_button.click()
    assert "Log: what Seat 0 sees" in b.log_view.value and "Teacher only" not in b.log_view.value
    assert b.log_view.value.count("Forest Die") == " ".join(b.game.log).count("Forest Die")


def test_hot_seat_shows_only_what_everyone_sees_behind_the_gate():
    b = board(players=2, seats=["human", "human"], seed=4)
    assert "Log: what everyone at the table sees" in b.log_view.value
    b.pass_button.click()
    assert "Log: what Seat 0 sees" in b.log_view.value
    hand_buttons(b)[0].click()
    assert "Log: what everyone at the table sees" in b.log_view.value
    b.pass_button.click()
    assert "Log: what Seat 1 sees" in b.log_view.value


def test_a_table_of_bots_shows_every_seats_secrets_and_the_teachers_board_the_box_reserve_too():
    bots = board(players=2, seats=["greedy", "random"], seed=1)
    assert "secrets (a table of bots)" in bots.log_view.value and "Teacher only" not in bots.log_view.value
    teacher = board(players=2, seats=["human", "greedy"], seed=1, teacher=True)
    assert "(teacher view)" in teacher.log_view.value
    assert "Teacher only: the Box Reserve holds 20" in teacher.log_view.value
    teacher.teacher_toggle.value = False
    assert "Log: what Seat 0 sees" in teacher.log_view.value and "Teacher only" not in teacher.log_view.value
