"""What a seat of The Forest cannot see, dealt afresh: the deck's order, the other hands, the
Canaries hidden by other seats, the two cards drawn or the cards a Badger shows when it is
another seat's turn, and the order of the tale deck.

The unseen cards are the deck less every card the view shows (the seat's hand and hidden
Canary, the discard piles, every played group, what this turn drew or shows it, the hand it is
looking at, a striker's hand). What the seat remembers beyond its view (a card it saw put back
on the deck, a card it gave away) is not used: such cards are dealt like any other unseen card.
The other seats' private notes are not known to the seat, so their copies hold none."""

from __future__ import annotations

import random
from itertools import chain

from ..core.determinize import deal, public_copy, unseen
from .rules import ForestGame


def determinize(game: ForestGame, seat: int, rng: random.Random) -> ForestGame:
    view = game.view(seat)
    code_of = {label: code for code, label in enumerate(game.index.labels)}
    pool = [code_of[label] for label in unseen(map(game._label, game.full_deck), seen_labels(view), "The Forest")]
    copy = public_copy(game, seat, rng)
    others = [s for s in range(game.players) if s != seat]
    mine = seat == view["turn"]
    looked_at = view["looking_at"]["seat"] if mine and view["looking_at"] else None
    caller_shown = view["caller_hand"] is not None
    dealt_hands = [s for s in others if s != looked_at and not (caller_shown and s == view["caller"])]
    sizes = [view["players"][s]["hand_size"] for s in dealt_hands]
    sizes += [view["players"][s]["hidden"] for s in others]
    turn_cards = [] if mine else [len(copy.drawn), len(copy.peeked)]
    piles = deal(pool, [*sizes, *turn_cards, view["deck_size"]], rng, "The Forest")
    for s in dealt_hands:
        copy.hands[s] = piles.pop(0)
    for s in others:
        copy.hidden[s] = piles.pop(0)
        copy.private[s] = []
    if not mine:
        copy.drawn, copy.peeked = piles.pop(0), piles.pop(0)
    copy.deck = piles.pop(0)
    (copy.tale_deck,) = deal(unseen_tales(game, view), [view["tales_left"]], rng, "The Forest's tales")
    copy.recount()
    return copy


def seen_labels(view: dict) -> list[str]:
    """Every card the view shows face up to the seat (a card shown twice counted once)."""
    seen = [*view["hand"], *view["hidden"], *view["drawn"], *view["peeked"]]
    seen += chain.from_iterable(view["discard_piles"])
    seen += chain.from_iterable(chain.from_iterable(p["played"] for p in view["players"]))
    shown = [view["looking_at"]] if view["looking_at"] else []
    shown += [{"seat": view["caller"], "hand": view["caller_hand"]}] if view["caller_hand"] is not None else []
    counted = {view["seat"]}
    for hand in shown:
        if hand["seat"] not in counted:
            seen += hand["hand"]
            counted.add(hand["seat"])
    return seen


def unseen_tales(game: ForestGame, view: dict) -> list[str]:
    """The tales still in the tale deck: the book less those held, turned up, offered or set aside."""
    out = [*view["tale_holders"], *view["tales_aside"]]
    out += [tale["name"] for tale in (view["round_tale"], view["tale_offer"]) if tale]
    return unseen(game.tale_book, out, "The Forest's tales")
