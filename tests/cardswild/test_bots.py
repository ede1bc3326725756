"""The bots: steady (its own needs first) and aggressive (Troubles at the leader, Safe cards kept
for a Giddyup); seeded bot games end at every player count."""

import random
import statistics

import pytest

import forestnb
from forestnb.cardswild.bots import AggressiveHunter, SteadyHunter
from forestnb.cardswild.scenes import READY_SMALL, lay_out

from .helpers import DRAW, TAKE, attack, discard, new_game, play

TABLES = {
    2: ["steady", "aggressive"],
    3: ["steady", "aggressive", "random"],
    4: ["steady", "aggressive", "steady", "aggressive"],
}


def choice(bot, game):
    return bot.choose(game, game.current_player, random.Random(0))


def test_cardswild_offers_a_random_a_steady_and_an_aggressive_bot():
    assert forestnb.bots("cardswild") == ["aggressive", "random", "steady", "strong"]
    assert isinstance(forestnb.make_bot("cardswild", "steady"), SteadyHunter)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_bot_games_finish_at_every_player_count(players):
    games = [forestnb.play("cardswild", TABLES[players], seed=seed) for seed in range(25)]
    assert all(game.is_over() for game in games)
    assert sum(bool(game.winners()) for game in games) >= 20, "most bot games end with a winner, not called off"
    assert statistics.median(game.results[-1]["turns"] for game in games) > 0


def test_bot_games_replay_from_their_seed():
    first = forestnb.play("cardswild", TABLES[3], seed=9)
    again = forestnb.play("cardswild", TABLES[3], seed=9)
    assert first.log == again.log


# -- steady ----------------------------------------------------------------------------------------
def test_steady_clears_its_own_trouble_before_anything_else():
    game = lay_out(
        new_game(),
        hands={0: ["Nightfall", "Good Weather", "Mountain Lion"]},
        areas={0: {**READY_SMALL, "trouble": "Bad Weather"}, 1: {"trophies": {"Grouse": 2}}},
        seat=0,
        phase="play",
    )
    assert choice(SteadyHunter(), game) == play("Good Weather")


def test_steady_takes_a_trophy_before_attacking():
    game = lay_out(new_game(), hands={0: ["Nightfall", "Grouse"]}, areas={0: READY_SMALL, 1: {}}, seat=0, phase="play")
    assert choice(SteadyHunter(), game) == play("Grouse")


def test_steady_fills_its_requirements_before_attacking():
    game = lay_out(
        new_game(),
        hands={0: ["Nightfall", "License", "Elk"]},
        areas={0: {"daylight": "Daylight"}, 1: {}},
        seat=0,
        phase="play",
    )
    assert choice(SteadyHunter(), game) == play("License")


def test_steady_takes_the_discard_top_when_it_fills_a_need_and_draws_otherwise():
    game = lay_out(new_game(), discard=["Daylight"], areas={0: {}}, seat=0, phase="draw")
    assert choice(SteadyHunter(), game) == TAKE
    game = lay_out(new_game(), discard=["Compass"], areas={0: READY_SMALL}, seat=0, phase="draw")
    assert choice(SteadyHunter(), game) == DRAW


def test_steady_discards_what_it_can_no_longer_use():
    game = lay_out(
        new_game(),
        hands={0: ["Grouse", "Compass", "Elk"]},
        areas={0: {"trophies": {"Grouse": 4}}, 1: {}},
        seat=0,
        phase="play",
    )
    assert choice(SteadyHunter(), game) == discard("Grouse")


# -- aggressive ------------------------------------------------------------------------------------
def test_aggressive_attacks_the_leader_first():
    game = lay_out(
        new_game(players=3),
        seat=0,
        hands={0: ["Nightfall", "Grouse"]},
        areas={
            0: READY_SMALL,
            1: {**READY_SMALL, "trophies": {"Grouse": 1}},
            2: {**READY_SMALL, "trophies": {"Grouse": 4, "Rabbit": 1}},
        },
        phase="play",
    )
    assert choice(AggressiveHunter(), game) == attack("Nightfall", 2)


def test_aggressive_keeps_its_safe_cards_for_a_giddyup():
    game = lay_out(
        new_game(),
        hands={0: ["Shelter", "Elk", "Grouse"]},
        areas={0: READY_SMALL, 1: {"trouble": "Nightfall"}},
        seat=0,
        phase="play",
    )
    picked = choice(AggressiveHunter(), game)
    assert picked == play("Grouse")
    game = lay_out(
        new_game(), hands={0: ["Shelter", "Elk"]}, areas={0: {}, 1: {"trouble": "Nightfall"}}, seat=0, phase="play"
    )
    assert choice(AggressiveHunter(), game) == discard("Elk")
    assert choice(SteadyHunter(), game) == play("Shelter")


def test_aggressive_plays_a_safe_card_to_clear_its_trouble_only_without_a_remedy():
    area = {0: {**READY_SMALL, "trouble": "Bad Weather"}, 1: {"trouble": "Nightfall"}}
    game = lay_out(new_game(), hands={0: ["Shelter", "Elk"]}, areas=area, seat=0, phase="play")
    assert choice(AggressiveHunter(), game) == play("Shelter")
    game = lay_out(new_game(), hands={0: ["Shelter", "Good Weather"]}, areas=area, seat=0, phase="play")
    assert choice(AggressiveHunter(), game) == play("Good Weather")


def test_aggressive_takes_a_trouble_from_the_discard_pile_only_when_it_has_a_target():
    game = lay_out(new_game(), discard=["Nightfall"], areas={0: READY_SMALL, 1: {}}, seat=0, phase="draw")
    assert choice(AggressiveHunter(), game) == TAKE
    game = lay_out(
        new_game(), discard=["Nightfall"], areas={0: READY_SMALL, 1: {"trouble": "Bad Weather"}}, seat=0, phase="draw"
    )
    assert choice(AggressiveHunter(), game) == DRAW


# -- fair play -------------------------------------------------------------------------------------
@pytest.mark.parametrize("bot", [SteadyHunter(), AggressiveHunter()])
def test_a_bot_decides_from_what_its_seat_may_see(bot):
    """Reshuffling the cards it cannot see (other hands and the draw pile) never changes its choice."""
    game = new_game(players=3, seed=12)
    rng = random.Random(1)
    for _ in range(120):
        seat = game.current_player
        hidden = game.draw_pile + [c for s, h in enumerate(game.hands) if s != seat for c in h]
        twin = game.clone()
        random.Random(seat).shuffle(hidden)
        with twin.edit():
            twin.draw_pile = hidden[: len(game.draw_pile)]
            rest = hidden[len(game.draw_pile) :]
            for other in (s for s in range(3) if s != seat):
                twin.hands[other], rest = rest[: len(game.hands[other])], rest[len(game.hands[other]) :]
        assert bot.choose(twin, seat, random.Random(7)) == bot.choose(game, seat, random.Random(7))
        game.apply(bot.choose(game, seat, rng))
        if game.is_over():
            break
