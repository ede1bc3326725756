"""What The Forest shows: each seat's view, the teacher's snapshot, the sweep summary, and the
invariants the conformance suite checks after every move.

Part of ``ForestGame`` (a mixin). A seat's view holds its own hand and private notes, everyone's
played cards, hand sizes and discard piles, the caller's hand during a Strike, the round records
(with each player's score breakdown, revealed when a round is scored) and the tales.
"""

from __future__ import annotations

import copy
from typing import Any

from .cards import SET_SIZES
from .moves import PHASE_KINDS
from .scoring import breakdown, pack


class Reports:
    """The reporting half of ``ForestGame``."""

    # -- what players see --------------------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        self.check_seat(seat)
        labels = self._labels
        view = self._public()
        view.update(
            {
                "seat": seat,
                "hand": labels(sorted(self.hands[seat])),
                "drawn": labels(self.drawn) if seat == self.turn else [],
                "peeked": labels(self.peeked) if seat == self.turn else [],
                "looking_at": None
                if self.looking_at is None or seat != self.turn
                else {"seat": self.looking_at, "hand": labels(sorted(self.hands[self.looking_at]))},
                "hidden": labels(self.hidden[seat]),
                "notes": list(self.private[seat]),
                "breakdown": breakdown(self.tally(seat), self.table),
                "call_threshold": self.call_threshold(seat),
                "tale_effects": sorted(self.effects[seat]),
            }
        )
        return view

    def _public(self) -> dict[str, Any]:
        labels = self._labels
        striking = self.call == "strike"
        return {
            "round": self.round,
            "phase": self.phase,
            "turn": None if self.phase == "over" else self.turn,
            "first_player": self.first,
            "target": self.target,
            "totals": list(self.totals),
            "deck_size": len(self.deck),
            "discard_piles": [labels(p) for p in self.piles],
            "discard_tops": [self._label(p[-1]) if p else None for p in self.piles],
            "call": self.call,
            "caller": self.caller,
            "last_turns": list(self.last_turns),
            "caller_hand": labels(sorted(self.hands[self.caller])) if striking else None,  # type: ignore[index]
            "extra_turns": self.extra_turns,
            "held_by_skunk": [(s == self.turn and self.skunked_now) or self.skunked[s] for s in range(self.players)],
            "players": [
                {
                    "hand_size": len(self.hands[s]),
                    "played": [labels(g) for g in self.played[s]],
                    "hidden": len(self.hidden[s]),
                    "total": self.totals[s],
                }
                for s in range(self.players)
            ],
            "round_tale": self._tale_view(self.round_tale),
            "tale_holders": dict(self.holders),
            "tale_offer": self._tale_view(self.offer),
            "tales_left": len(self.tale_deck),
            "tales_aside": list(self.tales_aside),
            "rounds": copy.deepcopy(self.rounds),
            "lion_winner": self.lion_winner,
            "winners": self.winners(),
        }

    def _tale_view(self, name: str | None) -> dict[str, str] | None:
        if name is None:
            return None
        tale = self.tale_book[name]
        return {"name": tale.name, "rule": tale.rule, "goes_to": tale.goes_to}

    def _labels(self, codes: Any) -> list[str]:
        return [self.index.labels[c] for c in codes]

    def snapshot(self) -> dict[str, Any]:
        labels = self._labels
        return {
            **self._public(),
            "deck": labels(self.deck),
            "hands": [labels(h) for h in self.hands],
            "hidden_cards": [labels(h) for h in self.hidden],
            "drawn": labels(self.drawn),
            "peeked": labels(self.peeked),
            "looking_at": self.looking_at,
            "skunked": list(self.skunked),
            "skunked_now": self.skunked_now,
            "tale_deck": list(self.tale_deck),
            "notes": [list(n) for n in self.private],
            "stats": dict(self.stats),
        }

    def summary(self) -> dict[str, Any]:
        calls = [r["call"] for r in self._rounds]
        strikes = [r for r in self._rounds if r["call"] == "strike"]
        return {
            "rounds_played": len(self._rounds),
            "rounds_unscored": calls.count(None),
            "score_calls": calls.count("score"),
            "strike_calls": len(strikes),
            "strike_successes": sum(1 for r in strikes if r["strike_success"]),
            "callers": tuple(r["caller"] for r in self._rounds),
            "lion_win": self.lion_winner is not None,
            "turns": self.stats["turns"],
            "pairs_played": self.stats["pairs"],
            "trios_played": self.stats["trios"],
            "steals": self.stats["steals"],
            "extra_turns": self.stats["extra_turns"],
            "top_total": max(self.totals),
        }

    def invariant_violations(self) -> list[str]:
        problems = []
        places = [
            *self.deck,
            *self.drawn,
            *self.peeked,
            *(c for p in self.piles for c in p),
            *(c for h in self.hands for c in h),
            *(c for h in self.hidden for c in h),
            *(c for g in (g for p in self.played for g in p) for c in g),
        ]
        if sorted(places) != sorted(self.full_deck):
            problems.append(f"cards not conserved: {len(places)} cards in play, the deck has {len(self.full_deck)}")
        size = SET_SIZES["base"] + (SET_SIZES["deep_woods"] if self.options["deep_woods"] else 0)
        if len(self.full_deck) != size:
            problems.append(f"the deck has {len(self.full_deck)} cards, not {size}")
        if min(self.totals) < 0:
            problems.append("a negative total")
        if self.phase not in (*PHASE_KINDS, "over"):
            problems.append(f"unknown phase {self.phase!r}")
        if (self.phase == "keep") != (len(self.drawn) == 2) or (self.phase == "keep_top") != bool(self.peeked):
            problems.append("cards are waiting outside the phase that resolves them")
        if len(set(self.holders.values())) != len(self.holders):
            problems.append("someone holds two tales")
        if any(len(group) not in (2, 3) for p in self.played for group in p):
            problems.append("a played group is neither a pair nor a trio")
        if any(len(h) > 1 for h in self.hidden):
            problems.append("more than one hidden Canary")
        if self.call == "strike" and self.caller in self.last_turns:
            problems.append("the Strike's caller has a last turn")
        stale = [s for s in range(self.players) if self.packed[s] != pack(self.hands[s], self.played[s], self.table)]
        if stale:
            problems.append(
                f"the packed card counts of seats {stale} do not match their cards (set directly without recount()?)"
            )
        return problems
