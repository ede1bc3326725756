"""The kit's step and try-it pieces: a before → after table points at what a rule changed, a
rule header folds its rulings away, and a try-it answers every knob turn (or shows its error)."""

from __future__ import annotations

from forestnb.widgets.rulebook import rule_header
from forestnb.widgets.steps import TryIt, before_after, slider


def test_an_error_in_a_try_it_is_shown_in_the_widget():
    def render(n: int) -> str:
        if n > 2:
            raise ValueError("too many")
        return f"n = {n}"

    widget = TryIt({"n": slider("n", 0, 5, 1)}, render)
    assert widget.output.value == "n = 1"
    widget.controls["n"].value = 4
    assert "ValueError: too many" in widget.output.value


def test_a_try_it_button_counts_its_clicks():
    widget = TryIt({"n": slider("n", 0, 5, 1)}, lambda n, clicks: f"{n}/{clicks}", button="Go")
    widget.button.click()
    widget.button.click()
    widget.controls["n"].value = 3
    assert widget.output.value == "3/2"


def test_before_after_shows_what_changed_and_what_was_asked_for():
    table = before_after({"a": 1, "b": 2, "c": "x"}, {"a": 1, "b": 5, "c": "y", "d": 0}, keep=["a"])
    assert table.labels == ["a", "b", "c", "d"]
    assert list(table["change"]) == ["", "+3", "changed", "new"]
    assert len(before_after({"a": 1}, {"a": 1})) == 0


def test_a_rule_header_folds_each_ruling():
    shown = rule_header("Forest step — regeneration", {"R4": "only while the Box has cedars"}).data
    assert "Rule: Forest step — regeneration" in shown and "<details" in shown and "only while the Box" in shown
