"""A whole class period in Chromium: one teacher and four students, each in their own browser
context, play a 4-human Humbaba table by clicking; a poll gets four votes; the reveal and debrief
charts are drawn; and no student's page or the answers sent to it ever held another seat's hand or
the Box Reserve."""

from __future__ import annotations

import json
import time

from classpages import SECONDS, fill_join, join_student, tap_first_move
from playwright.sync_api import expect

import forestnb
from forestnb.classroom import ClassStore


def replayed(store: ClassStore, numbers: tuple[int, ...], seconds: float = SECONDS / 1000) -> None:
    """Wait until the store holds a replay of every table in ``numbers``: the page may show the
    old tables until then, and a table played out by bots reads the same before and after."""
    deadline = time.monotonic() + seconds
    while {info["number"] for info in store.tables() if info["replay_of"]} != set(numbers):
        assert time.monotonic() < deadline, "the replay never reached the class file"
        time.sleep(0.1)


def shown_round(page) -> str:
    return page.locator(".forestnb-student h2").first.inner_text()


def test_a_class_plays_polls_reveals_and_debriefs_in_the_browser(browser, served_class, artifacts):
    path, base, teacher_url = served_class
    teacher = browser.new_context(viewport={"width": 1400, "height": 1100}).new_page()
    teacher.goto(teacher_url)
    teacher.click(".forestnb-create-button", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-table .forestnb-seat-free", timeout=SECONDS)
    class_code = ClassStore(path).class_code
    assert teacher.locator(".forestnb-class-code").inner_text() == class_code  # the projector shows the class code only
    students = [join_student(browser, base, class_code, name) for name in ("Ana", "Ben", "Cy", "Dee")]
    teacher.wait_for_selector(".forestnb-table .forestnb-seat-name:has-text('Dee')", timeout=SECONDS)
    assert teacher.locator(".forestnb-seat-name").all_inner_texts() == ["Ana", "Ben", "Cy", "Dee"]
    teacher.screenshot(path=str(artifacts / "classroom-teacher-tables.png"), full_page=True)

    # a poll before play: four votes, a live count, the answer revealed beside the guesses
    teacher.get_by_role("button", name="Poll", exact=True).click()
    teacher.get_by_label("the answer (shown when you reveal)").fill("20")
    teacher.click(".forestnb-ask")
    for guess, student in zip(["12", "20", "25", "20"], students):
        student.wait_for_selector(".forestnb-poll", timeout=SECONDS)
        student.get_by_label("your guess (a number)").fill(guess)
        student.click(".forestnb-vote")
        student.wait_for_selector(f".forestnb-my-vote:has-text('Your answer: {guess}')", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-poll-count:has-text('4 answers')", timeout=SECONDS)
    teacher.click(".forestnb-reveal-answer")
    teacher.wait_for_selector(".forestnb-poll-chart .js-plotly-plot", timeout=SECONDS)
    students[0].wait_for_selector("text=The answer: 20", timeout=SECONDS)

    # play the whole table by clicking, last seat first, so most picks wait for the engine
    updates = []
    while not students[0].locator(".forestnb-result").count():
        before = shown_round(students[0])
        for student in reversed(students):
            tap_first_move(student, shown_round(student), or_picked=True)
            clicked = time.monotonic()
        for student in students:
            student.wait_for_function(
                # the heading is absent while Solara swaps the page's parts
                "([before]) => { const h = document.querySelector('.forestnb-student h2');"
                " return (h && !h.innerText.includes(before.split(' · ').pop())) || "
                "!!document.querySelector('.forestnb-result'); }",
                arg=[before],
                timeout=SECONDS,
            )
        updates.append(time.monotonic() - clicked)
        if len(updates) == 1:
            students[1].screenshot(path=str(artifacts / "classroom-student-round2.png"), full_page=True)
    assert max(updates) < 3, f"pages took {max(updates):.1f} s to show the new round"
    for student in students:
        student.wait_for_selector(".forestnb-result", timeout=SECONDS)
    students[0].screenshot(path=str(artifacts / "classroom-student.png"), full_page=True)

    store = ClassStore(path)
    (info,) = store.tables()
    game = store.replay(info["id"])
    assert game.is_over() and len(game.rounds) >= 1

    # the teacher's reveal (then the hidden Box Reserve) and debrief
    teacher.get_by_role("button", name="Reveal", exact=True).click()
    teacher.wait_for_selector(".forestnb-reveal-chart .js-plotly-plot", timeout=SECONDS)
    teacher.get_by_text("Add the hidden Box Reserve").click()
    teacher.wait_for_selector(".forestnb-reveal-chart .js-plotly-plot:has-text('Box Reserve')", timeout=SECONDS)
    teacher.screenshot(path=str(artifacts / "classroom-teacher-reveal.png"), full_page=True)
    teacher.get_by_role("button", name="Debrief", exact=True).click()
    teacher.wait_for_selector(".forestnb-debrief-chart .js-plotly-plot", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-debrief-table table", timeout=SECONDS)
    teacher.screenshot(path=str(artifacts / "classroom-teacher-debrief.png"), full_page=True)

    # nothing hidden ever reached a student's browser
    played = {card for record in game.rounds for card in record["plays"]}
    for seat, student in enumerate(students):
        received = "\n".join(student.received)
        assert received, "the server's answers to the page were kept"
        seen = student.content() + received
        for other, player in enumerate(game.seats):
            if other == seat:
                continue
            secret = set(player.hand + player.draw_pile + player.played) - played
            assert secret and not [card for card in secret if card in seen], f"Seat {seat} saw Seat {other}'s cards"
        assert "box_reserve" not in seen
        if not game.seats[seat].box_seen:
            assert "counted the Box Reserve" not in seen
    for page in [teacher, *students]:
        page.context.close()


def test_a_wrong_key_or_class_code_gets_a_clear_line_and_no_controls(browser, served_class):
    path, base, teacher_url = served_class
    ClassStore(path).add_table([None, "greedy"], seed=1, game="humbaba")
    page = browser.new_context().new_page()
    for key in ("x", "²", "é" * 40, "%00"):
        page.goto(teacher_url.split("key=")[0] + f"key={key}")
        page.wait_for_selector("text=needs this class's key", timeout=SECONDS)
        assert not page.locator(".forestnb-create-button").count() and "Traceback" not in page.inner_text("body")
    for typed in ("²", "1" * 30, "ZZZZZ"):
        fill_join(page, base, typed, "Ana")
        page.wait_for_selector('.forestnb-error:has-text("is not this class\'s code")', timeout=SECONDS)
        assert "Traceback" not in page.inner_text("body") and page.url.endswith("/join")
    page.goto(f"{base}/?code=ANYTHING")  # the old seat links lead to the join page
    page.wait_for_selector("#code", timeout=SECONDS)
    page.context.close()


def test_the_teacher_seats_bots_replays_the_deal_asks_a_choice_and_exports(browser, served_class, tmp_path):
    path, base, teacher_url = served_class
    teacher = browser.new_context(viewport={"width": 1400, "height": 1100}, accept_downloads=True).new_page()
    teacher.goto(teacher_url)
    teacher.get_by_label("how many tables").fill("2")
    teacher.click(".forestnb-create-button", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-table >> nth=1", timeout=SECONDS)
    student = join_student(browser, base, ClassStore(path).class_code, "Eve", table=2)
    teacher.wait_for_selector(".forestnb-table >> nth=1 >> .forestnb-seat-name:has-text('Eve')", timeout=SECONDS)
    first = teacher.locator(".forestnb-table").first
    for _ in range(4):  # every student of table 1 is absent: bots take the seats and finish the game
        first.locator(".forestnb-bot-seat").first.click()
        teacher.wait_for_timeout(300)
    teacher.wait_for_selector(".forestnb-table-status:has-text('over')", timeout=SECONDS)
    store = ClassStore(path)
    finished = store.replay(store.tables()[0]["id"]).to_json()
    teacher.click(".forestnb-replay")
    teacher.click(".forestnb-replay-yes", timeout=SECONDS)
    replayed(store, numbers=(1, 2))
    teacher.wait_for_function(
        "() => document.querySelectorAll('.forestnb-table-status')[1].innerText.startsWith('round 1')", timeout=SECONDS
    )
    expect(teacher.locator(".forestnb-table >> nth=1 >> .forestnb-seat-name")).to_have_text(["Eve"], timeout=SECONDS)
    again = [info for info in store.tables() if info["number"] == 1]
    assert again[0]["replay_of"] is not None
    assert store.replay(again[0]["id"]).to_json() == finished  # the bots replay the same deal the same way

    student.wait_for_selector(".forestnb-play", timeout=SECONDS)  # Eve's page followed her to the replayed table
    teacher.get_by_role("button", name="Poll", exact=True).click()
    teacher.get_by_label("question", exact=True).fill("Will your forest stand after round 8?")
    teacher.get_by_label("choices, separated by commas (leave empty for a number question)").fill("yes, no")
    teacher.get_by_label("the answer (shown when you reveal)").fill("no")
    teacher.click(".forestnb-ask")
    student.get_by_role("button", name="no", exact=True).click(timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-poll-count:has-text('1 answers')", timeout=SECONDS)

    teacher.get_by_role("button", name="Export", exact=True).click()
    with teacher.expect_download(timeout=SECONDS) as download:
        teacher.get_by_role("button", name="Every game as JSON (forestnb.load_game opens each)").click()
    saved = tmp_path / "games.json"
    download.value.save_as(saved)
    games = json.loads(saved.read_text())["games"]
    assert [save["classroom"]["table"] for save in games] == [1, 1, 2, 2]  # each first game, then its replay
    assert [forestnb.load_game(json.dumps(save)).is_over() for save in games] == [True, True, False, False]
    for page in (teacher, student):
        page.context.close()


def test_the_sweeps_tab_answers_a_what_if_only_when_the_teacher_shows_it(browser, served_class, artifacts):
    _path, _base, teacher_url = served_class
    teacher = browser.new_context(viewport={"width": 1400, "height": 1100}).new_page()
    teacher.goto(teacher_url)
    teacher.get_by_role("button", name="Sweeps", exact=True).click()
    teacher.wait_for_selector(".forestnb-show-sweep", timeout=SECONDS)
    assert teacher.locator(".forestnb-explorer").count() == 0, "no answer before the teacher asks for it"
    teacher.locator(".forestnb-show-sweep").click()
    teacher.wait_for_selector(".forestnb-explorer .js-plotly-plot .scatterlayer .trace", timeout=60_000)
    teacher.screenshot(path=str(artifacts / "classroom-teacher-sweeps.png"), full_page=True)
