"""How a chart reads on a classroom projector: text of at least 18 px, the width of the page from
the first draw, and counts of students on whole-number ticks.

Why one helper: a figure made for a notebook (11-12 px labels, a fixed width) is unreadable from
the back of a room, and each tab restyling its own charts drifted apart. The teacher page's tabs
pass their figures through ``for_projector``; ``count_axis`` is for any axis counting people.
"""

from __future__ import annotations

import math

import plotly.graph_objects as go

TEXT_PX = 18
"""The smallest text on the projector, in CSS pixels (chart labels and page text alike)."""
TITLE_PX = 22


def for_projector(figure: go.Figure, *, height: int = 420) -> go.Figure:
    """``figure`` restyled in place for the projector: autosized to its container's width (no
    fixed width, so it fills the page from the first draw), every label at least ``TEXT_PX``."""
    figure.update_layout(
        autosize=True,
        width=None,
        height=height,
        font={"size": TEXT_PX},
        title_font_size=TITLE_PX,
        legend_font_size=TEXT_PX,
        hoverlabel_font_size=TEXT_PX,
        margin={"l": 70, "r": 30, "t": 70, "b": 70},
    )
    figure.update_xaxes(tickfont_size=TEXT_PX, title_font_size=TEXT_PX, automargin=True)
    figure.update_yaxes(tickfont_size=TEXT_PX, title_font_size=TEXT_PX, automargin=True)
    figure.update_annotations(font_size=TEXT_PX)
    return figure


def count_axis(most: int, ticks: int = 6) -> dict[str, object]:
    """A y-axis for counts of people up to ``most``: whole-number ticks from 0 (no half a student)."""
    step = max(1, math.ceil(most / ticks))
    return {"tick0": 0, "dtick": step, "tickformat": "d", "range": [0, max(most, 1) * 1.15], "rangemode": "tozero"}
