"""What a Cardswild seat cannot see, dealt afresh: the other hands, the draw pile's order and
the discard pile under its top card (the view shows only the top; a seat's memory of the cards
beneath is not used, so they are dealt from the unseen cards too)."""

from __future__ import annotations

import random

from ..core.determinize import deal, public_copy, unseen
from .rules import CardswildGame

AREA_SLOTS = ("daylight", "license", "bullets", "trouble")


def determinize(game: CardswildGame, seat: int, rng: random.Random) -> CardswildGame:
    view = game.view(seat)
    pool = unseen(game.deck.cards(game.players, game.options["without"]), seen_cards(view), "Cardswild")
    others = [s for s in range(game.players) if s != seat]
    sizes = [view["players"][s]["hand_size"] for s in others]
    below = max(view["discard_size"] - 1, 0)
    *hands, draw_pile, discard = deal(pool, [*sizes, view["draw_pile_size"], below], rng, "Cardswild")
    copy = public_copy(game, seat, rng)
    for other, hand in zip(others, hands):
        copy.hands[other] = hand
    copy.draw_pile = draw_pile
    copy.discard = discard + ([view["discard_top"]] if view["discard_top"] is not None else [])
    return copy


def seen_cards(view: dict) -> list[str]:
    """Every card face up to the seat: its hand, the discard top and all hunt areas."""
    seen = list(view["hand"])
    if view["discard_top"] is not None:
        seen.append(view["discard_top"])
    for area in view["players"]:
        seen += [area[slot] for slot in AREA_SLOTS if area[slot]]
        seen += area["safes"] + area["spent"]
        for species, count in area["trophies"].items():
            seen += [species] * count
    return seen
