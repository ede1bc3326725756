"""The student page: the seat this device joined (see ``gate``), on the student's own device.

Everything drawn here comes from ``seatview.seat_screen`` (the seat's ``game.view`` and its own
pick) and the class's current poll: the page never holds a game, so nothing hidden can reach the
browser. Every action goes through the store with this device's credential and the state the page
showed (the table, and its move or round): a Humbaba pick (``store.pick``), or in the turn-by-turn
games the next move of the log (``store.play``).

A click acts only on what its page showed. The buttons of one move are drawn by a component keyed
by that move, so the next move gets new buttons: a late or double click reaches the old ones,
whose handler names the old move, and the store refuses it as stale; the page then says, quietly,
that the table moved on.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import solara

from .errors import ClassError, NoSeatError, StaleActionError
from .live import class_store, device, use_polled
from .seatview import seat_screen

OFF_STUDENT_PAGES = ("closed", "ended")
MOVED_ON = "The table moved on before your click arrived; here is where it is now."


@solara.component
def StudentPage():
    token = device()
    version = use_polled(lambda: _read(token), key=token)
    if version[0] == "no seat":
        solara.HTML(
            unsafe_innerHTML=f"{escape(version[1])}. <a href='/join'>Join the class</a>",
            classes=["forestnb-error", "forestnb-no-seat"],
        )
    else:
        SeatScreen(token, version)


def _read(token: str | None) -> tuple[Any, ...]:
    """What a seat's page watches: where the device sits, its table's log and picks, a pause,
    the poll (last)."""
    store = class_store()
    try:
        where = store.seating(token)
    except NoSeatError as err:
        return ("no seat", str(err))
    poll = store.current_poll()
    return (
        where["table_id"],
        where["seat"],
        where["bot"],
        store.version(where["table_id"]),
        store.paused(),
        poll and (poll["id"], poll["state"], poll["answer"]),
    )


def report(set_message: Callable[[str], None], act: Callable[[], None]) -> None:
    """Run a click's action; a refusal goes to the page's message line (a stale click quietly)."""
    try:
        act()
        set_message("")
    except StaleActionError:
        set_message(MOVED_ON)
    except ClassError as err:
        set_message(str(err))


@solara.component
def Message(message: str):
    if message:
        quiet = message == MOVED_ON
        solara.HTML(
            unsafe_innerHTML=escape(message),
            classes=["forestnb-moved-on" if quiet else "forestnb-error", "forestnb-message"],
        )


@solara.component
def SeatScreen(token: str, version: tuple[Any, ...]):
    """A seat of any game: who and where you are, the goal, the poll, what you may do now, and
    your view of the table as the game's face draws it."""
    message, set_message = solara.use_state("")
    screen = solara.use_memo(lambda: seat_screen(class_store(), token), [version])
    with solara.Column(classes=["forestnb-student", f"forestnb-{screen['game']}"]):
        turn = "" if screen["simultaneous"] else f" · move {screen['move']}"
        solara.HTML(
            tag="h2",
            unsafe_innerHTML=escape(
                f"{screen['name']} · Table {screen['table']} · Seat {screen['seat']} · {screen['title']} · "
                f"{screen['progress']}{turn}"
            ),
        )
        solara.HTML(unsafe_innerHTML=escape(screen["goal"]), classes=["forestnb-goal"])
        Poll(token, version).key(f"poll-{version[-1] and version[-1][0]}")
        Scores(screen)
        if version[-2]:
            solara.HTML(
                unsafe_innerHTML="Your teacher has paused the game; wait until they resume it.",
                classes=["forestnb-paused"],
            )
        if screen["over"]:
            Result(screen)
        elif screen["simultaneous"]:
            Choice(token, screen, set_message).key(f"choice-{screen['table_id']}-{screen['round']}")
        else:
            Moves(token, screen, set_message).key(f"moves-{screen['table_id']}-{screen['move']}")
        Message(message)
        Happened(screen["happened"])
        for css, html in screen["panels"]:
            solara.HTML(unsafe_innerHTML=html, classes=["forestnb-panel", css])
        Terms(screen["terms"])


@solara.component
def Scores(screen: dict[str, Any]):
    scores = " · ".join(
        f"Seat {s}{' (you)' if s == screen['seat'] else ''}: <b>{score}</b>" for s, score in enumerate(screen["scores"])
    )
    solara.HTML(
        unsafe_innerHTML=f"{escape(screen['score_word'].capitalize())}: {scores}",
        classes=["forestnb-stat", "forestnb-scores"],
    )


@solara.component
def BotPlaying(bot: str):
    solara.HTML(
        unsafe_innerHTML=escape(f"A bot ({bot}) plays your seat for now; ask your teacher to give it back."),
        classes=["forestnb-bot-playing"],
    )


@solara.component
def Moves(token: str, screen: dict[str, Any], set_message: Callable[[str], None]):
    """Whose turn it is; on this seat's turn, the legal actions as buttons (their own words)."""
    if screen["bot"]:
        BotPlaying(screen["bot"])
        return
    if not screen["actions"]:
        solara.HTML(
            unsafe_innerHTML=escape(f"Seat {screen['turn']} is to move; wait for your turn."),
            classes=["forestnb-stat", "forestnb-waiting"],
        )
        return

    def move(text: str) -> None:
        report(set_message, lambda: class_store().play(token, text, table_id=screen["table_id"], move=screen["move"]))

    solara.HTML(unsafe_innerHTML="<b>Your turn</b>: choose a move.", classes=["forestnb-stat", "forestnb-your-turn"])
    with solara.Row(classes=["forestnb-moves"]):
        for text in screen["actions"]:
            solara.Button(
                text[:1].upper() + text[1:],
                on_click=lambda text=text: move(text),
                color="primary",
                classes=["forestnb-play"],
            )


@solara.component
def Choice(token: str, screen: dict[str, Any], set_message: Callable[[str], None]):
    """A secret pick: each card the seat may play with its buttons, and the flip before it if the
    seat may make one; once chosen, what was chosen."""
    before, set_before = solara.use_state(False)
    if screen["bot"]:
        BotPlaying(screen["bot"])
        return
    if screen["my_pick"]:
        change = " You may change it until every seat has chosen." if screen["may_change"] else ""
        solara.HTML(
            unsafe_innerHTML=escape(
                f"You chose: {screen['my_pick']}. The cards are revealed when every seat has chosen.{change}"
            ),
            classes=["forestnb-picked"],
        )
        if not screen["may_change"]:
            return

    def choose(action: str) -> None:
        actions = [screen["before"][1], action] if before and screen["before"] else [action]
        report(
            set_message, lambda: class_store().pick(token, actions, table_id=screen["table_id"], round=screen["round"])
        )

    if not screen["my_pick"]:
        solara.HTML(
            unsafe_innerHTML="<b>Choose in secret</b>: nobody sees your card until every seat has chosen.",
            classes=["forestnb-stat", "forestnb-your-turn"],
        )
    if screen["before"]:
        solara.Checkbox(label=screen["before"][0], value=before, on_value=set_before)
    with solara.Row(classes=["forestnb-hand"]):
        for _name, html, picks in screen["groups"]:
            with solara.Column(classes=["forestnb-pick"]):
                solara.HTML(unsafe_innerHTML=html)
                for label, action in picks:
                    solara.Button(
                        label, on_click=lambda action=action: choose(action), color="primary", classes=["forestnb-play"]
                    )


@solara.component
def Result(screen: dict[str, Any]):
    winners = ", ".join(f"Seat {s}" for s in screen["winners"])
    mine = screen["scores"][screen["seat"]]
    solara.HTML(
        tag="h3",
        classes=["forestnb-result"],
        unsafe_innerHTML=escape(
            f"The game is over. {f'Winner: {winners}.' if winners else 'Nobody wins.'} Your "
            f"{screen['score_word']}: {mine}."
        ),
    )


@solara.component
def Happened(lines: list[str]):
    """What just happened at the table, as this seat may know it, newest last."""
    if lines:
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        solara.HTML(
            unsafe_innerHTML=f"<b>What just happened</b><ul>{items}</ul>",
            classes=["forestnb-panel", "forestnb-happened"],
        )


@solara.component
def Terms(terms: dict[str, str]):
    """The game's words, each one tap away from what it means."""
    if terms:
        items = "".join(
            f"<details><summary>{escape(word)}</summary>{escape(meaning)}</details>" for word, meaning in terms.items()
        )
        solara.HTML(unsafe_innerHTML=f"<b>Words used here</b>{items}", classes=["forestnb-terms"])


@solara.component
def Poll(token: str, version: tuple[Any, ...]):
    """The class's current poll (drawn anew for each poll, so a vote names the poll it saw)."""
    store = class_store()
    poll = solara.use_memo(store.current_poll, [version])
    typed, set_typed = solara.use_state("")
    error, set_error = solara.use_state("")
    recorded = solara.use_memo(lambda: poll and store.my_vote(poll["id"], token), [poll and poll["id"]])
    mine, set_mine = solara.use_state(recorded, key=f"vote-{poll and poll['id']}")
    if poll is None or poll["state"] in OFF_STUDENT_PAGES:
        return

    def send(value: str) -> None:
        try:
            store.vote(token, poll["id"], value)
            set_mine(value.strip())
            set_error("")
        except ClassError as err:
            set_error(str(err))

    with solara.Card(title=poll["question"], classes=["forestnb-poll"]):
        if poll["state"] == "open":
            if poll["kind"] == "choice":
                with solara.Row(classes=["forestnb-vote-choices"], style={"flex-wrap": "wrap"}):
                    for choice in poll["choices"]:
                        solara.Button(
                            choice,
                            on_click=lambda choice=choice: send(choice),
                            classes=["forestnb-vote"],
                            outlined=choice != mine,
                        )
            else:
                with solara.Row(classes=["forestnb-vote-number"], style={"flex-wrap": "wrap"}):
                    solara.InputText("your guess (a number)", value=typed, on_value=set_typed, continuous_update=True)
                    solara.Button("Send", on_click=lambda: send(typed), classes=["forestnb-vote"])
        if mine is not None:
            solara.HTML(unsafe_innerHTML=escape(f"Your answer: {mine}"), classes=["forestnb-my-vote"])
        if poll["state"] == "revealed":
            said = "Voting is over." if poll["answer"] is None else f"The answer: {poll['answer']}"
            solara.HTML(tag="b", unsafe_innerHTML=escape(said), classes=["forestnb-poll-answer"])
        if error:
            solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])
