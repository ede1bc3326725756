"""Pieces for stepping through a rule: a before → after step, and a "try it" box with its knobs.

Every game's rules walkthrough shows a rule the same way: name it (with the ruling that settles
what the rule text leaves open, ``rulebook``), run the real engine through it, show what changed,
then hand the learner a knob. These pieces know nothing about any one game; the game supplies
numbers, its ``Rulebook`` and a function that turns knob values into HTML.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets
from IPython.display import display

from .messages import error_html
from .plain_table import PlainTable

if TYPE_CHECKING:
    from .rulebook import Rulebook

CSS_CLASS = "forestnb-try-it"
MISSING = "—"


def before_after(before: Mapping[str, Any], after: Mapping[str, Any], *, keep: Iterable[str] = ()) -> PlainTable:
    """One row per quantity that changed (and every quantity in ``keep``): before, after, change.

    Unchanged quantities are left out unless asked for, so the table points at what the rule did.
    A quantity present on one side only shows ``—`` on the other (e.g. before the set-up).
    """
    wanted = dict.fromkeys([*keep, *(k for k in [*before, *after] if before.get(k, MISSING) != after.get(k, MISSING))])
    return PlainTable(
        (
            {
                "quantity": key,
                "before": str(before.get(key, MISSING)),
                "after": str(after.get(key, MISSING)),
                "change": _change(before.get(key, MISSING), after.get(key, MISSING)),
            }
            for key in wanted
        ),
        "quantity",
    )


def _change(old: Any, new: Any) -> str:
    if old == new:
        return ""
    if old == MISSING:
        return "new"
    if _is_number(old) and _is_number(new):
        return f"{new - old:+d}"
    return "changed"


def _is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def lines_html(lines: Iterable[str]) -> str:
    """Log lines as a monospaced block: what the engine wrote, word for word."""
    body = "\n".join(html.escape(line) for line in lines)
    return (
        "<pre style='white-space:pre-wrap;font-size:12px;background:#fafafa;border:1px solid "
        f"#ddd;padding:4px'>{body}</pre>"
    )


@dataclass(frozen=True)
class Step:
    """A rule seen at work: ``before`` and ``after`` (every measured number), the engine's log
    lines, the quantities the rule is about (``keep``, shown even when unchanged), any extra
    tables that explain it, and the game itself for a closer look or a figure.

    ``book``, the game's ``Rulebook``, heads the step with its section and says which measured
    quantities are bookkeeping, left out unless the rule is about them. ``only_keep`` shows the
    ``keep`` quantities alone, for a rule whose moves change much else (a round scored and the
    next one dealt). Games make steps with ``Rulebook.step``.
    """

    rule: str
    game: Any
    before: dict[str, Any]
    after: dict[str, Any]
    log: tuple[str, ...]
    keep: tuple[str, ...] = ()
    extras: tuple[PlainTable, ...] = ()
    only_keep: bool = False
    book: Rulebook | None = field(default=None, repr=False, compare=False)

    def change(self, quantity: str) -> int:
        return self.after[quantity] - self.before[quantity]

    @property
    def table(self) -> PlainTable:
        """Rows for ``keep`` and every other quantity that changed, bookkeeping left out."""
        routine = self.book.bookkeeping if self.book else (lambda quantity: False)
        hidden = {k for k in self.after if routine(k) or self.only_keep} - set(self.keep)
        return before_after(self.before, self.after, keep=self.keep).without(hidden)

    def show(self) -> None:
        """Rule header, the before → after table, any extra tables, then the log lines."""
        heading = [self.book.header(self.rule)] if self.book else []
        display(*heading, self.table, *self.extras)
        print("\n".join(self.log))

    def html(self) -> str:
        """The same, as one HTML string for a try-it widget."""
        tables = "".join(table.html() for table in (self.table, *self.extras))
        return tables + lines_html(self.log)


class TryIt(widgets.VBox):
    """Knobs above an answer that follows them.

    ``render`` receives the knobs' values as keyword arguments (``clicks=`` too when there is a
    button: how many times it was pressed) and returns HTML. It runs on every change and click;
    if it raises, the answer shows the error instead.
    """

    def __init__(
        self,
        controls: Mapping[str, widgets.ValueWidget],
        render: Callable[..., str],
        *,
        title: str = "Try it",
        button: str | None = None,
    ) -> None:
        self.controls = dict(controls)
        self.render = render
        self.output = widgets.HTML()
        self.clicks = 0
        self.button = widgets.Button(description=button, button_style="success") if button else None
        for control in self.controls.values():
            control.observe(self.refresh, names="value")
        if self.button:
            self.button.on_click(self._click)
        row = [*self.controls.values(), *([self.button] if self.button else [])]
        super().__init__(
            [
                widgets.HTML(f"<b>{html.escape(title)}</b>"),
                widgets.HBox(row, layout={"flex_flow": "row wrap"}),
                self.output,
            ]
        )
        self.add_class(CSS_CLASS)
        self.refresh()

    def _click(self, _: widgets.Button) -> None:
        self.clicks += 1
        self.refresh()

    def values(self) -> dict[str, Any]:
        values = {name: control.value for name, control in self.controls.items()}
        return {**values, "clicks": self.clicks} if self.button else values

    def refresh(self, _: Any = None) -> None:
        try:
            self.output.value = self.render(**self.values())
        except Exception as err:  # shown in the widget, never lost
            self.output.value = error_html(err, "That did not work.")


def slider(label: str, low: int, high: int, value: int) -> widgets.IntSlider:
    """An integer knob with its label readable in full."""
    return widgets.IntSlider(
        value=value,
        min=low,
        max=high,
        description=label,
        style={"description_width": "initial"},
        layout={"width": "400px"},
    )


def picker(label: str, options: Iterable[str | tuple[str, Any]], value: Any = None) -> widgets.Dropdown:
    """A choice among names, or among (label, value) pairs; the first is chosen unless ``value`` says."""
    options = list(options)
    first = options[0][1] if isinstance(options[0], tuple) else options[0]
    return widgets.Dropdown(
        options=options,
        value=first if value is None else value,
        description=label,
        style={"description_width": "initial"},
        layout={"width": "400px"},
    )


def switch(label: str, value: bool = False) -> widgets.Checkbox:
    return widgets.Checkbox(value=value, description=label, indent=False, layout={"width": "220px"})
