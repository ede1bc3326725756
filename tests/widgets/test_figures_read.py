"""Every picture reads at a glance: each series is named where the eye finds it, Forest Health's
bands shade only Forest Health, no seat is drawn in a band's colour, Hunters' turns are whole
numbers, and Humbaba's Health line has a point for every change of Health.

The figures are the ones learners see: every view of every what-if explorer and sandbox of the
four games (on a few games per setting), the boards' live charts, the walkthroughs' charts and
the start notebook's gallery.
"""

from __future__ import annotations

import re

import numpy as np
import plotly.graph_objects as go
import pytest

import forestnb
from forestnb.humbaba import figures as humbaba_figures
from forestnb.humbaba.styles import BAND_COLOURS, BAND_SHADES
from forestnb.humbaba.walkthrough.figures import die_odds_figure, regeneration_figure
from forestnb.widgets.gallery import gallery
from forestnb.widgets.styles import seat_colour

GAMES = 3
SEAT_TRACE = re.compile(r"^Seat (\d+)(?: stockpile| \(.*\))?$")
WHATIFS = ("humbaba", "forest", "cardswild", "hunters")


def explorers(game: str) -> dict[str, object]:
    """Every explorer of a game's what-if, and its sandbox, not yet run."""
    from importlib import import_module

    whatif = import_module(f"forestnb.{game}.whatif")
    built = {name: whatif.explorer(name, games=GAMES, run_now=False) for name in whatif.QUESTIONS}
    return {**built, "sandbox": whatif.sandbox(games=GAMES, run_now=False)}


def board_figures() -> dict[str, go.Figure]:
    from forestnb.cardswild.figures import trophy_bars
    from forestnb.forest.figures import score_race
    from forestnb.hunters.figures import hearts_chart, timeline_after, timeline_start

    humbaba = forestnb.play("humbaba", ["stranger_king", "greedy", "cooperative", "adaptive"], seed=2026)
    hunters = forestnb.new_game("hunters", players=2, seed=5)
    timeline = timeline_start(hunters)
    while not hunters.is_over() and len(timeline) < 12:
        hunters.apply(hunters.legal_actions()[0])
        timeline = timeline_after(timeline, hunters)
    return {
        "humbaba timeline": humbaba_figures.forest_timeline(humbaba),
        "humbaba timeline (teacher)": humbaba_figures.forest_timeline(humbaba, teacher=True),
        "forest score race": score_race(forestnb.play("forest", ["tracker", "greedy", "tracker"], seed=1)),
        "cardswild trophies": trophy_bars(forestnb.play("cardswild", ["steady", "aggressive", "steady"], seed=1)),
        "hunters hearts": hearts_chart(hunters, timeline),
        "humbaba die odds": die_odds_figure(),
        "humbaba regeneration": regeneration_figure(clip=True),
        **{
            f"gallery: {tile.children[0].figure.layout.title.text}": tile.children[0].figure
            for tile in gallery(humbaba_figures.gallery_exhibits()).children
        },
    }


@pytest.fixture(scope="module")
def every_figure() -> dict[str, go.Figure]:
    shown: dict[str, go.Figure] = board_figures()
    for game in WHATIFS:
        for name, explorer in explorers(game).items():
            frame = explorer.run_sweep(games=GAMES, seed=1, on_step=lambda *_: None, **explorer.values())
            for view, draw in explorer.views.items():
                shown[f"{game} {name}: {view}"] = draw(frame)
    return shown


# -- what a reader can tell apart ----------------------------------------------------------------------
def legend_shows(fig: go.Figure) -> bool:
    """Whether plotly draws a legend: asked for, or left to plotly with more than one entry."""
    entries = [t for t in fig.data if t.showlegend is not False and t.visible is not False]
    return fig.layout.showlegend is True or (fig.layout.showlegend is None and len(entries) > 1)


def alone_on_a_titled_panel(fig: go.Figure, trace: object) -> bool:
    """A series that is the only one on its subplot, whose title (an annotation) names it."""
    axes = (trace.xaxis or "x", trace.yaxis or "y")
    neighbours = [t for t in fig.data if (t.xaxis or "x", t.yaxis or "y") == axes]
    panels = {(t.xaxis or "x", t.yaxis or "y") for t in fig.data}
    return len(neighbours) == 1 and len(fig.layout.annotations) >= len(panels) > 1


def unnamed_series(fig: go.Figure) -> list[str]:
    """The series a reader could not tell apart: not in a shown legend (by itself or its legend
    group), not alone on a titled panel, not a box named on its category axis."""
    drawn = [t for t in fig.data if t.visible is not False and t.type != "heatmap"]
    if len(drawn) < 2:
        return []
    in_legend = legend_shows(fig)
    groups = {t.legendgroup for t in drawn if t.showlegend is not False and t.legendgroup}
    return [
        str(t.name)
        for t in drawn
        if not (in_legend and (t.showlegend is not False or t.legendgroup in groups))
        and not alone_on_a_titled_panel(fig, t)
        and not (t.type == "box" and t.x is None)
    ]


def axis_title(fig: go.Figure, ref: str) -> str:
    """The title of axis ``ref`` ("y2"), or of the axis it is matched to (shared subplots)."""
    axis = fig.layout[f"{ref[0]}axis{ref[1:]}"]
    if axis.title.text is None and axis.matches:
        return axis_title(fig, axis.matches)
    return axis.title.text or ""


def band_axes(fig: go.Figure) -> list[str]:
    """The titles of the axes that Forest Health's band shades sit on."""
    fills = {fill for _, _, fill in BAND_SHADES}
    refs = [
        shape.yref if "domain" in (shape.xref or "") else shape.xref
        for shape in fig.layout.shapes
        if shape.fillcolor in fills
    ]
    return [axis_title(fig, ref) for ref in refs]


def seat_of(trace: object) -> int | None:
    """The seat a trace draws ("Seat 2", "Seat 2 stockpile", "Seat 0 (plays first)"), if it is one seat's."""
    found = SEAT_TRACE.match(str(trace.name))
    return int(found.group(1)) if found else None


def trace_colours(trace: object) -> set[str]:
    found = set()
    for part in ("line", "marker"):
        colour = getattr(getattr(trace, part, None), "color", None)
        if isinstance(colour, str):
            found.add(colour)
    return found


# -- the rules of a readable picture ---------------------------------------------------------------------
def test_every_view_of_every_what_if_is_checked(every_figure):
    for game in WHATIFS:
        assert any(name.startswith(f"{game} sandbox") for name in every_figure), game
    assert len(every_figure) > 60


def test_every_chart_with_more_than_one_series_names_each_one(every_figure):
    unnamed = {name: series for name, fig in every_figure.items() if (series := unnamed_series(fig))}
    assert not unnamed


def test_health_bands_shade_only_an_axis_of_forest_health(every_figure):
    for name, fig in every_figure.items():
        for title in band_axes(fig):
            assert "Health" in title, f"{name}: band shading on the axis {title!r}"


def test_the_health_fans_and_the_timeline_are_shaded_by_band(every_figure):
    shaded = [name for name, fig in every_figure.items() if band_axes(fig)]
    assert "humbaba timeline" in shaded and "humbaba greedy_players: health fan" in shaded
    assert "humbaba greedy_players: stockpiles" not in shaded


def test_no_seat_is_drawn_in_a_colour_of_forest_health(every_figure):
    health = set(BAND_COLOURS.values())
    for name, fig in every_figure.items():
        for trace in fig.data:
            if seat_of(trace) is not None:
                assert not trace_colours(trace) & health, f"{name}: {trace.name}"


def test_a_seat_keeps_its_colour_on_every_chart(every_figure):
    for name, fig in every_figure.items():
        for trace in fig.data:
            if (seat := seat_of(trace)) is not None:
                assert trace_colours(trace) == {seat_colour(seat)}, f"{name}: {trace.name}"


def test_many_fans_are_drawn_as_small_multiples_not_one_muddy_panel(every_figure):
    fan = every_figure["humbaba rule_changes: health fan"]
    panels = {(t.xaxis, t.yaxis) for t in fan.data}
    assert len(panels) == 4, "one panel per clip penalty"
    titles = {a.text for a in fan.layout.annotations}
    assert {f"clip penalty {p}" for p in (0, 2, 4, 6)} <= titles


def test_hunters_turns_are_whole_numbers(every_figure):
    turns = every_figure["hunters hearts"].layout.xaxis
    assert turns.dtick == 1 or turns.tickformat == "d"


def test_humbabas_health_line_has_a_point_at_every_change_of_health():
    game = forestnb.play("humbaba", ["stranger_king", "greedy", "cooperative", "adaptive"], seed=2026)
    changes = [event.data for event in game.events if event.rule == "H-health"]
    line = next(t for t in humbaba_figures.forest_timeline(game).data if t.name == "Forest Health")
    points = [(y, text) for y, text in zip(line.y, line.text) if "→" in text]
    assert [y for y, _ in points] == [change["to"] for change in changes]
    assert [text.split(":")[0] for _, text in points] == [change["source"] for change in changes]
    assert list(line.x) == sorted(line.x) and line.line.shape == "hv"


def test_humbabas_wrath_shows_as_a_fall_not_a_rise():
    game = forestnb.play("humbaba", ["stranger_king", "greedy", "cooperative", "adaptive"], seed=2026)
    line = next(t for t in humbaba_figures.forest_timeline(game).data if t.name == "Forest Health")
    wrath = next(i for i, text in enumerate(line.text) if text.startswith("Humbaba's Wrath"))
    assert (line.y[wrath - 1], line.y[wrath]) == (5, 3), "5 → 3, drawn as the fall it is"


def joins_names(trace: object) -> bool:
    """A line drawn through points placed by name (a table, a tale, on/off), as if they were a scale."""
    xs = [] if getattr(trace, "x", None) is None else list(trace.x)
    named = bool(xs) and all(isinstance(x, (str, bool, np.bool_)) for x in xs)
    return trace.type == "scatter" and named and len(xs) > 1 and "lines" in (trace.mode or "lines")


def test_no_line_joins_settings_that_are_names_rather_than_a_scale(every_figure):
    joined = [f"{name}: {trace.name}" for name, fig in every_figure.items() for trace in fig.data if joins_names(trace)]
    assert joined == []
