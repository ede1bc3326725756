"""Serve one class from one process: Solara's Starlette app under uvicorn, every page a virtual
kernel of that process (about 12 MB a student, see ``shared/TOOLCHAIN.md``).

The server holds the class file's server lock for as long as it runs, so a second server on the
same file is refused instead of racing the first one's bots.
"""
from __future__ import annotations

import os
import socket
from pathlib import Path

from .live import CLASS_ENV
from .store import ClassStore

APP = "forestnb.classroom.pages"


def urls(store: ClassStore, host: str, port: int) -> dict[str, str]:
    """The addresses to give out: students' (they add their code) and the teacher's (with its key)."""
    shown = socket.gethostname() if host in ("0.0.0.0", "::") else host
    base = f"http://{shown}:{port}"
    return {"student": f"{base}/", "teacher": f"{base}/teacher?key={store.meta('teacher_key')}"}


def serve(path: str | os.PathLike[str], *, host: str = "127.0.0.1", port: int = 8765, announce=print) -> None:
    """Serve the class in ``path`` until stopped; ``announce`` gets the two addresses first."""
    store = ClassStore(path)
    with store.serving():
        os.environ[CLASS_ENV] = str(Path(path).resolve())
        os.environ["SOLARA_APP"] = APP
        import uvicorn

        addresses = urls(store, host, port)
        announce(f"Students open {addresses['student']} and type their join code "
                 f"(or open {addresses['student']}?code=CODE)")
        announce(f"Teacher page (keep the key to yourself): {addresses['teacher']}")
        uvicorn.run("solara.server.starlette:app", host=host, port=port, log_level="warning")
