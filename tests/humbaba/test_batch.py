"""The batch path plays the engine's games: given the same seeds, every row is the engine's row,
game by game, for every standard table of bots and under options other than the defaults; a bot
it does not know, or a game whose chance outruns its words, goes to the engine instead."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd
import pytest

import forestnb
from forestnb.core.bots import Bot, make_bot
from forestnb.core.match import finish, game_row
from forestnb.core.rng import draw_seeds
from forestnb.humbaba import batch
from forestnb.humbaba.bots import CooperativeBot, QuotaBot, StrangerKingBot
from forestnb.humbaba.rules import HumbabaGame
from forestnb.humbaba.whatif import TABLES

GAMES = 2_000


def seats_of(table: Sequence[Any]) -> list[Bot]:
    return [make_bot("humbaba", bot) for bot in table]


def checked(seats: list[Bot], options: dict[str, Any]) -> dict[str, Any]:
    """The options as a sweep hands them to its tasks: checked by the game, defaults filled in."""
    return HumbabaGame(players=len(seats), seed=0, **options).options


def engine_rows(seats: list[Bot], options: dict[str, Any], seeds: list[int]) -> list[dict[str, Any]]:
    return [
        game_row(finish(HumbabaGame(players=len(seats), seed=seed, **options), seats, seed=seed), seats)
        for seed in seeds
    ]


def assert_rows_agree(table: Sequence[Any], options: dict[str, Any], games: int, seed: int) -> None:
    seats = seats_of(table)
    given = checked(seats, options)
    seeds = draw_seeds(seed, games)
    fast = batch.batch_rows(seats, [(given, seeds)])
    assert fast is not None, "the batch path refused a table it plays"
    slow = engine_rows(seats, given, seeds)
    differing = [at for at, (mine, theirs) in enumerate(zip(fast, slow)) if mine != theirs]
    if differing:
        mine, theirs = fast[differing[0]], slow[differing[0]]
        columns = {key: (mine.get(key), theirs[key]) for key in theirs if mine.get(key) != theirs[key]}
        pytest.fail(f"{len(differing)} of {games} games differ; seed {seeds[differing[0]]}: (batch, engine) {columns}")
    assert len(fast) == len(slow) == games


@pytest.mark.parametrize("table", list(TABLES))
def test_every_standard_table_gives_the_engines_rows_game_by_game(table):
    assert_rows_agree(TABLES[table], {}, GAMES, seed=20)


@pytest.mark.parametrize("table", list(TABLES))
def test_every_standard_table_with_the_box_shown_gives_the_engines_rows_game_by_game(table):
    """The bots cap the regrowth they expect by the Box they see: the batch sees it too."""
    assert_rows_agree(TABLES[table], {"reveal_box": True}, GAMES, seed=21)


WHAT_IF_TABLES = {
    "a king defecting in each round": [([StrangerKingBot(r)] + ["cooperative"] * 3, {}) for r in range(3, 8)],
    "quotas at every table size": [([QuotaBot(q)] * n, {}) for q in range(5) for n in (2, 3, 4)],
    "agreements kept some of the time": [([QuotaBot(2, c)] * 4, {}) for c in (0.9, 0.5, 0.0)],
    "adaptive tables of two and three": [(["adaptive"] * n, {}) for n in (2, 3)],
    "counting bots beside the others": [
        (["counting", "greedy", "counting_adaptive", "cooperative"], {}),
        (["counting_adaptive", "stranger_king", "counting"], {}),
    ],
    "the Seneca Clip's penalties": [(["greedy"] + ["cooperative"] * 3, {"clip_penalty": p}) for p in (0, 4, 6)],
}


@pytest.mark.parametrize("question", list(WHAT_IF_TABLES))
def test_the_what_ifs_own_tables_give_the_engines_rows(question):
    settings = WHAT_IF_TABLES[question]
    for at, (table, options) in enumerate(settings):
        assert_rows_agree(table, options, max(100, 1_000 // len(settings)), seed=30 + at)


OPTIONS = [
    {"starting_health": 2},
    {"starting_health": 10},
    {"regen_divisor": 1},
    {"regen_divisor": 4, "clip_penalty": 0},
    {"clip_penalty": 6, "clip_threshold": 1},
    {"reveal_box": True},
    {"events": False},
    {"box_size": 0},
    {"forest_size": 6, "box_size": 60},
    {"die_success": [6, 6, 6]},
    {"die_success": [1, 2, 0]},
    {"archetypes": ["merchant", "steward", "woodcutter", "stranger_king"]},
]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda options: ",".join(f"{k}={v}" for k, v in options.items()))
def test_other_rules_give_the_engines_rows(options):
    assert_rows_agree(["cooperative", "greedy", "adaptive", "random"], options, GAMES // 10, seed=40)


@pytest.mark.parametrize(
    "table, decks",
    [
        (["greedy", "random", "adaptive"], ["merchant", "steward", "woodcutter"]),
        ([StrangerKingBot(7), "random"], ["woodcutter", "stranger_king"]),
        ([QuotaBot(3, 0.25), "greedy", "adaptive"], ["stranger_king", "steward", "merchant"]),
    ],
)
def test_tables_of_two_and_three_and_tables_without_a_king_give_the_engines_rows(table, decks):
    assert_rows_agree(table, {"archetypes": decks, "starting_health": 8}, GAMES // 10, seed=50)


def test_settings_played_in_one_batch_each_keep_their_own_rules_and_their_order():
    seats = seats_of(TABLES["one of each"])
    rules = [
        {"starting_health": 3},
        {"events": False},
        {"starting_health": 9, "regen_divisor": 3, "clip_threshold": 1},
        {"archetypes": ["merchant", "steward", "woodcutter", "stranger_king"]},
        {"die_success": [2, 6, 4], "box_size": 40},
    ]
    parts = [(checked(seats, options), draw_seeds(60 + at, 100)) for at, options in enumerate(rules)]
    expected = [row for options, seeds in parts for row in engine_rows(seats, options, seeds)]
    assert batch.batch_rows(seats, parts) == expected


def assert_frame_is_the_engines(frame: pd.DataFrame, seats: list[Bot], options: dict[str, Any], seed: int) -> None:
    """A sweep's table for one setting is the table of the engine's rows for the same seeds."""
    rows = frame.drop(columns="game_index").reset_index(drop=True)
    engine = pd.DataFrame(engine_rows(seats, checked(seats, options), draw_seeds(seed, len(frame))))
    pd.testing.assert_frame_equal(rows, engine[list(rows.columns)])


class Stubborn(CooperativeBot):
    """A bot the batch path has never seen: a subclass may choose differently from its parent."""

    name = "stubborn"


def test_a_bot_the_batch_path_does_not_know_is_played_by_the_engine_with_the_same_rows():
    seats = [Stubborn()] + seats_of(["greedy"] * 3)
    assert HumbabaGame.batch_rows(seats, [(checked(seats, {}), draw_seeds(1, 5))]) is None
    assert_frame_is_the_engines(
        forestnb.simulate("humbaba", seats, games=30, seed=3, progress=False), seats, {}, seed=3
    )


def test_games_whose_chance_outruns_the_words_drawn_are_drawn_again_with_more(monkeypatch):
    monkeypatch.setattr(batch, "GAME_WORDS", 60)  # fewer than a deal's shuffles need
    assert_rows_agree(TABLES["one of each"], {}, 50, seed=4)


def test_games_that_outrun_every_try_are_played_by_the_engine_with_the_same_rows(monkeypatch):
    seats = seats_of(TABLES["one of each"])
    monkeypatch.setattr(batch, "GAME_WORDS", 60)
    monkeypatch.setattr(batch, "WORD_TRIES", 1)
    assert batch.batch_rows(seats, [(checked(seats, {}), draw_seeds(1, 5))]) is None
    assert_frame_is_the_engines(
        forestnb.simulate("humbaba", seats, games=30, seed=4, progress=False), seats, {}, seed=4
    )


def test_simulate_and_sweep_take_the_batch_path_and_give_the_engines_rows(monkeypatch):
    seats = seats_of(TABLES["one of each"])
    calls = []
    monkeypatch.setattr(batch, "batch_rows", lambda *args, play=batch.batch_rows: calls.append(1) or play(*args))
    frame = forestnb.sweep("humbaba", seats, grid={"starting_health": [3, 9]}, games=40, seed=5, progress=False)
    assert calls
    for health, part in frame.groupby("starting_health"):
        assert_frame_is_the_engines(part, seats, {"starting_health": int(health)}, seed=5)
