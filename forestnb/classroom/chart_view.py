"""A figure on a class page, drawn by forestnb's ``Chart`` and redrawn in place."""

from __future__ import annotations

import plotly.graph_objects as go
import solara

from ..widgets.chart import Chart


@solara.component
def ChartView(figure: go.Figure, css: str):
    """A figure drawn by forestnb's ``Chart`` and redrawn in place: one plotly.js per page, loaded
    outside anywidget's two-second start-up deadline (``widgets/chart.py``), where Solara's own
    plotly widget sends a 5 MB copy per figure that a busy class server can miss that deadline on.
    Its column spans the page, so an autosized figure (``projector.for_projector``) is drawn at
    the page's width."""
    chart = solara.use_memo(Chart, [])
    solara.use_effect(lambda: chart.show(figure), [figure])
    with solara.Column(classes=[css, "forestnb-chart-column"], style={"width": "100%"}):
        solara.display(chart)
