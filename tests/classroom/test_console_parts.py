"""The teacher console's parts that need no browser: a game's options as form controls (every
declared option with a range, a flag or choices is offered; the rest keep the rules' value), and
who a table is waiting on, and since when."""

from __future__ import annotations

import pytest
from seated import seat_students

from forestnb.classroom import ClassStore, PausedError
from forestnb.classroom.option_controls import changed, control_kind, kept, offered
from forestnb.classroom.seatview import seat_screen
from forestnb.classroom.still_choosing import still_choosing
from forestnb.core.registry import game_class, games
from forestnb.humbaba.face import pick_options


@pytest.mark.parametrize("game", games())
def test_every_declared_option_is_a_control_or_kept_at_the_rules_value(game):
    names = sorted(option.name for option in offered(game) + kept(game))
    assert names == sorted(option.name for option in game_class(game).declared_options)
    assert all(option.check is not None and option.knob is None for option in kept(game))


def test_the_controls_match_the_options_kinds():
    kinds = {option.name: control_kind(option) for option in offered("humbaba")}
    assert kinds["reveal_box"] == "flag" and kinds["box_size"] == "whole" and "archetypes" not in kinds
    assert {option.name: control_kind(option) for option in offered("cardswild")} == {
        "reverse": "flag",
        "match_games": "whole",
        "without": "choices",
    }


def test_a_table_is_made_with_the_options_changed_from_the_rules_only(tmp_path):
    values = {"reveal_box": True, "box_size": 20, "starting_health": 4}
    assert changed("humbaba", values) == {"reveal_box": True, "starting_health": 4}
    assert changed("cardswild", {"without": [], "match_games": 3}) == {"match_games": 3}
    store, _ = ClassStore.create(tmp_path / "c.sqlite")
    store.add_table([None, None], seed=1, game="cardswild", options=changed("cardswild", {"match_games": 3}))


def test_a_table_waits_on_each_student_yet_to_pick_since_its_last_move(tmp_path):
    store, _ = ClassStore.create(tmp_path / "c.sqlite")
    table = store.add_table([None, None, "greedy"], seed=2, game="humbaba")
    first, _second = seat_students(store, table)[:2]
    made = store.waiting_since(table)
    info, game = store.table(table), store.replay(table)
    assert still_choosing(info, game, set()) == [0, 1]
    store.pick(first, [pick_options(game, 0).actions[0]], table_id=table, round=game.round)
    assert still_choosing(store.table(table), store.replay(table), set(store.waiting_seats(table))) == [1]
    assert store.waiting_since(table) >= made


def test_a_turn_game_waits_on_the_seat_to_move_unless_a_bot_plays_it(tmp_path):
    store, _ = ClassStore.create(tmp_path / "c.sqlite")
    table = store.add_table([None, None], seed=2, game="forest")
    game = store.replay(table)
    assert still_choosing(store.table(table), game, set()) == [game.current_player]
    store.set_bot(table, game.current_player, "random")
    game = store.replay(table)
    waiting = still_choosing(store.table(table), game, set())
    assert waiting == [] or store.table(table)["seats"][waiting[0]]["bot"] is None


def test_a_paused_class_refuses_moves_and_picks_and_its_bots_wait_until_it_resumes(tmp_path):
    store, _ = ClassStore.create(tmp_path / "c.sqlite")
    humbaba = store.add_table([None, "greedy", "greedy"], seed=2, game="humbaba")
    forest = store.add_table(["random", None], seed=3, game="forest")
    picker = seat_students(store, humbaba)[0]
    mover = seat_students(store, forest)[1]
    store.pause(True)
    assert store.paused()
    game = store.replay(humbaba)
    with pytest.raises(PausedError, match="paused the game"):
        store.pick(picker, [pick_options(game, 0).actions[0]], table_id=humbaba, round=game.round)
    turn = store.replay(forest)
    with pytest.raises(PausedError, match="paused the game"):
        store.play(mover, seat_screen(store, mover)["actions"][0], table_id=forest, move=len(turn.history))
    before = store.log_length(forest)
    store.set_bot(forest, 1, "random")  # a bot given the seat waits too
    assert store.log_length(forest) == before
    store.pause(False)
    assert not store.paused() and store.log_length(forest) > before
    store.pick(picker, [pick_options(game, 0).actions[0]], table_id=humbaba, round=game.round)
