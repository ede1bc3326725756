"""A replay keeps the first game, a second replay of a table gives the same replay, and the export
holds both games and the seconds each decision took."""

from __future__ import annotations

import json

import pytest
from seated import seat_students

import forestnb
from forestnb.classroom import ClassStore, debrief
from forestnb.classroom import store as store_module
from forestnb.core.face import face_of


class Clock:
    """``time.time`` for the store, moved on by hand, so a decision's seconds are known exactly."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    ticking = Clock()
    monkeypatch.setattr(store_module.time, "time", ticking)
    return ticking


@pytest.fixture
def store(tmp_path):
    return ClassStore.create(tmp_path / "class.sqlite", "7B")[0]


def test_replaying_a_table_twice_replays_it_once(store):
    table = store.add_table(["greedy", "cooperative", "greedy", "random"], seed=5, game="humbaba")
    first = store.replay_table(table)
    assert store.replay_table(table) == first  # the double click
    assert [info["id"] for info in store.tables()] == [first]
    assert len(store.tables(include_retired=True)) == 2


def test_the_first_game_stays_in_the_class_file(store):
    table = store.add_table(["greedy", "cooperative", "greedy", "random"], seed=5, game="humbaba")
    played = store.replay(table).to_json()
    again = store.replay_table(table)
    assert store.table(table)["retired"] and store.replay(table).to_json() == played
    numbers = debrief.games_by_number(store)
    assert [[info["id"] for info, _game in rows] for rows in numbers.values()] == [[table], [again]]
    assert debrief.game_numbers(store) == {table: 1, again: 2}


def test_a_turn_by_turn_decision_takes_the_seconds_since_the_move_before(store, clock):
    table = store.add_table(["steady", None, "steady"], seed=2, game="cardswild")
    device = seat_students(store, table)[1]
    clock.now += 7.5
    game = store.replay(table)
    store.play(device, str(game.legal_actions()[0]), table_id=table, move=len(game.history))
    *bots, student = store.decisions(table)
    assert bots and {move["bot"] for move in bots} == {"steady"} and bots[0]["seconds"] == 0
    assert student["seconds"] == 7.5 and student["bot"] is None and not student["forced"]


def test_a_secret_pick_keeps_the_time_it_was_made(store, clock):
    """Seat 1 picks at once, seat 0 after 12 s: the engine takes seat 0's pick first, yet each
    pick's time is its own, counted from the start of the round."""
    table = store.add_table([None, None, "cooperative", "cooperative"], seed=3, game="humbaba")
    devices = seat_students(store, table)
    picks = face_of("humbaba").picks
    game = store.replay(table)
    clock.now += 4
    store.pick(devices[1], [picks.options(game, 1).actions[0]], table_id=table, round=picks.round(game))
    clock.now += 12
    store.pick(devices[0], [picks.options(game, 0).actions[0]], table_id=table, round=picks.round(game))
    by_seat = {move["seat"]: move for move in store.decisions(table)}
    assert by_seat[0]["seconds"] == 16 and by_seat[1]["seconds"] == 4


def test_the_export_holds_both_games_and_every_decisions_time(store):
    table = store.add_table(["greedy", None, "greedy"], seed=4, game="forest")
    device = seat_students(store, table)[1]
    game = store.replay(table)
    store.play(device, str(game.legal_actions()[0]), table_id=table, move=len(game.history))
    again = store.replay_table(table)
    moves = debrief.moves_frame(store)
    assert list(moves.columns) == list(debrief.MOVE_COLUMNS)
    assert set(moves["game_number"]) == {1, 2} and not moves["forced"].any()
    assert (moves["seconds"] >= 0).all() and set(moves["by"]) == {"student", "greedy"}
    frame = debrief.games_frame(store)
    assert list(frame["game_number"]) == [1, 2] and list(frame["replay_of"].fillna(0)) == [0, table]
    saves = json.loads(debrief.export_games(store))["games"]
    assert [save["classroom"]["game_number"] for save in saves] == [1, 2]
    assert len(saves[0]["classroom"]["moves"]) == len(forestnb.load_game(json.dumps(saves[0])).history)
    assert saves[1]["classroom"]["table_id"] == again
