"""Setting a Cardswild table up for one rule, and watching the real engine carry it out.

A walkthrough example is a real seeded game with the situation a rule talks about laid on the
table: the cards in some hands, what is face up in some hunt areas, the top of each pile, whose
turn it is. ``lay_out`` only moves the game's own cards around (it never invents one), so the
table still holds exactly the deck for its player count and the engine's own checks still pass.
``watch`` then applies moves through ``CardswildGame.apply`` and keeps the state before and
after, with the log lines the engine wrote. Nothing here decides a rule.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping, Sequence

import forestnb

from ...core.actions import Action
from ..area import HuntArea
from ..cards import HAND_SIZE, LION, SPECIES_NAMES, TROPHIES_TO_WIN
from ..rules import CardswildGame
from .step import Step

SLOTS = ("daylight", "license", "bullets", "trouble")
READY_SMALL = {"daylight": "Daylight", "license": "License", "bullets": "Small Bullets"}
READY_BIG = {"daylight": "Daylight", "license": "License", "bullets": "Big Bullets"}
ALL_SMALL = {"Grouse": 4, "Rabbit": 3}
ALL_BUT_BEAR = {"Grouse": 4, "Rabbit": 3, "Deer": 2, "Elk": 1}
FILLER = ("Bear", "Elk", "Deer", "Rabbit", "Grouse")
"""Cards a hand is topped up with: late species first, so a filled-up hand rarely changes a rule's outcome."""


def table(players: int = 2, seed: int = 1, **options: Any) -> CardswildGame:
    """A fresh seeded game, dealt and waiting for Seat 0's draw."""
    return forestnb.new_game("cardswild", players=players, seed=seed, **options)


class _Pool:
    """The table's cards not yet placed, in the seeded game's draw order."""

    def __init__(self, game: CardswildGame) -> None:
        self.left = Counter(game.deck.cards(game.players))

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
    for species, count in spec.get("trophies", {}).items():
        for _ in range(count):
            pool.take(species)
        area.trophies[species] = count
    return area


def lay_out(game: CardswildGame, *, hands: Mapping[int, Sequence[str]] | None = None,
            areas: Mapping[int, Mapping[str, Any]] | None = None, discard: Sequence[str] = ("Compass",),
            draw: Sequence[str] = (), seat: int = 0, phase: str = "draw", rest: str = "draw") -> CardswildGame:
    """Lay an exact table out of the game's own deck and hand the turn to ``seat`` at ``phase``.

    ``areas[s]`` holds ``daylight`` / ``license`` / ``bullets`` / ``trouble`` cards, a ``safes``
    list and a ``trophies`` dict; other areas start empty. ``hands[s]`` is the start of a seat's hand;
    every hand is topped up to six with cards of late species. ``discard`` is the discard pile (top last); ``draw``
    the next cards to be drawn (top first); every other card lies beneath them in the draw pile
    (``rest="draw"``) or beneath the discard pile (``rest="discard"``), in the order the seeded
    shuffle left them.
    """
    with game.edit():
        dealt = game.draw_pile + [card for hand in game.hands for card in hand] + game.discard
        pool = _Pool(game)
        hands, areas = dict(hands or {}), dict(areas or {})
        game.areas = [_area(pool, areas.get(s, {})) for s in range(game.players)]
        given = {s: [pool.take(card) for card in cards] for s, cards in hands.items()}
        game.discard = [pool.take(card) for card in discard]
        on_top = [pool.take(card) for card in draw]
        game.hands = [given.get(s, []) + pool.spare(HAND_SIZE - len(given.get(s, [])), avoid=(LION,)) for s in range(game.players)]
        beneath = [card for card in dealt if pool.left[card] > 0 and pool.take(card)]
        if rest not in ("draw", "discard"):
            raise ValueError(f"rest must be 'draw' or 'discard', got {rest!r}")
        if rest == "discard":
            game.discard[:0] = beneath
            beneath = []
        game.draw_pile = beneath + list(reversed(on_top))
        game.seat, game.phase = seat, phase
    return game


def measure(game: CardswildGame) -> dict[str, Any]:
    """Every public number of the table, named for a before → after table."""
    state: dict[str, Any] = {
        "season": game.season, "turn": game.turn, "whose turn": _seat_name(game.current_player),
        "moment": game.phase, "direction of play": "left" if game.direction == 1 else "right",
        "draw pile": len(game.draw_pile), "discard pile": len(game.discard),
        "discard top": game.discard[-1] if game.discard else "—",
    }
    for seat, area in enumerate(game.areas):
        name = f"Seat {seat}"
        state.update({
            f"{name} hand": len(game.hands[seat]),
            f"{name} face up": ", ".join(c for c in (area.daylight, area.license, area.bullets) if c) or "—",
            f"{name} Trouble": area.trouble or "—",
            f"{name} Safe cards": ", ".join(area.safes) or "—",
            f"{name} trophies": trophy_line(area),
            f"{name} counted": f"{area.counted()} of {TROPHIES_TO_WIN}",
            f"{name} spent stack": len(area.spent),
        })
    state["winner"] = ", ".join(f"Seat {s}" for s in game.winners()) or "—"
    return state


def trophy_line(area: HuntArea) -> str:
    """``Grouse 4, Rabbit 1``: the trophies an area holds, in hunting order."""
    return ", ".join(f"{s} {area.trophies[s]}" for s in SPECIES_NAMES if area.trophies[s]) or "—"


def _seat_name(seat: int | None) -> str:
    return "nobody (over)" if seat is None else f"Seat {seat}"


def watch(rule: str, game: CardswildGame, moves: Sequence[Action], *, keep: tuple[str, ...] = (),
          extras: tuple[Any, ...] = ()) -> Step:
    """Apply ``moves`` through the engine; the Step holds the table before and after and the log between."""
    before, start = measure(game), len(game.log)
    for move in moves:
        game.apply(move)
    return Step(rule, game, before, measure(game), tuple(game.log[start:]), keep, extras)
