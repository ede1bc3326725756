"""The README's promises: its code runs as written, and it holds the two setup commands."""
from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_the_api_tour_runs_as_written(capsys):
    tour, others = blocks("python")
    exec(compile(tour, str(README), "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out
    assert "'humbaba'" in printed and "19/27" in printed
    exec(compile(others, str(README), "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out
    assert "a deck holds exactly 10 character cards; this one has 11" in printed


def test_the_readme_gives_one_command_to_open_the_notebooks_and_one_to_run_the_tests():
    commands = [b.strip() for b in blocks("bash")]
    assert any("jupyter lab notebooks/00_start_here.ipynb" in c for c in commands)
    test_command = next(c for c in commands if "tests/run" in c)
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert test_command in ci, "CI must run the README's test command"
