"""Every refusal of class mode: a ``ClassError`` whose message is one line for a person.

The pages show the message as it is and the command line prints it after ``forestnb-class:``,
so a message names what was wrong (the code, the name, the table, the file and row) and what to do,
quotes at most a short excerpt of what was typed (``core.errors.excerpt``), and never carries a
traceback.
"""

from __future__ import annotations


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


class PausedError(ClassError):
    """The teacher has paused every table: no move or pick is taken until they resume."""
