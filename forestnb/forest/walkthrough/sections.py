"""The Forest's walkthrough in words: each section's rule and rulings, and each bet's question
and explanation, in the order of the rule book.

The rulings themselves are read from the rules card (``forestnb.forest.rules``), and the numbers
in the prose come from the card catalogue and the rules, so a changed scale or threshold changes
the words with it.
"""

from __future__ import annotations

from collections import Counter

from ...core.words import count
from ...widgets.predict import Bet
from ...widgets.rulebook import Rulebook, Section
from .. import rules
from ..cards import load_catalogue
from ..rules import CALL_POINTS, TARGETS
from ..scoring import PAIR_POINTS

_DEEP_WOODS_CARDS = sum(kind.copies for kind in load_catalogue().kinds.values() if kind.set == "deep_woods")
_ALL_LIONS = load_catalogue().kinds["Lion"].copies  # holding every Lion wins the game (ruling F8)

BOOK = Rulebook(
    rules.__doc__ or "",
    {
        "setup": Section("Setup: a fresh shuffle and two discard piles every round", ("F1", "F2")),
        "draw": Section("Turn step 1 — draw: a discard top, or two from the deck (keep one)", ("F3",)),
        "raccoon": Section("Pair effect — two Raccoons: take any card from a discard pile", ("F4",)),
        "owl": Section("Pair effect — two Owls: another turn", ("F4",)),
        "rabbit": Section("Pair effect — two Rabbits: the deck's top card", ("F4",)),
        "fox": Section("Pair effect — Left Fox + Right Fox: steal a face-down card", ("F4",)),
        "pairs": Section(f"Every pair scores {count(PAIR_POINTS, 'point')}, played or still in hand", ("F5",)),
        "collections": Section("Collections: Canary, Wolf, Deer, Bear"),
        "multipliers": Section("Multipliers: points for every card of a kind", ("F5",)),
        "lions": Section(f"Lions: the k-th Lion scores the k-th colour; {_ALL_LIONS} Lions win at once", ("F8",)),
        "calling": Section(f"Turn step 3 — calling the round needs {CALL_POINTS} card points", ("F6",)),
        "score": Section("Calling Score: everyone scores their card points", ("F6",)),
        "strike": Section("Calling Strike: one last turn each, then the bet is settled", ("F6",)),
        "strike_fox": Section("During a Strike: the caller's hand is face up, and the Foxes' reach shrinks", ("F6",)),
        "colour_bonus": Section("The colour bonus: your biggest colour group (Lions are crimson)", ("F12",)),
        "empty_deck": Section("An empty deck ends the round, and nobody scores", ("F7",)),
        "game_end": Section(f"Rounds to {' / '.join(map(str, TARGETS.values()))} points, and the tie-break", ("F8",)),
        "deep_woods": Section(f"Add-on: Deep Woods ({count(_DEEP_WOODS_CARDS, 'more card')})", ("F9",)),
        "tales": Section("Add-on: Forest Tales (a rule for the round, then for one player)", ("F10", "F11")),
    },
    routine=("phase",),
)

OWL_PAIRS = 2
STEAL_LIONS, STEAL_OTHERS, STEALS = 2, 3, 600
CANARIES = ("dusk Canary", "sky Canary", "bark Canary", "amber Canary", "fern Canary")
LION_HAND = ("crimson Lion", "crimson Lion", "dusk Owl", "dusk Raccoon", "dusk Rabbit", "sky Owl", "sky Raccoon")
_LIONS = sum(card.endswith(" Lion") for card in LION_HAND)
_COLOURS = Counter(card.split()[0] for card in LION_HAND)  # a Lion is crimson (ruling F12)
_LION_SCORES = sorted(_COLOURS.values(), reverse=True)[:_LIONS]
_LION_CARDS = [
    count(n, "Lion") if colour == "crimson" else count(n, f"{colour} card") for colour, n in _COLOURS.items()
]
_SCALE = load_catalogue().kinds["Canary"].points
_STEAL_CARDS = STEAL_LIONS + STEAL_OTHERS

BETS = {
    "owl": Bet(
        f"Seat 0 plays {OWL_PAIRS} Owl pairs in one turn. How many turns does it play before Seat 1 moves?",
        1,
        5,
        1,
        "turns",
        f"Each Owl pair owes one more turn, and the turns are taken one after another: 1 + {OWL_PAIRS} = "
        f"{1 + OWL_PAIRS}.",
    ),
    "fox": Bet(
        f"Seat 1 holds {_STEAL_CARDS} cards, {STEAL_LIONS} of them Lions. Your Foxes steal one card blind. "
        "In what share of steals do you get a Lion?",
        0,
        100,
        5,
        "%",
        f"Each card is equally likely, so {STEAL_LIONS} chances in {_STEAL_CARDS}: {STEAL_LIONS / _STEAL_CARDS:.0%}. "
        f"The answer is counted over {STEALS} seeded steals by the engine, so it wobbles a little around "
        f"{100 * STEAL_LIONS / _STEAL_CARDS:.0f}.",
    ),
    "collections": Bet(
        f"{len(CANARIES)} Canaries and nothing else: how many card points?",
        0,
        15,
        1,
        "points",
        f"The Canary scale is {', '.join(map(str, _SCALE))}: the {len(CANARIES)}th Canary makes "
        f"{_SCALE[len(CANARIES) - 1]}. One Canary alone is worth {_SCALE[0] or 'nothing'}.",
    ),
    "lions": Bet(
        ", ".join(_LION_CARDS[:-1]) + f" and {_LION_CARDS[-1]}. How many points do the {_LIONS} Lions score?",
        0,
        10,
        1,
        "points",
        "The k-th Lion scores the k-th biggest colour group, the crimson Lions a group of their own: groups of "
        + ", ".join(f"{n} {colour}" for colour, n in _COLOURS.most_common())
        + ", so "
        + " + ".join(map(str, _LION_SCORES))
        + f" = {sum(_LION_SCORES)}.",
    ),
    "strike": Bet(
        f"You call Strike with {CALL_POINTS} card points; after its last turn your opponent also has exactly "
        f"{CALL_POINTS}. How many points do you gain this round?",
        0,
        12,
        1,
        "points",
        f"Level is enough for the one who called: you still have 'the most', so you score your {CALL_POINTS} "
        "cards plus your colour bonus, and your opponent only its colour bonus.",
    ),
}
