"""The round and turn timer: once a table has waited the timer's seconds on a student, the table's
stand-in bot makes that student's move, and the class file marks it forced; nothing runs out
while the tables are paused, and a resume or a new timer gives every seat its full time. In
Chromium: the teacher sets the timer, the student's phone counts it down, and the bot moves."""

from __future__ import annotations

import time

import pytest
from classpages import PHONE, SECONDS, join_student
from seated import seat_students

from forestnb.classroom import ClassError, ClassStore
from forestnb.classroom.debrief import moves_frame
from forestnb.core.face import face_of


@pytest.fixture
def store(tmp_path) -> ClassStore:
    return ClassStore.create(tmp_path / "class.sqlite")[0]


def later(seconds: float) -> float:
    return time.time() + seconds


def test_a_timer_is_off_until_the_teacher_sets_one_of_5_to_600_seconds(store):
    assert store.timer() is None
    for wrong in (0, 4, 601, 2.5, True, "30"):
        with pytest.raises(ClassError, match="a timer runs 5 to 600 seconds"):
            store.set_timer(wrong)
    store.set_timer(30)
    assert store.timer() == 30
    store.set_timer(None)
    assert store.timer() is None


def test_in_a_turn_game_the_stand_in_moves_for_the_student_once_the_time_is_up(store):
    table = store.add_table([None, "tracker"], seed=9, game="forest")
    seat_students(store, table)
    store.set_timer(20)
    store.force_overdue(now=later(10))
    assert store.log_length(table) == 0, "ten seconds in, the student still has time"
    store.force_overdue(now=later(21))
    moves = store.decisions(table)
    mine = [move for move in moves if move["seat"] == 0]
    assert mine and all(move["forced"] and move["bot"] == face_of("forest").stand_in for move in mine)
    assert all(not move["forced"] for move in moves if move["seat"] == 1), "the table's own bot is never forced"
    assert store.replay(table).current_player == 0, "then it is the student's turn again, with a new clock"
    frame = moves_frame(store)
    assert frame.loc[frame.seat == 0, "forced"].all() and frame.loc[frame.seat == 0, "by"].ne("student").all()


def test_in_a_game_of_secret_picks_the_stand_in_picks_for_each_student_who_has_not_chosen(store):
    table = store.add_table([None, None, "greedy"], seed=3, game="humbaba")
    ana, ben = seat_students(store, table)[:2]
    screen_round = store.replay(table).round
    options = face_of("humbaba").picks.options(store.replay(table), 0)
    store.pick(ana, [options.actions[0]], table_id=table, round=screen_round)
    store.set_timer(30)
    store.force_overdue(now=later(31))
    game = store.replay(table)
    assert game.round == screen_round + 1, "the round resolved once Ben's time was up"
    by_seat = {move["seat"]: move for move in store.decisions(table) if move["seat"] in (0, 1)}
    assert not by_seat[0]["forced"] and by_seat[0]["bot"] is None, "Ana chose herself"
    assert by_seat[1]["forced"] and by_seat[1]["bot"] == face_of("humbaba").stand_in
    assert store.pending_pick(ben) is None


def test_nothing_runs_out_while_paused_and_a_resume_restarts_every_clock(store):
    table = store.add_table([None, "tracker"], seed=9, game="forest")
    seat_students(store, table)
    store.set_timer(20)
    store.pause(True)
    store.force_overdue(now=later(60))
    assert store.log_length(table) == 0
    store.pause(False)
    assert store.timer_runs_out(table) == pytest.approx(time.time() + 20, abs=2)
    store.force_overdue(now=later(10))
    assert store.log_length(table) == 0, "after the resume the student has the whole time again"


def test_a_student_sees_the_time_left_and_the_bot_moves_when_it_runs_out(browser, served_class, artifacts):
    path, base, teacher_url = served_class
    store = ClassStore(path)
    table = store.add_table([None, "tracker"], seed=9, game="forest")
    teacher = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-table", timeout=SECONDS)
    student = join_student(browser, base, store.class_code, "Ana", device=PHONE)
    student.wait_for_selector(".forestnb-play", timeout=SECONDS)
    teacher.locator(".forestnb-timer-choice").click()
    teacher.locator(".v-menu__content .v-list-item:visible", has_text="15 s").click()
    student.wait_for_selector(".forestnb-timer:has-text('then a bot chooses for you')", timeout=SECONDS)
    left = int(student.locator(".forestnb-timer").get_attribute("data-left"))
    student.wait_for_timeout(2200)
    assert int(student.locator(".forestnb-timer").get_attribute("data-left")) <= left - 2, "it counts down"
    student.screenshot(path=str(artifacts / "classroom-timer-phone.png"), full_page=True)
    heading = student.locator(".forestnb-student h2").inner_text()
    student.wait_for_function(  # the bot moved for Ana, and her page shows the table moved on
        "([before]) => { const h = document.querySelector('.forestnb-student h2');"
        " return h && h.innerText != before; }",
        arg=[heading],
        timeout=30_000,
    )
    forced = [move for move in store.decisions(table) if move["forced"]]
    assert forced and {move["seat"] for move in forced} == {0} and store.timer() == 15
    for page in (teacher, student):
        page.context.close()
