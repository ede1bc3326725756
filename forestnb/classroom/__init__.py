"""Class mode: a whole class plays at networked tables from one server, any of the four games.

``store`` holds a class in one SQLite file (tables, seats, action logs, polls); ``server``
serves the student and teacher pages with Solara (``seatview`` and ``tableviews`` decide what a
seat's page shows); ``debrief`` draws Humbaba's reveal and debrief charts from a class file, in
the teacher page and in a notebook alike.
"""
from .store import (
    ClassError, ClassFileError, ClassStore, ServerRunningError, StaleActionError, TableFullError,
    UnknownCodeError, WrongKeyError,
)

__all__ = [
    "ClassError", "ClassFileError", "ClassStore", "ServerRunningError", "StaleActionError", "TableFullError",
    "UnknownCodeError", "WrongKeyError",
]
