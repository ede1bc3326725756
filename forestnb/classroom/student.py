"""The student page: a join code puts a student in one seat of one table, on their own device.

Everything drawn here comes from ``seatview.seat_screen`` (the seat's ``game.view`` and its own
pick) and the class's current poll: the page never holds a game, so nothing hidden can reach the
browser. Every action goes through the store with the seat the code belongs to: a Humbaba pick
(``store.pick``), or in the turn-by-turn games the next move of the log (``store.play``).
"""
from __future__ import annotations

from html import escape
from typing import Any

import solara

from ..core.errors import IllegalActionError
from ..humbaba.rules import ROUNDS
from .live import class_store, query, use_polled
from .seatview import seat_screen
from .store import ClassError, normal_code


@solara.component
def StudentPage():
    code = normal_code(query("code"))
    if not code:
        JoinForm()
    else:
        SeatPage(code)


@solara.component
def JoinForm():
    """Type the code from the board (or a table number, for the next free seat there)."""
    typed, set_typed = solara.use_state("")
    error, set_error = solara.use_state("")
    router = solara.use_router()

    def join() -> None:
        text = typed.strip()
        try:
            code = class_store().join_table(int(text)) if text.isdigit() else normal_code(text)
            class_store().seat_of(code)
        except ClassError as err:
            set_error(str(err))
            return
        router.push(f"/?code={code}")

    solara.HTML(tag="h2", unsafe_innerHTML="Forest games: join your table")
    with solara.Row(classes=["forestnb-join"]):
        solara.InputText("Join code (or table number)", value=typed, on_value=set_typed, continuous_update=True)
        solara.Button("Join", on_click=join, color="primary", classes=["forestnb-join-button"])
    if error:
        solara.HTML(unsafe_innerHTML=escape(error), classes=["forestnb-error"])


def _read(code: str) -> tuple[Any, ...]:
    """What a seat's page watches: its table's log and picks, and the class's poll."""
    store = class_store()
    try:
        table_id, seat = store.seat_of(code)
    except ClassError as err:
        return ("error", str(err))
    if not store.table(table_id)["seats"][seat]["claimed"]:
        store.claim(code)  # a student came in by the code alone: join_table must not give the seat away
    poll = store.current_poll()
    return (table_id, store.version(table_id), poll and (poll["id"], poll["state"]))


@solara.component
def SeatPage(code: str):
    version = use_polled(lambda: _read(code), key=code)
    if version[0] == "error":
        solara.HTML(unsafe_innerHTML=escape(version[1]), classes=["forestnb-error"])
    else:
        SeatScreen(code, version)


@solara.component
def SeatScreen(code: str, version: tuple[Any, ...]):
    message, set_message = solara.use_state("")
    screen = solara.use_memo(lambda: seat_screen(class_store(), code), [version])
    if screen["game"] != "humbaba":
        TurnScreen(code, version, screen)
        return
    with solara.Column(classes=["forestnb-student"]):
        Header(screen)
        Poll(code, version)
        Forest(screen["view"])
        Players(screen)
        Revealed(screen["view"])
        if screen["over"]:
            Result(screen)
        else:
            Choice(code, screen, set_message)
        if message:
            solara.HTML(unsafe_innerHTML=escape(message), classes=["forestnb-error", "forestnb-message"])


@solara.component
def TurnScreen(code: str, version: tuple[Any, ...], screen: dict[str, Any]):
    """A seat of The Forest, Cardswild or Forest Hunters: its view's panels, whose turn it is, and
    one button per legal action on its turn."""
    message, set_message = solara.use_state("")
    with solara.Column(classes=["forestnb-student", f"forestnb-{screen['game']}"]):
        solara.HTML(tag="h2", unsafe_innerHTML=escape(
            f"Table {screen['table']} · Seat {screen['seat']} · {screen['title']} · {screen['progress']} · move {screen['move']}"))
        Poll(code, version)
        Scores(screen)
        if screen["over"]:
            solara.HTML(tag="h3", classes=["forestnb-result"], unsafe_innerHTML=escape(
                "The game is over. Winner: " + (", ".join(f"Seat {s}" for s in screen["winners"]) or "nobody") + "."))
        else:
            Moves(code, screen, set_message)
        if message:
            solara.HTML(unsafe_innerHTML=escape(message), classes=["forestnb-error", "forestnb-message"])
        for css, html in screen["panels"]:
            solara.HTML(unsafe_innerHTML=html, classes=["forestnb-panel", css])


@solara.component
def Scores(screen: dict[str, Any]):
    scores = " · ".join(f"Seat {s}{' (you)' if s == screen['seat'] else ''}: <b>{score}</b>" for s, score in enumerate(screen["scores"]))
    solara.HTML(unsafe_innerHTML=f"{escape(screen['score_name'].capitalize())}: {scores}", classes=["forestnb-stat", "forestnb-scores"])


@solara.component
def Moves(code: str, screen: dict[str, Any], set_message):
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
        try:
            class_store().play(code, screen["move"], text)
            set_message("")
        except (ClassError, IllegalActionError) as err:
            set_message(str(err))

    solara.HTML(unsafe_innerHTML="<b>Your turn</b>: choose a move.", classes=["forestnb-stat", "forestnb-your-turn"])
    with solara.Row(classes=["forestnb-moves"], style={"flex-wrap": "wrap"}):
        for text in screen["actions"]:
            solara.Button(text[:1].upper() + text[1:], on_click=lambda text=text: move(text), color="primary",
                          classes=["forestnb-play"], style={"text-transform": "none"})


@solara.component
def Header(screen: dict[str, Any]):
    view = screen["view"]
    solara.HTML(tag="h2", unsafe_innerHTML=escape(
        f"Table {screen['table']} · Seat {screen['seat']} · {screen['archetypes'][screen['seat']]} · round {view['round']} of {ROUNDS}"))


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
def Choice(code: str, screen: dict[str, Any], set_message):
    flip, set_flip = solara.use_state(False)
    if screen["bot"]:
        solara.HTML(unsafe_innerHTML=escape(f"A bot ({screen['bot']}) plays your seat for now; ask your teacher to give it back."),
                    classes=["forestnb-bot-playing"])
    elif screen["my_pick"]:
        solara.HTML(unsafe_innerHTML=escape(f"You chose: {screen['my_pick'][-1]}. The cards are revealed when every seat has chosen."),
                    classes=["forestnb-picked"])

    def choose(play: str) -> None:
        actions = [screen["defect"], play] if flip and screen["defect"] else [play]
        try:
            class_store().pick(code, actions, seen_round=screen["view"]["round"])
            set_message("")
        except (ClassError, IllegalActionError) as err:
            set_message(str(err))

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
def Poll(code: str, version: tuple[Any, ...]):
    store = class_store()
    poll = solara.use_memo(store.current_poll, [version])
    typed, set_typed = solara.use_state("")
    error, set_error = solara.use_state("")
    recorded = solara.use_memo(lambda: poll and store.my_vote(poll["id"], code), [poll and poll["id"]])
    mine, set_mine = solara.use_state(recorded, key=f"vote-{poll and poll['id']}")
    if poll is None or poll["state"] == "closed":
        return

    def send(value: str) -> None:
        try:
            store.vote(poll["id"], code, value)
            set_mine(value)
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
