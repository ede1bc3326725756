"""What-if questions about The Forest: one seeded sweep per question, and an explorer widget that
re-runs it with the learner's settings.

Every function returns the tidy sweep table (one row per game, a column per knob), so a notebook
can show it, summarise it or hand it to ``figures``. Every setting of a sweep replays the same
seeds, so two settings differ only by the knob, not by luck in the deal (common random numbers).
Seat 0 moves first in round 1, an edge of its own; questions about one bot therefore play it in
both seats (column ``seat``) and count its wins as ``won``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial
from typing import Any

import ipywidgets as widgets
import pandas as pd
import plotly.graph_objects as go

from forestnb.core.bots import make_bot
from forestnb.core.match import (
    check_games,
    finish,
    game_row,
    ignore_progress,
    indexed_seeds,
    map_games,
    named_tables,
    run_sweep,
)
from forestnb.widgets.explorer import Explorer, Question, explorer_for, game_sandbox, several
from forestnb.widgets.steps import picker, slider
from forestnb.widgets.sweep_bets import bet_named

from . import figures
from .bots import TrackerBot
from .cards import load_tales
from .rules import ForestGame

FULL_GAMES, QUICK_GAMES = 300, 4
OnStep = Callable[[int, int], None]
NEVER = 99
"""A Strike lead no bot ever reaches: the tracker that never calls Strike."""
STRIKE_LEADS = (2, 4, 6, NEVER)
SCORE_LEADS = (-2, 0, 2, 4)
TABLES: dict[str, list[str]] = {
    "greedy vs greedy": ["greedy", "greedy"],
    "tracker vs greedy": ["tracker", "greedy"],
    "greedy vs tracker": ["greedy", "tracker"],
    "tracker vs tracker": ["tracker", "tracker"],
    "random vs tracker": ["random", "tracker"],
    "tracker vs two greedy": ["tracker", "greedy", "greedy"],
}
NO_TALE, ALL_TALES = "no tales", f"all {len(load_tales())}"


def _with_seat_wins(frame: pd.DataFrame, seat: pd.Series) -> pd.DataFrame:
    """Add ``won``: the seat named in ``seat`` (row by row) is among the winners."""
    return frame.assign(won=[s in winners for s, winners in zip(seat, frame["winners"])])


# -- one function per question --------------------------------------------------------------------
def call_thresholds(
    games: int,
    seed: int,
    *,
    strike_leads: Sequence[float] = STRIKE_LEADS,
    score_leads: Sequence[float] = SCORE_LEADS,
    opponent: str = "tracker",
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """A tracker with each Strike lead × Score lead against ``opponent``, in both seats.

    Columns ``strike_lead``, ``score_lead``, ``seat`` (where the tuned tracker sat) and ``won``.
    A lead of ``NEVER`` (99) means it never calls Strike.
    """
    tables: dict[str, list[Any]] = {}
    settings: dict[str, tuple[float, float, int]] = {}
    for strike in strike_leads:
        for score in score_leads:
            tuned = TrackerBot(strike_lead=strike, score_lead=score)
            for seat in (0, 1):
                name = f"Strike lead {strike}, Score lead {score}, seat {seat}"
                tables[name] = [tuned, opponent] if seat == 0 else [opponent, tuned]
                settings[name] = (strike, score, seat)
    frame = run_sweep(
        "forest", tables, label="setting", games=games, seed=seed, on_step=on_step, progress=progress, **options
    )
    knobs = pd.DataFrame(
        [settings[name] for name in frame.pop("setting")],
        columns=["strike_lead", "score_lead", "seat"],
        index=frame.index,
    )
    frame = pd.concat([knobs, frame], axis=1)
    return _with_seat_wins(frame, frame["seat"])


def matchups(
    games: int,
    seed: int,
    *,
    tables: Sequence[str] = (
        "greedy vs greedy",
        "tracker vs greedy",
        "greedy vs tracker",
        "tracker vs tracker",
        "random vs tracker",
    ),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Named tables of ``TABLES`` under the same seeds; column ``table``, and ``won`` for seat 0."""
    frame = run_sweep(
        "forest",
        named_tables(TABLES, tables),
        label="table",
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )
    return _with_seat_wins(frame, pd.Series(0, index=frame.index))


def deep_woods(
    games: int,
    seed: int,
    *,
    tables: Sequence[str] = ("tracker vs greedy", "greedy vs tracker"),
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Each named table without and with the Deep Woods cards; columns ``deep_woods``, ``table``, ``won`` (seat 0)."""
    frame = run_sweep(
        "forest",
        named_tables(TABLES, tables),
        label="table",
        grid={"deep_woods": (False, True)},
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )
    return _with_seat_wins(frame, pd.Series(0, index=frame.index))


class OneTaleGame(ForestGame):
    """The Forest with Forest Tales, every round's tale drawn from a deck holding a single tale
    (``TALE``): that tale's effect alone. While a player holds it, no tale turns up."""

    TALE = ""

    def _turn_up_tale(self) -> None:
        self.tale_deck = [name for name in self.tale_deck if name == self.TALE]
        self.tales_aside = [name for name in self.tales_aside if name == self.TALE]
        super()._turn_up_tale()


Setting = tuple[str | None, tuple[Any, ...], dict[str, Any]]
"""One setting of a what-if's own loop: the only Forest Tale (None: the game's own tale deck), the
bots, the options."""


def setting_games(settings: Sequence[Setting], *, games: int, seed: int) -> list[pd.DataFrame]:
    """Each setting's ``games`` seeded games (the same seeds for every setting), rows like
    ``forestnb.simulate``'s; every setting's games go to the workers at once, so none waits for
    another setting's last game."""
    seeds = indexed_seeds(seed, check_games(games))
    checked = tuple(_checked(tale, bots, options) for tale, bots, options in settings)
    played = [(at, index, game_seed) for at in range(len(settings)) for index, game_seed in seeds]
    rows = map_games(partial(_setting_rows, checked), played)
    return [pd.DataFrame(rows[at * len(seeds) : (at + 1) * len(seeds)]) for at in range(len(settings))]


def one_tale_games(tale: str, bots: Sequence[Any], *, games: int, seed: int) -> pd.DataFrame:
    """``games`` seeded games in which ``tale`` is the only Forest Tale: rows like ``forestnb.simulate``'s."""
    return setting_games([(tale, tuple(bots), {"forest_tales": True})], games=games, seed=seed)[0]


@cache
def one_tale_variant(tale: str) -> type[OneTaleGame]:
    """The game in which ``tale`` is the only Forest Tale (made once per tale, and per worker)."""
    return type(f"Only{tale.title().replace(' ', '')}", (OneTaleGame,), {"TALE": tale})


def _checked(tale: str | None, bots: Sequence[Any], options: dict[str, Any]) -> Setting:
    """A setting with its bots made and its tale and options checked (a game is set up once), so a
    mistake is refused before any game is played."""
    if tale is not None and tale not in load_tales():
        raise ValueError(f"no tale {tale!r}; tales: {', '.join(load_tales())}")
    seats = tuple(make_bot("forest", bot) for bot in bots)
    ForestGame(players=len(seats), seed=0, **options)
    return tale, seats, options


def _setting_rows(settings: tuple[Setting, ...], games: list[tuple[int, int, int]]) -> list[dict[str, Any]]:
    """``setting_games``'s rows for a chunk of ``(setting, game index, seed)`` triples (a worker's task)."""
    rows = []
    for at, index, game_seed in games:
        tale, seats, options = settings[at]
        variant = ForestGame if tale is None else one_tale_variant(tale)
        game = finish(variant(players=len(seats), seed=game_seed, **options), seats, seed=game_seed)
        rows.append({"game_index": index, **game_row(game, seats)})
    return rows


def tales(
    games: int,
    seed: int,
    *,
    names: Sequence[str] | None = None,
    table: str = "tracker vs greedy",
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """The table with no tales, with each tale alone, and with all twelve; column ``tale``, ``won`` (seat 0)."""
    check_games(games)
    bots = named_tables(TABLES, [table])[table]
    wanted = [NO_TALE, *(load_tales() if names is None else names), ALL_TALES]
    settings = [
        (None if name in (NO_TALE, ALL_TALES) else name, tuple(bots), {"forest_tales": name != NO_TALE})
        for name in wanted
    ]
    frames = [frame.assign(tale=name) for name, frame in zip(wanted, setting_games(settings, games=games, seed=seed))]
    on_step(len(wanted), len(wanted))
    frame = pd.concat(frames, ignore_index=True)
    return _with_seat_wins(frame, pd.Series(0, index=frame.index))


def player_count(
    games: int,
    seed: int,
    *,
    players: Sequence[int] = (2, 3, 4),
    bot: str = "tracker",
    on_step: OnStep = ignore_progress,
    progress: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Tables of 2, 3 and 4 players who all play ``bot``: the target falls (40/35/30) as the table grows."""
    return run_sweep(
        "forest",
        {n: [bot] * n for n in players},
        label=None,
        games=games,
        seed=seed,
        on_step=on_step,
        progress=progress,
        **options,
    )


def your_game(
    games: int,
    seed: int,
    *,
    players: int = 2,
    first: str = "tracker",
    others: str = "greedy",
    strike_lead: float = 4,
    score_lead: float = 0,
    deep_woods: bool = False,
    forest_tales: bool = False,
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """Your table and rules beside the standard ones (a default tracker in seat 0, no add-ons), same
    seeds; column ``rules``. ``first`` is seat 0's bot ("tracker" takes your two leads)."""
    bot = TrackerBot(strike_lead=strike_lead, score_lead=score_lead) if first == "tracker" else first
    settings = {
        "standard": (None, ("tracker", *[others] * (players - 1)), {}),
        "yours": (None, (bot, *[others] * (players - 1)), {"deep_woods": deep_woods, "forest_tales": forest_tales}),
    }
    frames = [
        frame.assign(rules=name)
        for name, frame in zip(settings, setting_games(list(settings.values()), games=games, seed=seed))
    ]
    on_step(len(settings), len(settings))
    frame = pd.concat(frames, ignore_index=True)
    return _with_seat_wins(frame, pd.Series(0, index=frame.index))


def summary(games: pd.DataFrame, by: str | list[str]) -> pd.DataFrame:
    """Per setting: games, how often the watched bot won, how long games ran, and how rounds ended.

    The table a debrief needs: who won, how long it took, and how often a Strike was risked and held.
    """
    table = games.groupby(by, sort=False).agg(
        games=("game_index", "size"),
        **({"won": ("won", "mean")} if "won" in games else {}),
        rounds=("rounds_played", "mean"),
        turns=("turns", "mean"),
        strikes=("strike_calls", "mean"),
        strikes_held=("strike_successes", "sum"),
        lion_wins=("lion_win", "mean"),
    )
    calls = games.groupby(by, sort=False)["strike_calls"].sum()
    table["strikes_held"] = (table["strikes_held"] / calls.where(calls > 0)).fillna(0.0)
    return table


# -- explorers --------------------------------------------------------------------------------------
def _vs(column: str, draw: Callable[..., go.Figure], **kwargs: Any) -> Callable[[pd.DataFrame], go.Figure]:
    """A view drawing ``draw(frame, column, **kwargs)``."""
    return lambda frame: draw(frame, column, **kwargs)


BOT_NAMES = ("tracker", "greedy", "random")

QUESTIONS: dict[str, Question] = {
    "call_thresholds": Question(
        "When should a bot call? The tracker's Score and Strike leads",
        call_thresholds,
        {
            "heatmap: wins": lambda f: figures.heatmap(
                f,
                "strike_lead",
                "score_lead",
                "won",
                colorscale="RdYlGn",
                title="How often the tuned tracker wins (both seats)",
            ),
            "wins by Strike lead": _vs("strike_lead", figures.win_rate, color="score_lead"),
            "Strikes that hold": figures.strike_outcomes,
        },
        lambda: {
            "strike_leads": several("Strike leads", (1, 2, 3, 4, 6, 8, NEVER), (2, 4, NEVER)),
            "score_leads": several("Score leads", (-4, -2, 0, 2, 4, 6), (0, 2)),
            "opponent": picker("against", BOT_NAMES, "tracker"),
        },
        games=100,
    ),
    "matchups": Question(
        "Greedy against tracker: who wins?",
        matchups,
        {"seat 0 wins": _vs("table", figures.win_rate), "game length": _vs("table", figures.length_chart)},
        lambda: {
            "tables": several(
                "tables",
                list(TABLES),
                (
                    "greedy vs greedy",
                    "tracker vs greedy",
                    "greedy vs tracker",
                    "tracker vs tracker",
                    "random vs tracker",
                ),
            )
        },
    ),
    "deep_woods": Question(
        "What do the Deep Woods cards change?",
        deep_woods,
        {
            "game length": _vs("deep_woods", figures.length_chart, color="table"),
            "seat 0 wins": _vs("deep_woods", figures.win_rate, color="table"),
        },
        lambda: {"tables": several("tables", list(TABLES), ("tracker vs greedy", "greedy vs tracker"))},
    ),
    "tales": Question(
        "What does each Forest Tale do to a game?",
        tales,
        {"each tale": figures.tale_chart, "game length": _vs("tale", figures.length_chart)},
        lambda: {"table": picker("table", list(TABLES), "tracker vs greedy")},
        games=150,
    ),
    "player_count": Question(
        "More players: shorter races?",
        player_count,
        {"game length": _vs("players", figures.length_chart), "how rounds end": _vs("players", figures.round_endings)},
        lambda: {
            "bot": picker("everyone plays", BOT_NAMES, "tracker"),
            "players": several("players", (2, 3, 4), (2, 3, 4)),
        },
    ),
}


def explorer(question: str, *, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """The widget for one of ``QUESTIONS``: its knobs, "Run", a progress bar and the figure.

    ``games`` per setting defaults to the question's (a handful when ``FORESTNB_QUICK`` is set).
    """
    return explorer_for(
        QUESTIONS, question, games=games, seed=seed, run_now=run_now, full=FULL_GAMES, quick=QUICK_GAMES
    )


def sandbox(*, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """Every knob at once: your table, your tracker's leads and the add-ons, beside the standard game."""

    def knobs() -> dict[str, widgets.ValueWidget]:
        return {
            "players": slider("players", 2, 4, 2),
            "first": picker("seat 0 plays", BOT_NAMES, "tracker"),
            "others": picker("the others play", BOT_NAMES, "greedy"),
            "strike_lead": slider("seat 0 Strike lead", 0, 12, 4),
            "score_lead": slider("seat 0 Score lead", -4, 8, 0),
        }

    views = {
        "seat 0 wins": _vs("rules", figures.win_rate),
        "game length": _vs("rules", figures.length_chart),
        "how rounds end": _vs("rules", figures.round_endings),
    }
    return game_sandbox(
        "forest",
        "Sandbox: your game against the standard one",
        your_game,
        views,
        knobs=knobs,
        games=games,
        seed=seed,
        run_now=run_now,
        full=FULL_GAMES,
        quick=QUICK_GAMES,
    )


def bet(name: str) -> widgets.VBox:
    """The notebook's bet ``name`` (``whatif_bets.BETS``): its question and slider, its
    explorer held behind it and playing while the learner guesses, and on Reveal the answer, its
    explanation and the lesson and tables read from the games the chart shows."""
    from .whatif_bets import BETS  # they read the lessons, which read this module

    return bet_named(BETS, name, lambda question: explorer(question, run_now=False))
