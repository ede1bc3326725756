"""The battle phase: BP against SHD, the discard at 0 SHD, direct battles for one heart once per
turn, each character once, no battles in the first turn, and choosing the opponent at 3+ players."""

from __future__ import annotations

import pytest

from forestnb import IllegalActionError
from forestnb.core.actions import Action
from forestnb.hunters.scenes import (
    act,
    arrange,
    attack,
    card_id,
    discard_of,
    offered,
    on_field,
    ready_to_battle,
    stats,
    to_battle,
)

from .helpers import new_game

DUEL = ["Wolf Pack", "Night Watch"]


def test_a_battle_takes_the_attackers_bp_off_the_defenders_shd_and_the_new_shd_stays():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf"], 1: ["Black Bear"]})
    attack(game, "Grey Wolf", "Black Bear")
    assert stats(game, "Black Bear") == (4, 3)
    assert game.events[-1].rule == "FH-battle" and on_field(game, 1) == ["Black Bear"]
    act(game, "End the turn")
    assert stats(game, "Black Bear") == (4, 3), "damage stays into the next turn (ruling H13)"


def test_a_character_brought_to_zero_shd_goes_to_the_discard_pile():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Moon Wolf"], 1: ["Bear Cub"]})
    attack(game, "Moon Wolf", "Bear Cub")
    if game.stack:  # Moon Wolf's roll needs no choice; nothing should be pending
        pytest.fail("a mandatory roll asks nothing")
    assert on_field(game, 1) == [] and discard_of(game, 1) == [("Bear Cub", True)]


def test_while_the_opponent_has_a_character_only_characters_can_be_battled():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf"], 1: ["Bear Cub"]})
    assert not any("directly" in a for a in offered(game))
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("attack", (card_id(game, "Grey Wolf"), "seat", 1)))
    assert refused.value.rule == "Character card vs character card"


def test_with_no_character_on_their_field_the_opponent_is_battled_directly_for_one_heart_once_per_turn():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf", "Moon Wolf"]})
    attack(game, "Moon Wolf", "Seat 1 directly")
    assert game.scores() == [5, 4]
    assert not any("directly" in a for a in offered(game)), "one direct battle per turn, whatever the BP"
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("attack", (card_id(game, "Grey Wolf"), "seat", 1)))
    assert refused.value.rule == "Character card vs opponent"


def test_each_character_battles_once_per_turn():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf"], 1: ["Black Bear", "Bear Cub"]})
    attack(game, "Grey Wolf", "Black Bear")
    assert not any(a.startswith("Grey Wolf battles") for a in offered(game))
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("attack", (card_id(game, "Grey Wolf"), "card", card_id(game, "Bear Cub"))))
    assert "already battled" in str(refused.value)


def test_an_effect_can_give_a_character_another_battle():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Rally Cry"]}, fields={0: ["Grey Wolf"], 1: ["Black Bear"]})
    act(game, "Play Rally Cry")
    to_battle(game)
    attack(game, "Grey Wolf", "Black Bear")
    attack(game, "Grey Wolf", "Black Bear")
    assert on_field(game, 1) == []


def test_nobody_battles_in_the_first_turn_of_a_two_player_game():
    game = new_game()
    arrange(game, fields={0: ["Grey Wolf"]}, round=1)
    with game.edit():
        game.turns = 1
    to_battle(game)
    assert offered(game) == ["End the turn"]
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("attack", (card_id(game, "Grey Wolf"), "seat", 1)))
    assert refused.value.rule == "Starting the game"


def test_the_second_player_may_battle_in_their_first_turn_of_a_two_player_game():
    game = new_game()
    arrange(game, fields={1: ["White Stag"]}, actor=1, round=1)
    with game.edit():
        game.turns = 2
    to_battle(game)
    assert "White Stag battles Seat 0 directly" in offered(game)


def test_at_three_players_nobody_battles_until_everyone_has_had_a_turn():
    game = new_game(players=3)
    arrange(game, fields={2: ["Snare Setter"]}, actor=2, round=1)
    to_battle(game)
    assert offered(game) == ["End the turn"]
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("attack", (card_id(game, "Snare Setter"), "seat", 0)))
    assert refused.value.rule == "1v1v1+ rules"


def test_at_three_players_the_battler_chooses_which_opponent_and_one_direct_battle_in_all():
    game = new_game(players=3)
    arrange(game, fields={0: ["Grey Wolf", "Moon Wolf"], 1: ["White Stag"]})
    to_battle(game)
    assert {a for a in offered(game) if a.startswith("Grey Wolf")} == {
        "Grey Wolf battles White Stag",
        "Grey Wolf battles Seat 2 directly",
    }
    attack(game, "Grey Wolf", "Seat 2 directly")
    assert game.scores() == [4, 4, 3]
    assert "Moon Wolf battles Seat 2 directly" not in offered(game)


def test_in_a_team_game_each_opponent_can_be_battled_directly_once():
    game = new_game(players=4, teams=True)
    arrange(game, fields={0: ["Grey Wolf", "Moon Wolf", "Twin Fang"]})
    to_battle(game)
    attack(game, "Grey Wolf", "Seat 1 directly")
    attack(game, "Moon Wolf", "Seat 3 directly")
    assert game.scores() == [5, 4, 5, 4]
    assert not any("directly" in a for a in offered(game))


def test_partners_battle_with_every_character_on_their_shared_field():
    game = new_game(players=4, teams=True)
    arrange(game, fields={0: ["Grey Wolf"], 2: ["Snare Setter"]}, actor=2)
    to_battle(game)
    assert any(a.startswith("Grey Wolf battles") for a in offered(game))
    assert any(a.startswith("Snare Setter battles") for a in offered(game))
