"""Serve one class from one process under uvicorn: the class's own front door (``gate``) answers
students with plain pages (``seatpage``: no kernel, a few kilobytes each, measured by
``benchmarks/classroom.py``), and passes the teacher's page to Solara.

The server reads the whole class file before it starts (``ClassStore.check``), so a damaged file
is refused with the problem named instead of failing in front of a class; and it holds the file's
server lock for as long as it runs, so a second server on the same file is refused instead of
racing the first one's bots.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

from .errors import ClassError
from .store import ClassStore

APP = "forestnb.classroom.pages"
CLASS_ENV = "FORESTNB_CLASS"
"""Tells the pages which class file they serve (set before Solara imports them)."""
STUDENT_URL_ENV = "FORESTNB_STUDENT_URL"
"""The address students open, as the server announced it."""
ANY_HOST = ("0.0.0.0", "::", "")
SHUTDOWN_SECONDS = 3
TIMER_TICK = 1.0
"""How often the server looks for moves the timer has run out on, in seconds."""
"""How long a stopping server waits for open requests (students' pages hold one for news)."""


def reachable_hosts(host: str) -> list[str]:
    """The addresses students' devices can type for a server listening on ``host``: for every
    interface (0.0.0.0), the machine's own network addresses (a school network's devices rarely
    resolve a machine's name); else the host itself."""
    if host not in ANY_HOST:
        return [host]
    try:
        import psutil
    except ImportError:
        return [socket.gethostname()]
    found = []
    for addresses in psutil.net_if_addrs().values():
        for address in addresses:
            if address.family == socket.AF_INET and not ipaddress.ip_address(address.address).is_loopback:
                found.append(address.address)
    return sorted(found) or ["127.0.0.1"]


def urls(store: ClassStore, host: str, port: int) -> dict[str, str]:
    """The addresses to give out: the students' (the first network address) and the teacher's
    (with its key)."""
    base = f"http://{reachable_hosts(host)[0]}:{port}"
    return {"student": f"{base}/", "teacher": f"{base}/teacher?key={store.meta('teacher_key')}"}


def check_port(port: object) -> int:
    if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
        raise ClassError(f"a port is a whole number from 1 to 65535, not {port!r}")
    return port


def serve(
    path: str | os.PathLike[str], *, host: str = "127.0.0.1", port: int = 8765, announce: Callable[[str], None] = print
) -> None:
    """Serve the class in ``path`` until stopped; ``announce`` gets the addresses and the class
    code first. Refuses a damaged class file, a port out of range or in use, before serving."""
    check_port(port)
    store = ClassStore(path)
    store.check()
    with store.serving():
        _check_free(host, port)
        addresses = urls(store, host, port)
        os.environ[CLASS_ENV] = str(Path(path).resolve())
        os.environ[STUDENT_URL_ENV] = addresses["student"]
        os.environ["SOLARA_APP"] = APP
        os.environ["SOLARA_THEME_SHOW_BANNER"] = "false"  # Solara's corner banner covers a phone's last button
        os.environ["SOLARA_THEME_TITLE"] = "Forest games"  # read when Solara is first imported, just below
        import uvicorn
        from solara.server.starlette import app as solara_app

        from .gate import ClassGate
        from .live import class_store

        announce(
            f"Students open {addresses['student']} and type the class code {store.class_code} and their first name"
        )
        for other in reachable_hosts(host)[1:]:
            announce(f"  (or http://{other}:{port}/ on another network of this machine)")
        announce(f"Teacher page (keep the key to yourself): {addresses['teacher']}")
        threading.Thread(target=_run_the_timer, args=(class_store(),), daemon=True).start()
        uvicorn.run(  # a page's held request for news would keep a stopping server waiting
            ClassGate(solara_app, class_store()),
            host=host,
            port=port,
            log_level="warning",
            timeout_graceful_shutdown=SHUTDOWN_SECONDS,
        )


def _run_the_timer(store: ClassStore) -> None:
    """Every second, the moves the round or turn timer has run out on (``ClassStore.force_overdue``);
    one that fails (a table's file locked a moment too long) is tried again the next second."""
    while True:
        time.sleep(TIMER_TICK)
        try:
            store.force_overdue()
        except (ClassError, sqlite3.Error):
            continue


def _check_free(host: str, port: int) -> None:
    """Refuse a port another program listens on, in words, before Solara starts."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host or "0.0.0.0", port))
        except OSError as err:
            raise ClassError(f"cannot listen on {host}:{port}: {err.strerror}; choose another --port") from None
