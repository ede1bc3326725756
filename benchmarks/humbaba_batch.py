"""Seconds for 10,000 Humbaba games on one core, by the batch path and by the engine, and a check
that the two agree game by game over 100,000 games.

Run: ``.venv/bin/python benchmarks/humbaba_batch.py [--games N] [--check N] [--table NAME ...]``.
The target (issue 20, item 2) is 10,000 games of the standard bots in at most 1 s on one core.
Both paths are timed in this one process (no worker processes), as ``simulate`` plays them, so
the table includes building the rows and the pandas table. CPU seconds are printed beside the
wall-clock ones: on a machine others share, they are what this process spent. The check plays
the engine, about 2.5 ms a game, so 100,000 games take minutes; it prints its progress.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from typing import Any

import forestnb
from forestnb.core.match import finish, game_row, seat_bots
from forestnb.core.rng import draw_seeds
from forestnb.humbaba.batch import batch_rows
from forestnb.humbaba.rules import HumbabaGame
from forestnb.humbaba.whatif import TABLES

TIMED = ("four cooperative", "one greedy, three cooperative", "four adaptive", "one of each")
SEED = 1


def timed(play: Callable[[], Any]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``play()``."""
    wall, cpu = time.perf_counter(), time.process_time()
    play()
    return time.perf_counter() - wall, time.process_time() - cpu


def engine_rows(seats: list[Any], options: dict[str, Any], seeds: list[int]) -> list[dict[str, Any]]:
    return [
        game_row(finish(HumbabaGame(players=len(seats), seed=seed, **options), seats, seed=seed), seats)
        for seed in seeds
    ]


def time_tables(names: list[str], games: int) -> None:
    """``simulate`` by the batch path, and the engine on a tenth of the games (scaled up)."""
    print(f"{games:,} games, one core; engine timed on {games // 10:,} games and scaled")
    print(f"{'table':<52}{'batch s':>9}{'cpu s':>8}{'engine s':>10}{'cpu s':>8}{'speed-up':>10}")
    for name in names:
        seats = seat_bots("humbaba", TABLES[name])
        options = HumbabaGame(players=len(seats), seed=0).options
        forestnb.simulate("humbaba", seats, games=20, seed=SEED, progress=False)  # imports numpy, reads the cards
        fast, fast_cpu = timed(lambda: forestnb.simulate("humbaba", seats, games=games, seed=SEED, progress=False))
        seeds = draw_seeds(SEED, games // 10)
        slow, slow_cpu = (10 * seconds for seconds in timed(lambda: engine_rows(seats, options, seeds)))
        print(f"{name:<52}{fast:>9.2f}{fast_cpu:>8.2f}{slow:>10.1f}{slow_cpu:>8.1f}{slow_cpu / fast_cpu:>9.0f}×")


def check(names: list[str], games: int) -> None:
    """Batch rows against engine rows for ``games`` games spread over the tables, half of each
    table's with the Box Reserve hidden and half with it shown (the bots play by what they see)."""
    each = games // len(names) // 2
    print(f"checking {each:,} games of each of {len(names)} tables, Box hidden and shown, against the engine")
    differing = 0
    for name in names:
        seats = seat_bots("humbaba", TABLES[name])
        for reveal in (False, True):
            options = HumbabaGame(players=len(seats), seed=0, reveal_box=reveal).options
            seeds = draw_seeds(SEED + 1, each)
            for at in range(0, each, 5_000):
                chunk = seeds[at : at + 5_000]
                fast = batch_rows(seats, [(options, chunk)])
                slow = engine_rows(seats, options, chunk)
                differing += sum(mine != theirs for mine, theirs in zip(fast, slow))
                print(
                    f"  {name}, reveal_box={reveal}: {at + len(chunk):,} of {each:,} games, {differing} "
                    "differing so far",
                    flush=True,
                )
    print(f"{len(names) * each * 2:,} games checked: {differing} differ from the engine")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games to time per table")
    parser.add_argument("--check", type=int, default=100_000, help="games to check against the engine (0: none)")
    parser.add_argument("--table", action="append", choices=list(TABLES), help="a table to time (default: four)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    time_tables(args.table or list(TIMED), args.games)
    if args.check:
        check(list(TABLES), args.check)
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
