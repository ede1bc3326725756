"""The teacher's Reveal tab: each lesson game's reveal chart for every table, in two steps (the
game's ``REVEAL_STEP`` adds the second), game 1 beside game 2 once a table has been replayed."""

from __future__ import annotations

from typing import Any

import solara

from .lesson_view import (
    STYLE,
    GameHeading,
    GamesSideBySide,
    LessonChart,
    NoLesson,
    OtherTablesNote,
    lesson_of,
    lesson_tables,
    rules_played,
)
from .live import class_store


@solara.component
def Reveal(version: tuple[Any, ...]):
    tables = solara.use_memo(lambda: lesson_tables(class_store()), [version])
    solara.Style(STYLE)
    if not tables:
        NoLesson()
        return
    with solara.Column(classes=["forestnb-lesson", "forestnb-reveal-tab"]):
        OtherTablesNote(version)
        for game, by_number in tables.items():
            GameReveal(game, by_number).key(f"reveal-{game}")


@solara.component
def GameReveal(game: str, by_number: dict[int, list[tuple[dict[str, Any], Any]]]):
    """One game's reveal: its chart for each game number, and the switch for its second step."""
    lesson = lesson_of(game)
    second_step, set_second_step = solara.use_state(False)
    figures = solara.use_memo(
        lambda: {number: lesson.reveal(rows, second_step) for number, rows in by_number.items()},
        [by_number, second_step],
    )
    GameHeading(game)
    with solara.Div(classes=["forestnb-step"]):
        solara.Checkbox(label=lesson.REVEAL_STEP, value=second_step, on_value=set_second_step)
    rules = solara.use_memo(lambda: rules_played(game, by_number), [by_number])
    GamesSideBySide(game, figures, rules, lambda _game, _number, figure: LessonChart(figure, "forestnb-reveal-chart"))
