"""How often something happened in a sweep, per setting: the numbers behind every game's rate charts.

Plain pandas (no plotting), so a game's tables can use them without loading a chart library.
"""
from __future__ import annotations

import numpy as np
import pandas as pd


def rate_table(games: pd.DataFrame, by: str | list[str], value: str = "collapsed", z: float = 1.96) -> pd.DataFrame:
    """How often ``value`` is true per group of ``by``: rate, games, and a 95% Wilson interval.

    Wilson's interval rather than rate ± 1.96·SE, because rates often sit near 0 or 1 (a forest
    that nearly always collapses, a bot that nearly never wins), where the simple interval shrinks
    to nothing or leaves 0..1.
    """
    grouped = games.groupby(by, sort=True)[value]
    table = pd.DataFrame({"rate": grouped.mean().astype(float), "games": grouped.size()})
    n, p = table["games"], table["rate"]
    centre = (p + z**2 / (2 * n)) / (1 + z**2 / n)
    half = z / (1 + z**2 / n) * (p * (1 - p) / n + z**2 / (4 * n**2)) ** 0.5
    # The bounds contain the rate exactly; clipping only removes rounding at 0% and 100%.
    table["low"] = np.minimum(centre - half, p).clip(lower=0.0)
    table["high"] = np.maximum(centre + half, p).clip(upper=1.0)
    return table.reset_index()


def mean_grid(games: pd.DataFrame, x: str, y: str, value: str) -> pd.DataFrame:
    """The mean of ``value`` for every pair of ``y`` (rows) and ``x`` (columns) values: the numbers of a heatmap."""
    return games.groupby([y, x], sort=True)[value].mean().unstack(x)
