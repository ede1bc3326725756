"""What a Humbaba seat cannot see, dealt afresh: each other seat's hand and draw pile (from its
archetype's cards not yet played), its own draw pile's order, the event deck's order, and the
cards already chosen face down this round by the seats before it, which a policy bot picks from
their dealt hands (never read from the real choices).

The Box Reserve needs no guess: cedars are conserved, so it is what the setup put in the box
less what the Forest Deck and the stockpiles hold now. What other seats counted of it in secret
is not known to the seat; their copies hold no such count."""

from __future__ import annotations

import random

from ..core.bots import Bot, make_bot
from ..core.determinize import deal, public_copy, unseen
from .rules import HumbabaGame

POLICY = "adaptive"
"""The rule bot that picks the hidden choices of the seats that chose before this one."""


def determinize(game: HumbabaGame, seat: int, rng: random.Random, policy: Bot | str = POLICY) -> HumbabaGame:
    view = game.view(seat)
    copy = public_copy(game, seat, rng)
    for other, public in enumerate(view["players"]):
        cards = game.archetypes[public["archetype"]].deck_list()
        where = f"Humbaba seat {other}"
        if other == seat:
            (copy.seats[other].draw_pile,) = deal(
                unseen(cards, public["played"] + view["hand"], where), [public["draw_pile_size"]], rng, where
            )
            continue
        pool = unseen(cards, public["played"], where)
        copy.seats[other].hand, copy.seats[other].draw_pile = deal(
            pool, [public["hand_size"], public["draw_pile_size"]], rng, where
        )
        copy.seats[other].box_seen = []
    (copy.event_deck,) = deal(unseen_events(game, view), [view["events_left"]], rng, "Humbaba events")
    copy.box_reserve = game.options["forest_size"] + game.options["box_size"] - view["forest_deck"]
    copy.box_reserve -= sum(p["stockpile"] for p in view["players"])
    _choose_again(copy, seat, view, make_bot("humbaba", policy), rng)
    return copy


def unseen_events(game: HumbabaGame, view: dict) -> list[str]:
    """The events not yet turned up (none when the game is played without events)."""
    if not game.options["events"]:
        return []
    seen = [r["event"] for r in view["rounds"] if r["event"]]
    if view["event"] and view["event"] not in seen:
        seen.append(view["event"])
    return unseen(game.event_book, seen, "Humbaba events")


def _choose_again(copy: HumbabaGame, seat: int, view: dict, policy: Bot, rng: random.Random) -> None:
    """The face-down choices of this round, in turn order: the seat's own as its view shows it,
    the others' picked by ``policy`` from their dealt hands."""
    chosen = [s for s in copy.turn_order() if view["chosen"][s]]
    copy.choices = {}
    for other in chosen:
        copy._legal = None
        if other == seat:
            name, target = view["my_choice"]
            copy.choices[other] = (name, target)
            continue
        action = policy.choose(copy, other, rng)
        if action.kind == "play":
            name, *target = action.args
            copy.choices[other] = (name, target[0] if target else None)
        else:
            copy.choices[other] = _first_play(copy, other)
    copy._legal = None


def _first_play(copy: HumbabaGame, other: int) -> tuple[str, int | None]:
    """A play for a seat whose policy asked to defect (already public, so not a hidden choice)."""
    action = next(a for a in copy.legal_actions() if a.kind == "play")
    name, *target = action.args
    return name, target[0] if target else None
