"""The card pool (ruling H1): ten character types, 30+ characters and 30+ supports, every mechanic
of the rule book exercised, card texts written from the data; the deck-building rules and the
validator's messages; and a data table that is wrong says where."""

from __future__ import annotations

import dataclasses
from collections import Counter

import data_edits
import pytest
from data_edits import copy_data, drop_column, read, write

from forestnb.hunters import DeckError, check_deck, load_decks, load_pool, validate_deck
from forestnb.hunters.vocabulary import COSTS, TRIGGERS, TYPES, VERBS

CARDS, EFFECTS, DECKS = "data/hunters/cards.csv", "data/hunters/effects.csv", "data/hunters/decks.csv"


def pool_effects():
    return [(card, effect) for card in load_pool().values() for effect in card.effects]


# -- the pool ---------------------------------------------------------------------------------------
def test_the_pool_has_ten_named_types_and_thirty_characters_and_thirty_supports_at_least():
    cards = load_pool().values()
    assert sum(c.is_character for c in cards) >= 30 and sum(not c.is_character for c in cards) >= 30
    assert {c.type for c in cards if c.is_character} == set(TYPES) and len(TYPES) == 10


def test_every_effect_word_of_the_vocabulary_is_used_by_some_card():
    effects = [effect for _, effect in pool_effects()]
    assert {e.trigger for e in effects} == set(TRIGGERS)
    assert {e.verb for e in effects} == set(VERBS)
    assert {e.cost[0] for e in effects if e.cost} == set(COSTS)
    assert {e.event for e in effects if e.trigger == "trap"} == {"attack", "support", "effect"}


def test_the_pool_exercises_every_mechanic_of_the_rule_book():
    cards = list(load_pool().values())
    effects = [effect for _, effect in pool_effects()]
    symbols = Counter((c.symbol, c.kind) for c in cards)
    for symbol in ("hand_trap", "capture", "combination"):
        assert symbols[(symbol, "character")] and symbols[(symbol, "support")], f"{symbol} on both kinds"
    assert symbols[("house", "support")] and symbols[("infinity", "support")] and symbols[("number", "character")]
    assert any(c.requires for c in cards), "play conditions"
    assert any(c.type and not c.is_character for c in cards), "type-specific supports"
    assert any(e.optional for e in effects) and any(not e.optional for e in effects), '"you can" and mandatory'
    assert any(e.cost and e.optional and not e.effect_optional for e in effects), "A optional, B mandatory"
    assert any(e.cost and not e.optional and e.effect_optional for e in effects), "A mandatory, B optional"
    assert any(e.cost and not e.optional and not e.effect_optional for e in effects), "A and B mandatory"
    assert any(e.once for e in effects) and any(e.chance for e in effects)
    assert any(e.verb == "zone" and e.amount == z for e in effects for z in ("character", "support")), "extra zones"
    assert any(e.target.kind == "opponent" for e in effects), 'effects on "your opponent"'
    assert any(e.verb == "bury" for e in effects) and any(e.cost == ("discard_face_down", 1) for e in effects)


def test_card_texts_are_written_from_the_data_ruling_h1():
    pool = load_pool()
    assert pool["Owl Sage"].text == "Card phase: You can discard 1 card to draw 2 cards. (once per turn)"
    assert pool["Owl's Insight"].text == (
        "Owl support: you must control an Owl character to play it. When played: "
        "Discard 1 card face down; then you can draw 2 cards."
    )
    assert pool["Forest Fire"].text == (
        "When played: Roll a D6; on 4 or more (3 in 6), send an opponent's character to its owner's discard pile."
    )
    assert pool["Cave Bear"].text == "Play condition: you control at least 2 characters."
    assert pool["Grey Wolf"].corner == "3" and pool["Campfire"].corner == "⌂" and pool["Eternal Flame"].corner == "∞"
    assert all(card.text or not card.effects for card in pool.values())


def test_every_card_says_in_its_note_which_mechanic_it_is_for():
    assert all(card.note and card.note[0].isupper() for card in load_pool().values())


# -- decks -------------------------------------------------------------------------------------------
def test_there_are_four_legal_prebuilt_decks_of_ten_and_ten():
    decks = load_decks()
    assert len(decks) >= 4
    for name, cards in decks.items():
        assert check_deck(cards) == [], name
        assert len(cards) == 20


def wolf_pack() -> list[str]:
    return list(load_decks()["Wolf Pack"])


def test_a_deck_holds_ten_characters_and_ten_supports():
    deck = wolf_pack()
    deck.remove("Lost Trail")
    assert check_deck(deck) == ["a deck holds exactly 10 support cards; this one has 9"]


def test_one_copy_of_a_name_unless_its_corner_number_allows_more():
    deck = wolf_pack()
    deck[deck.index("Pack Alpha")] = "Moon Wolf"
    assert check_deck(deck) == ["2 copies of Moon Wolf: its corner shows no number, so one copy only"]
    deck = wolf_pack()
    deck[deck.index("Pack Alpha")] = "Grey Wolf"
    assert check_deck(deck) == ["4 copies of Grey Wolf: its corner number allows 3"]


def test_at_most_one_hand_trap_of_each_kind():
    deck = wolf_pack()
    deck[deck.index("Lost Trail")] = "Smoke Signal"
    assert check_deck(deck) == ["at most one hand trap support card per deck; this one has 2: Ambush, Smoke Signal"]
    deck = wolf_pack()
    deck[deck.index("Moon Wolf")] = "Mist Spirit"
    assert check_deck(deck) == ["at most one hand trap character card per deck; this one has 2: Mist Spirit, Night Owl"]


def test_at_most_one_capture_card_of_each_kind():
    pool = dict(load_pool())
    pool["Iron Cage"] = dataclasses.replace(pool["Bear Trap"], name="Iron Cage")
    deck = wolf_pack()
    deck[deck.index("Lost Trail")] = "Bear Trap"
    deck[deck.index("Dusk Hunt")] = "Iron Cage"
    assert check_deck(deck, pool) == ["at most one capture support card per deck; this one has 2: Bear Trap, Iron Cage"]


def test_the_validator_names_every_problem_at_once():
    deck = wolf_pack()[:-2] + ["Dragon", "Grey Wolf"]
    problems = check_deck(deck)
    assert problems == [
        "no card named 'Dragon' in the pool",
        "a deck holds exactly 10 character cards; this one has 11",
        "a deck holds exactly 10 support cards; this one has 8",
        "4 copies of Grey Wolf: its corner number allows 3",
    ]
    with pytest.raises(DeckError) as refused:
        validate_deck(deck)
    assert refused.value.problems == problems and str(refused.value).startswith("Deck building: ")


# -- data validation ------------------------------------------------------------------------------------
@pytest.fixture
def folder(tmp_path):
    return copy_data(tmp_path, "hunters")


def refused(folder, load=load_pool):
    return data_edits.refusal(load, folder)


def test_an_untouched_copy_loads_like_the_packaged_pool(folder):
    assert load_pool(folder) == load_pool() and load_decks(folder) == load_decks()


@pytest.mark.parametrize(
    "card, changes, field, problem",
    [
        ("Grey Wolf", {"kind": "beast"}, "kind", "'beast' is not one of: character, support"),
        ("Grey Wolf", {"type": "Dragon"}, "type", "'Dragon' is not one of: Archer"),
        ("Grey Wolf", {"bp": "many"}, "bp", "expected a whole number, got 'many'"),
        ("Grey Wolf", {"shd": "0"}, "shd", "a character's SHD is at least 1"),
        ("Black Bear", {"type": ""}, "type", "a character needs a type, BP and SHD"),
        ("Grey Wolf", {"copies": ""}, "copies", "the number symbol and copies go together"),
        ("Night Owl", {"symbol": ""}, "symbol", "the hand trap symbol and a trap effect go together"),
        ("Campfire", {"symbol": ""}, "symbol", "stays on the field: give it the house or infinity symbol"),
        ("Hunting Horn", {"symbol": "house"}, "symbol", "needs a field or action effect"),
        ("Hunting Horn", {"bp": "2"}, "bp", "only combination supports print BP and SHD"),
        ("Pack Alpha", {"requires": "control=Dragon"}, "requires", "control needs a character type or 'any'"),
    ],
)
def test_a_broken_card_row_names_the_file_row_and_field(folder, card, changes, field, problem):
    row = data_edits.edit(folder / "cards.csv", "name", card, **changes)
    data_edits.assert_names(refused(folder), CARDS, row, field, problem)


@pytest.mark.parametrize(
    "card, changes, field, problem",
    [
        ("Howling Scout", {"effect": "fly=2"}, "effect", "unknown effect 'fly'"),
        ("Howling Scout", {"effect": "draw=two"}, "effect", "draw needs a whole number, got 'two'"),
        ("Howling Scout", {"effect": "draw=1_0"}, "effect", "draw needs a whole number, got '1_0'"),
        ("Howling Scout", {"effect": "draw=٣"}, "effect", "draw needs a whole number, got '٣'"),
        ("Howling Scout", {"target": "opponent_character"}, "effect", "draw acts on you, not 'opponent_character'"),
        ("Moon Wolf", {"chance": "7+"}, "chance", "chance is written N+ with N from 1 to 6"),
        ("Owl Sage", {"cost": "discard=0"}, "cost", "cost discard needs a whole number of at least 1"),
        ("Owl Sage", {"cost": "sing=1"}, "cost", "unknown cost 'sing'"),
        ("Howling Scout", {"effect_optional": "yes"}, "effect_optional", "this effect has no cost"),
        ("Night Owl", {"condition": ""}, "condition", "a trap effect (and only a trap) names its event"),
        ("Howling Scout", {"optional": "maybe"}, "optional", "'maybe' is not one of: yes, no"),
        ("Howling Scout", {"trigger": "field"}, "effect", "a continuous (field) effect changes BP, SHD or zones"),
    ],
)
def test_a_broken_effect_row_names_the_file_row_and_field(folder, card, changes, field, problem):
    row = data_edits.edit(folder / "effects.csv", "card", card, **changes)
    data_edits.assert_names(refused(folder), EFFECTS, row, field, problem)


def test_effects_of_a_card_that_does_not_exist_are_refused(folder):
    row = data_edits.edit(folder / "effects.csv", "card", "Howling Scout", card="Howling Ghost")
    data_edits.assert_names(
        refused(folder), EFFECTS, row, "card", "effects for 'Howling Ghost', which is not in cards.csv"
    )


def test_a_prebuilt_deck_must_be_legal(folder):
    header, rows = read(folder / "decks.csv")
    rows = [r for r in rows if not (r[0] == "Wolf Pack" and r[1] == "Lost Trail")]
    write(folder / "decks.csv", header, rows)
    error = refused(folder, load_decks)
    assert (
        error.file == DECKS
        and "deck 'Wolf Pack' is not legal: a deck holds exactly 10 support cards; this one has 9" in str(error)
    )


def test_a_deck_row_naming_an_unknown_card_is_refused(folder):
    row = data_edits.edit(folder / "decks.csv", "card", "Lost Trail", card="Lost Trial")
    data_edits.assert_names(refused(folder, load_decks), DECKS, row, "card", "no card named 'Lost Trial' in cards.csv")


def test_a_missing_column_is_named(folder):
    drop_column(folder / "effects.csv", "chance")
    error = refused(folder)
    assert error.file == EFFECTS and "missing column(s): chance" in str(error)
