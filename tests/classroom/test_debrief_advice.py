""" "What would a strong player do?" in the class debrief: the teacher picks one decision of a table
(a move where the seat had a choice, listed in words), and the strong player answers from that
seat's view just before the move, naming the move actually played."""

from __future__ import annotations

import random
from html import escape

import pytest
from seated import seat_students

from forestnb.classroom import ClassStore
from forestnb.classroom.advice_panel import decision_advice, table_advice, table_decisions
from forestnb.core.actions import Action
from forestnb.core.determinize import determinize
from forestnb.core.search import MoveStat
from forestnb.widgets.advice_answer import advice_table_html

TABLES = {
    "humbaba": ["greedy", "cooperative", "greedy", "cooperative"],
    "forest": ["greedy", "random", "greedy"],
    "cardswild": ["steady", "random", "steady"],
    "hunters": ["careful", "random"],
}


@pytest.fixture
def store(tmp_path):
    return ClassStore.create(tmp_path / "class.sqlite")[0]


def played_table(store: ClassStore, game: str) -> int:
    return store.add_table(TABLES[game], seed=7, game=game)


@pytest.mark.parametrize("game", list(TABLES))
def test_the_decisions_listed_are_the_moves_with_a_choice_in_words(store, game):
    table = played_table(store, game)
    decisions = table_decisions(store, table)
    log = store.log(table)
    with_a_choice = [
        move["number"] for move in log if len(store.replay(table, before=move["number"]).legal_actions()) > 1
    ]
    assert [decision.move for decision in decisions] == with_a_choice
    for decision in decisions[:: max(1, len(decisions) // 5)]:
        before = store.replay(table, before=decision.move)
        assert before.current_player == decision.seat and decision.by == TABLES[game][decision.seat]
        assert decision.played == Action.from_json(log[decision.move]["action"])
        assert decision.words in map(str, before.legal_actions())
        assert str(decision).startswith(f"move {decision.move + 1} · ")
        assert f"Seat {decision.seat} ({decision.by}) chose: {decision.words}" in str(decision)


def test_a_students_decision_is_listed_as_the_students_and_a_forced_move_is_not(store):
    table = store.add_table(["steady", None, "steady"], seed=2, game="cardswild")
    device = seat_students(store, table)[1]
    game = store.replay(table)
    forced = []
    while len(game.legal_actions()) == 1:  # a draw the rules force is no decision
        forced.append(len(game.history))
        store.play(device, str(game.legal_actions()[0]), table_id=table, move=len(game.history))
        game = store.replay(table)
    assert forced and game.current_player == 1
    store.play(device, str(game.legal_actions()[-1]), table_id=table, move=len(game.history))
    mine = [decision for decision in table_decisions(store, table) if decision.seat == 1]
    assert [(decision.move, decision.by) for decision in mine] == [(len(game.history), "student")]
    assert mine[0].words == str(game.legal_actions()[-1])


@pytest.mark.parametrize("game", list(TABLES))
def test_the_answer_names_legal_moves_of_the_deciding_seat_and_the_move_played(store, game):
    table = played_table(store, game)
    decision = table_decisions(store, table)[-1]
    answer = table_advice(store, table, decision)
    before = store.replay(table, before=decision.move)
    legal = {escape(str(action)) for action in before.legal_actions()}
    named = [cell.split("</td>")[0].removesuffix(" <b>(played)</b>") for cell in answer.split("<tr")[2:]]
    named = [name.removeprefix(" class=forestnb-advice-played><td>").removeprefix("><td>") for name in named]
    assert named and set(named) <= legal
    assert f"Seat {decision.seat}: a strong player's top moves" in answer
    assert f"Seat {decision.seat} chose: <b>{escape(decision.words)}</b>" in answer
    assert answer.count("(played)") == 1
    assert ("estimated chance the forest stands" in answer) == (game == "humbaba")


@pytest.mark.parametrize("game", list(TABLES))
def test_the_answer_is_the_same_whatever_the_other_seats_hidden_cards(store, game):
    table = played_table(store, game)
    decisions = table_decisions(store, table)
    decision = decisions[len(decisions) // 2]
    before = store.replay(table, before=decision.move)
    real = decision_advice(before, decision.seat, decision.played)
    for seed in (1, 2):
        imagined = determinize(before, decision.seat, random.Random(seed))  # same view, other hidden cards
        imagined.history, imagined.events = before.history, before.events  # the real log, secrets and all
        assert decision_advice(imagined, decision.seat, decision.played) == real


def test_a_played_move_outside_the_top_moves_is_listed_after_them():
    stats = [MoveStat(Action("take", (n,), f"take {n}"), 10 - n, (10 - n) / 40, 0.5) for n in range(5)]
    answer = advice_table_html(stats, 2, 40, top=3, played=Action("take", (4,)))
    assert answer.count("<tr") == 1 + 4 and "take 3" not in answer
    assert "take 4 <b>(played)</b>" in answer and "Seat 2 chose: <b>take 4</b>." in answer


def test_a_played_move_the_strong_player_would_choose_too_is_said_to_be():
    stats = [MoveStat(Action("take", (n,), f"take {n}"), 10 - n, (10 - n) / 40, 0.5) for n in range(5)]
    assert "take 0</b> (the strong player's choice too)." in advice_table_html(
        stats, 2, 40, played=Action("take", (0,))
    )
    assert "choice too" not in advice_table_html(stats, 2, 40, played=Action("take", (1,)))
