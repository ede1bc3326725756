"""Rewriting Pyodide's lock file so it names exactly the wheels the site carries.

npm's ``pyodide`` has the lock of every package Pyodide builds but none of their files. The site
ships a few pure-Python wheels from PyPI instead; their hashes differ from Pyodide's rebuilds, so
each entry takes the hash of the file beside it. Entries for files the site lacks (numpy, pandas
and the rest) are dropped, so asking for one fails at once with "no such package" instead of
fetching a file that is not there.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

# Pyodide's Python, for reading which requirements apply there
BROWSER_ENVIRONMENT = {
    **default_environment(),
    "python_version": "3.14",
    "python_full_version": "3.14.2",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "extra": "",
}


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """A wheel's name, version, the requirements that apply in the browser, and its top-level imports."""
    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
        meta_name = next(n for n in names if re.fullmatch(r"[^/]+\.dist-info/METADATA", n))
        meta = Parser().parsestr(whl.read(meta_name).decode())
    requires = []
    for line in meta.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(BROWSER_ENVIRONMENT):
            requires.append(canonicalize_name(requirement.name))
    tops = sorted(
        {
            n.split("/")[0].removesuffix(".py")
            for n in names
            if not n.split("/")[0].endswith((".dist-info", ".data")) and (n.endswith(".py") or "/" in n)
        }
    )
    return meta["Name"], meta["Version"], requires, tops


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def rewrite(lock: dict[str, Any], wheels: list[Path]) -> dict[str, Any]:
    """The lock with one entry per wheel (its own hash and file name) and no other packages.

    A wheel already in the lock keeps its entry's dependencies; a new one depends on those of its
    requirements the site carries (forestnb's pandas is not among them: the browser never loads it).
    """
    known = {canonicalize_name(name): entry for name, entry in lock["packages"].items()}
    read = {path: wheel_metadata(path) for path in wheels}
    shipped = {canonicalize_name(name) for name, *_ in read.values()}
    packages = {}
    for path, (name, version, requires, tops) in read.items():
        key = canonicalize_name(name)
        entry = dict(
            known.get(key)
            or {
                "name": name,
                "imports": tops,
                "install_dir": "site",
                "package_type": "package",
                "unvendored_tests": False,
                "depends": [r for r in requires if r in shipped],
            }
        )
        missing = [d for d in entry["depends"] if canonicalize_name(d) not in shipped]
        if missing:
            raise ValueError(f"{name} needs {', '.join(missing)}, which the site does not carry")
        entry.update(file_name=path.name, version=version, sha256=sha256(path))
        packages[key] = entry
    return {**lock, "packages": dict(sorted(packages.items()))}
