"""What Cardswild's hidden cards would be worth to the strong player, if it could see them.

Run: ``.venv/bin/python benchmarks/foresight.py [--games SEEDS] [--iterations N] [--processes N]``.

Why: the strong bot meets its 55% target against aggressive by a small margin in Cardswild and
by a wide one in The Forest and Forest Hunters. Either its search reads the table badly, or the
game leaves a fair player little to find. This benchmark tells them apart. It plays the
strong bot at the same budget against aggressive, on the same seeds in the same seats (the skill
ladder's games, ``forestnb.lab.ladder_games``), four times, each dealing its imagined games
(``StrongBot(deal=...)``) with more of the truth:

- from its seat's view, as the registered strong bot always does;
- remembering the discard pile beneath its top card, which is public (ruling C3) though the view
  shows only the top;
- seeing the other hand;
- seeing everything, the order of the draw pile included (its imagined games differ from the
  real one only in the shuffles of seasons not yet begun).

Each is compared game by game with aggressive and with the fair strong bot (paired intervals).
None of these peeking players is registered or offered anywhere: they exist only here.

Measured on 2026-12-05, seed 2026, 50 seeds (100 games a player), 100 iterations, load average
1.2 to 1.9 (two processes on 2 cores, 1,055 s): aggressive won 49 and the fair strong bot 53, as
on the skill ladder; remembering the discard pile, 50 (paired against the fair bot -0.030
[-0.115, +0.056]); seeing the other hand, 55 (+0.020 [-0.055, +0.094]); seeing everything, 97,
0.970 [0.915, 0.990] (+0.440 [+0.337, +0.537]). So what the search could use to play better is
the order of the draw pile, which no fair player knows; the other hand and the buried discards
are worth nothing it can find.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import Counter

from strength import outcome_line, signed_gap

import forestnb
from forestnb.cardswild.rules import CardswildGame
from forestnb.core.determinize import determinize, public_copy
from forestnb.lab.skill import ladder_games


def remembering_the_discard_pile(game: CardswildGame, seat: int, rng: random.Random) -> CardswildGame:
    """An imagined game with the real discard pile, the rest dealt from the seat's view."""
    return _dealt_around(game, seat, rng, hands=False, discard=True)


def seeing_the_other_hands(game: CardswildGame, seat: int, rng: random.Random) -> CardswildGame:
    """An imagined game with the other seats' real hands, the rest dealt from the seat's view."""
    return _dealt_around(game, seat, rng, hands=True, discard=False)


def seeing_everything(game: CardswildGame, seat: int, rng: random.Random) -> CardswildGame:
    """The real game, with a random stream of its own for the seasons not yet shuffled."""
    return public_copy(game, seat, rng)


def _dealt_around(game: CardswildGame, seat: int, rng: random.Random, *, hands: bool, discard: bool) -> CardswildGame:
    """A fair deal (``determinize``) whose other hands and/or buried discards are then put back as
    they really are, every other hidden card dealt again from what is left."""
    world = determinize(game, seat, rng)
    others = [s for s in range(game.players) if s != seat]
    top = world.discard[-1:]
    left = Counter(world.draw_pile + world.discard[:-1] + [card for s in others for card in world.hands[s]])
    if hands:
        for other in others:
            left.subtract(game.hands[other])
    if discard:
        left.subtract(game.discard[:-1])
    rest = sorted(left.elements())
    rng.shuffle(rest)
    for other in others:
        size = len(world.hands[other])
        world.hands[other] = list(game.hands[other]) if hands else [rest.pop() for _ in range(size)]
    buried = len(world.discard) - len(top)
    world.discard = (list(game.discard[:-1]) if discard else [rest.pop() for _ in range(buried)]) + top
    world.draw_pile = rest
    return world


PEEKS = {
    "strong": determinize,
    "strong, remembering the discard pile": remembering_the_discard_pile,
    "strong, seeing the other hand": seeing_the_other_hands,
    "strong, seeing everything": seeing_everything,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="seeds (two games each, one in each seat)")
    parser.add_argument("--iterations", type=int, default=100, help="the strong bot's search budget")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--processes", type=int, default=2, help="worker processes for the games")
    args = parser.parse_args()
    players = {"aggressive": "aggressive"} | {
        label: forestnb.make_bot("cardswild", "strong", iterations=args.iterations, deal=deal)
        for label, deal in PEEKS.items()
    }
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    start = time.perf_counter()
    played = ladder_games("cardswild", games=args.games, seed=args.seed, players=players, processes=args.processes)
    for label in players:
        print(outcome_line("cardswild", played, label))
    for label in list(PEEKS)[1:]:
        print(f"  paired, {label} less strong: {signed_gap(played, label, 'strong')}")
        print(f"  paired, {label} less aggressive: {signed_gap(played, label, 'aggressive')}")
    print(f"  ({time.perf_counter() - start:.0f} s, load average {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
