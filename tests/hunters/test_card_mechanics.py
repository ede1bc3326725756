"""The card mechanics of the rule book: hand traps and cancelling, face-down discards,
discard-pile effects, combination, capture, and cards that return to their owner."""

from __future__ import annotations

import pytest
from noted import fact

from forestnb import IllegalActionError
from forestnb.core.actions import Action
from forestnb.hunters.scenes import (
    act,
    arrange,
    card_id,
    discard_of,
    hand_of,
    offered,
    on_field,
    play,
    stacked,
    stats,
    supports_of,
    to_battle,
    unit,
)

from .helpers import new_game
from .test_effects import GROVE, fixed_die


# -- hand traps -------------------------------------------------------------------------------------------
def test_a_hand_trap_cancels_a_battle_on_the_opponents_turn_and_the_battle_is_used_up_ruling_h8():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, fields={0: ["Black Bear"], 1: ["Grey Wolf"]}, hands={1: ["Ambush"]})
    to_battle(game)
    act(game, "Black Bear battles Grey Wolf")
    assert game.current_player == 1 and game.view(1)["pending"]["prompt"].startswith(
        "Seat 1: use a hand trap to cancel the battle of Black Bear?"
    )
    act(game, "Hand trap: Ambush")
    assert stats(game, "Grey Wolf") == (3, 3) and discard_of(game, 1) == [("Ambush", True)]
    assert (game.summary()["traps"], game.summary()["cancels"], game.summary()["battles"]) == (1, 1, 1)
    assert not any(a.startswith("Black Bear battles") for a in offered(game))


def test_only_an_opponent_holding_a_trap_that_fits_is_asked_ruling_h15():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, fields={0: ["Black Bear"], 1: ["Grey Wolf"]}, hands={1: ["Twin Fang", "Pack Bond"]})
    to_battle(game)
    act(game, "Black Bear battles Grey Wolf")
    assert game.current_player == 0 and game.view(0)["pending"] is None and on_field(game, 1) == []


def test_a_hand_trap_may_be_kept_for_later():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, fields={0: ["Black Bear"], 1: ["Grey Wolf"]}, hands={1: ["Ambush"]})
    to_battle(game)
    act(game, "Black Bear battles Grey Wolf")
    act(game, "Pass")
    assert on_field(game, 1) == [] and hand_of(game, 1) == ["Ambush"]


def test_a_support_cancelled_as_it_is_played_does_nothing_and_goes_to_the_discard_pile():
    game = new_game(decks=["Wolf Pack", "Trap Line"])
    arrange(game, hands={0: ["Lost Trail"], 1: ["Smoke Signal"]}, fields={1: ["Snare Setter"]})
    play(game, "Lost Trail")
    act(game, "Hand trap: Smoke Signal")
    assert on_field(game, 1) == ["Snare Setter"] and discard_of(game, 0) == [("Lost Trail", True)]


def test_a_cancel_can_itself_be_cancelled_and_the_canceller_is_prioritised():
    mist_wolves = [
        "Grey Wolf",
        "Grey Wolf",
        "Grey Wolf",
        "Pack Alpha",
        "Howling Scout",
        "Moon Wolf",
        "Twin Fang",
        "Trail Finder",
        "Beast Tamer",
        "Mist Spirit",
        "Wolf Den",
        "Pack Bond",
        "Sharpened Arrows",
        "Rally Cry",
        "Hunter's Mark",
        "Ambush",
        "Dusk Hunt",
        "Lost Trail",
        "Hunter's Knife",
        "Hunter's Knife",
    ]
    game = new_game(decks=[GROVE, mist_wolves])
    arrange(game, hands={0: ["Healing Herbs", "Counter Charm"], 1: ["Mist Spirit"]}, hearts={0: 3})
    play(game, "Healing Herbs")
    act(game, "Hand trap: Mist Spirit")
    assert game.current_player == 0, "the cancel is an effect: the other side may answer it"
    act(game, "Hand trap: Counter Charm")
    assert game.scores()[0] == 4, "Mist Spirit's cancel was cancelled, so the heal happened"


def test_a_hand_trap_support_cannot_be_played_to_the_field_ruling_h4():
    game = new_game()
    arrange(game, hands={0: ["Ambush", "Night Owl"]})
    assert "Play Ambush" not in offered(game) and "Play Night Owl" in offered(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (card_id(game, "Ambush"),)))
    assert refused.value.rule == "Hand traps"


def test_nobody_is_asked_about_a_hand_trap_they_do_not_hold():
    game = new_game(decks=["Night Watch", "Trap Line"])
    arrange(game, fields={0: ["Black Bear"], 1: ["Snare Setter"]}, hands={1: ["Feast"]})
    to_battle(game)
    act(game, "Black Bear battles Snare Setter")
    assert not game.stack and on_field(game, 1) == []


# -- face-down discards ---------------------------------------------------------------------------------
def test_a_buried_card_goes_face_down_and_its_discard_pile_effect_does_not_happen():
    game = new_game(decks=["Trap Line", "Night Watch"])
    arrange(game, hands={0: ["Pitfall"]}, fields={1: ["Honey Bear"]}, hearts={1: 2})
    play(game, "Pitfall")
    assert discard_of(game, 1) == [("Honey Bear", False)] and game.scores()[1] == 2


def test_the_same_card_sent_face_up_does_its_discard_pile_effect():
    game = new_game(decks=["Trap Line", "Night Watch"])
    arrange(game, hands={0: ["Forest Fire"]}, fields={1: ["Honey Bear"]}, hearts={1: 2})
    fixed_die(game, 6)
    play(game, "Forest Fire")
    assert discard_of(game, 1) == [("Honey Bear", True)] and game.scores()[1] == 3


def test_face_down_cards_cannot_be_chosen_from_the_discard_pile_nor_shuffled_back():
    game = new_game(decks=[GROVE, "Wolf Pack"])
    arrange(
        game,
        hands={0: ["Second Wind", "Reforest"]},
        discards={0: [("White Stag", False), ("Wisp", False), "Healing Herbs"]},
    )
    assert "Play Second Wind" not in offered(game), "no face-up character to play"
    play(game, "Reforest")
    assert discard_of(game, 0) == [("White Stag", False), ("Wisp", False), ("Reforest", True)]
    assert card_id(game, "Healing Herbs") in game.seats[0].deck


def test_face_down_cards_come_back_only_by_an_effect_that_names_them():
    game = new_game(decks=[GROVE, "Wolf Pack"])
    arrange(game, hands={0: ["Gravedigger's Spade"]}, discards={0: [("White Stag", False)]})
    play(game, "Gravedigger's Spade")
    assert hand_of(game, 0) == ["White Stag"]


def test_other_players_see_a_face_down_card_only_as_a_back():
    game = new_game(decks=[GROVE, "Wolf Pack"])
    arrange(game, discards={0: [("White Stag", False), "Wisp"]})
    assert game.view(1)["sides"][0]["discard"] == [
        {"face_up": False},
        {"id": card_id(game, "Wisp"), "name": "Wisp", "face_up": True},
    ]
    assert game.view(0)["sides"][0]["discard"][0]["name"] == "White Stag"


# -- discard-pile effects -------------------------------------------------------------------------------
def test_a_character_destroyed_in_battle_uses_its_discard_pile_effect():
    game = new_game(decks=["Wolf Pack", GROVE])
    arrange(game, fields={0: ["Grey Wolf"], 1: ["Wisp"]}, hands={1: []})
    to_battle(game)
    act(game, "Grey Wolf battles Wisp")
    assert len(game.seats[1].hand) == 1 and fact(game.events_for(None)[-1]) == ("FH-effect", 1, {"card": "Wisp"})


def test_a_card_discarded_to_pay_a_cost_uses_its_discard_pile_effect_after_the_effect():
    game = new_game(decks=[GROVE, "Wolf Pack"])
    arrange(game, hands={0: ["Wisp", "Reforest"]}, fields={0: ["Oak Druid"]}, hearts={0: 3})
    act(game, "Use Oak Druid")
    act(game, "Discard: Wisp")
    assert game.seats[0].hearts == 4
    assert [fact(e) for e in game.events_for(None)[-2:]] == [
        ("FH-effect", 0, {"card": "Oak Druid"}),
        ("FH-effect", 0, {"card": "Wisp"}),
    ]


# -- combination --------------------------------------------------------------------------------------------
def test_a_combination_stacks_its_materials_and_adds_up_their_bp_and_shd():
    game = new_game()
    arrange(game, hands={0: ["Pack Bond"]}, fields={0: ["Grey Wolf", "Moon Wolf", "Night Owl"]})
    play(game, "Pack Bond")
    act(game, "Grey Wolf (3 BP, 3 SHD) on your field")
    act(game, "Moon Wolf (3 BP, 4 SHD) on your field")
    assert on_field(game, 0) == ["Night Owl", "Pack Bond"]
    side, bond = unit(game, "Pack Bond")
    assert (bond.base_bp, bond.base_shd, bond.type) == (3 + 3 + 1, 3 + 4 + 1, "Wolf")
    assert [game.cards[c].name for c, _ in bond.under] == ["Grey Wolf", "Moon Wolf"]


def test_a_combination_of_different_types_has_no_type():
    game = new_game(decks=[GROVE, "Wolf Pack"])
    arrange(game, hands={0: ["Spirit Fusion"]}, fields={0: ["White Stag", "Wisp"]})
    play(game, "Spirit Fusion")
    act(game, "White Stag (3 BP, 5 SHD) on your field")
    act(game, "Wisp (1 BP, 2 SHD) on your field")
    side, fusion = unit(game, "Spirit Fusion")
    assert fusion.type is None and (fusion.base_bp, fusion.base_shd) == (4, 9)


def test_materials_may_come_from_the_face_up_discard_pile_and_the_deck():
    game = new_game()
    arrange(game, hands={0: ["Pack Bond"]}, fields={0: ["Night Owl", "Grey Wolf"]}, discards={0: ["Moon Wolf"]})
    play(game, "Pack Bond")
    choices = offered(game)
    assert "Moon Wolf in your discard pile" in choices and any(c.endswith("in your deck") for c in choices)
    act(game, "Moon Wolf in your discard pile")
    act(game, "Twin Fang in your deck")
    side, bond = unit(game, "Pack Bond")
    assert [origin for _, origin in bond.under] == ["discard", "deck"]


def test_a_combination_leaving_the_field_returns_each_material_where_it_came_from_ruling_h6():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Forest Fire"]})
    stacked(game, 1, "Pack Bond", [("Grey Wolf", "field"), ("Moon Wolf", "discard"), ("Twin Fang", "deck")])
    fixed_die(game, 6)
    play(game, "Forest Fire")
    assert on_field(game, 1) == ["Grey Wolf"]
    assert discard_of(game, 1) == [("Pack Bond", True), ("Moon Wolf", True)]
    assert card_id(game, "Twin Fang") in game.seats[1].deck


def test_returning_materials_without_a_free_zone_go_to_the_discard_pile():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Forest Fire"]}, fields={1: ["Night Owl", "Beast Tamer"]})
    stacked(game, 1, "Pack Bond", [("Grey Wolf", "field"), ("Moon Wolf", "field")])
    fixed_die(game, 6)
    play(game, "Forest Fire")
    act(game, "Pack Bond")
    assert on_field(game, 1) == ["Night Owl", "Beast Tamer", "Grey Wolf"]
    assert ("Moon Wolf", True) in discard_of(game, 1)


def test_a_character_can_combine_by_itself():
    game = new_game()
    arrange(game, hands={0: ["Twin Fang"]}, fields={0: ["Grey Wolf"]})
    play(game, "Twin Fang")
    act(game, "Grey Wolf (3 BP, 3 SHD) on your field")
    side, fang = unit(game, "Twin Fang")
    assert (fang.base_bp, fang.base_shd, fang.type) == (5, 5, "Wolf") and on_field(game, 0) == ["Twin Fang"]


# -- capture ------------------------------------------------------------------------------------------------
def test_a_capture_card_holds_a_character_beneath_it_until_it_leaves_then_it_returns():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Bear Trap"]}, fields={1: ["Moon Wolf"]})
    unit(game, "Moon Wolf")[1].damage = 2
    play(game, "Bear Trap")
    assert on_field(game, 1) == [] and supports_of(game, 0) == ["Bear Trap"]
    side, trap = unit(game, "Bear Trap")
    game.leave(side, trap, "discard")
    assert on_field(game, 1) == ["Moon Wolf"] and stats(game, "Moon Wolf") == (3, 4), "it returns as a fresh card"


def test_a_captured_card_returning_to_a_full_field_goes_to_the_discard_pile():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, fields={1: ["Grey Wolf", "Grey Wolf", "Night Owl"]})
    stacked(game, 0, "Bear Trap", [("Moon Wolf", "captured")])
    side, trap = unit(game, "Bear Trap")
    game.leave(side, trap, "discard")
    assert ("Moon Wolf", True) in discard_of(game, 1)


def test_a_character_can_capture_too():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Snare Setter"]}, fields={1: ["Moon Wolf"]})
    play(game, "Snare Setter")
    act(game, "Use Snare Setter")
    side, setter = unit(game, "Snare Setter")
    assert [game.cards[c].name for c, _ in setter.under] == ["Moon Wolf"]


# -- cards in an opponent's possession return to their owner --------------------------------------------------
def test_a_seized_character_that_leaves_the_field_goes_to_its_owners_discard_pile_ruling_h7():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Shadow Tracker"]}, fields={1: ["Moon Wolf"]})
    play(game, "Shadow Tracker")
    act(game, "Use Shadow Tracker")
    assert on_field(game, 0) == ["Shadow Tracker", "Moon Wolf"] and game.scores()[0] == 4
    side, wolf = unit(game, "Moon Wolf")
    game.leave(side, wolf, "hand")
    assert discard_of(game, 1) == [("Moon Wolf", True)] and "Moon Wolf" not in hand_of(game, 0) + hand_of(game, 1)


def test_a_heart_cost_cannot_be_paid_with_the_last_heart_ruling_h3():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Shadow Tracker"]}, fields={1: ["Moon Wolf"]}, hearts={0: 1})
    play(game, "Shadow Tracker")
    assert not game.stack and on_field(game, 1) == ["Moon Wolf"]
