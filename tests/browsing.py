"""What every browser test needs, whichever server it drives (JupyterLab, Voila, the class server):
where Chromium is, free ports, and a server process started and stopped around a test.

The ``browser`` and ``artifacts`` fixtures built on these live in ``tests/conftest.py``, so a run
of the whole suite opens one Chromium for every folder of browser tests.
"""
from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path
from typing import IO, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
    if not Path(path).exists():
        pytest.fail("Chromium is needed for the browser tests: `bash tests/run` installs it, or apt-get install -y chromium")
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


def serve(command: list[str], env: dict[str, str], port: int, cwd: Path,
          output: int | IO[str] = subprocess.DEVNULL) -> Iterator[None]:
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
