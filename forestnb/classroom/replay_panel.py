"""The teacher's replay: the same deal dealt again at one table or all, after a confirmation,
so the class plays its talking game beside the silent one. The first game stays in the class
file (retired, not deleted: Reveal, Debrief and the export show both), and a second click on
the confirmation replays nothing more: ``ClassStore.replay_table`` gives a table already
replayed its existing replay."""

from __future__ import annotations

from html import escape
from typing import Any, cast

import solara

from ..core.game import Game
from .errors import ClassError
from .live import class_store

EVERY_TABLE = "every table"


def table_choice(number: int) -> str:
    return f"table {number}"


def replay_words(chosen: str, unfinished: int) -> str:
    """The confirmation: what a replay ends, and what it keeps."""
    ends = (
        f"{unfinished} game{' is' if unfinished == 1 else 's are'} still being played and will stop where "
        f"{'it is' if unfinished == 1 else 'they are'}. "
        if unfinished
        else ""
    )
    return (
        f"Replay {chosen} from the same deal? {ends}Every first game stays in the class file, and Reveal and "
        "Debrief show it beside its replay. Students keep their seats."
    )


@solara.component
def ReplayControls(games: list[tuple[dict[str, Any], Game]]):
    """Choose a table (or every table), ask to replay, confirm. The tables asked about are kept
    from the moment the teacher asks, so a confirmation clicked twice, even after the page has
    redrawn with the new games, replays those tables once (their replays are not replayed)."""
    tables = [info for info, _game in games]
    choices = [EVERY_TABLE, *(table_choice(info["number"]) for info in tables)]
    chosen, set_chosen = solara.use_state(EVERY_TABLE)
    asked, set_asked = solara.use_state(cast(tuple[int, ...] | None, None))
    said, set_said = solara.use_state("")
    chosen = chosen if chosen in choices else EVERY_TABLE
    targets = tuple(info["id"] for info in tables if chosen in (EVERY_TABLE, table_choice(info["number"])))
    unfinished = sum(1 for info, game in games if info["id"] in (asked or ()) and not game.is_over())

    def replay(table_ids: tuple[int, ...]) -> None:
        try:
            for table_id in table_ids:
                class_store().replay_table(table_id)  # a table already replayed keeps its one replay
            set_said(f"Replayed {chosen}: the same deal again; the first game is kept.")
        except ClassError as err:
            set_said(str(err))
        set_asked(None)

    if asked is not None:  # in place of the button, where the teacher is looking
        with solara.Card(classes=["forestnb-replay-confirm"]):
            solara.HTML(unsafe_innerHTML=escape(replay_words(chosen, unfinished)), classes=["forestnb-stat"])
            with solara.Row():
                solara.Button(
                    "Yes, replay", on_click=lambda: replay(asked), color="primary", classes=["forestnb-replay-yes"]
                )
                solara.Button("Cancel", on_click=lambda: set_asked(None), classes=["forestnb-replay-cancel"])
    else:
        with solara.Row(classes=["forestnb-replay-row"], style={"align-items": "center", "flex-wrap": "wrap"}):
            solara.Select(
                "replay",
                values=choices,
                value=chosen,
                on_value=set_chosen,
                classes=["forestnb-replay-choice"],
                style={"max-width": "220px"},
            )
            solara.Button(
                "Replay from the same deal…",
                on_click=lambda: (set_asked(targets), set_said("")),
                classes=["forestnb-replay"],
            )
    if said:
        solara.HTML(unsafe_innerHTML=escape(said), classes=["forestnb-replay-said"])
