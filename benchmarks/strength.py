"""How strong the searching bot ("strong") is, and how long it takes to decide.

Run: ``.venv/bin/python benchmarks/strength.py [--games SEEDS] [--game NAME] [--processes N] [--skip times|strength]``.

- Strength: the skill ladder (``forestnb.lab.ladder_games``) with the strong bot at its class and
  notebook budgets: random, the other rule bot, the best rule bot and the two strong rungs, every
  rung on the same seeds in the same seats. Heads-up (The Forest, Cardswild, Forest Hunters) each
  seed is played in both seats against the best rule bot; in Humbaba, in seat 0 at a table of
  adaptive, cooperative and quota. For each rung: wins, losses and games nobody won, the win
  rate with its 95% Wilson interval, and heads-up the share of the games with a winner; whether
  the ladder climbs in order; each strong rung's wins less the best rule bot's on the same games
  with Newcombe's paired interval (in Humbaba, the forest's survival too); and the skill gap.
  The targets: heads-up, 55% or more; in Humbaba, more seat-0 wins than the best rule bot
  without a lower survival.
- Decision time: the mean and the slowest decision at the class budget (target 0.2 s) and at the
  notebook budget (target 1 s), over positions from seeded random games, in wall-clock time with
  the load average (on 2 cores a load of 4 doubles every time) and in processor time (what the
  decision costs the machine whatever else runs on it).

Seeds are drawn up front; the same seeds give the same games.

Measured on 2026-12-05, seed 2026, 50 seeds (100 games a rung), at load average 1 to 2.2 (two
processes on 2 cores), with The Forest's and Cardswild's imagined games cut at their horizon.
The paired intervals are Newcombe's with his continuity correction (``paired_rate_difference``),
recomputed from the same games' counts when it was added; before it they were a little narrower,
and a point for two rungs that never differed:

- The Forest: random 0.000, greedy 0.430 [0.337, 0.528], tracker 0.500 [0.404, 0.596], strong 60
  (class) 0.560 [0.462, 0.653], strong 300 (notebook) 0.780 [0.689, 0.850]; in order; paired
  against tracker, +0.060 [-0.033, +0.151] and +0.280 [+0.149, +0.398]; skill gap +0.780
  [+0.682, +0.850] (1,940 s). Before the horizon (whole games, 20 and 100 iterations): 0.430 and
  0.590.
- Cardswild, its hunts scored by the trophies held and how late the hunt is (``hunt_chance``), on
  200 seeds (``--game cardswild --games 200``, 400 games a rung; 50 seeds showed its rungs too close
  to tell apart): random 0.000 [0.000, 0.010] (three games nobody won), steady 0.445 [0.397, 0.494]
  (four), aggressive 0.490 [0.441, 0.539] (eight), strong 100 (class) 0.507 [0.459, 0.556] (twelve),
  strong 500 (notebook) 0.573 [0.524, 0.620] (nineteen; 0.601 [0.551, 0.649] of the games with a
  winner); in order; paired against aggressive, +0.017 [-0.013, +0.047] and +0.083 [+0.029, +0.135];
  notebook less class +0.065 [+0.011, +0.118]; skill gap +0.573 [+0.523, +0.620]. In the notebook
  rung's nineteen hunts nobody won, aggressive in its place lost ten, won eight and left one unwon.
  The first 100 seeds gave the notebook rung 112 wins, 0.560 [0.491, 0.627], paired +0.075 [-0.000,
  +0.149]; the next 100, played afterwards to check them, 117, 0.585 [0.516, 0.651], paired +0.090
  [+0.014, +0.164]. The strong rungs, and every rung of the next 100 seeds, were played by a script
  calling the same ``rung_games`` with the same bots, seeds and seats (two processes, about 40
  minutes per 100 notebook games), the first 100 seeds' other rungs by this benchmark's code; the
  first 100 seeds' strong games are the earlier run's, each paired table of wins the only one that
  gives the intervals that run reported. Scored by the trophy lead alone (50 seeds): 0.550 and
  0.500, not in order (3,889 s). Before the horizon (50 games, 30 and 150 iterations): 0.540 and
  0.520. What the hidden cards would be worth to the search: ``benchmarks/foresight.py``.
- Forest Hunters (whole games, unchanged search): random 0.010, careful 0.460 [0.366, 0.557]
  (three games nobody won), beatdown 0.490 [0.394, 0.587] (two), strong 25 (class) 0.510 [0.413,
  0.606] (two), strong 120 (notebook) 0.760 [0.668, 0.833]; in order; paired against beatdown,
  +0.020 [-0.044, +0.083] and +0.270 [+0.158, +0.372]; skill gap +0.750 [+0.648, +0.824] (939 s).
- Humbaba, seat 0, 50 seeds (unchanged search): random won 0.140 [0.070, 0.262] (forest stood
  0.360), adaptive 0.280 [0.175, 0.417] (0.480), strong 40 (class) 0.340 [0.224, 0.478] (0.480),
  strong 200 (notebook) 0.440 [0.312, 0.577] (0.540); in order; paired against adaptive, wins
  +0.060 [-0.035, +0.155] and +0.160 [+0.050, +0.264], survival +0.000 [-0.085, +0.085] and
  +0.060 [-0.015, +0.133]; skill gap +0.300 [+0.150, +0.435] (88 s).
- Decision time, 20 positions per game and budget, load average 2.0 to 2.2, processor time mean
  (slowest) at the class budget 0.042 (0.089) s The Forest, 0.044 (0.048) s Cardswild, and at the
  notebook budget 0.189 (0.270) s and 0.214 (0.225) s; wall clock the same to 0.001 s. Cardswild
  again with ``hunt_chance`` (81 positions of three games, load 1 to 2): 0.045 (0.056) s and
  0.209 (0.241) s. Forest
  Hunters and Humbaba, measured the stop before at load 2.0 to 2.4 with the same search: class
  0.035 (0.050) s and 0.040 (0.051) s, notebook 0.174 (0.235) s and 0.199 (0.246) s. So every
  budget meets 0.2 s and 1 s, in processor time and in wall-clock time at this load.
- The bar for replacing the rule bot's move, old (1.5 standard errors, no even pairs, no growth
  with the number of challengers) against new, before the strong bot read its stream without
  drawing from it and before the horizon, at the class budget on the same 100 games (seed 1,
  against the best rule bot): The Forest 0.38 [0.29, 0.48] old, 0.50 [0.40, 0.60] new; Cardswild
  0.35 [0.26, 0.45], 0.43 [0.34, 0.53]; Forest Hunters 0.70 [0.60, 0.78], 0.63 [0.53, 0.72].
"""

from __future__ import annotations

import argparse
import os
import random
import time

import pandas as pd

import forestnb
from forestnb.lab.intervals import wilson
from forestnb.lab.skill import BEST_RULE_BOT, in_order, ladder_games, ladder_rates, skill_gap


def strength(name: str, games: int, seed: int, processes: int) -> list[str]:
    """The skill ladder with the strong bot at its class and notebook budgets: every rung on the
    same seeds in the same seats, heads-up against the best rule bot (both seats on every seed)
    or in Humbaba's seat 0 at the ladder's table."""
    budgets = [forestnb.make_bot(name, "strong", budget=budget).iterations for budget in ("class", "notebook")]
    played = ladder_games(name, games=games, seed=seed, budgets=budgets, processes=processes)
    players = list(dict.fromkeys(played["player"]))
    lines = [outcome_line(name, played, player) for player in players]
    lines.append(f"  the ladder climbs in order: {'yes' if in_order(ladder_rates(played)) else 'no'}")
    lines += [gap_line(played, f"strong {n}", BEST_RULE_BOT[name]) for n in budgets]
    lines.append(f"  skill gap, {players[-1]} less {players[0]}: {signed_gap(played)}")
    return lines


def outcome_line(name: str, played: pd.DataFrame, player: str) -> str:
    """A player's wins, losses and games nobody won, with its win rate and, heads-up, its share of
    the games that had a winner (a game nobody won is neither a win nor a loss)."""
    mine = played[played["player"] == player]
    won, nobody = int(mine["won"].sum()), int(mine["no_winner"].sum())
    lost = len(mine) - won - nobody
    line = f"{name}: {player}: won {won}, lost {lost}, nobody won {nobody} of {len(mine)}"
    line += f": win rate {wilson(won, len(mine))}"
    if name == "humbaba":
        return line + f"; the forest stood in {wilson(len(mine) - nobody, len(mine))}"
    return line + f"; of the games with a winner {wilson(won, won + lost)}"


def gap_line(played: pd.DataFrame, strong: str, rule: str) -> str:
    """The strong bot's wins less the rule bot's on the same games (and in Humbaba, the forest's
    survival less), with paired intervals: the luck of the deal both met cancels."""
    line = f"  paired, {strong} less {rule}: win rate {signed_gap(played, strong, rule)}"
    if played["game"].iloc[0] != "humbaba":
        return line
    stood = played.assign(won=~played["no_winner"].astype(bool))
    return line + f"; survival {signed_gap(stood, strong, rule)}"


def signed_gap(played: pd.DataFrame, better: str | None = None, worse: str | None = None) -> str:
    """``skill_gap``'s paired difference of the ``won`` column, with its interval, as text."""
    gap = skill_gap(played, better=better, worse=worse).iloc[0]
    return f"{gap['skill_gap']:+.3f} [{gap['low']:+.3f}, {gap['high']:+.3f}]"


def decision_times(name: str, budget: str, positions: int, seed: int) -> str:
    """Seconds per decision of the strong bot at ``budget`` over positions of random games."""
    rng, times, cpu = random.Random(seed), [], []
    bot = forestnb.make_bot(name, "strong", budget=budget)
    players = 4 if name == "humbaba" else 2
    game_seed = seed
    while len(times) < positions:
        game = forestnb.new_game(name, players=players, seed=game_seed)
        game_seed += 1
        while not game.is_over() and len(times) < positions:
            seat = game.current_player
            if len(game.legal_actions()) > 1 and rng.random() < 0.2:
                start, start_cpu = time.perf_counter(), time.process_time()
                bot.choose(game, seat, rng)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            game.apply(rng.choice(game.legal_actions()))
    return (
        f"{name}: {budget} budget ({bot.iterations} iterations): mean {sum(times) / len(times):.3f} s, "
        f"slowest {max(times):.3f} s over {len(times)} decisions; processor time mean {sum(cpu) / len(cpu):.3f} s, "
        f"slowest {max(cpu):.3f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="seeds per game (heads-up: two games per seed)")
    parser.add_argument("--game", action="append", choices=("forest", "cardswild", "hunters", "humbaba"))
    parser.add_argument("--positions", type=int, default=20, help="decisions timed per game and budget")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--processes", type=int, default=2, help="worker processes for the games")
    parser.add_argument("--skip", action="append", default=[], choices=("strength", "times"))
    args = parser.parse_args()
    names = args.game or ["forest", "cardswild", "hunters", "humbaba"]
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    if "times" not in args.skip:
        for name in names:
            for budget in ("class", "notebook"):
                print(decision_times(name, budget, args.positions, args.seed), flush=True)
        print(f"load average: {os.getloadavg()[0]:.1f}", flush=True)
    if "strength" not in args.skip:
        for name in names:
            start = time.perf_counter()
            for line in strength(name, args.games, args.seed, args.processes):
                print(line, flush=True)
            print(f"  ({time.perf_counter() - start:.0f} s, load average {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
