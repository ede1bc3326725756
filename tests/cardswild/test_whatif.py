"""The Cardswild what-if sweeps and explorers: one row per game, the same seeds give the same
rows, bad settings are refused in words, and every explorer runs and draws headlessly."""

from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path

import pandas as pd
import pytest

import forestnb
from forestnb.cardswild import whatif
from forestnb.cardswild.bots import LionReverser, SteadyHunter
from forestnb.cardswild.cards import LION, SAFE_CARDS
from forestnb.cardswild.scenes import lay_out, table
from forestnb.cardswild.whatif_bets import BETS
from forestnb.core.bots import make_bot
from forestnb.core.match import finish
from forestnb.core.rng import bot_rng

GAMES = 8
NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "cardswild" / "03_what_if.ipynb"


# -- the sweeps: one row per game, the same seeds, the same rows ------------------------------------
@pytest.mark.parametrize(
    ("sweep", "settings"),
    [
        (lambda: whatif.game_length(GAMES, 3, players=(2, 4)), 2),
        (lambda: whatif.seat_luck(GAMES, 3, players=3), 1),
        (lambda: whatif.matchups(GAMES, 3, bots=("steady", "random")), 4),
        (lambda: whatif.reverse_rule(GAMES, 3, players=3), 4),
        (lambda: whatif.your_rules(GAMES, 3, table="steady, random"), 1),
        (lambda: whatif.luck_cards(GAMES, 3, tables=("4 steady",), decks=("full deck", "no Lions")), 2),
    ],
)
def test_every_sweep_returns_one_row_per_game_and_the_same_seeds_give_the_same_rows(sweep, settings):
    first, again = sweep(), sweep()
    assert len(first) == GAMES * settings
    pd.testing.assert_frame_equal(first, again)


def test_every_setting_replays_the_same_seeds():
    frame = whatif.game_length(GAMES, 11, players=(2, 3))
    assert list(frame.loc[frame["players"] == 2, "seed"]) == list(frame.loc[frame["players"] == 3, "seed"])


def test_game_length_counts_rounds_decisions_and_seasons():
    frame = whatif.game_length(GAMES, 2, players=(2, 4))
    assert (frame["rounds"] == frame["turns"] / frame["players"]).all()
    assert (frame["decisions"] == frame["length"]).all() and (frame["seasons"] >= 1).all()
    assert frame.loc[frame["players"] == 2, "won_3"].isna().all()
    finished = frame[frame["called_off"] == 0]
    seat_wins = finished[[f"won_{s}" for s in range(4)]].sum(axis=1)
    assert (seat_wins == 1).all(), "every finished game has exactly one winner"


def test_seat_luck_plays_the_same_games_as_simulate():
    luck = whatif.seat_luck(GAMES, 4, players=3)
    plain = forestnb.simulate("cardswild", ["steady"] * 3, games=GAMES, seed=4, progress=False)
    assert list(luck["seed"]) == list(plain["seed"]) and list(luck["winners"]) == list(plain["winners"])
    lions = luck[[f"lions_{s}" for s in range(3)]].sum(axis=1)
    assert (lions <= plain["lions_used"]).all(), "each Lion catch is one Lion played"
    assert set(luck[[f"safes_{s}" for s in range(3)]].sum(axis=1)) <= {0, 1, 2, 3}


def test_per_seat_has_a_row_per_game_and_seat():
    luck = whatif.seat_luck(GAMES, 4, players=3)
    seats = whatif.per_seat(luck)
    assert len(seats) == 3 * GAMES and set(seats["seat"]) == {0, 1, 2}
    table = whatif.luck_table(luck, "safes")
    assert table["seats"].sum() == 3 * GAMES


def test_matchups_play_every_pairing_in_both_seats():
    frame = whatif.matchups(GAMES, 1, bots=("steady", "aggressive"))
    assert sorted(frame["pairing"].unique()) == [
        "aggressive v aggressive",
        "aggressive v steady",
        "steady v aggressive",
        "steady v steady",
    ]
    matrix = whatif.matchup_matrix(frame)
    assert list(matrix.index) == list(matrix.columns) == ["steady", "aggressive"]
    assert ((0 <= matrix) & (matrix <= 1)).all().all()


def test_the_random_bot_never_beats_a_steady_hunter():
    assert whatif.matchup_matrix(whatif.matchups(GAMES, 1, bots=("random", "steady"))).loc["random", "steady"] == 0


def test_the_reverse_sweep_puts_the_reverser_in_seat_0_and_only_it_reverses():
    frame = whatif.reverse_rule(GAMES, 2, players=4)
    assert set(frame["table"]) == set(whatif.REVERSE_TABLES) and set(frame["reverse"]) == {False, True}
    steady_on = frame[(frame["table"] == "all steady") & frame["reverse"]]
    reverser_on = frame[(frame["table"] == "Seat 0 reverses") & frame["reverse"]]
    assert (steady_on["reverses"] == 0).all() and reverser_on["reverses"].sum() > 0
    assert (frame.loc[~frame["reverse"], "reverses"] == 0).all()


def test_the_reverser_spends_a_lion_on_a_reverse_when_it_may():
    game = lay_out(
        table(3, reverse=True), hands={0: ["Mountain Lion"]}, areas={1: {"trophies": {"Grouse": 2}}}, phase="play"
    )
    assert LionReverser().choose(game, 0, random.Random(1)).kind == "reverse"
    assert SteadyHunter().choose(game, 0, random.Random(1)).kind == "lion", "the steady bot steals instead"


# -- the luck cards, by experiment: the same seeds with and without them ------------------------------
def test_luck_cards_plays_every_table_with_every_deck_on_the_same_seeds():
    frame = whatif.luck_cards(GAMES, 5)
    settings = frame.groupby(["table", "deck"], sort=False)
    assert list(settings.groups) == [(t, d) for t in whatif.LUCK_TABLES for d in whatif.DECKS]
    assert all(list(group["seed"]) == list(frame["seed"][:GAMES]) for _, group in settings)
    assert set(frame["without"]) == {json.dumps(list(d)) for d in whatif.DECKS.values()}


def test_with_the_full_deck_luck_cards_plays_the_sweeps_own_games():
    frame = whatif.luck_cards(GAMES, 6, tables=("steady v aggressive",), decks=("full deck",))
    plain = forestnb.simulate(
        "cardswild", list(whatif.LUCK_TABLES["steady v aggressive"]), games=GAMES, seed=6, progress=False
    )
    for column in ("seed", "winners", "turns", "giddyups", "lions_used", "called_off"):
        assert list(frame[column]) == list(plain[column]), column


def test_a_deck_without_lions_or_safe_cards_never_plays_one():
    frame = whatif.luck_cards(GAMES, 2, tables=("4 steady",))
    by_deck = frame.groupby("deck")[["lions_used", "giddyups"]].sum()
    assert by_deck.loc["no Lions", "lions_used"] == by_deck.loc["neither", "lions_used"] == 0
    assert by_deck.loc["no Safe cards", "giddyups"] == by_deck.loc["neither", "giddyups"] == 0
    assert by_deck.loc["full deck", "lions_used"] > 0
    assert whatif.DECKS["neither"] == (*SAFE_CARDS, LION)


def test_the_halfway_leader_is_the_seat_ahead_when_the_same_game_is_stopped_halfway():
    for seed in (3, 8, 13):
        game = forestnb.play("cardswild", ["steady", "aggressive", "steady"], seed=seed)
        again = forestnb.new_game("cardswild", players=3, seed=seed)
        bots, rng = [make_bot("cardswild", name) for name in ("steady", "aggressive", "steady")], bot_rng(seed)
        while again.turn <= game.turn // 2:
            again.apply(bots[again.current_player].choose(again, again.current_player, rng))
        counted = [area.counted() for area in again.areas]
        leader = whatif.halfway_leader(game)
        assert (leader is None and counted.count(max(counted)) > 1) or counted[leader] > max(
            counted[:leader] + counted[leader + 1 :]
        )


def test_the_halfway_leader_seen_while_the_game_is_played_is_the_one_a_replay_finds():
    leaders = []
    for seed in range(12):
        game = forestnb.new_game(
            "cardswild", players=4, seed=seed, without=whatif.DECKS["no Safe cards"] if seed % 2 else ()
        )
        counts = whatif.TurnCounts(game)
        finish(game, [make_bot("cardswild", name) for name in ("steady", "aggressive") * 2], seed=seed, watch=counts)
        leaders.append(whatif.halfway_leader(game, counts))
        assert leaders[-1] == whatif.halfway_leader(game)
    assert {0, 1, 2, 3} & set(leaders) and None in leaders  # sole leaders and ties both checked


def test_a_comeback_is_a_finished_game_won_by_someone_other_than_the_halfway_leader():
    frame = whatif.luck_cards(GAMES, 4, tables=("steady v aggressive",), decks=("no Safe cards",))
    for _, row in frame.iterrows():
        if row["called_off"] or row["leader"] is None or pd.isna(row["leader"]):
            assert row["comeback"] is None
        else:
            assert row["comeback"] == (row["leader"] not in row["winners"])


def test_the_swing_table_has_a_row_per_table_and_deck():
    frame = whatif.luck_cards(GAMES, 1)
    table = whatif.swing_table(frame)
    assert list(table.index) == [(t, d) for t in whatif.LUCK_TABLES for d in whatif.DECKS]
    assert (table["games"] == GAMES).all() and (table["seat_spread"] >= 0).all()
    assert table[["called_off", "comeback"]].stack().between(0, 1).all()
    assert (
        table.loc["4 steady", "aggressive wins"].isna().all()
        and table.loc["steady v aggressive", "aggressive wins"].notna().all()
    )
    steady = table.loc[("4 steady", "full deck")]
    assert steady["steady wins"] == pytest.approx((1 - steady["called_off"]) / 4)


# -- bad settings are refused in words --------------------------------------------------------------
@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: whatif.game_length(0, 1), "games must be a positive integer"),
        (lambda: whatif.game_length(GAMES, 1, players=(5,)), "played by 2 to 4 players, not 5"),
        (lambda: whatif.game_length(GAMES, 1, players=()), "choose at least one table size"),
        (lambda: whatif.game_length(GAMES, 1, bot="wizard"), "unknown bot 'wizard'"),
        (lambda: whatif.seat_luck(GAMES, -1), "seed must be a non-negative integer"),
        (lambda: whatif.matchups(GAMES, 1, bots=()), "choose at least one bot"),
        (lambda: whatif.reverse_rule(GAMES, 1, players=2), "three or four players, not 2"),
        (lambda: whatif.your_rules(GAMES, 1, table="steady"), "played by 2 to 4 players, not 1"),
        (lambda: whatif.explorer("dice"), "unknown question 'dice'"),
        (lambda: whatif.luck_cards(GAMES, 1, tables=()), "choose at least one table"),
        (
            lambda: whatif.luck_cards(GAMES, 1, decks=("no Bears",)),
            "unknown deck 'no Bears'; decks: full deck, no Lions",
        ),
        (lambda: whatif.luck_cards(0, 1), "games must be a positive integer"),
        (
            lambda: whatif.halfway_leader(forestnb.play("cardswild", ["steady"] * 2, seed=1, match_games=2)),
            "not a match of 2 games",
        ),
        (lambda: whatif.your_rules(GAMES, 1, table="steady, steady", without=("Elk",)), "without may take out only"),
    ],
)
def test_bad_parameters_raise_a_clear_value_error(call, words):
    with pytest.raises(ValueError, match=words):
        call()


# -- the explorers -----------------------------------------------------------------------------------


def test_an_explorer_re_runs_with_the_learners_knobs_on_run():
    explorer = whatif.explorer("length", games=4)
    explorer.knobs["players"].value = (3,)
    explorer.button.click()
    assert set(explorer.frame["players"]) == {3} and len(explorer.frame) == 4


def test_a_bad_setting_is_shown_in_the_explorer_and_the_last_result_kept():
    explorer = whatif.explorer("length", games=4)
    kept = explorer.frame
    explorer.knobs["players"].value = ()
    explorer.button.click()
    assert "choose at least one table size" in explorer.status.value and explorer.frame is kept
    assert explorer.progress.bar_style == "danger"


def test_the_sandbox_runs_any_table_and_reports_a_bad_one():
    box = whatif.sandbox(games=4)
    assert box.frame is not None and set(box.frame["players"]) == {4}
    box.knobs["table"].value = "steady, wizard"
    box.button.click()
    assert "unknown bot 'wizard'" in html.unescape(box.status.value)
    box.knobs["table"].value = "aggressive, steady, random"
    box.knobs["reverse"].value = True
    box.button.click()
    assert set(box.frame["reverse"]) == {True} and set(box.frame["players"]) == {3}
    box.knobs["without"].value = ("Mountain Lion",)
    box.button.click()
    assert "the Reverse rule is played with a Mountain Lion" in html.unescape(box.status.value)
    box.knobs["reverse"].value = False
    box.button.click()
    assert set(box.frame["without"]) == {'["Mountain Lion"]'} and (box.frame["lions_used"] == 0).all()


def test_explorers_shrink_under_quick_mode(monkeypatch):
    monkeypatch.setenv("FORESTNB_QUICK", "1")
    assert whatif.explorer("luck", run_now=False).games.value == whatif.QUICK_GAMES
    monkeypatch.setenv("FORESTNB_QUICK", "0")
    assert whatif.explorer("luck", run_now=False).games.value == whatif.FULL_GAMES


# -- the notebook ------------------------------------------------------------------------------------
def test_the_notebook_names_every_bet_in_order_and_ends_with_the_sandbox():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert [name for s in sources for name in re.findall(r'whatif\.bet\("(\w+)"\)', s)] == list(BETS)
    assert {bet.explorer for bet in BETS.values()} >= set(whatif.QUESTIONS), "an explorer no bet holds back"
    assert sources[-1].strip() == "whatif.sandbox()"
    checked = [s for s in sources if s.startswith("# NBVAL_CHECK_OUTPUT")]
    assert not any("explorer(" in s or "bet(" in s or "sandbox(" in s for s in checked)
