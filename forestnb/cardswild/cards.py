"""Cardswild's cards: what each kind does (rules, in code) and how many are in the deck (content,
in ``data/cardswild/deck.csv``).

What a card does is fixed by the rule text, so it lives here and in the rules card. How many
copies the 114-card deck holds is not public, so it is content a designer may tune; the loader
then checks the table against everything the rule text does fix: every kind once, in its
category, 114 cards in all, the removals for three players (and double for two) exactly as the
rule text lists them, nothing removed from the Troubles, Safe cards and Mountain Lions, and enough
trophies left for every player to finish.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..core.data import Column, _label, data_dir, integer, one_of, read_table
from ..core.errors import DataError

SMALL, BIG = "small", "big"
TROPHY, REMEDY, TROUBLE, SAFE, LION_CATEGORY = "trophy", "remedy", "trouble", "safe", "lion"
CATEGORIES = (TROPHY, REMEDY, TROUBLE, SAFE, LION_CATEGORY)
LION = "Mountain Lion"
FULL_DECK = 114
HAND_SIZE = 6


@dataclass(frozen=True, slots=True)
class Species:
    """A trophy species: its place in the hunting order, its game type and how many complete it."""

    name: str
    game: str
    limit: int


SPECIES: tuple[Species, ...] = (
    Species("Grouse", SMALL, 4),
    Species("Rabbit", SMALL, 3),
    Species("Deer", BIG, 2),
    Species("Elk", BIG, 1),
    Species("Bear", BIG, 1),
)
SPECIES_NAMES = tuple(s.name for s in SPECIES)
LIMIT = {s.name: s.limit for s in SPECIES}
GAME_TYPE = {s.name: s.game for s in SPECIES}
ORDER = {s.name: index for index, s in enumerate(SPECIES)}
TROPHIES_TO_WIN = sum(LIMIT.values())


@dataclass(frozen=True, slots=True)
class Trouble:
    """A red card: what clears it, the Safe card that stops it, and the hunt-area slot it empties."""

    name: str
    remedies: tuple[str, ...]
    safe: str | None
    takes: str | None


TROUBLES: dict[str, Trouble] = {
    t.name: t
    for t in (
        Trouble("Nightfall", ("Daylight",), None, "daylight"),
        Trouble("Bad Weather", ("Good Weather",), "Shelter", None),
        Trouble("I'm Lost", ("Compass",), "Guide", None),
        Trouble("Out of Bullets", ("Small Bullets", "Big Bullets"), "Ammo Pack", "bullets"),
        Trouble("Lose License", ("License",), "Guide", "license"),
    )
}

SMALL_BULLETS, BIG_BULLETS = "Small Bullets", "Big Bullets"
BULLETS_FOR = {SMALL: SMALL_BULLETS, BIG: BIG_BULLETS}
REMEDY_SLOT: dict[str, str | None] = {
    "Daylight": "daylight",
    "License": "license",
    SMALL_BULLETS: "bullets",
    BIG_BULLETS: "bullets",
    "Good Weather": None,
    "Compass": None,
}
CLEARS = {remedy: trouble.name for trouble in TROUBLES.values() for remedy in trouble.remedies}
SAFE_BLOCKS: dict[str, tuple[str, ...]] = {
    safe: tuple(t.name for t in TROUBLES.values() if t.safe == safe)
    for safe in dict.fromkeys(t.safe for t in TROUBLES.values() if t.safe)
}
GUIDE, AMMO_PACK = "Guide", "Ammo Pack"

CATEGORY: dict[str, str] = {
    **dict.fromkeys(SPECIES_NAMES, TROPHY),
    **dict.fromkeys(REMEDY_SLOT, REMEDY),
    **dict.fromkeys(TROUBLES, TROUBLE),
    **dict.fromkeys(SAFE_BLOCKS, SAFE),
    LION: LION_CATEGORY,
}
NEVER_REMOVED = (TROUBLE, SAFE, LION_CATEGORY)
SAFE_CARDS = tuple(SAFE_BLOCKS)
# Ruling C15's what-if: the only kinds the option ``without`` may take out, the luck cards the
# what-if notebook asks about; trophies, remedies and Troubles stay, so every hunt can finish.
REMOVABLE = (*SAFE_CARDS, LION)

# The rule text's table: cards taken out of the 114 for three players (two players take out double).
REMOVED_FOR_THREE: dict[str, int] = {
    "Grouse": 5,
    "Rabbit": 4,
    "Deer": 3,
    "Elk": 2,
    "Bear": 2,
    "Daylight": 2,
    "Good Weather": 1,
    "Compass": 1,
    SMALL_BULLETS: 2,
    BIG_BULLETS: 2,
    "License": 2,
}


@dataclass(frozen=True, slots=True)
class DeckRow:
    kind: str
    category: str
    count: int
    remove_3: int
    remove_2: int
    note: str


@dataclass(frozen=True, eq=False)
class Deck:
    """The checked deck table, and the deck it makes for 2, 3 or 4 players (compared and hashed by
    identity, so the per-deck caches below cost nothing to look up; compare ``rows`` for content)."""

    rows: tuple[DeckRow, ...]

    def counts(self, players: int, without: Collection[str] = ()) -> dict[str, int]:
        """How many of each kind are shuffled for ``players`` (4 use all 114), less every copy of
        the kinds ``without`` names (the what-if variant of ruling C15)."""
        removed = {4: lambda r: 0, 3: lambda r: r.remove_3, 2: lambda r: r.remove_2}[players]
        return {row.kind: row.count - removed(row) for row in self.rows if row.kind not in without}

    def cards(self, players: int, without: Collection[str] = ()) -> list[str]:
        """Every card for ``players``, kinds in table order (the game shuffles them)."""
        return [kind for kind, count in self.counts(players, without).items() for _ in range(count)]

    def size(self, players: int, without: Collection[str] = ()) -> int:
        return sum(self.counts(players, without).values())

    def sorted_cards(self, players: int, without: Collection[str] = ()) -> list[str]:
        """The deck for ``players`` (less ``without``) in sorted order: what a full count of the
        table must find."""
        return _sorted_cards(self, players, frozenset(without))


@cache
def _sorted_cards(deck: Deck, players: int, without: frozenset[str]) -> list[str]:
    return sorted(deck.cards(players, without))


_COLUMNS = [
    Column("kind"),
    Column("category", one_of(*CATEGORIES)),
    Column("count", integer(1, FULL_DECK)),
    Column("remove_3", integer(0, FULL_DECK)),
    Column("remove_2", integer(0, FULL_DECK)),
    Column("note"),
]


@cache
def load_deck(folder: Path | None = None) -> Deck:
    """The deck table of ``folder`` (default ``data/cardswild``), checked against the rule text.

    Every problem names the file, the row and the field to change.
    """
    folder = folder or data_dir() / "cardswild"
    path = folder / "deck.csv"
    file = _label(path)
    rows = read_table(path, _COLUMNS, key=("kind",))
    for row in rows:
        _check_row(row, file)
    missing = [kind for kind in CATEGORY if kind not in {row["kind"] for row in rows}]
    if missing:
        raise DataError(file, f"missing card kind(s): {', '.join(missing)}")
    total = sum(row["count"] for row in rows)
    if total != FULL_DECK:
        raise DataError(
            file,
            f"the counts add up to {total} cards; the full deck has {FULL_DECK}",
            row=rows[-1]["_row"],
            field="count",
        )
    return Deck(tuple(DeckRow(**{k: v for k, v in row.items() if k != "_row"}) for row in rows))


def _check_row(row: dict, file: str) -> None:
    """One row's kind, category and removals, as the rule text fixes them."""
    kind, line = row["kind"], row["_row"]
    if kind not in CATEGORY:
        raise DataError(file, f"unknown card kind {kind!r} (kinds: {', '.join(CATEGORY)})", row=line, field="kind")
    if row["category"] != CATEGORY[kind]:
        raise DataError(
            file, f"{kind} is a {CATEGORY[kind]} card, not a {row['category']} card", row=line, field="category"
        )
    if row["category"] in NEVER_REMOVED and row["remove_3"]:
        raise DataError(
            file,
            f"{kind} is never removed: Troubles, Safe cards and Mountain Lions stay in every deck",
            row=line,
            field="remove_3",
        )
    expected = REMOVED_FOR_THREE.get(kind, 0)
    if row["remove_3"] != expected:
        raise DataError(
            file,
            f"the rule text removes {expected} {kind} for three players, not {row['remove_3']}",
            row=line,
            field="remove_3",
        )
    if row["remove_2"] != 2 * expected:
        raise DataError(
            file,
            f"two players remove double the three-player number: {2 * expected} {kind}, not {row['remove_2']}",
            row=line,
            field="remove_2",
        )
    if row["count"] < row["remove_2"]:
        raise DataError(
            file,
            f"{row['count']} {kind} cannot lose the {row['remove_2']} removed for two players",
            row=line,
            field="count",
        )
    if kind in LIMIT:
        for players, kept in (
            (2, row["count"] - row["remove_2"]),
            (3, row["count"] - row["remove_3"]),
            (4, row["count"]),
        ):
            if kept < players * LIMIT[kind]:
                raise DataError(
                    file,
                    f"a {players}-player deck keeps {kept} {kind}, fewer than the {players * LIMIT[kind]} that "
                    f"{players} players need to finish",
                    row=line,
                    field="count",
                )
