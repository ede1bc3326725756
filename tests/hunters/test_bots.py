"""The bots: each decides from its own view, beats the random bot, and shows its attitude in the
moments that tell them apart (a hand trap, a battle to choose)."""

from __future__ import annotations

import random

import forestnb
from forestnb.hunters.bots import BeatdownBot, CarefulBot, _Context
from forestnb.hunters.scenes import arrange, attack, to_battle

from .helpers import new_game


def wins_of(bot: str, against: str, games: int = 30) -> float:
    table = forestnb.simulate("hunters", [bot, against], games=games, seed=4)
    return sum(w == (0,) for w in table["winners"].map(tuple)) / games


def test_hunters_offers_random_beatdown_and_careful():
    assert forestnb.bots("hunters") == ["beatdown", "careful", "random", "strong"]


def test_both_bots_beat_the_random_bot_almost_always():
    assert wins_of("beatdown", "random") >= 0.9 and wins_of("careful", "random") >= 0.9


def test_a_bot_game_is_the_same_game_for_the_same_seed():
    first = forestnb.play("hunters", ["beatdown", "careful", "careful"], seed=12)
    again = forestnb.play("hunters", ["beatdown", "careful", "careful"], seed=12)
    assert first.log == again.log and first.winners() == again.winners()


def test_beatdown_battles_the_player_directly_when_it_can():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, fields={0: ["Grey Wolf", "Moon Wolf"]})
    to_battle(game)
    choice = BeatdownBot().choose(game, 0, random.Random(1))
    assert choice.kind == "attack" and choice.args[1:] == ("seat", 1)


def test_careful_aims_at_a_character_it_can_finish():
    game = new_game(decks=["Wolf Pack", "Night Watch"])
    arrange(game, fields={0: ["Grey Wolf"], 1: ["Black Bear", "Bear Cub"]})
    to_battle(game)
    choice = CarefulBot().choose(game, 0, random.Random(1))
    assert str(choice) == "Grey Wolf battles Bear Cub"


def window_on(attacker: str, target: str, defender_field: list[str]):
    game = new_game(decks=["Night Watch", "Night Watch"])
    arrange(game, fields={0: ["Bear Cub", "Black Bear"], 1: defender_field}, hands={1: ["Ambush"]})
    to_battle(game)
    attack(game, attacker, target)
    assert game.current_player == 1
    return game


def test_beatdown_springs_its_hand_trap_at_once_but_careful_keeps_it_for_what_hurts():
    harmless = window_on("Bear Cub", "Black Bear", ["Black Bear"])
    assert BeatdownBot().choose(harmless, 1, random.Random(1)).kind == "trap"
    assert CarefulBot().choose(harmless, 1, random.Random(1)).kind == "pass", "1 BP against 6 SHD is not worth a trap"
    deadly = window_on("Black Bear", "Bear Cub", ["Bear Cub"])
    assert CarefulBot().choose(deadly, 1, random.Random(1)).kind == "trap", "4 BP would finish the Bear Cub"


def test_bots_play_every_table_to_the_end_with_legal_moves_only():
    for teams in (False, True):
        game = forestnb.play(
            "hunters", ["careful", "beatdown"] * 2 if teams else ["careful", "beatdown", "random"], seed=2, teams=teams
        )
        assert game.is_over() and game.invariant_violations() == []


def test_what_a_pending_choice_is_about_reads_as_every_seats_view_of_it():
    window = window_on("Black Bear", "Bear Cub", ["Bear Cub"])
    assert window.pending_about() == window.view(0)["pending"]["about"] == window.view(1)["pending"]["about"]
    assert window.pending_about()["kind"] == "battle"
    calm = new_game()
    assert calm.view(0)["pending"] is None and calm.pending_about() == {}


def test_a_bot_reads_each_number_on_the_field_as_its_view_shows_it():
    game = forestnb.play("hunters", ["careful", "careful"], seed=7)
    replay = new_game(seed=7)
    for action in game.history[:60]:
        seat = replay.current_player
        context = _Context(replay, seat)
        for side in replay.view(seat)["sides"]:
            for unit in [*side["characters"], *side["supports"]]:
                assert context.stats(unit["id"]) == (unit["bp"], unit["shd"])
                assert context.mine(unit["id"]) == (seat in side["seats"])
        replay.apply(action)
