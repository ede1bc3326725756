"""The "try it" widget of each section: a knob or two, and the engine's answer beside them.

Each builder wires knobs to a render function that runs the section's example (the same code
the notebook's checked cell ran) with the knobs' values and returns HTML. The widgets never
print; an error shows as a message inside the widget (``TryIt``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as widgets

from ...widgets.steps import TryIt, lines_html, picker, slider, switch
from ..cards import load_decks, load_pool
from . import battle_examples as battles
from . import effect_examples as effects
from . import mechanic_examples as mechanics
from . import setup_examples as setup


def _says(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _names(label: str, options: list[str], value: tuple[str, ...]) -> widgets.SelectMultiple:
    """A knob that picks several card names (hold Ctrl or Shift to pick more than one)."""
    return widgets.SelectMultiple(
        options=options,
        value=value,
        description=label,
        rows=6,
        style={"description_width": "initial"},
        layout={"width": "330px"},
    )


def cards_try_it() -> TryIt:
    """Any card of the pool: what is printed on it, in words."""
    return TryIt({"name": picker("card", list(load_pool()), "Pack Bond")}, lambda name: setup.card_table(name).html())


def types_try_it() -> TryIt:
    """Which characters Seat 0 has out when it plays Wolf Den: refused with no Wolf, else Wolves +1 BP."""
    wolves = ["Grey Wolf", "Pack Alpha", "Howling Scout", "Moon Wolf", "Night Owl", "Trail Finder", "Beast Tamer"]
    return TryIt(
        {"field": _names("Seat 0's characters", wolves, ("Grey Wolf", "Night Owl"))},
        lambda field: setup.types_example(field[:3]).html(),
    )


def deck_try_it() -> TryIt:
    """A prebuilt deck, cards taken out and put in: the validator's every message."""
    pool = list(load_pool())

    def render(deck: str, out: tuple[str, ...], add: tuple[str, ...]) -> str:
        present = [n for n in out if n in load_decks()[deck]]
        return setup.deck_example(deck, present, add).html()

    every = sorted({n for cards in load_decks().values() for n in cards})
    return TryIt(
        {
            "deck": picker("start from", list(load_decks())),
            "out": _names("take out", every, ("Moon Wolf", "Lost Trail")),
            "add": _names("put in", pool, ("Grey Wolf", "Smoke Signal")),
        },
        render,
    )


def field_try_it() -> TryIt:
    """How many characters are out, and whether Lookout Tower stands: is one more allowed?"""
    return TryIt(
        {"characters": slider("characters on Seat 0's field", 0, 3, 3), "tower": switch("Lookout Tower out")},
        lambda characters, tower: setup.zone_check(characters, tower).html(),
    )


def start_try_it() -> TryIt:
    """Two to four players, teams or not: hearts, hands and who plays first."""

    def render(players: int, teams: bool, seed: int) -> str:
        if teams and players != 4:
            return _says("A team game is two against two: set four players.")
        step = setup.start_example(players, teams, seed)
        return step.table.html() + step.extras[0].html() + lines_html(step.log)

    return TryIt(
        {"players": slider("players", 2, 4, 3), "teams": switch("teams"), "seed": slider("seed", 1, 50, 1)}, render
    )


def draw_try_it() -> TryIt:
    """A hand of supports (or one with a Grey Wolf): is the reshuffle offered, and what comes of it?"""
    return TryIt(
        {
            "cards": slider("cards in hand", 3, 7, 5),
            "playable": switch("one is a Grey Wolf"),
            "reshuffles": slider("reshuffles wanted", 1, 3, 1),
            "seed": slider("seed", 1, 50, 1),
        },
        lambda **knobs: setup.draw_example(**knobs).html(),
    )


def card_phase_try_it() -> TryIt:
    """A card with a play condition, and the table around it: played, or refused and why."""

    def render(card: str, mine: int, theirs: int, hearts: int) -> str:
        printed = load_pool()[card].text.split(".")[0] + "."
        return _says(f"{card}: {printed}") + setup.condition_check(card, mine, theirs, hearts).html()

    return TryIt(
        {
            "card": picker("card", list(setup.CONDITION_CARDS)),
            "mine": slider("your characters out", 0, 3, 1),
            "theirs": slider("opponent's characters out", 0, 2, 0),
            "hearts": slider("your hearts", 1, 5, 5),
        },
        render,
    )


def battle_try_it() -> TryIt:
    """Any attacker against any defender, for one to three turns: the arithmetic of each battle."""
    everyone = battles.fighters()
    return TryIt(
        {
            "attacker": picker("attacker (Seat 0)", everyone, "Grey Wolf"),
            "defender": picker("defender (Seat 1)", everyone, "Black Bear"),
            "turns": slider("turns of battles", 1, 3, 1),
        },
        lambda attacker, defender, turns: battles.battle_example(attacker, defender, turns).html(),
    )


def battle_rules_try_it() -> TryIt:
    """How many characters each side has: which battles are offered, one after another."""
    return TryIt(
        {"mine": slider("Seat 0's characters", 1, 3, 2), "theirs": slider("Seat 1's characters", 0, 2, 0)},
        lambda mine, theirs: battles.battle_rules_example(mine, theirs).html(),
    )


def three_players_try_it() -> TryIt:
    """Three or four players, the first round or the second, the last seat at its last heart."""
    return TryIt(
        {
            "players": slider("players", 3, 4, 3),
            "round": slider("round", 1, 2, 2),
            "last_heart": switch("the last seat has one heart left"),
        },
        lambda **knobs: battles.three_players_example(**knobs).html(),
    )


def teams_try_it() -> TryIt:
    """Which player has fallen: who plays in each turn slot of the next two rounds."""

    def render(fallen: int | None) -> str:
        return battles.team_turns(fallen).html()

    options = [("nobody", None), *((f"Seat {s}", s) for s in range(4))]
    return TryIt({"fallen": picker("fallen", options, 1)}, render)


def effect_order_try_it() -> TryIt:
    """Seat 1 declares which of its two discard-pile effects goes first."""
    return TryIt(
        {"first": picker("Seat 1 uses first", ["Honey Bear", "Wisp"])},
        lambda first: effects.effect_order_example(first).html(),
    )


def cancel_try_it() -> TryIt:
    """Seat 1 may cancel Seat 0's heal; Seat 0 may cancel the cancel."""
    return TryIt(
        {
            "springs": switch("Seat 1 springs Mist Spirit", True),
            "answers": switch("Seat 0 answers with Counter Charm", True),
        },
        lambda springs, answers: effects.cancel_example(springs, answers).html(),
    )


def once_try_it() -> TryIt:
    """Try Owl Sage's effect again and again, in one turn or a round apart."""
    return TryIt(
        {"tries": slider("tries", 1, 3, 2), "new_turn": switch("a round passes between tries")},
        lambda tries, new_turn: effects.once_example(tries, new_turn).html(),
    )


def optional_try_it() -> TryIt:
    """A "you can" or mandatory card, with or without a target, answered yes or no."""

    def render(card: str, target: bool, yes: bool) -> str:
        return _says(f"{card}: {effects.OPTIONAL_CARDS[card]}.") + effects.optional_example(card, target, yes).html()

    return TryIt(
        {
            "card": picker("card", list(effects.OPTIONAL_CARDS)),
            "target": switch("the opponent has a character", True),
            "yes": switch("answer yes"),
        },
        render,
    )


def costs_try_it() -> TryIt:
    """Each way of joining A and B, with B possible or not, answered yes or no, at any hearts."""

    def render(card: str, b_possible: bool, yes: bool, hearts: int) -> str:
        return (
            _says(f"{card}: {effects.COST_CARDS[card]}.") + effects.costs_example(card, b_possible, yes, hearts).html()
        )

    return TryIt(
        {
            "card": picker("card", list(effects.COST_CARDS)),
            "b_possible": switch("part B is possible", True),
            "yes": switch("answer yes", True),
            "hearts": slider("your hearts", 1, 5, 5),
        },
        render,
    )


def continuous_try_it() -> TryIt:
    """Which Wolf wears Hunter's Mark when Black Bear comes for Moon Wolf."""
    return TryIt(
        {"mark": picker("put the Mark on", ["Moon Wolf", "Grey Wolf"])},
        lambda mark: effects.continuous_example(mark).html(),
    )


def face_down_try_it() -> TryIt:
    """Wisp leaves the field face down or face up: its draw, and whether Second Wind can bring it back."""
    return TryIt(
        {"way": picker("Wisp is", list(effects.FACE_DOWN_WAYS))}, lambda way: effects.face_down_example(way).html()
    )


def hand_traps_try_it() -> TryIt:
    """Seat 1 springs a hand trap against Black Bear's battle, or keeps it."""
    return TryIt(
        {"choice": picker("Seat 1", list(effects.HAND_TRAPS))}, lambda choice: effects.hand_trap_example(choice).html()
    )


def dice_try_it() -> TryIt:
    """One Fire Archer per seed, and the tally of many."""

    def render(seed: int, plays: int) -> str:
        hits = effects.fire_archer_hits(plays, seed)
        return effects.dice_example(seed).html() + _says(
            f"Over {plays} plays (seeds {seed} to {seed + plays - 1}): {hits} hits, {hits / plays:.0%}."
        )

    return TryIt({"seed": slider("seed", 1, 100, 1), "plays": slider("plays to tally", 1, 200, 30)}, render)


def combination_try_it() -> TryIt:
    """A combination card, two materials and where each comes from, and whether it then leaves."""
    everyone = sorted({*mechanics.materials_offered("Pack Bond"), *mechanics.materials_offered("Spirit Fusion")})

    def render(card: str, first: str, first_from: str, second: str, second_from: str, leaves: bool) -> str:
        fits = mechanics.materials_offered(card)
        chosen = [first, second][: 1 if card == "Twin Fang" else 2]
        wrong = [n for n in chosen if n not in fits]
        if wrong:
            return _says(f"{card} cannot take {wrong[0]}: it takes " + ", ".join(fits) + ".")
        copies = load_decks()[mechanics.COMBINATIONS[card]].count(first)
        if len(chosen) == 2 and first == second and copies < 2:
            return _says(f"The deck holds one {first}: choose two different materials.")
        step = mechanics.combination_example(card, [(first, first_from), (second, second_from)], leaves)
        return step.html()

    origins = list(mechanics.ORIGINS)
    return TryIt(
        {
            "card": picker("combination", list(mechanics.COMBINATIONS)),
            "first": picker("material 1", everyone, "Grey Wolf"),
            "first_from": picker("from the", origins),
            "second": picker("material 2", everyone, "Moon Wolf"),
            "second_from": picker("from the", origins),
            "leaves": switch("then it leaves the field"),
        },
        render,
    )


CAPTURE_STORIES = {"Bear Trap frees Black Bear": False, "Bear Trap frees Black Bear to a full field": True}
"""The capture try-it's stories of a captured card (``capture_example``'s ``full``); the seized
card's routes (``SEIZED_ROUTES``) follow them."""


def capture_try_it() -> TryIt:
    """Bear Trap holds Black Bear until it goes (back to the field, or to a full field's discard
    pile); or a seized card leaves the field by one route or another (to its owner's discard pile)."""
    seized = {f"a seized card is {route}": route for route in mechanics.SEIZED_ROUTES}

    def render(story: str) -> str:
        if story in seized:
            return mechanics.seized_example(seized[story]).html()
        return mechanics.capture_example(CAPTURE_STORIES[story]).html()

    return TryIt({"story": picker("what happens", [*CAPTURE_STORIES, *seized])}, render)


def end_try_it() -> TryIt:
    """How the game ends, and the hearts each seat has left."""

    def render(way: str, mine: int, theirs: int) -> str:
        return mechanics.end_example(way, (mine, theirs)).html()

    return TryIt(
        {
            "way": picker("the game ends by", list(mechanics.END_WAYS), "deck out"),
            "mine": slider("Seat 0's hearts", 1, 5, 3),
            "theirs": slider("Seat 1's hearts", 1, 5, 2),
        },
        render,
    )


TRY_ITS: dict[str, Callable[[], TryIt]] = {
    "cards": cards_try_it,
    "types": types_try_it,
    "deck": deck_try_it,
    "field": field_try_it,
    "start": start_try_it,
    "draw": draw_try_it,
    "card_phase": card_phase_try_it,
    "battle_phase": battle_try_it,
    "battle_rules": battle_rules_try_it,
    "three_players": three_players_try_it,
    "teams": teams_try_it,
    "effect_order": effect_order_try_it,
    "cancel": cancel_try_it,
    "once": once_try_it,
    "optional": optional_try_it,
    "costs": costs_try_it,
    "continuous": continuous_try_it,
    "face_down": face_down_try_it,
    "hand_traps": hand_traps_try_it,
    "dice": dice_try_it,
    "combination": combination_try_it,
    "capture": capture_try_it,
    "end": end_try_it,
}
