"""Reading content tables: every problem names the file, the row and the field."""

from __future__ import annotations

import data_edits
import pytest
from data_edits import assert_names, copy_data, duplicate_row, read, refusal, resave

from forestnb import DataError
from forestnb.cardswild.cards import load_deck
from forestnb.core.data import Column, data_dir, integer, one_of, read_table
from forestnb.forest.cards import load_catalogue, load_tales
from forestnb.humbaba.cards import load_archetypes, load_events
from forestnb.hunters.cards import load_decks, load_pool

COLUMNS = [
    Column("name"),
    Column("kind", one_of("tree", "shrub")),
    Column("height", integer(0, 50)),
    Column("note", required=False),
]


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


def test_a_byte_order_mark_from_a_spreadsheet_is_read_past(tmp_path):
    path = write(tmp_path, "")
    path.write_bytes("name,kind,height,note\ncedar,tree,40,\n".encode("utf-8-sig"))
    assert [row["name"] for row in read_table(path, COLUMNS)] == ["cedar"]


def test_text_that_is_not_utf8_is_refused_naming_the_file_and_line(tmp_path):
    path = write(tmp_path, "")
    path.write_bytes("name,kind,height,note\ncedar,tree,40,\nfern,shrub,1,café\n".encode("cp1252"))
    with pytest.raises(DataError) as refused:
        read_table(path, COLUMNS)
    assert (refused.value.file, refused.value.row) == ("data/plants.csv", 3)
    assert "is not UTF-8 text" in str(refused.value) and "CSV UTF-8" in str(refused.value)


def test_a_row_repeating_an_earlier_rows_key_is_refused_naming_both_rows(tmp_path):
    path = write(tmp_path, "name,kind,height,note\ncedar,tree,40,\nfern,shrub,1,\ncedar,tree,40,\n")
    with pytest.raises(DataError) as refused:
        read_table(path, COLUMNS, key=("name",))
    assert str(refused.value) == "data/plants.csv, row 4, field 'name': 'cedar' appears twice (first in row 2)"


def test_a_key_of_two_columns_lets_either_repeat_alone(tmp_path):
    path = write(tmp_path, "name,kind,height,note\ncedar,tree,40,\ncedar,shrub,2,\nfern,shrub,1,\n")
    assert len(read_table(path, COLUMNS, key=("kind", "name"))) == 3
    path.write_text("name,kind,height,note\ncedar,tree,40,\nfern,shrub,1,\ncedar,tree,3,\n")
    with pytest.raises(DataError, match="row 4, field 'name': 'cedar' appears twice for kind 'tree' "):
        read_table(path, COLUMNS, key=("kind", "name"))


# Every content table of every game: its loader, and the column(s) no two rows may share.
TABLES = {
    "hunters/cards.csv": (load_pool, ("name",)),
    "hunters/decks.csv": (load_decks, ("deck", "card")),
    "hunters/effects.csv": (load_pool, ()),  # a card may have several effects
    "forest/cards.csv": (load_catalogue, ("kind",)),
    "forest/palette.csv": (load_catalogue, ("colour",)),
    "forest/tales.csv": (load_tales, ("name",)),
    "humbaba/archetypes.csv": (load_archetypes, ("id",)),
    "humbaba/decks.csv": (load_archetypes, ("name",)),
    "humbaba/events.csv": (load_events, ("name",)),
    "cardswild/deck.csv": (load_deck, ("kind",)),
}
KEYED = [table for table, (_, key) in TABLES.items() if key]


def copy_of(tmp_path, table: str):
    """A private copy of the table's game folder, and the copied table's path in it."""
    game, file = table.split("/")
    folder = copy_data(tmp_path, game)
    return folder, folder / file


def test_the_list_of_tables_covers_every_data_file():
    assert set(TABLES) == {str(path.relative_to(data_dir())) for path in data_dir().glob("*/*.csv")}


@pytest.mark.parametrize("table", TABLES)
def test_every_table_loads_when_a_spreadsheet_saved_it_with_a_byte_order_mark(tmp_path, table):
    load = TABLES[table][0]
    folder, path = copy_of(tmp_path, table)
    resave(path, "utf-8-sig")
    assert repr(load(folder)) == repr(load())  # repr: some loaded tables compare by identity (eq=False)


@pytest.mark.parametrize("table", TABLES)
def test_every_table_saved_in_another_encoding_is_refused_naming_file_and_line(tmp_path, table):
    folder, path = copy_of(tmp_path, table)
    header, rows = read(path)
    rows[-1][-1] += " (café)"  # the last cell of the file: a note, or a number refused only after decoding
    data_edits.write(path, header, rows)
    resave(path, "cp1252")
    error = refusal(TABLES[table][0], folder)
    assert (error.file, error.row) == (f"data/{table}", len(rows) + 1)
    assert "is not UTF-8 text" in str(error)


@pytest.mark.parametrize("table", KEYED)
def test_a_row_pasted_twice_is_refused_naming_file_and_row(tmp_path, table):
    load, key = TABLES[table]
    folder, path = copy_of(tmp_path, table)
    header, rows = read(path)
    copy = duplicate_row(path, header[0], rows[0][0])
    value = rows[0][header.index(key[-1])]
    assert_names(refusal(load, folder), f"data/{table}", copy, key[-1], f"{value!r} appears twice")


@pytest.mark.parametrize("height", ["1_8", "٣", "３", "+-3", "3.0", "1e2"])
def test_a_number_is_written_with_the_digits_0_to_9_alone(tmp_path, height):
    # int() reads '1_8' as 18 and '٣' or '３' as 3: a spreadsheet slip must not load as a number nobody wrote
    with pytest.raises(DataError) as refused:
        read_table(write(tmp_path, f"name,kind,height,note\ncedar,tree,{height},\n"), COLUMNS)
    assert (refused.value.row, refused.value.field) == (2, "height")
    assert f"expected a whole number, got {height!r} (write it with the digits 0-9 alone)" in str(refused.value)


def test_a_cell_too_long_for_the_csv_reader_names_file_and_row(tmp_path):
    text = 'name,kind,height,note\ncedar,tree,3,\nfern,shrub,1,"' + "x" * 200_000 + '"\n'
    with pytest.raises(DataError) as refused:
        read_table(write(tmp_path, text), COLUMNS)
    assert refused.value.file == "data/plants.csv" and refused.value.row is not None
    assert "longer than 128 KiB" in str(refused.value) and len(str(refused.value)) < 200


def test_a_row_of_a_table_without_a_key_pasted_twice_is_refused(tmp_path):
    folder, path = copy_of(tmp_path, "hunters/effects.csv")
    header, rows = read(path)
    copy = duplicate_row(path, header[0], rows[0][0])
    error = refusal(load_pool, folder)
    assert (error.file, error.row) == ("data/hunters/effects.csv", copy)
    assert "repeats row 2 exactly" in str(error)


def test_a_long_bad_cell_is_quoted_only_in_part(tmp_path):
    with pytest.raises(DataError) as refused:
        read_table(write(tmp_path, "name,kind,height,note\ncedar," + "v" * 100_000 + ",3,\n"), COLUMNS)
    assert refused.value.field == "kind" and "100,000 characters" in str(refused.value)
    assert len(str(refused.value)) < 300
