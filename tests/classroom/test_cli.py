"""forestnb-class: new prints the teacher key; serve refuses a file it cannot serve, clearly."""

from __future__ import annotations

import re

from forestnb.classroom import ClassStore
from forestnb.classroom.cli import main


def test_new_makes_a_class_and_prints_its_key(tmp_path, capsys):
    path = tmp_path / "7b.sqlite"
    assert main(["new", str(path), "--name", "7B"]) == 0
    key = re.search(r"Teacher key: (\S+)", capsys.readouterr().out).group(1)
    store = ClassStore(path)
    store.check_key(key)
    assert store.meta("name") == "7B"
    assert main(["new", str(path)]) == 2
    assert "already exists" in capsys.readouterr().err


def test_serve_refuses_a_file_that_is_not_a_class(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    assert main(["serve", str(notes), "--port", "1"]) == 2
    assert "not a class file" in capsys.readouterr().err


def test_serve_refuses_a_class_another_server_serves(tmp_path, capsys):
    store, _ = ClassStore.create(tmp_path / "c.sqlite")
    with store.serving():
        assert main(["serve", str(store.path), "--port", "1"]) == 2
    assert "already being served" in capsys.readouterr().err


def test_the_console_script_is_installed():
    from importlib.metadata import entry_points

    (script,) = [e for e in entry_points(group="console_scripts") if e.name == "forestnb-class"]
    assert script.load() is main
