"""Fetching what the site is made of, once: Pyodide's core from npm, wheels from PyPI, and
forestnb's own wheel from this checkout.

Everything lands in a cache folder (``~/.cache/forestnb-lite`` unless ``FORESTNB_LITE_CACHE``
says otherwise) so a second build downloads nothing; forestnb's wheel is rebuilt every time, as
the code it carries may have changed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

PYODIDE_VERSION = "314.0.6"
PYODIDE_PYTHON = "3.14"


CHECKOUT = Path(__file__).resolve().parents[2]
"""The forestnb checkout the site is built from (its notebooks and its own wheel)."""


class StepFailed(RuntimeError):
    """A step of the build (a download, an install, the site's build) failed; the message names
    it and what its tool said."""


def cache_dir() -> Path:
    folder = Path(os.environ.get("FORESTNB_LITE_CACHE") or Path.home() / ".cache" / "forestnb-lite")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def run(command: list[str], what: str, *, cwd: Path | None = None, timeout: float | None = None) -> None:
    """Run one step of the build, or raise ``StepFailed`` with the end of what the tool printed."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        said = "\n".join(part.strip()[-3000:] for part in (done.stdout, done.stderr) if part.strip())
        raise StepFailed(f"{what} failed ({' '.join(command)}):\n{said}")


def pyodide_core(into: Path) -> None:
    """Unpack the npm package ``pyodide`` (Pyodide's core files and its lock) into ``into``."""
    folder = cache_dir() / "npm"
    folder.mkdir(exist_ok=True)
    archive = folder / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not archive.exists():
        if shutil.which("npm") is None:
            raise StepFailed("npm is needed to fetch Pyodide's core (the npm package pyodide); install Node.js")
        run(
            ["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], f"npm pack pyodide@{PYODIDE_VERSION}", cwd=folder
        )
    into.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and "/" not in name and not name.endswith(".map"):
                (into / name).write_bytes(tar.extractfile(member).read())


def wheel(name: str, version: str) -> Path:
    """The pure-Python wheel of ``name`` at ``version`` for Pyodide's Python, from PyPI (cached)."""
    folder = cache_dir() / "wheels"
    folder.mkdir(exist_ok=True)
    found = _cached_wheel(folder, name, version)
    if found is None:
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--disable-pip-version-check",
                "--no-deps",
                "--only-binary=:all:",
                "--python-version",
                PYODIDE_PYTHON,
                "--platform",
                "any",
                "--dest",
                str(folder),
                f"{name}=={version}",
            ],
            f"downloading {name} {version} from PyPI",
        )
        found = _cached_wheel(folder, name, version)
    if found is None:
        raise StepFailed(f"pip downloaded no pure-Python wheel of {name} {version}")
    return found


def _cached_wheel(folder: Path, name: str, version: str) -> Path | None:
    wanted = canonicalize_name(name)
    for path in folder.glob("*.whl"):
        wheel_name, wheel_version, *_ = parse_wheel_filename(path.name)
        if wheel_name == wanted and str(wheel_version) == version:
            return path
    return None


def project_wheel(python: Path, into: Path) -> Path:
    """forestnb's own wheel, built from this checkout by ``python`` (which has hatchling), its data
    tables inside as ``forestnb/data``."""
    root = CHECKOUT
    if not (root / "pyproject.toml").exists():
        raise StepFailed(f"the site is built from a checkout of forestnb: no pyproject.toml in {root}")
    into.mkdir(parents=True, exist_ok=True)
    run(
        [
            str(python),
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(into),
            str(root),
        ],
        "building forestnb's wheel",
    )
    return next(into.glob("forestnb-*.whl"))
