"""The end of the game (knockout, empty decks, a draw, the round limit), the 3+ player and team
rules for fallen players, the options and what each seat may see."""

from __future__ import annotations

import json
import random

import pytest

import forestnb
from forestnb.hunters import DeckError, load_decks
from forestnb.hunters.rules import MAX_ROUNDS
from forestnb.hunters.scenes import act, arrange, attack, hand_of, offered, on_field, pass_turn, to_battle

from .helpers import new_game


def test_bringing_the_last_opponent_to_zero_hearts_wins():
    game = new_game()
    arrange(game, fields={0: ["Grey Wolf"]}, hearts={1: 1})
    to_battle(game)
    attack(game, "Grey Wolf", "Seat 1 directly")
    assert game.is_over() and game.winners() == [0] and game.ended_by == "knockout"
    assert game.legal_actions() == [] and game.current_player is None


def test_at_three_players_play_goes_on_after_a_player_falls_and_the_last_standing_wins():
    game = new_game(players=3)
    arrange(game, fields={0: ["Grey Wolf", "Moon Wolf"], 1: ["White Stag"]}, hearts={2: 1})
    to_battle(game)
    attack(game, "Grey Wolf", "Seat 2 directly")
    assert game.seats[2].out and not game.is_over()
    assert on_field(game, 2) == []
    act(game, "End the turn")
    assert game.actor == 1, "the fallen seat is skipped"


def test_a_fallen_player_stays_out_even_if_an_effect_would_heal_them():
    game = new_game(players=3, decks=["Wolf Pack", "Trap Line", "Night Watch"])
    arrange(game, hearts={2: 0})
    herbs = next(c for c in game.seats[2].deck if game.cards[c].name == "Healing Herbs")
    game.push(game.effect_task(2, herbs, 0))
    game.settle()
    assert game.seats[2].hearts == 0 and game.seats[2].out
    pass_turn(game, turns=2)
    assert game.actor == 0, "the fallen seat takes no turn"


def test_a_fallen_players_field_empties_into_their_discard_pile_at_three_players_ruling_h9():
    game = new_game(players=3)
    arrange(game, fields={0: ["Grey Wolf"]}, supports={2: ["Lookout Tower"]}, hearts={2: 1})
    to_battle(game)
    attack(game, "Grey Wolf", "Seat 2 directly")
    assert game.side(2).supports == []
    assert [(game.cards[c].name, up) for c, up in game.side(2).discard] == [("Lookout Tower", True)]


def test_when_every_deck_is_empty_at_the_end_of_a_round_the_most_hearts_wins_ruling_h2():
    game = new_game()
    arrange(game, hearts={0: 2, 1: 4})
    with game.edit():
        for seat in game.seats:
            seat.hand.extend(seat.deck)
            seat.deck.clear()
    pass_turn(game)
    assert not game.is_over(), "the round is not over yet"
    pass_turn(game)
    assert game.is_over() and game.winners() == [1] and game.ended_by == "deck out"


def test_equal_hearts_on_empty_decks_is_a_draw():
    game = new_game()
    arrange(game, hearts={0: 3, 1: 3})
    with game.edit():
        for seat in game.seats:
            seat.hand.extend(seat.deck)
            seat.deck.clear()
    pass_turn(game, turns=2)
    assert game.is_over() and game.winners() == [] and game.summary()["draw"]


def test_every_game_ends_by_the_round_limit_ruling_h11():
    game = new_game()
    arrange(game, round=MAX_ROUNDS, hearts={0: 5, 1: 4})
    pass_turn(game, turns=2)
    assert game.is_over() and game.ended_by == "round limit" and game.winners() == [0]


def test_in_a_team_game_a_fallen_players_partner_plays_in_their_turn():
    game = new_game(players=4, teams=True)
    arrange(game, fields={1: ["White Stag"]}, actor=1, hearts={0: 1})
    for unit in game.side(0).units():
        game.take(game.side(0), unit)
    to_battle(game)
    attack(game, "White Stag", "Seat 0 directly")
    assert game.seats[0].out and not game.is_over()
    act(game, "End the turn")
    assert game.actor == 2 and game.turn_slot == 2
    pass_turn(game, turns=2)
    assert game.turn_slot == 0 and game.actor == 2, "Seat 2 plays Seat 0's turn"


def test_a_team_wins_when_both_opponents_have_fallen():
    game = new_game(players=4, teams=True)
    arrange(game, fields={0: ["Grey Wolf", "Moon Wolf"]}, hearts={1: 1, 3: 1})
    to_battle(game)
    attack(game, "Grey Wolf", "Seat 1 directly")
    assert not game.is_over()
    attack(game, "Moon Wolf", "Seat 3 directly")
    assert game.is_over() and game.winners() == [0, 2]


# -- options --------------------------------------------------------------------------------------------------
def test_decks_are_chosen_by_name_or_as_card_lists():
    custom = list(load_decks()["Night Watch"])
    game = new_game(decks=["Trap Line", custom])
    assert game.deck_names == ["Trap Line", "custom deck"]


@pytest.mark.parametrize(
    "options, message",
    [
        ({"teams": True}, "a team game is two against two"),
        ({"teams": "yes"}, "teams must be True or False"),
        ({"decks": ["Wolf Pack"]}, "one deck per player"),
        ({"decks": ["Wolf Pack", "Bears"]}, "no prebuilt deck 'Bears'"),
        ({"decks": ["Wolf Pack", 7]}, "a prebuilt deck's name or a list of card names"),
        ({"colour": "red"}, "unknown option"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(options, message):
    with pytest.raises(ValueError, match=message):
        new_game(**options)


def test_an_illegal_custom_deck_is_refused_with_every_problem():
    deck = list(load_decks()["Wolf Pack"])[:-1] + ["Grey Wolf"]
    with pytest.raises(DeckError) as refused:
        new_game(decks=["Trap Line", deck])
    assert refused.value.problems == [
        "a deck holds exactly 10 character cards; this one has 11",
        "a deck holds exactly 10 support cards; this one has 9",
        "4 copies of Grey Wolf: its corner number allows 3",
    ]


# -- what each seat sees -----------------------------------------------------------------------------------------
def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    game = new_game(players=3)
    view = game.view(1)
    assert "hand" in view["players"][1] and "hand" not in view["players"][0] and "hand" not in view["players"][2]
    assert view["players"][0]["hand_size"] == 6
    assert all("deck" not in p for p in view["players"]), "nobody sees a deck's order"
    assert json.loads(json.dumps(view)) == view


def test_only_the_seat_deciding_sees_the_answers_to_a_pending_choice():
    """A hand-trap window's answers name the trap in the defender's hand: the attacker reads the
    same prompt (who is asked is public, ruling H15) but no answers, and nothing in their view
    names the trap."""
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, fields={0: ["Black Bear"], 1: ["Grey Wolf"]}, hands={1: ["Ambush"]})
    to_battle(game)
    act(game, "Black Bear battles Grey Wolf")
    deciding, watching = game.view(1)["pending"], game.view(0)["pending"]
    assert deciding["choices"] == ["Hand trap: Ambush — cancel the battle of Black Bear", "Pass (no hand trap)"]
    assert watching["prompt"] == deciding["prompt"] and watching["choices"] == []
    assert "Ambush" not in json.dumps(game.view(0))
    assert game.snapshot()["pending"]["choices"] == deciding["choices"], "the teacher sees everything"


TEAM_DECKS = ["Grove Wardens", "Wolf Pack", "Trap Line", "Night Watch"]


def test_in_a_team_game_a_face_down_discard_is_named_only_to_its_owner():
    """Partners share a discard pile but not their hands: what one gave up face down stays hidden
    from the other (ruling H14)."""
    game = new_game(players=4, teams=True, decks=TEAM_DECKS)
    arrange(game, discards={2: [("Pitfall", False)]})
    named = [[entry.get("name") for entry in game.view(seat)["sides"][0]["discard"]] for seat in range(4)]
    assert named == [[None], [None], ["Pitfall"], [None]]
    assert game.snapshot()["sides"][0]["discard"][0]["name"] == "Pitfall"


def test_taking_back_a_partners_face_down_card_does_not_name_it_before_it_is_in_hand():
    game = new_game(players=4, teams=True, decks=TEAM_DECKS)
    arrange(game, hands={0: ["Gravedigger's Spade"]}, discards={0: [("Wisp", False)], 2: [("Pitfall", False)]})
    act(game, "Play Gravedigger's Spade")
    assert game.current_player == 0 and offered(game) == ["Wisp", "a face-down card of Seat 2's"]
    act(game, "a face-down card of Seat 2's")
    assert hand_of(game, 0) == ["Pitfall"]


def test_a_team_game_and_custom_decks_replay_from_their_save():
    custom = list(load_decks()["Grove Wardens"])
    game = new_game(players=4, teams=True, decks=["Wolf Pack", custom, "Trap Line", "Night Watch"], seed=8)
    rng = random.Random(8)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
        assert game.invariant_violations() == []
    again = forestnb.load_game(game.to_json())
    assert again.snapshot() == game.snapshot() and again.log == game.log


@pytest.mark.parametrize("players, teams", [(2, False), (3, False), (4, False), (4, True)])
def test_seeded_random_games_at_every_table_finish_with_sound_invariants(players, teams):
    for seed in range(40):
        game = new_game(players=players, teams=teams, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            assert offered(game)
            game.apply(rng.choice(game.legal_actions()))
            assert game.invariant_violations() == []
        assert game.ended_by in ("knockout", "deck out", "round limit")


def test_a_team_wins_together_with_its_fallen_partner_ruling_h10():
    game = new_game(players=4, teams=True)
    arrange(game, fields={0: ["Grey Wolf", "Moon Wolf"]}, hearts={1: 1, 2: 0, 3: 1})
    to_battle(game)
    attack(game, "Grey Wolf", "Seat 1 directly")
    attack(game, "Moon Wolf", "Seat 3 directly")
    assert game.winners() == [0, 2] and game.ended_by == "knockout" and game.events[-1].rule == "FH-end"
