"""The Forest's bots: what each one values, that they never peek, and that tracking pays."""

import random
from collections import Counter

import pytest

import forestnb
from forestnb.forest.bots import GreedyBot, TrackerBot, expected_best_of_two, unseen
from forestnb.forest.scenes import ELEVEN_POINTS, arrange, may_call

from .helpers import new_game


def test_the_forest_offers_random_greedy_and_tracker_bots():
    assert forestnb.bots("forest") == ["greedy", "random", "strong", "tracker"]


def test_greedy_takes_a_discard_top_that_scores_else_draws():
    rng = random.Random(0)
    game = arrange(new_game(), hands={0: ["dusk Owl"]}, piles=[["sky Wolf"], ["sky Owl"]], turn=0)
    assert GreedyBot().choose(game, 0, rng).args == (1,)  # the sky Owl completes a pair
    game = arrange(new_game(), hands={0: ["dusk Owl"]}, piles=[["sky Wolf"], ["fern Canary"]], turn=0)
    assert GreedyBot().choose(game, 0, rng).kind == "draw"


def test_greedy_plays_its_pairs_then_calls_score_at_once():
    rng = random.Random(0)
    game = arrange(new_game(), hands={0: [*ELEVEN_POINTS, "dusk Owl", "sky Owl"]}, turn=0, phase="play")
    assert GreedyBot().choose(game, 0, rng).kind == "pair"
    game = may_call(new_game())
    assert GreedyBot().choose(game, 0, rng).kind == "score"


# -- the Hedgehog: kept in hand it scores nothing, so a trio is worth 2 more than the pair (ruling F9) --
OWLS_AND_HEDGEHOG = ["dusk Owl", "sky Owl", "amber Hedgehog"]


def woods(**kw):
    return new_game(deep_woods=True, **kw)


def test_greedy_lays_the_trio_rather_than_the_pair():
    game = arrange(woods(), hands={0: OWLS_AND_HEDGEHOG}, turn=0, phase="play")
    assert (
        str(GreedyBot().choose(game, 0, random.Random(0)))
        == "play a trio: dusk Owl + sky Owl + amber Hedgehog (3 points, no effect)"
    )


def test_tracker_lays_the_trio_when_its_two_points_beat_the_pairs_effect():
    # an Owl pair with an empty deck gives a turn with nothing to draw: the trio pays
    game = arrange(woods(), hands={0: OWLS_AND_HEDGEHOG}, deck_size=0, turn=0, phase="play")
    assert TrackerBot().choose(game, 0, random.Random(0)).kind == "trio"
    # Raccoons with junk on the discard piles: the trio pays again
    game = arrange(
        woods(),
        hands={0: ["dusk Raccoon", "sky Raccoon", "amber Hedgehog"]},
        piles=[["sky Wolf"], ["fern Canary"]],
        turn=0,
        phase="play",
    )
    assert TrackerBot().choose(game, 0, random.Random(0)).kind == "trio"


def test_tracker_plays_the_pair_when_its_effect_is_worth_more_than_the_trio():
    # Raccoons and a discard pile holding the Bear that completes the Bears (5 points): take it
    game = arrange(
        woods(),
        hands={0: ["dusk Raccoon", "sky Raccoon", "amber Hedgehog", "ochre Bear"]},
        piles=[["rose Bear"], ["fern Canary"]],
        turn=0,
        phase="play",
    )
    assert TrackerBot().choose(game, 0, random.Random(0)).args == ("dusk Raccoon", "sky Raccoon")


def test_bots_lay_trios_in_deep_woods_games():
    table = forestnb.simulate("forest", ["tracker", "greedy"], games=10, seed=5, deep_woods=True)
    assert table["trios_played"].sum() > 0


def test_tracker_strikes_with_a_big_lead_scores_with_a_small_one_and_plays_on_behind():
    rng = random.Random(0)
    bot = TrackerBot(strike_lead=4, endgame=0)
    game = arrange(new_game(), hands={0: ELEVEN_POINTS, 1: ["dusk Owl"]}, turn=0, phase="play")
    assert bot.choose(game, 0, rng).kind == "strike"
    game = arrange(
        new_game(), hands={0: ELEVEN_POINTS}, played={1: [["dusk Rabbit", "sky Rabbit"]]}, turn=0, phase="play"
    )
    game.hands[1], game.deck = game.deck[:14], game.deck[14:]
    game.recount()
    assert bot.choose(game, 0, rng).kind == "score"  # 11 against 1 + 14 x 0.6 = 9.4
    game.hands[1], game.deck = game.hands[1] + game.deck[:6], game.deck[6:]
    game.recount()
    assert bot.choose(game, 0, rng).kind == "end"  # 11 against 1 + 20 x 0.6 = 13


def test_tracker_calls_score_when_the_deck_runs_low_even_behind():
    game = arrange(new_game(), hands={0: ELEVEN_POINTS}, top=["sky Owl", "bark Owl"], deck_size=2, turn=0, phase="play")
    game.hands[1], game.piles[0] = game.piles[0][:30], game.piles[0][30:]  # 11 against 30 x 0.6 = 18
    game.recount()
    assert TrackerBot(endgame=6).choose(game, 0, random.Random(0)).kind == "score"
    assert TrackerBot(endgame=1).choose(game, 0, random.Random(0)).kind == "end"


@pytest.mark.parametrize("bot", [GreedyBot(), TrackerBot()], ids=["greedy", "tracker"])
def test_bots_never_read_a_hidden_hand(bot):
    """Swap every opponent's hand for other unseen cards from the deck: the bot decides the same."""
    rng = random.Random(4)
    game = new_game(players=3, seed=4, deep_woods=True)
    checked = 0
    while not game.is_over() and checked < 60:
        seat = game.current_player
        if game.call is None and game.phase != "swap" and len(game.deck) > 30:
            trial = game.clone()
            for other in range(3):
                if other != seat:
                    size = len(trial.hands[other])
                    trial.hands[other], trial.deck[:size] = trial.deck[:size], trial.hands[other]
            trial.recount()
            assert bot.choose(trial, seat, random.Random(checked)) == bot.choose(game, seat, random.Random(checked))
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked >= 20


def test_tracker_counts_the_cards_it_has_not_seen():
    game = arrange(
        new_game(),
        hands={0: ["dusk Owl"], 1: ["sky Owl"]},
        piles=[["bark Owl"], []],
        played={1: [["amber Owl", "fern Owl"]]},
    )
    left = unseen(game, 0)
    assert sum(left.values()) == 58 - 1 - 1 - 2
    assert left[game.catalogue.code("sky Owl")] == 2  # one in the deck, one in Seat 1's hand: both unseen
    assert left[game.catalogue.code("dusk Owl")] == 1


def test_expected_best_of_two_cards():
    assert expected_best_of_two([0, 1]) == 1
    assert expected_best_of_two([0, 0, 1]) == pytest.approx(2 / 3)
    assert expected_best_of_two([5]) == 5 and expected_best_of_two([]) == 0


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"strike_lead": "big"}, "strike_lead must be a number"),
        ({"per_card": True}, "per_card must be a number"),
        ({"endgame": -1}, "endgame must be a whole number"),
        ({"per_card": float("nan")}, "per_card must be a number other than nan or infinity, got nan"),
        ({"strike_lead": float("inf")}, "strike_lead must be a number other than nan or infinity, got inf"),
    ],
)
def test_tracker_parameters_are_checked(params, message):
    with pytest.raises(ValueError, match=message):
        TrackerBot(**params)


def test_tracking_and_betting_beat_greedy_head_to_head():
    wins = Counter()
    for first, second in (("tracker", "greedy"), ("greedy", "tracker")):
        table = forestnb.simulate("forest", [first, second], games=20, seed=7)
        for winners in table["winners"]:
            wins.update([first, second][seat] for seat in winners)
    assert wins["tracker"] > 1.5 * wins["greedy"]


def test_greedy_beats_random():
    table = forestnb.simulate("forest", ["greedy", "random", "random"], games=20, seed=3)
    assert sum(0 in winners for winners in table["winners"]) >= 15
