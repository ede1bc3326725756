"""Each of Cardswild's what-if lessons states the numbers of the games it is given: a few
hand-made games with known results, read back in the words the Reveal shows."""

from __future__ import annotations

import pandas as pd

from forestnb.cardswild import lessons


def games(**columns) -> pd.DataFrame:
    size = len(next(iter(columns.values())))
    return pd.DataFrame({"game_index": range(size), **columns})


def test_the_length_lesson_gives_median_rounds_decisions_a_round_and_games_called_off():
    text = lessons.how_long(
        games(
            players=[2, 2, 2, 4],
            rounds=[40, 50, 150, 60],
            decisions=[160, 200, 600, 480],
            called_off=[False, False, True, False],
        )
    )
    assert "2 players: a median of 50.0 rounds, 4.0 decisions a round, 33.3% called off after 150 rounds" in text
    assert "4 players: a median of 60.0 rounds, 8.0 decisions a round, 0.0% called off" in text


def test_the_luck_lesson_gives_the_win_rate_by_safe_cards_and_by_lion_catches():
    text = lessons.what_goes_with_winning(
        games(
            players=[2, 2],
            won_0=[True, False],
            won_1=[False, True],
            safes_0=[2, 2],
            safes_1=[0, 2],
            lions_0=[1, 0],
            lions_1=[0, 0],
        )
    )
    assert "(an even share is 50%)" in text
    assert "0 Safe cards face up won 0% of 1 seats, 2 Safe cards face up won 67% of 3 seats" in text
    assert "0 trophies with Lions won 33%, 1 trophy with Lions won 100%" in text


def test_the_deck_lesson_gives_length_games_called_off_comebacks_and_the_seat_spread():
    text = lessons.what_the_cards_cause(
        games(
            table=["4 steady"] * 4,
            deck=["full deck"] * 4,
            rounds=[50, 70, 60, 150],
            called_off=[False, False, False, True],
            comeback=[True, False, None, None],
            bot_0=["steady"] * 4,
            bot_1=["steady"] * 4,
            won_0=[True, False, True, False],
            won_1=[False, True, False, False],
        )
    )
    assert (
        "4 steady, full deck: 82.5 rounds a game, 25.0% called off; the halfway leader was caught in 50% of the "
        "games with one (33% of finished games were tied at halfway); seat spread 25%"
    ) in text


def test_the_head_to_head_lesson_reads_the_matrix_and_the_games_called_off():
    pairs = [("aggressive", "steady"), ("steady", "aggressive"), ("steady", "random"), ("aggressive", "random")]
    text = lessons.head_to_head(
        games(
            seat_0=[a for a, _ in pairs],
            seat_1=[b for _, b in pairs],
            pairing=[f"{a} v {b}" for a, b in pairs],
            seat_0_won=[True, False, True, False],
            seat_1_won=[False, False, False, False],
            called_off=[False, True, False, True],
        )
    )
    assert "aggressive beat steady in 50% and lost to it in 0%" in text
    assert "against the random bot, steady won 100% and aggressive 0%" in text
    assert "steady v aggressive 100%" in text and "aggressive v steady 0%" in text


def test_the_seat_lesson_sets_each_seat_beside_its_even_share_and_chance():
    text = lessons.first_seat(games(players=[2] * 4, won_0=[1, 1, 1, 0], won_1=[0, 0, 0, 1]))
    assert "2 players (even share 50%, chance alone about ±50 points in 4 games): Seat 0 75.0%, Seat 1 25.0%" in text


def test_the_reverse_lesson_gives_seat_0s_wins_with_the_rule_off_and_on():
    text = lessons.reversing(
        games(
            table=["all steady", "all steady", "Seat 0 reverses", "Seat 0 reverses"],
            reverse=[False, True, True, True],
            won_0=[1, 0, 0, 1],
            players=[4] * 4,
        )
    )
    assert "(an even share is 25%)" in text
    assert (
        "all steady, Reverse rule off: 100.0%, all steady, Reverse rule on: 0.0%, Seat 0 reverses, Reverse "
        "rule on: 50.0%" in text
    )
