"""What each player may see: the public table, their own hand, and never the Box Reserve."""

import json
import random

import pytest

import forestnb
from forestnb.core.events import EVERYONE, NOBODY
from forestnb.humbaba.cards import load_archetypes, load_events
from forestnb.humbaba.scenes import arrange, calm, play_round

from .helpers import all_keys, new_game


def without(record, key):
    return {k: v for k, v in record.items() if k != key}


def check_box_hidden(game):
    for seat in range(game.players):
        view = game.view(seat)
        assert "box_reserve" not in set(all_keys(without(view, "box_seen"))), f"Seat {seat} can see the Box Reserve"
        assert view["rounds"] == [without(r, "box_reserve") for r in game.rounds]
        informed = [game.cards[c].reveal for c in game.seats[seat].played]
        assert bool(view["box_seen"]) == any(informed)
        for other in view["players"]:
            assert "box_seen" not in other


@pytest.mark.parametrize("seed", [4, 8])
def test_no_player_view_ever_shows_the_box_reserve_not_even_after_the_game(seed):
    game = new_game(players=4, seed=seed)
    bot, rng = forestnb.RandomBot(), random.Random(seed)
    while not game.is_over():
        check_box_hidden(game)
        game.apply(bot.choose(game, game.current_player, rng))
    check_box_hidden(game)
    assert "box_reserve" in game.snapshot() and all("box_reserve" in r for r in game.rounds)


def test_an_information_card_shows_the_count_to_its_player_alone(game):
    plays = calm(game)
    arrange(game, hands={3: ["Ledger"]})
    plays[3] = "Ledger"
    play_round(game, plays)
    assert game.view(3)["box_seen"] == [{"round": 1, "box_reserve": 20}]
    for seat in (0, 1, 2):
        assert game.view(seat)["box_seen"] == []
        assert "box_reserve" not in set(all_keys(game.view(seat)))


def test_reveal_box_puts_the_box_reserve_in_every_view():
    game = new_game(players=2, reveal_box=True)
    assert game.view(0)["box_reserve"] == game.view(1)["box_reserve"] == 20


def test_the_teacher_snapshot_shows_the_box_and_the_secret_choices(game):
    arrange(game, hands={0: ["Velvet Glove"]})
    game.apply("play Velvet Glove")
    snapshot = game.snapshot()
    assert snapshot["box_reserve"] == 20
    assert snapshot["choices"] == {"0": ["Velvet Glove", None]}
    assert snapshot["players"][1]["hand"] == game.seats[1].hand


def test_a_player_sees_their_own_hand_and_only_the_size_of_the_others(game):
    view = game.view(1)
    assert view["seat"] == 1 and view["hand"] == game.seats[1].hand
    for public in view["players"]:
        assert "hand" not in public and "draw_pile" not in public
        assert public["hand_size"] == 5 and public["draw_pile_size"] == 15
    others = {name for deck in ("stranger_king", "steward", "merchant") for name in load_archetypes()[deck].deck_list()}
    text = json.dumps(view)
    assert not [name for name in others if name in text]


def test_the_order_of_the_event_deck_is_hidden(game):
    view = game.view(0)
    assert view["events_left"] == len(load_events())
    assert not [name for name in load_events() if name in json.dumps(view)]


def test_the_public_table_shows_health_forest_deck_tokens_and_the_defection_token(game):
    arrange(game, health=8, forest_deck=17, seats={2: {"capacity": 2, "stockpile": 5, "renewal": 1}})
    view = game.view(0)
    assert (view["health"], view["band"], view["regen_rate"], view["forest_deck"]) == (8, "thriving", 4, 17)
    assert view["players"][2] == {
        "archetype": "steward",
        "stockpile": 5,
        "capacity": 2,
        "patience": 0,
        "renewal": 1,
        "hand_size": 5,
        "draw_pile_size": 15,
        "played": [],
    }
    assert view["defection_token"] == {"seat": 0, "side": "cooperative"}


def test_a_view_is_plain_data_and_a_copy(game):
    view = game.view(0)
    assert json.loads(json.dumps(view)) == view
    view["hand"].clear()
    view["players"][0]["stockpile"] = 99
    assert len(game.seats[0].hand) == 5 and game.seats[0].stockpile == 0


@pytest.mark.parametrize("seat", [-1, 4, "0", None])
def test_a_view_needs_a_real_seat(game, seat):
    with pytest.raises(ValueError, match="seat must be 0..3"):
        game.view(seat)


def test_a_secret_pick_is_in_no_log_before_the_reveal_only_in_the_pickers_view(game):
    arrange(game, hands={0: ["Velvet Glove"]})
    game.apply("play Velvet Glove")
    assert game.view(0)["my_choice"] == ["Velvet Glove", None] and game.view(1)["my_choice"] is None
    chose = game.events[-1]
    assert (chose.rule, chose.seat, chose.seen_by) == ("H-choose", 0, EVERYONE)
    assert not [line for line in game.log if "Velvet Glove" in line]  # no sentence names the card


def test_the_box_reserve_is_logged_for_the_teacher_alone_after_setup_and_regrowth(game):
    play_round(game, calm(game))
    counts = [e for e in game.events if e.data.get("box_reserve") is not None]
    assert [e.seen_by for e in counts] == [NOBODY, NOBODY]
    assert [(e.rule, e.data) for e in counts] == [
        ("H-setup", {"box_reserve": 20}),
        ("H-regen", {"box_reserve": game.box_reserve}),
    ]
    for seat in range(4):
        assert not [e for e in game.events_for(seat) if "box_reserve" in e.data or "Box Reserve holds" in e.text]
    assert not [e for e in game.events_for(None) if "Box Reserve holds" in e.text]


def test_with_reveal_box_everyone_logs_the_box_reserve():
    game = new_game(players=2, reveal_box=True)
    told = game.events_for(1)[1]
    assert (told.rule, told.seen_by, told.data) == ("H-setup", EVERYONE, {"box_reserve": 20})


def test_an_information_card_logs_the_count_for_its_player_alone(game):
    plays = calm(game)
    arrange(game, hands={3: ["Ledger"]})
    plays[3] = "Ledger"
    play_round(game, plays)
    (told,) = [e for e in game.events if e.rule == "H-effect" and "box_reserve" in e.data]
    assert (told.seen_by, told.data["box_reserve"]) == (3, 20)
    assert told in game.events_for(3) and all(told not in game.events_for(s) for s in (0, 1, 2))
    assert [(e.seat, e.data) for e in game.events_for(0) if e.rule == "H-effect"] == [(3, {})]  # that Seat 3 counts
