"""Seconds a teacher waits for each what-if explorer at its full size: the first picture and the answer.

Run: ``.venv/bin/python benchmarks/explorers.py [--game NAME ...] [--question NAME ...]``. It builds
every game's explorers (and its sandbox) headlessly at their full-size defaults, as the what-if
notebooks do without ``FORESTNB_QUICK``, presses Run once on each and prints one row per explorer:
the game, the question, the games per setting, the seconds until the chart is first drawn and the
seconds until the run is complete. The targets (issue 20) are a first picture within 1 s and the
complete answer within 3 s for Humbaba and 5 s for the other games; a row that misses one is
marked ``*``. The first picture is timed from the chart itself (its first ``show``), so the table
means the same whether the explorer draws once at the end or refines its picture batch by batch.
Times are wall-clock on a machine others may share: compare rows run minutes apart, not days,
and read them beside the load average printed before and after the table (on 2 cores, a load of
6 leaves a run a third of the machine).
"""

from __future__ import annotations

import argparse
import importlib
import os
import time
from collections.abc import Iterator

import forestnb
from forestnb.core.match import QUICK_ENV
from forestnb.widgets.explorer import Explorer

TARGETS = {"first": 1.0, "humbaba": 3.0, "other": 5.0}
SANDBOX = "sandbox"


def explorers(game: str) -> Iterator[tuple[str, Explorer]]:
    """Each of a game's explorers, built at its full-size default and not yet run."""
    whatif = importlib.import_module(f"forestnb.{game}.whatif")
    for question in whatif.QUESTIONS:
        yield question, whatif.explorer(question, run_now=False)
    yield SANDBOX, whatif.sandbox(run_now=False)


def time_run(explorer: Explorer) -> tuple[float, float]:
    """Seconds to the chart's first redraw and to the end of one Run (the run is waited for)."""
    drawn: list[float] = []
    show = explorer.chart.show

    def timed_show(figure):  # the chart's redraw, timed
        drawn.append(time.perf_counter())
        show(figure)

    explorer.chart.show = timed_show
    started = time.perf_counter()
    explorer.run()
    done = time.perf_counter()
    explorer.chart.show = show
    if explorer.progress.bar_style != "success":
        raise RuntimeError(f"the run failed: {explorer.status.value}")
    return (drawn[0] if drawn else done) - started, done - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=forestnb.games(), help="a game to measure (default: all)")
    parser.add_argument("--question", action="append", help="a question to measure (default: all; 'sandbox' too)")
    args = parser.parse_args()
    os.environ.pop(QUICK_ENV, None)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'game':<11}{'question':<20}{'games/setting':>14}{'first (s)':>11}{'complete (s)':>14}")
    for game in args.game or forestnb.games():
        target = TARGETS["humbaba" if game == "humbaba" else "other"]
        for question, explorer in explorers(game):
            if args.question and question not in args.question:
                continue
            first, complete = time_run(explorer)
            miss = "*" if first > TARGETS["first"] or complete > target else ""
            print(
                f"{game:<11}{question:<20}{explorer.games.value:>14,}{first:>11.2f}{complete:>14.2f} {miss}", flush=True
            )
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
