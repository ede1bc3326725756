"""Class mode names no game: it loops over the registered games and asks their faces, so a fifth
game plays at class tables without an edit here. A game's name as a string, or an import of a
game's package, anywhere in forestnb/classroom fails this test."""

from __future__ import annotations

import ast
from pathlib import Path

import forestnb

CLASSROOM = Path(forestnb.__file__).parent / "classroom"


def test_no_module_of_class_mode_names_a_game_or_imports_one():
    packages = {forestnb.core.registry.game_class(name).__module__.split(".")[1] for name in forestnb.games()}
    found = []
    for path in sorted(CLASSROOM.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and node.value in forestnb.games():
                found.append(f"{path.name}:{node.lineno} names {node.value!r}")
            if isinstance(node, ast.ImportFrom) and set((node.module or "").split(".")) & packages:
                found.append(f"{path.name}:{node.lineno} imports {node.module}")
    assert not found, found
