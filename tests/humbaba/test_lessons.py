"""Each Humbaba what-if lesson states the numbers of the games it is given: a few hand-made games
with known results, read back in the words the Reveal shows."""

from __future__ import annotations

import pandas as pd

from forestnb.humbaba import lessons


def games(**columns) -> pd.DataFrame:
    """Hand-made games: ``game_index`` counts them, the rest is given."""
    size = len(next(iter(columns.values())))
    return pd.DataFrame({"game_index": range(size), **columns})


def test_the_dice_lesson_reads_the_longest_run_of_rolls_in_each_band():
    rolls = pd.DataFrame(
        {
            "band": ["thriving", "thriving", "failing", "failing"],
            "faces": [5, 5, 3, 3],
            "excess": [1, 2, 1, 2],
            "survival": [0.8, 0.7, 0.5, 0.25],
            "trials": [200] * 4,
        }
    )
    text = lessons.risk_compounds(rolls)
    assert "In these rolls of the Forest Die" in text
    assert "Health 7–10 (thriving, 5 faces of 6 succeed): 2 extra cedars survived 70% of 200 tries" in text
    assert "Health 0–3 (failing, 3 faces of 6 succeed): 2 extra cedars survived 25% of 200 tries" in text
    assert "six extra cedars at Health 0–3 survive about one game in 64" in text


def test_the_fan_lesson_gives_each_tables_collapse_rate_and_how_the_survivors_ended():
    fan = games(
        table=["four cooperative"] * 2 + ["one greedy"] * 3,
        collapsed=[False, False, True, True, False],
        final_health=[8, 6, 0, 0, 4],
    )
    text = lessons.slow_growth_rapid_ruin(fan)
    assert (
        "four cooperative: the forest collapsed in 0% of 2 games; where it survived, Health ended at a median of 7"
        in text
    )
    assert "one greedy: the forest collapsed in 67% of 3 games" in text


def test_the_free_riding_lesson_gives_collapse_and_each_kind_of_players_stockpile():
    seats = {
        "bot_0": ["cooperative", "greedy", "greedy"],
        "bot_1": ["cooperative"] * 3,
        "score_0": [6, 20, 12],
        "score_1": [6, 4, 2],
        "winners": [(0, 1), (0,), ()],
    }
    text = lessons.free_riding(
        games(greedy_players=[0, 1, 1], collapsed=[False, False, True], harvested_total=[30, 40, 36], **seats)
    )
    assert "0 greedy: collapsed 0%; mean Stockpile cooperative 6.0" in text
    assert "1 greedy: collapsed 50%; mean Stockpile cooperative 3.0, greedy 16.0" in text


def defections() -> pd.DataFrame:
    """The Stranger-King defecting in rounds 3 and 6 at the rules' starting Health, and once at Health 8."""
    return games(
        defect_round=[3, 3, 3, 6, 3],
        starting_health=[6, 6, 6, 6, 8],
        king_won=[True, False, False, True, True],
        collapsed=[False, True, True, False, False],
    )


def test_the_end_game_lesson_gives_the_kings_wins_and_the_collapses_by_defection_round_at_the_rules_start():
    text = lessons.end_game_effect(defections())
    assert "In these games, starting at Health 6 as the rules do" in text
    assert "defecting in round 3: the king won 33%, the forest collapsed in 67%" in text
    assert "defecting in round 6: the king won 100%, the forest collapsed in 0%" in text


def test_the_kings_best_round_is_read_at_the_rules_starting_health():
    assert lessons.kings_best_round(defections()) == "round 6"


def test_the_starting_health_lesson_reads_each_tables_collapse_rate_health_by_health():
    text = lessons.low_health_and_plenty(
        games(table=["four adaptive"] * 4, starting_health=[2, 2, 9, 9], collapsed=[False, False, True, False])
    )
    assert "four adaptive: Health 2: 0%, Health 9: 50%" in text


def test_the_box_lesson_reads_the_collapse_rate_box_by_box():
    text = lessons.hidden_buffers(games(greedy_players=[0, 0, 0], box_size=[0, 0, 20], collapsed=[True, False, False]))
    assert "0 greedy: Box 0: 50%, Box 20: 0%" in text


def test_the_monitoring_lesson_counts_the_games_counting_played_out_as_seeing():
    watched = games(
        box=["hidden", "shown", "counted"] * 2,
        collapsed=[True, False, False, True, True, False],
        harvested_total=[40, 38, 38, 44, 42, 41],
        final_health=[0, 5, 5, 0, 0, 3],
    )
    watched["game_index"] = [0, 0, 0, 1, 1, 1]
    text = lessons.monitoring(watched)
    assert "the Box hidden: collapsed 100%, 42.0 cedars harvested a game" in text
    assert "the Box shown: collapsed 50%, 40.0 cedars harvested a game" in text
    assert "the counting players' games ended exactly as the shown ones in 1 of 2" in text


def test_the_rule_changes_lesson_reads_each_knob_at_the_others_standard():
    text = lessons.punishing_a_fall(
        games(regen_divisor=[1, 2, 2, 4], clip_penalty=[2, 2, 0, 2], collapsed=[False, True, False, True])
    )
    assert "divisor 1: 0%, divisor 2: 100%, divisor 4: 100%" in text
    assert "clip penalty 0: 0%, clip penalty 2: 100%" in text


def test_the_clip_cost_lesson_says_how_often_a_clip_struck_and_what_it_held_back():
    clipped = games(
        clip=["a clip struck", "no clip"] * 2,
        clip_penalty=[0, 0, 2, 2],
        clip_lost=[0, 0, 3, 0],
        forest_deck=[4, 9, 2, 9],
        collapsed=[False, False, True, False],
    )
    text = lessons.what_a_clip_costs(clipped)
    assert "a clip struck in 50% of the games, the same games under every penalty" in text
    assert (
        "penalty 2, games a clip struck: 3.0 cedars of regrowth held back, 2.0 left in the Forest Deck, collapsed 100%"
    ) in text


def test_the_clip_table_splits_the_games_a_clip_struck_from_the_rest_penalty_by_penalty():
    table = lessons.clip_table(
        games(
            clip=["a clip struck", "a clip struck", "no clip"],
            clip_penalty=[2, 2, 2],
            clip_lost=[2, 4, 0],
            collapsed=[True, False, False],
            forest_deck=[1, 3, 9],
            final_health=[0, 4, 7],
        )
    )
    struck = table.loc[("a clip struck", 2)]
    assert (struck["games"], struck["collapsed"], struck["regrowth_held_back"], struck["forest_deck"]) == (2, 0.5, 3, 2)
    assert table.loc[("no clip", 2), "final_health"] == 7


def test_the_group_size_lesson_sets_each_players_harvest_beside_the_fair_share():
    text = lessons.fair_share(
        games(
            players=[2, 4],
            forest_size=[30, 30],
            box_size=[20, 20],
            rounds_played=[8, 8],
            harvested_total=[32, 48],
            collapsed=[False, True],
        )
    )
    assert "2 players: 2.0 cedars per player per round against a fair share of 3.1; collapsed 0%" in text
    assert "4 players: 1.5 cedars per player per round against a fair share of 1.6; collapsed 100%" in text


def test_the_quota_lesson_reads_collapse_and_stockpile_quota_by_quota():
    text = lessons.payoff_and_risk(
        games(
            players=[4, 4, 4], quota=[1, 3, 3], collapsed=[False, True, False], score_0=[8, 0, 14], score_1=[6, 0, 10]
        )
    )
    assert "4 players: quota 1: collapsed 0%, Stockpile 7.0, quota 3: collapsed 50%, Stockpile 6.0" in text


def test_the_agreement_lesson_reads_the_collapse_rate_from_full_compliance_down():
    text = lessons.covenants(games(compliance=[0.9, 0.9, 1.0, 0.9], collapsed=[True, False, False, False]))
    assert text.index("the deal kept 100% of the time: collapsed 0%") < text.index(
        "the deal kept 90% of the time: collapsed 33%"
    )


def test_the_start_notebooks_lesson_gives_both_tables_collapse_and_harvest():
    text = lessons.what_greed_did(
        games(table=["cooperative", "greedy", "greedy"], collapsed=[False, True, True], harvested_total=[38, 30, 33])
    )
    assert "cooperative: the forest collapsed in 0% of 1 games, and the table harvested 38.0 cedars a game" in text
    assert "greedy: the forest collapsed in 100% of 2 games, and the table harvested 31.5 cedars a game" in text
