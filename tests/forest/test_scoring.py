"""Card points and the colour bonus, worked by hand (``score_hand`` is what boards show)."""

import pytest

from forestnb.forest import score_hand


def points(hand, played=(), **kw):
    return score_hand(hand, played, **kw)


# -- pairs ----------------------------------------------------------------------------------------
def test_every_pair_scores_one_point_played_or_in_hand():
    # hand: Raccoons (pair), Owls (pair), a lone Rabbit; played: a Rabbit pair -> 3 pairs
    result = points(
        ["dusk Raccoon", "sky Raccoon", "bark Owl", "dusk Owl", "amber Rabbit"], [["dusk Rabbit", "sky Rabbit"]]
    )
    assert result["pairs"] == 3 and result["total"] == 3
    assert result["items"][0] == {"part": "pairs", "text": "1 pair played, 2 pairs in hand", "points": 3}


def test_a_left_fox_pairs_only_with_a_right_fox():
    assert points(["dusk Left Fox", "sky Right Fox"])["pairs"] == 1
    assert points(["dusk Left Fox", "sky Left Fox"])["pairs"] == 0
    assert points(["dusk Right Fox", "sky Right Fox"])["pairs"] == 0


def test_hand_pairs_are_matched_to_make_the_most_pairs():
    # three Raccoons and the Badger: a Raccoon pair, and the Badger with the leftover Raccoon
    assert points(["dusk Raccoon", "sky Raccoon", "bark Raccoon", "bark Badger"])["pairs"] == 2
    # two Left Foxes, a Right Fox and a Skunk: each Left Fox finds a partner
    assert points(["dusk Left Fox", "sky Left Fox", "bark Right Fox", "bark Skunk"])["pairs"] == 2
    # a Skunk and a Right Fox share the only Left Fox: one pair
    assert points(["dusk Left Fox", "bark Right Fox", "bark Skunk"])["pairs"] == 1


def test_fox_twins_lets_two_foxes_of_a_side_pair():
    hand = ["dusk Left Fox", "sky Left Fox", "bark Right Fox", "amber Right Fox", "bark Skunk", "heather Skunk"]
    assert points(hand)["pairs"] == 2
    assert points(hand, tales={"fox_twins"})["pairs"] == 3  # Skunk+Left twice, then the Right Foxes together


# -- collections -----------------------------------------------------------------------------------
CANARIES = ["dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary", "slate Canary"]
WOLVES = ["sky Wolf", "fern Wolf", "amber Wolf", "heather Wolf", "slate Wolf"]


@pytest.mark.parametrize(
    ("held", "scale"),
    [
        (CANARIES, [0, 2, 4, 6, 8, 10]),
        (WOLVES, [0, 3, 6, 9, 12]),
        (["heather Deer", "ochre Deer", "rose Deer"], [1, 3, 5]),
        (["ochre Bear", "rose Bear"], [0, 5]),
    ],
)
def test_collections_score_on_their_scale(held, scale):
    assert [points(held[:n])["collections"] for n in range(1, len(held) + 1)] == scale


# -- multipliers -----------------------------------------------------------------------------------
def test_a_multiplier_counts_its_kind_in_hand_and_in_played_pairs():
    result = points(["heather Owl Roost", "amber Owl"], [["dusk Owl", "sky Owl"]])
    assert result["multipliers"] == 3 and result["pairs"] == 1 and result["total"] == 4
    assert {"part": "multipliers", "text": "Owl Roost: 3 Owls", "points": 3} in result["items"]


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (["slate Rabbit Warren"], 0),
        (["slate Rabbit Warren", "amber Rabbit"], 1),
        (["fern Deer Herd", "heather Deer", "rose Deer"], 2 * 2),
        (["ochre Bear Cave", "ochre Bear", "rose Bear"], 3 * 2),
    ],
)
def test_each_multiplier_pays_its_rate(cards, expected):
    assert points(cards)["multipliers"] == expected


def test_bear_cave_and_both_bears_make_eleven():
    assert points(["ochre Bear Cave", "ochre Bear", "rose Bear"])["total"] == 5 + 6


# -- Lions and the colour bonus ---------------------------------------------------------------------
def test_a_lion_scores_the_largest_colour_group():
    # dusk 3, sky 2, crimson 1: the Lion scores 3
    hand = ["crimson Lion", "dusk Raccoon", "dusk Owl", "dusk Canary", "sky Owl", "sky Wolf"]
    result = points(hand)
    assert result["lions"] == 3 and result["colour_bonus"] == 3 and result["colour"] == "dusk"


def test_the_kth_lion_scores_the_kth_largest_distinct_colour_group():
    # dusk 3, sky 2, crimson 2, fern 1: the Lions score 3 and the next group (2)
    hand = [
        "crimson Lion",
        "crimson Lion",
        "dusk Raccoon",
        "dusk Owl",
        "dusk Canary",
        "sky Owl",
        "sky Wolf",
        "fern Wolf",
    ]
    assert points(hand)["lions"] == 3 + 2


def test_lions_count_as_crimson_for_their_own_groups_and_the_colour_bonus():
    # crimson 3, dusk 2, sky 1: 3 + 2 + 1, and the colour bonus is the crimson group
    result = points(["crimson Lion"] * 3 + ["dusk Raccoon", "dusk Owl", "sky Owl"])
    assert result["lions"] == 6 and (result["colour"], result["colour_bonus"]) == ("crimson", 3)


def test_a_lion_beyond_the_number_of_colours_scores_nothing():
    assert points(["crimson Lion", "crimson Lion"])["lions"] == 2 + 0


def test_colour_groups_include_played_cards():
    result = points(["dusk Canary"], [["dusk Raccoon", "dusk Owl"]])
    assert result["colour_bonus"] == 3 and result["colour"] == "dusk"


# -- Deep Woods -------------------------------------------------------------------------------------
def test_a_hedgehog_kept_in_hand_scores_nothing_even_beside_a_pair():
    assert points(["amber Hedgehog"])["total"] == 0
    beside_a_pair = points(["amber Hedgehog", "dusk Owl", "sky Owl"])
    assert beside_a_pair["pairs"] == 1 and beside_a_pair["total"] == 1  # the pair's 1, nothing for the Hedgehog
    assert beside_a_pair["items"][0]["text"] == "1 pair in hand"
    assert points(["amber Hedgehog", "ochre Hedgehog", "dusk Owl", "sky Owl"])["total"] == 1
    assert points(["amber Hedgehog"], [["dusk Owl", "sky Owl"]])["total"] == 1


def test_a_played_trio_scores_three():
    result = points([], [["dusk Owl", "sky Owl", "amber Hedgehog"]])
    assert result["pairs"] == 3 and result["items"][0]["text"] == "1 trio played"


def test_playing_the_trio_is_worth_two_more_than_keeping_the_pair_and_the_hedgehog():
    kept = points(["dusk Owl", "sky Owl", "amber Hedgehog"])["total"]
    played = points([], [["dusk Owl", "sky Owl", "amber Hedgehog"]])["total"]
    assert (kept, played) == (1, 3)


def test_the_cuckoo_joins_the_started_collection_where_it_adds_most():
    result = points(["moss Cuckoo", "ochre Bear", "dusk Canary"])
    assert result["collections"] == 5 + 0  # two Bears (5) beat two Canaries (2)
    assert {"part": "collections", "text": "2 Bears (with the Cuckoo)", "points": 5} in result["items"]


def test_the_cuckoo_needs_a_started_collection_and_never_goes_past_its_size():
    assert points(["moss Cuckoo"])["total"] == 0
    assert points(["moss Cuckoo", *CANARIES])["collections"] == 10


def test_the_cuckoo_does_not_count_for_multipliers():
    result = points(["moss Cuckoo", "ochre Bear", "ochre Bear Cave"])
    assert (result["collections"], result["multipliers"]) == (5, 3)


def test_the_raccoon_den_counts_raccoons_not_the_badger():
    assert points(["moss Raccoon Den", "dusk Raccoon", "bark Badger"])["multipliers"] == 1


# -- tales that change scoring ----------------------------------------------------------------------
def test_canary_chorus_makes_every_canary_worth_two():
    assert points(CANARIES[:3], tales={"canary_two"})["collections"] == 6


def test_lone_wolves_makes_every_wolf_worth_one():
    assert points(WOLVES[:3], tales={"wolf_one"})["collections"] == 3


def test_sleeping_lions_score_nothing_but_still_count_for_the_colour_bonus():
    result = points(["crimson Lion"] * 2 + ["dusk Owl"], tales={"lions_nothing"})
    assert result["lions"] == 0 and result["colour_bonus"] == 2
    assert result["items"][-1]["text"].endswith("(Sleeping Lions: no points)")


# -- a full hand ------------------------------------------------------------------------------------
def test_a_full_breakdown_worked_by_hand():
    hand = [
        "dusk Raccoon",
        "sky Raccoon",
        "dusk Canary",
        "sky Canary",
        "bark Canary",
        "crimson Lion",
        "crimson Lion",
        "dusk Owl",
        "heather Owl Roost",
        "moss Cuckoo",
        "amber Hedgehog",
    ]
    result = points(hand, [["dusk Owl", "sky Owl"]])
    # pairs: 1 played + 1 in hand = 2 (the Hedgehog in hand scores nothing)
    # collections: 3 Canaries + the Cuckoo = 4 Canaries = 6
    # multipliers: Owl Roost with 3 Owls = 3
    # Lions: colour groups dusk 4 (Raccoon, Canary, 2 Owls), sky 3 (Raccoon, Canary, Owl) -> 4 + 3
    assert {k: result[k] for k in ("pairs", "collections", "multipliers", "lions", "total", "colour_bonus")} == {
        "pairs": 2,
        "collections": 6,
        "multipliers": 3,
        "lions": 7,
        "total": 18,
        "colour_bonus": 4,
    }
    assert [item["part"] for item in result["items"]] == ["pairs", "collections", "multipliers", "lions"]


def test_score_hand_names_a_card_it_does_not_know():
    with pytest.raises(ValueError, match="'purple Dragon' is not a card"):
        score_hand(["purple Dragon"])
    with pytest.raises(ValueError, match="a pair or a trio"):
        score_hand([], [["dusk Owl"]])


def test_a_colour_tie_names_the_first_colour_of_the_palette():
    assert (points(["sky Owl", "dusk Owl"])["colour"], points(["sky Owl", "dusk Owl"])["colour_bonus"]) == ("dusk", 1)


def test_a_remembered_count_equals_a_fresh_one_in_every_state_a_game_reaches():
    """The scorer remembers each mix of kinds it has counted; a remembered answer must be the one
    a fresh count gives, and the quick total the sum of the parts a breakdown shows, for every
    seat, tale and played pile that seeded games reach."""
    import random

    import forestnb
    from forestnb.forest.scoring import count_points, pack, tally

    checked = 0
    for seed in range(12):
        game = forestnb.new_game("forest", players=4, seed=seed, deep_woods=True, forest_tales=True)
        rng = random.Random(seed)
        while not game.is_over():
            for seat in range(game.players):
                cards = game.hands[seat], game.played[seat], game.scorers[seat]
                remembered = game.card_points(seat)
                game.scorers[seat].memo.clear()
                parts = tally(*cards)
                counted_afresh = count_points(pack(*cards[:2], game.table), cards[1], cards[2])[0]
                assert remembered == game.card_points(seat) == counted_afresh == parts.total
                assert parts.total == parts.pairs + parts.collections + parts.multipliers + parts.lions
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert checked > 1000
