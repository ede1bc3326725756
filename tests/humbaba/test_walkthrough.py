"""The rules walkthrough: each example really shows its rule, and each try-it works headlessly."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from noted import fact, noted
from sealed import opened

from forestnb.humbaba import walkthrough as wt
from forestnb.humbaba.cards import CARD_TYPES, all_cards, load_events
from forestnb.humbaba.walkthrough import card_examples, examples, tryits
from forestnb.humbaba.walkthrough.watch import PARTS, TEACHER
from forestnb.widgets.steps import TryIt

from .helpers import round_begins

RULE_ORDER = [
    "setup",
    "draw",
    "event",
    "harvest_phase",
    "die",
    "regeneration",
    "renewal",
    "clip",
    "vacuum",
    "cleanup",
    "defection",
    "victory",
    "pyrrhic",
]


def text(widget: TryIt) -> str:
    """The answer of a try-it as plain words, tags stripped."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", widget.output.value))


def demand(step, seat=0):
    return int(step.extras[-1].cell(seat, "demand"))


# -- the sections --------------------------------------------------------------------------------
def test_the_sections_follow_the_seed_then_the_twelve_card_types():
    assert list(wt.SECTIONS) == RULE_ORDER + list(CARD_TYPES)


def test_every_ruling_of_the_rules_card_is_read_and_each_section_quotes_its_own():
    rulings = wt.rulings()
    assert list(rulings) == [f"R{n}" for n in range(1, 15)]
    assert "floor(H/2) - 2" in rulings["R3"] and "nobody gains" in rulings["R5"]
    for key, section in wt.SECTIONS.items():
        shown = wt.header(key).data
        assert f"Rule: {section.rule}" in shown
        for ruling in section.rulings:
            assert f"Ruling {ruling}" in shown and rulings[ruling].split()[0] in shown


# -- the rules, one example each -----------------------------------------------------------------
def test_setup_lays_out_health_6_thirty_and_twenty_cedars_and_five_card_hands():
    step = wt.setup_example(players=4)
    assert (step.after["Forest Health"], step.after["Forest Deck"], step.after[TEACHER]) == (6, 30, 20)
    assert step.after["Defection Token"] == "Cooperative"
    seats = step.extras[0]
    assert list(seats["draw pile"]) == [15] * 4
    assert all(len(hand.split(", ")) == 5 for hand in seats["hand"])
    assert all(seat[token] == 0 for seat in seats for token in ("Stockpile", "Capacity", "Patience", "Renewal"))


def test_the_draw_gives_each_seat_one_card_from_round_2_and_the_first_player_moves_left():
    step = wt.draw_example()
    first_draw = step.game.events.index(noted(step.game, "H-draw")[0])
    assert first_draw > round_begins(step.game, 2)
    assert (step.before["round"], step.after["round"]) == (1, 2)
    assert (step.before["first player"], step.after["first player"]) == ("Seat 0", "Seat 1")
    for seat in (0, 1):
        assert step.change(f"Seat {seat} hand") == 1 and step.change(f"Seat {seat} draw pile") == -1


@pytest.mark.parametrize("event", list(load_events()))
def test_the_chosen_event_is_revealed_at_the_start_of_round_3(event):
    step = wt.event_example(event)
    assert step.after["event"] == event and step.after["round"] == 3
    assert fact(noted(step.game, "H-event")[0]) == ("H-event", None, {"event": event})
    assert step.change("Forest Health") == max(0, min(10, 6 + load_events()[event].health)) - 6


@pytest.mark.parametrize("capacity", [0, 1, 3])
def test_a_harvest_is_the_card_value_plus_capacity_and_choices_stay_secret_until_the_reveal(capacity):
    step = wt.harvest_example(capacity=capacity)
    parts = step.extras[1]
    assert parts.cell(1, "demand") == 2 + capacity
    assert [step.change(f"Seat {s} Stockpile") for s in range(3)] == list(parts["demand"])
    assert step.change("Forest Deck") == -sum(parts["demand"])
    secrecy = step.extras[0]
    assert secrecy.cell("after Seat 0 chooses", "Seat 0 sees").startswith("Tribute of Timber")
    assert secrecy.cell("after Seat 0 chooses", "Seat 1 sees").startswith("face down")
    assert "Tribute of Timber" not in " ".join(secrecy.cell("after Seat 1 chooses", f"Seat {s} sees") for s in (1, 2))
    assert set(secrecy.row("after the reveal").values()) == {"Tribute of Timber | Felling Axe | Gather Deadwood"}


def test_the_forest_die_is_rolled_once_per_missing_cedar_with_the_exact_odds_forecast():
    step = wt.die_example(excess=3, health=5)
    forecast = step.extras[0].column_dict("forecast")
    assert forecast["cedars that need the die"] == "3"
    assert forecast["chance the forest collapses"].startswith("19/27")
    assert len(noted(step.game, "H-die")) == 3 and step.after["forest collapsed"] == "no"
    assert step.change(TEACHER) == -3 and step.change("Forest Deck") == -1


def test_a_failed_roll_collapses_the_forest_at_once():
    outcomes = {wt.die_example(excess=3, health=2, seed=seed).after["forest collapsed"] for seed in range(1, 12)}
    assert outcomes == {"yes", "no"}
    step = next(
        wt.die_example(excess=3, health=2, seed=s)
        for s in range(1, 12)
        if wt.die_example(excess=3, health=2, seed=s).after["forest collapsed"] == "yes"
    )
    last = step.game.events[-1]
    assert (last.rule, last.data["success"]) == ("H-die", False) and step.game.winners() == []


def test_an_empty_box_makes_the_teachers_forecast_certain_while_the_players_one_is_not():
    cast = wt.die_forecast(excess=2, health=8, box_reserve=1)
    assert cast["collapse_probability"] == 1 - Fraction(5, 6) ** 2
    assert cast["true_collapse_probability"] == 1


@pytest.mark.parametrize("health", range(11))
def test_regeneration_moves_half_the_health_rounded_down_from_the_box(health):
    step = wt.regeneration_example(health=health)
    assert step.change("Forest Deck") == health // 2
    assert step.change(TEACHER) == -(health // 2)


def test_renewal_adds_one_cedar_per_token_after_regeneration_then_the_tokens_are_gone():
    step = wt.renewal_example(tokens=2)
    assert step.change("Forest Deck") == 3 + 2 and step.after["Seat 0 Renewal"] == 0
    short = wt.renewal_example(tokens=2, box_reserve=4)
    assert short.change("Forest Deck") == 4 and short.after[TEACHER] == 0
    assert [(e.seat, e.data) for e in noted(short.game, "H-renewal")] == [(0, {"moved": 1})]


def test_the_seneca_clip_makes_the_next_regeneration_2_lower_at_the_same_health_then_clears():
    step = wt.clip_example("Clear-Cut", health=8)
    rounds = step.extras[0]
    assert list(rounds["Forest Health"]) == ["6", "6"]
    moved = [int(b) - int(a) for a, b in (cell.split(" → ") for cell in rounds["Forest Deck"])]
    assert moved[0] - moved[1] == 2
    assert step.change("Forest Deck") == 3 - 2
    assert (
        step.before["Seneca Clip cutting this round's regeneration"],
        step.after["Seneca Clip cutting this round's regeneration"],
    ) == ("yes", "no")
    assert [e.data for e in noted(step.game, "H-clip")] == [{"drop": 2}, {"resolved": True}]


def test_a_fall_of_one_triggers_no_clip():
    step = wt.clip_example("Two-Man Saw", health=8)
    assert not noted(step.game, "H-clip")
    assert step.change("Forest Deck") == 7 // 2


def test_the_vacuum_gives_the_most_capacity_a_cedar_when_exactly_one_player_harvests_0():
    step = wt.vacuum_example((True, False, False), (0, 2, 1))
    assert step.change("Seat 1 Stockpile") == 1 and step.change(TEACHER) == -1
    assert [fact(e) for e in noted(step.game, "H-vacuum")] == [("H-vacuum", 0, {"gainer": 1})]


@pytest.mark.parametrize(
    ("idle", "capacities"),
    [((True, True, False), (0, 0, 1)), ((True, False, False), (1, 2, 1)), ((False, False, False), (0, 2, 1))],
)
def test_no_vacuum_unless_exactly_one_total_harvest_is_0(idle, capacities):
    step = wt.vacuum_example(idle, capacities)
    assert not noted(step.game, "H-vacuum") and step.change(TEACHER) == 0


def test_a_delayed_heal_lands_in_the_cleanup_where_its_count_reaches_0():
    step = wt.cleanup_example("Plant Saplings")
    assert step.change("Forest Health") == 1 and step.after["timed effects waiting"] == 0
    assert list(step.extras[0]["Forest Health"]) == ["6", "6 → 7"]
    assert step.after["Seat 0 cards played"] == 2, "played cards stay out of the game"
    slow = wt.cleanup_example("Coppice Rotation")
    assert slow.extras[0].labels == [1, 2, 3] and slow.change("Forest Health") == 2


@pytest.mark.parametrize("patience", [0, 3, 6])
def test_the_burst_spends_all_patience_for_harvest_and_health(patience):
    step = wt.defection_example(patience=patience, card="Crown of Cedar")
    assert step.before["Seat 0 Patience"] == patience and step.after["Seat 0 Patience"] == 0
    assert (step.before["Defection Token"], step.after["Defection Token"]) == ("Cooperative", "Aggressive")
    assert demand(step) == 4 + patience
    assert step.change("Forest Health") == max(-6, -2 - patience)
    forced = patience + 1 >= 7
    assert [e.data for e in noted(step.game, "H-defect")] == [{"voluntary": not forced}]


def test_round_7_flips_the_token_by_itself():
    step = wt.forced_defection_example()
    assert step.after["round"] == 7 and step.after["Defection Token"] == "Aggressive"
    assert [fact(e) for e in noted(step.game, "H-defect")] == [("H-defect", 0, {"voluntary": False})]


def test_a_tie_on_cedars_goes_to_more_capacity():
    step = wt.victory_example()
    assert step.after["Seat 0 Stockpile"] == step.after["Seat 1 Stockpile"] == 11
    assert step.game.winners() == [0] and fact(step.game.events[-1]) == ("H-victory", None, {"winners": [0]})


@pytest.mark.parametrize(
    ("numbers", "wins"),
    [
        (([12, 13], [1, 0], [3, 3]), ["no", "yes"]),
        (([12, 12], [1, 0], [3, 3]), ["yes", "no"]),
        (([12, 12], [1, 2], [3, 3]), ["no", "yes"]),
        (([12, 12], [1, 1], [3, 5]), ["no", "yes"]),
        (([12, 12], [1, 1], [3, 3]), ["yes", "yes"]),
    ],
)
def test_the_tie_breaks_are_capacity_then_draw_pile_then_shared(numbers, wins):
    assert list(wt.final_standings(*numbers)["wins"]) == wins


def test_a_collapsed_forest_has_no_winner_however_rich():
    assert list(wt.final_standings([20, 3], [0, 0], [3, 3], collapsed=True)["wins"]) == ["no", "no"]
    step = wt.pyrrhic_example()
    assert step.game.collapsed and step.after["forest collapsed"] == "yes"
    assert step.game.winners() == [] and max(step.game.scores()) >= 8


@pytest.mark.parametrize(
    "example",
    [
        wt.setup_example,
        wt.draw_example,
        wt.event_example,
        wt.harvest_example,
        wt.die_example,
        wt.regeneration_example,
        wt.renewal_example,
        wt.clip_example,
        wt.vacuum_example,
        wt.cleanup_example,
        wt.defection_example,
        wt.victory_example,
        wt.pyrrhic_example,
    ],
)
def test_every_example_keeps_the_game_sound_50_cedars_and_every_card_one_of_its_deck(example):
    game = example().game
    assert game.invariant_violations() == []


# -- the card types ------------------------------------------------------------------------------
def test_every_card_type_has_an_example_card_of_that_type():
    assert set(wt.CARD_EXAMPLES) == set(CARD_TYPES)
    for kind, (name, _) in wt.CARD_EXAMPLES.items():
        assert all_cards()[name].type == kind and name in wt.cards_of(kind)


@pytest.mark.parametrize("name", list(all_cards()))
def test_the_harvest_breakdown_adds_up_to_the_engines_demand_for_every_card(name):
    situation = {"capacity": 2, "health": 7, "stockpile": 6}
    step = wt.card_example(name, **situation)
    parts = step.extras[0]
    assert all(sum(row.get(part, 0) for part in PARTS) == row["demand"] for row in parts)
    assert step.game.invariant_violations() == []


def test_card_type_examples_show_their_effects():
    numbers = {kind: wt.type_example(kind) for kind in CARD_TYPES}
    assert demand(numbers["harvest"]) == 2
    assert demand(numbers["conditional_harvest"]) == 3 and demand(wt.card_example("Old Growth Find", health=6)) == 1
    assert numbers["sacrifice"].change("Seat 0 Stockpile") == -2 and numbers["sacrifice"].change("Forest Health") == 1
    assert numbers["dual_mode"].change("Seat 0 Patience") == 1
    assert numbers["delayed_conservation"].change("Forest Health") == 2
    assert numbers["capacity"].change("Seat 0 Capacity") == 1 and demand(numbers["capacity"]) == 0
    assert numbers["information"].after["Seat 0 Box seen"] == numbers["information"].before[TEACHER]
    assert numbers["information"].after["Seat 1 Box seen"] == "never looked"
    assert "box_seen" in numbers["information"].game.view(0) and not numbers["information"].game.view(1)["box_seen"]
    assert numbers["catastrophe"].change("Forest Health") == -2
    assert numbers["catastrophe"].after["Seneca Clip armed for next round"] == "yes"
    assert numbers["trade"].change("Seat 0 Stockpile") == 2 and numbers["trade"].change("Seat 1 Stockpile") == -2 + 1
    assert numbers["infrastructure"].change("Forest Deck") == 3 + 2 - 1
    assert numbers["institution"].change("Forest Health") == 1
    assert demand(numbers["asymmetric_advantage"]) == 1 + 2 + 2


def test_a_dual_mode_card_turns_when_the_king_has_defected():
    step = wt.card_example("Oath of the Grove", patience=2, defected=True)
    assert demand(step) == 3 + 2 and step.change("Forest Health") == -1 - 2


def test_a_pact_broken_by_one_player_heals_nothing():
    step = wt.card_example("Council of the Grove", health=5, partner_capacity=2)
    assert step.change("Forest Health") == 0 and [e.data for e in noted(step.game, "H-pact")] == [{"kept": False}]


def test_card_examples_refuse_unknown_situations_and_impossible_defections():
    with pytest.raises(ValueError, match="unknown situation"):
        wt.card_example("Felling Axe", weather=3)
    with pytest.raises(ValueError, match="only the Stranger-King defects"):
        wt.card_example("Felling Axe", defected=True)


# -- the try-it widgets, headless ----------------------------------------------------------------


def test_the_regeneration_slider_shows_the_rate_and_the_die_odds():
    widget = opened(wt.try_it("regeneration"))
    assert "brings 3 cedars" in text(widget) and "1–5" in text(widget)
    widget.controls["health"].value = 3
    assert "brings 1 cedars" in text(widget) and "1–3" in text(widget) and "1/2" in text(widget)


def test_the_die_widget_gives_the_exact_odds_and_rolls_a_new_seed_per_click():
    widget = opened(wt.try_it("die"))
    assert "19/27" in text(widget) and "Roll #" not in text(widget)
    widget.controls["health"].value = 8
    assert "91/216" in text(widget)
    widget.button.click()
    assert "Roll #1" in text(widget) and "Forest Die for Seat" in text(widget)
    widget.button.click()
    assert "Roll #2" in text(widget)
    widget.controls["box"].value = 0
    assert re.search(r"counting the Box \(teacher view\) 1 \(100%\)", text(widget))


def test_the_harvest_widget_takes_apart_any_card_with_any_capacity():
    widget = opened(wt.try_it("harvest_phase"))
    widget.controls["card"].value = "Bulk Order"
    widget.controls["capacity"].value = 3
    assert "Seat 0 demands 6 " in text(widget)


def test_the_defection_widget_shows_the_burst():
    widget = opened(wt.try_it("defection"))
    assert "falls 5" in text(widget)
    widget.controls["patience"].value = 0
    assert "falls 2" in text(widget)
    widget.controls["card"].value = "Velvet Glove"
    widget.controls["patience"].value = 4
    assert "falls 5" in text(widget) and "must flip" not in text(widget)


def test_the_victory_widget_walks_through_the_tie_breaks():
    widget = opened(wt.try_it("victory"))
    assert "shared victory" in text(widget)
    widget.controls["capacity"].value = 2
    assert "Seat 1 wins" in text(widget)
    widget.controls["collapsed"].value = True
    assert "Nobody wins" in text(widget)


def test_the_vacuum_widget_follows_who_holds_back():
    widget = opened(wt.try_it("vacuum"))
    assert "Seat 1 (most Capacity, then Stockpile) takes a cedar" in text(widget)
    widget.controls["idle1"].value = True
    assert "Seat 1 (most Capacity, then Stockpile) takes a cedar" in text(widget), (
        "with Capacity 2 a 0-card still harvests 2"
    )
    widget.controls["capacity1"].value = 0
    assert "No vacuum this round" in text(widget)


def test_a_card_type_widget_offers_every_card_of_the_type_and_its_knobs():
    widget = opened(wt.try_it("institution"))
    assert list(widget.controls["card"].options) == wt.cards_of("institution")
    assert "was kept" in text(widget)
    widget.controls["partner_capacity"].value = 2
    assert "was broken" in text(widget)
    assert set(tryits.TYPE_KNOBS) == set(CARD_TYPES)


# -- bets before the reveal -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("section", "answer"), [("harvest_phase", 4), ("die", 70.4), ("regeneration", 3), ("clip", 1), ("defection", 5)]
)
def test_each_bet_reveals_the_engines_answer(section, answer):
    assert wt.WALKTHROUGH.answers[section]() == answer
    widget = wt.bet(section)
    widget.children[2].click()
    assert f"<b>{answer:g}" in widget.children[3].children[0].value


def test_the_example_helpers_name_what_they_cannot_do():
    with pytest.raises(ValueError, match="no event"):
        wt.event_example("Locusts")
    with pytest.raises(ValueError, match="not a delayed card"):
        wt.cleanup_example("Felling Axe")
    with pytest.raises(ValueError, match="not a dual-mode card"):
        wt.defection_example(card="Felling Axe")
    with pytest.raises(KeyError, match="no try-it"):
        opened(wt.try_it("weather"))
    with pytest.raises(ValueError, match="no card type"):
        card_examples.cards_of("weather")
    assert examples.DIE_SEED and examples.PYRRHIC_SEED
