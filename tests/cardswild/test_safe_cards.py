"""Safe cards stop their Trouble for good; the Giddyup is forced and bounces the Trouble back."""

from dataclasses import replace

import pytest
from noted import fact, noted

from forestnb import IllegalActionError
from forestnb.cardswild.cards import Deck
from forestnb.cardswild.scenes import READY_SMALL, lay_out

from .helpers import attack, new_game, play, state_of

STOPS = [("Shelter", "Bad Weather"), ("Guide", "I'm Lost"), ("Guide", "Lose License"), ("Ammo Pack", "Out of Bullets")]


@pytest.mark.parametrize(("safe", "trouble"), STOPS)
def test_a_safe_card_face_up_blocks_its_trouble_outright(safe, trouble):
    game = lay_out(new_game(), hands={0: [trouble]}, areas={1: {"safes": [safe]}}, seat=0, phase="play")
    assert not [a for a in game.legal_actions() if a.kind == "attack"]
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(attack(trouble, 1))
    assert (
        refused.value.rule == "Safe cards"
        and f"Seat 1's {safe} is face up and stops {trouble} outright" in refused.value.detail
    )
    assert state_of(game) == before


def test_nightfall_has_no_safe_card():
    game = lay_out(
        new_game(),
        hands={0: ["Nightfall"]},
        areas={1: {"safes": ["Shelter", "Guide", "Ammo Pack"]}},
        seat=0,
        phase="play",
    )
    game.apply(attack("Nightfall", 1))
    assert game.areas[1].trouble == "Nightfall"


@pytest.mark.parametrize("safe", ["Shelter", "Guide", "Ammo Pack"])
def test_a_safe_card_may_be_played_any_time_even_before_it_is_needed(safe):
    game = lay_out(new_game(), hands={0: [safe]}, areas={0: {}}, seat=0, phase="play")
    game.apply(play(safe))
    assert game.areas[0].safes == [safe]
    assert fact(game.events[-1]) == ("C-play", 0, {"card": safe})


@pytest.mark.parametrize(("safe", "trouble"), STOPS)
def test_playing_a_safe_card_clears_its_trouble(safe, trouble):
    game = lay_out(new_game(), hands={0: [safe]}, areas={0: {"trouble": trouble}}, seat=0, phase="play")
    game.apply(play(safe))
    assert game.areas[0].trouble is None and game.areas[0].spent == [trouble]


def giddyup_table(trouble="Bad Weather", safe="Shelter", attacker_area=None, draw=("Grouse",)):
    return lay_out(
        new_game(players=3),
        hands={0: [trouble, "Elk"], 1: [safe, "Bear", "Deer"]},
        areas={0: attacker_area or READY_SMALL, 1: {}},
        draw=list(draw),
        seat=0,
        phase="play",
        top_up=False,
    )


def test_giddyup_the_safe_goes_face_up_the_trouble_bounces_and_the_defender_draws():
    game = giddyup_table()
    game.apply(attack("Bad Weather", 1))
    attacker, defender = game.areas[0], game.areas[1]
    assert defender.safes == ["Shelter"] and defender.trouble is None
    assert attacker.trouble == "Bad Weather"
    assert sorted(game.hands[1]) == ["Bear", "Deer", "Grouse"], "the Safe left the hand and one card came in"
    assert [fact(e) for e in game.events_for(None)[-4:]] == [
        ("C-trouble", 0, {"trouble": "Bad Weather", "target": 1}),
        ("C-giddyup", 1, {"attacker": 0, "trouble": "Bad Weather", "safe": "Shelter"}),
        ("C-trouble", 1, {"trouble": "Bad Weather", "target": 0}),  # turned back by the defender
        ("C-giddyup", 1, {}),  # the refill, its card named to Seat 1 alone
    ]
    assert game.current_player == 1, "the Giddyup is not a turn: play passes on from the attacker"
    assert game.counts["giddyups"] == 1


def test_a_bounced_trouble_takes_the_attacker_s_requirement():
    game = giddyup_table("Lose License", "Guide")
    game.apply(attack("Lose License", 1))
    assert (
        game.areas[0].trouble == "Lose License" and game.areas[0].license is None and game.areas[0].spent == ["License"]
    )
    assert game.areas[1].has_license(), "the Guide counts as the defender's License"


def test_giddyup_discards_the_trouble_if_the_attacker_already_has_one():
    game = giddyup_table("Out of Bullets", "Ammo Pack", attacker_area={**READY_SMALL, "trouble": "Nightfall"})
    game.apply(attack("Out of Bullets", 1))
    assert game.areas[0].trouble == "Nightfall" and game.areas[0].bullets == "Small Bullets"
    assert game.discard[-1] == "Out of Bullets"
    assert [e.seat for e in noted(game, "C-giddyup")][:2] == [1, 0]  # the Giddyup, then its bounce off Seat 0
    assert game.last_giddyup["bounced"] == "discard"


def test_giddyup_is_forced_and_offers_no_choice():
    game = giddyup_table("I'm Lost", "Guide")
    game.apply(attack("I'm Lost", 1))
    assert game.current_player == 1 and game.phase == "draw"
    assert {a.kind for a in game.legal_actions()} <= {"draw", "take"}
    assert "Guide" not in game.hands[1]


def test_the_giddyup_draw_starts_a_new_season_when_the_draw_pile_is_empty():
    game = lay_out(
        new_game(players=3),
        hands={0: ["Bad Weather"], 1: ["Shelter", "Bear"]},
        discard=["Elk"],
        seat=0,
        rest="discard",
        phase="play",
        top_up=False,
    )
    assert game.draw_pile == []
    game.apply(attack("Bad Weather", 1))
    assert game.season == 2 and len(game.hands[1]) == 2 and game.discard == []
    assert [e.data["season"] for e in noted(game, "C-season")] == [2]


def test_the_giddyup_moment_is_shown_in_every_view():
    game = giddyup_table()
    game.apply(attack("Bad Weather", 1))
    expected = {
        "game": 1,
        "turn": 1,
        "attacker": 0,
        "defender": 1,
        "trouble": "Bad Weather",
        "safe": "Shelter",
        "bounced": "attacker",
    }
    assert all(game.view(seat)["last_giddyup"] == expected for seat in range(3))


def test_no_giddyup_when_the_target_does_not_hold_the_matching_safe():
    game = lay_out(new_game(), hands={0: ["Bad Weather"], 1: ["Guide", "Ammo Pack"]}, seat=0, phase="play")
    game.apply(attack("Bad Weather", 1))
    assert game.areas[1].trouble == "Bad Weather" and game.counts["giddyups"] == 0 and game.last_giddyup is None


def test_a_bounced_trouble_never_bounces_again_and_is_discarded_if_the_attacker_is_protected():
    """Ruling C9, for a deck a designer gave two Shelters (one Daylight fewer)."""
    game = new_game(players=3)
    rows = [replace(r, count=r.count + {"Shelter": 1, "Daylight": -1}.get(r.kind, 0)) for r in game.deck.rows]
    game.deck = Deck(tuple(rows))
    lay_out(
        game,
        hands={0: ["Bad Weather"], 1: ["Shelter", "Bear"]},
        areas={0: {**READY_SMALL, "safes": ["Shelter"]}, 1: {}},
        seat=0,
        phase="play",
    )
    game.apply(attack("Bad Weather", 1))
    assert game.areas[0].trouble is None and game.discard[-1] == "Bad Weather"
    assert [e.seat for e in noted(game, "C-giddyup")][:2] == [1, 0]  # the Giddyup, then its bounce off Seat 0
    assert not noted(game, "C-trouble")[1:], "the bounced trouble lands nowhere"
