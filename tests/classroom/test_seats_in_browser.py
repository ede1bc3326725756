"""Seats that belong to their students, in Chromium with a browser context per device (one a
phone): a second device is refused a seated student's seat and the teacher sees it; the teacher
frees and moves seats and the pages follow without a reload; one device joining again and again
holds one seat; double clicks and racing devices on a slow network make one move each; and after
the server is killed and started again, every open page comes back by itself."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest
from browsing import free_port, wait_for_port
from classpages import PHONE, SECONDS, fill_join, join_student

from forestnb.classroom import ClassStore
from forestnb.classroom.seatpage import MOVED_ON

CLI = [sys.executable, "-m", "forestnb.classroom.cli"]
SLOW_NETWORK = {"offline": False, "latency": 1500, "downloadThroughput": -1, "uploadThroughput": -1}


class ClassServer:
    """A class server that a test can kill outright and start again on the same file and port."""

    def __init__(self, folder) -> None:
        self.path = folder / "class.sqlite"
        made = subprocess.run([*CLI, "new", str(self.path)], capture_output=True, text=True, timeout=60, check=True)
        self.key = re.search(r"Teacher key: (\S+)", made.stdout).group(1)
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = (folder / "server.log").open("a")
        self.process: subprocess.Popen | None = None

    @property
    def store(self) -> ClassStore:
        return ClassStore(self.path)

    def start(self) -> None:
        self.process = subprocess.Popen(
            [*CLI, "serve", str(self.path), "--port", str(self.port)], stdout=self.log, stderr=subprocess.STDOUT
        )
        wait_for_port(self.port, self.process)

    def kill(self) -> None:
        """``kill -9``: no handler runs, as when a machine loses power or a process is killed."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(15)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()


@pytest.fixture
def server(tmp_path):
    running = ClassServer(tmp_path)
    running.start()
    yield running
    running.stop()


def teacher_page(browser, server: ClassServer):
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"{server.base}/teacher?key={server.key}")
    page.wait_for_selector(".forestnb-class-code", timeout=SECONDS)
    return page


def header(page) -> str:
    return page.locator(".forestnb-student h2").first.inner_text()


def test_a_second_device_is_refused_and_the_teacher_frees_and_moves_seats(browser, server, artifacts):
    store = server.store
    store.add_table([None, None, None], seed=1, game="humbaba")
    store.add_table([None, None], seed=2, game="humbaba")
    teacher = teacher_page(browser, server)
    laptop = join_student(browser, server.base, store.class_code, "Ana", table=1)
    assert header(laptop).startswith("Ana · Table 1 · Seat 0")
    first_table = teacher.locator(".forestnb-table >> nth=0")
    first_table.locator(".forestnb-seat-row >> nth=0 >> .forestnb-bot-seat").click()  # Ana steps out a moment
    laptop.wait_for_selector(".forestnb-bot-playing", timeout=SECONDS)
    first_table.locator(".forestnb-seat-row >> nth=0 >> .forestnb-student-seat").click()  # "give the seat back"
    laptop.wait_for_selector(".forestnb-bot-playing", state="detached", timeout=SECONDS)  # no reload

    phone = browser.new_context(**PHONE).new_page()
    fill_join(phone, server.base, store.class_code, "ana")
    phone.wait_for_selector(".forestnb-error:has-text('already seated on another device')", timeout=SECONDS)
    phone.screenshot(path=str(artifacts / "classroom-join-refused-phone.png"), full_page=True)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.goto(f"{server.base}/")  # the phone has no seat: the student page sends it to join
    phone.wait_for_selector("#code", timeout=SECONDS)
    teacher.wait_for_selector(
        '.forestnb-refusals:has-text("a second device asked for Ana\'s seat (table 1, seat 0)")', timeout=SECONDS
    )
    teacher.screenshot(path=str(artifacts / "classroom-teacher-refusal.png"), full_page=True)

    teacher.locator(".forestnb-table >> nth=0 >> .forestnb-free-seat").first.click()
    laptop.wait_for_selector(".forestnb-no-seat:has-text('freed your seat')", timeout=SECONDS)  # no reload
    fill_join(phone, server.base, store.class_code, "Ana")
    phone.wait_for_selector(".forestnb-student", timeout=SECONDS)
    assert header(phone).startswith("Ana · Table 1 · Seat 0")

    teacher.locator(".forestnb-table >> nth=0 >> .forestnb-move-student").click()
    teacher.locator(".v-menu__content .v-list-item:visible", has_text="table 2, seat 1").click()
    phone.wait_for_function(
        "() => document.querySelector('.forestnb-student h2').innerText.startsWith('Ana · Table 2 · Seat 1')",
        timeout=SECONDS,
    )
    teacher.locator(".forestnb-table >> nth=1 >> .forestnb-remove-student").click()
    phone.wait_for_selector(".forestnb-no-seat:has-text('taken you out of this class')", timeout=SECONDS)
    fill_join(phone, server.base, store.class_code, "Ana")
    phone.wait_for_selector(".forestnb-error:has-text('taken you out of this class')", timeout=SECONDS)
    for page in (teacher, laptop, phone):
        page.context.close()


def test_a_table_number_sent_again_and_again_from_one_device_gives_one_seat(browser, server):
    store = server.store
    store.add_table([None] * 4, seed=1, game="humbaba")
    page = browser.new_context().new_page()
    page.goto(f"{server.base}/join")
    for _ in range(5):
        page.request.post(f"{server.base}/join", form={"code": store.class_code, "name": "Ana", "table": "1"})
    assert [seat["name"] for seat in store.table(1)["seats"]] == ["Ana", None, None, None]
    page.goto(f"{server.base}/join")
    page.wait_for_selector("text=You are Ana at table 1, seat 0.", timeout=SECONDS)
    page.context.close()


def moves_settle(store: ClassStore, table_id: int, seconds: float = 4) -> int:
    """The table's log length once it has stopped growing for a while (late clicks included)."""
    length, deadline = store.log_length(table_id), time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(0.5)
        length = store.log_length(table_id)
    return length


def test_a_double_click_on_draw_two_cards_makes_one_move(browser, server):
    store = server.store
    table = store.add_table([None, "tracker"], seed=9, game="forest")
    page = join_student(browser, server.base, store.class_code, "Ana")
    page.wait_for_selector(".forestnb-play:has-text('Draw two cards')", timeout=SECONDS)
    page.locator(".forestnb-play:has-text('Draw two cards')").dblclick()
    assert moves_settle(store, table) == 1
    assert not page.locator(".forestnb-error").count()  # a late click is told quietly, if at all
    page.context.close()


def test_forged_clicks_are_refused_in_one_line_and_the_log_stays_sound(browser, server):
    """What a student could send by hand instead of pressing a button: the same click twice, a
    click for another table, junk, a click from another site's page, a click with no seat."""
    store = server.store
    table = store.add_table([None, "tracker"], seed=9, game="forest")
    page = join_student(browser, server.base, store.class_code, "Ana")
    page.wait_for_selector(".forestnb-play:has-text('Draw two cards')", timeout=SECONDS)
    act = f"{server.base}/forestnb/act"
    drawing = page.locator(".forestnb-play:has-text('Draw two cards')").get_attribute("data-action")
    click = {"act": "move", "action": drawing, "table_id": str(table), "move": "0", "round": ""}

    def send(data, **headers) -> dict:
        answer = page.request.post(act, data=data, headers={"Content-Type": "application/json", **headers})
        assert "Traceback" not in answer.text()
        return answer.json() if answer.status == 200 else {"status": answer.status, "text": answer.text()}

    assert send(json.dumps(click))["message"] == ""
    assert send(json.dumps(click))["message"] == MOVED_ON  # the same click again: stale, quietly
    assert send(json.dumps({**click, "table_id": str(table + 99), "move": "1"}))["message"] == MOVED_ON
    for junk in ("not json", "[1, 2]", json.dumps({"act": "move", "table_id": {"a": 1}}), json.dumps({"act": "x"})):
        assert "reload the page" in send(junk)["message"]
    assert "no move" in send(json.dumps({**click, "move": "1e3"}))["message"]
    assert send(json.dumps(click), Origin="http://elsewhere.example")["status"] == 403
    stranger = browser.new_context().request.post(act, data=json.dumps(click))
    assert stranger.status == 200 and stranger.json()["message"] and "forestnb-no-seat" in stranger.json()["html"]
    moves_settle(store, table)
    assert [entry["seat"] for entry in store.log(table)].count(0) == 1, "one move of Ana's, the first click's"
    assert str(store.replay(table).history[0]) == drawing
    page.context.close()


def slow(page) -> None:
    """Every request of the page takes 1.5 s more (a school's busy wifi)."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", SLOW_NETWORK)


def test_racing_double_clicks_on_a_slow_network_give_one_pick_each(browser, server):
    store = server.store
    table = store.add_table([None, None, "greedy"], seed=3, game="humbaba")
    pages = [join_student(browser, server.base, store.class_code, name) for name in ("Ana", "Ben")]
    for page in pages:
        page.wait_for_selector(".forestnb-play", timeout=SECONDS)
        slow(page)
    for page in pages:  # both at once, each a double click on its first card
        page.locator(".forestnb-play").first.dblclick(no_wait_after=True)
    moves_settle(store, table, seconds=8)
    game = store.replay(table)
    assert game.round == 2 and len(game.rounds) == 1, "round 1 resolved once, with one card from each seat"
    assert all(not game.view(seat)["chosen"][seat] for seat in (0, 1)), "no click landed as a pick for round 2"
    for page in pages:
        page.context.close()


def test_open_pages_come_back_by_themselves_after_the_server_is_killed(browser, server, artifacts):
    store = server.store
    table = store.add_table([None, None], seed=5, game="humbaba")
    ana = join_student(browser, server.base, store.class_code, "Ana")
    ben = join_student(browser, server.base, store.class_code, "Ben", device=PHONE)
    ana.locator(".forestnb-play").first.click()
    ana.wait_for_selector(".forestnb-picked", timeout=SECONDS)  # Ana's pick waits for Ben's, secret
    for page in (ana, ben):
        page.evaluate("window.beforeTheRestart = true")  # a reload would lose it: the pages need none
    server.kill()
    for page in (ana, ben):
        page.wait_for_selector("#forestnb-offline", state="visible", timeout=SECONDS)  # says so while down
    server.start()
    restarted = time.monotonic()
    for page in (ana, ben):
        page.wait_for_selector("#forestnb-offline", state="hidden", timeout=SECONDS)
    assert time.monotonic() - restarted < 10, "the pages came back within 10 s of the restart"
    assert all(page.evaluate("window.beforeTheRestart") for page in (ana, ben)), "they came back with no reload"
    assert ana.locator(".forestnb-picked").count(), "Ana's confirmed pick was kept"
    ben.screenshot(path=str(artifacts / "classroom-after-restart-phone.png"), full_page=True)
    ben.locator(".forestnb-play").first.click()
    ana.wait_for_function(
        "() => document.querySelector('.forestnb-student h2').innerText.endsWith('round 2 of 8')", timeout=SECONDS
    )
    assert store.replay(table).round == 2
    for page in (ana, ben):
        page.context.close()


def test_an_oversized_join_form_gets_one_line(browser, server):
    page = browser.new_context().new_page()
    page.goto(f"{server.base}/join")
    answer = page.request.post(f"{server.base}/join", form={"code": "X", "name": "n" * 100_000})
    assert answer.status == 413 and "that form was too large" in answer.text() and "Traceback" not in answer.text()
    page.context.close()


def test_the_teacher_page_answers_a_key_of_any_text_without_a_traceback(browser, server):
    page = browser.new_context().new_page()
    page.goto(f"{server.base}/teacher?key=%C2%B2{os.urandom(4).hex()}")
    page.wait_for_selector("text=needs this class's key", timeout=SECONDS)
    assert "Traceback" not in page.inner_text("body")
    page.context.close()
