"""Building the site: Pyodide and the wheels into ``static/pyodide``, the notebooks into the
contents, then ``jupyter lite build`` over a scratch folder.

The browser side pins the versions the project runs with: the wheels of ipywidgets, anywidget
and plotly are those installed here (their front ends come from the same install and must
match), and the kernel's own dependencies are those Pyodide's lock names.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from importlib.metadata import version
from pathlib import Path
from typing import Any

from packaging.utils import canonicalize_name

from . import config, downloads, lock, notebooks, toolchain

# The kernel's needs, at the versions Pyodide's lock names, with what they depend on there
KERNEL_NEEDS = ("micropip", "packaging", "ipython", "jedi", "traitlets")
# What the boards need beyond Pyodide's lock, at the versions installed here
BOARD_NEEDS = (
    "comm",
    "ipywidgets",
    "jupyterlab-widgets",
    "anywidget",
    "psygnal",
    "typing-extensions",
    "plotly",
    "narwhals",
)


def lock_closure(packages: dict[str, Any], names: tuple[str, ...]) -> dict[str, str]:
    """Each package named and everything it depends on in the lock, with the lock's version."""
    found: dict[str, str] = {}
    todo = [canonicalize_name(n) for n in names]
    while todo:
        name = todo.pop()
        if name not in found:
            entry = packages[name]
            found[name] = entry["version"]
            todo.extend(canonicalize_name(d) for d in entry["depends"])
    return found


def say(step: str) -> None:
    """One line per step of the build, as it starts: the first build spends minutes installing and
    downloading, and a person should not wonder whether it hangs."""
    print(f"forestnb.lite: {step}", flush=True)


def gather_pyodide(python: Path, into: Path, scratch: Path) -> list[Path]:
    """Pyodide's core and every wheel the site carries in ``into``, and the lock rewritten for them."""
    say(f"fetching Pyodide {downloads.PYODIDE_VERSION}'s core (npm pack, cached after the first build)")
    downloads.pyodide_core(into)
    original = json.loads((into / "pyodide-lock.json").read_text())
    wanted = lock_closure(original["packages"], KERNEL_NEEDS)
    wanted.update({canonicalize_name(n): version(n) for n in BOARD_NEEDS})
    say(
        f"gathering the {len(wanted)} wheels the kernel and the boards load (from PyPI, cached) and building forestnb's"
    )
    wheels = [downloads.wheel(name, pinned) for name, pinned in sorted(wanted.items())]
    wheels += [*config.kernel_wheels(python.parents[1]), downloads.project_wheel(python, scratch / "dist")]
    for path in wheels:
        shutil.copy2(path, into / path.name)
    shipped = [into / path.name for path in wheels]
    (into / "pyodide-lock.json").write_text(json.dumps(lock.rewrite(original, shipped), indent=1))
    return shipped


def check_output(output: Path) -> None:
    """The site replaces ``output``, so it must be new, empty, or an earlier site: never a folder of
    other things given by mistake."""
    if output.exists() and not (
        output.is_dir() and (not any(output.iterdir()) or (output / "jupyter-lite.json").exists())
    ):
        raise FileExistsError(
            f"{output} exists and is not a JupyterLite site: give a new or empty folder to build into"
        )


def build(output: Path) -> None:
    """Build the whole site into ``output`` (replacing an earlier site there)."""
    check_output(output)
    started = time.monotonic()
    say(f"preparing the build environment in {downloads.cache_dir()} (a few minutes the first time, then cached)")
    python = toolchain.build_python()
    with tempfile.TemporaryDirectory(prefix="forestnb-lite-") as scratch_name:
        scratch = Path(scratch_name)
        lite_dir, contents = scratch / "site", scratch / "contents"
        contents.mkdir()
        shipped = gather_pyodide(python, lite_dir / "static" / "pyodide", scratch)
        say("writing the notebooks")
        written = notebooks.write_contents(downloads.CHECKOUT / "notebooks", contents)
        (lite_dir / "jupyter_lite_config.json").write_text(
            json.dumps(config.build_config(python.parents[1], contents), indent=1)
        )
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(config.site_config(), indent=1))
        if output.exists():
            shutil.rmtree(output)
        command = [
            str(python),
            "-m",
            "jupyterlite_core",
            "build",
            "--lite-dir",
            str(lite_dir),
            "--output-dir",
            str(output.resolve()),
        ]
        say("running jupyter lite build (about a minute)")
        downloads.run(command, "jupyter lite build", cwd=lite_dir)
    size = sum(p.stat().st_size for p in output.rglob("*") if p.is_file()) / 1e6
    print(
        f"forestnb lite site in {output}: {len(written)} notebooks, {len(shipped)} wheels, "
        f"{size:.0f} MB, built in {time.monotonic() - started:.0f} s"
    )
