"""Card edits: a designer's changed copy of a game's card tables, as a variant to play.

The shipped tables in ``data/`` never change. An edit is the changed tables' CSV text (so it is
small, compared by value, and sent to a worker process or a cluster as it is), checked once by
the game's own loaders, with their errors naming the file, row, field and card. Played, it is the
game's class with its own ``data_folder``: a folder holding the game's tables with the edited
ones written over them, named by the edit's content and shared by every process on the machine.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.data import data_dir
from ..core.errors import DataError
from ..core.game import Game
from ..core.registry import game_class
from .knowledge import game_lab

if TYPE_CHECKING:
    import pandas as pd


@dataclass(frozen=True)
class CardEdits:
    """A game's card tables as a designer edited them: ``files`` pairs each edited file's name with
    its CSV text. Give it as ``edits=`` to a lab function, or as ``"cards"`` in ``compare_rules``'s
    ``variant`` (or ``base``)."""

    game: str
    files: tuple[tuple[str, str], ...]
    label: str = "edited cards"

    def save(self, folder: str | Path) -> list[Path]:
        """Write the edited tables into ``folder`` (made if missing), in the game's data format,
        and return their paths; a copy of the game's own folder with these over it loads as the game."""
        target = Path(folder)
        target.mkdir(parents=True, exist_ok=True)
        written = []
        for file, text in self.files:
            (target / file).write_text(text, encoding="utf-8")
            written.append(target / file)
        return written

    def __str__(self) -> str:
        return self.label


def card_table(name: str, file: str | None = None) -> pd.DataFrame:
    """The game's shipped card table (``file``, default the game's main card table) as text cells,
    one row per card, ready to edit: ``table.loc[table.name == "Tax Collector", "harvest"] = "4"``."""
    import pandas as pd

    path = _game_folder(name) / (file or game_lab(name).CARD_FILE)
    if not path.is_file():
        files = ", ".join(sorted(p.name for p in _game_folder(name).glob("*.csv")))
        raise ValueError(f"{name} has no table {path.name!r}; its tables: {files}")
    return pd.read_csv(path, dtype=str, keep_default_na=False)


def edit_cards(
    name: str,
    tables: pd.DataFrame | Mapping[str, pd.DataFrame],
    *,
    label: str = "edited cards",
    onto: CardEdits | None = None,
) -> CardEdits:
    """The edit made of ``tables``: one edited table (the game's main card table), or a dict of
    file name to table; ``onto`` an earlier edit of the same game, kept where not edited again.

    Checked before it is returned: every card of the shipped table is still there under its own
    name (an edit changes a card's numbers and effects, not which cards exist), and the game's
    loaders read the edited tables (a problem names the file, row, field and card)."""
    lab = game_lab(name)
    given = {lab.CARD_FILE: tables} if not isinstance(tables, Mapping) else dict(tables)
    if onto is not None and onto.game != name:
        raise ValueError(f"onto is an edit of {onto.game}, not of {name}")
    files = dict(onto.files if onto else ())
    files.update({file: _checked_text(name, file, table) for file, table in given.items()})
    edits = CardEdits(name, tuple(sorted(files.items())), label)
    folder = Path(tempfile.mkdtemp(prefix="forestnb-check-"))
    try:
        _write(edits, folder)
        try:
            lab.load(folder)
        except DataError as err:
            raise _naming_the_card(err, name, given, lab) from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return edits


def plain_card(name: str, card: str, *, onto: CardEdits | None = None) -> CardEdits:
    """The edit that makes ``card`` a plain one of its kind (each game's ``lab.plain`` says what
    plain is), for ablation."""
    lab = game_lab(name)
    shipped = card_table(name)
    if card not in set(shipped[lab.CARD_KEY]):
        raise ValueError(f"{name} has no card {card!r}; its cards: {', '.join(shipped[lab.CARD_KEY])}")
    tables = {file: card_table(name, file) for file in _table_files(name)}
    for file, text in onto.files if onto else ():
        tables[file] = _read_text(text)
    return edit_cards(name, lab.plain(tables, card), label=f"{card} made plain")


@cache
def unedited(name: str) -> CardEdits:
    """Every table of the game as shipped, as an edit: what an edit that changes nothing looks like."""
    return edit_cards(name, {file: card_table(name, file) for file in _table_files(name)}, label="the shipped cards")


def edited_game(edits: CardEdits) -> type[Game]:
    """The game class that plays ``edits`` (made once per process and edit)."""
    return _edited_game(edits)


@cache
def _edited_game(edits: CardEdits) -> type[Game]:
    base = game_class(edits.game)
    folder = _edit_folder(edits)
    # the batch path plays the shipped cards, so an edited game is played by its engine
    return type(
        f"Edited{base.__name__}",
        (base,),
        {"data_folder": folder, "batch_rows": Game.__dict__["batch_rows"], "__module__": base.__module__},
    )


def _edit_folder(edits: CardEdits) -> Path:
    """The folder that holds ``edits``' tables: named by a hash of its content, so every process
    of this machine (a worker process runs no exit handler to clean up after itself) shares one
    folder per edit, written once, whole, by a rename."""
    digest = hashlib.sha256(json.dumps([edits.game, edits.files]).encode("utf-8")).hexdigest()[:20]
    folder = Path(tempfile.gettempdir()) / "forestnb-edits" / f"{edits.game}-{digest}"
    if not folder.is_dir():
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix="staging-", dir=folder.parent))
        _write(edits, staging)
        try:
            staging.rename(folder)
        except OSError:  # another process wrote the same tables first
            shutil.rmtree(staging, ignore_errors=True)
    return folder


def _game_folder(name: str) -> Path:
    return data_dir() / name


def _table_files(name: str) -> list[str]:
    return sorted(path.name for path in _game_folder(name).glob("*.csv"))


def _write(edits: CardEdits, folder: Path) -> None:
    """The game's shipped tables in ``folder``, with the edited ones written over them."""
    shutil.copytree(_game_folder(edits.game), folder, dirs_exist_ok=True)
    edits.save(folder)


def _checked_text(name: str, file: str, table: Any) -> str:
    """An edited table as CSV text, refused unless it is a table of the game with the shipped
    columns and, for the main card table, the shipped cards."""
    import pandas as pd

    if file not in _table_files(name):
        raise ValueError(f"{name} has no table {file!r}; its tables: {', '.join(_table_files(name))}")
    if not isinstance(table, pd.DataFrame):
        raise ValueError(f"the edited {file} must be a table (a pandas DataFrame), got {type(table).__name__}")
    shipped = card_table(name, file)
    if list(table.columns) != list(shipped.columns):
        raise ValueError(
            f"the edited {file} must keep the columns {', '.join(shipped.columns)}; "
            f"it has {', '.join(map(str, table.columns))}"
        )
    lab = game_lab(name)
    if file == lab.CARD_FILE:
        before, after = list(shipped[lab.CARD_KEY]), [str(card) for card in table[lab.CARD_KEY]]
        gone, new = [c for c in before if c not in after], [c for c in after if c not in before]
        if gone or new:
            problem = "; ".join(
                part
                for part in (
                    f"missing {', '.join(gone)}" if gone else "",
                    f"not in the game: {', '.join(new)}" if new else "",
                )
                if part
            )
            raise ValueError(
                f"an edit changes cards' numbers and effects, not which cards there are "
                f"({lab.CARD_KEY} column of {file}): {problem}"
            )
    text = io.StringIO()
    table.astype(str).replace({"nan": "", "None": ""}).to_csv(text, index=False, lineterminator="\n")
    return text.getvalue()


def _read_text(text: str) -> pd.DataFrame:
    import pandas as pd

    return pd.read_csv(io.StringIO(text), dtype=str, keep_default_na=False)


def _naming_the_card(err: DataError, name: str, given: Mapping[str, Any], lab: Any) -> DataError:
    """The loader's error about the edited copy, naming the edited table (not the folder it was
    checked in) and the card on the row it names (when it names one)."""
    file = err.file.replace("\\", "/").rsplit("/", 1)[-1]
    table = given.get(file)
    problem = err.problem
    if table is not None and err.row is not None and 2 <= err.row < len(table) + 2:
        key = lab.CARD_KEY if lab.CARD_KEY in table.columns else table.columns[0]
        problem += f" (card {table.iloc[err.row - 2][key]!r})"
    return DataError(f"edited {name}/{file}", problem, row=err.row, field=err.field)
