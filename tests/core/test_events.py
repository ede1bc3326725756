"""The log as events: every game names a rule of its rules card for each line, the log still
reads as the lines, a clone stays unwatched, and ``edit`` is the checked way to arrange a state."""

from __future__ import annotations

import copy
import importlib
import random

import pytest

import forestnb
from forestnb.core import game_class
from forestnb.core.events import EVERYONE, Event

GAMES = forestnb.games()


def played(name: str, seed: int = 3):
    """A seeded game of random legal moves, to the end (or 400 moves)."""
    game = forestnb.new_game(name, players=game_class(name).min_players, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_an_event_reads_as_its_line_and_is_shared_by_copies():
    event = Event(("H-health", None, "Felling Axe: Forest Health 6 -> 5.", {"from": 6, "to": 5}, EVERYONE))
    assert str(event) == event.text
    assert copy.deepcopy(event) is event
    with pytest.raises(AttributeError):
        event.text = "changed"  # type: ignore[misc]


@pytest.mark.parametrize("name", GAMES)
def test_every_log_line_is_an_event_naming_a_rule_of_the_rules_card(name):
    game = played(name)
    card = importlib.import_module(f"forestnb.{name}.rules").__doc__ or ""
    assert game.log == [event.text for event in game.events]
    assert game.events, "a game notes its setup at least"
    for event in game.events:
        assert event.rule in card, f"{event.rule} ({event.text!r}) is not on the {name} rules card"
        assert event.seat is None or 0 <= event.seat < game.players, event
        assert isinstance(event.data, dict)


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_copies_the_events_and_replays_to_the_same_log(name):
    game = played(name)
    twin = game.clone()
    assert twin.events == game.events and twin.events is not game.events
    assert forestnb.load_game(game.to_json()).log == game.log


def test_a_watcher_sees_each_stage_start_and_end_and_a_clone_is_not_watched():
    game = forestnb.new_game("humbaba", players=2, seed=1)

    class Seen:
        def __init__(self):
            self.stages = []

        def stage_started(self, rule):
            self.stages.append(("start", rule))

        def stage_ended(self, rule, result):
            self.stages.append(("end", rule))

    seen = Seen()
    with game.watch(seen):
        assert game.clone()._watchers == (), "a bot's lookahead clone is never watched"
        while game.round == 1:
            game.apply(game.legal_actions()[-1])
    assert ("start", "H-harvest") in seen.stages and ("end", "H-forest") in seen.stages
    assert seen.stages.index(("start", "H-forest")) < seen.stages.index(("end", "H-forest"))
    count = len(seen.stages)
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    assert len(seen.stages) == count, "a watcher stops seeing stages once its block ends"


def test_edit_clears_the_legal_actions_and_names_a_broken_invariant():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    hand = list(game.seats[0].hand)
    game.legal_actions()
    with game.edit() as same:
        assert same is game
        game.seats[0].hand = hand[:1]
        game.seats[0].draw_pile += hand[1:]
    assert [a.args[0] for a in game.legal_actions() if a.kind == "play"] == hand[:1]
    with pytest.raises(ValueError, match="not a sound state: .*"):
        with game.edit():
            game.forest_deck += 5
