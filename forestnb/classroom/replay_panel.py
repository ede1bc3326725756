"""The teacher's replay: the same deal dealt again at one table or all, after a confirmation,
so the class plays its talking game beside the silent one. The first game stays in the class
file (retired, not deleted: Reveal, Debrief and the export show both), and a second click on
the confirmation replays nothing more: ``ClassStore.replay_table`` gives a table already
replayed its existing replay. A class may vote on a rule for the replay (a choice poll of the
games' class rules, ``Face.class_rules``); the replay then plays the same deal under it."""

from __future__ import annotations

import time
from html import escape
from typing import Any, cast

import solara

from ..core.face import face_of
from ..core.game import Game
from .errors import ClassError
from .live import class_store

EVERY_TABLE = "every table"
SAME_RULES = "the same rules"
RULE_QUESTION = "Which rule should your table try in the replay?"
"""The class poll on the rules a replay may take; its answer is read back by its question."""
DOUBLE_CLICK_SECONDS = 1.5
"""How long after a replay a click on "Replay from the same deal…" is taken for the second half of
a double click on "Yes, replay" and ignored. Why: the page redraws as soon as the replay is made,
and the button can land under the pointer before the second click does; that click would open a
new confirmation, for the replays this time, in place of the words saying what was replayed. A
double click's two halves come within half a second; the rest is the page's round trip."""


def table_choice(number: int) -> str:
    return f"table {number}"


def class_rules(games: list[tuple[dict[str, Any], Game]]) -> list[str]:
    """The class rules the tables' games offer (by name, in their games' order)."""
    return list(dict.fromkeys(name for info, _game in games for name in face_of(info["game"]).class_rules))


def class_choice(store, rules: list[str]) -> tuple[str, str]:
    """The rule the class chose in its latest poll on the replay's rules (the most votes, the
    first listed on a tie) and that in words; nothing if there is no such poll or vote."""
    poll = store.current_poll()
    if not rules or poll is None or poll["question"] != RULE_QUESTION:
        return "", ""
    votes = [vote for vote in store.votes(poll["id"]) if vote in rules]
    if not votes:
        return "", ""
    top = max(rules, key=lambda rule: (votes.count(rule), -rules.index(rule)))
    return top, f"The class chose {top} ({votes.count(top)} of {len(votes)} votes)."


def rule_changes(info: dict[str, Any], rule: str) -> dict[str, Any]:
    """The options a table's replay changes for ``rule`` (none if its game does not offer it)."""
    return dict(face_of(info["game"]).class_rules.get(rule, {}))


def replay_words(chosen: str, unfinished: int, rule: str = SAME_RULES) -> str:
    """The confirmation: what a replay ends, what it keeps, and the rule it plays under."""
    ends = (
        f"{unfinished} game{' is' if unfinished == 1 else 's are'} still being played and will stop where "
        f"{'it is' if unfinished == 1 else 'they are'}. "
        if unfinished
        else ""
    )
    under = "" if rule == SAME_RULES else f" under {rule}"
    return (
        f"Replay {chosen} from the same deal{under}? {ends}Every first game stays in the class file, and Reveal "
        "and Debrief show it beside its replay. Students keep their seats."
    )


@solara.component
def ReplayControls(games: list[tuple[dict[str, Any], Game]]):
    """Choose a table (or every table) and, for games that offer class rules, the rule to replay
    under (the class's poll choice unless the teacher picks one), ask to replay, confirm. What was
    asked is kept from the moment the teacher asks, so a confirmation clicked twice, even after the
    page has redrawn with the new games, replays those tables once (their replays are not replayed),
    and its second half, if it lands on the redrawn "Replay…" button, asks nothing
    (``DOUBLE_CLICK_SECONDS``)."""
    tables = {info["id"]: info for info, _game in games}
    choices = [EVERY_TABLE, *(table_choice(info["number"]) for info in tables.values())]
    rules = class_rules(games)
    chosen, set_chosen = solara.use_state(EVERY_TABLE)
    picked_rule, set_rule = solara.use_state("")
    asked, set_asked = solara.use_state(cast(tuple[tuple[int, ...], str] | None, None))
    said, set_said = solara.use_state("")
    replayed_at = solara.use_ref(float("-inf"))  # time.monotonic() of the last replay made here
    chosen = chosen if chosen in choices else EVERY_TABLE
    voted, voted_words = class_choice(class_store(), rules)
    rule = picked_rule if picked_rule in (SAME_RULES, *rules) else voted or SAME_RULES
    targets = tuple(
        table_id for table_id, info in tables.items() if chosen in (EVERY_TABLE, table_choice(info["number"]))
    )
    unfinished = sum(1 for info, game in games if info["id"] in (asked[0] if asked else ()) and not game.is_over())

    def replay(table_ids: tuple[int, ...], rule: str) -> None:
        try:
            poll = class_store().current_poll()
            if poll and poll["question"] == RULE_QUESTION and poll["state"] == "open":
                class_store().set_poll_state(poll["id"], "closed")  # the vote is done: off the students' pages
            for table_id in table_ids:  # a table already replayed keeps its one replay
                class_store().replay_table(table_id, rule_changes(tables[table_id], rule))
            under = "" if rule == SAME_RULES else f" under {rule}"
            set_said(f"Replayed {chosen}{under}: the same deal again; the first game is kept.")
        except ClassError as err:
            set_said(str(err))
        replayed_at.current = time.monotonic()
        set_asked(None)

    def ask() -> None:
        if time.monotonic() - replayed_at.current < DOUBLE_CLICK_SECONDS:
            return
        set_asked((targets, rule))
        set_said("")

    def ask_the_class() -> None:
        try:
            class_store().open_poll(RULE_QUESTION, choices=rules)
            set_said("The question is on every student's page; their votes choose the replay's rule.")
        except ClassError as err:
            set_said(str(err))

    if asked is not None:  # in place of the button, where the teacher is looking
        with solara.Card(classes=["forestnb-replay-confirm"]):
            solara.HTML(unsafe_innerHTML=escape(replay_words(chosen, unfinished, asked[1])), classes=["forestnb-stat"])
            with solara.Row():
                solara.Button(
                    "Yes, replay", on_click=lambda: replay(*asked), color="primary", classes=["forestnb-replay-yes"]
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
            if rules:
                solara.Select(
                    "under",
                    values=[SAME_RULES, *rules],
                    value=rule,
                    on_value=set_rule,
                    classes=["forestnb-replay-rule"],
                    style={"max-width": "320px"},
                )
            solara.Button(
                "Replay from the same deal…",
                on_click=ask,
                classes=["forestnb-replay"],
            )
            if rules:
                solara.Button("Ask the class which rule to try", on_click=ask_the_class, classes=["forestnb-ask-rule"])
        if voted_words:
            solara.HTML(unsafe_innerHTML=escape(voted_words), classes=["forestnb-class-choice"])
    if said:
        solara.HTML(unsafe_innerHTML=escape(said), classes=["forestnb-replay-said"])
