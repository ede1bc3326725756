"""A bet comes before its answer: whatever would give the answer away (an example, a table, a
chart, an explorer) is built or sent only when Reveal is clicked, then shows beside the guess;
an explorer held behind a bet plays its games at once but sends no picture until then."""

from __future__ import annotations

import importlib

import ipywidgets as widgets
import pandas as pd
import plotly.graph_objects as go
import pytest

import forestnb
from forestnb.widgets.chart import Chart
from forestnb.widgets.explorer import SEVERAL_HINT, Explorer, several
from forestnb.widgets.plain_table import PlainTable
from forestnb.widgets.predict import ANSWER_CLASS, REVEAL_CLASS, as_widget, prediction


def bet(**kwargs):
    return prediction("How many?", minimum=0, maximum=10, step=1, unit="cedars", reveal=lambda: 4, **kwargs)


def reveal_button(widget):
    return widget.children[2]


def answer(widget):
    return widget.children[3]


def test_nothing_a_bet_shows_is_built_before_reveal_and_it_is_built_once():
    built = []
    widget = bet(shows=[lambda: built.append(1) or PlainTable([{"seat": 0, "demand": 4}], "seat")])
    assert built == [] and [child.value for child in answer(widget).children] == [""]
    reveal_button(widget).click()
    line, table = answer(widget).children
    assert "the answer: <b>4 cedars</b>" in line.value and "demand" in table.value
    reveal_button(widget).click()
    assert built == [1] and len(answer(widget).children) == 2


def test_the_answer_and_the_reveal_button_carry_the_classes_a_browser_test_selects():
    widget = bet()
    assert ANSWER_CLASS in answer(widget)._dom_classes and REVEAL_CLASS in reveal_button(widget)._dom_classes


def test_an_answer_becomes_a_widget_by_what_it_is():
    label = widgets.Label("as it is")
    assert as_widget(label) is label
    assert isinstance(as_widget(go.Figure(go.Bar(y=[1, 2]))), Chart)
    assert "<table" in as_widget(pd.DataFrame({"collapsed": [0.5]})).value
    assert "forestnb-table" in as_widget(PlainTable([{"a": 1}])).value
    with pytest.raises(TypeError, match="a bet cannot show a int"):
        as_widget(7)


def test_a_bet_refuses_to_show_what_is_neither_held_nor_built_on_reveal():
    with pytest.raises(TypeError, match="not PlainTable"):
        bet(shows=[PlainTable([{"a": 1}])])


def test_a_gap_between_percentages_is_in_percentage_points():
    widget = prediction("Chance?", minimum=0, maximum=100, step=5, unit="%", reveal=lambda: 70.4)
    widget.children[1].value = 40
    reveal_button(widget).click()
    assert "off by 30.4 percentage points" in answer(widget).children[0].value


def test_one_of_a_unit_is_said_in_the_singular():
    widget = prediction("How many cedars?", minimum=0, maximum=10, step=1, unit="cedars", reveal=lambda: 1)
    widget.children[1].value = 2
    reveal_button(widget).click()
    shown = answer(widget).children[0].value
    assert "the answer: <b>1 cedar</b>" in shown and "Your guess: <b>2 cedars</b>" in shown
    assert "off by 1 cedar)" in shown


def sweep(*, games, seed, on_step, values):
    on_step(1, 1)
    return pd.DataFrame({"value": list(values) * games, "collapsed": [0.25] * (games * len(values))})


def explorer() -> Explorer:
    views = {"bars": lambda frame: go.Figure(go.Bar(x=frame["value"], y=frame["collapsed"]))}
    return Explorer("Held", sweep, views, {"values": several("values", (1, 2, 3), (1, 2))}, games=3)


def test_a_held_explorer_plays_at_once_but_sends_its_picture_only_on_reveal():
    held = explorer()
    widget = bet(shows=[held])
    assert held.frame is not None and len(held.frame) == 6, "the games are played as soon as the bet is shown"
    assert not held.chart.spec.get("data"), "no picture reaches the page before Reveal"
    reveal_button(widget).click()
    assert answer(widget).children[1] is held and held.chart.spec["data"]
    held.run()
    assert held.chart.spec["data"], "after Reveal it draws as it goes"


def test_a_multi_select_knob_says_how_to_pick_several():
    assert any(getattr(child, "value", None) == SEVERAL_HINT for child in explorer().children)


@pytest.mark.parametrize("game", forestnb.games())
def test_every_walkthrough_bet_hides_its_example_until_reveal(game):
    walkthrough = importlib.import_module(f"forestnb.{game}.walkthrough")
    for section in walkthrough.BETS:
        widget = walkthrough.bet(section)
        assert "Rule:" in widget.children[0].value and [c.value for c in answer(widget).children] == [""], section
        reveal_button(widget).click()
        line, *shown = answer(widget).children
        assert "the answer:" in line.value and shown, section
        assert all("Could not" not in getattr(part, "value", "") for part in shown), section


def test_a_table_a_student_sees_shows_a_missing_value_as_a_dash_not_nan():
    shown = as_widget(pd.DataFrame({"stockpile: greedy": [float("nan"), 8.88]}, index=["cooperative", "greedy"])).value
    assert "NaN" not in shown and "—" in shown and "8.88" in shown


def test_reveal_locks_the_guess_and_a_slider_move_heard_after_the_click_is_the_guess_it_shows():
    """On a busy machine the browser sends a slider's last value after the click it preceded: the
    answer's line shows the guess that was on screen, which is the slider's final value."""
    revealed = []
    widget = bet(on_reveal=lambda: revealed.append(True))
    slider = widget.children[1]
    slider.value = 3
    reveal_button(widget).click()
    assert slider.disabled and revealed == [True]
    assert "Your guess: <b>3 cedars</b>" in answer(widget).children[0].value
    slider.value = 1  # the browser's last value for the slider, arriving after the click
    line = answer(widget).children[0].value
    assert "Your guess: <b>1 cedar</b>" in line and "the answer: <b>4 cedars</b>" in line and "off by 3 cedars" in line
    reveal_button(widget).click()
    assert revealed == [True], "a bet tells that it was revealed once"


def test_the_explanation_carries_the_class_a_browser_test_reads():
    widget = bet(explain="Four, because.")
    reveal_button(widget).click()
    assert '<p class="forestnb-explain">Four, because.</p>' in answer(widget).children[0].value
