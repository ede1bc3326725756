"""The bets' own browser checks, beside the Run All of every notebook (``test_boards_in_browser``):
the search for answers on the page finds one planted in a code cell (so a clean run means
something), Reveal records the guess on screen after a fast slider move, and the lesson under an
explorer speaks of the run its chart shows."""

from __future__ import annotations

import json
import re

from answers import flat, spoilers_before_each_reveal
from browsing import ROOT, SLOW, run_all_in_jupyterlab, wait_until_every_cell_ran
from playwright.sync_api import expect

from forestnb.humbaba import walkthrough as wt
from forestnb.humbaba.walkthrough.bets import ANSWERS
from forestnb.widgets.lessons import LESSON_CLASS

WALKTHROUGH = "notebooks/humbaba/01_rules_walkthrough.ipynb"


def test_an_answer_and_an_explanation_planted_in_a_code_cell_are_found_before_their_reveal(
    jupyterlab, served_root, projector, artifacts
):
    notebook = json.loads((ROOT / WALKTHROUGH).read_text(encoding="utf-8"))
    answer, explanation = f"{ANSWERS['die']():g}%", re.sub(r"<[^>]+>", "", wt.BETS["die"].explain)
    planted = {
        "cell_type": "code",
        "execution_count": None,
        "id": "planted",
        "metadata": {},
        "outputs": [],
        "source": [f"# {answer}\n", f"# {explanation}"],
    }
    notebook["cells"].insert(2, planted)
    path = "notebooks/humbaba/planted_walkthrough.ipynb"
    (served_root / path).write_text(json.dumps(notebook), encoding="utf-8")
    run_all_in_jupyterlab(projector, jupyterlab(path))
    wait_until_every_cell_ran(projector)
    found = spoilers_before_each_reveal(projector, path, root=served_root)
    die = list(wt.BETS).index("die") + 1
    assert found and all(entry.startswith(f"bet {die} ") for entry in found), found
    assert any(repr(answer) in entry for entry in found), found
    assert any(piece in explanation for entry in found for piece in re.findall(r"'(.*)'$", entry) if piece != answer)


def test_reveal_right_after_a_fast_slider_move_records_the_value_the_slider_shows(jupyterlab, projector, artifacts):
    page = projector
    run_all_in_jupyterlab(page, jupyterlab(WALKTHROUGH))
    wait_until_every_cell_ran(page)
    bet = page.locator(".forestnb-prediction").first
    bet.scroll_into_view_if_needed()
    handle, track = bet.locator(".noUi-handle"), bet.locator(".noUi-target")
    expect(handle).to_be_visible(timeout=SLOW)
    box, start = track.bounding_box(), handle.bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    for share in (0.6, 0.75, 0.9, 0.2, 0.8):  # back and forth, as fast as a hand
        page.mouse.move(box["x"] + share * box["width"], box["y"] + box["height"] / 2)
    page.mouse.up()
    bet.locator(".forestnb-reveal").click()
    shown = bet.locator(".widget-readout").inner_text().strip()
    assert shown != "5", "the slider moved from the middle"
    answer = bet.locator(".forestnb-answer")
    expect(answer).to_contain_text("the answer:", timeout=SLOW)
    expect(answer).to_contain_text(re.compile(rf"Your guess: {shown} cedars?\b"), timeout=10_000)
    expect(bet.locator(".widget-readout")).to_have_text(shown)
    assert flat(answer.inner_text()).startswith(f"Your guess: {shown} ")
    bet.screenshot(path=str(artifacts / "bet-after-a-fast-slider-move.png"))


def test_the_lesson_under_an_explorer_is_marked_as_the_earlier_runs_while_a_new_run_plays_then_redrawn(
    jupyterlab, projector, artifacts
):
    page = projector
    run_all_in_jupyterlab(page, jupyterlab("notebooks/hunters/03_what_if.ipynb"))
    wait_until_every_cell_ran(page)
    bet = page.locator(".forestnb-prediction").first
    box = bet.locator(".forestnb-answer")
    bet.scroll_into_view_if_needed()
    bet.locator(".forestnb-reveal").click()
    lesson = box.locator(f".{LESSON_CLASS}").first
    expect(lesson).to_contain_text("What it ", timeout=SLOW)
    first_run = lesson.inner_text()
    explorer = box.locator(".forestnb-explorer")
    games = explorer.locator(".widget-text input").first
    games.fill(str(int(games.input_value()) * 2))
    games.press("Enter")
    explorer.locator("button", has_text="Run").click()
    notes = box.locator(".forestnb-stale-note")  # one over the lesson, one over the table
    expect(notes.first).to_be_visible(timeout=30_000)
    notes.first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "lesson-while-a-new-run-plays.png"))
    expect(notes).to_have_count(0, timeout=SLOW)
    expect(lesson).not_to_have_text(first_run, timeout=10_000)
    expect(explorer.locator(".widget-html-content", has_text="settings ×")).to_contain_text(
        f"× {games.input_value()} games"
    )
