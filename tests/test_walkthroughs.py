"""Every game's rules walkthrough keeps the same promises, checked for all games at once: the
notebook takes the sections in rule-book order, each with a checked example and a try-it, its
headings are numbered in that order, its bets come in section order, every try-it answers
headlessly without printing (and without pandas or numpy), a section's try-it stays shut until its
bet is revealed, and asking for a section that does not exist says so."""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from sealed import opened

import forestnb
from forestnb.widgets.walkthrough import SEALED_CLASS, Sealed

GAMES = forestnb.games()
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def walkthrough(game: str):
    return importlib.import_module(f"forestnb.{game}.walkthrough")


def cells(game: str) -> list[dict]:
    return json.loads((NOTEBOOKS / game / "01_rules_walkthrough.ipynb").read_text(encoding="utf-8"))["cells"]


def code(game: str) -> list[str]:
    return ["".join(c["source"]) for c in cells(game) if c["cell_type"] == "code"]


def calls(game: str, function: str) -> list[str]:
    return [m for source in code(game) for m in re.findall(rf'wt\.{function}\("(\w+)"\)', source)]


@pytest.mark.parametrize("game", GAMES)
def test_the_notebook_tries_every_section_in_rule_book_order(game):
    assert calls(game, "try_it") == list(walkthrough(game).SECTIONS)


@pytest.mark.parametrize("game", GAMES)
def test_each_section_has_a_checked_example_or_a_bet_that_shows_it_and_widgets_and_figures_are_never_compared(game):
    checked = [s for s in code(game) if s.startswith("# NBVAL_CHECK_OUTPUT")]
    assert len(checked) + len(walkthrough(game).BETS) >= len(walkthrough(game).SECTIONS) + 1
    assert not any(re.search(r"try_it\(|bet\(|figure\w*\(|_timeline\(", s) for s in checked)


@pytest.mark.parametrize("game", GAMES)
def test_the_section_headings_are_numbered_in_order(game):
    headings = [re.match(r"## (\d+)\.", "".join(c["source"])) for c in cells(game) if c["cell_type"] == "markdown"]
    assert [int(h[1]) for h in headings if h] == list(range(1, len(walkthrough(game).SECTIONS) + 1))


@pytest.mark.parametrize("game", GAMES)
def test_the_bets_come_in_section_order(game):
    sections = list(walkthrough(game).SECTIONS)
    bets = calls(game, "bet")
    assert bets and bets == sorted(bets, key=sections.index)


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_section_is_named_in_the_error(game):
    wt = walkthrough(game)
    with pytest.raises(KeyError, match="no walkthrough section 'dragons'"):
        wt.header("dragons")
    with pytest.raises(KeyError, match="no try-it for 'dragons'"):
        wt.try_it("dragons")
    with pytest.raises(KeyError, match="no prediction for 'dragons'"):
        wt.bet("dragons")


@pytest.mark.parametrize("game, section", [(game, key) for game in GAMES for key in walkthrough(game).SECTIONS])
def test_every_try_it_builds_and_answers_without_an_error(game, section, capsys):
    widget = opened(walkthrough(game).try_it(section))
    assert widget.output.value and "did not work" not in widget.output.value
    assert "forestnb-try-it" in widget._dom_classes
    assert capsys.readouterr().out == "", "widget callbacks never print"


WITHOUT_PANDAS = """
import json, sys
sys.modules["pandas"] = sys.modules["numpy"] = None  # an import of either fails, as in JupyterLite
import importlib
failed = []
for game in {games!r}:
    wt = importlib.import_module(f"forestnb.{{game}}.walkthrough")
    for section in wt.SECTIONS:
        widget = wt.try_it(section)
        if "did not work" in getattr(widget, "unseal", lambda: widget)().output.value:
            failed.append(f"{{game}} try-it {{section}}")
    for section, answer in wt.WALKTHROUGH.answers.items():
        answer()
print(json.dumps(failed))
"""


def test_every_try_it_and_bet_answers_without_pandas_or_numpy():
    """The walkthroughs also run in the browser's Python (issue 21), which has neither library."""
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_PANDAS.format(games=GAMES)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "FORESTNB_QUICK": "1"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.splitlines()[-1]) == []


@pytest.mark.parametrize("game, section", [(game, key) for game in GAMES for key in walkthrough(game).BETS])
def test_the_try_it_of_a_section_with_a_bet_opens_only_when_that_bet_is_revealed(game, section):
    """Its knobs start at the bet's own setting, so open it would show the answer under the bet."""
    wt = walkthrough(game)
    bet = wt.bet(section)
    sealed = wt.try_it(section)
    assert isinstance(sealed, Sealed) and SEALED_CLASS in sealed._dom_classes and sealed.try_it is None
    assert "opens when the bet above is revealed" in sealed.children[0].value
    bet.children[2].click()
    assert "the answer:" in bet.children[3].children[0].value
    assert sealed.try_it is not None and sealed.children == (sealed.try_it,)
    assert "did not work" not in sealed.try_it.output.value
    assert wt.try_it(section).try_it is not None, "a try-it built after the Reveal is open at once"
    wt.bet(section)
    assert wt.try_it(section).try_it is None, "a bet shown again seals its section's try-it again"
