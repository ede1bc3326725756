"""The teacher page (``/teacher?key=...``): set up tables, watch them, and run the lesson.

The tabs follow the 45-minute lesson of the README's class-mode section: poll before a reveal,
play without talking, reveal every table's forest and then the hidden Box Reserve, replay the same
deal with talk, answer the what-ifs the class bet on (Sweeps), debrief against the best individual
and group outcomes, and export the games. Tables may play any of the four games; the reveal and
debrief are each game's own lesson (``reveal_tab``, ``debrief_tab``), game 1 beside its replay.
"""

from __future__ import annotations

import json
import time
from html import escape
from typing import Any

import solara

from ..core.bots import bots
from ..core.face import face_of, game_module
from ..core.game import Game
from ..core.registry import first_game, game_class, games
from .debrief import class_games, export_games, games_frame, moves_frame, poll_figure
from .debrief_tab import Debrief
from .errors import ClassError, WrongKeyError
from .lesson_view import ChartView
from .live import class_store, query, student_address, use_polled
from .replay_panel import ReplayControls
from .reveal_tab import Reveal

STUDENT = "student"
SECTIONS = ["Tables", "Poll", "Reveal", "Sweeps", "Debrief", "Export"]


def sweeps() -> dict[str, tuple[str, str]]:
    """Every what-if of every game, by its title on the teacher's list: (game, question)."""
    return {
        f"{face_of(game).title}: {question.title}": (game, name)
        for game in games()
        for name, question in game_module(game, "whatif").QUESTIONS.items()
    }


def titles() -> dict[str, str]:
    """Every game's title, the first registered first."""
    ordered = [first_game(), *(game for game in games() if game != first_game())]
    return {game: face_of(game).title for game in ordered}


@solara.component
def TeacherPage():
    store = class_store()
    try:
        store.check_key(query("key"))
    except WrongKeyError as err:
        solara.HTML(
            unsafe_innerHTML=escape(f"The teacher page needs this class's key in its address: {err}."),
            classes=["forestnb-error"],
        )
    else:
        Desk()


@solara.component
def Desk():
    store = class_store()
    version = use_polled(store.class_version, key="class")
    section, set_section = solara.use_state(SECTIONS[0])
    solara.HTML(tag="h2", unsafe_innerHTML=escape(f"Class {store.meta('name')}"))
    solara.ToggleButtonsSingle(value=section, values=SECTIONS, on_value=set_section, classes=["forestnb-sections"])
    if section == "Tables":
        JoinHeader()
        Refusals(version)
        CreateTables()
        Tables(version)
    elif section == "Poll":
        Poll(version)
    elif section == "Reveal":
        Reveal(version)
    elif section == "Sweeps":
        Sweeps()
    elif section == "Debrief":
        Debrief(version)
    else:
        Export(version)


@solara.component
def JoinHeader():
    """What the projector shows the class: where to go (an address and its QR code) and the class
    code to type there; never a seat's secret."""
    import segno

    address = student_address()
    qr = segno.make(address or "http://127.0.0.1/", error="m").svg_inline(scale=6, dark="#1a1a1a")
    with solara.Row(
        classes=["forestnb-join-header"], style={"align-items": "center", "gap": "24px", "flex-wrap": "wrap"}
    ):
        solara.HTML(unsafe_innerHTML=qr, classes=["forestnb-qr"])
        solara.HTML(
            unsafe_innerHTML=(
                f"<div style='font-size:22px'>Open <b class='forestnb-student-address'>{escape(address)}</b></div>"
                f"<div style='font-size:22px'>and type the class code</div>"
                f"<div class='forestnb-code forestnb-class-code'>{escape(class_store().class_code)}</div>"
                "<div style='font-size:18px'>with your first name.</div>"
            )
        )


@solara.component
def Refusals(version: tuple[Any, ...]):
    """Seat requests the class refused: a second device asking for a student's seat."""
    refused = solara.use_memo(class_store().refusals, [version])
    if refused:
        lines = "".join(
            f"<li>{time.strftime('%H:%M:%S', time.localtime(r['at']))}: {escape(r['words'])}</li>" for r in refused[:5]
        )
        solara.HTML(unsafe_innerHTML=f"<b>Refused seat requests</b><ul>{lines}</ul>", classes=["forestnb-refusals"])


@solara.component
def CreateTables():
    """Which game, how many tables, who sits where (a student or one of that game's bots), one deal
    for all or one each, options (checked by the game itself when the tables are made)."""
    game, set_game = solara.use_state(first_game())
    count, set_count = solara.use_state(1)
    players, set_players = solara.use_state(4)
    kinds, set_kinds = solara.use_state([STUDENT] * 4)
    allowed = game_class(game)
    sizes = list(range(allowed.min_players, allowed.max_players + 1))
    same_deal, set_same_deal = solara.use_state(True)
    seed, set_seed = solara.use_state(1)
    options, set_options = solara.use_state("{}")
    error, set_error = solara.use_state("")

    def create() -> None:
        try:
            parsed = json.loads(options or "{}")
            if not isinstance(parsed, dict):
                raise ClassError('options are a JSON object, e.g. {"starting_health": 5}')
            seats = [None if kind == STUDENT else kind for kind in kinds[:players]]
            for table in range(count):
                class_store().add_table(seats, seed=seed if same_deal else seed + table, options=parsed, game=game)
            set_error("")
        except json.JSONDecodeError as err:
            set_error(f"the options are not valid JSON: {err}")
        except ClassError as err:
            set_error(str(err))

    def choose_game(name: str) -> None:
        set_game(name)
        set_kinds([STUDENT] * 4)  # another game's bots have other names
        chosen = game_class(name)
        set_players(min(max(players, chosen.min_players), chosen.max_players))

    with solara.Card(title="New tables", classes=["forestnb-create"]):
        names = {title: name for name, title in titles().items()}
        title = face_of(game).title
        solara.ToggleButtonsSingle(
            value=title,
            values=list(names),
            on_value=lambda title: choose_game(names[title]),
            classes=["forestnb-game-choice"],
        )
        solara.HTML(unsafe_innerHTML=escape(f"New tables play {title}."), classes=["forestnb-game-chosen"])
        with solara.Row():
            solara.InputInt("how many tables", value=count, on_value=set_count)
            solara.Select(
                "players per table", values=sizes, value=players if players in sizes else sizes[0], on_value=set_players
            )
            solara.InputInt("seed", value=seed, on_value=set_seed)
            solara.Checkbox(label="the same deal at every table", value=same_deal, on_value=set_same_deal)
        with solara.Row():
            for seat in range(players):
                solara.Select(
                    f"seat {seat}",
                    values=[STUDENT, *bots(game)],
                    value=kinds[seat],
                    on_value=lambda kind, seat=seat: set_kinds([kind if s == seat else k for s, k in enumerate(kinds)]),
                )
        solara.InputText(
            f'options (JSON, e.g. {{"{next(iter(allowed.option_defaults))}": ...}}; {title} has '
            f"{', '.join(allowed.option_defaults)})",
            value=options,
            on_value=set_options,
            continuous_update=True,
        )
        solara.Button("Create tables", on_click=create, color="primary", classes=["forestnb-create-button"])
        if error:
            solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])


@solara.component
def Tables(version: tuple[Any, ...]):
    store = class_store()
    games = solara.use_memo(lambda: class_games(store), [version])
    if not games:
        solara.HTML(unsafe_innerHTML="No tables yet.")
        return

    ReplayControls(games)
    targets = free_seats([info for info, _game in games])
    with solara.Row(style={"flex-wrap": "wrap"}):
        for info, game in games:
            TableCard(info, game, targets)


def seat_label(info: dict[str, Any], game: Game, seat: int, waiting: set[int]) -> str:
    """A seat's name on the teacher's card: what the seat is in the game, and a mark on the seat
    to move, or, in a game of secret picks, on each seat that has chosen."""
    face = face_of(info["game"])
    word = face.seat_word(game.view(seat), seat)
    label = f"Seat {seat}" + (f" ({escape(word)})" if word else "")
    if game.is_over():
        return label
    if face.picks is not None:
        return label + (" ✓" if face.picks.chosen(game, seat) or seat in waiting else "")
    return label + (" ◀ to move" if game.current_player == seat else "")


@solara.component
def TableCard(info: dict[str, Any], game, targets: dict[str, tuple[int, int]]):
    choices = bots(info["game"])
    face = face_of(info["game"])
    bot, set_bot = solara.use_state(face.stand_in, key=info["game"])
    error, set_error = solara.use_state("")
    waiting = set(class_store().waiting_seats(info["id"]))

    def act(change) -> None:
        try:
            change()
            set_error("")
        except ClassError as err:
            set_error(str(err))

    with solara.Card(
        title=f"Table {info['number']} · {face.title}", classes=["forestnb-table", f"forestnb-table-{info['game']}"]
    ):
        solara.HTML(unsafe_innerHTML=face.status(game), classes=["forestnb-stat", "forestnb-table-status"])
        for seat in info["seats"]:
            SeatRow(info, game, seat, waiting, bot, act, targets).key(f"seat-{info['id']}-{seat['seat']}")
        solara.Select(
            "bot for an absent student",
            values=choices,
            value=bot if bot in choices else choices[0],
            on_value=set_bot,
            dense=True,
        )
        if error:
            solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])


def free_seats(tables: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """Every free student seat of these tables, by its words, as (table id, seat), for "move to":
    read once for all the cards from the tables already read, not again for each seated row."""
    return {
        f"table {info['number']}, seat {seat['seat']}": (info["id"], seat["seat"])
        for info in tables
        for seat in info["seats"]
        if seat["student"] is None and seat["bot"] is None
    }


@solara.component
def SeatRow(
    info: dict[str, Any],
    game: Game,
    seat: dict[str, Any],
    waiting: set[int],
    bot: str,
    act,
    targets: dict[str, tuple[int, int]],
):
    """One seat on the teacher's card: who sits there, and what the teacher can do with it."""
    store, table_id, number = class_store(), info["id"], seat["seat"]
    planned, set_planned = solara.use_state(seat["planned"] or "")
    with solara.Row(style={"align-items": "center", "flex-wrap": "wrap"}, classes=["forestnb-seat-row"]):
        solara.HTML(unsafe_innerHTML=seat_label(info, game, number, waiting))
        if seat["name"]:
            solara.HTML(tag="span", unsafe_innerHTML=escape(seat["name"]), classes=["forestnb-seat-name"])
        elif seat["bot"] is None:
            solara.HTML(
                tag="span",
                unsafe_innerHTML=escape(f"kept for {seat['planned']}" if seat["planned"] else "free"),
                classes=["forestnb-seat-free"],
            )
        if seat["bot"]:
            solara.HTML(tag="span", unsafe_innerHTML=f"bot: {escape(seat['bot'])}")
            if seat["student"] is not None or seat["planned"]:
                solara.Button(
                    "give the seat back",
                    text=True,
                    on_click=lambda: act(lambda: store.set_bot(table_id, number, None)),
                    classes=["forestnb-student-seat"],
                )
        else:
            solara.Button(
                "bot takes seat",
                text=True,
                on_click=lambda: act(lambda: store.set_bot(table_id, number, bot)),
                classes=["forestnb-bot-seat"],
            )
        if seat["student"] is not None:
            solara.Button(
                "free seat",
                text=True,
                on_click=lambda: act(lambda: store.free_seat(table_id, number)),
                classes=["forestnb-free-seat"],
            )
            solara.Button(
                "remove",
                text=True,
                on_click=lambda: act(lambda: store.remove_student(table_id, number)),
                classes=["forestnb-remove-student"],
            )
            if targets:
                solara.Select(
                    "move to",
                    values=list(targets),
                    value=None,
                    dense=True,
                    classes=["forestnb-move-student"],
                    on_value=lambda words: act(lambda: store.move_student(table_id, number, *targets[words])),
                )
        elif seat["bot"] is None:
            solara.InputText(
                "keep for (name)",
                value=planned,
                on_value=set_planned,
                continuous_update=True,
                classes=["forestnb-plan-name"],
            )
            solara.Button(
                "keep",
                text=True,
                on_click=lambda: act(lambda: store.plan_seat(table_id, number, planned or None)),
                classes=["forestnb-plan-seat"],
            )


@solara.component
def Poll(version: tuple[Any, ...]):
    store = class_store()
    question, set_question = solara.use_state("How many cedars are in the hidden Box Reserve now?")
    choices, set_choices = solara.use_state("")
    answer, set_answer = solara.use_state("")
    error, set_error = solara.use_state("")
    poll = solara.use_memo(store.current_poll, [version])

    def ask() -> None:
        options = [c.strip() for c in choices.split(",") if c.strip()]
        try:
            store.open_poll(question, choices=options, answer=answer.strip() or None)
            set_error("")
        except ClassError as err:
            set_error(str(err))

    with solara.Card(title="Ask the class", classes=["forestnb-poll-form"]):
        solara.InputText("question", value=question, on_value=set_question, continuous_update=True)
        solara.InputText(
            "choices, separated by commas (leave empty for a number question)",
            value=choices,
            on_value=set_choices,
            continuous_update=True,
        )
        solara.InputText(
            "the answer (shown when you reveal)", value=answer, on_value=set_answer, continuous_update=True
        )
        solara.Button("Ask", on_click=ask, color="primary", classes=["forestnb-ask"])
        if error:
            solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])
    if poll is None:
        return
    votes = store.votes(poll["id"])
    with solara.Row():
        solara.HTML(
            unsafe_innerHTML=f"{len(votes)} answers · {poll['state']}", classes=["forestnb-stat", "forestnb-poll-count"]
        )
        solara.Button(
            "Close", on_click=lambda: store.set_poll_state(poll["id"], "closed"), disabled=poll["state"] != "open"
        )
        solara.Button(
            "Reveal the answer",
            on_click=lambda: store.set_poll_state(poll["id"], "revealed"),
            disabled=poll["state"] == "revealed",
            classes=["forestnb-reveal-answer"],
        )
    ChartView(poll_figure(poll, votes), "forestnb-poll-chart")


@solara.component
def Sweeps():
    """Step 5 of the lesson: a what-if, answered on the projector once the class has bet (put the
    bet to them in Poll first). The explorer is the what-if notebook's own, knobs and all."""
    choices = solara.use_memo(sweeps, [])
    title, set_title = solara.use_state(next(title for title, (game, _q) in choices.items() if game == first_game()))
    shown, set_shown = solara.use_state(None)
    explorer = solara.use_memo(
        lambda: None if shown is None else game_module(choices[shown][0], "whatif").explorer(choices[shown][1]), [shown]
    )
    with solara.Row():
        solara.Select(label="what if…", value=title, values=list(choices), on_value=set_title)
        solara.Button(
            "Show the answer", on_click=lambda: set_shown(title), color="primary", classes=["forestnb-show-sweep"]
        )
    if explorer is None:
        solara.HTML(unsafe_innerHTML="Ask the class to bet first (Poll), then show the answer.")
    else:
        solara.display(explorer)


@solara.component
def Export(version: tuple[Any, ...]):
    store = class_store()
    solara.FileDownload(
        lambda: export_games(store),
        filename=f"{store.meta('name')}-games.json",
        label="Every game as JSON (forestnb.load_game opens each)",
    )
    solara.FileDownload(
        lambda: games_frame(store).to_csv(index=False),
        filename=f"{store.meta('name')}-games.csv",
        label="One row per game (CSV, the columns of forestnb.simulate)",
    )
    solara.FileDownload(
        lambda: moves_frame(store).to_csv(index=False),
        filename=f"{store.meta('name')}-moves.csv",
        label="One row per decision (CSV: the seconds each seat took, and whether a timer forced it)",
    )
