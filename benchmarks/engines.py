"""Microseconds per decision under random play, one row per registered game.

Run: ``.venv/bin/python benchmarks/engines.py [--games N] [--game NAME]`` (``--game`` may be given
more than once; without it every registered game is measured). A decision is one ``legal_actions()``
call, a random choice and one ``apply()``, which is what a sweep pays per move before any bot
thinks. The engines' speed targets are not in microseconds but in instructions per decision
(``instructions.py`` and its ``instruction_budgets.csv``), since the clock of a shared machine
swings; this table says what those instructions cost in time on the machine at hand.

Each game is measured ``--repeats`` times (default 5: a shared virtual machine slows down in
bursts) and the best run is reported, as ``timeit`` does: other work on the machine only ever
adds time. Every run plays new seeds, so what an engine remembers from earlier games (The
Forest's scoring memo) helps only as much as it would in a sweep. Before each run a fixed
pure-Python loop is timed, and each row shows that loop's time next to its best run. On the
shared machine this was written on, the loop took anywhere from 36 to 89 ms within ten minutes,
and the engines slow down in spells that the loop does not always show (a busy neighbour costs
an engine's memory traffic more than a tight loop): to compare an engine before and after a
change, ``benchmarks/instructions.py`` counts instructions instead, which no slow spell changes.
Importing ``forestnb`` loads no pandas, so none of numpy's threads compete with the games.
"""

from __future__ import annotations

import argparse
import random
import time

import forestnb
from forestnb.core.game import Game
from forestnb.core.registry import game_class

REFERENCE_STEPS = 1_000_000


def reference_ms() -> float:
    """Milliseconds for a million additions in a Python loop: this machine's speed, for comparison."""
    start = time.perf_counter()
    total = 0
    for step in range(REFERENCE_STEPS):
        total += step
    return (time.perf_counter() - start) * 1e3


def play_out(game: Game, rng: random.Random) -> int:
    """Play ``game`` to its end by random legal actions: the loop every row measures. Returns the
    decisions taken."""
    decisions = 0
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
        decisions += 1
    return decisions


def micros_per_decision(name: str, games: int, first_seed: int = 0) -> tuple[float, int]:
    cls = game_class(name)
    rng = random.Random(first_seed)
    decisions = 0
    elapsed = 0.0
    for seed in range(first_seed, first_seed + games):
        game = forestnb.new_game(name, players=cls.max_players, seed=seed)
        start = time.perf_counter()
        decisions += play_out(game, rng)
        elapsed += time.perf_counter() - start
    return elapsed / decisions * 1e6, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--game", choices=forestnb.games(), action="append", help="measure only this game (repeatable)")
    parser.add_argument("--repeats", type=int, default=5, help="runs per game; the best is reported")
    args = parser.parse_args()
    if args.games < 1 or args.repeats < 1:
        parser.error("--games and --repeats must be at least 1")
    print(f"reference: ms for {REFERENCE_STEPS:,} additions in a Python loop, timed just before the best run")
    print(f"{'game':<12}{'µs/decision':>14}{'decisions':>12}{'reference':>11}")
    for name in args.game or forestnb.games():
        runs = [
            (reference_ms(), *micros_per_decision(name, args.games, repeat * args.games))
            for repeat in range(args.repeats)
        ]
        reference, micros, decisions = min(runs, key=lambda run: run[1])
        print(f"{name:<12}{micros:>14.2f}{decisions:>12}{reference:>11.1f}")


if __name__ == "__main__":
    main()
