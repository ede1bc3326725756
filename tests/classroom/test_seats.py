"""Seats that belong to their students: a student joins with the class code and a name, the seat is
their device's alone, the teacher plans, frees, moves and removes, and a click names the table and
move its page showed, so nothing stale lands."""

from __future__ import annotations

import json
import sqlite3
import threading

import pytest
from seated import seat_students

from forestnb.classroom import (
    ClassError,
    ClassFileError,
    ClassStore,
    NoSeatError,
    SeatTakenError,
    StaleActionError,
    TableFullError,
    WrongClassCodeError,
)
from forestnb.classroom.cli import main
from forestnb.classroom.seating import CODE_ALPHABET, NAME_LENGTH
from forestnb.humbaba.face import pick_options


@pytest.fixture
def store(tmp_path):
    return ClassStore.create(tmp_path / "class.sqlite", "7B")[0]


def snapshot(store: ClassStore) -> tuple:
    """Everything a refused request must leave as it was."""
    return store.class_version(), [store.table(t["id"]) for t in store.tables(include_retired=True)]


def first_card(store: ClassStore, table: int, seat: int) -> list[str]:
    return [pick_options(store.replay(table), seat).actions[0]]


# -- joining ---------------------------------------------------------------------------------------
def test_a_student_joins_with_the_class_code_and_a_name_at_the_table_they_chose(store):
    store.add_table([None, None], seed=1, game="humbaba")
    store.add_table([None, None], seed=2, game="forest")
    code = store.class_code
    assert len(code) == 5 and set(code) <= set(CODE_ALPHABET)
    device = store.join(f" {code.lower()} ", "  Ana   Lopez ", table=2)
    assert store.seating(device) == {
        "table_id": 2,
        "number": 2,
        "seat": 0,
        "bot": None,
        "name": "Ana Lopez",
        "student": 1,
    }
    assert store.table(2)["seats"][0]["name"] == "Ana Lopez"
    by_arrival = store.join(code, "Ben")
    assert (store.seating(by_arrival)["number"], store.seating(by_arrival)["seat"]) == (1, 0)


@pytest.mark.parametrize("typed", ["", "ZZZZZ", "²", "1" * 30, "x" * 100_000, None, 12345])
def test_a_wrong_class_code_is_refused_in_one_short_line(store, typed):
    store.add_table([None, None], seed=1, game="humbaba")
    before = snapshot(store)
    with pytest.raises(WrongClassCodeError, match="is not this class's code") as refused:
        store.join(typed, "Ana")
    assert len(str(refused.value)) < 120 and "\n" not in str(refused.value)
    assert snapshot(store) == before


def test_one_device_holds_one_seat_however_often_it_joins(store):
    store.add_table([None, None, None, None], seed=1, game="humbaba")
    device = store.join(store.class_code, "Ana", table=1)
    for _ in range(5):
        assert store.join(store.class_code, "Ana", table=1, device=device) == device
    assert store.join(store.class_code, "Someone else", device=device) == device
    assert [seat["name"] for seat in store.table(1)["seats"]] == ["Ana", None, None, None]


def test_a_second_device_asking_for_a_seated_students_seat_is_refused_and_the_teacher_sees_it(store):
    store.add_table([None, None], seed=1, game="humbaba")
    store.join(store.class_code, "Ana")
    before = store.table(1)
    with pytest.raises(SeatTakenError, match="ANA is already seated on another device"):
        store.join(store.class_code, "ANA")
    assert store.table(1) == before
    (refusal,) = store.refusals()
    assert refusal["words"] == "a second device asked for Ana's seat (table 1, seat 0)"


@pytest.mark.parametrize(
    "name, message",
    [
        ("x" * (NAME_LENGTH + 1), "at most 24 characters"),
        ("Ana\x00", "letters, digits"),
        ("<b>Ana</b>", "letters, digits"),
        (["Ana"], "a name is text"),
    ],
)
def test_a_name_that_cannot_show_on_the_projector_is_refused(store, name, message):
    store.add_table([None, None], seed=1, game="humbaba")
    with pytest.raises(ClassError, match=message):
        store.join(store.class_code, name)
    assert store.table(1)["seats"][0]["student"] is None


def test_an_empty_name_gets_a_forest_name_nobody_else_has(store):
    store.add_table([None] * 4, seed=1, game="humbaba")
    names = {store.seating(store.join(store.class_code, ""))["name"] for _ in range(4)}
    assert len(names) == 4 and all(len(name.split()) == 2 for name in names)


def test_a_name_keeps_its_accents_and_script(store):
    store.add_table([None, None], seed=1, game="humbaba")
    assert store.seating(store.join(store.class_code, "Zoë"))["name"] == "Zoë"
    assert store.seating(store.join(store.class_code, "Юлия"))["name"] == "Юлия"


def test_a_full_table_and_a_full_class_are_refused(store):
    store.add_table([None, "greedy"], seed=1, game="humbaba")
    store.join(store.class_code, "Ana", table=1)
    with pytest.raises(TableFullError, match="table 1 is full"):
        store.join(store.class_code, "Ben", table=1)
    with pytest.raises(TableFullError, match="every seat of the class is taken"):
        store.join(store.class_code, "Ben")
    with pytest.raises(ClassError, match="no table 7"):
        store.join(store.class_code, "Ben", table=7)


def test_the_credential_is_not_kept_in_the_class_file(store):
    store.add_table([None, None], seed=1, game="humbaba")
    device = store.join(store.class_code, "Ana")
    assert device.encode() not in store.path.read_bytes()
    with pytest.raises(NoSeatError):
        store.seating(device[:-1] + ("A" if device[-1] != "A" else "B"))


# -- the teacher's plan, free, move and remove --------------------------------------------------------
def test_a_seat_kept_for_a_name_goes_to_that_student_whatever_table_they_pick(store):
    store.add_table([None, None], seed=1, game="humbaba")
    store.add_table([None, None], seed=2, game="humbaba")
    store.plan_seat(2, 1, "Ana")
    assert store.seating(store.join(store.class_code, "Ben", table=2))["seat"] == 0  # not Ana's seat
    ana = store.join(store.class_code, "ana", table=1)
    assert (store.seating(ana)["number"], store.seating(ana)["seat"]) == (2, 1)
    with pytest.raises(SeatTakenError):
        store.join(store.class_code, "Ana")
    store.plan_seat(1, 0, "Cy")
    with pytest.raises(ClassError, match="already kept for Cy"):
        store.plan_seat(1, 1, "cy")


def test_a_freed_seat_goes_to_the_next_device_and_the_old_one_is_told(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    ana = store.join(store.class_code, "Ana")
    store.free_seat(table, 0)
    with pytest.raises(NoSeatError, match="freed your seat"):
        store.seating(ana)
    phone = store.join(store.class_code, "Ana")  # her new device, same name
    assert store.seating(phone)["seat"] == 0
    assert store.seating(store.join(store.class_code, "Ben", device=ana))["seat"] == 1  # the old device may join again


def test_a_moved_student_follows_to_the_new_seat_and_their_old_page_is_stale(store):
    first = store.add_table([None, None], seed=1, game="humbaba")
    second = store.add_table([None, None], seed=2, game="humbaba")
    ana, _ben = seat_students(store, first)
    card = first_card(store, first, 0)
    store.move_student(first, 0, second, 1)
    assert (store.seating(ana)["table_id"], store.seating(ana)["seat"]) == (second, 1)
    with pytest.raises(StaleActionError, match="your table has changed"):
        store.pick(ana, card, table_id=first, round=1)
    with pytest.raises(SeatTakenError, match="not free"):
        store.move_student(second, 1, first, 1)
    store.pick(ana, first_card(store, second, 1), table_id=second, round=1)


def test_a_removed_student_cannot_join_again_from_that_device(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    ana = store.join(store.class_code, "Ana")
    store.remove_student(table, 0)
    for attempt in (lambda: store.seating(ana), lambda: store.join(store.class_code, "Ana", device=ana)):
        with pytest.raises(NoSeatError, match="taken you out of this class"):
            attempt()
    assert store.table(table)["seats"][0]["student"] is None


# -- a click acts only on what its page showed ---------------------------------------------------------
def test_a_pick_from_a_page_still_showing_the_replayed_table_is_stale(store):
    table = store.add_table([None, "greedy"], seed=1, game="humbaba")
    (ana, _) = seat_students(store, table)
    card = first_card(store, table, 0)
    again = store.replay_table(table)
    with pytest.raises(StaleActionError):
        store.pick(ana, card, table_id=table, round=1)
    assert store.log_length(again) == 0 and store.pending_pick(ana) is None


def test_the_last_choosers_double_click_picks_once_and_never_for_the_next_round(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    first, last = seat_students(store, table)
    store.pick(first, first_card(store, table, 0), table_id=table, round=1)
    card = first_card(store, table, 1)
    store.pick(last, card, table_id=table, round=1)  # completes round 1
    with pytest.raises(StaleActionError, match="round 1 is over"):
        store.pick(last, card, table_id=table, round=1)  # the second click of the double click
    assert store.replay(table).round == 2 and store.pending_pick(last) is None


def test_every_refusal_is_a_class_error(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    ana, _ = seat_students(store, table)
    for refused in (
        lambda: store.pick(ana, ["play nothing"], table_id=table, round=1),
        lambda: store.append(table, 0, "juggle"),
        lambda: store.play(ana, "x", table_id=table, move=0),
        lambda: store.add_table([None], seed=10**5000, game="humbaba"),
        lambda: store.add_table([None, None], seed=-1, game="humbaba"),
        lambda: store.add_table([None, None], seed=1, options=["x"], game="humbaba"),
    ):
        with pytest.raises(ClassError):
            refused()


# -- replay is idempotent per table ------------------------------------------------------------------
def test_replaying_a_table_twice_gives_one_replay(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    seat_students(store, table)
    again = store.replay_table(table)
    assert store.replay_table(table) == again
    assert [info["id"] for info in store.tables()] == [again]


def test_replays_racing_from_two_tabs_give_one_replay_and_no_error(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    seat_students(store, table)
    barrier, outcomes = threading.Barrier(6), []

    def replay() -> None:
        barrier.wait()
        outcomes.append(store.replay_table(table))

    threads = [threading.Thread(target=replay) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(outcomes)) == 1 and len(store.tables()) == 1
    assert len(store.tables(include_retired=True)) == 2


# -- a damaged class file is refused before serving ----------------------------------------------------
def edit(store: ClassStore, sql: str, *args) -> None:
    connection = sqlite3.connect(store.path)
    connection.execute(sql, args)
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    "damage, named",
    [
        (("UPDATE tables SET options = '{not json'",), "table id 1 cannot be replayed"),
        (("UPDATE tables SET options = '[1, 2]'",), "table id 1 cannot be replayed"),
        (("UPDATE tables SET game = 'chess'",), "table id 1 cannot be replayed"),
        (('UPDATE actions SET action = \'{"kind": "juggle"}\'',), "table id 1 cannot be replayed"),
        (("UPDATE seats SET bot = 'saint' WHERE seat = 1",), "table id 1 cannot be replayed"),
        (("UPDATE polls SET choices = 'yes'",), "poll 1"),
        (("DELETE FROM meta WHERE key = 'class_code'",), "no class_code"),
        (("ALTER TABLE seats DROP COLUMN planned",), "its seats table is not the one this forestnb makes"),
        (("UPDATE meta SET value = '1' WHERE key = 'version'",), "format '1'"),
    ],
)
def test_a_class_file_edited_by_hand_is_refused_with_the_problem_named(store, capsys, damage, named):
    table = store.add_table(["greedy", None], seed=1, game="humbaba")  # the bot's first move is in the log
    seat_students(store, table)
    store.open_poll("Which?", choices=["a", "b"])
    edit(store, *damage)
    with pytest.raises(ClassFileError, match=named):
        ClassStore(store.path).check()
    assert main(["serve", str(store.path), "--port", "8999"]) == 2
    err = capsys.readouterr().err
    assert named.split()[0] in err and err.count("\n") == 1 and "Traceback" not in err


def test_reads_of_a_damaged_row_say_the_file_is_damaged(store):
    table = store.add_table([None, None], seed=1, game="humbaba")
    edit(store, "UPDATE tables SET options = '{not json'")
    with pytest.raises(ClassFileError, match="damaged"):
        store.replay(table)
    with pytest.raises(ClassFileError, match="damaged"):
        json.dumps(store.tables())
