"""A real browser (Debian's Chromium, driven by Playwright) against real JupyterLab and Voila servers.

Every server listens on 127.0.0.1 on a free port, with its own token and its own temporary
home, so a test run never touches the user's Jupyter settings. A missing Chromium fails the
run instead of skipping it: a board nobody has looked at in a browser is not known to work.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


def chromium_path() -> str:
    path = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        pytest.fail("Chromium is needed for the browser tests: install Debian's package (apt-get install -y chromium)")
    return path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early with code {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.25)
    raise TimeoutError(f"nothing listened on port {port} within {seconds} s")


@pytest.fixture(scope="session")
def jupyter_env(tmp_path_factory) -> dict[str, str]:
    """Environment for the servers: a private home and settings with JupyterLab's news turned off."""
    home = tmp_path_factory.mktemp("jupyter-home")
    settings = home / "lab-settings"
    notice = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notice.parent.mkdir(parents=True)
    notice.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    return {
        **os.environ, "HOME": str(home), "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"), "IPYTHONDIR": str(home / "ipython"),
        "JUPYTERLAB_SETTINGS_DIR": str(settings), "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "FORESTNB_QUICK": "1",
    }


@pytest.fixture(scope="session")
def served_root(tmp_path_factory) -> Path:
    """A copy of the notebooks for the servers: JupyterLab saves what it runs, and a test run must
    not rewrite the repository's notebooks."""
    root = tmp_path_factory.mktemp("served")
    shutil.copytree(ROOT / "notebooks", root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return root


def serve(command: list[str], env: dict[str, str], port: int, cwd: Path):
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port, process)
        yield
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def jupyterlab(jupyter_env, served_root):
    """A JupyterLab server for the whole session; yields the URL prefix that opens a notebook."""
    port, token = free_port(), secrets.token_hex(16)
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
               f"--ServerApp.token={token}", f"--ServerApp.root_dir={served_root}"]
    opened = iter(range(1_000_000))
    for _ in serve(command, jupyter_env, port, served_root):
        # a fresh, reset workspace per page, so no test sees notebooks an earlier one opened
        yield lambda notebook: f"http://127.0.0.1:{port}/lab/workspaces/test{next(opened)}/tree/{notebook}?reset&token={token}"


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


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1600, "height": 1400})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    yield page
    context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
