"""The Forest of Humbaba: the rules card, and the engine that carries it out.

RULES IN BRIEF (our words, from the game's seed text; the rulings below settle what it leaves open)
Two to four players share a forest of 50 cedars for 8 rounds. 30 lie in the Forest Deck, which
everyone can count, and 20 in the Box Reserve, which no player may count. Each player harvests
cedars into a Stockpile by playing one card a round; the most cedars after round 8 wins, but if
the forest collapses, nobody wins.

  Each line ends with its rule id: every log event (``game.events``) names one, and the engine's
  stage for it (``core.events.stage``) carries the same id, so teaching code filters on ids.
  Setup ........................ Health 6; 30 + 20 cedars; each player shuffles a 20-card
                                 archetype deck and draws 5; all tokens 0; the Stranger-King
                                 holds the Defection Token, Cooperative side up.   H-setup
  Each round, in order:                                                           H-round
  1. Draw ...................... everyone draws 1 card (not in round 1).          H-draw
  2. Event ..................... rounds 3, 5 and 7 reveal an event and apply it.  H-event
  3. Harvest ................... everyone picks a card in secret (H-choose); then all are revealed
                                 (H-reveal), their effects resolve (H-effect), and harvests are
                                 served.                                         H-harvest
     harvest = card value (+ condition bonus) + Capacity (+ event bonus, + Patience burst H-burst)
     Units beyond the Forest Deck each need a Forest Die roll.                    H-die
     Institution pacts are checked after the harvest.                             H-pact
     Classroom rules (options, off by default): the quota is checked and over-quota
     harvests monitored and fined after the pacts (H-quota, H-monitor, H-fine); a shared
     forecast is announced before anyone chooses (H-forecast).
  4. Forest step ............... regeneration floor(H/2) Box -> Deck (H-regen); Renewal tokens
                                 Box -> Deck (H-renewal); the Seneca Clip resolves; vacuum
                                 (H-vacuum).                                     H-forest
  5. Cleanup ................... played cards leave the game; timed effects tick down. H-cleanup
  Forest Health ................ 0..10; bands 7–10 / 4–6 / 0–3 set the die odds (``odds.py``);
                                 every change is an event with data {"from", "to", "source"}. H-health
  Seneca Clip .................. a fall of 2+ from the start of the round to the end of the
                                 harvest cuts next round's regeneration by 2.    H-clip
  Defection .................... the Stranger-King may flip to Aggressive from round 3, must at
                                 the start of round 7; it cannot flip back.      H-defect
  Victory ...................... most cedars; ties: most Capacity, then most cards left in the
                                 draw pile, then shared. Collapse: nobody wins.   H-victory

RULINGS (each cited by its id, R1 and on, in the code and tests that carry it out)
  R1  Health moves only through card effects and events, and is clamped to 0..10.
  R2  Harvests are served in seat order from the round's first player (seat 0 in round 1, then one
      seat to the left each round). Each unit comes from the Forest Deck while it lasts; every
      further unit needs a Forest Die roll: success on 5 of 6 faces at Health 7–10, 4 at 4–6, 3 at
      0–3. A success moves a cedar from the Box Reserve to the player's Stockpile; a success on an
      empty Box counts as a failure. The first failure collapses the forest at once (so the seed's
      cleanup-time collapse check never finds anything left to do).
  R3  The Seneca Clip compares Health at the end of the harvest with Health at the start of the
      round (so events count). The clipped regeneration is max(0, floor(H/2) - 2); then the flag
      clears. A clip triggered in a round bites in the next round's forest step.
  R4  Regeneration and Renewal move cedars only while the Box Reserve has any.
  R5  Vacuum: "harvested 0" means a total harvest of 0. If exactly one player harvested 0, the
      player with the most Capacity (then most Stockpile) takes one cedar from the Box Reserve.
      (Ours: if that still ties, nobody gains, since the rule names a single player.)
  R6  Defection: voluntary from round 3 (offered as an action during the Stranger-King's harvest
      choice), automatic at the start of round 7, irreversible.
  R7  The Box Reserve never appears in a player's ``view`` unless the ``reveal_box`` option is on
      or that player played an ``information`` card (then the view keeps what they saw, and when).
      No cedar ever leaves the game, so a player who tracks the Forest Deck and every Stockpile
      can still work the Box out; the rules forbid counting it, not arithmetic. The log obeys the
      same: the Box count after setup and after each forest step is an event for the teacher's
      eyes only (``NOBODY``; everyone's with ``reveal_box``), and an information card's count is
      its player's alone (``Game.events_for``).
  R8  Ours: the harvest resolves in four steps. (1) Reveal all cards; every demand is fixed now,
      from the Capacity and the state at the reveal (so Capacity a card gives counts from the next
      harvest, and every card condition is judged at this moment). (2) Card effects resolve in turn
      order (Health changes land before the die is rolled). (3) Harvests are served in turn order.
      (4) Institution pacts check every player's harvest.
  R9  Ours: after defection the Stranger-King spends all its Patience at its next harvest, +1
      harvest and -1 Health per token (the "burst"); dual_mode cards give Patience only while
      Cooperative.
  R10 Ours: timed effects (an event's regen or harvest change, a delayed heal) count down at
      cleanup; a delayed heal lands in the cleanup where its count reaches 0.
  R11 Classroom variant, beyond the rule book (the ``harvest_quota`` option, off at 0): a quota is a cap
      a class agrees on for each seat's harvest a round. It forbids nothing: every card stays
      legal, and a harvest above the cap is only "over quota", because a rule that cannot be broken
      needs no monitoring or sanctions (R12, R13). A harvest is judged by its demand, fixed at the
      reveal (R8), and the quota is checked after the pacts, if the forest still stands. The cards
      are face up, so anyone can see a harvest over the quota; the quota alone names nobody.
  R12 Classroom variant, beyond the rule book (the ``monitoring`` option, a chance in %, off at
      0): after the quota check, each over-quota harvest, in turn order, is detected with that
      chance, drawn from the game's seeded rng (``random() < monitoring / 100``; 100 always
      detects). A detected seat is named to the table as a public event and its offence counted
      (the count is public); an undetected one is noted for the teacher's eyes only.
  R13 Classroom variant, beyond the rule book (the ``fine`` option, off at 0): graduated
      sanctions. A seat detected for its k-th time pays k times the fine, in cedars from its
      Stockpile back to the Forest Deck (so with fine 2: 2, then 4, then 6...), as much as its
      Stockpile holds; the fine is a public event. No cedar leaves the game.
  R14 Classroom variant, beyond the rule book (the ``shared_forecast`` option): before anyone
      chooses, the table is told the Forest Deck, the Forest Die's odds at the Health now and the
      chance that 1, 2, 3 or 4 cedars taken beyond the deck collapse the forest (``odds.py``, as
      the board's forecast reckons it). It is information only, from public counts: it names no
      pick and no hand, and never the Box Reserve (cards revealed this round may still move Health).

Chance is explicit: every Forest Die roll is logged with its odds, ``odds.collapse_probability``
gives the exact risk of k rolls, and ``HumbabaGame.forecast`` gives the risk of the harvest about
to be resolved. The engine never imports ipywidgets or plotly.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.events import EVERYONE, NOBODY, stage
from ..core.game import Game
from ..core.registry import register_game
from . import odds
from .cards import STRANGER_KING, Archetype, Card, Event, all_cards, cedars, load_archetypes, load_events
from .options import INSTITUTIONS, MAX_HEALTH, OPTIONS

ROUNDS = 8
HAND_SIZE = 5
EVENT_ROUNDS = (3, 5, 7)
DEFECTION_FROM = 3
FORCED_DEFECTION = 7
FORECAST_EXTRA = 4  # the shared forecast's odds run to this many cedars beyond the Forest Deck (R14)


class Seat:
    """One player's cards and tokens."""

    __slots__ = ("deck", "draw_pile", "hand", "played", "capacity", "patience", "renewal", "stockpile", "box_seen")

    def __init__(self, deck: str, cards: list[str]) -> None:
        self.deck = deck
        self.draw_pile = cards[HAND_SIZE:]
        self.hand = cards[:HAND_SIZE]
        self.played: list[str] = []
        self.capacity = 0
        self.patience = 0
        self.renewal = 0
        self.stockpile = 0
        self.box_seen: list[dict[str, int]] = []

    def public(self) -> dict[str, Any]:
        return {
            "archetype": self.deck,
            "stockpile": self.stockpile,
            "capacity": self.capacity,
            "patience": self.patience,
            "renewal": self.renewal,
            "hand_size": len(self.hand),
            "draw_pile_size": len(self.draw_pile),
            "played": list(self.played),
        }

    def state(self) -> dict[str, Any]:
        return {
            **self.public(),
            "hand": list(self.hand),
            "draw_pile": list(self.draw_pile),
            "box_seen": [dict(s) for s in self.box_seen],
        }


@register_game
class HumbabaGame(Game):
    name = "humbaba"
    shared = ("archetypes", "cards", "event_book")
    # The whole state, as slots: read and written at every move (see ``Game.__slots__``).
    __slots__ = (
        "aggressive",
        "archetypes",
        "box_reserve",
        "cards",
        "choices",
        "clip_active",
        "clip_lost",
        "clip_triggered",
        "clips",
        "collapsed",
        "defection_round",
        "event",
        "event_book",
        "event_deck",
        "fined",
        "first_player",
        "forest_deck",
        "harvested",
        "health",
        "health_at_start",
        "king",
        "offences",
        "phase",
        "revealed",
        "round",
        "rounds",
        "seats",
        "timers",
    )
    min_players = 2
    max_players = 4
    declared_options = OPTIONS

    # -- setup -----------------------------------------------------------------------------
    def setup(self) -> None:
        self.archetypes: dict[str, Archetype] = load_archetypes(self.data_folder)
        self.cards: dict[str, Card] = all_cards(self.archetypes)
        self.event_book: dict[str, Event] = load_events(self.data_folder)
        self.health: int = self.options["starting_health"]
        self.forest_deck: int = self.options["forest_size"]
        self.box_reserve: int = self.options["box_size"]
        self.event_deck = list(self.event_book) if self.options["events"] else []
        self.rng.shuffle(self.event_deck)
        self.seats: list[Seat] = []
        for deck in self.options["archetypes"]:
            cards = self.archetypes[deck].deck_list()
            self.rng.shuffle(cards)
            self.seats.append(Seat(deck, cards))
        self.king: int | None = next((s for s, seat in enumerate(self.seats) if seat.deck == STRANGER_KING), None)
        self.aggressive = False
        self.defection_round: int | None = None
        self.round = 0
        self.phase = "setup"
        self.first_player = 0
        self.health_at_start = self.health
        self.clip_active = False
        self.clip_triggered = False
        self.clips = 0
        self.clip_lost = 0
        self.timers: list[dict[str, Any]] = []
        self.event: str | None = None
        self.choices: dict[int, tuple[str, int | None]] = {}
        self.revealed: list[dict[str, Any]] = []
        self.harvested: list[int] = [0] * self.players
        self.collapsed = False
        self.rounds: list[dict[str, Any]] = []
        self.offences: list[int] = [0] * self.players  # detected over-quota harvests, by seat (R12)
        self.fined: list[int] = [0] * self.players  # cedars each seat has paid in fines (R13)
        decks = ", ".join(f"Seat {s}: {self.archetypes[d].name}" for s, d in enumerate(self.options["archetypes"]))
        self.note(
            "H-setup",
            f"Setup: Forest Health {self.health}, Forest Deck {self.forest_deck}, Box Reserve hidden. {decks}.",
        )
        self._note_box("H-setup", "at setup")
        self._start_round(1)

    # -- the protocol ----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase != "harvest" or len(self.choices) == self.players:
            return None
        return (self.first_player + len(self.choices)) % self.players  # seats choose in turn order

    def turn_order(self) -> list[int]:
        return [(self.first_player + i) % self.players for i in range(self.players)]

    def _legal_actions(self) -> list[Action]:
        seat = self.current_player
        assert seat is not None
        actions = []
        if self.may_defect(seat):
            actions.append(Action("defect", (), "flip the Defection Token to Aggressive"))
        for name in dict.fromkeys(self.seats[seat].hand):
            actions.extend(_plays(name, self.cards[name].needs_target, seat, self.players))
        return actions

    def may_defect(self, seat: int) -> bool:
        return seat == self.king and not self.aggressive and self.round >= DEFECTION_FROM

    def explain_illegal(self, action: Action) -> IllegalActionError:
        seat = self.current_player
        if action.kind == "defect":
            if seat != self.king:
                return IllegalActionError(
                    "Defection", f"only the Stranger-King may defect, and Seat {seat} is choosing now"
                )
            if self.aggressive:
                return IllegalActionError(
                    "Defection", "the Defection Token is already Aggressive; defection is irreversible"
                )
            return IllegalActionError(
                "Defection", f"the Stranger-King may defect from round {DEFECTION_FROM}; this is round {self.round}"
            )
        if action.kind != "play":
            return IllegalActionError(
                "Harvest Phase", f"'{action.kind}' is not a Humbaba action (play a card, or defect)"
            )
        name = action.args[0] if action.args else None
        if name not in self.seats[seat].hand:
            return IllegalActionError(
                "Harvest Phase",
                f"each player plays one card from their own hand, and {name!r} is not in Seat {seat}'s hand",
            )
        if self.cards[name].needs_target:
            return IllegalActionError(
                "Targets", f"{name} needs a target: another player's seat (0..{self.players - 1}, not {seat})"
            )
        return IllegalActionError("Targets", f"{name} takes no target")

    def _apply(self, action: Action) -> None:
        seat = self.current_player
        if action.kind == "defect":
            self._defect(voluntary=True)
            return
        name, *target = action.args
        self.choices[seat] = (name, target[0] if target else None)
        self.note("H-choose", f"Seat {seat} chooses a card face down.", seat)
        if len(self.choices) == self.players:
            self._finish_round()

    def is_over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> list[int]:
        """Most cedars; then most Capacity; then most cards left in the draw pile; else shared."""
        if not self.is_over() or self.collapsed:
            return []
        best = max(self._rank(s) for s in range(self.players))
        return [s for s in range(self.players) if self._rank(s) == best]

    def _rank(self, seat: int) -> tuple[int, int, int]:
        player = self.seats[seat]
        return (player.stockpile, player.capacity, len(player.draw_pile))

    def scores(self) -> list[int]:
        return [seat.stockpile for seat in self.seats]

    # -- views -----------------------------------------------------------------------------
    def _table(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase,
            "first_player": self.first_player,
            "health": self.health,
            "band": odds.band(self.health),
            "regen_rate": self.regen_rate(),
            "die_success": str(self.die_success()),
            "collapse_faces": odds.collapse_faces(self.health, self.options["die_success"]),
            "forest_deck": self.forest_deck,
            "event": self.event,
            "events_left": len(self.event_deck),
            "clip_active": self.clip_active,
            "clip_triggered": self.clip_triggered,
            "defection_token": None
            if self.king is None
            else {"seat": self.king, "side": "aggressive" if self.aggressive else "cooperative"},
            "timers": [dict(t) for t in self.timers],
            "revealed": [dict(r) for r in self.revealed],
            "collapsed": self.collapsed,
            "rounds": [dict(r) for r in self.rounds],
            **({"institutions": self.institutions()} if self.institutions_in_force() else {}),
        }

    def view(self, seat: int) -> dict[str, Any]:
        own = self.seats[self.check_seat(seat)]
        view = self._table()
        if self.options["reveal_box"]:
            view["box_reserve"] = self.box_reserve
        view["rounds"] = [
            {k: v for k, v in r.items() if k != "box_reserve" or self.options["reveal_box"]} for r in self.rounds
        ]
        view["players"] = [p.public() for p in self.seats]
        view["chosen"] = [s in self.choices for s in range(self.players)]
        view["seat"] = seat
        view["hand"] = list(own.hand)
        view["my_choice"] = list(self.choices[seat]) if seat in self.choices else None
        view["box_seen"] = [dict(s) for s in own.box_seen]
        if self.options["shared_forecast"] and self.phase == "harvest":
            view["shared_forecast"] = self.shared_forecast()
        return view

    def snapshot(self) -> dict[str, Any]:
        return {
            **self._table(),
            "box_reserve": self.box_reserve,
            "health_at_start": self.health_at_start,
            "event_deck": list(self.event_deck),
            "players": [p.state() for p in self.seats],
            "choices": {str(s): list(c) for s, c in sorted(self.choices.items())},
            "harvested": list(self.harvested),
            "clips": self.clips,
            "defection_round": self.defection_round,
        }

    @classmethod
    def batch_rows(
        cls, seats: Sequence[Any], parts: Sequence[tuple[dict[str, Any], Sequence[int]]]
    ) -> list[dict[str, Any]] | None:
        """The standard bots' games all at once (``batch.py``), imported here so that the engine,
        the boards and the walkthroughs never need numpy."""
        from .batch import batch_rows

        return batch_rows(seats, parts)

    def summary(self) -> dict[str, Any]:
        return {
            "collapsed": self.collapsed,
            "collapse_round": self.round if self.collapsed else None,
            "rounds_played": len(self.rounds),
            "final_health": self.health,
            "min_health": min([self.options["starting_health"], *(r["health"] for r in self.rounds)]),
            "forest_deck": self.forest_deck,
            "box_reserve": self.box_reserve,
            "harvested_total": sum(self.scores()),
            "clips": self.clips,
            "clip_lost": self.clip_lost,
            "defection_round": self.defection_round,
            "events_seen": " / ".join(r["event"] for r in self.rounds if r["event"]),
            "health_path": tuple(r["health"] for r in self.rounds),
            "deck_path": tuple(r["forest_deck"] for r in self.rounds),
            "offences": sum(self.offences),
            "fined": sum(self.fined),
        }

    def invariant_violations(self) -> list[str]:
        problems = []
        cedars = self.forest_deck + self.box_reserve + sum(self.scores())
        if cedars != self.options["forest_size"] + self.options["box_size"]:
            problems.append(f"cedars not conserved: deck + box + stockpiles = {cedars}")
        if min(self.forest_deck, self.box_reserve, *self.scores()) < 0:
            problems.append("a cedar pile is negative")
        if not 0 <= self.health <= MAX_HEALTH:
            problems.append(f"Forest Health {self.health} is outside 0..{MAX_HEALTH}")
        if not 1 <= self.round <= ROUNDS:
            problems.append(f"round {self.round} is outside 1..{ROUNDS}")
        if self.collapsed and self.winners():
            problems.append("a collapsed forest has winners")
        for seat, player in enumerate(self.seats):
            cards = sorted(player.hand + player.draw_pile + player.played)
            if cards != sorted(self.archetypes[player.deck].deck_list()):
                problems.append(f"Seat {seat}'s cards are not its 20-card deck")
            if min(player.capacity, player.patience, player.renewal) < 0:
                problems.append(f"Seat {seat} has a negative token count")
        return problems

    # -- numbers a player (or a bot) may ask about -------------------------------------------
    def regen_rate(self, *, clipped: bool | None = None) -> int:
        """This round's regeneration; ``clipped=False``: as it would be without the Seneca Clip."""
        modifier = sum(t["amount"] for t in self.timers if t["kind"] == "regen")
        return odds.regeneration(
            self.health,
            divisor=self.options["regen_divisor"],
            clipped=self.clip_active if clipped is None else clipped,
            clip_penalty=self.options["clip_penalty"],
            modifier=modifier,
        )

    def die_success(self) -> Fraction:
        return odds.die_success(self.health, self.options["die_success"])

    def harvest_value(self, seat: int, name: str) -> int:
        """What ``name`` would harvest for ``seat`` as things stand, before other cards resolve.

        This sits on every bot's hot path, hence the early-outs for the common plain card.
        """
        card = self.cards[name]
        player = self.seats[seat]
        aggressive = seat == self.king and self.aggressive
        value = card.aggressive_harvest if aggressive and card.type == "dual_mode" else card.harvest
        if card.bonus and self.condition_holds(seat, name):
            value += card.bonus
        if self.timers:
            value += sum(t["amount"] for t in self.timers if t["kind"] == "harvest")
        if aggressive:
            value += player.patience
        return max(0, value + player.capacity)

    def _amounts(self, seat: int) -> dict[str, int]:
        player = self.seats[seat]
        return {
            "health": self.health,
            "capacity": player.capacity,
            "stockpile": player.stockpile,
            "patience": player.patience,
            "forest": self.forest_deck,
            "round": self.round,
        }

    def institutions_in_force(self) -> bool:
        """Whether any classroom rule (R11 to R14) is on: only then do views and snapshots carry them."""
        return any(self.options[name] for name in INSTITUTIONS)

    def institutions(self) -> dict[str, Any]:
        """The classroom rules in force and what they have made public: each seat's detected
        offences and the cedars it has paid in fines (R12, R13)."""
        return {
            **{name: self.options[name] for name in INSTITUTIONS},
            "offences": list(self.offences),
            "fined": list(self.fined),
        }

    def over_quota(self, demand: int) -> bool:
        """Whether a harvest of ``demand`` breaks the quota (R11; never when there is none)."""
        return 0 < self.options["harvest_quota"] < demand

    def next_fine(self, seat: int) -> int:
        """What ``seat`` would owe if detected now: its next offence's number times the fine (R13)."""
        return self.options["fine"] * (self.offences[seat] + 1)

    def shared_forecast(self) -> dict[str, Any]:
        """The shared forecast (R14), from public counts only: the Forest Deck, the die odds at the
        Health now, and the exact chance that 1 to 4 cedars beyond the deck collapse the forest."""
        return {
            "forest_deck": self.forest_deck,
            "health": self.health,
            "die_success": str(self.die_success()),
            "collapse_beyond": [  # 1, 2, ... cedars beyond the deck
                str(odds.collapse_probability(extra, self.health, self.options["die_success"]))
                for extra in range(1, FORECAST_EXTRA + 1)
            ],
        }

    def forecast(self, plays: dict[int, Action | str] | None = None) -> dict[str, Any]:
        """The exact odds of the coming harvest, once every seat's card is known.

        ``plays`` fills in seats that have not chosen yet (hypothetical cards). Returns each seat's
        demand, the units beyond the Forest Deck, the die odds at the Health the dice will be
        rolled at, and the collapse probability a player would compute (assuming the hidden Box
        is deep enough) next to the true one (which also counts an empty Box as failure), and each
        change the revealed cards make to Health first (the ``H-health`` events' data).
        """
        if self.phase != "harvest":
            raise ValueError("a forecast needs a harvest in progress (the game is over)")
        trial = self.clone()
        trial.events = []
        for seat, action in (plays or {}).items():
            if seat in trial.choices:
                raise ValueError(f"Seat {seat} has already chosen its card")
            trial.choices[seat] = _play_args(self, seat, action)
        missing = [s for s in range(self.players) if s not in trial.choices]
        if missing:
            raise ValueError(f"the harvest can be forecast once every seat has a card; missing: {missing}")
        demands = trial._reveal_and_resolve_effects()
        excess = max(0, sum(demands) - trial.forest_deck)
        p = trial.die_success()
        believed = 1 - p**excess
        actual = Fraction(1) if excess > trial.box_reserve else believed
        return {
            "demands": demands,
            "forest_deck": trial.forest_deck,
            "excess": excess,
            "health": trial.health,
            "die_success": p,
            "collapse_probability": believed,
            "true_collapse_probability": actual,
            "health_changes": [event.data for event in trial.events if event.rule == "H-health"],
        }

    # -- the round -------------------------------------------------------------------------
    @stage("H-draw")
    def _start_round(self, number: int) -> None:
        self.round = number
        self.first_player = (number - 1) % self.players
        self.health_at_start = self.health
        self.clip_active, self.clip_triggered = self.clip_triggered, False
        self.event = None
        self.note("H-round", f"Round {number} begins; Seat {self.first_player} is first player.", round=number)
        if number == FORCED_DEFECTION and self.king is not None and not self.aggressive:
            self._defect(voluntary=False)
        if number > 1:
            self.phase = "draw"
            for seat, player in enumerate(self.seats):
                if player.draw_pile:
                    player.hand.append(player.draw_pile.pop(0))
                    self.note("H-draw", f"Draw: Seat {seat} draws a card.", seat)
                else:
                    self.note("H-draw", f"Draw: Seat {seat}'s draw pile is empty.", seat, empty=True)
        if number in EVENT_ROUNDS and self.event_deck:
            self.phase = "event"
            self._reveal_event()
        self.phase = "harvest"
        self.choices = {}
        if self.options["shared_forecast"]:
            self._announce_forecast()

    @stage("H-forecast")
    def _announce_forecast(self) -> None:
        """R14: the table hears the odds its harvest would face, before anyone chooses."""
        cast = self.shared_forecast()
        chances = ", ".join(
            f"{extra} beyond: {float(Fraction(chance)):.0%}"
            for extra, chance in enumerate(cast["collapse_beyond"], start=1)
        )
        self.note(
            "H-forecast",
            f"Shared forecast: the Forest Deck holds {cedars(cast['forest_deck'])}; every cedar the table takes "
            f"beyond it is a Forest Die roll at Health {cast['health']} (success {cast['die_success']}). "
            f"Chance the forest collapses: {chances}.",
            **cast,
        )

    @stage("H-defect")
    def _defect(self, *, voluntary: bool) -> None:
        self.aggressive = True
        self.defection_round = self.round
        how = "flips" if voluntary else "must flip (round 7)"
        self.note(
            "H-defect",
            f"Defection: the Stranger-King (Seat {self.king}) {how} the Defection Token to Aggressive.",
            self.king,
            voluntary=voluntary,
        )

    @stage("H-event")
    def _reveal_event(self) -> None:
        event = self.event_book[self.event_deck.pop(0)]
        self.event = event.name
        self.note("H-event", f"Event: {event.name}. {event.text}", event=event.name)
        self._change_health(event.health, event.name)
        if event.forest > 0:
            self._move_box_to_deck(event.forest, event.name, "H-event")
        elif event.forest < 0:
            moved = min(-event.forest, self.forest_deck)
            self.forest_deck -= moved
            self.box_reserve += moved
            self.note(
                "H-event",
                f"{event.name}: {cedars(moved)} from the Forest Deck back into the Box Reserve.",
                moved=-moved,
            )
        for seat in self.turn_order():
            player = self.seats[seat]
            player.capacity = max(0, player.capacity + event.capacity)
            player.renewal += event.renewal
            if event.tithe:
                self._return_to_deck(seat, event.tithe, event.name, "H-event")
        for kind in ("regen", "harvest"):
            amount = getattr(event, kind)
            if amount:
                self.timers.append(
                    {"kind": kind, "amount": amount, "rounds_left": event.duration, "source": event.name, "seat": None}
                )

    def _finish_round(self) -> None:
        demands = self._reveal_and_resolve_effects()
        if not self._serve(demands):
            self._record_round(demands)
            return
        self._check_pacts(demands)
        if self.options["harvest_quota"]:
            self._check_quota(demands)
        self._check_clip()
        self._forest_step()
        self._cleanup()
        self._record_round(demands)
        if self.round == ROUNDS:
            self.phase = "over"
            names = ", ".join(f"Seat {s}" for s in self.winners())
            self.note(
                "H-victory", f"End of round {ROUNDS}: the forest survives. Winner(s): {names}.", winners=self.winners()
            )
        else:
            self._start_round(self.round + 1)

    @stage("H-reveal")
    def _reveal_and_resolve_effects(self) -> list[int]:
        """Harvest steps 1 and 2 (ruling R8): reveal, then card effects in turn order; returns demands."""
        self.phase = "harvest"
        order = self.turn_order()
        self.revealed = []
        for seat in order:
            name, target = self.choices[seat]
            player = self.seats[seat]
            player.hand.remove(name)
            player.played.append(name)
            self.revealed.append({"round": self.round, "seat": seat, "card": name, "target": target})
        self.note(
            "H-reveal", "Reveal: " + "; ".join(f"Seat {r['seat']} plays {r['card']}" for r in self.revealed) + "."
        )
        demands = [self.harvest_value(seat, self.choices[seat][0]) for seat in range(self.players)]
        conditions = [self.condition_holds(seat, self.choices[seat][0]) for seat in range(self.players)]
        for seat in order:
            self._resolve_card(seat, *self.choices[seat], condition_holds=conditions[seat])
        return demands

    def condition_holds(self, seat: int, name: str) -> bool:
        """Whether the card's condition (if it has one) is met for ``seat`` right now."""
        condition = self.cards[name].condition
        return condition is None or condition.holds(self._amounts(seat))

    def _resolve_card(self, seat: int, name: str, target: int | None, *, condition_holds: bool) -> None:
        card = self.cards[name]
        player = self.seats[seat]
        aggressive = seat == self.king and self.aggressive
        if card.type == "dual_mode" and aggressive:
            self._change_health(card.aggressive_health, f"{name} (Aggressive)")
        else:
            self._change_health(card.health, name)
            if card.type == "dual_mode":
                player.patience += card.patience
                self.note(
                    "H-effect",
                    f"{name}: the Stranger-King gains {card.patience} Patience ({player.patience} in all).",
                    seat,
                )
        if aggressive and player.patience:
            self.note(
                "H-burst",
                f"Burst: the Stranger-King spends {player.patience} Patience for +{player.patience} harvest "
                f"and -{player.patience} Forest Health.",
                seat,
            )
            self._change_health(-player.patience, "Burst")
            player.patience = 0
        if card.capacity and condition_holds:
            player.capacity += card.capacity
            self.note(
                "H-effect", f"{name}: Seat {seat} gains {card.capacity} Capacity ({player.capacity} in all).", seat
            )
        if card.renewal:
            player.renewal += card.renewal
            self.note("H-effect", f"{name}: Seat {seat} gains {card.renewal} Renewal.", seat)
        if card.returns and self._return_to_deck(seat, card.returns, name, "H-effect") and card.heal:
            self._change_health(card.heal, name)
        if card.delay:
            self.timers.append(
                {"kind": "heal", "amount": card.heal, "rounds_left": card.delay, "source": name, "seat": seat}
            )
            self.note("H-effect", f"{name}: Forest Health +{card.heal} is promised in {card.delay} cleanup(s).", seat)
        if card.reveal:
            player.box_seen.append({"round": self.round, "box_reserve": self.box_reserve})
            self.note("H-effect", f"{name}: Seat {seat} counts the Box Reserve in secret.", seat)
            box = self.box_reserve
            self.note(
                "H-effect",
                f"{name}: the Box Reserve holds {cedars(box)} (seen by Seat {seat} alone).",
                seat,
                seat,
                box_reserve=box,
            )
        if card.steal:
            taken = min(card.steal, self.seats[target].stockpile)
            self.seats[target].stockpile -= taken
            player.stockpile += taken
            self.note(
                "H-effect",
                f"{name}: Seat {seat} takes {cedars(taken)} from Seat {target}.",
                seat,
                target=target,
                taken=taken,
            )
        if card.levy:
            for other in self.turn_order():
                if self.seats[other].stockpile > player.stockpile:
                    self._return_to_deck(other, card.levy, name, "H-effect")

    @stage("H-harvest")
    def _serve(self, demands: list[int]) -> bool:
        """Harvest step 3 (ruling R2): the Forest Deck first, then one die roll per unit. False on collapse."""
        self.harvested = list(demands)
        for seat in self.turn_order():
            player = self.seats[seat]
            from_deck = min(demands[seat], self.forest_deck)
            self.forest_deck -= from_deck
            player.stockpile += from_deck
            rolls = demands[seat] - from_deck
            if demands[seat]:
                extra = f"; {rolls} more need the Forest Die" if rolls else ""
                self.note(
                    "H-harvest",
                    f"Harvest: Seat {seat} demands {demands[seat]} and takes {from_deck} from the Forest Deck{extra}.",
                    seat,
                    demand=demands[seat],
                    from_deck=from_deck,
                )
            else:
                self.note("H-harvest", f"Harvest: Seat {seat} harvests nothing.", seat, demand=0, from_deck=0)
            for unit in range(1, rolls + 1):
                if not self._roll(seat, unit):
                    return False
        return True

    def _roll(self, seat: int, unit: int) -> bool:
        faces = self.options["die_success"][odds.band_index(self.health)]
        face = self.rng.randint(1, odds.DIE_FACES)
        odds_text = f"success on 1–{faces}, odds {self.die_success()}" if faces else "no face succeeds"
        if face <= faces and self.box_reserve:
            self.box_reserve -= 1
            self.seats[seat].stockpile += 1
            self.note(
                "H-die",
                f"Forest Die for Seat {seat}, unit {unit}: rolled {face} ({odds_text}): a cedar from the Box Reserve.",
                seat,
                unit=unit,
                face=face,
                success=True,
            )
            return True
        why = "the Box Reserve is empty" if face <= faces else "failure"
        self.note(
            "H-die",
            f"Forest Die for Seat {seat}, unit {unit}: rolled {face} ({odds_text}): {why}. The forest "
            "collapses! Nobody wins.",
            seat,
            unit=unit,
            face=face,
            success=False,
        )
        self.collapsed = True
        self.phase = "over"
        return False

    @stage("H-pact")
    def _check_pacts(self, demands: list[int]) -> None:
        """Harvest step 4: an institution's pact heals only if every harvest kept to its limit."""
        for reveal in self.revealed:
            card = self.cards[reveal["card"]]
            if card.pact:
                kept = max(demands) <= card.pact
                self.note(
                    "H-pact",
                    f"{card.name}: the pact (nobody above {card.pact}) was {'kept' if kept else 'broken'}.",
                    kept=kept,
                )
                if kept:
                    self._change_health(card.heal, card.name)

    @stage("H-quota")
    def _check_quota(self, demands: list[int]) -> None:
        """R11 to R13: the quota names nobody; monitoring may detect an over-quota harvest, and a
        detected seat pays a fine that rises with each offence."""
        for seat in self.turn_order():
            if self.over_quota(demands[seat]) and self.options["monitoring"]:
                self._monitor(seat, demands[seat])

    @stage("H-monitor")
    def _monitor(self, seat: int, demand: int) -> None:
        quota = self.options["harvest_quota"]
        if self.rng.random() >= self.options["monitoring"] / 100:
            self.note(
                "H-monitor",
                f"Teacher only: Seat {seat}'s harvest of {demand} is over the quota of {quota} and goes undetected.",
                seat,
                NOBODY,
                demand=demand,
                detected=False,
            )
            return
        self.offences[seat] += 1
        offence = self.offences[seat]
        self.note(
            "H-monitor",
            f"Monitoring: Seat {seat}'s harvest of {demand} is over the quota of {quota}, and it is detected "
            f"(offence {offence}).",
            seat,
            demand=demand,
            detected=True,
            offence=offence,
        )
        if self.options["fine"]:
            self._fine(seat, offence)

    @stage("H-fine")
    def _fine(self, seat: int, offence: int) -> None:
        due = self.options["fine"] * offence
        self.fined[seat] += self._return_to_deck(
            seat, due, f"Fine for offence {offence} ({offence} × {self.options['fine']} cedars due)", "H-fine"
        )

    @stage("H-clip")
    def _check_clip(self) -> None:
        drop = self.health_at_start - self.health
        if drop >= self.options["clip_threshold"]:
            self.clip_triggered = True
            self.clips += 1
            self.note(
                "H-clip",
                f"Seneca Clip! Health fell {drop} this round ({self.health_at_start} to {self.health}): next "
                f"round's regeneration is cut by {self.options['clip_penalty']}.",
                drop=drop,
            )

    @stage("H-forest")
    def _forest_step(self) -> None:
        self.phase = "forest"
        rate = self.regen_rate()
        note = (
            f" (cut by the Seneca Clip from {self.health // self.options['regen_divisor']})" if self.clip_active else ""
        )
        unclipped = min(self.regen_rate(clipped=False), self.box_reserve)
        moved = self._move_box_to_deck(rate, "Regeneration", "H-regen", quiet=True)
        self.clip_lost += unclipped - moved
        self.note(
            "H-regen",
            f"Regeneration: rate {rate}{note}; {cedars(moved)} from the Box Reserve to the Forest Deck.",
            rate=rate,
            moved=moved,
        )
        for seat in self.turn_order():
            player = self.seats[seat]
            if player.renewal:
                self._move_box_to_deck(player.renewal, f"Renewal (Seat {seat})", "H-renewal", seat)
                player.renewal = 0
        self._note_box("H-regen", "after regrowth")
        if self.clip_active:
            self.clip_active = False
            self.note("H-clip", "Seneca Clip resolved: the clip flag clears.", resolved=True)
        self._vacuum()

    @stage("H-vacuum")
    def _vacuum(self) -> None:
        idle = [s for s in range(self.players) if self.harvested[s] == 0]
        if len(idle) != 1:
            return
        rank = [(p.capacity, p.stockpile) for p in self.seats]
        best = max(rank)
        leaders = [s for s in range(self.players) if rank[s] == best]
        if len(leaders) > 1:
            self.note(
                "H-vacuum",
                f"Vacuum: Seat {idle[0]} alone harvested 0, but Seats {leaders} tie on Capacity and Stockpile: "
                "nobody gains.",
                idle[0],
                tied=leaders,
            )
        elif self.box_reserve:
            self.box_reserve -= 1
            self.seats[leaders[0]].stockpile += 1
            self.note(
                "H-vacuum",
                f"Vacuum: Seat {idle[0]} alone harvested 0; Seat {leaders[0]} (most Capacity, then Stockpile) "
                "takes a cedar from the Box Reserve.",
                idle[0],
                gainer=leaders[0],
            )

    @stage("H-cleanup")
    def _cleanup(self) -> None:
        self.phase = "cleanup"
        remaining = []
        for timer in self.timers:
            timer["rounds_left"] -= 1
            if timer["rounds_left"] > 0:
                remaining.append(timer)
            elif timer["kind"] == "heal":
                self._change_health(timer["amount"], f"{timer['source']} (delayed)")
        self.timers = remaining

    def _record_round(self, demands: list[int]) -> None:
        self.rounds.append(
            {
                "round": self.round,
                "health_start": self.health_at_start,
                "health": self.health,
                "forest_deck": self.forest_deck,
                "box_reserve": self.box_reserve,
                "event": self.event,
                "plays": [self.choices[seat][0] for seat in range(self.players)],
                "demands": list(demands),
                "stockpiles": self.scores(),
                "clip_triggered": self.clip_triggered,
                "aggressive": self.aggressive,
                "collapsed": self.collapsed,
            }
        )

    # -- small moves -----------------------------------------------------------------------
    def _change_health(self, amount: int, source: str) -> None:
        if not amount:
            return
        before = self.health
        self.health = max(0, min(MAX_HEALTH, self.health + amount))
        self.note(
            "H-health",
            f"{source}: Forest Health {before} -> {self.health}.",
            **{"from": before, "to": self.health, "source": source},
        )

    def _note_box(self, rule: str, when: str) -> None:
        """The Box Reserve count, for the teacher's eyes only (R7), or for everyone with ``reveal_box``."""
        box = self.box_reserve
        if self.options["reveal_box"]:
            self.note(rule, f"The Box Reserve holds {cedars(box)} {when}.", None, EVERYONE, box_reserve=box)
        else:
            self.note(rule, f"Teacher only: the Box Reserve holds {cedars(box)} {when}.", None, NOBODY, box_reserve=box)

    def _move_box_to_deck(
        self, count: int, source: str, rule: str, seat: int | None = None, *, quiet: bool = False
    ) -> int:
        moved = min(count, self.box_reserve)
        self.box_reserve -= moved
        self.forest_deck += moved
        if not quiet:
            self.note(rule, f"{source}: {cedars(moved)} from the Box Reserve to the Forest Deck.", seat, moved=moved)
        return moved

    def _return_to_deck(self, seat: int, count: int, source: str, rule: str) -> int:
        player = self.seats[seat]
        moved = min(count, player.stockpile)
        player.stockpile -= moved
        self.forest_deck += moved
        self.note(rule, f"{source}: Seat {seat} returns {cedars(moved)} to the Forest Deck.", seat, moved=moved)
        return moved


@functools.cache
def _plays(name: str, targeted: bool, seat: int, players: int) -> tuple[Action, ...]:
    """The play actions for one card in one seat; actions are immutable, so every game shares them."""
    if not targeted:
        return (Action("play", (name,), f"play {name}"),)
    return tuple(Action("play", (name, t), f"play {name}, targeting Seat {t}") for t in range(players) if t != seat)


def _play_args(game: HumbabaGame, seat: int, action: Action | str) -> tuple[str, int | None]:
    """Check a hypothetical play for ``seat`` (a card name, or a play Action) the way ``apply`` would."""
    if isinstance(action, str):
        action = Action("play", (action,))
    name = action.args[0] if action.args else None
    if action.kind != "play" or name not in game.seats[seat].hand:
        raise ValueError(f"Seat {seat} cannot play {action}: the card must be in its hand")
    target = action.args[1] if len(action.args) > 1 else None
    if game.cards[name].needs_target != (target is not None):
        raise ValueError(f"{name} {'needs a' if target is None else 'takes no'} target")
    return name, target
