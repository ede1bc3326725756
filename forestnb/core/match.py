"""Running games with bots: one game (`play`) or many, as a tidy table (`simulate`, `sweep`).

Every game in a sweep gets its own seed drawn in the parent from the sweep's seed, so the rows
are the same whether the games run serially or in worker processes, and in any order.
"""
from __future__ import annotations

import itertools
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from .bots import Bot, make_bot
from .game import Game
from .registry import game_class, new_game
from .rng import bot_rng, check_seed, draw_seeds

if TYPE_CHECKING:
    import pandas as pd

MAX_DECISIONS = 100_000
PARALLEL_FROM = 200
QUICK_ENV = "FORESTNB_QUICK"


def scaled_games(full: int, quick: int) -> int:
    """``full`` games for a person, ``quick`` when ``FORESTNB_QUICK`` is set (CI runs the notebooks
    that way), so one notebook cell serves both without edits."""
    return quick if os.environ.get(QUICK_ENV, "") not in ("", "0") else full


def play(name: str, bots: Sequence[Bot | str], *, seed: int, **options: Any) -> Game:
    """Play one game to the end, seat i played by ``bots[i]``."""
    seats = _make_bots(name, bots)
    game = new_game(name, players=len(seats), seed=seed, **options)
    return finish(game, seats, seed=seed)


def finish(game: Game, seats: Sequence[Bot], *, seed: int) -> Game:
    """Let bots play a game (new or part-played) to its end."""
    rng = bot_rng(seed)
    for _ in range(MAX_DECISIONS):
        seat = game.current_player
        if seat is None:
            return game
        game.apply(seats[seat].choose(game, seat, rng))
    raise RuntimeError(f"{game!r} did not end within {MAX_DECISIONS} decisions")


def check_games(games: object) -> int:
    """How many games to run: a positive whole number, or a ValueError saying so."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, got {games!r}")
    return games


def named_tables(tables: Mapping[str, Sequence[Any]], names: Sequence[str]) -> dict[str, list[Any]]:
    """The tables of bots called ``names``, from a what-if's catalogue ``tables``."""
    unknown = [name for name in names if name not in tables]
    if unknown:
        raise ValueError(f"unknown table(s) {', '.join(map(repr, unknown))}; tables: {', '.join(tables)}")
    return {name: list(tables[name]) for name in names}


def simulate(
    name: str,
    bots: Sequence[Bot | str],
    *,
    games: int,
    seed: int,
    progress: bool | None = None,
    processes: int | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Play ``games`` games and return one row per game: seed, seats' bots, winners, scores, summary."""
    seats = _make_bots(name, bots)
    check_games(games)
    check_seed(seed)
    if processes is not None and (isinstance(processes, bool) or not isinstance(processes, int) or processes < 1):
        raise ValueError(f"processes must be a positive integer or None, got {processes!r}")
    new_game(name, players=len(seats), seed=0, **options)
    seeds = draw_seeds(seed, games)
    jobs = [(name, seats, s, options) for s in seeds]
    if processes and processes > 1:
        with ProcessPoolExecutor(processes) as pool:
            rows = _progress(pool.map(_play_row, jobs, chunksize=max(1, games // (processes * 8))), games, progress)
            rows = list(rows)
    else:
        rows = list(_progress(map(_play_row, jobs), games, progress))
    import pandas as pd

    frame = pd.DataFrame(rows)
    frame.insert(0, "game_index", range(games))
    return frame


def sweep(
    name: str,
    bots: Sequence[Bot | str] | dict[str, Sequence[Bot | str]],
    *,
    grid: dict[str, Iterable[Any]] | None = None,
    games: int,
    seed: int,
    progress: bool | None = None,
    processes: int | None = None,
    **options: Any,
) -> pd.DataFrame:
    """``simulate`` for every combination of option values in ``grid`` (and every named table of
    bots, when ``bots`` is a dict), stacked into one table with a column per swept parameter."""
    tables = bots if isinstance(bots, dict) else {None: bots}
    grid = grid or {}
    clash = sorted(set(grid) & set(options))
    if clash:
        raise ValueError(f"option(s) {', '.join(clash)} given both fixed and in the grid")
    valid = game_class(name).option_defaults
    unknown = sorted(set(grid) - set(valid))
    if unknown:
        raise ValueError(f"unknown option(s) in grid for {name}: {', '.join(unknown)}; valid options: {', '.join(sorted(valid))}")
    names = list(grid)
    frames = []
    for label, table in tables.items():
        for values in itertools.product(*(list(grid[k]) for k in names)):
            point = dict(zip(names, values))
            frame = simulate(name, table, games=games, seed=seed, progress=progress, processes=processes, **options, **point)
            if label is not None:
                frame.insert(1, "table", label)
            for key in reversed(names):
                frame.insert(1, key, [point[key]] * len(frame))
            frames.append(frame)
    import pandas as pd

    return pd.concat(frames, ignore_index=True)


def ignore_progress(done: int, total: int) -> None:
    """The default ``on_step``: nobody is watching the progress."""


def run_sweep(name: str, tables: dict[Any, Sequence[Bot | str]], *, label: str | None, games: int, seed: int,
              grid: dict[str, Sequence[Any]] | None = None, on_step: Callable[[int, int], None] = ignore_progress,
              progress: bool = False, processes: int | None = None, **options: Any) -> pd.DataFrame:
    """``sweep`` over named tables of bots and a grid of options, one setting at a time so
    ``on_step(done, total)`` can move a progress bar; the rows equal one big sweep's.

    The tables' names go in column ``label`` (dropped when ``label`` is None, e.g. when the
    table's size is already the ``players`` column). ``processes`` defaults to two worker
    processes for settings of 200 games or more (where starting them pays off), else none;
    the rows are the same either way.
    """
    if processes is None:
        processes = 2 if isinstance(games, int) and games >= PARALLEL_FROM and (os.cpu_count() or 1) > 1 else 1
    grid = grid or {}
    points = list(itertools.product(*(list(values) for values in grid.values())))
    if not tables or not points:
        raise ValueError("choose at least one value for every knob: there is nothing to run")
    settings = [(table, point) for table in tables for point in points]
    frames = []
    for table, point in settings:
        single = {key: [value] for key, value in zip(grid, point)}
        frames.append(sweep(name, {table: list(tables[table])}, grid=single, games=games, seed=seed,
                            progress=progress, processes=processes, **options))
        on_step(len(frames), len(settings))
    import pandas as pd

    frame = pd.concat(frames, ignore_index=True)
    return frame.drop(columns="table") if label is None else frame.rename(columns={"table": label})


def _make_bots(name: str, bots: Sequence[Bot | str]) -> list[Bot]:
    game_class(name)
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        raise ValueError(f"bots must be a list with one bot (or bot name) per seat, got {bots!r}")
    return [make_bot(name, b) for b in bots]


def _play_row(job: tuple[str, list[Bot], int, dict[str, Any]]) -> dict[str, Any]:
    name, seats, seed, options = job
    return game_row(play(name, seats, seed=seed, **options), seats, options)


def game_row(game: Game, seats: Sequence[Bot], options: dict[str, Any]) -> dict[str, Any]:
    """A finished game as one row of a sweep: its seed, options, seats' bots, winners, scores, summary.

    Public so that a sweep over a variant the registry cannot build (a game set up by hand)
    still gives rows exactly like ``simulate``'s.
    """
    row: dict[str, Any] = {"seed": game.seed, "players": game.players}
    for key, value in sorted(options.items()):
        row[f"option_{key}"] = value if isinstance(value, (int, float, str, bool)) else json.dumps(value)
    for seat, bot in enumerate(seats):
        row[f"bot_{seat}"] = bot.name
    winners = game.winners()
    row["winners"] = tuple(winners)
    row["n_winners"] = len(winners)
    for seat, score in enumerate(game.scores()):
        row[f"score_{seat}"] = score
    row["length"] = len(game.history)
    row.update(game.summary())
    return row


def _interactive() -> bool:
    shell = sys.modules.get("IPython")
    return bool(shell and getattr(shell, "get_ipython", lambda: None)())


def _progress(rows: Iterable[dict[str, Any]], total: int, progress: bool | None) -> Iterable[dict[str, Any]]:
    if progress is None:
        progress = _interactive()
    if not progress:
        return rows
    from tqdm.auto import tqdm

    return tqdm(rows, total=total, desc="games", leave=False)
