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
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import DataError, excerpt

CELL_LIMIT = 128 * 1024  # Python's csv module refuses a longer cell (csv.field_size_limit)
_WHOLE = re.compile(r"[+-]?[0-9]{1,18}")


def data_dir() -> Path:
    """``forestnb/data`` in an installed wheel, else the checkout's top-level ``data/``."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "data", package.parent / "data"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"forestnb's data folder is missing (looked in {package / 'data'} and {package.parent / 'data'})"
    )


@dataclass(frozen=True)
class Column:
    """One CSV column: how to convert a cell, and whether it may be empty."""

    name: str
    convert: Callable[[str], Any] = str
    required: bool = True


def digits(text: str) -> bool:
    """Whether ``text`` is a whole number written with the digits 0 to 9 alone.

    Why not ``str.isdigit`` or ``int``: both take '٣' and '３' for 3, and ``int`` takes '1_8' for 18,
    so a slip in a spreadsheet would load as a number nobody wrote."""
    return _WHOLE.fullmatch(text) is not None and text[0] not in "+-"


def whole_number(text: str) -> int:
    """``text`` as an int when it is written with an optional sign and the digits 0 to 9 (``digits``)."""
    if _WHOLE.fullmatch(text) is None:
        raise ValueError(f"expected a whole number, got {excerpt(text)} (write it with the digits 0-9 alone)")
    return int(text)


def integer(low: int, high: int) -> Callable[[str], int]:
    def convert(text: str) -> int:
        value = whole_number(text)
        if not low <= value <= high:
            raise ValueError(f"{value} is out of range {low}..{high}")
        return value

    return convert


def one_of(*choices: str) -> Callable[[str], str]:
    def convert(text: str) -> str:
        if text not in choices:
            raise ValueError(f"{excerpt(text)} is not one of: {', '.join(choices)}")
        return text

    return convert


def read_table(path: Path, columns: list[Column], *, key: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Rows of a CSV file as dicts of converted values, each with its file row number as ``_row``.

    ``key`` names the column(s) that tell rows apart (a card list's names): a row repeating an
    earlier row's key is refused here, for every table alike, because a row pasted twice in a
    spreadsheet is an easy slip and would otherwise count a card twice or silently replace one.
    A table without a key (a card's effects, one per row) refuses a row equal to an earlier one
    in every column, for the same reason."""
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
    for record in _records(reader, label):
        if None in record:
            raise DataError(
                label, f"has more cells than the {len(header)} columns (an unquoted comma?)", row=reader.line_num
            )
        row: dict[str, Any] = {"_row": reader.line_num}
        for column in columns:
            row[column.name] = _cell(label, reader.line_num, column, record.get(column.name))
        rows.append(row)
    if not rows:
        raise DataError(label, "has no rows")
    _check_unique(label, rows, key)
    return rows


def _records(reader: csv.DictReader, label: str) -> Iterator[dict[str, Any]]:
    """The reader's rows, with the csv module's own refusals (a cell longer than ``CELL_LIMIT``, a
    stray NUL byte) turned into a DataError naming the file and row."""
    while True:
        try:
            record = next(reader)
        except StopIteration:
            return
        except csv.Error as err:
            problem = str(err)
            if "field larger than field limit" in problem:
                problem = f"has a cell longer than {CELL_LIMIT // 1024} KiB (an unclosed quote?)"
            raise DataError(label, problem, row=reader.line_num) from None
        yield record


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
        problem = (
            f"is not UTF-8 text (byte 0x{raw[err.start]:02X} cannot be read; "
            "from a spreadsheet, save it as 'CSV UTF-8')"
        )
        raise DataError(label, problem, row=line) from None


def _check_unique(label: str, rows: list[dict[str, Any]], key: tuple[str, ...]) -> None:
    """No two rows share a ``key``; the second one is named, with where the first is. Without a
    key, no row repeats an earlier one in every column."""
    first: dict[tuple[Any, ...], int] = {}
    for row in rows:
        value = tuple(row[name] for name in key) if key else tuple(v for k, v in row.items() if k != "_row")
        if value in first and not key:
            raise DataError(label, f"repeats row {first[value]} exactly (a row pasted twice?)", row=row["_row"])
        if value in first:
            within = "".join(f" for {name} {excerpt(row[name])}" for name in key[:-1])
            problem = f"{excerpt(row[key[-1]])} appears twice{within} (first in row {first[value]})"
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
    return "/".join(parts[parts.index("data") :]) if "data" in parts else str(path)
