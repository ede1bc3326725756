"""In the browser build a plain plotly figure at the end of a cell is drawn as a forestnb Chart:
plotly's own renderers cannot draw there (they need nbformat, which Pyodide cannot load)."""

from __future__ import annotations

from unittest import mock

import plotly.graph_objects as go
import plotly.io as pio
import pytest

from forestnb.widgets.chart import Chart, show_figures_as_charts


@pytest.fixture
def browser_renderer():
    before = pio.renderers.default
    show_figures_as_charts()
    yield
    pio.renderers.default = before


def test_a_shown_figure_is_displayed_as_a_chart_of_the_same_figure(browser_renderer):
    figure = go.Figure(go.Scatter(x=[0, 1, 2], y=[6, 5, 3], name="Forest Health"))
    with mock.patch("forestnb.widgets.chart.display") as display:
        figure.show()
    (shown,), _ = display.call_args
    assert isinstance(shown, Chart)
    assert shown.spec["data"] == [{"x": [0, 1, 2], "y": [6, 5, 3], "name": "Forest Health", "type": "scatter"}]


def test_outside_the_browser_plotly_keeps_its_own_renderer():
    assert pio.renderers.default != "forestnb_chart"
