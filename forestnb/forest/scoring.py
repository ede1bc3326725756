"""Scoring a player's cards: pairs, collections, multipliers, Lions and the colour bonus.

``score_hand`` is a pure function of the cards (hand and played pairs) and the Forest Tales
that apply to their owner. It returns a breakdown a board or a notebook can show line by line.
The engine asks ``count_points`` (card points and pairs in hand) at every turn of every
simulated game, so that one adds up only the parts there are, over small integer ids, and
remembers what each mix of kinds in a hand is worth; ``tally`` spells out the same parts for a
breakdown, and a test checks the two agree in every state seeded games reach. ``count_points``
reads a player's cards as one packed integer (``pack``: cards per kind in hand, copies of each
pair card in hand, cards per colour in hand and played), which the engine keeps up to date as
cards move instead of recounting. What a hand's kinds give is counted part by part, each part
remembered by the few kinds it depends on.

Rulings that live here (the rules card in ``rules.py`` lists them all):
  * Pairs in hand are matched to make as many pairs as possible (a Badger only finds a Raccoon
    left over; a Skunk only a Left Fox left over).
  * A Hedgehog scores only in a played trio (the pair's 1 plus its 2); kept in hand it scores
    nothing, even beside a hand pair, as the seed says (ruling F9 withdrew an earlier 2 there).
    It still counts among the copies in a packed count, for the trio moves it makes possible.
  * Multipliers count their kind in hand and in played pairs.
  * The Cuckoo joins the started collection where it adds most (first in table order on a
    tie), never beyond the collection's size; it does not count for multipliers.
  * The k-th Lion scores the k-th largest colour group (distinct colours; crimson counts);
    equal groups rank in palette order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from operator import itemgetter
from typing import Any, NamedTuple

from ..core.words import count
from .cards import TWIN_EFFECTS, Catalogue, load_catalogue

PAIR_POINTS = 1
MEMO_LIMIT = 1 << 16
FLAT_TALES = {"canary_two": ("Canary", 2), "wolf_one": ("Wolf", 1)}


@dataclass(frozen=True, eq=False, slots=True)
class Table:
    """The scoring facts of a catalogue by small integer ids (kinds and colours in table order);
    hashed by identity so tables derived from it can be cached."""

    kind_of: tuple[int, ...]
    kind_names: tuple[str, ...]
    colour_names: tuple[str, ...]
    pair_counts: Callable[[bytes], tuple[int, ...]]
    collection_counts: Callable[[bytes], tuple[int, ...]]  # collection kinds (``scales`` order), then the Cuckoo
    multiplier_counts: Callable[[bytes], tuple[int, ...]]  # per multiplier: its kind, then the kind it counts
    edges: frozenset[tuple[int, int]]
    twin_edges: frozenset[tuple[int, int]]
    scales: dict[int, tuple[int, ...]]
    multipliers: tuple[tuple[int, int, int], ...]
    flat: dict[str, tuple[int, int]]
    lion: int
    trio_bonus: int
    # A packed count (see ``pack``), from the lowest bit: a byte per kind (cards in hand), two bits
    # per card that can be in a pair or trio (its copies in hand), a byte per colour (hand and played).
    hand_weight: tuple[int, ...]  # per code: what a card adds to the hand's counts
    colour_weight: tuple[int, ...]  # per code: what it adds to its colour's count
    card_weight: tuple[int, ...]  # per code: both, what a card in hand adds
    kind_mask: int  # the kind bytes: the scoring memo's key
    copies_shift: int  # where the copies of pair and trio cards start; ``copies_mask`` (after the shift) ends them
    copies_mask: int
    colour_shift: int  # where the colour bytes start


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

    pairing = [card.code for card in catalogue.cards if card.role in ("pair", "trio")]
    if any(card.copies > 3 for card in catalogue.cards if card.code in pairing):
        raise ValueError(
            "a pair or trio card with more than 3 copies does not fit the two bits a packed count gives it"
        )
    copies_shift = 8 * len(kinds)
    colour_shift = copies_shift + 2 * len(pairing)
    hand_weight = tuple(
        (1 << (8 * kid[card.kind]))
        + (1 << (copies_shift + 2 * pairing.index(card.code)) if card.code in pairing else 0)
        for card in catalogue.cards
    )
    colour_weight = tuple(1 << (colour_shift + 8 * colours.index(card.colour)) for card in catalogue.cards)

    scales = {kid[k.name]: k.points for k in kinds if k.role == "collection"}
    multipliers = tuple((kid[k.name], kid[k.partner], k.points[0]) for k in kinds if k.role == "multiplier")  # type: ignore[index]
    return Table(
        kind_of=tuple(kid[c.kind] for c in catalogue.cards),
        kind_names=tuple(kid),
        colour_names=tuple(colours),
        pair_counts=itemgetter(*pair_kinds),
        collection_counts=itemgetter(*scales, only("wild")),
        multiplier_counts=itemgetter(*(kind for kind, counted, _ in multipliers for kind in (kind, counted))),
        edges=edges,
        twin_edges=edges | {(fox, fox) for fox in twins},  # type: ignore[arg-type]
        scales=scales,
        multipliers=multipliers,
        flat={tale: (kid[name], each) for tale, (name, each) in FLAT_TALES.items()},
        lion=only("lion"),
        trio_bonus=kinds[only("trio")].points[0],
        hand_weight=hand_weight,
        colour_weight=colour_weight,
        card_weight=tuple(map(sum, zip(hand_weight, colour_weight))),
        kind_mask=(1 << copies_shift) - 1,
        copies_shift=copies_shift,
        copies_mask=(1 << (colour_shift - copies_shift)) - 1,
        colour_shift=colour_shift,
    )


def pack(hand: Iterable[int], played: Iterable[tuple[int, ...]], table: Table) -> int:
    """A player's cards packed into one integer (``Table`` lists its parts): the hand's cards per
    kind, the scoring memo's key (as ``int.to_bytes`` reads it back); the copies of each pair and
    trio card in hand, the key the engine remembers pair moves by; the cards per colour in hand and
    played pairs, for the Lions and the colour bonus. No count overflows: a deck has 66 cards at
    most, and no pair card more than 3 copies. The engine keeps one per seat, adding and taking
    away weights as cards move, so a turn does not recount the hand; this is the full count, for a
    hand given whole and for the invariant check that the kept one is right."""
    card_weight, colour_weight = table.card_weight, table.colour_weight
    packed = 0
    for code in hand:
        packed += card_weight[code]
    for group in played:
        for code in group:
            packed += colour_weight[code]
    return packed


class Tally(NamedTuple):
    """One player's card points, part by part, with the details a breakdown puts into words.
    ``hand`` and ``played`` are the lists it was made from, not copies: read a tally at once."""

    total: int
    pairs: int
    collections: int
    multipliers: int
    lions: int
    played_pairs: int
    trios: int
    hand_pairs: int
    collection_items: tuple[tuple[int, int, int], ...]
    cuckoo: int | None
    multiplier_items: tuple[tuple[int, int, int], ...]
    lion_groups: tuple[int, ...]
    lion_count: int
    hand: list[int]
    played: list[tuple[int, ...]]


def colour_bonus(packed: int, table: Table) -> tuple[int, str | None]:
    """The size and colour of the largest colour group (the first in palette order on a tie) among
    a player's cards (``packed`` as ``pack`` makes it)."""
    groups = colour_groups(packed, table)
    best = max(groups)
    return best, table.colour_names[groups.index(best)] if best else None


def colour_groups(packed: int, table: Table) -> bytes:
    """Cards per colour (palette order) among a player's hand and played cards (``packed`` as
    ``pack`` makes it), Lions as crimson."""
    return (packed >> table.colour_shift).to_bytes(len(table.colour_names), "little")


def colour_counts(packed: int, table: Table) -> bool:
    """Whether the colour of a card added to these cards (``packed`` as ``pack`` makes it) may
    change their card points: only Lions score colours, so without one in hand any card of a kind
    other than the Lion adds the same points whatever its colour."""
    return (packed >> (8 * table.lion)) & 0xFF > 0


def counted_by(kind: int, table: Table) -> int | None:
    """The kind whose played cards a card of ``kind`` would score for: a multiplier's, or None.

    What any other card but the Lion adds to a hand's card points hangs on the hand's kinds alone
    (and on the colours, for a hand holding Lions: see ``colour_counts``), whatever has been
    played; a multiplier's also on how many played cards are of the kind it counts
    (``played_count``), and the Lion's on the colours."""
    return next((counted for multiplier, counted, _ in table.multipliers if multiplier == kind), None)


class HandParts(NamedTuple):
    """What a hand scores by the kinds of its cards alone: everything but what played cards add
    and the Lions (who need colours)."""

    points: int  # its pairs, collections, and multipliers counting its own cards (a Hedgehog adds nothing)
    hand_pairs: int
    lion_count: int
    multipliers_held: tuple[tuple[int, int, int], ...]  # (multiplier kind, kind it counts, points per counted card)
    collection_items: tuple[tuple[int, int, int], ...]
    cuckoo: int | None
    collections: int
    kinds: bytes  # cards per kind


Quick = tuple[int, int, int, tuple[tuple[int, int, int], ...]]
"""What a play phase needs of a hand, remembered as a plain (small) tuple: the first four fields
of HandParts (``points``, ``hand_pairs``, ``lion_count`` and ``multipliers_held``)."""


@dataclass(frozen=True, eq=False, slots=True)
class Scorer:
    """How cards score for one player: the table plus the Forest Tales that apply to them, settled
    once (the engine keeps one per seat per round), so counting a hand asks no tale questions.

    ``memo`` remembers, by a hand's packed kind counts, what ``count_points`` needs of it (see
    ``Quick``): the same few mixes of kinds come up again and again across turns and games (nine
    times in ten once a sweep is a few hundred games in), and a hand is counted at every turn.
    """

    table: Table
    tales: frozenset[str]
    edges: frozenset[tuple[int, int]]
    scales: dict[int, tuple[int, ...]]  # collection kind -> its points for 0, 1, 2... cards
    scale_items: tuple[tuple[int, tuple[int, ...]], ...]  # the same, as pairs in table order
    lions_score: bool
    memo: dict[int, Quick] = field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, Any]) -> Scorer:
        return self  # immutable and cached: a cloned game shares it


SCORING_TALES = frozenset({*FLAT_TALES, "fox_twins", "lions_nothing"})
"""The tale effects that change how cards score; the others change what a player may do."""


def scorer_for(table: Table, tales: frozenset[str]) -> Scorer:
    """Scoring under ``tales``: Fox Twins pairs, Canary Chorus and Lone Wolves scales, Sleeping Lions.

    Tales that leave scoring alone (Long Wait, Windfall...) give the same scorer as none, so every
    seat and round that scores alike shares one scorer and its memo of hands already counted."""
    return _scorer(table, tales & SCORING_TALES)


@cache
def _scorer(table: Table, tales: frozenset[str]) -> Scorer:
    scales = {kind: (0, *scale) for kind, scale in table.scales.items()}
    for tale, (kind, each) in table.flat.items():
        if tale in tales:
            scales[kind] = tuple(each * n for n in range(len(scales[kind])))
    edges = table.twin_edges if "fox_twins" in tales else table.edges
    return Scorer(table, tales, edges, scales, tuple(scales.items()), "lions_nothing" not in tales)


def tally(hand: list[int], played: list[tuple[int, ...]], scorer: Scorer) -> Tally:
    """Count a player's cards (codes) into the parts of their card points."""
    table = scorer.table
    parts = hand_parts(hand, scorer)
    trios = _trios(played)
    multiplier_items = _multiplier_items(parts, played, table)
    lions, lion_groups = _lions(hand, played, scorer, parts.lion_count)
    pairs = (len(played) + parts.hand_pairs) * PAIR_POINTS + trios * table.trio_bonus
    multipliers = sum(points for _, _, points in multiplier_items)
    return Tally(
        pairs + parts.collections + multipliers + lions,
        pairs,
        parts.collections,
        multipliers,
        lions,
        len(played) - trios,
        trios,
        parts.hand_pairs,
        parts.collection_items,
        parts.cuckoo,
        multiplier_items,
        lion_groups,
        parts.lion_count,
        hand,
        played,
    )


def count_points(packed: int, played: list[tuple[int, ...]], scorer: Scorer) -> tuple[int, int]:
    """A player's card points and the pairs in their hand, from their cards as ``pack`` counts them.

    A play phase asks this at every turn of every simulated game (may the player call? is there
    a pair to lay down?), so the hand comes packed (the engine keeps it so), what its kinds give
    comes from the scorer's memo when it has it, and only the parts there are get added: no Tally
    is built (``tally`` adds the same parts and spells them out)."""
    table = scorer.table
    key = packed & table.kind_mask
    quick = scorer.memo.get(key)
    if quick is None:
        if len(scorer.memo) >= MEMO_LIMIT:
            scorer.memo.clear()
        quick = scorer.memo[key] = _count_hand(key, scorer)[:4]
    points, hand_pairs, lion_count, multipliers_held = quick
    if played:
        points += len(played) * PAIR_POINTS + _trios(played) * table.trio_bonus
        for _, counted, per in multipliers_held:
            points += per * played_count(played, counted, table)
    if lion_count and scorer.lions_score:
        groups = colour_groups(packed, table)
        points += (
            max(groups) if lion_count == 1 else sum(sorted(groups, reverse=True)[:lion_count])
        )  # one Lion: no sort
    return points, hand_pairs


def hand_parts(hand: list[int], scorer: Scorer) -> HandParts:
    """Everything ``hand`` scores by its kinds alone, spelled out for a breakdown."""
    table = scorer.table
    return HandParts._make(_count_hand(pack(hand, (), table) & table.kind_mask, scorer))


def _count_hand(key: int, scorer: Scorer) -> tuple[Any, ...]:
    """``HandParts`` as a plain tuple (its fields, in order): a memo miss needs only the first four
    (``Quick``), and making a named tuple costs a fifth of the count. Pairs, collections and
    multipliers are each remembered by the few kinds they depend on, which repeat far more often
    than whole hands do."""
    table = scorer.table
    kinds = key.to_bytes(len(table.kind_names), "little")
    hand_pairs = max_pairs(table.pair_counts(kinds), scorer.edges)
    collection_items, cuckoo, collections = _collections(table.collection_counts(kinds), scorer)
    held, multiplied = _multipliers(table.multiplier_counts(kinds), table)
    return (
        hand_pairs * PAIR_POINTS + collections + multiplied,
        hand_pairs,
        kinds[table.lion],
        held,
        collection_items,
        cuckoo,
        collections,
        kinds,
    )


@cache
def _multipliers(counts: tuple[int, ...], table: Table) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """The multipliers held, as (kind, kind it counts, points per counted card), and what they
    make of the hand's own cards; ``counts`` as ``table.multiplier_counts`` reads them."""
    held = []
    multiplied = 0
    for (kind, counted, per), n, counted_n in zip(table.multipliers, counts[::2], counts[1::2]):
        if n:
            held.append((kind, counted, n * per))
            multiplied += n * per * counted_n
    return tuple(held), multiplied


def _trios(played: list[tuple[int, ...]]) -> int:
    trios = 0
    for group in played:
        if len(group) == 3:
            trios += 1
    return trios


def _multiplier_items(
    parts: HandParts, played: list[tuple[int, ...]], table: Table
) -> tuple[tuple[int, int, int], ...]:
    """(multiplier kind, cards it counts in hand and played, points) per multiplier in hand."""
    items = []
    for kind, counted, per in parts.multipliers_held:
        n = parts.kinds[counted] + played_count(played, counted, table)
        items.append((kind, n, per * n))
    return tuple(items)


def played_count(played: list[tuple[int, ...]], kind: int, table: Table) -> int:
    """How many played cards are of ``kind``."""
    kind_of = table.kind_of
    n = 0
    for group in played:
        for code in group:
            if kind_of[code] == kind:
                n += 1
    return n


def _lions(
    hand: list[int], played: list[tuple[int, ...]], scorer: Scorer, lion_count: int
) -> tuple[int, tuple[int, ...]]:
    """The Lions' points and the colour groups they score: the k-th Lion takes the k-th largest."""
    if not lion_count:
        return 0, ()
    groups = tuple(sorted(colour_groups(pack(hand, played, scorer.table), scorer.table), reverse=True)[:lion_count])
    return (sum(groups) if scorer.lions_score else 0), groups


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


@cache
def _collections(counts: tuple[int, ...], scorer: Scorer) -> tuple[tuple[tuple[int, int, int], ...], int | None, int]:
    """(kind, cards counted, points) per started collection, where the Cuckoo went, and the
    points in all; ``counts`` as ``table.collection_counts`` reads them."""
    scales = scorer.scales
    items = []
    for (kind, scale), n in zip(scorer.scale_items, counts):
        if n:
            items.append((kind, n, scale[n]))
    cuckoo = None
    if items and counts[-1]:
        best = 0
        for kind, n, _ in items:
            scale = scales[kind]
            if n + 1 < len(scale) and (cuckoo is None or scale[n + 1] - scale[n] > best):
                cuckoo, best = kind, scale[n + 1] - scale[n]
        for i, (kind, n, _) in enumerate(items):
            if kind == cuckoo:
                items[i] = (kind, n + 1, scales[kind][n + 1])
    return tuple(items), cuckoo, sum(points for _, _, points in items)


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
        items.append(
            {
                "part": "lions",
                "text": f"{count(parts.lion_count, 'Lion')}: colour groups {groups}{note}",
                "points": parts.lions,
            }
        )
    bonus, colour = colour_bonus(pack(parts.hand, parts.played, table), table)
    return {
        "pairs": parts.pairs,
        "collections": parts.collections,
        "multipliers": parts.multipliers,
        "lions": parts.lions,
        "total": parts.total,
        "colour": colour,
        "colour_bonus": bonus,
        "items": items,
    }


def _pairs_text(parts: Tally) -> str:
    bits = []
    if parts.played_pairs:
        bits.append(f"{count(parts.played_pairs, 'pair')} played")
    if parts.trios:
        bits.append(f"{count(parts.trios, 'trio')} played")
    if parts.hand_pairs:
        bits.append(f"{count(parts.hand_pairs, 'pair')} in hand")
    return ", ".join(bits)


def score_hand(
    hand: Iterable[str | int],
    played: Iterable[Iterable[str | int]] = (),
    *,
    tales: Iterable[str] = (),
    catalogue: Catalogue | None = None,
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
