"""Finding and reading the content tables in ``data/``.

The tables live in the repository's top-level ``data/`` folder so people can read and edit them;
a wheel carries a copy inside the package as ``forestnb/data``. Reading checks every row against
a small schema and names the file, row and field of the first problem, because a content author
fixing a typo should not have to read a traceback. Files come from spreadsheets as often as from
editors, so a byte-order mark is read past and text in another encoding is named as such.
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .errors import DataError


def data_dir() -> Path:
    """``forestnb/data`` in an installed wheel, else the checkout's top-level ``data/``."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "data", package.parent / "data"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"forestnb's data folder is missing (looked in {package / 'data'} and {package.parent / 'data'})")


@dataclass(frozen=True)
class Column:
    """One CSV column: how to convert a cell, and whether it may be empty."""

    name: str
    convert: Callable[[str], Any] = str
    required: bool = True


def integer(low: int, high: int) -> Callable[[str], int]:
    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise ValueError(f"expected a whole number, got {text!r}") from None
        if not low <= value <= high:
            raise ValueError(f"{value} is out of range {low}..{high}")
        return value

    return convert


def one_of(*choices: str) -> Callable[[str], str]:
    def convert(text: str) -> str:
        if text not in choices:
            raise ValueError(f"{text!r} is not one of: {', '.join(choices)}")
        return text

    return convert


def read_table(path: Path, columns: list[Column], *, key: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Rows of a CSV file as dicts of converted values, each with its file row number as ``_row``.

    ``key`` names the column(s) that tell rows apart (a card list's names): a row repeating an
    earlier row's key is refused here, for every table alike, because a row pasted twice in a
    spreadsheet is an easy slip and would otherwise count a card twice or silently replace one."""
    label = _label(path)
    reader = csv.DictReader(io.StringIO(_text(path, label), newline=""))
    header = reader.fieldnames or []
    missing = [c.name for c in columns if c.name not in header]
    if missing:
        raise DataError(label, f"missing column(s): {', '.join(missing)}", row=1)
    extra = [name for name in header if name not in {c.name for c in columns}]
    if extra:
        raise DataError(label, f"unknown column(s): {', '.join(extra)}", row=1)
    rows = []
    for record in reader:
        if None in record:
            raise DataError(label, f"has more cells than the {len(header)} columns (an unquoted comma?)", row=reader.line_num)
        row: dict[str, Any] = {"_row": reader.line_num}
        for column in columns:
            row[column.name] = _cell(label, reader.line_num, column, record.get(column.name))
        rows.append(row)
    if not rows:
        raise DataError(label, "has no rows")
    _check_unique(label, rows, key)
    return rows


def _text(path: Path, label: str) -> str:
    """The file's text: UTF-8, with or without the byte-order mark a spreadsheet's "CSV UTF-8" puts
    first (left in, it would glue itself to the first column's name). A file in another encoding
    is refused naming the line of its first unreadable byte, where the author can look."""
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise DataError(label, f"cannot be read ({err.strerror})") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        problem = (f"is not UTF-8 text (byte 0x{raw[err.start]:02X} cannot be read; "
                   "from a spreadsheet, save it as 'CSV UTF-8')")
        raise DataError(label, problem, row=line) from None


def _check_unique(label: str, rows: list[dict[str, Any]], key: tuple[str, ...]) -> None:
    """No two rows share a ``key``; the second one is named, with where the first is."""
    if not key:
        return
    first: dict[tuple[Any, ...], int] = {}
    for row in rows:
        value = tuple(row[name] for name in key)
        if value in first:
            within = "".join(f" for {name} {row[name]!r}" for name in key[:-1])
            problem = f"{row[key[-1]]!r} appears twice{within} (first in row {first[value]})"
            raise DataError(label, problem, row=row["_row"], field=key[-1])
        first[value] = row["_row"]


def _cell(label: str, line: int, column: Column, raw: str | None) -> Any:
    text = (raw or "").strip()
    if not text:
        if column.required:
            raise DataError(label, "is empty", row=line, field=column.name)
        return None
    try:
        return column.convert(text)
    except ValueError as err:
        raise DataError(label, str(err), row=line, field=column.name) from None


def _label(path: Path) -> str:
    parts = path.parts
    return "/".join(parts[parts.index("data"):]) if "data" in parts else str(path)
