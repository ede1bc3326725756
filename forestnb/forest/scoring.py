"""Scoring a player's cards: pairs, collections, multipliers, Lions and the colour bonus.

``score_hand`` is a pure function of the cards (hand and played pairs) and the Forest Tales
that apply to their owner. It returns a breakdown a board or a notebook can show line by line;
the engine calls the same ``tally`` for calls and round scores, so what a board shows is what
the game counts. ``tally`` runs at every turn of every simulated game, hence its plain loops
over small integer ids.

Rulings that live here (the rules card in ``rules.py`` lists them all):
  * Pairs in hand are matched to make as many pairs as possible (a Badger only finds a Raccoon
    left over; a Skunk only a Left Fox left over).
  * A Hedgehog in hand adds 2 only next to a hand pair that has no Hedgehog yet.
  * Multipliers count their kind in hand and in played pairs.
  * The Cuckoo joins the started collection where it adds most (first in table order on a
    tie), never beyond the collection's size; it does not count for multipliers.
  * The k-th Lion scores the k-th largest colour group (distinct colours; crimson counts);
    equal groups rank in palette order.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import itemgetter
from typing import Any, Callable, Iterable, NamedTuple

from ..core.words import count
from .cards import TWIN_EFFECTS, Catalogue, load_catalogue

PAIR_POINTS = 1
FLAT_TALES = {"canary_two": ("Canary", 2), "wolf_one": ("Wolf", 1)}


@dataclass(frozen=True, eq=False, slots=True)
class Table:
    """The scoring facts of a catalogue by small integer ids (kinds and colours in table order);
    hashed by identity so tables derived from it can be cached."""

    kind_of: tuple[int, ...]
    colour_of: tuple[int, ...]
    kind_names: tuple[str, ...]
    colour_names: tuple[str, ...]
    pair_counts: Callable[[list[int]], tuple[int, ...]]
    edges: frozenset[tuple[int, int]]
    twin_edges: frozenset[tuple[int, int]]
    scales: dict[int, tuple[int, ...]]
    multipliers: tuple[tuple[int, int, int], ...]
    flat: dict[str, tuple[int, int]]
    lion: int
    hedgehog: int
    cuckoo: int
    trio_bonus: int


@cache
def table_for(catalogue: Catalogue) -> Table:
    kinds = list(catalogue.kinds.values())
    kid = {kind.name: i for i, kind in enumerate(kinds)}
    colours = list(catalogue.palette)
    pair_kinds = [kid[k.name] for k in kinds if k.role == "pair"]
    slot = {k: i for i, k in enumerate(pair_kinds)}
    edges = frozenset(tuple(sorted((slot[kid[k.name]], slot[kid[k.partner]]))) for k in kinds if k.role == "pair")  # type: ignore[index]
    twins = frozenset(slot[kid[name]] for name in TWIN_EFFECTS)

    def only(role: str) -> int:
        (kind,) = [kid[k.name] for k in kinds if k.role == role]
        return kind

    return Table(
        kind_of=tuple(kid[c.kind] for c in catalogue.cards), colour_of=tuple(colours.index(c.colour) for c in catalogue.cards),
        kind_names=tuple(kid), colour_names=tuple(colours), pair_counts=itemgetter(*pair_kinds),
        edges=edges, twin_edges=edges | {(fox, fox) for fox in twins},  # type: ignore[arg-type]
        scales={kid[k.name]: k.points for k in kinds if k.role == "collection"},
        multipliers=tuple((kid[k.name], kid[k.partner], k.points[0]) for k in kinds if k.role == "multiplier"),  # type: ignore[index]
        flat={tale: (kid[name], each) for tale, (name, each) in FLAT_TALES.items()},
        lion=only("lion"), hedgehog=only("trio"), cuckoo=only("wild"), trio_bonus=kinds[only("trio")].points[0],
    )


class Tally(NamedTuple):
    """One player's card points, part by part, with the details a breakdown puts into words.

    A named tuple, cheap to build: the engine builds one tally per turn to see whether the player
    may call and whether its hand holds a pair to offer. The colour groups are counted only when
    asked for (or when Lions need them). ``hand`` and ``played`` are the lists it was made from,
    not copies: read a tally at once.
    """

    total: int
    pairs: int
    collections: int
    multipliers: int
    lions: int
    played_pairs: int
    trios: int
    hand_pairs: int
    hand_trios: int
    collection_items: list[tuple[int, int, int]]
    cuckoo: int | None
    multiplier_items: list[tuple[int, int, int]]
    lion_groups: list[int]
    lion_count: int
    hand: list[int]
    played: list[tuple[int, ...]]

    def colour_bonus(self, table: Table) -> tuple[int, str | None]:
        """The size and colour of the largest colour group (the first in palette order on a tie)."""
        groups = colour_groups(self.hand, self.played, table)
        best = max(groups)
        return best, table.colour_names[groups.index(best)] if best else None


def colour_groups(hand: list[int], played: list[tuple[int, ...]], table: Table) -> list[int]:
    """Cards per colour (palette order) among hand and played cards, Lions as crimson."""
    groups = [0] * len(table.colour_names)
    colour_of = table.colour_of
    for code in hand:
        groups[colour_of[code]] += 1
    for group in played:
        for code in group:
            groups[colour_of[code]] += 1
    return groups


@dataclass(frozen=True, eq=False, slots=True)
class Scorer:
    """How cards score for one player: the table plus the Forest Tales that apply to them, settled
    once (the engine keeps one per seat per round), so counting a hand asks no tale questions."""

    table: Table
    tales: frozenset[str]
    edges: frozenset[tuple[int, int]]
    scales: dict[int, tuple[int, ...]]  # collection kind -> its points for 0, 1, 2... cards
    lions_score: bool

    def __deepcopy__(self, memo: dict[int, Any]) -> "Scorer":
        return self  # immutable and cached: a cloned game shares it


@cache
def scorer_for(table: Table, tales: frozenset[str]) -> Scorer:
    """Scoring under ``tales``: Fox Twins pairs, Canary Chorus and Lone Wolves scales, Sleeping Lions."""
    scales = {kind: (0, *scale) for kind, scale in table.scales.items()}
    for tale, (kind, each) in table.flat.items():
        if tale in tales:
            scales[kind] = tuple(each * n for n in range(len(scales[kind])))
    edges = table.twin_edges if "fox_twins" in tales else table.edges
    return Scorer(table, tales, edges, scales, "lions_nothing" not in tales)


def tally(hand: list[int], played: list[tuple[int, ...]], scorer: Scorer) -> Tally:
    """Count a player's cards (codes) into the parts of their card points."""
    return Tally(*_count(hand, played, scorer), hand, played)


def card_points(hand: list[int], played: list[tuple[int, ...]], scorer: Scorer) -> int:
    """Just the total of ``tally``: what calling needs, asked at every turn (so no Tally is built)."""
    return _count(hand, played, scorer)[0]


def _count(hand: list[int], played: list[tuple[int, ...]], scorer: Scorer) -> tuple[Any, ...]:
    """The fields of a Tally, in order, up to the cards themselves. Only the hand is counted kind
    by kind; played groups matter as pairs and trios, and to multipliers and Lions."""
    table = scorer.table
    kinds = [0] * len(table.kind_names)
    kind_of = table.kind_of
    for code in hand:
        kinds[kind_of[code]] += 1
    trios = 0
    for group in played:
        if len(group) == 3:
            trios += 1
    played_pairs = len(played) - trios
    hand_pairs = max_pairs(table.pair_counts(kinds), scorer.edges)
    hand_trios = min(hand_pairs, kinds[table.hedgehog])
    pairs = (played_pairs + trios + hand_pairs) * PAIR_POINTS + (trios + hand_trios) * table.trio_bonus
    collection_items, cuckoo = _collections(kinds, scorer)
    collections = 0
    for _, _, points in collection_items:
        collections += points
    multiplier_items = []
    multipliers = 0
    for kind, counted, per in table.multipliers:
        if kinds[kind]:
            n = kinds[counted] + sum(kind_of[code] == counted for group in played for code in group)
            multiplier_items.append((kind, n, kinds[kind] * per * n))
            multipliers += kinds[kind] * per * n
    lion_count = kinds[table.lion]
    lion_groups = sorted(colour_groups(hand, played, table), reverse=True)[:lion_count] if lion_count else []
    lions = sum(lion_groups) if lion_count and scorer.lions_score else 0
    return (
        pairs + collections + multipliers + lions, pairs, collections, multipliers, lions, played_pairs, trios,
        hand_pairs, hand_trios, collection_items, cuckoo, multiplier_items, lion_groups, lion_count,
    )


@cache
def max_pairs(counts: tuple[int, ...], edges: frozenset[tuple[int, int]]) -> int:
    """The most disjoint pairs ``counts`` (cards per pair kind) make, ``edges`` saying which kinds pair."""
    first = next((i for i, n in enumerate(counts) if n), None)
    if first is None:
        return 0
    rest = list(counts)
    rest[first] -= 1
    best = max_pairs(tuple(rest), edges)  # one copy of ``first`` stays single
    for other in range(first, len(counts)):
        if rest[other] and (first, other) in edges:
            rest[other] -= 1
            best = max(best, 1 + max_pairs(tuple(rest), edges))
            rest[other] += 1
    return best


def _collections(kinds: list[int], scorer: Scorer) -> tuple[list[tuple[int, int, int]], int | None]:
    """(kind, cards counted, points) per started collection, and where the Cuckoo went."""
    scales = scorer.scales
    items = []
    for kind, scale in scales.items():
        if kinds[kind]:
            items.append((kind, kinds[kind], scale[kinds[kind]]))
    cuckoo = None
    if items and kinds[scorer.table.cuckoo]:
        best = 0
        for kind, n, _ in items:
            scale = scales[kind]
            if n + 1 < len(scale) and (cuckoo is None or scale[n + 1] - scale[n] > best):
                cuckoo, best = kind, scale[n + 1] - scale[n]
        for i, (kind, n, _) in enumerate(items):
            if kind == cuckoo:
                items[i] = (kind, n + 1, scales[kind][n + 1])
    return items, cuckoo


# -- the breakdown boards and notebooks show ----------------------------------------------------------
def breakdown(parts: Tally, table: Table) -> dict[str, Any]:
    """A tally as a plain dict: the part totals, the colour bonus and one line per scoring item."""
    names = table.kind_names
    items = []
    if parts.pairs:
        items.append({"part": "pairs", "text": _pairs_text(parts), "points": parts.pairs})
    for kind, n, points in parts.collection_items:
        extra = " (with the Cuckoo)" if kind == parts.cuckoo else ""
        items.append({"part": "collections", "text": f"{count(n, names[kind])}{extra}", "points": points})
    for kind, n, points in parts.multiplier_items:
        counted = next(names[c] for k, c, _ in table.multipliers if k == kind)
        items.append({"part": "multipliers", "text": f"{names[kind]}: {count(n, counted)}", "points": points})
    if parts.lion_count:
        groups = " + ".join(map(str, parts.lion_groups))
        note = "" if parts.lions or not sum(parts.lion_groups) else " (Sleeping Lions: no points)"
        items.append({"part": "lions", "text": f"{count(parts.lion_count, 'Lion')}: colour groups {groups}{note}", "points": parts.lions})
    bonus, colour = parts.colour_bonus(table)
    return {
        "pairs": parts.pairs, "collections": parts.collections, "multipliers": parts.multipliers, "lions": parts.lions,
        "total": parts.total, "colour": colour, "colour_bonus": bonus, "items": items,
    }


def _pairs_text(parts: Tally) -> str:
    bits = []
    if parts.played_pairs:
        bits.append(f"{count(parts.played_pairs, 'pair')} played")
    if parts.trios:
        bits.append(f"{count(parts.trios, 'trio')} played")
    if parts.hand_pairs:
        trios = f" ({parts.hand_trios} with a Hedgehog)" if parts.hand_trios else ""
        bits.append(f"{count(parts.hand_pairs, 'pair')} in hand{trios}")
    return ", ".join(bits)


def score_hand(
    hand: Iterable[str | int], played: Iterable[Iterable[str | int]] = (), *,
    tales: Iterable[str] = (), catalogue: Catalogue | None = None,
) -> dict[str, Any]:
    """The score breakdown of a hand and played pairs, given as labels ("dusk Raccoon") or codes.

    ``tales`` are the Forest Tale effects that apply to the owner (for example ``{"canary_two"}``).
    ``total`` is the card points (what Score counts and what calling needs); ``colour_bonus`` is
    the size of the largest colour group, which a Strike adds or falls back on.
    """
    catalogue = catalogue or load_catalogue()
    codes = [_code(card, catalogue) for card in hand]
    groups = [tuple(_code(card, catalogue) for card in group) for group in played]
    bad = [group for group in groups if len(group) not in (2, 3)]
    if bad:
        raise ValueError(f"a played group is a pair or a trio (two or three cards), got {len(bad[0])} cards")
    table = table_for(catalogue)
    return breakdown(tally(codes, groups, scorer_for(table, frozenset(tales))), table)


def _code(card: str | int, catalogue: Catalogue) -> int:
    if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(catalogue.cards):
        return card
    if isinstance(card, str) and card in catalogue.codes:
        return catalogue.code(card)
    raise ValueError(f"{card!r} is not a card; cards are named like 'dusk Raccoon' (colour, then kind)")
