"""Mountain Lion: takes any one trophy, ignoring everything; then it goes to the discard pile."""

import pytest
from noted import fact

from forestnb import IllegalActionError
from forestnb.cardswild.scenes import ALL_BUT_BEAR, lay_out

from .helpers import DRAW, discard, lion, new_game, state_of


def lion_moves(game):
    return [a.args for a in game.legal_actions() if a.kind == "lion"]


def test_a_lion_may_take_any_trophy_of_any_other_player():
    game = lay_out(
        new_game(players=3),
        hands={0: ["Mountain Lion"]},
        discard=["Daylight"],
        seat=0,
        areas={
            0: {"trophies": {"Grouse": 1}},
            1: {"trophies": {"Grouse": 2, "Rabbit": 1}},
            2: {"trophies": {"Grouse": 4, "Deer": 1}},
        },
        phase="play",
    )
    assert lion_moves(game) == [(1, "Grouse"), (1, "Rabbit"), (2, "Grouse"), (2, "Deer")]
    game.apply(lion(2, "Deer"))
    assert game.areas[2].trophies["Deer"] == 0 and game.areas[0].trophies["Deer"] == 1
    assert fact(game.events[-1]) == ("C-lion", 0, {"source": 2, "species": "Deer"})


def test_a_lion_may_take_the_discard_top_if_it_is_a_trophy():
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        discard=["Daylight", "Elk"],
        seat=0,
        areas={0: {}, 1: {}},
        phase="play",
    )
    assert lion_moves(game) == [("discard", "Elk")]
    game.apply(lion("discard", "Elk"))
    assert game.areas[0].trophies["Elk"] == 1 and game.discard == ["Daylight", "Mountain Lion"]


def test_a_lion_ignores_requirements_troubles_and_the_order_of_species():
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        seat=0,
        areas={0: {"trouble": "Bad Weather"}, 1: {"trophies": {"Grouse": 4, "Rabbit": 3, "Deer": 2, "Bear": 1}}},
        phase="play",
    )
    game.apply(lion(1, "Bear"))
    area = game.areas[0]
    assert area.trophies["Bear"] == 1 and area.counted() == 1 and area.next_species() == "Grouse"


def test_a_lion_trophy_counts_for_its_species_when_that_species_comes():
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        seat=0,
        areas={0: {"trophies": {"Grouse": 4, "Rabbit": 3}}, 1: {"trophies": {"Elk": 1}}},
        phase="play",
    )
    game.apply(lion(1, "Elk"))
    assert game.areas[0].next_species() == "Deer" and game.areas[0].counted() == 8


def test_a_lion_trophy_beyond_the_limit_is_kept_but_counts_for_nothing():
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        seat=0,
        areas={0: {"trophies": {"Grouse": 4}}, 1: {"trophies": {"Grouse": 2}}},
        phase="play",
    )
    game.apply(lion(1, "Grouse"))
    area = game.areas[0]
    assert area.trophies["Grouse"] == 5 and area.counted() == 4
    assert fact(game.events[-1]) == ("C-lion", 0, {"source": 1, "species": "Grouse"})
    assert game.view(1)["players"][0]["trophies"]["Grouse"] == 5


def test_a_player_who_loses_a_trophy_keeps_the_later_ones_and_must_refill_the_gap():
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        seat=0,
        areas={0: {}, 1: {"trophies": {"Grouse": 4, "Rabbit": 1}}},
        phase="play",
    )
    game.apply(lion(1, "Grouse"))
    victim = game.areas[1]
    assert victim.trophies == {"Grouse": 3, "Rabbit": 1, "Deer": 0, "Elk": 0, "Bear": 0}
    assert victim.next_species() == "Grouse" and victim.counted() == 4


def test_a_used_lion_goes_to_the_discard_pile_and_can_never_be_picked_up_from_it():
    game = lay_out(
        new_game(), hands={0: ["Mountain Lion"]}, seat=0, areas={1: {"trophies": {"Grouse": 1}}}, phase="play"
    )
    game.apply(lion(1, "Grouse"))
    assert game.discard[-1] == "Mountain Lion" and game.counts["lions_used"] == 1
    assert game.current_player == 1 and game.legal_actions() == [DRAW]


def test_a_lion_with_nothing_to_take_can_only_be_discarded():
    game = lay_out(
        new_game(), hands={0: ["Mountain Lion"]}, discard=["Daylight"], seat=0, areas={0: {}, 1: {}}, phase="play"
    )
    assert lion_moves(game) == [] and discard("Mountain Lion") in game.legal_actions()


def test_a_lion_cannot_take_your_own_trophy():
    game = lay_out(
        new_game(), hands={0: ["Mountain Lion"]}, seat=0, areas={0: {"trophies": {"Grouse": 2}}, 1: {}}, phase="play"
    )
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(lion(0, "Grouse"))
    assert refused.value.rule == "Mountain Lion" and "taking your own changes nothing" in refused.value.detail
    assert state_of(game) == before


@pytest.mark.parametrize(
    ("source", "detail"),
    [(1, "Seat 1 has no Deer trophy to take"), ("discard", "top card is Daylight, not a Deer trophy")],
)
def test_a_lion_can_only_take_a_trophy_that_is_there(source, detail):
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        discard=["Daylight"],
        seat=0,
        areas={1: {"trophies": {"Grouse": 1}}},
        phase="play",
    )
    with pytest.raises(IllegalActionError) as refused:
        game.apply(lion(source, "Deer"))
    assert refused.value.rule == "Mountain Lion" and detail in refused.value.detail


def test_a_lion_that_completes_the_fifth_species_wins_at_once():
    game = lay_out(
        new_game(),
        hands={0: ["Mountain Lion"]},
        seat=0,
        areas={0: {"trophies": ALL_BUT_BEAR}, 1: {"trophies": {"Bear": 1}}},
        phase="play",
    )
    game.apply(lion(1, "Bear"))
    assert game.is_over() and game.winners() == [0]
