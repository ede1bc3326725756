"""The "try it" widget of each section: a knob or two, and the engine's answer beside them.

Each builder wires knobs to a render function that runs the section's example (the same code
the notebook's checked cell ran) with the knobs' values and returns HTML. The widgets never
print; an error shows as a message inside the widget.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from html import escape
from typing import Any

import forestnb

from ...widgets.cards import card_html
from ...widgets.plain_table import PlainTable
from ...widgets.steps import TryIt, lines_html, picker, slider, switch
from ..cards import all_cards, load_events
from ..rules import MAX_HEALTH, ROUNDS
from ..scenes import advance, arrange, table
from ..styles import KIND_COLOURS
from . import card_examples, examples
from .sections import CLIP_HEALTH, DEFAULTS, REGEN_HEALTH
from .watch import measure, seats_table

BOT_TABLES = {
    "four greedy": ("greedy",) * 4,
    "two greedy, two cooperative": ("greedy", "cooperative", "greedy", "cooperative"),
    "four cooperative": ("cooperative",) * 4,
}
KNOBS: dict[str, tuple[str, int, int]] = {
    "health": ("Forest Health", 0, MAX_HEALTH),
    "forest_deck": ("Forest Deck", 0, DEFAULTS["forest_size"]),
    "box_reserve": ("Box Reserve (teacher)", 0, DEFAULTS["box_size"]),
    "capacity": ("Seat 0 Capacity", 0, 4),
    "stockpile": ("Seat 0 Stockpile", 0, 12),
    "patience": ("Seat 0 Patience", 0, 6),
    "partner_capacity": ("Seat 1 Capacity", 0, 4),
    "partner_stockpile": ("Seat 1 Stockpile", 0, 12),
}
KNOB_DEFAULTS = {
    "health": DEFAULTS["starting_health"],
    "forest_deck": DEFAULTS["forest_size"],
    "box_reserve": DEFAULTS["box_size"],
}
TYPE_KNOBS: dict[str, tuple[str, ...]] = {
    "harvest": ("capacity",),
    "conditional_harvest": ("health", "forest_deck"),
    "sacrifice": ("stockpile", "health"),
    "dual_mode": ("patience", "defected"),
    "delayed_conservation": ("health",),
    "capacity": ("capacity",),
    "information": ("box_reserve",),
    "catastrophe": ("health",),
    "trade": ("partner_stockpile",),
    "infrastructure": ("box_reserve",),
    "institution": ("partner_capacity", "partner_stockpile", "health"),
    "asymmetric_advantage": ("capacity", "stockpile"),
}
"""The knobs that matter to each card type: what its condition reads, or what its effect touches."""


def _says(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _card(name: str) -> str:
    card = all_cards()[name]
    return card_html(
        card.name, card.type, card.text, corner=str(card.harvest), footer=card.reason, colour=KIND_COLOURS[card.type]
    )


def _knob(key: str, value: int | bool | None) -> Any:
    if key == "defected":
        return switch("the King defects first", bool(value))
    label, low, high = KNOBS[key]
    return slider(label, low, high, KNOB_DEFAULTS.get(key, 0) if value is None else value)


# -- the rules -----------------------------------------------------------------------------------
def setup_try_it() -> TryIt:
    """Players 2–4: who gets which deck, and the fair share of the forest's cedars per player per round."""

    def render(players: int) -> str:
        game = forestnb.new_game("humbaba", players=players, seed=2026)
        total = game.options["forest_size"] + game.options["box_size"]
        share = (
            f"A fair share: {total} cedars / {ROUNDS} rounds / {players} players ≈ "
            f"{total / ROUNDS / players:.1f} per player per round."
        )
        return seats_table(game).html() + _says(share)

    return TryIt({"players": slider("players", 2, 4, 4)}, render)


def draw_try_it() -> TryIt:
    """A seeded bots' game stopped at the start of a round: hands stay at 5, draw piles shrink."""

    def render(round: int) -> str:
        game = advance(
            table(decks=("stranger_king", "woodcutter", "steward"), seed=3), ["cooperative"] * 3, until=round, seed=3
        )
        start = max(i for i, e in enumerate(game.events) if e.rule == "H-round" and e.data["round"] == round)
        sizes = PlainTable(
            (
                {**row, "hand": len(game.seats[row["seat"]].hand)}
                for row in seats_table(game).only("archetype", "draw pile")
            ),
            "seat",
        )
        return sizes.html() + lines_html(e.text for e in game.events_for(None, start) if e.rule != "H-choose")

    return TryIt({"round": slider("start of round", 1, ROUNDS, 2)}, render)


def event_try_it() -> TryIt:
    """Any event, revealed at the start of round 3 on the same table."""

    def render(event: str) -> str:
        info = load_events()[event]
        return _says(f"{event}: {info.text} ({info.reason})") + examples.event_example(event).html()

    return TryIt({"event": picker("event", load_events())}, render)


def harvest_try_it() -> TryIt:
    """Any card with any Capacity: the harvest taken apart into card value + Capacity (+ the rest)."""
    options = [(f"{card.name} ({card.deck})", card.name) for card in all_cards().values()]

    def render(card: str, capacity: int) -> str:
        step = card_examples.card_example(card, capacity=capacity)
        return _card(card) + step.extras[0].html() + lines_html(step.log)

    return TryIt({"card": picker("card", options, "Clear-Cut"), "capacity": slider("Seat 0 Capacity", 0, 4, 2)}, render)


def die_try_it() -> TryIt:
    """The exact odds for any shortfall and Health, then real rolls: each press is a new seed."""

    def render(excess: int, health: int, box: int, clicks: int) -> str:
        step = examples.die_example(excess, health, box, seed=clicks or examples.DIE_SEED)
        odds = step.extras[0].html()
        if not clicks:
            return odds + _says("Press the button to let the engine roll.")
        verdict = "The forest collapsed." if step.after["forest collapsed"] == "yes" else "The forest survived."
        return odds + _says(f"Roll #{clicks}: {verdict}") + lines_html(step.log)

    controls = {
        "excess": slider("cedars beyond the Forest Deck", 0, 8, 3),
        "health": slider("Forest Health", 0, MAX_HEALTH, 5),
        "box": slider("Box Reserve (teacher)", 0, 20, 20),
    }
    return TryIt(controls, render, button="Roll the Forest Die")


def regeneration_try_it() -> TryIt:
    """Health 0–10: regeneration, and the die odds that come with the same Health band."""

    def render(health: int) -> str:
        game = arrange(table(), health=health)
        now = measure(game)
        fail = 1 - game.die_success()
        return _says(
            f"Health {health}: regeneration brings {now['regeneration rate']} cedars a round from the Box; "
            f"the Forest Die succeeds on {now['Forest Die succeeds on']}, so each roll collapses the forest "
            f"with chance {fail.numerator}/{fail.denominator} ≈ {float(fail):.0%}."
        )

    return TryIt({"health": slider("Forest Health", 0, MAX_HEALTH, REGEN_HEALTH)}, render)


def renewal_try_it() -> TryIt:
    """Renewal tokens against a Box Reserve that may run dry (ruling R4)."""

    def render(tokens: int, box: int) -> str:
        return examples.renewal_example(tokens, box_reserve=box).html()

    return TryIt(
        {"tokens": slider("Seat 0 Renewal tokens", 0, 5, 2), "box": slider("Box Reserve (teacher)", 0, 10, 10)}, render
    )


def clip_try_it() -> TryIt:
    """A cut of 0 to 3 Health in round 1, and what round 2's regeneration makes of it."""
    cuts = [
        (f"{name} (Health {all_cards()[name].health:+d})", name)
        for name in ("Felling Axe", "Two-Man Saw", "Clear-Cut", "Slash Fire")
    ]

    def render(card: str, health: int) -> str:
        step = examples.clip_example(card, health)
        shown = step.game.events_for(None)
        return step.extras[0].html() + lines_html(e.text for e in shown if e.rule in ("H-clip", "H-regen"))

    return TryIt(
        {
            "card": picker("Seat 1 plays", cuts, "Clear-Cut"),
            "health": slider("Health at the start", 0, MAX_HEALTH, CLIP_HEALTH),
        },
        render,
    )


def vacuum_try_it() -> TryIt:
    """Who holds back, and who holds the most Capacity: the vacuum's cedar follows both."""

    def render(**knobs: Any) -> str:
        idle = [knobs[f"idle{s}"] for s in range(3)]
        capacities = [knobs[f"capacity{s}"] for s in range(3)]
        step = examples.vacuum_example(idle, capacities)
        return step.extras[0].html() + (lines_html(step.log) if step.log else _says("No vacuum this round."))

    controls: dict[str, Any] = {}
    for seat, (quiet, capacity) in enumerate(zip((True, False, False), (0, 2, 1))):
        controls[f"idle{seat}"] = switch(f"Seat {seat} plays a 0 card", quiet)
        controls[f"capacity{seat}"] = slider(f"Seat {seat} Capacity", 0, 3, capacity)
    return TryIt(controls, render)


def cleanup_try_it() -> TryIt:
    """Each delayed card: the cleanups it waits through, and the one where its heal lands."""

    def render(card: str) -> str:
        step = examples.cleanup_example(card)
        return _card(card) + step.extras[0].html() + lines_html(step.log)

    return TryIt({"card": picker("card", card_examples.cards_of("delayed_conservation"), "Plant Saplings")}, render)


def defection_try_it() -> TryIt:
    """Patience banked, then one dual-mode card after the flip: the burst on harvest and Health."""

    def render(patience: int, card: str) -> str:
        step = examples.defection_example(patience, card)
        fell = step.before["Forest Health"] - step.after["Forest Health"]
        return (
            _says(
                f"Forest Health falls {fell} this round ({step.before['Forest Health']} to "
                f"{step.after['Forest Health']})."
            )
            + step.html()
        )

    controls = {
        "patience": slider("Patience banked", 0, 6, 3),
        "card": picker("card after the flip", card_examples.cards_of("dual_mode"), "Crown of Cedar"),
    }
    return TryIt(controls, render)


def victory_try_it() -> TryIt:
    """Seat 0 ends on 12 cedars, Capacity 1, 3 cards in its draw pile: set Seat 1 and see who wins."""

    def render(stockpile: int, capacity: int, draw_pile: int, collapsed: bool) -> str:
        ranking = examples.final_standings([12, stockpile], [1, capacity], [3, draw_pile], collapsed=collapsed)
        winners = [str(seat) for seat in ranking.labels if ranking.cell(seat, "wins") == "yes"]
        verdict = (
            "Nobody wins: the forest collapsed."
            if collapsed
            else f"Seat {winners[0]} wins."
            if len(winners) == 1
            else "A shared victory: Seats " + " and ".join(winners) + "."
        )
        return _says(verdict) + ranking.html()

    controls = {
        "stockpile": slider("Seat 1 Stockpile", 8, 16, 12),
        "capacity": slider("Seat 1 Capacity", 0, 3, 1),
        "draw_pile": slider("Seat 1 draw pile", 0, 6, 3),
        "collapsed": switch("the forest collapsed"),
    }
    return TryIt(controls, render)


def pyrrhic_try_it() -> TryIt:
    """A whole bots' game per seed: how often does the richest player end with nothing?"""

    def render(bots: tuple[str, ...], seed: int) -> str:
        step = examples.pyrrhic_example(bots, seed)
        game = step.game
        ending = (
            f"The forest collapsed in round {game.round}: nobody wins."
            if game.collapsed
            else f"The forest survived all {ROUNDS} rounds. Winner(s): "
            + ", ".join(f"Seat {s}" for s in game.winners())
            + "."
        )
        return _says(ending) + step.extras[0].html()

    return TryIt(
        {"bots": picker("table", list(BOT_TABLES.items())), "seed": slider("seed", 1, 30, examples.PYRRHIC_SEED)},
        render,
    )


# -- the card types ------------------------------------------------------------------------------
def card_try_it(kind: str) -> TryIt:
    """Every card of a type, with the knobs its effect reads; Seat 0 plays it, Seat 1 plays calm."""
    name, situation = card_examples.EXAMPLES[kind]
    knobs = {key: _knob(key, situation.get(key)) for key in TYPE_KNOBS[kind]}

    def render(card: str, **values: Any) -> str:
        return _card(card) + card_examples.card_example(card, **values).html()

    return TryIt({"card": picker("card", card_examples.cards_of(kind), name), **knobs}, render)


TRY_ITS: dict[str, Callable[[], TryIt]] = {
    "setup": setup_try_it,
    "draw": draw_try_it,
    "event": event_try_it,
    "harvest_phase": harvest_try_it,
    "die": die_try_it,
    "regeneration": regeneration_try_it,
    "renewal": renewal_try_it,
    "clip": clip_try_it,
    "vacuum": vacuum_try_it,
    "cleanup": cleanup_try_it,
    "defection": defection_try_it,
    "victory": victory_try_it,
    "pyrrhic": pyrrhic_try_it,
    **{kind: partial(card_try_it, kind) for kind in TYPE_KNOBS},
}
