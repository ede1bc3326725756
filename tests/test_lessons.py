"""The lessons every what-if section reveals: the shared reading of a run, and the notebooks that
only name the lesson their Reveal shows (all the logic lives in forestnb, where it is tested)."""

from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path

import pandas as pd
import pytest

from forestnb.widgets.lessons import LESSON_CLASS, chosen, lesson, mean, measured, percent, share, wobble

SMALL_SWEEP = {"humbaba": 6, "forest": 2, "cardswild": 6, "hunters": 3}
"""Games per setting: enough for every lesson to have a number to state, few enough to stay quick."""
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
THIN = sorted(NOTEBOOKS.glob("*/03_what_if.ipynb")) + [NOTEBOOKS / "00_start_here.ipynb"]
WHATIF_GAMES = sorted(path.parent.name for path in NOTEBOOKS.glob("*/03_what_if.ipynb"))
GAMES = pd.DataFrame(
    {
        "greedy_players": [0, 0, 1, 1, 1],
        "box_size": [20, 20, 20, 20, 0],
        "collapsed": [False, False, True, False, True],
        "clip_lost": [0, 0, 2, 1, 3],
    }
)


def test_a_share_of_games_is_read_for_the_setting_asked_about():
    assert percent(GAMES, greedy_players=1) == 66.7
    assert percent(GAMES, greedy_players=1, box_size=20) == 50.0
    assert percent(GAMES) == 40.0


def test_a_mean_is_read_for_the_setting_asked_about():
    assert mean(GAMES, "clip_lost", greedy_players=1) == 2.0


def test_a_setting_no_game_was_played_with_is_refused_by_name():
    with pytest.raises(ValueError, match="no game of this run was played with {'greedy_players': 4}"):
        chosen(GAMES, greedy_players=4)
    with pytest.raises(KeyError, match="no column 'quota'"):
        percent(GAMES, quota=2)


def test_a_rate_reads_as_a_whole_percentage():
    assert share(2 / 3) == "67%" and share(0) == "0%" and share(1) == "100%"


def test_chance_alone_moves_a_half_and_half_rate_by_ten_points_in_a_hundred_games():
    assert wobble(0.5, 100) == pytest.approx(0.1)
    with pytest.raises(ValueError, match="at least one game"):
        wobble(0.5, 0)


def test_a_lesson_gives_the_numbers_first_then_what_they_teach():
    text = lesson(
        "What it teaches: risk compounds.",
        "The chances multiply.",
        "Try it.",
        numbers=measured(["Health 5: 30%", "Health 2: 12%"]),
    )
    assert text.startswith(f'<div class="{LESSON_CLASS}"')
    assert text.index("In these games") < text.index("Health 5: 30%") < text.index("risk compounds")
    assert "<p><b>What it teaches: risk compounds.</b> The chances multiply.</p><p>Try it.</p>" in text
    assert measured(["Health 5: 30%"], heading="In these rolls").startswith("<p><b>In these rolls</b>:</p>")
    with pytest.raises(ValueError, match="at least one paragraph"):
        lesson("What it teaches: nothing.")


def code_cells(notebook: Path) -> list[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]


@pytest.mark.parametrize("notebook", THIN, ids=lambda path: str(path.relative_to(NOTEBOOKS)))
def test_a_thin_notebook_defines_no_function_of_its_own(notebook):
    defined = [
        node.name
        for source in code_cells(notebook)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    ]
    assert defined == [], f"move {', '.join(defined)} into forestnb, where it is tested"


def whatif_bets(game: str):
    return importlib.import_module(f"forestnb.{game}.whatif_bets").BETS


@pytest.mark.parametrize("game", WHATIF_GAMES)
def test_every_bet_of_a_what_if_reveals_its_lesson_and_no_lesson_stands_before_a_reveal(game):
    cells = json.loads((NOTEBOOKS / game / "03_what_if.ipynb").read_text(encoding="utf-8"))["cells"]
    markdown = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]
    assert not [text for text in markdown if text.startswith(("**What it teaches", "**What it shows"))]
    assert not [source for source in code_cells(NOTEBOOKS / game / "03_what_if.ipynb") if "lessons." in source]
    lessons = f"forestnb.{game}.lessons"
    assert all(any(read.__module__ == lessons for read in bet.shows) for bet in whatif_bets(game).values())


def revealed_lessons():
    """(game, question, name) for every function of a game's ``lessons`` that a what-if's bet calls
    on its explorer's games: the lessons its Reveal shows, and the answers it reads."""
    for game in WHATIF_GAMES:
        for bet in whatif_bets(game).values():
            for read in (bet.answer, *bet.shows):
                if bet.explorer and read.__module__ == f"forestnb.{game}.lessons":
                    yield game, bet.explorer, read.__name__


@pytest.mark.parametrize("game, question, name", list(revealed_lessons()))
def test_every_lesson_a_what_if_reveals_reads_a_real_run_of_its_explorer(game, question, name):
    explorer = importlib.import_module(f"forestnb.{game}.whatif").explorer(question, games=SMALL_SWEEP[game])
    read = getattr(importlib.import_module(f"forestnb.{game}.lessons"), name)(explorer.frame)
    if isinstance(read, str) and read.startswith("<"):
        assert read.startswith(f'<div class="{LESSON_CLASS}"') and "<b>In these " in read
    assert not re.search(r"\bnan\b", str(read)), "a number the run did not give"
