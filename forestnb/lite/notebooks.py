"""The notebooks of the browser build: which go in as they are, which are replaced, and how.

The play boards and rules walkthroughs run in the browser as they are. A what-if (and the class
debrief) sweeps thousands of games with pandas, which the browser's Python cannot load, so in
its place the site has a short notebook saying how to run it on a Python server. The start
notebook keeps its text and links; its code cells that draw pandas tables become notes showing
the code, so nothing in it fails.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

GAMES = ("humbaba", "forest", "cardswild", "hunters")
START = "00_start_here.ipynb"
AS_THEY_ARE = tuple(f"{game}/{name}" for game in GAMES for name in ("01_rules_walkthrough.ipynb", "02_play.ipynb"))
NEED_A_SERVER = (*(f"{game}/03_what_if.ipynb" for game in GAMES), "classroom/debrief.ipynb")
# Code cells of the start notebook that make a pandas table, each found by a piece of its code
START_PANDAS_CELLS = ("gallery_exhibits", "die_table", "timeline(game)", "game.log[-12:]", "forestnb.sweep(")
LAB_SETUP = 'python3 -m venv .venv && .venv/bin/pip install -e ".[lab]" && .venv/bin/jupyter lab'  # the README's
BROWSER_NOTE = ("**You are in the browser version**: Python runs in this page, nothing is installed, and "
                "nothing you do leaves your computer. The boards and the rules walkthroughs work here (the "
                "first one takes half a minute to start); the what-if notebooks need pandas and so a Python "
                "server, and say how to start one.")
PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def write_contents(source: Path, into: Path) -> list[str]:
    """Write the site's notebooks from ``source`` (the checkout's ``notebooks/``) into ``into``;
    returns their paths, relative to ``into``."""
    written = {START: browser_start(read(source / START))}
    written.update({path: read(source / path) for path in AS_THEY_ARE})
    written.update({path: server_note(read(source / path), path) for path in NEED_A_SERVER})
    for path, notebook in written.items():
        notebook["metadata"]["kernelspec"] = PYODIDE_KERNEL
        (into / path).parent.mkdir(parents=True, exist_ok=True)
        (into / path).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return sorted(written)


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
    text = (f"# {title}\n\nThis notebook plays thousands of games and tables them with pandas, which the "
            "Python in your browser cannot load. It needs a Python server: on a computer with Python 3.11 "
            "or newer and git, in a clone of the forestnb repository, run\n\n"
            f"```bash\n{lab_command(path)}\n```\n\nand it opens there in JupyterLab, every cell live.")
    return {**notebook, "cells": [markdown(text)]}


def browser_start(notebook: dict[str, Any]) -> dict[str, Any]:
    """The start notebook with its pandas cells turned into notes that show their code."""
    cells = notebook["cells"]
    for piece in START_PANDAS_CELLS:
        if not any(c["cell_type"] == "code" and piece in "".join(c["source"]) for c in cells):
            raise ValueError(f"{START} has no code cell with {piece!r} any more: update START_PANDAS_CELLS")
    kept = [cell if not _needs_pandas(cell) else _pandas_note(cell) for cell in cells]
    first_code = next(i for i, cell in enumerate(kept) if cell["cell_type"] == "code")
    return {**notebook, "cells": [kept[0], markdown(BROWSER_NOTE), *kept[1:first_code], code("import forestnb"),
                                  *kept[first_code:]]}


def _needs_pandas(cell: dict[str, Any]) -> bool:
    return cell["cell_type"] == "code" and any(piece in "".join(cell["source"]) for piece in START_PANDAS_CELLS)


def _pandas_note(cell: dict[str, Any]) -> dict[str, Any]:
    source = "".join(cell["source"]).removeprefix("# NBVAL_CHECK_OUTPUT\n")
    return markdown(f"*This cell needs pandas (or a cell above that does), which the browser cannot load; "
                    f"it runs in JupyterLab on your own computer (`{lab_command(START)}`):*\n\n```python\n{source}\n```")
