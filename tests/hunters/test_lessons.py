"""Each of Forest Hunters' what-if lessons states the numbers of the games it is given: a few
hand-made games with known results, read back in the words the Reveal shows."""

from __future__ import annotations

import pandas as pd

from forestnb.hunters import lessons


def games(**columns) -> pd.DataFrame:
    """Hand-made games with the columns every table of endings reads (a plain knockout unless given)."""
    size = len(next(iter(columns.values())))
    plain = {
        "game_index": range(size),
        "ended_by": ["knockout"] * size,
        "draw": [False] * size,
        "rounds": [10] * size,
        "battles": [20] * size,
        "direct_hits": [3] * size,
    }
    return pd.DataFrame({**plain, **columns})


def deck_games() -> pd.DataFrame:
    """Wolf Pack against Grove Wardens in both seat orders, twice each, and one draw."""
    return games(
        deck_0=["Wolf Pack", "Wolf Pack", "Grove Wardens", "Grove Wardens"],
        deck_1=["Grove Wardens", "Grove Wardens", "Wolf Pack", "Wolf Pack"],
        deck_0_won=[True, True, False, False],
        deck_1_won=[False, False, True, False],
        draw=[False, False, False, True],
    )


def test_the_deck_lesson_gives_each_decks_rate_against_the_others():
    text = lessons.deck_strength(deck_games())
    assert "Wolf Pack 75% against Grove Wardens; Grove Wardens 0% against Wolf Pack" in text


def test_the_first_move_lesson_gives_the_seats_wins_the_draws_and_each_decks_gap():
    text = lessons.who_goes_first(deck_games())
    assert "(4), the player who went first won 50%, the one who went second 25%, and 25% were draws" in text
    assert "Grove Wardens +0 points, Wolf Pack +50 points" in text


def test_the_table_lesson_gives_length_endings_and_seat_0s_wins():
    text = lessons.table_sizes(
        games(
            table=["1v1"] * 4,
            rounds=[8, 9, 10, 12],
            battles=[20, 20, 30, 30],
            ended_by=["knockout", "knockout", "knockout", "deck out"],
            draw=[False, False, False, True],
            won_0=[1, 0, 1, 0],
        )
    )
    assert (
        "1v1: a median of 9.5 rounds, 25.0 battles a game; 75% ended by knockout, 25% with every deck empty, "
        "25% drawn; seat 0 (Wolf Pack) won 50%"
    ) in text


def test_the_bot_lesson_gives_the_head_to_head_and_how_random_games_ended():
    pairs = [
        ("beatdown", "careful"),
        ("careful", "beatdown"),
        ("careful", "random"),
        ("beatdown", "random"),
        ("random", "random"),
    ]
    text = lessons.play_and_style(
        games(
            seat_0=[a for a, _ in pairs],
            seat_1=[b for _, b in pairs],
            pairing=[f"{a} v {b}" for a, b in pairs],
            seat_0_won=[True, True, True, False, False],
            seat_1_won=[False, False, False, True, False],
            ended_by=["knockout"] * 4 + ["deck out"],
            draw=[False] * 4 + [True],
        )
    )
    assert "beatdown beat careful in 50% and lost to it in 50%" in text
    assert "against the random bot, careful won 100% and beatdown 0%" in text
    assert "Two random bots ended 100% of their games with every deck empty, and drew 100%" in text
