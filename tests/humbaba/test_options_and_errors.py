"""Game options (each changes the rule it names), bad options, illegal actions, and replay."""

import json
import random

import pytest

import forestnb
from forestnb import Action, IllegalActionError
from forestnb.humbaba.rules import HumbabaGame
from forestnb.humbaba.scenes import arrange, calm, calm_round, play_round

from .helpers import cedars, new_game, script_die

OPTIONS = [
    "archetypes",
    "box_size",
    "clip_penalty",
    "clip_threshold",
    "die_success",
    "events",
    "fine",
    "forest_size",
    "harvest_quota",
    "monitoring",
    "regen_divisor",
    "reveal_box",
    "shared_forecast",
    "starting_health",
]


# -- each option changes its rule ----------------------------------------------------------------
def test_starting_health_sets_the_marker_and_with_it_the_band_the_regeneration_and_the_die():
    game = new_game(starting_health=9)
    view = game.view(0)
    assert game.health == 9
    assert (view["band"], view["regen_rate"], view["die_success"], view["collapse_faces"]) == (
        "thriving",
        4,
        "5/6",
        "6",
    )


def test_forest_size_and_box_size_set_the_two_piles():
    game = new_game(forest_size=12, box_size=3)
    assert (game.forest_deck, game.box_reserve, cedars(game)) == (12, 3, 15)


def test_die_success_sets_the_succeeding_faces_of_each_band():
    game = new_game(die_success=[6, 6, 6])
    arrange(game, forest_deck=0, health=2)
    plays = calm(game)
    die = script_die(game, *[6] * 6)
    play_round(game, plays)
    assert die.rolled == [6] * 6 and not game.collapsed
    assert game.view(0)["collapse_faces"] == "none"


def test_die_success_of_zero_faces_makes_every_roll_fail():
    game = new_game(die_success=[0, 0, 0])
    arrange(game, forest_deck=5, health=10)
    plays = calm(game)
    die = script_die(game, 1)
    play_round(game, plays)
    assert die.rolled == [1] and game.collapsed
    assert "no face succeeds" in game.log[-1]


def test_regen_divisor_divides_health_for_regeneration():
    game = new_game(regen_divisor=3)
    assert game.view(0)["regen_rate"] == 2
    calm_round(game)
    assert game.box_reserve == 20 - 2


def test_clip_penalty_sets_how_much_a_clip_cuts():
    game = new_game(clip_penalty=1, events=False)
    plays = calm(game)
    arrange(game, hands={1: ["Clear-Cut"]})
    plays[1] = "Clear-Cut"
    play_round(game, plays)  # Health 6 -> 4: clip; regeneration 2 this round
    calm_round(game)
    assert game.box_reserve == 20 - 2 - (2 - 1)


@pytest.mark.parametrize(("card", "clipped"), [("Clear-Cut", False), ("Slash Fire", True)])
def test_clip_threshold_sets_the_fall_that_triggers_a_clip(card, clipped):
    game = new_game(clip_threshold=3)
    plays = calm(game)
    arrange(game, hands={1: [card]})
    plays[1] = card
    play_round(game, plays)
    assert game.rounds[-1]["clip_triggered"] is clipped and game.clip_active is clipped


def test_events_off_leaves_the_event_deck_empty():
    game = new_game(events=False)
    assert game.event_deck == [] and game.view(0)["events_left"] == 0


def test_reveal_box_shows_the_box_reserve_in_every_view():
    game = new_game(reveal_box=True)
    calm_round(game)
    for seat in range(4):
        view = game.view(seat)
        assert view["box_reserve"] == game.box_reserve == 17
        assert view["rounds"][0]["box_reserve"] == 17


def test_archetypes_choose_each_seat_s_deck_and_the_king_s_seat():
    game = new_game(players=2, archetypes=("merchant", "stranger_king"))
    assert [p.deck for p in game.seats] == ["merchant", "stranger_king"]
    assert game.king == 1 and game.options["archetypes"] == ["merchant", "stranger_king"]
    assert game.view(0)["defection_token"] == {"seat": 1, "side": "cooperative"}


# -- bad options ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("starting_health", 11, "starting_health must be a whole number from 0 to 10, got 11"),
        ("starting_health", -1, "starting_health must be a whole number from 0 to 10, got -1"),
        ("starting_health", "6", "starting_health must be a whole number from 0 to 10, got '6'"),
        ("starting_health", True, "starting_health must be a whole number from 0 to 10, got True"),
        ("starting_health", 6.0, "starting_health must be a whole number from 0 to 10, got 6.0"),
        ("forest_size", -1, "forest_size must be a whole number from 0 to 200"),
        ("box_size", 201, "box_size must be a whole number from 0 to 200"),
        ("regen_divisor", 0, "regen_divisor must be a whole number from 1 to 10"),
        ("clip_penalty", 11, "clip_penalty must be a whole number from 0 to 10"),
        ("clip_threshold", 0, "clip_threshold must be a whole number from 1 to 11"),
        (
            "die_success",
            [5, 4],
            "die_success must be three numbers of succeeding faces (0..6) for health 7–10, 4–6, 0–3",
        ),
        ("die_success", [7, 4, 3], "die_success must be three numbers"),
        ("die_success", "543", "die_success must be three numbers"),
        ("die_success", [5, 4, True], "die_success must be three numbers"),
        ("events", "yes", "events must be True or False, got 'yes'"),
        ("reveal_box", 1, "reveal_box must be True or False, got 1"),
        ("archetypes", ["stranger_king"], "archetypes must list one deck per player (4)"),
        ("archetypes", "stranger_king", "archetypes must list one deck per player (4)"),
        (
            "archetypes",
            ["stranger_king", "woodcutter", "steward", "pirates"],
            "unknown archetype(s) 'pirates'; archetypes: stranger_king, woodcutter, steward, merchant",
        ),
        ("archetypes", ["stranger_king", "woodcutter", ["steward"], "merchant"], "unknown archetype(s) ['steward']"),
        (
            "archetypes",
            ["steward", "woodcutter", "steward", "merchant"],
            "each archetype deck can be chosen by one player only",
        ),
    ],
)
def test_a_bad_option_value_is_refused_with_a_helpful_message(option, value, message):
    with pytest.raises(ValueError) as refused:
        new_game(**{option: value})
    assert message in str(refused.value)


def test_an_unknown_option_is_refused_with_the_list_of_valid_options():
    with pytest.raises(ValueError, match="unknown option.*colour") as refused:
        new_game(colour="red")
    assert refused.value.args[0].endswith("valid options: " + ", ".join(sorted(HumbabaGame.option_defaults)))
    assert sorted(HumbabaGame.option_defaults) == sorted(OPTIONS)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", None])
def test_the_seed_is_a_non_negative_whole_number(seed):
    with pytest.raises(ValueError, match="seed must be a non-negative integer"):
        new_game(seed=seed)


# -- illegal actions -----------------------------------------------------------------------------
def state_of(game):
    return json.dumps(game.snapshot(), sort_keys=True), list(game.log), list(game.history), game.legal_actions()


@pytest.fixture
def midround(game):
    """Round 1, Seat 0 has chosen; Seat 1 (the Axe Guild) is choosing."""
    arrange(game, hands={0: ["Tribute of Timber", "Velvet Glove"], 1: ["Felling Axe", "Clear-Cut"]})
    game.apply(Action("play", ("Tribute of Timber",)))
    return game


@pytest.mark.parametrize(
    ("action", "rule", "detail"),
    [
        (
            Action("play", ("Gather Deadwood",)),
            "Harvest Phase",
            "each player plays one card from their own hand, and 'Gather Deadwood' is not in Seat 1's hand",
        ),
        (Action("play", ("Velvet Glove",)), "Harvest Phase", "'Velvet Glove' is not in Seat 1's hand"),
        (Action("play", ("Tribute of Timber",)), "Harvest Phase", "'Tribute of Timber' is not in Seat 1's hand"),
        (Action("play", ()), "Harvest Phase", "None is not in Seat 1's hand"),
        (Action("pass"), "Harvest Phase", "'pass' is not a Humbaba action (play a card, or defect)"),
        (Action("defect"), "Defection", "only the Stranger-King may defect, and Seat 1 is choosing now"),
        (Action("play", ("Felling Axe", 0)), "Targets", "Felling Axe takes no target"),
        (
            "play Dragon",
            "Legal actions",
            "'play Dragon' is not a legal action now; legal actions: play Felling Axe; play Clear-Cut",
        ),
    ],
)
def test_an_illegal_action_names_its_rule_and_changes_nothing(midround, action, rule, detail):
    before = state_of(midround)
    with pytest.raises(IllegalActionError) as refused:
        midround.apply(action)
    assert refused.value.rule == rule and detail in refused.value.detail
    assert str(refused.value).startswith(f"{rule}: ")
    assert isinstance(refused.value, ValueError)
    assert state_of(midround) == before
    midround.apply("play Clear-Cut")  # the game goes on as if nothing happened
    assert midround.current_player == 2


def test_an_illegal_defection_changes_nothing(game):
    before = state_of(game)
    with pytest.raises(IllegalActionError, match="Defection"):
        game.apply(Action("defect"))
    assert state_of(game) == before and not game.aggressive


def test_an_action_after_the_end_changes_nothing(duel_over):
    before = state_of(duel_over)
    with pytest.raises(IllegalActionError) as refused:
        duel_over.apply(Action("play", ("Velvet Glove",)))
    assert refused.value.rule == "End of game"
    assert state_of(duel_over) == before


@pytest.fixture
def duel_over():
    game = new_game(players=2)
    arrange(game, forest_deck=0, hands={0: ["Tribute of Timber", "Velvet Glove"], 1: ["Felling Axe"]})
    script_die(game, 5)
    play_round(game, {0: "Tribute of Timber", 1: "Felling Axe"})
    assert game.collapsed
    return game


def test_a_legal_action_may_be_given_as_its_text(game):
    arrange(game, hands={0: ["Tribute of Timber"]})
    game.apply("play Tribute of Timber")
    assert game.history == [Action("play", ("Tribute of Timber",))] and game.current_player == 1


# -- replay --------------------------------------------------------------------------------------
def test_a_saved_game_replays_from_config_seed_and_actions_dice_included():
    game = new_game(players=4, seed=99, starting_health=5)
    bot, rng = forestnb.make_bot("humbaba", "greedy"), random.Random(3)
    for _ in range(12):
        if game.is_over():
            break
        game.apply(bot.choose(game, game.current_player, rng))
    saved = game.to_json()
    again = forestnb.load_game(saved)
    assert again.snapshot() == game.snapshot() and again.log == game.log
    assert json.loads(saved)["options"]["starting_health"] == 5


def test_a_clone_is_independent_of_its_game(game):
    arrange(game, hands={0: ["Tribute of Timber"]})
    trial = game.clone()
    trial.apply("play Tribute of Timber")
    assert game.history == [] and game.current_player == 0 and game.seats[0].hand == ["Tribute of Timber"]
    assert trial.cards is game.cards  # read-only content is shared, not copied
