"""The teacher console on a projector (1366×768), in Chromium: the Tables tab makes tables from
option controls (no JSON), its form folds away once tables exist and keeps its values across tab
switches; a poll runs the lesson's way with students voting (the answer set after asking,
revealed, marked though nobody chose it, closed and gone from the student pages); a what-if bet
is one click from a poll and is revealed with the answer of its own run; a pause reaches the
student pages and refuses their picks until the teacher resumes. Every tab shown here
fits the screen's width, its charts span the page from their first draw and its text is at least
18 px."""

from __future__ import annotations

import re
import time

import pytest
from classpages import SECONDS, join_student
from playwright.sync_api import expect

from forestnb.classroom import ClassStore
from forestnb.classroom.class_bets import class_bets
from forestnb.classroom.projector import TEXT_PX

PROJECTOR = {"viewport": {"width": 1366, "height": 768}}

WIDTHS = """() => ({scroll: document.documentElement.scrollWidth, inner: window.innerWidth})"""
SMALL_TEXT = """(least) => {
  const small = [];
  for (const el of document.querySelectorAll('.forestnb-teacher *')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const box = el.getBoundingClientRect();
    if (!own || !box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
    const drawn = el.offsetHeight ? box.height / el.offsetHeight : 1;  // a label shrunk by a transform
    const size = parseFloat(getComputedStyle(el).fontSize) * (drawn < 0.95 ? drawn : 1);
    if (size < least) small.push(`${el.tagName}.${el.className} ${size}px: ${el.textContent.trim().slice(0, 40)}`);
  }
  return small;
}"""
CHART_WIDTHS = """(selector) => [...document.querySelectorAll(selector)].map((column) => {
  const plot = column.querySelector('.js-plotly-plot .main-svg');
  return {column: column.getBoundingClientRect().width, plot: plot ? plot.getBoundingClientRect().width : 0,
          smallest: Math.min(...[...column.querySelectorAll('svg text')].filter((t) => t.textContent.trim())
                      .map((t) => parseFloat(getComputedStyle(t).fontSize)))};
})"""


@pytest.fixture
def quick(monkeypatch):
    """The served class plays the bets' runs at their quick size (as CI runs the notebooks)."""
    monkeypatch.setenv("FORESTNB_QUICK", "1")


def fits_the_projector(page, name: str, artifacts) -> None:
    """No horizontal scroll and no text under 18 px on the page as it is now; a screenshot to look at."""
    page.wait_for_timeout(500)
    page.screenshot(path=str(artifacts / f"classroom-console-{name}.png"), full_page=True)
    widths = page.evaluate(WIDTHS)
    assert widths["scroll"] <= widths["inner"], f"{name}: the page scrolls sideways {widths}"
    small = page.evaluate(SMALL_TEXT, TEXT_PX)
    assert not small, f"{name}: text under {TEXT_PX} px: {small[:8]}"


def seconds_waited(words: str) -> int:
    return int(re.search(r"for\s*(\d+) s", words).group(1))


def click_until(page, selector: str, done, tries: int = 3) -> None:
    """Click until the class file shows the click's effect: a click on a tab just drawn can land
    while Solara is still wiring its buttons, and a teacher then clicks again."""
    for _ in range(tries):
        page.click(selector, timeout=SECONDS)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if done():
                return
            page.wait_for_timeout(200)
    raise AssertionError(f"{selector} never took effect")


def chart_spans_the_page(page, selector: str) -> dict:
    """The chart's drawing fills its column, which is the page's width, within a second of its
    first draw (no window resize needed); its text is 18 px or more."""
    page.wait_for_selector(f"{selector} .js-plotly-plot .main-svg", timeout=SECONDS)
    page.wait_for_timeout(1000)
    (chart,) = page.evaluate(CHART_WIDTHS, selector)
    assert chart["plot"] >= 0.95 * chart["column"] and chart["column"] >= 0.9 * 1366 - 60, chart
    assert chart["smallest"] >= TEXT_PX, chart
    return chart


def test_the_console_runs_tables_polls_and_bets_on_a_projector(browser, quick, served_class, artifacts):
    path, base, teacher_url = served_class
    store = ClassStore(path)
    teacher = browser.new_context(**PROJECTOR).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-create-button", timeout=SECONDS)

    # Tables: the options are controls made from the game's declared options, never JSON
    assert not teacher.locator("text=JSON").count()
    teacher.get_by_role("button", name="Cardswild", exact=True).click()
    teacher.wait_for_selector(".forestnb-option-without .v-select", timeout=SECONDS)
    assert teacher.locator(".forestnb-option-match_games .v-slider").count() == 1
    fits_the_projector(teacher, "tables-form-cardswild", artifacts)
    teacher.get_by_role("button", name="The Forest of Humbaba", exact=True).click()
    teacher.locator(".forestnb-option-reveal_box .v-input--checkbox").click()
    teacher.get_by_label("how many tables").fill("2")
    teacher.get_by_role("button", name="Poll", exact=True).click()  # a tab switch keeps the form
    teacher.get_by_role("button", name="Tables", exact=True).click()
    assert teacher.get_by_label("how many tables").input_value() == "2"
    fits_the_projector(teacher, "tables-form", artifacts)
    teacher.click(".forestnb-create-button")
    teacher.wait_for_selector(".forestnb-table >> nth=1", timeout=SECONDS)
    assert [info["options"] for info in store.tables()] == [{"reveal_box": True}] * 2
    expect(teacher.locator(".forestnb-create-button")).to_be_hidden()  # the form folded away
    students = [join_student(browser, base, store.class_code, name) for name in ("Ana", "Ben", "Cy")]
    teacher.wait_for_selector(".forestnb-seat-name:has-text('Cy')", timeout=SECONDS)
    choosing = teacher.locator(".forestnb-table >> nth=0 >> .forestnb-still-choosing")
    expect(choosing).to_contain_text("Seat 0 (Ana), Seat 1 (Ben), Seat 2 (Cy), Seat 3 (nobody seated)")
    first = seconds_waited(choosing.inner_text())
    counted_up = False
    for _ in range(20):  # it counts up while they choose (a loaded machine redraws it less often)
        teacher.wait_for_timeout(500)
        counted_up = seconds_waited(choosing.inner_text()) >= first + 2
        if counted_up:
            break
    assert counted_up
    fits_the_projector(teacher, "tables", artifacts)

    # pause every table: the pages say so and a pick is refused until the teacher resumes
    teacher.click(".forestnb-pause")
    teacher.wait_for_selector(".forestnb-paused", timeout=SECONDS)
    students[0].wait_for_selector(".forestnb-paused", timeout=SECONDS)
    students[0].locator(".forestnb-play").first.click()
    students[0].wait_for_selector(".forestnb-error:has-text('paused the game')", timeout=SECONDS)
    assert store.waiting_seats(store.tables()[0]["id"]) == []
    students[0].screenshot(path=str(artifacts / "classroom-console-student-paused.png"), full_page=True)
    teacher.click(".forestnb-pause")
    students[0].wait_for_selector(".forestnb-paused", state="detached", timeout=SECONDS)

    # a poll: asked with no answer, voted on, the answer set afterwards and revealed
    teacher.get_by_role("button", name="Poll", exact=True).click()
    teacher.get_by_label("question", exact=True).fill("How many rounds will your forest last?")
    teacher.get_by_role("button", name="Tables", exact=True).click()  # the question survives a tab switch
    teacher.get_by_role("button", name="Poll", exact=True).click()
    assert teacher.get_by_label("question", exact=True).input_value() == "How many rounds will your forest last?"
    click_until(teacher, ".forestnb-ask", lambda: store.current_poll() is not None)
    chart_spans_the_page(teacher, ".forestnb-poll-chart")  # its first drawing, no votes yet
    for guess, student in zip(["3", "5", "8"], students):
        student.get_by_label("your guess (a number)").fill(guess, timeout=SECONDS)
        student.click(".forestnb-vote")
        student.wait_for_selector(f".forestnb-my-vote:has-text('Your answer: {guess}')", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-poll-count:has-text('3 answers')", timeout=SECONDS)
    chart_spans_the_page(teacher, ".forestnb-poll-chart")
    teacher.get_by_label("set or change the answer").fill("6")
    teacher.click(".forestnb-set-answer")
    teacher.wait_for_selector(".forestnb-poll-count:has-text('an answer is set')", timeout=SECONDS)
    assert not students[0].locator("text=The answer").count()
    teacher.click(".forestnb-reveal-answer")
    students[0].wait_for_selector(".forestnb-poll-answer:has-text('The answer: 6')", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-poll-chart text:has-text('the answer: 6')", timeout=SECONDS)
    bars = teacher.locator(".forestnb-poll-chart .xtick text").all_text_contents()
    assert bars == ["3", "4", "5", "6", "7", "8"], bars  # one bar per whole number, 6 marked though nobody chose it
    ticks = teacher.locator(".forestnb-poll-chart .ytick text").all_text_contents()
    assert all(float(tick).is_integer() for tick in ticks), ticks  # no half students
    fits_the_projector(teacher, "poll-revealed", artifacts)
    teacher.click(".forestnb-close-poll")
    teacher.wait_for_selector(".forestnb-poll-count:has-text('revealed, then closed')", timeout=SECONDS)
    students[0].wait_for_selector(".forestnb-poll", state="detached", timeout=SECONDS)

    # a what-if bet, one click from a poll, revealed with the answer of its own run
    (title,) = [t for t, bet in class_bets().items() if bet.game == "humbaba" and bet.name == "defection_rounds"]
    bet = class_bets()[title]
    teacher.locator(".forestnb-bet-choice").click()
    teacher.locator(".v-menu__content .v-list-item:visible", has_text=bet.spec.bet.question).first.click()
    teacher.click(".forestnb-ask-bet")
    students[1].wait_for_selector(f".forestnb-poll:has-text('{bet.spec.bet.question[:30]}')", timeout=SECONDS)
    students[1].get_by_role("button", name="4", exact=True).click(timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-poll-count:has-text('1 answers')", timeout=SECONDS)
    teacher.click(".forestnb-reveal-answer")
    answer = bet.answer()  # the same seeded run, played here too
    students[1].wait_for_selector(f".forestnb-poll-answer:has-text('The answer: {answer}')", timeout=60_000)
    mark = teacher.locator(".forestnb-poll-chart .annotation-text:has-text('the answer')").bounding_box()
    tick = teacher.locator(".forestnb-poll-chart .xtick text", has_text=answer).bounding_box()
    assert abs((mark["x"] + mark["width"] / 2) - (tick["x"] + tick["width"] / 2)) < 20  # over the answer's bar
    chart_spans_the_page(teacher, ".forestnb-poll-chart")
    fits_the_projector(teacher, "bet-revealed", artifacts)
    for page in (teacher, *students):
        page.context.close()
