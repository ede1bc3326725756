"""What every browser test needs, whichever server it drives (JupyterLab, Voila, the class server,
a JupyterLite site): where Chromium is, free ports, a server process started and stopped around a
test, running a notebook in JupyterLab, and playing a board by clicks.

The ``browser`` and ``artifacts`` fixtures built on these live in ``tests/conftest.py``, so a run
of the whole suite opens one Chromium for every folder of browser tests.
"""

from __future__ import annotations

import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
PROJECTOR = {"width": 1366, "height": 768}
"""A school projector's or laptop's screen, the size every page must fit."""
PHONE = {"width": 390, "height": 844}
"""A student's phone held upright, the narrowest screen a picture must fit."""
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
SLOW = 180_000  # ms: a notebook server's first page, or a kernel starting, on a busy machine


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
    if not Path(path).exists():
        pytest.fail(
            "Chromium is needed for the browser tests: `bash tests/run` installs it, or apt-get install -y chromium"
        )
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


def serve(
    command: list[str], env: dict[str, str], port: int, cwd: Path, output: int | IO[str] = subprocess.DEVNULL
) -> Iterator[None]:
    """Run a server until the generator is closed: it yields once the server listens on ``port``."""
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        wait_for_port(port, process)
        yield
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


def play_a_turn(page: Page, shot: Path) -> None:
    """Click a legal move as a person would, check the board moved on, then auto-play to the end.

    Every board keeps the same small contract: ``forestnb-board`` around it, a plotly chart, a
    ``forestnb-log``, move buttons marked ``forestnb-play``, and ``forestnb-auto`` that plays to
    the end and is then disabled. A board that stops to preview a resolution (Humbaba's harvest)
    shows ``forestnb-resolve``.
    """
    from playwright.sync_api import expect

    board = page.locator(".forestnb-board").first
    expect(board).to_be_visible(timeout=SLOW)
    expect(board.locator(".js-plotly-plot")).to_have_count(1, timeout=60_000)
    log = board.locator(".forestnb-log")
    log_before = log.inner_text()
    status_before = board.locator(".forestnb-status").inner_text()
    board.locator("button.forestnb-play:enabled, .forestnb-play button:enabled").first.click()
    expect(log).not_to_have_text(log_before, timeout=30_000)
    resolve = board.locator(".forestnb-resolve")
    if resolve.is_visible():
        log_before = log.inner_text()
        resolve.click()
        expect(log).not_to_have_text(log_before, timeout=30_000)
    auto = board.locator(".forestnb-auto")
    auto.click()
    expect(auto).to_be_disabled(timeout=60_000)
    assert board.locator(".forestnb-status").inner_text() != status_before, "the status tells the game is over"
    expect(
        board.locator(".js-plotly-plot .scatterlayer .trace, .js-plotly-plot .barlayer .trace").first
    ).to_be_visible()
    board.screenshot(path=str(shot))
    assert not page.errors, page.errors


def run_all_in_jupyterlab(page: Page, url: str, kernel: str = "Python 3 (ipykernel)") -> None:
    """Open a notebook in JupyterLab (or JupyterLite, whose kernel is "Python (Pyodide)"), wait
    for its kernel, and Run All from the menu."""
    from playwright.sync_api import expect

    page.goto(url, timeout=SLOW)
    expect(page.locator(".jp-NotebookPanel")).to_be_visible(timeout=SLOW)
    expect(page.get_by_text(re.compile(rf"{re.escape(kernel)} \| Idle"))).to_be_visible(timeout=SLOW)
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()


def wait_until_every_cell_ran(page: Page) -> None:
    """A cell has run when its prompt shows [n]; the kernel indicator is not reliable."""
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')];
            return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
        }""",
        timeout=SLOW,
    )
