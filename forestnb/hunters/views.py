"""What each seat may see, and the teacher's whole-table snapshot.

Hands are private and face-down discards show only their backs to all but their owner;
everything on the field is public, with current and printed BP and SHD, what is stacked beneath
each card and where it came from. The pending choice comes with a prompt in words, so a board
can show it as it is and a bot can read what a hand trap would cancel. Its answers often name
cards of the decider's hand or deck (the trap to use, the card to discard, a material from the
deck), so only the seat deciding, and the teacher's snapshot, see them.
"""

from __future__ import annotations

from typing import Any

from .field import PLAYS_PER_TURN, Side, Unit
from .resolve import Task


class Views:
    def unit_view(self, side: Side, unit: Unit, seat: int | None) -> dict[str, Any]:
        printed = self.cards[unit.card]
        return {
            "id": unit.card,
            "name": printed.name,
            "owner": self.owner[unit.card],
            "controller": unit.controller,
            "type": unit.type,
            "bp": self.bp(side, unit),
            "shd": self.shd(side, unit),
            "printed_bp": printed.bp,
            "printed_shd": printed.shd,
            "battles_left": max(0, 1 + unit.extra_battles - unit.battles),
            "under": [{"id": c, "name": self.name_of(c), "from": o} for c, o in unit.under],
            "attached_to": unit.attached,
            "text": printed.text,
        }

    def side_view(self, side: Side, seat: int | None) -> dict[str, Any]:
        """A face-down card in the discard pile is named only to its owner, who put it there: in a
        team game the partners share the pile but not what their hands gave up."""
        return {
            "seats": list(side.seats),
            "characters": [self.unit_view(side, u, seat) for u in side.characters],
            "supports": [self.unit_view(side, u, seat) for u in side.supports],
            "zones": {"character": self.capacity(side, "character"), "support": self.capacity(side, "support")},
            "discard": [
                {"id": c, "name": self.name_of(c), "face_up": up}
                if up or seat is None or self.owner[c] == seat
                else {"face_up": False}
                for c, up in side.discard
            ],
        }

    def view(self, seat: int) -> dict[str, Any]:
        return self._view(self.check_seat(seat))

    def _view(self, seat: int | None) -> dict[str, Any]:
        ask = self.stack[-1]["ask"] if self.stack and "ask" in self.stack[-1] else None
        return {
            "seat": seat,
            "round": self.round,
            "turn": self.turns,
            "phase": self.phase,
            "actor": self.actor,
            "plays_left": PLAYS_PER_TURN - self.plays,
            "max_hearts": self.max_hearts,
            "teams": self.options["teams"],
            "battles_allowed": self.battles_allowed(),
            "players": [
                {
                    "seat": s,
                    "deck_name": self.deck_names[s],
                    "hearts": p.hearts,
                    "out": p.out,
                    "hand_size": len(p.hand),
                    "deck_size": len(p.deck),
                    "side": self.side_of[s],
                    **(
                        {"hand": [{"id": c, "name": self.name_of(c), "text": self.cards[c].text} for c in p.hand]}
                        if seat is None or s == seat
                        else {}
                    ),
                }
                for s, p in enumerate(self.seats)
            ],
            "sides": [self.side_view(side, seat) for side in self.sides],
            "combining": [{"id": c, "name": self.name_of(c)} for c in self.limbo],  # played face up, not yet placed
            "pending": None if ask is None else self._pending_view(self.stack[-1], seat),
            "winners": self.winners(),
            "ended_by": self.ended_by,
        }

    def _pending_view(self, task: Task, seat: int | None) -> dict[str, Any]:
        """The choice being waited for, in words a board can show as its prompt, and what it is
        about; its answers (``choices``) for the deciding ``seat`` or the teacher (None) only."""
        ask = task["ask"]
        who = self.seat_name(ask["seat"])
        if task["do"] == "window":
            subject = task["subject"]
            prompt = f"{who}: use a hand trap to cancel {self.subject_label(subject)}?"
            about = self._subject_view(subject)
        elif task["do"] == "order":
            prompt = f"{who}: several of your effects happen at once; choose which is used first."
            about = {"kind": "order"}
        elif task["do"] == "finish":
            prompt = f"{who}: choose the character {self.name_of(task['card'])} goes on."
            about = {"kind": "attach", "card": task["card"]}
        else:
            effect = self.cards[task["card"]].effects[task["i"]]
            step = {
                "choose": "use this effect?",
                "target": "choose a target for",
                "cost": "choose what to pay for",
                "then": "carry out part B of",
            }[task["stage"]]
            prompt = (
                f"{who}: {self.name_of(task['card'])} — use this effect? {effect.text}"
                if task["stage"] == "choose"
                else f"{who}: {step} {self.name_of(task['card'])} ({effect.text})"
            )
            about = {"kind": "effect", "card": task["card"], "verb": effect.verb, "stage": task["stage"]}
        shown = seat is None or seat == ask["seat"]
        return {
            "seat": ask["seat"],
            "prompt": prompt,
            "about": about,
            "choices": [str(a) for a in ask["options"]] if shown else [],
        }

    def _subject_view(self, subject: Task) -> dict[str, Any]:
        if subject["do"] == "strike":
            found = self.find(subject["attacker"])
            return {
                "kind": "battle",
                "attacker": subject["attacker"],
                "target": list(subject["target"]),
                "bp": self.bp(*found) if found else 0,
            }
        card = subject["card"]
        verbs = (
            [e.verb for _, e in self.cards[card].triggered("play")]
            if subject["do"] == "support"
            else [self.cards[card].effects[subject["i"]].verb]
        )
        return {"kind": subject["do"], "card": card, "verbs": verbs, "seat": subject.get("seat")}

    def snapshot(self) -> dict[str, Any]:
        return {
            **self._view(None),
            "decks": [list(p.deck) for p in self.seats],
            "limbo": list(self.limbo),
            "used": [list(u) for u in self.used],
            "direct": list(self.direct),
            "counters": dict(self.counters),
            "stack": [self._task_view(t) for t in self.stack],
        }

    def _task_view(self, task: Task) -> dict[str, Any]:
        shown = {
            k: v
            for k, v in task.items()
            if k in ("do", "seat", "card", "i", "stage", "picks", "paid", "queue", "event")
        }
        shown["cancelled"] = task.get("cancelled", False)
        return shown

    def summary(self) -> dict[str, Any]:
        return {
            "rounds": self.round,
            "turns": self.turns,
            "ended_by": self.ended_by,
            "draw": self.is_over() and not self.result,
            **self.counters,
        }
