"""Card effects: play conditions, "you can" and mandatory effects, A-then-B costs, once per turn,
the order of simultaneous effects, D6 rolls, continuous supports and extra zones."""

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
    unit,
)

from .helpers import new_game

GROVE = [
    "White Stag",
    "Antler Guard",
    "Forest King",
    "Stag Runner",
    "Wisp",
    "Grove Spirit",
    "Mist Spirit",
    "Ancient Spirit",
    "Hedge Druid",
    "Oak Druid",
    "Campfire",
    "Stag's Blessing",
    "Spirit Fusion",
    "Healing Herbs",
    "Mending Moss",
    "Reforest",
    "Second Wind",
    "Gravedigger's Spade",
    "Counter Charm",
    "Spirit Lantern",
]


def fixed_die(game, value: int) -> None:
    """Make the game's next D6 rolls show ``value`` (the test decides the luck, the engine the rule)."""
    game.rng.randint = lambda low, high: value


# -- play conditions --------------------------------------------------------------------------------
def test_a_play_condition_must_hold_to_play_the_card():
    game = new_game()
    arrange(game, hands={0: ["Pack Alpha"]})
    assert "Play Pack Alpha" not in offered(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (card_id(game, "Pack Alpha"),)))
    assert refused.value.rule == "Play conditions"
    arrange(game, hands={0: ["Pack Alpha"]}, fields={0: ["Grey Wolf"]})
    assert "Play Pack Alpha" in offered(game)


@pytest.mark.parametrize(
    "name, deck, holds, fails",
    [
        ("Eagle-Eye Archer", "Trap Line", {"fields": {1: ["White Stag"]}}, {}),
        ("Cave Bear", "Night Watch", {"fields": {0: ["Bear Cub", "Bear Cub"]}}, {"fields": {0: ["Bear Cub"]}}),
        ("Dusk Hunt", "Wolf Pack", {"hearts": {0: 2}}, {"hearts": {0: 3}}),
        ("Wolf Den", "Wolf Pack", {"fields": {0: ["Grey Wolf"]}}, {"fields": {0: ["Night Owl"]}}),
    ],
)
def test_each_kind_of_play_condition(name, deck, holds, fails):
    game = new_game(decks=[deck, "Grove Wardens"])
    arrange(game, hands={0: [name]}, **holds)
    assert f"Play {name}" in offered(game)
    arrange(game, hands={0: [name]}, **fails)
    assert f"Play {name}" not in offered(game)


def test_a_revived_character_must_meet_its_play_condition_too():
    game = new_game(decks=["Wolf Pack", "Grove Wardens"])
    arrange(game, hands={0: []}, discards={0: ["Pack Alpha", "Grey Wolf"]})
    choices = game.choices(0, game.cards[card_id(game, "Trail Finder")].effects[0], card_id(game, "Trail Finder"))
    assert [game.cards[c].name for _, c in choices] == ["Grey Wolf"]


# -- "you can" and mandatory effects ----------------------------------------------------------------------
def test_a_you_can_effect_asks_and_may_be_declined():
    game = new_game()
    arrange(game, hands={0: ["Howling Scout"]})
    play(game, "Howling Scout")
    assert game.current_player == 0 and game.view(0)["pending"]["about"]["stage"] == "choose"
    hand = len(game.seats[0].hand)
    act(game, "No")
    assert len(game.seats[0].hand) == hand and not game.stack


def test_a_mandatory_effect_happens_without_asking():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, hands={0: ["Hunting Horn"]})
    play(game, "Hunting Horn")
    assert len(game.seats[0].hand) == 2 and discard_of(game, 0) == [("Hunting Horn", True)]


def test_a_card_whose_mandatory_effect_cannot_happen_cannot_be_played():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Pitfall", "Bear Trap", "Forest Fire"]})
    assert not any(a.startswith("Play") for a in offered(game)), "nothing to bury, capture or burn"
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (card_id(game, "Pitfall"),)))
    assert refused.value.rule == "Optional and mandatory effects"
    arrange(game, hands={0: ["Pitfall"]}, fields={1: ["Grey Wolf"]})
    assert "Play Pitfall" in offered(game)


# -- A then B ------------------------------------------------------------------------------------------
def test_a_and_b_both_mandatory_need_both_possible():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, hands={0: ["Grizzly Elder"]}, fields={1: ["Grey Wolf"]})
    assert "Play Grizzly Elder" not in offered(game), "no other card to discard: A is impossible"
    arrange(game, hands={0: ["Grizzly Elder", "Bear Cub"]})
    assert "Play Grizzly Elder" not in offered(game), "no character to destroy: B is impossible"
    arrange(game, hands={0: ["Grizzly Elder", "Bear Cub"]}, fields={1: ["Grey Wolf"]})
    play(game, "Grizzly Elder")
    assert hand_of(game, 0) == [] and on_field(game, 1) == []
    assert discard_of(game, 0) == [("Bear Cub", True)] and discard_of(game, 1) == [("Grey Wolf", True)]


def test_a_optional_then_b_mandatory_no_a_without_a_possible_b():
    game = new_game(decks=["Grove Wardens", "Wolf Pack"])
    arrange(game, hands={0: ["Grove Spirit"]}, fields={0: ["Wisp"]})
    play(game, "Grove Spirit")
    assert not game.stack, "nothing face up in the discard pile to bring back: the effect is not offered"
    arrange(game, hands={0: ["Grove Spirit"]}, fields={0: ["Wisp"]}, discards={0: ["White Stag"]})
    play(game, "Grove Spirit")
    act(game, "Use Grove Spirit")
    assert on_field(game, 0) == ["Grove Spirit", "White Stag"], "Wisp sent (A), White Stag back (B)"


def test_a_mandatory_then_b_optional_may_stop_after_a():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, hands={0: ["Owl's Insight", "Bear Cub"]}, fields={0: ["Barn Owl"]})
    play(game, "Owl's Insight")
    assert discard_of(game, 0)[0] == ("Bear Cub", False), "A: discarded face down"
    assert game.view(0)["pending"]["about"]["stage"] == "then"
    act(game, "No")
    assert hand_of(game, 0) == []


def test_cancelling_a_leaves_no_b_and_cancelling_b_keeps_a_paid():
    game = new_game(decks=["Trap Line", "Grove Wardens"])
    arrange(game, hands={0: ["Tracker Scout", "Feast"], 1: ["Counter Charm"]})
    play(game, "Tracker Scout")
    act(game, "Use Tracker Scout")
    assert game.current_player == 1 and "cancel the effect of Tracker Scout" in " ".join(offered(game))
    act(game, "Counter Charm")
    assert hand_of(game, 0) == [], "A (the discard) was paid and B (the draw) cancelled"
    assert ("Feast", True) in discard_of(game, 0) and ("Counter Charm", True) in discard_of(game, 1)


# -- once per turn ------------------------------------------------------------------------------------------
def test_once_per_turn_holds_even_when_the_card_leaves_and_returns():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, hands={0: ["Barn Owl"]})
    play(game, "Barn Owl")
    act(game, "Use Barn Owl")
    side, owl = unit(game, "Barn Owl")
    game.leave(side, owl, "hand")
    play(game, "Barn Owl")
    assert not game.stack, "Barn Owl's draw was used this turn already"


def test_a_card_phase_effect_used_once_per_turn_is_offered_again_next_turn():
    game = new_game(decks=["Grove Wardens", "Wolf Pack"])
    arrange(game, hands={0: ["Wisp", "Reforest"]}, fields={0: ["Oak Druid"]}, hearts={0: 3})
    act(game, "Use Oak Druid")
    act(game, "Discard: Wisp")
    assert game.scores()[0] == 4 and not any(a.startswith("Use Oak Druid") for a in offered(game))
    game._end_turn()
    game._end_turn()
    with game.edit():
        game.phase = "card"
    assert any(a.startswith("Use Oak Druid") for a in offered(game))


# -- simultaneous effects ------------------------------------------------------------------------------
def test_a_player_declares_the_order_of_their_simultaneous_effects():
    honey_grove = [name if name != "Hedge Druid" else "Honey Bear" for name in GROVE]
    game = new_game(decks=["Trap Line", honey_grove])
    arrange(game, hands={0: ["Forest Fire"]}, hearts={1: 3})
    stacked(game, 1, "Spirit Fusion", [("Wisp", "discard"), ("Honey Bear", "discard")])
    fixed_die(game, 6)
    play(game, "Forest Fire")
    pending = game.view(1)["pending"]
    assert pending["seat"] == 1 and pending["about"]["kind"] == "order", (
        "both materials return to the discard pile at once"
    )
    act(game, "Use first: Honey Bear")
    assert game.seats[1].hearts == 4
    assert [fact(e) for e in game.events_for(None)[-2:]] == [
        ("FH-effect", 1, {"card": "Honey Bear"}),
        ("FH-effect", 1, {"card": "Wisp"}),
    ]


def test_when_players_trigger_at_once_the_turn_players_effects_go_first():
    game = new_game(decks=["Night Watch", GROVE])
    arrange(game, hands={0: [], 1: []}, hearts={0: 3})
    game.trigger(1, card_id(game, "Wisp"), "discard")
    game.trigger(0, card_id(game, "Honey Bear"), "discard")
    game.flush()
    assert [game.cards[t["card"]].name for t in reversed(game.stack)] == ["Honey Bear", "Wisp"]


# -- D6 rolls -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("roll, burns", [(3, False), (4, True), (6, True)])
def test_a_d6_roll_decides_forest_fire_on_four_or_more(roll, burns):
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Forest Fire"]}, fields={1: ["Grey Wolf"]})
    fixed_die(game, roll)
    play(game, "Forest Fire")
    assert (on_field(game, 1) == []) is burns
    assert f"the D6 shows {roll} (4 or more needed, a 3 in 6 chance)" in " ".join(game.log[-3:])
    assert game.summary()["rolls"] == 1


def test_the_roll_comes_from_the_games_seeded_stream():
    logs = []
    for _ in range(2):
        game = new_game(decks=["Trap Line", "Wolf Pack"], seed=21)
        arrange(game, hands={0: ["Forest Fire"]}, fields={1: ["Grey Wolf"]})
        play(game, "Forest Fire")
        logs.append(game.log[-2:])
    assert logs[0] == logs[1]


# -- effects aimed at one opponent --------------------------------------------------------------------------
def test_at_three_players_an_effect_on_your_opponent_lets_you_choose_which():
    game = new_game(players=3, decks=["Trap Line", "Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Fire Archer"]})
    fixed_die(game, 5)
    play(game, "Fire Archer")
    assert offered(game) == ["Seat 1 (4 hearts)", "Seat 2 (4 hearts)"]
    act(game, "Seat 2")
    assert game.scores() == [4, 4, 3]


# -- continuous supports and extra zones --------------------------------------------------------------------
def test_a_house_support_stays_and_boosts_while_it_is_on_the_field():
    game = new_game(decks=["Wolf Pack", "Trap Line"])
    arrange(game, hands={0: ["Wolf Den"]}, fields={0: ["Grey Wolf", "Night Owl"]})
    play(game, "Wolf Den")
    assert supports_of(game, 0) == ["Wolf Den"]
    assert stats(game, "Grey Wolf") == (4, 3) and stats(game, "Night Owl") == (3, 3), "Wolves only"


def test_when_a_shd_boost_leaves_a_character_left_at_zero_shd_goes_to_the_discard_pile():
    game = new_game(decks=["Trap Line", "Night Watch"])
    arrange(game, hands={0: ["Break the Snare"]}, fields={1: ["Bear Cub"]}, supports={1: ["Campfire"]})
    unit(game, "Bear Cub")[1].damage = 3
    assert stats(game, "Bear Cub") == (1, 1)
    play(game, "Break the Snare")
    assert supports_of(game, 1) == [] and on_field(game, 1) == []


def test_a_continuous_support_on_one_character_stays_with_it_until_it_leaves():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Hunter's Mark"]}, fields={0: ["Grey Wolf", "Moon Wolf"], 1: ["Black Bear"]})
    play(game, "Hunter's Mark")
    act(game, "on Moon Wolf")
    assert stats(game, "Moon Wolf") == (5, 4) and stats(game, "Grey Wolf") == (3, 3)
    assert not any(a.startswith("Put Hunter's Mark") for a in offered(game)), "no transfer while Moon Wolf stays"
    side, wolf = unit(game, "Moon Wolf")
    with game.edit():
        game.leave(side, wolf, "discard")
    assert "Put Hunter's Mark on Grey Wolf" in offered(game)


def test_lookout_tower_adds_a_character_zone_and_its_loss_sends_the_last_character_away_ruling_h12():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(
        game, hands={0: ["Lookout Tower", "Fire Archer"]}, fields={0: ["Snare Setter", "Pit Digger", "Net Thrower"]}
    )
    play(game, "Lookout Tower")
    assert game.capacity(game.side(0), "character") == 4
    fixed_die(game, 1)
    play(game, "Fire Archer")
    assert len(on_field(game, 0)) == 4
    side, tower = unit(game, "Lookout Tower")
    game.leave(side, tower, "discard")
    assert on_field(game, 0) == ["Snare Setter", "Pit Digger", "Net Thrower"]
    assert ("Fire Archer", True) in discard_of(game, 0)


def test_supply_cache_adds_a_support_zone():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, hands={0: ["Supply Cache"]})
    play(game, "Supply Cache")
    assert game.capacity(game.side(0), "support") == 4


def test_an_infinity_support_stays_and_offers_its_card_phase_effect_each_turn():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Eternal Flame", "Feast"]})
    play(game, "Eternal Flame")
    assert supports_of(game, 0) == ["Eternal Flame"]
    act(game, "Use Eternal Flame")
    assert discard_of(game, 0) == [("Feast", False)] and len(game.seats[0].hand) == 1


def test_a_refused_card_phase_effect_names_once_per_turn():
    game = new_game(decks=["Grove Wardens", "Wolf Pack"])
    arrange(game, hands={0: ["Wisp", "Reforest"]}, fields={0: ["Oak Druid"]}, hearts={0: 3})
    use = next(a for a in game.legal_actions() if a.kind == "use")
    game.apply(use)
    act(game, "Discard: Wisp")
    with pytest.raises(IllegalActionError) as refused:
        game.apply(use)
    assert refused.value.rule == "Once per turn" and "used this turn already" in str(refused.value)


def test_a_refused_play_names_the_play_condition():
    game = new_game()
    arrange(game, hands={0: ["Pack Alpha"]})
    with pytest.raises(IllegalActionError, match=r"play condition does not hold \(you control a Wolf character\)"):
        game.apply(Action("play", (card_id(game, "Pack Alpha"),)))


def test_an_optional_effect_with_nothing_to_aim_at_says_so_in_the_log():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Net Thrower"]})
    play(game, "Net Thrower")
    assert game.log[-1] == (
        "Net Thrower: its effect cannot be used now: there is nothing for it to aim at (an opponent's character)."
    )
