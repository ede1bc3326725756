"""The teacher's Debrief tab: each lesson game's debrief as a table a class can read from the
back of the room (its headers in words, whole numbers as whole numbers, no sideways scrolling)
and its chart, game 1 beside game 2 once a table has been replayed; then, when the teacher asks
about one decision of one table, what a strong player would have done there (``advice_panel``)."""

from __future__ import annotations

import math
from html import escape
from typing import Any

import pandas as pd
import solara

from ..core.game import Game
from .advice_panel import StrongPlayer
from .lesson_view import (
    STYLE,
    GameHeading,
    GamesSideBySide,
    LessonChart,
    NoLesson,
    OtherTablesNote,
    game_words,
    lesson_of,
    lesson_tables,
    rules_played,
)
from .live import class_store

MISSING = "never"
"""A debrief's empty cell: the round a thing first happened, when it never did."""


def cell(value: Any) -> str:
    """A debrief value in words: yes or no, a whole number without ".0", never for none."""
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return MISSING
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


def debrief_html(table: pd.DataFrame, columns: dict[str, str]) -> str:
    """The debrief's columns as an HTML table headed in words; a line above each table's rows."""
    heads = "".join(f"<th>{escape(words)}</th>" for words in columns.values())
    rows, previous = [], None
    for record in table[list(columns)].astype(object).to_dict("records"):
        starts = "table" in record and record["table"] != previous and previous is not None
        previous = record.get("table")
        cells = "".join(f"<td>{escape(cell(record[column]))}</td>" for column in columns)
        rows.append(f"<tr{' class=forestnb-table-start' if starts else ''}>{cells}</tr>")
    return f"<table class='forestnb-debrief-grid'><thead><tr>{heads}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def debrief_columns(lesson) -> dict[str, str]:
    """A lesson's ``DEBRIEF_COLUMNS`` with their headers (names alone stand for themselves)."""
    columns = lesson.DEBRIEF_COLUMNS
    return dict(columns) if isinstance(columns, dict) else {name: name.replace("_", " ") for name in columns}


@solara.component
def Debrief(version: tuple[Any, ...]):
    tables = solara.use_memo(lambda: lesson_tables(class_store()), [version])
    debriefs = solara.use_memo(
        lambda: {
            game: {number: lesson_of(game).debrief(rows) for number, rows in by_number.items()}
            for game, by_number in tables.items()
        },
        [tables],
    )
    solara.Style(STYLE)
    if not tables:
        NoLesson()
        return
    with solara.Column(classes=["forestnb-lesson", "forestnb-debrief-tab"]):
        OtherTablesNote(version)
        for game, by_number in debriefs.items():
            lesson = lesson_of(game)
            rules = rules_played(game, tables[game])
            GameHeading(game)
            GamesSideBySide(
                game,
                by_number,
                rules,
                lambda _game, number, debrief: LessonChart(debrief[1], "forestnb-debrief-chart"),
            )
            solara.HTML(
                unsafe_innerHTML=debrief_html(
                    both_games(by_number, rules), with_game_column(debrief_columns(lesson), by_number)
                ),
                classes=["forestnb-debrief-table"],
            )
            solara.HTML(unsafe_innerHTML=lesson.DEBRIEF_WORDS, classes=["forestnb-lesson-words"])
        StrongPlayer(every_table(tables))


def every_table(tables: dict[str, dict[int, list[tuple[dict[str, Any], Game]]]]) -> list[tuple[dict[str, Any], Game]]:
    """Every game the debrief shows, by table and then game number (game 1, then its replay)."""
    rows = [row for by_number in tables.values() for rows in by_number.values() for row in rows]
    return sorted(rows, key=lambda row: (row[0]["number"], row[0]["game_number"]))


def both_games(by_number: dict[int, tuple[pd.DataFrame, Any]], rules: dict[int, str]) -> pd.DataFrame:
    """One debrief table of every game number, each table's games together (game 1, then 2), each
    game named with the class rule it was played under."""
    frames = [
        table.assign(game_number=number, game=game_words(number, rules.get(number, "")))
        for number, (table, _f) in by_number.items()
    ]
    both = pd.concat(frames, ignore_index=True)
    return both.sort_values(["table", "game_number"], kind="stable").reset_index(drop=True)


def with_game_column(columns: dict[str, str], by_number: dict[int, Any]) -> dict[str, str]:
    """The columns, with which game of its table each row is, once some table has been replayed."""
    if len(by_number) < 2:
        return columns
    first, *rest = columns.items()
    return dict([first, ("game", "game"), *rest])
