"""Why a move is refused, in the rule book's own terms.

``HuntersGame.apply`` calls ``explain`` only for actions that are not legal now, so each branch
names the rule the move breaks and says what to do instead; the state is never touched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.errors import IllegalActionError
from .field import RESHUFFLE_HAND

if TYPE_CHECKING:
    from .field import Side, Unit
    from .rules import HuntersGame

PHASE_OF = {
    "reshuffle": "draw",
    "cards": "draw",
    "play": "card",
    "use": "card",
    "attach": "card",
    "battle": "card",
    "attack": "battle",
    "end": "battle",
}
ARITY = {"reshuffle": 0, "cards": 0, "play": 1, "use": 2, "attach": 2, "battle": 0, "attack": 3, "end": 0}
CARD_ARGS = {"play": (0,), "use": (0,), "attach": (0, 1), "attack": (0,)}
"""Which arguments of a phase move are card ids (an attack's third is one when it aims at a card)."""


def explain(game: HuntersGame, action: Action) -> IllegalActionError:
    if game.stack:
        ask = game.stack[-1]["ask"]
        return IllegalActionError(
            "Effect resolution",
            f"an effect is being resolved: Seat {ask['seat']} must choose "
            f"one of: {'; '.join(map(str, ask['options']))}",
        )
    wanted = PHASE_OF.get(action.kind)
    if wanted is None:
        return IllegalActionError("Effect resolution", f"'{action}' answers a choice, and no choice is pending")
    if len(action.args) != ARITY[action.kind]:
        return IllegalActionError(
            "Legal actions",
            f"'{action}' is not a move of the form '{action.kind}' takes; legal "
            f"moves now: {'; '.join(map(str, game.legal_actions()))}",
        )
    unknown = _unknown_card(game, action)
    if unknown:
        return unknown
    if wanted != game.phase:
        return IllegalActionError(
            "Turn progression",
            f"'{action.kind}' belongs to the {wanted} phase; it is the {game.phase} phase of Seat {game.actor}'s turn",
        )
    if action.kind == "reshuffle":
        return IllegalActionError(
            "Draw phase",
            f"you may shuffle your hand back only with {RESHUFFLE_HAND} or more cards in hand "
            "and no character you can play",
        )
    if action.kind == "play":
        return _play(game, action)
    if action.kind == "attack":
        return _attack(game, action)
    if action.kind == "use":
        return _use(game, action)
    return IllegalActionError("Card effects", f"'{action}' is not possible now")


def _unknown_card(game: HuntersGame, action: Action) -> IllegalActionError | None:
    """A card id past this game's cards (an action built by hand) is named as such, not looked up."""
    ids = [action.args[i] for i in CARD_ARGS.get(action.kind, ())]
    if action.kind == "attack" and action.args[1] == "card":
        ids.append(action.args[2])
    last = len(game.cards) - 1
    for card in ids:
        if isinstance(card, int) and not isinstance(card, bool) and not 0 <= card <= last:
            return IllegalActionError(
                "Legal actions",
                f"'{action}': there is no card {card} in this game (its cards are numbered 0 to {last})",
            )
    return None


def _play(game: HuntersGame, action: Action) -> IllegalActionError:
    card = action.args[0] if action.args else None
    if not isinstance(card, int) or card not in game.seats[game.actor].hand:
        return IllegalActionError(
            "Card phase", f"you can only play cards from your own hand; {action.args!r} is not in it"
        )
    reason = game.refusal(card)
    if reason is None:
        return _copy(game, card)
    rule = (
        "Card phase"
        if "already played" in reason
        else "Hand traps"
        if "hand-trap" in reason
        else "Play conditions"
        if "condition" in reason or "support and you control" in reason
        else "The playing field"
        if "zone" in reason
        else "Optional and mandatory effects"
    )
    return IllegalActionError(rule, f"{game.name_of(card)} cannot be played: {reason}")


def _copy(game: HuntersGame, card: int) -> IllegalActionError:
    """A playable card that is not offered is a second copy: copies in a hand are one choice, and
    the first copy's play is the one offered (``Lookups.one_per_name``)."""
    name = game.name_of(card)
    offered = next((a for a in game.legal_actions() if a.kind == "play" and game.name_of(a.args[0]) == name), None)
    instead = f"'{offered}' (card {offered.args[0]})" if offered else "the play offered in legal_actions()"
    return IllegalActionError(
        "Legal actions",
        f"card {card} is a copy of {name} in your hand; copies in a hand are one choice, played with {instead}",
    )


def _on_field(game: HuntersGame, card: object) -> tuple[Side, Unit] | None:
    """The side and unit of ``card`` on the field; None for anything else an action built by hand
    may hold (text, True), which ``find`` would misread."""
    return game.find(card) if isinstance(card, int) and not isinstance(card, bool) else None


def _attack(game: HuntersGame, action: Action) -> IllegalActionError:
    if not game.battles_allowed():
        rule = "Starting the game" if game.players == 2 else "1v1v1+ rules"
        return IllegalActionError(
            rule,
            "nobody battles in the first turn of the game"
            + ("" if game.players == 2 else " until every player has had a turn"),
        )
    attacker, kind, target = (list(action.args) + [None, None, None])[:3]
    found = _on_field(game, attacker)
    if found is None or found[0] is not game.side(game.actor) or found[1] not in found[0].characters:
        return IllegalActionError("Battle phase", "only a character on your own field can battle")
    if found[1].battles > found[1].extra_battles:
        return IllegalActionError("Battle phase", f"{game.name_of(attacker)} has already battled this turn")
    if kind == "seat":
        if game.direct and not game.options["teams"]:
            return IllegalActionError(
                "Character card vs opponent", "you can battle an opponent directly only once per turn"
            )
        if isinstance(target, int) and 0 <= target < game.players and game.side(target).characters:
            return IllegalActionError(
                "Character card vs character card",
                f"Seat {target} has a character on the field: battle it, not the player",
            )
    return IllegalActionError("Battle phase", f"'{action}' is not a battle you can declare now")


def _use(game: HuntersGame, action: Action) -> IllegalActionError:
    card, index = action.args
    found = _on_field(game, card)
    if found is None or found[0] is not game.side(game.actor):
        return IllegalActionError("Card effects", f"'{action}': only a card on your own field can use its effect")
    effects = game.cards[card].effects
    if not isinstance(index, int) or not 0 <= index < len(effects) or effects[index].trigger != "action":
        return IllegalActionError("Card effects", f"{game.name_of(card)} has no card-phase effect number {index!r}")
    why_not = game.effect_refusal(game.actor, card, index)
    rule = "Once per turn" if why_not and "once per turn" in why_not else "Card effects"
    return IllegalActionError(rule, f"{game.name_of(card)}'s effect cannot be used now: {why_not}")
