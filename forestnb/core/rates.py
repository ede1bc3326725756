"""How often something happened in a sweep, per setting: the numbers behind every game's rate charts.

Plain pandas (no plotting), so a game's tables can use them without loading a chart library.
pandas is imported where a frame is made, so the chart modules that import these can load
without it (boards in JupyterLite, where there is no pandas).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd


def rate_table(games: pd.DataFrame, by: str | list[str], value: str = "collapsed", z: float = 1.96) -> pd.DataFrame:
    """How often ``value`` is true per group of ``by``: rate, games, and a 95% Wilson interval.

    Wilson's interval rather than rate ± 1.96·SE, because rates often sit near 0 or 1 (a forest
    that nearly always collapses, a bot that nearly never wins), where the simple interval shrinks
    to nothing or leaves 0..1.
    """
    import pandas as pd

    grouped = games.groupby(by, sort=True)[value]
    table = pd.DataFrame({"rate": grouped.mean().astype(float), "games": grouped.size()})
    n, p = table["games"], table["rate"]
    centre = (p + z**2 / (2 * n)) / (1 + z**2 / n)
    half = z / (1 + z**2 / n) * (p * (1 - p) / n + z**2 / (4 * n**2)) ** 0.5
    # The bounds contain the rate exactly; clipping only removes rounding at 0% and 100%.
    table["low"] = (centre - half).clip(lower=0.0, upper=p)
    table["high"] = (centre + half).clip(lower=p, upper=1.0)
    return table.reset_index()


def mean_grid(games: pd.DataFrame, x: str, y: str, value: str) -> pd.DataFrame:
    """The mean of ``value`` for every pair of ``y`` (rows) and ``x`` (columns) values: the numbers of a heatmap."""
    return games.groupby([y, x], sort=True)[value].mean().unstack(x)


def seat_wins(games: pd.DataFrame) -> pd.DataFrame:
    """``won_0``..``won_N``: whether each seat won each game, as 1.0 or 0.0 (empty where that
    game's table has no such seat), so a mean over games is a seat's win rate."""
    seats = range(int(games["players"].max()))
    return games.assign(
        **{
            f"won_{s}": [float(s in w) if s < n else None for w, n in zip(games["winners"], games["players"])]
            for s in seats
        }
    )


def head_to_head(games: pd.DataFrame, first: str, second: str, first_won: str, second_won: str) -> pd.DataFrame:
    """How often the row's side (a bot, a deck) beats the column's, over both seatings: ``first``
    and ``second`` name who sat in seats 0 and 1, ``first_won`` and ``second_won`` whether each won.

    A share of all games, so a row and its mirror need not add up to 1 when some games end with
    no winner (a draw, a game called off).
    """
    as_first = games.groupby([first, second])[first_won].agg(["sum", "count"])
    as_second = games.groupby([second, first])[second_won].agg(["sum", "count"])
    as_second.index.names = [first, second]
    both = as_first.add(as_second, fill_value=0)
    rate = (both["sum"] / both["count"]).unstack()
    sides = list(dict.fromkeys([*games[first], *games[second]]))
    return rate.reindex(index=sides, columns=sides)


def seat_table(games: pd.DataFrame, by: str, also: str) -> pd.DataFrame:
    """Each seat's win rate (columns ``Seat 0``..) for each setting of ``by`` (from ``seat_wins``),
    and the mean of ``also`` beside them (the share of games called off, or drawn)."""
    seats = sorted(c for c in games.columns if c.startswith("won_"))
    grouped = games.groupby(by, sort=False)
    table = grouped[seats].mean()
    table.columns = [f"Seat {c.split('_')[1]}" for c in seats]
    return table.assign(**{also: grouped[also].mean()})
