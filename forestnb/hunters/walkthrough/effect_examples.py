"""Examples for the rules about card effects: their order, cancelling, once per turn, "you can",
A-then-B costs, continuous supports, face-down cards, hand traps and D6 rolls. Each returns a
``Step`` from the real engine; the arguments are the knobs of the section's try-it."""

from __future__ import annotations

from ...core.actions import Action
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..cards import load_decks
from ..scenes import arrange, card_id, pass_turn, stacked, table, to_battle, to_card_phase
from .sections import BOOK
from .setup_examples import OPPONENT, deck_of
from .watch import SAY_NO, SAY_YES, measure, watch


def swapped(deck: str, out: str, into: str) -> list[str]:
    """A prebuilt deck with one card swapped for another (still a legal deck)."""
    cards = list(load_decks()[deck])
    cards[cards.index(out)] = into
    return cards


HONEY_GROVE = ("Grove Wardens", "Hedge Druid", "Honey Bear")
MIST_WOLVES = ("Wolf Pack", "Night Owl", "Mist Spirit")


def effect_order_example(first: str = "Honey Bear", seed: int = 1) -> Step:
    """Seat 1's Spirit Fusion holds Wisp and Honey Bear from its discard pile. Seat 0's Lost Trail
    sends the Fusion back to Seat 1's hand; both materials return to the discard pile face up at
    once, so both discard-pile effects trigger together and Seat 1 declares which goes ``first``."""
    game = arrange(table(("Wolf Pack", swapped(*HONEY_GROVE)), seed=seed), hands={0: ["Lost Trail"]}, hearts={1: 3})
    stacked(game, 1, "Spirit Fusion", [("Wisp", "discard"), ("Honey Bear", "discard")])
    return watch(
        "effect_order",
        game,
        ["Play Lost Trail", f"Use first: {first}"],
        keep=("Seat 1 hearts", "Seat 1 hand", "Seat 1 discard pile"),
    )


def cancel_example(springs: bool = True, answers: bool = True, seed: int = 1) -> Step:
    """Seat 0 (Grove Wardens, 3 hearts) plays Healing Herbs. Seat 1 may cancel the heal with its
    Mist Spirit (``springs``); Seat 0 may cancel that cancel with Counter Charm (``answers``)."""
    game = arrange(
        table(("Grove Wardens", swapped(*MIST_WOLVES)), seed=seed),
        hands={0: ["Healing Herbs", "Counter Charm"], 1: ["Mist Spirit"]},
        hearts={0: 3},
    )
    moves = ["Play Healing Herbs", "Hand trap: Mist Spirit" if springs else "Pass"]
    if springs:
        moves.append("Hand trap: Counter Charm" if answers else "Pass")
    return watch("cancel", game, moves, keep=("Seat 0 hearts", "Seat 0 hand", "Seat 1 hand"))


def once_example(tries: int = 2, new_turn: bool = False, seed: int = 1) -> Step:
    """Seat 0 (Night Watch) tries Owl Sage's once-per-turn card-phase effect ``tries`` times, the
    whole round passing between tries when ``new_turn``. The discard it asks for is a Bear Cub."""
    game = arrange(
        table(("Night Watch", "Wolf Pack"), seed=seed),
        fields={0: ["Owl Sage"]},
        hands={0: ["Bear Cub", "Bear Cub", "Honey Bear"]},
    )
    use = next(a for a in game.legal_actions() if a.kind == "use")
    before, log = measure(game), []
    for number in range(tries):
        if number and new_turn:
            pass_turn(game)
            pass_turn(game)
            to_card_phase(game)
            log.append(f"(a round passes: round {game.round}, Seat 0's turn again)")
        log += watch("once", game, [use, "Discard: Bear Cub"] if "Bear Cub" in hand_names(game) else [use, SAY_YES]).log
    return BOOK.step("once", game, before, measure(game), tuple(log), ("Seat 0 hand",))


def hand_names(game, seat: int = 0) -> list[str]:
    return [game.name_of(c) for c in game.seats[seat].hand]


OPTIONAL_CARDS = {
    "Howling Scout": "you can: draw 1",
    "Barn Owl": "you can: draw 1, once per turn",
    "White Stag": "mandatory: gain 1 heart",
    "Grizzly Elder": "mandatory: discard 1 to destroy",
    "Pit Digger": "you can: discard face down to bury",
}
SPARE = {
    "Wolf Pack": "Hunter's Knife",
    "Night Watch": "Hunting Horn",
    "Grove Wardens": "Reforest",
    "Trap Line": "Feast",
}
TARGETS = {"Night Watch": "Black Bear", "Wolf Pack": "Grey Wolf"}


def optional_example(card: str = "Howling Scout", target: bool = True, yes: bool = False, seed: int = 1) -> Step:
    """Seat 0 (4 hearts) plays ``card`` with one spare card in hand, the opponent showing a
    character when ``target``: a "you can" effect asks, and is answered ``yes`` or no; a mandatory
    one just happens, and when it cannot happen the card cannot be played at all."""
    if card not in OPTIONAL_CARDS:
        raise ValueError(f"no example for {card!r}; cards: {', '.join(OPTIONAL_CARDS)}")
    deck = deck_of(card)
    other = OPPONENT[deck]
    game = arrange(
        table((deck, other), seed=seed),
        hands={0: [card, SPARE[deck]]},
        fields={1: [TARGETS[other]] if target else []},
        hearts={0: 4},
    )
    return watch(
        "optional",
        game,
        [Action("play", (card_id(game, card, 0),)), SAY_YES if yes else SAY_NO],
        keep=("Seat 0 hearts", "Seat 0 hand"),
    )


COST_CARDS = {
    "Owl's Insight": "A must (discard face down), B may (draw 2)",
    "Grove Spirit": "A may (send a character), B must (bring one back)",
    "Grizzly Elder": "A must (discard), B must (destroy)",
    "Shadow Tracker": "A may (lose a heart), B must (take control)",
}


def cost_table(card: str, b_possible: bool, hearts: int) -> dict:
    """The table each A-then-B card is tried on: B possible or not, Seat 0 at ``hearts``."""
    tables = {
        "Owl's Insight": dict(
            decks=("Night Watch", "Wolf Pack"), hands={0: ["Owl's Insight", "Bear Cub"]}, fields={0: ["Barn Owl"]}
        ),
        "Grove Spirit": dict(
            decks=("Grove Wardens", "Wolf Pack"),
            hands={0: ["Grove Spirit"]},
            fields={0: ["Wisp"]},
            discards={0: ["White Stag"] if b_possible else []},
        ),
        "Grizzly Elder": dict(
            decks=("Night Watch", "Wolf Pack"),
            hands={0: ["Grizzly Elder", "Bear Cub"]},
            fields={1: ["Grey Wolf"] if b_possible else []},
        ),
        "Shadow Tracker": dict(
            decks=("Trap Line", "Wolf Pack"),
            hands={0: ["Shadow Tracker"]},
            fields={1: ["Moon Wolf"] if b_possible else []},
        ),
    }
    if card not in tables:
        raise ValueError(f"no A-then-B example for {card!r}; cards: {', '.join(tables)}")
    return {**tables[card], "hearts": {0: hearts}}


def costs_example(
    card: str = "Owl's Insight", b_possible: bool = True, yes: bool = False, hearts: int = 5, seed: int = 1
) -> Step:
    """Seat 0 plays ``card`` (two parts: A, then B) with part B possible or not; every question is
    answered ``yes`` or no. Owl's Insight's B (draw 2) is always possible: the deck is full."""
    spec = cost_table(card, b_possible, hearts)
    game = arrange(table(spec.pop("decks"), seed=seed), **spec)
    return watch(
        "costs",
        game,
        [Action("play", (card_id(game, card, 0),)), SAY_YES if yes else SAY_NO],
        keep=("Seat 0 hearts", "Seat 0 hand", "Seat 0 characters"),
    )


def continuous_example(mark: str = "Moon Wolf", seed: int = 1) -> Step:
    """Seat 0 puts Hunter's Mark (+2 BP, continuous) on ``mark``. In Seat 1's turn Black Bear
    battles Moon Wolf; back in Seat 0's turn, the Mark may move only if its character has gone."""
    game = arrange(
        table(("Wolf Pack", "Night Watch"), seed=seed),
        hands={0: ["Hunter's Mark"]},
        fields={0: ["Grey Wolf", "Moon Wolf"], 1: ["Black Bear"]},
    )
    marked = watch("continuous", game, ["Play Hunter's Mark", f"on {mark}"])
    at_first = {"moment": "Seat 0 puts the Mark on " + mark, **_wolves(game)}
    pass_turn(game)
    to_card_phase(game)
    fight = watch(
        "continuous", game, ["Go on to the battle phase", "Black Bear battles Moon Wolf", SAY_NO, "End the turn"]
    )
    to_card_phase(game)
    later = {
        "moment": "Seat 1's Black Bear battled Moon Wolf",
        **_wolves(game),
        "Seat 0 may move the Mark": " / ".join(str(a) for a in game.legal_actions() if a.kind == "attach") or "no",
    }
    moments = PlainTable([at_first, later], "moment")
    return BOOK.step(
        "continuous",
        game,
        marked.before,
        measure(game),
        marked.log + fight.log,
        ("Seat 0 characters", "Seat 0 supports"),
        (moments,),
        only_keep=True,
    )


def _wolves(game) -> dict[str, str]:
    side = game.side(0)
    return {
        "Seat 0 characters (BP/SHD)": ", ".join(
            f"{game.name_of(u.card)} {game.bp(side, u)}/{game.shd(side, u)}" for u in side.characters
        )
    }


FACE_DOWN_WAYS = {
    "buried by Pitfall": ["Play Pitfall"],
    "battled by Longbow Archer": ["Go on to the battle phase", "Longbow Archer battles Wisp"],
}


def face_down_example(way: str = "buried by Pitfall", seed: int = 1) -> Step:
    """Seat 1's Wisp ("when sent to the discard pile face up: draw 1") leaves the field ``way``:
    face down its effect does not happen, face up it does. Then Seat 1 may play Second Wind
    (play a face-up character from the discard pile) only on a face-up Wisp."""
    if way not in FACE_DOWN_WAYS:
        raise ValueError(f"no way {way!r}; ways: {', '.join(FACE_DOWN_WAYS)}")
    game = arrange(
        table(("Trap Line", "Grove Wardens"), seed=seed),
        hands={0: ["Pitfall"], 1: ["Second Wind"]},
        fields={0: ["Longbow Archer"], 1: ["Wisp"]},
    )
    step = watch("face_down", game, [*FACE_DOWN_WAYS[way], SAY_NO])
    pass_turn(game)
    to_card_phase(game)
    later = watch("face_down", game, [Action("play", (card_id(game, "Second Wind"),))])
    return BOOK.step(
        "face_down",
        game,
        step.before,
        later.after,
        step.log + later.log,
        ("Seat 1 hand", "Seat 1 characters", "Seat 1 discard pile"),
        only_keep=True,
    )


HAND_TRAPS = {
    "Night Owl (a character)": "Hand trap: Night Owl",
    "Ambush (a support)": "Hand trap: Ambush",
    "keep it in hand": "Pass",
}


def hand_trap_example(choice: str = "Night Owl (a character)", seed: int = 1) -> Step:
    """In Seat 0's turn its Black Bear battles Seat 1's Grey Wolf; Seat 1 holds Night Owl and
    Ambush, hand traps against a battle, and springs one of them or keeps both (``choice``)."""
    if choice not in HAND_TRAPS:
        raise ValueError(f"no choice {choice!r}; choices: {', '.join(HAND_TRAPS)}")
    game = arrange(
        table(("Night Watch", "Wolf Pack"), seed=seed),
        fields={0: ["Black Bear"], 1: ["Grey Wolf"]},
        hands={1: ["Night Owl", "Ambush"]},
    )
    to_battle(game)
    step = watch(
        "hand_traps",
        game,
        ["Black Bear battles Grey Wolf", HAND_TRAPS[choice]],
        keep=("Seat 1 characters", "Seat 1 hand", "Seat 1 discard pile"),
    )
    left = PlainTable(
        [
            {
                "Seat 0 may still battle with": " / ".join(str(a) for a in game.legal_actions() if a.kind == "attack")
                or "nothing: Black Bear's battle is used up"
            }
        ]
    )
    return BOOK.step(step.rule, game, step.before, step.after, step.log, step.keep, (left,))


def dice_example(seed: int = 1) -> Step:
    """Seat 0 (Trap Line) plays Fire Archer: a D6 from the game's seeded stream, and on 4 or more
    Seat 1 loses a heart."""
    game = arrange(table(("Trap Line", "Wolf Pack"), seed=seed), hands={0: ["Fire Archer"]})
    return watch("dice", game, ["Play Fire Archer"], keep=("Seat 1 hearts",))


def fire_archer_hits(plays: int, seed: int = 1) -> int:
    """Of ``plays`` Fire Archers played in games seeded ``seed``, ``seed + 1``..., how many hit."""
    return sum(dice_example(seed + k).change("Seat 1 hearts") < 0 for k in range(plays))
