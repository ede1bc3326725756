"""What the teacher's Reveal and Debrief tabs share: the class's tables found by game and by game
number (a replayed table has its silent game 1 and its talking game 2), a chart drawn full width,
and the layout that puts game 1 beside game 2 on a 1366×768 projector.

Each game's lesson lives in its own ``classlesson`` module, found through its face, so this
module names no game.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import plotly.graph_objects as go
import solara

from ..core.face import class_rule_of, face_of, game_module
from ..core.game import Game
from ..core.registry import games
from .chart_view import ChartView
from .debrief import games_by_number
from .live import class_store

GAME_WORDS = {1: "Game 1 (silent)", 2: "Game 2 (talking)"}
NO_LESSON = (
    "The reveal and debrief draw the tables of games that have a class lesson ({games}); this class has none "
    "yet. The other tables show their play under Tables."
)
STYLE = """
.forestnb-lesson, .forestnb-lesson .v-input, .forestnb-lesson label { font-size: 18px !important; }
.forestnb-lesson h3 { font-size: 24px; margin: 12px 0 4px; }
.forestnb-games { display: grid; grid-template-columns: repeat(auto-fit, minmax(560px, 1fr)); gap: 16px;
                  width: 100%; box-sizing: border-box; }
.forestnb-games > div { min-width: 0; }
.forestnb-lesson-chart { width: 100%; min-width: 0; }
.forestnb-lesson-chart .forestnb-chart { width: 100%; }
table.forestnb-debrief-grid { width: 100%; table-layout: auto; border-collapse: collapse; font-size: 18px; }
table.forestnb-debrief-grid th { font-weight: bold; vertical-align: bottom; white-space: normal;
                                 overflow-wrap: normal; word-break: normal; }
table.forestnb-debrief-grid th, table.forestnb-debrief-grid td { padding: 4px 8px; border-bottom: 1px solid #ccc;
                                                                 text-align: left; }
table.forestnb-debrief-grid td { overflow-wrap: break-word; }
table.forestnb-debrief-grid tr.forestnb-table-start td { border-top: 3px solid #555; }
.forestnb-lesson-words { font-size: 18px; line-height: 1.5; }
"""


def game_words(number: int, rule: str = "") -> str:
    """A game number in words, with the class rule its tables played under, if any."""
    return GAME_WORDS.get(number, f"Game {number}") + (f", under {rule}" if rule else "")


def rules_played(game: str, by_number: dict[int, list[tuple[dict[str, Any], Game]]]) -> dict[int, str]:
    """For each game number, the class rules its tables played under (most play under none)."""
    face = face_of(game)
    return {
        number: ", ".join(sorted({class_rule_of(face, info["options"]) for info, _game in rows} - {""}))
        for number, rows in by_number.items()
    }


def lesson_games() -> list[str]:
    return [game for game in games() if face_of(game).class_lesson]


def lesson_tables(store) -> dict[str, dict[int, list[tuple[dict[str, Any], Game]]]]:
    """The class's tables whose game has a class lesson, by game and then by game number (1: the
    first game dealt at each table, 2: its replay): what Reveal and Debrief draw."""
    found: dict[str, dict[int, list[tuple[dict[str, Any], Game]]]] = {}
    for number, rows in games_by_number(store).items():
        for info, game in rows:
            if face_of(info["game"]).class_lesson:
                found.setdefault(info["game"], {}).setdefault(number, []).append((info, game))
    return found


@solara.component
def NoLesson():
    solara.HTML(
        unsafe_innerHTML=escape(NO_LESSON.format(games=", ".join(face_of(g).title for g in lesson_games()))),
        classes=["forestnb-no-lesson"],
    )


@solara.component
def OtherTablesNote(version: tuple[Any, ...]):
    """Beside a lesson's chart, which tables it leaves out (their game has no class lesson)."""
    others = solara.use_memo(
        lambda: [info["number"] for info in class_store().tables() if not face_of(info["game"]).class_lesson], [version]
    )
    if others:
        solara.HTML(
            unsafe_innerHTML=escape(
                f"Table {', '.join(map(str, others))} play a game without a class lesson "
                "(their play shows under Tables)."
            ),
            classes=["forestnb-no-lesson"],
        )


@solara.component
def LessonChart(figure: go.Figure, css: str):
    """A lesson's chart, as wide as its column (``forestnb-lesson-chart`` is what the projector
    checks measure)."""
    with solara.Div(classes=["forestnb-lesson-chart"]):
        ChartView(figure, css)


@solara.component
def GameHeading(game: str):
    solara.HTML(tag="h3", unsafe_innerHTML=escape(face_of(game).title), classes=["forestnb-lesson-game"])


@solara.component
def GamesSideBySide(game: str, by_number: dict[int, Any], rules: dict[int, str], draw: Callable[[str, int, Any], None]):
    """Each game number of one game's tables in its own column, game 1 beside game 2 (one column,
    full width, before any replay), each headed with the class rule it was played under;
    ``draw(game, number, what)`` fills a column."""
    with solara.Div(classes=["forestnb-games"]):
        for number, what in by_number.items():
            with solara.Div(classes=["forestnb-game-column", f"forestnb-game-{number}"]):
                if len(by_number) > 1 or number > 1 or rules.get(number):
                    solara.HTML(tag="h3", unsafe_innerHTML=escape(game_words(number, rules.get(number, ""))))
                draw(game, number, what)


def lesson_of(game: str):
    return game_module(game, "classlesson")
