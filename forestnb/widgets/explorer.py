"""A sweep you can re-run: knobs, a "Run" button, a progress bar, and a figure redrawn in place.

This is the NetLogo pattern (a few sliders, one plot) for any game's sweep: the game supplies a
function that runs the sweep and one that draws it; the explorer supplies everything a learner
touches, reports progress while thousands of games run, and turns any error into a message in
the widget so a bad setting never leaves a half-drawn figure or a silent failure.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol, Sequence

import ipywidgets as widgets
import pandas as pd
import plotly.graph_objects as go

from ..core.match import scaled_games
from .chart import Chart
from .messages import error_html

CSS_CLASS = "forestnb-explorer"


class Runner(Protocol):
    """Runs a sweep: ``games`` per setting from ``seed``, calling ``on_step(done, total)`` as
    settings finish, with the knobs' values as keyword arguments."""

    def __call__(self, *, games: int, seed: int, on_step: Callable[[int, int], None], **knobs: object) -> pd.DataFrame: ...


class Explorer(widgets.VBox):
    """The widget; its parts are attributes so tests and notebooks can drive it without a browser.

    ``views`` name the pictures one sweep can give (a collapse rate, a fan chart, a heatmap);
    ``show`` switches between them without re-running. ``knobs`` maps the sweep's keyword names
    to their widgets; ``frame`` is the last successful sweep (None before the first run);
    ``chart`` is the picture redrawn in place, ``figure`` its plotly figure. ``unit`` names what ``games`` counts.
    """

    def __init__(self, title: str, run: Runner, views: dict[str, Callable[[pd.DataFrame], go.Figure]],
                 knobs: dict[str, widgets.ValueWidget], *, games: int, seed: int = 1, unit: str = "games") -> None:
        self.run_sweep, self.views, self.knobs, self.unit = run, views, knobs, unit
        wide = {"description_width": "initial"}
        self.games = widgets.IntText(value=games, description=f"{unit} per setting", style=wide, layout={"width": "220px"})
        self.seed = widgets.IntText(value=seed, description="seed", layout={"width": "160px"})
        self.button = widgets.Button(description="Run", button_style="primary", icon="play")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, layout={"width": "220px"})
        self.show = widgets.ToggleButtons(options=list(views), description="show", style=wide)
        self.status = widgets.HTML(value="Press <b>Run</b>.")
        self.chart = Chart()
        self.frame: pd.DataFrame | None = None
        self.button.on_click(lambda _: self.run())
        self.show.observe(lambda _: self.redraw(), names="value")
        controls = widgets.HBox([self.games, self.seed, self.button, self.progress])
        super().__init__([widgets.HTML(f"<h4>{title}</h4>"), *_rows(list(knobs.values())), controls, self.status,
                          self.show, self.chart])
        self.add_class(CSS_CLASS)

    @property
    def figure(self) -> go.Figure:
        return self.chart.figure

    def values(self) -> dict[str, object]:
        """The knobs' current settings, as keyword arguments for the sweep."""
        return {name: knob.value for name, knob in self.knobs.items()}

    def run(self) -> None:
        """Run the sweep with the current settings and redraw; on error keep the last result and say why."""
        self.button.disabled = True
        self.progress.value, self.progress.bar_style = 0, ""
        self.status.value = "<i>running…</i>"
        started = time.perf_counter()
        try:
            frame = self.run_sweep(games=self.games.value, seed=self.seed.value, on_step=self._step, **self.values())
            figure = self.views[self.show.value](frame)
        except Exception as err:  # shown in the widget: a callback's exception is otherwise lost
            self.progress.bar_style = "danger"
            self.status.value = error_html(err, "The run failed; the last result is kept.")
        else:
            self.frame = frame
            self.chart.show(figure)
            self.progress.bar_style = "success"
            seconds = time.perf_counter() - started
            self.status.value = f"{self.progress.max} settings × {self.games.value:,} {self.unit} in {seconds:.1f} s."
        finally:
            self.button.disabled = False

    def redraw(self) -> None:
        """Draw the chosen view of the last sweep (nothing to draw before the first run)."""
        if self.frame is None:
            return
        try:
            self.chart.show(self.views[self.show.value](self.frame))
        except Exception as err:  # shown in the widget: a callback's exception is otherwise lost
            self.status.value = error_html(err, "This picture could not be drawn.")

    def _step(self, done: int, total: int) -> None:
        self.progress.max = max(total, 1)
        self.progress.value = done
        self.status.value = f"<i>running… {done} of {total} settings done</i>"


def _rows(knobs: list[widgets.Widget], per_row: int = 3) -> list[widgets.HBox]:
    return [widgets.HBox(knobs[i:i + per_row]) for i in range(0, len(knobs), per_row)]


@dataclass(frozen=True)
class Question:
    """A what-if as an explorer needs it: a title, the sweep, its pictures and a builder of its knobs.

    ``games`` per setting is what a person gets (None: the game's own default); ``unit`` names
    what the sweep counts.
    """

    title: str
    run: Runner
    views: dict[str, Callable[[pd.DataFrame], go.Figure]]
    knobs: Callable[[], dict[str, widgets.ValueWidget]]
    games: int | None = None
    unit: str = "games"


def open_explorer(question: Question, *, games: int, seed: int = 1, run_now: bool = True) -> Explorer:
    """The explorer of ``question`` with fresh knobs; ``run_now`` draws the first picture at once,
    so a notebook shows something before anyone clicks."""
    built = Explorer(question.title, question.run, question.views, question.knobs(), games=games, seed=seed,
                     unit=question.unit)
    if run_now:
        built.run()
    return built


def explorer_for(questions: Mapping[str, Question], question: str, *, games: int | None, seed: int, run_now: bool,
                 full: int, quick: int) -> Explorer:
    """The explorer of one of a game's ``questions``, by name. ``games`` per setting defaults to
    the question's own number (else ``full``), shrunk to ``quick`` when ``FORESTNB_QUICK`` is set."""
    if question not in questions:
        raise ValueError(f"unknown question {question!r}; questions: {', '.join(questions)}")
    spec = questions[question]
    games = scaled_games(spec.games or full, quick) if games is None else games
    return open_explorer(spec, games=games, seed=seed, run_now=run_now)


def several(description: str, options: Sequence[Any], value: Sequence[Any]) -> widgets.SelectMultiple:
    """A knob that picks several values of a swept parameter (each becomes one setting)."""
    return widgets.SelectMultiple(options=options, value=tuple(value), description=description, rows=min(len(options), 6),
                                  style={"description_width": "initial"})
