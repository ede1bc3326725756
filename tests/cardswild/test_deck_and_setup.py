"""The deck (114 / 88 / 62 cards), the deal of six from the dealer's left, the face-up discard."""

import random
from collections import Counter

import pytest

from forestnb.cardswild.cards import HAND_SIZE, LIMIT, REMOVED_FOR_THREE, load_deck

from .helpers import new_game

# ruling C1: the composition of the 114-card deck.
RULINGS_DECK = {
    "Grouse": 18,
    "Rabbit": 14,
    "Deer": 10,
    "Elk": 6,
    "Bear": 6,
    "Daylight": 12,
    "Good Weather": 4,
    "Compass": 4,
    "Small Bullets": 6,
    "Big Bullets": 6,
    "License": 6,
    "Nightfall": 5,
    "Bad Weather": 3,
    "I'm Lost": 3,
    "Out of Bullets": 3,
    "Lose License": 3,
    "Shelter": 1,
    "Guide": 1,
    "Ammo Pack": 1,
    "Mountain Lion": 2,
}
NEVER_REMOVED = (
    "Nightfall",
    "Bad Weather",
    "I'm Lost",
    "Out of Bullets",
    "Lose License",
    "Shelter",
    "Guide",
    "Ammo Pack",
    "Mountain Lion",
)


def test_the_deck_is_the_composition_of_the_rulings():
    assert load_deck().counts(4) == RULINGS_DECK


@pytest.mark.parametrize(("players", "size"), [(4, 114), (3, 88), (2, 62)])
def test_the_deck_has_114_cards_for_four_players_88_for_three_and_62_for_two(players, size):
    assert load_deck().size(players) == size
    game = new_game(players=players)
    in_play = len(game.draw_pile) + len(game.discard) + sum(map(len, game.hands))
    assert in_play == size and game.invariant_violations() == []


def test_three_players_remove_the_rule_text_s_table_and_two_players_remove_double():
    deck = load_deck()
    four, three, two = deck.counts(4), deck.counts(3), deck.counts(2)
    assert {k: four[k] - three[k] for k in four if four[k] != three[k]} == REMOVED_FOR_THREE
    assert REMOVED_FOR_THREE == {
        "Grouse": 5,
        "Rabbit": 4,
        "Deer": 3,
        "Elk": 2,
        "Bear": 2,
        "Daylight": 2,
        "Good Weather": 1,
        "Compass": 1,
        "Small Bullets": 2,
        "Big Bullets": 2,
        "License": 2,
    }
    assert all(four[k] - two[k] == 2 * REMOVED_FOR_THREE.get(k, 0) for k in four)


def test_troubles_safe_cards_and_mountain_lions_are_never_removed():
    deck = load_deck()
    for kind in NEVER_REMOVED:
        assert deck.counts(2)[kind] == deck.counts(3)[kind] == deck.counts(4)[kind] == RULINGS_DECK[kind]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_count_keeps_enough_trophies_for_everyone_to_finish(players):
    counts = load_deck().counts(players)
    assert all(counts[species] >= players * limit for species, limit in LIMIT.items())


def test_help_cards_are_not_in_the_deck():
    assert not any("Help" in kind for kind in load_deck().counts(4))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_is_dealt_six_cards_one_at_a_time_from_the_dealer_s_left(players):
    game = new_game(players=players, seed=21)
    deck = load_deck().cards(players)
    random.Random(21).shuffle(deck)  # the game's first use of its random stream is this shuffle
    dealer = game.dealer
    expected = [[] for _ in range(players)]
    for _ in range(HAND_SIZE):
        for step in range(1, players + 1):
            expected[(dealer + step) % players].append(deck.pop())
    assert game.hands == expected
    assert game.discard == [deck.pop()] and game.draw_pile == deck


def test_the_next_card_is_turned_face_up_to_start_the_discard_pile():
    game = new_game(players=4, seed=3)
    assert len(game.discard) == 1
    assert game.view(2)["discard_top"] == game.discard[-1]
    assert game.events[0].data["turned_up"] == game.discard[-1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_seat_deals_the_first_game_so_seat_0_on_its_left_plays_first(players):
    game = new_game(players=players)
    assert game.dealer == players - 1 and game.current_player == 0
    assert game.phase == "draw" and game.view(0)["direction"] == "left"


def test_every_hunt_area_starts_empty():
    game = new_game(players=4)
    for view in game.view(0)["players"]:
        assert (view["daylight"], view["license"], view["bullets"], view["trouble"]) == (None, None, None, None)
        assert view["safes"] == [] and view["spent"] == [] and view["counted"] == 0
        assert view["next_species"] == "Grouse" and not view["ready"]


def test_the_deal_is_shuffled_with_the_game_s_seed():
    deal = lambda g: (g.hands, g.discard, g.draw_pile)  # noqa: E731
    assert deal(new_game(seed=5)) == deal(new_game(seed=5))
    assert deal(new_game(seed=5)) != deal(new_game(seed=6))


def test_the_whole_deck_is_accounted_for_from_the_start():
    for players in (2, 3, 4):
        game = new_game(players=players)
        everything = game.draw_pile + game.discard + [c for h in game.hands for c in h]
        assert Counter(everything) == Counter(load_deck().cards(players))
