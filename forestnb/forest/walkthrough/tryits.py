"""The "try it" widget of each section: a knob or two, and the engine's answer beside them.

Each builder wires knobs to a render function that runs the section's example (the same code the
notebook's checked cell ran) with the knobs' values and returns HTML. The widgets never print;
an error shows as a message inside the widget.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as widgets

from ...core.errors import IllegalActionError
from ...widgets.steps import TryIt, lines_html, picker, slider, switch
from ..cards import load_tales
from ..rules import TARGETS
from . import examples
from .scoring_examples import Scored, as_choices, card_options, parse_played

SCORING_TALES = ("Canary Chorus", "Lone Wolves", "Sleeping Lions", "Fox Twins")
"""The tales that change how cards score, offered beside the hand builder."""


def _says(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def setup_try_it() -> TryIt:
    """2–4 players, with or without Deep Woods: the target, the deck, and who starts each round."""

    def render(players: int, deep_woods: bool) -> str:
        step = examples.setup_example(players, deep_woods=deep_woods)
        first = examples.first_players(players)
        return (
            _says(f"{players} players race to {TARGETS[players]} points with a deck of {step.after['deck'] + 2} cards.")
            + first.html()
        )

    return TryIt({"players": slider("players", 2, 4, 3), "deep_woods": switch("Deep Woods")}, render)


def draw_try_it() -> TryIt:
    """Any draw in the draw scene, refused with its rule when the engine forbids it (empty the left pile)."""

    def render(how: str, keep: int, onto: int, left_empty: bool) -> str:
        kept = examples.DRAW_TOP[keep]
        moves = {"left": [("take", 0)], "right": [("take", 1)], "deck": [("draw",), ("keep", kept, onto)]}[how]
        try:
            return examples.draw_example(moves, left_empty).html()
        except IllegalActionError as err:
            return _says(f"The engine refuses ({err.rule}): {err.detail}.")

    controls = {
        "how": picker(
            "Seat 0",
            [
                ("takes the left discard top", "left"),
                ("takes the right discard top", "right"),
                ("draws two from the deck", "deck"),
            ],
            "deck",
        ),
        "keep": picker("and keeps", [(f"the {label}", i) for i, label in enumerate(examples.DRAW_TOP)], 1),
        "onto": picker("discarding onto the", [("left pile", 0), ("right pile", 1)], 1),
        "left_empty": switch("left discard pile empty"),
    }
    return TryIt(controls, render)


def raccoon_try_it() -> TryIt:
    """Any card of the searched pile for the Raccoons to take."""
    game, _ = examples.raccoon_scene()

    def render(card: str) -> str:
        return examples.raccoon_example(card).html()

    return TryIt({"card": picker("the Raccoons take", [a.args[1] for a in game.legal_actions()], "sky Wolf")}, render)


def owl_try_it() -> TryIt:
    """0, 1 or 2 Owl pairs: how many turns Seat 0 plays before Seat 1 moves."""

    def render(pairs: int) -> str:
        step = examples.owl_example(pairs)
        turns = 1 + sum(e.rule == "F-extra" for e in step.game.events)
        return _says(f"Seat 0 plays {turns} turn(s) in a row.") + lines_html(step.log)

    return TryIt({"pairs": slider("Owl pairs played", 0, 2, 1)}, render)


def rabbit_try_it() -> TryIt:
    """The card on top of the deck (or an empty deck): what the Rabbits bring, and who sees it."""

    def render(top: str, empty: bool) -> str:
        return examples.rabbit_example(top, deck_size=0 if empty else None).html()

    options = ["crimson Lion", "heather Deer", "dusk Owl", "fern Wolf"]
    return TryIt({"top": picker("the deck's top card", options), "empty": switch("the deck is empty")}, render)


def fox_try_it() -> TryIt:
    """Lions among Seat 1's cards; each press of the button is one more seeded steal."""

    def render(lions: int, others: int, clicks: int) -> str:
        if lions + others == 0:
            return _says("Seat 1 holds no cards: the Foxes find its hand empty.")
        step = examples.fox_example(lions, others, seed=clicks or examples.STEAL_SEED)
        odds = step.extras[0].html()
        if not clicks:
            return odds + _says("Press the button to let the Foxes steal.")
        stolen = step.game.private[0][-1] if step.game.private[0] else "nothing"
        return odds + _says(f"Steal #{clicks}: {stolen}")

    controls = {"lions": slider("Lions in Seat 1's hand", 0, 3, 2), "others": slider("other cards", 0, 6, 3)}
    return TryIt(controls, render, button="Steal")


def hand_try_it(section: str) -> TryIt:
    """Build a hand (and played pairs) from every card of the game; the engine scores it line by line."""
    hand, played = examples.SCORING[section]
    cards = widgets.SelectMultiple(
        options=card_options(),
        value=as_choices(hand),
        description="hand",
        rows=12,
        style={"description_width": "initial"},
        layout={"width": "330px"},
    )
    pairs = widgets.Text(
        value="; ".join(" + ".join(g) for g in played),
        description="played pairs",
        placeholder="dusk Owl + sky Owl; amber Rabbit + fern Rabbit",
        style={"description_width": "initial"},
        layout={"width": "520px"},
    )
    tales = widgets.SelectMultiple(
        options=SCORING_TALES, value=(), description="tales", rows=4, style={"description_width": "initial"}
    )

    def render(hand: tuple[tuple[str, int], ...], played: str, tales: tuple[str, ...]) -> str:
        groups = tuple(tuple(group) for group in parse_played(played))
        return Scored(section, tuple(label for label, _ in hand), groups, tales).html()

    return TryIt({"hand": cards, "played": pairs, "tales": tales}, render)


STRIKE_AND_SCORES = ("F-call", "F-strike", "F-score")
"""The lines a call's try-it shows: a Strike called and settled, and the round's scores."""


def call_try_it(call: str) -> TryIt:
    """Seat 0 calls with 7 card points; set Seat 1's points and the call, and see the round's scores."""

    def render(call: str, opponent: int) -> str:
        step = examples.call_example(call, opponent)
        return step.extras[0].html() + lines_html(
            e.text for e in step.game.events if e.rule in STRIKE_AND_SCORES and e.data.get("call") != "score"
        )

    controls = {
        "call": picker("Seat 0 calls", [("Score", "score"), ("Strike", "strike")], call),
        "opponent": slider("Seat 1's card points", 0, 10, 5),
    }
    return TryIt(controls, render)


def strike_fox_try_it() -> TryIt:
    """Which seat holds the Foxes during Seat 0's Strike: whom can they reach?"""

    def render(fox_seat: int) -> str:
        return examples.strike_fox_example(fox_seat).html()

    return TryIt(
        {
            "fox_seat": picker(
                "the Foxes are in",
                [("Seat 1 (plays its last turn first)", 1), ("Seat 2 (plays its last turn last)", 2)],
                1,
            )
        },
        render,
    )


def empty_deck_try_it() -> TryIt:
    """A deck of 1–3 cards, and whether Seat 0 ends its turn or calls Score."""

    def render(deck: int, call: bool) -> str:
        return examples.empty_deck_example(deck, call).html()

    return TryIt(
        {"deck": slider("cards left in the deck", 1, 3, 1), "call": switch("Seat 0 calls Score instead")}, render
    )


def game_end_try_it() -> TryIt:
    """Both totals before the round, and Seat 1's card points: who wins, and why?"""

    def render(mine: int, theirs: int, opponent: int) -> str:
        step = examples.game_end_example((mine, theirs), opponent)
        game = step.game
        verdict = (
            f"Nobody has reached {TARGETS[game.players]} yet: round 2 begins."
            if not game.is_over()
            else "Winner: " + " and ".join(f"Seat {s}" for s in game.winners()) + "."
        )
        return _says(verdict) + step.extras[0].html()

    controls = {
        "mine": slider("Seat 0's total before", 20, 39, 33),
        "theirs": slider("Seat 1's total before", 20, 39, 35),
        "opponent": slider("Seat 1's card points", 0, 10, 5),
    }
    return TryIt(controls, render)


def deep_woods_try_it() -> TryIt:
    """Each Deep Woods card at work."""

    def render(card: str) -> str:
        return examples.deep_woods_example(card).html()

    return TryIt({"card": picker("card", examples.DEEP_WOODS, "Skunk")}, render)


def tales_try_it() -> TryIt:
    """Any tale: the same turn with and without it, and who receives it after the round (a scored
    one, or one where the deck runs out and nobody scores)."""

    def render(tale: str, unscored: bool) -> str:
        rule = load_tales()[tale].rule
        turn = examples.tale_example(tale)
        handout = examples.tale_handout_example(tale, scored=not unscored)
        given = [e.text for e in handout.game.events if e.rule == "F-tale-give"]
        return (
            _says(f"{tale}: {rule}")
            + turn.extras[0].html()
            + lines_html(turn.log)
            + _says(given[0] if given else "After the round it was set aside.")
        )

    return TryIt(
        {
            "tale": picker("tale", list(load_tales()), "Matching Leaves"),
            "unscored": switch("the deck runs out and nobody scores"),
        },
        render,
    )


TRY_ITS: dict[str, Callable[[], TryIt]] = {
    "setup": setup_try_it,
    "draw": draw_try_it,
    "raccoon": raccoon_try_it,
    "owl": owl_try_it,
    "rabbit": rabbit_try_it,
    "fox": fox_try_it,
    "score": lambda: call_try_it("score"),
    "strike": lambda: call_try_it("strike"),
    "strike_fox": strike_fox_try_it,
    "empty_deck": empty_deck_try_it,
    "game_end": game_end_try_it,
    "deep_woods": deep_woods_try_it,
    "tales": tales_try_it,
    **{section: (lambda section=section: hand_try_it(section)) for section in examples.SCORING},
}
