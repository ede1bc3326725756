"""Polls that serve a lesson: the answer may come after the question, a revealed poll can be put
away, the projector marks the answer whether or not anybody chose it, whole-number guesses get a
bar per value on whole-number ticks, and every what-if bet of the package is a poll with its
answer worked out from its own run."""

from __future__ import annotations

import pytest
from seated import seat_students

from forestnb.classroom import ClassError, ClassStore
from forestnb.classroom.class_bets import as_poll_answer, bet_asked, class_bets
from forestnb.classroom.poll_chart import number_bins, poll_figure
from forestnb.classroom.projector import TEXT_PX
from forestnb.core.registry import games


@pytest.fixture
def store(tmp_path):
    made, _key = ClassStore.create(tmp_path / "class.sqlite")
    return made


@pytest.fixture
def devices(store):
    return seat_students(store, store.add_table([None, None, None, None], seed=1, game="humbaba"))


def test_the_answer_can_be_set_and_changed_after_asking_and_shows_only_on_the_reveal(store, devices):
    poll = store.open_poll("How many cedars are in the Box?")
    store.vote(devices[0], poll, "12")
    store.set_poll_answer(poll, "20")
    assert store.current_poll()["answer"] is None and store.poll_answer(poll) == "20"
    store.set_poll_answer(poll, "18")
    store.set_poll_state(poll, "revealed")
    assert store.current_poll()["answer"] == "18"
    with pytest.raises(ClassError, match="finite number"):
        store.set_poll_answer(poll, "many")
    store.set_poll_answer(poll, "")
    assert store.current_poll()["answer"] is None


def test_a_choice_polls_answer_is_matched_to_its_choice_or_kept_as_the_teacher_wrote_it(store):
    poll = store.open_poll("Will the forest stand?", choices=["Yes, it stands", "No"])
    store.set_poll_answer(poll, "  yes,  IT stands ")
    assert store.poll_answer(poll) == "Yes, it stands"
    store.set_poll_answer(poll, "Only with a clip")
    assert store.poll_answer(poll) == "Only with a clip"
    with pytest.raises(ClassError, match="no poll 99"):
        store.set_poll_answer(99, "No")


def test_closing_a_revealed_poll_ends_it_and_keeps_its_answer_for_the_projector(store, devices):
    poll = store.open_poll("Which?", choices=["a", "b"], answer="b")
    store.vote(devices[0], poll, "a")
    store.set_poll_state(poll, "revealed")
    store.set_poll_state(poll, "closed")
    assert store.current_poll()["state"] == "ended" and store.current_poll()["answer"] == "b"
    other = store.open_poll("Another?", choices=["a", "b"], answer="a")
    store.set_poll_state(other, "closed")  # closed before the reveal: the answer stays hidden
    assert store.current_poll()["state"] == "closed" and store.current_poll()["answer"] is None
    store.check()  # an ended poll is a poll this forestnb reads


def test_the_projector_marks_a_choice_answer_nobody_chose():
    poll = {"question": "Which?", "kind": "choice", "choices": ["a", "b"], "answer": "b"}
    figure = poll_figure(poll, ["a", "a"])
    assert list(figure.data[0].y) == [2, 0]
    (mark,) = figure.layout.annotations
    assert mark.text == "the answer" and mark.x == 1  # over the second bar, its count 0
    assert figure.data[0].marker.color[1] != figure.data[0].marker.color[0]


def test_the_projector_marks_a_number_answer_nobody_guessed_and_never_says_none():
    poll = {"question": "How many?", "kind": "number", "choices": [], "answer": "20"}
    figure = poll_figure(poll, ["3", "5"])
    assert figure.layout.shapes and "the answer: 20" in [note.text for note in figure.layout.annotations]
    unanswered = poll_figure({**poll, "answer": None}, ["3", "5"])
    assert not unanswered.layout.shapes and "None" not in unanswered.to_json()


def test_whole_number_guesses_get_one_bar_per_value_on_whole_number_ticks():
    poll = {"question": "How many?", "kind": "number", "choices": [], "answer": None}
    figure = poll_figure(poll, ["3", "5", "6", "8", "5"])
    assert list(figure.data[0].x) == [3, 4, 5, 6, 7, 8]
    assert list(figure.data[0].y) == [1, 0, 2, 1, 0, 1]
    assert figure.layout.yaxis.dtick == 1 and figure.layout.yaxis.tickformat == "d"
    assert figure.layout.xaxis.dtick == 1


def test_far_spread_or_fractional_guesses_get_whole_width_bins_from_a_whole_number():
    starts, width = number_bins([0.0, 100.0])
    assert width == 5 and starts[0] == 0 and starts[-1] == 100
    starts, width = number_bins([2.5, 3.0])
    assert width == 1 and starts == [2, 3]  # 2.5 in [2, 3), 3 in [3, 4)


def test_a_poll_chart_is_drawn_for_the_projector():
    poll = {"question": "How many?", "kind": "number", "choices": [], "answer": "4"}
    layout = poll_figure(poll, ["3"]).layout
    assert layout.autosize and layout.width is None and layout.font.size >= TEXT_PX
    assert layout.xaxis.tickfont.size >= TEXT_PX and layout.yaxis.tickfont.size >= TEXT_PX


def test_every_what_if_bet_of_every_game_is_a_class_poll():
    bets = class_bets()
    assert {bet.game for bet in bets.values()} == set(games())
    for bet in bets.values():
        assert bet_asked(bet.question) is bet
        if bet.choices:
            assert len(bet.choices) <= 12
        else:
            assert f"{bet.spec.bet.minimum:g} to {bet.spec.bet.maximum:g}" in bet.question


def test_a_bets_answer_becomes_a_choice_or_a_number():
    assert as_poll_answer("round 5", ("3", "4", "5", "6", "7")) == "5"
    assert as_poll_answer("Strike lead 10", tuple(str(n) for n in range(11))) == "10"
    assert as_poll_answer(29.62962, ()) == "29.6"


def test_a_bet_sent_as_a_poll_is_revealed_with_the_answer_of_its_own_run(store, monkeypatch):
    monkeypatch.setenv("FORESTNB_QUICK", "1")
    (bet,) = [bet for bet in class_bets().values() if bet.game == "humbaba" and bet.name == "defection_rounds"]
    poll = store.open_poll(bet.question, choices=list(bet.choices))
    answer = bet.answer()
    assert answer in bet.choices and answer == bet.answer()  # seeded: the same run gives the same answer
    store.set_poll_answer(poll, answer)
    store.set_poll_state(poll, "revealed")
    assert store.current_poll()["answer"] == answer
