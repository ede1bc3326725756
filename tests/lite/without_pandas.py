"""Run by the tests inside a Python that has neither pandas nor numpy (``test_without_pandas.py``
makes it): each game's engine and a bot game, every board built and clicked as a person would,
and the code of every play notebook and rules walkthrough. Prints one JSON object: for each
part, the problems found (none is a pass).

Standalone on purpose: it must import nothing the browser's Python would lack, pytest included.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as widgets

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def problem(where: str, error: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "forestnb" in f.filename]
    last = f" at {frames[-1].filename.split('forestnb/')[-1]}:{frames[-1].lineno}" if frames else ""
    return f"{where}: {type(error).__name__}: {error}{last}"


def collect(items: list[tuple[str, Callable[[], Any]]]) -> list[str]:
    problems = []
    for where, check in items:
        try:
            check()
        except Exception as error:  # every failure is reported, by where it happened
            problems.append(problem(where, error))
    return problems


def bot_game(name: str) -> None:
    import forestnb

    bots = forestnb.bots(name)
    game = forestnb.play(name, [bots[0], bots[-1]], seed=1)
    assert game.is_over() and game.log, f"{name}: the bots' game did not finish"
    assert forestnb.load_game(game.to_json()).log == game.log, f"{name}: the save does not replay"


def buttons(widget: widgets.Widget, css_class: str, inside: bool = False) -> list[widgets.Button]:
    """The enabled, shown buttons under ``widget`` that carry ``css_class`` or sit in a box that does
    (the browser tests click ``button.forestnb-play, .forestnb-play button`` the same way)."""
    inside = inside or css_class in getattr(widget, "_dom_classes", ())
    if isinstance(widget, widgets.Button):
        return [widget] if inside and not widget.disabled and widget.layout.display != "none" else []
    return [button for child in getattr(widget, "children", ()) for button in buttons(child, css_class, inside)]


def board_click(name: str) -> None:
    """Build the board, click a move, resolve it if it waits, then auto-play to the end."""
    import forestnb

    board = getattr(forestnb, name).board(seed=2026)
    moves = len(board.game.history)
    buttons(board, "forestnb-play")[0].click()
    for button in buttons(board, "forestnb-resolve"):
        button.click()
    assert len(board.game.history) > moves, f"{name}: a click on a move did not move the game"
    board.auto_button.click()
    assert board.game.is_over() and board.auto_button.disabled, f"{name}: auto-play did not finish the game"
    assert board.figure.data, f"{name}: the board's chart is empty"


def run_notebook(path: Path) -> None:
    """Each code cell of the notebook, in order, in one namespace, as a kernel would (what the
    cells print is dropped: the report is this script's only output)."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        if cell["cell_type"] == "code":
            try:
                with contextlib.redirect_stdout(io.StringIO()):
                    exec(compile("".join(cell["source"]), f"{path.name} cell {index}", "exec"), namespace)
            except Exception as error:
                raise RuntimeError(f"cell {index} failed: {type(error).__name__}: {error}") from error


def notebooks(pattern: str) -> list[str]:
    """Run every notebook matching ``pattern``; the problems found."""
    paths = sorted(NOTEBOOKS.glob(pattern))
    return collect([(path.relative_to(NOTEBOOKS).as_posix(), lambda path=path: run_notebook(path)) for path in paths])


def main() -> None:
    for module in ("pandas", "numpy"):
        if importlib.util.find_spec(module) is not None:
            raise SystemExit(f"{module} is installed in {sys.prefix}: this check needs a Python without it")
    import forestnb

    games = forestnb.games()
    report = {
        "engines": collect([(name, lambda name=name: bot_game(name)) for name in games]),
        "boards": collect([(name, lambda name=name: board_click(name)) for name in games]),
        "play notebooks": notebooks("*/02_play*.ipynb"),
        "walkthroughs": notebooks("*/01_rules_walkthrough.ipynb"),
        "imported": sorted(m for m in ("pandas", "numpy") if m in sys.modules),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
