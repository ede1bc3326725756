"""One seeded example per rule of the seed, in rule-book order: each returns a ``Step`` from the real engine.

Every example lays out the smallest table that shows its rule (``scenes.lay_out``: two seats
unless the rule needs more) and plays the moves through ``CardswildGame.apply``. The arguments
are the knobs the notebook's "try it" widgets turn, so the example and the widget are the same
code. A refused move is an example too: the Step then shows an unchanged table and the words
of the refusal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import forestnb

from ...core.actions import Action
from ...core.errors import IllegalActionError
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from .. import area as codes
from .. import moves
from ..cards import LION, NEVER_REMOVED, SAFE_BLOCKS, TROUBLES, load_deck
from ..rules import CardswildGame
from ..scenes import ALL_BUT_BEAR, ALL_SMALL, READY_BIG, READY_SMALL, lay_out, table
from .sections import BOOK
from .watch import measure, watch

PLAYER_COUNTS = (4, 3, 2)
SAFE_FOR = {name: trouble.safe for name, trouble in TROUBLES.items()}
REMEDY_FOR = {name: trouble.remedies[0] for name, trouble in TROUBLES.items()}
MATCH_BOTS = ("steady", "aggressive", "steady")


def deck_table() -> PlainTable:
    """Each kind of card: its category and how many are shuffled for 4, 3 and 2 players."""
    deck = load_deck()
    counts = {n: deck.counts(n) for n in PLAYER_COUNTS}
    rows = [
        {"kind": row.kind, "category": row.category, **{f"{n} players": counts[n][row.kind] for n in PLAYER_COUNTS}}
        for row in deck.rows
    ]
    total = {"kind": "all cards", "category": "", **{f"{n} players": deck.size(n) for n in PLAYER_COUNTS}}
    return PlainTable([*rows, total], "kind")


def attack_share(players: int) -> float:
    """The share of the deck that is Troubles, Safe cards and Mountain Lions (never removed)."""
    deck = load_deck()
    kept = deck.counts(players)
    nasty = sum(kept[row.kind] for row in deck.rows if row.category in NEVER_REMOVED)
    return nasty / deck.size(players)


def deck_example(players: int = 3, seed: int = 2026) -> Step:
    """The deck shuffled for ``players``: 114 cards less the removals, never a Trouble, Safe or Lion."""
    game = table(players, seed)
    after = {
        "players": players,
        "cards in the deck": game.deck.size(players),
        "cards taken out": game.deck.size(4) - game.deck.size(players),
        "Troubles, Safe cards and Lions": f"{attack_share(players):.0%} of the deck",
    }
    return BOOK.step("deck", game, {}, after, (game.log_for(None)[0],), tuple(after), (deck_table(),))


def seats_table(game: CardswildGame) -> PlainTable:
    """Who deals, who plays first and in what order, and each hand's size."""
    order = [(game.dealer + step) % game.players for step in range(1, game.players + 1)]
    rows = [
        {
            "seat": f"Seat {s}",
            "hand": len(game.hands[s]),
            "deals": "yes" if s == game.dealer else "",
            "plays": ordinal(order.index(s) + 1),
        }
        for s in range(game.players)
    ]
    return PlainTable(rows, "seat")


def ordinal(n: int) -> str:
    return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"


def deal_example(players: int = 3, seed: int = 2026) -> Step:
    """The deal as the engine does it: six cards each from the dealer's left, one card turned up."""
    game = table(players, seed)
    after = {
        key: value
        for key, value in measure(game).items()
        if key in ("whose turn", "moment", "draw pile", "discard top")
    }
    return BOOK.step("deal", game, {}, after, tuple(game.log_for(None)), tuple(after), (seats_table(game),))


def draw_example(top: str = "Daylight", take: bool = True, seed: int = 1) -> Step:
    """Seat 0, with nothing face up, starts a turn with ``top`` on the discard pile and takes it
    (``take``) or draws blind. A Mountain Lion on top cannot be taken: the Step shows the refusal."""
    game = lay_out(table(2, seed), discard=("Compass", top))
    move = moves.take(top) if take else moves.DRAW
    return attempt("draw", game, move, keep=("moment", "discard top", "Seat 0 hand", "draw pile"))


def attempt(rule: str, game: CardswildGame, move: Action, *, keep: tuple[str, ...] = ()) -> Step:
    """``move`` through the engine; if the rules refuse it, the Step shows the table unchanged and why."""
    try:
        return watch(rule, game, [move], keep=keep)
    except IllegalActionError as refusal:
        now = measure(game)
        return BOOK.step(rule, game, now, now, (f"Refused — {refusal.rule}: {refusal.detail}",), keep)


def turn_example(card: str = "Bear", discard: bool = True, seed: int = 1) -> Step:
    """A whole turn of Seat 0: draw, then play ``card`` (or discard it). Seat 0 has Daylight up."""
    game = lay_out(table(2, seed), hands={0: [card]}, areas={0: {"daylight": "Daylight"}}, draw=("Deer",))
    game.apply(moves.DRAW)
    keep = ("whose turn", "Seat 0 hand", "Seat 0 face up", "discard top")
    return attempt("one_in_one_out", game, moves.discard(card) if discard else moves.play(card), keep=keep)


def trophy_example(species: str = "Grouse", area: dict[str, Any] | None = None, seed: int = 1) -> Step:
    """Seat 0, with ``area`` face up (ready for small game by default), plays a ``species`` trophy."""
    spec = READY_SMALL if area is None else area
    game = lay_out(table(2, seed), hands={0: [species]}, areas={0: spec}, seat=0, phase="play")
    return attempt("trophies", game, moves.play(species), keep=("Seat 0 trophies", "Seat 0 counted"))


def ammo_pack_example(species: str = "Deer", seed: int = 1) -> Step:
    """Seat 0 has Daylight, a License and the Ammo Pack and all its small game: it plays a big-game trophy."""
    game = lay_out(
        table(2, seed),
        hands={0: [species]},
        areas={0: {"daylight": "Daylight", "license": "License", "safes": ["Ammo Pack"], "trophies": ALL_SMALL}},
        phase="play",
    )
    return attempt(
        "ammo_pack", game, moves.play(species), keep=("Seat 0 face up", "Seat 0 Safe cards", "Seat 0 trophies")
    )


def bullets_example(
    current: str | None = "Small Bullets", card: str = "Big Bullets", ammo_pack: bool = False, seed: int = 1
) -> Step:
    """Seat 0 has finished its small game with ``current`` bullets out and plays ``card``."""
    spec: dict[str, Any] = {
        "daylight": "Daylight",
        "license": "License",
        "trophies": ALL_SMALL,
        "bullets": current,
        "safes": ["Ammo Pack"] if ammo_pack else [],
    }
    game = lay_out(table(2, seed), hands={0: [card]}, areas={0: spec}, phase="play")
    return attempt("bullets", game, moves.play(card), keep=("Seat 0 face up", "Seat 0 spent stack"))


def timeline(rule: str, game: CardswildGame, plays: Sequence[Action], rows: Sequence[str]) -> Step:
    """Several moves; the extra table gives ``rows`` after each move, so a Trouble that comes and
    goes within the example still shows."""
    before, start = measure(game), len(game.log)
    states = {"before": {row: before[row] for row in rows}}
    for move in plays:
        seat = game.current_player
        game.apply(move)
        now = measure(game)
        states[f"Seat {seat}: {move}"] = {row: now[row] for row in rows}
    frame = PlainTable(({"after": moment, **values} for moment, values in states.items()), "after")
    return BOOK.step(rule, game, before, measure(game), game.log_for(None, start), rows, (frame,))


def trouble_example(trouble: str = "Nightfall", seed: int = 1) -> Step:
    """Seat 0 plays ``trouble`` on Seat 1, who is ready to hunt; on its turn Seat 1 draws and clears it."""
    remedy = REMEDY_FOR[trouble]
    game = lay_out(
        table(2, seed), hands={0: [trouble], 1: [remedy]}, areas={1: READY_SMALL}, draw=("Deer",), phase="play"
    )
    plays = [moves.attack(trouble, 1), moves.DRAW, moves.play(remedy)]
    return timeline("troubles", game, plays, ("Seat 1 face up", "Seat 1 Trouble", "Seat 1 spent stack"))


def one_trouble_example(on_target: str | None = "Bad Weather", trouble: str = "Nightfall", seed: int = 1) -> Step:
    """Seat 0 plays ``trouble`` at Seat 1, who already has ``on_target`` (None: nothing) on them."""
    target = {**READY_SMALL, "trouble": on_target}
    if on_target in ("Nightfall", "Out of Bullets", "Lose License"):
        target[TROUBLES[on_target].takes] = None
    game = lay_out(table(2, seed), hands={0: [trouble]}, areas={1: target}, phase="play")
    return attempt("one_trouble", game, moves.attack(trouble, 1), keep=("Seat 0 hand", "Seat 1 Trouble"))


def attack_table(game: CardswildGame, target: int) -> PlainTable:
    """Every Trouble, played at ``target`` now: does it land, or why the rules refuse it."""
    area = game.areas[target]
    rows = {}
    for trouble in TROUBLES:
        refusal = area.attack_refusal(trouble)
        if refusal is None:
            rows[trouble] = "lands"
        elif refusal == codes.HAS_TROUBLE:
            rows[trouble] = f"refused: Seat {target} already has {area.trouble}"
        else:
            rows[trouble] = f"refused: {next(s for s in area.safes if trouble in SAFE_BLOCKS[s])} face up stops it"
    return PlainTable.labelled("Trouble", f"played at Seat {target}", rows)


def safe_example(safe: str = "Shelter", seed: int = 1) -> Step:
    """Seat 1, under the Trouble ``safe`` stops, draws and plays ``safe``: the Trouble is cleared and
    the Safe stays face up; the extra table shows which Troubles can still reach Seat 1."""
    trouble = SAFE_BLOCKS[safe][0]
    target = {**READY_SMALL, "trouble": trouble}
    if TROUBLES[trouble].takes:
        target[TROUBLES[trouble].takes] = None
    game = lay_out(table(2, seed), hands={1: [safe]}, areas={1: target}, draw=("Deer",), seat=1)
    step = watch("safe_cards", game, [moves.DRAW, moves.play(safe)], keep=("Seat 1 Trouble", "Seat 1 Safe cards"))
    return replace(step, extras=(attack_table(game, 1),))


def giddyup_example(trouble: str = "Bad Weather", attacker_trouble: str | None = None, seed: int = 1) -> Step:
    """Seat 0 plays ``trouble`` at Seat 1, who holds the Safe card that stops it. Seat 0 may already
    be under ``attacker_trouble``."""
    safe = SAFE_FOR[trouble]
    if safe is None:
        raise ValueError(f"no Safe card stops {trouble}, so it can never cause a Giddyup")
    attacker = {**READY_SMALL, "trouble": attacker_trouble}
    if attacker_trouble and TROUBLES[attacker_trouble].takes:
        attacker[TROUBLES[attacker_trouble].takes] = None
    game = lay_out(
        table(3, seed),
        hands={0: [trouble], 1: [safe]},
        areas={0: attacker, 1: READY_SMALL},
        draw=("Grouse",),
        phase="play",
    )
    keep = ("Seat 0 Trouble", "Seat 1 Trouble", "Seat 1 Safe cards", "Seat 1 hand", "discard top", "whose turn")
    return watch("giddyup", game, [moves.attack(trouble, 1)], keep=keep)


def lion_example(source: int | str = 1, species: str = "Deer", troubled: bool = True, seed: int = 1) -> Step:
    """Seat 0 (under Nightfall when ``troubled``, with no requirement face up, its small game done)
    plays a Mountain Lion to take ``species`` from Seat 1 or from the discard pile (``"discard"``).
    Seat 1 holds every species but the Bear; three seats, so the deck has a trophy of every
    species left for the discard pile."""
    mine: dict[str, Any] = {"trophies": ALL_SMALL, "trouble": "Nightfall" if troubled else None}
    discard = ("Compass", species) if source == moves.DISCARD_PILE else ("Compass",)
    game = lay_out(
        table(3, seed),
        hands={0: [LION]},
        areas={0: mine, 1: {**READY_BIG, "trophies": ALL_BUT_BEAR}},
        discard=discard,
        phase="play",
    )
    keep = ("Seat 0 trophies", "Seat 0 counted", "Seat 1 trophies", "Seat 1 counted", "discard top")
    return attempt("lion", game, moves.lion(source, species), keep=keep)


def lion_victim_example(seed: int = 1) -> Step:
    """A Lion takes a Grouse from Seat 1, who has all four Grouse and one Rabbit: what still counts?"""
    game = lay_out(
        table(2, seed),
        hands={0: [LION]},
        areas={1: {**READY_SMALL, "trophies": {"Grouse": 4, "Rabbit": 1}}},
        phase="play",
    )
    step = watch("lion", game, [moves.lion(1, "Grouse")], keep=("Seat 1 trophies", "Seat 1 counted"))
    hunt = PlainTable.labelled(
        "a trophy of",
        "Seat 1 may play",
        {s: "yes" if game.areas[1].trophy_refusal(s) is None else "no" for s in ("Grouse", "Rabbit")},
    )
    return replace(step, extras=(hunt,))


def season_example(seed: int = 1) -> Step:
    """The draw pile holds one card; the discard pile holds the rest, a Mountain Lion on top of
    it. Seat 0 draws the last card and discards; Seat 1's turn opens a new season."""
    game = lay_out(table(2, seed), hands={0: ["Bear"]}, discard=("Compass", LION), draw=("Deer",), rest="discard")
    keep = ("season", "draw pile", "discard pile", "discard top", "whose turn")
    return watch("seasons", game, [moves.DRAW, moves.discard("Bear")], keep=keep)


VICTORY_WAYS = {
    "from hand": "Bear",
    "Mountain Lion, from Seat 1": (1, "Bear"),
    "Mountain Lion, from the discard pile": ("discard", "Bear"),
}


def victory_example(way: str = "from hand", seed: int = 1) -> Step:
    """Seat 0 has every species but the Bear, and its last trophy arrives ``way``."""
    if way not in VICTORY_WAYS:
        raise ValueError(f"no way {way!r}; ways: {', '.join(VICTORY_WAYS)}")
    card = "Bear" if way == "from hand" else LION
    discard = ("Compass", "Bear") if way.endswith("discard pile") else ("Compass",)
    seat1 = {**READY_BIG, "trophies": {**ALL_BUT_BEAR, "Bear": 1}} if way.endswith("Seat 1") else {}
    game = lay_out(
        table(2, seed),
        hands={0: [card]},
        areas={0: {**READY_BIG, "trophies": ALL_BUT_BEAR}, 1: seat1},
        discard=discard,
        phase="play",
    )
    move = moves.play("Bear") if way == "from hand" else moves.lion(*VICTORY_WAYS[way])
    return watch("victory", game, [move], keep=("Seat 0 counted", "winner", "whose turn"))


def reverse_example(players: int = 4, reverses: int = 1, seed: int = 1) -> Step:
    """Seats take turns discarding; each of the first ``reverses`` players to move plays a Mountain
    Lion as a Reverse instead. The extra table is the order in which the seats then play."""
    if reverses > 2:
        raise ValueError("the deck holds two Mountain Lions, so at most two Reverses in a row")
    game = lay_out(table(players, seed, reverse=True), hands={s: [LION] for s in range(reverses)}, phase="play")
    order, start, before = ["Seat 0"], len(game.events), measure(game)
    for _ in range(2 * players):
        seat = game.current_player
        if LION in game.hands[seat] and game.counts["reverses"] < reverses:
            game.apply(moves.REVERSE)
        else:
            game.apply(moves.discard(game.hands[seat][-1]))
        order.append(f"Seat {game.current_player}")
        game.apply(moves.DRAW)
    turns = PlainTable.numbered("turn", ({"plays": seat} for seat in order))
    log = tuple(e.text for e in game.events[start:] if e.rule == "C-reverse")
    return BOOK.step("reverse", game, before, measure(game), log, ("direction of play",), (turns,))


def match_example(match_games: int = 3, bots: Sequence[str] = MATCH_BOTS, seed: int = 4) -> Step:
    """A match of ``match_games`` games between bots: each game's dealer, first player, winner and length."""
    game = forestnb.play("cardswild", list(bots), seed=seed, match_games=match_games)
    rows = [
        {
            "game": r["game"],
            "dealer": f"Seat {r['dealer']}",
            "plays first": f"Seat {(r['dealer'] + 1) % game.players}",
            "winner": "nobody" if r["winner"] is None else f"Seat {r['winner']}",
            "turns": r["turns"],
        }
        for r in game.results
    ]
    results = PlainTable(rows, "game")
    after = {
        "games won": ", ".join(f"Seat {s} {w}" for s, w in enumerate(game.wins)),
        "match winner(s)": ", ".join(f"Seat {s}" for s in game.winners()) or "nobody",
    }
    log = tuple(e.text for e in game.events if e.rule in ("C-deal", "C-end", "C-match"))
    return BOOK.step("match", game, {}, after, log, tuple(after), (results,))
