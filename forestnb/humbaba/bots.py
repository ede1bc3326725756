"""Humbaba's bots: the attitudes a classroom argues about, each a few lines of weights.

Every bot scores each legal play by the same features (what it harvests now, what it does to
Forest Health, the Capacity, Renewal and cedars it brings) and differs only in how it weighs
them and when the Stranger-King defects. They decide from what their seat may see
(``game.view(seat)``, ruling R7) as most people at a table do: they judge the cedars still to come
by the Forest Deck and Forest Health, expecting regrowth to go on, and only a Box Reserve they were
shown (the ``reveal_box`` option, or an information card's count) tells them it may run dry. The
counting bot plays like the cooperative one but works the Box out from the public counts, as R7
allows anyone to.

Under the classroom rules (rulings R11 to R13) every scoring bot takes an agreed quota as the most
it thinks fair, and weighs the fine a play over the quota may cost (the chance of detection times
its next fine) against what the play gains; the free rider keeps the quota only when breaking it
does not pay.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.actions import Action
from ..core.bots import register_bots
from ..core.search import strong_bot
from .rules import DEFECTION_FROM, ROUNDS, HumbabaGame


@dataclass(frozen=True, slots=True)
class Features:
    harvest: int
    health: int
    capacity: int
    renewal: int
    taken: int
    returned: int
    patience: int


def features(game: HumbabaGame, seat: int, action: Action) -> Features:
    """What playing ``action`` would do for ``seat``, judged before the other cards are seen."""
    name = action.args[0]
    card = game.cards[name]
    player = game.seats[seat]
    aggressive = seat == game.king and game.aggressive
    health = card.aggressive_health if card.type == "dual_mode" and aggressive else card.health
    health += card.heal if card.delay or card.pact else 0
    health += card.heal if card.returns and player.stockpile else 0
    health -= player.patience if aggressive else 0
    capacity = card.capacity if card.capacity and game.condition_holds(seat, name) else 0
    taken = min(card.steal, game.seats[action.args[1]].stockpile) if card.steal else 0
    return Features(
        harvest=game.harvest_value(seat, name),
        health=health,
        capacity=capacity,
        renewal=card.renewal,
        taken=taken,
        returned=min(card.returns, player.stockpile),
        patience=0 if aggressive else card.patience,
    )


def richest_target(game: HumbabaGame, actions: list[Action]) -> list[Action]:
    """Among targeted plays of one card keep only those aimed at the richest opponent."""
    best: dict[str, Action] = {}
    for action in actions:
        if len(action.args) < 2:
            best[action.args[0]] = action
            continue
        current = best.get(action.args[0])
        if current is None or game.seats[action.args[1]].stockpile > game.seats[current.args[1]].stockpile:
            best[action.args[0]] = action
    return list(best.values())


class _Scoring:
    """Shared choice rule: score every play, take the best, break ties with the bot's rng."""

    name = "scoring"

    def choose(self, game: HumbabaGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if actions[0].kind == "defect" and self.defects(game, seat):
            return actions[0]
        plays = richest_target(game, [a for a in actions if a.kind == "play"])
        share = agreed_share(game, self.share(game, seat))
        scored = []
        for action in plays:
            f = features(game, seat, action)
            scored.append((self.score(game, seat, share, f) - expected_fine(game, seat, f.harvest), action))
        return best(scored, rng)

    def defects(self, game: HumbabaGame, seat: int) -> bool:
        return False

    def share(self, game: HumbabaGame, seat: int) -> int:
        """The harvest the bot thinks fair this round."""
        return sustainable_share(game, self.box(game, seat))

    def box(self, game: HumbabaGame, seat: int) -> int | None:
        """The Box Reserve as the bot knows it (None: unknown)."""
        return box_in_view(game, seat)

    def score(self, game: HumbabaGame, seat: int, share: int, f: Features) -> float:
        """How much the bot likes a play; ``share`` is the cooperative harvest this round."""
        raise NotImplementedError


def top(scored: list[tuple[float, Action]]) -> float:
    return max(score for score, _ in scored)


def best(scored: list[tuple[float, Action]], rng: random.Random) -> Action:
    """The play with the top score, ties broken by the bot's rng."""
    most = top(scored)
    return rng.choice([a for score, a in scored if score == most])


class CooperativeBot(_Scoring):
    """Keeps its harvest at or under a sustainable share and favours cards that heal the forest."""

    name = "cooperative"

    def score(self, game: HumbabaGame, seat: int, share: int, f: Features) -> float:
        over = max(0, f.harvest - share)
        growth = 2 * f.capacity * (ROUNDS - game.round)
        banked = 0.5 * f.patience
        return (
            min(f.harvest, share)
            - 3 * over
            + 2 * f.health
            + 0.5 * f.renewal
            - growth
            - banked
            - f.taken
            + 0.5 * f.returned
        )


class GreedyBot(_Scoring):
    """Maximises its own cedars: this round's harvest plus what Capacity and steals will bring."""

    name = "greedy"

    def defects(self, game: HumbabaGame, seat: int) -> bool:
        return True

    def score(self, game: HumbabaGame, seat: int, share: int, f: Features) -> float:
        rounds_after = ROUNDS - game.round
        return f.harvest + f.taken + f.capacity * rounds_after - f.returned + 0.01 * f.health


class StrangerKingBot(CooperativeBot):
    """Cooperates and banks Patience, defects at ``defect_round`` (3..7), then plays greedily.

    In any seat but the Stranger-King's it simply cooperates, so a table of one king and three
    cooperators isolates the question "when should the king defect?".
    """

    name = "stranger_king"

    def __init__(self, defect_round: int = 5) -> None:
        if (
            isinstance(defect_round, bool)
            or not isinstance(defect_round, int)
            or not DEFECTION_FROM <= defect_round <= 7
        ):
            raise ValueError(
                f"defect_round must be {DEFECTION_FROM}..7 (defection is forced at round 7), got {defect_round!r}"
            )
        self.defect_round = defect_round

    def defects(self, game: HumbabaGame, seat: int) -> bool:
        return game.round >= self.defect_round

    def score(self, game: HumbabaGame, seat: int, share: int, f: Features) -> float:
        if seat == game.king and game.aggressive:
            return GreedyBot.score(self, game, seat, share, f)
        return super().score(game, seat, share, f) + (1.5 * f.patience if seat == game.king else 0)

    def __repr__(self) -> str:
        return f"StrangerKingBot(defect_round={self.defect_round})"


class QuotaBot(CooperativeBot):
    """Keeps to an agreed harvest ``quota`` each round, except that with probability
    ``1 - compliance`` it breaks the deal for that round and plays greedily.

    A table of quota bots asks "how much can we take?" (sweep the quota) and "is an agreement
    enough?" (sweep the compliance).
    """

    name = "quota"

    def __init__(self, quota: int = 2, compliance: float = 1.0) -> None:
        if isinstance(quota, bool) or not isinstance(quota, int) or not 0 <= quota <= 10:
            raise ValueError(f"quota must be a whole number of cedars from 0 to 10, got {quota!r}")
        if isinstance(compliance, bool) or not isinstance(compliance, (int, float)) or not 0 <= compliance <= 1:
            raise ValueError(f"compliance must be a probability from 0 to 1, got {compliance!r}")
        self.quota = quota
        self.compliance = compliance

    def choose(self, game: HumbabaGame, seat: int, rng: random.Random) -> Action:
        keeps_the_deal = self.compliance == 1 or rng.random() < self.compliance
        return super().choose(game, seat, rng) if keeps_the_deal else GreedyBot().choose(game, seat, rng)

    def share(self, game: HumbabaGame, seat: int) -> int:
        return self.quota

    def __repr__(self) -> str:
        return f"QuotaBot(quota={self.quota}, compliance={self.compliance})"


class FreeRiderBot(_Scoring):
    """Breaks the quota (ruling R11) whenever it pays: it takes the play with the most cedars for
    itself, net of the fine it may cost (R12, R13), if that play is over the quota and beats every
    play within it; otherwise it keeps the quota, as a cooperative player would. With no quota
    there is nothing to keep, and it plays greedily, riding on the others' restraint.
    """

    name = "free_rider"

    def choose(self, game: HumbabaGame, seat: int, rng: random.Random) -> Action:
        actions = game.legal_actions()
        if actions[0].kind == "defect" and self.defects(game, seat):
            return actions[0]
        plays = [(features(game, seat, a), a) for a in richest_target(game, [a for a in actions if a.kind == "play"])]
        gains = [(GreedyBot.score(self, game, seat, 0, f) - expected_fine(game, seat, f.harvest), a) for f, a in plays]
        if not game.options["harvest_quota"]:
            return best(gains, rng)
        over = [gain for gain, (f, _) in zip(gains, plays) if game.over_quota(f.harvest)]
        within = [gain for gain, (f, _) in zip(gains, plays) if not game.over_quota(f.harvest)]
        if not within or (over and top(over) > top(within)):
            return best(over, rng)
        share = game.options["harvest_quota"]
        keeping = [
            (CooperativeBot.score(self, game, seat, share, f), a) for f, a in plays if not game.over_quota(f.harvest)
        ]
        return best(keeping, rng)

    def defects(self, game: HumbabaGame, seat: int) -> bool:
        return True


class AdaptiveBot(_Scoring):
    """Reads the forest: greedy while Health is high and the Forest Deck deep, careful otherwise.

    A deck is deep when it holds 4 cedars a player, less any regrowth the Box it knows of cannot
    give: a thin Box means the deck will not be topped up."""

    name = "adaptive"

    def defects(self, game: HumbabaGame, seat: int) -> bool:
        return game.health >= 7 and game.round >= 5

    def score(self, game: HumbabaGame, seat: int, share: int, f: Features) -> float:
        plenty = (
            game.health >= 7 and game.forest_deck - regrowth_shortfall(game, self.box(game, seat)) >= 4 * game.players
        )
        if plenty:
            return GreedyBot.score(self, game, seat, share, f) + 0.5 * f.health
        return CooperativeBot.score(self, game, seat, share, f) + (0.5 if game.health <= 3 and f.health > 0 else 0)


class _Counts:
    """Keeps count instead of judging by sight: the Box Reserve is the forest's cedars less the
    Forest Deck and every Stockpile (ruling R7), so the bot knows it as if it were shown."""

    def box(self, game: HumbabaGame, seat: int) -> int | None:
        return counted_box(game)


class CountingBot(_Counts, CooperativeBot):
    """The cooperative bot, keeping count of the Box Reserve."""

    name = "counting"


class CountingAdaptiveBot(_Counts, AdaptiveBot):
    """The adaptive bot, keeping count of the Box Reserve: it stops grabbing when the Box cannot
    keep the Forest Deck topped up."""

    name = "counting_adaptive"


def agreed_share(game: HumbabaGame, share: int) -> int:
    """The share a bot thinks fair, capped by the quota the table agreed on (ruling R11), if any."""
    return min(share, game.options["harvest_quota"]) if game.options["harvest_quota"] else share


def expected_fine(game: HumbabaGame, seat: int, harvest: int) -> float:
    """What a harvest of ``harvest`` may cost ``seat`` in fines (rulings R11 to R13): the chance an
    over-quota harvest is detected times the next fine, as much as the Stockpile could pay."""
    if not game.over_quota(harvest):
        return 0.0
    due = min(game.next_fine(seat), game.seats[seat].stockpile + harvest)
    return game.options["monitoring"] / 100 * due


def sustainable_share(game: HumbabaGame, box: int | None) -> int:
    """An even split of the cedars still to come over the rounds left (and one more, as a safety
    margin) and the players, never more than an even split of the visible Forest Deck (beyond it
    every cedar is a die roll).

    The cedars still to come are the Forest Deck and the regrowth of the rounds left, as a player
    sees them (``expected_regrowth``).
    """
    rounds_left = ROUNDS - game.round + 1
    to_come = game.forest_deck + expected_regrowth(game, box)
    return min(to_come // ((rounds_left + 1) * game.players), game.forest_deck // game.players)


def regrowth_ahead(game: HumbabaGame) -> int:
    """The cedars regeneration would move to the Forest Deck after this harvest and the later
    ones at this round's rate: what a player who watches Health expects."""
    return game.regen_rate() * (ROUNDS - game.round)


def expected_regrowth(game: HumbabaGame, box: int | None) -> int:
    """``regrowth_ahead``, as much of it as the player believes in. Regrowth comes out of the Box
    Reserve, so a player who knows the ``box`` (None: unknown) expects no more than it holds; one
    who does not expects regrowth to go on, and overrates the forest just as the Box runs dry."""
    return regrowth_ahead(game) if box is None else min(regrowth_ahead(game), box)


def regrowth_shortfall(game: HumbabaGame, box: int | None) -> int:
    """The regrowth this round's rate promises that the known ``box`` cannot give (0 if unknown)."""
    return regrowth_ahead(game) - expected_regrowth(game, box)


def box_in_view(game: HumbabaGame, seat: int) -> int | None:
    """The Box Reserve as ``game.view(seat)`` shows it (ruling R7): the true Box when the
    ``reveal_box`` option is on, else the count of the seat's last information card (stale), else
    None. Read from the game directly, since building the whole view at every decision is slow."""
    if game.options["reveal_box"]:
        return game.box_reserve
    seen = game.seats[seat].box_seen
    return seen[-1]["box_reserve"] if seen else None


def counted_box(game: HumbabaGame) -> int:
    """The Box Reserve worked out from public counts (ruling R7): no cedar ever leaves the game."""
    return game.options["forest_size"] + game.options["box_size"] - game.forest_deck - sum(game.scores())


def forest_stands(game: HumbabaGame) -> bool:
    """Whether a finished game ended with the forest standing: the strong bot's survival chance."""
    return not game.collapsed


STRONG_BUDGETS = {"class": 40, "notebook": 200}
"""The strong bot's iterations per decision: within 0.2 s and 1 s on a shared two-core machine
(``benchmarks/strength.py`` measures them)."""

register_bots(
    "humbaba",
    {
        "cooperative": CooperativeBot,
        "greedy": GreedyBot,
        "stranger_king": StrangerKingBot,
        "adaptive": AdaptiveBot,
        "quota": QuotaBot,
        "counting": CountingBot,
        "counting_adaptive": CountingAdaptiveBot,
        "free_rider": FreeRiderBot,
        "strong": strong_bot("humbaba", budgets=STRONG_BUDGETS, rollout="adaptive", survives=forest_stands),
    },
)
