"""One seeded example per rule of the seed, in its order: each returns a ``Step`` from the real engine.

Every example sets up the smallest table that shows its rule (two seats unless the rule needs
more; events off unless the rule is the event), plays it with ``HumbabaGame`` and keeps the
state around the engine step that carries the rule. The arguments are the knobs the notebook's
"try it" widgets turn, so the example and the widget are the same code.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import forestnb

from ...core.words import chance
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..cards import Card, all_cards
from ..rules import DEFECTION_FROM, FORCED_DEFECTION, ROUNDS, HumbabaGame
from ..scenes import advance, arrange, calm, calm_card, give, play_round, round_with_event, table
from .sections import BOOK
from .watch import TEACHER, Recorder, breakdown, measure, seats_table

DRAW, EVENT, REVEAL, SERVE = "H-draw", "H-event", "H-reveal", "H-harvest"
PACTS, CLIP, FOREST, VACUUM, CLEANUP, DEFECT = "H-pact", "H-clip", "H-forest", "H-vacuum", "H-cleanup", "H-defect"
"""The rules card's ids of the engine stages the examples watch."""
FOREST_ROWS = ("Forest Health", "regeneration rate", "Forest Deck", TEACHER)
SETUP_ROWS = (
    "round",
    "first player",
    "Forest Health",
    "Forest Die succeeds on",
    "regeneration rate",
    "Forest Deck",
    TEACHER,
    "Seneca Clip armed for next round",
    "Defection Token",
)
IDLE = {"stranger_king": "Velvet Glove", "woodcutter": "Guild Penance", "steward": "Return the Seed"}
"""A card per deck that harvests 0 and leaves the forest alone (with an empty Stockpile)."""
DIE_SEED = 2
PYRRHIC_SEED = 1


def _seat_rows(game: HumbabaGame, *fields: str) -> tuple[str, ...]:
    return tuple(f"Seat {seat} {field}" for seat in range(game.players) for field in fields)


def game_card(name: str) -> Card:
    """A card by name, from any deck."""
    cards = all_cards()
    if name not in cards:
        raise ValueError(f"no card {name!r}")
    return cards[name]


def partner_deck(deck: str) -> str:
    """The deck across the table from ``deck`` in a two-seat example: the Axe Guild, or the Grove Keepers facing it."""
    return "steward" if deck == "woodcutter" else "woodcutter"


def setup_example(players: int = 4, seed: int = 2026) -> Step:
    """The table as set up: the forest's numbers, and each seat's archetype, hand and tokens."""
    game = forestnb.new_game("humbaba", players=players, seed=seed)
    after = {key: value for key, value in measure(game).items() if key in SETUP_ROWS}
    return BOOK.step("setup", game, {}, after, tuple(game.log_for(None)), SETUP_ROWS, (seats_table(game),))


def draw_example(seed: int = 1) -> Step:
    """Round 1 is played without a draw; the start of round 2 gives every seat one card."""
    game = table(seed=seed)
    with Recorder(game, (DRAW,)) as rec:
        play_round(game, calm(game))
    call = rec.find(DRAW)
    return rec.step("draw", call, call, keep=("round", "first player", *_seat_rows(game, "hand", "draw pile")))


def event_example(event: str = "Humbaba's Wrath", seed: int = 1) -> Step:
    """``event`` is put on top of the Event Deck; two calm rounds later, round 3 reveals it."""
    game = table(seed=seed, events=True)
    with Recorder(game, (EVENT,)) as rec:
        round_with_event(game, event)
    call = rec.find(EVENT)
    return rec.step("event", call, call, keep=("event", *FOREST_ROWS))


def harvest_example(capacity: int = 2, card: str = "Felling Axe", seed: int = 1) -> Step:
    """Three seats choose in secret; Seat 1 (Capacity ``capacity``) plays ``card``. Shows what each
    seat can see while the others choose, then each harvest taken apart and served."""
    game = arrange(
        table(decks=("stranger_king", "woodcutter", "steward"), seed=seed), seats={1: {"capacity": capacity}}
    )
    plays = calm(game, seat1=card)
    sight: list[dict[str, str]] = []
    with Recorder(game, (REVEAL, SERVE)) as rec:
        rec.mark()
        play_round(game, plays, after_each=lambda seat: sight.append(_what_each_seat_sees(game, seat)))
    secrecy = PlainTable(sight, "moment")
    return rec.step(
        "harvest_phase",
        rec.find("start"),
        rec.find(SERVE),
        keep=("Forest Deck", *_seat_rows(game, "Stockpile")),
        extras=(secrecy, breakdown(game, rec.find(REVEAL))),
    )


def _what_each_seat_sees(game: HumbabaGame, chooser: int) -> dict[str, str]:
    """Each seat's view right after ``chooser`` chose: its own card, and only *that* others chose."""
    moment = {"moment": f"after Seat {chooser} chooses" if game.choices else "after the reveal"}
    for viewer in range(game.players):
        view = game.view(viewer)
        if not game.choices:
            seen = [", ".join(p["played"][-1:]) for p in view["players"]]
        else:
            seen = [
                view["my_choice"][0] if seat == viewer and view["my_choice"] else "face down" if chosen else "choosing"
                for seat, chosen in enumerate(view["chosen"])
            ]
        moment[f"Seat {viewer} sees"] = " | ".join(seen)
    return moment


def _die_table(excess: int, health: int, box_reserve: int | None, seed: int) -> tuple[HumbabaGame, dict[int, Any]]:
    """Seat 0 asks for 2 cedars, Seat 1 for 2 (plus Capacity beyond 4 in all), and the Forest Deck
    is short by ``excess``: every missing cedar will need a die roll."""
    game = table(seed=seed)
    box = {} if box_reserve is None else {"box_reserve": box_reserve}
    arrange(game, health=health, forest_deck=max(0, 4 - excess), seats={1: {"capacity": max(0, excess - 4)}}, **box)
    plays = calm(game, seat1="Felling Axe")
    for seat, play in plays.items():
        give(game, seat, [play])
    return game, plays


def die_forecast(excess: int = 3, health: int = 5, box_reserve: int | None = None) -> dict[str, Any]:
    """The engine's forecast for that harvest: the demands, the rolls needed, the exact odds."""
    game, plays = _die_table(excess, health, box_reserve, DIE_SEED)
    return game.forecast(plays)


def die_example(excess: int = 3, health: int = 5, box_reserve: int | None = None, seed: int = DIE_SEED) -> Step:
    """The harvest of ``_die_table``: first the forecast (the odds before anyone rolls), then the rolls."""
    game, plays = _die_table(excess, health, box_reserve, seed)
    odds = forecast_table(game.forecast(plays))  # outside the recorder: a forecast clones the game
    with Recorder(game, (SERVE,)) as rec:
        play_round(game, plays)
    call = rec.find(SERVE)
    return rec.step(
        "die",
        call,
        call,
        keep=("Forest Deck", TEACHER, "forest collapsed", *_seat_rows(game, "Stockpile")),
        extras=(odds,),
    )


def forecast_table(cast: dict[str, Any]) -> PlainTable:
    """A forecast as a one-column table; the chance is given both as players reckon it and as
    the hidden Box makes it (which only a teacher may see)."""
    rows = {
        "cedars demanded": sum(cast["demands"]),
        "Forest Deck": cast["forest_deck"],
        "cedars that need the die": cast["excess"],
        "one roll succeeds with": _fraction(cast["die_success"]),
        "chance the forest collapses": _fraction(cast["collapse_probability"]),
        "chance it collapses, counting the Box (teacher view)": _fraction(cast["true_collapse_probability"]),
    }
    return PlainTable.labelled("before the roll", "forecast", {key: str(value) for key, value in rows.items()})


def _fraction(value: Fraction) -> str:
    if value.denominator == 1:
        return f"{value.numerator} ({float(value):.0%})"
    shown = chance(float(value))
    return f"{value.numerator}/{value.denominator}{' ≈ ' if shown[0].isdigit() else ', '}{shown}"


def regeneration_example(health: int = 7, seed: int = 1) -> Step:
    """A calm round at Health ``health``; the forest step moves floor(Health / regen_divisor) cedars from the Box."""
    game = arrange(table(seed=seed), health=health)
    with Recorder(game, (FOREST,)) as rec:
        play_round(game, calm(game))
    call = rec.find(FOREST)
    return rec.step("regeneration", call, call, keep=FOREST_ROWS)


def renewal_example(tokens: int = 2, box_reserve: int | None = None, health: int = 6, seed: int = 1) -> Step:
    """Seat 0 holds ``tokens`` Renewal tokens going into the forest step (a small ``box_reserve`` shows ruling R4)."""
    game = table(seed=seed)
    box = {} if box_reserve is None else {"box_reserve": box_reserve}
    arrange(game, seats={0: {"renewal": tokens}}, health=health, **box)
    with Recorder(game, (FOREST,)) as rec:
        play_round(game, calm(game))
    call = rec.find(FOREST)
    return rec.step("renewal", call, call, keep=("Seat 0 Renewal", *FOREST_ROWS))


def clip_example(card: str = "Clear-Cut", health: int = 8, seed: int = 1) -> Step:
    """Round 1: Seat 1 plays ``card`` at Health ``health``. Round 2 is calm. The table is round 2's
    forest step; the extra table compares the two rounds' regeneration."""
    game = arrange(table(seed=seed), health=health)
    with Recorder(game, (CLIP, FOREST)) as rec:
        play_round(game, calm(game, seat1=card))
        play_round(game, calm(game))
    clip, step = rec.find(CLIP), rec.find(FOREST, 1)
    per_round = rec.table(
        FOREST, ("Forest Health", "Seneca Clip cutting this round's regeneration", "regeneration rate", "Forest Deck")
    )
    return BOOK.step(
        "clip",
        game,
        step.before,
        step.after,
        rec.between(clip, step),
        ("Seneca Clip cutting this round's regeneration", *FOREST_ROWS),
        (per_round,),
    )


def vacuum_example(
    idle: Sequence[bool] = (True, False, False), capacities: Sequence[int] = (0, 2, 1), seed: int = 1
) -> Step:
    """Three seats; those marked ``idle`` play a card that harvests 0. Capacity counts in the harvest."""
    decks = ("stranger_king", "woodcutter", "steward")
    game = arrange(table(decks=decks, seed=seed), seats={s: {"capacity": c} for s, c in enumerate(capacities)})
    plays = {
        seat: IDLE[deck] if quiet else calm_card(game, seat) for seat, (deck, quiet) in enumerate(zip(decks, idle))
    }
    with Recorder(game, (REVEAL, VACUUM)) as rec:
        play_round(game, plays)
    call = rec.find(VACUUM)
    return rec.step(
        "vacuum",
        call,
        call,
        keep=(TEACHER, *_seat_rows(game, "Capacity", "Stockpile")),
        extras=(breakdown(game, rec.find(REVEAL)),),
    )


def cleanup_example(card: str = "Plant Saplings", seed: int = 1) -> Step:
    """Seat 0 plays a delayed-conservation ``card``; calm rounds follow until its heal lands."""
    owner = game_card(card).deck
    game = table(decks=(owner, partner_deck(owner)), seed=seed)
    delay = game.cards[card].delay
    if not delay:
        raise ValueError(f"{card} is not a delayed card; try Plant Saplings, Coppice Rotation or Replant Later")
    with Recorder(game, (CLEANUP,)) as rec:
        play_round(game, calm(game, seat0=card))
        for _ in range(delay - 1):
            play_round(game, calm(game))
    call = rec.find(CLEANUP, -1)
    per_round = rec.table(CLEANUP, ("Forest Health", "timed effects waiting", "Seat 0 cards played"))
    return rec.step(
        "cleanup",
        call,
        call,
        keep=("Forest Health", "timed effects waiting", "Seat 0 cards played"),
        extras=(per_round,),
    )


def defection_example(patience: int = 3, card: str = "Crown of Cedar", seed: int = 1) -> Step:
    """The Stranger-King banks ``patience`` Patience with cooperative dual-mode cards, then defects
    and plays ``card``: the burst adds its Patience to the harvest and takes it off Forest Health.
    It defects in round 3, or later if it needs more rounds to bank the Patience (round 7 forces it)."""
    game = table(seed=seed)
    if game.cards[card].type != "dual_mode":
        raise ValueError(
            f"{card} is not a dual-mode card; the burst comes with Oath of the Grove, Velvet Glove or Crown of Cedar"
        )
    when = max(DEFECTION_FROM, patience + 1)
    if when > FORCED_DEFECTION:
        raise ValueError(
            f"the Stranger-King can bank at most {FORCED_DEFECTION - 1} Patience before defection is forced"
        )
    with Recorder(game, (DEFECT, REVEAL, CLIP)) as rec:
        for earned in range(when - 1):
            banking = earned >= when - 1 - patience
            play_round(game, calm(game, seat0=_oath(game, keep=card) if banking else calm_card(game, 0)))
        rec.mark()
        play_round(game, calm(game, seat0=[card] if game.aggressive else ["defect", card]))
    first = rec.find(DEFECT) if when == FORCED_DEFECTION else rec.find("start")
    return rec.step(
        "defection",
        first,
        rec.find(CLIP, -1),
        keep=(
            "Defection Token",
            "Seat 0 Patience",
            "Forest Health",
            "Seat 0 Stockpile",
            "Seneca Clip armed for next round",
        ),
        extras=(breakdown(game, rec.find(REVEAL, -1)),),
    )


def _oath(game: HumbabaGame, *, keep: str) -> str:
    """A cooperative dual-mode card to bank Patience with, leaving one ``keep`` for the defection."""
    king = game.seats[0]
    available = king.hand + king.draw_pile
    for name in ("Oath of the Grove", "Crown of Cedar", "Velvet Glove"):
        if available.count(name) > (name == keep):
            return name
    raise ValueError("the Stranger-King has no dual-mode card left to bank Patience with")


def forced_defection_example(seed: int = 4) -> Step:
    """Cooperative bots play rounds 1–6; at the start of round 7 the token flips on its own."""
    game = table(seed=seed)
    with Recorder(game, (DEFECT,)) as rec:
        advance(game, ["cooperative"] * game.players, until=FORCED_DEFECTION, seed=seed)
    call = rec.find(DEFECT)
    return rec.step("defection", call, call, keep=("round", "Defection Token", "Seat 0 Patience"))


def victory_example(seed: int = 1) -> Step:
    """Round 8 with Seat 0 one cedar behind but one Capacity ahead: both end on 11, Capacity decides."""
    game = table(decks=("woodcutter", "steward"), seed=seed)
    arrange(
        game,
        round=ROUNDS,
        first_player=(ROUNDS - 1) % 2,
        forest_deck=12,
        seats={0: {"stockpile": 9, "capacity": 1}, 1: {"stockpile": 10}},
    )
    with Recorder(game, ()) as rec:
        rec.mark()
        play_round(game, calm(game))
        rec.mark("end")
    return rec.step(
        "victory",
        rec.find("start"),
        rec.find("end"),
        keep=_seat_rows(game, "Stockpile", "Capacity"),
        extras=(standings(game),),
    )


def standings(game: HumbabaGame) -> PlainTable:
    """The ranking the rules use at the end: Stockpile, then Capacity, then cards left in the draw pile."""
    winners = game.winners()
    rows = [
        {
            "seat": s,
            "Stockpile": p.stockpile,
            "Capacity": p.capacity,
            "draw pile": len(p.draw_pile),
            "wins": "yes" if s in winners else "no",
        }
        for s, p in enumerate(game.seats)
    ]
    return PlainTable(rows, "seat")


def final_standings(
    stockpiles: Sequence[int],
    capacities: Sequence[int],
    draw_piles: Sequence[int],
    *,
    collapsed: bool = False,
    seed: int = 1,
) -> PlainTable:
    """The engine's verdict on an end position: a finished two-seat game with these numbers."""
    game = table(decks=("woodcutter", "steward"), seed=seed)
    with game.edit():
        for seat, pile in enumerate(draw_piles):
            player = game.seats[seat]
            while len(player.draw_pile) > pile:
                player.played.append(player.draw_pile.pop())
    arrange(
        game,
        round=ROUNDS,
        phase="over",
        collapsed=collapsed,
        seats={s: {"stockpile": st, "capacity": c} for s, (st, c) in enumerate(zip(stockpiles, capacities))},
    )
    return standings(game)


def pyrrhic_example(bots: Sequence[str] = ("greedy",) * 4, seed: int = PYRRHIC_SEED) -> Step:
    """Bots play a whole game; the step is the last harvest served: the one the Forest Die ended,
    if it collapsed. Greedy bots (the default) show the richest seat losing with everyone else."""
    game = forestnb.new_game("humbaba", players=len(bots), seed=seed)
    with Recorder(game, (SERVE,)) as rec:
        advance(game, bots, seed=seed)
    call = rec.find(SERVE, -1)
    return rec.step(
        "pyrrhic",
        call,
        call,
        keep=("forest collapsed", "Forest Deck", *_seat_rows(game, "Stockpile")),
        extras=(standings(game),),
    )
