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

Measured on 2026-12-05, seed 2026, 50 seeds (100 games a player), 100 iterations, load average 2 to
4 (two processes on 2 cores, at first beside two other runs, 1,628 s): aggressive won 49 and the
fair strong bot 53, as on the skill ladder; remembering the discard pile, 49 (paired against the
fair bot -0.040 [-0.114, +0.035]); seeing the other hand, 51 (-0.020 [-0.103, +0.064]); seeing
everything, 97, 0.970 [0.915, 0.990] (+0.440 [+0.337, +0.537]). (An earlier version of this
benchmark dealt the peeking players' hidden cards in another order, and they won 50 and 55: the luck
of their imagined deals, no more.) So what the search could use to play better is the order of the
draw pile, which no fair player knows; the other hand and the buried discards are worth nothing it
can find.
"""

from __future__ import annotations

import argparse
import os
import random
import time

from strength import outcome_line, signed_gap

import forestnb
from forestnb.cardswild.determinize import seen_cards
from forestnb.cardswild.rules import CardswildGame
from forestnb.core.determinize import deal, determinize, public_copy, unseen
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
    """A deal like ``determinize``'s, from the seat's view and the truth it is told: the other
    seats' real hands and/or the real discard pile beneath its top card, every other hidden card
    dealt from what is left."""
    view = game.view(seat)
    others = [s for s in range(game.players) if s != seat]
    told = [card for s in others for card in game.hands[s]] if hands else []
    told += game.discard[:-1] if discard else []
    pool = unseen(game.deck.cards(game.players, game.options["without"]), seen_cards(view) + told, "foresight")
    sizes = [] if hands else [view["players"][s]["hand_size"] for s in others]
    below = [] if discard else [max(view["discard_size"] - 1, 0)]
    *dealt, draw_pile = deal(pool, [*sizes, *below, view["draw_pile_size"]], rng, "foresight")
    world = public_copy(game, seat, rng)
    for other in others:
        world.hands[other] = list(game.hands[other]) if hands else dealt.pop(0)
    world.discard = (list(game.discard[:-1]) if discard else dealt.pop(0)) + game.discard[-1:]
    world.draw_pile = draw_pile
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
