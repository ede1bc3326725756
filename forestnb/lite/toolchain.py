"""The environment the site is built in: a virtual environment of its own, in the lite cache.

The build tools stay out of the environment forestnb runs in on purpose: installing
jupyterlite-pyodide-kernel puts its front end among JupyterLab's extensions, where it fails to
load ("Shared module @jupyterlite/services doesn't exist") on every JupyterLab page. The front
ends the site carries (the widget manager, anywidget) are installed here at the versions of the
environment running the build, so they match the wheels the browser loads.
"""

from __future__ import annotations

import venv
from importlib.metadata import version
from pathlib import Path

from .downloads import cache_dir, run

JUPYTERLITE = "0.8.6"  # expects Pyodide 314.0.6 (downloads.PYODIDE_VERSION)
FRONT_ENDS = ("ipywidgets", "jupyterlab-widgets", "anywidget")


def cached_venv(name: str, requirements: list[str]) -> Path:
    """The Python of a virtual environment ``name`` in the lite cache holding exactly
    ``requirements``; made (or remade, when they change) on first use."""
    folder = cache_dir() / name
    python, stamp = folder / "bin" / "python", folder / "forestnb-requirements.txt"
    wanted = "\n".join(sorted(requirements))
    if not (python.exists() and stamp.exists() and stamp.read_text() == wanted):
        venv.create(folder, clear=True, with_pip=True)
        run(
            [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements],
            f"installing {', '.join(requirements)} into {folder}",
            timeout=900,
        )
        stamp.write_text(wanted)
    return python


def build_python() -> Path:
    """The Python that runs ``jupyter lite build`` (and builds forestnb's wheel, with hatchling)."""
    pinned = [f"{name}=={version(name)}" for name in FRONT_ENDS]
    return cached_venv(
        "build-env",
        [
            f"jupyterlite-core=={JUPYTERLITE}",
            f"jupyterlite-pyodide-kernel=={JUPYTERLITE}",
            "jupyter-server",
            "jupyterlab-server",
            "hatchling>=1.21",
            *pinned,
        ],
    )
