"""Machine instructions per decision under random play, counted by valgrind's callgrind.

Run: ``.venv/bin/python benchmarks/instructions.py [--game NAME] [--games N] [--warm N]``. Needs
valgrind (Debian: ``apt-get install valgrind``). The targets are in microseconds
(``engines.py``), but on a shared virtual machine the clock can run two and a half times slower
from one minute to the next; an instruction count is the same on every run. That makes it the
number to compare before and after a change to an engine: a change that saves 5% of the
instructions saves about 5% of the time, on any day.

The loop counted is ``engines.play_out``, the one ``engines.py`` times: ``legal_actions()``, a
random choice and ``apply()``.
Only that loop is counted: warm-up games first run uncounted (imports, The Forest's scoring memo),
and the games to count are set up before counting starts.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys

import forestnb
from forestnb.core.registry import game_class

from engines import play_out  # this folder, which Python puts first on the path of a script run here

COUNTED = re.compile(r"I\s+refs:\s+([\d,]+)")


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
    command = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=/dev/null",
               sys.executable, __file__, "--inside", "--game", name, "--games", str(games), "--warm", str(warm)]
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
    print(f"{'game':<12}{'instructions/decision':>23}{'decisions':>12}")
    for name in args.game or forestnb.games():
        instructions, decisions = count(name, args.games, args.warm)
        print(f"{name:<12}{instructions // decisions:>23,}{decisions:>12}")


if __name__ == "__main__":
    main()
