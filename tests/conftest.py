"""Options shared by the whole suite, the one Chromium every browser test uses, and a closing
table of how long each group of tests took."""

import os
from collections import defaultdict
from pathlib import Path

import pytest
from browsing import ARTIFACTS, CHROMIUM_ARGS, chromium_path

from forestnb.core.match import QUICK_ENV


def pytest_configure(config):
    # Sweeps inside tests run small, as in the notebooks (see notebooks/conftest.py).
    os.environ.setdefault(QUICK_ENV, "1")


def pytest_addoption(parser):
    parser.addoption(
        "--playouts",
        type=int,
        default=None,
        help="random playouts per game in the conformance suite (default 1,000; 10,000 with -m slow)",
    )


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, driven by Playwright. A missing Chromium fails the run instead of
    skipping it: a board nobody has looked at in a browser is not known to work."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def group_of(nodeid: str) -> str:
    """A test's group is its folder (tests/humbaba, tests/browser, notebooks/forest, ...), so the
    table says where the time of a run goes: which part to shrink when CI grows slow."""
    path = nodeid.split("::", 1)[0]
    folder = path.rsplit("/", 1)[0] if "/" in path else "."
    return folder if folder.count("/") < 2 else "/".join(folder.split("/")[:2])


def pytest_terminal_summary(terminalreporter):
    seconds: dict[str, float] = defaultdict(float)
    tests: dict[str, int] = defaultdict(int)
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) not in ("setup", "call", "teardown"):
                continue
            group = group_of(report.nodeid)
            seconds[group] += report.duration
            tests[group] += report.when == "call"
    if not seconds:
        return
    terminalreporter.section("time per test group")
    for group in sorted(seconds, key=seconds.get, reverse=True):
        terminalreporter.write_line(f"{seconds[group]:8.1f} s  {tests[group]:5d} tests  {group}")
