"""Reading content tables: every problem names the file, the row and the field."""
from __future__ import annotations

import pytest

from forestnb import DataError
from forestnb.core.data import Column, data_dir, integer, one_of, read_table

COLUMNS = [Column("name"), Column("kind", one_of("tree", "shrub")), Column("height", integer(0, 50)), Column("note", required=False)]


def write(tmp_path, text):
    path = tmp_path / "data" / "plants.csv"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    return path


def test_rows_are_converted_and_numbered_by_their_line(tmp_path):
    rows = read_table(write(tmp_path, "name,kind,height,note\ncedar,tree,40,\nfern,shrub,1,green\n"), COLUMNS)
    assert rows == [
        {"_row": 2, "name": "cedar", "kind": "tree", "height": 40, "note": None},
        {"_row": 3, "name": "fern", "kind": "shrub", "height": 1, "note": "green"},
    ]


@pytest.mark.parametrize(
    ("text", "where", "problem"),
    [
        ("name,kind\ncedar,tree\n", "data/plants.csv, row 1", "missing column(s): height"),
        ("name,kind,height,note,colour\n", "data/plants.csv, row 1", "unknown column(s): colour"),
        ("name,kind,height,note\ncedar,vine,3,\n", "row 2, field 'kind'", "'vine' is not one of"),
        ("name,kind,height,note\ncedar,tree,3,\noak,tree,60,\n", "row 3, field 'height'", "out of range 0..50"),
        ("name,kind,height,note\ncedar,tree,tall,\n", "row 2, field 'height'", "whole number"),
        ("name,kind,height,note\n,tree,3,\n", "row 2, field 'name'", "is empty"),
        ("name,kind,height,note\n", "data/plants.csv", "has no rows"),
        ("name,kind,height,note\ncedar,tree,3,tall, green\n", "row 2", "more cells than the 4 columns"),
    ],
)
def test_a_malformed_table_is_refused_with_its_place(tmp_path, text, where, problem):
    with pytest.raises(DataError) as refused:
        read_table(write(tmp_path, text), COLUMNS)
    assert where in str(refused.value) and problem in str(refused.value)


def test_a_missing_file_is_a_data_error(tmp_path):
    with pytest.raises(DataError, match="cannot be read"):
        read_table(tmp_path / "data" / "nothing.csv", COLUMNS)


def test_the_data_folder_holds_every_game_folder():
    assert (data_dir() / "humbaba" / "decks.csv").is_file()
