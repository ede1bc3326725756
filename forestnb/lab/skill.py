"""The skill ladder: how far skill carries in each game.

Players of rising skill (the random bot, the rule bots, the strong bot at rising search budgets)
each meet the same opponents on the same seeds: heads-up against the game's best rule bot (the
seats swapped on every seed), or in Humbaba, in seat 0 of a table of rule bots. A game whose
ladder climbs steeply rewards skill; one whose rungs sit close together is mostly luck.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.bots import Bot, make_bot
from ..core.match import finish
from ..core.registry import new_game
from ..core.rng import draw_seeds
from .intervals import wilson

if TYPE_CHECKING:
    import pandas as pd

BEST_RULE_BOT = {"forest": "tracker", "cardswild": "aggressive", "hunters": "beatdown", "humbaba": "adaptive"}
"""Each game's best rule bot: heads-up, over 300 paired games (tracker beat greedy 60% of them,
aggressive beat steady 58%, beatdown beat careful 52%); in Humbaba's seat 0 at the table below."""
OTHER_RULE_BOTS = {"forest": ["greedy"], "cardswild": ["steady"], "hunters": ["careful"], "humbaba": ["cooperative"]}
HUMBABA_TABLE = ("adaptive", "cooperative", "quota")
"""Seats 1-3 of the Humbaba table every rung sits at."""
BUDGETS = (4, 16)


def rungs(game: str, budgets: Sequence[int] = BUDGETS) -> list[tuple[str, Bot]]:
    """The ladder's players, weakest expected first: random, the rule bots, strong at each budget."""
    names = ["random", *OTHER_RULE_BOTS[game], BEST_RULE_BOT[game]]
    players = [(name, make_bot(game, name)) for name in names]
    return players + [(f"strong {n}", make_bot(game, "strong", iterations=n)) for n in budgets]


def win_rate(game: str, player: Bot, seeds: Sequence[int]) -> tuple[int, int]:
    """Wins and games of ``player`` against the fixed opponents, on ``seeds`` (twice each heads-up)."""
    wins = played = 0
    for seed in seeds:
        if game == "humbaba":
            tables = [([player, *(make_bot(game, b) for b in HUMBABA_TABLE)], 0)]
        else:
            rule = make_bot(game, BEST_RULE_BOT[game])
            tables = [([player, rule], 0), ([rule, player], 1)]
        for seats, seat in tables:
            played_game = new_game(game, players=len(seats), seed=seed)
            finish(played_game, seats, seed=seed)
            wins += seat in played_game.winners()
            played += 1
    return wins, played


def ladder(game: str, *, games: int = 20, seed: int = 0, budgets: Sequence[int] = BUDGETS) -> pd.DataFrame:
    """One row per rung: its win rate against the same opponents on the same ``games`` seeds, with
    its 95% Wilson interval (a shared win counts as a win)."""
    import pandas as pd

    if game not in BEST_RULE_BOT:
        raise ValueError(f"game must be one of {', '.join(BEST_RULE_BOT)}, got {game!r}")
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive whole number, got {games!r}")
    seeds = draw_seeds(seed, games)
    rows: list[dict[str, Any]] = []
    for name, player in rungs(game, budgets):
        wins, played = win_rate(game, player, seeds)
        estimate = wilson(wins, played)
        rows.append(
            {
                "game": game,
                "player": name,
                "games": played,
                "win_rate": estimate.value,
                "low": estimate.low,
                "high": estimate.high,
            }
        )
    return pd.DataFrame(rows)


def in_order(frame: pd.DataFrame) -> bool:
    """Whether the ladder climbs: random below the rule bots, and each strong rung at least as high
    as the best rule bot and the strong rung before it (point estimates)."""
    rates = list(frame["win_rate"])
    rule_bots = len(rates) - 1 - sum(frame["player"].str.startswith("strong"))
    climbs = rates[0] < min(rates[1 : rule_bots + 1]) and rates[rule_bots] >= max(rates[1:rule_bots], default=0)
    return climbs and all(a <= b for a, b in zip(rates[rule_bots:], rates[rule_bots + 1 :]))
