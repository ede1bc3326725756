"""A student's page of every registered game on a phone (390×844, touch), mid-game and at the end,
and the poll card of each kind: nothing wider than the screen, no text under 16 px, every button at
least 44 px tall and not covered by anything, and the page drawn without an error."""

from __future__ import annotations

import pytest
from classpages import PHONE, SECONDS, join_student, tap_first_move
from test_seats_in_browser import ClassServer

import forestnb
from forestnb.core.face import face_of

MID_GAME_MOVES = 6
LAYOUT = """() => {
  const width = document.documentElement.clientWidth;
  const buttons = [...document.querySelectorAll('.forestnb-student button, .forestnb-poll button')]
    .filter(b => b.offsetParent !== null);
  const problems = [];
  if (document.documentElement.scrollWidth > width) \
problems.push('page ' + document.documentElement.scrollWidth + ' px wide');
  for (const el of document.querySelectorAll('.forestnb-student *, .forestnb-poll *')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (own && el.offsetParent !== null && size < 16) \
problems.push('text "' + el.textContent.trim().slice(0, 30) + '" at ' + size + ' px');
  }
  for (const b of buttons) {
    b.scrollIntoView({block: 'center', behavior: 'instant'});
    const r = b.getBoundingClientRect();
    if (r.height < 44) problems.push('button "' + b.innerText + '" ' + r.height + ' px tall');
    if (r.right > width + 1) problems.push('button "' + b.innerText + '" past the right edge');
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top || !b.contains(top)) \
problems.push('button "' + b.innerText + '" covered by ' + (top ? top.outerHTML.slice(0, 80) : 'nothing'));
  }
  return problems;
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassServer(tmp_path_factory.mktemp("phones"))
    running.start()
    yield running
    running.stop()


def check_layout(page, shot) -> None:
    page.wait_for_selector(".forestnb-student h2", timeout=SECONDS)
    page.wait_for_timeout(300)  # the last update's widgets settle
    problems = page.evaluate(LAYOUT)
    page.screenshot(path=str(shot), full_page=True)
    assert "Traceback" not in page.inner_text("body")
    assert not problems, "; ".join(problems)


@pytest.mark.parametrize("name", forestnb.games())
def test_every_games_seat_fits_a_phone_mid_game_and_at_the_end(browser, server, artifacts, name):
    store = server.store
    face = face_of(name)
    table = store.add_table([None, face.stand_in], seed=6, game=name)
    page = join_student(
        browser, server.base, store.class_code, f"Phone {name}", table=store.table(table)["number"], device=PHONE
    )
    for _ in range(MID_GAME_MOVES):  # the student plays by tapping the first button each time
        page.wait_for_selector(".forestnb-play", timeout=SECONDS)
        before = page.locator(".forestnb-student h2").inner_text()
        tap_first_move(page, before)
        if page.locator(".forestnb-result").count():
            break
    check_layout(page, artifacts / f"classroom-phone-{name}-mid-game.png")
    story = page.locator(".forestnb-happened").inner_text()  # what just happened, and why
    assert "(you)" in story or "Seat 1" in story
    if face.picks is not None:
        assert "Reveal:" in story and "Harvest:" in story
    store.set_bot(table, 0, face.stand_in)  # a bot plays the student's seat to the end
    page.wait_for_selector(".forestnb-result", timeout=60_000)
    check_layout(page, artifacts / f"classroom-phone-{name}-end.png")
    page.context.close()


@pytest.mark.parametrize(
    "choices", [("yes", "no"), ("a quota", "monitoring", "fines", "a shared forecast", "no rule at all"), ()]
)
def test_the_poll_card_fits_a_phone(browser, server, artifacts, choices):
    store = server.store
    table = store.add_table([None, "greedy"], seed=2, game="humbaba")
    page = join_student(
        browser, server.base, store.class_code, f"Poll {len(choices)}", table=store.table(table)["number"], device=PHONE
    )
    store.open_poll(
        "Which rule would you change to keep the forest standing until the very last round?", choices=choices
    )
    page.wait_for_selector(".forestnb-poll", timeout=SECONDS)
    check_layout(page, artifacts / f"classroom-phone-poll-{len(choices) or 'number'}.png")
    page.context.close()
