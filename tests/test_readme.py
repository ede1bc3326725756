"""The README's promises: its code runs as written, it holds the two setup commands, it quotes the
engines' instruction budgets as the benchmark keeps them, and it lists each game's options as the
game declares them."""

from __future__ import annotations

import csv
import importlib
import re
from pathlib import Path

import forestnb
from forestnb.core.options import options_in_words
from forestnb.core.registry import game_class

README = Path(__file__).resolve().parent.parent / "README.md"
BUDGETS = README.parent / "benchmarks" / "instruction_budgets.csv"
README_ORDER = ("humbaba", "forest", "cardswild", "hunters")
OPTIONS = re.compile(r"<!-- options: from each game's options.py -->\n(.*?)<!-- /options -->", flags=re.S)


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_the_api_tour_runs_as_written(capsys):
    tour, others, *_ = blocks("python")
    exec(compile(tour, str(README), "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out
    assert "'humbaba'" in printed and "19/27" in printed
    exec(compile(others, str(README), "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out
    assert "a deck holds exactly 10 character cards; this one has 11" in printed


def test_the_design_lab_example_runs_as_written(capsys):
    lab_block = next(block for block in blocks("python") if "forestnb.balance(" in block)
    exec(compile(lab_block, str(README), "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out
    assert "first-seat advantage" in printed and "starting_health=8" in printed and "held_win_rate" in printed


def test_the_readme_gives_one_command_to_open_the_notebooks_and_one_to_run_the_tests():
    commands = [b.strip() for b in blocks("bash")]
    assert "bash tools/lab" in commands
    lab = (README.parent / "tools" / "lab").read_text(encoding="utf-8")
    assert "jupyter lab --ServerApp.root_dir=." in lab and "notebook=notebooks/00_start_here.ipynb" in lab
    test_command = next(c for c in commands if "tests/run" in c)
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert test_command in ci, "CI must run the README's test command"


def test_the_cluster_sweep_is_valid_python_but_is_not_run_for_want_of_a_cluster():
    *_, cluster = blocks("python")
    assert 'Client("tcp://scheduler:8786")' in cluster and "executor=client.get_executor()" in cluster
    compile(cluster, str(README), "exec")


def test_every_game_has_an_instruction_budget_and_the_readme_quotes_it():
    with BUDGETS.open(newline="", encoding="utf-8") as table:
        budgets = {row["game"]: int(row["budget"]) for row in csv.DictReader(table)}
    assert sorted(budgets) == forestnb.games()
    speed = README.read_text(encoding="utf-8").split("**Speed.**")[1].split("\n\n")[0]
    for budget in budgets.values():
        assert f"{budget:,}" in speed


def test_the_readme_lists_exactly_the_declared_options():
    assert sorted(README_ORDER) == forestnb.games()
    declared = options_in_words(
        {
            importlib.import_module(f"forestnb.{name}.options").TITLE: game_class(name).declared_options
            for name in README_ORDER
        }
    )
    listed = OPTIONS.search(README.read_text(encoding="utf-8"))
    assert listed is not None, "the README has lost its list of options (between the options comments)"
    assert listed.group(1).rstrip("\n") == declared, (
        f"the README's options disagree with the declarations; write:\n{declared}"
    )
