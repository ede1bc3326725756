"""The class's answers to a poll as the projector shows them: one bar per choice, or for a
number question one bar per whole number (wider whole-number bins only when the guesses spread
far), with the answer marked once it is revealed, whether or not anybody chose it."""

from __future__ import annotations

import math
from typing import Any

import plotly.graph_objects as go

from .projector import count_axis, for_projector

VOTES = "#2166ac"
ANSWER = "#1b7837"
MOST_BARS = 40
"""Whole-number guesses spread over at most this many values get one bar per value."""


def number_bins(values: list[float]) -> tuple[list[float], float]:
    """Where the bars of a number poll start, and their width: one per whole number when every
    value is whole and they span at most ``MOST_BARS`` values, else about twenty bins of a round
    width starting on a whole number."""
    low, high = min(values), max(values)
    if all(float(v).is_integer() for v in values) and high - low < MOST_BARS:
        return [float(x) for x in range(int(low), int(high) + 1)], 1.0
    width = float(max(1, math.ceil((high - low) / 20)))
    start = math.floor(low)
    count = int((high - start) // width) + 1
    return [start + i * width for i in range(count)], width


def poll_figure(poll: dict[str, Any], votes: list[str]) -> go.Figure:
    """The class's answers (a bar per choice, or per whole number); ``poll["answer"]`` (None
    until revealed) is marked on the chart even where no bar stands."""
    answer = poll["answer"]
    figure = go.Figure()
    if poll["kind"] == "choice":
        counts = [votes.count(choice) for choice in poll["choices"]]
        colours = [ANSWER if choice == answer else VOTES for choice in poll["choices"]]
        figure.add_trace(go.Bar(x=poll["choices"], y=counts, marker_color=colours, name="votes"))
        figure.update_xaxes(type="category")  # choices "3" to "7" are words on buttons, not a number line
        if answer is not None and answer in poll["choices"]:
            place = poll["choices"].index(answer)  # a category axis places by index ("5" would be the sixth)
            figure.add_annotation(
                x=place,
                y=counts[place],
                text="the answer",
                showarrow=True,
                arrowcolor=ANSWER,
                arrowwidth=3,
                ax=0,
                ay=-40,
                font={"color": ANSWER},
            )
        elif answer is not None:
            figure.add_annotation(
                xref="paper",
                x=1,
                y=1.12,
                yref="paper",
                text=f"the answer: {answer} (not one of the choices)",
                showarrow=False,
                xanchor="right",
                font={"color": ANSWER},
            )
    else:
        guesses = [float(v) for v in votes]
        counts = []
        shown = guesses + ([float(answer)] if answer is not None else [])
        if shown:
            starts, width = number_bins(shown)
            whole = all(value.is_integer() for value in shown)
            counts = [sum(start <= g < start + width for g in guesses) for start in starts]
            middle = (width - 1) / 2 if whole else width / 2  # whole numbers: the bar covers start .. start+width-1
            centres = [start + middle for start in starts]
            figure.add_trace(go.Bar(x=centres, y=counts, width=width * 0.9, marker_color=VOTES, name="guesses"))
            if whole and width == 1 and len(starts) <= 20:
                figure.update_xaxes(dtick=1, tickformat="d")
        if answer is not None:
            figure.add_vline(x=float(answer), line={"color": ANSWER, "width": 5})
            figure.add_annotation(
                x=float(answer),
                yref="paper",
                y=1.02,
                text=f"the answer: {answer}",
                showarrow=False,
                font={"color": ANSWER},
                yanchor="bottom",
            )
    figure.update_layout(bargap=0.1, yaxis_title="students", showlegend=False)  # the question and count stand above it
    figure.update_yaxes(**count_axis(max(counts, default=0)))
    return for_projector(figure)
