"""The Forest Hunters rules walkthrough: each example really shows its rule, each try-it works
headlessly, and the notebook has every section in the rule book's order."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from noted import fact, noted
from sealed import opened

from forestnb.hunters import load_pool
from forestnb.hunters import walkthrough as wt
from forestnb.hunters.rules import MAX_ROUNDS
from forestnb.hunters.walkthrough import battle_examples
from forestnb.widgets.steps import TryIt

NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "hunters" / "01_rules_walkthrough.ipynb"
RULE_BOOK_ORDER = [
    "cards",
    "types",
    "deck",
    "field",
    "start",
    "draw",
    "card_phase",
    "battle_phase",
    "battle_rules",
    "three_players",
    "teams",
    "effect_order",
    "cancel",
    "once",
    "optional",
    "costs",
    "continuous",
    "face_down",
    "hand_traps",
    "dice",
    "combination",
    "capture",
    "end",
]


def text(widget: TryIt) -> str:
    """The answer of a try-it as plain words: styles and tags stripped."""
    plain = re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", widget.output.value))
    return re.sub(r"\s+", " ", html.unescape(plain))


def said(step: wt.Step) -> str:
    return "\n".join(step.log)


# -- the sections --------------------------------------------------------------------------------
def test_the_sections_follow_the_rule_book():
    assert list(wt.SECTIONS) == RULE_BOOK_ORDER


def test_every_ruling_of_the_rules_card_is_read_and_each_header_quotes_its_own():
    rulings = wt.rulings()
    assert list(rulings) == [f"H{n}" for n in range(1, 16)]
    assert rulings["H3"].startswith("Ours: heart costs cannot be paid with your last heart")
    for key, section in wt.SECTIONS.items():
        shown = wt.header(key).data
        assert f"Rule: {html.escape(section.rule)}" in shown
        for ruling in section.rulings:
            assert f"Ruling {ruling}" in shown and html.escape(rulings[ruling].split()[0]) in shown
    assert {r for s in wt.SECTIONS.values() for r in s.rulings} == set(rulings), "every ruling is quoted somewhere"


def test_every_checked_example_or_bet_shows_its_own_rule():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    checked_or_bets = [s for s in code if s.startswith("# NBVAL") or s.startswith("wt.bet(")][1:]
    rules = [
        re.match(r'wt\.bet\("(\w+)"\)', s)[1]
        if s.startswith("wt.bet(")
        else getattr(wt, re.search(r"wt\.(\w+)\(", s.splitlines()[1])[1])().rule
        for s in checked_or_bets
    ]  # a section may show its rule more than once; a bet's example is behind its Reveal
    assert list(dict.fromkeys(rules)) == RULE_BOOK_ORDER and rules == sorted(rules, key=RULE_BOOK_ORDER.index)


# -- the cards and the table ----------------------------------------------------------------------
def test_a_one_shot_support_goes_to_the_discard_pile_and_a_house_support_stays():
    step = wt.cards_example()
    assert step.after["Seat 0 characters"] == "Black Bear 4/7", "Campfire's +1 SHD already counts"
    assert (step.after["Seat 0 supports"], step.after["Seat 0 discard pile"]) == ("Campfire", "Hunting Horn")
    assert sum(step.extras[0].row("all cards").values()) == len(load_pool())


def test_a_type_support_needs_its_type_and_boosts_only_it():
    step = wt.types_example(("Grey Wolf", "Night Owl"))
    assert step.after["Seat 0 characters"] == "Grey Wolf 4/3, Night Owl 3/3"
    refused = wt.types_example(("Night Owl",))
    assert "Refused — Play conditions: Wolf Den cannot be played: it is a Wolf support and you control no Wolf" in said(
        refused
    )
    assert len(wt.type_table()) == 10


def test_the_validator_names_every_problem_of_a_deck_at_once():
    step = wt.deck_example("Wolf Pack", ("Moon Wolf", "Lost Trail"), ("Grey Wolf", "Smoke Signal"))
    assert step.log == (
        "4 copies of Grey Wolf: its corner number allows 3",
        "at most one hand trap support card per deck; this one has 2: Ambush, Smoke Signal",
    )
    assert wt.deck_example("Night Watch", (), ()).log == ("The deck is legal.",)
    short = wt.deck_example("Night Watch", ("Black Bear",), ())
    assert "a deck holds exactly 10 character cards; this one has 9" in short.log
    with pytest.raises(ValueError, match="holds no 'Moon Wolf'"):
        wt.deck_example("Night Watch", ("Moon Wolf",), ())


def test_an_extra_zone_holds_a_fourth_character_until_its_support_leaves_ruling_h12():
    step = wt.field_example()
    moments = step.extras[0]
    assert list(moments["character zones"]) == ["3", "4", "3"]
    assert moments["characters"][1].endswith("Longbow Archer")
    assert "Longbow Archer has no zone left and goes to the discard pile." in step.log
    assert step.after["Seat 0 discard pile"] == "Lookout Tower, Longbow Archer"
    assert "every character zone is taken" in said(wt.zone_check(3, tower=False))
    assert "Seat 0 plays Longbow Archer" in said(wt.zone_check(3, tower=True))


@pytest.mark.parametrize(("players", "teams", "hearts"), [(2, False, 5), (3, False, 4), (4, False, 3), (4, True, 5)])
def test_everyone_starts_with_five_hearts_less_one_per_extra_player_and_five_cards(players, teams, hearts):
    step = wt.start_example(players, teams)
    seats = step.extras[0]
    assert list(seats["hearts"]) == [hearts] * players
    assert list(seats["hand"]) == [6] + [5] * (players - 1), "Seat 0 has drawn to start its turn"
    assert step.after["battles allowed this turn"] == "no"


def test_a_hopeless_hand_may_be_shuffled_back_for_one_card_fewer():
    step = wt.draw_example(cards=5, playable=False)
    assert "shuffles 5 cards into the deck and draws 4" in said(step)
    assert len(step.after["Seat 0 hand"].split(", ")) == 4
    with_wolf = wt.draw_example(cards=5, playable=True)
    assert with_wolf.log == () and "Shuffle" not in with_wolf.extras[0]["offered"][0]
    assert "Shuffle" not in wt.draw_example(cards=3).extras[0]["offered"][0], "fewer than four cards"


def test_three_cards_a_turn_and_a_play_condition_checked_when_played():
    step = wt.card_phase_example()
    assert step.after["Seat 0 characters"] == "Grey Wolf 4/3, Pack Alpha 5/5, Grey Wolf 4/3"
    assert step.log[-1] == (
        "Refused — Card phase: Sharpened Arrows cannot be played: you have already played 3 cards this turn"
    )


@pytest.mark.parametrize(
    ("card", "holds", "fails"),
    [
        ("Pack Alpha", dict(mine=1), dict(mine=0)),
        ("Cave Bear", dict(mine=2), dict(mine=1)),
        ("Eagle-Eye Archer", dict(theirs=1), dict(theirs=0)),
        ("Dusk Hunt", dict(hearts=2), dict(hearts=3)),
        ("Forest King", dict(mine=1), dict(mine=0)),
    ],
)
def test_each_play_condition_is_met_or_refused(card, holds, fails):
    played = said(wt.condition_check(card, **holds))
    assert f"plays {card}" in played or f"plays the support card {card}" in played
    assert "Refused — Play conditions" in said(wt.condition_check(card, **fails))


# -- battles ------------------------------------------------------------------------------------------
def test_a_battle_takes_bp_off_shd_and_the_damage_stays_ruling_h13():
    step = wt.battle_example("Grey Wolf", "Black Bear")
    assert step.after["Seat 1 characters"] == "Black Bear 4/3"
    assert "Grey Wolf (3 BP) battles Black Bear: SHD 6 − 3 = 3." in step.log
    twice = wt.battle_example("Grey Wolf", "Black Bear", turns=2)
    assert "SHD 3 − 3 = 0, sent to the discard pile" in said(twice)
    assert twice.after["Seat 1 discard pile"] == "Black Bear"


def test_a_small_character_wears_a_big_one_down_in_three_battles():
    assert wt.battles_to_discard("Grey Wolf", "Cave Bear") == 3


def test_characters_first_then_the_player_directly_for_one_heart_once_a_turn():
    step = wt.battle_rules_example(mine=3, theirs=1)
    battles = step.extras[0]
    assert not any("directly" in o for o in battles["offered"][:1])
    assert "Seat 1 directly" in battles["offered"][1]
    assert step.change("Seat 1 hearts") == -1 and battles["offered"][-1].startswith("nothing more")
    alone = wt.battle_rules_example(mine=2, theirs=0)
    assert alone.change("Seat 1 hearts") == -1 and len(alone.extras[0]) == 2


def test_at_three_players_no_battle_in_round_one_then_the_battler_chooses_the_opponent():
    early = wt.three_players_example(players=3, round=1)
    assert early.log == (
        "Refused — 1v1v1+ rules: nobody battles in the first turn of the game until every player has had a turn",
    )
    later = wt.three_players_example(players=3, round=2)
    assert set(later.extras[0]["Seat 0 may battle"]) >= {
        "Grey Wolf battles Black Bear",
        "Grey Wolf battles Seat 2 directly",
    }
    assert (later.before["Seat 2 hearts"], later.after["Seat 2 hearts"]) == (4, 3)


def test_a_fallen_player_leaves_and_their_field_empties_ruling_h9():
    step = wt.three_players_example(players=3, round=2, last_heart=True)
    assert [e.seat for e in noted(step.game, "FH-out")] == [2]
    assert step.after["Seat 2 supports"] == "—" and "Lookout Tower" in step.after["Seat 2 discard pile"]


def test_in_a_team_game_partners_battle_with_the_shared_field_once_at_each_opponent():
    step = wt.teams_example()
    assert "Snare Setter battles Seat 3 directly" in list(step.extras[0]["Seat 0 may battle"])
    assert (step.change("Seat 1 hearts"), step.change("Seat 3 hearts")) == (-1, -1)
    assert step.before["Seat 1 hearts"] == 5, "teams keep five hearts each (ruling H10)"


def test_a_fallen_players_partner_plays_in_their_turn():
    turns = wt.team_turns(fallen=1)
    assert list(turns["turn of"][:4]) == ["Seat 0", "Seat 1", "Seat 2", "Seat 3"]
    assert list(turns["played by"][:4]) == ["Seat 0", "Seat 3", "Seat 2", "Seat 3"]
    assert list(wt.team_turns(None)["played by"][:4]) == ["Seat 0", "Seat 1", "Seat 2", "Seat 3"]
    first_fallen = wt.team_turns(fallen=0)
    assert list(first_fallen["turn of"][:4]) == ["Seat 1", "Seat 2", "Seat 3", "Seat 0"]
    assert list(first_fallen["played by"][:4]) == ["Seat 1", "Seat 2", "Seat 3", "Seat 2"]


# -- card effects --------------------------------------------------------------------------------------
@pytest.mark.parametrize("first", ["Honey Bear", "Wisp"])
def test_a_player_declares_the_order_of_effects_that_trigger_together(first):
    step = wt.effect_order_example(first)
    effects = [e.data["card"] for e in noted(step.game, "FH-effect") if e.data.get("card") in ("Honey Bear", "Wisp")]
    assert effects == [first, "Wisp" if first == "Honey Bear" else "Honey Bear"]
    assert any("choose which is used first" in line for line in step.log)
    assert step.after["Seat 1 hearts"] == 4 and "Spirit Fusion" in step.after["Seat 1 hand"]


@pytest.mark.parametrize(("springs", "answers", "hearts"), [(True, True, 4), (True, False, 3), (False, False, 4)])
def test_a_cancel_stops_the_whole_effect_and_can_itself_be_cancelled(springs, answers, hearts):
    step = wt.cancel_example(springs, answers)
    assert step.after["Seat 0 hearts"] == hearts
    if springs and answers:
        said_in_order = [(e.rule, e.data.get("card")) for e in step.game.events]
        assert said_in_order.index(("FH-cancel", None)) < said_in_order.index(("FH-effect", "Healing Herbs"))


def test_once_per_turn_means_once_this_turn_and_again_next_turn():
    same_turn = wt.once_example(tries=2, new_turn=False)
    assert said(same_turn).count("Owl Sage: Seat 0 draws 2 cards.") == 1
    assert same_turn.log[-1].startswith("Refused — Once per turn") and "used this turn already" in same_turn.log[-1]
    assert said(wt.once_example(tries=2, new_turn=True)).count("Owl Sage: Seat 0 draws 2 cards.") == 2


def test_a_you_can_effect_asks_and_a_mandatory_one_does_not():
    declined = wt.optional_example("Howling Scout", target=True, yes=False)
    assert [fact(e) for e in noted(declined.game, "FH-effect")] == [("FH-effect", 0, {})]
    assert declined.after["Seat 0 hand"] == "Hunter's Knife", "no card drawn"
    taken = wt.optional_example("Howling Scout", target=True, yes=True)
    assert ("FH-effect", 0, {"card": "Howling Scout"}) in [fact(e) for e in taken.game.events]
    stag = wt.optional_example("White Stag")
    assert not any(line.startswith("(asked") for line in stag.log) and stag.change("Seat 0 hearts") == 1


def test_a_card_whose_mandatory_effect_cannot_happen_cannot_be_played():
    refused = wt.optional_example("Grizzly Elder", target=False)
    assert "Refused — Optional and mandatory effects: Grizzly Elder cannot be played" in said(refused)
    assert "Seat 0 plays Pit Digger" in said(wt.optional_example("Pit Digger", target=False)), "an optional one may be"


def test_a_mandatory_then_b_optional_pays_a_and_may_stop():
    step = wt.costs_example("Owl's Insight", yes=False)
    assert step.after["Seat 0 discard pile"] == "Bear Cub (face down), Owl's Insight"
    assert step.after["Seat 0 hand"] == "—", "A paid, B (draw two) declined"


def test_a_optional_then_b_mandatory_is_not_offered_without_a_possible_b():
    assert not any(
        line.startswith("(asked") for line in wt.costs_example("Grove Spirit", b_possible=False, yes=True).log
    )
    done = wt.costs_example("Grove Spirit", b_possible=True, yes=True)
    assert "White Stag" in done.after["Seat 0 characters"] and "White Stag" not in done.after["Seat 0 discard pile"]


def test_both_parts_mandatory_need_both_possible():
    assert said(wt.costs_example("Grizzly Elder", b_possible=False)).startswith("Refused")
    assert wt.costs_example("Grizzly Elder").after["Seat 1 discard pile"] == "Grey Wolf"


def test_a_heart_cost_cannot_be_paid_with_the_last_heart_ruling_h3():
    last = wt.costs_example("Shadow Tracker", yes=True, hearts=1)
    assert last.after["Seat 0 hearts"] == 1 and "Moon Wolf" not in last.after["Seat 0 characters"]
    paid = wt.costs_example("Shadow Tracker", yes=True, hearts=3)
    assert paid.after["Seat 0 hearts"] == 2 and "Moon Wolf" in paid.after["Seat 0 characters"]


def test_a_support_on_one_character_stays_with_it_until_it_leaves():
    step = wt.continuous_example("Moon Wolf")
    moments = step.extras[0]
    assert moments["Seat 0 characters (BP/SHD)"][0] == "Grey Wolf 3/3, Moon Wolf 5/4"
    assert moments["Seat 0 may move the Mark"][1] == "Put Hunter's Mark on Grey Wolf"
    kept = wt.continuous_example("Grey Wolf").extras[0]
    assert kept["Seat 0 may move the Mark"][1] == "no"


def test_a_face_down_card_loses_its_discard_pile_effect_and_cannot_be_chosen():
    buried = wt.face_down_example("buried by Pitfall")
    assert buried.after["Seat 1 discard pile"] == "Wisp (face down)" and "Wisp: Seat 1 draws" not in said(buried)
    assert "Second Wind cannot be played" in said(buried)
    battled = wt.face_down_example("battled by Longbow Archer")
    assert ("FH-effect", 1, {"card": "Wisp"}) in [fact(e) for e in battled.game.events]
    assert battled.after["Seat 1 characters"] == "Wisp 1/2"


@pytest.mark.parametrize(
    ("choice", "gone"),
    [("Night Owl (a character)", "Night Owl"), ("Ambush (a support)", "Ambush"), ("keep it in hand", None)],
)
def test_a_hand_trap_cancels_a_battle_in_the_opponents_turn_and_the_battle_is_used_up(choice, gone):
    step = wt.hand_trap_example(choice)
    if gone:
        assert step.after["Seat 1 discard pile"] == gone and step.after["Seat 1 characters"] == "Grey Wolf 3/3"
        assert "nothing: Black Bear's battle is used up" in step.extras[0]["Seat 0 may still battle with"][0]
    else:
        assert step.after["Seat 1 characters"] == "—" and step.after["Seat 1 hand"] == "Night Owl, Ambush"


def test_fire_archer_rolls_from_the_seeded_stream_and_hits_on_four_or_more():
    step = wt.dice_example(seed=1)
    roll = int(re.search(r"the D6 shows (\d)", said(step))[1])
    assert (step.change("Seat 1 hearts") == -1) == (roll >= 4)
    assert wt.dice_example(seed=1).log == step.log, "the same seed, the same roll"
    assert 15 <= wt.fire_archer_hits(60) <= 45


# -- card mechanics ---------------------------------------------------------------------------------
def test_a_combination_adds_up_its_materials_and_takes_their_common_type_ruling_h6():
    stack = wt.combination_example("Pack Bond").extras[0]
    assert stack.row("the combination") == {"type": "Wolf", "BP": 7, "SHD": 8}
    mixed = wt.combination_example("Spirit Fusion", [("White Stag", "field"), ("Wisp", "discard")]).extras[0]
    assert mixed.row("the combination") == {"type": "none", "BP": 4, "SHD": 9}


def test_a_combination_that_leaves_sends_each_material_home():
    step = wt.combination_example("Pack Bond", [("Grey Wolf", "discard"), ("Moon Wolf", "deck")], leaves=True)
    assert step.after["Seat 0 discard pile"] == "Pack Bond, Grey Wolf"
    assert "Moon Wolf" in [step.game.name_of(card) for card in step.game.seats[0].deck]
    spirit = wt.combination_example("Spirit Fusion", [("White Stag", "field"), ("Wisp", "discard")], leaves=True)
    assert (
        "White Stag" in spirit.after["Seat 0 characters"]
        and spirit.after["Seat 0 discard pile"] == "Spirit Fusion, Wisp"
    )
    assert ("FH-effect", 0, {"card": "Wisp"}) in [fact(e) for e in spirit.game.events]


def test_a_material_the_combination_cannot_take_is_named():
    with pytest.raises(ValueError, match="Night Owl from the field is not offered as a material"):
        wt.combination_example("Pack Bond", [("Night Owl", "field"), ("Grey Wolf", "field")])


@pytest.mark.parametrize(("full", "lands"), [(False, "field"), (True, "discard pile")])
def test_a_captured_card_returns_to_its_owners_field_or_discard_pile_ruling_h7(full, lands):
    step = wt.capture_example(full)
    assert len(noted(step.game, "FH-capture")) == 1
    assert step.extras[0]["Seat 0's field"][0] == "Bear Trap [beneath: Black Bear]"
    assert ("Black Bear" in step.after["Seat 1 characters"]) is (lands == "field")
    assert ("Black Bear" in step.after["Seat 1 discard pile"]) is (lands == "discard pile")


@pytest.mark.parametrize("route", ["sent back to the hand", "stacked in a combination", "captured back"])
def test_a_seized_card_goes_to_its_owners_discard_pile_by_every_route_ruling_h7(route):
    step = wt.seized_example(route)
    assert "Shadow Tracker: Seat 0 takes control of Longbow Archer." in step.log
    assert "Longbow Archer" in step.after["Seat 1 discard pile"]
    assert (
        "Longbow Archer"
        not in step.after["Seat 1 characters"] + step.after["Seat 1 hand"] + step.after["Seat 0 characters"]
    )


@pytest.mark.parametrize(
    ("way", "hearts", "winner"),
    [
        ("knockout", (3, 1), "Seat 0"),
        ("knockout", (3, 2), "—"),
        ("deck out", (3, 2), "Seat 0"),
        ("deck out", (2, 2), "—"),
        ("round limit", (2, 4), "Seat 1"),
        ("round limit", (1, 1), "—"),
    ],
)
def test_the_game_ends_by_knockout_or_on_hearts_when_the_decks_or_rounds_run_out(way, hearts, winner):
    step = wt.end_example(way, hearts)
    assert step.after["winner"] == winner
    if way != "knockout":
        assert step.after["ended by"] == way
        assert step.log[-1].endswith("a draw.") is (winner == "—")
    if way == "round limit":
        assert step.log[-1].startswith(f"{MAX_ROUNDS} rounds are played")


# -- the try-its ---------------------------------------------------------------------------------------


def test_the_battle_try_it_follows_its_pickers():
    widget = opened(wt.try_it("battle_phase"))
    widget.controls["attacker"].value = "Cave Bear"
    widget.controls["defender"].value = "Grey Wolf"
    assert "Cave Bear (5 BP) battles Grey Wolf: SHD 3 − 5 = 0, sent to the discard pile" in text(widget)
    widget.controls["defender"].value = "Cave Bear"
    widget.controls["turns"].value = 2
    assert "SHD 2 − 5 = 0" in text(widget)


def test_the_deck_try_it_shows_the_validators_messages():
    widget = opened(wt.try_it("deck"))
    assert "4 copies of Grey Wolf" in text(widget)
    widget.controls["out"].value = ()
    widget.controls["add"].value = ()
    assert "The deck is legal." in text(widget)
    widget.controls["add"].value = ("Cave Bear",)
    assert "exactly 10 character cards; this one has 11" in text(widget)


def test_the_hand_trap_try_it_springs_or_keeps_the_trap():
    widget = opened(wt.try_it("hand_traps"))
    assert "Night Owl cancels the battle of Black Bear" in text(widget)
    widget.controls["choice"].value = "keep it in hand"
    assert "sent to the discard pile" in text(widget)


def test_the_combination_try_it_explains_a_material_that_does_not_fit():
    widget = opened(wt.try_it("combination"))
    assert "7 8" in text(widget)
    widget.controls["first"].value = "White Stag"
    assert "Pack Bond cannot take White Stag" in text(widget)
    widget.controls["card"].value = "Spirit Fusion"
    widget.controls["second"].value = "Wisp"
    widget.controls["leaves"].value = True
    assert "White Stag returns to Seat 0's field" in text(widget)


def test_the_capture_try_it_tells_a_captured_card_from_a_seized_one():
    widget = opened(wt.try_it("capture"))
    assert "Black Bear returns to Seat 1's field." in text(widget)
    widget.controls["story"].value = "a seized card is captured back"
    assert "Longbow Archer was in another side's possession: it goes to Seat 1's discard pile." in text(widget)


def test_the_start_try_it_refuses_teams_of_three():
    widget = opened(wt.try_it("start"))
    widget.controls["teams"].value = True
    assert "set four players" in text(widget)
    widget.controls["players"].value = 4
    assert "teams: seats 0 and 2 against 1 and 3" in text(widget)


def test_the_dice_try_it_tallies_the_plays():
    widget = opened(wt.try_it("dice"))
    widget.controls["plays"].value = 10
    assert re.search(r"Over 10 plays \(seeds 1 to 10\): \d+ hits", text(widget))


def test_the_end_try_it_calls_a_draw_on_equal_hearts():
    widget = opened(wt.try_it("end"))
    widget.controls["theirs"].value = 3
    assert "equal hearts, a draw" in text(widget)


def test_every_bet_reveals_a_number_from_the_engine():
    for key, bet in wt.BETS.items():
        assert bet.minimum <= wt.WALKTHROUGH.answers[key]() <= bet.maximum, key


def test_the_fighters_are_the_characters_of_the_prebuilt_decks():
    pool = load_pool()
    assert all(pool[n].is_character for n in battle_examples.fighters())
    assert {"Grey Wolf", "Cave Bear", "Wisp", "Snare Setter"} <= set(battle_examples.fighters())
