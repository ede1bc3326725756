"""Examples for the rules about the cards and the table: card kinds, types, the deck, the field,
the start of the game, the draw phase and the card phase. Each returns a ``Step`` from the real
engine; the arguments are the knobs of the section's try-it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import zip_longest

import forestnb

from ...core.actions import Action
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..cards import CHARACTER, SUPPORT, load_decks, load_pool
from ..decks import check_deck
from ..rules import DRAW, HuntersGame
from ..scenes import arrange, card_id, pass_turn, table, to_card_phase
from ..vocabulary import TYPES
from .sections import BOOK
from .watch import SAY_YES, measure, watch

SYMBOL_WORDS = {
    None: "none",
    "number": "a number (copies allowed)",
    "house": "a house (stays on the field)",
    "infinity": "an infinity sign (stays on the field)",
    "hand_trap": "hand trap",
    "combination": "combination",
    "capture": "capture",
}


def deck_of(name: str) -> str:
    """The first prebuilt deck that holds the card ``name``."""
    found = next((deck for deck, cards in load_decks().items() if name in cards), None)
    if found is None:
        raise ValueError(f"no prebuilt deck holds {name!r}")
    return found


def card_table(name: str) -> PlainTable:
    """What is printed on one card, in words: kind, type, BP and SHD, the corner, the text."""
    pool = load_pool()
    if name not in pool:
        raise ValueError(f"no card named {name!r} in the pool")
    card = pool[name]
    rows = {
        "kind": card.kind,
        "type": card.type or "—",
        "BP / SHD": f"{card.bp} / {card.shd}" if card.is_character or card.symbol == "combination" else "—",
        "corner": SYMBOL_WORDS[card.symbol] + (f": {card.copies}" if card.symbol == "number" else ""),
        "text": card.text or "(no effect)",
        "in the prebuilt decks": ", ".join(d for d, cards in load_decks().items() if name in cards) or "none",
    }
    return PlainTable.labelled("printed", name, rows)


def pool_table() -> PlainTable:
    """How many cards of the pool carry each corner symbol, characters and supports apart."""
    pool = load_pool().values()
    counts = Counter((SYMBOL_WORDS[c.symbol], c.kind) for c in pool)
    rows = [
        {"corner": s, CHARACTER: counts[(s, CHARACTER)], SUPPORT: counts[(s, SUPPORT)]} for s in SYMBOL_WORDS.values()
    ]
    total = {"corner": "all cards", CHARACTER: sum(r[CHARACTER] for r in rows), SUPPORT: sum(r[SUPPORT] for r in rows)}
    return PlainTable([*rows, total], "corner")


def cards_example(seed: int = 1) -> Step:
    """Seat 0 plays a character, a one-shot support and a house support: the character and the
    house stay on the field, the one-shot support's effect happens and it goes to the discard pile."""
    game = arrange(
        table(("Night Watch", "Wolf Pack"), seed=seed), hands={0: ["Black Bear", "Hunting Horn", "Campfire"]}
    )
    return watch(
        "cards",
        game,
        ["Play Black Bear", "Play Hunting Horn", "Play Campfire"],
        keep=("Seat 0 characters", "Seat 0 supports", "Seat 0 discard pile"),
        extras=(pool_table(),),
    )


def type_table() -> PlainTable:
    """For each of the ten types: its characters in the pool, and the supports that name it."""
    pool = load_pool().values()
    rows = [
        {
            "type": t,
            "characters": sum(c.type == t and c.is_character for c in pool),
            "supports that need it": ", ".join(c.name for c in pool if c.type == t and not c.is_character) or "—",
        }
        for t in TYPES
    ]
    return PlainTable(rows, "type")


def types_example(field: Sequence[str] = ("Grey Wolf", "Night Owl"), seed: int = 1) -> Step:
    """Seat 0 (Wolf Pack) plays Wolf Den, a Wolf support: it needs a Wolf on the field, and its
    +1 BP reaches Wolves only."""
    game = arrange(table(("Wolf Pack", "Night Watch"), seed=seed), hands={0: ["Wolf Den"]}, fields={0: list(field)})
    return watch(
        "types",
        game,
        [Action("play", (card_id(game, "Wolf Den"),))],
        keep=("Seat 0 characters",),
        extras=(type_table(),),
    )


def deck_example(
    deck: str = "Wolf Pack",
    out: Sequence[str] = ("Moon Wolf", "Lost Trail"),
    add: Sequence[str] = ("Grey Wolf", "Smoke Signal"),
) -> Step:
    """A prebuilt deck with cards taken out and put in: the deck validator names every problem."""
    if deck not in load_decks():
        raise ValueError(f"no prebuilt deck {deck!r}; prebuilt decks: {', '.join(load_decks())}")
    cards = list(load_decks()[deck])
    for name in out:
        if name not in cards:
            raise ValueError(f"{deck} holds no {name!r} to take out")
        cards.remove(name)
    cards += list(add)
    pool = load_pool()
    problems = check_deck(cards)
    after = {
        "characters": sum(pool[n].kind == CHARACTER for n in cards if n in pool),
        "supports": sum(pool[n].kind == SUPPORT for n in cards if n in pool),
        "legal": "yes" if not problems else f"no: {len(problems)} problem(s)",
    }
    changes = PlainTable({"taken out": a, "put in": b} for a, b in zip_longest(out, add, fillvalue=""))
    return BOOK.step("deck", None, {}, after, tuple(problems) or ("The deck is legal.",), tuple(after), (changes,))


def zones_now(game: HuntersGame, moment: str) -> dict[str, str]:
    """Seat 0's character zones and what fills them, at one moment of an example."""
    side = game.side(0)
    return {
        "moment": moment,
        "character zones": str(game.capacity(side, "character")),
        "characters": ", ".join(game.name_of(u.card) for u in side.characters) or "—",
        "supports": ", ".join(game.name_of(u.card) for u in side.supports) or "—",
    }


def field_example(seed: int = 1) -> Step:
    """Seat 0 (Trap Line) has its three character zones full, plays Lookout Tower for a fourth and
    fills it; in Seat 1's turn Break the Snare sends the tower away, and the last character placed
    goes with it (ruling H12)."""
    game = arrange(
        table(("Trap Line", "Night Watch"), seed=seed),
        hands={0: ["Lookout Tower", "Longbow Archer"], 1: ["Break the Snare"]},
        fields={0: ["Snare Setter", "Pit Digger", "Net Thrower"]},
    )
    moments = [zones_now(game, "at the start")]
    step = watch("field", game, ["Play Lookout Tower", "Play Longbow Archer"])
    moments.append(zones_now(game, "Seat 0 played the tower and a fourth character"))
    pass_turn(game)
    to_card_phase(game)
    later = watch("field", game, ["Play Break the Snare"])
    moments.append(zones_now(game, "Seat 1 played Break the Snare"))
    return BOOK.step(
        "field",
        game,
        step.before,
        later.after,
        step.log + later.log,
        ("Seat 0 characters", "Seat 0 supports", "Seat 0 discard pile"),
        (PlainTable(moments, "moment"),),
        only_keep=True,
    )


def zone_check(characters: int, tower: bool, seed: int = 1) -> Step:
    """Seat 0 with ``characters`` in its zones (and Lookout Tower out, or not) tries one more."""
    names = ["Snare Setter", "Pit Digger", "Net Thrower"][:characters]
    game = arrange(
        table(("Trap Line", "Night Watch"), seed=seed),
        hands={0: ["Longbow Archer"]},
        fields={0: names},
        supports={0: ["Lookout Tower"] if tower else []},
    )
    return watch("field", game, [Action("play", (card_id(game, "Longbow Archer"),))], keep=("Seat 0 characters",))


def seats_table(game: HuntersGame) -> PlainTable:
    """Each seat's deck, hearts, hand and deck size, and whether it may battle this turn."""
    rows = [
        {
            "seat": f"Seat {s}",
            "deck": game.deck_names[s],
            "side": " & ".join(f"Seat {x}" for x in game.side(s).seats),
            "hearts": p.hearts,
            "hand": len(p.hand),
            "cards in deck": len(p.deck),
            "plays now": "yes" if s == game.actor else "",
        }
        for s, p in enumerate(game.seats)
    ]
    return PlainTable(rows, "seat")


def start_example(players: int = 2, teams: bool = False, seed: int = 1) -> Step:
    """A new game as the engine sets it up: hearts, five cards each, Seat 0's first draw, and no
    battles in the first turn."""
    decks = list(load_decks())
    game = forestnb.new_game(
        "hunters", players=players, seed=seed, teams=teams, decks=[decks[s % len(decks)] for s in range(players)]
    )
    after = {
        "hearts each": game.max_hearts,
        "opening hand": 5,
        "Seat 0 hand after its draw": len(game.seats[0].hand),
        "battles allowed this turn": "yes" if game.battles_allowed() else "no",
    }
    return BOOK.step("start", game, {}, after, tuple(game.log_for(None)), tuple(after), (seats_table(game),))


DRAW_HANDS = ("Sharpened Arrows", "Rally Cry", "Lost Trail", "Hunter's Knife", "Pack Alpha", "Dusk Hunt", "Ambush")


def draw_example(cards: int = 5, playable: bool = False, reshuffles: int = 1, seed: int = 1) -> Step:
    """Seat 0 (Wolf Pack) starts its draw phase with ``cards`` in hand, none of them a character it
    can play (Pack Alpha needs a Wolf out) unless ``playable`` puts a Grey Wolf among them, and
    shuffles the hand back ``reshuffles`` times while the rule allows."""
    if not 1 <= cards <= len(DRAW_HANDS):
        raise ValueError(f"a hand of 1 to {len(DRAW_HANDS)} cards here, not {cards}")
    hand = list(DRAW_HANDS[: cards - 1]) + ["Grey Wolf" if playable else DRAW_HANDS[cards - 1]]
    game = arrange(table(("Wolf Pack", "Night Watch"), seed=seed), hands={0: hand}, phase=DRAW)
    before, start = measure(game), len(game.log)
    offered = []
    for _ in range(reshuffles):
        choices = [str(a) for a in game.legal_actions()]
        offered.append(" / ".join(choices))
        shuffle = next((a for a in game.legal_actions() if a.kind == "reshuffle"), None)
        if shuffle is None:
            break
        game.apply(shuffle)
    moves = PlainTable.numbered("decision", ({"offered": choice} for choice in offered))
    return BOOK.step(
        "draw", game, before, measure(game), tuple(game.log_for(None, start)), ("Seat 0 hand", "Seat 0 deck"), (moves,)
    )


CONDITION_CARDS = {
    "Pack Alpha": "Wolf Pack",
    "Dusk Hunt": "Wolf Pack",
    "Wolf Den": "Wolf Pack",
    "Cave Bear": "Night Watch",
    "War Drums": "Night Watch",
    "Eagle-Eye Archer": "Trap Line",
    "Feast": "Trap Line",
    "Forest King": "Grove Wardens",
}
PLAIN = {
    "Wolf Pack": ("Grey Wolf", "Grey Wolf", "Grey Wolf"),
    "Night Watch": ("Bear Cub", "Bear Cub", "Black Bear"),
    "Trap Line": ("Old Trapper", "Longbow Archer", "Net Thrower"),
    "Grove Wardens": ("White Stag", "Stag Runner", "Wisp"),
}
OPPONENT = {
    "Wolf Pack": "Night Watch",
    "Night Watch": "Wolf Pack",
    "Trap Line": "Wolf Pack",
    "Grove Wardens": "Wolf Pack",
}
OPPONENT_CHARACTERS = {"Night Watch": ("Black Bear", "Bear Cub"), "Wolf Pack": ("Grey Wolf", "Moon Wolf")}


def card_phase_example(seed: int = 1) -> Step:
    """Seat 0 plays Grey Wolf, then Pack Alpha (whose play condition the wolf now meets), then a
    second Grey Wolf; a fourth card is refused: three cards a turn."""
    game = arrange(
        table(("Wolf Pack", "Night Watch"), seed=seed),
        hands={0: ["Grey Wolf", "Pack Alpha", "Grey Wolf", "Sharpened Arrows"]},
    )
    arrows = card_id(game, "Sharpened Arrows", 0)
    return watch(
        "card_phase",
        game,
        ["Play Grey Wolf", "Play Pack Alpha", "Play Grey Wolf", Action("play", (arrows,))],
        keep=("cards left to play", "Seat 0 characters"),
    )


def condition_check(card: str = "Pack Alpha", mine: int = 0, theirs: int = 0, hearts: int = 5, seed: int = 1) -> Step:
    """Seat 0 holds ``card`` with ``mine`` of its plain characters out, the opponent ``theirs``,
    and ``hearts`` hearts: is the card played, or refused, and why."""
    if card not in CONDITION_CARDS:
        raise ValueError(f"no play-condition example for {card!r}; cards: {', '.join(CONDITION_CARDS)}")
    deck = CONDITION_CARDS[card]
    other = OPPONENT[deck]
    game = arrange(
        table((deck, other), seed=seed),
        hands={0: [card]},
        hearts={0: hearts},
        fields={0: list(PLAIN[deck][:mine]), 1: list(OPPONENT_CHARACTERS[other][:theirs])},
    )
    return watch("card_phase", game, [Action("play", (card_id(game, card, 0),)), SAY_YES], keep=("Seat 0 characters",))
