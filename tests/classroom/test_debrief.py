"""Reveal, debrief and export from a class file: what the teacher page and the notebook draw."""

from __future__ import annotations

import json

import pytest
from seated import seat_students

import forestnb
from forestnb.classroom import ClassStore, debrief
from forestnb.classroom.seatview import seat_screen
from forestnb.humbaba import classlesson
from forestnb.humbaba.bots import StrangerKingBot
from forestnb.humbaba.classlesson import demo_class


@pytest.fixture
def demo(tmp_path):
    return demo_class(tmp_path / "demo.sqlite", tables=3, seed=2)


def test_every_exported_game_opens_with_load_game(demo):
    exported = json.loads(debrief.export_games(demo))
    assert [save["classroom"]["table"] for save in exported["games"]] == [1, 2, 3]
    for save, (_info, game) in zip(exported["games"], debrief.class_games(demo)):
        assert forestnb.load_game(json.dumps(save)).to_json() == game.to_json()


def test_the_games_frame_has_simulate_columns(demo):
    frame = debrief.games_frame(demo)
    simulated = forestnb.simulate("humbaba", ["greedy"] * 4, games=1, seed=1)
    assert set(simulated.columns) - {"game_index"} <= set(frame.columns)
    assert list(frame["table"]) == [1, 2, 3] and frame["over"].all()


def test_the_debrief_compares_with_bots_on_the_same_deal(demo):
    games = debrief.class_games(demo)
    table = classlesson.debrief_table(games)
    cooperative = forestnb.play("humbaba", ["cooperative"] * 4, seed=2)
    assert (table["cooperative_kept"] == (0 if cooperative.collapsed else sum(cooperative.scores()))).all()
    assert (table["best_group"] >= table[["kept", "cooperative_kept", "greedy_kept"]].max(axis=1)).all()
    assert (table["best_individual"] >= table["winner_stockpile"]).all()
    assert len(classlesson.debrief_figure(table).data) == 6


def test_the_debrief_shows_what_the_stranger_kings_defection_changed():
    info = {"number": 1, "seed": 3, "options": {}}
    game = forestnb.play("humbaba", ["stranger_king", "greedy", "cooperative", "cooperative"], seed=3)
    row = classlesson.debrief_table([(info, game)]).iloc[0]
    assert row["defection_round"] == game.defection_round == 5
    then = forestnb.play("humbaba", [StrangerKingBot(defect_round=5)] + ["cooperative"] * 3, seed=3)
    late = forestnb.play("humbaba", [StrangerKingBot(defect_round=7)] + ["cooperative"] * 3, seed=3)
    assert row["king_defects_then_king"] == then.scores()[0] and row["king_defects_at_7_king"] == late.scores()[0]
    assert row["king_defects_then_kept"] == (0 if then.collapsed else sum(then.scores()))


def test_a_table_whose_king_has_not_defected_has_no_defection_figures():
    info = {"number": 1, "seed": 3, "options": {}}
    row = classlesson.debrief_table([(info, forestnb.new_game("humbaba", players=4, seed=3))]).iloc[0]
    assert row["defection_round"] is None and row["king_defects_then_kept"] is None


def test_first_die_round_is_the_first_round_with_a_die_roll():
    game = forestnb.play("humbaba", ["greedy"] * 4, seed=3)
    rolled = classlesson.first_die_round(game)
    assert rolled is not None and any(line.startswith("Forest Die") for line in game.log)
    assert classlesson.first_die_round(forestnb.new_game("humbaba", players=4, seed=3)) is None


def test_the_reveal_adds_the_box_reserve_only_when_asked(demo):
    games = debrief.class_games(demo)
    hidden, shown = classlesson.reveal_figure(games), classlesson.reveal_figure(games, show_box=True)
    assert not [t for t in hidden.data if "Box Reserve" in t.name]
    assert len([t for t in shown.data if "Box Reserve" in t.name]) == 3


def test_a_seat_screen_holds_only_that_seats_view(tmp_path):
    store, _ = ClassStore.create(tmp_path / "c.sqlite")
    table = store.add_table([None, None, "greedy"], seed=4, game="humbaba")
    code = seat_students(store, table)[1]
    screen = seat_screen(store, code)
    game = store.replay(table)
    text = json.dumps(screen)
    assert "box_reserve" not in text
    for other in (0, 2):
        assert not [card for card in game.seats[other].hand if card in text]
    assert [name for name, _html, _picks in screen["groups"]] == list(dict.fromkeys(game.seats[1].hand))
