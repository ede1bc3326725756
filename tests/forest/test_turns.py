"""A round's start, the draw, and the pairs with their effects (seed "Your turn" 1-2; rulings F2-F5)."""

import pytest
from noted import fact

from forestnb import IllegalActionError
from forestnb.forest.scenes import arrange, move

from .helpers import hand, new_game, state_of


def texts(game):
    return [str(a) for a in game.legal_actions()]


# -- round start (F2) --------------------------------------------------------------------------------
def test_a_round_starts_with_one_card_on_each_discard_pile_and_empty_hands():
    game = new_game(players=3)
    assert game.round == 1 and game.turn == game.first == 0
    assert [len(p) for p in game.piles] == [1, 1] and len(game.deck) == 56
    assert game.hands == [[], [], []]
    assert [e.rule for e in game.events[:2]] == ["F-setup", "F-round"]


def test_the_first_player_moves_one_seat_left_each_round():
    game = new_game(players=3)
    arrange(game, top=["dusk Owl"], deck_size=1, turn=2)
    move(game, ("draw",))
    move(game, ("end",))  # the deck is empty at the end of the turn: round 2
    assert game.round == 2 and game.first == game.turn == 1


# -- the draw (F3) -----------------------------------------------------------------------------------
def test_draw_take_the_top_card_of_either_discard_pile():
    game = arrange(new_game(), piles=[["dusk Owl", "sky Owl"], ["sky Wolf"]], turn=0)
    assert texts(game) == [
        "take the sky Owl from the left discard pile",
        "take the sky Wolf from the right discard pile",
        "draw two cards from the deck, keep one and discard the other",
    ]
    move(game, ("take", 0))
    assert hand(game, 0) == ["sky Owl"] and game.piles[0] == [game.catalogue.code("dusk Owl")]
    assert game.phase == "play" and fact(game.events[-1]) == ("F-draw", 0, {})


def test_draw_two_keep_one_and_discard_the_other_on_a_pile_of_your_choice():
    game = arrange(new_game(), piles=[["dusk Owl"], ["sky Wolf"]], top=["amber Rabbit", "fern Canary"], turn=0)
    move(game, ("draw",))
    assert game.phase == "keep" and game.view(0)["drawn"] == ["amber Rabbit", "fern Canary"]
    assert texts(game) == [
        "keep the amber Rabbit and discard the fern Canary onto the left pile",
        "keep the amber Rabbit and discard the fern Canary onto the right pile",
        "keep the fern Canary and discard the amber Rabbit onto the left pile",
        "keep the fern Canary and discard the amber Rabbit onto the right pile",
    ]
    move(game, ("keep", "fern Canary", 1))
    assert hand(game, 0) == ["fern Canary"] and game.index.labels[game.piles[1][-1]] == "amber Rabbit"
    assert [fact(e) for e in game.events_for(None)[-2:]] == [("F-draw", 0, {}), ("F-draw", 0, {})]
    assert "fern Canary" not in " ".join(game.log_for(1))  # the card kept stays Seat 0's secret


def test_draw_two_of_the_same_card_offers_one_keep_per_pile():
    game = arrange(new_game(), piles=[["dusk Owl"], ["sky Wolf"]], top=["dusk Raccoon", "dusk Raccoon"], turn=0)
    move(game, ("draw",))
    assert len(game.legal_actions()) == 2


def test_draw_an_empty_discard_pile_must_take_the_discard():
    game = arrange(new_game(), piles=[["dusk Owl"], []], top=["amber Rabbit", "fern Canary"], turn=0)
    move(game, ("draw",))
    assert {a.args[1] for a in game.legal_actions()} == {1}
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("keep", "amber Rabbit", 0))
    assert refused.value.rule == "Draw" and "an empty discard pile must take the discarded card" in refused.value.detail
    assert state_of(game) == before


def test_draw_with_both_piles_empty_the_discard_may_go_on_either():
    game = arrange(new_game(), piles=[[], []], top=["amber Rabbit", "fern Canary"], turn=0)
    move(game, ("draw",))
    assert {a.args[1] for a in game.legal_actions()} == {0, 1}


def test_draw_with_one_card_left_the_two_card_draw_takes_that_card():
    game = arrange(new_game(), top=["amber Rabbit"], deck_size=1, turn=0)
    assert "draw the last card of the deck" in texts(game)
    move(game, ("draw",))
    assert hand(game, 0) == ["amber Rabbit"] and game.deck == [] and game.phase == "play"


def test_draw_an_empty_deck_allows_no_deck_draw():
    game = arrange(new_game(), deck_size=0, piles=[[], ["dusk Owl"]], turn=0)
    assert [a.kind for a in game.legal_actions()] == ["take", "take"]
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("draw",))
    assert (refused.value.rule, refused.value.detail) == ("Draw", "the deck is empty, so there is no deck draw")
    assert state_of(game) == before


def test_draw_an_empty_discard_pile_cannot_be_taken_from():
    game = arrange(new_game(), piles=[["dusk Owl"], []], turn=0)
    with pytest.raises(IllegalActionError, match="Draw: 'take 1' is not one of the choices now"):
        move(game, ("take", 1))


def test_draw_a_player_who_can_draw_nothing_skips_the_draw():
    game = arrange(
        new_game(), hands={0: ["ochre Bear Cave", "ochre Bear", "rose Bear"]}, deck_size=0, turn=0, phase="play"
    )
    game.hands[1], game.piles = game.piles[0], [[], []]  # every other card is in Seat 1's hand
    game.recount()
    move(game, ("strike",))
    assert game.turn == 1 and game.phase == "play"
    assert fact(game.events[-1]) == ("F-draw", 1, {})  # the draw noted as skipped, nothing taken


# -- pairs (F4, F5) ------------------------------------------------------------------------------------
def test_pairs_are_optional_and_any_number_may_be_played():
    game = arrange(new_game(), hands={0: ["dusk Owl", "sky Owl", "dusk Rabbit", "sky Rabbit"]}, turn=0, phase="play")
    assert texts(game)[:2] == [
        "play a pair: dusk Owl + sky Owl (take another turn)",
        "play a pair: dusk Rabbit + sky Rabbit (draw from the top of the deck)",
    ]
    assert "end the turn" in texts(game)
    move(game, ("pair", "dusk Owl", "sky Owl"))
    move(game, ("pair", "dusk Rabbit", "sky Rabbit"))
    assert len(game.played[0]) == 2 and game.phase == "play"


def test_pairs_a_card_pairs_only_with_its_partner():
    game = arrange(
        new_game(), hands={0: ["dusk Right Fox", "sky Right Fox", "dusk Owl", "sky Rabbit"]}, turn=0, phase="play"
    )
    assert [a.kind for a in game.legal_actions()] == ["end"]
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("pair", "dusk Right Fox", "sky Right Fox"))
    assert refused.value.rule == "Pairs" and "is not a pair (or trio) of cards in Seat 0's hand" in refused.value.detail
    assert state_of(game) == before


def test_pairs_need_two_copies_in_hand():
    game = arrange(new_game(), hands={0: ["dusk Owl"]}, turn=0, phase="play")
    with pytest.raises(IllegalActionError, match="Pairs"):
        move(game, ("pair", "dusk Owl", "dusk Owl"))


def test_raccoon_pair_takes_any_card_from_a_chosen_discard_pile():
    game = arrange(
        new_game(),
        hands={0: ["dusk Raccoon", "sky Raccoon"]},
        piles=[["sky Wolf", "amber Owl"], ["fern Canary"]],
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Raccoon", "sky Raccoon"))
    assert game.phase == "pick"
    assert sorted(texts(game)) == sorted(
        [
            "take the sky Wolf from the left discard pile",
            "take the amber Owl from the left discard pile",
            "take the fern Canary from the right discard pile",
        ]
    )
    move(game, ("pick", 0, "sky Wolf"))  # from under the top
    assert hand(game, 0) == ["sky Wolf"] and [game.index.labels[c] for c in game.piles[0]] == ["amber Owl"]
    assert game.phase == "play"


def test_raccoon_pair_with_both_piles_empty_may_still_be_played():
    game = arrange(new_game(), hands={0: ["dusk Raccoon", "sky Raccoon"]}, piles=[[], []], turn=0, phase="play")
    move(game, ("pair", "dusk Raccoon", "sky Raccoon"))
    assert game.phase == "play" and hand(game, 0) == [] and fact(game.events[-1]) == ("F-pair", None, {})


def test_owl_pair_gives_another_turn_after_this_one():
    game = arrange(
        new_game(),
        hands={0: ["dusk Owl", "sky Owl", "bark Owl", "amber Owl"]},
        piles=[["dusk Canary", "sky Canary"], []],
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Owl", "sky Owl"))
    move(game, ("pair", "bark Owl", "amber Owl"))
    assert str(game.legal_actions()[-1]) == "end the turn and take another (Owl pair)"
    move(game, ("end",))
    assert (game.turn, game.phase, game.extra_turns) == (0, "draw", 1)
    move(game, ("take", 0))
    move(game, ("end",))
    move(game, ("take", 0))
    move(game, ("end",))
    assert game.turn == 1


def test_owl_pair_a_call_gives_up_the_extra_turn():
    game = arrange(
        new_game(),
        hands={0: ["dusk Owl", "sky Owl", "ochre Bear Cave", "ochre Bear", "rose Bear"]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Owl", "sky Owl"))
    move(game, ("score",))
    assert game.round == 2 and game.extra_turns == 0 and game.totals[0] == 12


def test_rabbit_pair_draws_the_top_card_of_the_deck():
    game = arrange(new_game(), hands={0: ["dusk Rabbit", "sky Rabbit"]}, top=["fern Canary"], turn=0, phase="play")
    move(game, ("pair", "dusk Rabbit", "sky Rabbit"))
    assert hand(game, 0) == ["fern Canary"]
    assert fact(game.events_for(None)[-1]) == ("F-pair", 0, {})
    assert game.view(0)["notes"] == ["Your Rabbits drew: fern Canary."] and game.view(1)["notes"] == []


def test_rabbit_pair_on_an_empty_deck_draws_nothing():
    game = arrange(new_game(), hands={0: ["dusk Rabbit", "sky Rabbit"]}, deck_size=0, turn=0, phase="play")
    move(game, ("pair", "dusk Rabbit", "sky Rabbit"))
    assert hand(game, 0) == [] and fact(game.events[-1]) == ("F-pair", 0, {})


def test_fox_pair_steals_a_random_face_down_card_from_a_chosen_opponent():
    game = arrange(
        new_game(players=3),
        hands={0: ["dusk Left Fox", "sky Right Fox"], 1: ["sky Wolf"], 2: ["amber Owl", "fern Owl"]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "sky Right Fox"))
    assert game.phase == "steal" and texts(game) == [
        "steal a face-down card from Seat 1",
        "steal a face-down card from Seat 2",
    ]
    move(game, ("steal", 2))
    (stolen,) = hand(game, 0)
    assert stolen in ("amber Owl", "fern Owl") and len(game.hands[2]) == 1
    assert fact(game.events_for(None)[-1]) == ("F-pair", 0, {})
    assert stolen not in " ".join(game.log_for(1))  # only the thief and the robbed are told the card
    assert game.view(0)["notes"] == [f"You stole the {stolen} from Seat 2."]
    assert game.view(2)["notes"] == [f"Seat 0 stole your {stolen}."]


def test_fox_pair_the_steal_is_random_but_replays_from_the_seed():
    stolen = set()
    for seed in range(12):
        game = arrange(
            new_game(seed=seed),
            hands={0: ["dusk Left Fox", "sky Right Fox"], 1: ["sky Wolf", "amber Owl", "fern Canary"]},
            turn=0,
            phase="play",
        )
        move(game, ("pair", "dusk Left Fox", "sky Right Fox"), ("steal", 1))
        stolen.add(tuple(hand(game, 0)))
    assert len(stolen) == 3


def test_fox_pair_never_steals_played_pairs():
    game = arrange(
        new_game(),
        hands={0: ["dusk Left Fox", "sky Right Fox"]},
        played={1: [["dusk Owl", "sky Owl"]]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "sky Right Fox"), ("steal", 1))
    assert game.hands[0] == [] and len(game.played[1]) == 1
    assert fact(game.events[-1]) == ("F-pair", 0, {})
