"""The Poll tab: ask the class a question of your own or one of the package's what-if bets, set
or change the answer after asking, reveal it (a bet's answer worked out then, from the bet's own
run), and close the poll so it leaves the student pages.

What the projector shows before a reveal never holds the answer: the answer typed for a poll is
written to the class and the field emptied, and the page says only whether one is set. Its
values live in a ``PollForm`` the teacher page holds above its tabs, so they survive a switch
to another tab and back.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

import solara

from .chart_view import ChartView
from .class_bets import ClassBet, bet_asked, class_bets
from .errors import ClassError
from .live import class_store
from .poll_chart import poll_figure

FIRST_QUESTION = "How many cedars are in the hidden Box Reserve now?"
STATE_WORDS = {
    "open": "open: students are answering",
    "closed": "closed: gone from the student pages",
    "revealed": "revealed on every page",
    "ended": "revealed, then closed: gone from the student pages",
}


@dataclass(frozen=True)
class PollForm:
    """The tab's values, each a reactive the teacher page made (``use_poll_form``)."""

    question: solara.Reactive[str]
    choices: solara.Reactive[str]
    answer: solara.Reactive[str]
    bet: solara.Reactive[str]
    later_answer: solara.Reactive[str]


def use_poll_form() -> PollForm:
    """The tab's values, made once per teacher page (call it above the tabs)."""
    return PollForm(
        question=solara.use_reactive(FIRST_QUESTION),
        choices=solara.use_reactive(""),
        answer=solara.use_reactive(""),
        bet=solara.use_reactive(next(iter(class_bets()))),
        later_answer=solara.use_reactive(""),
    )


def act(set_error, change) -> None:
    """Run a click's change of the class; a refusal shows in the tab's error line."""
    try:
        change()
        set_error("")
    except ClassError as err:
        set_error(str(err))


@solara.component
def PollTab(form: PollForm, version: tuple[Any, ...]):
    store = class_store()
    error, set_error = solara.use_state("")
    poll = solara.use_memo(store.current_poll, [version])

    def ask() -> None:
        options = [c.strip() for c in form.choices.value.split(",") if c.strip()]
        store.open_poll(form.question.value, choices=options, answer=form.answer.value.strip() or None)
        form.answer.set("")

    def ask_bet() -> None:
        bet = class_bets()[form.bet.value]
        store.open_poll(bet.question, choices=list(bet.choices))

    with solara.Row(classes=["forestnb-poll-forms"], style={"flex-wrap": "wrap", "gap": "16px"}):
        with solara.Card(title="Ask the class", classes=["forestnb-poll-form"], style={"flex": "1 1 560px"}):
            solara.InputText("question", value=form.question, continuous_update=True)
            solara.InputText(
                "choices, separated by commas (leave empty for a number question)",
                value=form.choices,
                continuous_update=True,
            )
            solara.InputText("the answer (shown when you reveal)", value=form.answer, continuous_update=True)
            solara.Button("Ask", on_click=lambda: act(set_error, ask), color="primary", classes=["forestnb-ask"])
        with solara.Card(title="Ask a what-if bet", classes=["forestnb-bet-form"], style={"flex": "1 1 560px"}):
            solara.Select("what-if bet", values=list(class_bets()), value=form.bet, classes=["forestnb-bet-choice"])
            solara.HTML(
                unsafe_innerHTML="Its answer is worked out from the bet's own run when you reveal it.",
                classes=["forestnb-option-words"],
            )
            solara.Button(
                "Ask this bet", on_click=lambda: act(set_error, ask_bet), color="primary", classes=["forestnb-ask-bet"]
            )
    if error:
        solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])
    if poll is not None:
        CurrentPoll(form, poll, version).key(f"poll-{poll['id']}")


@solara.component
def CurrentPoll(form: PollForm, poll: dict[str, Any], version: tuple[Any, ...]):
    """The poll the students see: its question, its state, the answer's controls and the chart."""
    store = class_store()
    error, set_error = solara.use_state("")
    working, set_working = solara.use_state(False)
    bet = bet_asked(poll["question"])
    votes = solara.use_memo(lambda: store.votes(poll["id"]), [version])
    has_answer = solara.use_memo(lambda: store.poll_answer(poll["id"]) is not None, [version])

    def reveal_bet(cancel) -> None:
        if not working:
            return
        try:
            store.set_poll_answer(poll["id"], bet.answer())
            store.set_poll_state(poll["id"], "revealed")
            set_error("")
        except Exception as err:  # the teacher sees why, instead of a reveal that never comes
            set_error(f"Could not work out the bet's answer: {type(err).__name__}: {err}")
        finally:
            set_working(False)

    solara.use_thread(reveal_bet, dependencies=[working], intrusive_cancel=False)

    def reveal() -> None:
        if bet is not None:
            set_working(True)
        else:
            act(set_error, lambda: store.set_poll_state(poll["id"], "revealed"))

    def set_answer() -> None:
        store.set_poll_answer(poll["id"], form.later_answer.value)
        form.later_answer.set("")

    solara.HTML(tag="h3", unsafe_innerHTML=escape(poll["question"]), classes=["forestnb-poll-question"])
    answer_note = (
        ""
        if poll["state"] in ("revealed", "ended")
        else (
            " · an answer is set" if has_answer else (" · its answer comes from its run" if bet else " · no answer set")
        )
    )
    solara.HTML(
        unsafe_innerHTML=escape(f"{len(votes)} answers · {STATE_WORDS[poll['state']]}{answer_note}"),
        classes=["forestnb-stat", "forestnb-poll-count"],
    )
    with solara.Row(style={"flex-wrap": "wrap", "align-items": "center", "gap": "8px 16px"}):
        solara.Button(
            "Reveal the answer",
            on_click=reveal,
            disabled=poll["state"] == "revealed" or working,
            color="primary",
            classes=["forestnb-reveal-answer"],
        )
        solara.Button(
            "Close",
            on_click=lambda: act(set_error, lambda: store.set_poll_state(poll["id"], "closed")),
            disabled=poll["state"] not in ("open", "revealed"),
            classes=["forestnb-close-poll"],
        )
        if bet is None:
            solara.InputText(
                "set or change the answer",
                value=form.later_answer,
                continuous_update=True,
                classes=["forestnb-later-answer"],
            )
            solara.Button(
                "Set the answer", on_click=lambda: act(set_error, set_answer), classes=["forestnb-set-answer"]
            )
    if working:
        solara.HTML(unsafe_innerHTML="Working out the answer from the bet's own run…", classes=["forestnb-working"])
    if error:
        solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])
    if poll["state"] in ("revealed", "ended"):
        Revealed(poll, bet)
    figure = solara.use_memo(  # a move at a table changes the class, not the chart: nothing is sent then
        lambda: poll_figure(poll, votes), [poll["state"], poll["answer"], tuple(votes)]
    )
    ChartView(figure, "forestnb-poll-chart")


@solara.component
def Revealed(poll: dict[str, Any], bet: ClassBet | None):
    """The revealed answer in large type beside the chart, and a bet's explanation."""
    if poll["answer"] is None:
        solara.HTML(unsafe_innerHTML="This poll has no answer: the chart shows the class's guesses only.")
        return
    unit = f" {bet.spec.bet.unit}" if bet is not None and bet.spec.bet.unit and not bet.choices else ""
    solara.HTML(
        tag="h3", unsafe_innerHTML=escape(f"The answer: {poll['answer']}{unit}"), classes=["forestnb-poll-answer"]
    )
    if bet is not None and bet.spec.bet.explain:
        solara.HTML(unsafe_innerHTML=bet.spec.bet.explain, classes=["forestnb-bet-explain"])
