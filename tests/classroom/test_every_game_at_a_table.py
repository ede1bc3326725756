"""Every registered game plays at a class table: it has a face, a student's page can be drawn from
its view at every move, and the student finishes the game by pressing the buttons the page shows.
A fifth game without a face, or one whose page cannot be drawn, fails here."""

from __future__ import annotations

import pytest
from seated import seat_students

import forestnb
from forestnb.classroom import ClassStore
from forestnb.classroom.seatview import seat_screen
from forestnb.core.face import Face, face_of

STEPS = 3000


@pytest.mark.parametrize("name", forestnb.games())
def test_every_registered_game_has_a_face_naming_what_a_table_needs(name):
    face = face_of(name)
    assert isinstance(face, Face)
    assert face.title and face.score_word and face.goal and face.terms
    assert face.stand_in in forestnb.bots(name)


@pytest.mark.parametrize("name", forestnb.games())
def test_a_student_plays_every_registered_game_to_its_end_by_the_buttons_on_the_page(tmp_path, name):
    store = ClassStore.create(tmp_path / "class.sqlite")[0]
    face = face_of(name)
    players = forestnb.new_game(name, players=2, seed=1).players
    table = store.add_table([None, *[face.stand_in] * (players - 1)], seed=4, game=name)
    (device, *_bots) = seat_students(store, table)
    for _ in range(STEPS):
        screen = seat_screen(store, device)
        assert screen["panels"] and all(css.startswith("forestnb-") for css, _html in screen["panels"])
        if screen["over"]:
            break
        if screen["simultaneous"]:
            (_label, action), *_others = screen["groups"][0][2]
            store.pick(device, [action], table_id=table, round=screen["round"])
        else:
            store.play(device, screen["actions"][0], table_id=table, move=screen["move"])
    assert store.replay(table).is_over(), f"a {name} table did not finish in {STEPS} moves"


@pytest.mark.parametrize("name", forestnb.games())
def test_what_happened_tells_a_seat_only_what_its_own_events_say(tmp_path, name):
    """The strip is the seat's own events since its last move: every line is one of
    ``events_for(seat)``, so nothing the teacher alone sees (Humbaba's Box Reserve) reaches it."""
    store = ClassStore.create(tmp_path / "class.sqlite")[0]
    face = face_of(name)
    table = store.add_table([None, face.stand_in], seed=9, game=name)
    (device, _bot) = seat_students(store, table)
    for _ in range(12):
        screen = seat_screen(store, device)
        if screen["over"]:
            break
        game = store.replay(table)
        seen = {event.text.replace("Seat 0", "Seat 0 (you)") for event in game.events_for(0)}
        assert screen["happened"] and set(screen["happened"]) <= seen
        assert not [line for line in screen["happened"] if "Teacher only" in line]
        if screen["simultaneous"]:
            store.pick(device, [screen["groups"][0][2][0][1]], table_id=table, round=screen["round"])
        else:
            store.play(device, screen["actions"][0], table_id=table, move=screen["move"])
