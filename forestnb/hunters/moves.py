"""Forest Hunters' actions, built once and reused: the phase moves are constants, the rest cached
here or kept by the game's ``Catalogue`` (each card's play, each battle).

Actions are immutable and compare by kind and arguments only, so one object can be offered in
every game and every clone; reusing them keeps ``legal_actions()`` cheap (a sweep asks for it at
every move). A card id names different cards in games with different decks, so every cached
builder also takes the words its text is made of: the cache key fixes the text along with the move.
"""

from __future__ import annotations

from functools import cache

from ..core.actions import Action

YES, NO, PASS = Action("yes", (), "Yes"), Action("no", (), "No"), Action("pass", (), "Pass (no hand trap)")
TO_CARD_PHASE = Action("cards", (), "Go on to the card phase")
TO_BATTLE_PHASE = Action("battle", (), "Go on to the battle phase")
END_TURN = Action("end", (), "End the turn")

Target = int
"""A battle target: a character's card id, or ``~n`` (negative) for Seat n directly."""


@cache
def reshuffle(size: int) -> Action:
    return Action("reshuffle", (), f"Shuffle your hand of {size} into your deck and draw {size - 1}")


def play(card: int, name: str) -> Action:
    return Action("play", (card,), f"Play {name}")


@cache
def use(card: int, index: int, name: str, effect_text: str) -> Action:
    return Action("use", (card, index), f"Use {name}: {effect_text}")


@cache
def attach(support: int, character: int, support_name: str, character_name: str) -> Action:
    return Action("attach", (support, character), f"Put {support_name} on {character_name}")


def attack(attacker: int, target: Target, attacker_words: str, target_words: str) -> Action:
    """A battle against a character (``target`` its card id) or a player directly (``~seat``),
    named by the words given for each (their names, or ``Naming.label`` between twins); the game's
    catalogue keeps each one it makes by name (``Catalogue.battle``)."""
    if target >= 0:
        return Action("attack", (attacker, "card", target), f"{attacker_words} battles {target_words}")
    return Action("attack", (attacker, "seat", ~target), f"{attacker_words} battles {target_words} directly")
