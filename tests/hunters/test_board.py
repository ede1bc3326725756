"""The Forest Hunters board, driven headlessly as a person would: clicks and values, checked against the engine.

The situations a test needs (a hand trap to spring, a combination on the field) are reached by
playing, not arranged: the board may only ever show what the engine really produces.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections import Counter

import pytest
from noted import fact

import forestnb
import forestnb.hunters.board  # noqa: F401  (the module is the factory: forestnb.hunters.board(...))
from forestnb.hunters.face import ORIGIN_WORDS

board = forestnb.hunters.board


def buttons(b):
    """Every legal-action button on the board."""
    return [button for row in b.moves.children for button in row.children[1:]]


def move_buttons(b):
    """The buttons by their tooltip (the action's words)."""
    return {button.tooltip: button for button in buttons(b)}


def group_of(b, label):
    row = next(row for row in b.moves.children if label in row.children[0].value)
    return [button.tooltip for button in row.children[1:]]


def offered(b):
    """What the buttons should be: every legal action, copies of one card in hand once."""
    legal = b.game.legal_actions()
    hand_moves = {str(a) for a in legal if a.kind in ("play", "pay", "trap")}
    return Counter(str(a) for a in legal if str(a) not in hand_moves) + Counter(hand_moves)


def side_html(b, index):
    return re.search(rf'data-side="{index}".*?(?=data-side=|$)', b.fields.value, re.S).group(0)


def click_until(b, wanted, rng, limit=600):
    """Click random legal buttons for the humans until ``wanted(b)``; True when it happened."""
    for _ in range(limit):
        if wanted(b):
            return True
        if b.game.is_over():
            return False
        if b.pass_button.layout.display == "":
            b.pass_button.click()
        rng.choice(buttons(b)).click()
    return False


def board_where(wanted, *, seats=("random", "human"), seeds=range(40), **options):
    """The first board (seed by seed) where random clicks by the humans reach ``wanted``."""
    for seed in seeds:
        b = board(players=len(seats), seats=list(seats), seed=seed, **options)
        if click_until(b, wanted, random.Random(seed)):
            return b
    pytest.fail("no seed reached the situation")


def pending_about(kind, seat=1):
    def wanted(b):
        pending = b.game.view(seat)["pending"]
        return bool(pending) and pending["seat"] == seat and pending["about"]["kind"] == kind

    return wanted


def test_the_engine_does_not_import_widgets_or_plotly():
    code = (
        "import forestnb, sys; forestnb.play('hunters', ['random'] * 2, seed=1); "
        "print('ipywidgets' in sys.modules or 'plotly' in sys.modules)"
    )
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )


def test_a_new_board_shows_the_seed_the_phase_every_field_and_only_the_humans_hand():
    b = board(seed=1)
    view = b.game.view(0)
    assert b.game.seed == 1 and b.seed_input.value == 1 and "forestnb-board" in b._dom_classes
    assert "seed 1" in b.status.value and "Round 1, turn 1" in b.status.value and "card phase" in b.status.value
    assert "Seat 0 (human)" in b.status.value and "3 plays left" in b.status.value
    assert b.fields.value.count("forestnb-side") == 2 and b.fields.value.count("forestnb-slot") == 12, (
        "6 empty zones a side"
    )
    assert b.fields.value.count("&#9829;") == 10, "five hearts each"
    for player in view["players"]:
        assert f"hand {player['hand_size']} &middot; deck {player['deck_size']}" in b.fields.value
        assert player["deck_name"] in b.fields.value
    assert b.hand.value.count("forestnb-card") == len(view["players"][0]["hand"])
    seat1_hand = {card["name"] for card in b.game.view(1)["players"][1]["hand"]}
    assert not any(f">{name}<" in b.hand.value for name in seat1_hand - {c["name"] for c in view["players"][0]["hand"]})
    assert "your card phase" in b.prompt.value


def test_only_legal_actions_get_buttons_grouped_as_a_turn_goes():
    b = board(seed=1)
    legal = b.game.legal_actions()
    assert Counter(button.tooltip for button in buttons(b)) == offered(b)
    assert group_of(b, "Play from your hand") == [str(a) for a in legal if a.kind == "play"]
    assert group_of(b, "Move on") == ["Go on to the battle phase"]
    assert all("forestnb-play" in button._dom_classes for button in buttons(b))
    assert buttons(b)[0].tooltip.startswith("Play "), "the first button plays a card (and writes to the log)"


def test_two_copies_in_hand_make_one_button_and_alike_actions_are_numbered():
    b = board(seats=["human", "random"], seed=7, decks=["Wolf Pack", "Grove Wardens"])
    plays = [a for a in b.game.legal_actions() if str(a) == "Play Grey Wolf"]
    assert len(plays) == 1, "copies in hand are one choice (the engine offers the first)"
    assert group_of(b, "Play from your hand").count("Play Grey Wolf") == 1


def test_a_human_move_applies_the_action_and_the_bots_play_until_the_humans_next_decision():
    b = board(seed=1)
    move_buttons(b)["Play Grey Wolf"].click()
    wolf = b.game.view(0)["sides"][0]["characters"][0]
    assert b.game.history[-1].kind == "play" and wolf["name"] == "Grey Wolf" and "Grey Wolf" in side_html(b, 0)
    assert f"BP {wolf['bp']} (printed {wolf['printed_bp']})" in side_html(b, 0)
    assert f"SHD {wolf['shd']} (printed {wolf['printed_shd']})" in side_html(b, 0)
    assert b.fields.value.count("forestnb-slot") == 11
    move_buttons(b)["Go on to the battle phase"].click()
    move_buttons(b)["End the turn"].click()
    assert b.game.current_player == 0 and b.game.view(0)["turn"] == 3, "the bot played its whole turn"
    assert "Round 2, turn 3" in b.status.value


def test_a_whole_game_played_through_the_buttons_only_ever_offers_legal_actions():
    b = board(seats=["human", "random"], seed=5)
    rng = random.Random(5)
    clicks = 0
    while not b.game.is_over():
        assert Counter(button.tooltip for button in buttons(b)) == offered(b)
        rng.choice(buttons(b)).click()
        clicks += 1
        assert b.game.invariant_violations() == [] and b.message.value == ""
    assert clicks > 20 and "Game over" in b.status.value
    assert b.step_button.disabled and b.auto_button.disabled and b.moves.children == () and b.prompt.value == ""


def test_a_hand_trap_window_is_a_prominent_prompt_and_springing_the_trap_cancels():
    b = board_where(pending_about("support"), decks=["Wolf Pack", "Trap Line"])
    pending = b.game.view(1)["pending"]
    assert "forestnb-pending" in b.prompt.value and "use a hand trap to cancel" in b.prompt.value
    assert pending["prompt"].replace("'", "&#x27;") in b.prompt.value
    assert [row.children[0].value for row in b.moves.children] == ["<b>Answer:</b>"]
    assert set(move_buttons(b)) == {str(a) for a in b.game.legal_actions()}
    trap = next(button for text, button in move_buttons(b).items() if text.startswith("Hand trap"))
    start = len(b.game.log)
    trap.click()
    log = "\n".join(b.game.log[start:])
    assert "a hand trap!" in log and "cancels the support card" in log


def test_a_you_can_effect_asks_and_no_declines_it():
    b = board_where(
        lambda b: pending_about("effect", 0)(b) and b.game.view(0)["pending"]["about"]["stage"] == "choose",
        seats=("human", "random"),
    )
    assert "use this effect?" in b.prompt.value and set(move_buttons(b)) >= {"No"}
    start = len(b.game.log)
    move_buttons(b)["No"].click()
    assert fact(b.game.events[start]) == ("FH-effect", 0, {}) and not b.game.view(0)["pending"]


def test_cards_on_the_field_show_their_numbers_and_what_lies_beneath():
    def stacked(b):
        return any(unit["under"] for side in b.game.view(0)["sides"] for unit in side["characters"])

    for seed in range(60):
        b = board(seats=["random", "random"], seed=seed, decks=["Grove Wardens", "Wolf Pack"])
        while not b.game.is_over() and not stacked(b):
            b.step_button.click()
        if stacked(b):
            break
    else:
        pytest.fail("no combination or capture in 60 games")
    unit = next(u for side in b.game.view(0)["sides"] for u in side["characters"] if u["under"])
    shown = b.fields.value
    assert (
        f"BP {unit['bp']} (printed {unit['printed_bp']})" in shown
        and f"SHD {unit['shd']} (printed {unit['printed_shd']})" in shown
    )
    beneath = ", ".join(f"{m['name']} ({ORIGIN_WORDS[m['from']]})" for m in unit["under"])
    assert f"Beneath: {beneath}" in shown


def test_hot_seat_hides_each_hand_and_face_down_discards_until_its_player_is_ready():
    b = board(seats=["human", "human"], seed=4)
    assert b.hand.value == "" and b.moves.children == () and b.pass_button.layout.display == ""
    assert "Pass the device to <b>Seat 0" in b.prompt.value
    b.pass_button.click()
    assert "Seat 0 (human): your hand" in b.hand.value and buttons(b)
    while b.game.current_player == 0:
        move = next((t for t in move_buttons(b) if t.startswith("Play ")), None) or list(move_buttons(b))[-1]
        move_buttons(b)[move].click()
    assert b.hand.value == "" and b.moves.children == (), "seat 1 must not see seat 0's hand"
    b.pass_button.click()
    assert "Seat 1 (human): your hand" in b.hand.value
    assert b.hand.value.count("forestnb-card") == b.game.view(1)["players"][1]["hand_size"]


def test_face_down_discards_are_backs_to_the_other_side():
    def buried(b):
        return any(not entry["face_up"] for side in b.game.view(0)["sides"] for entry in side["discard"])

    for seed in range(60):
        b = board(seats=["human", "random"], seed=seed, decks=["Night Watch", "Trap Line"])
        b.auto_button.click()
        if buried(b):
            break
    else:
        pytest.fail("no face-down discard in 60 games")
    for index, side in enumerate(b.game.view(0)["sides"]):
        hidden = sum(not entry["face_up"] for entry in side["discard"])
        shown = side_html(b, index)
        if 0 in side["seats"]:
            assert shown.count("(face down)") == hidden and "forestnb-back" not in shown
        else:
            assert shown.count("forestnb-back") == hidden


def test_in_a_team_game_a_partners_face_down_discards_are_backs_ruling_h14():
    def partner_gave_one_up(b):
        return any(not up and b.game.owner[card] == 2 for card, up in b.game.sides[0].discard)

    b = board_where(partner_gave_one_up, seats=("human", "random", "random", "random"), teams=True, seeds=range(60))
    discard = b.game.view(0)["sides"][0]["discard"]
    shown = side_html(b, 0)
    assert shown.count("forestnb-back") == sum(not entry["face_up"] and "name" not in entry for entry in discard) > 0
    assert shown.count("(face down)") == sum(not entry["face_up"] and "name" in entry for entry in discard)


def test_next_step_plays_one_bot_turn_at_a_time():
    b = board(seats=["random", "random"], seed=8)
    assert b.game.history == [], "a table of bots waits to be watched"
    b.step_button.click()
    assert b.game.view(0)["turn"] == 2 or b.game.current_player == 1


def test_auto_play_finishes_the_game_draws_the_hearts_and_disables_the_controls():
    b = board(seed=3)
    status = b.status.value
    b.auto_button.click()
    assert b.game.is_over() and b.status.value != status and "Game over" in b.status.value
    assert b.step_button.disabled and b.auto_button.disabled and b.moves.children == ()
    assert "careful bot played for human seat(s) [0]" in b.message.value
    lines = {trace.name: list(trace.y) for trace in b.figure.data}
    assert [lines["Seat 0"][-1], lines["Seat 1"][-1]] == b.game.scores()
    assert lines["Seat 0"][0] == lines["Seat 1"][0] == 5
    assert list(b.figure.data[0].x) == sorted(set(b.figure.data[0].x)), "one point per turn"


def test_new_game_uses_the_seed_in_the_box():
    b = board(seed=1)
    b.auto_button.click()
    b.seed_input.value = 99
    b.new_button.click()
    assert b.game.seed == 99 and not b.game.is_over() and "seed 99" in b.status.value and not b.auto_button.disabled
    assert len(b.figure.data[0].x) == 1


def test_a_stale_button_is_refused_on_the_board_and_changes_nothing():
    b = board(seed=1)
    stale = move_buttons(b)["Play Grey Wolf"]
    stale.click()
    before = json.dumps(b.game.snapshot())
    stale.click()
    assert "Not allowed" in b.message.value and json.dumps(b.game.snapshot()) == before


def test_a_failing_callback_shows_a_message_and_the_game_is_not_lost(monkeypatch):
    b = board(seed=1)
    move_buttons(b)["Go on to the battle phase"].click()
    before, timeline = json.dumps(b.game.snapshot()), b.timeline

    def broken():
        raise RuntimeError("the bowstring snapped")

    monkeypatch.setattr(b, "_run_bots", broken)
    move_buttons(b)["End the turn"].click()
    assert "the bowstring snapped" in b.message.value and "as it was" in b.message.value
    assert json.dumps(b.game.snapshot()) == before and b.timeline == timeline, "the half-made move was undone"
    assert "End the turn" in move_buttons(b)


def test_seats_must_match_the_player_count():
    with pytest.raises(ValueError, match="one entry per player"):
        board(players=3, seats=["human", "random"])


def test_three_players_and_teams_draw_every_side():
    b = board(players=3, seed=2)
    assert b.fields.value.count("forestnb-side") == 3 and b.fields.value.count("&#9829;") == 12, "four hearts each"
    teams = board(players=4, seats=["human", "random", "random", "random"], seed=2, teams=True)
    assert teams.fields.value.count("forestnb-side") == 2 and teams.fields.value.count("forestnb-slot") == 20
    assert teams.fields.value.count("forestnb-player") == 4
    teams.auto_button.click()
    assert "Game over" in teams.status.value


def test_the_browser_is_sent_the_chart_as_it_is_now():
    b = board(seats=["random", "random"], seed=6)
    b.auto_button.click()
    sent = {trace["name"]: trace["y"] for trace in b.chart.spec["data"]}
    assert sent["Seat 0"][-1] == b.game.scores()[0]


def test_the_log_says_a_heal_at_full_hearts_changes_nothing_never_from_5_to_5():
    b = board(seats=["beatdown", "careful"], seed=0, decks=["Wolf Pack", "Grove Wardens"])
    b.auto_button.click()
    lines = [str(line) for line in b.game.log]
    assert any("the most a player may have, so nothing changes" in line for line in lines)
    for line in lines:
        moved = re.search(r"goes from (\d+) to (\d+) hearts", line)
        assert not moved or moved.group(1) != moved.group(2), line


def test_a_negative_seed_gets_a_plain_message():
    b = board(seats=["human", "careful"], seed=1)
    b.seed_input.value = -7
    b.new_button.click()
    assert "from 0 up" in b.message.value and "Something went wrong" not in b.message.value and b.game.seed == 1
