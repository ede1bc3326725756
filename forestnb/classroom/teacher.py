"""The teacher page (``/teacher?key=...``): set up tables, watch them, and run the lesson.

The tabs follow the 45-minute lesson of the README's class-mode section: poll before a reveal,
play without talking, reveal every table's forest and then the hidden Box Reserve, replay the same
deal with talk, answer the what-ifs the class bet on (Sweeps), debrief against the best individual
and group outcomes, and export the games. Tables may play any of the four games; the reveal and
debrief are each game's own lesson (``reveal_tab``, ``debrief_tab``), game 1 beside its replay.
"""

from __future__ import annotations

import time
from html import escape
from typing import Any

import solara

from ..core.bots import bots
from ..core.face import face_of, game_module
from ..core.game import Game
from ..core.registry import first_game, games
from .console_style import CONSOLE_STYLE
from .debrief import class_games, export_games, games_frame, moves_frame
from .debrief_tab import Debrief
from .errors import ClassError, WrongKeyError
from .live import class_store, query, student_address, use_polled
from .polls_tab import PollTab, use_poll_form
from .replay_panel import ReplayControls
from .reveal_tab import Reveal
from .still_choosing import StillChoosing
from .tables_tab import NewTables, PauseAll, use_tables_form

SECTIONS = ["Tables", "Poll", "Reveal", "Sweeps", "Debrief", "Export"]
PROJECTOR_ZOOM = 1.5
"""How much larger the Sweeps tab draws the what-if notebook's explorer: its 12 px labels, made
for a laptop screen, become 18 px on the projector (the chart still fits the page's width)."""


def sweeps() -> dict[str, tuple[str, str]]:
    """Every what-if of every game, by its title on the teacher's list: (game, question)."""
    return {
        f"{face_of(game).title}: {question.title}": (game, name)
        for game in games()
        for name, question in game_module(game, "whatif").QUESTIONS.items()
    }


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
    tables_form, poll_form = use_tables_form(), use_poll_form()  # above the tabs: a tab switch keeps them
    has_tables = solara.use_memo(lambda: bool(store.tables()), [version])
    solara.Style(CONSOLE_STYLE)
    with solara.Column(classes=["forestnb-teacher"]):
        solara.HTML(tag="h2", unsafe_innerHTML=escape(f"Class {store.meta('name')}"))
        solara.ToggleButtonsSingle(value=section, values=SECTIONS, on_value=set_section, classes=["forestnb-sections"])
        if section == "Tables":
            JoinHeader()
            Refusals(version)
            PauseAll(version)
            NewTables(tables_form, has_tables)
            Tables(version)
        elif section == "Poll":
            PollTab(poll_form, version)
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
        StillChoosing(info, game, waiting)
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
        with solara.Div(classes=["forestnb-sweep-explorer"], style={"zoom": str(PROJECTOR_ZOOM)}):
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
