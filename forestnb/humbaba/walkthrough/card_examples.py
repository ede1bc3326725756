"""The twelve card types, one played card each: Seat 0 plays it, Seat 1 plays its calm card.

One function, ``card_example``, serves all twelve sections: the situation (Health, tokens, the
partner's Stockpile...) is given as keywords, and the step shown runs from the reveal to the
end of the harvest, or further when the card's effect lands later (Renewal in the forest step,
a delayed heal in a later cleanup).
"""

from __future__ import annotations

from typing import Any

from ...widgets.steps import Step
from ..cards import CARD_TYPES, all_cards
from ..rules import DEFECTION_FROM
from ..scenes import arrange, calm, play_round, table
from .examples import CLEANUP, CLIP, DEFECT, FOREST, PACTS, REVEAL, SERVE, game_card, partner_deck
from .sections import BOOK
from .watch import Recorder, breakdown

EXAMPLES: dict[str, tuple[str, dict[str, Any]]] = {
    "harvest": ("Felling Axe", {}),
    "conditional_harvest": ("Old Growth Find", {"health": 7}),
    "sacrifice": ("Return the Seed", {"stockpile": 4, "health": 5}),
    "dual_mode": ("Oath of the Grove", {"patience": 1}),
    "delayed_conservation": ("Coppice Rotation", {}),
    "capacity": ("Ox Team", {}),
    "information": ("Count the Rings", {}),
    "catastrophe": ("Clear-Cut", {"health": 7}),
    "trade": ("Buy Out", {"partner_stockpile": 3}),
    "infrastructure": ("Nursery Beds", {}),
    "institution": ("Council of the Grove", {"health": 5}),
    "asymmetric_advantage": ("Economies of Scale", {"capacity": 2}),
}
"""Each type's example card and the situation that shows what it does."""

SEATS = {
    "capacity": (0, "capacity"),
    "stockpile": (0, "stockpile"),
    "patience": (0, "patience"),
    "partner_capacity": (1, "capacity"),
    "partner_stockpile": (1, "stockpile"),
}
TABLE = ("health", "forest_deck", "box_reserve")
SITUATION = (*TABLE, *SEATS, "defected")
ENDS = {"infrastructure": FOREST, "delayed_conservation": CLEANUP}
"""Where a type's step ends when its effect lands after the harvest (otherwise: the clip check)."""
LATER = "… (calm rounds) …"


def cards_of(kind: str) -> list[str]:
    """Every card of a type, across the four decks, in table order."""
    if kind not in CARD_TYPES:
        raise ValueError(f"no card type {kind!r}; types: {', '.join(CARD_TYPES)}")
    return [card.name for card in all_cards().values() if card.type == kind]


def card_example(name: str, *, seed: int = 1, **situation: Any) -> Step:
    """Seat 0 plays ``name`` in the given situation; returns the step with each harvest taken apart.

    Situation keys: health, forest_deck, box_reserve; capacity, stockpile, patience (Seat 0);
    partner_capacity, partner_stockpile (Seat 1); defected (the Stranger-King flips first, round 3).
    """
    unknown = sorted(set(situation) - set(SITUATION))
    if unknown:
        raise ValueError(f"unknown situation {', '.join(unknown)}; known: {', '.join(SITUATION)}")
    card = game_card(name)
    game = table(decks=(card.deck, partner_deck(card.deck)), seed=seed)
    defected = situation.pop("defected", False)
    if defected and game.king != 0:
        raise ValueError(f"only the Stranger-King defects, and {name} is an {card.deck} card")
    seats: dict[int, dict[str, int]] = {0: {}, 1: {}}
    for key, (seat, token) in SEATS.items():
        if key in situation:
            seats[seat][token] = situation[key]
    arrange(
        game, seats=seats, round=DEFECTION_FROM if defected else 1, **{k: situation[k] for k in TABLE if k in situation}
    )
    play = (name, 1) if card.needs_target else name
    steps = (DEFECT, REVEAL, SERVE, PACTS, CLIP, FOREST, CLEANUP)
    with Recorder(game, steps) as rec:
        play_round(game, calm(game, seat0=["defect", play] if defected else play))
        for _ in range(card.delay - 1):
            play_round(game, calm(game))
    first = rec.find(DEFECT) if defected else rec.find(REVEAL)
    last = rec.find(ENDS[card.type], -1) if card.type in ENDS else rec.find(CLIP)
    log = rec.between(first, last)
    if card.delay > 1:  # the calm rounds in between are noise: keep the play and the landing
        log = (*rec.between(first, rec.find(SERVE)), LATER, *last.lines)
    return BOOK.step(
        card.type,
        game,
        first.before,
        last.after,
        log,
        ("Forest Health", "Seat 0 Stockpile"),
        (breakdown(game, rec.find(REVEAL)),),
    )


def type_example(kind: str) -> Step:
    """The example of a card type, as listed in ``EXAMPLES``."""
    name, situation = EXAMPLES[kind]
    return card_example(name, **situation)
