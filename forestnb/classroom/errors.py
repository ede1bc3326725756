"""Every refusal of class mode: a ``ClassError`` whose message is one line for a person.

The pages show the message as it is and the command line prints it after ``forestnb-class:``,
so a message names what was wrong (the code, the name, the table, the file and row) and what to do,
quotes at most a short excerpt of what was typed, and never carries a traceback.
"""
from __future__ import annotations

EXCERPT = 24  # characters of a person's input quoted back in a message


class ClassError(ValueError):
    """Something a person asked for that the class cannot do; the message says why."""


class ClassFileError(ClassError):
    """The class file cannot be used: missing, not a class store, damaged, or locked."""


class WrongKeyError(ClassError):
    """The teacher key does not match this class."""


class WrongClassCodeError(ClassError):
    """The class code typed on the join page is not this class's."""


class NoSeatError(ClassError):
    """This device holds no seat of the class (never joined, freed or removed by the teacher)."""


class SeatTakenError(ClassError):
    """The seat asked for belongs to another device; the teacher sees the attempt."""


class TableFullError(ClassError):
    """No free seat where the student asked to sit."""


class StaleActionError(ClassError):
    """The click was made on a page showing a state of the table that has moved on."""


class IllegalMoveError(ClassError):
    """The move is not one the rules allow now (the engine's refusal, in its words)."""


class ServerRunningError(ClassError):
    """Another server already serves this class file."""


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """A short, printable quotation of ``value`` for a message: never more than ``limit``
    characters of it, so a pasted essay or a megabyte of junk is not echoed back."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"a whole number of about {int(value.bit_length() * 0.30103):,} digits"  # too long to have a repr
    text = value if isinstance(value, str) else repr(value)
    text = "".join(ch if ch.isprintable() else "?" for ch in text[: limit + 1])
    shown = text[:limit] + "…" if len(text) > limit else text
    return repr(shown) if isinstance(value, str) else shown  # a typed text in quotes, a value as Python shows it

