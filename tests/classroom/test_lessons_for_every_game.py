"""Every game's class lesson: a reveal chart and a debrief read off the table's own game, with the
same deal played by the stand-in bots beside it, game 1 beside game 2 once a table is replayed."""

from __future__ import annotations

import pytest

import forestnb
from forestnb.classroom import ClassStore
from forestnb.classroom.debrief_tab import both_games, debrief_columns, debrief_html
from forestnb.classroom.lesson_view import lesson_tables
from forestnb.core.face import face_of, game_module

TABLES = {
    "humbaba": ["greedy", "cooperative", "greedy", "cooperative"],
    "forest": ["greedy", "random", "greedy"],
    "cardswild": ["steady", "random", "steady"],
    "hunters": ["careful", "random"],
}


@pytest.fixture(scope="module")
def lessons(tmp_path_factory):
    """A class with one finished table of each game, each replayed once (its bots play game 2)."""
    store = ClassStore.create(tmp_path_factory.mktemp("class") / "class.sqlite", "lessons")[0]
    for game, seats in TABLES.items():
        store.replay_table(store.add_table(seats, seed=7, game=game))
    return lesson_tables(store)


def last_values(figure, row_names: list[str]) -> dict[str, float]:
    return {trace.name: trace.y[-1] for trace in figure.data if trace.name in row_names}


@pytest.mark.parametrize("game", list(TABLES))
def test_every_game_has_a_lesson_with_game_1_beside_game_2(lessons, game):
    assert face_of(game).class_lesson and set(lessons[game]) == {1, 2}
    for rows in lessons[game].values():
        ((info, played),) = rows
        assert info["game"] == game and played.is_over()


@pytest.mark.parametrize("game", ["forest", "cardswild", "hunters"])
def test_the_reveal_race_ends_where_the_game_ended(lessons, game):
    lesson = game_module(game, "classlesson")
    ((info, played),) = lessons[game][1]
    figure = lesson.reveal([(info, played)], False)
    seats = [f"Seat {seat}" for seat in range(played.players)]
    ends = last_values(figure, seats)
    if game == "cardswild":
        assert [ends[s] for s in seats] == [area.counted() for area in played.areas]
    else:
        assert [ends[s] for s in seats] == played.scores()
    with_bots = lesson.reveal([(info, played)], True)
    bots = forestnb.play(game, [face_of(game).stand_in] * played.players, seed=played.seed, **played.options)
    dashed = [t for t in with_bots.data if t.line.dash == "dash"]
    assert len(dashed) == played.players and len(bots.history) > 0
    assert figure.layout.font.size >= 18 and with_bots.layout.font.size >= 18


def test_the_forest_debrief_says_who_called_when(lessons):
    lesson = game_module("forest", "classlesson")
    ((info, played),) = lessons["forest"][1]
    table, figure = lesson.debrief([(info, played)])
    called = [e for e in played.events if e.rule == "F-call"]
    assert len(lesson.calls(played)) == len(called) and len(figure.data) == len(called) + len(
        lesson.calls(forestnb.play("forest", ["greedy"] * 3, seed=7))
    )
    mine = table.iloc[0]
    assert mine["who"] == "your table" and mine["rounds"] == len(played.rounds)
    assert mine["winning_total"] == max(played.scores()) and f"Seat {called[0].seat}" in mine["calls"]


def test_the_cardswild_debrief_counts_the_turns_troubles_cost(lessons):
    lesson = game_module("cardswild", "classlesson")
    ((info, played),) = lessons["cardswild"][1]
    table, figure = lesson.debrief([(info, played)])
    costs = lesson.trouble_costs(played)
    assert costs and all(0 <= cost["turns"] <= played.turn for cost in costs)
    landed = [e for e in played.events if e.rule == "C-trouble"]
    assert len(costs) <= len(landed) and {c["trouble"] for c in costs} <= {e.data["trouble"] for e in landed}
    assert table.iloc[0]["turns_lost"] == sum(c["turns"] for c in costs) == figure.data[0].y[0]


def test_the_hunters_debrief_names_the_battles_that_took_hearts(lessons):
    lesson = game_module("hunters", "classlesson")
    ((info, played),) = lessons["hunters"][1]
    table, _figure = lesson.debrief([(info, played)])
    fought = lesson.battles(played)
    hearts = [b for b in fought if b["heart"]]
    assert len(hearts) == sum(1 for e in played.events if e.rule == "FH-battle" and "target" in e.data)
    for battle in lesson.deciding(fought):
        assert battle["words"] in played.log
    assert table.iloc[0]["hearts"] == ", ".join(map(str, played.scores()))


@pytest.mark.parametrize("game", list(TABLES))
def test_the_debrief_table_reads_in_words_and_whole_numbers(lessons, game):
    lesson = game_module(game, "classlesson")
    by_number = {number: lesson.debrief(rows) for number, rows in lessons[game].items()}
    both = both_games(by_number, {})
    assert list(both["game_number"]) == sorted(both["game_number"])
    html = debrief_html(both, debrief_columns(lesson))
    assert ".0<" not in html and "_" not in html.split("<tbody>")[0]
