"""The teacher's replay, Reveal and Debrief on a 1366×768 projector: the replay asks first, a
double click replays once and its second half, landing on the redrawn page, asks nothing more;
Reveal and Debrief then show each table's game 1 beside its game 2, for a table of every game;
the charts are as wide as their column from their first draw, no text is under 18 px, and
nothing scrolls sideways. The Debrief answers "What would a strong player do?" for a decision
the teacher picks, as legibly."""

from __future__ import annotations

import re

import pandas as pd
from classpages import SECONDS
from seated import seat_students

from forestnb.classroom import ClassStore
from forestnb.classroom.debrief import MOVE_COLUMNS

PROJECTOR = {"viewport": {"width": 1366, "height": 768}}
TABLES = {
    "humbaba": ["greedy", "cooperative", "greedy", "cooperative"],
    "forest": ["greedy", "random", "greedy"],
    "cardswild": ["steady", "random", "steady"],
    "hunters": ["careful", "random"],
}
MEASURE = """() => {
  const charts = [...document.querySelectorAll('.forestnb-lesson-chart')];
  const widths = charts.map((c) => {
    const svg = c.querySelector('.main-svg');
    return svg ? svg.getBoundingClientRect().width / c.getBoundingClientRect().width : 0;
  });
  const texts = [...document.querySelectorAll('.forestnb-lesson-chart svg text, .forestnb-debrief-table td,'
                                              + ' .forestnb-debrief-table th')]
    .filter((t) => t.textContent.trim() && t.getBoundingClientRect().width > 0);
  const sizes = texts.map((t) => parseFloat(getComputedStyle(t).fontSize));
  const root = document.scrollingElement;
  return {widths, smallest: Math.min(...sizes), sideways: root.scrollWidth - root.clientWidth,
          games1: document.querySelectorAll('.forestnb-game-1 .forestnb-lesson-chart').length,
          games2: document.querySelectorAll('.forestnb-game-2 .forestnb-lesson-chart').length};
}"""


ANSWER_MEASURE = """() => {
  const texts = [...document.querySelectorAll('.forestnb-strong-player *')]
    .filter((t) => t.childNodes.length && [...t.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())
                   && t.getBoundingClientRect().width > 0);
  const root = document.scrollingElement;
  return {smallest: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize))),
          sideways: root.scrollWidth - root.clientWidth};
}"""


def charts_drawn(page, count: int) -> None:
    page.wait_for_function(
        f"() => document.querySelectorAll('.forestnb-lesson-chart .main-svg').length >= {count}", timeout=60_000
    )


def test_replay_confirms_then_reveal_and_debrief_show_both_games_legibly(browser, served_class, artifacts):
    path, _base, teacher_url = served_class
    store = ClassStore(path)
    for game, seats in TABLES.items():
        store.add_table(seats, seed=7, game=game)
    teacher = browser.new_context(**PROJECTOR).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-table >> nth=3", timeout=SECONDS)

    teacher.click(".forestnb-replay", timeout=SECONDS)
    confirm = teacher.locator(".forestnb-replay-confirm")
    confirm.wait_for(timeout=SECONDS)
    assert "same deal" in confirm.inner_text() and len(store.tables(include_retired=True)) == 4, "nothing yet"
    teacher.screenshot(path=str(artifacts / "classroom-replay-confirm.png"))
    teacher.locator(".forestnb-replay-yes").dblclick()
    teacher.wait_for_selector(".forestnb-replay-said", timeout=SECONDS)
    teacher.click(".forestnb-replay")  # a double click's second half, landing on the redrawn button: asks nothing
    teacher.wait_for_timeout(1000)  # a second replay, if the double click made one, would be written by now
    assert teacher.locator(".forestnb-replay-said").is_visible()
    assert not teacher.locator(".forestnb-replay-confirm").count()
    assert len(store.tables(include_retired=True)) == 8 and len(store.tables()) == 4
    assert all(info["replay_of"] for info in store.tables())

    teacher.get_by_role("button", name="Reveal", exact=True).click()
    charts_drawn(teacher, 8)
    first_draw = teacher.evaluate(MEASURE)
    teacher.screenshot(path=str(artifacts / "classroom-reveal-1366.png"))
    teacher.screenshot(path=str(artifacts / "classroom-reveal-1366-full.png"), full_page=True)
    assert first_draw["games1"] == first_draw["games2"] == 4
    assert min(first_draw["widths"]) > 0.95, first_draw["widths"]
    assert first_draw["smallest"] >= 18 and first_draw["sideways"] <= 0, first_draw

    steps = teacher.locator(".forestnb-step label")
    assert steps.count() == 4, "one second step per game"
    for step in steps.all():
        step.click()
    teacher.wait_for_selector(".forestnb-reveal-chart .main-svg:has-text('Box Reserve')", timeout=SECONDS)
    teacher.wait_for_function(  # every chart gains dashed lines: the Box Reserve, or the bots on the same deal
        "() => [...document.querySelectorAll('.forestnb-reveal-chart')].every("
        "(chart) => chart.querySelector('path.js-line[style*=\"stroke-dasharray\"]'))",
        timeout=60_000,
    )
    teacher.screenshot(path=str(artifacts / "classroom-reveal-second-step-1366-full.png"), full_page=True)

    teacher.get_by_role("button", name="Debrief", exact=True).click()
    charts_drawn(teacher, 8)
    teacher.wait_for_selector(".forestnb-debrief-table table >> nth=3", timeout=60_000)
    debriefed = teacher.evaluate(MEASURE)
    teacher.screenshot(path=str(artifacts / "classroom-debrief-1366.png"))
    teacher.screenshot(path=str(artifacts / "classroom-debrief-1366-full.png"), full_page=True)
    assert debriefed["games1"] == debriefed["games2"] == 4
    assert min(debriefed["widths"]) > 0.95, debriefed["widths"]
    assert debriefed["smallest"] >= 18 and debriefed["sideways"] <= 0, debriefed
    words = teacher.locator(".forestnb-debrief-table").first.inner_text()
    assert "Game 1 (silent)" in words and "Game 2 (talking)" in words and "winner's Stockpile" in words
    assert ".0\t" not in words and "_" not in words
    teacher.context.close()


def test_one_table_replays_alone_and_the_export_lists_every_decision(browser, served_class, tmp_path):
    path, _base, teacher_url = served_class
    store = ClassStore(path)
    first = store.add_table(TABLES["hunters"], seed=3, game="hunters")
    second = store.add_table(TABLES["cardswild"], seed=3, game="cardswild")
    teacher = browser.new_context(**PROJECTOR, accept_downloads=True).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-table >> nth=1", timeout=SECONDS)
    teacher.locator(".forestnb-replay-choice").click()
    teacher.locator(".v-menu__content .v-list-item:visible", has_text="table 2").click()
    teacher.click(".forestnb-replay", timeout=SECONDS)
    assert "Replay table 2 from the same deal?" in teacher.locator(".forestnb-replay-confirm").inner_text()
    teacher.click(".forestnb-replay-yes")
    teacher.wait_for_selector(".forestnb-replay-said", timeout=SECONDS)
    assert [info["replay_of"] for info in store.tables()] == [None, second]
    assert store.table(first)["retired"] is False

    teacher.get_by_role("button", name="Export", exact=True).click()
    with teacher.expect_download(timeout=SECONDS) as download:
        teacher.get_by_role("button", name=re.compile("One row per decision")).click()
    saved = tmp_path / "moves.csv"
    download.value.save_as(saved)
    moves = pd.read_csv(saved)
    assert list(moves.columns) == list(MOVE_COLUMNS)
    assert set(zip(moves["table"], moves["game_number"])) == {(1, 1), (2, 1), (2, 2)}
    assert (moves["seconds"] >= 0).all() and not moves["forced"].any()
    teacher.context.close()


def test_the_debrief_says_what_a_strong_player_would_do_at_a_decision_the_teacher_picks(
    browser, served_class, artifacts
):
    path, _base, teacher_url = served_class
    store = ClassStore(path)
    store.add_table(TABLES["humbaba"], seed=7, game="humbaba")
    table = store.add_table(["steady", None, "steady"], seed=2, game="cardswild")
    device = seat_students(store, table)[1]
    game = store.replay(table)
    while len(game.legal_actions()) == 1:  # the student plays on until they have a choice, then takes the last
        store.play(device, str(game.legal_actions()[0]), table_id=table, move=len(game.history))
        game = store.replay(table)
    chosen = game.legal_actions()[-1]
    store.play(device, str(chosen), table_id=table, move=len(game.history))
    student_left = store.log_length(table)
    teacher = browser.new_context(**PROJECTOR).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-table >> nth=1", timeout=SECONDS)
    teacher.get_by_role("button", name="Debrief", exact=True).click()
    panel = teacher.locator(".forestnb-strong-player")
    panel.wait_for(timeout=60_000)
    assert not teacher.locator(".forestnb-advice-answer").count(), "nothing is searched before the teacher asks"

    panel.get_by_role("button", name="What would a strong player do?").click()
    answer = teacher.locator(".forestnb-strong-player .forestnb-advice-answer")
    answer.wait_for(timeout=SECONDS)
    words = answer.inner_text()
    assert "Seat 0: a strong player's top moves" in words and "(played)" in words, words
    assert "estimated chance the forest stands" in words  # table 1 plays Humbaba
    answer.scroll_into_view_if_needed()
    teacher.screenshot(path=str(artifacts / "classroom-debrief-strong-player-humbaba-1366.png"))

    teacher.locator(".forestnb-advice-table").click()
    teacher.locator(".v-menu__content .v-list-item:visible", has_text="table 2").click()
    still = teacher.locator(".forestnb-advice-none")
    still.wait_for(timeout=SECONDS)
    assert "still being played" in still.inner_text() and not answer.count(), "no seat's cards while it plays on"
    store.set_bot(table, 1, "steady")  # the student leaves; a bot finishes their game
    assert store.replay(table).is_over() and store.log_length(table) > student_left
    choice = teacher.locator(".forestnb-advice-choice")
    choice.wait_for(timeout=SECONDS)
    assert "Seat 1 (student) chose:" in choice.inner_text(), "a student's decision is offered first"
    assert not answer.count(), "the answer about table 1 is gone"
    panel.get_by_role("button", name="What would a strong player do?").click()
    answer.wait_for(timeout=SECONDS)
    answer.scroll_into_view_if_needed()
    words = answer.inner_text()
    assert "Seat 1: a strong player's top moves" in words and f"Seat 1 chose: {chosen}" in words, words
    assert "forest stands" not in words
    teacher.screenshot(path=str(artifacts / "classroom-debrief-strong-player-1366.png"))
    measured = teacher.evaluate(ANSWER_MEASURE)
    assert measured["smallest"] >= 18 and measured["sideways"] <= 0, measured
    teacher.context.close()
