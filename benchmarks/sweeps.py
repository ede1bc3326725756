"""Seconds for a 10,000-game Humbaba what-if sweep, serially and in two worker processes.

Run: ``.venv/bin/python benchmarks/sweeps.py [--games N]``. The target (issue 3) is "in
seconds": a teacher re-running a sweep from a slider should not wait for a coffee.
"""

from __future__ import annotations

import argparse
import time

import forestnb

TABLES = {
    "4 cooperative": ["cooperative"] * 4,
    "4 greedy": ["greedy"] * 4,
    "mixed": ["stranger_king", "greedy", "cooperative", "adaptive"],
    "4 random": ["random"] * 4,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    args = parser.parse_args()
    print(f"{'table':<16}{'processes':>10}{'seconds':>10}{'ms/game':>10}{'collapse':>10}")
    for label, bots in TABLES.items():
        for processes in (None, 2):
            start = time.perf_counter()
            rows = forestnb.simulate("humbaba", bots, games=args.games, seed=1, processes=processes, progress=False)
            seconds = time.perf_counter() - start
            print(
                f"{label:<16}{processes or 1:>10}{seconds:>10.2f}"
                f"{seconds / args.games * 1e3:>10.3f}{rows['collapsed'].mean():>10.3f}"
            )


if __name__ == "__main__":
    main()
