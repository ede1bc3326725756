"""Pairs and what they do: laying pairs and trios down, each pair's effect, and the decisions
an effect opens (which card the Raccoons take, whom the Foxes rob...).

Part of ``ForestGame`` (a mixin, to keep the turn flow in ``rules.py`` short); the rules card
in ``rules.py`` lists the rulings these methods carry out (F4, F6, F9, F11).
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.words import SEATS, count
from . import moves
from .cards import TWIN_EFFECTS
from .index import Index, Partners

PEEK_CARDS = 5
PAIR_MEMO_LIMIT = 1 << 14
SIDES = moves.SIDES
SWAP, GRAB = TWIN_EFFECTS["Left Fox"], TWIN_EFFECTS["Right Fox"]


class PairEffects:
    """The pair half of ``ForestGame``: offering pairs, laying them down, resolving effects."""

    def _pair_options(self, seat: int) -> list[Action]:
        """Every distinct pair (and trio, with a Hedgehog) the hand can lay down, by card label.

        Remembered (per catalogue, with and without Fox Twins) by the copies the hand holds of each
        card that can be in a pair or trio, read off the seat's packed counts: those few cards
        repeat far more often than whole hands, and working the moves out afresh (a loop over
        partner rows) costs more than the rest of a play phase."""
        index, table = self.index, self.table
        twins = "fox_twins" in self.effects[seat]
        memo = index.pair_memos[twins]
        held = (self.packed[seat] >> table.copies_shift) & table.copies_mask
        options = memo.get(held)
        if options is None:
            if len(memo) >= PAIR_MEMO_LIMIT:
                memo.clear()
            options = memo[held] = _pairs_among(
                self.hands[seat], index.twin_partners if twins else index.partners, index
            )
        return list(options)

    def _options_pick(self) -> list[Action]:
        return [moves.pick(side, self._label(c)) for side, pile in enumerate(self.piles) for c in sorted(set(pile))]

    def _options_steal(self) -> list[Action]:
        return [moves.steal(seat) for seat in self.targets(self.turn)]

    def _options_keep_top(self) -> list[Action]:
        return [moves.keep_top(self._label(c)) for c in sorted(set(self.peeked))]

    def _options_peek(self) -> list[Action]:
        return [moves.peek(seat) for seat in self.targets(self.turn)]

    def _options_swap(self) -> list[Action]:
        mine = sorted(set(self.hands[self.turn]))
        theirs = sorted(set(self.hands[self.looking_at]))  # type: ignore[index]
        return [moves.swap(self._label(m), self._label(t)) for m in mine for t in theirs if m != t] + [moves.NO_SWAP]

    def _options_grab(self) -> list[Action]:
        return [
            moves.grab(seat, i, self._label(group[0]), self._label(group[1]))
            for seat in self.targets(self.turn)
            for i, group in enumerate(self.played[seat])
            if len(group) == 2
        ]

    # -- pairs -----------------------------------------------------------------------------------
    def _lay_down(self, labels: tuple[str, ...]) -> tuple[int, ...]:
        seat = self.turn
        hand = self.hands[seat]
        hand_weight = self.table.hand_weight
        group = tuple(self.catalogue.code(label) for label in labels)
        for code in group:
            hand.remove(code)
            self.packed[seat] -= hand_weight[code]  # its colour still counts, among the played cards
        self.played[seat].append(group)
        return group

    def pair_effect(self, seat: int, first: int, second: int) -> str:
        """The effect id of the pair of these two cards (codes) when ``seat`` plays it (Fox Twins
        gives two Foxes of a side effects of their own): what a pair does, for the engine and for a
        bot weighing a pair against a trio."""
        effects = self.index.twin_effects if "fox_twins" in self.effects[seat] else self.index.effects
        return effects[min(first, second), max(first, second)]

    def _pair(self, first: str, second: str) -> None:
        a, b = self._lay_down((first, second))
        seat = self.turn
        effect = self.pair_effect(seat, a, b)
        self.stats["pairs"] += 1
        self.note("F-pair", f"{SEATS[seat]} plays a pair: {first} + {second}.", seat)
        self._resolve(effect)

    def _trio(self, first: str, second: str, hedgehog: str) -> None:
        self._lay_down((first, second, hedgehog))
        self.stats["trios"] += 1
        self.note(
            "F-trio",
            f"{SEATS[self.turn]} plays a trio: {first} + {second} + {hedgehog} (worth 3; the pair's effect "
            "does not happen).",
            self.turn,
        )

    def _resolve(self, effect: str) -> None:
        """Carry out a pair's effect, or open the decision it needs (a target, a card)."""
        seat = self.turn
        effects = self.effects[seat]
        if effect == "take_discard":
            if "raccoon_both_tops" in effects:
                self._raid()
            elif any(self.piles):
                self.phase = "pick"
            else:
                self.note("F-pair", "Both discard piles are empty: the Raccoons find nothing.")
        elif effect == "extra_turn":
            self.extra_turns += 1
            self.stats["extra_turns"] += 1
            self.note("F-pair", f"The Owls give {SEATS[seat]} another turn after this one.", seat)
        elif effect == "draw_top":
            self._draw_tops(2 if "rabbit_two" in effects else 1)
        elif effect == "peek_deck":
            self._peek_deck()
        elif effect == "restrict":
            self._restrict()
        else:
            self._choose_target(effect)

    def _raid(self) -> None:
        taken = [pile.pop() for pile in self.piles if pile]
        for code in taken:
            self._gain(self.turn, code)
        names = " and the ".join(self._label(c) for c in taken)
        self.note(
            "F-pair",
            f"Raccoon Raid: {SEATS[self.turn]} takes {'the ' + names if taken else 'nothing (both piles are empty)'}.",
            self.turn,
        )

    def _draw_tops(self, wanted: int) -> None:
        got = [self.deck.pop() for _ in range(min(wanted, len(self.deck)))]
        for code in got:
            self._gain(self.turn, code)
        self.private[self.turn].append(f"Your Rabbits drew: {', '.join(self._label(c) for c in got) or 'nothing'}.")
        self.note(
            "F-pair", f"The Rabbits draw {count(len(got), 'card')} from the deck for {SEATS[self.turn]}.", self.turn
        )
        if got:
            self.tell(self.turn, "F-pair", f"{SEATS[self.turn]}'s Rabbits drew the {self._and(got)}")

    def _peek_deck(self) -> None:
        if not self.deck:
            self.note("F-pair", "The deck is empty: the Badger finds nothing.")
            return
        shown = min(PEEK_CARDS, len(self.deck))
        self.peeked = [self.deck.pop() for _ in range(shown)]
        self.phase = "keep_top"
        self.note(
            "F-pair",
            f"The Badger lets {SEATS[self.turn]} look at the top {count(shown, 'card')} of the deck.",
            self.turn,
        )
        self.tell(self.turn, "F-pair", f"The Badger shows {SEATS[self.turn]} the {self._and(self.peeked)}")

    def _restrict(self) -> None:
        held = self.targets(self.turn)
        for other in held:
            self.skunked[other] = True
        who = ", ".join(SEATS[s] for s in held) or "nobody"
        self.note("F-pair", f"The Skunk holds {who} to drawing the deck's top card on their next turn.")

    def _choose_target(self, effect: str) -> None:
        """Fox steal, Fox Twins look-and-swap, Fox Twins grab: a decision if anyone can be reached."""
        targets = self.targets(self.turn)
        if effect == GRAB:
            targets = [s for s in targets if any(len(group) == 2 for group in self.played[s])]
        if targets:
            self.phase = {"steal": "steal", SWAP: "peek", GRAB: "grab"}[effect]
        else:
            self.note("F-pair", "No opponent can be reached: the Foxes find nobody.")

    # -- the decisions a pair opens ----------------------------------------------------------------
    def _pick(self, side: int, label: str) -> None:
        pile = self.piles[side]
        code = self.catalogue.code(label)
        del pile[len(pile) - 1 - pile[::-1].index(code)]
        self._gain(self.turn, code)
        self.note(
            "F-pair",
            f"The Raccoons search the {SIDES[side]} discard pile: {SEATS[self.turn]} takes the {label}.",
            self.turn,
        )
        self.phase = "play"

    def _steal(self, victim: int) -> None:
        seat = self.turn
        hand = self.hands[victim]
        self.phase = "play"
        if not hand:
            self.note("F-pair", f"{SEATS[seat]}'s Foxes find {SEATS[victim]}'s hand empty.", seat)
            return
        code = hand.pop(self.rng.randrange(len(hand)))  # by place, so not ``_lose``: it would take the first copy
        self.packed[victim] -= self.table.card_weight[code]
        self._gain(seat, code)
        self.stats["steals"] += 1
        self.private[seat].append(f"You stole the {self._label(code)} from {SEATS[victim]}.")
        self.private[victim].append(f"{SEATS[seat]} stole your {self._label(code)}.")
        self.note("F-pair", f"{SEATS[seat]}'s Foxes steal a face-down card from {SEATS[victim]}.", seat)
        for told in (seat, victim):
            self.tell(told, "F-pair", f"{SEATS[seat]}'s Foxes steal the {self._label(code)} from {SEATS[victim]}")

    def _keep_top(self, label: str) -> None:
        code = self.catalogue.code(label)
        self.peeked.remove(code)
        self._gain(self.turn, code)
        self.deck.extend(self.peeked)
        self.peeked = []
        self.rng.shuffle(self.deck)
        self.private[self.turn].append(f"The Badger gave you the {label}.")
        self.note(
            "F-pair", f"{SEATS[self.turn]} keeps one of them; the rest are shuffled back into the deck.", self.turn
        )
        self.tell(self.turn, "F-pair", f"{SEATS[self.turn]} keeps the {label} the Badger showed")
        self.phase = "play"

    def _peek(self, seat: int) -> None:
        self.looking_at = seat
        self.phase = "swap"
        self.note("F-pair", f"Fox Twins: {SEATS[self.turn]} looks at {SEATS[seat]}'s hand.", self.turn)
        self.tell(self.turn, "F-pair", f"Fox Twins: {SEATS[seat]}'s hand holds {self._held(seat)}")

    def _swap(self, mine: str, theirs: str) -> None:
        other = self.looking_at
        give, get = self.catalogue.code(mine), self.catalogue.code(theirs)
        self._lose(self.turn, give)
        self._lose(other, get)  # type: ignore[arg-type]
        self._gain(self.turn, get)
        self._gain(other, give)  # type: ignore[arg-type]
        self.private[other].append(f"{SEATS[self.turn]} swapped its {mine} for your {theirs}.")  # type: ignore[index]
        self.note("F-pair", f"{SEATS[self.turn]} swaps a card with {SEATS[other]}.", self.turn)
        swapped = f"{SEATS[self.turn]} swaps its {mine} for {SEATS[other]}'s {theirs}"  # type: ignore[index]
        for told in (self.turn, other):
            self.tell(told, "F-pair", swapped)  # type: ignore[arg-type]
        self._done_looking()
        self._check_lions(other)  # type: ignore[arg-type]

    def _no_swap(self) -> None:
        self.note("F-pair", f"{SEATS[self.turn]} swaps nothing.", self.turn)
        self._done_looking()

    def _done_looking(self) -> None:
        self.looking_at = None
        self.phase = "play"

    def _grab(self, seat: int, index: int) -> None:
        group = self.played[seat].pop(index)
        self.played[self.turn].append(group)
        colours = sum(self.table.colour_weight[code] for code in group)  # all a played card counts for, packed
        self.packed[seat] -= colours
        self.packed[self.turn] += colours
        self.note(
            "F-pair",
            f"Fox Twins: {SEATS[self.turn]} takes {SEATS[seat]}'s played pair {' + '.join(map(self._label, group))}.",
            self.turn,
        )
        self.phase = "play"

    def _hide(self, label: str) -> None:
        code = self.catalogue.code(label)
        self._lose(self.turn, code)
        self.hidden[self.turn].append(code)
        self.note(
            "F-tale-effect",
            f"Hidden Nest: {SEATS[self.turn]} hides a Canary face down and is safe from attacks this round.",
            self.turn,
        )


def _pairs_among(hand: list[int], partners: Partners, index: Index) -> tuple[Action, ...]:
    """The pair and trio moves among the cards of ``hand``: by first card, then second, as the
    partner rows list them."""
    present = set(hand)
    options = []
    for a in sorted(present):
        row = partners[a]
        for b in row:
            if b in present and (b != a or hand.count(a) > 1):
                options.append(row[b])
    if options and not present.isdisjoint(index.hedgehogs):
        labels = index.labels
        hedgehogs = [h for h in index.hedgehogs if h in present]
        options += [moves.trio(*action.args, labels[h]) for action in options for h in hedgehogs]
    return tuple(options)
