"""Class mode: a whole class plays at networked tables from one server, any registered game.

``store`` holds a class in one SQLite file (tables, seats, students, action logs, polls);
``seating`` says how a device comes to own a seat; ``gate`` is the server's own front door (the
join page, the seat's cookie, pages that come back after a restart) before Solara's pages
(``student``, ``teacher``; ``seatview`` decides what a seat's page shows, drawn by each game's face);
``poll_chart`` draws a poll's answers and ``debrief`` exports every game. Class mode names no game: what a game
shows at a table is its face (``core.face``), and its reveal and debrief its ``classlesson``.
"""

from .errors import (
    ClassError,
    ClassFileError,
    IllegalMoveError,
    NoSeatError,
    PausedError,
    SeatTakenError,
    ServerRunningError,
    StaleActionError,
    TableFullError,
    WrongClassCodeError,
    WrongKeyError,
)
from .store import ClassStore

__all__ = [
    "ClassError",
    "ClassFileError",
    "ClassStore",
    "IllegalMoveError",
    "NoSeatError",
    "PausedError",
    "SeatTakenError",
    "ServerRunningError",
    "StaleActionError",
    "TableFullError",
    "WrongClassCodeError",
    "WrongKeyError",
]
