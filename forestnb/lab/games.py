"""Playing the lab's games: the sweep's rows, plus what the lab reads along the way.

Every game is played by the sweep machinery (``core.match``): its seeds drawn up front, its rows
``game_row``'s, on the same executors. What the lab adds is read while a game plays, through
``finish``'s ``watch``: who leads after each decision (for lead changes and decisiveness) and,
for card strength, which cards each seat held. What a lead is and what a seat holds is each
game's own knowledge, declared in its ``lab.py``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..core.bots import Bot
from ..core.game import Game
from ..core.match import (
    batch_size,
    check_games,
    check_setting,
    finish,
    game_row,
    games_window,
    indexed_seeds,
    interactive,
    seat_bots,
    simulate,
    sweep_executor,
    wanted_pool,
    worker_deaths,
)
from ..core.registry import game_class
from .edits import CardEdits, edited_game
from .knowledge import game_lab

if TYPE_CHECKING:
    import pandas as pd

LEAD_SAMPLE = 1_000
"""Games whose leads a game with a batch path reads by its engine: the batch path plays the rest
(and every row), since the engine is ten times slower there, and 1,000 games settle a mean of lead
changes or of *decided at* to a few hundredths (its interval says how far)."""


def table_of(name: str, bots: Sequence[Bot | str] | None) -> Sequence[Bot | str]:
    """``bots``, or the game's own lab table (``TABLE``: the same bot at every seat) when None."""
    return game_lab(name).TABLE if bots is None else bots


FIRST_SHARE = 50  # a quick first answer rests on 1/50 of the games, the second on 1/5 (then all)


def in_slices(games: int, play: Callable[[], list[pd.DataFrame]]) -> Iterator[list[pd.DataFrame]]:
    """The rows of ``games`` games per setting, growing: ``play`` (the rows of each of its runs)
    is called inside a ``games_window`` for 1/50 of the games, then up to 1/5, then the rest, and
    each time every run's rows so far are given. The slices stacked are the one-shot rows, game
    for game (the same seeds and indices), so the last answer is the whole run's, as the
    explorers refine theirs."""
    import pandas as pd

    stops = sorted({stop for stop in (games // FIRST_SHARE, games // 5) if 0 < stop < games} | {check_games(games)})
    slices: list[list[pd.DataFrame]] = []
    start = 0
    for stop in stops:
        with games_window(start, stop):
            slices.append(play())
        start = stop
        yield [pd.concat(run, ignore_index=True) for run in zip(*slices)]


class Watcher:
    """What the lab reads of one game as it plays: the leader after each decision, and each seat's
    cards held at any time (when ``cards`` is set)."""

    def __init__(self, lab: ModuleType, players: int, cards: bool) -> None:
        self.lab, self.cards = lab, cards
        self.leaders: list[tuple[int, int | None]] = []  # (decision, leader) each time the leader changes
        self.held: list[set[str]] = [set() for _ in range(players)]
        self.decisions = 0

    def see(self, game: Game) -> None:
        self.decisions += 1
        standing = self.lab.standing(game)
        best = max(standing)
        leader = standing.index(best) if standing.count(best) == 1 else None
        if not self.leaders or self.leaders[-1][1] != leader:
            self.leaders.append((self.decisions, leader))
        if self.cards:
            for seat, cards in enumerate(self.lab.held(game)):
                self.held[seat] |= cards

    def columns(self, winners: Sequence[int]) -> dict[str, Any]:
        """``lead_changes`` and ``decided_at`` (see ``forestnb.lab.balance``), and ``held_s`` for each seat."""
        alone = [leader for _, leader in self.leaders if leader is not None]
        changes = sum(1 for before, after in zip(alone, alone[1:]) if before != after)
        row: dict[str, Any] = {"lead_changes": changes, "decided_at": self._decided_at(winners)}
        if self.cards:
            row.update({f"held_{seat}": "|".join(sorted(cards)) for seat, cards in enumerate(self.held)})
        return row

    def _decided_at(self, winners: Sequence[int]) -> float:
        """The share of the decisions made before the sole winner took the lead for good (NaN
        without a sole winner; 1 when it never led alone before the end)."""
        if len(winners) != 1 or not self.decisions:
            return math.nan
        if not self.leaders or self.leaders[-1][1] != winners[0]:
            return 1.0
        return (self.leaders[-1][0] - 1) / self.decisions


def game_type(name: str, edits: CardEdits | None) -> type[Game]:
    """The game's class, or the one that plays a designer's edited cards."""
    if edits is None:
        return game_class(name)
    if edits.game != name:
        raise ValueError(f"the card edits are {edits.game}'s, not {name}'s")
    return edited_game(edits)


def lab_rows(
    name: str,
    edits: CardEdits | None,
    seats: list[Bot],
    options: dict[str, Any],
    cards: bool,
    seeds: list[tuple[int, int]],
) -> list[dict[str, Any]]:
    """The rows of a chunk of ``(game index, seed)`` pairs (a worker's task): ``game_row``'s
    columns, then the watcher's. (``edits`` travels as data: each worker makes its class once.)"""
    kind, lab = game_type(name, edits), game_lab(name)
    rows = []
    for index, seed in seeds:
        game = kind.of_setting(len(seats), seed, options)
        watcher = Watcher(lab, len(seats), cards)
        finish(game, seats, seed=seed, watch=watcher.see)
        rows.append({"game_index": index, **game_row(game, seats), **watcher.columns(game.winners())})
    return rows


def play_games(
    name: str,
    bots: Sequence[Bot | str],
    *,
    games: int,
    seed: int,
    cards: bool = False,
    edits: CardEdits | None = None,
    processes: int | None = None,
    executor: Executor | None = None,
    progress: bool | None = None,
    **options: Any,
) -> pd.DataFrame:
    """``games`` seeded games at one table, one row each: ``simulate``'s columns (the same seeds,
    so the same games) with ``lead_changes``, ``decided_at`` and, when ``cards``, ``held_s``.

    A game with a batch path plays its rows there and reads its leads from its first
    ``LEAD_SAMPLE`` games by the engine (NaN beyond); card strength needs every game's cards,
    so ``cards`` plays them all by the engine, as do ``edits`` (a designer's cards, which the
    batch path does not know)."""
    import pandas as pd

    check_games(games)
    seats = seat_bots(name, bots)
    checked = checked_options(name, edits, seats, options)
    seeds = indexed_seeds(seed, games)
    if cards or edits is not None or not _has_batch_path(name):
        return pd.DataFrame(
            mapped_rows(
                partial(lab_rows, name, edits, seats, checked, cards),
                seeds,
                seats,
                processes=processes,
                executor=executor,
                progress=progress,
            )
        )
    rows = simulate(
        name, seats, games=games, seed=seed, processes=processes, executor=executor, progress=progress, **options
    )
    sampled = [(index, game_seed) for index, game_seed in seeds if index < LEAD_SAMPLE]
    leads = pd.DataFrame(
        mapped_rows(
            partial(lab_rows, name, None, seats, checked, False),
            sampled,
            seats,
            processes=processes,
            executor=executor,
            progress=False,
        )
    )
    if leads.empty:
        return rows.assign(lead_changes=math.nan, decided_at=math.nan)
    return rows.merge(leads[["game_index", "lead_changes", "decided_at"]], on="game_index", how="left")


def checked_options(name: str, edits: CardEdits | None, seats: list[Bot], options: dict[str, Any]) -> dict[str, Any]:
    """Every option of the setting, defaults included, as the game (edited or not) checks them,
    before any game is played."""
    if edits is None:
        return check_setting(name, {}, seats, options)
    return game_type(name, edits)(players=len(seats), seed=0, **options).options


def _has_batch_path(name: str) -> bool:
    return game_class(name).batch_rows.__func__ is not Game.batch_rows.__func__


def mapped_rows(
    rows_of: Callable[[list[Any]], list[dict[str, Any]]],
    seeds: list[Any],
    seats: list[Bot],
    *,
    processes: int | None,
    executor: Executor | None,
    progress: bool | None,
    batch: int | None = None,
) -> list[dict[str, Any]]:
    """``rows_of`` over chunks of ``seeds`` (``(game index, seed)`` pairs, or tuples that also name
    what else a game varies, such as the skill ladder's rung), in order, on the caller's executor,
    ``processes`` local workers, or (neither given) the worker pool every sweep shares. ``batch``
    items go to a worker at a time: by default as many as quick rule-bot games are worth sending
    (``batch_size``); 1 when each item takes seconds (a searching bot's), so that a few of them
    still spread over the workers."""
    if not seeds:
        return []
    size = batch or batch_size(len(seeds))
    chunks = [seeds[at : at + size] for at in range(0, len(seeds), size)]
    with worker_deaths(), sweep_executor(processes, executor, seats) as given:
        pool = given if given is not None or processes is not None else wanted_pool(len(seeds))
        played = map(rows_of, chunks) if pool is None else pool.map(rows_of, chunks)
        if not (progress if progress is not None else interactive()):
            return list(itertools.chain.from_iterable(played))
        from tqdm.auto import tqdm

        rows: list[dict[str, Any]] = []
        with tqdm(total=len(seeds), desc="games", leave=False) as bar:
            for part in played:
                rows.extend(part)
                bar.update(len(part))
        return rows
