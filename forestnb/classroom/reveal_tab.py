"""The teacher's Reveal tab: each lesson game's reveal chart for every table, in two steps (the
game's ``REVEAL_STEP`` adds the second), game 1 beside game 2 once a table has been replayed."""

from __future__ import annotations

from typing import Any

import solara

from .lesson_view import STYLE, ChartView, GamesSideBySide, NoLesson, OtherTablesNote, lesson_of, lesson_tables
from .live import class_store


@solara.component
def Reveal(version: tuple[Any, ...]):
    second_step, set_second_step = solara.use_state(False)
    tables = solara.use_memo(lambda: lesson_tables(class_store()), [version])
    figures = solara.use_memo(
        lambda: {
            game: {number: lesson_of(game).reveal(rows, second_step) for number, rows in by_number.items()}
            for game, by_number in tables.items()
        },
        [tables, second_step],
    )
    solara.Style(STYLE)
    if not tables:
        NoLesson()
        return
    with solara.Column(classes=["forestnb-lesson", "forestnb-reveal-tab"]):
        OtherTablesNote(version)
        steps = {lesson_of(game).REVEAL_STEP for game in tables}
        solara.Checkbox(
            label=" · ".join(sorted(steps)), value=second_step, on_value=set_second_step, classes=["forestnb-step"]
        )
        for game, by_number in figures.items():
            GamesSideBySide(game, by_number, lambda _game, number, figure: ChartView(figure, "forestnb-reveal-chart"))
