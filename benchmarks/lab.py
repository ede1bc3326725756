"""Seconds for the designer's lab at a designer's sizes: a 10,000-game balance report per game,
a 2,000-game paired rule comparison, card strength from 2,000 games and the ablation of three
cards at 500 games each.

Run: ``.venv/bin/python benchmarks/lab.py [--games N]``. Targets (issue 32): a balance report of
10,000 games within 60 s on a 2-core machine for every game, Humbaba's within 10 s (its batch
path), each with a quick first answer. The machine is shared: the load average is printed with
the timings.
"""

from __future__ import annotations

import argparse
import os
import time

import forestnb
from forestnb.core.match import start_workers

TARGETS = {"humbaba": 10.0, "forest": 60.0, "cardswild": 60.0, "hunters": 60.0}
VARIANTS = {
    "humbaba": {"starting_health": 8},
    "forest": {"deep_woods": True},
    "cardswild": {"reverse": True},
    "hunters": {"decks": ["Wolf Pack", "Night Watch"]},
}


def timed_balance(name: str, games: int) -> tuple[float, float, forestnb.lab.Balance]:
    """Seconds to the first (quick) report and to the whole one."""
    start, first = time.perf_counter(), []

    def seen(report: forestnb.lab.Balance) -> None:
        if not first:
            first.append(time.perf_counter() - start)

    report = forestnb.balance(name, games=games, on_update=seen, progress=False)
    return first[0], time.perf_counter() - start, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--compare-games", type=int, default=2_000)
    parser.add_argument("--card-games", type=int, default=2_000)
    parser.add_argument("--ablation-games", type=int, default=500)
    args = parser.parse_args()
    while not start_workers():  # the shared workers, started once, as a notebook's would be by then
        time.sleep(0.1)
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':<11}{'report':>8}{'games':>8}{'first (s)':>11}{'all (s)':>9}{'target':>8}  answer")
    for name, target in TARGETS.items():
        first, whole, report = timed_balance(name, args.games)
        edge = report.estimate("first-seat advantage")
        print(f"{name:<11}{'balance':>8}{args.games:>8,}{first:>11.2f}{whole:>9.2f}{target:>8.0f}  first-seat {edge}")
    for name, variant in VARIANTS.items():
        start = time.perf_counter()
        change = forestnb.compare_rules(name, None, variant=variant, games=args.compare_games, progress=False)
        whole = time.perf_counter() - start
        told = int((change.table["verdict"] == "differs").sum())
        print(f"{name:<11}{'compare':>8}{args.compare_games:>8,}{'':>11}{whole:>9.2f}{'':>8}  {told} measures differ")
    for name in TARGETS:
        start = time.perf_counter()
        strength = forestnb.card_strength(name, games=args.card_games, progress=False)
        middle = time.perf_counter()
        suspects = forestnb.lab.ablatable(name, strength.table["card"])[:3]
        tested = forestnb.lab.ablation(name, suspects, games=args.ablation_games, progress=False)
        end = time.perf_counter()
        named = len(forestnb.lab.cards.notable(strength.table))
        print(
            f"{name:<11}{'cards':>8}{args.card_games:>8,}{'':>11}{middle - start:>9.2f}{'':>8}  "
            f"{named} card-seats named"
        )
        print(
            f"{name:<11}{'ablate':>8}{args.ablation_games:>8,}{'':>11}{end - middle:>9.2f}{'':>8}  "
            f"{len(suspects)} cards: {', '.join(suspects)}; {len(forestnb.lab.cards.notable(tested.table))} named"
        )
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
