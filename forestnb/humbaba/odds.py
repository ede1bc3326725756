"""Forest Health bands, regeneration and the Forest Die as pure functions.

They are what a teacher asks about before anything is played ("at Health 5, how likely is it
that three extra cedars collapse the forest?"), so they take numbers and return exact fractions,
and the engine uses the same functions when it rolls.
"""

from __future__ import annotations

from fractions import Fraction

DIE_FACES = 6
DEFAULT_DIE_SUCCESS = (5, 4, 3)
BANDS = ("thriving", "strained", "failing")


def band(health: int) -> str:
    """Health 7–10 is thriving, 4–6 strained, 0–3 failing: the three rows of the die table."""
    return BANDS[band_index(health)]


def band_index(health: int) -> int:
    return 0 if health >= 7 else 1 if health >= 4 else 2


def die_success(health: int, die_success_faces: tuple[int, ...] | list[int] = DEFAULT_DIE_SUCCESS) -> Fraction:
    """Chance that one Forest Die roll succeeds at this health."""
    return Fraction(die_success_faces[band_index(health)], DIE_FACES)


def collapse_faces(health: int, die_success_faces: tuple[int, ...] | list[int] = DEFAULT_DIE_SUCCESS) -> str:
    """The faces that collapse the forest, as the seed's table words them ('5–6')."""
    first = die_success_faces[band_index(health)] + 1
    return "none" if first > DIE_FACES else str(DIE_FACES) if first == DIE_FACES else f"{first}–{DIE_FACES}"


def collapse_probability(
    excess: int, health: int, die_success_faces: tuple[int, ...] | list[int] = DEFAULT_DIE_SUCCESS
) -> Fraction:
    """Chance that ``excess`` die rolls at this health include a failure: 1 - p**excess."""
    if excess < 0:
        raise ValueError(f"excess demand cannot be negative, got {excess}")
    return 1 - die_success(health, die_success_faces) ** excess


def regeneration(
    health: int, *, divisor: int = 2, clipped: bool = False, clip_penalty: int = 2, modifier: int = 0
) -> int:
    """Cedars regeneration asks of the Box Reserve: floor(H / divisor), less the clip and event penalties."""
    return max(0, health // divisor - (clip_penalty if clipped else 0) + modifier)
