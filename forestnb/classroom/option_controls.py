"""A game's options as form controls for the teacher: the knobs its explorers offer, made from
the options the game declares (``<game>/options.py``), so a table's options are never typed as
JSON and a new option reaches the form without an edit here.

A flag is a checkbox, a whole number a slider over its knob's range (or its declared range), a
list of choices a multiple choice. An option declared with a check of its own and no knob (a deck
per seat, the die's faces) has no control: its tables keep the rules' value, and the form says so.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import solara

from ..core.options import Option
from ..core.registry import game_class


def offered(game: str) -> list[Option]:
    """The options of ``game`` the form offers, in their declared order."""
    return [option for option in game_class(game).declared_options if control_kind(option) is not None]


def kept(game: str) -> list[Option]:
    """The options of ``game`` the form leaves at the rules' value."""
    return [option for option in game_class(game).declared_options if control_kind(option) is None]


def control_kind(option: Option) -> str | None:
    """How the form offers ``option``: "flag", "whole", "choices", or None (not offered)."""
    if option.knob is not None and option.knob.choices:
        return "choices"
    if option.flag:
        return "flag"
    if option.low is not None and option.high is not None:
        return "whole"
    return None


def changed(game: str, values: dict[str, Any]) -> dict[str, Any]:
    """The values of ``game``'s offered options that differ from the rules' (what a table is made with)."""
    return {
        option.name: _as_option(option, values[option.name])
        for option in offered(game)
        if option.name in values and _as_option(option, values[option.name]) != _as_option(option, option.default)
    }


def _as_option(option: Option, value: Any) -> Any:
    return tuple(value) if control_kind(option) == "choices" else value


@solara.component
def OptionControls(game: str, values: dict[str, Any], on_values: Callable[[dict[str, Any]], None]):
    """One control per offered option of ``game``, showing ``values`` (the rules' value where
    absent); a change calls ``on_values`` with every value."""

    def set_one(name: str, value: Any) -> None:
        on_values({**values, name: value})

    grid = {"display": "grid", "grid-template-columns": "repeat(auto-fill, minmax(380px, 1fr))", "gap": "4px 32px"}
    with solara.Div(classes=["forestnb-option-controls"], style=grid):
        for option in offered(game):
            value = values.get(option.name, option.default)
            kind = control_kind(option)
            with solara.Div(classes=["forestnb-option", f"forestnb-option-{option.name}"]):
                if kind == "flag":
                    solara.Checkbox(
                        label=option.label, value=value, on_value=lambda v, name=option.name: set_one(name, v)
                    )
                elif kind == "whole":
                    knob = option.knob
                    low, high = (
                        (knob.low, knob.high)
                        if knob is not None and knob.low is not None
                        else (option.low, option.high)
                    )
                    solara.HTML(unsafe_innerHTML=escape(f"{option.label}: {value}"), classes=["forestnb-option-value"])
                    solara.SliderInt(
                        "",
                        value=value,
                        min=low,
                        max=high,
                        step=knob.step if knob is not None else 1,
                        thumb_label=False,
                        on_value=lambda v, name=option.name: set_one(name, v),
                    )
                else:
                    solara.SelectMultiple(
                        option.label,
                        values=list(value),
                        all_values=list(option.knob.choices),
                        on_value=lambda v, name=option.name: set_one(name, list(v)),
                    )
                solara.HTML(unsafe_innerHTML=escape(option.description), classes=["forestnb-option-words"])
    rest = kept(game)
    if rest:
        solara.HTML(
            unsafe_innerHTML=escape("Kept as the rules set them: " + ", ".join(option.label for option in rest) + "."),
            classes=["forestnb-option-words"],
        )
