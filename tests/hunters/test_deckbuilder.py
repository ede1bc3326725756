"""The deck builder, driven headlessly: filters set by value, cards added and removed by clicks,
the validator's messages checked against ``check_deck``."""

from __future__ import annotations

import pytest

import forestnb.hunters.board  # noqa: F401  (the module is the factory: forestnb.hunters.board(...))
from forestnb.hunters import check_deck, load_decks, load_pool
from forestnb.hunters.deckbuilder import deck_builder


def listed(builder):
    """The deck list as {name: copies}, read from its labels."""
    return {name: int(label.split(" × ")[0]) for label, name in builder.deck_list.options}


def pick(builder, name):
    card = load_pool()[name]
    builder.kind_filter.value = card.kind
    builder.type_filter.value = card.type or "no type"
    builder.pool_list.value = name


def test_it_starts_from_a_prebuilt_deck_that_is_legal():
    builder = deck_builder()
    assert builder.deck == list(load_decks()["Wolf Pack"]) and builder.problems == []
    assert "legal deck" in builder.messages.value and "#1b7837" in builder.messages.value
    assert "Characters 10/10" in builder.counts.value and "Supports 10/10" in builder.counts.value
    assert sum(listed(builder).values()) == 20 and listed(builder)["Grey Wolf"] == builder.deck.count("Grey Wolf")
    assert "forestnb-deckbuilder" in builder._dom_classes


def test_the_filters_narrow_the_pool_by_kind_and_type():
    builder = deck_builder()
    pool = load_pool()
    assert len(builder.pool_list.options) == len(pool)
    builder.kind_filter.value = "support"
    assert {name for _, name in builder.pool_list.options} == {n for n, c in pool.items() if c.kind == "support"}
    builder.kind_filter.value = "character"
    builder.type_filter.value = "Wolf"
    wolves = {n for n, c in pool.items() if c.is_character and c.type == "Wolf"}
    assert {name for _, name in builder.pool_list.options} == wolves and builder.pool_list.value in wolves
    assert builder.pool_list.value in builder.card_view.value
    builder.type_filter.value = "no type"
    assert builder.pool_list.options == () and "No card of the pool fits" in builder.card_view.value
    builder.add_button.click()
    assert len(builder.deck) == 20, "nothing selected, nothing added"


def test_adding_too_much_is_allowed_and_the_validator_explains_live():
    builder = deck_builder()
    pick(builder, "Grey Wolf")
    builder.add_button.click()
    assert builder.deck.count("Grey Wolf") == 4 and builder.deck_list.value == "Grey Wolf"
    assert builder.problems == check_deck(builder.deck)
    assert "Characters 11/10" in builder.counts.value and "#b2182b" in builder.counts.value
    for problem in builder.problems:
        assert problem in builder.messages.value
    assert "4 copies of Grey Wolf" in builder.messages.value and "legal deck" not in builder.messages.value.replace(
        "Not a legal deck", ""
    )
    builder.remove_button.click()
    assert builder.deck.count("Grey Wolf") == 3 and builder.problems == [] and "legal deck" in builder.messages.value


def test_removing_loading_and_emptying():
    builder = deck_builder("Trap Line")
    assert builder.deck == list(load_decks()["Trap Line"]) and builder.prebuilt.value == "Trap Line"
    first = builder.deck_list.value
    builder.remove_button.click()
    assert len(builder.deck) == 19 and "exactly 10" in builder.messages.value
    assert first not in builder.deck or builder.deck.count(first) == load_decks()["Trap Line"].count(first) - 1
    builder.clear_button.click()
    assert builder.deck == [] and "Characters 0/10" in builder.counts.value and builder.deck_list.options == ()
    builder.remove_button.click()
    assert builder.deck == []
    builder.prebuilt.value = "Night Watch"
    builder.load_button.click()
    assert builder.deck == list(load_decks()["Night Watch"]) and builder.problems == []


def test_it_starts_empty_or_from_a_list_and_names_unknown_decks():
    assert deck_builder(None).deck == [] and "exactly 10 character cards" in deck_builder(None).messages.value
    assert deck_builder(["Grey Wolf", "Grey Wolf"]).deck == ["Grey Wolf", "Grey Wolf"]
    with pytest.raises(ValueError, match="prebuilt decks"):
        deck_builder("No Such Deck")


def test_the_limited_symbols_are_explained():
    builder = deck_builder(None)
    traps = [n for n, c in load_pool().items() if c.symbol == "hand_trap" and c.kind == "support"][:2]
    for name in traps:
        pick(builder, name)
        builder.add_button.click()
    assert "at most one hand trap support card per deck" in builder.messages.value


def test_the_deck_built_is_a_deck_a_game_takes():
    builder = deck_builder("Grove Wardens")
    b = forestnb.hunters.board(seats=["human", "random"], seed=1, decks=[builder.deck, "Wolf Pack"])
    assert "custom deck" in b.fields.value and not b.game.is_over()
