"""The engine's shortcuts agree with the table: ``find`` follows every card that moves on or off
the field, clones find their own units, and the per-card facts worked out at load time say what
the printed effects say."""
from __future__ import annotations

import random

from forestnb.hunters.cards import load_pool

from .helpers import arrange, card_id, new_game, unit


def test_find_follows_a_card_that_leaves_the_field_or_changes_sides():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, fields={0: ["Grey Wolf"], 1: ["Black Bear"]})
    wolf = card_id(game, "Grey Wolf")
    assert game.find(wolf) == unit(game, "Grey Wolf")
    side, wolf_unit = game.find(wolf)
    game.take(side, wolf_unit)
    game.place(game.side(1), wolf_unit, "character")
    assert game.find(wolf) == (game.side(1), wolf_unit)
    game.take(game.side(1), wolf_unit)
    assert game.find(wolf) is None


def test_find_agrees_with_a_full_search_at_every_step_of_a_game():
    for teams in (False, True):
        game = new_game(players=4, seed=11, teams=teams)
        rng = random.Random(11)
        while not game.is_over():
            for card in range(len(game.cards)):
                assert game.find(card) == _search(game, card)
            game.apply(rng.choice(game.legal_actions()))


def _search(game, card):
    return next(((side, u) for side in game.sides for u in side.units() if u.card == card), None)


def test_a_clone_finds_its_own_units():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, fields={0: ["Grey Wolf"]})
    wolf = card_id(game, "Grey Wolf")
    original = game.find(wolf)
    clone = game.clone()
    side, found = clone.find(wolf)
    assert found is not original[1] and side is clone.side(0) and found in clone.side(0).characters
    clone.take(clone.side(0), found)
    assert clone.find(wolf) is None and game.find(wolf) == original


def test_card_facts_agree_with_the_printed_effects():
    for card in load_pool().values():
        plays = card.triggered("play")
        assert card.mandatory_play == tuple(i for i, e in plays if not e.optional), card.name
        assert card.attaches == any(e.target.kind == "own_character" for _, e in card.triggered("field")), card.name
        assert card.combine == next((e for e in card.effects if e.verb == "combine"), None), card.name
        assert {event: list(indexes) for event, indexes in card.traps.items()} == {
            e.event: [i for i, f in card.triggered("trap") if f.event == e.event] for _, e in card.triggered("trap")}
        assert card.trap_only == (card.symbol == "hand_trap" and not card.is_character), card.name
        assert (card.zone == "character") == (card.is_character or card.symbol == "combination"), card.name
