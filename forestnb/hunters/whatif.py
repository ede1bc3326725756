"""What-if questions about Forest Hunters: one seeded sweep per question, and an explorer that re-runs it.

Every function returns a tidy table, one row per game (a column per knob) with the game's
``summary()`` columns (rounds, turns, ended_by, draw, battles, direct_hits, traps, cancels,
rolls), so a notebook can show it, summarise it or hand it to ``whatif_figures``. Every setting of
a sweep replays the same seeds, so two settings differ by the knob and not by luck in the
shuffle. The sweeps run through ``forestnb.sweep`` (``run_sweep``), the decks given with the
game's ``decks`` option and team games with ``teams=True``. Sizes shrink under
``FORESTNB_QUICK`` (``forestnb.scaled_games``) so the notebook runs in CI.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import pandas as pd

from forestnb.widgets.explorer import Explorer, Question, explorer_for, game_sandbox, several
from forestnb.widgets.sweep_bets import bet_named

from ..core import rates
from ..core.bots import check_bot_name
from ..core.match import ignore_progress, run_sweep
from ..core.rates import head_to_head, seat_wins
from ..widgets import sweep_figures
from ..widgets.steps import picker
from . import whatif_figures as figures
from .cards import load_decks
from .options import check_prebuilt
from .rules import DEFAULT_DECKS

GAME = "hunters"
OnStep = Callable[[int, int], None]
FULL_GAMES, QUICK_GAMES = 300, 12
BOT_NAMES = ("careful", "beatdown", "random")
TABLES = {"1v1": 2, "1v1v1": 3, "1v1v1v1": 4, "2v2 (teams)": 4}
ENDINGS = ("knockout", "deck out", "round limit")


def deck_names() -> list[str]:
    """The prebuilt decks, in the order of ``data/hunters/decks.csv``."""
    return list(load_decks())


def _check_decks(decks: Sequence[str]) -> list[str]:
    chosen = list(decks)
    if not chosen:
        raise ValueError("choose at least one deck: there is nothing to run")
    return [check_prebuilt(deck) for deck in chosen]


# -- one function per question --------------------------------------------------------------------
def deck_matchups(
    games: int,
    seed: int,
    *,
    decks: Sequence[str] = tuple(load_decks()),
    bot: str = "careful",
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """Two players, both played by ``bot``: every deck against every deck (itself too) in both
    seat orders. Columns ``deck_0`` and ``deck_1`` (the decks in seats 0 and 1), ``pairing``,
    ``deck_0_won`` and ``deck_1_won``."""
    chosen = _check_decks(decks)
    pairs = [(a, b) for a in chosen for b in chosen]
    frame = run_sweep(
        GAME,
        {"both": [check_bot_name(GAME, bot)] * 2},
        label=None,
        grid={"decks": [list(p) for p in pairs]},
        games=games,
        seed=seed,
        on_step=on_step,
    )
    decks = frame["decks"].map(json.loads)  # a structured option's column holds its JSON text
    deck_0, deck_1 = decks.map(lambda d: d[0]), decks.map(lambda d: d[1])
    return seat_wins(frame).assign(
        deck_0=deck_0,
        deck_1=deck_1,
        pairing=deck_0 + " v " + deck_1,
        deck_0_won=frame["winners"].map(lambda w: 0 in w),
        deck_1_won=frame["winners"].map(lambda w: 1 in w),
    )


def table_sizes(
    games: int,
    seed: int,
    *,
    tables: Sequence[str] = tuple(TABLES),
    bot: str = "careful",
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """The same bots and the default decks (Wolf Pack, Grove Wardens, Trap Line, Night Watch by
    seat) at 1v1, 1v1v1, 1v1v1v1 and 2v2: each game's length and how it ended. Column ``table``."""
    chosen = list(tables)
    if not chosen:
        raise ValueError("choose at least one table: there is nothing to run")
    unknown = [t for t in chosen if t not in TABLES]
    if unknown:
        raise ValueError(f"no table {unknown[0]!r}; tables: {', '.join(TABLES)}")
    check_bot_name(GAME, bot)
    frame = run_sweep(
        GAME,
        {table: [bot] * TABLES[table] for table in chosen},
        label="table",
        games=games,
        seed=seed,
        on_step=on_step,
        table_options={table: {"teams": table.startswith("2v2")} for table in chosen},
    )
    return seat_wins(frame)


def bot_matchups(
    games: int,
    seed: int,
    *,
    bots: Sequence[str] = BOT_NAMES,
    deck: str = "Night Watch",
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """Two players with the same prebuilt ``deck``: every bot against every bot (itself too) in
    both seats. Columns ``seat_0``, ``seat_1`` (the bots) and ``seat_0_won`` / ``seat_1_won``."""
    chosen = [check_bot_name(GAME, b) for b in bots]
    if not chosen:
        raise ValueError("choose at least one bot: there is nothing to run")
    _check_decks([deck])
    tables = {f"{a} v {b}": [a, b] for a in chosen for b in chosen}
    frame = run_sweep(GAME, tables, label="pairing", games=games, seed=seed, on_step=on_step, decks=[deck, deck])
    return seat_wins(frame).assign(
        seat_0=frame["bot_0"],
        seat_1=frame["bot_1"],
        seat_0_won=frame["winners"].map(lambda w: 0 in w),
        seat_1_won=frame["winners"].map(lambda w: 1 in w),
    )


def your_table(
    games: int,
    seed: int,
    *,
    bots: str = "careful, beatdown",
    decks: str = "Wolf Pack, Night Watch",
    teams: bool = False,
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """Any table: bots and prebuilt decks written seat by seat, separated by commas (two to four
    seats; ``decks`` may be left empty for the default decks), as a team game or not: the
    sandbox's sweep. Column ``table`` holds the table as written."""
    seats = [check_bot_name(GAME, name.strip()) for name in bots.split(",") if name.strip()]
    if not 2 <= len(seats) <= 4:
        raise ValueError(f"Forest Hunters is played by 2 to 4 players, not {len(seats)}")
    chosen = [d.strip() for d in decks.split(",") if d.strip()]
    options: dict[str, Any] = {"teams": teams}
    if chosen:
        if len(chosen) != len(seats):
            raise ValueError(f"write one deck per seat: {len(seats)} bots but {len(chosen)} decks")
        options["decks"] = _check_decks(chosen)
    label = " | ".join(
        f"{b} ({d})"
        for b, d in zip(seats, chosen or [DEFAULT_DECKS[s % len(DEFAULT_DECKS)] for s in range(len(seats))])
    )
    frame = run_sweep(GAME, {label: seats}, label="table", games=games, seed=seed, on_step=on_step, **options)
    return seat_wins(frame)


# -- tables of a sweep, for the notebook's checked outputs ---------------------------------------------
def deck_matrix(frame: pd.DataFrame) -> pd.DataFrame:
    """How often the row's deck beats the column's deck, over both seat orders."""
    return head_to_head(frame, "deck_0", "deck_1", "deck_0_won", "deck_1_won").rename_axis(
        index="deck", columns="against"
    )


def bot_matrix(frame: pd.DataFrame) -> pd.DataFrame:
    """How often the row's bot beats the column's bot, over both seatings."""
    return head_to_head(frame, "seat_0", "seat_1", "seat_0_won", "seat_1_won").rename_axis(
        index="bot", columns="against"
    )


def first_move(frame: pd.DataFrame) -> pd.DataFrame:
    """From ``deck_matchups``: each deck's win rate when it plays first and when it plays second
    (the same pairings, seats swapped), and the gap between them."""
    first = frame.groupby("deck_0")["deck_0_won"].mean()
    second = frame.groupby("deck_1")["deck_1_won"].mean()
    table = pd.DataFrame({"wins playing first": first, "wins playing second": second})
    table.loc["all decks"] = [frame["deck_0_won"].mean(), frame["deck_1_won"].mean()]
    return table.assign(gap=table["wins playing first"] - table["wins playing second"]).rename_axis("deck")


def endings(frame: pd.DataFrame, by: str) -> pd.DataFrame:
    """For each setting of ``by``: how games ended (shares of knockout, deck out, round limit),
    the share of draws, and the mean rounds, battles and direct hits."""
    grouped = frame.groupby(by, sort=False)
    shares = pd.DataFrame({way: grouped["ended_by"].apply(lambda s, w=way: float((s == w).mean())) for way in ENDINGS})
    means = grouped[["rounds", "battles", "direct_hits"]].mean()
    return shares.assign(draw=grouped["draw"].mean(), **means, games=grouped.size())


def seat_table(frame: pd.DataFrame, by: str) -> pd.DataFrame:
    """Each seat's win rate (columns) for each setting of ``by``, and the share of draws."""
    return rates.seat_table(frame, by, "draw")


# -- explorers --------------------------------------------------------------------------------------
QUESTIONS: dict[str, Question] = {
    "decks": Question(
        "Which prebuilt deck is strongest?",
        deck_matchups,
        {
            "win-rate matrix": lambda f: sweep_figures.matrix_heatmap(
                deck_matrix(f), "How often the row's deck beats the column's deck (both seat orders)", rows="deck"
            ),
            "rounds": lambda f: sweep_figures.spread(
                f, "pairing", "rounds", "Rounds per game, by pairing (seat 0 v seat 1)"
            ),
        },
        lambda: {"decks": several("decks", deck_names(), deck_names()), "bot": picker("both seats play", BOT_NAMES)},
        games=100,
    ),
    "first": Question(
        "Does it pay to go first?",
        deck_matchups,
        {
            "first or second": lambda f: figures.first_move_bars(first_move(f)),
            "win rate by seat": lambda f: sweep_figures.seat_win_rates(f.assign(all="all pairings"), "all"),
        },
        lambda: {"decks": several("decks", deck_names(), deck_names()), "bot": picker("both seats play", BOT_NAMES)},
        games=100,
    ),
    "tables": Question(
        "1v1, 1v1v1 or 2v2?",
        table_sizes,
        {
            "how games end": lambda f: figures.ending_bars(f, "table"),
            "rounds": lambda f: sweep_figures.spread(f, "table", "rounds", "Rounds per game"),
            "battles": lambda f: sweep_figures.spread(f, "table", "battles", "Battles per game"),
            "win rate by seat": lambda f: sweep_figures.seat_win_rates(f, "table"),
        },
        lambda: {"tables": several("tables", list(TABLES), list(TABLES)), "bot": picker("everyone plays", BOT_NAMES)},
    ),
    "bots": Question(
        "Which bot wins head to head?",
        bot_matchups,
        {
            "win-rate matrix": lambda f: sweep_figures.matrix_heatmap(
                bot_matrix(f), "How often the row's bot beats the column's bot (same deck, both seatings)", rows="bot"
            ),
            "how games end": lambda f: figures.ending_bars(f, "pairing"),
        },
        lambda: {
            "bots": several("bots", BOT_NAMES, BOT_NAMES),
            "deck": picker("both seats use", deck_names(), "Night Watch"),
        },
    ),
}


def explorer(question: str, *, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """The widget for one of ``QUESTIONS``: its knobs, "Run", a progress bar and the figure.

    ``games`` per setting defaults to the question's (``FULL_GAMES`` unless it says otherwise;
    ``QUICK_GAMES`` when ``FORESTNB_QUICK`` is set); ``run_now`` draws the first picture at once.
    """
    return explorer_for(
        QUESTIONS, question, games=games, seed=seed, run_now=run_now, full=FULL_GAMES, quick=QUICK_GAMES
    )


def _table_knobs() -> dict[str, widgets.ValueWidget]:
    """The sandbox's table, seat by seat: bots and prebuilt decks, written as names."""
    wide = {"description_width": "initial"}
    return {
        "bots": widgets.Text(
            value="careful, beatdown", description="bots, seat by seat", style=wide, layout={"width": "420px"}
        ),
        "decks": widgets.Text(
            value="Wolf Pack, Night Watch",
            description="decks, seat by seat (empty: default)",
            style=wide,
            layout={"width": "520px"},
        ),
    }


SANDBOX_VIEWS = {
    "win rate by seat": lambda f: sweep_figures.seat_win_rates(f, "table"),
    "how games end": lambda f: figures.ending_bars(f, "table"),
    "rounds": lambda f: sweep_figures.spread(f, "table", "rounds", "Rounds per game"),
    "hand traps": lambda f: sweep_figures.spread(f, "table", "traps", "Hand traps sprung per game"),
}


def sandbox(*, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """Any table of bots and decks, teams or not: win rates by seat, how games end, length, traps."""
    return game_sandbox(
        GAME,
        "Sandbox: your own table",
        your_table,
        SANDBOX_VIEWS,
        knobs=_table_knobs,
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
