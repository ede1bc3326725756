"""The rules walkthrough: each example really shows its rule, and each try-it works headlessly."""

from __future__ import annotations

import html
import re

import pytest
from noted import fact, noted
from sealed import opened

from forestnb.cardswild import scenes
from forestnb.cardswild import walkthrough as wt
from forestnb.cardswild.cards import SAFE_BLOCKS, TROUBLES
from forestnb.widgets.steps import TryIt

RULE_BOOK_ORDER = [
    "deck",
    "deal",
    "draw",
    "one_in_one_out",
    "trophies",
    "ammo_pack",
    "bullets",
    "troubles",
    "one_trouble",
    "safe_cards",
    "giddyup",
    "lion",
    "seasons",
    "victory",
    "reverse",
    "match",
]


def text(widget: TryIt) -> str:
    """The answer of a try-it as plain words: styles and tags stripped."""
    plain = re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", widget.output.value))
    return re.sub(r"\s+", " ", plain.replace("&#x27;", "'"))


# -- the sections --------------------------------------------------------------------------------
def test_the_sections_follow_the_rule_book():
    assert list(wt.SECTIONS) == RULE_BOOK_ORDER


def test_every_ruling_of_the_rules_card_is_read_and_each_header_quotes_its_own():
    rulings = wt.rulings()
    assert list(rulings) == [f"C{n}" for n in range(1, 16)]
    assert (
        rulings["C9"].startswith("The Giddyup leaves the defender no choice") and "never bounces again" in rulings["C9"]
    )
    for key, section in wt.SECTIONS.items():
        shown = wt.header(key).data
        assert f"Rule: {html.escape(section.rule)}" in shown
        for ruling in section.rulings:
            assert f"Ruling {ruling}" in shown and html.escape(rulings[ruling].split()[0]) in shown
    quoted = {r for s in wt.SECTIONS.values() for r in s.rulings}
    assert quoted == set(rulings) - {"C15"}, "every ruling of the rule book's game is quoted somewhere"
    assert rulings["C15"].startswith("Ours, and not the rule book's game"), (
        "C15, a what-if variant, is the what-if notebook's"
    )


# -- the table an example lays out ----------------------------------------------------------------
def test_a_laid_out_table_holds_exactly_the_deck_and_the_cards_asked_for():
    game = scenes.lay_out(
        scenes.table(2),
        hands={0: ["Mountain Lion"]},
        areas={1: {**scenes.READY_SMALL, "safes": ["Guide"]}},
        discard=("Compass", "Deer"),
        draw=("Elk",),
    )
    assert game.invariant_violations() == []
    assert game.hands[0][0] == "Mountain Lion" and [len(h) for h in game.hands] == [6, 6]
    assert game.areas[1].lights()["License"] and game.areas[1].safes == ["Guide"]
    assert game.discard == ["Compass", "Deer"] and game.draw_pile[-1] == "Elk"


def test_a_table_cannot_hold_a_card_the_deck_has_run_out_of():
    with pytest.raises(ValueError, match="no 'Guide' left"):
        scenes.lay_out(scenes.table(2), hands={0: ["Guide"]}, areas={1: {"safes": ["Guide"]}})


# -- the rules, one example each -----------------------------------------------------------------
@pytest.mark.parametrize(("players", "cards"), [(4, 114), (3, 88), (2, 62)])
def test_the_deck_loses_26_cards_per_missing_player_but_never_a_trouble_safe_or_lion(players, cards):
    step = wt.deck_example(players)
    assert step.after["cards in the deck"] == cards
    table = step.extras[0]
    for never_removed in [*TROUBLES, *SAFE_BLOCKS, "Mountain Lion"]:
        assert table.cell(never_removed, f"{players} players") == table.cell(never_removed, "4 players")
    assert table.cell("all cards", f"{players} players") == cards


def test_six_cards_each_one_turned_up_and_the_seat_left_of_the_dealer_begins():
    step = wt.deal_example(players=3, seed=2026)
    seats = step.extras[0]
    assert list(seats["hand"]) == [6, 6, 6]
    assert list(seats["deals"]) == ["", "", "yes"] and list(seats["plays"]) == ["1st", "2nd", "3rd"]
    assert step.after["whose turn"] == "Seat 0" and step.after["draw pile"] == 88 - 18 - 1
    assert fact(step.game.events[0]) == ("C-deal", 2, {"game": 1, "turned_up": step.game.discard[-1]})


def test_the_top_of_the_discard_pile_may_be_taken_instead_of_a_blind_draw():
    step = wt.draw_example("Daylight", take=True)
    assert step.change("Seat 0 hand") == 1 and step.change("draw pile") == 0
    assert (step.before["discard top"], step.after["moment"]) == ("Daylight", "play")
    blind = wt.draw_example("Daylight", take=False)
    assert blind.change("draw pile") == -1 and blind.after["discard top"] == "Daylight"


def test_a_mountain_lion_on_the_discard_pile_can_never_be_picked_up():
    step = wt.draw_example("Mountain Lion", take=True)
    assert step.before == step.after
    assert step.log[0].startswith("Refused — Mountain Lion: a Mountain Lion can never be picked up")


def test_one_card_in_one_card_out_a_turn_ends_with_six_cards():
    step = wt.turn_example("Bear", discard=True)
    assert (step.after["Seat 0 hand"], step.after["whose turn"], step.after["discard top"]) == (6, "Seat 1", "Bear")


def test_a_card_that_changes_nothing_in_your_own_area_is_refused_but_may_be_discarded():
    step = wt.turn_example("Daylight", discard=False)
    assert step.before == step.after and "already has Daylight face up" in step.log[0]
    assert wt.turn_example("Daylight", discard=True).after["discard top"] == "Daylight"


def test_a_ready_hunter_takes_the_next_species_and_nothing_later():
    assert wt.trophy_example("Grouse").after["Seat 0 trophies"] == "Grouse 1"
    refused = wt.trophy_example("Rabbit")
    assert refused.before == refused.after and "species are hunted in order" in refused.log[0]


@pytest.mark.parametrize(
    ("missing", "words"),
    [("daylight", "needs Daylight"), ("license", "needs a License"), ("bullets", "needs Small Bullets")],
)
def test_each_of_the_three_requirements_is_needed(missing, words):
    area = {**scenes.READY_SMALL, missing: None}
    step = wt.trophy_example("Grouse", area=area)
    assert step.before == step.after and words in step.log[0]


def test_the_ammo_pack_counts_as_big_bullets_too():
    step = wt.ammo_pack_example("Deer")
    assert step.after["Seat 0 trophies"].endswith("Deer 1") and "Bullets" not in step.after["Seat 0 face up"]


def test_the_other_type_of_bullets_replaces_the_one_out_which_is_spent():
    step = wt.bullets_example("Small Bullets", "Big Bullets")
    assert step.after["Seat 0 face up"] == "Daylight, License, Big Bullets" and step.change("Seat 0 spent stack") == 1
    same = wt.bullets_example("Big Bullets", "Big Bullets")
    assert same.before == same.after and "changes nothing" in same.log[0]
    beside_ammo = wt.bullets_example(None, "Small Bullets", ammo_pack=True)
    assert "Ammo Pack already counts as both" in beside_ammo.log[0]


@pytest.mark.parametrize("trouble", list(TROUBLES))
def test_a_trouble_stops_its_victim_until_its_remedy_clears_it(trouble):
    step = wt.trouble_example(trouble)
    moments = step.extras[0]
    assert moments["Seat 1 Trouble"] == ["—", trouble, trouble, "—"]
    takes = TROUBLES[trouble].takes
    if takes:
        assert moments["Seat 1 face up"][1] != moments["Seat 1 face up"][0]
    assert step.after["Seat 1 face up"] == step.before["Seat 1 face up"], "the remedy puts back what was taken"


@pytest.mark.parametrize("on_target", [t for t in TROUBLES])
def test_a_second_trouble_is_refused_and_stays_in_the_attackers_hand(on_target):
    step = wt.one_trouble_example(on_target, "Nightfall")
    assert step.before == step.after
    assert step.log[0].startswith("Refused — One Trouble at a time:") and "stays in Seat 0's hand" in step.log[0]


def test_with_no_trouble_on_the_target_the_trouble_lands():
    step = wt.one_trouble_example(None, "Nightfall")
    assert step.after["Seat 1 Trouble"] == "Nightfall" and step.change("Seat 0 hand") == -1


@pytest.mark.parametrize("safe", list(SAFE_BLOCKS))
def test_a_safe_card_clears_its_trouble_and_stops_it_for_good(safe):
    step = wt.safe_example(safe)
    assert step.before["Seat 1 Trouble"] == SAFE_BLOCKS[safe][0] and step.after["Seat 1 Trouble"] == "—"
    assert safe in step.after["Seat 1 Safe cards"]
    reach = step.extras[0].column_dict("played at Seat 1")
    for trouble in TROUBLES:
        assert (reach[trouble] == "lands") == (trouble not in SAFE_BLOCKS[safe])


@pytest.mark.parametrize("trouble", [t for t, info in TROUBLES.items() if info.safe])
def test_the_giddyup_is_forced_and_turns_the_trouble_back_on_the_attacker(trouble):
    step = wt.giddyup_example(trouble)
    assert step.after["Seat 0 Trouble"] == trouble and step.after["Seat 1 Trouble"] == "—"
    assert TROUBLES[trouble].safe in step.after["Seat 1 Safe cards"]
    assert step.after["Seat 1 hand"] == 6, "the defender draws to refill the hand"
    assert step.after["whose turn"] == "Seat 1", "the attacker's turn ends as usual"
    giddyup = noted(step.game, "C-giddyup")[0]
    assert fact(giddyup) == ("C-giddyup", 1, {"attacker": 0, "trouble": trouble, "safe": TROUBLES[trouble].safe})


def test_a_bounced_trouble_is_discarded_when_the_attacker_already_has_one():
    step = wt.giddyup_example("Bad Weather", attacker_trouble="Nightfall")
    assert step.after["Seat 0 Trouble"] == "Nightfall" and step.after["discard top"] == "Bad Weather"


def test_nightfall_can_never_cause_a_giddyup():
    with pytest.raises(ValueError, match="no Safe card stops Nightfall"):
        wt.giddyup_example("Nightfall")


def test_a_mountain_lion_takes_a_trophy_ignoring_troubles_and_requirements():
    step = wt.lion_example(1, "Deer", troubled=True)
    assert step.before["Seat 0 Trouble"] == "Nightfall" and step.before["Seat 0 face up"] == "—"
    assert (step.after["Seat 0 counted"], step.after["Seat 1 counted"]) == ("8 of 11", "9 of 11")
    assert step.after["discard top"] == "Mountain Lion"


def test_a_lion_may_take_a_trophy_beyond_the_limit_which_counts_for_nothing():
    step = wt.lion_example(1, "Grouse", troubled=False)
    assert step.after["Seat 0 trophies"].startswith("Grouse 5") and step.after["Seat 0 counted"] == "7 of 11"
    assert fact(noted(step.game, "C-lion")[0]) == ("C-lion", 0, {"source": 1, "species": "Grouse"})


def test_a_lion_may_take_the_trophy_on_top_of_the_discard_pile():
    step = wt.lion_example("discard", "Deer")
    assert step.after["Seat 0 counted"] == "8 of 11" and step.after["Seat 1 counted"] == "10 of 11"


def test_losing_a_trophy_sends_the_victim_back_to_that_species():
    step = wt.lion_victim_example()
    assert step.after["Seat 1 counted"] == "4 of 11"
    assert step.extras[0].column_dict("Seat 1 may play") == {"Grouse": "yes", "Rabbit": "no"}


def test_an_empty_draw_pile_starts_a_new_season_with_the_whole_discard_pile_lions_included():
    step = wt.season_example()
    assert (step.before["season"], step.after["season"]) == (1, 2)
    assert step.after["discard pile"] == 0 and step.after["draw pile"] == step.before["discard pile"] + 1
    assert step.game.draw_pile.count("Mountain Lion") == 2
    assert [e.data for e in noted(step.game, "C-season")] == [{"season": 2, "lions": 2}]


@pytest.mark.parametrize("way", list(wt.examples.VICTORY_WAYS))
def test_completing_all_five_species_wins_at_once_however_the_last_trophy_arrives(way):
    step = wt.victory_example(way)
    assert step.after["winner"] == "Seat 0" and step.after["whose turn"] == "nobody (over)"
    assert fact(step.game.events[-1]) == ("C-end", 0, {"game": 1})


def test_a_reverse_turns_the_order_of_play_around_and_a_second_turns_it_back():
    once = wt.reverse_example(players=4, reverses=1).extras[0]["plays"]
    assert once[:5] == ["Seat 0", "Seat 3", "Seat 2", "Seat 1", "Seat 0"]
    twice = wt.reverse_example(players=4, reverses=2)
    assert twice.after["direction of play"] == "left"
    assert wt.reverse_example(players=3, reverses=0).extras[0]["plays"][:4] == ["Seat 0", "Seat 1", "Seat 2", "Seat 0"]


def test_in_a_match_the_deal_moves_left_and_the_most_wins_take_it():
    step = wt.match_example(match_games=3)
    results = step.extras[0]
    assert results["plays first"] == ["Seat 0", "Seat 1", "Seat 2"]
    wins = step.game.wins
    assert sum(wins) == sum(winner != "nobody" for winner in results["winner"])
    assert step.after["match winner(s)"] == ", ".join(f"Seat {s}" for s, w in enumerate(wins) if w == max(wins))


# -- the try-its, driven as a learner would --------------------------------------------------------


def test_the_hunt_area_try_it_lights_follow_the_switches():
    widget = opened(wt.try_it("trophies"))
    assert "Grouse may be played" in text(widget)
    widget.controls["daylight"].value = False
    assert "✗ Daylight" in text(widget).replace("&#10007;", "✗") and "needs Daylight" in text(widget)
    widget.controls["daylight"].value = True
    widget.controls["trouble"].value = "Bad Weather"
    assert "has Bad Weather on them: clear it first with Good Weather" in text(widget)


def test_the_ammo_pack_try_it_opens_big_game_without_big_bullets():
    widget = opened(wt.try_it("ammo_pack"))
    assert "Deer may be played" in text(widget)
    widget.controls["ammo_pack"].value = False
    assert "Deer a Deer trophy needs Big Bullets" in text(widget)


def test_a_trouble_that_a_face_up_safe_card_stops_is_explained_not_shown():
    widget = opened(wt.try_it("trophies"))
    widget.controls["guide"].value = True
    widget.controls["trouble"].value = "I'm Lost"
    assert "The Guide face up stops I'm Lost outright, so it can never be on Seat 0" in text(widget)


def test_the_trouble_try_its_follow_their_pickers():
    troubles = opened(wt.try_it("troubles"))
    troubles.controls["trouble"].value = "Out of Bullets"
    assert "cleared by Small Bullets or Big Bullets; the Ammo Pack stops it for good" in text(troubles)
    refusal = opened(wt.try_it("one_trouble"))
    refusal.controls["on_target"].value = None
    assert "Nightfall lands" not in text(refusal) and "takes their Daylight away" in text(refusal)
    giddyup = opened(wt.try_it("giddyup"))
    giddyup.controls["attacker_trouble"].value = "Nightfall"
    assert "goes to the discard pile instead" in text(giddyup)


def test_the_draw_try_it_offers_no_take_under_a_lion():
    widget = opened(wt.try_it("draw"))
    widget.controls["top"].value = "Mountain Lion"
    assert "Offered to Seat 0: draw a card from the draw pile." in text(widget) and "Refused" in text(widget)


def test_the_lion_and_victory_try_its_follow_their_pickers():
    lion = opened(wt.try_it("lion"))
    lion.controls["source"].value = "discard"
    assert "takes a Deer from the discard pile" in text(lion)
    victory = opened(wt.try_it("victory"))
    victory.controls["way"].value = "Mountain Lion, from Seat 1"
    assert "takes a Bear from Seat 1" in text(victory) and "wins!" in text(victory)


def test_the_seasons_match_and_reverse_try_its_play_whole_games():
    seasons = opened(wt.try_it("seasons"))
    seasons.controls["players"].value = 2
    assert "season(s) in" in text(seasons) and "Season 2 begins" in text(seasons)
    match = opened(wt.try_it("match"))
    match.controls["match_games"].value = 2
    assert wt.match_example(match_games=2).extras[0].html() in match.output.value
    reverse = opened(wt.try_it("reverse"))
    reverse.controls["reverses"].value = 2
    assert "play now passes to the right" in text(reverse) and "play now passes to the left" in text(reverse)


# -- the bets --------------------------------------------------------------------------------------
def test_each_bet_reveals_the_engines_answer_on_click():
    answers = {"deck": 35.5, "lion": 4, "match": 2}
    for section, truth in answers.items():
        question, slider, button, answer = wt.bet(section).children
        button.click()
        assert f"the answer: <b>{truth:g}" in answer.children[0].value, section


def test_the_simulated_bets_answer_with_a_number():
    for section in ("giddyup", "seasons"):
        question, slider, button, answer = wt.bet(section).children
        button.click()
        assert "the answer: <b>" in answer.children[0].value and "Could not" not in answer.children[0].value
