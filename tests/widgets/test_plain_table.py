"""The walkthroughs' plain table: rows named by their index column, read by label and column,
shown as HTML that carries its own style and as aligned text."""

from __future__ import annotations

import pytest

from forestnb.widgets.plain_table import PlainTable

SEATS = PlainTable(
    [{"seat": 0, "card": "Felling Axe", "demand": 4}, {"seat": 1, "card": "Pollard Cut", "demand": 1}], "seat"
)


def test_a_cell_is_read_by_its_rows_label_and_its_column():
    assert SEATS.cell(0, "demand") == 4
    assert SEATS.row(1) == {"card": "Pollard Cut", "demand": 1}
    assert SEATS["card"] == ["Felling Axe", "Pollard Cut"]
    assert SEATS.column_dict("demand") == {0: 4, 1: 1}
    assert SEATS.labels == [0, 1] and SEATS.columns == ["card", "demand"] and len(SEATS) == 2


def test_a_cell_a_row_leaves_out_reads_empty():
    moments = PlainTable([{"moment": "first", "a": 1}, {"moment": "later", "b": 2}], "moment")
    assert moments["a"] == [1, ""] and moments.row("later") == {"a": "", "b": 2}


def test_a_missing_row_or_column_is_named_in_the_error():
    with pytest.raises(KeyError, match="no row 7; rows: 0, 1"):
        SEATS.row(7)
    with pytest.raises(KeyError, match="no column 'cedars'; columns: card, demand"):
        SEATS.cell(0, "cedars")
    with pytest.raises(ValueError, match="every row needs its label in the index column 'seat'"):
        PlainTable([{"card": "Felling Axe"}], "seat")


def test_rows_can_be_numbered_labelled_left_out_turned_and_narrowed():
    assert PlainTable.numbered("turn", [{"plays": "Seat 0"}, {"plays": "Seat 3"}]).labels == [1, 2]
    assert PlainTable.labelled("Trouble", "lands?", {"Nightfall": "yes"}).cell("Nightfall", "lands?") == "yes"
    assert SEATS.without([0]).labels == [1]
    assert SEATS.only("demand").columns == ["demand"]
    assert SEATS.transposed().row("demand") == {0: 4, 1: 1}


def test_the_html_brings_its_own_style_and_escapes_every_cell():
    shown = PlainTable([{"card": "<b>Axe</b>"}]).html()
    assert shown.startswith("<style>.forestnb-table") and "class='forestnb-table'" in shown
    assert "&lt;b&gt;Axe&lt;/b&gt;" in shown and "<b>Axe</b>" not in shown
    assert SEATS._repr_html_() == SEATS.html(), "a notebook shows the same table a widget does"


def test_the_text_lines_the_columns_up():
    assert str(SEATS).splitlines() == ["seat  card         demand", "0     Felling Axe  4", "1     Pollard Cut  1"]
