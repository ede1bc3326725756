"""Each of The Forest's what-if lessons states the numbers of the games it is given: a few
hand-made games with known results, read back in the words the Reveal shows."""

from __future__ import annotations

import pandas as pd

from forestnb.forest import lessons
from forestnb.forest.whatif import ALL_TALES, NEVER, NO_TALE


def games(**columns) -> pd.DataFrame:
    """Hand-made games with the columns every summary reads (a plain game unless given)."""
    size = len(next(iter(columns.values())))
    plain = {
        "game_index": range(size),
        "rounds_played": [6] * size,
        "turns": [70] * size,
        "strike_calls": [0] * size,
        "strike_successes": [0] * size,
        "lion_win": [False] * size,
    }
    return pd.DataFrame({**plain, **columns})


def test_the_matchups_lesson_says_what_the_seat_and_the_counting_are_worth():
    tables = ["greedy vs greedy", "tracker vs greedy", "greedy vs tracker", "random vs tracker", "tracker vs tracker"]
    text = lessons.seats_and_counting(
        games(
            table=[t for t in tables for _ in range(3)],
            won=[1, 1, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1],
            rounds_played=[7] * 3 + [6] * 9 + [5] * 3,
        )
    )
    assert "(3 per table), two greedy bots gave seat 0 67% of the wins" in text
    assert "The tracker in seat 0 won 67% against the greedy bot" in text
    assert "the greedy bot in seat 0 won 33%" in text and "The random bot in seat 0 won 0% against a tracker" in text
    assert "Two trackers played 5.0 rounds a game, two greedy bots 7.0" in text


def test_the_call_lesson_reads_each_strike_lead_at_the_standard_score_lead():
    score = lessons.STANDARD.score_lead
    text = lessons.when_to_strike(
        games(score_lead=[score, score, score, score + 2], strike_lead=[2, 2, NEVER, 2], won=[1, 0, 1, 0])
    )
    assert "by Strike lead: lead 2: 50%, never: 100%" in text
    assert f"by Score lead: lead {score:g}: 67%, lead {score + 2:g}: 0%" in text


def test_the_best_strike_lead_is_read_at_the_standard_score_lead():
    score = lessons.STANDARD.score_lead
    calls = games(score_lead=[score, score, score + 2], strike_lead=[2, NEVER, 2], won=[0, 1, 1])
    assert lessons.best_strike_lead(calls) == f"Strike lead {NEVER}"


def test_the_turns_the_deep_woods_add_are_read_for_the_table_asked_about():
    woods = games(
        table=["tracker vs greedy"] * 2 + ["greedy vs tracker"] * 2,
        deep_woods=[False, True] * 2,
        turns=[70, 81, 60, 100],
    )
    assert lessons.turns_the_woods_add(woods) == 11.0


def test_the_deep_woods_lesson_sets_each_table_without_beside_with():
    woods = games(
        table=["tracker vs greedy"] * 2,
        deep_woods=[False, True],
        turns=[70, 80],
        won=[1, 0],
        trios_played=[0, 2],
        steals=[4, 1],
        extra_turns=[3, 5],
    )
    assert (
        "tracker vs greedy: 70.0 turns without, 80.0 with; seat 0 won 100% without, 0% with; trios 0.0 and 2.0, "
        "steals 4.0 and 1.0, Owl turns 3.0 and 5.0 a game"
    ) in lessons.what_the_woods_change(woods)


def test_the_tales_lesson_names_the_hardest_brakes_and_what_chance_alone_moves():
    tales = [NO_TALE, "Long Wait", "Windfall", "Fox Twins", ALL_TALES]
    won = {
        NO_TALE: [1, 1, 0, 0],
        "Long Wait": [0, 0, 0, 0],
        "Windfall": [1, 0, 0, 0],
        "Fox Twins": [1, 1, 0, 0],
        ALL_TALES: [1, 1, 1, 0],
    }
    text = lessons.what_each_tale_does(
        games(
            tale=[t for t in tales for _ in range(4)],
            won=[w for t in tales for w in won[t]],
            lion_win=[False] * 8 + [True, False, False, False] + [False] * 8,
            rounds_played=[6] * 4 + [8] * 4 + [6] * 12,
        )
    )
    assert "(4 per tale) the tracker won 50% without tales" in text
    assert (
        "It won least with Long Wait (0%) and Windfall (25%) as the only tale, and 75% with all 3 in rotation" in text
    )
    assert (
        "2 of the 3 tales moved its win rate by less than chance alone" in text and "about 50 percentage points" in text
    )
    assert "Lion wins were most common with Windfall: 25% of games, against 0% without tales" in text
    assert "Long Wait games lasted 8.0 rounds, games without tales 6.0" in text


def test_the_player_count_lesson_gives_rounds_turns_and_strikes_by_table_size():
    text = lessons.crowded_tables(
        games(
            players=[2, 2, 4],
            rounds_played=[6, 8, 5],
            turns=[80, 90, 120],
            strike_calls=[1, 1, 2],
            strike_successes=[1, 0, 0],
        )
    )
    assert "2 players, racing to 40: 7.0 rounds and 85.0 turns a game, 1.00 Strikes a game, 50% of them held" in text
    assert "4 players, racing to 30: 5.0 rounds and 120.0 turns a game, 2.00 Strikes a game, 0% of them held" in text
