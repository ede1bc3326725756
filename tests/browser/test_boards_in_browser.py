"""Every notebook in a real browser: each game's play notebook run and played in JupyterLab and
as a Voila app, and every other notebook run clean in JupyterLab with its pictures drawn and its
answers held back until their bets are revealed (``answers``).

A person opens the notebook, runs it, and plays a turn by clicking: the board must be drawn,
respond to clicks, grow its log, move the game on and draw its chart. A screenshot of each board
is kept in ``test-artifacts/`` for a human to look at.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from answers import NOTEBOOKS as BET_NOTEBOOKS
from answers import check_answers_wait_for_their_bets
from browsing import PROJECTOR, SLOW, play_a_turn, run_all_in_jupyterlab, wait_until_every_cell_ran
from playwright.sync_api import Page, expect

import forestnb

ROOT = Path(__file__).resolve().parents[2]
PLAY_NOTEBOOKS = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "notebooks").glob("*/02_play.ipynb"))
OTHER_NOTEBOOKS = sorted(
    str(path.relative_to(ROOT))
    for path in (ROOT / "notebooks").rglob("*.ipynb")
    if str(path.relative_to(ROOT)) not in PLAY_NOTEBOOKS and ".ipynb_checkpoints" not in path.parts
)
PICTURES = re.compile(r"figure|chart|board\(|explorer\(|sandbox\(|gallery\(|_timeline\(")


def draws_pictures(notebook: str) -> bool:
    """Whether the notebook's code draws plotly pictures (figures, boards, explorers, the gallery); the
    walkthroughs of some games teach with tables and try-its alone."""
    cells = json.loads((ROOT / notebook).read_text(encoding="utf-8"))["cells"]
    return any(PICTURES.search("".join(cell["source"])) for cell in cells if cell["cell_type"] == "code")


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_the_play_notebook_runs_and_plays_in_jupyterlab(notebook, jupyterlab, page, artifacts):
    run_all_in_jupyterlab(page, jupyterlab(notebook))
    play_a_turn(page, artifacts / f"jupyterlab-{notebook.replace('/', '-')}.png")


@pytest.mark.parametrize("notebook", OTHER_NOTEBOOKS)
def test_every_other_notebook_runs_clean_in_jupyterlab_draws_its_pictures_and_keeps_each_answer_for_its_reveal(
    notebook, jupyterlab, page, artifacts
):
    run_all_in_jupyterlab(page, jupyterlab(notebook))
    wait_until_every_cell_ran(page)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    if draws_pictures(notebook):
        expect(page.locator(".js-plotly-plot >> visible=true").first).to_be_visible(timeout=60_000)
    page.screenshot(path=str(artifacts / f"jupyterlab-{notebook.replace('/', '-')}.png"))
    if notebook in BET_NOTEBOOKS:
        check_answers_wait_for_their_bets(page, notebook, artifacts)
    assert not page.errors, page.errors


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_the_play_notebook_works_as_a_voila_app(notebook, voila, page, artifacts):
    page.goto(voila(notebook), timeout=SLOW)
    play_a_turn(page, artifacts / f"voila-{notebook.replace('/', '-')}.png")


def test_the_notebooks_that_draw_pictures_are_told_from_their_code():
    assert draws_pictures("notebooks/humbaba/03_what_if.ipynb") and draws_pictures("notebooks/00_start_here.ipynb")
    assert not draws_pictures("notebooks/cardswild/01_rules_walkthrough.ipynb")


def test_every_notebook_with_a_bet_has_its_answers_checked_in_the_browser():
    assert "notebooks/00_start_here.ipynb" in BET_NOTEBOOKS
    for game in ("humbaba", "forest", "cardswild", "hunters"):
        assert {f"notebooks/{game}/01_rules_walkthrough.ipynb", f"notebooks/{game}/03_what_if.ipynb"} <= set(
            BET_NOTEBOOKS
        )
    assert set(BET_NOTEBOOKS) <= set(OTHER_NOTEBOOKS)


def test_every_game_with_a_board_has_a_play_notebook():
    games_with_boards = [name for name in forestnb.games() if (ROOT / "forestnb" / name / "board.py").is_file()]
    assert [Path(nb).parent.name for nb in PLAY_NOTEBOOKS] == games_with_boards


CARD_ROW = 170  # px: a hand's heading and its first row of cards


CUT_LABELS = """board => [...board.querySelectorAll('button, .widget-label, .widget-toggle-button')]
    .filter(el => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
    .map(el => el.textContent.trim())"""


def check_the_board_fits(page: Page, shot: Path) -> None:
    """The first board, scrolled to the top of the screen as a player would: its hand (the heading
    and first row of cards; a Forest round starts with an empty hand) and its chart both on the
    screen, no button or label cut short, and no teacher switch on a students' notebook."""
    board = page.locator(".forestnb-board").first
    expect(board.locator(".js-plotly-plot .main-svg").first).to_be_visible(timeout=SLOW)
    hand = board.locator(".forestnb-hand").first
    expect(hand).to_be_visible(timeout=30_000)
    board.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(shot))
    chart, cards = board.locator(".js-plotly-plot").first.bounding_box(), hand.bounding_box()
    cards["height"] = min(cards["height"], CARD_ROW)
    for name, box in (("chart", chart), ("hand", cards)):
        assert box["y"] >= -1 and box["y"] + box["height"] <= PROJECTOR["height"], (
            f"the {name} is off the screen: {box}"
        )
        assert box["x"] >= 0 and box["x"] + box["width"] <= PROJECTOR["width"], f"the {name} is off the screen: {box}"
    for each in page.locator(".forestnb-board").all():
        assert each.evaluate(CUT_LABELS) == [], "labels cut short"
    expect(page.locator(".forestnb-teacher:visible")).to_have_count(0)
    assert not page.errors, page.errors


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_on_a_1366x768_screen_in_voila_the_hand_and_the_chart_share_the_screen_and_no_label_is_cut(
    notebook, voila, projector, artifacts
):
    projector.goto(voila(notebook), timeout=SLOW)
    check_the_board_fits(projector, artifacts / f"voila-1366x768-{notebook.replace('/', '-')}.png")


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_on_a_1366x768_screen_in_jupyterlab_with_its_file_browser_open_the_hand_and_the_chart_share_the_screen(
    notebook, jupyterlab, projector, artifacts
):
    run_all_in_jupyterlab(projector, jupyterlab(notebook))
    check_the_board_fits(projector, artifacts / f"jupyterlab-1366x768-{notebook.replace('/', '-')}.png")


def test_the_humbaba_board_shows_this_rounds_cards_and_the_forecast_before_resolve_on_one_screen(
    voila, projector, artifacts
):
    page = projector
    page.goto(voila("notebooks/humbaba/02_play.ipynb"), timeout=SLOW)
    board = page.locator(".forestnb-board").first
    expect(board.locator(".js-plotly-plot .main-svg").first).to_be_visible(timeout=SLOW)
    board.locator("button.forestnb-play:enabled").first.click()
    reveal = board.locator(".forestnb-reveal")
    expect(reveal).to_contain_text("Revealed in round 1:", timeout=30_000)
    expect(reveal).to_contain_text("Demand:")
    board.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / "voila-1366x768-humbaba-reveal.png"))
    for part in (reveal, board.locator(".forestnb-forecast"), board.locator(".forestnb-resolve")):
        box = part.bounding_box()
        assert box["y"] + box["height"] <= PROJECTOR["height"], f"below the screen: {box}"
    assert board.evaluate(CUT_LABELS) == []
