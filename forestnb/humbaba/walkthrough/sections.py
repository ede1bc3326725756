"""The Forest of Humbaba's walkthrough in words: each section's rule and rulings (the rules in
the order of the rule book, then the twelve card types), and each bet's question and explanation.

The rulings themselves are read from the rules card (``forestnb.humbaba.rules``), and every
number in the prose comes from the cards, the odds and the options' defaults, so a changed
divisor or penalty changes the words with it.
"""

from __future__ import annotations

from ...widgets.predict import Bet
from ...widgets.rulebook import Rulebook, Section
from .. import odds, rules
from ..cards import CARD_TYPES, all_cards
from ..rules import EVENT_ROUNDS, HumbabaGame

RULE_SECTIONS: dict[str, Section] = {
    "setup": Section("Setup"),
    "draw": Section("Round phase 1 — draw"),
    "event": Section(f"Round phase 2 — event (rounds {', '.join(map(str, EVENT_ROUNDS))})", ("R1", "R10")),
    "harvest_phase": Section(
        "Round phase 3 — harvest: a secret, simultaneous choice; harvest = card value + Capacity", ("R8", "R2")
    ),
    "die": Section("Harvest — the Forest Die", ("R2",)),
    "regeneration": Section("Forest step — regeneration", ("R4",)),
    "renewal": Section("Forest step — renewal", ("R4",)),
    "clip": Section("Forest step — the Seneca Clip", ("R3",)),
    "vacuum": Section("Forest step — vacuum", ("R5",)),
    "cleanup": Section("Round phase 5 — cleanup", ("R10", "R2")),
    "defection": Section("Defection (Stranger-King only) and the Patience burst", ("R6", "R9")),
    "victory": Section("End of game — victory and tie-breaks"),
    "pyrrhic": Section("End of game — Pyrrhic collapse", ("R2",)),
}
CARD_RULINGS: dict[str, tuple[str, ...]] = {
    "harvest": ("R2",),
    "conditional_harvest": ("R8",),
    "sacrifice": ("R1",),
    "dual_mode": ("R9",),
    "delayed_conservation": ("R10",),
    "capacity": ("R8",),
    "information": ("R7",),
    "catastrophe": ("R1", "R3"),
    "trade": ("R8",),
    "infrastructure": ("R4",),
    "institution": ("R8",),
    "asymmetric_advantage": ("R8",),
}
SECTIONS: dict[str, Section] = {
    **RULE_SECTIONS,
    **{kind: Section(f"Card type — {kind}", CARD_RULINGS[kind]) for kind in CARD_TYPES},
}
BOOK = Rulebook(
    rules.__doc__ or "",
    SECTIONS,
    routine=("round", "first player"),
    routine_endings=(" hand", " draw pile", " cards played"),
)

DEFAULTS = HumbabaGame.option_defaults
DIVISOR, PENALTY = DEFAULTS["regen_divisor"], DEFAULTS["clip_penalty"]
CARDS = all_cards()
HARVEST_CARD, HARVEST_CAPACITY = CARDS["Felling Axe"], 2
DIE_EXCESS, DIE_HEALTH = 3, 5
REGEN_HEALTH = 7
CLIP_CARD, CLIP_HEALTH = CARDS["Clear-Cut"], 8
BURST_CARD, BURST_PATIENCE = CARDS["Crown of Cedar"], 3

_odds = f"{DEFAULTS['die_success'][odds.band_index(DIE_HEALTH)]}/{odds.DIE_FACES}"
_all_survive = odds.die_success(DIE_HEALTH, DEFAULTS["die_success"]) ** DIE_EXCESS
_clipped_health = CLIP_HEALTH + CLIP_CARD.health
_unclipped = odds.regeneration(_clipped_health, divisor=DIVISOR)
_clipped = odds.regeneration(_clipped_health, divisor=DIVISOR, clipped=True, clip_penalty=PENALTY)
_card_fall = -BURST_CARD.aggressive_health

BETS = {
    "harvest_phase": Bet(
        f"Seat 1 has {HARVEST_CAPACITY} Capacity tokens and plays {HARVEST_CARD.name} (harvest "
        f"{HARVEST_CARD.harvest}). How many cedars does it take?",
        0,
        10,
        1,
        "cedars",
        f"Card value {HARVEST_CARD.harvest} + Capacity {HARVEST_CAPACITY}: Capacity is added to every "
        "harvest that player makes.",
    ),
    "die": Bet(
        f"Forest Health {DIE_HEALTH}, and the harvest asks for {DIE_EXCESS} cedars more than the Forest Deck "
        "holds. What is the chance the forest collapses?",
        0,
        100,
        1,
        "%",
        f"Each roll survives with {_odds}; all {DIE_EXCESS} survive with ({_odds})^{DIE_EXCESS} ≈ "
        f"{float(_all_survive):.0%}, so "
        f"{float(1 - _all_survive):.0%} of the time the forest falls.",
    ),
    "regeneration": Bet(
        f"Forest Health {REGEN_HEALTH}, a calm round. How many cedars does regeneration bring into the Forest Deck?",
        0,
        10,
        1,
        "cedars",
        f"floor({REGEN_HEALTH} / {DIVISOR}) = {odds.regeneration(REGEN_HEALTH, divisor=DIVISOR)}, "
        "taken from the hidden Box Reserve.",
    ),
    "clip": Bet(
        f"Health {CLIP_HEALTH}; a {CLIP_CARD.name} takes it to {_clipped_health} this round. How many cedars "
        "regenerate in the <i>next</i> round (a calm one)?",
        0,
        6,
        1,
        "cedars",
        f"Health {_clipped_health} would bring {_unclipped}, but the clip cuts {PENALTY}: {_clipped}. The next "
        f"round is back to {_unclipped}.",
    ),
    "defection": Bet(
        f"The Stranger-King has banked {BURST_PATIENCE} Patience, defects and plays {BURST_CARD.name} "
        f"(Aggressive: Health −{_card_fall}). How much Forest Health is lost this round?",
        0,
        10,
        1,
        "Health",
        f"{_card_fall} for the card and 1 per Patience token for the burst: {_card_fall + BURST_PATIENCE} in all.",
    ),
}
