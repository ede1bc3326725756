"""The Harvest Phase: what each player demands, the order demands are served in, and the Forest Die."""

from fractions import Fraction
from itertools import product

import pytest
from noted import noted

import forestnb
from forestnb.humbaba import odds
from forestnb.humbaba.scenes import arrange, calm, calm_round, play_round

from .helpers import cedars, new_game, script_die

EVENT_BONUS = {"kind": "harvest", "amount": 1, "rounds_left": 1, "source": "a test event", "seat": None}


@pytest.fixture
def duel():
    """Two players (Seat 0 the Stranger-King, Seat 1 the Axe Guild) with known hands."""
    game = new_game(players=2)
    return arrange(
        game,
        hands={
            0: ["Tribute of Timber", "Velvet Glove", "Oath of the Grove"],
            1: ["Felling Axe", "Guild Penance", "Old Growth Find", "Clear-Cut"],
        },
    )


def stockpiles(game):
    return [p.stockpile for p in game.seats]


# -- how much each player harvests ---------------------------------------------------------------
def test_a_harvest_is_the_card_value_plus_capacity_tokens(duel):
    arrange(duel, seats={1: {"capacity": 3}})
    play_round(duel, {0: "Tribute of Timber", 1: "Felling Axe"})
    assert stockpiles(duel) == [2, 2 + 3]
    assert duel.rounds[-1]["demands"] == [2, 5]
    assert duel.forest_deck == 30 - 7 + 3  # regeneration at Health 6 is 3


def test_a_harvest_adds_the_condition_bonus_and_the_event_bonus(duel):
    arrange(duel, health=7, timers=[dict(EVENT_BONUS)], seats={1: {"capacity": 2}})
    play_round(duel, {0: "Tribute of Timber", 1: "Old Growth Find"})
    # Old Growth Find: 1, +2 at Health 7 or more, +2 Capacity, +1 from the event.
    assert stockpiles(duel) == [2 + 1, 1 + 2 + 2 + 1]


def test_a_card_that_harvests_nothing_with_no_capacity_harvests_nothing(duel):
    play_round(duel, {0: "Velvet Glove", 1: "Felling Axe"})
    assert duel.rounds[-1]["demands"] == [0, 2]
    assert [(e.seat, e.data) for e in noted(duel, "H-harvest")] == [
        (0, {"demand": 0, "from_deck": 0}),
        (1, {"demand": 2, "from_deck": 2}),
    ]


# -- serving the harvests ------------------------------------------------------------------------
def test_while_the_forest_deck_covers_every_demand_no_die_is_rolled(duel):
    die = script_die(duel)  # any roll would fail the test
    play_round(duel, {0: "Tribute of Timber", 1: "Clear-Cut"})
    assert die.rolled == []
    assert stockpiles(duel) == [2, 5]


def test_the_forest_deck_serves_first_then_each_further_unit_takes_one_die_roll(duel):
    arrange(duel, forest_deck=3, box_reserve=20)
    die = script_die(duel, 2, 4, 1, 3)
    play_round(duel, {0: "Tribute of Timber", 1: "Clear-Cut"})
    # Seat 0 takes 2 from the Forest Deck; Seat 1 takes the last one and rolls for 4 more. Clear-Cut
    # has already taken Health from 6 to 4, where the die still succeeds on 1-4.
    assert die.rolled == [2, 4, 1, 3]
    assert stockpiles(duel) == [2, 5]
    assert [(e.seat, e.data) for e in noted(duel, "H-harvest")][1] == (1, {"demand": 5, "from_deck": 1})
    assert [(e.seat, e.data["unit"]) for e in noted(duel, "H-die")] == [(1, 1), (1, 2), (1, 3), (1, 4)]
    assert duel.box_reserve == 20 - 4 - 2  # four by the die, then regeneration at Health 4


def test_each_successful_roll_moves_one_cedar_from_the_box_reserve_to_the_stockpile(duel):
    arrange(duel, forest_deck=1, box_reserve=20)
    die = script_die(duel, 1, 3, 4)
    play_round(duel, {0: "Tribute of Timber", 1: "Felling Axe"})
    assert die.rolled == [1, 3, 4]
    assert stockpiles(duel) == [2, 2]
    # 3 cedars left the Box by the die, then regeneration (Health 6) moved 3 more to the Forest Deck.
    assert (duel.box_reserve, duel.forest_deck) == (20 - 3 - 3, 0 + 3)
    assert cedars(duel) == 21


def test_harvests_are_served_in_turn_order_starting_with_the_round_s_first_player(duel):
    calm_round(duel)
    assert duel.round == 2 and duel.first_player == 1
    arrange(duel, forest_deck=2, box_reserve=20, hands={0: ["Tribute of Timber"], 1: ["Felling Axe"]})
    before, start = stockpiles(duel), len(duel.events)
    die = script_die(duel, 1, 2)
    play_round(duel, {1: "Felling Axe", 0: "Tribute of Timber"})
    # Seat 1 goes first and empties the Forest Deck; Seat 0's two units need the die.
    assert die.rolled == [1, 2]
    assert [(e.seat, e.data) for e in noted(duel, "H-harvest", start)] == [
        (1, {"demand": 2, "from_deck": 2}),
        (0, {"demand": 2, "from_deck": 0}),
    ]
    assert [(e.seat, e.data["unit"]) for e in noted(duel, "H-die", start)] == [(0, 1), (0, 2)]
    assert [a - b for a, b in zip(stockpiles(duel), before)] == [2, 2]


# -- the Forest Die ------------------------------------------------------------------------------
BANDS = [(10, 5), (8, 5), (7, 5), (6, 4), (5, 4), (4, 4), (3, 3), (1, 3), (0, 3)]


@pytest.mark.parametrize(("health", "faces"), BANDS)
def test_the_die_succeeds_on_faces_1_to_5_4_or_3_by_health_band(duel, health, faces):
    arrange(duel, health=health, forest_deck=0, box_reserve=20)
    die = script_die(duel, 1, faces)
    play_round(duel, {0: "Tribute of Timber", 1: "Guild Penance"})
    assert die.rolled == [1, faces]
    assert not duel.collapsed
    assert [e.data["success"] for e in noted(duel, "H-die")] == [True, True]
    # The odds as a student reads them beside each roll, for every band (a transcript shows one or two).
    assert f"success on 1–{faces}, odds {Fraction(faces, 6)}" in "\n".join(duel.log)


@pytest.mark.parametrize(("health", "faces"), BANDS)
def test_the_die_fails_on_the_faces_above_the_band(duel, health, faces):
    arrange(duel, health=health, forest_deck=0, box_reserve=20)
    script_die(duel, faces + 1)
    play_round(duel, {0: "Tribute of Timber", 1: "Guild Penance"})
    assert duel.collapsed and duel.is_over()


def test_a_success_on_an_empty_box_reserve_counts_as_a_failure(duel):
    arrange(duel, health=9, forest_deck=1, box_reserve=0)
    script_die(duel, 1)
    play_round(duel, {0: "Tribute of Timber", 1: "Guild Penance"})
    assert duel.collapsed
    assert duel.seats[0].stockpile == 1
    # Face 1 succeeds at Health 9, so the roll fails only because the Box Reserve is empty.
    last = duel.events[-1]
    assert (last.rule, last.seat, last.data) == ("H-die", 0, {"unit": 1, "face": 1, "success": False})


def test_the_first_failure_collapses_the_forest_at_once_and_nobody_wins(game):
    arrange(game, forest_deck=3, box_reserve=20)
    plays = calm(game, seat1="Felling Axe")  # demands 2, 2, 1, 2 in turn order 0, 1, 2, 3
    die = script_die(game, 1, 6, 1, 1)
    play_round(game, plays)
    # Seat 0: 2 from the deck. Seat 1: 1 from the deck and 1 by the die. Seat 2: the die fails.
    assert die.rolled == [1, 6] and die.faces == [1, 1]
    assert game.collapsed and game.is_over()
    assert [p.stockpile for p in game.seats] == [2, 2, 0, 0]  # Seat 3 is never served
    assert game.winners() == []
    assert game.scores() == [2, 2, 0, 0]  # scores are still reported
    assert game.current_player is None and game.legal_actions() == []
    # No forest step follows: nothing regenerates and the round is recorded as the collapse.
    assert (game.forest_deck, game.box_reserve) == (0, 19)
    assert not noted(game, "H-regen")
    assert game.rounds[-1]["collapsed"] is True and len(game.rounds) == 1
    assert cedars(game) == 3 + 20


def test_after_a_collapse_no_more_actions_are_accepted(duel):
    arrange(duel, forest_deck=0)
    script_die(duel, 6)
    play_round(duel, {0: "Tribute of Timber", 1: "Guild Penance"})
    with pytest.raises(forestnb.IllegalActionError, match="End of game"):
        duel.apply(forestnb.Action("play", ("Velvet Glove",)))


def test_the_chance_of_collapse_over_every_die_outcome_is_exactly_one_minus_p_to_the_k(duel):
    # Health 5 (success on 1-4) and an empty Forest Deck: Tribute of Timber needs 2 rolls.
    arrange(duel, health=5, forest_deck=0, box_reserve=20)
    collapses = 0
    for faces in product(range(1, 7), repeat=2):
        trial = duel.clone()
        script_die(trial, *faces)
        play_round(trial, {0: "Tribute of Timber", 1: "Guild Penance"})
        collapses += trial.collapsed
    assert Fraction(collapses, 36) == odds.collapse_probability(2, 5) == 1 - Fraction(4, 6) ** 2
    assert not duel.is_over()  # the clones never touched the game


def test_the_forecast_gives_the_exact_odds_of_the_harvest_about_to_be_resolved(duel):
    arrange(duel, health=5, forest_deck=1, box_reserve=20)
    forecast = duel.forecast({0: "Tribute of Timber", 1: "Felling Axe"})
    assert forecast["demands"] == [2, 2] and forecast["excess"] == 3
    assert forecast["collapse_probability"] == odds.collapse_probability(3, 5) == Fraction(19, 27)
    assert forecast["true_collapse_probability"] == forecast["collapse_probability"]
    arrange(duel, box_reserve=2)
    assert duel.forecast({0: "Tribute of Timber", 1: "Felling Axe"})["true_collapse_probability"] == 1
    assert duel.history == [] and duel.seats[0].stockpile == 0  # forecasting changes nothing


def test_the_forecast_uses_the_health_the_dice_will_be_rolled_at(duel):
    arrange(duel, health=7, forest_deck=0, box_reserve=20)
    forecast = duel.forecast({0: "Tribute of Timber", 1: "Clear-Cut"})
    # Clear-Cut takes Health from 7 to 5 before any die is rolled: success on 1-4, not 1-5.
    assert forecast["health"] == 5 and forecast["die_success"] == Fraction(4, 6)
    assert forecast["collapse_probability"] == 1 - Fraction(4, 6) ** 7


@pytest.mark.parametrize(
    ("health", "success", "collapse_faces"),
    [
        (10, Fraction(5, 6), "6"),
        (7, Fraction(5, 6), "6"),
        (6, Fraction(2, 3), "5–6"),
        (4, Fraction(2, 3), "5–6"),
        (3, Fraction(1, 2), "4–6"),
        (0, Fraction(1, 2), "4–6"),
    ],
)
def test_the_die_table_of_the_rules(health, success, collapse_faces):
    assert odds.die_success(health) == success
    assert odds.collapse_faces(health) == collapse_faces
    assert odds.collapse_probability(0, health) == 0
    assert odds.collapse_probability(3, health) == 1 - success**3


def test_a_negative_excess_has_no_collapse_probability():
    with pytest.raises(ValueError, match="cannot be negative"):
        odds.collapse_probability(-1, 6)
