"""Bets before answers, as a class meets them: after Run All, no answer (no number, table, chart
or explorer) shows until its bet's Reveal is clicked; then it shows beside the guess, and every
other bet stays unspoiled.

Every bet is a ``forestnb-prediction`` with its ``forestnb-reveal`` button and its
``forestnb-answer`` box, which stays empty until the click. The check runs inside the test that
already runs each notebook with Run All (``test_boards_in_browser``), so no notebook is run twice.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from browsing import ROOT, SLOW
from forestnb.widgets.lessons import LESSON_CLASS

BET = re.compile(r"\bprediction\(|\bwt\.bet\(")
SPOILERS = ".js-plotly-plot, table, .forestnb-explorer"
"""What an answer box may hold only after its Reveal (besides any text at all)."""


def bets_in(notebook: Path) -> int:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return sum(len(BET.findall("".join(cell["source"]))) for cell in cells if cell["cell_type"] == "code")


NOTEBOOKS = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in path.parts and bets_in(path))


def spoiled(page: Page) -> list[str]:
    """What each answer box already shows, for every box that shows anything."""
    return page.locator(".forestnb-answer").evaluate_all(
        f"""boxes => boxes.map(box => box.innerText.trim() || (box.querySelector('{SPOILERS}') ? 'a picture' : ''))
                         .filter(shown => shown)""")


def reveal(button: Locator, answer: Locator, tries: int = 3) -> None:
    """Click Reveal until the answer box starts to fill ("working it out…", then the answer).

    JupyterLab draws only the cells near the viewport and redraws them as the page scrolls, so a
    click that lands while a cell is being redrawn can be lost (seen once in ten runs of a
    walkthrough); a person would click again, and so does this."""
    for _ in range(tries - 1):
        button.click()
        try:
            expect(answer).not_to_have_text("", timeout=20_000)
            return
        except AssertionError:
            continue
    button.click()


def check_answers_wait_for_their_bets(page: Page, notebook: str, artifacts: Path) -> None:
    """On a notebook that has run all its cells: no answer shows; the first bet's Reveal shows its
    answer (with its explorer's chart in a what-if, and after it the lesson in the run's numbers),
    and only that one."""
    bets = page.locator(".forestnb-prediction")
    expect(bets).to_have_count(bets_in(ROOT / notebook), timeout=60_000)
    assert spoiled(page) == [], "an answer shows before its Reveal"

    first = bets.first
    first.scroll_into_view_if_needed()
    shot = notebook.removeprefix("notebooks/").replace("/", "-").removesuffix(".ipynb")
    first.screenshot(path=str(artifacts / f"bet-{shot}-before.png"))
    answer = first.locator(".forestnb-answer")
    reveal(first.locator(".forestnb-reveal"), answer)
    expect(answer).to_contain_text("the answer:", timeout=SLOW)
    expect(answer.locator(SPOILERS).first).to_be_visible(timeout=SLOW)
    if "what_if" in notebook:
        expect(answer.locator(".forestnb-explorer .js-plotly-plot")).to_be_visible(timeout=SLOW)
        expect(answer.locator(f".{LESSON_CLASS}")).to_contain_text("What it ", timeout=SLOW)
        assert page.locator(f".{LESSON_CLASS}").count() == 1, "a lesson shows outside its revealed bet"
    page.wait_for_timeout(500)  # let the chart finish drawing for the screenshot
    first.screenshot(path=str(artifacts / f"bet-{shot}-after.png"))
    assert len(spoiled(page)) == 1, "only the revealed bet shows its answer"
