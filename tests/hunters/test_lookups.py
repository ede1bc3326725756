"""The engine's shortcuts agree with the table: ``find`` follows every card that moves on or off
the field, clones find their own units, and the per-card facts worked out at load time say what
the printed effects say."""

from __future__ import annotations

import random

from forestnb.hunters.cards import load_decks, load_pool
from forestnb.hunters.scenes import arrange, card_id, unit

from .helpers import new_game


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


def test_the_card_phase_offers_exactly_the_cards_the_full_play_rules_allow():
    """A plain card is offered on a free zone alone; at every card-phase step of these games the
    names offered are exactly those ``refusal`` (every rule of playing a card) finds nothing against."""
    checked = set()
    for seed, teams in ((1, False), (2, False), (3, True)):
        game = new_game(players=4, seed=seed, teams=teams)
        rng = random.Random(seed)
        while not game.is_over():
            if not game.stack and game.phase == "card":
                hand = game.one_per_name(game.seats[game.actor].hand)
                offered = {a.args[0] for a in game.legal_actions() if a.kind == "play"}
                assert offered == {card for card in hand if game.refusal(card) is None}
                checked.update(game.names[card] for card in hand if game.cards[card].plain)
            game.apply(rng.choice(game.legal_actions()))
    always = {card.name for card in load_pool().values() if card.plain and card.mandatory_play}
    assert always and always <= checked


def test_a_plain_cards_mandatory_play_effects_happen_even_on_a_bare_table():
    """Alone in an otherwise empty hand, with empty fields and discard piles, a plain card is still
    playable: its mandatory play effects need nothing from the table."""
    decks = load_decks()
    for card in load_pool().values():
        if not (card.plain and card.mandatory_play):
            continue
        deck = next(name for name, names in decks.items() if card.name in names)
        game = new_game(decks=[deck, "Wolf Pack" if deck != "Wolf Pack" else "Night Watch"])
        arrange(game, hands={0: [card.name]})
        assert game.refusal(card_id(game, card.name)) is None, card.name


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
            e.event: [i for i, f in card.triggered("trap") if f.event == e.event] for _, e in card.triggered("trap")
        }
        assert card.trap_only == (card.symbol == "hand_trap" and not card.is_character), card.name
        assert (card.zone == "character") == (card.is_character or card.symbol == "combination"), card.name
