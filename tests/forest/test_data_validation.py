"""The Forest's tables match the seed, and a broken table is refused naming file, row and field.

Each refusal test copies ``data/forest`` into a temporary ``data/forest`` folder, breaks one thing
and loads that copy (the loaders are cached per folder, so each copy is read afresh).
"""

from collections import Counter

import pytest
from data_edits import assert_names, copy_data, drop_column, drop_row, edit, refusal

from forestnb.forest.cards import SEED_KINDS, load_catalogue, load_tales

CARDS = "data/forest/cards.csv"
TALES = "data/forest/tales.csv"
PALETTE = "data/forest/palette.csv"


# -- the shipped tables -------------------------------------------------------------------------------
def test_the_deck_has_58_cards_and_66_with_deep_woods():
    catalogue = load_catalogue()
    assert len(catalogue.deck(False)) == 58 and len(catalogue.deck(True)) == 66
    extra = Counter(catalogue.deck(True)) - Counter(catalogue.deck(False))
    assert sorted({catalogue.cards[c].kind for c in extra}) == ["Badger", "Cuckoo", "Hedgehog", "Raccoon Den", "Skunk"]


@pytest.mark.parametrize("kind", list(SEED_KINDS))
def test_each_kind_has_the_seeds_colour_split(kind):
    catalogue = load_catalogue()
    copies = sorted((card.copies for card in catalogue.cards if card.kind == kind), reverse=True)
    assert copies == sorted(SEED_KINDS[kind][1], reverse=True)


def test_lions_are_the_only_crimson_cards_and_every_colour_is_named_in_the_palette():
    catalogue = load_catalogue()
    crimson = [card.label for card in catalogue.cards if card.colour == "crimson"]
    assert crimson == ["crimson Lion"] and catalogue.cards[catalogue.code("crimson Lion")].copies == 4
    assert {card.colour for card in catalogue.cards} == set(catalogue.palette)


def test_every_card_and_tale_row_carries_a_note():
    assert all(kind.note for kind in load_catalogue().kinds.values())
    assert all(tale.note and tale.rule for tale in load_tales().values())


def test_twelve_tales_four_for_the_leader_eight_for_the_trailer():
    goes = Counter(tale.goes_to for tale in load_tales().values())
    assert len(load_tales()) == 12 and goes == {"leader": 4, "trailer": 8}


# -- broken copies --------------------------------------------------------------------------------------
@pytest.fixture
def folder(tmp_path):
    return copy_data(tmp_path, "forest")


def test_an_untouched_copy_loads_like_the_packaged_tables(folder):
    assert load_catalogue(folder).cards == load_catalogue().cards
    assert load_tales(folder) == load_tales()


@pytest.mark.parametrize(
    ("kind", "changes", "field", "problem"),
    [
        (
            "Raccoon",
            {"colours": "dusk 2; sky 2; bark 2; amber 1; fern 1; teal 1"},
            "colours",
            "'teal' is not in palette.csv",
        ),
        (
            "Raccoon",
            {"colours": "dusk 3; sky 2; bark 1; amber 1; fern 1; slate 1"},
            "colours",
            "Raccoon copies per colour are 3-2-1-1-1-1; the seed's split is 2-2-2-1-1-1",
        ),
        ("Owl", {"colours": "dusk two; sky 2"}, "colours", "'dusk two' should be a colour and a number of copies"),
        ("Owl", {"colours": "dusk 2; dusk 2; bark 2; amber 1; fern 1"}, "colours", "'dusk' is listed twice"),
        (
            "Wolf",
            {"colours": "sky 1; fern 1; amber 1; heather 1; crimson 1"},
            "colours",
            "Lions, and only Lions, are crimson",
        ),
        ("Lion", {"colours": "dusk 4"}, "colours", "Lions, and only Lions, are crimson"),
        ("Bear", {"role": "pair"}, "role", "Bear is a collection card in the seed, not pair"),
        ("Bear", {"role": "wizard"}, "role", "'wizard' is not one of: pair, collection"),
        ("Owl", {"kind": "Dragon"}, "kind", "'Dragon' is not a kind of the seed"),
        ("Rabbit", {"with": "Ferret"}, "with", "'Ferret' is not a kind"),
        ("Rabbit", {"with": "Wolf"}, "with", "Rabbit must pair with a pair card, not a collection card"),
        ("Canary", {"with": "Owl"}, "with", "a collection card pairs with nothing"),
        ("Owl", {"effect": ""}, "effect", "pair cards, and only pair cards, have a pair effect"),
        ("Owl", {"effect": "fly"}, "effect", "'fly' is not one of: take_discard"),
        (
            "Left Fox",
            {"effect": "extra_turn"},
            "effect",
            "Left Fox and Right Fox pair with each other but name different effects",
        ),
        ("Canary", {"points": "0 2 4 6 8"}, "points", "a collection's scale has one rising number per copy (6)"),
        ("Canary", {"points": "0 2 4 6 10 8"}, "points", "a collection's scale has one rising number per copy"),
        ("Deer", {"points": "1 three 5"}, "points", "'1 three 5' should be whole numbers"),
        ("Deer", {"points": "1 ３ 5"}, "points", "should be whole numbers"),  # a full-width 3, which int() would read
        ("Owl", {"colours": "dusk ٢; sky 2"}, "colours", "should be a colour and a number of copies"),
        ("Owl Roost", {"points": ""}, "points", "a multiplier card needs one number (points per card)"),
        ("Lion", {"points": "3"}, "points", "a lion card scores by its role and takes no points"),
        ("Owl", {"colours": ""}, "colours", "is empty"),
    ],
)
def test_a_broken_card_row_is_refused(folder, kind, changes, field, problem):
    row = edit(folder / "cards.csv", "kind", kind, **changes)
    assert_names(refusal(load_catalogue, folder), CARDS, row, field, problem)


def test_a_duplicate_kind_is_refused(folder):
    row = edit(folder / "cards.csv", "kind", "Wolf", kind="Canary")
    assert_names(refusal(load_catalogue, folder), CARDS, row, "kind", "'Canary' appears twice")


def test_a_missing_kind_is_refused(folder):
    drop_row(folder / "cards.csv", "kind", "Bear Cave")
    error = refusal(load_catalogue, folder)
    assert error.file == CARDS and "kind(s) missing: Bear Cave" in str(error)


def test_a_card_in_the_wrong_set_breaks_the_deck_sizes(folder):
    edit(folder / "cards.csv", "kind", "Badger", set="base")
    error = refusal(load_catalogue, folder)
    assert (error.file, error.field) == (CARDS, "colours")
    assert "the base cards number 59; the seed's base deck has 58" in str(error)


def test_a_missing_column_is_named_with_the_header_row(folder):
    drop_column(folder / "cards.csv", "note")
    assert str(refusal(load_catalogue, folder)) == f"{CARDS}, row 1: missing column(s): note"


def test_a_palette_colour_is_named_once(folder):
    row = edit(folder / "palette.csv", "colour", "moss", colour="dusk")
    assert_names(refusal(load_catalogue, folder), PALETTE, row, "colour", "'dusk' appears twice")


def test_the_palette_needs_the_lions_crimson(folder):
    drop_row(folder / "palette.csv", "colour", "crimson")
    assert str(refusal(load_catalogue, folder)) == f"{PALETTE}: the Lions' colour 'crimson' is missing"


@pytest.mark.parametrize(
    ("tale", "changes", "field", "problem"),
    [
        ("Windfall", {"effect": "rain"}, "effect", "'rain' is not one of: raccoon_both_tops"),
        ("Windfall", {"effect": "rabbit_two"}, "effect", "'rabbit_two' belongs to another tale already"),
        ("Windfall", {"name": "Raccoon Raid"}, "name", "'Raccoon Raid' appears twice"),
        ("Windfall", {"goes_to": "middle"}, "goes_to", "'middle' is not one of: leader, trailer"),
        ("Windfall", {"rule": ""}, "rule", "is empty"),
    ],
)
def test_a_broken_tale_is_refused(folder, tale, changes, field, problem):
    row = edit(folder / "tales.csv", "name", tale, **changes)
    assert_names(refusal(load_tales, folder), TALES, row, field, problem)


def test_forest_tales_has_exactly_twelve_tales(folder):
    drop_row(folder / "tales.csv", "name", "Windfall")
    assert str(refusal(load_tales, folder)) == f"{TALES}: has 11 tales; Forest Tales has 12"
