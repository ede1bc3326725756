"""The notebooks of the browser build: which go in as they are, which are replaced, and how.

The play boards and rules walkthroughs run in the browser as they are. A what-if (and the class
debrief) sweeps thousands of games with pandas, which the browser's Python cannot load, so in
its place the site has a short notebook saying how to run it on a Python server. The start
notebook keeps its text and links; its code cells that draw pandas tables become notes showing
the code, so nothing in it fails.
"""

from __future__ import annotations

import json
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

START = "00_start_here.ipynb"
# Every other notebook is one or the other; a new one that is neither stops the build until it is said
AS_THEY_ARE = ("*/01_rules_walkthrough.ipynb", "*/02_play*.ipynb")
NEED_A_SERVER = ("*/03_what_if*.ipynb", "*/04_design_lab.ipynb", "classroom/*.ipynb")
# Code cells of the start notebook that make a pandas table, each found by a piece of its code
START_PANDAS_CELLS = ("gallery_exhibits", "import timeline", "timeline(game)", "game.log[-12:]", "whatif.bet(")
LAB_SETUP = "bash tools/lab"  # the README's
BROWSER_NOTE = (
    "**You are in the browser version**: Python runs in this page, nothing is installed, and "
    "nothing you do leaves your computer. The boards and the rules walkthroughs work here (the "
    "first one takes half a minute to start); the what-if notebooks need pandas and so a Python "
    "server, and say how to start one."
)
PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def write_contents(source: Path, into: Path) -> list[str]:
    """Write the site's notebooks from ``source`` (the checkout's ``notebooks/``) into ``into``;
    returns their paths, relative to ``into``."""
    as_they_are, need_a_server = classify(source)
    written = {START: browser_start(read(source / START))}
    written.update({path: read(source / path) for path in as_they_are})
    written.update({path: server_note(read(source / path), path) for path in need_a_server})
    for path, notebook in written.items():
        notebook["metadata"]["kernelspec"] = PYODIDE_KERNEL
        (into / path).parent.mkdir(parents=True, exist_ok=True)
        (into / path).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return sorted(written)


def classify(source: Path) -> tuple[list[str], list[str]]:
    """The notebooks under ``source`` besides the start notebook, as paths relative to it: those
    that run in the browser as they are, and those that need a Python server."""
    paths = sorted(
        p.relative_to(source).as_posix() for p in source.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    paths.remove(START)
    as_they_are = [p for p in paths if any(fnmatch(p, pattern) for pattern in AS_THEY_ARE)]
    need_a_server = [p for p in paths if any(fnmatch(p, pattern) for pattern in NEED_A_SERVER)]
    unsorted = sorted(set(paths) - set(as_they_are) - set(need_a_server))
    if unsorted:
        raise ValueError(
            f"{', '.join(unsorted)}: say in forestnb/lite/notebooks.py whether it runs in the browser "
            "(AS_THEY_ARE) or needs a Python server (NEED_A_SERVER)"
        )
    return as_they_are, need_a_server


def read(path: Path) -> dict[str, Any]:
    if not path.exists():
        raise FileNotFoundError(f"the browser build needs {path}, which is missing")
    return json.loads(path.read_text(encoding="utf-8"))


def markdown(text: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "metadata": {}, "source": text}


def code(text: str) -> dict[str, Any]:
    return {"cell_type": "code", "metadata": {}, "source": text, "outputs": [], "execution_count": None}


def lab_command(path: str) -> str:
    """The README's command that installs forestnb in a clone and opens ``notebooks/<path>`` in JupyterLab."""
    return f"{LAB_SETUP} notebooks/{path}"


def server_note(notebook: dict[str, Any], path: str) -> dict[str, Any]:
    """A one-cell notebook in place of one that needs pandas: its title, why, and the command."""
    title = "".join(notebook["cells"][0]["source"]).splitlines()[0].lstrip("# ")
    text = (
        f"# {title}\n\nThis notebook plays thousands of games and tables them with pandas, which the "
        "Python in your browser cannot load. It needs a Python server: on a computer with Python 3.11 "
        "or newer and git, in a clone of the forestnb repository, run\n\n"
        f"```bash\n{lab_command(path)}\n```\n\nand it opens there in JupyterLab, every cell live."
    )
    return {**notebook, "cells": [markdown(text)]}


def browser_start(notebook: dict[str, Any]) -> dict[str, Any]:
    """The start notebook with its pandas cells turned into notes that show their code."""
    cells = notebook["cells"]
    for piece in START_PANDAS_CELLS:
        if not any(c["cell_type"] == "code" and piece in "".join(c["source"]) for c in cells):
            raise ValueError(f"{START} has no code cell with {piece!r} any more: update START_PANDAS_CELLS")
    kept = [cell if not _needs_pandas(cell) else _pandas_note(cell) for cell in cells]
    first_code = next(i for i, cell in enumerate(kept) if cell["cell_type"] == "code")
    return {
        **notebook,
        "cells": [kept[0], markdown(BROWSER_NOTE), *kept[1:first_code], code("import forestnb"), *kept[first_code:]],
    }


def _needs_pandas(cell: dict[str, Any]) -> bool:
    return cell["cell_type"] == "code" and any(piece in "".join(cell["source"]) for piece in START_PANDAS_CELLS)


def _pandas_note(cell: dict[str, Any]) -> dict[str, Any]:
    source = "".join(cell["source"]).removeprefix("# NBVAL_CHECK_OUTPUT\n")
    return markdown(
        f"*This cell needs pandas (or a cell above that does), which the browser cannot load; "
        f"it runs in JupyterLab on your own computer (`{lab_command(START)}`):*\n\n```python\n{source}\n```"
    )
