"""The skill ladder: how far skill carries in each game.

Players of rising skill (the random bot, the rule bots, the strong bot at rising search budgets)
each meet the same opponents on the same seeds: heads-up against the game's best rule bot (the
seats swapped on every seed), or in Humbaba, in seat 0 of a table of rule bots. A game whose
ladder climbs steeply rewards skill; one whose rungs sit close together is mostly luck.

Because every rung plays the same deals in the same seats, two rungs can be compared game by
game (``skill_gap``): the luck of the deal, which both met, cancels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from ..core.bots import Bot, make_bot
from ..core.match import check_games, finish
from ..core.registry import new_game
from ..core.rng import check_seed, draw_seeds
from .games import mapped_rows
from .intervals import paired_rate_difference, wilson

if TYPE_CHECKING:
    import pandas as pd

BEST_RULE_BOT = {"forest": "tracker", "cardswild": "aggressive", "hunters": "beatdown", "humbaba": "adaptive"}
"""Each game's best rule bot: heads-up, over 300 paired games (tracker beat greedy 60% of them,
aggressive beat steady 58%, beatdown beat careful 52%); in Humbaba's seat 0 at the table below."""
OTHER_RULE_BOTS: dict[str, list[str]] = {
    "forest": ["greedy"],
    "cardswild": ["steady"],
    "hunters": ["careful"],
    "humbaba": [],
}
"""The rule bots below the best one on each game's ladder. Humbaba has none: its cooperative,
quota and counting bots spend their cedars on the forest and win less often than random play (what
they aim at is the forest, not their own win), and its other bots that play to win, stranger_king
and counting_adaptive, win about as often as adaptive (0.32 to 0.33 of 300 games in seat 0), so
none is a rung below it."""
HUMBABA_TABLE = ("adaptive", "cooperative", "quota")
"""Seats 1-3 of the Humbaba table every rung sits at."""
BUDGETS = (4, 16)
LADDER_COLUMNS = ["game", "player", "rung", "game_index", "seed", "seat", "won", "no_winner"]
"""The columns of ``ladder_games``' rows, one per game a rung played."""


@dataclass(frozen=True)
class Rung:
    """One player of a ladder: ``name`` its label in the rows, ``role`` its place on any game's
    ladder ("random", "rule bot", "best rule bot", "strong 16"), so that several games' ladders
    share one axis."""

    name: str
    role: str
    bot: Bot


def rungs(game: str, budgets: Sequence[int] = BUDGETS) -> list[Rung]:
    """The ladder's players, weakest expected first: random, the rule bots, strong at each budget."""
    named = [
        ("random", "random"),
        *((bot, "rule bot") for bot in OTHER_RULE_BOTS[game]),
        (BEST_RULE_BOT[game], "best rule bot"),
    ]
    players = [Rung(name, role, make_bot(game, name)) for name, role in named]
    return players + [Rung(f"strong {n}", f"strong {n}", make_bot(game, "strong", iterations=n)) for n in budgets]


def rung_games(game: str, player: Bot, seed: int) -> list[tuple[int, bool, bool]]:
    """``(seat, won, no_winner)`` of each game ``player`` plays against the fixed opponents on
    ``seed``: both seats heads-up, seat 0 in Humbaba. A shared win counts as a win; ``no_winner``
    is a game nobody won (Cardswild's called-off hunt, Humbaba's collapse)."""
    if game == "humbaba":
        tables = [([player, *(make_bot(game, b) for b in HUMBABA_TABLE)], 0)]
    else:
        rule = make_bot(game, BEST_RULE_BOT[game])
        tables = [([player, rule], 0), ([rule, player], 1)]
    results = []
    for seats, seat in tables:
        played = new_game(game, players=len(seats), seed=seed)
        finish(played, seats, seed=seed)
        results.append((seat, seat in played.winners(), not played.winners()))
    return results


def ladder_games(
    game: str,
    *,
    games: int = 20,
    seed: int = 0,
    budgets: Sequence[int] = BUDGETS,
    players: Mapping[str, Bot | str] | None = None,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """One row per game a rung played: ``game``, ``player``, ``rung`` (its role, see ``Rung``),
    ``game_index``, ``seed``, ``seat``, ``won`` and ``no_winner``; every rung on the same ``games`` seeds, in the
    same seats, so two rungs pair game by game.

    ``players`` replaces the ladder's rungs with your own, weakest first, as ``{label: bot or bot
    name}`` (two labels may name the same bot). Played here unless ``processes`` or ``executor``
    (as ``sweep``'s) say otherwise, as the ladder always was, so a script that plays one needs no
    ``if __name__ == "__main__"`` guard; the rows are the same wherever the games run."""
    import pandas as pd

    ladder_rungs = checked_rungs(game, games, seed, budgets, players)
    items = [
        (index, game_index, game_seed)
        for index in range(len(ladder_rungs))
        for game_index, game_seed in enumerate(draw_seeds(seed, games))
    ]
    rows = mapped_rows(
        partial(_rung_rows, game, ladder_rungs),
        items,
        [rung.bot for rung in ladder_rungs],
        processes=1 if processes is None and executor is None else processes,
        executor=executor,
        progress=progress,
        batch=1,  # a strong rung's game takes seconds: one item a task, so a short ladder spreads too
    )
    return pd.DataFrame(rows, columns=LADDER_COLUMNS)


def ladder(
    game: str,
    *,
    games: int = 20,
    seed: int = 0,
    budgets: Sequence[int] = BUDGETS,
    players: Mapping[str, Bot | str] | None = None,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """One row per rung: its win rate against the same opponents on the same ``games`` seeds, with
    its 95% Wilson interval (a shared win counts as a win). The arguments are ``ladder_games``'."""
    played = ladder_games(
        game,
        games=games,
        seed=seed,
        budgets=budgets,
        players=players,
        processes=processes,
        executor=executor,
        progress=progress,
    )
    return ladder_rates(played)


def ladder_rates(played: pd.DataFrame) -> pd.DataFrame:
    """``ladder_games``' rows as one row per rung of each game, in the ladder's order: ``game``,
    ``player``, ``rung``, ``games``, ``wins``, ``win_rate`` and its 95% Wilson interval ``low``..``high``,
    and ``no_winner``, the games nobody won (neither a win nor a loss)."""
    import pandas as pd

    rows: list[dict[str, Any]] = []
    for (game, player, rung), group in played.groupby(["game", "player", "rung"], sort=False):
        wins, played_games = int(group["won"].sum()), len(group)
        estimate = wilson(wins, played_games)
        rows.append(
            {
                "game": game,
                "player": player,
                "rung": rung,
                "games": played_games,
                "wins": wins,
                "win_rate": estimate.value,
                "low": estimate.low,
                "high": estimate.high,
                "no_winner": int(group["no_winner"].sum()),
            }
        )
    return pd.DataFrame(rows)


def skill_gap(played: pd.DataFrame, *, better: str | None = None, worse: str | None = None) -> pd.DataFrame:
    """How much each game's results depend on skill: the **skill gap**, out of 100 games, how many
    more the ``better`` player wins than the ``worse`` one, against the same opponents on the same
    deals (by default the ladder's top rung against its bottom one, random play).

    A gap near 0 means playing well wins no more often than choosing moves at random: the deal
    decides, whoever plays. The larger the gap, the more the results depend on skill. It can be no
    more than the better player's own win rate, which depends on the opponents it met, so compare
    games whose ladders met opponents alike (each game's best rule bots, as ``ladder_games`` plays).

    One row per game in ``played`` (``ladder_games``' rows, one game's or several): ``better``,
    ``worse``, ``games`` (paired), each one's win rate, ``skill_gap`` as a share of games, and its
    95% interval ``low``..``high``. The interval pairs the two players game by game (Newcombe's
    paired interval): the luck of the deals both met cancels, so it is narrower than two separate
    win rates' intervals would suggest, and honest even at a handful of games."""
    import pandas as pd

    missing = set(LADDER_COLUMNS) - set(getattr(played, "columns", ()))
    if missing:
        raise ValueError(f"played must be ladder_games rows, one per game; it has no {', '.join(sorted(missing))}")
    rows: list[dict[str, Any]] = []
    for game, ladder_rows in played.groupby("game", sort=False):
        names = list(dict.fromkeys(ladder_rows["player"]))
        top, bottom = names[-1] if better is None else better, names[0] if worse is None else worse
        for parameter, name in (("better", top), ("worse", bottom)):
            if name not in names:
                raise ValueError(
                    f"{parameter}: {game}'s ladder has no player {name!r}; its players: {', '.join(names)}"
                )
        pairs = _records(ladder_rows, top).merge(
            _records(ladder_rows, bottom), left_index=True, right_index=True, suffixes=("_better", "_worse")
        )
        first, second = pairs["won_better"], pairs["won_worse"]
        estimate = paired_rate_difference(
            int((first & second).sum()),
            int((first & ~second).sum()),
            int((~first & second).sum()),
            int((~first & ~second).sum()),
        )
        rows.append(
            {
                "game": game,
                "better": top,
                "worse": bottom,
                "games": estimate.n,
                "better_rate": float(first.mean()),
                "worse_rate": float(second.mean()),
                "skill_gap": estimate.value,
                "low": estimate.low,
                "high": estimate.high,
            }
        )
    return pd.DataFrame(rows)


def in_order(frame: pd.DataFrame) -> bool:
    """Whether the ladder climbs: random below the rule bots, and each strong rung at least as high
    as the best rule bot and the strong rung before it (point estimates)."""
    heights = list(frame["win_rate"])
    rule_bots = len(heights) - 1 - sum(frame["player"].str.startswith("strong"))
    climbs = heights[0] < min(heights[1 : rule_bots + 1]) and heights[rule_bots] >= max(heights[1:rule_bots], default=0)
    return climbs and all(a <= b for a, b in zip(heights[rule_bots:], heights[rule_bots + 1 :]))


def checked_rungs(
    game: str, games: int, seed: int, budgets: Sequence[int], players: Mapping[str, Bot | str] | None
) -> list[Rung]:
    """The ladder's rungs, every argument checked before a game is played."""
    if game not in BEST_RULE_BOT:
        raise ValueError(f"game must be one of {', '.join(BEST_RULE_BOT)}, got {game!r}")
    check_games(games)
    check_seed(seed)
    if players is not None:
        return _own_rungs(game, players)
    if isinstance(budgets, str) or not isinstance(budgets, Sequence):
        raise ValueError(f"budgets must be a list of search iterations, e.g. (4, 16), got {budgets!r}")
    for budget in budgets:
        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
            raise ValueError(f"budgets must be positive whole numbers of search iterations, got {budget!r}")
    return rungs(game, budgets)


def _own_rungs(game: str, players: Mapping[str, Bot | str]) -> list[Rung]:
    if not isinstance(players, Mapping) or not players:
        raise ValueError(f"players must be a dict of label to bot (or bot name), weakest first, got {players!r}")
    own = []
    for label, bot in players.items():
        try:
            own.append(Rung(str(label), str(label), make_bot(game, bot)))
        except (ValueError, KeyError, TypeError) as err:
            raise ValueError(f"players[{label!r}]: {err}") from err
    return own


def _rung_rows(game: str, ladder_rungs: list[Rung], items: list[tuple[int, int, int]]) -> list[dict[str, Any]]:
    """The rows of a chunk of ``(rung, game index, seed)`` triples (a worker's task)."""
    rows = []
    for index, game_index, seed in items:
        rung = ladder_rungs[index]
        for seat, won, no_winner in rung_games(game, rung.bot, seed):
            rows.append(
                {
                    "game": game,
                    "player": rung.name,
                    "rung": rung.role,
                    "game_index": game_index,
                    "seed": seed,
                    "seat": seat,
                    "won": won,
                    "no_winner": no_winner,
                }
            )
    return rows


def _records(ladder_rows: pd.DataFrame, player: str) -> pd.DataFrame:
    """One player's wins, indexed by the game each was (its seed's index and its seat)."""
    return (
        ladder_rows.loc[ladder_rows["player"] == player, ["game_index", "seat", "won"]]
        .set_index(["game_index", "seat"])
        .astype(bool)
    )
