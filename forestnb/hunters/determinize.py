"""What a Forest Hunters seat cannot see, dealt afresh: the other hands, every deck's order (its
own too) and the cards discarded face down by other seats.

Every card has an owner, known to all. A deck holds only its owner's cards; a hand or a face-down
discard holds cards of its side (in the team game partners share a discard pile, and a card
fetched from it may be the partner's). So each deck is dealt from its owner's unseen cards (all
its cards less those the view names), and the rest of the side's unseen cards are dealt among the
side's hidden hands and face-down discards."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..core.determinize import deal, public_copy, unseen
from .rules import HuntersGame


def determinize(game: HuntersGame, seat: int, rng: random.Random) -> HuntersGame:
    view = game.view(seat)
    seen = set(named_cards(view))
    copy = public_copy(game, seat, rng)
    for side, shown in zip(copy.sides, view["sides"]):
        where = f"Forest Hunters side of seats {', '.join(map(str, side.seats))}"
        left: list[int] = []
        for owner in side.seats:
            mine = unseen((c for c, o in enumerate(game.owner) if o == owner and c not in seen), (), where)
            size = view["players"][owner]["deck_size"]
            copy.seats[owner].deck, rest = deal(mine, [size, len(mine) - size], rng, where)
            left += rest
        hands = [owner for owner in side.seats if owner != seat]
        places = [at for at, entry in enumerate(shown["discard"]) if "id" not in entry]
        sizes = [view["players"][owner]["hand_size"] for owner in hands]
        # a face-down card of the seat's own would show its name to it: those are in a partner's hand
        its_own = [card for card in left if game.owner[card] == seat]
        others = [card for card in left if game.owner[card] != seat]
        face_down, rest = deal(others, [len(places), len(others) - len(places)], rng, where)
        dealt = deal(its_own + rest, sizes, rng, where)
        for owner, hand in zip(hands, dealt):
            copy.seats[owner].hand = hand
        for at, card in zip(places, face_down):
            side.discard[at] = [card, False]
    return copy


def named_cards(view: Any) -> Iterator[int]:
    """Every card id the view names, wherever it is (field, stacks beneath, discards, hands)."""
    if isinstance(view, dict):
        if isinstance(view.get("id"), int):
            yield view["id"]
        for value in view.values():
            yield from named_cards(value)
    elif isinstance(view, list):
        for value in view:
            yield from named_cards(value)
