"""Forest Hunters: the rules card, and the engine that carries it out.

RULES IN BRIEF (our words, from the game's rule book, v1.05; the rulings below settle what it leaves open)
Each player brings a deck of 10 characters and 10 supports and tries to bring the others' hearts
to zero. Characters fight: a battle takes the attacker's BP off the defender's SHD, and a
character at 0 SHD goes to the discard pile. Supports help once, or stay (house ⌂, infinity ∞).
Lines end with their rule ids (FH-...), which every log event of that rule carries (game.events).

  Decks ...................... 10 + 10, one copy of a name unless its corner number allows more,
                               at most one hand trap and one capture card of each kind.  ``decks.check_deck``
  The field .................. 3 character and 3 support zones each; extra zones by effect.  ``Lookups.capacity``
  Start ...................... 5 hearts (one fewer per player beyond two), 5 cards each; seat 0
                               starts.                                              FH-setup
  Draw phase ................. draw one; with 4+ cards in hand and no character you can play, you
                               may shuffle your hand into your deck and draw one fewer, again and
                               again.                                   FH-draw, FH-reshuffle
  Card phase ................. play up to 3 cards: characters to a free character zone, supports
                               to a free support zone; play conditions must hold, and a card whose
                               mandatory effect cannot happen cannot be played.     FH-play, FH-phase
  Battle phase ............... each character battles once (effects may add more): a character
                               while the opponent has one, else the player directly for one heart,
                               once per turn; nobody battles in the first turn.     FH-battle
  Effects .................... in the order played; simultaneous ones: the turn player's first, a
                               player's own in the order they declare; "you can" is optional; A
                               then B; once per turn; cancels; D6 rolls.  FH-effect, FH-cost, FH-d6
  Hand traps ................. discarded from the hand to cancel, on any turn.      FH-trap, FH-cancel
  Face-down discards ......... cannot be chosen, and their discard-pile effects do not happen.
  Combination / capture ...... cards stacked beneath; they return where they came from when the
                               card above leaves.                   FH-combine, FH-capture, FH-attach
  Another player's card ...... a card you took control of that leaves the field goes back to its
                               owner's discard pile, by any route.        FH-leave
  End ........................ a player at 0 hearts is out for good; the last player (or team)
                               standing wins; when every deck is empty at the end of a round, the
                               most hearts wins, and equal hearts is a draw.       FH-out, FH-end
  1v1v1+ ..................... clockwise; the one-more-player heart rule; no battles until everyone
                               has had a turn; the battler and single-opponent effects choose which
                               opponent.                                           ``Lookups.opponents``
  Teams (option ``teams``) ... four players, seats 0 and 2 against 1 and 3, sharing a field of 5 + 5
                               zones and a discard pile per team; turns alternate teams; each
                               opponent can be battled directly once; a fallen player's partner
                               plays in their turn.                               FH-setup, FH-draw

RULINGS (each cited by its id, H1 and on, in the code and tests that carry it out)
  H1  The card pool is ours (``data/hunters/``); effects are data in the vocabulary of
      ``vocabulary``, and every card's text is written from that data.
  H2  "Discard" means from the hand. The game ends when every living player's deck is empty at the
      end of a round; most hearts wins, equal is a draw (no winner). A player at 0 hearts is out for
      good, even if healed later.
  H3  Ours: heart costs cannot be paid with your last heart (you would knock yourself out).
  H4  Ours: a hand-trap support is only ever used as a trap; a hand-trap character may also be
      played to the field like any character (its trap works only from the hand).
  H5  Ours: a support is played into a support zone (one must be free) and its effects resolve
      there; a combination support goes into a character zone (one free, or freed by a material
      from the field) and counts as a character with no printed effects.
  H6  Ours: a combination's BP and SHD are the printed BP and SHD of its materials plus the
      combination card's own; combinations and captors cannot themselves be materials; materials
      come from your field, your face-up discard pile (your own cards) or your deck (shuffled
      after). When the combination leaves, each returns where it came from: the field (a free zone,
      else the discard pile, face up), the discard pile (face up; its discard-pile effect happens),
      the deck (shuffled in).
  H7  A card in another side's possession (seized, taken control of) that leaves the field goes to
      its owner's discard pile, face up, by any route and whatever the effect said (also "return
      to hand"); also when it leaves from beneath a combination or a capture that held it: one it
      was stacked under while seized (as a material, or captured back), or a stack that was itself
      seized. It never goes back to its owner's field or hand that way. Other captured cards return
      to their owner's field (if full, their discard pile).
  H8  Hand-trap windows: after an effect's cost, the controller's opponents (in play order) may
      cancel it with an ``event=effect`` trap; a support played can be cancelled with an
      ``event=support`` trap before its effects (it then goes to the discard pile); a battle can be
      cancelled by the attacked player with an ``event=attack`` trap (the battle is still used up).
      One cancel ends the window; a cancel can itself be cancelled.
  H9  Ours: effects of a player who is out do not happen. In a free-for-all a player who goes out
      leaves the table: their field goes to their discard pile and cards of others they held
      return to their owners' discard piles. In a team game their cards stay on the shared field.
  H10 Ours: teams keep 5 hearts each (the one-fewer rule is for free-for-all tables); a team wins
      together, a fallen partner included; a team victory on hearts compares the team's total.
  H11 Ours: every game ends: after ``MAX_ROUNDS`` rounds it ends as if the decks were empty.
  H12 Ours: an extra zone's support leaving the field sends the last-placed cards beyond the
      remaining zones to the discard pile.
  H13 Ours: a one-shot BP boost lasts until the end of the turn; an SHD boost lasts while the
      character stays on the field; damage stays on a character until it leaves.
  H14 Ours: a face-down card in the discard pile is known only to its owner: in a team game the
      partner sees its back, and an effect that takes a face-down card back offers a partner's
      card unnamed.
  H15 Ours: a player is stopped only when they have a choice: a hand-trap window asks only the
      opponents holding a trap that fits, and the draw phase waits only when a reshuffle is
      allowed. Who is asked is public, as at a table everyone sees who stops to think.

WHERE THINGS LIVE: ``vocabulary`` (effect words and card text), ``cards`` (the pool), ``decks``
(deck rules), ``catalogue`` (a game's cards and the facts about them), ``field`` (units, sides,
seats), ``lookups`` (questions about the state: opponents, BP, conditions, targets), ``resolve``
(effects and the stack), ``movement`` (where cards go), ``moves`` (the actions offered), ``naming``
(words that tell copies of a card apart), ``views`` (what each seat sees), ``scenes`` (laying out a
table on purpose), this module (turns, the card and battle phases), ``bots``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.game import Game
from ..core.registry import register_game
from ..core.words import SEATS, count
from . import moves
from .cards import CHARACTER, SUPPORT, load_decks
from .catalogue import catalogue
from .field import HAND, HEARTS, PLAYS_PER_TURN, RESHUFFLE_HAND, Seat, Side, Unit, fresh
from .lookups import Choice, Lookups, rivals_in_play_order
from .movement import Movement
from .naming import Naming, bracketed
from .options import OPTIONS
from .resolve import Resolution, Task
from .views import Views
from .vocabulary import condition_words

ZONES, TEAM_ZONES = 3, 5
MAX_ROUNDS = 40
DEFAULT_DECKS = ("Wolf Pack", "Grove Wardens", "Trap Line", "Night Watch")
DRAW, CARDS, BATTLE, OVER = "draw", "card", "battle", "over"
COUNTERS = ("battles", "direct_hits", "traps", "cancels", "rolls")
WHERE = {"card": "", "field": " on your field", "discard": " in your discard pile", "deck": " in your deck"}
"""How a pick's words say where the card is."""


@register_game
class HuntersGame(Lookups, Naming, Resolution, Movement, Views, Game):
    name = "hunters"
    shared = ("catalogue", "cards", "names")
    # The whole state, as slots: read and written at every move (see ``Game.__slots__``).
    __slots__ = (
        "actor",
        "cards",
        "catalogue",
        "copies_on_field",
        "counters",
        "deck_names",
        "direct",
        "ended_by",
        "field_names",
        "limbo",
        "max_hearts",
        "names",
        "owner",
        "phase",
        "plays",
        "result",
        "rivals",
        "round",
        "seats",
        "side_of",
        "sides",
        "stack",
        "triggered",
        "turn_slot",
        "turns",
        "used",
        "where",
    )
    min_players = 2
    max_players = 4
    declared_options = OPTIONS

    @classmethod
    def check_options(cls, options: dict[str, Any], players: int) -> dict[str, Any]:
        """The declared checks, then the team game's own: it is two against two."""
        merged = super().check_options(options, players)
        if merged["teams"] and players != 4:
            raise ValueError(f"a team game is two against two: 4 players, not {players}")
        return merged

    # -- setup ------------------------------------------------------------------------------------
    def setup(self) -> None:
        chosen = self.options["decks"] or [DEFAULT_DECKS[s % len(DEFAULT_DECKS)] for s in range(self.players)]
        self.deck_names = [d if isinstance(d, str) else "custom deck" for d in chosen]
        lists = [load_decks(self.data_folder)[d] if isinstance(d, str) else d for d in chosen]
        self.owner = [seat for seat, names in enumerate(lists) for _ in names]
        self.catalogue = catalogue(tuple(name for names in lists for name in names), self.data_folder)
        self.cards, self.names = self.catalogue.cards, self.catalogue.names
        teams = self.options["teams"]
        self.where: list[tuple[Side, Unit] | None] = [None] * len(self.cards)
        self.field_names: dict[str, int] = {}
        self.copies_on_field = 0
        if teams:
            self.sides = [Side(seats=(0, 2), base_zones=TEAM_ZONES), Side(seats=(1, 3), base_zones=TEAM_ZONES)]
            self.side_of = [0, 1, 0, 1]
        else:
            self.sides = [Side(seats=(s,), base_zones=ZONES) for s in range(self.players)]
            self.side_of = list(range(self.players))
        self.rivals = rivals_in_play_order(self.side_of)
        self.max_hearts = HEARTS if teams else HEARTS - (self.players - 2)
        self.seats: list[Seat] = []
        for seat in range(self.players):
            deck = [card for card, owner in enumerate(self.owner) if owner == seat]
            self.rng.shuffle(deck)
            self.seats.append(Seat(hand=[], deck=deck, hearts=self.max_hearts))
        for seat in range(self.players):
            self.draw(seat, HAND)
        self.stack: list[Task] = []
        self.triggered: list[tuple[int, int, int, int]] = []
        self.limbo: list[int] = []
        self.used: list[list[int]] = []
        self.direct: list[int] = []
        self.counters = dict.fromkeys(COUNTERS, 0)
        self.round, self.turns, self.turn_slot, self.actor = 1, 0, 0, 0
        self.phase, self.plays = DRAW, 0
        self.result: list[int] | None = None
        self.ended_by: str | None = None
        self.note(
            "FH-setup",
            f"{self.players} players: "
            + ", ".join(f"{self.seat_name(s)} ({self.deck_names[s]})" for s in range(self.players))
            + f"; {count(self.max_hearts, 'heart')} each"
            + ("; teams: seats 0 and 2 against 1 and 3." if teams else "."),
        )
        for seat in range(self.players):
            self.tell_drawn(seat, HAND, "FH-setup")
        self._start_turn()

    # -- words ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return SEATS[seat]

    def name_of(self, card: int) -> str:
        return self.names[card]

    def tell(self, seat: int, rule: str, text: str) -> None:
        """Note what ``seat`` alone saw (``text`` without its full stop), an event only that seat's log
        shows (``Game.events_for``); the public event beside it says what happened without the hidden card."""
        self.note(rule, f"{text} (seen by {self.seat_name(seat)} alone).", seat, seen_by=seat)

    def tell_drawn(self, seat: int, drawn: int, rule: str) -> None:
        """Name to ``seat`` alone the ``drawn`` cards it just took into its hand (the newest last)."""
        if drawn:
            names = ", ".join(self.name_of(card) for card in self.seats[seat].hand[-drawn:])
            self.tell(seat, rule, f"{self.seat_name(seat)} draws {names}")

    def choice_text(self, choice: Choice, reader: int | None = None) -> str:
        """A pick in words. To a ``reader`` choosing it, a card is told apart from its twins and a
        face-down card of a partner's is only a face-down card (``Naming``); the log (no reader)
        names cards plainly, as the rest of the log does."""
        kind, value = choice
        if kind == "seat":
            return f"{self.seat_name(value)} ({count(self.seats[value].hearts, 'heart')})"
        head, notes = (self.name_of(value), []) if reader is None else self.card_words(value, reader)
        found = self.find(value) if kind in ("card", "field") else None
        if found and (self.cards[value].is_character or found[1].under):
            side, unit = found
            notes = [*notes, f"{self.bp(side, unit)} BP, {self.shd(side, unit)} SHD"]
        return bracketed(head, notes) + WHERE[kind]

    def effect_label(self, task: Task) -> str:
        return f"{self.label(task['card'], task['seat'])} — {self.cards[task['card']].effects[task['i']].text}"

    def subject_label(self, subject: Task) -> str:
        if subject["do"] == "strike":
            return f"the battle of {self.name_of(subject['attacker'])}"
        if subject["do"] == "support":
            return f"the support card {self.name_of(subject['card'])}"
        return f"the effect of {self.name_of(subject['card'])}"

    # -- the protocol ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def current_player(self) -> int | None:
        if self.is_over():
            return None
        if self.stack and "ask" in self.stack[-1]:
            return self.stack[-1]["ask"]["seat"]
        return self.actor

    def pending_about(self) -> dict[str, Any]:
        """What the pending choice is about, as every seat's view shows it (``view(seat)["pending"]
        ["about"]``; empty when nothing is pending): a bot weighs it without building a whole view."""
        if not self.stack or "ask" not in self.stack[-1]:
            return {}
        return self._pending_view(self.stack[-1], None)["about"]

    def winners(self) -> list[int]:
        return list(self.result or [])

    def scores(self) -> list[int]:
        return [seat.hearts for seat in self.seats]

    def _legal_actions(self) -> list[Action]:
        """The pending choice's options (never changed once asked), or the phase's moves: a card
        phase looks for card-phase effects and supports to attach only on a field that has some."""
        if self.stack:
            return self.stack[-1]["ask"]["options"]
        if self.phase == DRAW:
            reshuffle = [moves.reshuffle(len(self.seats[self.actor].hand))] if self.can_reshuffle() else []
            return [*reshuffle, moves.TO_CARD_PHASE]
        if self.phase == CARDS:
            side = self.side(self.actor)
            actions = self._plays(side)
            if side.acting:
                actions += self._uses(side)
            if side.supports:
                actions += self._attachments(side)
            actions.append(moves.TO_BATTLE_PHASE)
            return actions
        actions = self.attacks()
        actions.append(moves.END_TURN)
        return actions

    def _apply(self, action: Action) -> None:
        """An answer to the pending choice, or a phase move: the kinds most often played are tested first."""
        kind = action.kind
        if self.stack:
            self.answer(action)
        elif kind == "attack":
            self._declare(*action.args)
        elif kind == "play":
            self.play(action.args[0])
        elif kind == "battle":
            self.phase = BATTLE
            self.note("FH-phase", f"{self.seat_name(self.actor)} goes to the battle phase.", self.actor)
        elif kind == "end":
            self._end_turn()
        elif kind == "use":
            card, index = action.args
            self.note(
                "FH-effect", f"{self.seat_name(self.actor)} uses {self.name_of(card)}'s card-phase effect.", self.actor
            )
            self._begin(self.push(self.effect_task(self.actor, card, index)))
        elif kind == "reshuffle":
            self._reshuffle()
        elif kind == "cards":
            self.phase = CARDS
            self.note("FH-phase", f"{self.seat_name(self.actor)} goes on to the card phase.", self.actor)
        else:  # attach
            support, character = action.args
            self.find(support)[1].attached = character
            self.note("FH-attach", f"{self.name_of(support)} is put on {self.name_of(character)}.")
        self.settle()
        self._after()

    def _after(self) -> None:
        """Between decisions: a fallen actor's turn ends; the draw phase passes when there is nothing to choose."""
        while self.result is None and not self.stack:
            if self.seats[self.actor].out:
                self._end_turn()
            elif self.phase == DRAW and not self.can_reshuffle():
                self.phase = CARDS
            else:
                return

    # -- turns --------------------------------------------------------------------------------------
    def _start_turn(self) -> None:
        self.turns += 1
        self.phase, self.plays, self.used, self.direct = DRAW, 0, [], []
        drawn = self.draw(self.actor, 1)
        self.note(
            "FH-draw",
            f"Round {self.round}, {self.seat_name(self.actor)}'s turn: draws {count(drawn, 'card')} "
            f"({len(self.seats[self.actor].hand)} in hand, {len(self.seats[self.actor].deck)} in the deck).",
            self.actor,
        )
        self.tell_drawn(self.actor, drawn, "FH-draw")
        self._after()

    def can_reshuffle(self) -> bool:
        hand = self.seats[self.actor].hand
        if len(hand) < RESHUFFLE_HAND:
            return False
        side = self.side(self.actor)
        zones = self.free_zones(side)
        return not any(self.cards[c].is_character and self._refusal(c, *zones) is None for c in hand)

    def _reshuffle(self) -> None:
        seat = self.seats[self.actor]
        size = len(seat.hand)
        seat.deck.extend(seat.hand)
        seat.hand.clear()
        self.rng.shuffle(seat.deck)
        drawn = self.draw(self.actor, size - 1)
        self.note(
            "FH-reshuffle",
            f"{self.seat_name(self.actor)} has no character to play: shuffles {count(size, 'card')} into the deck "
            f"and draws {size - 1}.",
            self.actor,
        )
        self.tell_drawn(self.actor, drawn, "FH-reshuffle")

    def _end_turn(self) -> None:
        for side in self.sides:
            for unit in side.units():
                unit.bp_turn = unit.battles = unit.extra_battles = 0
        previous = self.turn_slot
        self._next_actor()
        if self.turn_slot <= previous:
            self._end_round()
        if not self.is_over():
            self._start_turn()

    def _next_actor(self) -> None:
        """The next turn slot clockwise; a fallen player's partner plays their turn (teams)."""
        for step in range(1, self.players + 1):
            slot = (self.turn_slot + step) % self.players
            if not self.seats[slot].out:
                self.turn_slot, self.actor = slot, slot
                return
            partner = self._partner(slot)
            if partner is not None and not self.seats[partner].out:
                self.turn_slot, self.actor = slot, partner
                return

    def _partner(self, seat: int) -> int | None:
        if not self.options["teams"]:
            return None
        return next(s for s in self.side(seat).seats if s != seat)

    def _end_round(self) -> None:
        self.round += 1
        if all(not self.seats[s].deck for s in self.living()):
            self._decide_on_hearts("deck out")
        elif self.round > MAX_ROUNDS:
            self._decide_on_hearts("round limit")

    def _decide_on_hearts(self, why: str) -> None:
        groups = self._standing()
        totals = {key: sum(self.seats[s].hearts for s in members) for key, members in groups.items()}
        best = max(totals.values())
        leaders = [key for key, total in totals.items() if total == best]
        winners = groups[leaders[0]] if len(leaders) == 1 else []
        self._finish(winners, why)
        self.note(
            "FH-end",
            ("Every deck is empty" if why == "deck out" else f"{MAX_ROUNDS} rounds are played")
            + ": "
            + (
                f"{self._names(winners)} {'win' if len(winners) > 1 else 'wins'} on hearts."
                if winners
                else "equal hearts, a draw."
            ),
        )

    def _standing(self) -> dict[int, list[int]]:
        """Who is still in the game: each living seat, or in a team game each team with a partner
        standing, listed with both partners (the team wins or loses together, ruling H10)."""
        groups: dict[int, list[int]] = {}
        for seat in self.living():
            if self.options["teams"]:
                groups[self.side_of[seat]] = list(self.side(seat).seats)
            else:
                groups[seat] = [seat]
        return groups

    def _finish(self, winners: list[int], why: str) -> None:
        self.result, self.ended_by, self.phase = sorted(winners), why, OVER
        self.stack.clear()
        self.triggered.clear()

    def _names(self, seats: list[int]) -> str:
        return " and ".join(self.seat_name(s) for s in seats)

    # -- the card phase -----------------------------------------------------------------------------
    def playable(self, card: int) -> bool:
        """Whether ``card`` may be played from the hand now (its play condition, a zone, a target for
        every mandatory play effect); the reasons for a refusal are in ``refusal``."""
        return self.refusal(card) is None

    def refusal(self, card: int) -> str | None:
        side = self.side(self.actor)
        return self._refusal(card, *self.free_zones(side))

    def _refusal(self, card: int, character_zone: bool, support_zone: bool) -> str | None:
        printed, seat = self.cards[card], self.actor
        if self.plays >= PLAYS_PER_TURN:
            return f"you have already played {PLAYS_PER_TURN} cards this turn"
        if printed.trap_only:
            return "a hand-trap support is used from the hand as a trap, never played to the field (ruling H4)"
        if printed.requires and not self.holds(seat, printed.requires):
            return (
                "its play condition does not hold ("
                + " and ".join(condition_words(k, v) for k, v in printed.requires)
                + ")"
            )
        if printed.support_of and not self.holds(seat, printed.support_of):
            return f"it is a {printed.type} support and you control no {printed.type} character"
        if printed.zone == "character":
            if not character_zone and not self._freed_by_materials(card):
                return "every character zone is taken"
        elif not support_zone:
            return "every support zone is taken"
        for index in printed.mandatory_play:
            why_not = self.effect_refusal(seat, card, index, in_hand=1)
            if why_not:
                return f"its mandatory effect cannot be carried out: {why_not}"
        return None

    def _freed_by_materials(self, card: int) -> bool:
        """A combination support may take the zone of a material from the field (ruling H5)."""
        printed = self.cards[card]
        combine = printed.combine
        return (
            combine is not None
            and not printed.is_character
            and any(origin == "field" for origin, _ in self.materials(self.actor, combine.target.type, card))
        )

    def _plays(self, side: Side) -> list[Action]:
        """A plain card needs only a free zone of its kind; the others are asked in full (``_refusal``)."""
        if self.plays >= PLAYS_PER_TURN:
            return []
        free = self.free_zones(side)
        moves_of, plain = self.catalogue.play_moves, self.catalogue.plain_zone
        return [
            moves_of[card]
            for card in self.one_per_name(self.seats[self.actor].hand)
            if (free[plain[card]] if plain[card] is not None else self._refusal(card, *free) is None)
        ]

    def _uses(self, side: Side) -> list[Action]:
        seat, names = self.actor, self.names
        labels = self.labels([unit.card for unit in side.acting], seat)
        return [
            moves.use(unit.card, index, labels.get(unit.card, names[unit.card]), effect.text)
            for unit in side.units()
            for index, effect in self.cards[unit.card].triggered("action")
            if self.possible(seat, unit.card, index)
        ]

    def _attachments(self, side: Side) -> list[Action]:
        cards, seat = self.cards, self.actor
        loose = [unit.card for unit in side.supports if unit.attached is None and cards[unit.card].attaches]
        if not loose or not side.characters:
            return []
        names, labels = self.names, self.labels([*loose, *(c.card for c in side.characters)], seat)
        return [
            moves.attach(support, c.card, labels.get(support, names[support]), labels.get(c.card, names[c.card]))
            for support in loose
            for c in side.characters
        ]

    def play(self, card: int) -> None:
        seat, printed = self.actor, self.cards[card]
        self.seats[seat].hand.remove(card)
        self.plays += 1
        if printed.is_character:
            self.note(
                "FH-play", f"{self.seat_name(seat)} plays {printed.name} ({printed.bp} BP, {printed.shd} SHD).", seat
            )
            self.enter(seat, card)
            return
        self.note("FH-play", f"{self.seat_name(seat)} plays the support card {printed.name}.", seat)
        support = {"do": "support", "seat": seat, "card": card, "cancelled": False}
        if printed.symbol == "combination":
            self.limbo.append(card)
        else:
            self.place(self.side(seat), fresh(card, printed, seat), SUPPORT)
        self.push({"do": "finish", "seat": seat, "card": card, "support": support})
        for index, _ in reversed(printed.triggered("play")):
            self.push(self.effect_task(seat, card, index, support=support))
        self.open_window("support", support, seat)

    def enter(self, seat: int, card: int) -> None:
        """A character comes onto ``seat``'s side as played (from the hand or the discard pile): its
        play effects follow."""
        self.place(self.side(seat), fresh(card, self.cards[card], seat), CHARACTER)
        self.trigger(seat, card, "play")

    # -- the battle phase ---------------------------------------------------------------------------
    def battles_allowed(self) -> bool:
        """No battles in the first turn (1v1), or until everyone has had a turn (3+ players)."""
        return self.turns > 1 if self.players == 2 else self.round > 1

    def attacks(self) -> list[Action]:
        if not self.battles_allowed():
            return []
        ready = [unit.card for unit in self.side(self.actor).characters if unit.battles <= unit.extra_battles]
        if not ready:
            return []
        targets = self._battle_targets()
        made, battle = self.catalogue.attack_moves, self.catalogue.battle
        labels = self.labels((*ready, *targets), self.actor)
        if not labels:
            return [made[attacker].get(target) or battle(attacker, target) for attacker in ready for target in targets]
        # Copies on the field: a battle naming one says which (``Naming``); the others are the catalogue's.
        names = self.names
        return [
            moves.attack(
                attacker,
                target,
                labels.get(attacker, names[attacker]),
                labels.get(target, names[target]) if target >= 0 else SEATS[~target],
            )
            if attacker in labels or target in labels
            else made[attacker].get(target) or battle(attacker, target)
            for attacker in ready
            for target in targets
        ]

    def _battle_targets(self) -> list[moves.Target]:
        """Characters of any opponent; a player directly only while their side has no character,
        once per turn (in a team game, once per member). Partners share a side: it is listed once."""
        targets: list[moves.Target] = []
        direct_used = bool(self.direct) and not self.options["teams"]
        listed: list[Side] = []
        for seat in self.opponents(self.actor):
            their = self.side(seat)
            if their.characters:
                if their not in listed:
                    listed.append(their)
                    targets += [u.card for u in their.characters]
            elif not direct_used and seat not in self.direct:
                targets.append(~seat)
        return targets

    def _declare(self, attacker: int, kind: str, target: int) -> None:
        side, unit = self.find(attacker)
        unit.battles += 1
        self.counters["battles"] += 1
        if kind == "seat":
            self.direct.append(target)
            self.counters["direct_hits"] += 1
        self.note(
            "FH-battle", f"{self.name_of(attacker)} declares a battle against {self.choice_text((kind, target))}."
        )
        strike = self.push(
            {"do": "strike", "seat": self.actor, "attacker": attacker, "target": [kind, target], "cancelled": False}
        )
        for index, _ in reversed(self.cards[attacker].triggered("battle")):
            self.push(self.effect_task(self.actor, attacker, index))
        defender = target if kind == "seat" else self.owner_on_field(target)
        if self.traps(defender, "attack"):
            self.push({"do": "window", "event": "attack", "subject": strike, "queue": [defender]})

    def owner_on_field(self, card: int) -> int:
        """The seat answering for a character: its controller (in a team game, whoever of the side is alive)."""
        side, unit = self.find(card)
        if not self.seats[unit.controller].out:
            return unit.controller
        return next((s for s in side.seats if not self.seats[s].out), unit.controller)

    # -- illegal actions ----------------------------------------------------------------------------
    def explain_illegal(self, action: Action) -> IllegalActionError:
        from .refusals import explain

        return explain(self, action)

    # -- invariants ------------------------------------------------------------------------------------
    def invariant_violations(self) -> list[str]:
        places: list[int] = [*self.limbo]
        for seat in self.seats:
            places += seat.hand + seat.deck
        problems = []
        for side in self.sides:
            places += [c for c, _ in side.discard]
            for unit in side.units():
                places += [unit.card, *(m for m, _ in unit.under)]
                if unit in side.characters and self.raw_shd(side, unit) <= 0:
                    problems.append(f"{self.name_of(unit.card)} is on the field with {self.raw_shd(side, unit)} SHD")
                if self.bp(side, unit) < 0:
                    problems.append(f"{self.name_of(unit.card)} has negative BP")
            if not side.marks_agree():
                problems.append(f"side {side.seats} lists the wrong units as boosting, adding zones or acting")
            for kind, placed in (("character", side.characters), ("support", side.supports)):
                if len(placed) > self.capacity(side, kind):
                    problems.append(
                        f"side {side.seats} has {len(placed)} {kind} cards in {self.capacity(side, kind)} zones"
                    )
        located = [(side, unit) for side in self.sides for unit in side.units()]
        if sorted(id(found[1]) for found in self.where if found) != sorted(id(unit) for _, unit in located) or any(
            self.where[unit.card] != (side, unit) for side, unit in located
        ):
            problems.append("the index of cards on the field (where) disagrees with the fields")
        named = Counter(self.names[unit.card] for _, unit in located)
        if named != self.field_names or self.copies_on_field != len(located) - len(named):
            problems.append("the count of names on the field (field_names) disagrees with the fields")
        if sorted(places) != list(range(len(self.cards))):
            missing = sorted(set(range(len(self.cards))) - set(places))
            doubled = sorted(c for c in set(places) if places.count(c) > 1)
            problems.append(f"cards missing {missing} or in two places {doubled}")
        for s, seat in enumerate(self.seats):
            if not 0 <= seat.hearts <= self.max_hearts:
                problems.append(f"{self.seat_name(s)} has {seat.hearts} hearts (0..{self.max_hearts})")
            if seat.out != (seat.hearts == 0):
                problems.append(f"{self.seat_name(s)}: out is {seat.out} with {seat.hearts} hearts")
        return problems
