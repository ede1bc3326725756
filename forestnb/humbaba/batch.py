"""Humbaba's batch path: thousands of games of the standard bots at once, vectorized with numpy.

Why: a sweep of 10,000 games through the engine takes 10 to 25 s on one core, most of it in
the bots' ``features``; a teacher's what-if should answer in a breath. The engine stays the one source of
truth (boards, replays, walkthroughs): this module plays the same rules, in the same order, on
arrays with one entry per game, and draws the same chance word for word (``batch_rng``), so its
rows are the engine's rows, game by game.

It plays the bots of ``bots.py`` (and the random bot) of exactly those classes, with their
parameters, under every option, the classroom rules (rulings R11 to R14) included; any other bot
(a subclass included) leaves the games to the engine (``batch_rows`` returns None). Rounds, seats
and die rolls are Python loops; every step inside them is one numpy operation over all the games
still standing.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import numpy as np

from ..core.bots import Bot, RandomBot
from ..core.match import Row, outcome_columns, setting_columns
from ..core.rng import bot_seed
from .batch_cards import card_columns, condition_holds, event_columns
from .batch_rng import Words
from .bots import (
    AdaptiveBot,
    CooperativeBot,
    CountingAdaptiveBot,
    CountingBot,
    FreeRiderBot,
    GreedyBot,
    QuotaBot,
    StrangerKingBot,
)
from .cards import load_archetypes
from .odds import DIE_FACES, band_index
from .rules import DEFECTION_FROM, EVENT_ROUNDS, FORCED_DEFECTION, HAND_SIZE, MAX_HEALTH, ROUNDS

BATCH_BOTS = (
    CooperativeBot,
    GreedyBot,
    StrangerKingBot,
    QuotaBot,
    AdaptiveBot,
    CountingBot,
    CountingAdaptiveBot,
    FreeRiderBot,
    RandomBot,
)
COUNTING = (CountingBot, CountingAdaptiveBot)
GAME_WORDS = 320  # a game's shuffles take about 110 words; 2,000 greedy games with sure dice took 269 at most
BOT_WORDS = 256  # one choice per decision (about 1.5 words each), two more per QuotaBot toss: 162 at most
WORD_TRIES = 4  # draws with twice the words before the games go to the engine
CHUNK = 2_000  # games per set of arrays: more no longer fit the processor's cache, and run slower
MAX_CARDS = 63  # a hand is scanned with one bit per card name in an int64


def batch_rows(seats: Sequence[Bot], parts: Sequence[tuple[dict[str, Any], Sequence[int]]]) -> list[Row] | None:
    """Rows for the games of ``parts`` (options, and the seeds played under them), in order,
    exactly as the engine's games would give them; or None when this path cannot promise that:
    a bot it does not play, or games whose chance outran every try's words.

    Parts that deal the same decks and events are played as one batch, each game under its own
    numbers (Health, cedars, die faces, regeneration, the clip), so a grid over one table is one
    set of arrays however many settings it has."""
    if not parts or any(type(bot) not in BATCH_BOTS for bot in seats) or len(card_columns().names) > MAX_CARDS:
        return None
    checked = [options for options, _ in parts]  # as the game's checks gave them (``Game.batch_rows``)
    settings = [setting_columns(0, len(seats), seats, options) for options in checked]
    games = [(part, seed) for part, (_, seeds) in enumerate(parts) for seed in seeds]
    deal_of = [json.dumps([options["archetypes"], options["events"]]) for options in checked]
    deals: dict[str, list[int]] = {}
    for at, (part, _) in enumerate(games):
        deals.setdefault(deal_of[part], []).append(at)
    rows: list[Row] = [{} for _ in games]
    for same_deal in deals.values():
        for start in range(0, len(same_deal), CHUNK):
            chunk = same_deal[start : start + CHUNK]
            batch = played(list(seats), checked, [games[at] for at in chunk])
            if batch is None:
                return None
            for at, outcome in zip(chunk, batch.outcomes()):
                part, seed = games[at]
                rows[at] = {**settings[part], "seed": seed, **outcome}
    return rows


def played(seats: list[Bot], options: list[dict[str, Any]], games: list[tuple[int, int]]) -> Batch | None:
    """The games, (options' index, seed) each, played to the end; drawn again with twice the words
    while any game ran out of them (a long run of die rolls under generous options), at most
    ``WORD_TRIES`` times."""
    for more in range(WORD_TRIES):
        batch = Batch(seats, options, games, game_words=GAME_WORDS << more, bot_words=BOT_WORDS << more)
        batch.play()
        if not (batch.game_words.spent | batch.bot_words.spent).any():
            return batch
    return None


class Batch:
    """The state of many games with the same seats, decks and events, one array entry per game;
    each game's options are ``options[part]`` for its ``(part, seed)`` in ``seeded``."""

    def __init__(
        self,
        bots: list[Bot],
        options: list[dict[str, Any]],
        seeded: list[tuple[int, int]],
        *,
        game_words: int,
        bot_words: int,
    ) -> None:
        part = np.array([at for at, _ in seeded], dtype=np.int64)
        seeds = [seed for _, seed in seeded]

        def each(key: str) -> np.ndarray:
            return np.array([chosen[key] for chosen in options], dtype=np.int64)[part]

        deal = options[seeded[0][0]]
        self.bots = bots
        self.players = players = len(bots)
        self.others = [np.array([t for t in range(players) if t != seat]) for seat in range(players)]  # by seat
        self.cards, self.events = card_columns(), event_columns()
        games = self.games = len(seeds)
        self.game_words = Words(seeds, game_words)
        self.bot_words = Words([bot_seed(seed) for seed in seeds], bot_words)
        everyone = np.arange(games)
        decks = deal["archetypes"]
        dealt = [self._deck(deck) for deck in decks]
        events = len(self.events.names) if deal["events"] else 0
        event_deck, *orders = self.game_words.shuffles([events] + [cards.size for cards in dealt])
        self.event_deck = event_deck
        self.order = np.stack([cards[order] for cards, order in zip(dealt, orders)], axis=1)
        self.king = decks.index("stranger_king") if "stranger_king" in decks else None
        self.in_hand = np.zeros((games, players, self.order.shape[2]), dtype=bool)
        self.in_hand[:, :, :HAND_SIZE] = True
        zeros = np.zeros((games, players), dtype=np.int64)
        self.capacity, self.patience, self.renewal, self.stockpile = (
            zeros.copy(),
            zeros.copy(),
            zeros.copy(),
            zeros.copy(),
        )
        self.starting_health, self.forest_deck, self.box_reserve = (
            each("starting_health"),
            each("forest_size"),
            each("box_size"),
        )
        self.health, self.cedars = self.starting_health.copy(), self.forest_deck + self.box_reserve
        self.regen_divisor, self.clip_penalty, self.clip_threshold = (
            each("regen_divisor"),
            each("clip_penalty"),
            each("clip_threshold"),
        )
        self.reveal_box = each("reveal_box").astype(bool)
        self.harvest_quota, self.monitoring, self.fine = each("harvest_quota"), each("monitoring"), each("fine")
        self.offences, self.fined = zeros.copy(), zeros.copy()  # by seat (rulings R12, R13)
        self.quotas = bool(self.harvest_quota.any())  # the rule book's games skip the classroom rules' steps
        self.fines = bool(((self.harvest_quota > 0) & (self.monitoring > 0) & (self.fine > 0)).any())
        self.box_seen = np.full((games, players), -1, dtype=np.int64)  # an information card's count, by seat (-1: none)
        bands = [band_index(health) for health in range(MAX_HEALTH + 1)]
        self.faces = np.array([np.array(chosen["die_success"])[bands] for chosen in options])[part]  # by Health
        self.aggressive = np.zeros(games, dtype=bool)
        self.live = np.ones(games, dtype=bool)
        self.clip_active, self.clip_triggered = np.zeros(games, dtype=bool), np.zeros(games, dtype=bool)
        self.defection_round, self.collapse_round = np.zeros(games, np.int64), np.zeros(games, np.int64)
        self.clips, self.clip_lost, self.length, self.rounds_played = (np.zeros(games, np.int64) for _ in range(4))
        later = ROUNDS + 1 + max(int(self.cards.delay.max()), int(self.events.duration.max()))  # rounds a timer reaches
        self.harvest_bonus, self.regen_bonus, self.heal_due = (np.zeros((games, later), np.int64) for _ in range(3))
        self.health_path, self.deck_path = np.zeros((games, ROUNDS), np.int64), np.zeros((games, ROUNDS), np.int64)
        self.event_of = np.full((games, ROUNDS), -1, dtype=np.int64)
        self.everyone = everyone

    def _deck(self, deck: str) -> np.ndarray:
        return np.array([self.cards.index[name] for name in load_archetypes()[deck].deck_list()], dtype=np.int64)

    # -- the game ---------------------------------------------------------------------------
    def play(self) -> None:
        for number in range(1, ROUNDS + 1):
            if not self.live.any():
                return
            self.round = number
            self.turn_order = [(number - 1 + i) % self.players for i in range(self.players)]
            self._start_round()
            self.chosen = np.zeros((self.games, self.players), dtype=np.int64)
            self.target = np.zeros((self.games, self.players), dtype=np.int64)
            for seat in self.turn_order:
                self._decide(seat, np.flatnonzero(self.live))
            demands = self._reveal()
            self._serve(demands)
            self._after_harvest(demands)
            self._record()
            self.live &= number < ROUNDS

    def _start_round(self) -> None:
        number, live = self.round, self.live
        self.health_at_start = self.health.copy()
        self.clip_active, self.clip_triggered = self.clip_triggered & live, np.zeros(self.games, dtype=bool)
        if number == FORCED_DEFECTION and self.king is not None:
            self._defect(np.flatnonzero(live & ~self.aggressive))
        if number > 1:
            self.in_hand[live, :, HAND_SIZE + number - 2] = True
        if number in EVENT_ROUNDS and self.event_deck.shape[1] > EVENT_ROUNDS.index(number):
            self._reveal_event(self.event_deck[:, EVENT_ROUNDS.index(number)])

    def _defect(self, games: np.ndarray) -> None:
        self.aggressive[games] = True
        self.defection_round[games] = self.round

    def _reveal_event(self, event: np.ndarray) -> None:
        ev, live = self.events, self.live
        self.event_of[live, self.round - 1] = event[live]
        self._change_health(np.where(live, ev.health[event], 0))
        grow = np.where(live, np.maximum(ev.forest[event], 0), 0)
        shrink = np.minimum(np.where(live, np.maximum(-ev.forest[event], 0), 0), self.forest_deck)
        self._box_to_deck(grow)
        self.forest_deck -= shrink
        self.box_reserve += shrink
        on = live[:, None]
        self.capacity = np.where(on, np.maximum(0, self.capacity + ev.capacity[event][:, None]), self.capacity)
        self.renewal += on * ev.renewal[event][:, None]
        self._return_to_deck(np.minimum(on * ev.tithe[event][:, None], self.stockpile))
        rounds = np.arange(self.harvest_bonus.shape[1])[None, :]
        lasts = live[:, None] & (rounds >= self.round) & (rounds < self.round + ev.duration[event][:, None])
        self.harvest_bonus += lasts * ev.harvest[event][:, None]
        self.regen_bonus += lasts * ev.regen[event][:, None]

    # -- small moves, each the engine's (clamped Health, cedars moved only while there are any) --
    def _change_health(self, amount: np.ndarray) -> None:
        self.health = np.clip(self.health + amount, 0, MAX_HEALTH)

    def _box_to_deck(self, count: np.ndarray) -> None:
        moved = np.minimum(count, self.box_reserve)
        self.box_reserve -= moved
        self.forest_deck += moved

    def _return_to_deck(self, moved: np.ndarray) -> None:
        """Return ``moved`` cedars (games × seats, already capped at each Stockpile) to the Forest Deck."""
        self.stockpile -= moved
        self.forest_deck += moved.sum(axis=1)

    # -- what a seat sees when it chooses ----------------------------------------------------
    def _hand(self, seat: int, games: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The cards of the seat's dealt order drawn so far, and which of them are the first of
        their name still in hand: the legal plays, in the order the engine offers them."""
        window = HAND_SIZE + self.round - 1
        cards = self.order[games, seat, :window]
        held = self.in_hand[games, seat, :window]
        first = np.zeros(cards.shape, dtype=bool)
        seen = np.zeros(games.size, dtype=np.int64)  # a bit per card name already met in hand
        for at in range(window):
            bit = np.left_shift(1, cards[:, at])
            first[:, at] = held[:, at] & ((seen & bit) == 0)
            seen |= bit * held[:, at]
        return cards, first

    def _aggressive(self, seat: int, games: np.ndarray) -> np.ndarray:
        return self.aggressive[games] if seat == self.king else np.zeros(games.size, dtype=bool)

    def _holds(self, seat: int, games: np.ndarray, cards: np.ndarray) -> np.ndarray:
        """Whether each card's condition holds for the seat now (cards: games, or games × cards)."""
        amounts = np.stack(
            [
                self.health[games],
                self.capacity[games, seat],
                self.stockpile[games, seat],
                self.patience[games, seat],
                self.forest_deck[games],
                np.full(games.size, self.round),
            ],
            axis=1,
        )
        return condition_holds(amounts.reshape((games.size,) + (1,) * (cards.ndim - 1) + (-1,)), cards)

    def _harvest_value(self, seat: int, games: np.ndarray, cards: np.ndarray, holds: np.ndarray) -> np.ndarray:
        """``HumbabaGame.harvest_value`` for each game's card(s) (games, or games × cards)."""
        c = self.cards
        wide = (slice(None),) + (None,) * (cards.ndim - 1)
        aggressive = self._aggressive(seat, games)[wide]
        value = np.where(aggressive & c.dual[cards], c.aggressive_harvest[cards], c.harvest[cards])
        value = value + c.bonus[cards] * holds + self.harvest_bonus[games, self.round][wide]
        value = value + aggressive * self.patience[games, seat][wide]
        return np.maximum(0, value + self.capacity[games, seat][wide])

    def _richest_other(self, seat: int, games: np.ndarray) -> np.ndarray:
        """``bots.richest_target``: the first other seat with the largest Stockpile."""
        others = self.others[seat]
        return others[first_max(self.stockpile[games][:, others])]

    def _scores(
        self,
        bot: Bot,
        seat: int,
        games: np.ndarray,
        cards: np.ndarray,
        keeps: np.ndarray,
        target: np.ndarray,
        first: np.ndarray,
    ) -> np.ndarray:
        """Every bot's ``score`` of each card, from the features of ``bots.features``, less the fine
        it may cost (``bots.expected_fine``); ``target`` is the seat a stealing card would take from
        (``_richest_other``), ``first`` marks the legal plays (the free rider compares them)."""
        c = self.cards
        aggressive = self._aggressive(seat, games)[:, None]
        holds = self._holds(seat, games, cards)
        stock = self.stockpile[games, seat][:, None]
        patience = self.patience[games, seat][:, None]
        harvest = self._harvest_value(seat, games, cards, holds)
        health = np.where(aggressive & c.dual[cards], c.aggressive_health[cards], c.health[cards])
        health = health + c.heal[cards] * ((c.delay[cards] > 0) | (c.pact[cards] > 0))
        health = health + c.heal[cards] * ((c.returns[cards] > 0) & (stock > 0)) - aggressive * patience
        capacity = c.capacity[cards] * holds
        richest = self.stockpile[games, target][:, None]
        taken = np.minimum(c.steal[cards], richest)
        returned = np.minimum(c.returns[cards], stock)
        banked = np.where(aggressive, 0, c.patience[cards])
        rounds_after = ROUNDS - self.round

        fine = self._expected_fine(seat, games, harvest) if self.fines else 0.0
        quota = self.harvest_quota[games][:, None]

        def cooperative(share: np.ndarray | int) -> np.ndarray:
            if self.quotas:
                share = np.where(quota > 0, np.minimum(share, quota), share)  # ``bots.agreed_share``
            over = np.maximum(0, harvest - share)
            whole = np.minimum(harvest, share) - 3 * over + 2 * health
            growth = 2 * capacity * rounds_after
            return whole + 0.5 * c.renewal[cards] - growth - 0.5 * banked - taken + 0.5 * returned

        greedy = (harvest + taken + capacity * rounds_after - returned) + 0.01 * health
        if type(bot) is GreedyBot:
            return greedy - fine
        if type(bot) is QuotaBot:
            return np.where(keeps[:, None], cooperative(bot.quota), greedy) - fine
        if type(bot) is FreeRiderBot:
            return self._free_rider(
                quota, harvest > np.where(quota > 0, quota, harvest), greedy - fine, cooperative(quota), first
            )
        ahead = self._regrowth_ahead(games)
        box = self._box(bot, seat, games)
        expected = np.where(box < 0, ahead, np.minimum(ahead, box))  # ``bots.expected_regrowth``
        share = self._share(games, expected)[:, None]
        if type(bot) in (CooperativeBot, CountingBot):
            return cooperative(share) - fine
        if type(bot) is StrangerKingBot:
            king = 1.5 * banked if seat == self.king else 0
            return np.where(aggressive, greedy, cooperative(share) + king) - fine
        deep = self.forest_deck[games] - (ahead - expected) >= 4 * self.players
        plenty = (self.health[games] >= 7) & deep
        careful = cooperative(share) + np.where((self.health[games] <= 3)[:, None] & (health > 0), 0.5, 0)
        return np.where(plenty[:, None], greedy + 0.5 * health, careful) - fine

    def _expected_fine(self, seat: int, games: np.ndarray, harvest: np.ndarray) -> np.ndarray:
        """``bots.expected_fine`` of each play (games × cards): the chance of detection times the
        next fine, as much as the Stockpile and the harvest could pay, for a harvest over the quota."""
        quota = self.harvest_quota[games][:, None]
        over = (quota > 0) & (harvest > quota)
        next_fine = (self.fine[games] * (self.offences[games, seat] + 1))[:, None]
        due = np.minimum(next_fine, self.stockpile[games, seat][:, None] + harvest)
        return np.where(over, (self.monitoring[games] / 100)[:, None] * due, 0.0)

    @staticmethod
    def _free_rider(
        quota: np.ndarray, over: np.ndarray, gains: np.ndarray, keeping: np.ndarray, first: np.ndarray
    ) -> np.ndarray:
        """``bots.FreeRiderBot``'s scores, -inf for the plays it would not consider: every play by
        its gain net of the fine with no quota; the plays over the quota by that gain when the best
        of them beats the best within it (or none is within it); else the plays within it, scored
        as a cooperative player keeping the quota."""
        within = first & ~over
        top_over = np.where(first & over, gains, -np.inf).max(axis=1, keepdims=True)
        top_within = np.where(within, gains, -np.inf).max(axis=1, keepdims=True)
        breaks = ~within.any(axis=1, keepdims=True) | (top_over > top_within)
        no_quota = quota == 0
        return np.where(
            no_quota,
            gains,
            np.where(breaks, np.where(over, gains, -np.inf), np.where(within, keeping, -np.inf)),
        )

    def _share(self, games: np.ndarray, expected: np.ndarray) -> np.ndarray:
        """``bots.sustainable_share``, ``expected`` being the regrowth the seat expects."""
        rounds_left = ROUNDS - self.round + 1
        to_come = self.forest_deck[games] + expected
        return np.minimum(to_come // ((rounds_left + 1) * self.players), self.forest_deck[games] // self.players)

    def _regrowth_ahead(self, games: np.ndarray) -> np.ndarray:
        """``HumbabaGame.regen_rate`` now, over the forest steps after this harvest and the later ones."""
        rate = self.health[games] // self.regen_divisor[games] - self.clip_active[games] * self.clip_penalty[games]
        return np.maximum(0, rate + self.regen_bonus[games, self.round]) * (ROUNDS - self.round)

    def _box(self, bot: Bot, seat: int, games: np.ndarray) -> np.ndarray:
        """The Box Reserve as the seat's bot knows it (``box`` of ``bots.py``; -1: unknown): counted,
        or shown by the ``reveal_box`` option, or seen on its last information card."""
        if type(bot) in COUNTING:
            return self.cedars[games] - self.forest_deck[games] - self.stockpile[games].sum(axis=1)
        return np.where(self.reveal_box[games], self.box_reserve[games], self.box_seen[games, seat])

    # -- choosing ----------------------------------------------------------------------------
    def _decide(self, seat: int, games: np.ndarray) -> None:
        """One seat's decision in every live game: perhaps a defection first, then a card."""
        bot = self.bots[seat]
        offered = self._offered(seat, games)
        cards, first = self._hand(seat, games)
        if type(bot) is RandomBot:
            self._choose_at_random(seat, games, offered, cards, first)
            return
        keeps = self._keeps(bot, games)
        defects = offered & self._wants_to_defect(bot, games, keeps)
        self._defect(games[defects])
        self.length[games[defects]] += 1
        if type(bot) is QuotaBot:
            keeps[defects] = self._keeps(bot, games[defects])  # its next decision tosses again
        target = self._richest_other(seat, games)
        scores = np.where(first, self._scores(bot, seat, games, cards, keeps, target, first), -np.inf)
        ties = first & (scores == scores.max(axis=1, keepdims=True))
        pick = self.bot_words.below(games, ties.sum(axis=1))
        slot = (np.cumsum(ties, axis=1) <= pick[:, None]).sum(axis=1)  # the pick-th tie
        self._play(seat, games, cards, slot, target)

    def _offered(self, seat: int, games: np.ndarray) -> np.ndarray:
        """``HumbabaGame.may_defect``: the defect action comes first among the legal actions."""
        if seat != self.king or self.round < DEFECTION_FROM:
            return np.zeros(games.size, dtype=bool)
        return ~self.aggressive[games]

    def _keeps(self, bot: Bot, games: np.ndarray) -> np.ndarray:
        """Whether a QuotaBot keeps the deal in this decision (it tosses unless compliance is 1)."""
        if type(bot) is not QuotaBot or bot.compliance == 1:
            return np.ones(games.size, dtype=bool)
        return self.bot_words.random(games) < bot.compliance

    def _wants_to_defect(self, bot: Bot, games: np.ndarray, keeps: np.ndarray) -> np.ndarray:
        """Each bot's ``defects``; a QuotaBot breaking the deal plays as a GreedyBot, which defects."""
        every = np.ones(games.size, dtype=bool)
        if type(bot) in (GreedyBot, FreeRiderBot):
            return every
        if type(bot) is QuotaBot:
            return ~keeps
        if type(bot) is StrangerKingBot:
            return every & (self.round >= bot.defect_round)
        if type(bot) in (AdaptiveBot, CountingAdaptiveBot):
            return (self.health[games] >= 7) & (self.round >= 5)
        return ~every

    def _choose_at_random(
        self, seat: int, games: np.ndarray, offered: np.ndarray, cards: np.ndarray, first: np.ndarray
    ) -> None:
        """``RandomBot``: one of the legal actions, a targeted card once per other seat."""
        per_card = first * np.where(self.cards.targeted[cards], self.players - 1, 1)
        plays = per_card.sum(axis=1)
        pick = self.bot_words.below(games, plays + offered)
        defects = offered & (pick == 0)
        self._defect(games[defects])
        self.length[games[defects]] += 1
        pick = pick - offered
        pick[defects] = self.bot_words.below(games[defects], plays[defects])
        ends = np.cumsum(per_card, axis=1)
        slot = (ends <= pick[:, None]).sum(axis=1)
        within = pick - (ends[np.arange(games.size), slot] - per_card[np.arange(games.size), slot])
        others = self.others[seat]
        self._play(seat, games, cards, slot, others[np.minimum(within, others.size - 1)])

    def _play(self, seat: int, games: np.ndarray, cards: np.ndarray, slot: np.ndarray, target: np.ndarray) -> None:
        self.chosen[games, seat] = cards[np.arange(games.size), slot]
        self.target[games, seat] = target
        self.in_hand[games, seat, slot] = False  # the first of its name in hand, as list.remove takes
        self.length[games] += 1

    # -- the harvest ------------------------------------------------------------------------------
    def _reveal(self) -> np.ndarray:
        """Harvest steps 1 and 2 (ruling R8): demands and conditions fixed at the reveal, then card
        effects in turn order; returns the demands (games × seats, 0 where a game is over)."""
        everyone, on = self.everyone, self.live
        holds = np.stack([self._holds(s, everyone, self.chosen[:, s]) for s in range(self.players)], axis=1)
        demands = (
            np.stack(
                [self._harvest_value(s, everyone, self.chosen[:, s], holds[:, s]) for s in range(self.players)], axis=1
            )
            * on[:, None]
        )
        for seat in self.turn_order:
            self._resolve(seat, self.chosen[:, seat], holds[:, seat] & on)
        return demands

    def _resolve(self, seat: int, card: np.ndarray, holds: np.ndarray) -> None:
        """``HumbabaGame._resolve_card`` for the seat's card in every live game."""
        c, on, everyone = self.cards, self.live, self.everyone
        aggressive = self._aggressive(seat, everyone) & on
        dual = c.dual[card]
        self._change_health(on * np.where(dual & aggressive, c.aggressive_health[card], c.health[card]))
        self.patience[:, seat] += on * (dual & ~aggressive) * c.patience[card]
        burst = aggressive * self.patience[:, seat]
        self._change_health(-burst)
        self.patience[:, seat] -= burst
        self.capacity[:, seat] += holds * c.capacity[card]
        self.renewal[:, seat] += on * c.renewal[card]
        returned = np.minimum(on * c.returns[card], self.stockpile[:, seat])
        self._return_to_deck(np.eye(self.players, dtype=np.int64)[seat] * returned[:, None])
        self._change_health((returned > 0) * c.heal[card])
        seen = on & c.reveals[card]
        self.box_seen[seen, seat] = self.box_reserve[seen]
        delayed = on & (c.delay[card] > 0)
        self.heal_due[everyone[delayed], self.round + c.delay[card][delayed] - 1] += c.heal[card][delayed]
        target = self.target[:, seat]
        taken = np.minimum(on * c.steal[card], self.stockpile[everyone, target])
        self.stockpile[everyone, target] -= taken
        self.stockpile[:, seat] += taken
        for other in self.turn_order:
            richer = self.stockpile[:, other] > self.stockpile[:, seat]
            levied = np.minimum(on * richer * c.levy[card], self.stockpile[:, other])
            self.stockpile[:, other] -= levied
            self.forest_deck += levied

    def _serve(self, demands: np.ndarray) -> None:
        """Harvest step 3 (ruling R2): the Forest Deck first, then a die roll per unit; the first
        failure (or a success on an empty Box) collapses the forest and ends that game."""
        faces = self.faces[self.everyone, self.health]
        for seat in self.turn_order:
            from_deck = np.minimum(demands[:, seat], self.forest_deck) * self.live
            self.forest_deck -= from_deck
            self.stockpile[:, seat] += from_deck
            rolls = (demands[:, seat] - from_deck) * self.live
            for unit in range(1, int(rolls.max(initial=0)) + 1):
                rolling = np.flatnonzero((rolls >= unit) & self.live)
                face = 1 + self.game_words.below(rolling, DIE_FACES)
                success = (face <= faces[rolling]) & (self.box_reserve[rolling] > 0)
                self.box_reserve[rolling[success]] -= 1
                self.stockpile[rolling[success], seat] += 1
                self.live[rolling[~success]] = False
                self.collapse_round[rolling[~success]] = self.round

    def _after_harvest(self, demands: np.ndarray) -> None:
        """Pacts, the Seneca Clip, the forest step (regeneration, Renewal, vacuum) and cleanup."""
        c, on = self.cards, self.live
        for seat in self.turn_order:
            pact = c.pact[self.chosen[:, seat]]
            kept = on & (pact > 0) & (demands.max(axis=1) <= pact)
            self._change_health(kept * c.heal[self.chosen[:, seat]])
        if self.quotas:
            self._check_quota(demands)
        clipped = on & (self.health_at_start - self.health >= self.clip_threshold)
        self.clip_triggered |= clipped
        self.clips += clipped
        unclipped = self.health // self.regen_divisor + self.regen_bonus[:, self.round]
        rate = np.maximum(0, unclipped - self.clip_active * self.clip_penalty)
        self.clip_lost += on * (
            np.minimum(np.maximum(0, unclipped), self.box_reserve) - np.minimum(rate, self.box_reserve)
        )
        self._box_to_deck(on * rate)
        for seat in self.turn_order:
            self._box_to_deck(on * self.renewal[:, seat])
            self.renewal[:, seat] *= ~on
        self._vacuum(on & ((demands == 0).sum(axis=1) == 1))
        self._change_health(on * self.heal_due[:, self.round])

    def _check_quota(self, demands: np.ndarray) -> None:
        """Rulings R11 to R13: each over-quota harvest, in turn order, is detected when the game's
        next ``random()`` falls under the monitoring chance; a detected seat pays its offence's
        number times the fine, as much as its Stockpile holds, back to the Forest Deck."""
        quota = self.harvest_quota
        for seat in self.turn_order:
            watched = np.flatnonzero(self.live & (quota > 0) & (demands[:, seat] > quota) & (self.monitoring > 0))
            if not watched.size:
                continue
            caught = watched[self.game_words.random(watched) < self.monitoring[watched] / 100]
            self.offences[caught, seat] += 1
            paid = np.minimum(self.fine[caught] * self.offences[caught, seat], self.stockpile[caught, seat])
            self.stockpile[caught, seat] -= paid
            self.forest_deck[caught] += paid
            self.fined[caught, seat] += paid

    def _vacuum(self, one_idle: np.ndarray) -> None:
        """Ruling R5: the single leader on Capacity, then Stockpile, takes a cedar from the Box."""
        rank = self.capacity * (self.stockpile.max() + 1) + self.stockpile
        leaders = rank == rank.max(axis=1, keepdims=True)
        gains = one_idle & (leaders.sum(axis=1) == 1) & (self.box_reserve > 0)
        self.box_reserve -= gains
        self.stockpile[self.everyone, first_max(rank)] += gains

    def _record(self) -> None:
        played = self.live | (self.collapse_round == self.round)
        self.rounds_played += played
        self.health_path[played, self.round - 1] = self.health[played]
        self.deck_path[played, self.round - 1] = self.forest_deck[played]

    # -- the rows ---------------------------------------------------------------------------------
    def outcomes(self) -> list[Row]:
        """``outcome_columns`` of every game: winners, scores, length and ``HumbabaGame.summary``."""
        names = self.events.names
        columns = zip(
            self.starting_health.tolist(),
            self.stockpile.tolist(),
            self.capacity.tolist(),
            self.collapse_round.tolist(),
            self.rounds_played.tolist(),
            self.health_path.tolist(),
            self.deck_path.tolist(),
            self.event_of.tolist(),
            self.health.tolist(),
            self.forest_deck.tolist(),
            self.box_reserve.tolist(),
            self.clips.tolist(),
            self.clip_lost.tolist(),
            self.defection_round.tolist(),
            self.length.tolist(),
            self.offences.sum(axis=1).tolist(),
            self.fined.sum(axis=1).tolist(),
        )
        rows = []
        for (
            start,
            scores,
            capacity,
            collapse,
            played,
            health,
            deck,
            event,
            final,
            forest,
            box,
            clips,
            lost,
            defection,
            length,
            offences,
            fined,
        ) in columns:
            rank = list(zip(scores, capacity))  # the third key, the draw pile, is as long for every seat
            best = max(rank)
            winners = [] if collapse else [seat for seat, key in enumerate(rank) if key == best]
            path = tuple(health[:played])
            summary = {
                "collapsed": bool(collapse),
                "collapse_round": collapse or None,
                "rounds_played": played,
                "final_health": final,
                "min_health": min(start, *path),
                "forest_deck": forest,
                "box_reserve": box,
                "harvested_total": sum(scores),
                "clips": clips,
                "clip_lost": lost,
                "defection_round": defection or None,
                "events_seen": " / ".join(names[e] for e in event[:played] if e >= 0),
                "health_path": path,
                "deck_path": tuple(deck[:played]),
                "offences": offences,
                "fined": fined,
            }
            rows.append(outcome_columns(winners, scores, length, summary))
        return rows


def first_max(values: np.ndarray) -> np.ndarray:
    """The first column holding each row's largest value (``argmax``, which is slow along a short
    row: a few columns are compared in turn instead)."""
    best = np.zeros(values.shape[0], dtype=np.int64)
    for column in range(1, values.shape[1]):
        best = np.where(values[:, column] > values[np.arange(values.shape[0]), best], column, best)
    return best
