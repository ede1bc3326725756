"""Breaking copies of a game's data tables, for the tests that check every problem is named.

Each data-validation test copies one game's ``data/<game>`` folder, edits one cell, row or column
with these helpers, loads the copy and checks the error names the file, the row and the field.
"""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest

from forestnb import DataError
from forestnb.core.data import data_dir


def copy_data(tmp_path: Path, game: str) -> Path:
    """A private copy of ``data/<game>`` under ``tmp_path/data`` (so errors still say ``data/<game>/...``)."""
    copy = tmp_path / "data" / game
    shutil.copytree(data_dir() / game, copy)
    return copy


def read(path: Path) -> tuple[list[str], list[list[str]]]:
    with path.open(newline="", encoding="utf-8") as handle:
        header, *rows = csv.reader(handle)
    return header, rows


def write(path: Path, header: list[str], rows: list[list[str]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle, lineterminator="\n").writerows([header, *rows])


def edit(path: Path, key: str, value: str, **changes: str) -> int:
    """Change the row whose ``key`` column is ``value``; return its row number in the file."""
    header, rows = read(path)
    index = next(i for i, row in enumerate(rows) if row[header.index(key)] == value)
    for column, new in changes.items():
        rows[index][header.index(column)] = new
    write(path, header, rows)
    return index + 2  # the header is row 1


def drop_column(path: Path, column: str) -> None:
    header, rows = read(path)
    gone = header.index(column)
    write(path, header[:gone] + header[gone + 1 :], [row[:gone] + row[gone + 1 :] for row in rows])


def drop_row(path: Path, key: str, value: str) -> None:
    header, rows = read(path)
    write(path, header, [row for row in rows if row[header.index(key)] != value])


def duplicate_row(path: Path, key: str, value: str) -> int:
    """Paste a copy of the row whose ``key`` column is ``value`` right under it (a spreadsheet slip);
    return the copy's row number in the file."""
    header, rows = read(path)
    index = next(i for i, row in enumerate(rows) if row[header.index(key)] == value)
    write(path, header, [*rows[: index + 1], list(rows[index]), *rows[index + 1 :]])
    return index + 3  # the header is row 1, the original row index + 2


def resave(path: Path, encoding: str) -> None:
    """Save the file again in ``encoding``, as a spreadsheet's export does: ``utf-8-sig`` is "CSV
    UTF-8" (a byte-order mark first), ``cp1252`` is a Windows spreadsheet's plain "CSV"."""
    path.write_bytes(path.read_text(encoding="utf-8").encode(encoding))


def refusal(load, folder: Path) -> DataError:
    with pytest.raises(DataError) as refused:
        load(folder)
    return refused.value


def assert_names(error: DataError, file: str, row: int, field: str, problem: str) -> None:
    assert (error.file, error.row, error.field) == (file, row, field)
    assert str(error).startswith(f"{file}, row {row}, field '{field}': ")
    assert problem in str(error)
