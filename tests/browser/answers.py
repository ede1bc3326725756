"""Bets before answers, as a class meets them: after Run All, no bet's answer, explanation or lesson
is anywhere on the page (code cells, Markdown, outputs, widgets, try-its) until its bet's Reveal
is clicked; then it shows beside the guess, and every later bet stays unspoiled.

Every bet is a ``forestnb-prediction`` with its ``forestnb-reveal`` button and its
``forestnb-answer`` box, which stays empty until the click. The bets are revealed one by one, in
the notebook's order: before each click the whole page's text is kept, and after it the answer,
the explanation and the lesson are read from the revealed box and looked for in that text.
JupyterLab is told to draw every cell (``windowingMode: none``, in ``conftest``), so the page's
text is the whole notebook's. The check runs inside the test that already runs each notebook with
Run All (``test_boards_in_browser``), so no notebook is run twice.

The answer boxes of the bets revealed before are left out of the text searched: they are answers in
their own right, two explanations may share a clause ("Set it beside a seat's even share"), and
at the tests' small sweeps (``FORESTNB_QUICK``) two bets' rates coincide by chance (1 game in 60
is 1.7 %, twice). Everything else stays in: code, prose, outputs, the sandbox, opened try-its.

What counts as giving a bet away: any clause of four words or more of its explanation, any
sentence of six words or more of its lesson, and its answer as the bet prints it when that is a
number with decimals (70.4 %, 2.5 cedars) or words. A small whole number ("3 cedars") stands in
too much honest prose to be searched for; such an answer is kept from the page by the bet's
explanation (searched) and, in a walkthrough, by its try-it, sealed until the Reveal (checked here).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from browsing import PROJECTOR, ROOT, SLOW
from playwright.sync_api import Locator, Page, expect

from forestnb.widgets.lessons import LESSON_CLASS
from forestnb.widgets.predict import EXPLAIN_CLASS
from forestnb.widgets.walkthrough import SEALED_CLASS

BET = re.compile(r"\bprediction\(|\b(?:wt|whatif|skill_bet)\.bet\(")
SPOILERS = ".js-plotly-plot, table, .forestnb-explorer"
"""What an answer box may hold only after its Reveal (besides any text at all)."""
PAGE_TEXT = "() => document.querySelector('.jp-NotebookPanel .jp-Notebook').innerText"
"""Everything a person can read in the notebook: code cells not collapsed, Markdown, outputs, widgets."""
UNREVEALED_TEXT = """() => {
    const revealed = [...document.querySelectorAll('.forestnb-answer')].filter(box => box.innerText.trim());
    revealed.forEach(box => { box.style.display = 'none'; });
    const text = document.querySelector('.jp-NotebookPanel .jp-Notebook').innerText;
    revealed.forEach(box => { box.style.display = ''; });
    return text;
}"""
"""The same, less the answer boxes of the bets already revealed (see the module's docstring)."""


def bets_in(notebook: Path) -> int:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return sum(len(BET.findall("".join(cell["source"]))) for cell in cells if cell["cell_type"] == "code")


NOTEBOOKS = sorted(
    str(path.relative_to(ROOT))
    for path in (ROOT / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in path.parts and bets_in(path)
)


def spoiled(page: Page) -> list[str]:
    """What each answer box already shows, for every box that shows anything."""
    return page.locator(".forestnb-answer").evaluate_all(
        f"""boxes => boxes.map(box => box.innerText.trim() || (box.querySelector('{SPOILERS}') ? 'a picture' : ''))
                         .filter(shown => shown)"""
    )


def reveal(button: Locator, answer: Locator, tries: int = 3) -> None:
    """Click Reveal until the answer box starts to fill ("working it out…", then the answer).

    JupyterLab can lose a click that lands while a cell is being redrawn (seen once in ten runs
    of a walkthrough); a person would click again, and so does this."""
    for _ in range(tries - 1):
        button.click()
        try:
            expect(answer).not_to_have_text("", timeout=20_000)
            return
        except AssertionError:
            continue
    button.click()


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class GivenAway:
    """What a revealed bet shows that must not stand on the page before its Reveal."""

    answer: str
    explanation: str
    lesson: str

    def words(self) -> list[str]:
        """Its explanation's clauses of four words or more and its lesson's sentences of six or more."""
        clauses = [piece.strip() for piece in re.split(r"[.:;,!?()]", self.explanation) if len(piece.split()) >= 4]
        sentences = [piece.strip() for piece in re.split(r"[.:;!?]", self.lesson) if len(piece.split()) >= 6]
        return clauses + sentences

    def shown(self) -> list[str]:
        """What the revealed bet itself shows of it: the answer as printed, and the words."""
        return answer_forms(self.answer)[:1] + self.words()

    def pieces(self) -> list[str]:
        """What is looked for before the Reveal: those, and the answer as prose might write it."""
        return answer_forms(self.answer) + self.words()

    def found_in(self, text: str) -> list[str]:
        text = flat(text)
        return [piece for piece in self.pieces() if piece in text]


def answer_forms(answer: str) -> list[str]:
    """How an answer as a bet prints it ("70.4 %") could stand in prose: itself, and a percentage
    without its space; none for a small whole number (see the module's docstring)."""
    number = re.fullmatch(r"(-?[\d,]+)(\.\d+)? ?(.*)", answer)
    if number is None:
        return [answer] if len(answer) >= 4 else []
    if not number[2]:
        return []
    return [answer, f"{number[1]}{number[2]}%"] if number[3] == "%" else [answer]


def given_away(box: Locator) -> GivenAway:
    """The answer, explanation and lesson a revealed answer box shows."""
    line = box.locator(".widget-html-content").first
    explanation = line.locator(f".{EXPLAIN_CLASS}")
    lessons = box.locator(f".{LESSON_CLASS} p")
    return GivenAway(
        flat(line.locator("b").nth(1).inner_text()),
        flat(explanation.inner_text()) if explanation.count() else "",
        " ".join(flat(text) for text in lessons.all_inner_texts()),
    )


def reveal_and_read(page: Page, bet: Locator, lesson: bool) -> GivenAway:
    """Reveal one bet and read what it gave away, once its answer (and its lesson, if it has one) shows."""
    box = bet.locator(".forestnb-answer")
    bet.scroll_into_view_if_needed()
    reveal(bet.locator(".forestnb-reveal"), box)
    expect(box).to_contain_text("the answer:", timeout=SLOW)
    if lesson:
        expect(box.locator(f".{LESSON_CLASS}").first).to_contain_text("What it ", timeout=SLOW)
    return given_away(box)


def spoilers_before_each_reveal(
    page: Page, notebook: str, artifacts: Path | None = None, root: Path = ROOT
) -> list[str]:
    """Reveal every bet in order; for each, what it gave away that the page showed before its
    Reveal. Also checks that the revealed page shows it all, and that each Reveal fills one box.
    ``notebook`` is a path under ``root``."""
    bets = page.locator(".forestnb-prediction")
    expect(bets).to_have_count(bets_in(root / notebook), timeout=60_000)
    found: list[str] = []
    shot = notebook.removeprefix("notebooks/").replace("/", "-").removesuffix(".ipynb")
    for index in range(bets.count()):
        bet = bets.nth(index)
        assert sealed_open(page) <= index, "a try-it opened before its bet was revealed"
        before = page.evaluate(UNREVEALED_TEXT)
        if artifacts is not None and index == 0:
            bet.scroll_into_view_if_needed()
            page.screenshot(path=str(artifacts / f"bet-{shot}-before.png"))
        given = reveal_and_read(page, bet, lesson="what_if" in notebook)
        found += [f"bet {index + 1} ({given.answer}): {piece!r}" for piece in given.found_in(before)]
        after = flat(page.evaluate(PAGE_TEXT))
        assert [piece for piece in given.shown() if piece not in after] == [], "the page shows what was revealed"
        assert len(spoiled(page)) == index + 1, "a Reveal shows its own answer, and no other"
        if artifacts is not None and index == 0:
            page.wait_for_timeout(500)  # let the chart finish drawing
            page.screenshot(path=str(artifacts / f"bet-{shot}-after.png"))
    return found


def sealed_open(page: Page) -> int:
    """How many sealed try-its are open: at most one per bet revealed."""
    return page.locator(f".{SEALED_CLASS}").evaluate_all(
        "boxes => boxes.filter(box => box.querySelector('.forestnb-try-it')).length"
    )


def check_answers_wait_for_their_bets(page: Page, notebook: str, artifacts: Path) -> None:
    """On a notebook that has run all its cells, at a projector's size: no answer box shows
    anything; then each bet's Reveal shows its answer, and nothing it gives away stood on the page
    before (its explorer's chart, in a what-if, only behind its Reveal)."""
    page.set_viewport_size(PROJECTOR)
    assert spoiled(page) == [], "an answer shows before its Reveal"
    if "what_if" in notebook:
        expect(page.locator(".forestnb-prediction .forestnb-explorer .js-plotly-plot >> visible=true")).to_have_count(0)
    found = spoilers_before_each_reveal(page, notebook, artifacts)
    assert found == [], f"shown before its Reveal: {found}"
    if "what_if" in notebook:
        expect(page.locator(".forestnb-answer .forestnb-explorer .js-plotly-plot").first).to_be_visible(timeout=SLOW)
