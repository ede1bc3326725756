"""A determinization is a state the seat cannot tell from the real one: the same view and the same
events, every hidden card dealt at random from the cards the view leaves unseen, and nothing
read from the real hidden cards."""

import math
import random
from collections import Counter

import pytest

from forestnb.cardswild.determinize import seen_cards
from forestnb.core.determinize import determinize, unseen
from forestnb.forest.determinize import seen_labels
from forestnb.hunters.determinize import named_cards

from .positions import positions

GAMES = ("forest", "cardswild", "hunters", "humbaba")
POSITIONS = 1000


@pytest.mark.parametrize("name", GAMES)
def test_the_seat_sees_the_same_game(name):
    for game, seat in positions(name, POSITIONS):
        imagined = determinize(game, seat, random.Random(7))
        assert imagined.view(seat) == game.view(seat)
        assert imagined.log_for(seat) == game.log_for(seat)
        assert imagined.legal_actions() == game.legal_actions() or game.current_player != seat
        assert imagined.invariant_violations() == []


@pytest.mark.parametrize("name", GAMES)
def test_the_hidden_cards_change_with_the_seed(name):
    differ = [
        determinize(game, seat, random.Random(1)).snapshot() != determinize(game, seat, random.Random(2)).snapshot()
        for game, seat in positions(name, 200, seed=1)
    ]
    assert sum(differ) > 0.9 * len(differ)


@pytest.mark.parametrize("name", GAMES)
def test_nothing_is_read_from_the_real_hidden_cards(name):
    """Scramble what the seat cannot see (another state it could not tell apart): the imagined
    games dealt with the same seed are the same."""
    for game, seat in positions(name, 200, seed=2):
        scrambled = determinize(game, seat, random.Random(99))
        scrambled.events = game.events  # the scrambled game keeps the real log's secrets too
        assert (
            determinize(scrambled, seat, random.Random(5)).snapshot()
            == determinize(game, seat, random.Random(5)).snapshot()
        )


def chi_square_critical(df, z=3.09):
    """The chi-square value exceeded with probability 0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def hand_of(name, game, seat):
    if name == "forest":
        return [game._label(c) for c in game.hands[seat]]
    if name == "cardswild":
        return list(game.hands[seat])
    return list(game.seats[seat].hand)


def possible_cards(name, game, seat, other):
    """The cards ``other``'s hand could hold by ``seat``'s view, copies counted."""
    view = game.view(seat)
    if name == "forest":
        return Counter(unseen(map(game._label, game.full_deck), seen_labels(view), ""))
    if name == "cardswild":
        return Counter(unseen(game.deck.cards(game.players, game.options["without"]), seen_cards(view), ""))
    if name == "hunters":
        seen = set(named_cards(view))
        return Counter(c for c, owner in enumerate(game.owner) if owner == other and c not in seen)
    public = view["players"][other]
    return Counter(unseen(game.archetypes[public["archetype"]].deck_list(), public["played"], ""))


@pytest.mark.parametrize("name", GAMES)
def test_the_other_hand_is_uniform_over_the_unseen_cards(name):
    """Chi-square over 3,000 deals: each unseen card is in the other hand as often as its copies say."""
    game, seat = next(
        (g, s)
        for g, s in positions(name, 400, seed=3)
        if g.current_player == s
        and len(possible_cards(name, g, s, (s + 1) % g.players)) > 4
        and len(hand_of(name, g, (s + 1) % g.players)) > 1
    )
    other = (seat + 1) % game.players
    possible = possible_cards(name, game, seat, other)
    samples, counts = 3000, Counter()
    for draw in range(samples):
        counts.update(hand_of(name, determinize(game, seat, random.Random(draw)), other))
    held, total = sum(counts.values()) / samples, sum(possible.values())
    expected = {card: samples * held * ways / total for card, ways in possible.items()}
    statistic = sum((counts[card] - expected[card]) ** 2 / expected[card] for card in possible)
    assert set(counts) <= set(possible)
    assert statistic < chi_square_critical(len(possible) - 1)
