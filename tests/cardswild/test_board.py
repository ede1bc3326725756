"""The Cardswild board, driven headlessly as a person would: clicks and values, checked against the engine."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import forestnb
from forestnb.cardswild.scenes import READY_SMALL, lay_out

board = forestnb.cardswild.board


def move_buttons(b):
    """Every legal-move button on the board, by its tooltip (the action's words)."""
    return {button.tooltip: button for row in b.moves.children for button in row.children[1:]}


def group_of(b, label):
    row = next(row for row in b.moves.children if label in row.children[0].value)
    return [button.tooltip for button in row.children[1:]]


def shown_lights(b, seat):
    """The lights drawn in a seat's hunt area, as {light: on}."""
    area = re.search(rf'data-seat="{seat}".*?(?=data-seat=|$)', b.areas.value, re.S).group(0)
    return {name: on == "true" for name, on in re.findall(r'data-light="([^"]+)" data-on="(\w+)"', area)}


def test_the_engine_does_not_import_widgets_or_plotly():
    code = (
        "import forestnb, sys; forestnb.play('cardswild', ['steady'] * 2, seed=1); "
        "print('ipywidgets' in sys.modules or 'plotly' in sys.modules)"
    )
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )


def test_a_new_board_shows_the_seed_the_table_every_area_and_the_humans_hand():
    b = board(players=4, seed=3)
    view = b.game.view(0)
    assert b.game.seed == 3 and b.seed_input.value == 3
    assert "seed 3" in b.status.value and "Seat 0 (human) draws" in b.status.value
    assert f"Draw pile <b>{view['draw_pile_size']}</b>" in b.table.value and view["discard_top"] in b.table.value
    assert "Season <b>1</b>" in b.table.value and "passes to the <b>left</b>" in b.table.value
    assert b.areas.value.count("data-seat=") == 4 and "Grouse" in b.areas.value and "0/4" in b.areas.value
    assert b.hand.value.count("forestnb-card") == len(view["hand"])
    assert "Seat 1 (steady bot)" in b.areas.value and "Seat 2 (aggressive bot)" in b.areas.value


def test_only_legal_actions_get_buttons_grouped_by_draw_play_and_discard():
    b = board(players=3, seats=["human", "steady", "aggressive"], seed=5)
    assert set(move_buttons(b)) == {str(a) for a in b.game.legal_actions()}
    assert group_of(b, "Draw") == [str(a) for a in b.game.legal_actions()]
    move_buttons(b)["draw a card from the draw pile"].click()
    legal = b.game.legal_actions()
    assert set(move_buttons(b)) == {str(a) for a in legal}
    assert group_of(b, "Discard") == [str(a) for a in legal if a.kind == "discard"]
    assert all("forestnb-play" in button._dom_classes for button in move_buttons(b).values())


def test_a_human_move_applies_the_action_and_the_bots_play_until_the_humans_next_decision():
    b = board(players=3, seats=["human", "steady", "aggressive"], seed=5)
    move_buttons(b)["draw a card from the draw pile"].click()
    assert b.game.history[-1].kind == "draw" and b.game.current_player == 0 and b.game.phase == "play"
    discard = next(action for action in b.game.legal_actions() if action.kind == "discard")
    move_buttons(b)[str(discard)].click()
    assert b.game.history[1] == discard
    turns = [a for a in b.game.history if a.kind not in ("draw", "take")]
    assert len(turns) == 3 and b.game.current_player == 0 and b.game.phase == "draw", "both bots took their turns"


def test_a_trouble_target_is_just_a_legal_action_and_a_giddyup_is_lit_up():
    b = board(players=2, seats=["human", "steady"], seed=2)
    lay_out(b.game, hands={0: ["Bad Weather"], 1: ["Shelter"]}, seat=0, phase="play")
    b.refresh()
    assert "play Bad Weather on Seat 1" in group_of(b, "Play")
    move_buttons(b)["play Bad Weather on Seat 1"].click()
    assert "Shelter" in b.game.areas[1].safes
    assert "Giddyup!" in b.giddyup.value and "#fff3b0" in b.giddyup.value, "the Giddyup is highlighted"
    assert b.game.view(0)["last_giddyup"]["defender"] == 1


def test_the_requirement_lights_shown_match_the_view():
    b = board(players=2, seats=["human", "steady"], seed=4)
    lay_out(
        b.game,
        areas={0: {**READY_SMALL, "trophies": {"Grouse": 4, "Rabbit": 3}}, 1: {"trouble": "Nightfall"}},
        seat=0,
        phase="play",
    )
    b.refresh()
    for seat, player in enumerate(b.game.view(0)["players"]):
        shown = shown_lights(b, seat)
        assert shown and all(player["lights"][name] == on for name, on in shown.items())
    assert shown_lights(b, 0)["Big Bullets"] is False, "the next species (Deer) needs Big Bullets"
    assert shown_lights(b, 1) == {"Daylight": False, "License": False, "Small Bullets": False, "No Trouble": False}
    assert "Nightfall" in b.areas.value


def test_hot_seat_hides_each_hand_until_its_player_is_ready():
    b = board(players=2, seats=["human", "human"], seed=4)
    assert b.hand.value == "" and b.moves.children == () and b.pass_button.layout.display == ""
    assert "Pass the device to <b>Seat 0" in b.prompt.value
    b.pass_button.click()
    assert "forestnb-card" in b.hand.value and move_buttons(b)
    move_buttons(b)["draw a card from the draw pile"].click()
    assert b.hand.value != "", "the hand stays shown for the second decision of the same turn"
    next(button for text, button in move_buttons(b).items() if text.startswith("discard")).click()
    assert b.game.current_player == 1 and b.hand.value == "", "seat 1 must not see seat 0's hand"
    b.pass_button.click()
    assert "Seat 1 (human)" in b.prompt.value and b.hand.value.count("forestnb-card") == len(b.game.hands[1])


def test_next_step_plays_one_bot_turn_at_a_time():
    b = board(players=3, seats=["steady", "aggressive", "steady"], seed=8)
    assert b.game.history == [], "a table of bots waits to be watched"
    b.step_button.click()
    assert b.game.current_player == 1 and len(b.game.history) == 2


def test_auto_play_finishes_the_game_and_disables_the_controls():
    b = board(players=4, seed=3)
    status = b.status.value
    b.auto_button.click()
    assert b.game.is_over() and b.status.value != status and "Game over" in b.status.value
    assert b.step_button.disabled and b.auto_button.disabled and b.moves.children == ()
    assert "steady bot played for human seat(s) [0]" in b.message.value
    bars = {trace.name: list(trace.y) for trace in b.figure.data}
    assert bars["Seat 0"] == [b.game.areas[0].trophies[s] for s in ("Grouse", "Rabbit", "Deer", "Elk", "Bear")]


def test_new_game_uses_the_seed_in_the_box():
    b = board(players=2, seats=["human", "steady"], seed=1)
    b.auto_button.click()
    b.seed_input.value = 99
    b.new_button.click()
    assert b.game.seed == 99 and not b.game.is_over() and b.game.history == []
    assert "seed 99" in b.status.value and not b.auto_button.disabled


def test_a_failing_callback_shows_a_message_and_the_game_is_not_lost(monkeypatch):
    b = board(players=2, seats=["human", "steady"], seed=1)
    before = json.dumps(b.game.snapshot())

    def broken():
        raise RuntimeError("the rifle jammed")

    monkeypatch.setattr(b, "_run_bots", broken)
    move_buttons(b)["draw a card from the draw pile"].click()
    assert "the rifle jammed" in b.message.value and "as it was" in b.message.value
    assert json.dumps(b.game.snapshot()) == before, "the half-made move was undone"
    assert "draw a card from the draw pile" in move_buttons(b)


def test_seats_must_match_the_player_count():
    with pytest.raises(ValueError, match="one entry per player"):
        board(players=3, seats=["human", "steady"])


def test_the_browser_is_sent_the_chart_as_it_is_now():
    b = board(players=2, seats=["steady", "steady"], seed=6)
    b.auto_button.click()
    sent = {trace["name"]: trace["y"] for trace in b.chart.spec["data"]}
    assert sent["Seat 0"] == [b.game.areas[0].trophies[s] for s in ("Grouse", "Rabbit", "Deer", "Elk", "Bear")]


def test_a_negative_seed_gets_a_plain_message():
    b = board(players=2, seats=["human", "steady"], seed=1)
    b.seed_input.value = -2
    b.new_button.click()
    assert "from 0 up" in b.message.value and "Something went wrong" not in b.message.value and b.game.seed == 1


def test_the_log_names_the_humans_own_draws_and_no_one_elses():
    b = board(players=2, seats=["human", "steady"], seed=3)
    move_buttons(b)["draw a card from the draw pile"].click()
    drawn = b.game.hands[0][-1]
    assert "Log: what Seat 0 sees" in b.log_view.value
    assert "Seat 0 is dealt" in b.log_view.value and f"Seat 0 draws {drawn} (seen by Seat 0 alone)." in b.log_view.value
    next(iter(move_buttons(b).values())).click()
    assert "Seat 1 draws a card from the draw pile." in b.log_view.value or "Seat 1 takes" in b.log_view.value
    assert "Seat 1 is dealt" not in b.log_view.value and "(seen by Seat 1 alone)" not in b.log_view.value
