"""Humbaba's content tables are checked on loading, and every problem names the file, row and field.

Each test copies ``data/humbaba`` into a temporary ``data/humbaba`` folder, breaks one thing, and
loads that folder (the loaders are cached per folder, so each copy is read afresh).
"""

import pytest
from data_edits import assert_names, copy_data, drop_column, edit, read, refusal, write

from forestnb import DataError
from forestnb.humbaba.cards import load_archetypes, load_events

DECKS = "data/humbaba/decks.csv"
EVENTS = "data/humbaba/events.csv"
ARCHETYPES = "data/humbaba/archetypes.csv"


@pytest.fixture
def folder(tmp_path):
    return copy_data(tmp_path, "humbaba")


def test_an_untouched_copy_loads_like_the_packaged_tables(folder):
    assert load_archetypes(folder) == load_archetypes()
    assert load_events(folder) == load_events()


def test_a_data_error_is_a_value_error():
    assert issubclass(DataError, ValueError)


# -- the decks -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("file", "column", "load"),
    [
        ("decks.csv", "reason", load_archetypes),
        ("decks.csv", "type", load_archetypes),
        ("archetypes.csv", "description", load_archetypes),
        ("events.csv", "health", load_events),
    ],
)
def test_a_missing_column_is_named_with_its_file_and_the_header_row(folder, file, column, load):
    drop_column(folder / file, column)
    error = refusal(load, folder)
    assert (error.file, error.row) == (f"data/humbaba/{file}", 1)
    assert str(error) == f"data/humbaba/{file}, row 1: missing column(s): {column}"


def test_an_unknown_card_type_is_refused(folder):
    row = edit(folder / "decks.csv", "name", "Ox Team", type="magic")
    assert_names(
        refusal(load_archetypes, folder), DECKS, row, "type", "'magic' is not one of: harvest, conditional_harvest"
    )


@pytest.mark.parametrize(
    ("card", "column", "value", "problem"),
    [
        ("Felling Axe", "harvest", "11", "11 is out of range 0..10"),
        ("Clear-Cut", "health", "-6", "-6 is out of range -5..5"),
        ("Pollard Cut", "copies", "0", "0 is out of range 1..20"),
        ("Pollard Cut", "copies", "three", "expected a whole number, got 'three'"),
        ("Gather Deadwood", "harvest", "", "is empty"),
    ],
)
def test_a_number_out_of_range_is_refused(folder, card, column, value, problem):
    row = edit(folder / "decks.csv", "name", card, **{column: value})
    assert_names(refusal(load_archetypes, folder), DECKS, row, column, problem)


@pytest.mark.parametrize(("copies", "size"), [("2", 19), ("4", 21)])
def test_a_deck_of_other_than_20_cards_is_refused(folder, copies, size):
    edit(folder / "decks.csv", "name", "Felling Axe", copies=copies)
    last = edit(folder / "decks.csv", "name", "Claim Jumping")  # the Axe Guild's last card
    error = refusal(load_archetypes, folder)
    assert_names(error, DECKS, last, "copies", f"deck 'woodcutter' has {size} cards; an archetype deck has exactly 20")


def test_an_archetype_without_cards_is_refused(folder):
    header, rows = read(folder / "decks.csv")
    write(folder / "decks.csv", header, [row for row in rows if row[0] != "merchant"])
    row = edit(folder / "archetypes.csv", "id", "merchant")
    assert_names(refusal(load_archetypes, folder), ARCHETYPES, row, "id", "deck 'merchant' has no cards in decks.csv")


@pytest.mark.parametrize(
    ("card", "effect", "problem"),
    [
        ("Buy Out", "steal=2; bribe=1", "'bribe' is not an effect of a trade card (allowed: steal)"),
        ("Felling Axe", "bonus=1", "'bonus' is not an effect of a harvest card (allowed: none)"),
        ("Ox Team", "", "a capacity card needs capacity"),
        ("Buy Out", "steal=11", "steal: 11 is out of range 1..10"),
        ("Buy Out", "steal two", "'steal two' is not of the form key=value"),
        ("Nursery Beds", "renewal=lots", "renewal: expected a whole number, got 'lots'"),
    ],
)
def test_an_unknown_missing_or_malformed_effect_is_refused(folder, card, effect, problem):
    row = edit(folder / "decks.csv", "name", card, effect=effect)
    assert_names(refusal(load_archetypes, folder), DECKS, row, "effect", problem)


@pytest.mark.parametrize("condition", ["health=>7", "luck>=3", "health>=seven", "health"])
def test_a_malformed_condition_is_refused(folder, condition):
    row = edit(folder / "decks.csv", "name", "Old Growth Find", effect=f"if={condition}; bonus=2")
    error = refusal(load_archetypes, folder)
    assert_names(error, DECKS, row, "effect", f"if: condition '{condition}' must look like health>=7")
    assert "quantities: health, capacity, stockpile, patience, forest, round" in str(error)


@pytest.mark.parametrize("copy_of", ["Pollard Cut", "Timber Contract"])
def test_a_duplicate_card_name_is_refused_at_its_second_appearance(folder, copy_of):
    row = edit(folder / "decks.csv", "name", copy_of, name="Felling Axe")
    assert_names(refusal(load_archetypes, folder), DECKS, row, "name", "'Felling Axe' appears twice")


def test_a_card_of_an_unknown_deck_is_refused(folder):
    row = edit(folder / "decks.csv", "name", "Ledger", deck="pirates")
    assert_names(
        refusal(load_archetypes, folder), DECKS, row, "deck", "unknown deck 'pirates' (decks: stranger_king, woodcutter"
    )


def test_a_catastrophe_must_damage_the_forest(folder):
    row = edit(folder / "decks.csv", "name", "Slash Fire", health="0")
    assert_names(refusal(load_archetypes, folder), DECKS, row, "health", "a catastrophe card must damage Forest Health")


def test_only_the_stranger_king_may_have_dual_mode_cards(folder):
    row = edit(
        folder / "decks.csv",
        "name",
        "Pollard Cut",
        type="dual_mode",
        effect="patience=1; aggressive_harvest=3; aggressive_health=-1",
    )
    assert_names(
        refusal(load_archetypes, folder), DECKS, row, "type", "only the Stranger-King's deck has dual_mode cards"
    )


@pytest.mark.parametrize(
    ("effect", "problem"),
    [("pact=2; heal=1; levy=1", "either pact (with heal) or levy"), ("pact=2", "pact and heal go together")],
)
def test_an_institution_has_a_pact_with_its_heal_or_a_levy(folder, effect, problem):
    row = edit(folder / "decks.csv", "name", "Guild Levy", effect=effect)
    assert_names(refusal(load_archetypes, folder), DECKS, row, "effect", problem)


def test_a_duplicate_archetype_id_is_refused(folder):
    row = edit(folder / "archetypes.csv", "id", "merchant", id="steward")
    assert_names(refusal(load_archetypes, folder), ARCHETYPES, row, "id", "'steward' appears twice")


# -- the events ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("event", "changes", "field", "problem"),
    [
        (
            "Seed Year",
            {"effect": "forest=3; flood=2"},
            "effect",
            "'flood' is not an effect of an event (allowed: capacity, duration",
        ),
        ("Seed Year", {"effect": "forest=30"}, "effect", "forest: 30 is out of range -10..10"),
        ("Drought", {"effect": "regen=-1"}, "effect", "duration goes with regen or harvest, and they need it"),
        ("Spring Rains", {"effect": "duration=2"}, "effect", "duration goes with regen or harvest, and they need it"),
        ("Humbaba's Wrath", {"health": "-9"}, "health", "-9 is out of range -5..5"),
        ("Storm", {"name": "Drought"}, "name", "'Drought' appears twice"),
    ],
)
def test_a_broken_event_is_refused(folder, event, changes, field, problem):
    row = edit(folder / "events.csv", "name", event, **changes)
    assert_names(refusal(load_events, folder), EVENTS, row, field, problem)
