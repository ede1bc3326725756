"""Balance reports: is a seat favoured, how often nobody wins, how long and how close games are.

The measures follow Ludii's evaluation metrics (balance, completion, duration, drawishness,
first-player advantage, lead changes, decisiveness), each read with its 95% interval, so that a
designer sees at once whether a gap between seats is more than chance at this many games.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.bots import Bot
from .edits import CardEdits
from .games import in_slices, play_games, table_of
from .intervals import Estimate, mean_interval, wilson
from .knowledge import game_lab

if TYPE_CHECKING:
    import pandas as pd
    import plotly.graph_objects as go

RATE_COLUMNS = ("metric", "value", "low", "high", "games")


def won(frame: pd.DataFrame, seat: int) -> pd.Series:
    """Whether ``seat`` is among each game's winners (a shared win counts for every sharer)."""
    return frame["winners"].map(lambda winners: seat in winners)


def seat_count(frame: pd.DataFrame) -> int:
    return int(frame["players"].iloc[0])


def first_seat_edges(frame: pd.DataFrame) -> pd.Series:
    """Per game: seat 0's win (1 or 0) less the mean of the other seats' wins. Its mean is the
    first-seat advantage, paired within each game because one seat's win is another's loss."""
    seats = seat_count(frame)
    others = sum(won(frame, seat).astype(float) for seat in range(1, seats)) / (seats - 1)
    return won(frame, 0).astype(float) - others


def per_game_measures(frame: pd.DataFrame) -> pd.DataFrame:
    """The lab's per-game numbers, one column each: ``won_s`` for every seat, ``no_winner``,
    ``first_seat_edge``, ``length``, ``lead_changes`` and ``decided_at``; a paired comparison
    subtracts these game by game."""
    import pandas as pd

    columns = {f"won_{seat}": won(frame, seat).astype(float) for seat in range(seat_count(frame))}
    columns["no_winner"] = (frame["n_winners"] == 0).astype(float)
    columns["first_seat_edge"] = first_seat_edges(frame)
    for name in ("length", "lead_changes", "decided_at"):
        columns[name] = frame[name].astype(float)
    return pd.DataFrame(columns, index=frame.index)


@dataclass
class Balance:
    """A balance report for one table: ``table`` (one row per measure, with its 95% interval),
    ``games`` (the rows behind it, one per game) and ``plot()``.

    The measures:

    - ``win rate, seat s``: the share of games seat s won (a shared win counts for each sharer),
      with Wilson's interval.
    - ``first-seat advantage``: seat 0's win rate less the mean of the other seats', as the
      mean of that difference game by game; 0 is fair.
    - ``no winner``: the share of games nobody won (the game's own reason: a collapsed forest, a
      called-off race, a draw).
    - ``length``: actions per game, mean; ``length_spread`` its standard deviation; ``plot``
      shows its histogram.
    - ``lead changes``: per game, how often the sole leader changed hands (ties between leaders are
      skipped, so A, tie, A is no change). What a lead is belongs to each game (``LEAD``). A game
      with a batch path (Humbaba) reads leads from its first 1,000 games (``games.LEAD_SAMPLE``),
      played by its engine; the ``games`` column of the table says how many.
    - ``decided at``: per game with a sole winner, the share of the game's decisions made before
      the winner took the lead for good (1: only at the very end). Low means decisive early.
    """

    name: str
    bots: list[str]
    games: pd.DataFrame
    table: pd.DataFrame

    @property
    def no_winner_means(self) -> str:
        return game_lab(self.name).NO_WINNER

    def estimate(self, metric: str) -> Estimate:
        row = self.table.set_index("metric").loc[metric]
        return Estimate(row["value"], row["low"], row["high"], int(row["games"]))

    def words(self) -> list[str]:
        """The report's answers in sentences, each with its interval."""
        seats = seat_count(self.games)
        edge = self.estimate("first-seat advantage")
        fair = 1 / seats
        lines = [f"{len(self.games):,} games of {self.name}, seats: {', '.join(self.bots)}."]
        if edge.excludes(0):
            side = "favoured" if edge.value > 0 else "at a disadvantage"
            lines.append(
                f"Seat 0 is {side}: it wins {abs(edge.value):.1%} {'more' if edge.value > 0 else 'less'} "
                f"often than the others (95% interval {edge.low:+.1%} to {edge.high:+.1%})."
            )
        else:
            lines.append(
                f"Seat 0's edge cannot be told from none at this many games: {edge.value:+.1%} "
                f"(95% interval {edge.low:+.1%} to {edge.high:+.1%})."
            )
        if len(set(self.bots)) > 1:
            lines.append("The seats have different bots, so a seat's edge here is its bot's as much as its place.")
        seats_differ = getattr(game_lab(self.name), "seat_difference", None)
        note = seats_differ(self.games.iloc[0]) if seats_differ is not None else None
        if note:
            lines.append(note)
        for seat in range(seats):
            rate = self.estimate(f"win rate, seat {seat}")
            lines.append(
                f"Seat {seat} ({self.bots[seat]}) wins {rate.value:.1%} ({rate.low:.1%} to {rate.high:.1%}; "
                f"an equal share would be {fair:.1%})."
            )
        none = self.estimate("no winner")
        lines.append(
            f"Nobody wins ({self.no_winner_means}) in {none.value:.1%} of games ({none.low:.1%} to {none.high:.1%})."
        )
        length, changes, decided = (self.estimate(metric) for metric in ("length", "lead changes", "decided at"))
        spread = self.estimate("length_spread").value
        lines.append(
            f"A game lasts {length.value:.1f} actions on average ({length.low:.1f} to {length.high:.1f}; "
            f"spread {spread:.1f}). The lead ({game_lab(self.name).LEAD}) changes hands {changes.value:.2f} "
            f"times a game ({changes.low:.2f} to {changes.high:.2f}), and the winner takes it for good "
            f"{decided.value:.0%} of the way through ({decided.low:.0%} to {decided.high:.0%}; "
            f"{decided.n:,} games with a sole winner)."
        )
        return lines

    def plot(self) -> go.Figure:
        """Win rates per seat with their intervals, the share with no winner, and game length's histogram."""
        import plotly.graph_objects as go
        from plotly.subplots import make_subplots

        figure = make_subplots(rows=1, cols=2, subplot_titles=("win rate (95% interval)", "game length (actions)"))
        rates = self.table[self.table["metric"].str.startswith("win rate") | (self.table["metric"] == "no winner")]
        labels = [metric.replace("win rate, ", "") for metric in rates["metric"]]
        figure.add_trace(
            go.Bar(
                x=labels,
                y=rates["value"],
                name="share of games",
                error_y={
                    "type": "data",
                    "symmetric": False,
                    "array": rates["high"] - rates["value"],
                    "arrayminus": rates["value"] - rates["low"],
                },
            ),
            row=1,
            col=1,
        )
        figure.add_hline(y=1 / seat_count(self.games), line_dash="dot", row=1, col=1)
        figure.add_trace(go.Histogram(x=self.games["length"], name="games", nbinsx=30), row=1, col=2)
        figure.update_layout(showlegend=False, height=360, title=f"{self.name}: {' / '.join(self.bots)}")
        figure.update_yaxes(tickformat=".0%", range=[0, 1], row=1, col=1)
        return figure

    def _repr_html_(self) -> str:
        words = "".join(f"<li>{line}</li>" for line in self.words())
        return f"<ul>{words}</ul>" + self.table.to_html(index=False, float_format=lambda v: f"{v:.3f}")


def balance_table(frame: pd.DataFrame) -> pd.DataFrame:
    """The report's measures from a table's rows (see ``Balance``)."""
    import pandas as pd

    measures = per_game_measures(frame)
    rows = []
    for seat in range(seat_count(frame)):
        wins = int(measures[f"won_{seat}"].sum())
        rows.append(_row(f"win rate, seat {seat}", wilson(wins, len(frame))))
    rows.append(_row("first-seat advantage", mean_interval(measures["first_seat_edge"])))
    rows.append(_row("no winner", wilson(int(measures["no_winner"].sum()), len(frame))))
    rows.append(_row("length", mean_interval(measures["length"])))
    spread = float(measures["length"].std())
    rows.append(
        {"metric": "length_spread", "value": spread, "low": float("nan"), "high": float("nan"), "games": len(frame)}
    )
    rows.append(_row("lead changes", mean_interval(measures["lead_changes"])))
    rows.append(_row("decided at", mean_interval(measures["decided_at"])))
    return pd.DataFrame(rows, columns=list(RATE_COLUMNS))


def _row(metric: str, estimate: Estimate) -> dict[str, Any]:
    return {"metric": metric, "value": estimate.value, "low": estimate.low, "high": estimate.high, "games": estimate.n}


def balance(
    name: str,
    bots: Sequence[Bot | str] | Mapping[str, Sequence[Bot | str]] | None = None,
    *,
    games: int = 10_000,
    seed: int = 1,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
    on_update: Callable[[Balance], None] | None = None,
    edits: CardEdits | None = None,
    **options: Any,
) -> Balance | dict[str, Balance]:
    """A balance report of ``games`` seeded games of ``name`` at one table of ``bots`` (None: the
    game's lab table, the same bot at every seat; a dict of named tables: a dict of reports, one
    per table, each on the same seeds), under ``options`` (see ``Balance`` for each
    measure). ``processes`` and ``executor`` as ``sweep``'s: the rows are the same wherever the
    games run. ``on_update(report)``, if given, gets a quick first report from 1/50 of the games,
    then one from 1/5, then the whole one (which is also returned): the same games, refined.
    ``edits`` plays a designer's edited cards (``forestnb.lab.edit_cards``) instead of the shipped ones."""
    if isinstance(bots, Mapping):
        return {
            label: balance(
                name,
                table,
                games=games,
                seed=seed,
                processes=processes,
                executor=executor,
                progress=progress,
                on_update=on_update,
                edits=edits,
                **options,
            )
            for label, table in bots.items()
        }

    def play() -> list[pd.DataFrame]:
        return [
            play_games(
                name,
                table_of(name, bots),
                games=games,
                seed=seed,
                edits=edits,
                processes=processes,
                executor=executor,
                progress=progress,
                **options,
            )
        ]

    for (frame,) in in_slices(games, play) if on_update is not None else [play()]:
        report = _report(name, frame)
        if on_update is not None:
            on_update(report)
    return report


def _report(name: str, frame: pd.DataFrame) -> Balance:
    return Balance(
        name, [frame[f"bot_{seat}"].iloc[0] for seat in range(seat_count(frame))], frame, balance_table(frame)
    )


def live() -> Callable[[Any], None]:
    """An ``on_update`` for a notebook: shows each report in one place, the quick first one
    replaced as the games behind it grow."""
    from IPython.display import display
    from ipywidgets import Output

    out = Output()
    display(out)

    def show(report: Any) -> None:
        with out:
            out.clear_output(wait=True)
            display(report)

    return show
