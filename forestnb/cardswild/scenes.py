"""Cardswild situations laid out on purpose: the one place the walkthrough and the rule tests arrange a table.

A scene is a real seeded game with the situation a rule talks about laid on the table (the cards
in some hands, what is face up in some hunt areas, the top of each pile, whose turn it is and at
which moment) through ``game.edit()``. ``lay_out`` only moves the game's own cards around (it
never invents one), so the table still holds exactly the deck for its player count and the
engine's own checks still pass. Nothing here decides a rule, and nothing here draws: this module
imports only the engine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import forestnb

from .area import HuntArea
from .cards import HAND_SIZE, LION
from .rules import CardswildGame

SLOTS = ("daylight", "license", "bullets", "trouble")
READY_SMALL = {"daylight": "Daylight", "license": "License", "bullets": "Small Bullets"}
"""A hunt area ready for the small species: Daylight, a License and Small Bullets face up."""
READY_BIG = {"daylight": "Daylight", "license": "License", "bullets": "Big Bullets"}
"""A hunt area ready for the big species."""
ALL_SMALL = {"Grouse": 4, "Rabbit": 3}
"""Trophies of every small species, up to each limit."""
ALL_BUT_BEAR = {"Grouse": 4, "Rabbit": 3, "Deer": 2, "Elk": 1}
"""Trophies of every species but the last: one Bear from the win."""
FILLER = ("Bear", "Elk", "Deer", "Rabbit", "Grouse")
"""Cards a hand is topped up with: late species first, so a filled-up hand rarely changes a rule's outcome."""


def table(players: int = 2, seed: int = 1, **options: Any) -> CardswildGame:
    """A fresh seeded game, dealt and waiting for Seat 0's draw."""
    return forestnb.new_game("cardswild", players=players, seed=seed, **options)


class _Pool:
    """The table's cards not yet placed, in the seeded game's draw order."""

    def __init__(self, game: CardswildGame) -> None:
        self.left = Counter(game.deck.cards(game.players, game.options["without"]))

    def take(self, card: str) -> str:
        if self.left[card] <= 0:
            raise ValueError(f"the {sum(self.left.values())}-card remainder of the deck has no {card!r} left to place")
        self.left[card] -= 1
        return card

    def spare(self, count: int, avoid: Iterable[str] = ()) -> list[str]:
        chosen: list[str] = []
        for card in (*FILLER, *sorted(self.left)):
            while len(chosen) < count and self.left[card] > 0 and card not in avoid:
                chosen.append(self.take(card))
        return chosen


def _area(pool: _Pool, spec: Mapping[str, Any]) -> HuntArea:
    area = HuntArea()
    for slot in SLOTS:
        if spec.get(slot):
            setattr(area, slot, pool.take(spec[slot]))
    area.safes = [pool.take(card) for card in spec.get("safes", ())]
    area.spent = [pool.take(card) for card in spec.get("spent", ())]
    for species, count in spec.get("trophies", {}).items():
        for _ in range(count):
            pool.take(species)
        area.trophies[species] = count
    return area


def lay_out(
    game: CardswildGame,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    areas: Mapping[int, Mapping[str, Any]] | None = None,
    discard: Sequence[str] = ("Compass",),
    draw: Sequence[str] = (),
    seat: int = 0,
    phase: str = "draw",
    rest: str | int = "draw",
    top_up: bool = True,
) -> CardswildGame:
    """Lay an exact table out of the game's own deck and hand the turn to ``seat`` at ``phase``.

    ``areas[s]`` holds ``daylight`` / ``license`` / ``bullets`` / ``trouble`` cards, ``safes`` and
    ``spent`` lists and a ``trophies`` dict; other areas start empty. ``hands[s]`` is the start of a
    seat's hand; every hand is topped up to six with cards of late species (with ``top_up=False``
    the hands named hold just their cards, the others none of their own). ``discard`` is the
    discard pile (top last); ``draw`` the next cards to be drawn (top first); every other card lies
    beneath them in the draw pile (``rest="draw"``), beneath the discard pile (``rest="discard"``)
    or in a seat's hand (``rest=1``), in the order the seeded shuffle left them.
    """
    if rest not in ("draw", "discard") and rest not in range(game.players):
        raise ValueError(f"rest must be 'draw', 'discard' or a seat (0..{game.players - 1}), got {rest!r}")
    with game.edit():
        dealt = game.draw_pile + [card for hand in game.hands for card in hand] + game.discard
        pool = _Pool(game)
        hands, areas = dict(hands or {}), dict(areas or {})
        game.areas = [_area(pool, areas.get(s, {})) for s in range(game.players)]
        given = {s: [pool.take(card) for card in cards] for s, cards in hands.items()}
        game.discard = [pool.take(card) for card in discard]
        on_top = [pool.take(card) for card in draw]
        filled = {
            s: given.get(s, []) + pool.spare(HAND_SIZE - len(given.get(s, [])), avoid=(LION,))
            for s in range(game.players)
            if top_up and rest != s
        }
        game.hands = [filled.get(s, given.get(s, [])) for s in range(game.players)]
        beneath = [card for card in dealt if pool.left[card] > 0 and pool.take(card)]
        beneath += pool.left.elements()  # cards that lay in hunt areas before, in the deck's order
        if rest == "discard":
            game.discard[:0] = beneath
        elif rest != "draw":
            game.hands[rest] += beneath
        game.draw_pile = (beneath if rest == "draw" else []) + list(reversed(on_top))
        game.seat, game.phase = seat, phase
    return game


# -- named situations ---------------------------------------------------------------------------
def one_bear_from_the_win(game: CardswildGame, seat: int) -> CardswildGame:
    """``seat`` has every species but the Bear, its hunt area ready for big game and a Bear in hand,
    and it is to play: the Bear wins the game."""
    return lay_out(
        game, hands={seat: ["Bear"]}, areas={seat: {**READY_BIG, "trophies": ALL_BUT_BEAR}}, seat=seat, phase="play"
    )
