"""Why a move is not allowed, in words: the rule it breaks and what to do instead.

Called only for actions that are not among the legal ones, so it can take its time. It checks in
the order a player would: is this a move at all, is it the right moment of the turn, is the card
in hand, and then what the rules say about that card here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.errors import IllegalActionError
from . import area as codes
from . import moves
from .cards import BULLETS_FOR, CATEGORY, CLEARS, GAME_TYPE, LIMIT, LION, SAFE_BLOCKS, TROUBLE, TROUBLES

if TYPE_CHECKING:
    from .rules import CardswildGame

KINDS = moves.DRAW_KINDS + moves.PLAY_KINDS


def explain(game: CardswildGame, action: Action) -> IllegalActionError:
    """The IllegalActionError for ``action`` in ``game``'s current state."""
    if action.kind not in KINDS:
        return IllegalActionError("Actions", f"'{action.kind}' is not a Cardswild action ({', '.join(KINDS)})")
    problem = moves.shape_problem(action, game.players)
    if problem:
        return IllegalActionError("Actions", problem)
    return _moment_refusal(game, action) or _card_refusal(game, action) or _not_now(game, action)


def _moment_refusal(game: CardswildGame, action: Action) -> IllegalActionError | None:
    """Draw first, then play or discard one card."""
    seat = game.seat
    drawing = action.kind in moves.DRAW_KINDS
    if game.phase == "draw" and not drawing:
        return IllegalActionError(
            "On your turn", f"Seat {seat} draws first: from the draw pile, or the discard pile's top card"
        )
    if game.phase == "play" and drawing:
        return IllegalActionError(
            "One card in, one card out", f"Seat {seat} has no draw left this turn: now play or discard one card"
        )
    if action.kind == "take":
        if not game.discard:
            return IllegalActionError("Drawing", "the discard pile is empty")
        return IllegalActionError(
            "Mountain Lion", "a Mountain Lion can never be picked up from the discard pile; draw from the draw pile"
        )
    return None


def _card_refusal(game: CardswildGame, action: Action) -> IllegalActionError | None:
    seat = game.seat
    card = LION if action.kind in ("lion", "reverse") else action.args[0]
    if card not in game.hands[seat]:
        return IllegalActionError("Hand", f"{card} is not in Seat {seat}'s hand")
    if action.kind == "reverse":
        return IllegalActionError(
            "Reverse rule", "the Reverse rule is not in play (new_game option reverse=True, three or more players)"
        )
    if action.kind == "lion":
        return _lion_refusal(game, seat, *action.args)
    if action.kind == "attack":
        return _attack_refusal(game, seat, card, action.args[1])
    if action.kind == "play":
        return _area_refusal(game, seat, card, game.areas[seat].refusal(card))
    return None


def _not_now(game: CardswildGame, action: Action) -> IllegalActionError:
    choices = "; ".join(map(str, game.legal_actions()))
    return IllegalActionError("Legal actions", f"'{action}' is not a legal action now; legal actions: {choices}")


def _lion_refusal(game: CardswildGame, seat: int, source: int | str, species: str) -> IllegalActionError:
    if source == seat:
        return IllegalActionError(
            "Mountain Lion",
            "a Mountain Lion takes a trophy from another player or the discard pile; taking your own changes nothing",
        )
    if source == moves.DISCARD_PILE:
        top = game.discard[-1] if game.discard else "nothing"
        return IllegalActionError("Mountain Lion", f"the discard pile's top card is {top}, not a {species} trophy")
    return IllegalActionError("Mountain Lion", f"Seat {source} has no {species} trophy to take")


def _attack_refusal(game: CardswildGame, seat: int, card: str, target: int) -> IllegalActionError:
    if CATEGORY[card] != TROUBLE:
        return IllegalActionError("Trouble cards", f"only Trouble cards are played against a player; {card} is not one")
    if target == seat:
        return IllegalActionError("Trouble cards", "a Trouble is played against another player, never against yourself")
    victim = game.areas[target]
    if victim.attack_refusal(card) == codes.HAS_TROUBLE:
        return IllegalActionError(
            "One Trouble at a time",
            f"Seat {target} already has {victim.trouble} on them, so the play is refused: {card} stays in Seat "
            f"{seat}'s hand; do something else",
        )
    safe = next(s for s in victim.safes if card in SAFE_BLOCKS[s])
    return IllegalActionError("Safe cards", f"Seat {target}'s {safe} is face up and stops {card} outright")


def _area_refusal(game: CardswildGame, seat: int, card: str, code: str | None) -> IllegalActionError | None:
    """Words for a hunt-area reason code (see ``area.py``)."""
    area = game.areas[seat]
    if code == codes.FULL:
        return IllegalActionError(
            "Trophy limits",
            f"Seat {seat} already has {area.trophies[card]} {card}, the limit is {LIMIT[card]}: the next "
            "species comes next",
        )
    if code == codes.ORDER:
        species = area.next_species()
        return IllegalActionError(
            "Trophy order",
            f"species are hunted in order: {species} comes first ({area.trophies[species]} of "
            f"{LIMIT[species]}), then {card}",
        )
    if code == codes.TROUBLED:
        remedies = " or ".join(TROUBLES[area.trouble].remedies)
        return IllegalActionError(
            "Taking a trophy", f"Seat {seat} has {area.trouble} on them: clear it first with {remedies}"
        )
    if code in (codes.NO_DAYLIGHT, codes.NO_LICENSE, codes.NO_BULLETS):
        needs = {
            codes.NO_DAYLIGHT: "Daylight",
            codes.NO_LICENSE: "a License (or the Guide)",
            codes.NO_BULLETS: f"{BULLETS_FOR[GAME_TYPE[card]]} (or the Ammo Pack), since {card} is "
            f"{GAME_TYPE[card]} game",
        }[code]
        return IllegalActionError("Taking a trophy", f"a {card} trophy needs {needs} face up, and Seat {seat} has none")
    if code == codes.ALREADY_UP:
        return IllegalActionError(
            "Hunt area",
            f"Seat {seat} already has {_what_is_up(card)} face up: playing {card} changes nothing (discard it instead)",
        )
    if code == codes.AMMO_COVERS:
        return IllegalActionError(
            "Hunt area", f"Seat {seat}'s Ammo Pack already counts as both kinds of bullets: {card} changes nothing"
        )
    if code == codes.NOTHING_TO_CLEAR:
        return IllegalActionError(
            "Remedies", f"{card} only clears {CLEARS[card]}, and Seat {seat} has no {CLEARS[card]} on them"
        )
    if code == codes.AGAINST_A_PLAYER:
        return IllegalActionError(
            "Trouble cards", f"{card} is played against another player (attack), not into your own hunt area"
        )
    if code == codes.LION_PLAY:
        return IllegalActionError(
            "Mountain Lion", "a Mountain Lion is played by naming the trophy it takes (lion), or as a Reverse"
        )
    return None


def _what_is_up(card: str) -> str:
    return "a License (or the Guide, which counts as one)" if card == "License" else card
