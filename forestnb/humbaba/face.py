"""The Forest of Humbaba at a table: its cards drawn as the board draws them, a seat's view as a
phone-first page, and its secret harvest's pick rules for class mode (``core.face``).

The harvest is simultaneous and secret while the engine asks the seats in turn order, so a
student may pick before the engine reaches their seat: ``pick_options`` finds what a seat may pick
on a copy of the game brought to that seat's turn, the earlier seats given stand-in cards, which
never changes what another seat may play (a seat's options are its own hand and token).
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

from ..core.errors import IllegalActionError
from ..core.face import Face, Panel, PickOptions, Picks
from ..core.game import Game
from ..core.words import chance, count
from ..widgets.cards import card_html
from . import odds
from .cards import all_cards, load_archetypes
from .rules import ROUNDS
from .styles import KIND_COLOURS

STAND_IN = "cooperative"
"""The bot that takes an absent player's seat unless someone chooses another."""
CARDS = all_cards()
ARCHETYPE_NAMES = {key: archetype.name for key, archetype in load_archetypes().items()}
FLIP_WORDS = "Flip the Defection Token to Aggressive with this card (it cannot flip back)"
TERMS = {
    "Forest Health": "How well the forest is (0 to 10). The lower it is, the worse the die's odds.",
    "Forest Deck": "The cedars everyone can count and harvest without risk.",
    "Box Reserve": "Hidden cedars nobody may count. Regrowth moves cedars from it into the Forest Deck.",
    "regrowth": "Each round some cedars move from the Box Reserve to the Forest Deck: the healthier the "
    "forest, the more.",
    "die": "Every cedar harvested beyond the Forest Deck needs a roll of the Forest Die; one failed roll and "
    "the forest collapses.",
    "Seneca Clip": "When Health falls fast, the next regrowth is cut: ruin comes faster than growth.",
    "Stockpile": "The cedars you have harvested: your score.",
    "Capacity": "Added to every harvest you make (your tools and workers).",
    "Patience": "Tokens the Stranger-King saves while Cooperative; flipping to Aggressive spends them in one "
    "big harvest.",
    "Defection Token": "The Stranger-King's token: Cooperative, or Aggressive once flipped (it never flips back).",
}


def card_face(name: str, *, copies: int = 1, footer: str = "") -> str:
    """A Humbaba card as every board and page draws it: its type's colour, harvest in the corner."""
    card = CARDS[name]
    return card_html(
        name,
        card.type,
        card.text,
        corner=str(card.harvest),
        copies=copies,
        footer=footer,
        colour=KIND_COLOURS[card.type],
    )


def progress(view: dict[str, Any]) -> str:
    return f"round {view['round']} of {ROUNDS}"


def forest_panel(view: dict[str, Any]) -> Panel:
    chips = [
        f"Forest Health <b>{view['health']}</b> ({escape(view['band'])})",
        f"Forest Deck <b>{view['forest_deck']}</b>",
        f"regrowth {view['regen_rate']} a round",
        f"the die succeeds {escape(view['die_success'])}",
    ]
    if "box_reserve" in view:
        chips.append(f"Box Reserve <b>{view['box_reserve']}</b>")
    chips += [
        f"you counted the Box Reserve: {seen['box_reserve']} in round {seen['round']}" for seen in view["box_seen"]
    ]
    if view["event"]:
        chips.append(f"event: {escape(view['event'])}")
    if view["clip_active"]:
        chips.append("Seneca Clip: regrowth cut this round")
    if view["collapsed"]:
        chips.append("<b>the forest has collapsed</b>")
    token = view["defection_token"]
    if token:
        chips.append(f"Defection Token: Seat {token['seat']}, {token['side']}")
    return "forestnb-forest", "".join(f"<span class='forestnb-chip'>{chip}</span>" for chip in chips)


def players_panel(view: dict[str, Any], waiting: frozenset[int]) -> Panel:
    """Every seat as a small card of its own (stacked on a phone, side by side on a laptop)."""
    over = view["collapsed"] or view["phase"] == "over"
    rows = []
    for seat, player in enumerate(view["players"]):
        chosen = "" if over else " · chosen" if view["chosen"][seat] or seat in waiting else " · choosing…"
        you = " (you)" if seat == view["seat"] else ""
        rows.append(
            f"<div class='forestnb-seat-card'><b>Seat {seat}{you}</b> · {escape(ARCHETYPE_NAMES[player['archetype']])}"
            f"<br>Stockpile <b>{player['stockpile']}</b> · Capacity {player['capacity']} · "
            f"{count(player['hand_size'], 'card')}{chosen}</div>"
        )
    return "forestnb-players", "".join(rows)


def revealed_panel(view: dict[str, Any]) -> Panel | None:
    if not view["rounds"]:
        return None
    last = view["rounds"][-1]
    cards = "".join(
        f"<div><b>Seat {seat}</b>{card_face(card, footer=f'demand {demand}')}</div>"
        for seat, (card, demand) in enumerate(zip(last["plays"], last["demands"]))
    )
    return "forestnb-revealed", f"<b>Round {last['round']} revealed</b><div class='forestnb-cards'>{cards}</div>"


CLASS_RULES = {
    "a harvest quota": {"harvest_quota": 2},
    "a quota, watched": {"harvest_quota": 2, "monitoring": 50},
    "a quota, watched, with fines": {"harvest_quota": 2, "monitoring": 50, "fine": 2},
    "a shared forecast": {"shared_forecast": True},
}
"""The classroom rules (R11 to R14) a class may vote on for its replay: Ostrom's agreed limits,
monitoring and graduated sanctions, and shared information."""


def class_rules_words(rules: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The class's own rules in force, and who was caught over the quota and the fines paid, in
    plain words: one wording for the seat's page and the teacher's board, so a student and the
    projector never describe the same rule two ways."""
    said = []
    if rules["harvest_quota"]:
        said.append(f"quota: at most {count(rules['harvest_quota'], 'cedar')} a round each")
    if rules["harvest_quota"] and rules["monitoring"]:
        said.append(f"an over-quota harvest is caught {rules['monitoring']}% of the time")
    if rules["harvest_quota"] and rules["monitoring"] and rules["fine"]:
        said.append(f"a fine of {rules['fine']} cedars per offence caught so far, paid back to the Forest Deck")
    if rules["shared_forecast"]:
        said.append("the die odds are shared before anyone chooses")
    caught = [
        f"Seat {seat}: caught {count(times, 'time')}, fined {count(paid, 'cedar')}"
        for seat, (times, paid) in enumerate(zip(rules["offences"], rules["fined"]))
        if times
    ]
    return said, caught


def rules_panel(view: dict[str, Any]) -> Panel | None:
    """The class's own rules in force and what they have made public (``class_rules_words``)."""
    rules = view.get("institutions")
    if rules is None:
        return None
    said, caught = class_rules_words(rules)
    return "forestnb-class-rules", (
        f"<b>Class rules in force</b>: {escape('; '.join(said))}."
        + (f"<br>{escape(' · '.join(caught))}" if caught else "")
    )


def panels(view: dict[str, Any], waiting: frozenset[int]) -> list[Panel]:
    found = [rules_panel(view), forest_panel(view), players_panel(view, waiting), revealed_panel(view)]
    return [panel for panel in found if panel is not None]


def status(game: Game) -> str:
    return (
        f"round {game.round} · Forest Health {game.health} · Forest Deck {game.forest_deck}"
        + (" · <b>collapsed</b>" if game.collapsed else "")
        + (" · over" if game.is_over() else "")
    )


def card_risk(game: Game, seat: int, name: str) -> tuple[str, bool]:
    """What one card alone asks of the forest, as a player can work it out: the cedars beyond the
    Forest Deck each need a die roll at today's Health; the others' cards, still secret, add to it.
    Read from the seat's own numbers and the public table only. Returns the words and whether the
    card needs no die at all."""
    harvest = game.harvest_value(seat, name)
    rolls = max(0, harvest - game.forest_deck)
    if not rolls:
        return f"You would harvest {harvest}: fits in the Forest Deck", True
    risk = odds.collapse_probability(rolls, game.health, game.options["die_success"])
    return f"You would harvest {harvest}: {rolls} die roll(s) on its own, collapse {chance(float(risk), 0)}", False


def pick_options(game: Game, seat: int) -> PickOptions:
    """What ``seat`` may pick this harvest, grouped by card, and the Stranger-King's flip."""
    trial = game.clone()
    while trial.current_player is not None and trial.current_player != seat:
        trial.apply(next(a for a in trial.legal_actions() if a.kind != "defect"))
    if trial.current_player != seat or chosen(game, seat):
        return PickOptions()
    legal = trial.legal_actions()
    plays = [str(a) for a in legal if a.kind == "play"]
    flip = next((str(a) for a in legal if a.kind == "defect"), None)
    groups = []
    for name, copies in Counter(game.view(seat)["hand"]).items():
        own = [p for p in plays if p == f"play {name}" or p.startswith(f"play {name}, ")]
        buttons = tuple((p.removeprefix(f"play {name}").lstrip(", ") or "play this card", p) for p in own)
        groups.append((name, card_face(name, copies=copies, footer=card_risk(game, seat, name)[0]), buttons))
    return PickOptions(groups=tuple(groups), before=(FLIP_WORDS, flip) if flip else None)


def check_pick(game: Game, seat: int, actions: list[str]) -> None:
    """Refuse a pick that is not one card this seat may play (after the flip, if it may flip)."""
    options = pick_options(game, seat)
    *before, card = actions or [""]
    if before not in ([], [options.before[1]] if options.before else []):
        raise IllegalActionError("Defection", "only the Stranger-King may defect, once, from round 3, before its card")
    if card not in options.actions:
        shown = card if len(card) <= 40 else card[:40] + "…"
        raise IllegalActionError(
            "Harvest Phase", f"{shown!r} is not a card you may play now; you may: {'; '.join(options.actions)}"
        )


def chosen(game: Game, seat: int) -> str | None:
    """The card the engine holds as ``seat``'s secret pick of this round, in the words of its action."""
    mine = game.view(seat)["my_choice"]
    if not mine:
        return None
    name, target = mine
    return f"play {name}" + (f", targeting Seat {target}" if target is not None else "")


FACE = Face(
    title="The Forest of Humbaba",
    score_word="Stockpile",
    goal=f"Harvest the most cedars by the end of round {ROUNDS}; if the forest collapses, nobody wins.",
    progress=progress,
    panels=panels,
    status=status,
    terms=TERMS,
    stand_in=STAND_IN,
    seat_word=lambda view, seat: ARCHETYPE_NAMES[view["players"][seat]["archetype"]],
    picks=Picks(options=pick_options, check=check_pick, chosen=chosen, round=lambda game: game.round),
    class_rules=CLASS_RULES,
    class_lesson=True,
)
