"""Card strength: which card is too strong?

Two readings, as card-game designers use them. *Held* (17lands' "games in hand" win rate): a
seat's win rate in the games it held the card at some point, less the same seat's win rate in the
games it did not; quick, read from one run, but a card held by a seat that was winning anyway (a
long game draws more cards) looks strong by the company it keeps. *Ablation* (``ablation``) swaps
the card for a plain one of its kind and compares, on the same seeds, what that does: slower, one
run per card, but the card's own effect. Each with its 95% interval.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.bots import Bot
from ..core.errors import DataError
from .balance import seat_count, won
from .compare import paired_table
from .edits import CardEdits, card_table, plain_card, unedited
from .games import play_games, table_of
from .intervals import rate_difference
from .knowledge import game_lab

if TYPE_CHECKING:
    import pandas as pd
    import plotly.graph_objects as go

NOTABLE = 0.03
"""A card that moves a seat's win rate by more than this (3 points), beyond chance, is named."""
NONE_NOTABLE = f"No card moves a seat's win rate by more than {NOTABLE:.0%} beyond chance at this many games."
COLUMNS = ("card", "seat", "held_win_rate", "not_held_win_rate", "difference", "low", "high", "held", "not_held")


def seat_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """One row per game and seat: ``seat``, ``won`` and ``held`` (the set of cards it held)."""
    import pandas as pd

    parts = [
        pd.DataFrame(
            {
                "game_index": frame["game_index"],
                "seat": seat,
                "won": won(frame, seat),
                "held": frame[f"held_{seat}"].map(lambda text: set(text.split("|")) - {""}),
            }
        )
        for seat in range(seat_count(frame))
    ]
    return pd.concat(parts, ignore_index=True)


def held_strength(frame: pd.DataFrame) -> pd.DataFrame:
    """Every card's held win rate against its not-held win rate, seat by seat (a seat's own deck
    and place stay the same on both sides, so a card is not credited with its deck's or seat's
    strength), strongest first; a seat that held the card in every game or none has no row."""
    import pandas as pd

    rows = []
    for seat, games in seat_rows(frame).groupby("seat"):
        wins = games["won"].to_numpy()
        for card in sorted(set().union(*games["held"])):
            held = games["held"].map(lambda cards: card in cards).to_numpy()
            if held.all():
                continue
            estimate = rate_difference(
                int(wins[held].sum()), int(held.sum()), int(wins[~held].sum()), int((~held).sum())
            )
            rows.append(
                {
                    "card": card,
                    "seat": seat,
                    "held_win_rate": wins[held].mean(),
                    "not_held_win_rate": wins[~held].mean(),
                    "difference": estimate.value,
                    "low": estimate.low,
                    "high": estimate.high,
                    "held": int(held.sum()),
                    "not_held": int((~held).sum()),
                }
            )
    table = pd.DataFrame(rows, columns=list(COLUMNS))
    return table.sort_values("difference", ascending=False, ignore_index=True)


def notable(table: pd.DataFrame) -> pd.DataFrame:
    """The cards whose difference is beyond ``NOTABLE`` either way and whose interval leaves out 0."""
    beyond = (table["difference"].abs() > NOTABLE) & ((table["low"] > 0) | (table["high"] < 0))
    return table[beyond]


@dataclass
class CardStrength:
    """Every card's held win-rate difference per seat (``table``, strongest first) and the games behind it."""

    name: str
    games: pd.DataFrame
    table: pd.DataFrame

    def words(self) -> list[str]:
        """The cards that move a seat's win rate by more than 3 points, beyond chance, or that none does."""
        named = notable(self.table)
        head = (
            f"{len(self.games):,} games of {self.name}: a seat's win rate when it held each card against when "
            "it did not (held at any time; 95% intervals)."
        )
        if named.empty:
            return [head, NONE_NOTABLE]
        return [head] + [
            f"{row.card}, seat {row.seat}: {row.difference:+.1%} ({row.low:+.1%} to {row.high:+.1%}; "
            f"held in {row.held:,} of {row.held + row.not_held:,} games)."
            for row in named.itertuples()
        ]

    def plot(self) -> go.Figure:
        """Each card's difference with its interval, strongest at the top."""
        import plotly.graph_objects as go

        table = self.table
        labels = [f"{card} (seat {seat})" for card, seat in zip(table["card"], table["seat"])]
        figure = go.Figure(
            go.Scatter(
                x=table["difference"],
                y=labels,
                mode="markers",
                error_x={
                    "type": "data",
                    "symmetric": False,
                    "array": table["high"] - table["difference"],
                    "arrayminus": table["difference"] - table["low"],
                },
            )
        )
        for edge in (-NOTABLE, 0, NOTABLE):
            figure.add_vline(x=edge, line_dash="dot" if edge else "solid", line_color="#999999")
        figure.update_layout(
            title=f"{self.name}: win rate held less not held (95% intervals)",
            height=max(300, 22 * len(table)),
            yaxis={"autorange": "reversed"},
            xaxis={"tickformat": "+.0%"},
        )
        return figure

    def _repr_html_(self) -> str:
        words = "".join(f"<li>{line}</li>" for line in self.words())
        return f"<ul>{words}</ul>" + self.table.to_html(index=False, float_format=lambda v: f"{v:.3f}")


def card_strength(
    name: str,
    bots: Sequence[Bot | str] | None = None,
    *,
    games: int = 2_000,
    seed: int = 1,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
    edits: CardEdits | None = None,
    **options: Any,
) -> CardStrength:
    """Every card's held win-rate difference in ``games`` seeded games at ``bots`` (None: the
    game's lab table) under ``options``, with the shipped cards or a designer's ``edits``; for
    Forest Hunters, every card of the decks dealt. ``processes`` and ``executor`` as ``sweep``'s."""
    frame = play_games(
        name,
        table_of(name, bots),
        games=games,
        seed=seed,
        cards=True,
        edits=edits,
        processes=processes,
        executor=executor,
        progress=progress,
        **options,
    )
    return CardStrength(name, frame, held_strength(frame))


def plain_variant(name: str, card: str, onto: CardEdits | None = None) -> tuple[CardEdits | None, dict[str, Any]]:
    """The rules with ``card`` made plain (on top of a designer's edits ``onto``): card edits (each
    game's ``lab.plain``) or options (a game's ``ABLATED_BY_OPTION``, such as Cardswild's
    ``without``); a ValueError (or the loaders' DataError) says why a card has no plain form, or
    that it is plain already."""
    by_option = getattr(game_lab(name), "ABLATED_BY_OPTION", {}).get(card)
    if by_option:
        return onto, by_option
    edits = plain_card(name, card, onto=onto)
    before = {**dict(unedited(name).files), **dict(onto.files if onto else ())}
    if dict(edits.files) == before:
        raise ValueError(f"{card!r} is plain already: making it plain changes nothing")
    return edits, {}


def ablatable(name: str, cards: Iterable[str], edits: CardEdits | None = None) -> list[str]:
    """Those of ``cards`` (each once, in order) that have a plain form to compare with."""
    kept = []
    for card in dict.fromkeys(cards):
        try:
            plain_variant(name, card, edits)
        except (ValueError, DataError):
            continue
        kept.append(card)
    return kept


@dataclass
class Ablation:
    """Each card's own effect on each seat's win rate: the win rate with the card less the win rate
    with it made plain, on the same seeds (``table``, largest first); the same for every balance
    measure (``measures``: where every seat draws from one deck, as in The Forest, a card's effect
    on one seat is often another's, and shows in a game's length or lead changes instead); and
    the cards that have no plain form (``skipped``, with why)."""

    name: str
    games: int
    table: pd.DataFrame
    measures: pd.DataFrame
    skipped: dict[str, str]

    def words(self) -> list[str]:
        named = notable(self.table)
        head = (
            f"{self.games:,} games of {self.name} per card: each seat's win rate with the card less with it "
            "made plain, on the same seeds (95% intervals)."
        )
        if named.empty:
            return [head, NONE_NOTABLE]
        return [head] + [
            f"{row.card}, seat {row.seat}: {row.difference:+.1%} ({row.low:+.1%} to {row.high:+.1%})."
            for row in named.itertuples()
        ]

    def _repr_html_(self) -> str:
        words = "".join(f"<li>{line}</li>" for line in self.words())
        return f"<ul>{words}</ul>" + self.table.to_html(index=False, float_format=lambda v: f"{v:.3f}")


def ablation(
    name: str,
    cards: Sequence[str] | None = None,
    bots: Sequence[Bot | str] | None = None,
    *,
    games: int = 500,
    seed: int = 1,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
    edits: CardEdits | None = None,
    **options: Any,
) -> Ablation:
    """For each of ``cards`` (None: every card of the game's card table), ``games`` seeded games
    with the card made plain (each game's ``lab.plain`` says what plain is; Cardswild's Safe cards
    and Mountain Lions are taken out by the ``without`` option) against the same seeds with the
    shipped cards (or a designer's ``edits``, each card then made plain on top of them): the
    card's own effect on each seat's win rate, with its paired 95% interval. One run per card, so
    ``cards`` is worth narrowing (e.g. to ``card_strength``'s named ones, ``ablatable`` keeping
    those with a plain form)."""
    import pandas as pd

    seats = table_of(name, bots)
    chosen = list(card_table(name)[game_lab(name).CARD_KEY]) if cards is None else list(dict.fromkeys(cards))
    variants, skipped = {}, {}
    for card in chosen:
        try:
            variants[card] = plain_variant(name, card, edits)
        except (ValueError, DataError) as err:
            skipped[card] = str(err)
    run = {"games": games, "seed": seed, "processes": processes, "executor": executor, "progress": progress}
    base = play_games(name, seats, edits=edits, **run, **options)
    rows = []
    for card, (plain_edits, own) in variants.items():
        plain = play_games(name, seats, edits=plain_edits, **run, **{**options, **own})
        for row in paired_table(base, plain).itertuples():  # the card's effect: with it less without it
            rows.append(
                {
                    "card": card,
                    "metric": row.metric,
                    "with_card": row.base,
                    "plain": row.variant,
                    "difference": 0 - row.difference,
                    "low": 0 - row.high,
                    "high": 0 - row.low,
                    "games": row.games,
                }
            )  # (0 - x keeps a 0 unsigned)
    table = pd.DataFrame(rows, columns=["card", "metric", "with_card", "plain", "difference", "low", "high", "games"])
    seats = table[table["metric"].str.startswith("won_")]
    by_seat = seats.rename(columns={"metric": "seat"}).assign(seat=seats["metric"].str[4:].astype(int).to_numpy())
    return Ablation(name, games, by_seat.sort_values("difference", ascending=False, ignore_index=True), table, skipped)
