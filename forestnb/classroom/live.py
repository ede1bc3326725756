"""What the teacher page (and the gate) share: the served class, the address's query, and the
polling that keeps a page within a second of its table.

The server is told which class to serve through the ``FORESTNB_CLASS`` environment variable
(``server.serve`` sets it before Solara imports the pages), and the address students open
through ``FORESTNB_STUDENT_URL``.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable
from typing import TypeVar
from urllib.parse import parse_qs

import solara
import solara.lab

from .server import CLASS_ENV, STUDENT_URL_ENV
from .store import ClassStore

POLL_SECONDS = 2.0  # writes from this server wake its pages at once; this catches writes from elsewhere
T = TypeVar("T")


CHANGED = threading.Condition()
_writes = [0]
"""How many writes this server has made to the class: a page reads again whenever it grows, so a
write made while the page was busy reading is not missed (a bare notify would be)."""


def _wake_pages() -> None:
    with CHANGED:
        _writes[0] += 1
        CHANGED.notify_all()


@functools.cache
def class_store() -> ClassStore:
    """The served class (one store object for every page of the server); its writes wake
    every page's poller at once."""
    store = ClassStore(os.environ[CLASS_ENV])
    store.listeners.append(_wake_pages)
    return store


def student_address() -> str:
    """The address students open, as the server announced it."""
    return os.environ.get(STUDENT_URL_ENV, "")


def query(name: str) -> str:
    """One query parameter of the page's address (empty when absent)."""
    search = solara.use_router().search or ""
    return parse_qs(search).get(name, [""])[0]


def use_polled(read: Callable[[], T], key: object = None) -> T:
    """``read()``, read again on a background thread whenever this server writes to the class
    (and every ``POLL_SECONDS`` anyway, for writes from elsewhere); the page re-renders only when
    the value changes, so an idle class costs one small query per page per poll."""
    first = solara.use_memo(read, [key])
    value, set_value = solara.use_state(first, key=f"polled-{key}")

    def watch(cancel: threading.Event) -> None:
        last, seen = first, _writes[0]
        while not cancel.is_set():
            with CHANGED:
                CHANGED.wait_for(lambda: _writes[0] != seen, POLL_SECONDS)
                seen = _writes[0]
            current = read()
            if current != last:
                last = current
                set_value(current)

    solara.use_thread(watch, dependencies=[key], intrusive_cancel=False)  # a tracing guard would slow every read
    return value
