"""A prediction before the reveal: the learner commits to a guess, then sees it beside the truth.

Explorable explanations ask for a bet before every answer because a guess that turns out wrong
is remembered; an answer read passively is not. The true answer is computed only when the
learner clicks, so a slow simulation never runs before the guess is made.
"""
from __future__ import annotations

import html
import numbers
from dataclasses import dataclass
from typing import Callable

import ipywidgets as widgets

from .messages import error_html

CSS_CLASS = "forestnb-prediction"


def prediction(
    question: str,
    *,
    minimum: float,
    maximum: float,
    step: float,
    unit: str = "",
    reveal: Callable[[], float | str],
    explain: str = "",
) -> widgets.VBox:
    """A question, a slider for the guess, a "Reveal" button and the answer beside the guess.

    ``question`` and ``explain`` are the notebook author's text and may hold HTML markup.
    ``reveal`` is called on each click (never before), so the answer may be a fresh simulation.
    If it raises, the error is shown in the widget, because a callback's exception would
    otherwise vanish into the kernel log while the learner waits.
    The widget's ``children`` are ``(question, slider, button, answer)``.
    """
    if not minimum < maximum:
        raise ValueError(f"minimum must be below maximum, got {minimum!r} and {maximum!r}")
    if not step > 0:
        raise ValueError(f"step must be positive, got {step!r}")
    middle = minimum + round((maximum - minimum) / 2 / step) * step
    slider = widgets.FloatSlider(value=middle, min=minimum, max=maximum, step=step,
                                 description="Your guess", readout_format=_readout_format(step),
                                 style={"description_width": "initial"}, layout={"width": "420px"})
    button = widgets.Button(description="Reveal", button_style="success", icon="eye")
    answer = widgets.HTML(value="")

    def on_click(_: widgets.Button) -> None:
        button.disabled = True
        answer.value = "<i>working it out…</i>"
        try:
            truth = reveal()
        except Exception as err:  # shown to the learner instead of lost in the kernel log
            answer.value = error_html(err, "Could not work out the answer.")
        else:
            answer.value = _answer_html(slider.value, truth, unit, explain)
        finally:
            button.disabled = False

    button.on_click(on_click)
    box = widgets.VBox([widgets.HTML(f"<b>{question}</b>"), slider, button, answer])
    box.add_class(CSS_CLASS)
    return box


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


def bet_widget(bet: Bet, reveal: Callable[[], float | str]) -> widgets.VBox:
    """The prediction of a bet, its answer worked out by ``reveal`` on the click."""
    return prediction(bet.question, minimum=bet.minimum, maximum=bet.maximum, step=bet.step, unit=bet.unit,
                      reveal=reveal, explain=bet.explain)


def _readout_format(step: float) -> str:
    decimals = 0 if float(step).is_integer() else len(f"{step:.10f}".rstrip("0").split(".")[1])
    return f".{decimals}f"


def _number(value: float) -> str:
    """Three significant figures, never in scientific notation: 41.7, 0.417, 1,234."""
    return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}"


def _show(value: float | str, unit: str) -> str:
    if not isinstance(value, numbers.Real):
        return html.escape(str(value))
    return html.escape(f"{_number(value)} {unit}".strip())


def _answer_html(guess: float, truth: float | str, unit: str, explain: str) -> str:
    line = f"Your guess: <b>{_show(guess, unit)}</b> &nbsp;·&nbsp; the answer: <b>{_show(truth, unit)}</b>"
    if isinstance(truth, numbers.Real):
        line += f" &nbsp;(you were off by {_show(abs(guess - truth), unit)})"
    return line + (f"<p>{explain}</p>" if explain else "")
