"""Taking a trophy: Daylight, a License (or the Guide), matching bullets, no Trouble; species in
order, each up to its limit; all five complete wins at once."""

import random

import pytest
from noted import fact

import forestnb
from forestnb.cardswild.bots import SteadyHunter
from forestnb.cardswild.cards import SPECIES_NAMES
from forestnb.cardswild.scenes import ALL_SMALL, READY_SMALL, lay_out, one_bear_from_the_win

from .helpers import discard, new_game, play, refuse


def legal_plays(game):
    return [a.args[0] for a in game.legal_actions() if a.kind == "play"]


def test_with_all_three_requirements_and_no_trouble_a_grouse_may_be_taken():
    game = lay_out(new_game(), hands={0: ["Grouse"]}, areas={0: READY_SMALL}, seat=0, phase="play")
    game.apply(play("Grouse"))
    assert game.areas[0].trophies["Grouse"] == 1
    assert fact(game.events[-1]) == ("C-play", 0, {"card": "Grouse"})


@pytest.mark.parametrize(
    ("missing", "needs"),
    [
        ("daylight", "needs Daylight"),
        ("license", "needs a License (or the Guide)"),
        ("bullets", "needs Small Bullets (or the Ammo Pack)"),
    ],
)
def test_a_trophy_needs_daylight_a_license_and_bullets(missing, needs):
    area = {k: v for k, v in READY_SMALL.items() if k != missing}
    game = lay_out(new_game(), hands={0: ["Grouse"]}, areas={0: area}, seat=0, phase="play")
    assert "Grouse" not in legal_plays(game)
    error = refuse(game, play("Grouse"))
    assert error.rule == "Taking a trophy" and needs in error.detail


def test_the_guide_counts_as_a_license():
    game = lay_out(
        new_game(),
        hands={0: ["Grouse"]},
        areas={0: {"daylight": "Daylight", "bullets": "Small Bullets", "safes": ["Guide"]}},
        seat=0,
        phase="play",
    )
    assert game.areas[0].lights()["License"]
    game.apply(play("Grouse"))
    assert game.areas[0].trophies["Grouse"] == 1


@pytest.mark.parametrize(
    ("bullets", "trophies", "species", "allowed"),
    [
        ("Small Bullets", {}, "Grouse", True),
        ("Big Bullets", {}, "Grouse", False),
        ("Small Bullets", ALL_SMALL, "Deer", False),
        ("Big Bullets", ALL_SMALL, "Deer", True),
        ("Small Bullets", {"Grouse": 4}, "Rabbit", True),
        ("Big Bullets", {"Grouse": 4, "Rabbit": 3, "Deer": 2, "Elk": 1}, "Bear", True),
    ],
)
def test_small_bullets_hunt_small_game_and_big_bullets_big_game(bullets, trophies, species, allowed):
    game = lay_out(
        new_game(),
        hands={0: [species]},
        areas={0: {**READY_SMALL, "bullets": bullets, "trophies": trophies}},
        seat=0,
        phase="play",
    )
    assert (species in legal_plays(game)) is allowed


@pytest.mark.parametrize(("trophies", "species"), [({}, "Grouse"), (ALL_SMALL, "Deer")])
def test_the_ammo_pack_counts_as_either_kind_of_bullets(trophies, species):
    game = lay_out(
        new_game(),
        hands={0: [species]},
        areas={0: {"daylight": "Daylight", "license": "License", "safes": ["Ammo Pack"], "trophies": trophies}},
        seat=0,
        phase="play",
    )
    game.apply(play(species))
    assert game.areas[0].trophies[species] == trophies.get(species, 0) + 1


@pytest.mark.parametrize("trouble", ["Bad Weather", "I'm Lost", "Nightfall", "Out of Bullets", "Lose License"])
def test_no_trophy_while_a_trouble_is_on_you(trouble):
    game = lay_out(
        new_game(), hands={0: ["Grouse"]}, areas={0: {**READY_SMALL, "trouble": trouble}}, seat=0, phase="play"
    )
    error = refuse(game, play("Grouse"))
    assert error.rule == "Taking a trophy" and f"has {trouble} on them: clear it first" in error.detail


def test_species_are_hunted_in_order():
    game = lay_out(
        new_game(),
        hands={0: ["Rabbit", "Deer"]},
        areas={0: {**READY_SMALL, "trophies": {"Grouse": 3}}},
        seat=0,
        phase="play",
    )
    assert legal_plays(game) == []
    error = refuse(game, play("Rabbit"))
    assert error.rule == "Trophy order" and "Grouse comes first (3 of 4), then Rabbit" in error.detail


def test_each_limit_is_filled_before_the_next_species_and_never_passed():
    game = lay_out(
        new_game(),
        hands={0: ["Grouse", "Rabbit"]},
        areas={0: {**READY_SMALL, "trophies": {"Grouse": 4}}},
        seat=0,
        phase="play",
    )
    assert legal_plays(game) == ["Rabbit"]
    error = refuse(game, play("Grouse"))
    assert error.rule == "Trophy limits" and "already has 4 Grouse, the limit is 4" in error.detail


def test_the_limits_are_4_3_2_1_1():
    game = new_game()
    area = game.areas[0]
    progress = {p["species"]: p["limit"] for p in area.public()["progress"]}
    assert progress == {"Grouse": 4, "Rabbit": 3, "Deer": 2, "Elk": 1, "Bear": 1}


def test_playing_the_other_bullets_replaces_the_ones_out():
    game = lay_out(
        new_game(), hands={0: ["Big Bullets"]}, areas={0: {**READY_SMALL, "trophies": ALL_SMALL}}, seat=0, phase="play"
    )
    game.apply(play("Big Bullets"))
    area = game.areas[0]
    assert area.bullets == "Big Bullets" and area.spent == ["Small Bullets"]
    assert not area.lights()["Small Bullets"] and area.lights()["Big Bullets"]
    assert fact(game.events[-1]) == ("C-play", 0, {"card": "Big Bullets"})


@pytest.mark.parametrize(
    ("area", "card", "already"),
    [
        (READY_SMALL, "Daylight", "Daylight"),
        (READY_SMALL, "License", "a License (or the Guide, which counts as one)"),
        ({"safes": ["Guide"]}, "License", "a License"),
        (READY_SMALL, "Small Bullets", "Small Bullets"),
    ],
)
def test_a_requirement_already_face_up_is_refused_since_it_changes_nothing(area, card, already):
    game = lay_out(new_game(), hands={0: [card]}, areas={0: area}, seat=0, phase="play")
    assert card not in legal_plays(game) and discard(card) in game.legal_actions()
    error = refuse(game, play(card))
    assert error.rule == "Hunt area" and f"already has {already}" in error.detail


def test_no_bullets_beside_the_ammo_pack():
    game = lay_out(new_game(), hands={0: ["Big Bullets"]}, areas={0: {"safes": ["Ammo Pack"]}}, seat=0, phase="play")
    error = refuse(game, play("Big Bullets"))
    assert error.rule == "Hunt area" and "Ammo Pack already counts as both" in error.detail


def test_completing_all_five_species_wins_at_once():
    game = one_bear_from_the_win(new_game(players=3), 1)
    game.apply(play("Bear"))
    assert game.is_over() and game.current_player is None and game.legal_actions() == []
    assert game.winners() == [1] and game.scores() == [0, 1, 0]
    assert fact(game.events[-1]) == ("C-end", 1, {"game": 1})
    assert game.results[-1]["winner"] == 1 and game.results[-1]["counted"][1] == 11


def test_trophy_progress_and_requirement_lights_are_in_every_seat_s_view():
    game = lay_out(
        new_game(players=3),
        areas={2: {**READY_SMALL, "trouble": "Bad Weather", "trophies": {"Grouse": 2}}},
        phase="play",
    )
    for seat in range(3):
        shown = game.view(seat)["players"][2]
        assert shown["lights"] == {
            "Daylight": True,
            "License": True,
            "Small Bullets": True,
            "Big Bullets": False,
            "No Trouble": False,
        }
        assert shown["progress"][0] == {"species": "Grouse", "count": 2, "limit": 4}
        assert (shown["counted"], shown["next_species"], shown["ready"], shown["trouble"]) == (
            2,
            "Grouse",
            False,
            "Bad Weather",
        )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_species_offered_in_play_is_exactly_the_one_the_trophy_rules_allow(players):
    """The fast check behind the legal actions (``huntable``) agrees with the full one all game long."""
    game = forestnb.new_game("cardswild", players=players, seed=players)
    bot, rng = SteadyHunter(), random.Random(0)
    while not game.is_over():
        for area in game.areas:
            for species in SPECIES_NAMES:
                assert (species == area.huntable()) == (area.trophy_refusal(species) is None)
        game.apply(bot.choose(game, game.current_player, rng))
