"""Forest Hunters' walkthrough in words: each section's rule and rulings, and each bet's
question and explanation, in the order of the rule book.

The rulings themselves are read from the rules card (``forestnb.hunters.rules``), and the
numbers in the prose come from the card pool and the deck-building rules, so a changed card
changes the words with it.
"""

from __future__ import annotations

from ...widgets.predict import Bet
from ...widgets.rulebook import Rulebook, Section
from .. import rules
from ..cards import load_pool
from ..decks import PER_KIND
from ..field import HAND, HEARTS, PLAYS_PER_TURN
from ..rules import TEAM_ZONES, ZONES

BOOK = Rulebook(
    rules.__doc__ or "",
    {
        "cards": Section("Character cards and support cards", ("H1", "H5")),
        "types": Section("Card types and symbols", ("H1",)),
        "deck": Section(
            f"The deck — {PER_KIND} characters and {PER_KIND} supports, one copy unless the corner says more", ("H1",)
        ),
        "field": Section(
            f"The playing field — {ZONES} character and {ZONES} support zones, more by effect", ("H5", "H12")
        ),
        "start": Section(f"Starting the game — {HEARTS} hearts, {HAND} cards, no battle in the first turn"),
        "draw": Section("Turn progression — the draw phase, and shuffling a hopeless hand back", ("H15",)),
        "card_phase": Section(
            f"Turn progression — the card phase: up to {PLAYS_PER_TURN} cards, play conditions", ("H4",)
        ),
        "battle_phase": Section("Turn progression — the battle phase: BP off SHD, the discard at 0", ("H13",)),
        "battle_rules": Section("Battle phase rules — character against character, or the player directly once"),
        "three_players": Section(
            "3+ player games — fewer hearts, no battles until all have played, choose your opponent", ("H9",)
        ),
        "teams": Section(
            f"Team games — a shared field of {TEAM_ZONES} + {TEAM_ZONES}, each opponent battled directly once",
            ("H9", "H10", "H14"),
        ),
        "effect_order": Section("Card effects — the order of effects, and who goes first"),
        "cancel": Section("Card effects — cancelling, and the canceller goes first", ("H8",)),
        "once": Section("Card effects — once per turn"),
        "optional": Section('Card effects — "you can" and mandatory effects'),
        "costs": Section("Card effects — two parts: A, then B", ("H3",)),
        "continuous": Section("Card effects — continuous supports on one character", ("H13",)),
        "face_down": Section("Face-down cards", ("H2", "H14")),
        "hand_traps": Section("Hand traps", ("H4", "H8", "H15")),
        "dice": Section("Tips and tricks — dice are always a D6"),
        "combination": Section("Card mechanics — combination", ("H6",)),
        "capture": Section("Card mechanics — capturing, and cards that return to their owner", ("H7",)),
        "end": Section("The end of the game — no hearts left, or every deck empty", ("H2", "H11")),
    },
    routine=("round", "turn", "phase", "whose turn", "cards left to play"),
    routine_endings=(" deck",),
)

_POOL = load_pool()
ATTACKER, DEFENDER = _POOL["Grey Wolf"], _POOL["Cave Bear"]
COMBINATION, MATERIALS = _POOL["Pack Bond"], (_POOL["Grey Wolf"], _POOL["Moon Wolf"])
ARCHER_NEEDS = next(effect.chance for effect in _POOL["Fire Archer"].effects if effect.chance)
D6 = 6


def _wear_down(shd: int, bp: int) -> list[int]:
    """The defender's SHD after each battle, down to 0: damage stays from turn to turn (ruling H13)."""
    left = [max(0, shd - bp)]
    while left[-1]:
        left.append(max(0, left[-1] - bp))
    return left


def _stats(card) -> str:
    return f"{card.bp} BP, {card.shd} SHD"


_WORN = _wear_down(DEFENDER.shd, ATTACKER.bp)
_COMBINED_BP = COMBINATION.bp + sum(card.bp for card in MATERIALS)
_HITS = D6 - ARCHER_NEEDS + 1

BETS = {
    "battle_phase": Bet(
        f"{ATTACKER.name} ({ATTACKER.bp} BP) battles {DEFENDER.name} ({_stats(DEFENDER)}) once in each "
        f"of its turns, and nothing heals the bear. How many battles until {DEFENDER.name} goes to the "
        "discard pile?",
        1,
        5,
        1,
        "battles",
        f"{len(_WORN)}: {DEFENDER.shd} − {ATTACKER.bp} = {_WORN[0]}"
        + "".join(f", then {left}" for left in _WORN[1:])
        + ". The damage stays on the bear from turn "
        "to turn (ruling H13), so even a small character wears a big one down.",
    ),
    "hand_traps": Bet(
        "Two careful bots play each other. How many hand traps are sprung in a game, on average?",
        0,
        4,
        0.1,
        "per game",
        "A deck holds at most one hand-trap character and one hand-trap support, they must be in the "
        "hand at the right moment, and the careful bot keeps them for a battle or an effect that really "
        "hurts.",
    ),
    "dice": Bet(
        f"Fire Archer's roll needs {ARCHER_NEEDS} or more on a D6. Played again and again, in what share of the "
        "plays does it take a heart?",
        0,
        100,
        5,
        "%",
        f"{_HITS} faces in {D6} ({_HITS / D6:.0%}). The count from the engine's seeded dice wobbles around "
        f"{_HITS / D6:.0%} and settles as the number of plays grows.",
    ),
    "combination": Bet(
        f"{COMBINATION.name} ({_stats(COMBINATION)}) stacks "
        + " and ".join(f"{card.name} ({_stats(card)})" for card in MATERIALS)
        + ". How many BP does the combination battle with?",
        0,
        12,
        1,
        "BP",
        f"{_COMBINED_BP}: the printed BP of the materials plus the combination card's own (ruling H6). "
        "Two characters become one bigger one, and two zones become one.",
    ),
    "end": Bet(
        "Two random bots play each other. In what share of their games does every deck run out "
        "before anyone is knocked out?",
        0,
        100,
        5,
        "%",
        f"Players who battle at random must still knock somebody out before their {2 * PER_KIND} cards run out; "
        "the what-if notebook sets them beside bots that battle on purpose.",
    ),
}
