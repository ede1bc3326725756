"""Editing a game's cards in a notebook: pick a card, change its numbers and effects, Apply.

Every Apply is checked at once by the game's own loaders (``edits.edit_cards``): a mistake is
shown in words naming the file, row, field and card. The change stays in the table, since some
edits take two steps (Cardswild's deck keeps 114 cards: a card gained is a card lost elsewhere);
until the table reads cleanly it is not an edit to play (``edits`` raises the same error). The
edit in hand (``editor.edits``) is a variant for ``compare_rules`` (as ``"cards"``) and for every
lab function (``edits=``), and Save writes it as CSV in the game's data format. The shipped
tables are never written.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.errors import DataError
from .edits import CardEdits, card_table, edit_cards
from .knowledge import game_lab

if TYPE_CHECKING:
    import pandas as pd


class CardEditor:
    """A game's card table (``file``, default its main one) to edit card by card; ``widget`` shows it."""

    def __init__(self, name: str, file: str | None = None, *, label: str | None = None) -> None:
        import ipywidgets as widgets

        lab = game_lab(name)
        self.name, self.file, self.label, self.key = name, file or lab.CARD_FILE, label, lab.CARD_KEY
        self.shipped = card_table(name, self.file)
        self.key = self.key if self.key in self.shipped.columns else self.shipped.columns[0]
        self.table = self.shipped.copy()
        self.card = widgets.Dropdown(options=list(self.table[self.key]), description="card")
        self.fields = {
            column: widgets.Text(description=column, layout={"width": "95%"})
            for column in self.table.columns
            if column != self.key
        }
        apply, reset, save = (widgets.Button(description=text) for text in ("Apply", "Reset card", "Save CSV"))
        self.folder = widgets.Text(value=f"{name}-edited", description="save in")
        self.status = widgets.HTML()
        self.cards = widgets.HTML()
        every_card = widgets.Accordion([self.cards], selected_index=None)
        every_card.set_title(0, "every card (edited cells in bold)")
        self.card.observe(lambda _: self._show_card(), names="value")
        apply.on_click(lambda _: self.apply())
        reset.on_click(lambda _: self.reset())
        save.on_click(lambda _: self.save(self.folder.value))
        self.widget = widgets.VBox(
            [
                self.card,
                *self.fields.values(),
                widgets.HBox([apply, reset]),
                widgets.HBox([self.folder, save]),
                self.status,
                every_card,
            ]
        )
        self._show_card()
        self._show_table()

    def _row(self) -> int:
        return int(self.table.index[self.table[self.key] == self.card.value][0])

    def _show_card(self) -> None:
        row = self._row()
        for column, field in self.fields.items():
            field.value = str(self.table.loc[row, column])

    def apply(self, **values: str) -> bool:
        """Set the chosen card's fields (the boxes, or ``values`` by column) and check the whole
        table: whether it now reads cleanly; on a mistake the status says why."""
        for column, value in values.items():
            if column not in self.fields:
                raise ValueError(f"{self.file} has no editable column {column!r}; columns: {', '.join(self.fields)}")
            self.fields[column].value = str(value)
        row = self._row()
        for column, field in self.fields.items():
            self.table.loc[row, column] = field.value.strip()
        try:
            edit_cards(self.name, {self.file: self.table})
        except (DataError, ValueError) as err:
            self.status.value = (
                f"<b style='color:#b00020'>Not yet a table the game can read:</b> {escape(str(err))}"
                + self._changes_html(heading=False)
            )
            self._show_table()
            return False
        self.status.value = self._changes_html()
        self._show_table()
        return True

    def reset(self) -> None:
        """The chosen card as shipped."""
        row = self._row()
        self.table.loc[row] = self.shipped.loc[row]
        self._show_card()
        self.status.value = self._changes_html()
        self._show_table()

    @property
    def edits(self) -> CardEdits:
        """The edit in hand, checked: a variant to play, named by ``label`` or by its changes."""
        changes = self.changes()
        named = "; ".join(
            f"{row.card} {row.field} {row.shipped or '-'}→{row.edited or '-'}" for row in changes.itertuples()
        )
        return edit_cards(self.name, {self.file: self.table}, label=self.label or named or "the shipped cards")

    def changes(self) -> pd.DataFrame:
        """Every changed cell: card, field, shipped value, edited value."""
        import pandas as pd

        rows = [
            {
                "card": self.table.loc[row, self.key],
                "field": column,
                "shipped": self.shipped.loc[row, column],
                "edited": self.table.loc[row, column],
            }
            for row in self.table.index
            for column in self.table.columns
            if self.table.loc[row, column] != self.shipped.loc[row, column]
        ]
        return pd.DataFrame(rows, columns=["card", "field", "shipped", "edited"])

    def save(self, folder: str | Path) -> list[Path]:
        """Write the edited table into ``folder`` as CSV in the game's data format."""
        written = self.edits.save(folder)
        self.status.value = "Saved " + ", ".join(escape(str(path)) for path in written)
        return written

    def _show_table(self) -> None:
        """The whole table as it stands, each edited cell in bold."""
        head = "".join(f"<th>{escape(str(column))}</th>" for column in self.table.columns)
        rows = []
        for row in self.table.index:
            cells = []
            for column in self.table.columns:
                value = escape(str(self.table.loc[row, column]))
                edited = self.table.loc[row, column] != self.shipped.loc[row, column]
                cells.append(f"<td><b>{value}</b></td>" if edited else f"<td>{value}</td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
        self.cards.value = f"<table><tr>{head}</tr>{''.join(rows)}</table>"

    def _changes_html(self, *, heading: bool = True) -> str:
        changes = self.changes()
        if changes.empty:
            return "No card differs from the shipped table."
        head = f"Checked: {len(changes)} change(s) from the shipped table." if heading else ""
        return head + changes.to_html(index=False)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)
