"""The skill ladder: every rung meets the same opponents on the same seeds, with an interval, and
the skill gap says how much more often the top rung wins than random play, game by game."""

from concurrent.futures import ThreadPoolExecutor

import pandas as pd
import pytest

import forestnb
from forestnb.lab import skill_bet
from forestnb.lab.skill import in_order, ladder_games, skill_gap
from forestnb.lab.skill_figure import ladder_figure


def test_the_ladder_has_a_row_per_rung_from_random_to_the_strong_bot():
    frame = forestnb.lab.ladder("humbaba", games=3, budgets=(2,))
    assert list(frame["player"]) == ["random", "adaptive", "strong 2"]
    assert list(frame["rung"]) == ["random", "best rule bot", "strong 2"]
    assert (frame["games"] == 3).all() and (frame["low"] <= frame["win_rate"]).all()
    assert (frame["win_rate"] <= frame["high"]).all()
    assert (frame["no_winner"] <= frame["games"] - frame["wins"]).all()


def test_a_ladder_is_in_order_when_each_rung_is_above_the_last():
    climbing = pd.DataFrame({"player": ["random", "greedy", "tracker", "strong 4"], "win_rate": [0.0, 0.4, 0.5, 0.6]})
    assert in_order(climbing)
    assert not in_order(climbing.assign(win_rate=[0.0, 0.4, 0.5, 0.45]))
    assert not in_order(climbing.assign(win_rate=[0.45, 0.4, 0.5, 0.6]))


def test_every_rung_plays_the_same_deals_in_both_seats_heads_up():
    played = ladder_games("forest", games=3, players={"random": "random", "tracker": "tracker"})
    for _, rung in played.groupby("player"):
        assert list(zip(rung["game_index"], rung["seat"])) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
    assert played.groupby("game_index")["seed"].nunique().eq(1).all()


def test_two_copies_of_the_same_bot_have_a_skill_gap_of_zero():
    played = ladder_games("forest", games=8, players={"tracker": "tracker", "tracker again": "tracker"})
    gap = skill_gap(played).iloc[0]
    assert (gap["better"], gap["worse"]) == ("tracker again", "tracker")
    assert gap["skill_gap"] == 0 and gap["low"] <= 0 <= gap["high"] and gap["games"] == 16


def test_a_rule_bot_against_random_play_has_a_wide_skill_gap_beyond_chance():
    played = ladder_games("hunters", games=10, players={"random": "random", "careful": "careful"})
    gap = skill_gap(played).iloc[0]
    assert gap["skill_gap"] > 0.3 and gap["low"] > 0
    assert gap["skill_gap"] == pytest.approx(gap["better_rate"] - gap["worse_rate"])


def test_the_skill_gap_is_read_for_each_game_of_a_stacked_ladder():
    stacked = pd.concat(
        [
            ladder_games(game, games=2, players={"random": "random", "best": best})
            for game, best in (("forest", "tracker"), ("humbaba", "adaptive"))
        ]
    )
    assert list(skill_gap(stacked)["game"]) == ["forest", "humbaba"]
    assert list(skill_gap(stacked, better="random")["skill_gap"]) == [0, 0]


def test_a_ladder_plays_the_same_games_on_an_executor():
    options = {"games": 3, "players": {"random": "random", "steady": "steady"}}
    with ThreadPoolExecutor(2) as pool:
        assert ladder_games("cardswild", executor=pool, **options).equals(ladder_games("cardswild", **options))


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"game": "chess"}, "^game must be"),
        ({"games": 0}, "^games must"),
        ({"seed": -1}, "^seed must"),
        ({"budgets": 4}, "^budgets must be a list"),
        ({"budgets": (4, 0)}, "^budgets must be positive"),
        ({"players": {}}, "^players must be a dict"),
        ({"players": {"mine": "chess master"}}, r"^players\['mine'\]: unknown bot"),
        ({"executor": "dask"}, "^executor must be"),
    ],
)
def test_bad_input_is_refused_in_one_line_naming_the_parameter_before_any_game(given, message):
    with pytest.raises(ValueError, match=message) as refused:
        forestnb.lab.ladder(**{"game": "forest", "games": 2, "budgets": (), **given})
    assert "\n" not in str(refused.value)


def test_a_skill_gap_names_a_player_the_ladder_does_not_have():
    played = ladder_games("forest", games=1, players={"random": "random", "greedy": "greedy"})
    with pytest.raises(
        ValueError, match=r"^better: forest's ladder has no player 'tracker'; its players: random, greedy"
    ):
        skill_gap(played, better="tracker")


def test_a_skill_gap_refuses_rows_that_are_not_a_ladders_games():
    with pytest.raises(ValueError, match="^played must be ladder_games rows, one per game; it has no game_index, seat"):
        skill_gap(forestnb.lab.ladder("forest", games=1, budgets=()))


def test_the_figure_has_the_rungs_in_order_with_their_error_bars():
    frame = forestnb.lab.ladder("humbaba", games=2, budgets=(2,))
    figure = ladder_figure(frame)
    (trace,) = figure.data
    assert list(trace.x) == ["random", "adaptive", "strong 2"]
    assert list(figure.layout.xaxis.categoryarray) == list(trace.x)
    assert list(trace.error_y.array) == list(frame["high"] - frame["win_rate"])
    assert list(trace.error_y.arrayminus) == list(frame["win_rate"] - frame["low"])


def test_several_games_share_the_axis_by_each_rungs_role_one_trace_each():
    rungs = pd.concat([forestnb.lab.ladder(game, games=1, budgets=()) for game in ("forest", "cardswild")])
    figure = ladder_figure(rungs)
    assert [trace.name for trace in figure.data] == ["forest", "cardswild"]
    assert all(list(trace.x) == ["random", "rule bot", "best rule bot"] for trace in figure.data)
    assert figure.layout.showlegend


def test_the_figure_refuses_rows_that_are_not_a_ladders():
    with pytest.raises(ValueError, match="^frame must be ladder rows"):
        ladder_figure(pd.DataFrame({"player": ["random"]}))


def test_the_bet_plays_its_ladder_only_on_reveal_and_then_shows_the_gap_the_figure_and_the_lesson():
    widget = skill_bet.bet("humbaba", games=3, budgets=(2,))
    question, _, button, answer = widget.children
    assert "strong 2" in question.value and [child.value for child in answer.children] == [""]
    button.click()
    line, chart, lesson = answer.children
    assert "the answer:" in line.value and skill_bet.EXPLAIN in line.value
    assert "strong 2: won" in lesson.value and "skill gap of" in lesson.value
    assert list(chart.figure.data[0].x) == ["random", "adaptive", "strong 2"]
