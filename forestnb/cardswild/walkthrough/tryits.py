"""The "try it" widget of each section: a knob or two, and the engine's answer beside them.

Each builder wires knobs to a render function that runs the section's example (the same code
the notebook's checked cell ran) with the knobs' values and returns HTML. The widgets never
print; an error shows as a message inside the widget (``TryIt``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import forestnb

from ...widgets.plain_table import PlainTable
from ...widgets.steps import TryIt, lines_html, picker, slider, switch
from .. import moves
from ..cards import LIMIT, LION, SAFE_BLOCKS, SPECIES_NAMES, TROUBLES
from ..scenes import lay_out, table
from . import examples

NONE = "nothing"
TROUBLE_CHOICES = [(NONE, None), *((name, name) for name in TROUBLES)]
STOPPABLE = [name for name, trouble in TROUBLES.items() if trouble.safe]
TOPS = ("Daylight", "Grouse", "Nightfall", "Ammo Pack", LION)
TAKEN = {"daylight": "Daylight", "license": "License", "bullets": "bullets"}
TURN_CARDS = ("Daylight", "License", "Grouse", "Good Weather", "Small Bullets", "Nightfall")


def _says(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def deck_try_it() -> TryIt:
    """Two, three or four players: the deck that is shuffled, and how rough it is."""

    def render(players: int) -> str:
        step = examples.deck_example(players)
        return step.table.html() + step.extras[0].only(f"{players} players").html()

    return TryIt({"players": slider("players", 2, 4, 3)}, render)


def deal_try_it() -> TryIt:
    """Any table and seed: who deals, who plays first, what is turned up."""

    def render(players: int, seed: int) -> str:
        step = examples.deal_example(players, seed)
        return step.extras[0].html() + lines_html(step.log)

    return TryIt({"players": slider("players", 2, 4, 3), "seed": slider("seed", 2000, 2050, 2026)}, render)


def draw_try_it() -> TryIt:
    """A card on top of the discard pile, and which pile Seat 0 draws from."""

    def render(top: str, take: bool) -> str:
        step = examples.draw_example(top, take)
        offered = ", ".join(str(a) for a in step.game.legal_actions()) if step.game.phase == "draw" else ""
        return (_says(f"Offered to Seat 0: {offered}.") if offered else "") + step.html()

    return TryIt(
        {"top": picker("discard pile's top card", TOPS), "take": switch("take it (instead of drawing blind)", True)},
        render,
    )


def turn_try_it() -> TryIt:
    """Seat 0 has Daylight up and has drawn: play or discard a card, and see the engine's answer."""

    def render(card: str, discard: bool) -> str:
        return examples.turn_example(card, discard).html()

    return TryIt(
        {"card": picker("card", TURN_CARDS, "License"), "discard": switch("discard it (instead of playing it)")}, render
    )


def hunt_area(
    daylight: bool, license: bool, guide: bool, bullets: str | None, ammo_pack: bool, trouble: str | None, done: int
) -> dict[str, Any]:
    """The hunt-area spec the knobs describe (a Trouble that takes a card leaves its slot empty)."""
    spec: dict[str, Any] = {
        "daylight": "Daylight" if daylight else None,
        "license": "License" if license else None,
        "bullets": bullets,
        "trouble": trouble,
        "safes": [s for s, on in (("Guide", guide), ("Ammo Pack", ammo_pack)) if on],
        "trophies": {s: LIMIT[s] for s in SPECIES_NAMES[:done]},
    }
    if trouble and TROUBLES[trouble].takes:
        spec[TROUBLES[trouble].takes] = None
    return spec


def hunt_table(spec: dict[str, Any]) -> PlainTable:
    """Each species from Seat 0's hand, in this hunt area: may it be played, or the engine's reason why not."""
    game = lay_out(table(2), hands={0: list(SPECIES_NAMES)}, areas={0: spec}, phase="play")
    legal = game.legal_actions()
    rows = {
        s: "may be played" if moves.play(s) in legal else game.explain_illegal(moves.play(s)).detail
        for s in SPECIES_NAMES
    }
    return PlainTable.labelled("species", "a trophy from hand", rows)


def lights_html(spec: dict[str, Any]) -> str:
    game = lay_out(table(2), areas={0: spec}, phase="play")
    lights = game.areas[0].lights()
    cells = "".join(
        f"<span style='margin-right:10px;color:{'#1b7837' if on else '#b2182b'}'>"
        f"{'&#10003;' if on else '&#10007;'} {escape(name)}</span>"
        for name, on in lights.items()
    )
    return f"<p><b>Lights:</b> {cells}</p>"


def area_try_it(
    *,
    daylight: bool = True,
    license: bool = True,
    bullets: str | None = "Small Bullets",
    ammo_pack: bool = False,
    done: int = 0,
) -> TryIt:
    """Toggle what is face up in Seat 0's hunt area: the lights, and what may be hunted."""

    def render(**knobs: Any) -> str:
        spec = hunt_area(**knobs)
        guard = next((safe for safe in spec["safes"] if spec["trouble"] in SAFE_BLOCKS[safe]), None)
        if guard:
            return _says(
                f"The {guard} face up stops {spec['trouble']} outright, so it can never be on Seat 0: "
                "switch one of them off."
            )
        return lights_html(spec) + hunt_table(spec).html()

    controls = {
        "daylight": switch("Daylight", daylight),
        "license": switch("License", license),
        "guide": switch("Guide"),
        "bullets": picker(
            "bullets", [(NONE, None), ("Small Bullets", "Small Bullets"), ("Big Bullets", "Big Bullets")], bullets
        ),
        "ammo_pack": switch("Ammo Pack", ammo_pack),
        "trouble": picker("Trouble on Seat 0", TROUBLE_CHOICES, None),
        "done": slider("species complete", 0, 4, done),
    }
    return TryIt(controls, render)


def bullets_try_it() -> TryIt:
    """The bullets out, the Ammo Pack, and the bullets played: replaced, refused, or added."""
    choices = [(NONE, None), ("Small Bullets", "Small Bullets"), ("Big Bullets", "Big Bullets")]

    def render(current: str | None, card: str, ammo_pack: bool) -> str:
        return examples.bullets_example(current, card, ammo_pack).html()

    return TryIt(
        {
            "current": picker("bullets out", choices, "Small Bullets"),
            "card": picker("Seat 0 plays", ["Big Bullets", "Small Bullets"]),
            "ammo_pack": switch("Ammo Pack face up"),
        },
        render,
    )


def troubles_try_it() -> TryIt:
    """Any Trouble, played at a ready hunter, and the remedy that clears it."""

    def render(trouble: str) -> str:
        info = TROUBLES[trouble]
        safe = f"; the {info.safe} stops it for good" if info.safe else "; no Safe card stops it"
        takes = (
            f"it takes the victim's {TAKEN[info.takes]} away" if info.takes else "it takes nothing away, it only blocks"
        )
        return (
            _says(f"{trouble}: {takes}; cleared by {' or '.join(info.remedies)}{safe}.")
            + examples.trouble_example(trouble).html()
        )

    return TryIt({"trouble": picker("Trouble", list(TROUBLES))}, render)


def one_trouble_try_it() -> TryIt:
    """What is already on Seat 1, and the Trouble Seat 0 tries to add."""

    def render(on_target: str | None, trouble: str) -> str:
        return examples.one_trouble_example(on_target, trouble).html()

    return TryIt(
        {
            "on_target": picker("already on Seat 1", TROUBLE_CHOICES, "Bad Weather"),
            "trouble": picker("Seat 0 plays", list(TROUBLES)),
        },
        render,
    )


def safe_try_it() -> TryIt:
    """Each Safe card, played to clear its Trouble: what it stops from then on."""

    def render(safe: str) -> str:
        return _says(f"{safe} stops {' and '.join(SAFE_BLOCKS[safe])}.") + examples.safe_example(safe).html()

    return TryIt({"safe": picker("Safe card", list(SAFE_BLOCKS))}, render)


def giddyup_try_it() -> TryIt:
    """A Trouble played at a player who holds its Safe card, with or without a Trouble on the attacker."""

    def render(trouble: str, attacker_trouble: str | None) -> str:
        return examples.giddyup_example(trouble, attacker_trouble).html()

    return TryIt(
        {
            "trouble": picker("Seat 0 plays", STOPPABLE, "Bad Weather"),
            "attacker_trouble": picker("already on Seat 0", TROUBLE_CHOICES, None),
        },
        render,
    )


def lion_try_it() -> TryIt:
    """Where the Lion hunts, which species, and whether the hunter is under a Trouble."""
    sources = [("Seat 1", 1), ("the discard pile", moves.DISCARD_PILE)]

    def render(source: int | str, species: str, troubled: bool) -> str:
        return examples.lion_example(source, species, troubled).html()

    return TryIt(
        {
            "source": picker("take from", sources, 1),
            "species": picker("species", SPECIES_NAMES, "Deer"),
            "troubled": switch("Seat 0 is under Nightfall", True),
        },
        render,
    )


def seasons_try_it() -> TryIt:
    """A whole game of steady bots per seed: when each season began, Lions and all."""

    def render(players: int, seed: int) -> str:
        game = forestnb.play("cardswild", ["steady"] * players, seed=seed)
        lines = [e.text for e in game.events if e.rule == "C-season"]
        end = game.log_for(None)[-1]
        return _says(f"{game.season} season(s) in {game.turn} turns. {end}") + lines_html(lines)

    return TryIt({"players": slider("players", 2, 4, 4), "seed": slider("seed", 1, 40, 1)}, render)


def victory_try_it() -> TryIt:
    """The last trophy arrives from hand, or by a Mountain Lion: the win is checked either way."""

    def render(way: str) -> str:
        return examples.victory_example(way).html()

    return TryIt({"way": picker("the Bear arrives", list(examples.VICTORY_WAYS))}, render)


def reverse_try_it() -> TryIt:
    """Three or four players, none, one or two Reverses: who plays when."""

    def render(players: int, reverses: int) -> str:
        step = examples.reverse_example(players, reverses)
        return step.extras[0].transposed().html() + lines_html(step.log)

    return TryIt({"players": slider("players", 3, 4, 4), "reverses": slider("Reverses", 0, 2, 1)}, render)


def match_try_it() -> TryIt:
    """A match of bots: the deal moves left each game, and the most wins take the match."""

    def render(match_games: int, seed: int) -> str:
        step = examples.match_example(match_games, seed=seed)
        return step.table.html() + step.extras[0].html()

    return TryIt({"match_games": slider("games", 1, 6, 3), "seed": slider("seed", 1, 30, 4)}, render)


TRY_ITS: dict[str, Callable[[], TryIt]] = {
    "deck": deck_try_it,
    "deal": deal_try_it,
    "draw": draw_try_it,
    "one_in_one_out": turn_try_it,
    "trophies": area_try_it,
    "ammo_pack": lambda: area_try_it(bullets="Small Bullets", ammo_pack=True, done=2),
    "bullets": bullets_try_it,
    "troubles": troubles_try_it,
    "one_trouble": one_trouble_try_it,
    "safe_cards": safe_try_it,
    "giddyup": giddyup_try_it,
    "lion": lion_try_it,
    "seasons": seasons_try_it,
    "victory": victory_try_it,
    "reverse": reverse_try_it,
    "match": match_try_it,
}
