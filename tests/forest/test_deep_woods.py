"""The Deep Woods add-on: 8 more cards and their effects (seed "Deep Woods add-on"; ruling F9).
The scoring of the Hedgehog (nothing in hand, 3 in a played trio), Cuckoo and Raccoon Den is checked
in test_scoring.py."""

import pytest
from noted import fact

from forestnb import IllegalActionError
from forestnb.forest.scenes import ELEVEN_POINTS, arrange, move

from .helpers import hand, new_game, state_of


def woods(players=2, **kw):
    return new_game(players=players, deep_woods=True, **kw)


def test_deep_woods_shuffles_eight_more_cards_into_the_deck():
    assert len(new_game().full_deck) == 58 and len(woods().full_deck) == 66
    assert len(woods().deck) == 66 - 2


def test_badger_pairs_with_a_raccoon_to_look_at_the_top_five_and_keep_one():
    top = ["dusk Owl", "sky Owl", "bark Owl", "amber Owl", "fern Owl", "crimson Lion"]
    game = arrange(woods(), hands={0: ["bark Badger", "dusk Raccoon"]}, top=top, turn=0, phase="play")
    deck_before = len(game.deck)
    move(game, ("pair", "dusk Raccoon", "bark Badger"))
    assert game.phase == "keep_top" and game.view(0)["peeked"] == top[:5] and game.view(1)["peeked"] == []
    assert [a.args[0] for a in game.legal_actions()] == ["dusk Owl", "sky Owl", "bark Owl", "amber Owl", "fern Owl"]
    move(game, ("keep_top", "amber Owl"))
    assert hand(game, 0) == ["amber Owl"] and len(game.deck) == deck_before - 1 and game.phase == "play"
    assert fact(game.events_for(None)[-1]) == ("F-pair", 0, {})
    assert "amber Owl" not in " ".join(game.log_for(1))  # which card it kept is Seat 0's secret
    assert game.view(0)["notes"] == ["The Badger gave you the amber Owl."]


def test_badger_shows_what_is_left_when_fewer_than_five_cards_remain():
    game = arrange(
        woods(),
        hands={0: ["bark Badger", "dusk Raccoon"]},
        top=["dusk Owl", "sky Owl"],
        deck_size=2,
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Raccoon", "bark Badger"))
    assert game.view(0)["peeked"] == ["dusk Owl", "sky Owl"]


def test_badger_finds_nothing_in_an_empty_deck():
    game = arrange(woods(), hands={0: ["bark Badger", "dusk Raccoon"]}, deck_size=0, turn=0, phase="play")
    move(game, ("pair", "dusk Raccoon", "bark Badger"))
    assert game.phase == "play" and hand(game, 0) == [] and fact(game.events[-1]) == ("F-pair", None, {})


def test_skunk_pairs_with_a_left_fox_and_holds_every_opponent_to_a_plain_draw_next_turn():
    game = arrange(
        woods(players=3),
        hands={0: ["bark Skunk", "dusk Left Fox"], 1: [*ELEVEN_POINTS, "dusk Owl", "sky Owl"]},
        piles=[["amber Owl"], ["fern Owl"]],
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "bark Skunk"))
    assert game.skunked == [False, True, True] and fact(game.events[-1]) == ("F-pair", None, {})
    move(game, ("end",))
    assert [str(a) for a in game.legal_actions()] == ["draw the top card of the deck (the Skunk allows nothing else)"]
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("take", 0))
    assert refused.value.rule == "Draw" and "the Skunk holds Seat 1 to a plain draw" in refused.value.detail
    assert state_of(game) == before
    move(game, ("draw_one",))
    assert [a.kind for a in game.legal_actions()] == ["end"]  # no pairs, no call, though it holds 12 points
    move(game, ("end",))
    assert game.turn == 2 and [a.kind for a in game.legal_actions()] == ["draw_one"]
    move(game, ("draw_one",), ("end",))
    move(game, ("take", 0), ("end",))  # Seat 0 again; then Seat 1 is free
    assert game.turn == 1 and "take" in [a.kind for a in game.legal_actions()]


def test_skunk_on_an_empty_deck_the_held_player_draws_nothing():
    game = arrange(
        woods(),
        hands={0: ["bark Skunk", "dusk Left Fox", *ELEVEN_POINTS]},
        deck_size=0,
        piles=[[], ["amber Owl"]],
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "bark Skunk"), ("strike",))
    assert game.turn == 1 and game.phase == "play" and [a.kind for a in game.legal_actions()] == ["end"]
    assert fact(game.events[-1]) == ("F-draw", 1, {})  # the draw noted as skipped


def test_skunk_does_not_pair_with_a_right_fox():
    game = arrange(woods(), hands={0: ["bark Skunk", "dusk Right Fox"]}, turn=0, phase="play")
    assert [a.kind for a in game.legal_actions()] == ["end"]


def test_hedgehog_turns_any_pair_into_a_trio_worth_three_without_its_effect():
    game = arrange(woods(), hands={0: ["dusk Owl", "sky Owl", "amber Hedgehog", "rose Hedgehog"]}, turn=0, phase="play")
    texts = [str(a) for a in game.legal_actions()]
    assert "play a trio: dusk Owl + sky Owl + amber Hedgehog (3 points, no effect)" in texts
    assert "play a trio: dusk Owl + sky Owl + rose Hedgehog (3 points, no effect)" in texts
    assert game.card_points(0) == 1, "kept in hand, the Hedgehogs score nothing: only the Owl pair counts"
    move(game, ("trio", "dusk Owl", "sky Owl", "amber Hedgehog"))
    assert game.extra_turns == 0 and len(game.played[0][0]) == 3
    assert game.card_points(0) == 3


def test_hedgehog_alone_makes_no_trio():
    game = arrange(woods(), hands={0: ["amber Hedgehog", "dusk Owl"]}, turn=0, phase="play")
    assert [a.kind for a in game.legal_actions()] == ["end"]
