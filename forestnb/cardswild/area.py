"""A player's hunt area: everything they have face up, and what a card played there does.

The area is public (every seat sees every area), so the questions a board, a bot and the rules
all ask live here: is this light on, which species comes next, may this card be played here,
and what it covers when it is. Refusals come back as short reason codes so the legality check in
the hot loop never formats a message; ``refusals.py`` turns a code into words only when someone
asks why.
"""

from __future__ import annotations

from typing import Any

from .cards import (
    AMMO_PACK,
    BIG,
    BIG_BULLETS,
    BULLETS_FOR,
    CATEGORY,
    CLEARS,
    GAME_TYPE,
    GUIDE,
    LIMIT,
    REMEDY,
    REMEDY_SLOT,
    SAFE,
    SAFE_BLOCKS,
    SMALL,
    SMALL_BULLETS,
    SPECIES_NAMES,
    TROPHY,
    TROUBLE,
    TROUBLES,
)

# Reason codes for a card that may not be played into its owner's hunt area.
FULL, ORDER, TROUBLED, NO_DAYLIGHT, NO_LICENSE, NO_BULLETS = (
    "full",
    "order",
    "troubled",
    "no_daylight",
    "no_license",
    "no_bullets",
)
ALREADY_UP, AMMO_COVERS, NOTHING_TO_CLEAR, AGAINST_A_PLAYER, LION_PLAY = (
    "already_up",
    "ammo_covers",
    "nothing_to_clear",
    "against_a_player",
    "lion_play",
)
# Reason codes for a Trouble that may not be played at a player.
HAS_TROUBLE, BLOCKED = "has_trouble", "blocked"

LIGHTS = ("Daylight", "License", SMALL_BULLETS, BIG_BULLETS, "No Trouble")
LIMITS = tuple(LIMIT[species] for species in SPECIES_NAMES)
HUNTING_ORDER = tuple(zip(SPECIES_NAMES, LIMITS))


class Trophies(dict):
    """Trophy cards per species, which keep the species hunted next (``upcoming``) and the
    trophies that count (``counted``) up to date.

    Why: the rules and the bots ask which species comes next several times a decision, and a
    what-if reads every seat's count at every turn, while a count changes only when a trophy is
    taken, stolen or laid out by hand. So counts are set item by item (``trophies[species] = n``
    or ``+= 1``), which is how every change reaches ``upcoming`` and ``counted``.
    """

    __slots__ = ("upcoming", "counted")

    def __init__(self) -> None:
        super().__init__(dict.fromkeys(SPECIES_NAMES, 0))
        self.upcoming: str | None = SPECIES_NAMES[0]
        self.counted = 0

    def __setitem__(self, species: str, count: int) -> None:
        dict.__setitem__(self, species, count)
        self.upcoming = next((s for s, limit in HUNTING_ORDER if self.get(s, 0) < limit), None)
        self.counted = sum(min(self.get(s, 0), limit) for s, limit in HUNTING_ORDER)


class HuntArea:
    """One player's face-up cards: three requirement slots, the Trouble on them, Safe cards, trophies.

    ``trophies`` (``Trophies``) counts trophy cards per species, Mountain Lion catches included;
    only up to a species' limit count towards finishing. ``spent`` holds the cards that were taken away,
    cleared or covered (ruling C6): out of play until the next season begins.
    """

    __slots__ = ("daylight", "license", "bullets", "trouble", "safes", "trophies", "spent")

    def __init__(self) -> None:
        self.daylight: str | None = None
        self.license: str | None = None
        self.bullets: str | None = None
        self.trouble: str | None = None
        self.safes: list[str] = []
        self.trophies = Trophies()
        self.spent: list[str] = []

    # -- what is true of the area ----------------------------------------------------------
    def has_license(self) -> bool:
        """A License face up, or the Guide, which counts as one."""
        return self.license is not None or GUIDE in self.safes

    def armed_for(self, game: str) -> bool:
        """Bullets of ``game``'s type face up, or the Ammo Pack, which counts as either."""
        return self.bullets == BULLETS_FOR[game] or AMMO_PACK in self.safes

    def blocks(self, trouble: str) -> bool:
        """Whether a Safe card face up here stops ``trouble`` outright."""
        for safe in self.safes:
            if trouble in SAFE_BLOCKS[safe]:
                return True
        return False

    def next_species(self) -> str | None:
        """The first species not yet complete (trophies are taken in order), None when all are."""
        return self.trophies.upcoming

    def counted(self) -> int:
        """Trophies that count towards finishing: each species up to its limit (0..11)."""
        return self.trophies.counted

    def complete(self) -> bool:
        return self.trophies.upcoming is None

    def lights(self) -> dict[str, bool]:
        """The requirement lights a board shows (``LIGHTS``): each requirement, and no Trouble."""
        return dict(
            zip(
                LIGHTS,
                (
                    self.daylight is not None,
                    self.has_license(),
                    self.armed_for(SMALL),
                    self.armed_for(BIG),
                    self.trouble is None,
                ),
            )
        )

    def huntable(self) -> str | None:
        """The one species a trophy from hand may be played for right now, or None: the next
        species, when the hunter is ready for it (the same answer as ``trophy_refusal``)."""
        species = self.trophies.upcoming
        return species if species is not None and self.hunt_refusal(species) is None else None

    def ready(self) -> bool:
        """Whether a trophy of the next species could be played from hand right now."""
        return self.huntable() is not None

    # -- what may be played here -------------------------------------------------------------
    def refusal(self, kind: str) -> str | None:
        """Why ``kind`` may not be played into this area (a reason code), or None if it may."""
        category = CATEGORY[kind]
        if category == TROPHY:
            return self.trophy_refusal(kind)
        if category == REMEDY:
            return self.remedy_refusal(kind)
        if category == SAFE:
            return ALREADY_UP if kind in self.safes else None
        return AGAINST_A_PLAYER if category == TROUBLE else LION_PLAY

    def trophy_refusal(self, species: str) -> str | None:
        """Species in order, each up to its limit; then the hunt's own requirements."""
        if self.trophies[species] >= LIMIT[species]:
            return FULL
        if self.next_species() != species:
            return ORDER
        return self.hunt_refusal(species)

    def hunt_refusal(self, species: str) -> str | None:
        """The three requirements for ``species``'s game type, and no Trouble on the hunter."""
        if self.trouble is not None:
            return TROUBLED
        if self.daylight is None:
            return NO_DAYLIGHT
        if not self.has_license():
            return NO_LICENSE
        if not self.armed_for(GAME_TYPE[species]):
            return NO_BULLETS
        return None

    def remedy_refusal(self, kind: str) -> str | None:
        """A remedy must change something: fill an empty slot, swap the bullet type, or clear its Trouble."""
        slot = REMEDY_SLOT[kind]
        if slot is None:
            return None if self.trouble == CLEARS[kind] else NOTHING_TO_CLEAR
        if slot == "license" and self.has_license():
            return ALREADY_UP
        if slot == "bullets" and AMMO_PACK in self.safes:
            return AMMO_COVERS
        return ALREADY_UP if getattr(self, slot) == kind else None

    def attack_refusal(self, trouble: str) -> str | None:
        """Why ``trouble`` may not be played at this player: one Trouble at a time, and Safe cards."""
        if self.trouble is not None:
            return HAS_TROUBLE
        if self.blocks(trouble):
            return BLOCKED
        return None

    # -- playing cards -----------------------------------------------------------------------
    def lay(self, kind: str) -> list[str]:
        """Put ``kind`` (already checked) face up here; returns the cards it covers, which move to
        the spent stack: a cleared Trouble, a replaced bullets card, or Good Weather / Compass
        themselves once their Trouble is cleared."""
        category = CATEGORY[kind]
        if category == TROPHY:
            self.trophies[kind] += 1
            return []
        if category == SAFE:
            self.safes.append(kind)
            return self._spend(self._clear()) if self.trouble is not None and self.blocks(self.trouble) else []
        covered = self._clear() if self.trouble == CLEARS[kind] else []
        slot = REMEDY_SLOT[kind]
        if slot is None:
            return self._spend([*covered, kind])
        replaced = getattr(self, slot)
        setattr(self, slot, kind)
        return self._spend([*covered, replaced] if replaced else covered)

    def suffer(self, trouble: str) -> str | None:
        """Put ``trouble`` (already checked) on this player; returns the requirement it takes away
        (moved to the spent stack), if any."""
        self.trouble = trouble
        slot = TROUBLES[trouble].takes
        taken = getattr(self, slot) if slot else None
        if taken is not None:
            setattr(self, slot, None)
            self.spent.append(taken)
        return taken

    def tidy(self) -> list[str]:
        """Empty the spent stack (a new season begins) and return its cards."""
        cards, self.spent = self.spent, []
        return cards

    def _clear(self) -> list[str]:
        cleared = [self.trouble]
        self.trouble = None
        return cleared

    def _spend(self, cards: list[str]) -> list[str]:
        self.spent.extend(cards)
        return cards

    # -- reading the area --------------------------------------------------------------------
    def cards(self) -> list[str]:
        """Every physical card here (a trophy count stands for that many cards)."""
        cards = [card for card in (self.daylight, self.license, self.bullets, self.trouble) if card]
        cards += self.safes
        cards += self.spent
        for species, count in self.trophies.items():
            cards += [species] * count
        return cards

    def public(self) -> dict[str, Any]:
        """What every seat sees of this area, with the lights and the trophy progress for a board."""
        return {
            "daylight": self.daylight,
            "license": self.license,
            "bullets": self.bullets,
            "trouble": self.trouble,
            "safes": list(self.safes),
            "spent": list(self.spent),
            "trophies": dict(self.trophies),
            "lights": self.lights(),
            "progress": [{"species": s, "count": self.trophies[s], "limit": LIMIT[s]} for s in SPECIES_NAMES],
            "counted": self.counted(),
            "next_species": self.next_species(),
            "ready": self.ready(),
        }
