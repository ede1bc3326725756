"""What each seat sees (hunt areas public, hands private), the log, the summary, and replay."""

import json

import forestnb
from forestnb import Action
from forestnb.cardswild.scenes import READY_SMALL, lay_out

from .helpers import attack, new_game


def played(seed=5, players=4, bots=("steady", "aggressive", "steady", "random")):
    return forestnb.play("cardswild", list(bots[:players]), seed=seed)


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others():
    game = new_game(players=4)
    for seat in range(4):
        view = game.view(seat)
        assert view["seat"] == seat and view["hand"] == game.hands[seat]
        assert [p["hand_size"] for p in view["players"]] == [len(h) for h in game.hands]
        assert "hands" not in view and "draw_pile" not in view and "discard" not in view
        assert view["draw_pile_size"] == len(game.draw_pile) and view["discard_top"] == game.discard[-1]


def test_every_seat_sees_every_hunt_area():
    game = lay_out(
        new_game(players=3),
        areas={1: {**READY_SMALL, "trouble": "Nightfall", "safes": ["Guide"], "trophies": {"Grouse": 3}}},
        phase="play",
    )
    views = [game.view(seat)["players"][1] for seat in range(3)]
    assert views[0] == views[1] == views[2]
    assert (views[0]["trouble"], views[0]["safes"], views[0]["trophies"]["Grouse"]) == ("Nightfall", ["Guide"], 3)


def test_views_differ_only_in_the_seat_and_its_own_hand():
    game = played()
    public = [{k: v for k, v in game.view(seat).items() if k not in ("seat", "hand")} for seat in range(4)]
    assert public[0] == public[1] == public[2] == public[3]
    assert json.loads(json.dumps(public[0])) == public[0]


def test_the_public_log_never_names_a_card_drawn_from_the_draw_pile():
    game = played()
    draws = [line for line in game.log_for(None) if "draw pile" in line and line.startswith("Seat")]
    assert draws and all(line.endswith("draws a card from the draw pile.") for line in draws)


def test_a_drawn_card_and_a_dealt_hand_are_named_in_their_seats_log_alone():
    game = new_game(players=3)
    dealt = list(game.hands[0])
    game.apply(Action("draw", ()))
    card = game.hands[0][-1]
    told = [
        f"Seat 0 is dealt {', '.join(dealt)} (seen by Seat 0 alone).",
        f"Seat 0 draws {card} (seen by Seat 0 alone).",
    ]
    assert all(line in game.log_for(0) for line in told)
    for seat in (1, 2):
        assert not set(told) & set(game.log_for(seat))
        assert "Seat 0 draws a card from the draw pile." in game.log_for(seat)


def test_every_log_line_is_a_plain_sentence():
    game = played()
    assert all(line[0].isupper() and line.rstrip()[-1] in ".!" for line in game.log)


def test_the_snapshot_is_the_whole_table():
    game = new_game(players=3)
    snap = game.snapshot()
    assert snap["hands"] == game.hands and snap["draw_pile"] == game.draw_pile and snap["discard"] == game.discard
    assert json.loads(json.dumps(snap)) == snap


def test_the_summary_gives_one_sweep_row():
    game = played()
    row = game.summary()
    assert set(row) == {
        "games_played",
        "turns",
        "seasons",
        "troubles_played",
        "giddyups",
        "lions_used",
        "reverses",
        "called_off",
        "winner_trophies",
        "runner_up_counted",
    }
    assert row["turns"] == game.results[-1]["turns"] and row["games_played"] == 1
    if game.winners():
        assert row["winner_trophies"] >= 11 and 0 <= row["runner_up_counted"] < 11


def test_a_sweep_has_the_summary_columns():
    table = forestnb.simulate("cardswild", ["steady", "aggressive"], games=4, seed=2)
    assert {"turns", "seasons", "giddyups", "lions_used", "winner_trophies"} <= set(table.columns)
    assert len(table) == 4


def test_a_saved_game_replays_to_the_same_game():
    game = played(seed=8)
    again = forestnb.load_game(game.to_json())
    assert again.log == game.log and again.snapshot() == game.snapshot()
    replay = new_game(players=4, seed=8)
    for action in game.history:
        replay.apply(Action(action.kind, action.args))
    assert replay.log == game.log


def test_a_clone_is_independent_and_shares_the_deck():
    game = lay_out(new_game(), hands={0: ["Nightfall"]}, seat=0, phase="play")
    trial = game.clone()
    trial.apply(attack("Nightfall", 1))
    assert game.areas[1].trouble is None and "Nightfall" in game.hands[0]
    assert trial.deck is game.deck
