"""The two kinds of mistake forestnb reports: a move the rules forbid, and a data file that is wrong.

Both are ``ValueError`` subclasses so callers that only know "bad input" can catch them alike,
and both carry enough structure (the rule, the file/row/field) for a board or a notebook to
show a precise message instead of a traceback. Both pickle (``__reduce__``), so one raised in a
worker process of a sweep reaches the caller as the same error it would be serially: an
exception pickles as its class and ``args``, and these take other arguments than their message.
"""

from __future__ import annotations

import math
import reprlib
from typing import Any


class IllegalActionError(ValueError):
    """An action the rules do not allow right now; the game it was applied to is unchanged."""

    def __init__(self, rule: str, detail: str) -> None:
        self.rule = rule
        self.detail = detail
        super().__init__(f"{rule}: {detail}")

    def __reduce__(self) -> tuple[type, tuple[str, str]]:
        return type(self), (self.rule, self.detail)


class DataError(ValueError):
    """A content file (card list, deck, table) that cannot be used as written."""

    def __init__(self, file: str, problem: str, *, row: int | None = None, field: str | None = None) -> None:
        self.file = file
        self.row = row
        self.field = field
        self.problem = problem
        where = file
        if row is not None:
            where += f", row {row}"
        if field is not None:
            where += f", field '{field}'"
        super().__init__(f"{where}: {problem}")

    def __reduce__(self) -> tuple[Any, ...]:
        return _data_error, (type(self), self.file, self.problem, self.row, self.field)


def _data_error(cls: type[DataError], file: str, problem: str, row: int | None, field: str | None) -> DataError:
    """Rebuild a pickled ``DataError``: its row and field are keyword-only, which pickle cannot pass."""
    return cls(file, problem, row=row, field=field)


EXCERPT_CHARS = 60
"""How much of a bad value an error message quotes: enough to recognise it, never the whole of a
50 MB name pasted into a save."""


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """``repr(value)`` cut to about ``limit`` characters, saying how long the whole is.

    Why: an error message echoes the bad value so a person can find it, but a value may be a
    megabyte of text, and an integer past Python's 4,300-digit limit cannot be printed at all."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        sign = "a negative" if value < 0 else "a"
        return f"{sign} number of about {int(value.bit_length() * math.log10(2)) + 1:,} digits"
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}... ({len(value):,} characters)"
    short = reprlib.Repr()
    short.maxstring = short.maxother = short.maxlong = limit
    text = short.repr(value)
    return text if len(text) <= 2 * limit else f"{text[: 2 * limit]}..."
