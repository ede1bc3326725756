"""Every legal action reads differently, so ``apply(text)`` always names one move: copies in a hand
are one choice, offered once; copies elsewhere are told apart by where they lie (``naming``). And
an action built by hand that is not offered is refused naming the rule, never a Python error."""

from __future__ import annotations

import random

import pytest

import forestnb
from forestnb import IllegalActionError
from forestnb.core.actions import Action
from forestnb.hunters.scenes import act, arrange, card_id, offered, play, ready_to_battle

from .helpers import new_game

DUEL = ["Wolf Pack", "Night Watch"]


def test_a_card_without_a_twin_on_the_field_is_called_by_its_name_alone():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf", "Moon Wolf"], 1: ["Black Bear"]})
    assert offered(game) == ["Grey Wolf battles Black Bear", "Moon Wolf battles Black Bear", "End the turn"]


def test_copies_on_one_field_are_told_apart_by_their_zone_counted_from_the_left():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf", "Moon Wolf", "Grey Wolf"], 1: ["Black Bear"]})
    assert offered(game) == [
        "Grey Wolf (zone 1) battles Black Bear",
        "Moon Wolf battles Black Bear",
        "Grey Wolf (zone 3) battles Black Bear",
        "End the turn",
    ]
    game.apply("Grey Wolf (zone 3) battles Black Bear")
    assert game.history[-1].args[0] == game.side(0).characters[2].card, "the text names the wolf in zone 3"
    assert "Grey Wolf (zone 1) battles Black Bear" in offered(game), "the other wolf is still told apart"


def test_the_log_names_cards_plainly_as_it_always_has():
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf", "Grey Wolf"], 1: ["Black Bear"]})
    game.apply("Grey Wolf (zone 2) battles Black Bear")
    assert game.log[-2:] == [
        "Grey Wolf declares a battle against Black Bear (4 BP, 6 SHD).",
        "Grey Wolf (3 BP) battles Black Bear: SHD 6 − 3 = 3.",
    ]


def test_a_name_on_two_sides_says_whose_card_is_meant():
    game = ready_to_battle(new_game(decks=["Night Watch", "Night Watch"]), fields={0: ["Bear Cub"], 1: ["Bear Cub"]})
    assert offered(game) == ["Bear Cub battles Seat 1's Bear Cub", "End the turn"]


def test_at_three_players_the_same_character_of_two_opponents_is_told_apart_by_whose_it_is():
    game = ready_to_battle(
        new_game(players=3, decks=["Wolf Pack", "Night Watch", "Night Watch"]),
        fields={0: ["Grey Wolf"], 1: ["Black Bear"], 2: ["Black Bear"]},
    )
    assert offered(game) == [
        "Grey Wolf battles Seat 1's Black Bear",
        "Grey Wolf battles Seat 2's Black Bear",
        "End the turn",
    ]


def test_a_support_for_two_copies_says_which_copy_it_goes_on():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Hunter's Mark"]}, fields={0: ["Grey Wolf", "Grey Wolf"]})
    play(game, "Hunter's Mark")
    assert offered(game) == ["Put Hunter's Mark on Grey Wolf (zone 1)", "Put Hunter's Mark on Grey Wolf (zone 2)"]


def test_copies_in_the_discard_pile_are_told_apart_by_their_place_counted_from_the_oldest():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Trail Finder"]}, discards={0: ["Grey Wolf", "Moon Wolf", "Grey Wolf"]})
    play(game, "Trail Finder")
    act(game, "Use Trail Finder")
    assert offered(game) == ["Grey Wolf (card 1 of the pile)", "Moon Wolf", "Grey Wolf (card 3 of the pile)"]


def test_copies_in_a_hand_are_one_choice_offered_once():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Grey Wolf", "Grey Wolf"]})
    assert offered(game).count("Play Grey Wolf") == 1


def test_playing_the_second_copy_in_a_hand_is_refused_naming_the_play_offered():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Grey Wolf", "Grey Wolf"]})
    first, second = game.seats[0].hand
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (second,)))
    assert refused.value.rule == "Legal actions"
    assert f"copies in a hand are one choice, played with 'Play Grey Wolf' (card {first})" in str(refused.value)
    assert game.seats[0].hand == [first, second] and not game.history


@pytest.mark.parametrize(
    "action",
    [
        Action("play", (999,)),
        Action("play", (-1,)),
        Action("use", (999, 0)),
        Action("attach", (0, 999)),
    ],
)
def test_a_card_number_outside_the_game_is_refused_naming_the_numbers_there_are(action):
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Grey Wolf"]})
    with pytest.raises(
        IllegalActionError, match=r"there is no card -?\d+ in this game \(its cards are numbered 0 to 39\)"
    ):
        game.apply(action)


@pytest.mark.parametrize(
    ("attacker", "target", "rule", "said"),
    [
        (999, "Black Bear", "Legal actions", "there is no card 999"),
        (-1, "Black Bear", "Legal actions", "there is no card -1"),
        ("Grey Wolf", 999, "Legal actions", "there is no card 999"),
        (True, "Black Bear", "Battle phase", "only a character on your own field can battle"),
    ],
)
def test_a_battle_naming_no_card_of_the_game_is_refused_naming_the_rule(attacker, target, rule, said):
    game = ready_to_battle(new_game(decks=DUEL), fields={0: ["Grey Wolf"], 1: ["Black Bear"]})
    ids = [card_id(game, side) if isinstance(side, str) else side for side in (attacker, target)]
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("attack", (ids[0], "card", ids[1])))
    assert refused.value.rule == rule and said in str(refused.value)


TABLES = [(2, False), (3, False), (4, False), (4, True)]


@pytest.mark.parametrize(("players", "teams"), TABLES, ids=["2 players", "3 players", "4 players", "teams"])
def test_at_every_step_of_random_games_no_two_legal_actions_read_alike(players, teams):
    for seed in range(25):
        rng = random.Random(seed)
        game = forestnb.new_game("hunters", players=players, seed=seed, teams=teams)
        while not game.is_over():
            legal = game.legal_actions()
            texts = [str(action) for action in legal]
            assert len(set(texts)) == len(texts), f"seed {seed}, step {len(game.history)}: {texts}"
            chosen = rng.choice(legal)
            game.apply(str(chosen))
            assert game.history[-1] == chosen, "the text names the action it came from"
