"""The rules walkthrough of The Forest: each example really shows its rule, and each try-it works headlessly."""

from __future__ import annotations

import re

import pytest
from noted import fact, noted
from sealed import opened

from forestnb.forest import walkthrough as wt
from forestnb.forest.cards import load_tales
from forestnb.forest.scenes import arrange, table
from forestnb.forest.walkthrough import examples
from forestnb.widgets.steps import TryIt

RULE_ORDER = [
    "setup",
    "draw",
    "raccoon",
    "owl",
    "rabbit",
    "fox",
    "pairs",
    "collections",
    "multipliers",
    "lions",
    "calling",
    "score",
    "strike",
    "strike_fox",
    "colour_bonus",
    "empty_deck",
    "game_end",
    "deep_woods",
    "tales",
]


def text(widget: TryIt) -> str:
    """The answer of a try-it as plain words, tags and the table style stripped."""
    plain = re.sub(r"<style>.*?</style>", " ", widget.output.value, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", plain))


def hand(step, seat=0):
    return step.after[f"Seat {seat} hand"].split(", ")


# -- the sections --------------------------------------------------------------------------------
def test_the_sections_follow_the_rule_book_then_the_two_add_ons():
    assert list(wt.SECTIONS) == RULE_ORDER


def test_every_ruling_of_the_rules_card_is_read_and_each_section_quotes_its_own():
    rulings = wt.rulings()
    assert list(rulings) == [f"F{n}" for n in range(1, 13)]
    assert "a tie goes to the caller" in rulings["F6"] and "nobody scores" in rulings["F7"]
    for key, section in wt.SECTIONS.items():
        shown = wt.header(key).data
        assert f"Rule: {section.rule}" in shown.replace("&#x27;", "'")
        for ruling in section.rulings:
            assert f"Ruling {ruling}" in shown


# -- the rules, one example each -----------------------------------------------------------------
def test_a_round_starts_with_empty_hands_and_one_card_on_each_discard_pile():
    step = wt.setup_example(players=3)
    game = step.game
    assert (step.after["round"], step.after["to move"], step.after["target"]) == (1, "Seat 0", 35)
    assert step.after["deck"] == 58 - 2 and all(len(p) == 1 for p in game.piles) and game.hands == [[], [], []]
    assert sum(wt.deck_table()["cards"]) == 58 and sum(wt.deck_table(deep_woods=True)["cards"]) == 66


def test_the_first_seat_moves_one_to_the_left_every_round_and_every_round_reshuffles():
    first = wt.first_players(players=3, rounds=4)
    assert list(first["first to play"]) == ["Seat 0", "Seat 1", "Seat 2", "Seat 0"]
    assert set(first["deck"]) == {56}


def test_a_deck_draw_keeps_one_card_and_puts_the_other_on_a_pile():
    step = wt.draw_example()
    assert step.change("deck") == -2
    assert "dusk Owl" in hand(step) and "fern Canary" not in hand(step)
    assert step.after["right pile"].startswith("fern Canary on top")
    assert step.change("Seat 0 card points") == 1


def test_an_empty_discard_pile_must_take_the_discarded_card():
    step = wt.draw_example([("draw",), ("keep", "dusk Owl", 0)], left_empty=True)
    assert step.after["left pile"].startswith("fern Canary on top, 1 in all")
    with pytest.raises(ValueError, match="empty discard pile must take"):
        wt.draw_example([("draw",), ("keep", "dusk Owl", 1)], left_empty=True)


def test_taking_a_discard_top_takes_exactly_that_card():
    step = wt.draw_example([("take", 0)])
    assert "amber Owl" in hand(step) and step.change("deck") == 0 and step.after["left pile"] == "empty"


def test_two_raccoons_take_any_card_of_a_discard_pile_not_only_the_top():
    step = wt.raccoon_example("fern Canary")
    assert "fern Canary" in hand(step) and step.after["left pile"].startswith("amber Owl on top, 2 in all")
    assert list(step.extras[0]["move"]) == [
        f"take the {c} from the left discard pile" for c in ("amber Owl", "fern Canary", "sky Wolf")
    ]


@pytest.mark.parametrize("pairs", [0, 1, 2])
def test_each_owl_pair_gives_one_more_turn(pairs):
    step = wt.owl_example(pairs)
    assert len(noted(step.game, "F-extra")) == pairs
    assert step.after["to move"] == "Seat 1"


def test_two_rabbits_draw_the_top_card_seen_by_their_player_alone():
    step = wt.rabbit_example("heather Deer")
    assert "heather Deer" in hand(step) and step.change("deck") == -1
    assert "heather Deer" not in " ".join(step.log)
    assert step.extras[0].rows[0] == {
        "Seat 0 (who drew) sees": "Your Rabbits drew: heather Deer.",
        "Seat 1 sees": "Seat 0 holds 2 cards",
    }
    empty = wt.rabbit_example(deck_size=0)
    assert empty.after["Seat 0 hand"] == "fern Canary"  # the pair played, nothing drawn
    assert empty.after["Seat 0 played"] == "amber Rabbit + fern Rabbit"


def test_the_fox_steal_takes_one_random_card_from_the_chosen_hand():
    step = wt.fox_example(lions=2, others=3)
    assert step.change("Seat 0 card points") >= 0
    assert len(hand(step, 1)) == 4 and len(hand(step)) == 2
    odds = step.extras[0]
    assert odds.cell("Lion", "chance a steal takes one") == "2/5 = 40%"
    stolen = {wt.fox_example(2, 3, seed=s).after["Seat 1 hand"] for s in range(12)}
    assert len(stolen) > 1, "the stolen card is drawn at random"


def test_a_steal_takes_a_lion_about_as_often_as_lions_make_up_the_hand():
    assert wt.steal_share(2, 3, trials=400) == pytest.approx(40, abs=7)
    assert wt.steal_share(0, 3, trials=50) == 0


def test_every_pair_scores_one_point_played_or_in_hand_and_hand_pairs_are_counted_at_most():
    scored = wt.scoring_example("pairs")
    assert scored.breakdown["pairs"] == 4 and scored.breakdown["total"] == 4
    assert (
        wt.scoring_example("pairs", hand=("dusk Raccoon", "sky Raccoon", "bark Raccoon"), played=()).breakdown["pairs"]
        == 1
    )


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (("dusk Canary",), 0),
        (("dusk Canary", "sky Canary", "bark Canary"), 4),
        (("sky Wolf", "fern Wolf"), 3),
        (("heather Deer",), 1),
        (("ochre Bear", "rose Bear"), 5),
    ],
)
def test_collections_follow_their_scales(cards, points):
    assert wt.scoring_example("collections", hand=cards).breakdown["collections"] == points


def test_multipliers_count_their_kind_in_hand_and_in_played_pairs():
    parts = {item["text"]: item["points"] for item in wt.scoring_example("multipliers").breakdown["items"]}
    assert parts["Owl Roost: 3 Owls"] == 3 and parts["Bear Cave: 1 Bear"] == 3


def test_the_kth_lion_scores_the_kth_colour_group_and_four_lions_win_at_once():
    assert wt.scoring_example("lions").breakdown["lions"] == 3 + 2
    step = wt.lion_win_example()
    assert step.game.is_over() and step.game.winners() == [0] and step.game.totals == [0, 0]
    assert fact(step.game.events[-1]) == ("F-lions", 0, {})


def test_calling_opens_at_seven_card_points():
    step = wt.calling_example(side=0)
    assert (step.before["Seat 0 card points"], step.after["Seat 0 card points"]) == (4, 7)
    assert any(m.startswith("call Score") for m in step.extras[0]["move"])
    short = wt.calling_example(side=1)
    assert short.after["Seat 0 card points"] == 4 and not any(m.startswith("call") for m in short.extras[0]["move"])


def test_score_gives_everyone_their_card_points():
    step = wt.call_example("score", opponent=5)
    assert list(step.extras[0]["gained"]) == [7, 5] == list(step.extras[0]["card points"])


@pytest.mark.parametrize(("opponent", "holds"), [(5, True), (7, True), (8, False)])
def test_a_strike_holds_when_the_caller_still_has_the_most_and_a_tie_goes_to_the_caller(opponent, holds):
    step = wt.call_example("strike", opponent=opponent)
    scores = step.extras[0]
    bonus, cards = scores["colour bonus"], scores["card points"]
    expected = [cards[0] + bonus[0], bonus[1]] if holds else [bonus[0], cards[1]]
    assert list(scores["gained"]) == expected
    assert [e.seat for e in noted(step.game, "F-last")] == [1] and step.game.rounds[-1]["strike_success"] is holds


def test_during_a_strike_the_callers_hand_is_face_up_and_foxes_reach_only_players_still_to_play():
    step = wt.strike_fox_example(fox_seat=1)
    assert "sky Wolf" in step.extras[0]["Seat 1 sees Seat 0's hand"][0]
    assert list(step.extras[1]["move"]) == ["steal a face-down card from Seat 2"]
    late = wt.strike_fox_example(fox_seat=2)
    assert late.game.phase == "play" and fact(late.game.events[-1]) == ("F-pair", None, {})


def test_the_colour_bonus_is_the_biggest_colour_group_lions_counting_as_crimson():
    scored = wt.scoring_example("colour_bonus")
    assert (scored.breakdown["colour_bonus"], scored.breakdown["colour"]) == (3, "crimson")


def test_an_empty_deck_at_the_end_of_a_turn_ends_the_round_unscored_unless_someone_calls():
    step = wt.empty_deck_example(deck_size=1)
    assert step.change("round") == 1 and step.after["Seat 0 total"] == step.after["Seat 1 total"] == 0
    called = wt.empty_deck_example(deck_size=1, call=True)
    assert called.after["Seat 0 total"] == 7
    more = wt.empty_deck_example(deck_size=3)
    assert more.change("round") == 0 and more.after["deck"] == 1


def test_the_game_ends_at_the_target_and_a_tie_goes_to_the_higher_last_round():
    step = wt.game_end_example((33, 35), opponent=5)
    assert step.game.totals == [40, 40] and step.game.winners() == [0]
    assert wt.game_end_example((30, 30), opponent=5).game.is_over() is False
    assert wt.game_end_example((33, 33), opponent=7).game.winners() == [0, 1]


def test_deep_woods_cards_do_what_the_rule_says():
    badger = wt.deep_woods_example("Badger")
    assert len(badger.extras[0]) == 5 and "crimson Lion" in hand(badger)
    skunk = wt.deep_woods_example("Skunk")
    assert list(skunk.extras[0]["move"]) == ["draw the top card of the deck (the Skunk allows nothing else)"]
    hedgehog = wt.deep_woods_example("Hedgehog")
    assert hedgehog.after["Seat 0 card points"] == 3 and fact(hedgehog.game.events[-1]) == ("F-trio", 0, {})
    assert hedgehog.change("Seat 0 card points") == 2, "kept in hand the Hedgehog scored nothing; the trio adds its 2"
    assert wt.deep_woods_example("Cuckoo").change("Seat 0 card points") == 3
    assert wt.deep_woods_example("Raccoon Den").change("Seat 0 card points") == 3


@pytest.mark.parametrize("tale", list(load_tales()))
def test_a_tale_turned_up_applies_to_the_round_and_then_goes_to_the_one_leader_or_trailer(tale):
    step = wt.tale_handout_example(tale)
    goes_to = load_tales()[tale].goes_to
    keeper = 0 if goes_to == "leader" else 1
    assert tale in step.extras[0].cell(keeper, "holds")
    assert [fact(e) for e in noted(step.game, "F-tale-give")] == [("F-tale-give", keeper, {"tale": tale})]


def test_after_a_round_nobody_scores_the_tale_goes_to_nobody():
    step = wt.tale_handout_example("Long Wait", scored=False)
    assert step.after["round"] == 2 and (step.after["Seat 0 total"], step.after["Seat 1 total"]) == (12, 5)
    assert step.extras[0]["holds"] == ["—", "—"]
    assert [fact(e) for e in noted(step.game, "F-tale-give")] == [("F-tale-give", None, {"tale": "Long Wait"})]


def test_the_tale_turn_shows_what_each_tale_changes():
    differs = {tale: wt.tale_example(tale).extras[0] for tale in load_tales()}
    changed = {
        tale: [row["on Seat 0's turn"] for row in frame if row["without the tale"] != row["with the tale"]]
        for tale, frame in differs.items()
    }
    assert "points needed to call" in changed["Long Wait"] and "calls offered" in changed["No Retreat"]
    assert "game over" in changed["Pride of Three"] and "hide a Canary offered" in changed["Hidden Nest"]
    assert "Seat 0 card points" in changed["Sleeping Lions"] and "pairs still offered" in changed["Fox Twins"]
    assert any("Matching Leaves" in line for line in wt.tale_example("Matching Leaves").log)
    assert any("Windfall" in line for line in wt.tale_example("Windfall").log)
    assert any("Raccoon Raid" in line for line in wt.tale_example("Raccoon Raid").log)
    assert any("draw 2 cards" in line for line in wt.tale_example("Rabbit Burrow").log)


@pytest.mark.parametrize(
    "example",
    [
        wt.setup_example,
        wt.draw_example,
        wt.raccoon_example,
        wt.owl_example,
        wt.rabbit_example,
        wt.fox_example,
        wt.lion_win_example,
        wt.calling_example,
        wt.call_example,
        wt.strike_fox_example,
        wt.empty_deck_example,
        wt.game_end_example,
        wt.deep_woods_example,
        wt.tale_handout_example,
        wt.tale_example,
    ],
)
def test_every_example_keeps_the_game_sound_every_card_in_one_place(example):
    assert example().game.invariant_violations() == []


def test_laying_out_cards_never_invents_one():
    game = table()
    with pytest.raises(ValueError, match="no crimson Lion is left"):
        arrange(game, hands={0: ["crimson Lion"] * 5})
    with pytest.raises(ValueError, match="is not a card"):
        arrange(table(), hands={0: ["bark Wolf"]})


# -- the try-it widgets, headless ----------------------------------------------------------------


def test_the_hand_builder_scores_any_hand_and_reports_a_bad_played_pair():
    widget = opened(wt.try_it("collections"))
    widget.controls["hand"].value = (("dusk Canary", 0), ("sky Canary", 0), ("bark Canary", 0), ("amber Canary", 0))
    assert "4 Canaries 6" in text(widget) and "not enough to call" in text(widget)
    widget.controls["tales"].value = ("Canary Chorus",)
    assert "4 Canaries 8" in text(widget) and "enough to call" in text(widget)
    widget.controls["played"].value = "dusk Owl"
    assert "a played group is a pair or a trio" in text(widget)


def test_the_lion_builder_says_when_four_lions_win():
    widget = opened(wt.try_it("lions"))
    widget.controls["hand"].value = tuple(("crimson Lion", copy) for copy in range(4))
    assert "Four Lions in one hand" in text(widget)


def test_the_draw_widget_refuses_a_discard_onto_the_wrong_pile_with_the_rule():
    widget = opened(wt.try_it("draw"))
    assert "dusk Owl" in text(widget)
    widget.controls["left_empty"].value = True
    assert "The engine refuses (Draw)" in text(widget) and "empty discard pile must take" in text(widget)
    widget.controls["onto"].value = 0
    assert "refuses" not in text(widget)
    widget.controls["how"].value = "left"
    assert "refuses" in text(widget)


def test_the_fox_widget_steals_a_new_seeded_card_per_click():
    widget = opened(wt.try_it("fox"))
    assert "2/5 = 40%" in text(widget) and "Steal #" not in text(widget)
    widget.button.click()
    assert "Steal #1: You stole the " in text(widget)
    widget.controls["lions"].value = 0
    widget.controls["others"].value = 0
    assert "hand empty" in text(widget)


def test_the_call_widget_settles_score_and_strike():
    widget = opened(wt.try_it("strike"))
    widget.controls["opponent"].value = 7
    assert "Strike holds" in text(widget)
    widget.controls["opponent"].value = 8
    assert "Strike fails" in text(widget)
    widget.controls["call"].value = "score"
    assert "Strike" not in text(widget)


def test_the_game_end_widget_names_the_winner_or_plays_on():
    widget = opened(wt.try_it("game_end"))
    assert "Winner: Seat 0." in text(widget)
    widget.controls["mine"].value = 20
    assert "Winner: Seat 1." in text(widget)
    widget.controls["theirs"].value = 20
    assert "round 2 begins" in text(widget)


def test_the_owl_widget_counts_the_turns():
    widget = opened(wt.try_it("owl"))
    widget.controls["pairs"].value = 2
    assert "Seat 0 plays 3 turn(s) in a row." in text(widget)


def test_the_tale_widget_shows_the_rule_and_who_receives_it():
    widget = opened(wt.try_it("tales"))
    widget.controls["tale"].value = "Sleeping Lions"
    assert "Lions earn no points" in text(widget) and "goes to Seat 0, the leader" in text(widget)
    widget.controls["unscored"].value = True
    assert "Nobody scored this round: Sleeping Lions goes to nobody and is set aside." in text(widget)


# -- bets before the reveal -----------------------------------------------------------------------
@pytest.mark.parametrize(("section", "answer"), [("owl", 3), ("collections", 8), ("lions", 5), ("strike", 9)])
def test_each_bet_reveals_the_engines_answer(section, answer):
    assert wt.WALKTHROUGH.answers[section]() == answer
    widget = wt.bet(section)
    widget.children[2].click()
    assert f"<b>{answer:g}" in widget.children[3].children[0].value


def test_the_fox_bet_is_counted_by_the_engine_near_forty_percent():
    assert wt.WALKTHROUGH.answers["fox"]() == pytest.approx(40, abs=6)


def test_the_example_helpers_name_what_they_cannot_do():
    with pytest.raises(ValueError, match="no scoring example"):
        wt.scoring_example("weather")
    with pytest.raises(ValueError, match="no Deep Woods card"):
        wt.deep_woods_example("Moose")
    with pytest.raises(ValueError, match="no tale"):
        wt.tale_example("Moose Song")
    with pytest.raises(ValueError, match="a call is 'score' or 'strike'"):
        wt.call_example("pass")
    with pytest.raises(ValueError, match="the Raccoons can take"):
        wt.raccoon_example("crimson Lion")
    with pytest.raises(KeyError, match="no try-it"):
        opened(wt.try_it("weather"))
    with pytest.raises(KeyError, match="no prediction"):
        wt.bet("weather")
    assert examples.STEAL_SEED and examples.SETUP_SEED
