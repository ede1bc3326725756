"""The chart every board and explorer draws with: plotly.js goes to the page once, and the browser
is always sent the figure as Python last drew it."""

import plotly.graph_objects as go

from forestnb.widgets.chart import Chart, PlotlyLibrary, plotly_source


def test_every_chart_shares_one_copy_of_plotly_js():
    first, second = Chart(), Chart(go.Figure(go.Bar(y=[1, 2])))
    assert first.library is second.library
    assert first.library.source == plotly_source() and b"Plotly" in plotly_source()[:2000]


def test_a_chart_module_is_small_so_the_page_loads_it_within_anywidgets_deadline():
    assert len(Chart._esm) < 5_000 and len(PlotlyLibrary._esm) < 100


def test_a_closed_library_is_made_anew():
    chart = Chart()
    chart.library.close()
    assert Chart().library is not chart.library


def test_the_browser_gets_the_figure_as_last_drawn():
    chart = Chart(go.Figure(go.Scatter(y=[1, 2], name="health")))
    chart.figure.data[0].y = [3, 4, 5]
    assert chart.spec["data"][0]["y"] == [1, 2], "an edit is sent only when drawn"
    chart.draw()
    assert chart.spec["data"][0]["y"] == [3, 4, 5]


def test_showing_a_new_figure_keeps_the_same_figure_object():
    chart = Chart(go.Figure(go.Scatter(y=[1])))
    held = chart.figure
    chart.show(go.Figure([go.Bar(y=[2], name="a"), go.Bar(y=[3], name="b")], layout={"title": {"text": "two"}}))
    assert chart.figure is held and [t.name for t in held.data] == ["a", "b"]
    assert [t["name"] for t in chart.spec["data"]] == ["a", "b"] and chart.spec["layout"]["title"]["text"] == "two"
