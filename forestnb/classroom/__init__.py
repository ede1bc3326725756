"""Class mode: a whole class plays at networked tables from one server, any of the four games.

``store`` holds a class in one SQLite file (tables, seats, students, action logs, polls);
``seating`` says how a device comes to own a seat; ``gate`` is the server's own front door (the
join page, the seat's cookie, pages that come back after a restart) before Solara's pages
(``student``, ``teacher``; ``seatview`` and ``tableviews`` decide what a seat's page shows);
``debrief`` draws Humbaba's reveal and debrief charts from a class file, in the teacher page and
in a notebook alike.
"""
from .errors import (
    ClassError, ClassFileError, IllegalMoveError, NoSeatError, SeatTakenError, ServerRunningError, StaleActionError,
    TableFullError, WrongClassCodeError, WrongKeyError,
)
from .store import ClassStore

__all__ = [
    "ClassError", "ClassFileError", "ClassStore", "IllegalMoveError", "NoSeatError", "SeatTakenError", "ServerRunningError",
    "StaleActionError", "TableFullError", "WrongClassCodeError", "WrongKeyError",
]
