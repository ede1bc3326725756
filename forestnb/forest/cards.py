"""The Forest's content as data: the palette, the cards and the Forest Tales in ``data/forest/``.

The tables say what every card is (its role, who it pairs with, what a pair does, how it
scores, the colour of each copy) and what every tale does, so a reader can check the deck
against the rule text without reading code. Loading checks each table against the seed: the
colour split of every kind must be the seed's ``×n×n…`` list, the base deck has 58 cards and
Deep Woods adds 8. Problems name the file, row and field.

Cards are handled as small integer *codes*, one per kind-and-colour (the two dusk Raccoons are
the same code): copies of one code are interchangeable, so actions name cards by their label
("dusk Raccoon") and a saved game reads as plain words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from ..core.data import Column, _label, data_dir, digits, one_of, read_table
from ..core.errors import DataError

SETS = ("base", "deep_woods")
ROLES = ("pair", "collection", "multiplier", "lion", "trio", "wild")
PAIR_EFFECTS = ("take_discard", "extra_turn", "draw_top", "steal", "peek_deck", "restrict")
# The pairs the Fox Twins tale adds: two Left Foxes look and swap, two Right Foxes take a played pair.
TWIN_EFFECTS = {"Left Fox": "swap_cards", "Right Fox": "take_pair"}
TALE_EFFECTS = (
    "raccoon_both_tops",
    "rabbit_two",
    "fox_twins",
    "canary_two",
    "wolf_one",
    "lions_nothing",
    "three_lions",
    "call_ten",
    "strike_only",
    "matching_tops",
    "discard_draw",
    "hide_canary",
)
LION_COLOUR = "crimson"
SET_SIZES = {"base": 58, "deep_woods": 8}
TALES = 12

# The seed's kinds under the names this project gives them: each kind's role and its colour
# split (copies per colour, in the seed's order). The data must match these exactly.
SEED_KINDS: dict[str, tuple[str, tuple[int, ...]]] = {
    "Raccoon": ("pair", (2, 2, 2, 1, 1, 1)),
    "Owl": ("pair", (2, 2, 2, 1, 1)),
    "Rabbit": ("pair", (1, 1, 1, 2, 1, 1)),
    "Left Fox": ("pair", (1, 1, 1, 1, 1)),
    "Right Fox": ("pair", (1, 1, 1, 1, 1)),
    "Canary": ("collection", (1, 1, 1, 1, 1, 1)),
    "Wolf": ("collection", (1, 1, 1, 1, 1)),
    "Deer": ("collection", (1, 1, 1)),
    "Bear": ("collection", (1, 1)),
    "Owl Roost": ("multiplier", (1,)),
    "Rabbit Warren": ("multiplier", (1,)),
    "Deer Herd": ("multiplier", (1,)),
    "Bear Cave": ("multiplier", (1,)),
    "Lion": ("lion", (4,)),
    "Badger": ("pair", (1,)),
    "Skunk": ("pair", (1, 1)),
    "Hedgehog": ("trio", (1, 1, 1)),
    "Cuckoo": ("wild", (1,)),
    "Raccoon Den": ("multiplier", (1,)),
}


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of card: its role and, depending on the role, its partner and points.

    ``partner`` is the kind it pairs with (pair role) or the kind it counts (multiplier role);
    ``points`` is the collection's scale for 1, 2, 3… cards, a multiplier's points per card, or
    the Hedgehog's bonus.
    """

    name: str
    set: str
    role: str
    partner: str | None
    effect: str | None
    points: tuple[int, ...]
    colours: tuple[tuple[str, int], ...]
    note: str

    @property
    def copies(self) -> int:
        return sum(count for _, count in self.colours)


@dataclass(frozen=True, slots=True)
class Card:
    """One kind in one colour; ``copies`` cards of the deck look exactly like it."""

    code: int
    kind: str
    role: str
    colour: str
    copies: int
    set: str

    @property
    def label(self) -> str:
        return f"{self.colour} {self.kind}"


@dataclass(frozen=True, slots=True)
class Tale:
    name: str
    effect: str
    goes_to: str
    rule: str
    note: str


@dataclass(frozen=True, eq=False)
class Catalogue:
    """Everything the engine needs to know about the cards, built once and shared by all games
    (compared and hashed by identity, so derived tables can be cached per catalogue)."""

    palette: dict[str, str]
    kinds: dict[str, Kind]
    cards: tuple[Card, ...]
    codes: dict[str, int] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "codes", {card.label: card.code for card in self.cards})

    def code(self, label: str) -> int:
        return self.codes[label]

    def deck(self, deep_woods: bool) -> list[int]:
        """Every card of the deck as codes, copies repeated, in table order (the game shuffles)."""
        sets = SETS if deep_woods else ("base",)
        return [card.code for card in self.cards if card.set in sets for _ in range(card.copies)]

    def pair_effect(self, first: str, second: str) -> str | None:
        """What a pair of these two kinds does, or None when they do not pair."""
        for a, b in ((first, second), (second, first)):
            kind = self.kinds[a]
            if kind.role == "pair" and kind.partner == b:
                return kind.effect
        return None

    def role_codes(self, role: str) -> tuple[int, ...]:
        return tuple(card.code for card in self.cards if card.role == role)

    def kind_codes(self, kind: str) -> tuple[int, ...]:
        return tuple(card.code for card in self.cards if card.kind == kind)


# -- loading ---------------------------------------------------------------------------------------
_PALETTE_COLUMNS = [Column("colour"), Column("note")]
_CARD_COLUMNS = [
    Column("kind"),
    Column("set", one_of(*SETS)),
    Column("role", one_of(*ROLES)),
    Column("with", required=False),
    Column("effect", one_of(*PAIR_EFFECTS), required=False),
    Column("points", required=False),
    Column("colours"),
    Column("note"),
]
_TALE_COLUMNS = [
    Column("name"),
    Column("effect", one_of(*TALE_EFFECTS)),
    Column("goes_to", one_of("leader", "trailer")),
    Column("rule"),
    Column("note"),
]


@cache
def load_catalogue(folder: Path | None = None) -> Catalogue:
    """The palette and the cards, checked against the seed's kinds, colour splits and deck sizes."""
    folder = folder or data_dir() / "forest"
    palette = _load_palette(folder)
    file = _label(folder / "cards.csv")
    rows = read_table(folder / "cards.csv", _CARD_COLUMNS, key=("kind",))
    kinds = {row["kind"]: _kind(row, palette, file) for row in rows}
    by_name = {row["kind"]: row for row in rows}
    for row in rows:
        _check_partner(kinds[row["kind"]], kinds, row, file)
    missing = [name for name in SEED_KINDS if name not in kinds]
    if missing:
        raise DataError(file, f"kind(s) missing: {', '.join(missing)}")
    for card_set, size in SET_SIZES.items():
        total = sum(kind.copies for kind in kinds.values() if kind.set == card_set)
        if total != size:
            last = [row for row in rows if row["set"] == card_set][-1]
            problem = f"the {card_set} cards number {total}; the seed's {card_set} deck has {size}"
            raise DataError(file, problem, row=last["_row"], field="colours")
    for name, kind in kinds.items():
        _check_pair_effect(kind, kinds, by_name[name], file)
    cards = []
    for kind in kinds.values():
        for colour, copies in kind.colours:
            cards.append(Card(len(cards), kind.name, kind.role, colour, copies, kind.set))
    return Catalogue(palette, kinds, tuple(cards))


def _load_palette(folder: Path) -> dict[str, str]:
    file = _label(folder / "palette.csv")
    palette: dict[str, str] = {}
    for row in read_table(folder / "palette.csv", _PALETTE_COLUMNS, key=("colour",)):
        palette[row["colour"]] = row["note"]
    if LION_COLOUR not in palette:
        raise DataError(file, f"the Lions' colour {LION_COLOUR!r} is missing")
    return palette


def _kind(row: dict[str, Any], palette: dict[str, str], file: str) -> Kind:
    where = {"file": file, "row": row["_row"]}
    if row["kind"] not in SEED_KINDS:
        _fail(where, "kind", f"{row['kind']!r} is not a kind of the seed (kinds: {', '.join(SEED_KINDS)})")
    role, split = SEED_KINDS[row["kind"]]
    if row["role"] != role:
        _fail(where, "role", f"{row['kind']} is a {role} card in the seed, not {row['role']}")
    colours = _colours(row["colours"], palette, where)
    if sorted(count for _, count in colours) != sorted(split):
        found = "-".join(str(c) for _, c in colours)
        _fail(
            where,
            "colours",
            f"{row['kind']} copies per colour are {found}; the seed's split is {'-'.join(map(str, split))}",
        )
    crimson = [colour for colour, _ in colours if colour == LION_COLOUR]
    if (role == "lion") != bool(crimson) or (role == "lion" and len(colours) != 1):
        _fail(where, "colours", f"Lions, and only Lions, are {LION_COLOUR} (all four copies)")
    return Kind(
        name=row["kind"],
        set=row["set"],
        role=row["role"],
        partner=row["with"],
        effect=row["effect"],
        points=_points(row, where),
        colours=colours,
        note=row["note"],
    )


def _colours(text: str, palette: dict[str, str], where: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    """``"dusk 2; sky 1"`` -> (("dusk", 2), ("sky", 1)), each colour from the palette, once."""
    colours: list[tuple[str, int]] = []
    for item in filter(None, (part.strip() for part in text.split(";"))):
        name, _, count = item.rpartition(" ")
        if not name or not digits(count) or int(count) < 1:
            _fail(where, "colours", f"'{item}' should be a colour and a number of copies, like 'dusk 2'")
        if name not in palette:
            _fail(where, "colours", f"{name!r} is not in palette.csv (colours: {', '.join(palette)})")
        if any(name == seen for seen, _ in colours):
            _fail(where, "colours", f"{name!r} is listed twice")
        colours.append((name, int(count)))
    return tuple(colours)


def _points(row: dict[str, Any], where: dict[str, Any]) -> tuple[int, ...]:
    text = row["points"] or ""
    if not all(digits(part) for part in text.split()):
        _fail(where, "points", f"{text!r} should be whole numbers separated by spaces")
    points = tuple(int(part) for part in text.split())
    role = row["role"]
    wanted = {
        "collection": "a scale, one number per card held",
        "multiplier": "one number (points per card)",
        "trio": "one number (the trio bonus)",
    }
    if role in wanted and (not points or (role != "collection" and len(points) != 1)):
        _fail(where, "points", f"a {role} card needs {wanted[role]}")
    if role not in wanted and points:
        _fail(where, "points", f"a {role} card scores by its role and takes no points")
    copies = sum(SEED_KINDS[row["kind"]][1])
    if role == "collection" and (len(points) != copies or list(points) != sorted(points)):
        _fail(where, "points", f"a collection's scale has one rising number per copy ({copies})")
    return points


def _check_partner(kind: Kind, kinds: dict[str, Kind], row: dict[str, Any], file: str) -> None:
    where = {"file": file, "row": row["_row"]}
    needs = kind.role in ("pair", "multiplier")
    if needs and kind.partner not in kinds:
        names = "pairs with" if kind.role == "pair" else "counts"
        _fail(where, "with", f"a {kind.role} card names the kind it {names}; {kind.partner!r} is not a kind")
    if not needs and kind.partner:
        _fail(where, "with", f"a {kind.role} card pairs with nothing")
    if kind.role == "pair" and kinds[kind.partner].role != "pair":  # type: ignore[index]
        _fail(where, "with", f"{kind.name} must pair with a pair card, not a {kinds[kind.partner].role} card")  # type: ignore[index]


def _check_pair_effect(kind: Kind, kinds: dict[str, Kind], row: dict[str, Any], file: str) -> None:
    """A pair card has an effect; two kinds that name each other must agree on it."""
    where = {"file": file, "row": row["_row"]}
    if (kind.role == "pair") != (kind.effect is not None):
        _fail(where, "effect", "pair cards, and only pair cards, have a pair effect")
    if kind.role == "pair":
        partner = kinds[kind.partner]  # type: ignore[index]
        if partner.partner == kind.name and partner.effect != kind.effect:
            _fail(where, "effect", f"{kind.name} and {partner.name} pair with each other but name different effects")


def _fail(where: dict[str, Any], field: str, problem: str) -> NoReturn:
    raise DataError(where["file"], problem, row=where["row"], field=field)


@cache
def load_tales(folder: Path | None = None) -> dict[str, Tale]:
    """The twelve Forest Tales by name, each effect exactly once."""
    folder = folder or data_dir() / "forest"
    file = _label(folder / "tales.csv")
    tales: dict[str, Tale] = {}
    effects: set[str] = set()
    for row in read_table(folder / "tales.csv", _TALE_COLUMNS, key=("name",)):
        where = {"file": file, "row": row["_row"]}
        if row["effect"] in effects:
            _fail(where, "effect", f"{row['effect']!r} belongs to another tale already")
        effects.add(row["effect"])
        tales[row["name"]] = Tale(row["name"], row["effect"], row["goes_to"], row["rule"], row["note"])
    if len(tales) != TALES:
        raise DataError(file, f"has {len(tales)} tales; Forest Tales has {TALES}")
    return tales
