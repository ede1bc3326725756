"""A sweep you can re-run: knobs, a "Run" button, a progress bar, and a figure redrawn in place.

This is the NetLogo pattern (a few sliders, one plot) for any game's sweep: the game supplies a
function that runs the sweep and one that draws it; the explorer supplies everything a learner
touches, reports progress while thousands of games run, and turns any error into a message in
the widget so a bad setting never leaves a half-drawn figure or a silent failure.

A teacher should not wait for thousands of games to see anything, so a sweep that can be played
in slices (``Question.refine``) is: a few games per setting first, drawn at once, then bigger
slices, each redrawn with every game so far (``refine``), until the picture rests on them all.
The slices' rows, stacked, are exactly the one-shot sweep's rows. Clicked in a notebook, a run
plays in a background thread, so the kernel stays free and the next Run cancels it.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

import ipywidgets as widgets
import numpy as np
import pandas as pd
import plotly.graph_objects as go

from ..core.match import check_games, games_window, scaled_games
from ..core.options import Knob, Option, knob_options, named
from ..core.registry import game_class
from ..core.workers import start_workers
from .chart import Chart
from .messages import error_html

CSS_CLASS = "forestnb-explorer"
FIRST_SLICE = 200  # the first slice is 1/200 of the games per setting (at least one game)
SLICE_SECONDS = (0.4, 1.0)  # what the second slice should take, then every later one at least
SLICE_GROWTH = 0.8  # a later slice takes at least this share of the time so far (fewer slices, less overhead)
WIDE = {"description_width": "initial"}  # a knob's style: its whole description shown beside it
SEVERAL_HINT = (
    "<small>In a list, click one value to pick it alone; hold Ctrl (⌘ on a Mac) and click to add or drop "
    "one more, or Shift-click to pick a run of them. Each value picked is one setting.</small>"
)


class Runner(Protocol):
    """Runs a sweep: ``games`` per setting from ``seed``, calling ``on_step(done, total)`` as
    settings finish, with the knobs' values as keyword arguments. A runner that plays its games
    through ``forestnb.core.match`` plays only a ``games_window`` of them when asked, which is
    what lets the explorer refine its picture."""

    def __call__(
        self, *, games: int, seed: int, on_step: Callable[[int, int], None], **knobs: object
    ) -> pd.DataFrame: ...


class Explorer(widgets.VBox):
    """The widget; its parts are attributes so tests and notebooks can drive it without a browser.

    ``views`` name the pictures one sweep can give (a collapse rate, a fan chart, a heatmap);
    ``show`` switches between them without re-running. ``knobs`` maps the sweep's keyword names
    to their widgets; ``frame`` is the last successful sweep (None before the first run);
    ``chart`` is the picture redrawn in place, ``figure`` its plotly figure. ``unit`` names what ``games`` counts.
    ``refine``: play the sweep in slices, redrawn as they finish (see ``Question.refine``).
    """

    def __init__(
        self,
        title: str,
        run: Runner,
        views: dict[str, Callable[[pd.DataFrame], go.Figure]],
        knobs: dict[str, widgets.ValueWidget],
        *,
        games: int,
        seed: int = 1,
        unit: str = "games",
        refine: bool = False,
    ) -> None:
        self.run_sweep, self.views, self.knobs, self.unit, self.refine = run, views, knobs, unit, refine
        self.games = widgets.IntText(
            value=games, description=f"{unit} per setting", style=WIDE, layout={"width": "220px"}
        )
        self.seed = widgets.IntText(value=seed, description="seed", layout={"width": "160px"})
        self.button = widgets.Button(description="Run", button_style="primary", icon="play")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, layout={"width": "220px"})
        self.show = widgets.ToggleButtons(options=list(views), description="show", style=WIDE)
        self.status = widgets.HTML(value="Press <b>Run</b>.")
        self.chart = Chart()
        self._frame: pd.DataFrame | None = None
        self._shown: pd.DataFrame | None = None  # what the chart draws: the games so far while a run refines
        self._current: object | None = None  # the run under way; any other run is cancelled
        self._thread: threading.Thread | None = None
        self.held = False  # behind a bet: playing, but its picture not yet sent
        self._followers: list[Callable[[pd.DataFrame | None], None]] = []
        if refine:
            start_workers()  # up by the time Run is pressed, or soon after the first slice
        self.button.on_click(lambda _: self.run(wait=not in_kernel()))
        self.show.observe(lambda _: self.redraw(), names="value")
        controls = widgets.HBox([self.games, self.seed, self.button, self.progress])
        several_hint = (
            [widgets.HTML(SEVERAL_HINT)]
            if any(isinstance(knob, widgets.SelectMultiple) for knob in knobs.values())
            else []
        )
        super().__init__(
            [
                widgets.HTML(f"<h4>{title}</h4>"),
                *_rows(list(knobs.values())),
                *several_hint,
                controls,
                self.status,
                self.show,
                self.chart,
            ]
        )
        self.add_class(CSS_CLASS)

    def hold(self) -> None:
        """Wait behind a bet: play the games now (a run starts if none has), so the answer is
        ready by Reveal, but send no picture to the page until ``release``."""
        self.held = True
        if self._current is None:
            self.run(wait=not in_kernel())

    def release(self) -> None:
        """The bet is revealed: draw the games so far, and from now on as they come."""
        self.held = False
        self.redraw()

    def follow(self, callback: Callable[[pd.DataFrame | None], None]) -> None:
        """Call ``callback(None)`` when a run starts and ``callback(frame)`` when one ends with
        the games the chart now draws (the last whole sweep, after a run that failed): what is
        read from the games beside the chart (a lesson, a table) follows it."""
        self._followers.append(callback)

    def _tell(self, frame: pd.DataFrame | None) -> None:
        for callback in self._followers:
            callback(frame)

    @property
    def figure(self) -> go.Figure:
        return self.chart.figure

    @property
    def frame(self) -> pd.DataFrame | None:
        """The last complete sweep (None before the first); waits for a run under way, so a
        notebook cell reading it after a background run gets the whole answer."""
        self.wait()
        return self._frame

    def values(self) -> dict[str, object]:
        """The knobs' current settings, as keyword arguments for the sweep."""
        return {name: knob.value for name, knob in self.knobs.items()}

    def run(self, *, wait: bool = True) -> None:
        """Run the sweep with the current settings, redrawing as games finish; on error keep the
        last result and say why. Any run still under way is cancelled. ``wait=False`` plays in a
        background thread (a click in a notebook does, so the kernel stays free)."""
        token = self._current = object()
        self.progress.value, self.progress.max, self.progress.bar_style = 0, 1, ""
        self.status.value = "<i>running…</i>"
        self._tell(None)
        settings = dict(games=self.games.value, seed=self.seed.value, knobs=self.values())
        if wait:
            self._play(token, **settings)
            return
        self._thread = threading.Thread(target=self._play, args=(token,), kwargs=settings, daemon=True)
        self._thread.start()

    def wait(self) -> None:
        """Wait for a background run to finish (at once when none is under way)."""
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()

    def redraw(self) -> None:
        """Draw the chosen view of the games drawn last (nothing to draw before the first run)."""
        if self._shown is None or self.held:
            return
        try:
            self.chart.show(self.views[self.show.value](self._shown))
        except Exception as err:  # shown in the widget: a callback's exception is otherwise lost
            self.status.value = error_html(err, "This picture could not be drawn.")

    def _play(self, token: object, *, games: int, seed: int, knobs: dict[str, object]) -> None:
        """One run from start to finish; once another run has begun, it stops and touches nothing."""
        started = time.perf_counter()
        try:
            if self.refine:
                frame = refine(
                    self.run_sweep,
                    games=games,
                    seed=seed,
                    knobs=knobs,
                    on_slice=lambda so_far, done: self._slice(token, so_far, done, games),
                    on_step=lambda *_: self._check(token),
                )
            else:
                frame = self.run_sweep(games=games, seed=seed, on_step=lambda d, t: self._step(token, d, t), **knobs)
            figure = None if self.held else self.views[self.show.value](frame)
            self._check(token)
        except Cancelled:
            return
        except Exception as err:  # shown in the widget: a callback's exception is otherwise lost
            if self._current is token:
                if self._shown is not self._frame:  # a picture of some games: back to the last whole answer
                    self._shown = self._frame
                    self.redraw()
                self.progress.bar_style = "danger"
                self.status.value = error_html(err, "The run failed; the last result is kept.")
                if self._frame is not None:
                    self._tell(self._frame)
            return
        self._frame = self._shown = frame
        if figure is None:
            self.redraw()  # held while it played: drawn only if Reveal came in the meantime
        else:
            self.chart.show(figure)
        self.progress.bar_style = "success"
        seconds = time.perf_counter() - started
        settings = f"{self.progress.max // games if self.refine else self.progress.max} settings"
        self.status.value = f"{settings} × {games:,} {self.unit} in {seconds:.1f} s."
        self._tell(frame)

    def _check(self, token: object) -> None:
        if self._current is not token:
            raise Cancelled

    def _slice(self, token: object, so_far: pd.DataFrame, done: int, games: int) -> None:
        """A slice has finished: count its games and draw every game so far (the last slice is
        drawn by ``_play``, which reports a failing view)."""
        self._check(token)
        settings = max(1, len(so_far) // done)
        self.progress.max, self.progress.value = settings * games, settings * done
        self.status.value = f"<i>running… {settings * done:,} of {settings * games:,} {self.unit}</i>"
        if done < games:
            self._shown = so_far
            if self.held:
                return
            try:
                self.chart.show(self.views[self.show.value](so_far))
            except Exception:  # a picture of too few games; the complete one says what is wrong
                pass

    def _step(self, token: object, done: int, total: int) -> None:
        self._check(token)
        self.progress.max = max(total, 1)
        self.progress.value = done
        self.status.value = f"<i>running… {done} of {total} settings done</i>"


class Cancelled(Exception):
    """A newer run has begun: the older one stops where it is."""


def in_kernel() -> bool:
    """Whether a Jupyter kernel runs us, where a click may play in the background."""
    from IPython import get_ipython

    return getattr(get_ipython(), "kernel", None) is not None


def refine(
    run: Runner,
    *,
    games: int,
    seed: int,
    knobs: Mapping[str, object],
    on_slice: Callable[[pd.DataFrame, int], None],
    on_step: Callable[[int, int], None] | None = None,
    slices: Sequence[int] | None = None,
) -> pd.DataFrame:
    """Play the sweep ``run`` in growing slices of games per setting, handing ``on_slice`` every
    game so far (and how many per setting) after each; return the whole sweep, row for row the
    same as one ``run`` of ``games``.

    The one loop every explorer plays by. ``slices`` fixes the slices' sizes (tests); else
    ``slice_sizes`` times them, so the first picture comes fast and later ones about once a second.
    Each slice after the first is started before the one before it is drawn, so the worker
    processes play on while this process summarises and draws (a draw took a sixth of a run).
    """
    check_games(games)  # the sweep's own message, not a window's
    parts: list[tuple[int, pd.DataFrame]] = []
    started, done = time.perf_counter(), 0
    sizes = iter(slices) if slices is not None else slice_sizes(games, lambda: (time.perf_counter() - started, done))

    def play(start: int, stop: int) -> tuple[int, pd.DataFrame]:
        with games_window(start, stop):
            return stop - start, run(games=games, seed=seed, on_step=on_step or (lambda *_: None), **knobs)

    ahead = ThreadPoolExecutor(1, thread_name_prefix="forestnb-slice")
    try:
        playing = ahead.submit(play, 0, min(games, next(sizes, games)))
        while playing is not None:
            parts.append(playing.result())
            done += parts[-1][0]
            playing = ahead.submit(play, done, min(games, done + next(sizes, games))) if done < games else None
            on_slice(stack(parts), done)
    finally:
        ahead.shutdown(wait=False, cancel_futures=True)  # a cancelled run's slice is left to end alone
    return stack(parts)


def slice_sizes(games: int, clock: Callable[[], tuple[float, int]]) -> Iterator[int]:
    """Games per setting in each slice: ``1/FIRST_SLICE`` of them, then as many as the games so
    far say fit in ``SLICE_SECONDS`` (the second slice short, for an early picture) or in
    ``SLICE_GROWTH`` of the time so far, whichever is longer: a picture every second or so at
    first, fewer redraws (each costs a sweep's set-up and a figure) once the picture has settled.
    A remainder under half a slice joins the slice before it. ``clock()`` gives (seconds so far,
    games done per setting)."""
    yield max(1, games // FIRST_SLICE)
    for target in itertools.chain(SLICE_SECONDS[:1], itertools.repeat(SLICE_SECONDS[1])):
        seconds, done = clock()
        seconds = max(seconds, 1e-3)
        size = max(1, int(max(target, SLICE_GROWTH * seconds) * done / seconds))
        yield games - done if games - done < 1.5 * size else size


def stack(parts: Sequence[tuple[int, pd.DataFrame]]) -> pd.DataFrame:
    """Slices of a sweep as the one-shot sweep's table: each slice holds its settings' games in
    blocks of its size, so rows are put back setting by setting, game by game."""
    if len(parts) == 1:
        return parts[0][1]
    frame = pd.concat([part for _, part in parts], ignore_index=True)
    setting = np.concatenate([np.arange(len(part)) // size for size, part in parts])
    order = np.concatenate([np.full(len(part), at) for at, (_, part) in enumerate(parts)])
    return frame.iloc[np.lexsort((order, setting))].reset_index(drop=True)


def _rows(knobs: list[widgets.Widget], per_row: int = 3) -> list[widgets.HBox]:
    return [widgets.HBox(knobs[i : i + per_row]) for i in range(0, len(knobs), per_row)]


@dataclass(frozen=True)
class Question:
    """A what-if as an explorer needs it: a title, the sweep, its pictures and a builder of its knobs.

    ``games`` per setting is what a person gets (None: the game's own default); ``unit`` names
    what the sweep counts. ``refine``: the sweep plays its games through ``forestnb.core.match``
    (so it honours ``games_window``) and gives one row per game, setting by setting, so the
    explorer may play it in slices; False for a sweep of anything else (the dice's trials).
    """

    title: str
    run: Runner
    views: dict[str, Callable[[pd.DataFrame], go.Figure]]
    knobs: Callable[[], dict[str, widgets.ValueWidget]]
    games: int | None = None
    unit: str = "games"
    refine: bool = True


def open_explorer(question: Question, *, games: int, seed: int = 1, run_now: bool = True) -> Explorer:
    """The explorer of ``question`` with fresh knobs; ``run_now`` draws the first picture at once,
    so a notebook shows something before anyone clicks (in a kernel, in the background: the cell
    returns at once and the picture refines in place; ``frame`` waits for the whole sweep)."""
    built = Explorer(
        question.title,
        question.run,
        question.views,
        question.knobs(),
        games=games,
        seed=seed,
        unit=question.unit,
        refine=question.refine,
    )
    if run_now:
        built.run(wait=not in_kernel())
    return built


def explorer_for(
    questions: Mapping[str, Question],
    question: str,
    *,
    games: int | None,
    seed: int,
    run_now: bool,
    full: int,
    quick: int,
) -> Explorer:
    """The explorer of one of a game's ``questions``, by name. ``games`` per setting defaults to
    the question's own number (else ``full``), shrunk to ``quick`` when ``FORESTNB_QUICK`` is set."""
    if question not in questions:
        raise ValueError(f"unknown question {question!r}; questions: {', '.join(questions)}")
    spec = questions[question]
    games = scaled_games(spec.games or full, quick) if games is None else games
    return open_explorer(spec, games=games, seed=seed, run_now=run_now)


def several(description: str, options: Sequence[Any], value: Sequence[Any]) -> widgets.SelectMultiple:
    """A knob that picks several values of a swept parameter (each becomes one setting)."""
    return widgets.SelectMultiple(
        options=options, value=tuple(value), description=description, rows=min(len(options), 6), style=WIDE
    )


def _knob(option: Option) -> Knob:
    """How an explorer offers ``option``, or a ValueError for one no explorer may turn."""
    if option.knob is None:
        raise ValueError(f"option {option.name} is not a knob")
    return option.knob


def knob_for(option: Option) -> widgets.ValueWidget:
    """The explorer's knob for a declared option, at its default: a checkbox for a flag, a slider
    over its knob's range for a number, a multiple choice for a list of choices."""
    knob = _knob(option)
    if knob.choices:
        return several(option.label, knob.choices, option.default)
    if option.flag:
        return widgets.Checkbox(
            value=option.default, description=option.label, indent=False, layout={"width": "max-content"}
        )
    return widgets.IntSlider(
        value=option.default,
        min=knob.low,
        max=knob.high,
        step=knob.step,
        description=option.label,
        style=WIDE,
        layout={"width": "400px"},
    )


def several_of(
    game: str, name: str, value: Sequence[Any], choices: Sequence[Any] | None = None
) -> widgets.SelectMultiple:
    """A knob that picks several values of ``game``'s option ``name`` to sweep: its knob's values,
    or ``choices`` where a question needs a narrower range."""
    option = named(game_class(game).declared_options, name)
    return several(option.label, _knob(option).values() if choices is None else choices, value)


def option_knobs(game: str) -> dict[str, widgets.ValueWidget]:
    """A knob for every option ``game`` declares as one, by option name, in their declared order."""
    return {option.name: knob_for(option) for option in knob_options(game_class(game).declared_options)}


def game_sandbox(
    game: str,
    title: str,
    run: Runner,
    views: dict[str, Callable[[pd.DataFrame], go.Figure]],
    *,
    knobs: Callable[[], dict[str, widgets.ValueWidget]],
    games: int | None,
    seed: int,
    run_now: bool,
    full: int,
    quick: int,
) -> Explorer:
    """A game's sandbox: its own ``knobs`` (the table, a bot's settings) and then a knob for every
    option it declares as one, all at once; ``run`` takes them all as keyword arguments.

    ``games`` per setting defaults to ``full`` (``quick`` when ``FORESTNB_QUICK`` is set)."""
    question = Question(title, run, views, lambda: {**knobs(), **option_knobs(game)}, games=full)
    return open_explorer(
        question, games=scaled_games(full, quick) if games is None else games, seed=seed, run_now=run_now
    )
