"""A class votes its own rule, in Chromium: the teacher asks which rule to try, two students vote
on their pages, the replay panel shows the class's choice and replays the same deal under it,
the students' pages say which rules are in force, and the Debrief names the rule of game 2."""

from __future__ import annotations

from classpages import PHONE, SECONDS, join_student

from forestnb.classroom import ClassStore

FINES = "a quota, watched, with fines"


def test_the_class_votes_a_rule_and_the_replay_plays_under_it(browser, served_class, artifacts):
    path, base, teacher_url = served_class
    store = ClassStore(path)
    table = store.add_table([None, None, "free_rider"], seed=5, game="humbaba")
    teacher = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-table", timeout=SECONDS)
    students = [
        join_student(browser, base, store.class_code, "Ana", table=1),
        join_student(browser, base, store.class_code, "Ben", table=1, device=PHONE),
    ]
    assert not students[0].locator(".forestnb-class-rules").count(), "game 1 plays the rule book"

    teacher.click(".forestnb-ask-rule", timeout=SECONDS)
    for student, rule in zip(students, [FINES, FINES]):
        student.locator(f".forestnb-vote:has-text('{rule}')").click(timeout=SECONDS)
        student.wait_for_selector(f".forestnb-my-vote:has-text('{rule}')", timeout=SECONDS)
    students[1].screenshot(path=str(artifacts / "classroom-rule-vote-phone.png"), full_page=True)
    teacher.wait_for_selector(
        f".forestnb-class-choice:has-text('The class chose {FINES} (2 of 2 votes)')", timeout=SECONDS
    )

    teacher.click(".forestnb-replay", timeout=SECONDS)
    confirm = teacher.locator(".forestnb-replay-confirm")
    confirm.wait_for(timeout=SECONDS)
    assert f"under {FINES}" in confirm.inner_text()
    teacher.screenshot(path=str(artifacts / "classroom-rule-replay-confirm.png"))
    teacher.click(".forestnb-replay-yes")
    teacher.wait_for_selector(".forestnb-replay-said", timeout=SECONDS)
    (replay,) = store.tables()
    assert replay["replay_of"] == table and replay["options"] == {"harvest_quota": 2, "monitoring": 50, "fine": 2}

    for student in students:
        student.wait_for_selector(".forestnb-class-rules:has-text('quota: at most 2 cedars')", timeout=SECONDS)
        assert not student.locator(".forestnb-poll").count(), "the vote is over: its question left the page"
    students[1].screenshot(path=str(artifacts / "classroom-rule-in-force-phone.png"), full_page=True)

    teacher.get_by_role("button", name="Debrief", exact=True).click()
    teacher.wait_for_selector(f".forestnb-game-2 h3:has-text('Game 2 (talking), under {FINES}')", timeout=60_000)
    teacher.wait_for_selector(f".forestnb-debrief-table td:has-text('under {FINES}')", timeout=SECONDS)
    teacher.screenshot(path=str(artifacts / "classroom-rule-debrief.png"), full_page=True)
    for page in [teacher, *students]:
        page.context.close()
