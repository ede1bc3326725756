"""Forest Tales bookkeeping: who a tale applies to, and who it passes to after a round.

Pure functions over the standings (total game scores), so the hand-out rules can be read and
tested on their own; the engine calls them and logs what they decide.
"""

from __future__ import annotations

from .cards import Tale


def unique_seat(totals: list[int], goes_to: str) -> int | None:
    """The one seat with the most (leader) or fewest (trailer) points, or None on a tie."""
    best = max(totals) if goes_to == "leader" else min(totals)
    seats = [seat for seat, total in enumerate(totals) if total == best]
    return seats[0] if len(seats) == 1 else None


def lapsed(holders: dict[str, int], tales: dict[str, Tale], totals: list[int]) -> list[str]:
    """Held tales whose holder is no longer the unique leader (or unique trailer) they need to be."""
    return [name for name, seat in holders.items() if unique_seat(totals, tales[name].goes_to) != seat]


def effects_by_seat(
    players: int, round_tale: str | None, holders: dict[str, int], tales: dict[str, Tale]
) -> list[frozenset[str]]:
    """The tale effects that apply to each seat: the round's tale for all, a held tale for its holder."""
    shared = {tales[round_tale].effect} if round_tale else set()
    return [
        frozenset(shared | {tales[name].effect for name, seat in holders.items() if seat == s}) for s in range(players)
    ]
