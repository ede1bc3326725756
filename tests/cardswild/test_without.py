"""Ruling C15, the what-if option ``without``: every copy of the named Safe cards and/or Mountain
Lions is out of the deck before the deal. Not the rule book's game, but a fair one: the rest of
the deck, the deal and every other rule stay as they are, and a seed deals the cards it deals
anyway, less the missing ones."""

import json
import random
from collections import Counter

import pytest
from noted import fact, noted

import forestnb
from forestnb.cardswild.cards import HAND_SIZE, LION, REMOVABLE, SAFE_CARDS, load_deck
from forestnb.cardswild.scenes import lay_out

from .helpers import attack, new_game

NO_SAFES = ("Shelter", "Guide", "Ammo Pack")
NEITHER = (*NO_SAFES, LION)


def every_card(game):
    """The kinds of every card on the table (piles, hands, hunt areas): the whole deck, by the invariant."""
    table = game.draw_pile + game.discard + [card for hand in game.hands for card in hand]
    return set(table) | {card for area in game.areas for card in area.cards()}


def shuffled_deck(game):
    """A freshly dealt game's shuffled deck, top card first: the hands as dealt, round by round
    from the dealer's left, then the face-up card, then the draw pile from its top."""
    seats = [(game.dealer + step) % game.players for step in range(1, game.players + 1)]
    return [game.hands[seat][r] for r in range(HAND_SIZE) for seat in seats] + game.discard + game.draw_pile[::-1]


def played(seed, without, players=4, bots=("steady", "aggressive")):
    return forestnb.play("cardswild", [bots[s % len(bots)] for s in range(players)], seed=seed, without=without)


def test_only_the_safe_cards_and_the_mountain_lion_may_be_taken_out():
    assert REMOVABLE == (*SAFE_CARDS, LION) == (*NO_SAFES, LION)


def test_by_default_nothing_is_taken_out():
    assert new_game(players=4).options["without"] == ()
    assert load_deck().size(4, ()) == 114


@pytest.mark.parametrize(("players", "full"), [(4, 114), (3, 88), (2, 62)])
@pytest.mark.parametrize(("without", "fewer"), [((LION,), 2), (NO_SAFES, 3), (NEITHER, 5)])
def test_the_deck_is_smaller_by_every_copy_of_the_kinds_taken_out(players, full, without, fewer):
    game = new_game(players=players, without=without)
    cards = game.draw_pile + game.discard + [card for hand in game.hands for card in hand]
    assert len(cards) == game.deck.size(players, without) == full - fewer
    assert not set(cards) & set(without)
    assert Counter(cards) == Counter({k: n for k, n in load_deck().counts(players).items() if k not in without})


def test_without_mountain_lions_no_lion_is_ever_dealt_or_drawn():
    for seed in range(6):
        game = played(seed, [LION])
        assert LION not in every_card(game)
        assert game.summary()["lions_used"] == 0
        assert not any("Mountain Lion" in line for line in game.log[1:])


def test_without_the_safe_cards_no_safe_card_is_dealt_and_no_giddyup_happens():
    for seed in range(6):
        game = played(seed, NO_SAFES)
        assert not every_card(game) & set(NO_SAFES)
        assert all(not area.safes for area in game.areas) and game.summary()["giddyups"] == 0


def test_without_its_safe_card_a_trouble_always_lands():
    game = lay_out(new_game(players=2, without=NO_SAFES), hands={0: ["Bad Weather"]}, seat=0, phase="play")
    game.apply(attack("Bad Weather", 1))
    assert game.areas[1].trouble == "Bad Weather" and game.last_giddyup is None


def test_a_seed_deals_the_same_cards_in_the_same_order_less_the_missing_ones():
    for players in (2, 4):
        full, thinned = new_game(players=players, seed=21), new_game(players=players, seed=21, without=NEITHER)
        assert shuffled_deck(thinned) == [card for card in shuffled_deck(full) if card not in NEITHER]
        assert shuffled_deck(thinned) != shuffled_deck(full)[: len(shuffled_deck(thinned))]


def test_the_log_says_the_game_is_a_what_if_variant():
    assert fact(new_game(players=3, without=(LION, "Guide")).events[0]) == (
        "C-without",
        None,
        {"without": [LION, "Guide"]},
    )
    assert new_game(players=3).events[0].rule == "C-deal"


def test_every_card_of_the_smaller_deck_is_accounted_for_all_game_long():
    rng = random.Random(4)
    for without in ((LION,), NO_SAFES, NEITHER):
        game = new_game(players=3, seed=4, without=without)
        for _ in range(600):
            assert game.invariant_violations() == []
            game.apply(rng.choice(game.legal_actions()))


def test_a_card_of_the_full_deck_is_one_too_many_in_the_smaller_one():
    game = new_game(players=2, without=[LION])
    game.discard.append(LION)
    assert game.invariant_violations() == ["the 60-card deck is not all accounted for (61 cards found)"]


def test_a_match_leaves_the_cards_out_of_every_game():
    game = forestnb.play("cardswild", ["steady", "steady"], seed=3, match_games=3, without=[LION])
    assert len(game.results) == 3 and sum(r["lions_used"] for r in game.results) == 0
    assert len(noted(game, "C-without")) == 1


def test_a_saved_game_without_lions_replays_from_its_json():
    game = played(5, (LION, "Shelter"), players=3)
    saved = json.loads(game.to_json())
    assert saved["options"]["without"] == [LION, "Shelter"]
    loaded = forestnb.load_game(game.to_json())
    assert loaded.options == game.options and loaded.log == game.log and loaded.snapshot() == game.snapshot()


def test_the_default_game_is_unchanged_by_the_option():
    for seed in range(3):
        plain = forestnb.play("cardswild", ["steady", "aggressive", "steady"], seed=seed)
        empty = forestnb.play("cardswild", ["steady", "aggressive", "steady"], seed=seed, without=[])
        assert plain.log == empty.log and plain.snapshot() == empty.snapshot()


# -- settings the option refuses -----------------------------------------------------------------
@pytest.mark.parametrize("value", [["Elk"], ("Nightfall",), [LION, "Compass"], [3], [None]])
def test_only_safe_cards_and_the_mountain_lion_may_be_named(value):
    with pytest.raises(ValueError, match="without may take out only Shelter, Guide, Ammo Pack, Mountain Lion, not"):
        new_game(without=value)


@pytest.mark.parametrize("value", ["Mountain Lion", {LION}, None, 1])
def test_without_must_be_a_list_or_tuple(value):
    words = r"without must be a list or tuple of card kinds to take out \(Shelter, Guide, Ammo Pack, Mountain Lion\)"
    with pytest.raises(ValueError, match=words):
        new_game(without=value)


def test_a_kind_may_be_named_only_once():
    with pytest.raises(ValueError, match="without names Guide more than once"):
        new_game(without=["Guide", LION, "Guide"])


def test_the_reverse_rule_needs_the_mountain_lions():
    with pytest.raises(ValueError, match="the Reverse rule is played with a Mountain Lion"):
        new_game(players=3, reverse=True, without=[LION])
    assert new_game(players=3, reverse=True, without=NO_SAFES).options["reverse"]
