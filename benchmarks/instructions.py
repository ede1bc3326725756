"""Machine instructions per decision under random play, counted by valgrind's callgrind.

Run: ``.venv/bin/python benchmarks/instructions.py [--game NAME] [--games N] [--warm N]``. Needs
valgrind (Debian: ``apt-get install valgrind``). These counts are the engines' speed targets: on
a shared virtual machine the clock can run two and a half times slower from one minute to the
next, while an instruction count is the same on every run, so a change that saves 5% of the
instructions saves about 5% of the time, on any day.

Each game's budget, in instructions per decision, is in ``instruction_budgets.csv`` beside this
script (the count measured when it was set, rounded up a little, with the reason). Every row
prints the count beside its budget, and the script exits non-zero when a count is more than 5%
over its budget, or a game has no budget: a change that makes an engine slower has to say so by
raising the budget, in the same commit. The budgets are for the default ``--games`` and
``--warm``; other sizes move the counts a little.

The loop counted is ``engines.play_out``, the one ``engines.py`` times: ``legal_actions()``, a
random choice and ``apply()``.
Only that loop is counted: warm-up games first run uncounted (imports, The Forest's scoring memo),
and the games to count are set up before counting starts.
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

from engines import play_out  # this folder, which Python puts first on the path of a script run here

import forestnb
from forestnb.core.registry import game_class

COUNTED = re.compile(r"I\s+refs:\s+([\d,]+)")
BUDGETS = Path(__file__).with_name("instruction_budgets.csv")
TOLERANCE = 0.05  # a count this far over its budget fails the run


def budgets() -> dict[str, int]:
    """Each game's budget in instructions per decision, from ``instruction_budgets.csv``."""
    with BUDGETS.open(newline="", encoding="utf-8") as table:
        return {row["game"]: int(row["budget"]) for row in csv.DictReader(table)}


def verdict(per_decision: int, budget: int | None) -> tuple[bool, str]:
    """Whether a count passes its budget (at most ``TOLERANCE`` over it), and how it stands, in words."""
    if budget is None:
        return False, f"no budget: add one to {BUDGETS.name}"
    passed = per_decision <= budget * (1 + TOLERANCE)
    return passed, f"{'ok' if passed else 'OVER'} ({per_decision / budget - 1:+.1%} against the budget)"


def play_counted(name: str, games: int, warm: int) -> int:
    """Inside valgrind: play ``warm`` uncounted games, then ``games`` counted ones; return the decisions."""
    cls, rng = game_class(name), random.Random(0)
    for seed in range(10_000, 10_000 + warm):
        play_out(forestnb.new_game(name, players=cls.max_players, seed=seed), rng)
    tables = [forestnb.new_game(name, players=cls.max_players, seed=seed) for seed in range(games)]
    subprocess.run(["callgrind_control", "--instr=on", str(os.getpid())], check=True, capture_output=True)
    decisions = sum(play_out(game, rng) for game in tables)
    subprocess.run(["callgrind_control", "--instr=off", str(os.getpid())], check=True, capture_output=True)
    return decisions


def count(name: str, games: int, warm: int) -> tuple[int, int]:
    """Instructions and decisions of ``games`` random games of ``name``, run under callgrind."""
    command = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--inside",
        "--game",
        name,
        "--games",
        str(games),
        "--warm",
        str(warm),
    ]
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    found = COUNTED.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"valgrind failed on {name}:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), int(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=forestnb.games(), action="append", help="count only this game (repeatable)")
    parser.add_argument("--games", type=int, default=20, help="games counted per engine (valgrind runs ~50x slower)")
    parser.add_argument("--warm", type=int, default=30, help="uncounted games played first")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside:
        print(play_counted(args.game[0], args.games, args.warm))
        return
    if args.games < 1 or args.warm < 0:
        parser.error("--games must be at least 1 and --warm at least 0")
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        parser.error("valgrind is not installed (Debian: apt-get install valgrind)")
    if not report(args.game or forestnb.games(), args.games, args.warm):
        raise SystemExit(f"an engine is over its instruction budget (or has none): see {BUDGETS.name}")


def report(names: list[str], games: int, warm: int) -> bool:
    """Count each game and print its count beside its budget; whether every game passed."""
    limits, passed_all = budgets(), True
    print(
        f"{'game':<12}{'instructions/decision':>23}{'budget':>9}{'decisions':>11}  verdict (fails over "
        f"+{TOLERANCE:.0%})"
    )
    for name in names:
        instructions, decisions = count(name, games, warm)
        per_decision, budget = instructions // decisions, limits.get(name)
        passed, said = verdict(per_decision, budget)
        passed_all &= passed
        shown = "—" if budget is None else f"{budget:,}"
        print(f"{name:<12}{per_decision:>23,}{shown:>9}{decisions:>11}  {said}", flush=True)
    return passed_all


if __name__ == "__main__":
    main()
