"""The pictures as a class sees them: a projector of 1366×768, the start notebook's gallery and a
what-if explorer run in a fresh JupyterLab, every tile drawn and every view switch clean.

A tile counts as drawn when its chart holds a plotly plot with at least one trace in it; a blank
tile (the chart's model failed, or plotly.js never ran) has none. Screenshots go to
``test-artifacts/`` for a person to look at.
"""

from __future__ import annotations

import json

import pytest
from browsing import SLOW, run_all_in_jupyterlab
from playwright.sync_api import Page, expect

DRAWN = ".scatterlayer .trace, .barlayer .trace, .boxlayer .trace"
EXPLORER_NOTEBOOK = "notebooks/explorer_at_projector_size.ipynb"


@pytest.fixture
def explorer_notebook(served_root):
    """A notebook holding only the greedy-players explorer, beside the served copies."""
    cell = {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {},
        "outputs": [],
        "source": 'from forestnb.humbaba import whatif\nwhatif.explorer("greedy_players")',
    }
    notebook = {
        "cells": [cell],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (served_root / EXPLORER_NOTEBOOK).write_text(json.dumps(notebook), encoding="utf-8")
    return EXPLORER_NOTEBOOK


def test_every_gallery_tile_is_drawn_with_a_legend_on_a_first_run_all(jupyterlab, projector: Page, artifacts):
    run_all_in_jupyterlab(projector, jupyterlab("notebooks/00_start_here.ipynb"))
    gallery = projector.locator(".forestnb-gallery").first
    expect(gallery).to_be_visible(timeout=SLOW)
    charts = gallery.locator(".forestnb-chart")
    expect(charts).to_have_count(3, timeout=60_000)
    for index in range(3):
        chart = charts.nth(index)
        expect(chart.locator(DRAWN).first).to_be_attached(timeout=60_000)
        expect(chart.locator(".legend")).to_have_count(1)
        width = chart.locator(".main-svg").first.evaluate("svg => svg.getBoundingClientRect().width")
        assert width >= 380, f"tile {index} is drawn {width} px wide"
        chart.screenshot(path=str(artifacts / f"projector-gallery-tile-{index}.png"))
    gallery.scroll_into_view_if_needed()
    projector.screenshot(path=str(artifacts / "projector-start-here-gallery.png"))
    assert not projector.errors, projector.errors


def test_the_explorer_switches_views_with_bands_only_behind_forest_health(
    jupyterlab, explorer_notebook, projector: Page, artifacts
):
    run_all_in_jupyterlab(projector, jupyterlab(explorer_notebook))
    explorer = projector.locator(".forestnb-explorer").first
    expect(explorer).to_be_visible(timeout=SLOW)
    expect(explorer.get_by_text("settings ×")).to_be_visible(timeout=SLOW)
    chart = explorer.locator(".forestnb-chart")
    # the collapse rate of this explorer is one line: nothing for a legend to tell apart
    for view, title, banded, legend in (
        ("health fan", "Forest Health", True, True),
        ("stockpiles", "cedars", False, True),
        ("collapse rate", "collapses", False, False),
    ):
        explorer.get_by_role("button", name=view, exact=True).click()
        expect(chart.locator(".gtitle")).to_contain_text(title, timeout=30_000)
        expect(chart.locator(DRAWN).first).to_be_attached()
        expect(chart.locator(".legend")).to_have_count(1 if legend else 0)
        bands = chart.locator(".shapelayer path").count()
        assert bands >= 3 if banded else bands == 0, f"{view}: {bands} band shapes"
        chart.scroll_into_view_if_needed()
        projector.screenshot(path=str(artifacts / f"projector-explorer-{view.replace(' ', '-')}.png"))
    assert not projector.errors, projector.errors
