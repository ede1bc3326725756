"""Why a move is refused: the rule that forbids it, in words a player understands.

``explain`` is called only for moves that are not legal right now; it never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.errors import IllegalActionError
from .moves import PHASE_KINDS

if TYPE_CHECKING:
    from .rules import ForestGame

RULE_OF_KIND = {
    "take": "Draw",
    "draw": "Draw",
    "draw_one": "Deep Woods: Skunk",
    "keep": "Draw",
    "match": "Forest Tales: Matching Leaves",
    "pair": "Pairs",
    "trio": "Deep Woods: Hedgehog",
    "hide": "Forest Tales: Hidden Nest",
    "end": "End of turn",
    "score": "Calling",
    "strike": "Calling",
    "pick": "Raccoon pair",
    "steal": "Fox pair",
    "keep_top": "Deep Woods: Badger",
    "peek": "Forest Tales: Fox Twins",
    "swap": "Forest Tales: Fox Twins",
    "no_swap": "Forest Tales: Fox Twins",
    "grab": "Forest Tales: Fox Twins",
    "keep_tale": "Forest Tales",
}
WAITING_FOR = {
    "draw": "draw a card first",
    "keep": "choose which drawn card to keep and where to discard the other",
    "match": "take one of the matching discard tops first (Matching Leaves)",
    "play": "play pairs or end the turn",
    "pick": "choose the card the Raccoon pair takes",
    "steal": "choose whom the Fox pair steals from",
    "keep_top": "choose which of the deck's top cards to keep (Badger)",
    "peek": "choose whose hand to look at (Fox Twins)",
    "swap": "choose a swap, or none (Fox Twins)",
    "grab": "choose the played pair to take (Fox Twins)",
    "tale": "choose which tale to keep",
}
SKUNK_BARS = ("take", "draw", "pair", "trio", "hide", "score", "strike")


def explain(game: ForestGame, action: Action) -> IllegalActionError:
    """The refusal of a move that is not legal now: its rule, and why."""
    kind = action.kind
    if kind not in RULE_OF_KIND:
        return IllegalActionError(
            "Turn order", f"'{kind}' is not a move of The Forest (moves: {', '.join(RULE_OF_KIND)})"
        )
    rule = RULE_OF_KIND[kind]
    if kind not in PHASE_KINDS[game.phase]:
        return IllegalActionError(rule, f"Seat {game.turn} must {WAITING_FOR[game.phase]} now, not '{kind}'")
    return IllegalActionError(rule, why_not(game, action))


def why_not(game: ForestGame, action: Action) -> str:
    """Why a move of the right kind for this phase is still not allowed."""
    seat = game.turn
    kind = action.kind
    if game.skunked_now and kind in SKUNK_BARS:
        return f"the Skunk holds Seat {seat} to a plain draw of the deck's top card and nothing else this turn"
    if kind in ("score", "strike"):
        if game.call == "strike":
            return "nobody may call while a Strike is on"
        if kind == "score" and "strike_only" in game.effects[seat]:
            return "No Retreat: Score may not be called, only Strike"
        return f"calling needs {game.call_threshold(seat)} card points and Seat {seat} has {game.card_points(seat)}"
    if kind == "draw" and not game.deck:
        return "the deck is empty, so there is no deck draw"
    if kind == "keep" and len(action.args) == 2 and action.args[1] in (0, 1) and not all(game.piles):
        return "an empty discard pile must take the discarded card"
    if kind in ("steal", "peek", "grab"):
        return (
            f"that is not a reachable opponent or played pair (reachable seats: {game.targets(seat)}; a Strike "
            "protects the caller and those who already played their last turn; a hidden Canary protects its owner)"
        )
    if kind in ("pair", "trio"):
        return f"{' + '.join(map(str, action.args))} is not a pair (or trio) of cards in Seat {seat}'s hand"
    choices = "; ".join(str(a) for a in game.legal_actions())
    return f"'{action}' is not one of the choices now: {choices}"
