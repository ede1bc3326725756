"""The Sweeps tab on a 1366×768 projector: the what-if notebook's explorer, drawn larger, so its
chart spans the page with no sideways scrolling and its smallest label reads as 18 px or more."""

from __future__ import annotations

from classpages import SECONDS

from forestnb.classroom import ClassStore

MEASURE = """() => {
  const chart = document.querySelector('.forestnb-sweep-explorer .js-plotly-plot');
  const labels = [...chart.querySelectorAll('svg text')].filter((t) => t.textContent.trim());
  const root = document.scrollingElement;
  return {width: chart.getBoundingClientRect().width, page: root.clientWidth,
          smallest: Math.min(...labels.map((t) => t.getBoundingClientRect().height)),
          sideways: root.scrollWidth - root.clientWidth};
}"""


def test_the_sweeps_explorer_fills_the_projector_with_labels_a_room_can_read(browser, served_class, artifacts):
    path, _base, teacher_url = served_class
    ClassStore(path).add_table([None, "greedy"], seed=1, game="humbaba")
    teacher = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    teacher.goto(teacher_url)
    teacher.wait_for_selector(".forestnb-table", timeout=SECONDS)
    teacher.get_by_role("button", name="Sweeps", exact=True).click()
    teacher.click(".forestnb-show-sweep", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-sweep-explorer .js-plotly-plot .main-svg", timeout=60_000)
    teacher.wait_for_timeout(1000)
    shown = teacher.evaluate(MEASURE)
    teacher.screenshot(path=str(artifacts / "classroom-sweeps-1366.png"))
    assert shown["width"] >= 0.9 * shown["page"] and shown["sideways"] <= 0, shown
    assert shown["smallest"] >= 18, shown
    teacher.context.close()
