"""The cards of one game, in card-id order, with the facts about them that never change.

A game asks these at every decision: a card's name, whether it can answer a hand-trap event,
which characters can be materials, the action that plays it, the action of a battle. Games dealt
from the same decks share one catalogue (``catalogue`` remembers the last few lists), so a sweep
works the facts out once and makes each action once, not once per game. Actions compare by kind
and arguments only (``core.actions``), so sharing them changes nothing a player can see.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core.actions import Action
from ..core.words import SEATS
from . import moves
from .cards import SUPPORT, Card, load_pool
from .vocabulary import TRAP_EVENTS, TYPES


@dataclass(frozen=True, eq=False)
class Catalogue:
    cards: list[Card]
    """Card id -> the printed card."""
    names: list[str]
    traps_for: dict[str, frozenset[int]]
    """Trap event -> the cards with a hand trap for it: most hands hold none, and then nothing
    needs looking through."""
    characters_of: dict[str | None, frozenset[int]]
    """Character type (None: any) -> the characters of that type, for materials."""
    play_moves: list[Action]
    """Card id -> the action that plays it from the hand."""
    plain_zone: list[int | None]
    """For a plain card (``Card.plain``), the zone it needs: 0 a character zone, 1 a support zone."""
    attack_moves: list[dict[moves.Target, Action]]
    """Attacker -> its battle actions by target, made as they first come up (``battle``)."""

    def battle(self, attacker: int, target: moves.Target) -> Action:
        """Make, and remember in ``attack_moves``, the action of ``attacker`` battling ``target``."""
        made = moves.attack(
            attacker, target, self.names[attacker], self.names[target] if target >= 0 else SEATS[~target]
        )
        self.attack_moves[attacker][target] = made
        return made


@lru_cache(maxsize=16)
def catalogue(names: tuple[str, ...], folder: Path | None = None) -> Catalogue:
    """The catalogue of the cards called ``names``, card id by card id, from the pool in ``folder``
    (None: ``data/hunters``)."""
    pool = load_pool(folder)
    cards = [pool[name] for name in names]
    numbered = list(enumerate(cards))
    return Catalogue(
        cards=cards,
        names=list(names),
        traps_for={event: frozenset(c for c, card in numbered if event in card.traps) for event in TRAP_EVENTS},
        characters_of={
            kind: frozenset(c for c, card in numbered if card.is_character and kind in (None, card.type))
            for kind in (None, *TYPES)
        },
        play_moves=[moves.play(c, card.name) for c, card in numbered],
        plain_zone=[(card.zone == SUPPORT) if card.plain else None for card in cards],
        attack_moves=[{} for _ in cards],
    )
