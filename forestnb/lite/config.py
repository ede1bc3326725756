"""The JupyterLite configuration of the site: which front-end extensions it carries, and what
the Pyodide kernel loads before the first cell runs.

Only the three front ends a board needs go in (the widget manager, anywidget for forestnb's
charts, the Pyodide kernel), not every JupyterLab extension of the building environment. The
kernel preloads forestnb and its widgets from the site's own wheels and never falls back to
PyPI, so a running site makes no request beyond its own host.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
FRONT_ENDS = ("@jupyter-widgets/jupyterlab-manager", "anywidget", "@jupyterlite/pyodide-kernel-extension")
# What the kernel imports to start (the kernel skips installing any of these it finds preloaded),
# then what a board imports
PRELOAD = (
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
    "ipywidgets",
    "anywidget",
    "plotly",
    "forestnb",
)


def labextension(prefix: Path, name: str) -> Path:
    """Where the build environment at ``prefix`` keeps a front end (installed with its PyPI package)."""
    folder = prefix / "share" / "jupyter" / "labextensions" / name
    if not (folder / "package.json").exists():
        raise FileNotFoundError(f"the front end {name} is missing from the build environment {prefix}")
    return folder


def kernel_wheels(prefix: Path) -> list[Path]:
    """The Pyodide kernel's own wheels (ipykernel, piplite, pyodide-kernel, widgetsnbextension
    stand-ins), shipped inside its front end."""
    folder = labextension(prefix, "@jupyterlite/pyodide-kernel-extension") / "static" / "pypi"
    return sorted(p for p in folder.glob("*.whl") if not p.name.startswith("widgetsnbextension-3."))


def build_config(prefix: Path, contents: Path) -> dict[str, Any]:
    """``jupyter_lite_config.json``: the lab app only, no source maps, the chosen front ends."""
    return {
        "LiteBuildConfig": {
            "apps": ["lab"],
            "contents": [str(contents)],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(labextension(prefix, name)) for name in FRONT_ENDS],
        }
    }


def site_config() -> dict[str, Any]:
    """``jupyter-lite.json``: the kernel's settings (pyodideUrl is filled in by the build)."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "forestnb",
            "litePluginSettings": {
                KERNEL_PLUGIN: {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": list(PRELOAD)}}
            },
        },
    }
