"""A served class for the class-mode browser tests (Chromium itself, ``browser``, comes from
``tests/conftest.py``)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from browsing import free_port, serve

CLI = [sys.executable, "-m", "forestnb.classroom.cli"]


@pytest.fixture
def served_class(tmp_path):
    """A new class served on 127.0.0.1: yields (class file, base URL, teacher URL)."""
    path = tmp_path / "class.sqlite"
    made = subprocess.run([*CLI, "new", str(path)], capture_output=True, text=True, timeout=60, check=True)
    key = re.search(r"Teacher key: (\S+)", made.stdout).group(1)
    port = free_port()
    command = [*CLI, "serve", str(path), "--host", "127.0.0.1", "--port", str(port)]
    with (tmp_path / "server.log").open("w") as log:
        for _ in serve(command, dict(os.environ), port, tmp_path, output=log):
            base = f"http://127.0.0.1:{port}"
            yield path, base, f"{base}/teacher?key={key}"
