"""The bets of The Forest of Humbaba's what-if notebook and of the start notebook: each one's
question, range and explanation, how its answer is read from the games, and what its Reveal
shows (the explorer, its lesson, its tables). The notebooks only name them (``whatif.bet``), so
nothing a bet gives away is written in a cell a student sees before the Reveal."""

from __future__ import annotations

from functools import partial

import pandas as pd

import forestnb

from ..core.match import scaled_games
from ..core.rates import mean_grid
from ..widgets.lessons import mean, percent
from ..widgets.predict import Bet
from ..widgets.sweep_bets import SweepBet
from . import figures, frames, lessons, whatif

FAN_GAMES = partial(scaled_games, 1000, 60)
"""Games per table behind the fan chart's Reveal (fewer when ``FORESTNB_QUICK`` is set)."""
START_GAMES = 200
"""Seeded games per table behind the start notebook's second bet."""


def _percent_bet(question: str, explain: str = "") -> Bet:
    return Bet(question, 0, 100, 5, "%", explain)


def _fan() -> pd.DataFrame:
    return whatif.compare(["four cooperative", whatif.ONE_GREEDY], FAN_GAMES(), seed=1)


def _greed() -> pd.DataFrame:
    tables_of_four = {"cooperative": ["cooperative"] * 4, "greedy": ["greedy"] * 4}
    return forestnb.sweep("humbaba", tables_of_four, games=START_GAMES, seed=1, progress=False)


def _institutions_table(frame: pd.DataFrame) -> pd.DataFrame:
    return frames.institutions_table(frame).round(2)


def _die_columns(_: pd.DataFrame) -> pd.DataFrame:
    return (
        frames.die_table(max_excess=6)
        .loc[[9, 5, 2], ["band", "collapse_on", "survive_1", "survive_3", "survive_6"]]
        .round(3)
    )


def _defection_heatmap(frame: pd.DataFrame):
    return figures.heatmap(
        frame,
        "defect_round",
        "starting_health",
        "king_won",
        colorscale="RdYlGn",
        title="How often the Stranger-King wins, by defection round and starting Health",
    )


BETS: dict[str, SweepBet] = {
    "dice": SweepBet(
        _percent_bet(
            "At Health 5, three cedars beyond the Forest Deck: how likely is the forest to survive?",
            "Each roll succeeds 4 times in 6, and all three must succeed: (4/6)³ = 8/27, under a third. "
            "Most people guess far higher, because each single roll looks safe.",
        ),
        lambda _: whatif.survival_percent(3, health=5),
        (lessons.risk_compounds, _die_columns),
        explorer="dice",
    ),
    "fan": SweepBet(
        _percent_bet(
            "Four cooperative players: in what share of games does the forest collapse?",
            "Rarely, but not never: even a careful table sometimes has to roll the die, and the die can fail.",
        ),
        lambda frame: percent(frame, table="four cooperative"),
        (lambda frame: figures.health_fan(frame, by="table"), lessons.slow_growth_rapid_ruin),
        sweep=_fan,
    ),
    "greedy_players": SweepBet(
        _percent_bet(
            "Two greedy players and two cooperative ones: in what share of games does the forest collapse?",
            "Practically always. Two cooperative players cannot hold back enough to cover two free-riders.",
        ),
        lambda frame: percent(frame, greedy_players=2),
        (lessons.free_riding, lambda frame: frames.summary(frame, "greedy_players").round(2)),
        explorer="greedy_players",
    ),
    "defection_rounds": SweepBet(
        Bet(
            "In which round should the Stranger-King defect to win most often?",
            3,
            7,
            1,
            "",
            "Late, but not at the last moment. Defect early and the forest has many rounds in which to collapse, "
            "which loses the game for the king too; defect at the forced round 7 and there is little time left to "
            "cash in.",
        ),
        lessons.kings_best_round,
        (lessons.end_game_effect, lambda frame: frames.summary(frame, "defect_round").round(2), _defection_heatmap),
        explorer="defection_rounds",
    ),
    "starting_health": SweepBet(
        _percent_bet(
            "One greedy player, three cooperative, starting Health 2: in what share of games does the forest collapse?",
            "More often than at Health 6: the greedy player pushes the table onto the die, and at Health "
            "0–3 each roll is a coin flip.",
        ),
        lambda frame: percent(frame, table=whatif.ONE_GREEDY, starting_health=2),
        (
            lessons.low_health_and_plenty,
            lambda frame: mean_grid(frame, "starting_health", "table", "collapsed").round(2),
        ),
        explorer="starting_health",
    ),
    "box_size": SweepBet(
        _percent_bet(
            "Four cooperative players and no Box Reserve: in what share of games does the forest collapse?",
            "Most of the time. Without a reserve, the first cedar anyone takes beyond the deck collapses the "
            "forest, and regeneration has nothing to move.",
        ),
        lambda frame: percent(frame, greedy_players=0, box_size=0),
        (
            lessons.hidden_buffers,
            lambda frame: mean_grid(frame, "box_size", "greedy_players", "collapsed").round(2),
        ),
        explorer="box_size",
    ),
    "hidden_vs_revealed": SweepBet(
        Bet(
            "Four adaptive players: how many points lower is the collapse rate when everyone sees the Box Reserve?",
            -20,
            20,
            1,
            "points",
            "Lower. An adaptive player grabs while Health is high and the Forest Deck deep; shown the Box, it sees "
            "when the Box can no longer top the deck up, and stops grabbing in time. Counting does the same as "
            "seeing.",
        ),
        lambda frame: round(percent(frame, box="hidden") - percent(frame, box="shown"), 1),
        (lessons.monitoring, lambda frame: frames.summary(frame, "box").round(2)),
        explorer="hidden_vs_revealed",
    ),
    "rule_changes": SweepBet(
        _percent_bet(
            "With the Seneca Clip switched off, in what share of games does the forest collapse "
            "(one greedy player, three cooperative)?",
            "Barely less than with the clip. The clip withholds at most two cedars for one round, and right "
            "after a fall Health is low, so regeneration was small anyway.",
        ),
        lambda frame: percent(frame, clip_penalty=0, regen_divisor=2),
        (
            lessons.punishing_a_fall,
            lambda frame: mean_grid(frame, "clip_penalty", "regen_divisor", "collapsed").round(2),
        ),
        explorer="rule_changes",
    ),
    "clip_cost": SweepBet(
        Bet(
            "In the games a Seneca Clip struck, how many cedars of regrowth did the clips hold back (penalty 2)?",
            0,
            10,
            0.5,
            "cedars",
            "Only a few. A clip cuts one round's regeneration by at most its penalty, and right after a fall "
            "Health, and so regeneration, is low: there is little left to cut.",
        ),
        lambda frame: mean(frame, "clip_lost", clip="a clip struck", clip_penalty=2),
        (lessons.what_a_clip_costs, lambda frame: lessons.clip_table(frame).round(2)),
        explorer="clip_cost",
    ),
    "group_size": SweepBet(
        _percent_bet(
            "Two adaptive players: in what share of games does the forest collapse?",
            "Hardly ever. The same players, the same cards, the same forest: only the number of hands changed.",
        ),
        lambda frame: percent(frame, players=2),
        (lessons.fair_share, lambda frame: frames.summary(frame, "players").round(2)),
        explorer="group_size",
    ),
    "harvest_level": SweepBet(
        _percent_bet(
            "Four players, each keeping to 3 cedars a round: in what share of games does the forest collapse?",
            "Often, but far from always: the hidden Box Reserve and lucky rolls absorb some of the overshoot, "
            "which is exactly why a table can believe a harvest is safe until the round it is not.",
        ),
        lambda frame: percent(frame, quota=3, players=4),
        (lessons.payoff_and_risk, lambda frame: frames.summary(frame, "quota").round(2)),
        explorer="harvest_level",
    ),
    "agreement": SweepBet(
        _percent_bet(
            "Four players agree to take 2 a round and each keeps the deal 90% of the time. How often does the "
            "forest collapse?",
            "Much more often than with full compliance: over 8 rounds and 4 players, a 10% lapse means about "
            "three broken promises a game, and one greedy round at the wrong moment is enough.",
        ),
        lambda frame: percent(frame, compliance=0.9),
        (lessons.covenants, lambda frame: frames.summary(frame, "compliance").round(2)),
        explorer="agreement",
    ),
    "institutions": SweepBet(
        _percent_bet(
            "One free rider and three cooperative players agree on a quota of 2 cedars a round, watched half the "
            "time, with fines that rise with each offence. In what share of games does the forest collapse?",
            "Far less often than with no rule, once the fines bite: the free rider keeps to the quota as soon as the "
            "fine it expects is worth more than the cedars it would gain, and each fine goes back to the Forest Deck.",
        ),
        lambda frame: percent(frame, institution="quota + monitoring + sanctions", free_riders=1),
        (lessons.institutions, _institutions_table),
        explorer="institutions",
    ),
}

START_BETS: dict[str, SweepBet] = {
    "survival": SweepBet(
        _percent_bet("At Health 5, how likely is the forest to survive three cedars beyond the Forest Deck?"),
        lambda table: round(100 * table.loc[5, "survive_3"], 1),
        (lambda table: table.round(2),),
        sweep=frames.die_table,
    ),
    "greed": SweepBet(
        _percent_bet(f"Four greedy players: in what share of the {START_GAMES} games does the forest collapse?"),
        lambda frame: percent(frame, table="greedy"),
        (lambda frame: frames.summary(frame, "table").round(2), lessons.what_greed_did),
        sweep=_greed,
    ),
}
"""The start notebook's bets, on Humbaba's dice and on many games at once."""
