"""The Forest: the rules card, and the engine that carries it out.

RULES IN BRIEF (our words, from the game's seed text; its gaps are settled by the rulings below,
which map the game onto *Sea Salt & Paper*)
Two to four players race to 40 / 35 / 30 points (2 / 3 / 4 players) over as many rounds as it
takes. Every round starts from empty hands; players build pairs, collections and colour groups
from one shared deck and two face-up discard piles. Each line ends with its rule ids, which
every log event (``game.events``) of that rule carries.

  Round start ............. shuffle all the cards (58; 66 with Deep Woods), turn one onto each
                            discard pile (after F-setup).                    F-round
  Turn 1. Draw ............ take the top of either discard pile, or draw two from the deck, keep
                            one and put the other on a discard pile (an empty pile must take it).
                                                                F-draw
       2. Pairs ........... optional, any number: lay two matching cards in front of you for their
                            effect. Raccoons: take any card from a discard pile. Owls: another
                            turn. Rabbits: the deck's top card. Left Fox + Right Fox: steal a random
                            face-down card from an opponent's hand.  F-pair, F-extra
       3. End ............. end the turn, or with 7+ card points call the round: Score (everyone
                            scores now) or Strike (everyone else plays one last turn, then the bet
                            is settled).                  F-end, F-call, F-last
  Card points ............. each pair 1, played or in hand; collections Canary 0-2-4-6-8-10, Wolf
                            0-3-6-9-12, Deer 1-3-5, Bear 0-5; multipliers 1 per Owl, 1 per Rabbit,
                            2 per Deer, 3 per Bear; the k-th Lion scores the k-th largest colour
                            group.                                           ``scoring.py``
  Colour bonus ............ the size of the largest colour group (Lions are crimson).
  Strike .................. the caller's hand lies face up. If its card points are at least
                            everyone else's, it scores card points + colour bonus and the others
                            their colour bonus; if not, it scores its colour bonus and the others
                            their card points.                       F-strike, F-score
  Empty deck .............. a turn that ends on an empty deck ends the round; nobody scores. F-empty
  Game end ................ after a scored round, anyone at the target ends the game: highest
                            total wins. Four Lions in one hand win at once.
                                                               F-game, F-lions
  Deep Woods (option) ..... 8 more cards (``data/forest/cards.csv``): Badger pairs with a Raccoon
                            (look at the deck's top five, keep one, shuffle the rest back); Skunk
                            pairs with a Left Fox (every opponent's next turn is a plain draw of
                            the deck's top card); Hedgehog makes any pair a trio worth 3, without
                            its effect (kept in hand it scores nothing); Cuckoo is one more card
                            of a started collection; Raccoon Den pays 1 per Raccoon.
                                                   F-pair, F-trio, F-skunk; ``scoring.py``
  Forest Tales (option) ... each round turns up a tale (``data/forest/tales.csv``) whose rule
                            applies to everyone; after scoring it goes to the one leader or the
                            one trailer it names, who keeps it while still alone in first (or
                            last) place; nobody holds two. A round nobody scores gives its tale
                            to nobody.  F-tale-turn, F-tale-give, F-tale-aside, F-tale-lapse,
                            F-tale-keep, F-tale-effect; ``tales.py``

RULINGS (each cited by its id, F1 and on; "SS&P": the published game's rules; "ours": a gap we closed)
  F1  The deck is data: each kind's copies per colour are the seed's ``×n`` list, checked on load;
      colours come from ``palette.csv``; Lions are crimson and no other card is.     ``cards.py``
  F2  SS&P: each round the whole deck is shuffled and one card turned onto each discard pile;
      hands start empty. Ours: seat 0 starts round 1, and the first seat moves one to the left
      every round.
  F3  Draw: with one card left the two-card draw takes just that card; an empty deck allows no
      deck draw; an empty discard pile must take the discard (both empty: either one). Ours: the
      discard piles are shown in full (every card in them was seen face up); a player who can
      draw nothing at all (possible only during a Strike) skips the draw.
  F4  Pairs: played after the draw, any number, each resolved before the next. A pair whose effect
      cannot happen may still be played. Raccoons: one decision, a card from either non-empty
      pile. Fox steal: a random card from the chosen opponent's hand; played cards are never
      stolen. Ours: each Owl pair owes one more turn, taken after this one; a call forfeits it.
  F5  Every pair scores 1, played or in hand; hand pairs are matched to make the most pairs.
      SS&P: multipliers count their kind in hand and in played pairs.
  F6  Calling needs 7+ card points (hand + played) and ends the turn; a call comes before the
      empty-deck check. Score: card points only. Strike: the others play one last turn each, in
      seat order from the caller's left; the caller "still has the most" when its card points are
      at least every opponent's (a tie goes to the caller). Nobody calls during a Strike. During a
      Strike a Fox steals only from players whose last turn is still to come (never the caller).
      Ours: an Owl pair played on a last turn still gives another turn.
  F7  Empty deck: when a turn ends with the deck empty and no Strike on, the round ends and nobody
      scores, even if an Owl turn is owed.
  F8  Game end: after a round, if anyone has reached the target the highest total wins; a tie goes
      to the higher score in the last round, then it is shared. Four Lions (three with Pride of
      Three) in a hand win at once, checked after every move. Ours: two cards drawn together are
      held only once one is kept.
  F9  Deep Woods: the Skunk's pair holds every opponent (not one shielded by Hidden Nest) on its
      next turn to the deck's top card (nothing if the deck is empty): no pairs, no call, no
      Matching Leaves. A Hedgehog kept in hand scores nothing, as the seed says, even beside a hand
      pair (that pair still scores its 1; the 2 an earlier ruling gave it there is withdrawn); only
      a played trio scores 3, and its pair does nothing. The Cuckoo counts in hand only, joins the
      started collection where it adds most (never past the collection's size) and is no card for
      multipliers. Badger: with fewer than five cards left it shows them all.
  F10 Forest Tales: standings are total game scores. The round's tale applies to everyone during its
      round. After every round held tales lapse unless the holder is still alone in first / last
      place (an unscored round changes no total, so nothing lapses then). After a scored round the
      round's tale goes to the one leader or trailer it names, a tie setting it aside; a holder
      offered a second chooses which to keep (a decision; the other is set aside). The seed gives
      the tale out "after scoring": the tale of a round nobody scores (the deck ran out) is set
      aside. Ours: when the tale deck runs out, the set-aside tales are shuffled into a new one.
  F11 Tales, ours where the card is brief: Sleeping Lions takes the Lions' points but they still
      count as crimson cards for the colour bonus; Canary Chorus and Lone Wolves pay a flat 2 or 1
      per card instead of the scale; Matching Leaves is compulsory, once per draw; Windfall fires
      on the discard of the two-card draw; Hidden Nest is a pair-phase decision, once per round;
      the hidden Canary scores nothing (not even colour) and shields from Fox steals, the Skunk and
      the Fox Twins; Fox Twins' Right Foxes take a played pair (not a trio), which then counts as
      the taker's played pair.
  F12 Ours: the colour bonus names the first colour in palette order when groups tie (only the
      name is affected).

Hidden information: a seat's ``view`` shows its own hand and, to everyone, the caller's hand during
a Strike; other hands only as sizes. The log's public events never name a hidden card; what
one seat alone saw (its draws, a steal, the Badger's cards, a hand the Fox Twins look at) is an event
that seat alone sees (``tell``, read through ``Game.events_for``), as well as a private note in its
view. The random steal and every shuffle
use the game's seeded ``rng``, so a game replays from (config, seed, actions). Views, the
snapshot, the summary and the invariants are in ``reports.py``; refusals in ``refusals.py``.
Each seat's cards are also kept counted in one integer (``packed``, see ``scoring.pack``) as
they move through ``_gain`` and ``_lose``; code that sets hands directly calls ``recount()``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.game import Game
from ..core.registry import register_game
from ..core.words import SEATS
from . import moves
from .cards import Catalogue, Tale, load_catalogue, load_tales
from .effects import SIDES, PairEffects
from .index import Index, index_for
from .moves import HAND_GAINS, PHASE_KINDS
from .options import OPTIONS
from .refusals import explain
from .reports import Reports
from .scoring import Scorer, Table, Tally, breakdown, colour_bonus, count_points, pack, scorer_for, table_for, tally
from .tales import effects_by_seat, lapsed, unique_seat

TARGETS = {2: 40, 3: 35, 4: 30}
Holding = tuple[list[int], list[tuple[int, ...]], Scorer]  # a seat's hand, played groups and scorer
CALL_POINTS = 7
LONG_WAIT_POINTS = 10
# (left pile has cards, right pile has cards) -> the piles a discard may go on: an empty one must take it
DISCARD_SIDES = {(True, True): (0, 1), (False, True): (0,), (True, False): (1,), (False, False): (0, 1)}


@register_game
class ForestGame(PairEffects, Reports, Game):
    name = "forest"
    min_players = 2
    max_players = 4
    declared_options = OPTIONS
    shared = ("catalogue", "index", "table", "tale_book", "full_deck")
    # The whole state, as slots: read and written at every move, and more names than an
    # instance dict keeps fast.
    __slots__ = (
        "catalogue",
        "index",
        "table",
        "tale_book",
        "full_deck",
        "target",
        "totals",
        "round",
        "phase",
        "turn",
        "first",
        "tale_deck",
        "tales_aside",
        "holders",
        "round_tale",
        "offer",
        "lion_winner",
        "_rounds",
        "_unworded",
        "stats",
        "deck",
        "piles",
        "hands",
        "played",
        "hidden",
        "private",
        "drawn",
        "peeked",
        "looking_at",
        "extra_turns",
        "skunked",
        "skunked_now",
        "call",
        "caller",
        "last_turns",
        "effects",
        "scorers",
        "thresholds",
        "packed",
    )

    # -- setup -----------------------------------------------------------------------------
    def setup(self) -> None:
        self.catalogue: Catalogue = load_catalogue(self.data_folder)
        self.index: Index = index_for(self.catalogue)
        self.table: Table = table_for(self.catalogue)
        self.tale_book: dict[str, Tale] = load_tales(self.data_folder) if self.options["forest_tales"] else {}
        self.full_deck: tuple[int, ...] = tuple(self.catalogue.deck(self.options["deep_woods"]))
        self.target = TARGETS[self.players]
        self.totals = [0] * self.players
        self.round = 0
        self.phase = "draw"
        self.turn = 0
        self.first = 0
        self.tale_deck = list(self.tale_book)
        self.rng.shuffle(self.tale_deck)
        self.tales_aside: list[str] = []
        self.holders: dict[str, int] = {}
        self.round_tale: str | None = None
        self.offer: str | None = None
        self.lion_winner: int | None = None
        self._rounds: list[dict[str, Any]] = []
        self._unworded: list[tuple[dict[str, Any], list[Holding]]] = []
        self.stats = {"turns": 0, "pairs": 0, "trios": 0, "steals": 0, "extra_turns": 0}
        addons = [
            name
            for name, on in (("Deep Woods", self.options["deep_woods"]), ("Forest Tales", self.options["forest_tales"]))
            if on
        ]
        self.note(
            "F-setup",
            f"The Forest for {self.players} players: first to {self.target} points wins"
            f"{' (with ' + ' and '.join(addons) + ')' if addons else ''}.",
        )
        self._start_round()

    def _start_round(self) -> None:
        self.round += 1
        self.first = (self.round - 1) % self.players
        self.deck = list(self.full_deck)
        self.rng.shuffle(self.deck)
        self.piles = [[self.deck.pop()], [self.deck.pop()]]
        self.hands: list[list[int]] = [[] for _ in range(self.players)]
        self.played: list[list[tuple[int, ...]]] = [[] for _ in range(self.players)]
        self.packed: list[int] = [0] * self.players
        self.hidden: list[list[int]] = [[] for _ in range(self.players)]
        self.private: list[list[str]] = [[] for _ in range(self.players)]
        self.drawn: list[int] = []
        self.peeked: list[int] = []
        self.looking_at: int | None = None
        self.extra_turns = 0
        self.skunked: list[bool] = [False] * self.players
        self.skunked_now = False
        self.call: str | None = None
        self.caller: int | None = None
        self.last_turns: list[int] = []
        self.note(
            "F-round",
            f"Round {self.round} begins: {SEATS[self.first]} plays first. The {self._label(self.piles[0][0])} and the "
            f"{self._label(self.piles[1][0])} start the discard piles.",
        )
        if self.tale_book:
            self._turn_up_tale()
        self._refresh_tales()
        self._start_turn(self.first)

    def _turn_up_tale(self) -> None:
        if not self.tale_deck and self.tales_aside:
            self.tale_deck, self.tales_aside = self.tales_aside, []
            self.rng.shuffle(self.tale_deck)
            self.note("F-tale-turn", "The tale deck is empty: the tales set aside are shuffled into a new one.")
        self.round_tale = self.tale_deck.pop() if self.tale_deck else None
        if self.round_tale:
            self.note("F-tale-turn", f"This round's tale is {self.round_tale}: {self.tale_book[self.round_tale].rule}")
        else:
            self.note("F-tale-turn", "No tale is left to turn up this round.")

    def _refresh_tales(self) -> None:
        """Settle which tale effects apply to each seat this round, and how its cards score."""
        self.effects = effects_by_seat(self.players, self.round_tale, self.holders, self.tale_book)
        self.scorers = [scorer_for(self.table, effects) for effects in self.effects]
        self.thresholds = [LONG_WAIT_POINTS if "call_ten" in effects else CALL_POINTS for effects in self.effects]

    # -- the protocol ----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        return list(self.totals)

    def winners(self) -> list[int]:
        """Four Lions win outright; else the highest total, then the higher last-round score, else shared."""
        if self.phase != "over":
            return []
        if self.lion_winner is not None:
            return [self.lion_winner]
        best = max(self.totals)
        tied = [seat for seat in range(self.players) if self.totals[seat] == best]
        last = self._rounds[-1]["gained"]
        top = max(last[seat] for seat in tied)
        return [seat for seat in tied if last[seat] == top]

    def _legal_actions(self) -> Sequence[Action]:
        return _OPTIONS[self.phase](self)

    def _apply(self, action: Action) -> None:
        actor = self.turn
        if action.args:
            _HANDLERS[action.kind](self, *action.args)
        else:  # draw, end, score, strike...: half of all moves, and a plain call is the cheaper one
            _HANDLERS[action.kind](self)
        if action.kind in HAND_GAINS and self.phase != "over" and self.hands[actor].count(self.index.lion) >= 3:
            self._check_lions(actor)

    # -- what may be done now ------------------------------------------------------------------
    def _options_draw(self) -> Sequence[Action]:
        if self.skunked_now:
            return (moves.DRAW_ONE,)
        left, right = self.piles
        labels = self.index.labels
        deck = len(self.deck)
        return moves.draws(
            labels[left[-1]] if left else None, labels[right[-1]] if right else None, deck if deck < 2 else 2
        )

    def _options_keep(self) -> Sequence[Action]:
        first, second = self.drawn
        left, right = self.piles
        labels = self.index.labels
        return moves.keeps(labels[first], labels[second], DISCARD_SIDES[bool(left), bool(right)])

    def _options_match(self) -> list[Action]:
        return [moves.match(side, self._label(self.piles[side][-1])) for side in (0, 1)]

    def _options_play(self) -> list[Action]:
        if self.skunked_now:
            return [moves.END]
        seat = self.turn
        points, hand_pairs = count_points(self.packed[seat], self.played[seat], self.scorers[seat])
        options = self._pair_options(seat) if hand_pairs else []
        effects = self.effects[seat]
        if "hide_canary" in effects and not self.hidden[seat]:
            options += [moves.hide(self._label(c)) for c in sorted(set(self.hands[seat])) if c in self.index.canaries]
        options.append(moves.END_AGAIN if self.extra_turns else moves.END)
        if self.call is None and points >= self.thresholds[seat]:
            if "strike_only" not in effects:
                options.append(moves.SCORE)
            options.append(moves.STRIKE)
        return options

    def _options_tale(self) -> list[Action]:
        (held,) = [name for name, seat in self.holders.items() if seat == self.turn]
        return [moves.keep_tale(held), moves.keep_tale(self.offer)]  # type: ignore[arg-type]

    # -- numbers a player (or a bot) may ask about ----------------------------------------------
    def tally(self, seat: int) -> Tally:
        """The parts of ``seat``'s card points (hand + played; a hidden Canary counts for nothing)."""
        return tally(self.hands[seat], self.played[seat], self.scorers[seat])

    def card_points(self, seat: int) -> int:
        """What calling compares with 7: ``seat``'s card points now."""
        return count_points(self.packed[seat], self.played[seat], self.scorers[seat])[0]

    def points_if(self, seat: int, *, gained: Iterable[int] = (), lost: Iterable[int] = ()) -> int:
        """``seat``'s card points if its hand gained and lost these cards (codes): a bot's what-if,
        worked out from the seat's kept counts (``packed``) by what those cards weigh."""
        gained, weight = tuple(gained), self.table.card_weight
        packed = self.packed[seat]
        for code in gained:
            packed += weight[code]
        if lost:
            hand = [*self.hands[seat], *gained]
            for code in lost:
                hand.remove(code)  # a ValueError for a card the hand would not hold
                packed -= weight[code]
        return count_points(packed, self.played[seat], self.scorers[seat])[0]

    def call_threshold(self, seat: int) -> int:
        return self.thresholds[seat]

    def targets(self, seat: int) -> list[int]:
        """Opponents an attack may reach: not shielded by a hidden Canary and, during a Strike,
        only those who still have their last turn to play."""
        return [
            other
            for other in range(self.players)
            if other != seat and not self.hidden[other] and (self.call != "strike" or other in self.last_turns)
        ]

    def lion_threshold(self, seat: int) -> int:
        return 3 if "three_lions" in self.effects[seat] else 4

    def _label(self, code: int) -> str:
        return self.index.labels[code]

    def _and(self, codes: Iterable[int]) -> str:
        """Cards named in a log line: 'slate Raccoon and the moss Owl' (after a 'the')."""
        return " and the ".join(map(self._label, codes))

    def _held(self, seat: int) -> str:
        hand = sorted(self.hands[seat])
        return f"the {self._and(hand)}" if hand else "nothing"

    def tell(self, seat: int, rule: str, text: str) -> None:
        """Note what ``seat`` alone saw (``text`` without its full stop), an event only that seat's log
        shows (``Game.events_for``):
        the public event beside it says what happened without the hidden card."""
        self.note(rule, f"{text} (seen by {SEATS[seat]} alone).", self.turn, seen_by=seat)

    # -- cards in and out of hands ---------------------------------------------------------------
    def _gain(self, seat: int, code: int) -> None:
        """Put ``code`` in ``seat``'s hand. Cards join hands only through here and leave them
        through ``_lose`` (to be played, through ``_lay_down``; a Fox steal, which takes a card by
        its place in the hand, adjusts the counts itself), so each seat's packed counts stay right
        without a recount at every turn; the invariants check them."""
        self.hands[seat].append(code)
        self.packed[seat] += self.table.card_weight[code]

    def _lose(self, seat: int, code: int) -> None:
        """Take ``code`` out of ``seat``'s hand (to another place that does not score for it)."""
        self.hands[seat].remove(code)
        self.packed[seat] -= self.table.card_weight[code]

    def recount(self) -> None:
        """Count every seat's packed cards afresh: for code that sets hands or played pairs
        directly (a test or a walkthrough laying out a scene) instead of moving cards."""
        self.packed = [pack(hand, played, self.table) for hand, played in zip(self.hands, self.played)]

    # -- draw ----------------------------------------------------------------------------------
    def _start_turn(self, seat: int) -> None:
        self.turn = seat
        self.phase = "draw"
        self.skunked_now, self.skunked[seat] = self.skunked[seat], False
        self.stats["turns"] += 1
        if self.skunked_now:
            self.note(
                "F-skunk", f"{SEATS[seat]} is held by the Skunk: this turn it may only draw the deck's top card.", seat
            )
        if not self.deck and (self.skunked_now or not any(self.piles)):
            why = "the deck is empty" if self.skunked_now else "the deck and both discard piles are empty"
            self.note("F-draw", f"{SEATS[seat]} cannot draw: {why}.", seat)
            self._after_draw()

    def _take(self, side: int) -> None:
        code = self.piles[side].pop()
        self._gain(self.turn, code)
        self.note(
            "F-draw",
            f"{SEATS[self.turn]} takes the {self.index.labels[code]} from the {SIDES[side]} discard pile.",
            self.turn,
        )
        self._after_draw()

    def _draw(self) -> None:
        if len(self.deck) == 1:
            self._gain(self.turn, self.deck.pop())
            self.note("F-draw", f"{SEATS[self.turn]} draws the last card of the deck.", self.turn)
            self.tell(self.turn, "F-draw", f"{SEATS[self.turn]} draws the {self._label(self.hands[self.turn][-1])}")
            self._after_draw()
            return
        self.drawn = [self.deck.pop(), self.deck.pop()]
        self.phase = "keep"
        self.note("F-draw", f"{SEATS[self.turn]} draws two cards from the deck.", self.turn)
        self.tell(self.turn, "F-draw", f"{SEATS[self.turn]} draws the {self._and(self.drawn)}")

    def _draw_one(self) -> None:
        self._gain(self.turn, self.deck.pop())
        self.note("F-draw", f"{SEATS[self.turn]} draws the top card of the deck.", self.turn)
        self.tell(self.turn, "F-draw", f"{SEATS[self.turn]} draws the {self._label(self.hands[self.turn][-1])}")
        self._after_draw()

    def _keep(self, label: str, side: int) -> None:
        kept = self.catalogue.codes[label]
        self.drawn.remove(kept)
        (other,) = self.drawn
        self.drawn = []
        self._gain(self.turn, kept)
        self.piles[side].append(other)
        self.note(
            "F-draw",
            f"{SEATS[self.turn]} keeps one and discards the {self.index.labels[other]} onto the {SIDES[side]} pile.",
            self.turn,
        )
        if "discard_draw" in self.effects[self.turn] and other in self.index.collectables and self.deck:
            self._gain(self.turn, self.deck.pop())
            self.note(
                "F-tale-effect",
                f"Windfall: {SEATS[self.turn]} discarded a collection card and adds the deck's top card to its hand.",
                self.turn,
            )
            added = self._label(self.hands[self.turn][-1])
            self.tell(self.turn, "F-tale-effect", f"Windfall: {SEATS[self.turn]} adds the {added}")
        self._after_draw()

    def _after_draw(self) -> None:
        seat = self.turn
        self.phase = "match" if "matching_tops" in self.effects[seat] and self._tops_match() else "play"
        if self.phase == "match":
            colour = self.index.colours[self.piles[0][-1]]
            self.note(
                "F-tale-effect", f"Matching Leaves: both discard tops are {colour}; {SEATS[seat]} must take one.", seat
            )

    def _tops_match(self) -> bool:
        left, right = self.piles
        colours = self.index.colours
        return not self.skunked_now and bool(left and right) and colours[left[-1]] == colours[right[-1]]

    def _match(self, side: int) -> None:
        code = self.piles[side].pop()
        self._gain(self.turn, code)
        self.note(
            "F-tale-effect", f"{SEATS[self.turn]} takes the {self._label(code)} from the {SIDES[side]} pile.", self.turn
        )
        self.phase = "play"

    # -- ending a turn, calling ----------------------------------------------------------------------
    def _end(self) -> None:
        seat = self.turn
        self.note("F-end", f"{SEATS[seat]} ends the turn.", seat)
        if self.call is None and not self.deck:
            self.note("F-empty", "The deck is empty: the round ends and nobody scores.")
            self._record_round(None)
            self._after_round(scored=False)
        elif self.extra_turns:
            self.extra_turns -= 1
            self.note("F-extra", f"{SEATS[seat]} takes another turn (Owl pair).", seat)
            self._start_turn(seat)
        elif self.call == "strike":
            self._next_last_turn()
        else:
            self._start_turn((seat + 1) % self.players)

    def _score(self) -> None:
        self.call, self.caller = "score", self.turn
        self.note(
            "F-call",
            f"{SEATS[self.turn]} calls Score with {self.card_points(self.turn)} card points.",
            self.turn,
            call="score",
        )
        self._score_round()

    def _strike(self) -> None:
        seat = self.turn
        self.call, self.caller = "strike", seat
        self.extra_turns = 0
        self.last_turns = [(seat + i) % self.players for i in range(1, self.players)]
        self.note(
            "F-call",
            f"{SEATS[seat]} calls Strike with {self.card_points(seat)} card points and lays its hand face up: "
            f"{', '.join(map(self._label, sorted(self.hands[seat]))) or 'no cards'}. Everyone else has one last turn.",
            seat,
            call="strike",
        )
        self._next_last_turn()

    def _next_last_turn(self) -> None:
        if self.last_turns:
            seat = self.last_turns.pop(0)
            self.note("F-last", f"Last turn for {SEATS[seat]}.", seat)
            self._start_turn(seat)
        else:
            self._score_round()

    # -- scoring and the end of a round ------------------------------------------------------------
    def _score_round(self) -> None:
        holdings = [(self.hands[seat], self.played[seat], self.scorers[seat]) for seat in range(self.players)]
        cards = [self.card_points(seat) for seat in range(self.players)]
        bonus = [colour_bonus(packed, self.table)[0] for packed in self.packed]
        caller = self.caller
        success = None
        if self.call == "score":
            gained = list(cards)
        else:
            success = all(cards[caller] >= cards[other] for other in range(self.players) if other != caller)  # type: ignore[index]
            gained = [
                (cards[s] + bonus[s] if success else bonus[s]) if s == caller else (bonus[s] if success else cards[s])
                for s in range(self.players)
            ]
            verdict = (
                "holds: it scores its cards plus its colour bonus, the others their colour bonus only"
                if success
                else "fails: it scores only its colour bonus, the others score their cards"
            )
            self.note("F-strike", f"{SEATS[caller]}'s Strike {verdict}.", caller)
        for seat in range(self.players):
            self.totals[seat] += gained[seat]
        self.note(
            "F-score",
            "Round scores: "
            + "; ".join(
                f"{SEATS[s]} {gained[s]} ({cards[s]} card points, colour bonus {bonus[s]}), total {self.totals[s]}"
                for s in range(self.players)
            )
            + ".",
        )
        self._record_round(gained, holdings=holdings, success=success)
        self._after_round(scored=True)

    @property
    def rounds(self) -> list[dict[str, Any]]:
        """One record per round played: the call, what each seat gained, the totals after it and,
        for a scored round, each seat's score breakdown. Breakdowns are counted and put into words
        the first time anyone reads the records, because a sweep never does and they cost a tenth
        of a simulated game. (The cards waiting to be counted are hands of finished rounds, which
        are never changed again: each round deals into new lists.)"""
        for record, holdings in self._unworded:
            record["breakdowns"] = [breakdown(tally(*held), self.table) for held in holdings]
        self._unworded = []
        return self._rounds

    def _record_round(
        self, gained: list[int] | None, *, holdings: list[Holding] | None = None, success: bool | None = None
    ) -> None:
        record = {
            "round": self.round,
            "call": self.call,
            "caller": self.caller,
            "strike_success": success,
            "gained": gained or [0] * self.players,
            "totals": list(self.totals),
            "tale": self.round_tale,
            "breakdowns": None,
        }
        self._rounds.append(record)
        if holdings:
            self._unworded.append((record, holdings))

    def _after_round(self, *, scored: bool) -> None:
        """The game ends, or the tales change hands and the next round starts. Only a scored round
        can reach the target: an unscored one changes no total."""
        if max(self.totals) >= self.target:
            self.phase = "over"
            names = " and ".join(SEATS[s] for s in self.winners())
            self.note("F-game", f"Someone has reached {self.target} points: the game ends. Winner: {names}.")
        elif self.tale_book and self._hand_out_tales(scored):
            return
        else:
            self._start_round()

    def _hand_out_tales(self, scored: bool) -> bool:
        """Lapse held tales, pass on the round's tale; True when the recipient must choose.

        The seed hands a tale out "after scoring", so the tale of a round nobody scored (the deck
        ran out) goes to nobody: it is set aside like a tale offered to a tie (ruling F10)."""
        for name in lapsed(self.holders, self.tale_book, self.totals):
            seat = self.holders.pop(name)
            self.tales_aside.append(name)
            self.note(
                "F-tale-lapse",
                f"{SEATS[seat]} is no longer the only {self.tale_book[name].goes_to}: {name} is set aside.",
                seat,
            )
        tale, self.round_tale = self.round_tale, None
        if tale is None:
            return False
        if not scored:
            self.tales_aside.append(tale)
            self.note("F-tale-give", f"Nobody scored this round: {tale} goes to nobody and is set aside.", tale=tale)
            return False
        goes_to = self.tale_book[tale].goes_to
        seat = unique_seat(self.totals, goes_to)
        if seat is None:
            self.tales_aside.append(tale)
            self.note("F-tale-aside", f"Nobody is the only {goes_to}: {tale} is set aside.")
        elif seat in self.holders.values():
            self.offer, self.turn, self.phase = tale, seat, "tale"
            self.note(
                "F-tale-give",
                f"{tale} goes to {SEATS[seat]}, the {goes_to}, who already holds a tale and must choose one.",
                seat,
                tale=tale,
            )
            return True
        else:
            self.holders[tale] = seat
            self.note(
                "F-tale-give",
                f"{tale} goes to {SEATS[seat]}, the {goes_to}: from now on its rule applies to {SEATS[seat]} only.",
                seat,
                tale=tale,
            )
        return False

    def _keep_tale(self, name: str) -> None:
        seat = self.turn
        (held,) = [tale for tale, s in self.holders.items() if s == seat]
        dropped = self.offer if name == held else held
        if name != held:
            del self.holders[held]
            self.holders[name] = seat
        self.tales_aside.append(dropped)  # type: ignore[arg-type]
        self.offer = None
        self.note("F-tale-keep", f"{SEATS[seat]} keeps {name} and sets {dropped} aside.", seat)
        self._start_round()

    def explain_illegal(self, action: Action) -> IllegalActionError:
        return explain(self, action)

    def _check_lions(self, seat: int) -> None:
        """Cards only ever join the hand of the seat that moved (a swap checks its other side
        itself), so that hand is the one to look at."""
        lions = self.hands[seat].count(self.index.lion)
        if lions >= 3 and lions >= self.lion_threshold(seat):
            self.lion_winner = seat
            self.phase = "over"
            self.note("F-lions", f"{SEATS[seat]} holds {lions} Lions and wins the game at once!", seat)


_OPTIONS = {phase: getattr(ForestGame, f"_options_{phase}") for phase in PHASE_KINDS}
_HANDLERS = {kind: getattr(ForestGame, f"_{kind}") for kinds in PHASE_KINDS.values() for kind in kinds}
