"""A prediction before the reveal: the learner commits to a guess, then sees it beside the truth.

Explorable explanations ask for a bet before every answer because a guess that turns out wrong
is remembered; an answer read passively is not. So a bet owns everything that would give its
answer away (an example's result, a table, a chart, an explorer): none of it reaches the page
until Reveal is clicked, and then it appears beside the guess. The true answer is computed only
when the learner clicks, so a slow simulation never runs before the guess is made; an explorer
held behind a bet is the exception, playing its games in the background as soon as the bet is
shown, so that its picture is ready by the time the learner has guessed.
"""

from __future__ import annotations

import html
import numbers
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import ipywidgets as widgets

from ..core.words import singular
from .messages import error_html

CSS_CLASS = "forestnb-prediction"
ANSWER_CLASS = "forestnb-answer"
REVEAL_CLASS = "forestnb-reveal"
EXPLAIN_CLASS = "forestnb-explain"


@runtime_checkable
class Held(Protocol):
    """A widget that works out its answer while it waits behind a bet (an explorer): ``hold``
    when the bet is shown (it may start working, but sends nothing the page could show),
    ``release`` on Reveal (it sends what it has, and from then on draws as it goes)."""

    def hold(self) -> None: ...

    def release(self) -> None: ...


Shown = Callable[[], Any] | Held
"""What a bet's Reveal shows: a held widget, or a function building the answer on the click (a
widget, a plotly figure, or anything with ``html()`` or ``_repr_html_()``: a step, a table)."""


def prediction(
    question: str,
    *,
    minimum: float,
    maximum: float,
    step: float,
    unit: str = "",
    reveal: Callable[[], float | str],
    explain: str = "",
    shows: Sequence[Shown] = (),
    on_reveal: Callable[[], None] | None = None,
) -> widgets.VBox:
    """A question, a slider for the guess, a "Reveal" button and the answer beside the guess.

    ``question`` and ``explain`` are the notebook author's text and may hold HTML markup.
    ``reveal`` is called on each click (never before), so the answer may be a fresh simulation.
    ``shows`` are the pictures and tables that give the answer away: built (or released) on the
    first click only, and shown under the answer's line.
    If anything raises, the error is shown in the widget, because a callback's exception would
    otherwise vanish into the kernel log while the learner waits.
    ``on_reveal`` is called after the first Reveal that worked out its answer (a walkthrough
    opens the section's try-it then).
    The guess is the one on screen when Reveal is clicked: the slider is locked by the click,
    and a move the browser sent before the click but the kernel heard after it (a busy machine
    holds a slider's last values back) still becomes the guess the answer's line shows.
    The widget's ``children`` are ``(question, slider, button, answer)``; ``answer`` is a box
    of the answer's line (empty before Reveal), then what ``shows`` gave.
    """
    if not minimum < maximum:
        raise ValueError(f"minimum must be below maximum, got {minimum!r} and {maximum!r}")
    if not step > 0:
        raise ValueError(f"step must be positive, got {step!r}")
    for shown in shows:
        if not (isinstance(shown, Held) or callable(shown)):
            raise TypeError(f"a bet shows a held widget or a function building its answer, not {type(shown).__name__}")
    for shown in shows:
        if isinstance(shown, Held):
            shown.hold()
    middle = minimum + round((maximum - minimum) / 2 / step) * step
    slider = widgets.FloatSlider(
        value=middle,
        min=minimum,
        max=maximum,
        step=step,
        description="Your guess",
        readout_format=_readout_format(step),
        style={"description_width": "initial"},
        layout={"width": "420px"},
    )
    button = widgets.Button(description="Reveal", button_style="success", icon="eye")
    button.add_class(REVEAL_CLASS)
    line = widgets.HTML(value="")
    answer = widgets.VBox([line])
    answer.add_class(ANSWER_CLASS)

    revealed: list[float | str] = []  # the truths worked out, one per Reveal that worked

    def on_click(_: widgets.Button) -> None:
        button.disabled = slider.disabled = True
        line.value = "<i>working it out…</i>"
        try:
            truth = reveal()
            line.value = _answer_html(slider.value, truth, unit, explain)
            first = not revealed
            if first:
                answer.children = (line, *(_revealed(shown) for shown in shows))
            revealed.append(truth)
            if first and on_reveal is not None:
                on_reveal()
        except Exception as err:  # shown to the learner instead of lost in the kernel log
            line.value = error_html(err, "Could not work out the answer.")
        finally:
            button.disabled = False

    def late_guess(change: dict[str, Any]) -> None:
        if revealed:
            line.value = _answer_html(change["new"], revealed[-1], unit, explain)

    button.on_click(on_click)
    slider.observe(late_guess, names="value")
    box = widgets.VBox([widgets.HTML(f"<b>{question}</b>"), slider, button, answer])
    box.add_class(CSS_CLASS)
    return box


def _revealed(shown: Shown) -> widgets.Widget:
    """The widget a Reveal puts on the page for one of a bet's ``shows``."""
    if isinstance(shown, Held):
        shown.release()
        return shown
    return as_widget(shown())


def as_widget(answer: Any) -> widgets.Widget:
    """An answer as a widget: a widget as it is, a plotly figure as a chart, a step or a table by
    its HTML. A pandas table's missing values show as "—" (a student reads NaN as an error)."""
    if isinstance(answer, widgets.Widget):
        return answer
    if callable(getattr(answer, "to_html", None)) and hasattr(answer, "fillna"):  # a table of pandas
        return widgets.HTML(answer.to_html(na_rep="—"))
    if hasattr(answer, "to_plotly_json"):
        from .chart import Chart  # plotly is loaded only by a bet that draws

        return Chart(answer)
    for method in ("html", "_repr_html_"):
        if callable(getattr(answer, method, None)):
            return widgets.HTML(getattr(answer, method)())
    if isinstance(answer, str):
        return widgets.HTML(answer)
    raise TypeError(f"a bet cannot show a {type(answer).__name__}: give a widget, a figure, or something with html()")


@dataclass(frozen=True)
class Bet:
    """A bet's words and range: ``prediction``'s arguments but the answer, which the game's
    walkthrough computes (``Walkthrough.bet`` joins the two)."""

    question: str
    minimum: float
    maximum: float
    step: float
    unit: str = ""
    explain: str = ""


def bet_widget(
    bet: Bet,
    reveal: Callable[[], float | str],
    shows: Sequence[Shown] = (),
    on_reveal: Callable[[], None] | None = None,
) -> widgets.VBox:
    """The prediction of a bet, its answer worked out by ``reveal`` and ``shows`` on the click."""
    return prediction(
        bet.question,
        minimum=bet.minimum,
        maximum=bet.maximum,
        step=bet.step,
        unit=bet.unit,
        reveal=reveal,
        explain=bet.explain,
        shows=shows,
        on_reveal=on_reveal,
    )


def _readout_format(step: float) -> str:
    decimals = 0 if float(step).is_integer() else len(f"{step:.10f}".rstrip("0").split(".")[1])
    return f".{decimals}f"


def _number(value: float) -> str:
    """Three significant figures, never in scientific notation: 41.7, 0.417, 1,234."""
    return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}"


def _show(value: float | str, unit: str) -> str:
    if not isinstance(value, numbers.Real):
        return html.escape(str(value))
    return html.escape(f"{_number(value)} {singular(unit) if value == 1 else unit}".strip())


def _answer_html(guess: float, truth: float | str, unit: str, explain: str) -> str:
    """The guess beside the truth, and how far off it was: a gap between two percentages is in
    percentage points (a guess of 40 % against 70 % is 30 points off, not 30 %)."""
    line = f"Your guess: <b>{_show(guess, unit)}</b> &nbsp;·&nbsp; the answer: <b>{_show(truth, unit)}</b>"
    if isinstance(truth, numbers.Real):
        line += f" &nbsp;(you were off by {_show(abs(guess - truth), 'percentage points' if unit == '%' else unit)})"
    return line + (f'<p class="{EXPLAIN_CLASS}">{explain}</p>' if explain else "")
