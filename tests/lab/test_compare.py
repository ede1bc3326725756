"""Paired rule comparisons: the same seeds under both rule sets, differences game by game."""

import pytest

import forestnb

HUMBABA = ["greedy", "cooperative", "adaptive", "random"]


@pytest.mark.parametrize(
    "name, bots",
    [
        ("humbaba", HUMBABA),
        ("forest", ["greedy"] * 3),
        ("cardswild", ["steady"] * 3),
        ("hunters", ["beatdown", "careful"]),
    ],
)
def test_a_rule_set_against_itself_finds_no_difference(name, bots):
    same = forestnb.compare_rules(name, bots, games=60, seed=4, processes=1)
    assert (same.table["verdict"] == "cannot be told apart").all()
    assert (same.table["difference"].fillna(0) == 0).all()
    assert all("differed" in line for line in same.words()[1:])


def test_starting_health_2_against_8_is_found():
    change = forestnb.compare_rules(
        "humbaba", HUMBABA, base={"starting_health": 2}, variant={"starting_health": 8}, games=200, seed=1, processes=1
    )
    assert change.differs("no_winner") and change.estimate("no_winner").high < 0
    assert "the variant lowers it" in " ".join(change.words())


def test_both_rule_sets_play_the_same_seeds():
    change = forestnb.compare_rules(
        "forest", ["greedy"] * 3, variant={"deep_woods": True}, games=20, seed=2, processes=1
    )
    assert list(change.base_games["seed"]) == list(change.variant_games["seed"])
    assert change.variant_games["deep_woods"].all() and not change.base_games["deep_woods"].any()
    assert change.plot().data


def test_an_option_given_twice_is_refused():
    with pytest.raises(ValueError, match="starting_health given both in variant"):
        forestnb.compare_rules("humbaba", HUMBABA, variant={"starting_health": 8}, starting_health=2, games=10)


def test_a_bad_variant_is_refused_naming_the_option():
    with pytest.raises(ValueError, match="no_such_rule"):
        forestnb.compare_rules("humbaba", HUMBABA, variant={"no_such_rule": 1}, games=10)


def test_a_quick_first_comparison_is_refined_into_the_whole_runs():
    seen = []
    refined = forestnb.compare_rules(
        "hunters",
        variant={"decks": ["Grove Wardens", "Wolf Pack"]},
        games=100,
        seed=2,
        processes=1,
        on_update=lambda change: seen.append(len(change.base_games)),
    )
    whole = forestnb.compare_rules(
        "hunters", variant={"decks": ["Grove Wardens", "Wolf Pack"]}, games=100, seed=2, processes=1
    )
    assert seen == [2, 20, 100] and refined.table.equals(whole.table)
