"""A real browser (Debian's Chromium, driven by Playwright) against real JupyterLab and Voila servers.

Every server listens on 127.0.0.1 on a free port, with its own token and its own temporary
home, so a test run never touches the user's Jupyter settings. Chromium itself (``browser``) and
the screenshot folder (``artifacts``) come from ``tests/conftest.py``.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import sys
from pathlib import Path

import pytest
from browsing import PHONE, PROJECTOR, ROOT, free_port, serve


@pytest.fixture(scope="session")
def jupyter_env(tmp_path_factory) -> dict[str, str]:
    """Environment for the servers: a private home and settings with JupyterLab's news turned off."""
    home = tmp_path_factory.mktemp("jupyter-home")
    settings = home / "lab-settings"
    notice = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notice.parent.mkdir(parents=True)
    notice.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    # every cell drawn, off the screen too, so a page's text is the whole notebook's (tests/browser/answers.py)
    drawing = settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    drawing.parent.mkdir(parents=True)
    drawing.write_text(json.dumps({"windowingMode": "none"}))
    return {
        **os.environ,
        "HOME": str(home),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
        "JUPYTERLAB_SETTINGS_DIR": str(settings),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "FORESTNB_QUICK": "1",
    }


@pytest.fixture(scope="session")
def served_root(tmp_path_factory) -> Path:
    """A copy of the notebooks for the servers: JupyterLab saves what it runs, and a test run must
    not rewrite the repository's notebooks."""
    root = tmp_path_factory.mktemp("served")
    shutil.copytree(ROOT / "notebooks", root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return root


@pytest.fixture(scope="session")
def jupyterlab(jupyter_env, served_root):
    """A JupyterLab server for the whole session; yields the URL prefix that opens a notebook."""
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "jupyter",
        "lab",
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        f"--ServerApp.token={token}",
        f"--ServerApp.root_dir={served_root}",
    ]
    opened = iter(range(1_000_000))
    for _ in serve(command, jupyter_env, port, served_root):
        # a fresh, reset workspace per page, so no test sees notebooks an earlier one opened
        yield (
            lambda notebook: (
                f"http://127.0.0.1:{port}/lab/workspaces/test{next(opened)}/tree/{notebook}?reset&token={token}"
            )
        )


@pytest.fixture
def voila(jupyter_env, served_root):
    """Start Voila on one notebook; returns its URL. The server stops when the test ends."""
    servers = []

    def start(notebook: str) -> str:
        port = free_port()
        command = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", notebook]
        running = serve(command, jupyter_env, port, served_root)
        next(running)
        servers.append(running)
        return f"http://127.0.0.1:{port}/"

    yield start
    for running in servers:
        next(running, None)


def open_page(browser, viewport: dict[str, int]):
    """A fresh page of ``viewport``'s size that keeps its page errors (``page.errors``), closed after."""
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    yield page
    context.close()


@pytest.fixture
def page(browser):
    yield from open_page(browser, {"width": 1600, "height": 1400})


@pytest.fixture
def projector(browser):
    yield from open_page(browser, PROJECTOR)


@pytest.fixture
def phone(browser):
    yield from open_page(browser, PHONE)
