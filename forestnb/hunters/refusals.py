"""Why a move is refused, in the rule book's own terms.

``HuntersGame.apply`` calls ``explain`` only for actions that are not legal now, so each branch
names the rule the move breaks and says what to do instead; the state is never touched.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.errors import IllegalActionError

if TYPE_CHECKING:
    from .rules import HuntersGame

PHASE_OF = {"reshuffle": "draw", "cards": "draw", "play": "card", "use": "card", "attach": "card", "battle": "card",
            "attack": "battle", "end": "battle"}
ARITY = {"reshuffle": 0, "cards": 0, "play": 1, "use": 2, "attach": 2, "battle": 0, "attack": 3, "end": 0}


def explain(game: "HuntersGame", action: Action) -> IllegalActionError:
    if game.stack:
        ask = game.stack[-1]["ask"]
        return IllegalActionError("Effect resolution", f"an effect is being resolved: Seat {ask['seat']} must choose "
                                  f"one of: {'; '.join(map(str, ask['options']))}")
    wanted = PHASE_OF.get(action.kind)
    if wanted is None:
        return IllegalActionError("Effect resolution", f"'{action}' answers a choice, and no choice is pending")
    if len(action.args) != ARITY[action.kind]:
        return IllegalActionError("Legal actions", f"'{action}' is not a move of the form '{action.kind}' takes; legal "
                                  f"moves now: {'; '.join(map(str, game.legal_actions()))}")
    if wanted != game.phase:
        return IllegalActionError("Turn progression", f"'{action.kind}' belongs to the {wanted} phase; it is "
                                  f"the {game.phase} phase of Seat {game.actor}'s turn")
    if action.kind == "reshuffle":
        return IllegalActionError("Draw phase", "you may shuffle your hand back only with 4 or more cards in hand "
                                  "and no character you can play")
    if action.kind == "play":
        return _play(game, action)
    if action.kind == "attack":
        return _attack(game, action)
    if action.kind == "use":
        return _use(game, action)
    return IllegalActionError("Card effects", f"'{action}' is not possible now")


def _play(game: "HuntersGame", action: Action) -> IllegalActionError:
    card = action.args[0] if action.args else None
    if not isinstance(card, int) or card not in game.seats[game.actor].hand:
        return IllegalActionError("Card phase", f"you can only play cards from your own hand; {action.args!r} is not in it")
    reason = game.refusal(card)
    rule = ("Card phase" if "already played" in reason else "Hand traps" if "hand-trap" in reason
            else "Play conditions" if "condition" in reason or "support and you control" in reason
            else "The playing field" if "zone" in reason else "Optional and mandatory effects")
    return IllegalActionError(rule, f"{game.name_of(card)} cannot be played: {reason}")


def _attack(game: "HuntersGame", action: Action) -> IllegalActionError:
    if not game.battles_allowed():
        rule = "Starting the game" if game.players == 2 else "1v1v1+ rules"
        return IllegalActionError(rule, "nobody battles in the first turn of the game"
                                  + ("" if game.players == 2 else " until every player has had a turn"))
    attacker, kind, target = (list(action.args) + [None, None, None])[:3]
    found = game.find(attacker) if isinstance(attacker, int) else None
    if found is None or found[0] is not game.side(game.actor) or found[1] not in found[0].characters:
        return IllegalActionError("Battle phase", "only a character on your own field can battle")
    if found[1].battles > found[1].extra_battles:
        return IllegalActionError("Battle phase", f"{game.name_of(attacker)} has already battled this turn")
    if kind == "seat":
        if game.direct and not game.options["teams"]:
            return IllegalActionError("Character card vs opponent", "you can battle an opponent directly only once per turn")
        if isinstance(target, int) and 0 <= target < game.players and game.side(target).characters:
            return IllegalActionError("Character card vs character card",
                                      f"Seat {target} has a character on the field: battle it, not the player")
    return IllegalActionError("Battle phase", f"'{action}' is not a battle you can declare now")


def _use(game: "HuntersGame", action: Action) -> IllegalActionError:
    card, index = action.args
    found = game.find(card) if isinstance(card, int) else None
    if found is None or found[0] is not game.side(game.actor):
        return IllegalActionError("Card effects", f"'{action}': only a card on your own field can use its effect")
    effects = game.cards[card].effects
    if not isinstance(index, int) or not 0 <= index < len(effects) or effects[index].trigger != "action":
        return IllegalActionError("Card effects", f"{game.name_of(card)} has no card-phase effect number {index!r}")
    why_not = game.effect_refusal(game.actor, card, index)
    rule = "Once per turn" if why_not and "once per turn" in why_not else "Card effects"
    return IllegalActionError(rule, f"{game.name_of(card)}'s effect cannot be used now: {why_not}")
