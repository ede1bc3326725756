"""The class store: one move per move number under races, crash-safe writes, replay, clear refusals."""

from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3

import pytest
from racing import attempt, race_threads
from seated import seat_students

import forestnb
from forestnb.classroom import (
    ClassError,
    ClassFileError,
    ClassStore,
    IllegalMoveError,
    ServerRunningError,
    StaleActionError,
    WrongKeyError,
)
from forestnb.classroom import store as store_module
from forestnb.humbaba.face import pick_options

HUMANS = [None, None, None, None]


@pytest.fixture
def made(tmp_path):
    store, key = ClassStore.create(tmp_path / "class.sqlite", "7B")
    return store, key


def first_play(store: ClassStore, table_id: int) -> str:
    game = store.replay(table_id)
    return str(next(a for a in game.legal_actions() if a.kind == "play"))


# -- races: exactly one move lands ---------------------------------------------------------------
def test_threads_racing_for_one_move_give_exactly_one_move(made):
    store, _ = made
    table = store.add_table(HUMANS, seed=3, game="humbaba")
    action = first_play(store, table)
    assert race_threads(8, lambda: store.append(table, 0, action)) == ["moved"] + ["stale"] * 7
    assert store.log_length(table) == 1


def _append_in_process(path: str, table: int, action: str, barrier, results) -> None:
    store = ClassStore(path)
    barrier.wait()
    results.put(attempt(lambda: store.append(table, 0, action)))


def test_processes_racing_for_one_move_give_exactly_one_move(made):
    store, _ = made
    table = store.add_table(HUMANS, seed=4, game="humbaba")
    action = first_play(store, table)
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(4), context.Queue()
    workers = [
        context.Process(target=_append_in_process, args=(str(store.path), table, action, barrier, results))
        for _ in range(4)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
    assert sorted(results.get(timeout=5) for _ in workers) == ["moved", "stale", "stale", "stale"]
    assert store.log_length(table) == 1


def test_clicks_racing_for_one_seat_leave_one_waiting_pick(made):
    store, _ = made
    table = store.add_table(HUMANS, seed=5, game="humbaba")
    seat3 = seat_students(store, table)[3]
    card = pick_options(store.replay(table), 3).actions[0]
    assert race_threads(6, lambda: store.pick(seat3, [card], table_id=table, round=1)) == ["moved"] * 6
    assert store.pending_pick(seat3) == [card]
    assert store.log_length(table) == 0  # seat 0 has not chosen, so seat 3's pick waits, secret


def test_a_pick_may_be_changed_until_every_seat_has_chosen(made):
    store, _ = made
    table = store.add_table([None, None, "greedy"], seed=5, game="humbaba")
    first, second = seat_students(store, table)[:2]
    options = pick_options(store.replay(table), 0).actions
    store.pick(first, [options[0]], table_id=table, round=1)
    store.pick(first, [options[-1]], table_id=table, round=1)  # changed her mind
    assert store.pending_pick(first) == [options[-1]] and store.log_length(table) == 0
    store.pick(second, [pick_options(store.replay(table), 1).actions[0]], table_id=table, round=1)
    game = store.replay(table)
    assert game.round == 2 and str(game.history[0]) == options[-1]
    with pytest.raises(StaleActionError, match="round 1 is over"):
        store.pick(first, [options[0]], table_id=table, round=1)


# -- a write killed half way -----------------------------------------------------------------------
def _die_inside_write(path: str, table: int, action: str, when: str) -> None:
    if when == "after the move":
        store_module._settle = lambda connection, table_id: os._exit(3)
    else:  # part of the way through a settle that applies several moves
        real, calls = store_module._append, []

        def append_then_die(*args, **kwargs):
            calls.append(1)
            if len(calls) == 3:
                os._exit(3)
            real(*args, **kwargs)

        store_module._append = append_then_die
    ClassStore(path).append(table, 0, action)


@pytest.mark.parametrize("when", ["after the move", "between bot moves"])
def test_a_write_killed_half_way_leaves_the_log_as_it_was(made, when):
    store, _ = made
    table = store.add_table([None, "greedy", "cooperative", "random"], seed=6, game="humbaba")
    action = first_play(store, table)
    before = store.replay(table).to_json()
    worker = multiprocessing.get_context("spawn").Process(
        target=_die_inside_write, args=(str(store.path), table, action, when)
    )
    worker.start()
    worker.join(60)
    assert worker.exitcode == 3
    assert store.log_length(table) == 0 and store.replay(table).to_json() == before
    store.append(table, 0, action)  # the class goes on
    game = store.replay(table)  # the move, then the bots in turn until the human's next turn
    assert game.round == 2 and game.current_player == 0 and store.log_length(table) == 7


# -- replay equals the live game ---------------------------------------------------------------------
def test_a_class_game_replays_to_the_game_played_live(made):
    """Students pick in reverse seat order (so picks wait, secret); a live game takes the same
    picks in engine order; the stored log replays to the identical game."""
    store, _ = made
    table = store.add_table(HUMANS, seed=11, options={"starting_health": 7}, game="humbaba")
    seat_codes = seat_students(store, table)
    live = forestnb.new_game("humbaba", players=4, seed=11, starting_health=7)
    bot = forestnb.make_bot("humbaba", "adaptive")
    rng = __import__("random").Random(1)
    while not live.is_over():
        harvest = live.round
        picks: dict[int, list[str]] = {seat: [] for seat in range(4)}
        while live.round == harvest and not live.is_over():
            seat = live.current_player
            picks[seat].append(str(bot.choose(live, seat, rng)))  # a flip, then a card, for the king
            live.apply(picks[seat][-1])
        for seat in reversed(range(4)):
            store.pick(seat_codes[seat], picks[seat], table_id=table, round=harvest)
    assert store.replay(table).to_json() == live.to_json()
    saved = [entry["action"] for entry in store.log(table)]
    assert saved == [a.to_json() for a in live.history]


def test_a_waiting_pick_is_kept_from_every_other_seat(made):
    store, _ = made
    table = store.add_table(HUMANS, seed=12, game="humbaba")
    seat_codes = seat_students(store, table)
    card = pick_options(store.replay(table), 2).actions[0]
    store.pick(seat_codes[2], [card], table_id=table, round=1)
    name = card.removeprefix("play ").split(",")[0]
    game = store.replay(table)
    for seat in (0, 1, 3):
        assert name not in json.dumps(game.view(seat))
        assert store.pending_pick(seat_codes[seat]) is None
    assert store.pending_pick(seat_codes[2]) == [card]


def test_bots_take_their_turns_through_the_store(made):
    store, _ = made
    table = store.add_table(["greedy", None, "cooperative", "random"], seed=13, game="humbaba")
    assert store.log_length(table) == 1  # the greedy bot in seat 0 moved; seat 1 is awaited
    store.set_bot(table, 1, "cooperative")  # the student is absent
    game = store.replay(table)
    assert game.is_over() and len(game.history) == store.log_length(table)


def test_replay_table_restarts_the_same_deal_with_the_same_students(made):
    store, _ = made
    table = store.add_table([None, "greedy"], seed=14, game="humbaba")
    (device, _bot) = seat_students(store, table)
    store.pick(device, [pick_options(store.replay(table), 0).actions[0]], table_id=table, round=1)
    again = store.replay_table(table)
    assert store.seating(device)["table_id"] == again and store.seating(device)["seat"] == 0
    assert store.log_length(again) == 0
    assert store.replay(again).view(0)["hand"] == forestnb.new_game("humbaba", players=2, seed=14).view(0)["hand"]
    assert [t["id"] for t in store.tables()] == [again]
    assert store.table(table)["seats"][0]["name"] == store.seating(device)["name"]  # game 1 keeps who played it


# -- bad input: a clear error, nothing lost ------------------------------------------------------------
def test_a_wrong_key_is_refused_whatever_is_typed(made):
    store, key = made
    store.check_key(key)
    for wrong in ("", key[:-1], None, "²", "é" * 30, "x" * 10_000):
        with pytest.raises(WrongKeyError, match="teacher key"):
            store.check_key(wrong)


@pytest.mark.parametrize(
    "seats, options, message",
    [
        ([None] * 5, {}, "2 to 4 players"),
        ([None, None], {"starting_health": 11}, "starting_health"),
        ([None, None], {"seneca": True}, "unknown option"),
        ([None, "saint"], {}, "unknown bot 'saint'"),
    ],
)
def test_invalid_table_options_are_refused(made, seats, options, message):
    store, _ = made
    with pytest.raises(ClassError, match=message):
        store.add_table(seats, seed=1, options=options, game="humbaba")
    assert store.tables() == []


def test_illegal_stale_and_replayed_moves_are_refused(made):
    store, _ = made
    table = store.add_table(HUMANS, seed=2, game="humbaba")
    seat_codes = seat_students(store, table)
    with pytest.raises(IllegalMoveError):
        store.append(table, 0, "play a card I do not hold")
    with pytest.raises(IllegalMoveError, match="not a card you may play"):
        store.pick(seat_codes[1], ["play Thinning, targeting Seat 9"], table_id=table, round=1)
    with pytest.raises(IllegalMoveError, match="only the Stranger-King"):
        store.pick(
            seat_codes[1],
            ["flip the Defection Token to Aggressive", pick_options(store.replay(table), 1).actions[0]],
            table_id=table,
            round=1,
        )
    with pytest.raises(StaleActionError, match="move 3 was already made|table is at move 0"):
        store.append(table, 3, first_play(store, table))
    with pytest.raises(StaleActionError, match="round 2 is over|round 1"):
        store.pick(seat_codes[0], [pick_options(store.replay(table), 0).actions[0]], table_id=table, round=2)
    assert store.log_length(table) == 0


def test_a_missing_or_foreign_file_is_refused(tmp_path):
    with pytest.raises(ClassFileError, match="does not exist"):
        ClassStore(tmp_path / "nothing.sqlite")
    text = tmp_path / "notes.sqlite"
    text.write_text("not a database at all")
    with pytest.raises(ClassFileError, match="not an SQLite database"):
        ClassStore(text)
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE birds (name TEXT)").connection.commit()
    with pytest.raises(ClassFileError, match="SQLite file but not a forestnb class"):
        ClassStore(other)
    with pytest.raises(ClassFileError, match="already exists"):
        ClassStore.create(other)
    assert text.read_text() == "not a database at all"


def test_a_corrupt_class_file_is_refused(made):
    store, _ = made
    store.add_table(HUMANS, seed=1, game="humbaba")
    data = bytearray(store.path.read_bytes())
    data[100:4000] = b"\xff" * 3900
    store.path.write_bytes(bytes(data))
    with pytest.raises(ClassFileError):
        ClassStore(store.path).tables()


def test_a_locked_class_file_is_refused(made, monkeypatch):
    store, _ = made
    table = store.add_table(HUMANS, seed=1, game="humbaba")
    monkeypatch.setattr(store_module, "BUSY_SECONDS", 0.2)
    blocker = sqlite3.connect(store.path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(ClassFileError, match="locked by another program"):
            store.append(table, 0, first_play_from_engine(4, 1))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert store.log_length(table) == 0


def first_play_from_engine(players: int, seed: int) -> str:
    game = forestnb.new_game("humbaba", players=players, seed=seed)
    return str(next(a for a in game.legal_actions() if a.kind == "play"))


def _hold_server(path: str, started, stop) -> None:
    with ClassStore(path).serving():
        started.set()
        stop.wait(30)


def test_a_second_server_on_one_file_is_refused(made):
    store, _ = made
    context = multiprocessing.get_context("spawn")
    started, stop = context.Event(), context.Event()
    holder = context.Process(target=_hold_server, args=(str(store.path), started, stop))
    holder.start()
    try:
        assert started.wait(30)
        with pytest.raises(ServerRunningError, match=r"already being served \(pid \d+"):
            with store.serving():
                pass
    finally:
        stop.set()
        holder.join(30)
    with store.serving():  # the lock went with its server
        pass


def test_polls_take_one_vote_per_student(made):
    store, _ = made
    table = store.add_table(HUMANS, seed=1, game="humbaba")
    seat_codes = seat_students(store, table)
    poll = store.open_poll("How many cedars are in the Box?", answer="20")
    for code, value in zip(seat_codes, ["10", "15", "20", "x"]):
        if value == "x":
            with pytest.raises(ClassError, match="is a number"):
                store.vote(code, poll, value)
        else:
            store.vote(code, poll, value)
    store.vote(seat_codes[0], poll, "12")  # changed their mind
    assert sorted(store.votes(poll)) == ["12", "15", "20"]
    assert store.current_poll()["answer"] is None
    store.set_poll_state(poll, "revealed")
    assert store.current_poll()["answer"] == "20"
    with pytest.raises(StaleActionError, match="closed"):
        store.vote(seat_codes[3], poll, "20")
    with pytest.raises(ClassError, match="has not joined"):
        store.vote("an unknown device's credential", poll, "20")


@pytest.mark.parametrize("typed", ["nan", "inf", "-inf", "1e999", "Infinity", "1_000", "٣", "３", "", "9" * 40])
def test_a_number_poll_takes_finite_plain_numbers_only(made, typed):
    store, _ = made
    (device,) = seat_students(store, store.add_table([None, "greedy"], seed=1, game="humbaba"))[:1]
    poll = store.open_poll("How many rounds will the forest last?")
    with pytest.raises(ClassError, match="is a number"):
        store.vote(device, poll, typed)
    with pytest.raises(ClassError, match="finite number"):
        store.open_poll("Again?", answer=typed or "x")
    assert store.votes(poll) == []


def test_a_seat_a_bot_took_refuses_its_student_until_given_back(made):
    store, _ = made
    table = store.add_table([None, None, "greedy"], seed=3, game="humbaba")
    first, second = seat_students(store, table)[:2]
    store.set_bot(table, 1, "cooperative")
    game = store.replay(table)
    with pytest.raises(ClassError, match="a bot plays your seat now"):
        store.pick(second, [pick_options(game, 1).actions[0]], table_id=table, round=game.round)
    store.set_bot(table, 1, None)
    store.pick(second, [pick_options(game, 1).actions[0]], table_id=table, round=game.round)
    assert store.pending_pick(second) is not None
    with pytest.raises(ClassError, match="has no seat 7"):
        store.set_bot(table, 7, None)
