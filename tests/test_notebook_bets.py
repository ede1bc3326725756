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
STUDENTS = sorted(
    path
    for path in NOTEBOOKS.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in path.parts
    and "teacher" not in path.name
    and "design_lab" not in path.name  # a designer's, whose code is what they work with
    and path.parent.name != "classroom"
)
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
        or (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", "") == "Markdown"
        )
        for node in body
    )


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


def rule_numbers(game: str) -> list[str]:
    """What a what-if's prose says of the rules' and the data's numbers, worded from the package,
    so that prose kept in Markdown cells still follows a changed rule or deck."""
    if game == "cardswild":
        from forestnb.cardswild.cards import LION, NEVER_REMOVED, SAFE_CARDS, TROPHIES_TO_WIN, load_deck
        from forestnb.cardswild.rules import MAX_ROUNDS, CardswildGame

        deck = load_deck()
        four = deck.counts(4)
        safes, lions = sum(four[card] for card in SAFE_CARDS), four[LION]
        at_others = sum(four[row.kind] for row in deck.rows if row.category in NEVER_REMOVED)
        return [
            f"first to bag {TROPHIES_TO_WIN} trophies",
            f"Yet {at_others} of the {deck.size(4)} cards",
            f"only {safes} Safe cards and {lions} Mountain Lions",
            f"the {safes} Safe cards, the {lions} Mountain Lions",
            f"after {MAX_ROUNDS} rounds",
            f"table of {CardswildGame.min_players} to {CardswildGame.max_players} bots",
        ]
    if game == "forest":
        from forestnb.forest.effects import PEEK_CARDS
        from forestnb.forest.lessons import STANDARD
        from forestnb.forest.rules import CALL_POINTS, LONG_WAIT_POINTS, TARGETS
        from forestnb.forest.whatif import NEVER
        from forestnb.forest.whatif_bets import BASE_DECK, DEEP_WOODS

        return [
            f"two-player target of {TARGETS[2]} points",
            f"With {CALL_POINTS} card points or more",
            f"*Strike lead* ({STANDARD.strike_lead:g} by default)",
            f"*Score lead* ({STANDARD.score_lead:g})",
            f"a Strike lead of {NEVER} means",
            f"{DEEP_WOODS} more cards into the deck of {BASE_DECK}",
            f"looks {PEEK_CARDS} cards deep",
            f"needs {LONG_WAIT_POINTS} points instead of {CALL_POINTS}",
            ", ".join(f"{points} points with {players} players" for players, points in TARGETS.items()),
        ]
    if game == "hunters":
        from forestnb.hunters.decks import PER_KIND
        from forestnb.hunters.field import HEARTS
        from forestnb.hunters.rules import DEFAULT_DECKS, TEAM_ZONES

        return [
            f"holds {PER_KIND} characters and {PER_KIND} supports",
            f"starts with {HEARTS} hearts at two players",
            f"({HEARTS - 1} at 3, {HEARTS - 2} at 4)",
            f"keeps {HEARTS} hearts each, shares a field of {TEAM_ZONES} + {TEAM_ZONES} zones",
            f"by seat ({', '.join(DEFAULT_DECKS)})",
        ]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_a_what_ifs_prose_states_the_rules_numbers_as_the_package_has_them(game):
    cells = json.loads((NOTEBOOKS / game / "03_what_if.ipynb").read_text(encoding="utf-8"))["cells"]
    prose = " ".join(source(cell) for cell in cells if cell["cell_type"] == "markdown")
    assert [phrase for phrase in rule_numbers(game) if phrase not in prose] == []
