"""Every registered game keeps the protocol's promises, checked over many seeded random playouts.

A playout is a random game: every step checks the game's own invariants, that a game in
progress offers moves, and that no two of them read alike (so ``apply(text)`` names one); at a
few seeded moments it also checks that an illegal move is refused without changing anything and
that a clone is independent. At the end it checks that the game replays from (config, seed,
actions), survives a JSON round trip, and scores sensibly.

The playouts of a game are tests of ``CHUNK`` seeds each, so a failure names its seed and its
chunk (``-k "forest and seeds300"`` runs that chunk again), and the chunks can be spread over
workers. ``--playouts N`` plays seeds 0 to N - 1.
"""

from __future__ import annotations

import json
import random

import pytest

import forestnb
from forestnb import Action, IllegalActionError
from forestnb.core.match import MAX_DECISIONS

GAMES = forestnb.games()
PLAYOUTS = 1_000
SLOW_PLAYOUTS = 10_000
CHUNK = 100


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """The ``seeds`` of a playout test: its playouts in chunks of ``CHUNK`` seeds, one test each."""
    if "seeds" not in metafunc.fixturenames:
        return
    slow = metafunc.definition.get_closest_marker("slow") is not None
    count = metafunc.config.getoption("--playouts") or (SLOW_PLAYOUTS if slow else PLAYOUTS)
    chunks = [range(start, min(start + CHUNK, count)) for start in range(0, count, CHUNK)]
    metafunc.parametrize("seeds", chunks, ids=[f"seeds{chunk.start}-{chunk.stop - 1}" for chunk in chunks])


def player_counts(name: str) -> list[int]:
    cls = forestnb.core.game_class(name)
    return list(range(cls.min_players, cls.max_players + 1))


def state_of(game) -> tuple:
    return (json.dumps(game.snapshot(), sort_keys=True), list(game.log), list(game.history))


def not_legal(game, rng: random.Random) -> list[Action]:
    """Moves that cannot be legal: an unknown kind, and a legal move with a stray argument."""
    legal = game.legal_actions()
    stray = rng.choice(legal)
    return [Action("no-such-move", ("x",)), Action(stray.kind, (*stray.args, "stray"))]


def check_texts_tell_actions_apart(legal: list[Action], where: str) -> None:
    texts = [str(action) for action in legal]
    if len(set(texts)) != len(texts):
        pytest.fail(f"{where}: several legal actions read {sorted({t for t in texts if texts.count(t) > 1})}")


def check_refuses_illegal(game, rng: random.Random) -> None:
    before = state_of(game)
    for action in not_legal(game, rng):
        with pytest.raises(IllegalActionError) as refused:
            game.apply(action)
        assert refused.value.rule, "the error names the rule"
        assert state_of(game) == before, f"refusing {action} changed the game"


def check_clone_is_independent(game, rng: random.Random) -> None:
    before = state_of(game)
    copy = game.clone()
    assert state_of(copy) == before
    copy.apply(rng.choice(copy.legal_actions()))
    assert state_of(game) == before, "playing on a clone changed the original"


def random_playout(name: str, seed: int) -> object:
    rng = random.Random(seed)
    players = rng.choice(player_counts(name))
    game = forestnb.new_game(name, players=players, seed=seed)
    probes = {rng.randrange(40) for _ in range(3)}
    for step in range(MAX_DECISIONS):
        assert game.invariant_violations() == [], f"seed {seed}, step {step}"
        if game.is_over():
            break
        legal = game.legal_actions()
        assert legal, f"seed {seed}: a game in progress must offer a move"
        check_texts_tell_actions_apart(legal, f"seed {seed}, step {step}")
        assert game.current_player is not None
        if step in probes:
            check_refuses_illegal(game, rng)
            check_clone_is_independent(game, rng)
        game.apply(rng.choice(legal))
    assert game.is_over(), f"seed {seed}: no end after {MAX_DECISIONS} decisions"
    assert game.current_player is None and game.legal_actions() == []
    return game


def check_finished_game(game) -> None:
    winners = game.winners()
    assert all(0 <= w < game.players for w in winners) and len(set(winners)) == len(winners)
    assert len(game.scores()) == game.players
    with pytest.raises(IllegalActionError):
        game.apply(Action("no-such-move"))
    saved = game.to_json()
    loaded = forestnb.load_game(saved)
    assert loaded.snapshot() == json.loads(saved)["snapshot"] == json.loads(json.dumps(game.snapshot()))
    assert loaded.log == game.log and loaded.winners() == winners
    replayed = forestnb.new_game(game.name, players=game.players, seed=game.seed, **game.options)
    for action in game.history:
        replayed.apply(Action(action.kind, action.args))
    assert replayed.log == game.log, "same config, seed and actions must give the same game"
    for seat in range(game.players):
        json.dumps(game.view(seat))


def run_playouts(name: str, seeds: range) -> None:
    """Play the random playouts of ``seeds``; a failure says which seed, whatever check failed."""
    for seed in seeds:
        try:
            game = random_playout(name, seed)
            if seed % 10 == 0:
                check_finished_game(game)
        except (Exception, pytest.fail.Exception) as err:
            pytest.fail(f"{name}, seed {seed}: {type(err).__name__}: {err}")


@pytest.mark.parametrize("name", GAMES)
def test_random_playouts_keep_every_promise(name, seeds):
    run_playouts(name, seeds)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_ten_thousand_random_playouts(name, seeds):
    run_playouts(name, seeds)


def test_a_failed_playout_names_its_game_and_seed(monkeypatch):
    def broken(name, seed):
        assert seed != 3, "the invariant broke"
        return forestnb.new_game(name, players=2, seed=seed)

    monkeypatch.setitem(globals(), "random_playout", broken)
    monkeypatch.setitem(globals(), "check_finished_game", lambda game: None)
    with pytest.raises(pytest.fail.Exception, match="^humbaba, seed 3: AssertionError: the invariant broke"):
        run_playouts("humbaba", range(5))


@pytest.mark.parametrize("name", GAMES)
def test_same_seed_same_game_different_seed_different_game(name):
    players = player_counts(name)[-1]
    first = forestnb.play(name, ["random"] * players, seed=11)
    again = forestnb.play(name, ["random"] * players, seed=11)
    other = forestnb.play(name, ["random"] * players, seed=12)
    assert first.log == again.log and first.snapshot() == again.snapshot()
    assert first.log != other.log


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_random_bot_and_rejects_bad_setups(name):
    assert "random" in forestnb.bots(name)
    low = player_counts(name)[0]
    with pytest.raises(ValueError, match="players"):
        forestnb.new_game(name, players=low - 1, seed=0)
    with pytest.raises(ValueError, match="valid options"):
        forestnb.new_game(name, players=low, seed=0, no_such_option=1)
    with pytest.raises(ValueError, match="seed"):
        forestnb.new_game(name, players=low, seed=-1)


@pytest.mark.parametrize("name", GAMES)
def test_views_are_plain_and_per_seat(name):
    players = player_counts(name)[-1]
    game = forestnb.new_game(name, players=players, seed=5)
    views = [game.view(seat) for seat in range(players)]
    for view in views:
        assert json.loads(json.dumps(view)) == view
    with pytest.raises(ValueError):
        game.view(players)
