"""Microseconds per decision under random play, one row per registered game.

Run: ``.venv/bin/python benchmarks/engines.py [--games N] [--game NAME]`` (``--game`` may be given
more than once; without it every registered game is measured). A decision is one ``legal_actions()``
call, a random choice and one ``apply()``, which is what a sweep pays per move before any bot
thinks. Targets: 5 µs (The Forest, Cardswild), 10 µs (Forest Hunters); Humbaba has none of its
own, but its sweeps must stay fast (see sweeps.py).
"""
from __future__ import annotations

import argparse
import random
import time

import forestnb
from forestnb.core.registry import game_class


def decisions_per_second(name: str, games: int) -> tuple[float, int]:
    cls = game_class(name)
    rng = random.Random(0)
    decisions = 0
    elapsed = 0.0
    for seed in range(games):
        game = forestnb.new_game(name, players=cls.max_players, seed=seed)
        start = time.perf_counter()
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            decisions += 1
        elapsed += time.perf_counter() - start
    return elapsed / decisions * 1e6, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--game", choices=forestnb.games(), action="append", help="measure only this game (repeatable)")
    args = parser.parse_args()
    print(f"{'game':<12}{'µs/decision':>14}{'decisions':>12}")
    for name in args.game or forestnb.games():
        micros, decisions = decisions_per_second(name, args.games)
        print(f"{name:<12}{micros:>14.2f}{decisions:>12}")


if __name__ == "__main__":
    main()
