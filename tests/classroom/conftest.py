"""Fixtures for class mode: the browser fixtures of ``tests/browser`` (loaded from that conftest
by path, since two conftest modules cannot import each other by name), and a served class."""
from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("browser_conftest", Path(__file__).parents[1] / "browser" / "conftest.py")
browser_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(browser_conftest)
browser = browser_conftest.browser
artifacts = browser_conftest.artifacts
free_port = browser_conftest.free_port
wait_for_port = browser_conftest.wait_for_port


def forestnb_class(*args: str, output=subprocess.PIPE) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "forestnb.classroom.cli", *args], stdout=output,
                            stderr=subprocess.STDOUT, text=True)


@pytest.fixture
def served_class(tmp_path):
    """A new class served on 127.0.0.1: yields (class file, base URL, teacher URL)."""
    path = tmp_path / "class.sqlite"
    made = forestnb_class("new", str(path))
    output = made.communicate(timeout=60)[0]
    key = re.search(r"Teacher key: (\S+)", output).group(1)
    port = free_port()
    log = (tmp_path / "server.log").open("w")
    server = forestnb_class("serve", str(path), "--host", "127.0.0.1", "--port", str(port), output=log)
    try:
        wait_for_port(port, server)
        base = f"http://127.0.0.1:{port}"
        yield path, base, f"{base}/teacher?key={key}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
