"""The classroom's own rules (rulings R11 to R14): a quota that can be broken, monitoring that
detects an over-quota harvest with a seeded chance and names the seat, fines that rise with each
offence, and a shared forecast; none of them shows a seat anything hidden, and with all of them
off the rule book's game is unchanged."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest
from conformance.test_conformance import (
    check_clone_is_independent,
    check_finished_game,
    check_refuses_illegal,
    check_texts_tell_actions_apart,
)
from conformance.test_events_seen import MOVES, Watch

import forestnb
from forestnb.core.events import EVERYONE, NOBODY
from forestnb.core.match import MAX_DECISIONS
from forestnb.humbaba import odds
from forestnb.humbaba.bots import FreeRiderBot, GreedyBot, expected_fine
from forestnb.humbaba.options import INSTITUTIONS
from forestnb.humbaba.rules import HumbabaGame
from forestnb.humbaba.scenes import arrange, play_round
from forestnb.humbaba.whatif import INSTITUTION_RULES

from .helpers import cedars, new_game
from .test_batch import assert_rows_agree

ALL_ON = {"harvest_quota": 2, "monitoring": 100, "fine": 2, "shared_forecast": True}


class ScriptedChance:
    """Stands in for a game's random stream: each monitoring draw (``random()``) returns the next
    scripted number; the Forest Die is never rolled in these tests."""

    def __init__(self, *draws: float) -> None:
        self.draws = list(draws)

    def random(self) -> float:
        if not self.draws:
            raise AssertionError("monitoring drew more often than the test scripted")
        return self.draws.pop(0)

    def randint(self, low: int, high: int) -> int:
        raise AssertionError("no Forest Die roll was expected")


def duel(**options):
    """Two players with known hands: Seat 0 (the Stranger-King) plays small, Seat 1 (the Axe
    Guild) Clear-Cut, a harvest of 5, over a quota of 2."""
    game = new_game(players=2, **options)
    return arrange(
        game,
        health=8,
        hands={
            0: ["Tribute of Timber", "Velvet Glove", "Oath of the Grove"],
            1: ["Clear-Cut", "Clear-Cut", "Felling Axe", "Guild Penance"],
        },
    )


def rules_of(game, *rules):
    return [event for event in game.events if event.rule in rules]


# -- off by default ------------------------------------------------------------------------------
def test_every_classroom_rule_is_declared_off_by_default_with_a_label_and_a_range():
    declared = {option.name: option for option in HumbabaGame.declared_options}
    for name in INSTITUTIONS:
        option = declared[name]
        assert not option.default and option.label and option.knob is not None
        assert "classroom rule" in option.description


def test_with_the_rules_off_views_snapshots_and_logs_carry_none_of_them():
    game = forestnb.play("humbaba", ["greedy"] * 4, seed=3)
    assert "institutions" not in game.snapshot() and "shared_forecast" not in game.view(0)
    assert not rules_of(game, "H-quota", "H-monitor", "H-fine", "H-forecast")
    assert game.summary()["offences"] == game.summary()["fined"] == 0


# -- the quota (R11) -------------------------------------------------------------------------
def test_a_quota_forbids_nothing_and_alone_names_nobody():
    game = duel(harvest_quota=2)
    plain = duel()
    assert game.legal_actions() == plain.legal_actions()
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    assert game.rounds[-1]["demands"] == [2, 5] and game.seats[1].stockpile == 5
    assert not rules_of(game, "H-monitor", "H-fine")
    assert game.institutions()["offences"] == [0, 0]


def test_a_harvest_at_the_quota_is_not_over_it():
    game = duel(harvest_quota=2, monitoring=100, fine=3)
    play_round(game, {0: "Tribute of Timber", 1: "Felling Axe"})
    assert game.rounds[-1]["demands"] == [2, 2]
    assert not rules_of(game, "H-monitor") and game.offences == [0, 0]


# -- monitoring (R12) ------------------------------------------------------------------------
def test_monitoring_detects_when_the_draw_falls_under_its_chance_and_names_the_seat_to_everyone():
    game = duel(harvest_quota=2, monitoring=50)
    game.rng = ScriptedChance(0.49)
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    (named,) = rules_of(game, "H-monitor")
    assert named.seen_by == EVERYONE and named.data["detected"] and named.data["offence"] == 1
    assert "Seat 1's harvest of 5 is over the quota of 2, and it is detected" in named.text
    assert game.offences == [0, 1] and game.view(0)["institutions"]["offences"] == [0, 1]


def test_an_undetected_harvest_is_told_to_the_teacher_alone():
    game = duel(harvest_quota=2, monitoring=50)
    game.rng = ScriptedChance(0.5)
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    (missed,) = rules_of(game, "H-monitor")
    assert missed.seen_by == NOBODY and not missed.data["detected"]
    assert all(missed not in game.events_for(seat) for seat in range(2))
    assert game.offences == [0, 0] and game.view(1)["institutions"]["offences"] == [0, 0]


def test_full_monitoring_detects_every_over_quota_harvest():
    game = duel(harvest_quota=2, monitoring=100)
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    play_round(game, {0: "Velvet Glove", 1: "Clear-Cut"})
    assert game.offences == [0, 2]


def test_detection_odds_match_the_chance_over_seeded_games():
    detected = missed = 0
    for seed in range(60):
        game = forestnb.play("humbaba", ["greedy"] * 4, seed=seed, harvest_quota=1, monitoring=30)
        for event in rules_of(game, "H-monitor"):
            detected += event.data["detected"]
            missed += not event.data["detected"]
    checks = detected + missed
    assert checks > 300
    rate = detected / checks
    assert abs(rate - 0.3) < 2.6 * (0.3 * 0.7 / checks) ** 0.5, f"{detected} of {checks} detected"


def test_monitoring_draws_from_the_seed_so_a_game_replays():
    first = forestnb.play("humbaba", ["greedy"] * 4, seed=8, harvest_quota=1, monitoring=50, fine=1)
    again = forestnb.play("humbaba", ["greedy"] * 4, seed=8, harvest_quota=1, monitoring=50, fine=1)
    assert first.log == again.log and rules_of(first, "H-monitor")


# -- graduated sanctions (R13) ---------------------------------------------------------------
def test_a_fine_rises_with_each_offence_and_goes_back_to_the_forest_deck():
    game = duel(harvest_quota=2, monitoring=100, fine=2)
    before = cedars(game)
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    assert game.seats[1].stockpile == 5 - 2 and game.fined == [0, 2]
    play_round(game, {0: "Oath of the Grove", 1: "Clear-Cut"})
    assert game.seats[1].stockpile == 3 + 5 - 4 and game.fined == [0, 6]
    fines = rules_of(game, "H-fine")
    assert [event.data["moved"] for event in fines] == [2, 4] and all(e.seen_by == EVERYONE for e in fines)
    assert "Fine for offence 2 (2 × 2 cedars due): Seat 1 returns 4 cedars to the Forest Deck." in game.log
    assert cedars(game) == before and game.invariant_violations() == []


def test_a_fine_takes_no_more_than_the_stockpile_holds():
    game = duel(harvest_quota=2, monitoring=100, fine=10)
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    assert game.seats[1].stockpile == 0 and game.fined == [0, 5]


def test_without_monitoring_nobody_is_fined():
    game = duel(harvest_quota=2, fine=5)
    play_round(game, {0: "Tribute of Timber", 1: "Clear-Cut"})
    assert game.fined == [0, 0] and game.seats[1].stockpile == 5


# -- the shared forecast (R14) ---------------------------------------------------------------
def test_the_shared_forecast_tells_every_seat_the_odds_before_anyone_chooses():
    game = arrange(new_game(players=3, shared_forecast=True), health=5, forest_deck=9)
    game._announce_forecast()  # as at the start of each harvest (arrange rewrote the counts)
    cast = game.view(2)["shared_forecast"]
    assert cast == game.view(0)["shared_forecast"]
    assert cast["forest_deck"] == 9 and cast["die_success"] == "2/3"
    assert [Fraction(p) for p in cast["collapse_beyond"]] == [odds.collapse_probability(k, 5) for k in range(1, 5)]
    told = rules_of(game, "H-forecast")[-1]
    assert told.seen_by == EVERYONE and "1 beyond: 33%, 2 beyond: 56%, 3 beyond: 70%, 4 beyond: 80%" in told.text
    assert json.loads(json.dumps(game.view(1))) == game.view(1)


def test_the_shared_forecast_is_announced_each_round_before_the_first_choice():
    game = forestnb.play("humbaba", ["cooperative"] * 4, seed=2, shared_forecast=True)
    kinds = [event.rule for event in game.events]
    rounds = [at for at, rule in enumerate(kinds) if rule == "H-forecast"]
    assert len(rounds) == len(game.rounds)
    for at in rounds:
        start = max(before for before in range(at) if kinds[before] == "H-round")
        assert "H-choose" not in kinds[start:at]


# -- nothing hidden leaks ----------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_no_seat_is_told_what_its_view_hides_under_every_classroom_rule(seed):
    rng = random.Random(seed)
    game = forestnb.new_game(
        "humbaba", players=2 + seed % 3, seed=seed, harvest_quota=1, monitoring=50, fine=1, shared_forecast=True
    )
    watch = Watch(game)
    watch.after_move()
    for _ in range(MOVES):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
        watch.after_move()
    assert watch.leaks == []


def test_the_views_never_show_the_box_reserve_under_the_classroom_rules():
    game = forestnb.play("humbaba", ["greedy"] * 3, seed=4, **ALL_ON)
    for seat in range(3):
        view = game.view(seat)
        assert "box_reserve" not in view and "box_reserve" not in json.dumps(view["institutions"])


# -- conformance over random sets of the rules ---------------------------------------------------
def random_rules(rng: random.Random) -> dict:
    return {
        "harvest_quota": rng.choice([0, 0, 1, 2, 3]),
        "monitoring": rng.choice([0, 30, 50, 100]),
        "fine": rng.choice([0, 1, 2, 5]),
        "shared_forecast": rng.random() < 0.5,
    }


@pytest.mark.parametrize("seeds", [range(0, 100), range(100, 200)], ids=["seeds0-99", "seeds100-199"])
def test_random_playouts_under_random_classroom_rules_keep_every_promise(seeds):
    for seed in seeds:
        rng = random.Random(seed)
        rules = random_rules(rng)
        game = forestnb.new_game("humbaba", players=rng.choice([2, 3, 4]), seed=seed, **rules)
        probes = {rng.randrange(40) for _ in range(3)}
        for step in range(MAX_DECISIONS):
            assert game.invariant_violations() == [], f"seed {seed}, rules {rules}, step {step}"
            if game.is_over():
                break
            legal = game.legal_actions()
            check_texts_tell_actions_apart(legal, f"seed {seed}, step {step}")
            if step in probes:
                check_refuses_illegal(game, rng)
                check_clone_is_independent(game, rng)
            game.apply(rng.choice(legal))
        assert game.is_over(), f"seed {seed}, rules {rules}: no end"
        if seed % 5 == 0:
            check_finished_game(game)


# -- bots that respond --------------------------------------------------------------------------
def test_a_bot_expects_the_chance_of_detection_times_its_next_fine():
    game = duel(harvest_quota=2, monitoring=50, fine=2)
    assert expected_fine(game, 1, 2) == 0 and expected_fine(game, 1, 5) == 0.5 * 2
    game.offences[1] = 2
    assert expected_fine(game, 1, 5) == 0.5 * 5  # the third fine is 6, but a Stockpile of 0 + 5 pays 5 at most


def test_the_free_rider_breaks_the_quota_when_it_pays_and_keeps_it_when_the_fine_outweighs_the_gain():
    rng = random.Random(0)
    cheap = duel(harvest_quota=2, monitoring=10, fine=1)
    cheap.apply("play Tribute of Timber")
    assert FreeRiderBot().choose(cheap, 1, rng).args[0] == "Clear-Cut"
    dear = duel(harvest_quota=2, monitoring=100, fine=10)
    arrange(dear, seats={1: {"stockpile": 20}})
    dear.apply("play Tribute of Timber")
    kept = FreeRiderBot().choose(dear, 1, rng).args[0]
    assert dear.harvest_value(1, kept) <= 2


def test_with_no_quota_the_free_rider_plays_as_the_greedy_bot_does():
    for seed in range(5):
        free = forestnb.play("humbaba", [FreeRiderBot(), "cooperative", "cooperative"], seed=seed)
        greedy = forestnb.play("humbaba", [GreedyBot(), "cooperative", "cooperative"], seed=seed)
        assert free.log == greedy.log


def test_sanctions_that_bite_save_forests_a_free_rider_would_fell():
    def collapses(**rules):
        table = {"t": ["free_rider", "cooperative", "cooperative", "cooperative"]}
        return forestnb.sweep("humbaba", table, games=150, seed=3, progress=False, **rules)["collapsed"].mean()

    assert collapses(harvest_quota=2, monitoring=100, fine=3) < collapses() - 0.1


# -- the batch path plays them game for game ------------------------------------------------------
@pytest.mark.parametrize("rule", list(INSTITUTION_RULES))
@pytest.mark.parametrize("riders", [0, 1, 2])
def test_the_batch_path_gives_the_engines_rows_for_every_table_of_the_what_if(rule, riders):
    table = ["free_rider"] * riders + ["cooperative"] * (4 - riders)
    assert_rows_agree(table, INSTITUTION_RULES[rule], 400, seed=30 + riders)


MIXED_TABLES = [
    ["greedy", "adaptive", "stranger_king", "counting"],
    ["quota", "counting_adaptive", "random"],
    ["free_rider", "greedy"],
    [FreeRiderBot(), "adaptive", "free_rider", "counting_adaptive"],
]


@pytest.mark.parametrize("seed", range(8))
def test_the_batch_path_gives_the_engines_rows_under_random_classroom_rules(seed):
    rng = random.Random(seed)
    rules = random_rules(rng)
    assert_rows_agree(MIXED_TABLES[seed % len(MIXED_TABLES)], rules, 250, seed=40 + seed)


# -- the board shows what the rules make public --------------------------------------------------
def test_the_board_names_the_rules_in_force_the_seats_detected_and_the_shared_forecast():
    from forestnb.humbaba.board import board, classroom_rules_html

    shown = board(players=3, seats=["human", "greedy", "greedy"], seed=4, **ALL_ON)
    assert "Class rules in force</b>: quota: at most 2 cedars a round each" in shown.forest.value
    assert "Shared forecast: cedars beyond the Forest Deck (30)" in shown.forest.value
    game = forestnb.play("humbaba", ["greedy"] * 3, seed=4, **ALL_ON)
    caught = [f"Seat {seat}:" for seat, offences in enumerate(game.offences) if offences]
    assert caught and all(seat in classroom_rules_html(game) for seat in caught)
    assert "Class rules" not in board(players=3, seats=["human", "greedy", "greedy"], seed=4).forest.value
