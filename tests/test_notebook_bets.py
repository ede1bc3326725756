"""Bets before answers, in the notebooks' own cells: every bet a notebook shows is declared in the
package (question, answer, explanation) and a cell only names it; no code cell writes a bet, an
explanation or a lesson; the what-ifs' prose is in Markdown cells; and the cells that are only
plumbing (imports, settings, prose built in code) come with their input collapsed. The browser
test (``tests/browser/answers.py``) checks the page itself after Run All."""
from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path

import pytest

import forestnb
from forestnb.widgets.predict import Bet

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
STUDENTS = sorted(path for path in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in path.parts
                  and "teacher" not in path.name and path.parent.name != "classroom")
GAMES = forestnb.games()


def module(game: str, name: str):
    return importlib.import_module(f"forestnb.{game}.{name}")


def declared() -> dict[str, dict[str, Bet]]:
    """Every bet the package declares, by the call that shows it in a notebook."""
    bets: dict[str, dict[str, Bet]] = {"wt": {}, "whatif": {}}
    for game in GAMES:
        bets["wt"].update({f"{game}:{name}": bet for name, bet in module(game, "walkthrough").BETS.items()})
        sweeps = module(game, "whatif_bets")
        for name, spec in {**sweeps.BETS, **getattr(sweeps, "START_BETS", {})}.items():
            bets["whatif"][f"{game}:{name}"] = spec.bet
    return bets


def code_cells(notebook: Path) -> list[dict]:
    return [cell for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"] if cell["cell_type"] == "code"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def game_of(notebook: Path) -> str:
    return "humbaba" if notebook.parent == NOTEBOOKS else notebook.parent.name


def words(markup: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", markup)).strip()


def fragments(explanation: str) -> list[str]:
    """The pieces of an explanation a cell could not hold by chance: its clauses of four words or more."""
    return [piece.strip() for piece in re.split(r"[.:;,!?()]", words(explanation)) if len(piece.split()) >= 4]


def plumbing(code: str) -> bool:
    """Only imports, settings and constants, or prose written as Markdown(...): nothing a student works with."""
    body = ast.parse(code).body
    return bool(body) and all(
        isinstance(node, (ast.Import, ast.ImportFrom, ast.Assign))
        or (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", "") == "Markdown")
        for node in body)


@pytest.mark.parametrize("notebook", STUDENTS, ids=lambda path: str(path.relative_to(NOTEBOOKS)))
def test_every_bet_a_notebook_shows_is_declared_in_the_package_and_a_cell_only_names_it(notebook):
    bets = declared()
    for cell in code_cells(notebook):
        code = source(cell)
        assert "prediction(" not in code and "explain=" not in code, f"a bet written in a cell: {code}"
        for maker, name in re.findall(r"\b(wt|whatif)\.bet\(\"(\w+)\"\)", code):
            assert f"{game_of(notebook)}:{name}" in bets[maker], f"{maker}.bet({name!r}) is not declared"


@pytest.mark.parametrize("notebook", STUDENTS, ids=lambda path: str(path.relative_to(NOTEBOOKS)))
def test_no_code_cell_holds_a_bets_explanation_or_a_lesson(notebook):
    explanations = [piece for bets in declared().values() for bet in bets.values() for piece in fragments(bet.explain)]
    for cell in code_cells(notebook):
        code = words(source(cell))
        assert "lessons." not in code, f"a lesson named in a visible cell: {code}"
        assert not [piece for piece in explanations if piece in code], code


def test_every_walkthrough_and_what_if_bet_has_a_question_and_an_explanation():
    bets = declared()
    for key, bet in {**bets["wt"], **bets["whatif"]}.items():
        assert bet.question.strip(), key
        if not key.endswith((":survival", ":greed")):  # the start notebook's first taste shows its table only
            assert fragments(bet.explain), key


@pytest.mark.parametrize("notebook", sorted(NOTEBOOKS.glob("*/03_what_if.ipynb")), ids=lambda path: path.parent.name)
def test_a_what_if_writes_its_prose_in_markdown_cells(notebook):
    assert not [source(cell) for cell in code_cells(notebook) if "Markdown(" in source(cell)]


@pytest.mark.parametrize("notebook", STUDENTS, ids=lambda path: str(path.relative_to(NOTEBOOKS)))
def test_a_cell_that_is_only_plumbing_has_its_input_collapsed(notebook):
    for cell in code_cells(notebook):
        if plumbing(source(cell)):
            assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True, source(cell)
