"""Resolving effects: the stack of things in progress, and every choice they ask for.

An effect goes through the steps the rule book gives it, in order, and each step that needs a
person becomes an ordinary decision in ``legal_actions()``:

  start ..... its condition and once-per-turn; "you can" asks yes or no; a mandatory effect that
              cannot happen does nothing (and could not have been played, see ``rules``)
  target .... each pick (an opponent, a character, a card in the discard pile, materials)
  cost ...... part A: discards are chosen one at a time, hearts paid, a character sent
  window .... opponents holding a hand trap for card effects may cancel it (a cancel is itself an
              effect, so it can be cancelled in turn, and it resolves first)
  roll ...... a D6 against the effect's ``N+``, from the game's seeded stream
  then ...... part B after A: asked only when B is optional
  apply ..... part B happens (``carry_out``)

Effects that trigger together wait until the effect in progress has finished; then the turn
player's go first, then the others' in play order, and a player with several declares their order.
Tasks are plain dicts on ``self.stack`` (the top is in progress), so a game clones as plain data.
"""

from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.words import count
from .cards import CHARACTER
from .catalogue import Catalogue
from .field import fresh
from .moves import NO, PASS, YES
from .vocabulary import Effect, part_b_words

Task = dict[str, Any]


class Resolution:
    counters: dict[str, int]
    stack: list[Task]
    triggered: list[tuple[int, int, int, int]]
    limbo: list[int]
    log: list[str]
    result: list[int] | None
    catalogue: Catalogue

    # -- running the stack --------------------------------------------------------------------
    def settle(self) -> None:
        """Work through the stack until a decision is needed, the stack is empty or the game ends."""
        if self.triggered:
            self.flush()
        stack = self.stack
        while stack and self.result is None:
            top = stack[-1]
            if "ask" in top:
                return
            TASKS[top["do"]](self, top)
            if self.triggered and not (stack and stack[-1] is top) and id(top) not in map(id, stack):
                self.flush()  # the task is done (gone, by identity: tasks may be equal): waiting effects go on

    def answer(self, action: Action) -> None:
        """Hand a decision to the task that asked for it, then carry on."""
        top = self.stack[-1]
        del top["ask"]
        top["reply"] = action
        self.settle()

    def ask(self, task: Task, seat: int, options: list[Action]) -> None:
        task["ask"] = {"seat": seat, "options": options}

    def push(self, task: Task) -> Task:
        self.stack.append(task)
        return task

    def pop(self, task: Task) -> None:
        self.stack.remove(task) if self.stack[-1] is not task else self.stack.pop()

    def effect_task(self, seat: int, card: int, index: int, *, stage: str = "start", **extra: Any) -> Task:
        return {
            "do": "effect",
            "seat": seat,
            "card": card,
            "i": index,
            "stage": stage,
            "picks": [],
            "paid": 0,
            "cancelled": False,
            **extra,
        }

    def trigger(self, seat: int, card: int, trigger: str) -> None:
        """Note ``card``'s effects of this ``trigger`` for ``seat``; they go on the stack when the
        task in progress (the one now on top) has finished."""
        for index, _ in self.cards[card].triggered(trigger):
            self.triggered.append((seat, card, index, len(self.stack)))

    def flush(self) -> None:
        """Put waiting triggered effects on the stack: the turn player's first, then in play order;
        a player with several declares their order (an ``order`` task)."""
        if not self.triggered:
            return
        height = len(self.stack)
        waiting = [t for t in self.triggered if t[3] == 0 or t[3] > height]
        if not waiting:
            return
        self.triggered = [t for t in self.triggered if not (t[3] == 0 or t[3] > height)]
        if len(waiting) == 1:
            seat, card, index, _ = waiting[0]
            self.push(self.effect_task(seat, card, index))
            return
        n = len(self.seats)
        groups = []
        for k in range(n):
            seat = (self.actor + k) % n
            mine = [self.effect_task(s, c, i) for s, c, i, _ in waiting if s == seat]
            if mine:
                groups.append({"do": "order", "seat": seat, "effects": mine} if len(mine) > 1 else mine[0])
        for group in reversed(groups):
            self.push(group)

    # -- the tasks ----------------------------------------------------------------------------
    def _do_order(self, task: Task) -> None:
        reply = task.pop("reply", None)
        if reply is not None:
            chosen = task["effects"].pop(reply.args[0])
            if len(task["effects"]) == 1:
                self.pop(task)
                self.push(task["effects"][0])
            self.push(chosen)
            return
        options = [Action("first", (k,), f"Use first: {self.effect_label(t)}") for k, t in enumerate(task["effects"])]
        self.ask(task, task["seat"], options)

    def _do_effect(self, task: Task) -> None:
        """The steps of an effect its ``stage`` names (``STAGES``), one after another while it stays
        in progress and asks nothing, unless its support is cancelled or its player is out. (Going
        round ``settle`` between steps would come to the same: nothing else is on top meanwhile.)"""
        reply = task.pop("reply", None)
        effect, stack = self.cards[task["card"]].effects[task["i"]], self.stack
        support, player = task.get("support"), self.seats[task["seat"]]
        while True:
            if support is not None and support["cancelled"] or player.out:
                self.pop(task)
                return
            STAGES[task["stage"]](self, task, effect, reply)
            if not stack or stack[-1] is not task or "ask" in task or self.result is not None:
                return
            reply = None

    def _start(self, task: Task, effect: Effect, reply: None) -> None:
        seat, card, index = task["seat"], task["card"], task["i"]
        why_not = self.effect_refusal(seat, card, index)
        if why_not:
            self.note("FH-effect", f"{self.name_of(card)}: its effect cannot be used now: {why_not}.")
            self.pop(task)
        elif effect.optional:
            task["stage"] = "choose"
            self.ask(task, seat, [Action("yes", (), f"Use {self.name_of(card)}: {effect.text}"), NO])
        else:
            self._begin(task)

    def _choose(self, task: Task, effect: Effect, reply: Action | None) -> None:
        if reply == YES:
            self._begin(task)
        else:
            self.note(
                "FH-effect",
                f"{self.name_of(task['card'])}: {self.seat_name(task['seat'])} chooses not to use it.",
                task["seat"],
            )
            self.pop(task)

    def _begin(self, task: Task) -> None:
        effect = self.cards[task["card"]].effects[task["i"]]
        if effect.once:
            self.used.append([task["card"], task["i"]])
        task["stage"] = "target"

    def _target(self, task: Task, effect: Effect, reply: Action | None) -> None:
        seat, picks = task["seat"], task["picks"]
        if reply is not None:
            picks.append(list(reply.args))
        options = self.choices(seat, effect, task["card"])
        need = 0 if options is None else (effect.amount if effect.verb == "combine" else 1)
        while len(picks) < need:
            left = [c for c in options if list(c) not in picks]
            if effect.verb == "combine":
                left = self.material_room(task, left)
            if not left:
                self.note("FH-effect", f"{self.name_of(task['card'])}: nothing left to aim at, so nothing happens.")
                self.pop(task)
                return
            if len(left) > 1:
                self.ask(task, seat, [Action("pick", tuple(c), self.choice_text(c, seat)) for c in left])
                return
            picks.append(list(left[0]))
        task["stage"] = "cost"

    def material_room(self, task: Task, left: list) -> list:
        """A combination support needs a character zone: with none free, its first material must
        come from the field, freeing one."""
        card = task["card"]
        side = self.side(task["seat"])
        if (
            self.cards[card].is_character
            or self.free_zone(side, "character")
            or any(p[0] == "field" for p in task["picks"])
        ):
            return left
        return [c for c in left if c[0] == "field"]

    def _cost(self, task: Task, effect: Effect, reply: Action | None) -> None:
        seat = task["seat"]
        if effect.cost is None:
            task["stage"] = "window"
            return
        key, n = effect.cost
        if key == "lose_heart":
            self.note(
                "FH-cost", f"{self.seat_name(seat)} pays {count(n, 'heart')} for {self.name_of(task['card'])}.", seat
            )
            self.hit(seat, n)
            task["stage"] = "window"
            return
        if reply is not None:
            self.pay(task, key, reply.args[0])
        hand = (
            self.seats[seat].hand
            if key != "send"
            else [u.card for u in self.side(seat).characters if u.card != task["card"]]
        )
        while task["paid"] < n:
            if len(hand) > n - task["paid"] and len(set(self.cards[c].name for c in hand)) > 1:
                verb = {
                    "discard": "Discard",
                    "discard_face_down": "Discard face down",
                    "send": "Send to the discard pile",
                }[key]
                options = self.one_per_name(hand) if key != "send" else hand
                self.ask(task, seat, [Action("pay", (c,), f"{verb}: {self.label(c, seat)}") for c in options])
                return
            self.pay(task, key, hand[0])
        task["stage"] = "window"

    def pay(self, task: Task, key: str, card: int) -> None:
        seat = task["seat"]
        task["paid"] += 1
        if key == "send":
            side, unit = self.find(card)
            self.note(
                "FH-cost",
                f"{self.seat_name(seat)} sends {self.name_of(card)} to the discard pile to pay for "
                f"{self.name_of(task['card'])}.",
                seat,
            )
            self.leave(side, unit, "discard")
        else:
            face_up = key == "discard"
            self.seats[seat].hand.remove(card)
            self.to_discard(card, face_up)
            shown = self.name_of(card) if face_up else "a card face down"
            self.note(
                "FH-cost", f"{self.seat_name(seat)} discards {shown} to pay for {self.name_of(task['card'])}.", seat
            )
            if not face_up:
                self.tell(seat, "FH-cost", f"{self.seat_name(seat)}'s face-down card is {self.name_of(card)}")

    def _window(self, task: Task, effect: Effect, reply: None) -> None:
        task["stage"] = "roll"
        self.open_window("effect", task, task["seat"])

    def _roll(self, task: Task, effect: Effect, reply: None) -> None:
        if task["cancelled"]:
            self.note("FH-cancel", f"{self.name_of(task['card'])}: its effect is cancelled.")
            self.pop(task)
            return
        if effect.chance:
            roll = self.rng.randint(1, 6)
            self.counters["rolls"] += 1
            made = roll >= effect.chance
            self.note(
                "FH-d6",
                f"{self.name_of(task['card'])}: the D6 shows {roll} ({effect.chance} or more needed, "
                f"a {7 - effect.chance} in 6 chance): {'it happens' if made else 'nothing happens'}.",
            )
            if not made:
                self.pop(task)
                return
        task["stage"] = "then" if effect.effect_optional else "apply"

    def _then(self, task: Task, effect: Effect, reply: Action | None) -> None:
        if reply is None:
            self.ask(task, task["seat"], [Action("yes", (), f"Yes: {part_b_words(effect)}"), NO])
        elif reply.kind == "yes":
            task["stage"] = "apply"
        else:
            self.pop(task)

    def _apply_part_b(self, task: Task, effect: Effect, reply: None) -> None:
        self.pop(task)
        self.carry_out(task, effect)

    # -- hand-trap windows ----------------------------------------------------------------------
    def open_window(self, event: str, subject: Task, seat: int) -> None:
        """Let ``seat``'s opponents answer ``event`` with a hand trap, in play order."""
        queue = [s for s in self.opponents(seat) if self.traps(s, event)]
        if queue:
            self.push({"do": "window", "event": event, "subject": subject, "queue": queue})

    def traps(self, seat: int, event: str) -> list[tuple[int, int]]:
        """(card, effect index) of the hand traps ``seat`` could use on ``event`` now."""
        found = []
        hand, cards = self.seats[seat].hand, self.cards
        if self.catalogue.traps_for[event].isdisjoint(hand):
            return found
        for card in self.one_per_name(hand):
            for index in cards[card].traps.get(event, ()):
                if self.holds(seat, cards[card].effects[index].condition):
                    found.append((card, index))
        return found

    def _do_window(self, task: Task) -> None:
        reply = task.pop("reply", None)
        if reply is not None:
            seat = task["queue"].pop(0)
            if reply.kind == "trap":
                card, index = reply.args
                self.seats[seat].hand.remove(card)
                self.counters["traps"] += 1
                self.note(
                    "FH-trap",
                    f"{self.seat_name(seat)} discards {self.name_of(card)} from their hand: a hand trap!",
                    seat,
                )
                self.to_discard(card, True)
                self.push(self.effect_task(seat, card, index, stage="target", subject=task["subject"]))
                return
        while task["queue"] and not task["subject"]["cancelled"]:
            seat = task["queue"][0]
            options = self.traps(seat, task["event"])
            if options:
                self.ask(
                    task,
                    seat,
                    [
                        Action(
                            "trap",
                            (c, i),
                            f"Hand trap: {self.name_of(c)} — cancel {self.subject_label(task['subject'])}",
                        )
                        for c, i in options
                    ]
                    + [PASS],
                )
                return
            task["queue"].pop(0)
        self.pop(task)

    # -- battles --------------------------------------------------------------------------------
    def _do_strike(self, task: Task) -> None:
        self.pop(task)
        if task["cancelled"]:
            self.note("FH-cancel", f"The battle of {self.name_of(task['attacker'])} is cancelled.")
            return
        attacker = self.find(task["attacker"])
        if attacker is None:
            self.note("FH-battle", f"{self.name_of(task['attacker'])} has left the field: the battle does not happen.")
            return
        side, unit = attacker
        power = self.bp(side, unit)
        kind, aim = task["target"]
        if kind == "seat":
            self.note(
                "FH-battle", f"{self.name_of(unit.card)} battles {self.seat_name(aim)} directly: one heart.", target=aim
            )
            self.hit(aim, 1)
            return
        defender = self.find(aim)
        if defender is None:
            self.note("FH-battle", f"{self.name_of(aim)} has left the field: the battle does not happen.")
            return
        their_side, target = defender
        shd = self.raw_shd(their_side, target)
        target.damage += power
        before, after = max(0, shd), max(0, shd - power)
        self.note(
            "FH-battle",
            f"{self.name_of(unit.card)} ({power} BP) battles {self.name_of(aim)}: SHD {before} − {power} = "
            f"{after}{', sent to the discard pile' if after == 0 else ''}.",
        )
        if after == 0:
            self.leave(their_side, target, "discard")

    def _do_finish(self, task: Task) -> None:
        """A support after its play effects: one-shot or cancelled ones go to the discard pile, a
        continuous one on a single character is attached, a combination left unplaced is discarded."""
        card = task["card"]
        reply = task.pop("reply", None)
        if card in self.limbo:
            self.pop(task)
            self.limbo.remove(card)
            self.to_discard(card, True)
            return
        found = self.find(card)
        if found is None:
            self.pop(task)
            return
        side, unit = found
        if task["support"]["cancelled"] or not self.cards[card].stays:
            self.pop(task)
            self.leave(side, unit, "discard")
            return
        if reply is not None:
            unit.attached = reply.args[0]
        if unit.attached is None and self.cards[card].attaches:
            targets = [u.card for u in side.characters]
            if len(targets) > 1:
                seat = task["seat"]
                self.ask(
                    task,
                    seat,
                    [Action("attach", (c,), f"Put {self.name_of(card)} on {self.label(c, seat)}") for c in targets],
                )
                return
            unit.attached = targets[0] if targets else None
        if unit.attached is not None:
            self.note("FH-attach", f"{self.name_of(card)} is put on {self.name_of(unit.attached)}.")
        self.pop(task)

    # -- part B -----------------------------------------------------------------------------------
    def carry_out(self, task: Task, effect: Effect) -> None:
        seat, card, picks = task["seat"], task["card"], task["picks"]
        verb, amount = effect.verb, effect.amount
        aim = picks[0][1] if picks else None
        name = self.name_of(card)
        if picks and not set(map(tuple, picks)).issubset(self.choices(seat, effect, card)):
            self.note(
                "FH-effect",
                f"{name}: what it aimed at is no longer there (or has no zone to go to), so nothing happens.",
            )
            return
        if verb == "draw":
            drawn = self.draw(seat, amount)
            self.note("FH-effect", f"{name}: {self.seat_name(seat)} draws {count(drawn, 'card')}.", seat, card=name)
            self.tell_drawn(seat, drawn, "FH-effect")
        elif verb == "damage":
            self.note("FH-effect", f"{name}: {self.seat_name(aim)} loses {count(amount, 'heart')}.", aim)
            self.hit(aim, amount)
        elif verb == "heal":
            before = self.seats[seat].hearts
            self.seats[seat].hearts = min(self.max_hearts, before + amount)
            if self.seats[seat].hearts == before:
                self.note(
                    "FH-effect",
                    f"{name}: {self.seat_name(seat)} already has {count(before, 'heart')}, "
                    "the most a player may have, so nothing changes.",
                    seat,
                    card=name,
                )
            else:
                self.note(
                    "FH-effect",
                    f"{name}: {self.seat_name(seat)} goes from {before} to {self.seats[seat].hearts} hearts.",
                    seat,
                    card=name,
                )
        elif verb in ("bp", "shd", "extra_battle"):
            self._boost(task, effect, aim)
        elif verb in ("destroy", "bury", "bounce"):
            side, unit = self.find(aim)
            where = {"destroy": "the discard pile", "bury": "the discard pile face down", "bounce": "its owner's hand"}[
                verb
            ]
            self.note("FH-effect", f"{name}: {self.name_of(aim)} goes to {where}.")
            self.leave(side, unit, {"destroy": "discard", "bury": "bury", "bounce": "hand"}[verb])
        elif verb == "revive":
            self.take_from_discard(aim)
            self.note(
                "FH-effect", f"{name}: {self.seat_name(seat)} plays {self.name_of(aim)} from the discard pile.", seat
            )
            self.enter(seat, aim)
        elif verb in ("fetch", "recover"):
            self.take_from_discard(aim)
            self.seats[seat].hand.append(aim)
            self.note(
                "FH-effect",
                f"{name}: {self.seat_name(seat)} adds {self.name_of(aim) if verb == 'fetch' else 'a face-down card'} "
                "from the discard pile to their hand.",
                seat,
            )
            if verb == "recover":
                added = self.name_of(aim)
                self.tell(seat, "FH-effect", f"{name}: the face-down card {self.seat_name(seat)} adds is {added}")
        elif verb == "recycle":
            self._recycle(seat, amount, name)
        elif verb == "cancel":
            task["subject"]["cancelled"] = True
            self.counters["cancels"] += 1
            self.note("FH-cancel", f"{name} cancels {self.subject_label(task['subject'])}.")
        elif verb == "combine":
            self.combine(seat, card, picks)
        elif verb == "capture":
            self._capture(card, aim)
        elif verb == "seize":
            side, unit = self.find(aim)
            self.take(side, unit)
            unit.controller = seat
            self.place(self.side(seat), unit, CHARACTER)
            self.note("FH-effect", f"{name}: {self.seat_name(seat)} takes control of {self.name_of(aim)}.", seat)
        if verb == "seize":
            self.fall()

    def _boost(self, task: Task, effect: Effect, aim: int | None) -> None:
        target = task["card"] if effect.target.kind == "this" else aim
        found = self.find(target)
        if found is None:
            self.note(
                "FH-effect",
                f"{self.name_of(task['card'])}: {self.name_of(target)} has left the field, so nothing happens.",
            )
            return
        side, unit = found
        if effect.verb == "bp":
            unit.bp_turn += effect.amount
            self.note(
                "FH-effect",
                f"{self.name_of(task['card'])}: {self.name_of(target)} gets {effect.amount:+d} BP this turn "
                f"({self.bp(side, unit)} BP).",
            )
        elif effect.verb == "shd":
            unit.shd_bonus += effect.amount
            self.note(
                "FH-effect",
                f"{self.name_of(task['card'])}: {self.name_of(target)} gets {effect.amount:+d} SHD "
                f"({self.shd(side, unit)} SHD).",
            )
        else:
            unit.extra_battles += 1
            self.note(
                "FH-effect", f"{self.name_of(task['card'])}: {self.name_of(target)} may battle once more this turn."
            )

    def _recycle(self, seat: int, amount: int, name: str) -> None:
        side = self.side(seat)
        chosen = [entry for entry in reversed(side.discard) if entry[1] and self.owner[entry[0]] == seat][:amount]
        for entry in chosen:
            side.discard.remove(entry)
            self.seats[seat].deck.append(entry[0])
        self.rng.shuffle(self.seats[seat].deck)
        self.note(
            "FH-effect",
            f"{name}: {self.seat_name(seat)} shuffles {count(len(chosen), 'face-up card')} from the discard pile "
            "into their deck.",
            seat,
        )

    def _capture(self, card: int, aim: int) -> None:
        holder = self.find(card)
        if holder is None:
            self.note("FH-capture", f"{self.name_of(card)} has left the field, so it captures nothing.")
            return
        side, unit = self.find(aim)
        holder[1].under.append([aim, self.lift(side, unit, "captured")])
        self.note("FH-capture", f"{self.name_of(card)} captures {self.name_of(aim)}.")

    def combine(self, seat: int, card: int, picks: list[list[Any]]) -> None:
        """Stack the chosen materials beneath the combination; its BP and SHD are their printed sum
        plus its own, its type theirs if they share one (RULINGS: combination)."""
        materials = []
        for origin, material in picks:
            if origin == "field":
                found = self.find(material)
                if found is None:
                    continue
                origin = self.lift(*found, origin)
            elif origin == "discard":
                self.take_from_discard(material)
            else:
                self.seats[seat].deck.remove(material)
            materials.append([material, origin])
        if any(origin == "deck" for origin, _ in picks):
            self.rng.shuffle(self.seats[seat].deck)
        printed = self.cards[card]
        found = self.find(card)
        if found is None:
            self.limbo.remove(card)
            unit = fresh(card, printed, seat)
            self.place(self.side(seat), unit, CHARACTER)
            types = [self.cards[m].type for m, _ in materials]
        else:
            unit = found[1]
            types = [printed.type] + [self.cards[m].type for m, _ in materials]
        unit.under.extend(materials)
        unit.base_bp += sum(self.cards[m].bp for m, _ in materials)
        unit.base_shd += sum(self.cards[m].shd for m, _ in materials)
        unit.type = types[0] if len(set(types)) == 1 else None
        stacked = ", ".join(f"{self.name_of(m)} ({self.came_from(m, o)})" for m, o in materials)
        self.note(
            "FH-combine",
            f"{self.name_of(card)} combines {stacked}: {unit.base_bp} BP, {unit.base_shd} SHD, "
            f"type {unit.type or 'none'}.",
        )


TASKS = {
    "order": Resolution._do_order,
    "effect": Resolution._do_effect,
    "window": Resolution._do_window,
    "strike": Resolution._do_strike,
    "finish": Resolution._do_finish,
}
"""What each kind of task on the stack does next, by its ``do``."""
STAGES = {
    "start": Resolution._start,
    "choose": Resolution._choose,
    "target": Resolution._target,
    "cost": Resolution._cost,
    "window": Resolution._window,
    "roll": Resolution._roll,
    "then": Resolution._then,
    "apply": Resolution._apply_part_b,
}
"""The steps of an effect in order (the module docstring), by the ``stage`` its task is at; each
takes the task, the effect and the reply to its question (None when it asked nothing)."""
