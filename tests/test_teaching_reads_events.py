"""Teaching code watches the engine only through its events and stages: no walkthrough or what-if
patches a game's methods or reads the facts back out of log text with a pattern, so a reworded
line or a renamed method cannot quietly break a lesson. A plain scan of the source is enough."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "forestnb"
TEACHING = sorted([*PACKAGE.glob("*/walkthrough/*.py"), *PACKAGE.glob("*/whatif.py")])
FORBIDDEN = {
    "a regular expression": re.compile(r"^\s*import re\b|\bre\.(compile|match|search|findall|fullmatch|sub)\(", re.M),
    "patching an attribute away": re.compile(r"\bdelattr\("),
    "a game's method looked up by name": re.compile(r"getattr\(\s*(self\.)?game\b"),
    "a private method named in a string": re.compile(r"""["']_[a-z][a-z_]*["']"""),
    "a filter on log text": re.compile(r"""\bin line\b|\bline\.(startswith|endswith)\(|for line in [\w.]*\.log\b"""),
}


def test_the_scan_finds_every_teaching_module():
    assert len(TEACHING) >= 4 + 4 * 5


@pytest.mark.parametrize("path", TEACHING, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_teaching_module_patches_the_engine_or_parses_its_log(path):
    source = path.read_text(encoding="utf-8")
    found = [
        f"{what}: {match.group(0).strip()!r}"
        for what, pattern in FORBIDDEN.items()
        for match in pattern.finditer(source)
    ]
    assert not found, f"{path.name} should read game.events (filtered by rule id and data) instead: {found}"
