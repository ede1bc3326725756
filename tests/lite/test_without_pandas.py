"""forestnb's engines, boards and rules walkthroughs run in a Python that has neither pandas nor
numpy, as in the browser build (JupyterLite's Pyodide has no WebAssembly builds of them).

The proof is a real second virtual environment with only the board's libraries (ipywidgets,
plotly, anywidget, at the versions installed here) and this checkout on its path: an import of
pandas anywhere on the way fails there as it would in the browser. The environment is kept in
the lite build's cache, so only the first run installs it.
"""

from __future__ import annotations

import json
import os
import subprocess
from importlib.metadata import version
from pathlib import Path

import pytest

from forestnb.lite.toolchain import cached_venv

ROOT = Path(__file__).resolve().parents[2]
BOARD_LIBRARIES = sorted(f"{name}=={version(name)}" for name in ("ipywidgets", "plotly", "anywidget"))


def environment_without_pandas() -> Path:
    """A virtual environment with the board's libraries and no pandas or numpy; its Python."""
    return cached_venv("venv-without-pandas", BOARD_LIBRARIES)


@pytest.fixture(scope="module")
def report() -> dict[str, list[str]]:
    python = environment_without_pandas()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "FORESTNB_QUICK": "1"}
    done = subprocess.run(
        [str(python), str(Path(__file__).with_name("without_pandas.py"))],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_second_environment_really_has_no_pandas_or_numpy():
    python = environment_without_pandas()
    for module in ("pandas", "numpy"):
        found = subprocess.run([str(python), "-c", f"import {module}"], capture_output=True, text=True)
        assert found.returncode != 0 and "ModuleNotFoundError" in found.stderr, f"{module} is importable there"


def test_every_engine_plays_a_bot_game_that_replays_from_its_save(report):
    assert report["engines"] == []


def test_every_board_is_built_and_played_by_clicks(report):
    assert report["boards"] == []


def test_every_play_notebook_runs(report):
    assert report["play notebooks"] == []


def test_every_rules_walkthrough_runs(report):
    assert report["walkthroughs"] == []


def test_nothing_imported_pandas_or_numpy_on_the_way(report):
    assert report["imported"] == []
