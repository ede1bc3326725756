"""Laying out a table on purpose: the exact hands, fields, discard piles and hearts a rule is about.

The rules walkthrough shows each rule on a table chosen to show it, and the rule tests check each
rule on one; both lay it out here. Only each seat's own cards move (between deck, hand, field and
discard pile), so an arranged table still holds every card exactly once, and the engine then
plays on from it like from any other moment:

    game = forestnb.new_game("hunters", players=2, seed=3, decks=["Wolf Pack", "Night Watch"])
    arrange(game, hands={0: ["Grey Wolf"]}, fields={1: ["Black Bear"]})
    play(game, "Grey Wolf")

The moves below (``act``, ``play``, ``attack``...) pick a legal action by its words, as a player
clicking it would, and the readers (``stats``, ``on_field``...) name what lies where; the rule
tests and the walkthrough drive the engine with the same few words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import forestnb

from ..core.actions import Action
from ..core.words import SEATS
from .cards import CHARACTER, SUPPORT
from .field import Side, Unit, fresh
from .rules import BATTLE, CARDS, HuntersGame


def table(
    decks: Sequence[str | list[str]] = ("Wolf Pack", "Night Watch"), *, seed: int = 1, **options: Any
) -> HuntersGame:
    """A fresh seeded game with these decks, one per seat (teams when ``teams=True``)."""
    return forestnb.new_game("hunters", players=len(decks), seed=seed, decks=list(decks), **options)


def arrange(
    game: HuntersGame,
    *,
    hands=None,
    fields=None,
    supports=None,
    discards=None,
    hearts=None,
    actor: int = 0,
    phase: str = CARDS,
    round: int = 2,
) -> HuntersGame:
    """Lay the named cards of each seat where asked; every other card of theirs goes to their deck.

    ``discards`` entries are names (face up) or ``(name, False)`` (face down). ``round`` 2 or more
    means battles are allowed; the turn is ``actor``'s, in ``phase``.
    """
    hands, fields, supports, discards = hands or {}, fields or {}, supports or {}, discards or {}
    with game.edit():
        for side in game.sides:
            for unit in side.units():
                game.take(side, unit)
            side.discard.clear()
        game.stack.clear()
        game.triggered.clear()
        game.limbo.clear()
        for seat, player in enumerate(game.seats):
            mine = [c for c, owner in enumerate(game.owner) if owner == seat]
            taken: list[int] = []

            def take(name: str) -> int:
                card = next((c for c in mine if game.cards[c].name == name and c not in taken), None)
                if card is None:
                    raise ValueError(
                        f"Seat {seat}'s deck has no {'more ' if name in [game.cards[t].name for t in taken] else ''}"
                        f"{name!r} to place"
                    )
                taken.append(card)
                return card

            player.hand = [take(n) for n in hands.get(seat, [])]
            for name in fields.get(seat, []):
                card = take(name)
                game.place(game.side(seat), fresh(card, game.cards[card], seat), CHARACTER)
            for name in supports.get(seat, []):
                card = take(name)
                game.place(game.side(seat), fresh(card, game.cards[card], seat), SUPPORT)
            for entry in discards.get(seat, []):
                name, face_up = (entry, True) if isinstance(entry, str) else entry
                game.side(seat).discard.append([take(name), face_up])
            player.deck = [c for c in player.deck if c not in taken] + [
                c for c in mine if c not in taken and c not in player.deck
            ]
            if hearts and seat in hearts:
                player.hearts = hearts[seat]
                player.out = hearts[seat] == 0
        game.actor = game.turn_slot = actor
        game.round, game.turns = round, (round - 1) * game.players + 1
        game.phase, game.plays, game.used, game.direct = phase, 0, [], []
    return game


def ready_to_battle(game: HuntersGame, **layout) -> HuntersGame:
    """The table laid out (``arrange``'s words) and the card phase over: the seat to act now picks its battles."""
    arrange(game, **layout)
    to_battle(game)
    return game


def stacked(game: HuntersGame, seat: int, name: str, materials: list[tuple[str, str]]) -> None:
    """Put ``name`` on ``seat``'s field as a combination (or captor) with ``materials`` beneath it,
    each ``(card name, origin)``; the cards come out of the deck of whoever owns them."""

    def take(card_name: str) -> int:
        card = next((c for s in game.seats for c in s.deck if game.cards[c].name == card_name), None)
        if card is None:
            raise ValueError(f"no {card_name!r} left in any deck to stack")
        game.seats[game.owner[card]].deck.remove(card)
        return card

    with game.edit():
        card = take(name)
        printed = game.cards[card]
        under = [[take(m), origin] for m, origin in materials]
        unit = fresh(card, printed, seat)
        unit.under = under
        if under and printed.combine is not None:  # a combination adds up its materials; a captor does not
            unit.base_bp += sum(game.cards[m].bp for m, _ in under)
            unit.base_shd += sum(game.cards[m].shd for m, _ in under)
            types = {game.cards[m].type for m, _ in under} | ({printed.type} if printed.is_character else set())
            unit.type = types.pop() if len(types) == 1 else None
        game.place(game.side(seat), unit, printed.zone)


# -- moves, by the words a player reads -----------------------------------------------------------
def offered(game: HuntersGame) -> list[str]:
    """The legal actions now, in words."""
    return [str(a) for a in game.legal_actions()]


def act(game: HuntersGame, fragment: str) -> Action:
    """Take the one legal action whose words contain ``fragment``, as a player clicking it would
    (copies in a hand are offered once; copies elsewhere read apart, ``Naming``)."""
    matches = [a for a in game.legal_actions() if fragment in str(a)]
    if not matches or len({str(a) for a in matches}) != 1:
        raise ValueError(f"{fragment!r} matches {[str(a) for a in matches]} among {offered(game)}")
    game.apply(matches[0])
    return matches[0]


def play(game: HuntersGame, name: str) -> None:
    act(game, f"Play {name}")


def to_card_phase(game: HuntersGame) -> None:
    """Past the draw phase (declining the reshuffle when it is offered)."""
    if any(str(a) == "Go on to the card phase" for a in game.legal_actions()):
        act(game, "Go on to the card phase")


def pass_turn(game: HuntersGame, turns: int = 1) -> None:
    """The turn player does nothing more this turn (``turns`` times, seat after seat): on to the
    card phase, the battle phase, the end."""
    for _ in range(turns):
        to_card_phase(game)
        for words in ("Go on to the battle phase", "End the turn"):
            if any(words == str(a) for a in game.legal_actions()):
                act(game, words)


def to_battle(game: HuntersGame) -> None:
    """From the card phase on to the battle phase."""
    game.apply(Action("battle"))
    if game.phase != BATTLE:
        raise ValueError(f"the game is in the {game.phase} phase, not the battle phase")


def attack(game: HuntersGame, attacker: str, target: str) -> None:
    """Battle ``target`` (a character's name, or "Seat 1 directly") with the character called
    ``attacker``: by names, whatever words tell copies apart; of several copies, the first offered."""

    def named(action: Action) -> bool:
        fighter, kind, aim = action.args
        aimed = game.name_of(aim) if kind == "card" else f"{SEATS[aim]} directly"
        return game.name_of(fighter) == attacker and aimed == target

    battles = [a for a in game.legal_actions() if a.kind == "attack" and named(a)]
    if not battles:
        raise ValueError(f"no battle of {attacker} against {target} among {offered(game)}")
    game.apply(battles[0])


# -- reading the table by name --------------------------------------------------------------------
def card_id(game: HuntersGame, name: str, seat: int | None = None) -> int:
    """The id of a card by name (of ``seat``, if several seats own one), the first copy."""
    found = [c for c, card in enumerate(game.cards) if card.name == name and seat in (None, game.owner[c])]
    if not found:
        raise ValueError(f"no {name!r} in the game's decks")
    owners = {game.owner[c] for c in found}
    if len(owners) != 1:
        raise ValueError(f"{name!r} is in several decks ({sorted(owners)}): say whose")
    return found[0]


def unit(game: HuntersGame, name: str) -> tuple[Side, Unit]:
    """(side, unit) of the one card called ``name`` on the table."""
    found = [(side, u) for side in game.sides for u in side.units() if game.cards[u.card].name == name]
    if len(found) != 1:
        raise ValueError(f"{len(found)} cards called {name!r} on the table")
    return found[0]


def stats(game: HuntersGame, name: str) -> tuple[int, int]:
    """The BP and SHD of the card called ``name`` on the table, boosts and damage counted."""
    side, u = unit(game, name)
    return game.bp(side, u), game.shd(side, u)


def on_field(game: HuntersGame, seat: int) -> list[str]:
    return [game.cards[u.card].name for u in game.side(seat).characters]


def supports_of(game: HuntersGame, seat: int) -> list[str]:
    return [game.cards[u.card].name for u in game.side(seat).supports]


def discard_of(game: HuntersGame, seat: int) -> list[tuple[str, bool]]:
    """The discard pile of ``seat``'s side as (name, face up), bottom first."""
    return [(game.cards[c].name, up) for c, up in game.side(seat).discard]


def hand_of(game: HuntersGame, seat: int) -> list[str]:
    return [game.cards[c].name for c in game.seats[seat].hand]
