"""The Forest, Cardswild and Forest Hunters at class tables: a game plays to its end through the
store with bots and one student's seat (driven here through the texts of its legal actions), the
log replays to the game played live, and the seat's page never holds a card another seat keeps
from it."""

from __future__ import annotations

import json
import random
from html import escape

import pytest
from racing import race_threads
from seated import seat_students

import forestnb
from forestnb.classroom import ClassError, ClassStore, IllegalMoveError, StaleActionError
from forestnb.classroom.debrief import export_games, games_frame
from forestnb.classroom.seatview import seat_screen
from forestnb.core.face import face_of
from forestnb.core.game import Game

TABLES = {  # game: (seats, the bot whose choices the test's student follows)
    "forest": (["greedy", None, "tracker"], "greedy"),
    "cardswild": ([None, "steady"], "aggressive"),
    "hunters": (["careful", None], "beatdown"),
}


@pytest.fixture
def store(tmp_path):
    return ClassStore.create(tmp_path / "class.sqlite", "turns")[0]


def secrets_of(name: str, game: Game, seat: int) -> dict[str, str]:
    """The cards ``seat`` may not see now (other hands, the deck), each as the text a page would
    print it by, keyed by card name; cards the seat's own view or its own log (``log_for``) names
    anywhere are left out, since a copy of them is public or its own (a card taken face up from a
    discard pile is in another hand now, and every seat saw it taken)."""
    snapshot = game.snapshot()
    if name == "forest":
        hidden = [c for s, hand in enumerate(snapshot["hands"]) if s != seat for c in hand] + snapshot["deck"]
    elif name == "cardswild":
        hidden = [c for s, hand in enumerate(snapshot["hands"]) if s != seat for c in hand] + snapshot["draw_pile"]
    else:
        hidden = [c["name"] for p in snapshot["players"] if p["seat"] != seat for c in p["hand"]]
        hidden += [game.name_of(c) for s, deck in enumerate(snapshot["decks"]) if s != seat for c in deck]
    seen = json.dumps(game.view(seat)) + "\n".join(game.log_for(seat))
    return {card: printed(name, card) for card in set(hidden) if card not in seen}


def printed(name: str, card: str) -> str:
    """How a page prints a card: a Forest card by its label (colour and kind: the played pairs name
    cards so, and the card faces carry it as their tag), another game's card by the tag of its face
    (rules texts on other cards may name it, so the bare name is no sign of a leak)."""
    return card if name == "forest" else f'data-card="{escape(card)}"'


def page_text(screen: dict) -> str:
    return json.dumps(screen) + "".join(html for _css, html in screen["panels"])


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_turn_game_plays_to_the_end_through_the_store_and_replays_live(store, name):
    seats, follows = TABLES[name]
    table = store.add_table(seats, seed=5, game=name)
    seat = seats.index(None)
    code = seat_students(store, table)[seat]
    live = forestnb.new_game(name, players=len(seats), seed=5)
    chooser, rng = forestnb.make_bot(name, follows), random.Random(2)
    checked = moves = seeable = 0  # seeable: checks where the next seat's own page shows cards kept from this one
    while True:
        for entry in store.log(table)[len(live.history) :]:  # the bots' moves since, into the live game
            assert entry["seat"] != seat
            live.apply(forestnb.Action.from_json(entry["action"]))
        if live.is_over():
            break
        screen = seat_screen(store, code)
        assert screen["turn"] == live.current_player == seat and screen["move"] == len(live.history)
        text = str(chooser.choose(live, seat, rng))
        assert text in screen["actions"] and screen["actions"] == [str(a) for a in live.legal_actions()]
        if moves % 7 == 0:  # the page of the student's seat holds no card kept from it
            shown = page_text(screen)
            leaked = [card for card, printed in secrets_of(name, live, seat).items() if printed in shown]
            assert not leaked, f"the {name} page of Seat {seat} shows {leaked}"
            other = "".join(
                html for _css, html in face_of(name).panels(live.view((seat + 1) % len(seats)), frozenset())
            )
            seeable += bool([card for card, printed in secrets_of(name, live, seat).items() if printed in other])
            checked += 1
        store.play(code, text, table_id=table, move=len(live.history))
        live.apply(text)
        moves += 1
    game = store.replay(table)
    assert game.is_over() and game.to_json() == live.to_json()
    assert [entry["action"] for entry in store.log(table)] == [a.to_json() for a in live.history]
    assert forestnb.load_game(game.to_json()).winners() == live.winners()
    over = seat_screen(store, code)
    assert over["over"] and over["actions"] == [] and over["winners"] == live.winners()
    assert moves > 3 and checked > 0 and seeable > 0  # so the scan would see a leak


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_turn_game_refuses_moves_out_of_turn_stale_or_illegal(store, name):
    table = store.add_table([None, None], seed=8, game=name)
    first, second = seat_students(store, table)
    legal = seat_screen(store, first)["actions"]
    assert seat_screen(store, second)["actions"] == [] and legal
    with pytest.raises(StaleActionError, match="not your turn"):
        store.play(second, legal[0], table_id=table, move=0)
    with pytest.raises(IllegalMoveError):
        store.play(first, "fly to the moon", table_id=table, move=0)
    with pytest.raises(ClassError, match="play"):
        store.pick(first, [legal[0]], table_id=table, round=1)
    store.play(first, legal[0], table_id=table, move=0)
    with pytest.raises(StaleActionError, match="moved on"):
        store.play(first, legal[0], table_id=table, move=0)
    assert store.log_length(table) == 1


def test_a_bot_taking_a_turn_seat_moves_for_it_and_the_game_is_kept_per_table(store):
    table = store.add_table([None, "steady"], seed=3, game="cardswild")
    humbaba = store.add_table([None, "greedy"], seed=3, game="humbaba")
    assert [info["game"] for info in store.tables()] == ["cardswild", "humbaba"]
    code = seat_students(store, table)[0]
    store.set_bot(table, 0, "random")
    assert store.replay(table).is_over()
    with pytest.raises(ClassError, match="a bot plays your seat"):
        store.play(code, "draw a card from the draw pile", table_id=table, move=store.log_length(table))
    with pytest.raises(ClassError, match="cannot set up"):
        store.add_table([None, "cooperative"], seed=1, game="forest")  # a Humbaba bot at a Forest table
    with pytest.raises(ClassError, match="cannot set up"):
        store.add_table([None, None], seed=1, game="chess")
    with pytest.raises(ClassError, match="cannot set up"):
        store.add_table([None, None], seed=1, game="forest", options={"starting_health": 5})
    assert store.replay(humbaba).name == "humbaba"


def test_two_clicks_racing_for_one_turn_give_exactly_one_move(store):
    table = store.add_table([None, "tracker"], seed=9, game="forest")
    code = seat_students(store, table)[0]
    text = seat_screen(store, code)["actions"][0]
    assert race_threads(6, lambda: store.play(code, text, table_id=table, move=0)) == ["moved"] + ["stale"] * 5
    assert store.log(table)[0]["action"] == store.replay(table).history[0].to_json()


def test_the_export_holds_every_game_of_every_table(store):
    for name, (seats, follows) in TABLES.items():
        store.add_table([seat or follows for seat in seats], seed=6, game=name)
    store.add_table(["greedy", "cooperative"], seed=6, game="humbaba")
    saves = json.loads(export_games(store))["games"]
    assert [save["game"] for save in saves] == [*TABLES, "humbaba"]
    for save, info in zip(saves, store.tables()):
        assert forestnb.load_game(json.dumps(save)).to_json() == store.replay(info["id"]).to_json()
    frame = games_frame(store)
    assert list(frame["table"]) == [1, 2, 3, 4] and frame["over"].all()
