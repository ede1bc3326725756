"""Class mode: a whole class plays at networked tables from one server, any registered game.

``store`` holds a class in one SQLite file (tables, seats, students, action logs, polls);
``seating`` says how a device comes to own a seat; ``gate`` is the server's own front door: the
join page, the seat's cookie and the student's plain page (``seatpage``, drawn from what
``seatview`` decides a seat may see, through each game's face), before Solara's ``teacher`` page;
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
