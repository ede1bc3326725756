"""Starting the game and the turn: hearts, opening hands, the draw phase and its reshuffle, the
three-card card phase, and the order of turns."""

from __future__ import annotations

import pytest
from noted import fact

from forestnb import IllegalActionError
from forestnb.core.actions import Action
from forestnb.hunters.rules import BATTLE, CARDS, DRAW
from forestnb.hunters.scenes import act, arrange, hand_of, offered, play

from .helpers import new_game


@pytest.mark.parametrize("players, hearts", [(2, 5), (3, 4), (4, 3)])
def test_every_player_starts_with_five_hearts_less_one_per_extra_player(players, hearts):
    game = new_game(players=players)
    assert game.scores() == [hearts] * players and game.max_hearts == hearts


def test_a_team_game_keeps_five_hearts_each_ruling_h10():
    assert new_game(players=4, teams=True).scores() == [5, 5, 5, 5]


def test_everyone_draws_five_then_the_starting_player_draws_one_to_start_the_turn():
    game = new_game(players=3)
    assert [len(s.hand) for s in game.seats] == [6, 5, 5]
    assert [len(s.deck) for s in game.seats] == [14, 15, 15]
    assert fact(game.events_for(None)[-1]) == ("FH-draw", 0, {})


def test_the_opening_hand_and_each_draw_are_named_in_the_drawers_log_alone():
    game = new_game(players=3)
    names = [game.name_of(card) for card in game.seats[0].hand]
    told = [
        f"Seat 0 draws {', '.join(names[:5])} (seen by Seat 0 alone).",
        f"Seat 0 draws {names[5]} (seen by Seat 0 alone).",
    ]
    assert [line for line in game.log_for(0) if line.startswith("Seat 0 draws")] == told
    for seat in (1, 2):
        assert not [line for line in game.log_for(seat) if "seen by Seat 0" in line]
        assert "Round 1, Seat 0's turn: draws 1 card (6 in hand, 14 in the deck)." in game.log_for(seat)


def test_each_deck_is_ten_characters_and_ten_supports():
    game = new_game(players=4)
    for seat in range(4):
        mine = [card for card, owner in zip(game.cards, game.owner) if owner == seat]
        assert sum(card.is_character for card in mine) == 10 and sum(not card.is_character for card in mine) == 10


def test_with_no_character_to_play_and_four_cards_a_player_may_shuffle_the_hand_back_and_draw_one_fewer():
    game = new_game()
    arrange(game, hands={0: ["Sharpened Arrows", "Rally Cry", "Lost Trail", "Ambush"]}, phase=DRAW)
    deck = len(game.seats[0].deck)
    act(game, "Shuffle your hand of 4")
    assert len(game.seats[0].hand) == 3 and len(game.seats[0].deck) == deck + 1
    assert game.phase == DRAW or game.phase == CARDS


WOLF_PACK_CHARACTERS = [
    "Grey Wolf",
    "Grey Wolf",
    "Grey Wolf",
    "Pack Alpha",
    "Howling Scout",
    "Moon Wolf",
    "Twin Fang",
    "Trail Finder",
    "Beast Tamer",
    "Night Owl",
]


def test_the_reshuffle_can_be_used_again_while_it_is_allowed():
    game = new_game()
    arrange(
        game,
        hands={0: ["Sharpened Arrows", "Rally Cry", "Lost Trail", "Ambush", "Dusk Hunt"]},
        discards={0: WOLF_PACK_CHARACTERS},
        phase=DRAW,
    )
    act(game, "Shuffle your hand of 5")
    assert len(game.seats[0].hand) == 4 and game.phase == DRAW
    act(game, "Shuffle your hand of 4")
    assert len(game.seats[0].hand) == 3 and game.phase == CARDS, "three cards: the draw phase is over"


def test_no_reshuffle_with_a_playable_character_or_fewer_than_four_cards():
    game = new_game()
    arrange(game, hands={0: ["Grey Wolf", "Rally Cry", "Lost Trail", "Ambush"]}, phase=DRAW)
    assert not game.can_reshuffle()
    arrange(game, hands={0: ["Rally Cry", "Lost Trail", "Ambush"]}, phase=DRAW)
    assert not game.can_reshuffle()
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("reshuffle"))
    assert refused.value.rule == "Draw phase"


def test_a_character_that_cannot_be_played_does_not_block_the_reshuffle():
    game = new_game()
    arrange(game, hands={0: ["Pack Alpha", "Rally Cry", "Lost Trail", "Ambush"]}, phase=DRAW)
    assert game.can_reshuffle(), "Pack Alpha needs a Wolf on the field"


def test_the_card_phase_allows_three_cards_at_most():
    game = new_game()
    arrange(game, hands={0: ["Grey Wolf", "Howling Scout", "Moon Wolf", "Sharpened Arrows"]})
    for name in ("Grey Wolf", "Moon Wolf"):
        play(game, name)
    play(game, "Howling Scout")
    if game.stack:
        act(game, "No")
    assert not any(a.startswith("Play") for a in offered(game))
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (game.seats[0].hand[0],)))
    assert refused.value.rule == "Card phase" and "already played 3 cards" in str(refused.value)


def test_characters_need_a_free_character_zone():
    game = new_game()
    arrange(game, hands={0: ["Moon Wolf"]}, fields={0: ["Grey Wolf", "Grey Wolf", "Grey Wolf"]})
    assert "Play Moon Wolf" not in offered(game)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("play", (game.seats[0].hand[0],)))
    assert refused.value.rule == "The playing field"


def test_supports_need_a_free_support_zone_even_one_shot_ones_ruling_h5():
    game = new_game(decks=["Night Watch", "Wolf Pack"])
    arrange(game, hands={0: ["Hunting Horn"]}, supports={0: ["Campfire", "Supply Cache"]})
    assert "Play Hunting Horn" in offered(game), "Supply Cache adds a fourth support zone"
    arrange(game, hands={0: ["Hunting Horn", "Healing Herbs"]}, supports={0: ["Campfire"]}, fields={0: ["Black Bear"]})
    game.side(0).base_zones = 1
    assert "Play Hunting Horn" not in offered(game)


def test_after_the_battle_phase_no_card_can_be_played_and_the_turn_passes_clockwise():
    game = new_game(players=3)
    arrange(game, hands={0: ["Grey Wolf"]})
    act(game, "Go on to the battle phase")
    assert game.phase == BATTLE and not any(a.startswith("Play") for a in offered(game))
    act(game, "End the turn")
    assert game.actor == 1
    act(game, "Go on to the battle phase") if game.phase == CARDS else None
    act(game, "End the turn")
    assert game.actor == 2


def test_the_round_counts_up_when_every_player_has_had_a_turn():
    game = new_game(players=3)
    for _ in range(3):
        while game.phase != BATTLE:
            act(game, "Go on to") if any("Go on to" in a for a in offered(game)) else game.apply(
                game.legal_actions()[0]
            )
        act(game, "End the turn")
    assert game.round == 2 and game.actor == 0


def test_team_turns_alternate_between_the_teams():
    game = new_game(players=4, teams=True)
    order = []
    for _ in range(4):
        order.append(game.actor)
        while game.phase != BATTLE:
            act(game, "Go on to")
        act(game, "End the turn")
    assert order == [0, 1, 2, 3] and game.side_of == [0, 1, 0, 1]


def test_partners_share_one_field_of_five_and_five_zones_and_one_discard_pile():
    game = new_game(players=4, teams=True)
    assert game.side(0) is game.side(2) and game.side(1) is game.side(3)
    assert game.capacity(game.side(0), "character") == 5 and game.capacity(game.side(0), "support") == 5
    assert hand_of(game, 0) != hand_of(game, 2), "hands are not shared"
