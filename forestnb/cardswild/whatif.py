"""What-if questions about Cardswild: one seeded sweep per question, and an explorer that re-runs it.

Every function returns a tidy table, one row per game (a column per knob), so a notebook can
show it, summarise it or hand it to ``figures``. Every setting of a sweep replays the same seeds,
so two settings differ by the knob and not by luck in the shuffle (common random numbers).

``seat_luck`` only *associates* the luck cards with winning; ``luck_cards`` is the experiment that
measures what they *cause*: it takes them out of the deck (the what-if option of ruling C15) and
replays the same seeds, which deal the same cards less the missing ones.
Sizes shrink under ``FORESTNB_QUICK`` (``forestnb.scaled_games``) so the notebook runs in CI.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import ipywidgets as widgets
import pandas as pd

import forestnb
from forestnb.widgets import sweep_figures
from forestnb.widgets.explorer import Explorer, Question, explorer_for, game_sandbox, several
from forestnb.widgets.steps import picker
from forestnb.widgets.sweep_bets import bet_named

from ..core import rates
from ..core.bots import check_bot_name, make_bot
from ..core.match import check_games, finish, game_row, ignore_progress, indexed_seeds, map_games, run_sweep
from ..core.rates import head_to_head, seat_wins
from . import figures
from .bots import LionReverser
from .cards import LION, REMOVABLE, SAFE_CARDS
from .rules import MAX_ROUNDS, CardswildGame

GAME = "cardswild"
OnStep = Callable[[int, int], None]
FULL_GAMES, QUICK_GAMES = 1000, 30
BOT_NAMES = ("steady", "aggressive", "random")
REVERSE_TABLES = ("all steady", "Seat 0 reverses")
DECKS: dict[str, tuple[str, ...]] = {
    "full deck": (),
    "no Lions": (LION,),
    "no Safe cards": SAFE_CARDS,
    "neither": REMOVABLE,
}
LUCK_TABLES: dict[str, tuple[str, ...]] = {
    "4 steady": ("steady",) * 4,
    "steady v aggressive": ("steady", "aggressive", "steady", "aggressive"),
}


def _check_players(players: Sequence[int]) -> list[int]:
    chosen = list(players)
    if not chosen:
        raise ValueError("choose at least one table size: there is nothing to run")
    bad = [n for n in chosen if n not in (2, 3, 4)]
    if bad:
        raise ValueError(f"Cardswild is played by 2 to 4 players, not {', '.join(map(str, bad))}")
    return chosen


def _check_names(chosen: Sequence[str], known: dict[str, Any], what: str) -> list[str]:
    """``chosen`` names of ``known`` settings, at least one, each known (a knob's choice or a typo)."""
    names = list(chosen)
    if not names:
        raise ValueError(f"choose at least one {what}: there is nothing to run")
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValueError(f"unknown {what} {', '.join(map(repr, unknown))}; {what}s: {', '.join(known)}")
    return names


def with_deck(frame: pd.DataFrame) -> pd.DataFrame:
    """A ``luck_cards`` table with one ``setting`` column naming its table and its deck."""
    return frame.assign(setting=frame["table"] + ", " + frame["deck"])


def with_setting(frame: pd.DataFrame) -> pd.DataFrame:
    """A ``reverse_rule`` table with one ``setting`` column naming its table and the option."""
    return frame.assign(setting=frame["table"] + frame["reverse"].map({True: ", Reverse on", False: ", Reverse off"}))


# -- one function per question --------------------------------------------------------------------
def game_length(
    games: int,
    seed: int,
    *,
    players: Sequence[int] = (2, 3, 4),
    bot: str = "steady",
    on_step: OnStep = ignore_progress,
    **options: Any,
) -> pd.DataFrame:
    """Tables of 2, 3 and 4 ``bot`` players: each game's ``rounds`` (a turn for each player),
    ``decisions`` (every draw and every play) and ``seasons``, and which seat won."""
    tables = {n: [check_bot_name(GAME, bot)] * n for n in _check_players(players)}
    frame = run_sweep(GAME, tables, label=None, games=check_games(games), seed=seed, on_step=on_step, **options)
    return seat_wins(frame.assign(rounds=frame["turns"] / frame["players"], decisions=frame["length"]))


def seat_luck(
    games: int, seed: int, *, players: int = 4, bot: str = "steady", on_step: OnStep = ignore_progress, **options: Any
) -> pd.DataFrame:
    """``players`` ``bot`` hunters; per game and seat: the Safe cards it had face up at the end
    (``safes_s``), the trophies its Mountain Lions took (``lions_s``) and whether it won (``won_s``).

    The same seeds as ``forestnb.simulate`` with this table, so the games are the sweep's games.
    """
    _check_players([players])
    bots = [check_bot_name(GAME, bot)] * players
    rows = map_games(partial(_luck_rows, bots, options), indexed_seeds(seed, check_games(games)))
    on_step(1, 1)
    return pd.DataFrame(rows)


def _luck_rows(bots: list[str], options: dict[str, Any], seeds: list[tuple[int, int]]) -> list[dict[str, Any]]:
    """``seat_luck``'s rows for a chunk of ``(game index, seed)`` pairs (a worker's task)."""
    return [_luck_row(forestnb.play(GAME, bots, seed=game_seed, **options), index) for index, game_seed in seeds]


def _luck_row(game: Any, index: int) -> dict[str, Any]:
    catches = [0] * game.players
    for event in game.events:
        if event.rule == "C-lion":
            catches[event.seat] += 1
    row: dict[str, Any] = {
        "game_index": index,
        "seed": game.seed,
        "players": game.players,
        "winners": tuple(game.winners()),
    }
    for seat in range(game.players):
        row.update(
            {
                f"safes_{seat}": len(game.areas[seat].safes),
                f"lions_{seat}": catches[seat],
                f"won_{seat}": seat in game.winners(),
            }
        )
    return row


def per_seat(frame: pd.DataFrame) -> pd.DataFrame:
    """A ``seat_luck`` table with one row per game *and seat*: seat, safes, lions, won."""
    seats = sorted(int(c.split("_")[1]) for c in frame.columns if c.startswith("won_"))
    parts = [
        pd.DataFrame(
            {
                "game_index": frame["game_index"],
                "seat": s,
                "safes": frame[f"safes_{s}"],
                "lions": frame[f"lions_{s}"],
                "won": frame[f"won_{s}"],
            }
        )
        for s in seats
    ]
    return pd.concat(parts, ignore_index=True).dropna()


def matchups(
    games: int, seed: int, *, bots: Sequence[str] = BOT_NAMES, on_step: OnStep = ignore_progress, **options: Any
) -> pd.DataFrame:
    """Two-player games, every bot against every bot in both seats (mirror matches too); columns
    ``seat_0``, ``seat_1`` (the bots) and ``seat_0_won`` / ``seat_1_won``."""
    chosen = [check_bot_name(GAME, b) for b in bots]
    if not chosen:
        raise ValueError("choose at least one bot: there is nothing to run")
    tables = {f"{a} v {b}": [a, b] for a in chosen for b in chosen}
    frame = run_sweep(GAME, tables, label="pairing", games=check_games(games), seed=seed, on_step=on_step, **options)
    return frame.assign(
        seat_0=frame["bot_0"],
        seat_1=frame["bot_1"],
        seat_0_won=frame["winners"].map(lambda w: 0 in w),
        seat_1_won=frame["winners"].map(lambda w: 1 in w),
    )


def matchup_matrix(frame: pd.DataFrame) -> pd.DataFrame:
    """How often the row's bot beats the column's bot, over both seatings (a share of all games,
    so a row and its mirror need not add to 1: some games are called off)."""
    return head_to_head(frame, "seat_0", "seat_1", "seat_0_won", "seat_1_won").rename_axis(
        index="bot", columns="against"
    )


def reverse_rule(games: int, seed: int, *, players: int = 4, on_step: OnStep = ignore_progress) -> pd.DataFrame:
    """Steady hunters with and without the Reverse rule, and a table where Seat 0 spends every
    Mountain Lion as a Reverse (the standard bots never do); columns ``table``, ``reverse``, ``won_s``."""
    if players not in (3, 4):
        raise ValueError(f"the Reverse rule is for three or four players, not {players!r}")
    tables = {"all steady": ["steady"] * players, "Seat 0 reverses": [LionReverser()] + ["steady"] * (players - 1)}
    frame = run_sweep(
        GAME,
        tables,
        label="table",
        grid={"reverse": (False, True)},
        games=check_games(games),
        seed=seed,
        on_step=on_step,
    )
    return seat_wins(frame).assign(rounds=lambda f: f["turns"] / f["players"])


def luck_cards(
    games: int,
    seed: int,
    *,
    tables: Sequence[str] = tuple(LUCK_TABLES),
    decks: Sequence[str] = tuple(DECKS),
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """The luck cards' effect, by experiment: each table of ``LUCK_TABLES`` with each deck of
    ``DECKS`` (the full deck, or without the Lions, the Safe cards or both: ruling C15), every
    setting on the same seeds. A sweep's row per game, plus ``table``, ``deck``, ``rounds``,
    ``won_s``, ``leader`` (``halfway_leader``) and ``comeback`` (someone else won; empty when the
    game was called off or had no sole leader)."""
    chosen = [
        (table, deck)
        for table in _check_names(tables, LUCK_TABLES, "table")
        for deck in _check_names(decks, DECKS, "deck")
    ]
    settings = tuple((tuple(LUCK_TABLES[table]), DECKS[deck]) for table, deck in chosen)
    games_of = [
        (at, index, game_seed)
        for at in range(len(chosen))
        for index, game_seed in indexed_seeds(seed, check_games(games))
    ]
    rows = map_games(
        partial(_deck_rows, settings), games_of
    )  # every setting at once: no worker waits for a setting's last game
    on_step(len(chosen), len(chosen))
    played = [chosen[at] for at, _, _ in games_of]
    frame = pd.DataFrame(rows).assign(table=[table for table, _ in played], deck=[deck for _, deck in played])
    frame = seat_wins(frame)
    return frame.assign(rounds=frame["turns"] / frame["players"])


def _deck_rows(
    settings: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...], games: list[tuple[int, int, int]]
) -> list[dict[str, Any]]:
    """``luck_cards``'s rows, exactly like a sweep's (``game_row``) with the halfway leader, for a
    chunk of ``(setting, game index, seed)`` triples (a worker's task); a setting is a table of
    bot names and the card kinds its deck is without."""
    seats = {at: [make_bot(GAME, name) for name in bots] for at, (bots, _) in enumerate(settings)}
    rows = []
    for at, index, game_seed in games:
        game = CardswildGame(players=len(seats[at]), seed=game_seed, without=settings[at][1])
        counts = TurnCounts(game)
        leader = halfway_leader(finish(game, seats[at], seed=game_seed, watch=counts), counts)
        finished = leader is not None and bool(game.winners())
        rows.append(
            {
                "game_index": index,
                **game_row(game, seats[at]),
                "leader": leader,
                "comeback": leader not in game.winners() if finished else None,
            }
        )
    return rows


class TurnCounts:
    """What each seat's trophies counted (``HuntArea.counted``) as each turn of a game began:
    the ``watch`` of ``finish``, so that ``halfway_leader`` reads the middle of a game it saw
    played instead of replaying its first half (a fifth of a deck sweep's time)."""

    def __init__(self, game: CardswildGame) -> None:
        self.at_turn: dict[int, list[int]] = {}
        self(game)

    def __call__(self, game: CardswildGame) -> None:
        if game.turn not in self.at_turn:
            self.at_turn[game.turn] = [area.counted() for area in game.areas]


def halfway_leader(game: CardswildGame, counts: TurnCounts | None = None) -> int | None:
    """The seat alone in the lead halfway through a finished one-game hunt: the most trophies that
    count (``HuntArea.counted``) once half its turns are played; None on a tie.

    Why replay: the finished game keeps only its end, so, unless ``counts`` watched it played, its
    first half is replayed from its seed and actions (exactly, as a saved game is) and read there."""
    if game.options["match_games"] != 1:
        raise ValueError(
            f"the halfway leader is read from a one-game hunt, not a match of {game.options['match_games']} games"
        )
    if counts is None:
        replay = CardswildGame(players=game.players, seed=game.seed, **game.options)
        for action in game.history:
            if replay.turn > game.turn // 2:
                break
            replay.apply(action)
        counted = [area.counted() for area in replay.areas]
    else:  # the game never reached the turn after its middle only when it ended there
        counted = counts.at_turn.get(game.turn // 2 + 1) or [area.counted() for area in game.areas]
    best = max(counted)
    return counted.index(best) if counted.count(best) == 1 else None


def seat_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """A ``luck_cards`` table with one row per game *and seat*: table, deck, seat, bot, won."""
    seats = sorted(int(c.split("_")[1]) for c in frame.columns if c.startswith("won_"))
    parts = [
        frame[["table", "deck", "game_index"]].assign(seat=s, bot=frame[f"bot_{s}"], won=frame[f"won_{s}"])
        for s in seats
    ]
    return pd.concat(parts, ignore_index=True).dropna(subset=["won"])


def swing_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Per table and deck of a ``luck_cards`` sweep: mean rounds, the share of games called off,
    the comeback rate (of finished games with a sole halfway leader, how often another seat won),
    the seat spread (best seat's win rate minus the worst's) and each bot's win rate per seat."""
    by = ["table", "deck"]
    grouped = frame.groupby(by, sort=False)
    seats = seat_rows(frame)
    by_seat = seats.groupby([*by, "seat"], sort=False)["won"].mean().groupby(level=by, sort=False)
    by_bot = seats.groupby([*by, "bot"], sort=False)["won"].mean().unstack("bot")
    table = pd.DataFrame(
        {
            "rounds": grouped["rounds"].mean(),
            "called_off": grouped["called_off"].mean(),
            "comeback": grouped["comeback"].agg(lambda c: c.dropna().astype(float).mean()),
            "seat_spread": by_seat.max() - by_seat.min(),
        }
    )
    return table.join(by_bot.add_suffix(" wins")).assign(games=grouped.size())


def your_rules(
    games: int,
    seed: int,
    *,
    table: str = "steady, aggressive, steady, aggressive",
    reverse: bool = False,
    without: Sequence[str] = (),
    on_step: OnStep = ignore_progress,
) -> pd.DataFrame:
    """Any table of bots, written as names separated by commas (2 to 4), with the Reverse rule or not,
    and a deck ``without`` some luck cards (ruling C15) or not: the sandbox's sweep. Column
    ``table`` holds the table as written."""
    bots = [check_bot_name(GAME, name.strip()) for name in table.split(",") if name.strip()]
    _check_players([len(bots)])
    frame = run_sweep(
        GAME,
        {table: bots},
        label="table",
        games=check_games(games),
        seed=seed,
        on_step=on_step,
        reverse=reverse,
        without=tuple(without),
    )
    return seat_wins(frame).assign(rounds=lambda f: f["turns"] / f["players"])


# -- tables of a sweep, for the notebook's checked outputs ---------------------------------------------
def averages(frame: pd.DataFrame, by: str, values: Sequence[str]) -> pd.DataFrame:
    """The mean of each of ``values`` for each setting of ``by``, with how many games it rests on."""
    table = frame.groupby(by, sort=False)[list(values)].mean()
    return table.assign(games=frame.groupby(by, sort=False).size())


def seat_table(frame: pd.DataFrame, by: str) -> pd.DataFrame:
    """Each seat's win rate (columns) for each setting of ``by``, and the share of games called off."""
    return rates.seat_table(frame, by, "called_off")


def luck_table(frame: pd.DataFrame, by: str) -> pd.DataFrame:
    """From a ``seat_luck`` table: how often a seat wins for each count of ``by`` (``safes`` or
    ``lions``; four or more Lion catches are put together), and how many seats that rests on."""
    seats = per_seat(frame)
    if by == "lions":
        seats = seats.assign(lions=seats["lions"].clip(upper=4).map(lambda n: "4 or more" if n == 4 else str(n)))
    return seats.groupby(by)["won"].agg(win_rate="mean", seats="count")


# -- explorers --------------------------------------------------------------------------------------
QUESTIONS: dict[str, Question] = {
    "length": Question(
        "How long is a hunt?",
        game_length,
        {
            "rounds": lambda f: sweep_figures.spread(
                f, "players", "rounds", "Rounds per game (a turn for each player)"
            ),
            "decisions": lambda f: sweep_figures.spread(
                f, "players", "decisions", "Decisions per game (every draw and every play)"
            ),
            "seasons": lambda f: sweep_figures.spread(
                f, "players", "seasons", "Seasons per game (times through the draw pile)"
            ),
        },
        lambda: {
            "players": several("players", (2, 3, 4), (2, 3, 4)),
            "bot": picker("everyone plays", BOT_NAMES[:2], "steady"),
        },
        games=600,
    ),
    "luck": Question(
        "Do the winners hold the Safe cards and the Lions? (association)",
        seat_luck,
        {
            "Safe cards": lambda f: figures.win_rate_by(per_seat(f), "safes", "Safe cards face up at the end"),
            "Mountain Lions": lambda f: figures.win_rate_by(
                per_seat(f).assign(lions=lambda s: s["lions"].clip(upper=4)),
                "lions",
                "trophies taken with Mountain Lions (4 = 4 or more)",
            ),
        },
        lambda: {"players": picker("players", (2, 3, 4), 4), "bot": picker("everyone plays", BOT_NAMES[:2], "steady")},
    ),
    "deck": Question(
        "What if the deck had no Safe cards, or no Mountain Lions?",
        luck_cards,
        {
            "comebacks": lambda f: figures.deck_rates(
                f, "comeback", "How often someone other than the halfway leader wins"
            ),
            "games called off": lambda f: figures.deck_rates(
                f, "called_off", f"How often nobody finishes in {MAX_ROUNDS} rounds"
            ),
            "rounds": lambda f: sweep_figures.spread(with_deck(f), "setting", "rounds", "Rounds per game"),
            "win rate by seat": lambda f: sweep_figures.seat_win_rates(with_deck(f), "setting"),
        },
        lambda: {
            "tables": several("tables", tuple(LUCK_TABLES), tuple(LUCK_TABLES)),
            "decks": several("decks", tuple(DECKS), tuple(DECKS)),
        },
        games=200,
    ),
    "matchups": Question(
        "Which bot wins head to head?",
        matchups,
        {
            "win-rate matrix": lambda f: figures.matchup_heatmap(matchup_matrix(f)),
            "who moves first": figures.first_seat,
        },
        lambda: {"bots": several("bots", BOT_NAMES, BOT_NAMES)},
        games=300,
    ),
    "seats": Question(
        "Does it pay to play first?",
        game_length,
        {"win rate by seat": lambda f: sweep_figures.seat_win_rates(f, "players")},
        lambda: {
            "players": several("players", (2, 3, 4), (2, 3, 4)),
            "bot": picker("everyone plays", BOT_NAMES[:2], "steady"),
        },
    ),
    "reverse": Question(
        "What does the Reverse rule change?",
        reverse_rule,
        {
            "win rate by seat": lambda f: sweep_figures.seat_win_rates(with_setting(f), "setting"),
            "rounds": lambda f: sweep_figures.spread(with_setting(f), "setting", "rounds", "Rounds per game"),
        },
        lambda: {"players": picker("players", (3, 4), 4)},
        games=500,
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


def _table_knob() -> dict[str, widgets.ValueWidget]:
    """The sandbox's table: bots written seat by seat."""
    return {
        "table": widgets.Text(
            value="steady, aggressive, steady, aggressive",
            description="bots, seat by seat",
            style={"description_width": "initial"},
            layout={"width": "420px"},
        )
    }


SANDBOX_VIEWS = {
    "win rate by seat": lambda f: sweep_figures.seat_win_rates(f, "table"),
    "rounds": lambda f: sweep_figures.spread(f, "table", "rounds", "Rounds per game"),
    "Giddyups": lambda f: sweep_figures.spread(f, "table", "giddyups", "Giddyups per game"),
    "Lions used": lambda f: sweep_figures.spread(f, "table", "lions_used", "Mountain Lions played per game"),
}


def sandbox(*, games: int | None = None, seed: int = 1, run_now: bool = True) -> Explorer:
    """Any table of bots, the Reverse rule on or off, luck cards in or out: win rates by seat,
    length, Giddyups and Lions."""
    return game_sandbox(
        GAME,
        "Sandbox: your table of hunters",
        your_rules,
        SANDBOX_VIEWS,
        knobs=_table_knob,
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
