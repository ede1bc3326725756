"""The skill ladder's picture as a designer and a student see it: on a 1366x768 projector and on a
390 px phone, four games' ladders are drawn whole, no wider than the screen, the rungs' names in
the ladder's order, and the legend below them, never over them. Screenshots go to
``test-artifacts/`` for a person to look at."""

from __future__ import annotations

import pandas as pd
import pytest
from browsing import PHONE, PROJECTOR

from forestnb.lab.skill_figure import ladder_figure

RUNGS = ["random", "rule bot", "best rule bot", "strong 4", "strong 16"]


def four_ladders() -> pd.DataFrame:
    """Four games' ladder rows as ``ladder`` gives them, with made-up rates (the picture is what is tested)."""
    rows = [
        {"game": game, "player": rung, "rung": rung, "games": 20, "win_rate": rate, "low": rate / 2, "high": 0.9}
        for game, step in (("humbaba", 0.05), ("forest", 0.15), ("cardswild", 0.12), ("hunters", 0.16))
        for rung, rate in zip(RUNGS, [step * height for height in range(5)])
    ]
    return pd.DataFrame(rows)


@pytest.mark.parametrize(("screen", "viewport"), [("projector", PROJECTOR), ("phone", PHONE)])
def test_four_ladders_fit_the_screen_with_the_rungs_in_order_and_the_legend_below_them(
    screen, viewport, request, tmp_path, artifacts
):
    page = request.getfixturevalue(screen)
    html = tmp_path / "ladder.html"
    ladder_figure(four_ladders()).write_html(html, include_plotlyjs=True, default_width="100%")
    page.goto(html.as_uri())
    page.wait_for_selector(".legend .traces")
    page.screenshot(path=str(artifacts / f"ladder-figure-{screen}.png"))
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    ticks = page.locator(".xaxislayer-above .xtick text")
    assert ticks.all_text_contents() == RUNGS
    lowest_tick = max(box["y"] + box["height"] for box in (tick.bounding_box() for tick in ticks.all()))
    assert page.locator(".legend").bounding_box()["y"] >= lowest_tick, "the legend covers the rungs' names"
    assert page.locator(".scatterlayer .trace").count() == 4 and not page.errors
