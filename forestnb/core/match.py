"""Running games with bots: one game (`play`) or many, as a tidy table (`simulate`, `sweep`).

Every game in a sweep gets its own seed drawn in the parent from the sweep's seed, so the rows
are the same whether the games run serially, in local worker processes or threads, or on a Dask
cluster (any ``concurrent.futures.Executor``), and in any order. The same seeds let a sweep be
played a slice of games at a time (``games_window``): an explorer draws its picture from the first
games and refines it, and the slices stacked are the rows of the whole sweep.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Sized
from concurrent.futures import Executor
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from .bots import Bot, make_bot
from .errors import excerpt
from .game import Game
from .registry import game_class, new_game
from .rng import bot_rng, check_seed, draw_seeds
from .workers import is_shared, unsendable, wanted_pool, worker_deaths, worker_pool

if TYPE_CHECKING:
    import pandas as pd

MAX_DECISIONS = 100_000
BATCHES_PER_SETTING = 64  # enough tasks per setting to keep a few dozen workers busy
MAX_BATCH = 1_000  # games per task at most: a million-game setting is a thousand tasks
MIN_BATCH = 16  # games per task at least: fewer cost more to send to a worker than to play
BATCH_PATH_GAMES = 2_000  # games per task for a game with a batch path (see _tasks)
QUICK_ENV = "FORESTNB_QUICK"
MAX_SWEEP_GAMES = 10_000_000  # a row per game: more than this many rows would not fit in a laptop's memory
MAX_SETTINGS = 10_000  # a setting is checked as a game before play: more would take minutes before a game


def scaled_games(full: int, quick: int) -> int:
    """``full`` games for a person, ``quick`` when ``FORESTNB_QUICK`` is set (CI runs the notebooks
    that way), so one notebook cell serves both without edits."""
    return quick if os.environ.get(QUICK_ENV, "") not in ("", "0") else full


_WINDOW: ContextVar[range | None] = ContextVar("forestnb_games_window", default=None)


@contextmanager
def games_window(start: int, stop: int) -> Iterator[None]:
    """Play only games ``start`` to ``stop - 1`` of every setting of the sweeps run inside.

    Why: a sweep of 2,000 games per setting takes seconds, and a picture of its first 50 is
    worth showing meanwhile. Each game's seed and index are those of the whole sweep, so the
    slices' rows, stacked setting by setting, are the whole sweep's rows. (A context variable,
    so an explorer's background thread slices only its own sweeps.)
    """
    if not 0 <= start < stop:
        raise ValueError(f"a window of games needs 0 <= start < stop, got {start} and {stop}")
    token = _WINDOW.set(range(start, stop))
    try:
        yield
    finally:
        _WINDOW.reset(token)


def indexed_seeds(seed: int, games: int) -> list[tuple[int, int]]:
    """``(game index, seed)`` of each game a setting plays: all ``games``, or those of the
    current ``games_window``. Every loop over a sweep's games draws them here, so a slice is
    the same games whether ``simulate`` or a what-if's own loop plays them."""
    window = _WINDOW.get()
    seeds = draw_seeds(check_seed(seed), min(games, window.stop) if window else games)
    first = window.start if window else 0
    return [(index, seeds[index]) for index in range(first, len(seeds))]


def games_played(games: int) -> int:
    """How many of ``games`` per setting a sweep run now plays (fewer inside a ``games_window``)."""
    window = _WINDOW.get()
    return games if window is None else max(0, min(games, window.stop) - window.start)


Row = dict[str, Any]


def batch_size(games: int) -> int:
    """Games per task for ``games`` in all: enough tasks to keep many workers busy, each worth
    sending (``MIN_BATCH``) and none too big to spread (``MAX_BATCH``)."""
    return max(1, min(games, MIN_BATCH), min(MAX_BATCH, games // BATCHES_PER_SETTING))


def map_games(rows_of: Callable[[list[Any]], list[Row]], seeds: list[Any]) -> list[Row]:
    """The rows ``rows_of`` gives for ``seeds`` (``indexed_seeds`` pairs, or tuples that also name
    a setting, so that every setting's games go out at once), in their order: a
    what-if's own loop over games (one that reads more of a game than ``game_row``), played on
    the shared worker pool once there are ``SHARED_FROM`` games, like ``run_sweep``'s.

    ``rows_of`` must pickle (a module's function, or a ``functools.partial`` of one), since a
    worker process calls it with a chunk of the seeds.
    """
    pool = wanted_pool(len(seeds))
    size = batch_size(len(seeds))
    chunks = [seeds[at : at + size] for at in range(0, len(seeds), size)]
    with worker_deaths():
        return list(itertools.chain.from_iterable(map(rows_of, chunks) if pool is None else pool.map(rows_of, chunks)))


def play(name: str, bots: Sequence[Bot | str], *, seed: int, **options: Any) -> Game:
    """Play one game to the end, seat i played by ``bots[i]``."""
    seats = seat_bots(name, bots)
    game = new_game(name, players=len(seats), seed=seed, **options)
    return finish(game, seats, seed=seed)


def finish(game: Game, seats: Sequence[Bot], *, seed: int, watch: Callable[[Game], None] | None = None) -> Game:
    """Let bots play a game (new or part-played) to its end; ``watch``, if given, sees the game
    after every decision (a what-if that reads more than the end, without replaying the game)."""
    rng = bot_rng(seed)
    for _ in range(MAX_DECISIONS):
        seat = game.current_player
        if seat is None:
            return game
        try:
            action = seats[seat].choose(game, seat, rng)
        except SystemExit as exit:  # in a worker process it would end the caller's script, not the bot's game
            raise RuntimeError(
                f"the bot {excerpt(getattr(seats[seat], 'name', seats[seat]))} at seat {seat} called "
                f"sys.exit({excerpt(exit.code)}) while choosing a move in {game!r}: a bot returns one "
                "of game.legal_actions(); raise an exception to stop on a problem"
            ) from None
        game.apply(action)
        if watch is not None:
            watch(game)
    raise RuntimeError(f"{game!r} did not end within {MAX_DECISIONS} decisions")


def check_games(games: object, settings: int = 1) -> int:
    """How many games to run per setting: a positive whole number, and at most ``MAX_SWEEP_GAMES``
    over all ``settings``, or a ValueError saying so (before a seed is drawn)."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, got {excerpt(games)}")
    if games * settings > MAX_SWEEP_GAMES:
        each = (
            f"{games:,} games at each of {settings:,} settings is {games * settings:,}"
            if settings > 1
            else f"{games:,}"
        )
        raise ValueError(
            f"games: a sweep gives one row per game, and {each} rows would not fit in memory; "
            f"play at most {MAX_SWEEP_GAMES:,} in all, or split the sweep"
        )
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
    executor: Executor | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Play ``games`` games and return one row per game: seed, seats' bots, winners, scores, summary.

    ``executor`` (any ``concurrent.futures.Executor``: a process or thread pool, or a Dask
    ``Client(...).get_executor()``) plays the games elsewhere; ``processes=n`` is shorthand for a
    pool of ``n`` local worker processes. The rows are the same however the games are run. (A
    thread pool's threads share the bots, which is safe for every bot here: none keeps state
    between moves. A bot of your own that does wants processes, where each worker has a copy.)
    """
    seats = seat_bots(name, bots)
    return _play_settings(
        name, [({}, seats, options)], games=games, seed=seed, progress=progress, processes=processes, executor=executor
    )


def sweep(
    name: str,
    bots: Sequence[Bot | str] | dict[str, Sequence[Bot | str]],
    *,
    grid: dict[str, Iterable[Any]] | None = None,
    games: int,
    seed: int,
    label: str | None = "table",
    on_step: Callable[[int, int], None] | None = None,
    progress: bool | None = None,
    processes: int | None = None,
    executor: Executor | None = None,
    **options: Any,
) -> pd.DataFrame:
    """``simulate`` for every combination of option values in ``grid`` (and every named table of
    bots, when ``bots`` is a dict), stacked into one table; like Mesa's ``batch_run``, every row
    names every option (the swept ones among them) by its own name.

    A dict's tables are named in column ``label`` (none when ``label`` is None, e.g. when a
    table's size is already the ``players`` column). Every grid point and every table is
    checked before the first game, so a mistake in the last setting costs nothing, and all
    settings' games go to the executor together; ``on_step(done, total)`` as each setting's
    games are all back.
    """
    return _sweep(
        name,
        bots,
        grid,
        options,
        games=games,
        seed=seed,
        label=label,
        on_step=on_step,
        progress=progress,
        processes=processes,
        executor=executor,
        shared=False,
    )


def _sweep(
    name: str,
    bots: Sequence[Bot | str] | dict[Any, Sequence[Bot | str]],
    grid: Mapping[str, Iterable[Any]] | None,
    options: dict[str, Any],
    *,
    games: int,
    seed: int,
    label: str | None,
    on_step: Callable[[int, int], None] | None,
    progress: bool | None,
    processes: int | None,
    executor: Executor | None,
    shared: bool,
    table_options: Mapping[Any, dict[str, Any]] | None = None,
) -> pd.DataFrame:
    """The one sweep loop of ``sweep`` and ``run_sweep``: every table (outer) at every grid point
    (inner), each checked, then played together; ``shared`` plays on the shared worker pool when
    the sweep is big enough (``wanted_pool``) and no executor is given. ``table_options`` are the
    options a table needs of its own (``run_sweep``'s)."""
    if on_step is not None and not callable(on_step):
        raise ValueError(f"on_step must be a function of (done, total) or None, got {excerpt(on_step)}")
    if label is not None and not isinstance(label, str):
        raise ValueError(f"label must be the name of the tables' column (text) or None, got {excerpt(label)}")
    tables = _check_tables(name, bots)
    points = _check_grid(name, grid or {}, options)
    own = _check_table_options(table_options, tables, grid or {}, options)
    check_games(games, len(tables) * len(points))
    settings = [
        (
            {**point, **({} if table is None or label is None else {label: table})},
            seats,
            {**options, **own.get(table, {}), **point},
        )
        for table, seats in tables.items()
        for point in points
    ]
    if isinstance(bots, dict) and label is not None:
        _check_label(name, label, settings)
    if (
        shared
        and executor is None
        and processes is None
        and unsendable([bot for _, seats, _ in settings for bot in seats]) is None
    ):
        executor = wanted_pool(games_played(check_games(games)) * len(settings))
    return _play_settings(
        name,
        settings,
        games=games,
        seed=seed,
        progress=progress,
        processes=processes,
        executor=executor,
        on_step=on_step,
    )


Setting = tuple[dict[str, Any], list[Bot], dict[str, Any]]
"""One table of a sweep: its columns (the grid point, the table's name), its seats, its options."""


def _play_settings(
    name: str,
    settings: list[Setting],
    *,
    games: int,
    seed: int,
    progress: bool | None,
    processes: int | None,
    executor: Executor | None,
    on_step: Callable[[int, int], None] | None = None,
) -> pd.DataFrame:
    """Play ``games`` seeded games of every setting, the loop ``simulate``, ``sweep`` and
    ``run_sweep`` share; ``on_step(done, total)`` as each setting's games are all back.

    Each setting is first built once as a game (its options checked by the game's own rules, and
    its defaults filled in, so every row names every option); then the games go out in batches,
    one setting's seeds at a time, all settings at once (no worker waits for a setting's last
    game), and come back in order. The sweep's seed is checked once, where its games' seeds are drawn.
    """
    check_games(games)
    settings = [(columns, seats, check_setting(name, columns, seats, options)) for columns, seats, options in settings]
    indexed = indexed_seeds(seed, games)
    indices, seeds = [index for index, _ in indexed], [game_seed for _, game_seed in indexed]
    count = len(seeds)
    batches = _tasks(name, settings, seeds)
    theirs = executor is not None and not is_shared(executor)
    with (
        worker_deaths(theirs),
        sweep_executor(processes, executor, [bot for _, seats, _ in settings for bot in seats]) as pool,
    ):
        played = map(_play_batch, batches) if pool is None else pool.map(_play_batch, batches)
        rows = iter(_progress(itertools.chain.from_iterable(played), count * len(settings), progress))
        frames = []
        for columns, _, options in settings:
            frames.append(_frame(list(itertools.islice(rows, count)), columns, indices, options))
            if on_step is not None:
                on_step(len(frames), len(settings))
        next(rows, None)  # the end of the rows, which closes a progress bar
    import pandas as pd

    return frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)


def _frame(
    rows: list[dict[str, Any]], columns: dict[str, Any], indices: list[int], options: dict[str, Any]
) -> pd.DataFrame:
    """One setting's rows as a table: the game's index first, then the setting's columns. A swept
    option is already a column of every row (as the game checked it), so it is moved, not added."""
    import pandas as pd

    frame = pd.DataFrame(rows)
    frame.insert(0, "game_index", indices)
    for key, value in reversed(columns.items()):
        frame.insert(1, key, frame.pop(key) if key in options else [value] * len(frame))
    return frame


@contextmanager
def sweep_executor(processes: int | None, executor: Executor | None, bots: Sequence[Bot]) -> Iterator[Executor | None]:
    """The executor to play on: the caller's, a pool of ``processes`` local workers, or none (serial)."""
    if processes is not None and (isinstance(processes, bool) or not isinstance(processes, int) or processes < 1):
        raise ValueError(f"processes must be a positive integer or None, got {processes!r}")
    if executor is not None and not isinstance(executor, Executor):
        raise ValueError(f"executor must be a concurrent.futures.Executor, got {executor!r}")
    if executor is not None and processes is not None:
        raise ValueError("give processes or executor, not both: processes=n is a pool of n local processes")
    if processes is not None and processes > 1:
        reason = unsendable(bots)
        if reason is not None:
            raise ValueError(reason)
        with worker_pool(processes) as pool:
            yield pool
    else:
        yield executor


def _check_tables(name: str, bots: Sequence[Bot | str] | dict[str, Sequence[Bot | str]]) -> dict[str | None, list[Bot]]:
    """Every table of a sweep as bots, each bot name checked; None names the one table of a list."""
    if not isinstance(bots, dict):
        return {None: seat_bots(name, bots)}
    if not bots:
        raise ValueError("bots is an empty dict: name at least one table of bots")
    tables = {}
    for label, table in bots.items():
        try:
            tables[label] = seat_bots(name, table)
        except ValueError as err:
            raise ValueError(f"table {label!r}: {err}") from err
    return tables


def _check_grid(name: str, grid: Mapping[str, Iterable[Any]], options: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every combination of the grid's values, each option a game's own and each given as a list."""
    if not isinstance(grid, Mapping):
        raise ValueError(f"grid must be a dict of option name to a list of values, got {excerpt(grid)}")
    named = [key for key in grid if not isinstance(key, str)]
    if named:
        raise ValueError(f"grid's keys are option names (text), got {excerpt(named[0])}")
    clash = sorted(set(grid) & set(options))
    if clash:
        raise ValueError(f"option(s) {', '.join(clash)} given both fixed and in the grid")
    valid = game_class(name).option_defaults
    unknown = sorted(set(grid) - set(valid))
    if unknown:
        raise ValueError(
            f"unknown option(s) in grid for {name}: {', '.join(unknown)}; valid options: {', '.join(sorted(valid))}"
        )
    values = {key: _grid_values(key, grid[key]) for key in grid}
    points = math.prod(len(options) for options in values.values())
    if points > MAX_SETTINGS:
        sizes = " x ".join(f"{len(options):,} {key}" for key, options in values.items())
        raise ValueError(
            f"grid: {sizes} make {points:,} settings; a sweep takes at most {MAX_SETTINGS:,}: sweep fewer values"
        )
    return [dict(zip(values, point)) for point in itertools.product(*values.values())]


def _grid_values(key: str, values: Any) -> list[Any]:
    """The values a grid gives one option: a non-empty list (or tuple, range...), never one bare value."""
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Iterable):
        raise ValueError(
            f"the grid gives {key} the single value {excerpt(values)}: give a list of values to sweep, "
            f"e.g. {{{key!r}: [{excerpt(values)}]}}"
        )
    values = list(values)
    if not values:
        raise ValueError(f"the grid gives {key} no values: give at least one")
    return values


def check_setting(name: str, columns: dict[str, Any], seats: list[Bot], options: dict[str, Any]) -> dict[str, Any]:
    """The setting's every option, defaults included, as its game checks them: the game is built
    once, so its own option checks refuse a bad value before any play."""
    try:
        return new_game(name, players=len(seats), seed=0, **options).options
    except ValueError as err:
        if not columns:
            raise
        where = ", ".join(f"{key}={value!r}" for key, value in columns.items())
        raise ValueError(f"in the sweep's setting {where}: {err}") from err


def ignore_progress(done: int, total: int) -> None:
    """The default ``on_step``: nobody is watching the progress."""


def run_sweep(
    name: str,
    tables: dict[Any, Sequence[Bot | str]],
    *,
    label: str | None,
    games: int,
    seed: int,
    grid: dict[str, Sequence[Any]] | None = None,
    on_step: Callable[[int, int], None] = ignore_progress,
    progress: bool = False,
    processes: int | None = None,
    table_options: Mapping[Any, dict[str, Any]] | None = None,
    **options: Any,
) -> pd.DataFrame:
    """``sweep`` over named tables of bots and a grid of options, calling ``on_step(done, total)``
    as each setting's games are all back, so a progress bar can move; the rows are ``sweep``'s.
    ``table_options`` gives a table options of its own (Forest Hunters' two-against-two table
    needs ``teams``), so tables that differ by more than their bots still play as one sweep.

    The tables' names go in column ``label`` (dropped when ``label`` is None, e.g. when the
    table's size is already the ``players`` column). ``processes`` defaults to the worker
    processes every sweep shares (``wanted_pool``: from ``SHARED_FROM`` games in all, fewer
    finish before the workers would have them), else none; the rows are the same either way.
    """
    if not tables or any(isinstance(values, Sized) and not len(values) for values in (grid or {}).values()):
        raise ValueError("choose at least one value for every knob: there is nothing to run")
    return _sweep(
        name,
        {table: list(seats) for table, seats in tables.items()},
        grid,
        options,
        games=games,
        seed=seed,
        label=label,
        on_step=on_step,
        progress=progress,
        processes=processes,
        executor=None,
        shared=True,
        table_options=table_options,
    )


def _check_label(name: str, label: str, settings: list[Setting]) -> None:
    """The tables' column ``label`` is no column a row has already (an option, the seed, a score):
    checked on a game of each table before play, since a clash would only show as the rows are stacked."""
    taken: set[str] = set()
    by_players = {
        len(seats): (seats, options) for _, seats, options in reversed(settings)
    }  # a row's columns vary by its seats
    for seats, options in by_players.values():
        try:
            game = new_game(name, players=len(seats), seed=0, **options)
        except ValueError:
            continue  # the setting's own check names this problem, with the setting
        taken |= {
            "game_index",
            *setting_columns(0, game.players, seats, game.options),
            *outcome_columns([], range(game.players), 0, game.summary()),
        }
    if label in game_class(name).option_defaults:
        raise ValueError(
            f"label {label!r} is an option of {name}, which has a column of its own: name the tables' column otherwise"
        )
    if label in taken:
        raise ValueError(
            f"label {label!r} names a column every row of {name} has already: "
            "name the tables' column otherwise, e.g. label='table'"
        )


def _check_table_options(
    table_options: object, tables: Mapping[Any, Any], grid: Mapping[str, Any], options: Mapping[str, Any]
) -> Mapping[Any, dict[str, Any]]:
    """Options of a table's own: each a dict of option names for a table the sweep has, none also fixed or swept."""
    if table_options is None:
        return {}
    if not isinstance(table_options, Mapping):
        raise ValueError(
            f"table_options must be a dict of table name to a dict of its options, got {excerpt(table_options)}"
        )
    for table, own in table_options.items():
        if not isinstance(own, Mapping) or not all(isinstance(key, str) for key in own):
            raise ValueError(
                f"table_options[{excerpt(table)}] must be a dict of option names to values, got {excerpt(own)}"
            )
    unknown = [table for table in table_options if table not in tables]
    if unknown:
        raise ValueError(f"table_options names table(s) the sweep does not have: {', '.join(map(repr, unknown))}")
    for table, own in table_options.items():
        clash = sorted(set(own) & (set(grid) | set(options)))
        if clash:
            raise ValueError(
                f"table {table!r}: option(s) {', '.join(clash)} given for the table and for the whole sweep"
            )
    return table_options


def seat_bots(name: str, bots: Sequence[Bot | str]) -> list[Bot]:
    game_class(name)
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        raise ValueError(f"bots must be a list with one bot (or bot name) per seat, got {bots!r}")
    return [make_bot(name, b) for b in bots]


Task = tuple[str, list[Bot], list[tuple[dict[str, Any], list[int]]]]
"""A worker's task: the game, one table of seats, and the games to play at it, as (options, seeds)
parts, one per setting, in the sweep's order."""


def _tasks(name: str, settings: list[Setting], seeds: list[int]) -> list[Task]:
    """A sweep's games as tasks, in the settings' order: ``batch_size`` games of one setting each;
    for a game with a batch path (``Game.batch_rows``), up to ``BATCH_PATH_GAMES`` games, from
    consecutive settings at the same seats too (a grid over one table), since it plays a task's
    games at once and a small task would cost little less than a big one."""
    if game_class(name).batch_rows.__func__ is Game.batch_rows.__func__:
        size = batch_size(len(seeds))
        return [
            (name, seats, [(options, seeds[at : at + size])])
            for _, seats, options in settings
            for at in range(0, len(seeds), size)
        ]
    tasks: list[Task] = []
    for _, seats, options in settings:
        for at in range(0, len(seeds), BATCH_PATH_GAMES):
            part = (options, seeds[at : at + BATCH_PATH_GAMES])
            if (
                tasks
                and tasks[-1][1] is seats
                and sum(len(games) for _, games in tasks[-1][2]) + len(part[1]) <= BATCH_PATH_GAMES
            ):
                tasks[-1][2].append(part)
            else:
                tasks.append((name, seats, [part]))
    return tasks


def _play_batch(task: Task) -> list[dict[str, Any]]:
    """The rows of one task's games, part by part; the game's batch path plays them when it has
    one for these seats and options."""
    name, seats, parts = task
    game = game_class(name)
    rows = game.batch_rows(seats, parts)
    if rows is not None:
        return rows
    return [
        game_row(finish(game.of_setting(len(seats), seed, options), seats, seed=seed), seats)
        for options, seeds in parts
        for seed in seeds
    ]  # the setting and the bots were checked once, before any task


def game_row(game: Game, seats: Sequence[Bot]) -> dict[str, Any]:
    """A finished game as one row of a sweep: its seed, every option, seats' bots, winners, scores, summary.

    Public so that a sweep over a variant the registry cannot build (a game set up by hand)
    still gives rows exactly like ``simulate``'s.
    """
    return {
        **setting_columns(game.seed, game.players, seats, game.options),
        **outcome_columns(game.winners(), game.scores(), len(game.history), game.summary()),
    }


def setting_columns(seed: int, players: int, seats: Sequence[Bot], options: dict[str, Any]) -> Row:
    """The columns of a row that the game's setting fixes before play: seed, every option (``options``
    as the game checked them, defaults included) by its own name, bots. A structured value (a
    list of decks) is its JSON text, so a column of them can be grouped and compared."""
    row: Row = {"seed": seed, "players": players}
    for key, value in options.items():
        row[key] = value if value is None or isinstance(value, (int, float, str, bool)) else json.dumps(value)
    for seat, bot in enumerate(seats):
        row[f"bot_{seat}"] = bot.name
    return row


def outcome_columns(winners: Sequence[int], scores: Sequence[int], length: int, summary: dict[str, Any]) -> Row:
    """The columns of a row that play decides; a batch path fills them from its own arrays, so a
    row has one layout however its game was played. ``length`` counts the game's actions."""
    row: Row = {"winners": tuple(winners), "n_winners": len(winners)}
    for seat, score in enumerate(scores):
        row[f"score_{seat}"] = score
    row["length"] = length
    row.update(summary)
    return row


def interactive() -> bool:
    shell = sys.modules.get("IPython")
    return bool(shell and getattr(shell, "get_ipython", lambda: None)())


def _progress(rows: Iterable[dict[str, Any]], total: int, progress: bool | None) -> Iterable[dict[str, Any]]:
    if progress is None:
        progress = interactive()
    if not progress:
        return rows
    from tqdm.auto import tqdm

    return tqdm(rows, total=total, desc="games", leave=False)
