"""The Forest at a table: its cards drawn as the board draws them, and a seat's view as a
phone-first page (``core.face``)."""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.face import EMPTY_PILE, Face, Panel, cards_row, pile, turn_status
from ..core.words import count
from ..widgets.cards import card_html
from .cards import Kind, load_catalogue
from .moves import EFFECT_WORDS

PHASE_WORDS = {
    "draw": "1. draw",
    "keep": "1. draw (keep one of two)",
    "match": "1. draw (Matching Leaves)",
    "play": "2. play pairs, then 3. end or call",
    "pick": "2. play pairs (Raccoons search a pile)",
    "steal": "2. play pairs (Foxes choose a victim)",
    "keep_top": "2. play pairs (Badger: keep one)",
    "peek": "2. play pairs (Fox Twins: whose hand)",
    "swap": "2. play pairs (Fox Twins: swap?)",
    "grab": "2. play pairs (Fox Twins: take a pair)",
    "tale": "between rounds: choose a tale",
}
STAND_IN = "greedy"
"""The bot that takes an absent player's seat unless someone chooses another."""
TERMS = {
    "pair": "Two matching cards laid in front of you: each scores 1 and most do something at once.",
    "collection": "Cards of one kind (Canaries, Wolves, Deer, Bears) that score more the more you hold.",
    "multiplier": "A card that scores for every card of another kind you have.",
    "Lion": "The k-th Lion scores your k-th largest colour group; four Lions win at once.",
    "card points": "What your hand and pairs would score now; with 7 or more you may end the round.",
    "Score": "End the round now: everyone scores what they have.",
    "Strike": "A bet: the others play one last turn; if you still have the most points you win big, if not they do.",
}


def card_words(kind: Kind) -> str:
    """What a card does and scores, in a sentence, from its row of ``cards.csv``."""
    if kind.role == "pair":
        partner = f"another {kind.partner}" if kind.partner == kind.name else f"a {kind.partner}"
        return f"Pairs with {partner}: {EFFECT_WORDS[kind.effect]}. Each pair scores 1."
    if kind.role == "collection":
        return "Collection: " + "-".join(map(str, kind.points)) + " points for 1, 2, 3... cards."
    if kind.role == "multiplier":
        return f"{kind.points[0]} per {kind.partner} you have (hand and played)."
    if kind.role == "lion":
        return "The k-th Lion scores your k-th largest colour group. Four Lions win at once."
    if kind.role == "trio":
        return (
            f"Played with a pair, makes a trio worth {1 + kind.points[0]}, without its effect; kept in "
            "hand, scores nothing."
        )
    return "One more card for a collection you have started."


def forest_card(label: str, footer: str = "") -> str:
    """A Forest card from its label ("slate Raccoon"), as the Forest board draws it."""
    catalogue = load_catalogue()
    card = catalogue.cards[catalogue.code(label)]
    kind = catalogue.kinds[card.kind]
    return card_html(card.kind, kind.role, card_words(kind), corner=card.colour, footer=footer)


def progress(view: dict[str, Any]) -> str:
    return (
        f"round {view['round']} (first to {view['target']} points) · now: "
        f"{PHASE_WORDS.get(view['phase'], view['phase'])}"
    )


def panels(view: dict[str, Any], waiting: frozenset[int] = frozenset()) -> list[Panel]:
    panels = []
    mine = [("You drew", view["drawn"]), ("The Badger shows you", view["peeked"])]
    if view["looking_at"]:
        mine.append((f"Seat {view['looking_at']['seat']}'s hand", view["looking_at"]["hand"]))
    if view["caller_hand"] is not None:
        mine.append((f"Strike! Seat {view['caller']}'s hand lies face up", view["caller_hand"]))
    for words, labels in mine:
        if labels:
            panels.append(
                ("forestnb-shown", f"<b>{escape(words)}:</b>" + cards_row([(c, forest_card(c)) for c in labels]))
            )
    hidden = f" and a hidden {escape(', '.join(view['hidden']))}" if view["hidden"] else ""
    hand = cards_row([(c, forest_card(c)) for c in view["hand"]]) if view["hand"] else ""
    panels.append(("forestnb-my-hand", f"<b>Your hand: {count(len(view['hand']), 'card')}{hidden}</b>{hand}"))
    score = view["breakdown"]
    items = "; ".join(f"{escape(item['text'])} {item['points']}" for item in score["items"])
    panels.append(
        (
            "forestnb-score",
            f"Your card points now: <b>{score['total']}</b>"
            + (f" ({items})" if items else "")
            + f" · you may call with {view['call_threshold']}+",
        )
    )
    if view["notes"]:
        panels.append(("forestnb-notes", "Only you know: " + escape(" ".join(view["notes"][-3:]))))
    piles = [pile("Deck", f"<div class='forestnb-deck'>{view['deck_size']}</div>")]
    for side, cards in zip(("Left", "Right"), view["discard_piles"]):
        top = (
            cards_row([(cards[-1], forest_card(cards[-1], footer=f"{count(len(cards), 'card')} in the pile"))])
            if cards
            else EMPTY_PILE
        )
        piles.append(pile(f"{side} discard", top))
    panels.append(("forestnb-piles", "<div style='display:flex;gap:12px'>" + "".join(piles) + "</div>"))
    rows = "".join(
        f"<tr><td>Seat {s}{' (you)' if s == view['seat'] else ''}</td><td>{p['hand_size']}</td>"
        f"<td>{escape(', '.join(' + '.join(group) for group in p['played'])) or '–'}</td>"
        f"<td>{p['hidden']}</td><td><b>{p['total']}</b></td></tr>"
        for s, p in enumerate(view["players"])
    )
    panels.append(
        (
            "forestnb-table-public",
            "<table class='forestnb-grid'><tr><th>seat</th><th>cards in hand</th><th>played pairs</th>"
            f"<th>hidden</th><th>total</th></tr>{rows}</table>",
        )
    )
    for words, tale in (("Forest Tale this round", view["round_tale"]), ("Forest Tale on offer", view["tale_offer"])):
        if tale:
            panels.append(
                (
                    "forestnb-tale",
                    f"{words}: <b>{escape(tale['name'])}</b>: {escape(tale['rule'])} (then goes to the "
                    f"{escape(tale['goes_to'])})",
                )
            )
    for record in view["rounds"][-1:]:
        gained = ", ".join(f"Seat {s} +{g}" for s, g in enumerate(record["gained"]))
        panels.append(
            (
                "forestnb-last-round",
                f"Round {record['round']} scored ({escape(record['call'] or 'deck ran out')}): {gained}",
            )
        )
    return panels


FACE = Face(
    title="The Forest",
    score_word="points",
    goal="Score points with pairs, collections and Lions; the first to the target wins.",
    progress=progress,
    panels=panels,
    status=lambda game: turn_status(game, progress, "points"),
    terms=TERMS,
    stand_in=STAND_IN,
    class_lesson=True,
)
