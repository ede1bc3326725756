"""The student page as plain HTML: the seat this device joined, drawn on the server from
``seatview.seat_screen`` and the class's current poll, and a few lines of script that keep it
current.

Why not a Solara page like the teacher's: a Solara page boots two megabytes of script and a virtual
kernel per student, which on a busy class server (or an old phone) made joining slow. This page
is a few kilobytes; the server holds nothing per student but an open request.

The page holds only what the seat may see (``seat_screen`` is built from ``game.view(seat)`` and
the seat's own pick), so nothing hidden can reach the browser. Each button names the state its
page showed: the table, and the move (turn games) or the round (secret picks); the store refuses a
stale one, and the page says quietly that the table moved on. While a click is on its way the
page's buttons are disabled, so a double click sends one action.

The script asks ``/forestnb/seat?since=<version>`` for the seat's page; the server holds that
request until the seat's table, seat or poll changes (``SeatUpdates`` in ``gate``). When the
server is down the page says it is reconnecting and asks ``/forestnb/alive`` every two seconds; a
restarted server answers from the class file, so the page comes back by itself, with no reload.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from .styles import CARD_STYLE

MOVED_ON = "The table moved on before your click arrived; here is where it is now."
OFF_STUDENT_PAGES = ("closed", "ended")
"""Poll states students no longer see (an ended poll is one revealed, then closed)."""
PAUSED = "Your teacher has paused the game; wait until they resume it."
RETRY_SECONDS = 2

SEAT_STYLE = """
body { font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.45; margin: 0; padding: 8px 10px 48px;
  background: #fbfdfb; color: #1a1a1a; }
main { max-width: 1000px; margin: 0 auto; }
.forestnb-student h2 { font-size: 20px; line-height: 1.3; margin: 4px 0; overflow-wrap: anywhere; color: #1b5e20; }
.forestnb-goal { font-style: italic; color: #333; margin: 4px 0; }
button { font: inherit; font-size: 16px; min-height: 44px; max-width: 100%; padding: 8px 14px; border-radius: 8px;
  border: none; background: #1b7837; color: white; font-weight: 600; cursor: pointer; overflow-wrap: anywhere; }
button.forestnb-outlined { background: white; color: #1b7837; border: 2px solid #1b7837; }
button:disabled { opacity: 0.6; cursor: wait; }
input[type=text] { font: inherit; font-size: 18px; min-height: 44px; padding: 6px 10px; border-radius: 8px;
  border: 1px solid #888; box-sizing: border-box; max-width: 100%; }
label.forestnb-before { display: flex; align-items: center; gap: 8px; min-height: 44px; }
label.forestnb-before input { width: 24px; height: 24px; }
.forestnb-poll { border: 2px solid #1b7837; border-radius: 10px; padding: 8px 12px; margin: 8px 0; background: white; }
.forestnb-poll h3 { font-size: 18px; margin: 2px 0 8px; overflow-wrap: anywhere; }
.forestnb-vote-choices, .forestnb-vote-number { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.forestnb-timer { font-size: 18px; margin: 6px 0; }
.forestnb-reconnecting { background: #fff3cd; border-radius: 6px; padding: 6px 10px; }
.forestnb-pick { display: flex; flex-direction: column; }
.forestnb-stat, .forestnb-picked, .forestnb-bot-playing, .forestnb-result { margin: 6px 0; }
"""

SCRIPT = f"""(function () {{
  var root = document.getElementById('forestnb-seat');
  var version = root.dataset.version, message = '', busy = false;
  function show(answer) {{
    if (answer.message !== undefined) message = answer.message;
    else if (answer.html !== undefined) message = '';  // the table changed since: the line is old news
    if (answer.html === undefined) {{ paint(); return; }}
    var kept = {{}};
    root.querySelectorAll('input[id]').forEach(function (input) {{
      kept[input.id] = [input.value, input.checked, document.activeElement === input];
    }});
    root.innerHTML = answer.html;
    version = answer.version;
    Object.keys(kept).forEach(function (id) {{
      var input = document.getElementById(id);
      if (!input) return;
      input.value = kept[id][0]; input.checked = kept[id][1];
      if (kept[id][2]) input.focus();
    }});
    paint();
  }}
  function paint() {{
    var line = document.getElementById('forestnb-message');
    if (!line) return;
    line.textContent = message;
    var quiet = message === {json.dumps(MOVED_ON)};
    line.className = 'forestnb-message' + (!message ? '' : quiet ? ' forestnb-moved-on' : ' forestnb-error');
    line.hidden = !message;
  }}
  function offline(down) {{
    var line = document.getElementById('forestnb-offline');
    if (line) line.hidden = !down;
  }}
  function listen() {{
    fetch('/forestnb/seat?since=' + encodeURIComponent(version), {{cache: 'no-store'}})
      .then(function (r) {{
        if (!r.ok) throw new Error(r.status);
        return r.json();
      }})
      .then(function (answer) {{ show(answer); listen(); }})
      .catch(function () {{ offline(true); setTimeout(reconnect, {RETRY_SECONDS * 1000}); }});
  }}
  function reconnect() {{
    fetch('/forestnb/alive', {{cache: 'no-store'}})
      .then(function (r) {{ if (!r.ok) throw new Error(r.status); offline(false); listen(); }})
      .catch(function () {{ setTimeout(reconnect, {RETRY_SECONDS * 1000}); }});
  }}
  root.addEventListener('click', function (event) {{
    var button = event.target.closest('button[data-act]');
    if (!button || busy) return;
    var sent = Object.assign({{}}, root.querySelector('.forestnb-state').dataset, button.dataset);
    var before = document.getElementById('forestnb-before');
    if (before && before.checked) sent.before = before.value;
    if (sent.act === 'guess') sent.value = document.getElementById('forestnb-guess').value;
    busy = true;
    root.querySelectorAll('button').forEach(function (b) {{ b.disabled = true; }});
    fetch('/forestnb/act', {{method: 'POST', headers: {{'Content-Type': 'application/json'}},
                             body: JSON.stringify(sent)}})
      .then(function (r) {{ return r.json(); }})
      .then(function (answer) {{ busy = false; show(answer); }})
      .catch(function () {{ busy = false; message = 'Your click did not reach the server; try again.'; paint();
                            root.querySelectorAll('button').forEach(function (b) {{ b.disabled = false; }}); }});
  }});
  setInterval(function () {{
    root.querySelectorAll('.forestnb-timer').forEach(function (line) {{
      var left = Math.max(0, Number(line.dataset.left) - 1);
      line.dataset.left = left;
      line.querySelector('b').textContent = left;
    }});
  }}, 1000);
  listen();
}})();
"""


def document(fragment: str, version: str) -> str:
    """The whole page a seated device gets at ``/``: the seat's fragment and the script."""
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Forest games: your table</title>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<style>{SEAT_STYLE}{CARD_STYLE}</style></head><body><main>"
        "<p id='forestnb-offline' class='forestnb-reconnecting' role='status' hidden>"
        "The class server is not answering; reconnecting…</p>"
        f"<div id='forestnb-seat' data-version='{escape(version)}'>{fragment}</div>"
        f"<script>{SCRIPT}</script></main></body></html>"
    )


def seat_fragment(screen: dict[str, Any], poll: dict[str, Any] | None, my_vote: str | None, paused: bool) -> str:
    """A seat of any game: who and where you are, the goal, the poll, whether the teacher paused
    the tables, what you may do now, and your view of the table as the game's face draws it."""
    turn = "" if screen["simultaneous"] else f" · move {screen['move']}"
    heading = (
        f"{screen['name']} · Table {screen['table']} · Seat {screen['seat']} · {screen['title']} · "
        f"{screen['progress']}{turn}"
    )
    if screen["over"]:
        now = result(screen)
    else:
        now = ("" if screen["time_left"] is None else timer(screen["time_left"])) + (
            choice(screen) if screen["simultaneous"] else moves(screen)
        )
    return (
        f"<div class='forestnb-student forestnb-{escape(screen['game'])}'>"
        f"<span class='forestnb-state' hidden data-table_id='{screen['table_id']}' "
        f"data-move='{screen['move']}' data-round='{screen.get('round', '')}'></span>"
        f"<h2>{escape(heading)}</h2>"
        f"<div class='forestnb-goal'>{escape(screen['goal'])}</div>"
        f"{poll_card(poll, my_vote)}{scores(screen)}"
        + (f"<div class='forestnb-paused' role='status'>{escape(PAUSED)}</div>" if paused else "")
        + f"{now}"
        "<p id='forestnb-message' class='forestnb-message' role='status' hidden></p>"
        f"{happened(screen['happened'])}"
        + "".join(f"<div class='forestnb-panel {escape(css)}'>{html}</div>" for css, html in screen["panels"])
        + f"{terms(screen['terms'])}</div>"
    )


def timer(seconds: int) -> str:
    """The time left to choose (the page counts it down), and what happens when it runs out."""
    return (
        f"<p class='forestnb-timer' data-left='{seconds}'>Time left: <b>{seconds}</b> s; "
        "then a bot chooses for you.</p>"
    )


def no_seat(why: str) -> str:
    return f"<p class='forestnb-error forestnb-no-seat'>{escape(why)}. <a href='/join'>Join the class</a></p>"


def scores(screen: dict[str, Any]) -> str:
    each = " · ".join(
        f"Seat {s}{' (you)' if s == screen['seat'] else ''}: <b>{escape(str(score))}</b>"
        for s, score in enumerate(screen["scores"])
    )
    return f"<div class='forestnb-stat forestnb-scores'>{escape(screen['score_word'].capitalize())}: {each}</div>"


def bot_playing(bot: str) -> str:
    return (
        f"<div class='forestnb-bot-playing'>A bot ({escape(bot)}) plays your seat for now; "
        "ask your teacher to give it back.</div>"
    )


def button(label: str, css: str, **data: str) -> str:
    """A button that sends ``data`` (with the state its page showed) when pressed."""
    fields = "".join(f" data-{name}='{escape(value)}'" for name, value in data.items())
    return f"<button type='button' class='{css}'{fields}>{escape(label)}</button>"


def moves(screen: dict[str, Any]) -> str:
    """Whose turn it is; on this seat's turn, the legal actions as buttons (their own words)."""
    if screen["bot"]:
        return bot_playing(screen["bot"])
    if not screen["actions"]:
        return (
            f"<div class='forestnb-stat forestnb-waiting'>Seat {screen['turn']} is to move; wait for your turn.</div>"
        )
    buttons = "".join(
        button(text[:1].upper() + text[1:], "forestnb-play", act="move", action=text) for text in screen["actions"]
    )
    return (
        "<div class='forestnb-stat forestnb-your-turn'><b>Your turn</b>: choose a move.</div>"
        f"<div class='forestnb-moves'>{buttons}</div>"
    )


def choice(screen: dict[str, Any]) -> str:
    """A secret pick: each card the seat may play with its buttons, and the flip before it if the
    seat may make one; once chosen, what was chosen (changeable while others still choose)."""
    if screen["bot"]:
        return bot_playing(screen["bot"])
    parts = []
    if screen["my_pick"]:
        change = " You may change it until every seat has chosen." if screen["may_change"] else ""
        parts.append(
            "<div class='forestnb-picked'>"
            + escape(f"You chose: {screen['my_pick']}. The cards are revealed when every seat has chosen.{change}")
            + "</div>"
        )
        if not screen["may_change"]:
            return parts[0]
    else:
        parts.append(
            "<div class='forestnb-stat forestnb-your-turn'><b>Choose in secret</b>: "
            "nobody sees your card until every seat has chosen.</div>"
        )
    if screen["before"]:
        words, action = screen["before"]
        parts.append(
            f"<label class='forestnb-before'><input type='checkbox' id='forestnb-before' value='{escape(action)}'>"
            f"{escape(words)}</label>"
        )
    groups = "".join(
        f"<div class='forestnb-pick'>{html}"
        + "".join(button(label, "forestnb-play", act="pick", action=action) for label, action in picks)
        + "</div>"
        for _name, html, picks in screen["groups"]
    )
    parts.append(f"<div class='forestnb-hand'>{groups}</div>")
    return "".join(parts)


def result(screen: dict[str, Any]) -> str:
    winners = ", ".join(f"Seat {s}" for s in screen["winners"])
    mine = screen["scores"][screen["seat"]]
    words = (
        f"The game is over. {f'Winner: {winners}.' if winners else 'Nobody wins.'} Your {screen['score_word']}: {mine}."
    )
    return f"<h3 class='forestnb-result'>{escape(words)}</h3>"


def happened(lines: list[str]) -> str:
    """What just happened at the table, as this seat may know it, newest last."""
    if not lines:
        return ""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return f"<div class='forestnb-panel forestnb-happened'><b>What just happened</b><ul>{items}</ul></div>"


def terms(words: dict[str, str]) -> str:
    """The game's words, each one tap away from what it means."""
    if not words:
        return ""
    items = "".join(
        f"<details><summary>{escape(word)}</summary>{escape(meaning)}</details>" for word, meaning in words.items()
    )
    return f"<div class='forestnb-terms'><b>Words used here</b>{items}</div>"


def poll_card(poll: dict[str, Any] | None, mine: str | None) -> str:
    """The class's current poll: the guess or the choices while open, this student's answer, and
    the answer once the teacher reveals it."""
    if poll is None or poll["state"] in OFF_STUDENT_PAGES:
        return ""
    parts = [f"<h3>{escape(poll['question'])}</h3>"]
    if poll["state"] == "open":
        if poll["kind"] == "choice":
            choices = "".join(
                button(
                    choice,
                    "forestnb-vote" + ("" if choice == mine else " forestnb-outlined"),
                    act="vote",
                    value=choice,
                    poll=str(poll["id"]),
                )
                for choice in poll["choices"]
            )
            parts.append(f"<div class='forestnb-vote-choices'>{choices}</div>")
        else:
            parts.append(
                "<div class='forestnb-vote-number'><label for='forestnb-guess'>your guess (a number)</label>"
                "<input type='text' id='forestnb-guess' inputmode='decimal' maxlength='40' autocomplete='off'>"
                + button("Send", "forestnb-vote", act="guess", poll=str(poll["id"]))
                + "</div>"
            )
    if mine is not None:
        parts.append(f"<div class='forestnb-my-vote'>{escape(f'Your answer: {mine}')}</div>")
    if poll["state"] == "revealed":
        said = "Voting is over." if poll["answer"] is None else f"The answer: {poll['answer']}"
        parts.append(f"<b class='forestnb-poll-answer'>{escape(said)}</b>")
    return f"<div class='forestnb-poll'>{''.join(parts)}</div>"
