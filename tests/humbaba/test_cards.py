"""Every card type does what its text says (the text is written from the same data the engine reads).

Four players with the default decks: Seat 0 the Stranger-King, 1 the Axe Guild, 2 the Grove
Keepers, 3 the Cedar Merchants. The seats not under test play their calm card (Tribute of Timber 2,
Felling Axe 2, Gather Deadwood 1, Timber Contract 2), which harvest and do nothing else.
"""

import re

import pytest
from noted import noted

from forestnb import Action, IllegalActionError
from forestnb.core.events import EVERYONE
from forestnb.humbaba.cards import CARD_TYPES, STRANGER_KING, all_cards, load_archetypes
from forestnb.humbaba.scenes import advance, arrange, calm, calm_round, play_round

from .helpers import all_keys, new_game, script_die

CARDS = all_cards()
SEAT_OF = {"stranger_king": 0, "woodcutter": 1, "steward": 2, "merchant": 3}


@pytest.fixture
def play(game):
    """play({seat: card or (card, target)}, **table): the others play calm, after arranging the table."""

    def run(chosen, seats=None, **table):
        plays = calm(game)
        hands = {seat: [choice[0] if isinstance(choice, tuple) else choice] for seat, choice in chosen.items()}
        arrange(game, hands=hands, seats=seats, **table)
        plays.update(chosen)
        play_round(game, plays)
        return game

    return run


def demand(game, seat):
    return game.rounds[-1]["demands"][seat]


def test_the_four_decks_use_all_twelve_card_types_and_only_the_king_has_dual_mode():
    decks = load_archetypes()
    assert {card.type for deck in decks.values() for card in deck.cards} == set(CARD_TYPES)
    assert {card.deck for card in CARDS.values() if card.type == "dual_mode"} == {STRANGER_KING}
    assert all(len(deck.deck_list()) == 20 for deck in decks.values())


# -- every card at a glance: the harvest its text promises ------------------------------------
def promised_harvest(card):
    """Read the harvest off the card's text (Cooperative side for dual_mode). Capacity the card
    grants does not count yet: demands are fixed at the reveal (ruling R8)."""
    return int(re.match(r"(?:Cooperative: h|H)arvest (\d+)", card.text)[1])


@pytest.mark.parametrize("name", [name for name, card in CARDS.items() if card.condition is None])
def test_an_unconditional_card_harvests_what_its_text_says(play, name):
    card = CARDS[name]
    seat = SEAT_OF[card.deck]
    game = play({seat: (name, (seat + 1) % 4) if card.needs_target else name})
    assert demand(game, seat) == promised_harvest(card)


# -- one test per card type ----------------------------------------------------------------------
def test_a_harvest_card_takes_its_value_and_may_scar_the_forest(play):
    assert CARDS["Two-Man Saw"].text == "Harvest 3. Forest Health -1."
    game = play({1: "Two-Man Saw"})
    assert demand(game, 1) == 3 and game.seats[1].stockpile == 3
    assert game.health == 5


@pytest.mark.parametrize(
    ("seat", "card", "table", "harvest"),
    [
        (1, "Old Growth Find", {"health": 7}, 3),
        (1, "Old Growth Find", {"health": 6}, 1),
        (1, "Windfall Salvage", {"health": 3}, 3),
        (1, "Windfall Salvage", {"health": 4}, 1),
        (2, "Thinning", {"health": 8}, 2),
        (2, "Thinning", {"health": 7}, 1),
        (3, "Market Boom", {"forest_deck": 15}, 3),
        (3, "Market Boom", {"forest_deck": 14}, 1),
    ],
)
def test_a_conditional_harvest_adds_its_bonus_only_when_its_condition_holds(play, seat, card, table, harvest):
    game = play({seat: card}, **table)
    assert demand(game, seat) == harvest


def test_a_condition_is_judged_at_the_reveal_before_any_card_takes_effect(play):
    # Scorched Claim (Seat 0, first in turn order) takes Health from 8 to 6, but Old Growth Find's
    # condition was judged at the reveal, when Health was still 8 (ruling R8).
    game = play({0: "Scorched Claim", 1: "Old Growth Find"}, health=8)
    assert game.health == 6
    assert demand(game, 1) == 3


@pytest.mark.parametrize(
    ("card", "stockpile", "returned", "heal"),
    [
        ("Return the Seed", 5, 2, 1),
        ("Return the Seed", 1, 1, 1),
        ("Return the Seed", 0, 0, 0),
        ("Offering to Humbaba", 5, 3, 2),
        ("Offering to Humbaba", 2, 2, 2),
    ],
)
def test_a_sacrifice_returns_up_to_its_count_and_heals_only_if_it_returned_any(play, card, stockpile, returned, heal):
    # Seat 0 has a Capacity token, so it alone takes the vacuum cedar if the sacrifice harvests 0.
    game = play({2: card}, seats={2: {"stockpile": stockpile}, 0: {"capacity": 1}})
    assert game.seats[2].stockpile == stockpile - returned
    assert game.health == 6 + heal
    assert game.forest_deck == 30 + returned - (3 + 1 + 0 + 2) + (6 + heal) // 2


def test_a_dual_mode_card_has_a_cooperative_side_and_an_aggressive_side():
    card = CARDS["Crown of Cedar"]
    assert card.text == "Cooperative: harvest 1, gain 1 Patience. Aggressive: harvest 4, Forest Health -2."
    game = new_game(players=2, events=False)
    arrange(game, hands={0: ["Crown of Cedar"], 1: ["Felling Axe"]})
    play_round(game, {0: "Crown of Cedar", 1: "Felling Axe"})
    assert (demand(game, 0), game.seats[0].patience, game.health) == (1, 1, 6)
    advance(game, until=3)
    arrange(game, hands={0: ["Crown of Cedar"], 1: ["Felling Axe"]}, seats={0: {"patience": 0}}, health=6, timers=[])
    play_round(game, {0: ["defect", "Crown of Cedar"], 1: "Felling Axe"})
    assert (demand(game, 0), game.seats[0].patience, game.health) == (4, 0, 4)


def test_a_delayed_conservation_card_harvests_now_and_heals_at_the_end_of_next_round(play):
    assert CARDS["Replant Later"].text == "Harvest 2. Forest Health +1 at the end of next round."
    game = play({1: "Replant Later"})
    assert demand(game, 1) == 2 and game.health == 6
    calm_round(game)
    assert game.health == 7


def test_a_capacity_card_raises_every_later_harvest(play):
    assert CARDS["Ox Team"].text == "Harvest 0. Gain 1 Capacity."
    game = play({1: "Ox Team"})
    assert game.seats[1].capacity == 1
    assert demand(game, 1) == 0, "ruling R8: the demand was fixed at the reveal, before the token came"
    calm_round(game)
    assert demand(game, 1) == 1 + 1


def test_a_capacity_card_can_also_scar_the_forest(play):
    game = play({1: "Logging Road"})
    assert game.seats[1].capacity == 1 and game.health == 5


def test_an_information_card_shows_the_box_reserve_to_its_player_only(play):
    game = play({2: "Count the Rings"}, box_reserve=17)
    seen = [{"round": 1, "box_reserve": 17}]
    assert game.view(2)["box_seen"] == seen
    for seat in (0, 1, 3):
        assert game.view(seat)["box_seen"] == []
        assert "box_reserve" not in set(all_keys(game.view(seat)))
    calm_round(game)  # the count is what the player saw then, not a live window on the Box
    assert game.box_reserve == 17 - 3 - 3 and game.view(2)["box_seen"] == seen
    counted = [(e.seat, e.seen_by, e.data) for e in noted(game, "H-effect")]
    assert counted == [(2, EVERYONE, {}), (2, 2, {"box_reserve": 17})]  # everyone sees that Seat 2 counts
    # and no sentence another seat reads gives the number away
    assert all(not any("17" in line for line in game.log_for(seat)) for seat in (0, 1, 3))


def test_an_information_card_counts_the_box_before_any_harvest_is_served(game, play):
    # Seats 0 and 1 are served (by the die) before Seat 2, yet the count is taken at the reveal.
    die = script_die(game, 1, 1, 1, 1, 1, 1, 1)
    play({2: "Count the Rings"}, forest_deck=0, box_reserve=20, health=10)
    assert len(die.rolled) == 2 + 1 + 1 + 2
    assert game.view(2)["box_seen"] == [{"round": 1, "box_reserve": 20}]


@pytest.mark.parametrize(("card", "harvest", "health"), [("Clear-Cut", 5, 4), ("Slash Fire", 3, 3)])
def test_a_catastrophe_harvests_big_and_wounds_the_forest(play, card, harvest, health):
    game = play({1: card})
    assert demand(game, 1) == harvest and game.health == health


@pytest.mark.parametrize(
    ("card", "target_stockpile", "taken", "harvest"),
    [("Buy Out", 5, 2, 0), ("Buy Out", 1, 1, 0), ("Sharp Bargain", 5, 1, 1)],
)
def test_a_trade_takes_up_to_its_count_from_the_target_s_stockpile(play, card, target_stockpile, taken, harvest):
    game = play({3: (card, 1)}, seats={1: {"stockpile": target_stockpile}, 3: {"stockpile": 0}, 0: {"capacity": 1}})
    assert game.seats[1].stockpile == target_stockpile - taken + 1
    assert demand(game, 3) == harvest
    assert game.seats[3].stockpile == taken + harvest
    assert [(e.seat, e.data) for e in noted(game, "H-effect")] == [(3, {"target": 1, "taken": taken})]


def test_a_trade_card_is_offered_once_per_other_player_and_never_at_its_own_player(game):
    plays = calm(game)
    arrange(game, hands={0: [plays[0]], 1: [plays[1]], 2: [plays[2]], 3: ["Buy Out", "Timber Contract"]})
    for seat in (0, 1, 2):
        game.apply(Action("play", (plays[seat],)))
    offered = [a.args for a in game.legal_actions() if a.args[0] == "Buy Out"]
    assert offered == [("Buy Out", 0), ("Buy Out", 1), ("Buy Out", 2)]
    for bad in (Action("play", ("Buy Out",)), Action("play", ("Buy Out", 3)), Action("play", ("Buy Out", 9))):
        with pytest.raises(
            IllegalActionError, match=r"Targets: Buy Out needs a target: another player's seat \(0..3, not 3\)"
        ):
            game.apply(bad)
    with pytest.raises(IllegalActionError, match="Targets: Timber Contract takes no target"):
        game.apply(Action("play", ("Timber Contract", 1)))


def test_an_infrastructure_card_gives_renewal_spent_in_this_round_s_forest_step(play):
    game = play({2: "Nursery Beds"}, seats={0: {"capacity": 1}})
    assert game.seats[2].renewal == 0
    assert game.forest_deck == 30 - (3 + 1 + 0 + 2) + 3 + 2
    assert game.box_reserve == 20 - 3 - 2 - 1  # the vacuum cedar went to Seat 0


@pytest.mark.parametrize(
    ("card", "seat"), [("King's Peace", 0), ("Council of the Grove", 2), ("Fair Trade Charter", 3)]
)
def test_an_institution_pact_heals_when_nobody_harvests_more_than_its_limit(play, card, seat):
    game = play({seat: card})
    assert max(game.rounds[-1]["demands"]) == 2
    assert game.health == 7
    assert [e.data for e in noted(game, "H-pact")] == [{"kept": True}]


def test_an_institution_pact_is_broken_by_one_larger_harvest_capacity_included(play):
    game = play({0: "King's Peace"}, seats={3: {"capacity": 1}})
    assert game.rounds[-1]["demands"] == [1, 1, 1, 3]
    assert game.health == 6
    assert [e.data for e in noted(game, "H-pact")] == [{"kept": False}]


def test_a_levy_makes_every_richer_player_return_cedars_to_the_forest_deck(play):
    game = play(
        {3: "Guild Levy"}, seats={0: {"stockpile": 5}, 1: {"stockpile": 3}, 2: {"stockpile": 4}, 3: {"stockpile": 3}}
    )
    # Seats 0 and 2 are richer than Seat 3 and return one each; Seat 1 (equal) keeps its cedars.
    assert [p.stockpile for p in game.seats] == [5 - 1 + 2, 3 + 1, 4 - 1 + 1, 3 + 1]
    assert game.forest_deck == 30 + 2 - (2 + 1 + 1 + 1) + 3


@pytest.mark.parametrize(("capacity", "harvest"), [(2, 1 + 2 + 2), (3, 1 + 2 + 3), (1, 1 + 1)])
def test_an_asymmetric_advantage_pays_a_bonus_above_a_capacity_threshold(play, capacity, harvest):
    assert CARDS["Economies of Scale"].text == "Harvest 1. If your Capacity is at least 2: harvest 2 more."
    game = play({3: "Economies of Scale"}, seats={3: {"capacity": capacity}})
    assert demand(game, 3) == harvest


@pytest.mark.parametrize(("stockpile", "capacity"), [(6, 1), (5, 0)])
def test_an_asymmetric_advantage_grants_capacity_above_a_wealth_threshold(play, stockpile, capacity):
    game = play({3: "Capital Investment"}, seats={3: {"stockpile": stockpile}})
    assert game.seats[3].capacity == capacity
    assert demand(game, 3) == 1, "the new Capacity counts from the next harvest (ruling R8)"
