"""What each seat may see, the plain-words log, the score breakdown in views, and the summary row."""

import json
import random

import forestnb
from forestnb.forest import score_hand
from forestnb.forest.scenes import arrange, move

from .helpers import new_game


def play_until(game, rng, stop):
    while not game.is_over() and not stop(game):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_views_never_show_another_seats_hidden_hand():
    """Swap another seat's hidden cards for deck cards: every other view stays exactly the same."""
    rng = random.Random(3)
    game = play_until(
        new_game(players=3, seed=3), rng, lambda g: g.round == 1 and sum(map(len, g.hands)) >= 9 and g.phase == "draw"
    )
    assert game.call is None
    for seat in range(3):
        other = (seat + 1) % 3
        trial = game.clone()
        trial.hands[other], trial.deck[: len(trial.hands[other])] = (
            trial.deck[: len(trial.hands[other])],
            trial.hands[other],
        )
        trial.recount()
        assert trial.invariant_violations() == [] and trial.hands[other] != game.hands[other]
        assert trial.view(seat) == game.view(seat)


def test_a_view_shows_the_own_hand_and_only_sizes_of_the_others():
    game = arrange(
        new_game(players=3),
        hands={0: ["dusk Owl"], 1: ["sky Owl", "bark Owl"]},
        played={2: [["dusk Rabbit", "sky Rabbit"]]},
    )
    view = game.view(0)
    assert view["hand"] == ["dusk Owl"] and "hands" not in view
    assert [p["hand_size"] for p in view["players"]] == [1, 2, 0]
    assert view["players"][2]["played"] == [["dusk Rabbit", "sky Rabbit"]]
    assert view["breakdown"] == score_hand(["dusk Owl"])


def test_drawn_cards_are_seen_only_by_the_drawer():
    game = arrange(new_game(), top=["amber Rabbit", "fern Canary"], turn=0)
    move(game, ("draw",))
    assert game.view(0)["drawn"] == ["amber Rabbit", "fern Canary"] and game.view(1)["drawn"] == []


def test_the_log_never_names_a_hidden_card():
    game = arrange(
        new_game(), hands={0: ["dusk Rabbit", "sky Rabbit"]}, top=["amber Owl", "crimson Lion", "fern Canary"], turn=0
    )
    move(game, ("draw",), ("keep", "amber Owl", 0))
    move(game, ("pair", "dusk Rabbit", "sky Rabbit"))
    text = " ".join(game.log_for(1)[2:])
    assert "amber Owl" not in text and "fern Canary" not in text and "crimson Lion" in text  # the discard is face up
    assert "Seat 0 draws the amber Owl and the crimson Lion (seen by Seat 0 alone)." in game.log_for(0)
    assert "Seat 0's Rabbits drew the fern Canary (seen by Seat 0 alone)." in game.log_for(0)


def test_a_steal_is_named_to_the_thief_and_the_victim_alone():
    game = arrange(
        new_game(players=3), hands={0: ["dusk Left Fox", "sky Right Fox"], 1: ["fern Canary"]}, turn=0, phase="play"
    )
    move(game, ("pair", "dusk Left Fox", "sky Right Fox"), ("steal", 1))
    told = "Seat 0's Foxes steal the fern Canary from Seat 1 (seen by {} alone)."
    assert told.format("Seat 0") in game.log_for(0) and told.format("Seat 1") in game.log_for(1)
    assert "fern Canary" not in " ".join(game.log_for(2))


def test_every_log_line_is_a_plain_sentence():
    for options in ({}, {"deep_woods": True, "forest_tales": True}):
        game = forestnb.play("forest", ["random", "greedy", "tracker"], seed=5, **options)
        for line in game.log:
            assert line[0].isupper() and line[-1] in ".!" and not any(mark in line for mark in ("[", "{", "None", "_"))


def test_views_are_plain_json_with_the_breakdown_and_the_rounds():
    game = forestnb.play("forest", ["tracker", "greedy"], seed=8, deep_woods=True, forest_tales=True)
    view = game.view(1)
    assert json.loads(json.dumps(view)) == view
    scored = [r for r in view["rounds"] if r["call"]]
    assert scored and all(len(r["breakdowns"]) == 2 and "items" in r["breakdowns"][0] for r in scored)
    assert view["winners"] == game.winners()


def test_the_summary_has_one_sweep_column_per_question():
    game = forestnb.play("forest", ["random", "greedy", "tracker"], seed=2)
    summary = game.summary()
    assert set(summary) == {
        "rounds_played",
        "rounds_unscored",
        "score_calls",
        "strike_calls",
        "strike_successes",
        "callers",
        "lion_win",
        "turns",
        "pairs_played",
        "trios_played",
        "steals",
        "extra_turns",
        "top_total",
    }
    assert summary["score_calls"] + summary["strike_calls"] + summary["rounds_unscored"] == summary["rounds_played"]
    assert (
        summary["strike_successes"] <= summary["strike_calls"] and len(summary["callers"]) == summary["rounds_played"]
    )
    assert summary["top_total"] == max(game.scores())


def test_a_sweep_row_carries_the_summary():
    table = forestnb.simulate("forest", ["greedy", "tracker"], games=4, seed=1, deep_woods=True)
    assert {"rounds_played", "strike_successes", "deep_woods"} <= set(table.columns)
    assert table["deep_woods"].all()


def test_the_discard_piles_are_shown_in_full():
    game = arrange(new_game(), piles=[["dusk Owl", "sky Owl"], ["amber Rabbit"]])
    view = game.view(1)
    assert view["discard_piles"] == [["dusk Owl", "sky Owl"], ["amber Rabbit"]]
    assert view["discard_tops"] == ["sky Owl", "amber Rabbit"]
