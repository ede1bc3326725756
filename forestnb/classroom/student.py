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

from html import escape
from typing import Any, Callable

import solara

from ..humbaba.rules import ROUNDS
from .errors import ClassError, NoSeatError, StaleActionError
from .live import class_store, device, use_polled
from .seatview import seat_screen

MOVED_ON = "The table moved on before your click arrived; here is where it is now."


@solara.component
def StudentPage():
    token = device()
    version = use_polled(lambda: _read(token), key=token)
    if version[0] == "no seat":
        solara.HTML(unsafe_innerHTML=f"{escape(version[1])}. <a href='/join'>Join the class</a>",
                    classes=["forestnb-error", "forestnb-no-seat"])
    else:
        SeatScreen(token, version)


def _read(token: str | None) -> tuple[Any, ...]:
    """What a seat's page watches: where the device sits, its table's log and picks, the poll."""
    store = class_store()
    try:
        where = store.seating(token)
    except NoSeatError as err:
        return ("no seat", str(err))
    poll = store.current_poll()
    return (where["table_id"], where["seat"], store.version(where["table_id"]), poll and (poll["id"], poll["state"]))


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
        solara.HTML(unsafe_innerHTML=escape(message), classes=["forestnb-moved-on" if quiet else "forestnb-error", "forestnb-message"])


@solara.component
def SeatScreen(token: str, version: tuple[Any, ...]):
    message, set_message = solara.use_state("")
    screen = solara.use_memo(lambda: seat_screen(class_store(), token), [version])
    if screen["game"] != "humbaba":
        TurnScreen(token, version, screen)
        return
    with solara.Column(classes=["forestnb-student"]):
        Header(screen)
        Poll(token, version).key(f"poll-{version[-1] and version[-1][0]}")
        Forest(screen["view"])
        Players(screen)
        Revealed(screen["view"])
        if screen["over"]:
            Result(screen)
        else:
            Choice(token, screen, set_message).key(f"choice-{screen['table_id']}-{screen['view']['round']}")
        Message(message)


@solara.component
def TurnScreen(token: str, version: tuple[Any, ...], screen: dict[str, Any]):
    """A seat of The Forest, Cardswild or Forest Hunters: its view's panels, whose turn it is, and
    one button per legal action on its turn."""
    message, set_message = solara.use_state("")
    with solara.Column(classes=["forestnb-student", f"forestnb-{screen['game']}"]):
        solara.HTML(tag="h2", unsafe_innerHTML=escape(
            f"{screen['name']} · Table {screen['table']} · Seat {screen['seat']} · {screen['title']} · {screen['progress']}"
            f" · move {screen['move']}"))
        Poll(token, version).key(f"poll-{version[-1] and version[-1][0]}")
        Scores(screen)
        if screen["over"]:
            solara.HTML(tag="h3", classes=["forestnb-result"], unsafe_innerHTML=escape(
                "The game is over. Winner: " + (", ".join(f"Seat {s}" for s in screen["winners"]) or "nobody") + "."))
        else:
            Moves(token, screen, set_message).key(f"moves-{screen['table_id']}-{screen['move']}")
        Message(message)
        for css, html in screen["panels"]:
            solara.HTML(unsafe_innerHTML=html, classes=["forestnb-panel", css])


@solara.component
def Scores(screen: dict[str, Any]):
    scores = " · ".join(f"Seat {s}{' (you)' if s == screen['seat'] else ''}: <b>{score}</b>" for s, score in enumerate(screen["scores"]))
    solara.HTML(unsafe_innerHTML=f"{escape(screen['score_name'].capitalize())}: {scores}", classes=["forestnb-stat", "forestnb-scores"])


@solara.component
def Moves(token: str, screen: dict[str, Any], set_message: Callable[[str], None]):
    """Whose turn it is; on this seat's turn, the legal actions as buttons (their own words)."""
    if screen["bot"]:
        solara.HTML(unsafe_innerHTML=escape(f"A bot ({screen['bot']}) plays your seat for now; ask your teacher to give it back."),
                    classes=["forestnb-bot-playing"])
        return
    if not screen["actions"]:
        solara.HTML(unsafe_innerHTML=escape(f"Seat {screen['turn']} is to move; wait for your turn."),
                    classes=["forestnb-stat", "forestnb-waiting"])
        return

    def move(text: str) -> None:
        report(set_message, lambda: class_store().play(token, text, table_id=screen["table_id"], move=screen["move"]))

    solara.HTML(unsafe_innerHTML="<b>Your turn</b>: choose a move.", classes=["forestnb-stat", "forestnb-your-turn"])
    with solara.Row(classes=["forestnb-moves"], style={"flex-wrap": "wrap"}):
        for text in screen["actions"]:
            solara.Button(text[:1].upper() + text[1:], on_click=lambda text=text: move(text), color="primary",
                          classes=["forestnb-play"], style={"text-transform": "none"})


@solara.component
def Header(screen: dict[str, Any]):
    view = screen["view"]
    solara.HTML(tag="h2", unsafe_innerHTML=escape(
        f"{screen['name']} · Table {screen['table']} · Seat {screen['seat']} · {screen['archetypes'][screen['seat']]}"
        f" · round {view['round']} of {ROUNDS}"))


@solara.component
def Forest(view: dict[str, Any]):
    parts = [f"Forest Health <b>{view['health']}</b> ({escape(view['band'])})", f"Forest Deck <b>{view['forest_deck']}</b>",
             f"regrowth {view['regen_rate']} a round", f"die succeeds {escape(view['die_success'])}"]
    if "box_reserve" in view:
        parts.append(f"Box Reserve <b>{view['box_reserve']}</b>")
    for seen in view["box_seen"]:
        parts.append(f"you counted the Box Reserve: {seen['box_reserve']} in round {seen['round']}")
    if view["event"]:
        parts.append(f"event: {escape(view['event'])}")
    if view["clip_active"]:
        parts.append("Seneca Clip: regrowth cut this round")
    if view["collapsed"]:
        parts.append("<b>the forest has collapsed</b>")
    token = view["defection_token"]
    if token:
        parts.append(f"Defection Token: Seat {token['seat']}, {token['side']}")
    solara.HTML(unsafe_innerHTML=" · ".join(parts), classes=["forestnb-stat", "forestnb-forest"])


@solara.component
def Players(screen: dict[str, Any]):
    rows = "".join(
        f"<tr><td>Seat {s}{' (you)' if s == screen['seat'] else ''}</td><td>{escape(screen['archetypes'][s])}</td>"
        f"<td>{p['stockpile']}</td><td>{p['capacity']}</td><td>{p['hand_size']}</td>"
        f"<td>{'' if screen['over'] else 'chosen' if screen['picked'][s] else 'choosing…'}</td></tr>"
        for s, p in enumerate(screen["view"]["players"]))
    solara.HTML(tag="table", classes=["forestnb-grid", "forestnb-players"], unsafe_innerHTML=(
        "<tr><th>seat</th><th>archetype</th><th>Stockpile</th><th>Capacity</th><th>cards in hand</th><th>this round</th></tr>" + rows))


@solara.component
def Revealed(view: dict[str, Any]):
    if not view["rounds"]:
        return
    last = view["rounds"][-1]
    plays = ", ".join(f"Seat {s}: {escape(card)} ({demand})" for s, (card, demand) in enumerate(zip(last["plays"], last["demands"])))
    solara.HTML(unsafe_innerHTML=f"Round {last['round']} revealed: {plays}", classes=["forestnb-revealed"])


@solara.component
def Choice(token: str, screen: dict[str, Any], set_message: Callable[[str], None]):
    flip, set_flip = solara.use_state(False)
    if screen["bot"]:
        solara.HTML(unsafe_innerHTML=escape(f"A bot ({screen['bot']}) plays your seat for now; ask your teacher to give it back."),
                    classes=["forestnb-bot-playing"])
    elif screen["my_pick"]:
        solara.HTML(unsafe_innerHTML=escape(f"You chose: {screen['my_pick'][-1]}. The cards are revealed when every seat has chosen."),
                    classes=["forestnb-picked"])

    def choose(play: str) -> None:
        actions = [screen["defect"], play] if flip and screen["defect"] else [play]
        report(set_message, lambda: class_store().pick(token, actions, table_id=screen["table_id"], round=screen["view"]["round"]))

    if screen["defect"]:
        solara.Checkbox(label="Flip the Defection Token to Aggressive with this card (it cannot flip back)", value=flip, on_value=set_flip)
    with solara.Row(classes=["forestnb-hand"]):
        for card in screen["hand"]:
            with solara.Column(classes=["forestnb-card"]):
                copies = f" ×{card['copies']}" if card["copies"] > 1 else ""
                solara.HTML(unsafe_innerHTML=f"<b>{escape(card['name'])}{copies}</b>{escape(card['text'])}")
                for play in screen["plays"]:
                    if play == f"play {card['name']}" or play.startswith(f"play {card['name']}, "):
                        solara.Button(play.removeprefix(f"play {card['name']}").lstrip(", ") or "play this card",
                                      on_click=lambda play=play: choose(play), color="primary", classes=["forestnb-play"])


@solara.component
def Result(screen: dict[str, Any]):
    view = screen["view"]
    if view["collapsed"]:
        words = "The forest collapsed: nobody wins."
    else:
        words = "Winner: " + ", ".join(f"Seat {s}" for s in screen["winners"]) + "."
    solara.HTML(tag="h3", unsafe_innerHTML=escape(f"The game is over. {words} Your Stockpile: {view['players'][screen['seat']]['stockpile']}."),
                classes=["forestnb-result"])


@solara.component
def Poll(token: str, version: tuple[Any, ...]):
    """The class's current poll (drawn anew for each poll, so a vote names the poll it saw)."""
    store = class_store()
    poll = solara.use_memo(store.current_poll, [version])
    typed, set_typed = solara.use_state("")
    error, set_error = solara.use_state("")
    recorded = solara.use_memo(lambda: poll and store.my_vote(poll["id"], token), [poll and poll["id"]])
    mine, set_mine = solara.use_state(recorded, key=f"vote-{poll and poll['id']}")
    if poll is None or poll["state"] == "closed":
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
                with solara.Row():
                    for choice in poll["choices"]:
                        solara.Button(choice, on_click=lambda choice=choice: send(choice), classes=["forestnb-vote"],
                                      outlined=choice != mine)
            else:
                with solara.Row(classes=["forestnb-vote-number"]):
                    solara.InputText("your guess (a number)", value=typed, on_value=set_typed, continuous_update=True)
                    solara.Button("Send", on_click=lambda: send(typed), classes=["forestnb-vote"])
        if mine is not None:
            solara.HTML(unsafe_innerHTML=escape(f"Your answer: {mine}"), classes=["forestnb-my-vote"])
        if poll["state"] == "revealed":
            solara.HTML(tag="b", unsafe_innerHTML=escape(f"The answer: {poll['answer']}"))
        if error:
            solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])
