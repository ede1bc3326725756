"""What-if questions about Humbaba: one seeded sweep per question a teacher asks, and an explorer
widget that re-runs it with the learner's settings.

Every function returns the tidy sweep table (one row per game, a column per knob), so a notebook
can show it, summarise it or hand it to ``figures``. Every setting of a sweep replays the same
seeds, so two settings differ only by the knob, not by luck in the deal (common random numbers).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import ipywidgets as widgets
import pandas as pd
import plotly.graph_objects as go

import forestnb
from forestnb.core import match
from forestnb.core.match import ignore_progress
from forestnb.core.options import named
from forestnb.widgets.explorer import Explorer, Question, explorer_for, game_sandbox, knob_for, several, several_of
from forestnb.widgets.steps import picker, slider
from forestnb.widgets.sweep_bets import bet_named

from . import figures, odds
from .bots import QuotaBot, StrangerKingBot
from .rules import DEFECTION_FROM, FORCED_DEFECTION, HumbabaGame

GAME = "humbaba"
FULL_GAMES, QUICK_GAMES = 2000, 60
STANDARD = HumbabaGame.option_defaults
OnStep = Callable[[int, int], None]

TABLES: dict[str, list[Any]] = {
    "four cooperative": ["cooperative"] * 4,
    "one greedy, three cooperative": ["greedy"] + ["cooperative"] * 3,
    "two greedy, two cooperative": ["greedy"] * 2 + ["cooperative"] * 2,
    "four adaptive": ["adaptive"] * 4,
    "four random": ["random"] * 4,
    "four greedy": ["greedy"] * 4,
    "one of each": ["cooperative", "greedy", "adaptive", "random"],
    "Stranger-King defects in round 4, three cooperative": [StrangerKingBot(4)] + ["cooperative"] * 3,
    "four counting": ["counting"] * 4,
    "four counting adaptive": ["counting_adaptive"] * 4,
}
ONE_GREEDY = "one greedy, three cooperative"


def run_sweep(
    tables: dict[Any, Sequence[Any]],
    *,
    label: str | None,
    games: int,
    seed: int,
    grid: dict[str, Sequence[Any]] | None = None,
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    processes: int | None = None,
    **options: Any,
) -> pd.DataFrame:
    """``forestnb.core.match.run_sweep`` for Humbaba: named tables of bots over a grid of options."""
    return match.run_sweep(
        "humbaba",
        tables,
        label=label,
        games=games,
        seed=seed,
        grid=grid,
        on_step=on_step,
        progress=progress,
        processes=processes,
        **options,
    )


# -- one function per question --------------------------------------------------------------------
def compare(
    tables: Sequence[str],
    games: int,
    seed: int,
    *,
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Named tables of ``TABLES`` side by side under the same rules and seeds; column ``table``."""
    return run_sweep(
        match.named_tables(TABLES, tables),
        label="table",
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )


def greedy_players(
    games: int,
    seed: int,
    *,
    players: int = 4,
    others: str = "cooperative",
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """0..``players`` greedy players, the rest playing ``others``: free-riding.

    The greedy players take the first seats, so they also take the first archetype decks (the
    Stranger-King's, then the Axe Guild's...); the decks are part of what each count compares.
    """
    tables = {k: ["greedy"] * k + [others] * (players - k) for k in range(players + 1)}
    return run_sweep(
        tables, label="greedy_players", games=games, seed=seed, on_step=on_step, progress=progress, **options
    )


def defection_rounds(
    games: int,
    seed: int,
    *,
    rounds: Sequence[int] = range(DEFECTION_FROM, FORCED_DEFECTION + 1),
    others: str = "cooperative",
    starting_health: Sequence[int] = (STANDARD["starting_health"],),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """The Stranger-King (seat 0) cooperates, then defects in each of ``rounds``; adds ``king_won``."""
    tables = {r: [StrangerKingBot(r)] + [others] * 3 for r in rounds}
    frame = run_sweep(
        tables,
        label="defect_round",
        grid={"starting_health": starting_health},
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )
    return frame.assign(king_won=frame["winners"].map(lambda winners: 0 in winners))


def starting_health(
    games: int,
    seed: int,
    *,
    values: Sequence[int] = range(1, 11),
    tables: Sequence[str] = ("four cooperative", ONE_GREEDY, "four adaptive"),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Each named table of ``TABLES`` at each starting Forest Health."""
    return compare(tables, games, seed, grid={"starting_health": values}, on_step=on_step, progress=progress, **options)


def box_size(
    games: int,
    seed: int,
    *,
    sizes: Sequence[int] = (0, 5, 10, 20, 30, 40),
    greedy: Sequence[int] = (0, 1, 2),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Box Reserve sizes against the number of greedy players (the others cooperate): the hidden buffer."""
    tables = {k: ["greedy"] * k + ["cooperative"] * (4 - k) for k in greedy}
    return run_sweep(
        tables,
        label="greedy_players",
        grid={"box_size": sizes},
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )


def rule_changes(
    games: int,
    seed: int,
    *,
    regen_divisor: Sequence[int] = (1, 2, 3, 4),
    clip_penalty: Sequence[int] = (0, 2, 4, 6),
    table: str = ONE_GREEDY,
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Regeneration floor(H / divisor) and the Seneca Clip's penalty (0 switches the clip off), crossed."""
    return compare(
        [table],
        games,
        seed,
        grid={"regen_divisor": regen_divisor, "clip_penalty": clip_penalty},
        on_step=on_step,
        progress=progress,
        **options,
    )


def group_size(
    games: int,
    seed: int,
    *,
    players: Sequence[int] = (2, 3, 4),
    bot: str = "adaptive",
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Tables of 2, 3 and 4 players who all play ``bot``, on the same 50-cedar forest."""
    return run_sweep(
        {n: [bot] * n for n in players},
        label=None,
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )


def harvest_level(
    games: int,
    seed: int,
    *,
    quotas: Sequence[int] = range(5),
    players: Sequence[int] = (2, 3, 4),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Every player keeps to the same harvest ``quota`` each round, at each table size."""
    frames = []
    for count in players:
        tables = {quota: [QuotaBot(quota)] * count for quota in quotas}
        frames.append(run_sweep(tables, label="quota", games=games, seed=seed, progress=progress, **options))
        on_step(len(frames), len(players))
    return pd.concat(frames, ignore_index=True)


def agreement(
    games: int,
    seed: int,
    *,
    quota: int = 2,
    compliance: Sequence[float] = (1.0, 0.9, 0.75, 0.5, 0.25, 0.0),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Four players agree on a harvest ``quota``; each keeps it in a round with probability ``compliance``."""
    tables = {level: [QuotaBot(quota, level)] * 4 for level in compliance}
    return run_sweep(tables, label="compliance", games=games, seed=seed, on_step=on_step, progress=progress, **options)


def institution_rules(harvest_quota: int = 2, monitoring: int = 50, fine: int = 2) -> dict[str, dict[str, Any]]:
    """The classroom rules (rulings R11 to R13) built up one at a time, by name: no rule, the quota,
    the quota watched (``monitoring`` % of over-quota harvests detected), and fines on top."""
    quota = {"harvest_quota": harvest_quota}
    watched = {**quota, "monitoring": monitoring}
    return {
        "no rule": {},
        "quota": quota,
        "quota + monitoring": watched,
        "quota + monitoring + sanctions": {**watched, "fine": fine},
    }


INSTITUTION_RULES = institution_rules()
"""The what-if's rules: a quota of 2 (about the fair share of four players, 50 / 8 / 4), detection
half the time, and fines of 2, 4, 6... cedars."""


def institutions(
    games: int,
    seed: int,
    *,
    free_riders: Sequence[int] = (0, 1, 2),
    others: str = "cooperative",
    players: int = 4,
    harvest_quota: int = 2,
    monitoring: int = 50,
    fine: int = 2,
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Tables with 0, 1 and 2 free riders (the first seats, so the first holds the Stranger-King's
    deck; the rest play ``others``) under each of ``institution_rules`` (no rule, a quota,
    monitoring, sanctions), same seeds for every cell; columns ``institution`` and ``free_riders``."""
    rules = institution_rules(harvest_quota, monitoring, fine)
    tables = {k: ["free_rider"] * k + [others] * (players - k) for k in free_riders}
    frames = []
    for name, rule in rules.items():
        played = run_sweep(
            tables, label="free_riders", games=games, seed=seed, progress=progress, **{**options, **rule}
        )
        frames.append(played.assign(institution=name))
        on_step(len(frames), len(rules))
    return pd.concat(frames, ignore_index=True)


COUNTING_TWINS = {"cooperative": "counting", "adaptive": "counting_adaptive"}
"""Each bot that judges the forest by sight, and its twin that keeps count of the Box instead."""
BOX_KNOWLEDGE = ("hidden", "shown", "counted")


def hidden_vs_revealed(
    games: int,
    seed: int,
    *,
    table: str = "four adaptive",
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """The same table with the Box Reserve hidden (the rules), shown to everyone (``reveal_box``),
    and hidden but counted (every cooperative or adaptive seat replaced by its counting twin);
    column ``box``."""
    seats = match.named_tables(TABLES, [table])[table]
    counting = [COUNTING_TWINS.get(bot, bot) if isinstance(bot, str) else bot for bot in seats]
    settings = {"hidden": (seats, False), "shown": (seats, True), "counted": (counting, False)}
    frames = []
    for name in BOX_KNOWLEDGE:
        bots, reveal = settings[name]
        frames.append(
            run_sweep(
                {name: bots},
                label="box",
                games=games,
                seed=seed,
                progress=progress,
                **{**options, "reveal_box": reveal},
            )
        )
        on_step(len(frames), len(settings))
    return pd.concat(frames, ignore_index=True)


def clip_cost(
    games: int,
    seed: int,
    *,
    clip_penalty: Sequence[int] = (0, 2, 4, 6),
    table: str = ONE_GREEDY,
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """The Seneca Clip's penalty swept on the same seeds, each game marked by whether a clip struck
    (column ``clip``). A game plays the same under every penalty up to its first clip, which
    therefore strikes in the same games whatever the penalty; the games without one are the same
    games under every setting, so any difference lies in the games a clip struck."""
    frame = compare(
        [table], games, seed, grid={"clip_penalty": clip_penalty}, on_step=on_step, progress=progress, **options
    )
    return frame.assign(clip=frame["clips"].map(lambda clips: "a clip struck" if clips else "no clip"))


def your_rules(
    games: int,
    seed: int,
    *,
    table: str = ONE_GREEDY,
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **rules: Any,
) -> pd.DataFrame:
    """The standard rules beside ``rules`` (any game options), same table and seeds; column ``rules``."""
    frames = []
    for name, options in (("standard", {}), ("yours", rules)):
        frames.append(compare([table], games, seed, progress=progress, **options).assign(rules=name))
        on_step(len(frames), 2)
    return pd.concat(frames, ignore_index=True)


def dice_trials(
    trials: int,
    seed: int,
    *,
    max_excess: int = 8,
    die_success: Sequence[int] = odds.DEFAULT_DIE_SUCCESS,
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """Roll the Forest Die as the engine does, ``trials`` times for every band and 1..``max_excess``
    extra cedars: the share of trials in which every roll succeeded, to set beside the exact odds."""
    if isinstance(trials, bool) or not isinstance(trials, int) or trials < 1:
        raise ValueError(f"trials must be a positive integer, got {trials!r}")
    rng = random.Random(seed)
    rows = []
    for done, (band, faces) in enumerate(zip(odds.BANDS, die_success), start=1):
        for excess in range(1, max_excess + 1):
            survived = sum(all(rng.randint(1, odds.DIE_FACES) <= faces for _ in range(excess)) for _ in range(trials))
            rows.append(
                {"band": band, "faces": faces, "excess": excess, "survival": survived / trials, "trials": trials}
            )
        on_step(done, len(odds.BANDS))
    return pd.DataFrame(rows)


# -- single answers, for a prediction's reveal --------------------------------------------------------
def survival_percent(excess: int, health: int, die_success: Sequence[int] = odds.DEFAULT_DIE_SUCCESS) -> float:
    """The exact chance, in percent, that the forest survives ``excess`` Forest Die rolls at ``health``."""
    return 100 * float(1 - odds.collapse_probability(excess, health, tuple(die_success)))


def collapse_percent(table: str | Sequence[Any], games: int, seed: int, **options: Any) -> float:
    """How often, in percent, the forest collapses for a table (a name in ``TABLES`` or a list of
    bots, one per seat) under ``options``."""
    bots = match.named_tables(TABLES, [table]) if isinstance(table, str) else {"yours": list(table)}
    frame = run_sweep(bots, label="table", games=games, seed=seed, **options)
    return 100 * float(frame["collapsed"].mean())


def best_defection_round(games: int, seed: int, **options: Any) -> int:
    """The defection round that wins the Stranger-King the most games (the earliest, on a tie)."""
    wins = defection_rounds(games, seed, **options).groupby("defect_round")["king_won"].mean()
    return int(wins.idxmax())


def telling_game(table: str = ONE_GREEDY, *, seeds: Iterable[int] = range(1, 1001), **options: Any) -> HumbabaGame:
    """The first seeded game in which the forest collapsed with its Box Reserve empty right after
    looking thriving (Health 7 or more at the end of the round before): the hidden buffer's lesson
    in a single game.

    Found rather than hand-picked, so the example stays true when the cards are rebalanced.
    """
    for seed in seeds:
        game = forestnb.play("humbaba", match.named_tables(TABLES, [table])[table], seed=seed, **options)
        path = game.summary()["health_path"]
        if game.collapsed and game.box_reserve == 0 and len(path) >= 2 and path[-2] >= 7:
            return game
    raise ValueError(f"no game among those seeds collapsed on an empty Box right after Health 7+ for {table!r}")


# -- pictures of each sweep -------------------------------------------------------------------------
def king_and_forest(frame: pd.DataFrame) -> go.Figure:
    """The Stranger-King's win rate and the collapse rate against its defection round, on one chart."""
    outcomes = frame.rename(columns={"king_won": "the Stranger-King wins", "collapsed": "the forest collapses"})
    long = outcomes.melt(
        id_vars=["defect_round"],
        value_vars=["the Stranger-King wins", "the forest collapses"],
        var_name="outcome",
        value_name="happened",
    )
    fig = figures.rate_chart(
        long, "defect_round", "happened", color="outcome", label="share of games", colours=figures.GROUP_HUES
    )
    fig.update_layout(title="When the Stranger-King defects: its wins and the forest's fate")
    return fig


def _dice_figure(frame: pd.DataFrame) -> go.Figure:
    faces = frame.groupby("band", sort=False)["faces"].first()
    return figures.die_risk_curve(
        int(frame["excess"].max()), tuple(faces[band] for band in odds.BANDS), simulated=frame
    )


def _vs(column: str, draw: Callable[..., go.Figure], **kwargs: Any) -> Callable[[pd.DataFrame], go.Figure]:
    """A view drawing ``draw(frame, column, **kwargs)``."""
    return lambda frame: draw(frame, column, **kwargs)


# -- explorers --------------------------------------------------------------------------------------
BOT_NAMES = ("cooperative", "adaptive", "random", "greedy")
RULE_STRENGTHS = {"harvest_quota": 2, "monitoring": 50, "fine": 2}
"""The institutions explorer's rule knobs and where they start (``institution_rules``'s defaults)."""


def _rule_knob(name: str, value: int) -> widgets.ValueWidget:
    """The declared option's knob, started at ``value`` instead of its default (which is off)."""
    knob = knob_for(named(HumbabaGame.declared_options, name))
    knob.value = value
    return knob


QUESTIONS: dict[str, Question] = {
    "greedy_players": Question(
        "Does one greedy player ruin it?",
        greedy_players,
        {
            "collapse rate": _vs("greedy_players", figures.collapse_rate),
            "stockpiles": _vs("greedy_players", figures.stockpile_distribution, color="bot"),
            "health fan": _vs("greedy_players", figures.health_fan),
        },
        lambda: {
            "players": picker("players", (2, 3, 4), 4),
            "others": picker("the others play", BOT_NAMES, "cooperative"),
        },
    ),
    "defection_rounds": Question(
        "When should the Stranger-King defect?",
        defection_rounds,
        {
            "wins and collapses": king_and_forest,
            "heatmap: king wins": lambda f: figures.heatmap(
                f,
                "defect_round",
                "starting_health",
                "king_won",
                colorscale="RdYlGn",
                title="How often the Stranger-King wins",
            ),
            "heatmap: collapse": lambda f: figures.heatmap(
                f, "defect_round", "starting_health", "collapsed", title="How often the forest collapses"
            ),
            "health fan": _vs("defect_round", figures.health_fan),
        },
        lambda: {
            "others": picker("the others play", BOT_NAMES, "cooperative"),
            "starting_health": several_of(GAME, "starting_health", (4, 6, 8)),
        },
        games=600,
    ),
    "starting_health": Question(
        "Does starting health matter?",
        starting_health,
        {
            "collapse rate": _vs("starting_health", figures.collapse_rate, color="table"),
            "heatmap": lambda f: figures.heatmap(f, "starting_health", "table", "collapsed"),
        },
        lambda: {
            "tables": several("tables", list(TABLES), ("four cooperative", ONE_GREEDY, "four adaptive")),
            "values": several_of(GAME, "starting_health", range(1, 11)),
        },
        games=300,
    ),
    "box_size": Question(
        "How deep is the forest?",
        box_size,
        {
            "heatmap": lambda f: figures.heatmap(f, "box_size", "greedy_players", "collapsed"),
            "collapse rate": _vs("box_size", figures.collapse_rate, color="greedy_players"),
        },
        lambda: {
            "sizes": several_of(GAME, "box_size", (0, 5, 10, 20, 30, 40)),
            "greedy": several("greedy players", range(5), (0, 1, 2)),
        },
        games=500,
    ),
    "rule_changes": Question(
        "Changing a rule: regeneration and the Seneca Clip",
        rule_changes,
        {
            "heatmap": lambda f: figures.heatmap(f, "clip_penalty", "regen_divisor", "collapsed"),
            "collapse rate": _vs("clip_penalty", figures.collapse_rate, color="regen_divisor"),
            "health fan": _vs("clip_penalty", figures.health_fan),
        },
        lambda: {
            "table": picker("table", list(TABLES), ONE_GREEDY),
            "regen_divisor": several_of(GAME, "regen_divisor", (1, 2, 3, 4)),
            "clip_penalty": several_of(GAME, "clip_penalty", (0, 2, 4, 6)),
        },
        games=600,
    ),
    "group_size": Question(
        "Are bigger groups harder?",
        group_size,
        {"fair share": figures.fair_share_chart, "health fan": _vs("players", figures.health_fan)},
        lambda: {
            "bot": picker("everyone plays", BOT_NAMES, "adaptive"),
            "players": several("players", (2, 3, 4), (2, 3, 4)),
        },
    ),
    "harvest_level": Question(
        "How much can we take?",
        harvest_level,
        {
            "collapse rate": _vs("quota", figures.collapse_rate, color="players"),
            "stockpiles": _vs("quota", figures.stockpile_distribution, color="players"),
        },
        lambda: {
            "quotas": several("quota per round", range(7), range(5)),
            "players": several("players", (2, 3, 4), (2, 3, 4)),
        },
        games=600,
    ),
    "agreement": Question(
        "Is an agreement enough?",
        agreement,
        {
            "collapse rate": _vs("compliance", figures.collapse_rate),
            "health fan": _vs("compliance", figures.health_fan),
        },
        lambda: {
            "quota": picker("agreed quota", range(5), 2),
            "compliance": several(
                "compliance", (1.0, 0.95, 0.9, 0.75, 0.5, 0.25, 0.0), (1.0, 0.9, 0.75, 0.5, 0.25, 0.0)
            ),
        },
        games=1500,
    ),
    "hidden_vs_revealed": Question(
        "Does knowing the Box change play?",
        hidden_vs_revealed,
        {
            "collapse rate": _vs("box", figures.collapse_rate),
            "stockpiles": _vs("box", figures.stockpile_distribution, color="bot"),
            "health fan": _vs("box", figures.health_fan),
        },
        lambda: {"table": picker("table", list(TABLES), "four adaptive")},
    ),
    "clip_cost": Question(
        "What does a Seneca Clip cost?",
        clip_cost,
        {
            "what a clip takes": figures.clip_cost_chart,
            "health fan": lambda f: figures.health_fan(f[f["clip"] == "a clip struck"], "clip_penalty"),
        },
        lambda: {
            "table": picker("table", list(TABLES), ONE_GREEDY),
            "clip_penalty": several_of(GAME, "clip_penalty", (0, 2, 4, 6)),
        },
        games=1000,
    ),
    "institutions": Question(
        "Which rules keep a commons?",
        institutions,
        {
            "collapse rate": _vs("institution", figures.collapse_rate, color="free_riders"),
            "stockpiles": _vs("institution", figures.stockpile_distribution, color="bot"),
            "health fan": _vs("institution", figures.health_fan),
        },
        lambda: {
            "free_riders": several("free riders", range(4), (0, 1, 2)),
            "others": picker("the others play", BOT_NAMES, "cooperative"),
            **{name: _rule_knob(name, value) for name, value in RULE_STRENGTHS.items()},
        },
        games=1000,
    ),
    "dice": Question(
        "How lucky do you feel?",
        lambda games, seed, on_step, **knobs: dice_trials(games, seed, on_step=on_step, **knobs),
        {"survival": _dice_figure},
        lambda: {"max_excess": slider("extra cedars up to", 1, 12, 8)},
        unit="trials",
        refine=False,
    ),
}


def explorer(question: str, *, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """The widget for one of ``QUESTIONS``: its knobs, "Run", a progress bar and the figure.

    ``games`` per setting defaults to the question's (60 when ``FORESTNB_QUICK`` is set);
    ``run_now`` draws the first picture straight away, so the notebook shows something before
    anyone clicks.
    """
    return explorer_for(
        QUESTIONS, question, games=games, seed=seed, run_now=run_now, full=FULL_GAMES, quick=QUICK_GAMES
    )


def sandbox(*, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """Every rule knob at once, your rules drawn beside the standard ones on the same seeds."""
    views = {
        "health fan": _vs("rules", figures.health_fan),
        "collapse rate": _vs("rules", figures.collapse_rate),
        "stockpiles": _vs("rules", figures.stockpile_distribution, color="bot"),
    }
    return game_sandbox(
        GAME,
        "Sandbox: your rules against the standard rules",
        your_rules,
        views,
        knobs=lambda: {"table": picker("table", list(TABLES), ONE_GREEDY)},
        games=games,
        seed=seed,
        run_now=run_now,
        full=FULL_GAMES,
        quick=QUICK_GAMES,
    )


def bet(name: str) -> widgets.VBox:
    """The notebook's bet ``name`` (``whatif_bets.BETS``, and the start notebook's ``START_BETS``):
    its question and slider, its explorer held behind it and playing while the learner guesses,
    and on Reveal the answer, its explanation and the lesson and tables read from the games the
    chart shows."""
    from .whatif_bets import BETS, START_BETS  # they read the lessons, which read this module

    return bet_named({**BETS, **START_BETS}, name, lambda question: explorer(question, run_now=False))
