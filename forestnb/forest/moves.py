"""The Forest's actions, built once and reused: every legal move is one of these.

Actions are immutable and compare by kind and arguments only, so the same object can be offered
in every game; caching them keeps ``legal_actions()`` cheap (a sweep asks for it at every move).
Arguments are plain words and numbers (card labels like "dusk Raccoon", pile 0 = left, 1 = right,
seat numbers) so a saved game reads as a list of moves.
"""

from __future__ import annotations

from functools import cache

from ..core.actions import Action
from .cards import TWIN_EFFECTS

SIDES = ("left", "right")

# phase -> the action kinds it accepts
PHASE_KINDS: dict[str, tuple[str, ...]] = {
    "draw": ("take", "draw", "draw_one"),
    "keep": ("keep",),
    "match": ("match",),
    "play": ("pair", "trio", "hide", "end", "score", "strike"),
    "pick": ("pick",),
    "steal": ("steal",),
    "keep_top": ("keep_top",),
    "peek": ("peek",),
    "swap": ("swap", "no_swap"),
    "grab": ("grab",),
    "tale": ("keep_tale",),
}

# the moves that can bring cards into the mover's hand: only after one of these can it hold the Lions to win
HAND_GAINS = frozenset({"take", "draw", "draw_one", "keep", "match", "pair", "pick", "steal", "keep_top", "swap"})

EFFECT_WORDS = {
    "take_discard": "take a card from a discard pile",
    "extra_turn": "take another turn",
    "draw_top": "draw from the top of the deck",
    "steal": "steal a face-down card from an opponent",
    "peek_deck": "look at the top five cards and keep one",
    "restrict": "opponents may only draw the deck's top card next turn",
    TWIN_EFFECTS["Left Fox"]: "look at an opponent's hand and maybe swap a card",
    TWIN_EFFECTS["Right Fox"]: "take a pair an opponent has played",
}

DRAW_TWO = Action("draw", (), "draw two cards from the deck, keep one and discard the other")
DRAW_LAST = Action("draw", (), "draw the last card of the deck")
DRAW_ONE = Action("draw_one", (), "draw the top card of the deck (the Skunk allows nothing else)")
END = Action("end", (), "end the turn")
END_AGAIN = Action("end", (), "end the turn and take another (Owl pair)")
SCORE = Action("score", (), "call Score: the round ends and everyone scores their cards")
STRIKE = Action("strike", (), "call Strike: everyone else has one last turn, then the bet is settled")
NO_SWAP = Action("no_swap", (), "swap nothing")


@cache
def take(pile: int, label: str) -> Action:
    return Action("take", (pile,), f"take the {label} from the {SIDES[pile]} discard pile")


@cache
def draws(left: str | None, right: str | None, deck: int) -> tuple[Action, ...]:
    """The draw choices: each discard top (label, or None for an empty pile) and the deck
    (``deck`` is its size up to 2: none, the last card, or two)."""
    tops = tuple(take(side, label) for side, label in enumerate((left, right)) if label)
    return tops + ((), (DRAW_LAST,), (DRAW_TWO,))[deck]


@cache
def keep(kept: str, other: str, pile: int) -> Action:
    return Action("keep", (kept, pile), f"keep the {kept} and discard the {other} onto the {SIDES[pile]} pile")


@cache
def keeps(first: str, second: str, sides: tuple[int, ...]) -> tuple[Action, ...]:
    """The keep-and-discard choices for two drawn cards onto the allowed piles (one card if both match)."""
    kept = ((first, second),) if first == second else ((first, second), (second, first))
    return tuple(keep(k, other, side) for k, other in kept for side in sides)


@cache
def match(pile: int, label: str) -> Action:
    return Action("match", (pile,), f"take the {label} from the {SIDES[pile]} pile (Matching Leaves)")


@cache
def pair(first: str, second: str, effect: str) -> Action:
    return Action("pair", (first, second), f"play a pair: {first} + {second} ({EFFECT_WORDS[effect]})")


@cache
def trio(first: str, second: str, hedgehog: str) -> Action:
    return Action(
        "trio", (first, second, hedgehog), f"play a trio: {first} + {second} + {hedgehog} (3 points, no effect)"
    )


@cache
def hide(label: str) -> Action:
    return Action("hide", (label,), f"hide the {label} face down: safe from attacks this round (Hidden Nest)")


@cache
def pick(pile: int, label: str) -> Action:
    return Action("pick", (pile, label), f"take the {label} from the {SIDES[pile]} discard pile")


@cache
def steal(seat: int) -> Action:
    return Action("steal", (seat,), f"steal a face-down card from Seat {seat}")


@cache
def keep_top(label: str) -> Action:
    return Action("keep_top", (label,), f"keep the {label}; the other cards are shuffled back")


@cache
def peek(seat: int) -> Action:
    return Action("peek", (seat,), f"look at Seat {seat}'s hand")


@cache
def swap(mine: str, theirs: str) -> Action:
    return Action("swap", (mine, theirs), f"give your {mine} for their {theirs}")


@cache
def grab(seat: int, index: int, first: str, second: str) -> Action:
    return Action("grab", (seat, index), f"take Seat {seat}'s played pair {first} + {second}")


@cache
def keep_tale(name: str) -> Action:
    return Action("keep_tale", (name,), f"keep the tale {name}")
