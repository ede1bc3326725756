"""The deck table is checked on loading; every problem names the file, the row and the field.

Each test copies ``data/cardswild`` to a temporary ``data/cardswild`` folder, breaks one thing and
loads that folder (the loader caches per folder, so every copy is read afresh).
"""

import data_edits
import pytest
from data_edits import copy_data, drop_column, drop_row, read

from forestnb.cardswild.cards import load_deck

FILE = "data/cardswild/deck.csv"


@pytest.fixture
def folder(tmp_path):
    return copy_data(tmp_path, "cardswild")


def edit(folder, row_kind, **changes):
    """Change the row of ``row_kind``; return its row number in the file (the header is row 1)."""
    return data_edits.edit(folder / "deck.csv", "kind", row_kind, **changes)


def refusal(folder):
    return data_edits.refusal(load_deck, folder)


def assert_names(error, row, field, problem):
    data_edits.assert_names(error, FILE, row, field, problem)


def test_an_untouched_copy_loads_like_the_packaged_table(folder):
    assert load_deck(folder).rows == load_deck().rows


def test_every_row_has_a_note_in_plain_words():
    assert all(row.note and row.note[0].isupper() for row in load_deck().rows)


@pytest.mark.parametrize(
    ("kind", "changes", "field", "problem"),
    [
        ("Grouse", {"kind": "Pheasant"}, "kind", "unknown card kind 'Pheasant' (kinds: Grouse, Rabbit"),
        ("Rabbit", {"kind": "Grouse"}, "kind", "'Grouse' appears twice"),
        ("Daylight", {"category": "trouble"}, "category", "Daylight is a remedy card, not a trouble card"),
        ("Daylight", {"category": "sunny"}, "category", "'sunny' is not one of: trophy, remedy, trouble, safe, lion"),
        ("Deer", {"count": "ten"}, "count", "expected a whole number, got 'ten'"),
        ("Deer", {"count": "0"}, "count", "0 is out of range 1..114"),
        ("Elk", {"note": ""}, "note", "is empty"),
        ("Grouse", {"remove_3": "4"}, "remove_3", "the rule text removes 5 Grouse for three players, not 4"),
        (
            "Compass",
            {"remove_3": "0", "remove_2": "0"},
            "remove_3",
            "the rule text removes 1 Compass for three players, not 0",
        ),
        (
            "Grouse",
            {"remove_2": "9"},
            "remove_2",
            "two players remove double the three-player number: 10 Grouse, not 9",
        ),
        (
            "Nightfall",
            {"remove_3": "1", "remove_2": "2"},
            "remove_3",
            "Nightfall is never removed: Troubles, Safe cards and Mountain Lions stay in every deck",
        ),
        ("Guide", {"remove_3": "1"}, "remove_3", "Guide is never removed"),
        ("Mountain Lion", {"remove_3": "1"}, "remove_3", "Mountain Lion is never removed"),
        ("License", {"count": "3"}, "count", "3 License cannot lose the 4 removed for two players"),
        (
            "Grouse",
            {"count": "17"},
            "count",
            "a 2-player deck keeps 7 Grouse, fewer than the 8 that 2 players need to finish",
        ),
        ("Elk", {"count": "5"}, "count", "a 2-player deck keeps 1 Elk, fewer than the 2 that 2 players need"),
    ],
)
def test_a_broken_row_is_refused_naming_its_file_row_and_field(folder, kind, changes, field, problem):
    row = edit(folder, kind, **changes)
    assert_names(refusal(folder), row, field, problem)


def test_a_deck_of_other_than_114_cards_is_refused_at_its_last_row(folder):
    edit(folder, "Daylight", count="13")
    _, rows = read(folder / "deck.csv")
    assert_names(refusal(folder), len(rows) + 1, "count", "the counts add up to 115 cards; the full deck has 114")


def test_a_missing_kind_is_refused_naming_the_file(folder):
    drop_row(folder / "deck.csv", "kind", "Compass")
    error = refusal(folder)
    assert (error.file, error.row, error.field) == (FILE, None, None)
    assert str(error) == f"{FILE}: missing card kind(s): Compass"


def test_a_missing_column_is_refused_at_the_header(folder):
    drop_column(folder / "deck.csv", "note")
    assert str(refusal(folder)) == f"{FILE}, row 1: missing column(s): note"


def test_a_missing_file_is_a_data_error(tmp_path):
    (tmp_path / "data" / "cardswild").mkdir(parents=True)
    assert "cannot be read" in str(refusal(tmp_path / "data" / "cardswild"))
