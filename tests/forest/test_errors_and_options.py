"""Options, illegal moves (each names its rule and changes nothing), replay and clones."""

import json
import random

import pytest

import forestnb
from forestnb import Action, IllegalActionError
from forestnb.forest import ForestGame
from forestnb.forest.scenes import arrange

from .helpers import new_game, state_of


def test_the_options_are_deep_woods_and_forest_tales_both_off_by_default():
    assert ForestGame.option_defaults == {"deep_woods": False, "forest_tales": False}
    game = new_game()
    assert game.tale_book == {} and game.round_tale is None and len(game.full_deck) == 58


@pytest.mark.parametrize("option", ["deep_woods", "forest_tales"])
@pytest.mark.parametrize("value", [1, "yes", None])
def test_an_option_must_be_true_or_false(option, value):
    with pytest.raises(ValueError, match=f"{option} must be True or False, got {value!r}"):
        new_game(**{option: value})


def test_an_unknown_option_lists_the_valid_ones():
    with pytest.raises(ValueError, match="valid options: deep_woods, forest_tales"):
        new_game(extra_salt=True)


@pytest.mark.parametrize(
    ("action", "rule", "detail"),
    [
        (Action("fly"), "Turn order", "'fly' is not a move of The Forest"),
        (Action("end"), "End of turn", "Seat 0 must draw a card first now, not 'end'"),
        (Action("pair", ("dusk Owl", "sky Owl")), "Pairs", "Seat 0 must draw a card first now, not 'pair'"),
        (Action("take", (2,)), "Draw", "'take 2' is not one of the choices now"),
        (Action("take", (0, "stray")), "Draw", "is not one of the choices now"),
        (Action("keep", ("dusk Owl", 0)), "Draw", "Seat 0 must draw a card first now, not 'keep'"),
        (Action("steal", (1,)), "Fox pair", "must draw a card first"),
        (Action("keep_tale", ("Windfall",)), "Forest Tales", "must draw a card first"),
    ],
)
def test_an_illegal_move_names_its_rule_and_changes_nothing(action, rule, detail):
    game = arrange(new_game(), piles=[["dusk Owl"], ["sky Owl"]], turn=0)
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(action)
    assert refused.value.rule == rule and detail in refused.value.detail
    assert state_of(game) == before
    game.apply(game.legal_actions()[0])  # and the game goes on


def test_an_illegal_move_in_the_play_phase():
    game = arrange(new_game(), hands={0: ["dusk Owl", "sky Owl"]}, turn=0, phase="play")
    before = state_of(game)
    for action, rule in (
        (Action("take", (0,)), "Draw"),
        (Action("pair", ("dusk Owl", "bark Owl")), "Pairs"),
        (Action("pick", (0, "dusk Owl")), "Raccoon pair"),
        (Action("strike"), "Calling"),
    ):
        with pytest.raises(IllegalActionError) as refused:
            game.apply(action)
        assert refused.value.rule == rule
    assert state_of(game) == before


def test_a_move_after_the_end_is_refused():
    game = forestnb.play("forest", ["greedy", "greedy"], seed=4)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("end"))
    assert refused.value.rule == "End of game"


def test_a_legal_move_may_be_given_as_its_text():
    game = arrange(new_game(), piles=[["dusk Owl"], []], turn=0)
    game.apply("take the dusk Owl from the left discard pile")
    assert game.history == [Action("take", (0,))]


def test_a_saved_game_with_both_add_ons_replays_to_the_same_state():
    game = new_game(players=3, seed=21, deep_woods=True, forest_tales=True)
    bots, rng = [forestnb.make_bot("forest", name) for name in ("tracker", "greedy", "random")], random.Random(1)
    while not game.is_over():
        game.apply(bots[game.current_player].choose(game, game.current_player, rng))
    saved = game.to_json()
    again = forestnb.load_game(saved)
    assert again.snapshot() == game.snapshot() and again.log == game.log and again.winners() == game.winners()
    assert json.loads(saved)["options"] == {"deep_woods": True, "forest_tales": True}


def test_a_clone_is_independent_and_shares_the_card_tables():
    game = new_game(forest_tales=True)
    trial = game.clone()
    trial.apply(trial.legal_actions()[0])
    assert game.history == [] and len(game.hands[0]) == 0
    assert trial.catalogue is game.catalogue and trial.index is game.index and trial.tale_book is game.tale_book
