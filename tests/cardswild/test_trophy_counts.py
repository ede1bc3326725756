"""A hunt area's trophy counts keep the species hunted next up to date, however they change:
a trophy taken, one stolen by a Mountain Lion, counts laid out by hand, a copy of the game."""

import copy
import pickle

import forestnb
from forestnb.cardswild.area import HuntArea
from forestnb.cardswild.cards import LIMIT, SPECIES_NAMES


def first_incomplete(trophies):
    return next((species for species in SPECIES_NAMES if trophies[species] < LIMIT[species]), None)


def test_a_new_area_hunts_grouse_first():
    assert HuntArea().next_species() == "Grouse"


def test_the_next_species_follows_counts_set_by_hand_up_and_down():
    area = HuntArea()
    area.trophies["Grouse"] = 4
    assert area.next_species() == "Rabbit"
    for species in SPECIES_NAMES:
        area.trophies[species] = LIMIT[species]
    assert area.next_species() is None and area.complete()
    area.trophies["Grouse"] -= 1
    assert area.next_species() == "Grouse" and not area.complete()


def test_the_next_species_follows_every_trophy_of_seeded_games_and_their_copies():
    for seed in range(4):
        played = forestnb.play("cardswild", ["steady", "aggressive", "steady"], seed=seed)
        game = forestnb.new_game("cardswild", players=3, seed=seed)
        for action in played.history:
            game.apply(action)
            assert [a.next_species() for a in game.areas] == [first_incomplete(a.trophies) for a in game.areas]
        for twin in (game.clone(), pickle.loads(pickle.dumps(game))):
            assert [a.next_species() for a in twin.areas] == [a.next_species() for a in game.areas]
            assert [dict(a.trophies) for a in twin.areas] == [dict(a.trophies) for a in game.areas]
        assert copy.deepcopy(game.areas[0].trophies) == game.areas[0].trophies
