"""The moves of Cardswild as actions, built once and shared by every game.

Actions are immutable, so each distinct move is made a single time (the cache) and legal-action
lists reuse the same objects: that keeps ``legal_actions()`` cheap in sweeps. The words of each
action are what a board's button shows.

    draw                      draw the top card of the draw pile
    take                      take the face-up top card of the discard pile
    play    (card,)           play a card into your own hunt area (trophy, requirement, remedy, Safe)
    attack  (card, seat)      play a Trouble against another player
    lion    (source, species) Mountain Lion takes a trophy: source is a seat or "discard"
    reverse                   Mountain Lion played as a Reverse (option ``reverse``)
    discard (card,)           discard a card face up
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..core.actions import Action
from .cards import CATEGORY, LIMIT

DISCARD_PILE = "discard"
DRAW = Action("draw", (), "draw a card from the draw pile")
REVERSE = Action("reverse", (), "play Mountain Lion as a Reverse")
DRAW_KINDS = ("draw", "take")
PLAY_KINDS = ("play", "attack", "lion", "reverse", "discard")


@cache
def take(card: str) -> Action:
    return Action("take", (), f"take {card} from the discard pile")


@cache
def play(card: str) -> Action:
    return Action("play", (card,), f"play {card}")


@cache
def attack(card: str, target: int) -> Action:
    return Action("attack", (card, target), f"play {card} on Seat {target}")


@cache
def lion(source: int | str, species: str) -> Action:
    where = "the discard pile" if source == DISCARD_PILE else f"Seat {source}"
    return Action("lion", (source, species), f"Mountain Lion: take a {species} from {where}")


@cache
def discard(card: str) -> Action:
    return Action("discard", (card,), f"discard {card}")


# Every card's take, play and discard, looked up by the engine's legal actions (a dict costs less than a call).
TAKES = {card: take(card) for card in CATEGORY}
PLAYS = {card: play(card) for card in CATEGORY}
DISCARDS = {card: discard(card) for card in CATEGORY}


def shape_problem(action: Action, players: int) -> str | None:
    """What is wrong with an action's arguments for its kind, whatever the state; None if nothing."""
    args = action.args
    if action.kind in ("draw", "take", "reverse"):
        return None if args == () else f"'{action.kind}' takes no arguments, got {list(args)}"
    if action.kind in ("play", "discard"):
        return (
            None if len(args) == 1 and _is_card(args[0]) else f"'{action.kind}' takes one card name, got {list(args)}"
        )
    if action.kind == "attack":
        if len(args) == 2 and _is_card(args[0]) and _is_seat(args[1], players):
            return None
        return f"'attack' takes a card and a target seat 0..{players - 1}, got {list(args)}"
    if (
        len(args) == 2
        and (args[0] == DISCARD_PILE or _is_seat(args[0], players))
        and isinstance(args[1], str)
        and args[1] in LIMIT
    ):
        return None
    return f"'lion' takes a source (a seat 0..{players - 1} or 'discard') and a species, got {list(args)}"


def _is_card(value: Any) -> bool:
    return isinstance(value, str) and value in CATEGORY


def _is_seat(value: Any, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players
