"""A long game's imagined games stop at its horizon and are scored by the position there: The
Forest at the end of the round being played, by the lead in points (even when nobody leads, 73%
at a lead of the fitted scale, the two seats' chances heads-up adding to 1); Cardswild forty
decisions on, by the trophies each hunter holds and how late the hunt is."""

import math
import random

import pytest

import forestnb
from forestnb.cardswild.bots import HORIZON_MOVES, WIN_CURVE, horizon_reached, hunt_chance
from forestnb.cardswild.rules import MAX_ROUNDS
from forestnb.core.search import Horizon, StrongBot, lead_chance
from forestnb.forest.bots import LEAD_SCALE, lead_after_round, round_scored

from .positions import positions


def test_a_lead_of_one_scale_gives_73_percent_and_no_lead_an_even_chance():
    assert lead_chance([10, 10], 0, 6.5) == 0.5
    assert lead_chance([16.5, 10], 0, 6.5) == pytest.approx(0.731, abs=0.001)
    assert lead_chance([10, 16.5], 0, 6.5) == pytest.approx(1 - lead_chance([16.5, 10], 0, 6.5))
    assert lead_chance([16.5, 3, 10], 0, 6.5) == lead_chance([16.5, 10], 0, 6.5)  # the best other seat counts


def stops_seen(name: str, horizon: Horizon, rollout: str, count: int) -> list[tuple[object, object, int]]:
    """Every stop the searches of ``count`` positions make: (the search's position, the imagined
    game where it stopped, the decisions played on to get there)."""
    seen: list[tuple[object, object, int]] = []

    def reached(before, world, moves):
        stop = horizon.reached(before, world, moves)
        if stop:
            seen.append((before, world, moves))
        return stop

    searching = StrongBot(name, rollout, {"class": 12}, horizon=Horizon(reached, horizon.chance, horizon.words))
    searched = 0
    for game, seat in positions(name, 40, seed=2, share=0.3):
        if game.current_player == seat and len(game.legal_actions()) > 1 and searched < count:
            searching.search(game, seat, random.Random(searched))
            searched += 1
    return seen


def test_the_forest_s_imagined_games_stop_when_the_round_is_scored():
    horizon = forestnb.make_bot("forest", "strong").horizon
    seen = stops_seen("forest", horizon, "tracker", 4)
    assert seen
    for before, world, _ in seen:
        assert world.round == before.round + 1 and not world.is_over()
        assert world.totals != before.totals  # the round was scored


def test_the_forest_s_lead_after_a_round_is_read_from_the_totals():
    game = forestnb.new_game("forest", players=2, seed=1)
    game.totals = [20, 13]
    assert lead_after_round(game, 0) == pytest.approx(lead_chance([7, 0], 0, LEAD_SCALE))
    assert lead_after_round(game, 0) + lead_after_round(game, 1) == pytest.approx(1)
    assert round_scored(game, game, 0) is False


def test_cardswild_s_imagined_hunts_stop_forty_decisions_on():
    horizon = forestnb.make_bot("cardswild", "strong").horizon
    seen = stops_seen("cardswild", horizon, "aggressive", 4)
    assert seen and all(moves == HORIZON_MOVES and not world.is_over() for _, world, moves in seen)
    assert not horizon_reached(None, None, HORIZON_MOVES - 1)


def hunt_at(trophies: list[int], turn: int = 100):
    """A Cardswild hunt ``turn`` turns in, each seat holding the first ``trophies`` of its hunt,
    none ready to take (no requirement is face up)."""
    game = forestnb.new_game("cardswild", players=2, seed=1)
    game.turn = turn
    for area, count in zip(game.areas, trophies):
        area.daylight = area.license = area.bullets = None
        area.safes = []
        for _ in range(count):
            area.trophies[area.next_species()] += 1
    return game


def test_in_cardswild_a_trophy_of_one_s_own_is_worth_more_than_one_kept_from_the_other():
    now = hunt_at([5, 4])
    after_taking_one, after_the_other_lost_one = hunt_at([6, 4]), hunt_at([5, 3])
    assert hunt_chance(after_taking_one, 0) > hunt_chance(after_the_other_lost_one, 0) > hunt_chance(now, 0)


def test_in_cardswild_a_lead_is_worth_less_as_the_hunt_nears_its_150_round_limit():
    early, late = hunt_at([6, 4]), hunt_at([6, 4], turn=280)
    assert hunt_chance(early, 0) > hunt_chance(late, 0)
    both_late = hunt_chance(late, 0) + hunt_chance(late, 1)
    assert both_late < hunt_chance(early, 0) + hunt_chance(early, 1) < 1  # the rest: nobody wins


def test_cardswild_s_chance_is_read_on_the_fitted_curve_a_trophy_ready_to_take_counting_half():
    for game, seat in positions("cardswild", 30, seed=5, share=0.5):
        standing = [area.counted() + 0.5 * area.ready() for area in game.areas]
        best_other = max(standing[:seat] + standing[seat + 1 :])
        score = (
            WIN_CURVE["even"]
            + WIN_CURVE["lead"] * (standing[seat] - best_other)
            + WIN_CURVE["own"] * standing[seat]
            + WIN_CURVE["lateness"] * game.turn / (MAX_ROUNDS * game.players)
        )
        assert hunt_chance(game, seat) == pytest.approx(1 / (1 + math.exp(-score)))


def test_the_advice_says_how_far_its_imagined_games_went():
    from forestnb.widgets.advice_answer import advice_table_html, advise

    for name, words in (
        ("forest", "to the end of the round"),
        ("cardswild", "forty decisions on"),
        ("hunters", None),
    ):
        bot = forestnb.make_bot(name, "strong", iterations=6)
        game, seat = next((g, s) for g, s in positions(name, 30, seed=1, share=0.3) if g.current_player == s)
        answer = advice_table_html(advise(bot, game, seat), seat, bot.iterations, horizon=bot.horizon)
        assert (words in answer) if words else ("each played" not in answer)
