"""A turn-by-turn game's table as one seat sees it, as HTML made from that seat's ``game.view`` only.

The student page of The Forest, Cardswild and Forest Hunters shows these panels and nothing
else, so whatever the view dict keeps from a seat (another hand, the deck order) cannot reach its
browser. The cards are drawn by the games' own board helpers that take names or view entries
(``widgets.cards.card_html`` and the boards' card functions), so a card looks the same in a
notebook and in class. The teacher's table cards use ``progress`` and ``SCORE_NAMES`` on the
public part of a view too.
"""
from __future__ import annotations

from html import escape
from typing import Any, Callable

from ..cardswild.board import card_face, lights_html, progress_html
from ..core.words import count
from ..forest.board import PHASE_WORDS as FOREST_PHASES, card_words
from ..forest.cards import load_catalogue
from ..hunters.board import PHASE_WORDS as HUNTERS_PHASES, discard_html, hand_card_html, unit_html
from ..widgets.cards import card_html

TITLES = {"humbaba": "The Forest of Humbaba", "forest": "The Forest", "cardswild": "Cardswild", "hunters": "Forest Hunters"}
SCORE_NAMES = {"humbaba": "Stockpile", "forest": "points", "cardswild": "games won", "hunters": "hearts"}
Panel = tuple[str, str]  # (a CSS class naming the panel, its HTML)
EMPTY_PILE = "<div class='forestnb-empty-pile' title='empty'>empty</div>"


def progress(game: str, view: dict[str, Any]) -> str:
    """Where the game is, in words: round and phase, or game and turn, from the public view."""
    if game == "forest":
        return f"round {view['round']} (first to {view['target']} points) · now: {FOREST_PHASES.get(view['phase'], view['phase'])}"
    if game == "cardswild":
        return f"game {view['game']} of {view['match_games']} · season {view['season']} · turn {view['turn']}"
    if game == "hunters":
        return f"round {view['round']} · turn {view['turn']} · {HUNTERS_PHASES.get(view['phase'], view['phase'])}"
    return f"round {view['round']}"


def pile(title: str, face: str) -> str:
    """A pile (deck or discard) under its title: its top card, a count, or the empty outline."""
    return f"<div class='forestnb-pile'><b>{escape(title)}</b><div>{face}</div></div>"


def cards_row(cards: list[tuple[str, str]]) -> str:
    """Cards side by side, wrapping; ``cards`` are (name, HTML card), each card tagged with its
    name (``data-card``) so a test can tell which cards a page holds."""
    faces = "".join(f'<div data-card="{escape(name)}">{face}</div>' for name, face in cards)
    return f"<div class='forestnb-cards' style='display:flex;gap:6px;flex-wrap:wrap'>{faces}</div>"


# -- The Forest -------------------------------------------------------------------------------------
def forest_card(label: str, footer: str = "") -> str:
    """A Forest card from its label ("slate Raccoon"), as the Forest board draws it."""
    catalogue = load_catalogue()
    card = catalogue.cards[catalogue.code(label)]
    kind = catalogue.kinds[card.kind]
    return card_html(card.kind, kind.role, card_words(kind), corner=card.colour, footer=footer)


def forest_panels(view: dict[str, Any]) -> list[Panel]:
    panels = []
    mine = [("You drew", view["drawn"]), ("The Badger shows you", view["peeked"])]
    if view["looking_at"]:
        mine.append((f"Seat {view['looking_at']['seat']}'s hand", view["looking_at"]["hand"]))
    if view["caller_hand"] is not None:
        mine.append((f"Strike! Seat {view['caller']}'s hand lies face up", view["caller_hand"]))
    for words, labels in mine:
        if labels:
            panels.append(("forestnb-shown", f"<b>{escape(words)}:</b>" + cards_row([(c, forest_card(c)) for c in labels])))
    hidden = f" and a hidden {escape(', '.join(view['hidden']))}" if view["hidden"] else ""
    hand = cards_row([(c, forest_card(c)) for c in view["hand"]]) if view["hand"] else "<i>no cards</i>"
    panels.append(("forestnb-my-hand", f"<b>Your hand: {count(len(view['hand']), 'card')}{hidden}</b>{hand}"))
    score = view["breakdown"]
    items = "; ".join(f"{escape(item['text'])} {item['points']}" for item in score["items"])
    panels.append(("forestnb-score", f"Your card points now: <b>{score['total']}</b>"
                   + (f" ({items})" if items else "") + f" · you may call with {view['call_threshold']}+"))
    if view["notes"]:
        panels.append(("forestnb-notes", "Only you know: " + escape(" ".join(view["notes"][-3:]))))
    piles = [pile("Deck", f"<div class='forestnb-deck'>{view['deck_size']}</div>")]
    for side, cards in zip(("Left", "Right"), view["discard_piles"]):
        top = cards_row([(cards[-1], forest_card(cards[-1], footer=f"{count(len(cards), 'card')} in the pile"))]) if cards else EMPTY_PILE
        piles.append(pile(f"{side} discard", top))
    panels.append(("forestnb-piles", "<div style='display:flex;gap:12px'>" + "".join(piles) + "</div>"))
    rows = "".join(
        f"<tr><td>Seat {s}{' (you)' if s == view['seat'] else ''}</td><td>{p['hand_size']}</td>"
        f"<td>{escape(', '.join(' + '.join(group) for group in p['played'])) or '–'}</td><td>{p['hidden']}</td><td><b>{p['total']}</b></td></tr>"
        for s, p in enumerate(view["players"]))
    panels.append(("forestnb-table-public", "<table class='forestnb-grid'><tr><th>seat</th><th>cards in hand</th><th>played pairs</th>"
                   f"<th>hidden</th><th>total</th></tr>{rows}</table>"))
    for words, tale in (("Forest Tale this round", view["round_tale"]), ("Forest Tale on offer", view["tale_offer"])):
        if tale:
            panels.append(("forestnb-tale", f"{words}: <b>{escape(tale['name'])}</b>: {escape(tale['rule'])} (then goes to the {escape(tale['goes_to'])})"))
    for record in view["rounds"][-1:]:
        gained = ", ".join(f"Seat {s} +{g}" for s, g in enumerate(record["gained"]))
        panels.append(("forestnb-last-round", f"Round {record['round']} scored ({escape(record['call'] or 'deck ran out')}): {gained}"))
    return panels


# -- Cardswild --------------------------------------------------------------------------------------
def cardswild_panels(view: dict[str, Any]) -> list[Panel]:
    hand = cards_row([(name, card_face(name)) for name in view["hand"]]) if view["hand"] else "<i>no cards</i>"
    panels = [("forestnb-my-hand", f"<b>Your hand: {count(len(view['hand']), 'card')}</b>{hand}")]
    top = cards_row([(view["discard_top"], card_face(view["discard_top"]))]) if view["discard_top"] else EMPTY_PILE
    piles = pile("Draw pile", f"<div class='forestnb-deck'>{view['draw_pile_size']}</div>") + pile(f"Discard pile ({view['discard_size']})", top)
    panels.append(("forestnb-piles", f"<div style='display:flex;gap:12px'>{piles}</div>Play passes to the {view['direction']}."))
    if view["results"]:
        games = "; ".join(f"game {r['game']}: " + ("called off" if r["winner"] is None else f"Seat {r['winner']} won") for r in view["results"])
        panels.append(("forestnb-results", f"Games of the match so far: {games}"))
    for player in view["players"]:
        seat = player["seat"]
        trouble = f" · Trouble: <b>{escape(player['trouble'])}</b>" if player["trouble"] else ""
        safes = f" · Safeties: {escape(', '.join(player['safes']))}" if player["safes"] else ""
        panels.append(("forestnb-hunter", f"<b>Seat {seat}{' (you)' if seat == view['seat'] else ''}</b> · "
                       f"{count(player['hand_size'], 'card')} in hand{trouble}{safes}<br>{lights_html(player)}<br>{progress_html(player)}"))
    return panels


# -- Forest Hunters ---------------------------------------------------------------------------------
def hunters_panels(view: dict[str, Any]) -> list[Panel]:
    seat = view["seat"]
    panels = []
    if view["pending"]:
        panels.append(("forestnb-pending", f"<b>{escape(view['pending']['prompt'])}</b>"))
    hand = view["players"][seat]["hand"]
    cards = cards_row([(card["name"], hand_card_html(card)) for card in hand]) if hand else "<i>no cards</i>"
    panels.append(("forestnb-my-hand", f"<b>Your hand: {count(len(hand), 'card')}</b>{cards}"))
    for side in sorted(view["sides"], key=lambda side: seat in side["seats"]):  # your own side nearest your hand
        heads = " and ".join(
            f"<b>Seat {s}{' (you)' if s == seat else ''}</b> ({escape(view['players'][s]['deck_name'])}): "
            f"{'♥' * view['players'][s]['hearts']}{'♡' * (view['max_hearts'] - view['players'][s]['hearts'])} · "
            f"hand {view['players'][s]['hand_size']} · deck {view['players'][s]['deck_size']}{' · <b>out</b>' if view['players'][s]['out'] else ''}"
            for s in side["seats"])
        zones = "".join(f"<div>{kind.capitalize()} zones ({len(side[kind + 's'])} of {side['zones'][kind]})</div>"
                        + cards_row([(unit["name"], unit_html(unit, kind, view, side)) for unit in side[kind + "s"]])
                        for kind in ("character", "support"))
        panels.append(("forestnb-side", heads + zones + discard_html(side, seat)))
    return panels


PANELS: dict[str, Callable[[dict[str, Any]], list[Panel]]] = {
    "forest": forest_panels, "cardswild": cardswild_panels, "hunters": hunters_panels}


def seat_panels(game: str, view: dict[str, Any]) -> list[Panel]:
    """The panels of a seat's page for ``game``, from that seat's view only."""
    return PANELS[game](view)
