"""Serving a built site from this machine, to try it or to test it: any static host does the same
job, as long as it sends WebAssembly and JavaScript modules with their proper types."""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json"}


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: a page load is hundreds of requests."""


def start(folder: Path, port: int = 0, host: str = "127.0.0.1") -> ThreadingHTTPServer:
    """Serve ``folder`` on ``host``:``port`` (0: any free port) from a background thread; the
    caller stops it with ``shutdown()``."""
    if not (folder / "jupyter-lite.json").exists():
        raise FileNotFoundError(
            f"{folder} is not a built site (no jupyter-lite.json): run python -m forestnb.lite build {folder}"
        )
    server = ThreadingHTTPServer((host, port), functools.partial(SiteHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True, name="forestnb-lite-site").start()
    return server
