"""The class writes its own rules: a game's face offers rule changes (Humbaba's quota, monitoring,
fines and shared forecast); the class votes on one; a table is replayed from the same deal under
it; its students' pages say which rules are in force and who was caught; and the lesson names the
rule each game was played under."""

from __future__ import annotations

import pytest
from seated import seat_students

import forestnb
from forestnb.classroom import ClassError, ClassStore
from forestnb.classroom.lesson_view import game_words, rules_played
from forestnb.classroom.replay_panel import RULE_QUESTION, class_choice, class_rules, rule_changes
from forestnb.classroom.seatview import seat_screen
from forestnb.core.face import class_rule_of, face_of

FINES = "a quota, watched, with fines"


@pytest.fixture
def store(tmp_path) -> ClassStore:
    return ClassStore.create(tmp_path / "class.sqlite")[0]


def test_every_class_rule_is_a_set_of_the_games_own_options():
    for name in forestnb.games():
        for rule, options in face_of(name).class_rules.items():
            forestnb.new_game(name, players=2, seed=1, **options)  # the game takes them
            assert class_rule_of(face_of(name), options) == rule


def test_a_tables_rule_is_the_class_rule_setting_the_most_of_its_options():
    humbaba = face_of("humbaba")
    assert class_rule_of(humbaba, {}) == ""
    assert class_rule_of(humbaba, {"harvest_quota": 2}) == "a harvest quota"
    assert class_rule_of(humbaba, {"harvest_quota": 2, "monitoring": 50, "fine": 2, "starting_health": 6}) == FINES
    assert class_rule_of(humbaba, {"harvest_quota": 3}) == ""  # another quota is not the class's rule


def test_a_replay_under_a_rule_plays_the_same_deal_with_the_rules_options(store):
    table = store.add_table(["greedy", "cooperative", "greedy"], seed=11, game="humbaba", options={"box_size": 20})
    replay = store.replay_table(table, rule_changes(store.table(table), FINES))
    info = store.table(replay)
    assert info["seed"] == 11 and info["replay_of"] == table
    assert info["options"] == {"box_size": 20, "harvest_quota": 2, "monitoring": 50, "fine": 2}
    dealt = [
        forestnb.new_game("humbaba", players=3, seed=11, **options) for options in ({"box_size": 20}, info["options"])
    ]
    assert [seat.hand for seat in dealt[0].seats] == [seat.hand for seat in dealt[1].seats], "the same deal"
    assert store.replay(replay).options["harvest_quota"] == 2 and store.replay(table).options["harvest_quota"] == 0
    assert store.replay_table(table, rule_changes(store.table(table), "a shared forecast")) == replay  # once


def test_a_replay_under_options_the_game_refuses_changes_nothing(store):
    table = store.add_table(["greedy", "greedy"], seed=3, game="humbaba")
    for changes in ({"harvest_quota": 99}, {"no_such_rule": 1}, ["harvest_quota"]):
        with pytest.raises(ClassError):
            store.replay_table(table, changes)
    assert [info["id"] for info in store.tables(include_retired=True)] == [table]


def test_a_rule_a_game_does_not_offer_replays_that_table_as_before(store):
    table = store.add_table(["greedy", "random"], seed=3, game="forest")
    assert rule_changes(store.table(table), FINES) == {}


def test_the_class_chooses_the_rule_with_the_most_votes(store):
    table = store.add_table([None, None, None], seed=2, game="humbaba")
    devices = seat_students(store, table)
    rules = class_rules([(store.table(table), store.replay(table))])
    assert rules == list(face_of("humbaba").class_rules) and class_choice(store, rules) == ("", "")
    poll = store.open_poll(RULE_QUESTION, choices=rules)
    for device, vote in zip(devices, [FINES, "a harvest quota", FINES]):
        store.vote(device, poll, vote)
    assert class_choice(store, rules) == (FINES, f"The class chose {FINES} (2 of 3 votes).")
    store.open_poll("How many rounds will the forest last?")
    assert class_choice(store, rules) == ("", ""), "only the rule poll chooses"


def test_a_students_page_says_which_rules_are_in_force_and_who_was_caught(store):
    table = store.add_table([None, "free_rider"], seed=5, game="humbaba")
    (device, _bot) = seat_students(store, table)
    assert "forestnb-class-rules" not in dict(seat_screen(store, device)["panels"]), "the rule book's game says none"
    replay = store.replay_table(table, rule_changes(store.table(table), FINES))
    caught = False
    for _ in range(8):
        screen = seat_screen(store, device)
        rules = dict(screen["panels"])["forestnb-class-rules"]
        assert "quota: at most 2 cedars a round each" in rules and "50% of the time" in rules
        caught = caught or "caught" in rules.split("<br>")[-1]
        if screen["over"]:
            break
        (_label, action), *_ = screen["groups"][0][2]
        store.pick(device, [action], table_id=replay, round=screen["round"])
    assert any(store.replay(replay).offences) and caught, "the free rider was caught, and the page says so"


def test_the_lesson_names_the_rule_each_game_was_played_under(store):
    table = store.add_table(["greedy", "cooperative"], seed=4, game="humbaba")
    replay = store.replay_table(table, rule_changes(store.table(table), FINES))
    by_number = {1: [(store.table(table), store.replay(table))], 2: [(store.table(replay), store.replay(replay))]}
    rules = rules_played("humbaba", by_number)
    assert rules == {1: "", 2: FINES}
    assert (
        game_words(2, rules[2]) == f"Game 2 (talking), under {FINES}" and game_words(1, rules[1]) == "Game 1 (silent)"
    )
