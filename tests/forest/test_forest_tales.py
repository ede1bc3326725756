"""The Forest Tales add-on: the round's tale, who keeps it afterwards, and each tale's rule
(seed "Forest Tales add-on"; rulings F10, F11)."""

import pytest
from noted import fact, noted

from forestnb import IllegalActionError
from forestnb.forest import load_tales
from forestnb.forest.scenes import ELEVEN_POINTS, arrange, may_call, move

from .helpers import hand, new_game, state_of

SEVEN = ["ochre Bear", "rose Bear", "dusk Owl", "sky Owl", "dusk Rabbit", "sky Rabbit"]
EIGHT = ["dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary"]
ALSO_ELEVEN = ["heather Deer", "ochre Deer", "rose Deer", "fern Deer Herd"]  # 5 + 2 x 3


def tales(players=2, **kw):
    return new_game(players=players, forest_tales=True, **kw)


def with_tale(game, name, holder=None):
    """Make ``name`` this round's tale or, with ``holder``, a tale that seat holds (the round's
    tale is then Lone Wolves, which none of these tests' hands notice)."""
    if holder is not None:
        with_tale(game, "Lone Wolves")
    with game.edit():
        for pile in (game.tale_deck, game.tales_aside):
            if name in pile:
                pile.remove(name)
        if holder is None:
            if game.round_tale:
                game.tale_deck.append(game.round_tale)
            game.round_tale = name
        else:
            game.holders[name] = holder
        game._refresh_tales()
    return game


def test_a_tale_is_turned_up_each_round_and_applies_to_everyone():
    game = tales(players=3)
    tale = load_tales()[game.round_tale]
    assert fact(game.events[2]) == ("F-tale-turn", None, {})
    assert all(tale.effect in effects for effects in game.effects)
    assert game.view(1)["round_tale"] == {"name": tale.name, "rule": tale.rule, "goes_to": tale.goes_to}


# -- who keeps a tale (F10) ------------------------------------------------------------------------------
def score_round(game, hands, caller=0):
    arrange(game, hands=hands, turn=caller, phase="play")
    move(game, ("score",))


def test_after_scoring_a_trailer_tale_goes_to_whoever_trails():
    game = with_tale(tales(), "Raccoon Raid")
    score_round(game, {0: ELEVEN_POINTS, 1: EIGHT})
    trailer = 1
    assert game.holders == {"Raccoon Raid": trailer} and game.round == 2
    assert "raccoon_both_tops" in game.effects[trailer] and "raccoon_both_tops" not in game.effects[1 - trailer]
    assert [fact(e) for e in noted(game, "F-tale-give")] == [("F-tale-give", trailer, {"tale": "Raccoon Raid"})]


def test_after_scoring_a_leader_tale_goes_to_the_leader():
    game = with_tale(tales(), "Long Wait")
    score_round(game, {0: ELEVEN_POINTS, 1: EIGHT})
    assert game.holders == {"Long Wait": 0}


def test_a_tie_sets_the_tale_aside():
    game = with_tale(tales(), "Long Wait")
    score_round(game, {0: ELEVEN_POINTS, 1: ALSO_ELEVEN})
    assert game.holders == {} and game.tales_aside == ["Long Wait"]
    assert len(noted(game, "F-tale-aside")) == 1 and not noted(game, "F-tale-give")


def test_a_round_that_nobody_scores_gives_its_tale_to_nobody():
    """The tale goes out "after scoring": when the deck runs out, nobody scores and the round's tale
    is set aside, though Seat 0 leads and Seat 1 trails."""
    for tale in ("Long Wait", "Raccoon Raid"):  # a leader's tale and a trailer's
        game = with_tale(tales(), tale)
        arrange(game, top=["dusk Owl"], deck_size=1, turn=0, totals=[5, 3])
        move(game, ("draw",), ("end",))
        assert game.round == 2 and game.holders == {} and game.tales_aside == [tale]
        assert [fact(e) for e in noted(game, "F-tale-give")] == [("F-tale-give", None, {"tale": tale})]


def test_a_round_that_nobody_scores_leaves_the_tales_already_held_with_their_holders():
    game = with_tale(tales(), "Long Wait", holder=0)
    arrange(game, top=["dusk Owl"], deck_size=1, turn=0, totals=[5, 3])
    move(game, ("draw",), ("end",))
    assert game.holders == {"Long Wait": 0} and game.tales_aside == ["Lone Wolves"]


def test_a_holder_keeps_a_tale_only_while_still_the_unique_leader_or_trailer():
    game = with_tale(tales(), "Long Wait", holder=0)
    with game.edit():
        game.totals = [5, 3]
    with_tale(game, "Lone Wolves")
    score_round(game, {0: [], 1: SEVEN}, caller=1)  # 5 against 10: Seat 0 is no longer first
    assert "Long Wait" not in game.holders and "Long Wait" in game.tales_aside
    assert [e.seat for e in noted(game, "F-tale-lapse")] == [0]


def test_nobody_holds_two_tales_offered_a_second_the_holder_chooses():
    game = with_tale(tales(), "Raccoon Raid", holder=0)
    with_tale(game, "Rabbit Burrow")
    with game.edit():
        game.totals = [0, 10]
    score_round(game, {0: SEVEN, 1: EIGHT})  # 7 against 18: Seat 0 still trails
    assert (game.phase, game.current_player) == ("tale", 0)
    assert [str(a) for a in game.legal_actions()] == ["keep the tale Raccoon Raid", "keep the tale Rabbit Burrow"]
    before = state_of(game)
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("keep_tale", "Long Wait"))
    assert refused.value.rule == "Forest Tales" and state_of(game) == before
    move(game, ("keep_tale", "Rabbit Burrow"))
    assert game.holders == {"Rabbit Burrow": 0} and game.tales_aside[-1] == "Raccoon Raid" and game.round == 2
    kept = [e.rule for e in game.events].index("F-tale-keep")
    assert fact(game.events[kept]) == ("F-tale-keep", 0, {}) and game.events[kept + 1].rule == "F-round"


def test_the_set_aside_tales_are_shuffled_into_a_new_deck_when_it_runs_out():
    game = with_tale(tales(), "Long Wait")
    game.tale_deck, game.tales_aside = [], ["Windfall"]
    start = len(game.events)
    score_round(game, {0: ELEVEN_POINTS, 1: ALSO_ELEVEN})
    assert game.round_tale in ("Windfall", "Long Wait")
    assert len(noted(game, "F-tale-turn", start)) == 2  # the new tale deck shuffled, then a tale turned up


# -- each tale's rule (F11) ---------------------------------------------------------------------------
def test_raccoon_raid_takes_the_top_of_both_discard_piles():
    game = arrange(
        with_tale(tales(), "Raccoon Raid"),
        hands={0: ["dusk Raccoon", "sky Raccoon"]},
        piles=[["amber Owl", "sky Wolf"], ["fern Canary"]],
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Raccoon", "sky Raccoon"))
    assert game.phase == "play" and hand(game, 0) == ["fern Canary", "sky Wolf"]


def test_rabbit_burrow_draws_two():
    game = arrange(
        with_tale(tales(), "Rabbit Burrow"),
        hands={0: ["dusk Rabbit", "sky Rabbit"]},
        top=["sky Wolf", "fern Canary"],
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Rabbit", "sky Rabbit"))
    assert hand(game, 0) == ["fern Canary", "sky Wolf"]


def test_fox_twins_two_left_foxes_look_at_a_hand_and_may_swap():
    game = arrange(
        with_tale(tales(players=3), "Fox Twins"),
        hands={0: ["dusk Left Fox", "sky Left Fox", "sky Wolf"], 1: ["crimson Lion"], 2: ["amber Owl"]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "sky Left Fox"))
    assert game.phase == "peek" and [a.args for a in game.legal_actions()] == [(1,), (2,)]
    move(game, ("peek", 1))
    assert game.view(0)["looking_at"] == {"seat": 1, "hand": ["crimson Lion"]} and game.view(1)["looking_at"] is None
    assert [str(a) for a in game.legal_actions()] == ["give your sky Wolf for their crimson Lion", "swap nothing"]
    move(game, ("swap", "sky Wolf", "crimson Lion"))
    assert hand(game, 0) == ["crimson Lion"] and hand(game, 1) == ["sky Wolf"] and game.phase == "play"
    assert fact(game.events_for(None)[-1]) == ("F-pair", 0, {})
    assert "crimson Lion" not in " ".join(game.log_for(2))  # only the two who swapped are told the cards


def test_fox_twins_the_swap_is_optional():
    game = arrange(
        with_tale(tales(), "Fox Twins"),
        hands={0: ["dusk Left Fox", "sky Left Fox", "sky Wolf"], 1: ["amber Owl"]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "sky Left Fox"), ("peek", 1), ("no_swap",))
    assert hand(game, 0) == ["sky Wolf"] and game.phase == "play"


def test_fox_twins_two_right_foxes_take_a_played_pair_without_its_effect():
    game = arrange(
        with_tale(tales(deep_woods=True), "Fox Twins"),
        hands={0: ["dusk Right Fox", "sky Right Fox"]},
        played={1: [["dusk Owl", "sky Owl"], ["dusk Rabbit", "sky Rabbit", "amber Hedgehog"]]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Right Fox", "sky Right Fox"))
    assert [str(a) for a in game.legal_actions()] == ["take Seat 1's played pair dusk Owl + sky Owl"]  # not the trio
    move(game, ("grab", 1, 0))
    assert len(game.played[0]) == 2 and len(game.played[1]) == 1 and game.extra_turns == 0


def test_fox_twins_mixed_fox_pairs_still_steal():
    game = arrange(
        with_tale(tales(), "Fox Twins"),
        hands={0: ["dusk Left Fox", "sky Right Fox"], 1: ["amber Owl"]},
        turn=0,
        phase="play",
    )
    move(game, ("pair", "dusk Left Fox", "sky Right Fox"))
    assert game.phase == "steal"


def test_fox_twins_applies_only_to_whom_it_applies():
    game = arrange(new_game(), hands={0: ["dusk Left Fox", "sky Left Fox"]}, turn=0, phase="play")
    assert [a.kind for a in game.legal_actions()] == ["end"]


@pytest.mark.parametrize(
    ("tale", "cards", "points"),
    [
        ("Canary Chorus", ["dusk Canary", "sky Canary", "bark Canary"], 6),
        ("Lone Wolves", ["sky Wolf", "fern Wolf", "amber Wolf"], 3),
        ("Sleeping Lions", ["crimson Lion", "dusk Owl", "dusk Canary"], 0),
    ],
)
def test_scoring_tales_change_the_card_points_of_those_they_apply_to(tale, cards, points):
    game = arrange(with_tale(tales(), tale, holder=0), hands={0: cards, 1: cards[:0]}, turn=0)
    assert game.card_points(0) == points and game.view(0)["breakdown"]["total"] == points


def test_pride_of_three_three_lions_win_at_once():
    game = arrange(
        with_tale(tales(), "Pride of Three", holder=0),
        hands={0: ["crimson Lion"] * 2},
        piles=[["crimson Lion"], []],
        turn=0,
    )
    move(game, ("take", 0))
    assert game.winners() == [0] and fact(game.events[-1]) == ("F-lions", 0, {})


def test_pride_of_three_does_not_help_who_does_not_hold_it():
    game = arrange(
        with_tale(tales(), "Pride of Three", holder=1),
        hands={0: ["crimson Lion"] * 2},
        piles=[["crimson Lion"], []],
        turn=0,
    )
    move(game, ("take", 0))
    assert not game.is_over()


def test_long_wait_calling_needs_ten():
    game = arrange(with_tale(tales(), "Long Wait"), hands={0: SEVEN}, turn=0, phase="play")
    assert "strike" not in [a.kind for a in game.legal_actions()]
    with pytest.raises(IllegalActionError, match="calling needs 10 card points and Seat 0 has 7"):
        move(game, ("strike",))
    may_call(game)
    assert "score" in [a.kind for a in game.legal_actions()]


def test_no_retreat_only_strike_may_be_called():
    game = may_call(with_tale(tales(), "No Retreat"))
    assert [a.kind for a in game.legal_actions()][-2:] == ["end", "strike"]
    with pytest.raises(IllegalActionError) as refused:
        move(game, ("score",))
    assert (refused.value.rule, refused.value.detail) == ("Calling", "No Retreat: Score may not be called, only Strike")


def test_matching_leaves_take_one_of_two_same_coloured_tops_right_after_drawing():
    game = arrange(
        with_tale(tales(), "Matching Leaves"), piles=[["dusk Owl", "sky Wolf"], ["sky Rabbit", "amber Rabbit"]], turn=0
    )
    move(game, ("take", 1))  # the tops are now sky Wolf and sky Rabbit: one must be taken
    assert game.phase == "match" and [a.args for a in game.legal_actions()] == [(0,), (1,)]
    with pytest.raises(IllegalActionError, match="take one of the matching discard tops first"):
        move(game, ("end",))
    move(game, ("match", 0))
    assert hand(game, 0) == ["amber Rabbit", "sky Wolf"] and game.phase == "play"


def test_matching_leaves_tops_of_different_colours_are_left_alone():
    game = arrange(
        with_tale(tales(), "Matching Leaves"), piles=[["dusk Owl", "sky Wolf"], ["amber Rabbit", "fern Rabbit"]], turn=0
    )
    move(game, ("take", 1))  # sky Wolf and amber Rabbit
    assert game.phase == "play"


def test_windfall_discarding_a_collection_card_draws_the_decks_top_card():
    game = arrange(
        with_tale(tales(), "Windfall"),
        piles=[["dusk Owl"], ["sky Owl"]],
        top=["amber Owl", "fern Canary", "crimson Lion"],
        turn=0,
    )
    move(game, ("draw",), ("keep", "amber Owl", 0))
    assert hand(game, 0) == ["amber Owl", "crimson Lion"]
    assert fact(game.events_for(None)[-1]) == ("F-tale-effect", 0, {})


def test_hidden_nest_hides_a_canary_once_a_round_and_shields_its_owner():
    game = arrange(
        with_tale(tales(players=3), "Hidden Nest"),
        hands={0: ["dusk Canary", "sky Canary", "bark Canary"], 2: ["dusk Left Fox", "sky Right Fox"]},
        piles=[["amber Owl", "fern Owl"], []],
        turn=0,
        phase="play",
    )
    assert game.card_points(0) == 4
    move(game, ("hide", "sky Canary"))
    assert "hide" not in [a.kind for a in game.legal_actions()]  # once a round
    assert (
        game.card_points(0) == 2
        and game.view(0)["hidden"] == ["sky Canary"]
        and game.view(1)["players"][0]["hidden"] == 1
    )
    move(game, ("end",))
    move(game, ("take", 0), ("end",))
    move(game, ("take", 0), ("pair", "dusk Left Fox", "sky Right Fox"))
    assert [a.args for a in game.legal_actions()] == [(1,)]  # Seat 0 is safe
