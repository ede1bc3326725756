"""A searching player for every game: information-set Monte Carlo search from one seat's view.

The seat cannot see the hidden cards, so each iteration deals them afresh (``determinize``, from
the seat's view only), plays one of its legal moves, chosen by UCB, and lets the rule bots play
the imagined game on from every seat, to its end or, in a long game, to its ``Horizon`` (The
Forest's round, forty decisions of Cardswild). A move's value is the seat's share of the wins in
its imagined games, a game cut at the horizon counting the win chance read from its position
there. The other seats' moves are never searched: they are played by their rule bot, which reads
only its own view of the imagined game. Why: a search of another seat's move made after the
searching seat's would let that seat answer a choice it could not see (Humbaba's face-down
picks), and a rule bot is a good model of the table the bot meets.

The k-th imagined game of every move is dealt and played on from the same seed (common random
numbers): two moves are compared on the same deals, so a difference between them is the moves'
and not the luck of the deal. The rule bot's own move is the default, and another move replaces
it only when it did better on the same deals by more standard errors of the paired differences
than chance explains among that many challengers (``ALPHA``). Why: in a game of many small
decisions (The Forest) most moves are worth about the same, and a search of a few hundred games
that picks the most visited move picks among them at random, which plays worse than the rule bot
it searches with. With the default, the search is a rollout improvement of the rule bot: it keeps
its play and fixes its clear mistakes.

Its tree is one level deep: the root is the seat's information set now, and its children are the
seat's legal moves, each shared by every deal. Why not deeper: a node for the seat's next
decision would split the few dozen to few hundred games a budget allows among that decision's
moves too, so the moves at the root, which are the ones played, would be compared on fewer deals
each, and on games where the seat later played a move only tried for the search's sake.

Each decision's search is seeded from the bot's stream, so a game with bots is reproducible;
the budget is a number of iterations (a time limit can cap it, at the cost of reproducibility).
The stream is read, not drawn from, and the rule bot's move takes from it what the rule bot
would: a strong bot that keeps every rule-bot move plays the rule bot's game move for move,
bots at the same table included. Why: the strong bot and its rule bot then meet the same deals
with the same luck, and where their games differ it is because the search chose otherwise.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from .actions import Action
from .bots import Bot, make_bot
from .determinize import Determinizer, determinize
from .game import Game

EXPLORATION = 0.7
"""UCB's exploration constant for rewards in 0..1 (a little under the textbook sqrt(2): rule-bot
rollouts are less noisy than random ones)."""
ALPHA = 0.067
"""The chance, summed over the moves that challenge it, that the rule bot's move is replaced by one
no better: each challenger must beat it on the same deals by ``NormalDist().inv_cdf(1 - ALPHA / k)``
standard errors of the paired differences, k the number of challengers (1.5 for one). Why grow
the bar with k: the best of many equal challengers clears a fixed bar by luck (the winner's curse)."""
EVEN_PAIRS = (1.0, -1.0)
"""Two imagined pairs, one won and one lost, counted with every challenger's differences: a few
pairs that all agree are not yet sure (without them, three wins in three would have no spread)."""
ROLLOUT_LIMIT = 5000
"""Decisions a rollout may take before it is scored as a draw (no game here comes near it)."""


@dataclass
class Node:
    """What the search learned of one move: how often it was tried, the wins it brought and, in a
    game the table can lose together, how many of its imagined games the table survived."""

    rewards: list[float] = field(default_factory=list)
    survived: int = 0

    @property
    def visits(self) -> int:
        return len(self.rewards)

    @property
    def reward(self) -> float:
        return sum(self.rewards)

    def ucb(self, exploration: float, total: int) -> float:
        return self.reward / self.visits + exploration * math.sqrt(math.log(total) / self.visits)


@dataclass(frozen=True)
class MoveStat:
    """One candidate move after a search: its share of the iterations, its estimated win chance and,
    in a game the table can lose together (Humbaba's collapse), its estimated survival chance."""

    action: Action
    visits: int
    share: float
    win: float | None
    survival: float | None = None


@dataclass(frozen=True)
class Horizon:
    """Where an imagined game may stop before its end, and the seat's win chance read from the
    position there. Why: in a long game (The Forest's rounds, Cardswild's hunt) a rollout to the
    end costs most of a search, and one win or loss at the end is the noisiest reading of a move;
    a rollout cut at the horizon costs a third as much, so the same time buys three times the
    imagined games, each scored by the position it left (a lead, the trophies held), which a move
    changes more surely than it changes the winner. ``reached(before, world, moves)``: whether the
    imagined ``world``, ``moves`` decisions after the search's position ``before``, stops here;
    ``chance(world, seat)``: the seat's win chance from the position, 0..1 (fitted to rule-bot
    games); ``words``, how far an imagined game goes and how it is scored, as the advice tells a
    player."""

    reached: Callable[[Game, Game, int], bool]
    chance: Callable[[Game, int], float]
    words: str


def logistic(score: float) -> float:
    """A chance from a score on the log-odds scale (0 is even, 1 is 73%): the curve every
    horizon's win chance is fitted on."""
    return 1 / (1 + math.exp(-score))


def best_other(standing: list[float], seat: int) -> float:
    """The best of the other seats' standings (points, trophies): the one the seat must beat."""
    return max(value for other, value in enumerate(standing) if other != seat)


def lead_chance(standing: list[float], seat: int, scale: float) -> float:
    """The seat's win chance from its lead in ``standing`` (one number a seat) over the best other
    seat, on the logistic curve that reaches 73% at a lead of ``scale``."""
    return logistic((standing[seat] - best_other(standing, seat)) / scale)


class StrongBot:
    """Searches before every decision (see the module docstring). ``rollout`` names the rule bot
    that plays the imagined games on; ``budgets`` are the game's iterations per decision by name
    ("class": a decision within 0.2 s on a shared two-core machine, the default, so a class server
    or a sweep stays quick; "notebook": within 1 s, for a person waiting on one decision);
    ``iterations`` overrides the named budget, and ``seconds`` caps it. ``survives`` says whether an
    imagined game ended with the table still standing, for a game the table can lose together;
    ``horizon``, where imagined games stop and how they are scored there (else at their end)."""

    name = "strong"

    def __init__(
        self,
        game: str,
        rollout: str,
        budgets: dict[str, int],
        budget: str = "class",
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = EXPLORATION,
        survives: Callable[[Game], bool] | None = None,
        horizon: Horizon | None = None,
        deal: Determinizer = determinize,
    ) -> None:
        if budget not in budgets:
            raise ValueError(f"budget must be one of {', '.join(budgets)}, got {budget!r}")
        iterations = budgets[budget] if iterations is None else iterations
        if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
            raise ValueError(f"iterations must be a positive integer, got {iterations!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, got {seconds!r}")
        self.game, self.rollout = game, rollout
        self.iterations, self.seconds, self.exploration = iterations, seconds, exploration
        self.survives, self.horizon, self.deal = survives, horizon, deal

    def choose(self, game: Game, seat: int, rng: random.Random) -> Action:
        return self.search(game, seat, rng)[0].action

    def search(self, game: Game, seat: int, rng: random.Random) -> list[MoveStat]:
        """The seat's legal moves, most searched first, from ``iterations`` imagined games."""
        legal = game.legal_actions()
        base = _peek(rng) * 1_000_003 + len(game.events_for(seat))
        policy = make_bot(game.name, self.rollout)
        # the rule bot's move, chosen in an imagined game (the same view), never in the real one
        default = policy.choose(self.deal(game, seat, random.Random(base)), seat, rng)
        if len(legal) == 1:
            return [MoveStat(legal[0], 0, 1.0, None)]
        moves = {action: Node() for action in legal}
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for done in range(self.iterations):
            action = self._next_move(moves, default, done)
            node = moves[action]
            deal_rng = random.Random(base * 1_000_003 + node.visits)
            world = self.deal(game, seat, deal_rng)
            world.apply(action)
            reward = _play_out(world, seat, policy, deal_rng, self.horizon and (game, self.horizon))
            node.rewards.append(reward)
            node.survived += self.survives is not None and self.survives(world)
            if deadline is not None and time.perf_counter() > deadline:
                break
        return _move_stats(moves, legal, _best(moves, default), tracks_survival=self.survives is not None)

    def _next_move(self, moves: dict[Action, Node], default: Action, done: int) -> Action:
        """A move not yet tried; else the rule bot's move whenever another has been tried as often
        (each challenger is compared with it on the same deals); else the challenger UCB picks."""
        untried = [a for a, node in moves.items() if node.visits == 0]
        if untried:
            return untried[0]
        challengers = [a for a in moves if a != default]
        if moves[default].visits <= max(moves[a].visits for a in challengers):
            return default
        return max(challengers, key=lambda a: moves[a].ucb(self.exploration, done))

    def __repr__(self) -> str:
        return f"StrongBot({self.game!r}, rollout={self.rollout!r}, iterations={self.iterations})"


def _peek(rng: random.Random) -> int:
    """The next 32 bits of ``rng``'s stream, read from a copy so the stream itself does not move.
    With the seat's number of events, it seeds a search: two decisions between which no bot drew
    from the stream still search different deals. (Not ``hash`` of the stream's state: the state
    holds None, whose hash changes from one process to the next before Python 3.12.)"""
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy.getrandbits(32)


def _play_out(
    world: Game, seat: int, policy: Bot, rng: random.Random, cut: tuple[Game, Horizon] | None = None
) -> float:
    """Play the imagined game on with the rule bot in every seat, to its end or, with a ``cut``
    (the search's position and the game's horizon), to the horizon: the seat's share of the win,
    or its win chance read at the horizon."""
    for moves in range(ROLLOUT_LIMIT):
        mover = world.current_player
        if mover is None:
            break
        if cut is not None and cut[1].reached(cut[0], world, moves):
            return cut[1].chance(world, seat)
        world.apply(policy.choose(world, mover, rng))
    winners = world.winners()
    if not world.is_over():
        return 1 / world.players
    return 1 / len(winners) if seat in winners else 0.0


def _best(moves: dict[Action, Node], default: Action) -> Action:
    """The move that beat the rule bot's on the same deals by the widest sure margin, else the rule bot's."""
    challengers = [a for a, node in moves.items() if a != default and node.visits >= 2]
    if not challengers:
        return default
    bar = NormalDist().inv_cdf(1 - ALPHA / len(challengers))
    best, margin = default, 0.0
    for action in challengers:
        differences = [mine - theirs for mine, theirs in zip(moves[action].rewards, moves[default].rewards)]
        differences += EVEN_PAIRS
        mean = sum(differences) / len(differences)
        spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (len(differences) - 1) / len(differences))
        sure = mean - bar * spread
        if sure > margin:
            best, margin = action, sure
    return best


def _move_stats(
    moves: dict[Action, Node], legal: list[Action], best: Action, *, tracks_survival: bool
) -> list[MoveStat]:
    """The moves, the chosen one first, then by their share of the search."""
    total = sum(node.visits for node in moves.values()) or 1
    stats = [
        MoveStat(
            a,
            node.visits,
            node.visits / total,
            node.reward / node.visits if node.visits else None,
            node.survived / node.visits if node.visits and tracks_survival else None,
        )
        for a in legal
        for node in [moves[a]]
    ]
    return sorted(stats, key=lambda s: (s.action != best, -s.visits, -(s.win if s.visits else 0)))


def strong_bot(
    game: str,
    *,
    rollout: str,
    budgets: dict[str, int],
    survives: Callable[[Game], bool] | None = None,
    horizon: Horizon | None = None,
) -> Callable[..., StrongBot]:
    """The factory a game registers as its "strong" bot: ``StrongBot`` for ``game`` with its best
    rule bot as rollout policy, its budgets, for a game the table can lose together what survival
    means, and for a long game its horizon, taking the other settings as keywords."""

    def factory(**params: Any) -> StrongBot:
        return StrongBot(game, rollout, budgets, survives=survives, horizon=horizon, **params)

    return factory
