"""Cardswild: the rules card, and the engine that carries it out.

RULES IN BRIEF (our words, from the game's rule text; the rulings below settle what it leaves open)
Two to four hunters race to bag five species in order: 4 Grouse, 3 Rabbit, 2 Deer, 1 Elk and
1 Bear (Grouse and Rabbit are small game, the rest big game). The first to complete all five
wins at once. It plays like Mille Bornes: trophies are the distance, Troubles the hazards, Safe
cards the safeties, and the Giddyup a coup fourre that is compulsory and bounces the Trouble back.
Each line ends with its rule id, which every log event (``game.events``) of that rule carries.

  The deck ..................... 114 cards for 4 players; 3 players take out 26 and 2 players 52,
                                 never a Trouble, Safe card or Mountain Lion.   C-deck
  Setup ........................ shuffle, deal 6 to each player from the dealer's left, turn the
                                 next card up to start the discard pile; the player on the
                                 dealer's left begins and play passes left.     C-deal
  A turn ....................... draw one (the draw pile, or the discard pile's top card), then
                                 play one card or discard one: one in, one out. C-draw, C-discard
  A trophy ..................... needs Daylight, a License (the Guide counts), bullets of the
                                 species' type (Small for small game, Big for big game, the Ammo
                                 Pack for both) and no Trouble; species in order, each up to its
                                 limit.                                         C-play
  Bullets ...................... one type out at a time: the other type replaces it.  C-play
  Troubles ..................... played at another player: Nightfall takes their Daylight, Out of
                                 Bullets their bullets, Lose License their License; Bad Weather and
                                 I'm Lost just block. Cleared by Daylight / Small or Big Bullets /
                                 License / Good Weather / Compass.              C-trouble
  One Trouble at a time ........ a player already under a Trouble cannot be given another.  C-trouble
  Safe cards ................... Shelter stops Bad Weather, Guide stops I'm Lost and Lose License,
                                 Ammo Pack stops Out of Bullets, for good, once face up.  C-play
  Giddyup ...................... a Trouble played at someone holding its Safe card: they must show
                                 the Safe, it goes face up, the Trouble bounces back.  C-giddyup
  Mountain Lion ................ takes any one trophy, ignoring every requirement and limit; used,
                                 it goes to the discard pile, from which it is never drawn.  C-lion
  Seasons ...................... the draw pile runs out: the discard pile, Lions and all, is
                                 shuffled into a new draw pile (C-empty: nothing to draw).  C-season
  Reverse (option ``reverse``) . 3+ players: a Mountain Lion may reverse the direction of play instead.  C-reverse
  Match (option ``match_games``) several games, the deal moving one seat left each time; a seat
                                 scores one per game won (C-end ends a game).    C-match
  Without (option ``without``) . a what-if, not the rule book's game: every copy of the named Safe
                                 cards and/or Mountain Lions is taken out before the deal (C15).  C-without

RULINGS (each cited by its id, C1 and on, in the code and tests that carry it out)
  C1  The deck's composition is settled here, kept in ``data/cardswild/deck.csv`` and checked on
      loading. The Help cards are reference cards, not among the 114, and are not modelled.
  C2  Seats are numbered in the direction of play, so "to the left" is the next seat number. In a
      match's first game the last seat deals, so Seat 0 plays first; each game starts playing left.
  C3  Hands and the order of the draw pile are private: a card drawn from the pile is not named in
      the log. Everything else (hunt areas, the discard pile, hand sizes) is public.
  C4  Seasons (ours on the timing): at the start of every turn, and before a Giddyup draw, an empty
      draw pile is refilled and a new season begins: the whole discard pile, Mountain Lions
      included, and the spent stacks of the hunt areas (C6) are shuffled with the game's seed. So a
      player never takes the discard top in place of an empty draw pile. If there is nothing to
      shuffle either, the player skips the draw and may only play or discard; a player who then
      holds no card passes.
  C5  Ours: a card may go into your own hunt area only if it changes something there. A requirement
      already face up (Daylight; a License, or the Guide; the same bullets; any bullets beside the
      Ammo Pack; a Safe card already out) and Good Weather or Compass with nothing to clear are
      refused, with the reason; any card may always be discarded instead.
  C6  Ours on where cards go, as in Mille Bornes' battle pile: a requirement that a Trouble takes
      away, a cleared Trouble, Good Weather or Compass once their Trouble is cleared, and a bullets
      card replaced by the other type all stay face up in the owner's hunt area, in a spent stack
      that counts for nothing, until the next season shuffles them back in. Daylight, License and
      bullets that clear a Trouble stay in play as the owner's requirement. Why: if cleared Troubles
      went to the discard pile, the attacker could pick the same Nightfall up again at once, and
      seeded bot games then looped for ever (Nightfall, Daylight, Nightfall...).
  C7  A Trouble may be played at any other player who has no Trouble and no Safe card face up that
      stops it, whatever they have face up (Nightfall on a player without Daylight still stops
      them until they play one). A Safe card is played on your own turn as your play, or in a
      Giddyup; played on your turn it also clears its Trouble if that is on you.
  C8  "One Trouble at a time": since every Trouble is face up, the refused play is an illegal
      action, not a legal move that fails. It is never offered; applying it raises
      IllegalActionError("One Trouble at a time"), the card stays in the attacker's hand and the
      game is unchanged, so the attacker does something else. A Trouble stopped by a face-up Safe
      card is refused the same way (rule "Safe cards"). The words are in ``refusals.py``.
  C9  The Giddyup leaves the defender no choice, so the engine carries it out by itself inside the
      attack and logs it (``last_giddyup`` in every view). The Safe goes face up in the defender's
      area; the Trouble lands on the attacker, or goes to the discard pile if the attacker already
      has a Trouble or a Safe that stops it (ours: a bounced Trouble never bounces again); then the
      defender draws one card, from the draw pile (ours; a new season first if it is empty, nothing
      if there is nothing to shuffle). The attacker's turn then ends as usual: the Giddyup is not a turn.
  C10 Mountain Lion (ours on the gaps): it takes a trophy from another player (taking your own
      changes nothing) or the discard pile's top card if that is a trophy. The trophy counts for its
      species up to the species' limit; beyond it, it is kept and counts for nothing. A player who
      loses a trophy keeps the ones of later species. With nothing to take, a Lion can only be
      discarded (or played as a Reverse under that option).
  C11 The win is checked whenever a player gains a trophy, from hand or by a Mountain Lion.
  C12 Ours: every game ends. A game that reaches ``MAX_ROUNDS`` (150) rounds, a turn for each
      player, without a winner is called off, and nobody wins it. Without a bound two players could
      pass cards back and forth through the discard pile for ever, and tables of bots that only
      attack rarely finish. Seeded games of the steady bot take 50 to 65 rounds (median), so the
      bound is far from a normal game. Play never jams for want of cards: Good Weather and Compass
      never stay in play, so while both piles and every spent stack are empty, they are in hands.
  C13 Reverse: the Lion goes to the discard pile and the direction of play flips; a new game starts
      to the left again. Offered only with the option, which needs three or more players.
  C14 Match: ``match_games`` games; scores are games won; the winners are the seats with the most wins
      (nobody, if no game was won). Each game deals afresh, with its own seasons and counters.
  C15 Ours, and not the rule book's game: the option ``without`` is a what-if variant for asking what
      the luck cards do. It names kinds to leave out, each at most once, and only Shelter, Guide,
      Ammo Pack and Mountain Lion may be named: trophies, remedies and Troubles stay, so every hunt
      can still be finished. Every copy of a named kind is out of every game of the match, and the
      deck that must be accounted for is the smaller one. The deck is shuffled whole and the named
      cards are then taken out, so a seed deals the cards it deals anyway, in the same order, less
      the missing ones: a game with and without them differs by those cards, not by a new shuffle.
      Without a Safe card its Troubles always land and never bring a Giddyup; without Lions no
      trophy is ever stolen, and the Reverse option, which is played with a Lion, is refused.

WHERE THINGS LIVE: ``cards.py`` (what each card does, the deck table), ``area.py`` (a hunt area:
lights, progress, what may be played there), ``moves.py`` (the actions), ``refusals.py`` (why a
move is refused), this module (turns, seasons, Troubles, Giddyup, Lion, views), ``bots.py``.
"""

from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.game import Game
from ..core.registry import register_game
from ..core.words import article
from . import moves
from .area import HuntArea
from .cards import CATEGORY, HAND_SIZE, LIMIT, LION, LION_CATEGORY, REMEDY, TROPHY, TROUBLE, TROUBLES, Deck, load_deck
from .options import OPTIONS
from .refusals import explain

MAX_ROUNDS = 150
DRAW, PLAY, OVER = "draw", "play", "over"
COUNTERS = ("troubles_played", "giddyups", "lions_used", "reverses")


@register_game
class CardswildGame(Game):
    name = "cardswild"
    shared = ("deck",)
    min_players = 2
    max_players = 4
    declared_options = OPTIONS

    @classmethod
    def check_options(cls, options: dict[str, Any], players: int) -> dict[str, Any]:
        """The declared checks, then the Reverse rule's own: three or more players, and a Lion to play it with."""
        merged = super().check_options(options, players)
        if merged["reverse"] and players < 3:
            raise ValueError(f"the Reverse rule is for three or more players, not {players}")
        if merged["reverse"] and LION in merged["without"]:
            raise ValueError(
                "the Reverse rule is played with a Mountain Lion, so it cannot go with a deck without them"
            )
        return merged

    # -- setup -----------------------------------------------------------------------------
    def setup(self) -> None:
        self.deck: Deck = load_deck(self.data_folder)
        self.others = [tuple(s for s in range(self.players) if s != seat) for seat in range(self.players)]
        self.wins = [0] * self.players
        self.results: list[dict[str, Any]] = []
        self.game_number = 0
        self.dealer = self.players - 1
        if self.options["without"]:
            self.note(
                "C-without",
                f"What-if variant (ruling C15): every {_listed(self.options['without'])} is taken out of the deck.",
                without=list(self.options["without"]),
            )
        self._deal()

    def _deal(self) -> None:
        """A new game of the match: fresh areas, a shuffled deck, six cards each, one face up."""
        if self.game_number:
            self.dealer = (self.dealer + 1) % self.players
        self.game_number += 1
        self.areas = [HuntArea() for _ in range(self.players)]
        self.hands: list[list[str]] = [[] for _ in range(self.players)]
        self.draw_pile = self.deck.cards(self.players)
        self.rng.shuffle(self.draw_pile)
        # Ruling C15: shuffled whole, then thinned, so a seed deals the same cards less the missing ones.
        self.draw_pile = [card for card in self.draw_pile if card not in self.options["without"]]
        for _ in range(HAND_SIZE):
            for step in range(1, self.players + 1):
                self.hands[(self.dealer + step) % self.players].append(self.draw_pile.pop())
        self.discard = [self.draw_pile.pop()]
        self.season = 1
        self.turn = 0
        self.direction = 1
        self.counts = dict.fromkeys(COUNTERS, 0)
        self.last_giddyup: dict[str, Any] | None = None
        self.phase = DRAW
        match = f"Game {self.game_number} of {self.options['match_games']}: " if self.options["match_games"] > 1 else ""
        self.note(
            "C-deal",
            f"{match}Seat {self.dealer} deals {HAND_SIZE} cards to each player and turns up {self.discard[-1]} "
            f"to start the discard pile ({len(self.draw_pile)} cards left to draw). Season 1 begins.",
            self.dealer,
            game=self.game_number,
            turned_up=self.discard[-1],
        )
        for seat, hand in enumerate(self.hands):
            self.note(
                "C-deal",
                f"Seat {seat} is dealt {', '.join(hand)} (seen by Seat {seat} alone).",
                seat,
                seat,
                cards=list(hand),
            )
        self.seat = self.dealer
        self._next_turn()

    # -- the protocol ----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.seat

    def _legal_actions(self) -> list[Action]:
        if self.phase == DRAW:
            top = self.discard[-1] if self.discard else LION
            return [moves.DRAW] if top == LION else [moves.DRAW, moves.TAKES[top]]
        seat = self.seat
        area = self.areas[seat]
        huntable = area.huntable()
        held = dict.fromkeys(self.hands[seat])
        plays: list[Action] = []
        for card in held:
            category = CATEGORY[card]
            if category == TROPHY:
                if card == huntable:
                    plays.append(moves.PLAYS[card])
            elif category == TROUBLE:
                for target in self.others[seat]:
                    if self.areas[target].attack_refusal(card) is None:
                        plays.append(moves.attack(card, target))
            elif category == REMEDY:
                if area.remedy_refusal(card) is None:
                    plays.append(moves.PLAYS[card])
            elif category == LION_CATEGORY:
                plays += self._lion_moves(seat)
            elif area.refusal(card) is None:  # a Safe card
                plays.append(moves.PLAYS[card])
        plays += map(moves.DISCARDS.__getitem__, held)
        return plays

    def _lion_moves(self, seat: int) -> list[Action]:
        """Every trophy a Mountain Lion in ``seat``'s hand could take, and the Reverse if in play."""
        found = [
            moves.lion(other, s) for other in self.others[seat] for s, n in self.areas[other].trophies.items() if n
        ]
        top = self.discard[-1] if self.discard else None
        if top is not None and CATEGORY[top] == TROPHY:
            found.append(moves.lion(moves.DISCARD_PILE, top))
        if self.options["reverse"]:
            found.append(moves.REVERSE)
        return found

    def explain_illegal(self, action: Action) -> IllegalActionError:
        return explain(self, action)

    def _apply(self, action: Action) -> None:
        kind, args = action.kind, action.args
        seat = self.seat
        if kind == "draw":
            card = self.draw_pile.pop()
            self.hands[seat].append(card)
            self.note("C-draw", f"Seat {seat} draws a card from the draw pile.", seat)
            self.note("C-draw", f"Seat {seat} draws {card} (seen by Seat {seat} alone).", seat, seat, card=card)
            self.phase = PLAY
            return
        if kind == "take":
            self.hands[seat].append(self.discard.pop())
            self.note(
                "C-draw",
                f"Seat {seat} takes {self.hands[seat][-1]} from the discard pile.",
                seat,
                card=self.hands[seat][-1],
            )
            self.phase = PLAY
            return
        if kind == "discard":
            self.hands[seat].remove(args[0])
            self.discard.append(args[0])
            self.note("C-discard", f"Seat {seat} discards {args[0]}.", seat, card=args[0])
        elif kind == "play":
            self._play(seat, args[0])
        elif kind == "attack":
            self._attack(seat, *args)
        elif kind == "lion":
            self._lion(seat, *args)
        else:
            self._reverse(seat)
        gained = kind == "lion" or (kind == "play" and CATEGORY[args[0]] == TROPHY)
        self._end_turn(seat, gained)

    def is_over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        """The seats with the most games won (one game by default); nobody if no game was won."""
        best = max(self.wins)
        if not self.is_over() or best == 0:
            return []
        return [seat for seat, won in enumerate(self.wins) if won == best]

    def scores(self) -> list[int]:
        return list(self.wins)

    # -- the turn --------------------------------------------------------------------------
    def _end_turn(self, seat: int, gained: bool) -> None:
        """After the play: a hunter who ``gained`` a trophy and so completed all five wins at once
        (ruling C11); otherwise play passes on."""
        if gained and self.areas[seat].complete():
            self._end_game(seat, f"Seat {seat} completes all five species and wins")
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        if self.turn >= MAX_ROUNDS * self.players:
            self._end_game(
                None, f"After {MAX_ROUNDS} rounds nobody has finished: the hunt is called off and nobody wins"
            )
            return
        self.seat = (self.seat + self.direction) % self.players
        self.turn += 1
        if not self.draw_pile:
            self._new_season()
        if self.draw_pile:
            self.phase = DRAW
        elif self.hands[self.seat]:
            self.phase = PLAY
            self.note(
                "C-empty",
                f"Both piles are empty: Seat {self.seat} draws nothing and may only play or discard.",
                self.seat,
            )
        else:
            # Someone else holds a card: Good Weather and Compass never stay in a hunt area, so with
            # both piles and every spent stack empty they are in hands (and the round limit holds anyway).
            self.note(
                "C-empty", f"Seat {self.seat} holds no card and there is nothing to draw: the turn passes.", self.seat
            )
            self._next_turn()

    def _new_season(self) -> None:
        """Ruling C4: the discard pile, Mountain Lions included, and the cards spent in the hunt
        areas (ruling C6) are shuffled into the new draw pile; with nothing to shuffle, nothing happens."""
        spent = [card for area in self.areas for card in area.tidy()]
        cards = self.discard + spent
        if not cards:
            return
        self.season += 1
        self.draw_pile, self.discard = cards, []
        self.rng.shuffle(self.draw_pile)
        lions = self.draw_pile.count(LION)
        among = f" ({lions} Mountain Lion{'s' if lions > 1 else ''} among them)" if lions else ""
        self.note(
            "C-season",
            f"Season {self.season} begins: the draw pile ran out, so the discard pile and the cards spent in "
            "the hunt areas, "
            f"{len(cards)} in all{among}, are shuffled into a new draw pile.",
            season=self.season,
            lions=lions,
        )

    def _end_game(self, winner: int | None, words: str) -> None:
        """Record the game; deal the next one of the match, or end the match."""
        self.results.append(
            {
                "game": self.game_number,
                "dealer": self.dealer,
                "winner": winner,
                "turns": self.turn,
                "seasons": self.season,
                "counted": [area.counted() for area in self.areas],
                "trophies": [sum(area.trophies.values()) for area in self.areas],
                **self.counts,
            }
        )
        if winner is not None:
            self.wins[winner] += 1
        label = f" game {self.game_number}" if self.options["match_games"] > 1 else ""
        self.note(
            "C-end", f"{words}{label}!" if winner is not None else f"{words}{label}.", winner, game=self.game_number
        )
        if self.game_number < self.options["match_games"]:
            self._deal()
            return
        self.phase = OVER
        if self.options["match_games"] > 1:
            won = ", ".join(f"Seat {s} {w}" for s, w in enumerate(self.wins))
            best = ", ".join(f"Seat {s}" for s in self.winners()) or "nobody"
            self.note("C-match", f"The match is over. Games won: {won}. Winner(s): {best}.", wins=list(self.wins))

    # -- the plays -------------------------------------------------------------------------
    def _play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        area = self.areas[seat]
        self.note("C-play", _play_words(seat, card, area, area.lay(card)), seat, card=card)

    def _attack(self, seat: int, trouble: str, target: int) -> None:
        self.hands[seat].remove(trouble)
        self.counts["troubles_played"] += 1
        safe = TROUBLES[trouble].safe
        if safe is not None and safe in self.hands[target]:
            self.note(
                "C-trouble", f"Seat {seat} plays {trouble} on Seat {target}.", seat, trouble=trouble, target=target
            )
            self._giddyup(seat, trouble, target, safe)
            return
        self._land(trouble, target, f"Seat {seat} plays {trouble} on Seat {target}", seat)

    def _land(self, trouble: str, target: int, words: str, seat: int) -> None:
        """Put ``trouble`` on ``target``; what it takes away moves to their spent stack (ruling C6)."""
        taken = self.areas[target].suffer(trouble)
        took = f" and takes their {taken} away" if taken else ""
        self.note("C-trouble", f"{words}{took}.", seat, trouble=trouble, target=target)

    def _giddyup(self, attacker: int, trouble: str, defender: int, safe: str) -> None:
        """Ruling C9: the forced Giddyup, carried out in full inside the attack."""
        self.counts["giddyups"] += 1
        self.hands[defender].remove(safe)
        self.areas[defender].lay(safe)
        self.note(
            "C-giddyup",
            f"Giddyup! Seat {defender} holds {safe}, must show it and plays it face up; {trouble} turns back "
            f"on Seat {attacker}.",
            defender,
            attacker=attacker,
            trouble=trouble,
            safe=safe,
        )
        back = self.areas[attacker]
        if back.trouble is not None or back.blocks(trouble):
            why = f"already has {back.trouble}" if back.trouble is not None else "is protected against it"
            self.discard.append(trouble)
            self.note("C-giddyup", f"Seat {attacker} {why}, so {trouble} goes to the discard pile instead.", attacker)
            bounced = "discard"
        else:
            self._land(trouble, attacker, f"{trouble} lands on Seat {attacker}", defender)
            bounced = "attacker"
        if not self.draw_pile:
            self._new_season()
        if self.draw_pile:
            self.hands[defender].append(self.draw_pile.pop())
            self.note("C-giddyup", f"Seat {defender} draws a card to refill their hand.", defender)
            card = self.hands[defender][-1]
            self.note(
                "C-giddyup",
                f"Seat {defender} draws {card} (seen by Seat {defender} alone).",
                defender,
                defender,
                card=card,
            )
        else:
            self.note("C-giddyup", f"Both piles are empty: Seat {defender} draws nothing.", defender)
        self.last_giddyup = {
            "game": self.game_number,
            "turn": self.turn,
            "attacker": attacker,
            "defender": defender,
            "trouble": trouble,
            "safe": safe,
            "bounced": bounced,
        }

    def _lion(self, seat: int, source: int | str, species: str) -> None:
        """Ruling C10: take the trophy, ignoring everything else; then the Lion is discarded."""
        self.hands[seat].remove(LION)
        if source == moves.DISCARD_PILE:
            self.discard.pop()
            where = "the discard pile"
        else:
            self.areas[source].trophies[species] -= 1
            where = f"Seat {source}"
        area = self.areas[seat]
        area.trophies[species] += 1
        self.discard.append(LION)
        self.counts["lions_used"] += 1
        self.note(
            "C-lion",
            f"Seat {seat} plays Mountain Lion and takes {article(species)} {species} from {where} "
            f"({_progress(area, species)}); "
            "the Mountain Lion goes to the discard pile.",
            seat,
            source=source,
            species=species,
        )

    def _reverse(self, seat: int) -> None:
        self.hands[seat].remove(LION)
        self.discard.append(LION)
        self.direction = -self.direction
        self.counts["reverses"] += 1
        way = "left" if self.direction == 1 else "right"
        self.note(
            "C-reverse",
            f"Seat {seat} plays Mountain Lion as a Reverse: play now passes to the {way}.",
            seat,
            direction=way,
        )

    # -- what players see ------------------------------------------------------------------
    def _table(self) -> dict[str, Any]:
        return {
            "game": self.game_number,
            "match_games": self.options["match_games"],
            "reverse": self.options["reverse"],
            "dealer": self.dealer,
            "direction": "left" if self.direction == 1 else "right",
            "season": self.season,
            "turn": self.turn,
            "max_rounds": MAX_ROUNDS,
            "phase": self.phase,
            "current_player": self.current_player,
            "draw_pile_size": len(self.draw_pile),
            "discard_top": self.discard[-1] if self.discard else None,
            "discard_size": len(self.discard),
            "wins": list(self.wins),
            "results": [dict(r) for r in self.results],
            "last_giddyup": dict(self.last_giddyup) if self.last_giddyup else None,
            "players": [
                {"seat": s, "hand_size": len(self.hands[s]), **self.areas[s].public()} for s in range(self.players)
            ],
        }

    def view(self, seat: int) -> dict[str, Any]:
        return {**self._table(), "seat": self.check_seat(seat), "hand": list(self.hands[seat])}

    def snapshot(self) -> dict[str, Any]:
        return {
            **self._table(),
            "hands": [list(h) for h in self.hands],
            "draw_pile": list(self.draw_pile),
            "discard": list(self.discard),
            "counts": dict(self.counts),
        }

    def summary(self) -> dict[str, Any]:
        """One sweep row: totals over the match's games, and how close the winners' races were."""
        won = [r for r in self.results if r["winner"] is not None]
        return {
            "games_played": len(self.results),
            "turns": sum(r["turns"] for r in self.results),
            "seasons": sum(r["seasons"] for r in self.results),
            **{key: sum(r[key] for r in self.results) for key in COUNTERS},
            "called_off": len(self.results) - len(won),
            "winner_trophies": _mean([r["trophies"][r["winner"]] for r in won]),
            "runner_up_counted": _mean([max(c for s, c in enumerate(r["counted"]) if s != r["winner"]) for r in won]),
        }

    def invariant_violations(self) -> list[str]:
        problems = []
        held = self.draw_pile + self.discard
        for hand, area in zip(self.hands, self.areas):
            held += hand
            held += area.cards()
        held.sort()
        without = self.options["without"]
        if held != self.deck.sorted_cards(self.players, without):
            size = self.deck.size(self.players, without)
            problems.append(f"the {size}-card deck is not all accounted for ({len(held)} cards found)")
        for seat, area in enumerate(self.areas):
            if area.trouble is not None and (area.trouble not in TROUBLES or area.blocks(area.trouble)):
                problems.append(f"Seat {seat} has {area.trouble} on them, which cannot be")
            if min(area.trophies.values()) < 0:
                problems.append(f"Seat {seat} has a negative trophy count")
            if (
                area.bullets not in (None, "Small Bullets", "Big Bullets")
                or area.daylight not in (None, "Daylight")
                or area.license not in (None, "License")
            ):
                problems.append(f"Seat {seat} has a wrong card in a requirement slot")
        if sum(self.wins) != sum(r["winner"] is not None for r in self.results):
            problems.append("games won do not match the games recorded")
        if self.phase == DRAW and not self.draw_pile:
            problems.append("a draw is awaited from an empty draw pile")
        if self.phase != OVER and self.turn > MAX_ROUNDS * self.players:
            problems.append("the game has run past its round limit")
        return problems


def _listed(kinds: tuple[str, ...]) -> str:
    """``("Shelter", "Guide", "Mountain Lion")`` as "Shelter, Guide and Mountain Lion"."""
    return " and ".join([", ".join(kinds[:-1]), kinds[-1]] if len(kinds) > 1 else kinds)


def _progress(area: HuntArea, species: str) -> str:
    count, limit = area.trophies[species], LIMIT[species]
    extra = ", beyond the limit, so it counts for nothing" if count > limit else ""
    return f"{species} {count} of {limit}{extra}"


def _play_words(seat: int, card: str, area: HuntArea, covered: list[str]) -> str:
    """The log line for a card played into its owner's hunt area (``covered``: what it moved to the spent stack)."""
    if CATEGORY[card] == TROPHY:
        return f"Seat {seat} takes {article(card)} {card} trophy ({_progress(area, card)})."
    cleared = next((c for c in covered if c in TROUBLES), None)
    replaced = next((c for c in covered if c not in TROUBLES and c != card), None)
    if cleared:
        return f"Seat {seat} plays {card}, clearing {cleared}."
    if replaced:
        return f"Seat {seat} plays {card} in place of their {replaced}."
    return f"Seat {seat} plays {card} face up in their hunt area."


def _mean(values: list[int]) -> float | None:
    return sum(values) / len(values) if values else None
