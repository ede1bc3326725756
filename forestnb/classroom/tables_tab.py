"""The Tables tab's "New tables" form: which game, how many tables, who sits where, one deal for
all or one each, and the game's options as controls (``option_controls``).

Its values live in a ``TablesForm`` the teacher page holds above its tabs, so switching to Poll
and back keeps them; the form folds away once the class has tables (the tables are what the
projector should show), and the teacher may open it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

import reacton.ipyvuetify as rv
import solara

from ..core.bots import bots
from ..core.face import face_of
from ..core.registry import first_game, game_class, games
from .errors import ClassError
from .live import class_store
from .option_controls import OptionControls, changed

STUDENT = "student"


def titles() -> dict[str, str]:
    """Every game's title, the first registered first."""
    ordered = [first_game(), *(game for game in games() if game != first_game())]
    return {game: face_of(game).title for game in ordered}


@dataclass(frozen=True)
class TablesForm:
    """The form's values, each a reactive the teacher page made (``use_tables_form``).
    ``folded``: None follows the class (folded once it has tables), else the teacher's choice."""

    game: solara.Reactive[str]
    count: solara.Reactive[int]
    players: solara.Reactive[int]
    kinds: solara.Reactive[list[str]]
    same_deal: solara.Reactive[bool]
    seed: solara.Reactive[int]
    options: solara.Reactive[dict[str, dict[str, Any]]]
    folded: solara.Reactive[bool | None]


def use_tables_form() -> TablesForm:
    """The form's values, made once per teacher page (call it above the tabs)."""
    return TablesForm(
        game=solara.use_reactive(first_game()),
        count=solara.use_reactive(1),
        players=solara.use_reactive(4),
        kinds=solara.use_reactive([STUDENT] * 4),
        same_deal=solara.use_reactive(True),
        seed=solara.use_reactive(1),
        options=solara.use_reactive({}),
        folded=solara.use_reactive(None),
    )


@solara.component
def NewTables(form: TablesForm, has_tables: bool):
    """The form, in a section that folds away once the class has tables."""
    unfolded = not has_tables if form.folded.value is None else not form.folded.value
    with rv.ExpansionPanels(
        v_model=0 if unfolded else None,
        on_v_model=lambda model: form.folded.set(model is None),
        class_="forestnb-new-tables",
    ):
        with rv.ExpansionPanel():
            rv.ExpansionPanelHeader(children=["New tables"], class_="forestnb-new-tables-header")
            with rv.ExpansionPanelContent():
                CreateTables(form)


@solara.component
def CreateTables(form: TablesForm):
    """Which game, how many tables, who sits where (a student or one of that game's bots), one deal
    for all or one each, the game's options (checked by the game itself when the tables are made)."""
    error, set_error = solara.use_state("")
    game, players, kinds = form.game.value, form.players.value, form.kinds.value
    allowed = game_class(game)
    sizes = list(range(allowed.min_players, allowed.max_players + 1))
    values = form.options.value.get(game, {})

    def create() -> None:
        try:
            seats = [None if kind == STUDENT else kind for kind in kinds[:players]]
            for table in range(form.count.value):
                seed = form.seed.value if form.same_deal.value else form.seed.value + table
                class_store().add_table(seats, seed=seed, options=changed(game, values), game=game)
            set_error("")
            form.folded.set(None)
        except ClassError as err:
            set_error(str(err))

    def choose_game(name: str) -> None:
        form.game.set(name)
        form.kinds.set([STUDENT] * 4)  # another game's bots have other names
        chosen = game_class(name)
        form.players.set(min(max(players, chosen.min_players), chosen.max_players))

    with solara.Column(classes=["forestnb-create"]):
        names = {title: name for name, title in titles().items()}
        title = face_of(game).title
        solara.ToggleButtonsSingle(
            value=title,
            values=list(names),
            on_value=lambda title: choose_game(names[title]),
            classes=["forestnb-game-choice"],
        )
        solara.HTML(unsafe_innerHTML=escape(f"New tables play {title}."), classes=["forestnb-game-chosen"])
        with solara.Row(style={"flex-wrap": "wrap", "gap": "8px 24px"}):
            solara.InputInt(
                "how many tables", value=form.count, continuous_update=True, classes=["forestnb-table-count"]
            )
            solara.Select(
                "players per table",
                values=sizes,
                value=players if players in sizes else sizes[0],
                on_value=form.players.set,
            )
            solara.InputInt("seed", value=form.seed, continuous_update=True)
            solara.Checkbox(label="the same deal at every table", value=form.same_deal)
        with solara.Row(style={"flex-wrap": "wrap", "gap": "8px 24px"}):
            for seat in range(players):
                solara.Select(
                    f"seat {seat}",
                    values=[STUDENT, *bots(game)],
                    value=kinds[seat],
                    on_value=lambda kind, seat=seat: form.kinds.set(
                        [kind if s == seat else k for s, k in enumerate(kinds)]
                    ),
                )
        solara.HTML(tag="b", unsafe_innerHTML=escape(f"{title}'s options"))
        OptionControls(game, values, lambda chosen: form.options.set({**form.options.value, game: chosen}))
        solara.Button("Create tables", on_click=create, color="primary", classes=["forestnb-create-button"])
        if error:
            solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])


@solara.component
def PauseAll(version: tuple[Any, ...]):
    """Pause or resume every table at once; while paused, every page says so and the class file
    refuses moves (a discussion, a fire drill, the end of the lesson)."""
    store = class_store()
    paused = solara.use_memo(store.paused, [version])
    with solara.Row(style={"align-items": "center", "flex-wrap": "wrap", "gap": "8px 16px"}):
        solara.Button(
            "Resume all tables" if paused else "Pause all tables",
            on_click=lambda: store.pause(not paused),
            color="warning" if not paused else "success",
            classes=["forestnb-pause"],
        )
        TimerChoice(version)
        if paused:
            solara.HTML(
                unsafe_innerHTML="Every table is paused: no move is taken until you resume.",
                classes=["forestnb-paused"],
            )


NO_TIMER = "no timer"
TIMER_CHOICES = {NO_TIMER: None, **{f"{seconds} s": seconds for seconds in (15, 30, 45, 60, 90, 120)}}


@solara.component
def TimerChoice(version: tuple[Any, ...]):
    """The round or turn timer of every table: when it runs out on a student, the table's
    stand-in bot moves for them (every page shows the time left; the export marks such moves)."""
    store = class_store()
    seconds = solara.use_memo(store.timer, [version])
    shown = next((words for words, value in TIMER_CHOICES.items() if value == seconds), f"{seconds} s")
    solara.Select(
        "round or turn timer",
        values=list(dict.fromkeys([*TIMER_CHOICES, shown])),
        value=shown,
        on_value=lambda words: store.set_timer(TIMER_CHOICES.get(words, seconds)),
        classes=["forestnb-timer-choice"],
        style={"max-width": "220px"},
    )
