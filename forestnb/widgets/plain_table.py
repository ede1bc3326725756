"""A small table of the walkthroughs' own: rows of named values, shown as HTML or as text.

The rules walkthroughs also run in a browser-only Python (JupyterLite) that has neither pandas
nor numpy, so the tables they show are plain rows of dicts. A table names the column that
labels its rows (``index``); a cell is read by that label and a column name, which is how a
test says what the rule did ("Seat 1's demand is 4").
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

EMPTY = ""
TABLE_CSS = (
    ".forestnb-table{border-collapse:collapse;margin:4px 0;font-size:13px}"
    ".forestnb-table th,.forestnb-table td{padding:2px 10px;border-bottom:1px solid #e5e5e5;text-align:left}"
)


@dataclass(frozen=True)
class PlainTable:
    """Rows of values by column name; ``index`` is the column whose values label the rows.

    A row may leave a column out: the cell shows empty, as a blank line of a printed table would.
    """

    rows: tuple[Mapping[str, Any], ...]
    index: str | None = None

    def __init__(self, rows: Iterable[Mapping[str, Any]], index: str | None = None) -> None:
        object.__setattr__(self, "rows", tuple(dict(row) for row in rows))
        object.__setattr__(self, "index", index)
        if index is not None and any(index not in row for row in self.rows):
            raise ValueError(f"every row needs its label in the index column {index!r}")

    @classmethod
    def labelled(cls, index: str, column: str, cells: Mapping[Any, Any]) -> PlainTable:
        """A one-column table: each key of ``cells`` labels a row, its value fills ``column``."""
        return cls(({index: key, column: value} for key, value in cells.items()), index)

    @classmethod
    def numbered(cls, index: str, rows: Iterable[Mapping[str, Any]]) -> PlainTable:
        """Rows numbered from 1 in the ``index`` column (the first battle, the second turn...)."""
        return cls(({index: at, **row} for at, row in enumerate(rows, 1)), index)

    @property
    def columns(self) -> list[str]:
        """Every column but the index, in the order the rows first name them."""
        names = dict.fromkeys(name for row in self.rows for name in row)
        names.pop(self.index, None)
        return list(names)

    @property
    def labels(self) -> list[Any]:
        """The rows' labels (their index values), or their positions when there is no index."""
        return [row[self.index] for row in self.rows] if self.index is not None else list(range(len(self.rows)))

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[Mapping[str, Any]]:
        return iter(self.rows)

    def __getitem__(self, column: str) -> list[Any]:
        """A column's values, top to bottom (the index column too)."""
        if column != self.index and column not in self.columns:
            raise KeyError(f"no column {column!r}; columns: {', '.join(self.columns)}")
        return [row.get(column, EMPTY) for row in self.rows]

    def row(self, label: Any) -> dict[str, Any]:
        """The row a label names, every column filled (empty where the row leaves it out)."""
        for key, row in zip(self.labels, self.rows):
            if key == label:
                return {column: row.get(column, EMPTY) for column in self.columns}
        raise KeyError(f"no row {label!r}; rows: {', '.join(map(str, self.labels))}")

    def cell(self, label: Any, column: str) -> Any:
        """The value in the row a label names, under ``column``."""
        if column not in self.columns:
            raise KeyError(f"no column {column!r}; columns: {', '.join(self.columns)}")
        return self.row(label)[column]

    def column_dict(self, column: str) -> dict[Any, Any]:
        """A column by row label: ``{"Grouse": "yes", "Rabbit": "no"}``."""
        return dict(zip(self.labels, self[column]))

    def without(self, labels: Iterable[Any]) -> PlainTable:
        """The table with the rows of these labels left out."""
        dropped = set(labels)
        return PlainTable((row for key, row in zip(self.labels, self.rows) if key not in dropped), self.index)

    def only(self, *columns: str) -> PlainTable:
        """The table with just these columns (and the index)."""
        keep = [c for c in (self.index, *columns) if c is not None]
        return PlainTable(({c: row.get(c, EMPTY) for c in keep} for row in self.rows), self.index)

    def transposed(self) -> PlainTable:
        """Rows turned into columns: each column becomes a row, labelled by its name in the index column."""
        index = self.index or ""
        return PlainTable(
            (
                {index: column, **{label: row.get(column, EMPTY) for label, row in zip(self.labels, self.rows)}}
                for column in self.columns
            ),
            index,
        )

    def html(self) -> str:
        """The table as HTML that brings its own style: a widget's HTML is out of a notebook's styles' reach."""
        header = [self.index or "", *self.columns] if self.index is not None else self.columns
        head = "".join(f"<th>{_escaped(name)}</th>" for name in header)
        body = "".join(
            "<tr>"
            + (f"<th>{_escaped(row[self.index])}</th>" if self.index is not None else "")
            + "".join(f"<td>{_escaped(row.get(c, EMPTY))}</td>" for c in self.columns)
            + "</tr>"
            for row in self.rows
        )
        return (
            f"<style>{TABLE_CSS}</style><table class='forestnb-table'><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table>"
        )

    def _repr_html_(self) -> str:
        return self.html()

    def __str__(self) -> str:
        """The table as aligned text, for a printout or a failing test's message."""
        header = [self.index or "", *self.columns] if self.index is not None else self.columns
        lines = [[str(row[self.index])] if self.index is not None else [] for row in self.rows]
        for line, row in zip(lines, self.rows):
            line.extend(str(row.get(c, EMPTY)) for c in self.columns)
        widths = [max(len(str(cell)) for cell in column) for column in zip(header, *lines)]
        return "\n".join(
            "  ".join(str(cell).ljust(width) for cell, width in zip(line, widths)).rstrip() for line in [header, *lines]
        )

    def __repr__(self) -> str:
        return str(self)


def _escaped(value: Any) -> str:
    return html.escape(str(value))
