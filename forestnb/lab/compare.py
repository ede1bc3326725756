"""Paired rule comparisons: does a rule change matter, or is it noise?

Both rule sets play the same seeds, so each game of the variant is the base game's deal (as far
as the rules allow: a rule that changes what is dealt changes the deal from there on), and each
measure's difference is taken game by game. Chance that the two games share cancels out, so a
paired difference is far tighter than the gap between two independent sweeps' rates, and a small
effect shows at fewer games.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.bots import Bot
from ..core.match import seat_bots
from .balance import per_game_measures
from .edits import CardEdits
from .games import checked_options, in_slices, play_games, table_of
from .intervals import Estimate, mean_interval

if TYPE_CHECKING:
    import pandas as pd
    import plotly.graph_objects as go

CARDS = "cards"
"""The key of a rule set that holds its card edits, beside its options."""
COLUMNS = ("metric", "base", "variant", "difference", "low", "high", "games", "verdict")
SAME = "cannot be told apart"
DIFFERENT = "differs"


@dataclass
class Comparison:
    """Two rule sets on the same seeds: ``table`` has each measure's mean under each, their
    paired difference (variant less base) with its 95% interval, and a verdict; ``base_games``
    and ``variant_games`` are the rows, game for game."""

    name: str
    base: dict[str, Any]
    variant: dict[str, Any]
    base_games: pd.DataFrame
    variant_games: pd.DataFrame
    table: pd.DataFrame = field(repr=False)

    def estimate(self, metric: str) -> Estimate:
        row = self.table.set_index("metric").loc[metric]
        return Estimate(row["difference"], row["low"], row["high"], int(row["games"]))

    def differs(self, metric: str) -> bool:
        """Whether the 95% interval of ``metric``'s paired difference leaves out 0."""
        return self.estimate(metric).excludes(0)

    def words(self) -> list[str]:
        """One sentence per measure: what the change does, or that at this many games it cannot be
        told from no change (with the largest difference still hidden in the interval)."""
        lines = [
            f"{self.name}: {_rules(self.variant)} against {_rules(self.base)}, {len(self.base_games):,} games "
            "each on the same seeds."
        ]
        for row in self.table.itertuples():
            if row.low == row.high == 0:
                lines.append(f"{row.metric}: no game of the {row.games:,} differed.")
            elif row.verdict == SAME:
                hidden = max(abs(row.low), abs(row.high))
                lines.append(
                    f"{row.metric}: cannot be told apart at {row.games:,} games "
                    f"(the difference is {row.difference:+.3g}, "
                    f"and anything up to ±{hidden:.3g} could hide in it)."
                )
            else:
                way = "raises" if row.difference > 0 else "lowers"
                lines.append(
                    f"{row.metric}: the variant {way} it from {row.base:.3g} to {row.variant:.3g} "
                    f"(by {row.difference:+.3g}, 95% interval {row.low:+.3g} to {row.high:+.3g})."
                )
        return lines

    def plot(self) -> go.Figure:
        """Each measure's paired difference with its interval; a bar that crosses 0 is noise at this size."""
        import plotly.graph_objects as go

        table = self.table
        colours = ["#999999" if verdict == SAME else "#d62728" for verdict in table["verdict"]]
        bars = {
            "type": "data",
            "symmetric": False,
            "array": table["high"] - table["difference"],
            "arrayminus": table["difference"] - table["low"],
        }
        figure = go.Figure(
            go.Scatter(
                x=table["difference"],
                y=table["metric"],
                mode="markers",
                marker={"color": colours, "size": 10},
                error_x=bars,
            )
        )
        figure.add_vline(x=0, line_dash="dot")
        figure.update_layout(
            title=f"{_rules(self.variant)} less {_rules(self.base)} (95% intervals)",
            height=380,
            xaxis_title="difference, game by game",
            yaxis={"autorange": "reversed"},
        )
        return figure

    def _repr_html_(self) -> str:
        words = "".join(f"<li>{line}</li>" for line in self.words())
        return f"<ul>{words}</ul>" + self.table.to_html(index=False, float_format=lambda v: f"{v:.3f}")


def _rules(options: Mapping[str, Any]) -> str:
    return (
        ", ".join(str(value) if key == CARDS else f"{key}={value!r}" for key, value in options.items())
        or "the standard rules"
    )


def compare_rules(
    name: str,
    bots: Sequence[Bot | str] | None = None,
    *,
    base: Mapping[str, Any] | None = None,
    variant: Mapping[str, Any] | None = None,
    games: int = 2_000,
    seed: int = 1,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
    on_update: Callable[[Comparison], None] | None = None,
    **options: Any,
) -> Comparison:
    """Play ``games`` seeded games at the table ``bots`` (None: the game's lab table) under
    ``base`` and under ``variant`` (each a dict of options, added to the shared ``options``, and
    under the key ``"cards"`` card edits from ``forestnb.lab.edit_cards``), the same seeds for
    both, and compare every balance measure game by game (see ``Balance`` for the measures).
    ``processes`` and ``executor`` as ``sweep``'s; ``on_update`` as ``balance``'s: a quick first
    comparison from 1/50 of the games, refined."""
    base, variant, bots = dict(base or {}), dict(variant or {}), table_of(name, bots)
    settings = []
    for label, rules in (("base", base), ("variant", variant)):
        own = {key: value for key, value in rules.items() if key != CARDS}
        clash = sorted(set(own) & set(options))
        if clash:
            raise ValueError(f"option(s) {', '.join(clash)} given both in {label} and for both rule sets")
        edits = rules.get(CARDS)
        if edits is not None and not isinstance(edits, CardEdits):
            raise ValueError(f"{label}'s {CARDS!r} must be card edits (forestnb.lab.edit_cards), got {edits!r}")
        try:
            checked_options(name, edits, seat_bots(name, bots), {**options, **own})
        except ValueError as err:
            raise ValueError(f"{label}: {err}") from err
        settings.append((edits, {**options, **own}))

    def play() -> list[pd.DataFrame]:
        return [
            play_games(
                name,
                bots,
                games=games,
                seed=seed,
                edits=edits,
                processes=processes,
                executor=executor,
                progress=progress,
                **rules,
            )
            for edits, rules in settings
        ]

    for before, after in in_slices(games, play) if on_update is not None else [play()]:
        comparison = Comparison(name, base, variant, before, after, paired_table(before, after))
        if on_update is not None:
            on_update(comparison)
    return comparison


def paired_table(base_games: pd.DataFrame, variant_games: pd.DataFrame) -> pd.DataFrame:
    """Each measure's means and its paired difference, game by game (rows matched by game index)."""
    import pandas as pd

    if list(base_games["game_index"]) != list(variant_games["game_index"]):
        raise ValueError("a paired comparison needs the same games under both rule sets")
    before, after = per_game_measures(base_games), per_game_measures(variant_games)
    rows = []
    for metric in before.columns:
        difference = mean_interval(after[metric] - before[metric])
        verdict = SAME if not difference.excludes(0) or difference.n < 2 else DIFFERENT
        rows.append(
            {
                "metric": metric,
                "base": before[metric].mean(),
                "variant": after[metric].mean(),
                "difference": difference.value,
                "low": difference.low,
                "high": difference.high,
                "games": difference.n,
                "verdict": verdict,
            }
        )
    return pd.DataFrame(rows, columns=list(COLUMNS))
