"""A turn-by-turn game in Chromium: the teacher makes a two-student Forest table on the form, two
students play turns by clicking their move buttons, every page follows each move without a reload,
and neither student's page or the answers sent to it ever held a card the other keeps from them. A
Forest Hunters and a Cardswild seat make a move too, for their screenshots."""

from __future__ import annotations

import json
import time

from classpages import SECONDS, join_student

from forestnb.classroom import ClassStore
from forestnb.core.face import face_of

MOVES = 10


def wait_for_move(page, number: int) -> None:
    """Wait until the page's header shows move ``number`` or a later one (bots may have moved on)."""
    page.wait_for_function(
        "([n]) => Number(document.querySelector('.forestnb-student h2').innerText.split('move ').pop()) >= n",
        arg=[number],
        timeout=SECONDS,
    )


def never_seen(store: ClassStore, table_id: int, seat: int) -> set[str]:
    """Every card that was in another hand or the deck at some move and that the seat's view
    never named at any move (a card taken from a discard pile was public before)."""
    game = store.replay(table_id)
    trial = type(game)(players=game.players, seed=game.seed, **game.options)
    hidden, seen = set(), []
    for action in [None, *game.history]:
        if action is not None:
            trial.apply(action)
        snapshot = trial.snapshot()
        hidden |= {c for s, hand in enumerate(snapshot["hands"]) if s != seat for c in hand} | set(snapshot["deck"])
        seen.append(json.dumps(trial.view(seat)))
    seen_text = "".join(seen)
    return {card for card in hidden if card not in seen_text}


def test_two_students_play_the_forest_by_clicking_and_see_only_their_own_hand(browser, served_class, artifacts):
    path, base, teacher_url = served_class
    teacher = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    teacher.goto(teacher_url)
    teacher.get_by_role("button", name="The Forest", exact=True).click(timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-game-chosen:has-text('New tables play The Forest.')", timeout=SECONDS)
    teacher.locator(".v-select:has-text('players per table')").click()
    teacher.locator(".v-menu__content .v-list-item:visible", has_text="2").first.click()
    teacher.click(".forestnb-create-button", timeout=SECONDS)
    teacher.wait_for_selector(".forestnb-table-forest .forestnb-seat-free >> nth=1", timeout=SECONDS)
    store = ClassStore(path)
    (info,) = store.tables()
    assert info["game"] == "forest" and len(info["seats"]) == 2
    students = [join_student(browser, base, store.class_code, name) for name in ("Ana", "Ben")]

    waits = []
    for move in range(MOVES):
        # a page takes a move's update in a few messages, so wait for the whole of it: the mover's
        # buttons, and the other page saying whose turn it is, with no buttons
        game = store.replay(info["id"])
        mover, other = game.current_player, students[1 - game.current_player]
        legal = [text[:1].upper() + text[1:] for text in map(str, game.legal_actions())]
        students[mover].wait_for_function(
            "([legal]) => JSON.stringify([...document.querySelectorAll('.forestnb-play')].map(b => "
            "b.textContent.trim()))"
            " == JSON.stringify(legal)",
            arg=[legal],
            timeout=SECONDS,
        )  # one button per legal action, in the rules' words
        other.wait_for_selector(
            f".forestnb-waiting:has-text('Seat {mover} is to move; wait for your turn.')", timeout=SECONDS
        )
        other.wait_for_function("() => !document.querySelector('.forestnb-play')", timeout=SECONDS)
        students[mover].locator(".forestnb-play").first.click(timeout=SECONDS)
        clicked = time.monotonic()
        for page in students:
            wait_for_move(page, move + 1)
        waits.append(time.monotonic() - clicked)
        if move == MOVES - 1:
            students[0].screenshot(path=str(artifacts / "classroom-forest-student.png"), full_page=True)
    waits.sort()
    print("seconds from click to both pages showing the move:", " ".join(f"{w:.2f}" for w in waits))
    assert waits[len(waits) // 2] < 1.5 and waits[-1] < 5, (
        f"pages took {waits} s to show a move"
    )  # a shared machine stalls now and then
    assert store.log_length(info["id"]) == MOVES
    game = store.replay(info["id"])
    teacher.wait_for_selector(f".forestnb-table-status:has-text('Seat {game.current_player} to move')", timeout=SECONDS)
    assert f"round {game.round}" in teacher.locator(".forestnb-table-status").inner_text()

    for seat, page in enumerate(students):
        received = "\n".join(page.received).replace('\\"', '"')
        assert received, "the server's answers to the page were kept"
        shown = page.content() + received
        secret = never_seen(store, info["id"], seat)
        assert secret and not [card for card in secret if card in shown], f"Seat {seat} saw a card kept from it"
        assert "data-card=" in shown  # the scan reads the cards as the page tags them

    others = []
    for game, seats in (("hunters", ["careful", None]), ("cardswild", ["steady", None, "aggressive"])):
        table = store.add_table(seats, seed=4, game=game)
        student = join_student(browser, base, store.class_code, f"{game} player", table=store.table(table)["number"])
        student.wait_for_selector(".forestnb-your-turn", timeout=SECONDS)
        moved = store.log_length(table) + 1
        student.locator(".forestnb-play").first.click()
        wait_for_move(student, moved)
        student.screenshot(path=str(artifacts / f"classroom-{game}-student.png"), full_page=True)
        others.append(student)
    teacher.wait_for_selector(".forestnb-table-cardswild", timeout=SECONDS)
    teacher.screenshot(path=str(artifacts / "classroom-teacher-turn-games.png"), full_page=True)
    titles = sorted(face_of(info["game"]).title for info in store.tables())
    for section in ("Reveal", "Debrief"):  # every game has its class lesson, drawn while its tables play
        teacher.get_by_role("button", name=section, exact=True).click()
        teacher.wait_for_selector(f".forestnb-{section.lower()}-chart .js-plotly-plot >> nth=2", timeout=SECONDS)
        assert sorted(teacher.locator(".forestnb-lesson-game").all_inner_texts()) == titles
    assert teacher.locator(".forestnb-no-lesson").count() == 0
    store.add_table(["greedy", "cooperative"], seed=4, game="humbaba")  # a Humbaba table beside the others
    teacher.get_by_role("button", name="Reveal", exact=True).click()
    teacher.wait_for_selector(".forestnb-reveal-chart .js-plotly-plot:has-text('Table 4')", timeout=SECONDS)
    for page in [teacher, *students, *others]:
        page.context.close()
