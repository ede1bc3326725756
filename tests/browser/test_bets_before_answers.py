"""Bets before answers, as a class meets them: every notebook with a bet, run with Run All in
JupyterLab, shows no answer (no number, table, chart or explorer) until that bet's Reveal is
clicked; then the answer shows beside the guess, and every other bet stays unspoiled.

Every bet is a ``forestnb-prediction`` with its ``forestnb-reveal`` button and its
``forestnb-answer`` box, which stays empty until the click. Screenshots of each notebook's
first bet, before and after its Reveal, go to ``test-artifacts/`` for a person to look at.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from browsing import ROOT, SLOW, run_all_in_jupyterlab, wait_until_every_cell_ran

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


def test_every_notebook_with_a_bet_is_checked():
    assert "notebooks/00_start_here.ipynb" in NOTEBOOKS
    for game in ("humbaba", "forest", "cardswild", "hunters"):
        assert {f"notebooks/{game}/01_rules_walkthrough.ipynb", f"notebooks/{game}/03_what_if.ipynb"} <= set(NOTEBOOKS)


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_no_answer_shows_before_its_bet_is_revealed(notebook, jupyterlab, page, artifacts):
    run_all_in_jupyterlab(page, jupyterlab(notebook))
    wait_until_every_cell_ran(page)
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
    page.wait_for_timeout(500)  # let the chart finish drawing for the screenshot
    first.screenshot(path=str(artifacts / f"bet-{shot}-after.png"))
    assert len(spoiled(page)) == 1, "only the revealed bet shows its answer"
    assert not page.errors, page.errors
