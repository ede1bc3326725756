"""The class server's front door, in front of Solara's teacher page: the join page, the seat's
cookie, the student's page (``seatpage``) with its news and its clicks, and the script that brings
an open teacher page back after the server restarts.

Joining is a plain HTML form (no websocket, quick on a phone and on a busy server): the class code
and a first name, and optionally a table. A device that joins gets its credential as an httpOnly
cookie named for the class, so a reload, a closed tab or a phone that slept comes back to the same
seat, and no script of the page can read or leak it. ``/`` sends a device without a seat to the
join page, and a seated one its seat's page.

A seat's page asks ``/forestnb/seat?since=<version>`` for news: the gate holds that request until
the seat's version (``seatview.seat_version``) differs, waking on every write this server makes
to the class and checking every ``POLL_SECONDS`` for writes from elsewhere, and answers with the
page drawn again. A click is a POST to ``/forestnb/act`` naming the state its page showed.

Solara keeps the teacher page's state in a virtual kernel of the server process, so a restarted
server cannot take it back ("Could not restore session"). The teacher page therefore loads
``recover.js``: it asks ``/forestnb/alive`` for the server's boot id every two seconds and reloads
the page once the id changes (or Solara says the session is gone).
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Awaitable, Callable
from html import escape
from typing import Any
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response

from ..core.face import face_of
from .errors import ClassError, NoSeatError, StaleActionError
from .seatpage import MOVED_ON, document, no_seat, seat_fragment
from .seatview import seat_screen, seat_version
from .store import ClassStore

Scope = dict[str, Any]
ASGIApp = Callable[[Scope, Callable[[], Awaitable[dict]], Callable[[dict], Awaitable[None]]], Awaitable[None]]
BOOT = uuid.uuid4().hex  # changes with every start of the server
COOKIE_DAYS = 7
FORM_BYTES = 4096
ALIVE_SECONDS = 2
HOLD_SECONDS = 20
"""How long the gate holds a page's request for news before answering "nothing new" (well under
the minute after which proxies and phones drop a quiet request)."""
POLL_SECONDS = 2.0
"""How often a held request looks for writes this server did not make (another process)."""
NO_STORE = {"Cache-Control": "no-store"}
RECOVER_JS = f"""(function () {{
  var boot = null, leaving = false;
  function reload() {{ if (!leaving) {{ leaving = true; location.reload(); }} }}
  function check() {{
    fetch('/forestnb/alive', {{cache: 'no-store'}}).then(function (r) {{ return r.json(); }}).then(function (d) {{
      if (boot === null) boot = d.boot; else if (d.boot !== boot) reload();
      if (document.body && document.body.innerText.indexOf('Could not restore session') >= 0) reload();
    }}).catch(function () {{}});
  }}
  check();
  setInterval(check, {ALIVE_SECONDS * 1000});
}})();
"""
RECOVER_TAG = b'<script src="/forestnb/recover.js" defer></script>'
ASSETS = ("/_solara/cdn/", "/static/", "/jupyter/nbextensions/")
"""Where Solara's page assets are served from: the same bytes for every student, so the gate keeps
each one as first sent (compressed) instead of compressing megabytes of script again per join."""
PAGE_STYLE = """
body { font-family: system-ui, sans-serif; font-size: 18px; margin: 0; padding: 16px; \
background: #f5faf5; color: #1a1a1a; }
main { max-width: 520px; margin: 0 auto; }
h1 { font-size: 26px; color: #1b5e20; margin: 8px 0 16px; }
label { display: block; font-weight: 600; margin: 16px 0 6px; }
input, select, button { font-size: 20px; width: 100%; box-sizing: border-box; min-height: 48px; padding: 8px 12px;
  border-radius: 8px; border: 1px solid #888; background: white; }
input.code { text-transform: uppercase; letter-spacing: 0.15em; font-family: monospace; }
button, a.button { background: #1b7837; color: white; border: none; font-weight: 600; margin-top: 24px;
  display: block; text-align: center; text-decoration: none; padding: 12px; border-radius: 8px; }
.hint { font-size: 16px; color: #444; margin: 4px 0 0; }
.error { color: #b2182b; font-weight: 600; margin: 12px 0; }
.seated { font-size: 20px; }
"""


class ClassGate:
    """An ASGI app: the class's own routes, then Solara's app for everything else."""

    def __init__(self, inner: ASGIApp, store: ClassStore) -> None:
        self.inner = inner
        self.store = store
        self.cookie = store.cookie_name
        self.assets: dict[tuple[str, bytes, bytes], list[dict]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self.written = asyncio.Event()
        store.listeners.append(self._on_write)

    def _on_write(self) -> None:
        """The store wrote (on any thread): wake every request waiting for news, on the gate's loop."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._wake)

    def _wake(self) -> None:
        woken, self.written = self.written, asyncio.Event()
        woken.set()

    async def __call__(self, scope: Scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.inner(scope, receive, send)
            return
        self.loop = self.loop or asyncio.get_running_loop()
        path, method = scope["path"], scope["method"]
        if path == "/join":
            response = await self.join(Request(scope, receive))
        elif path == "/forestnb/alive":
            response = Response(
                json.dumps({"boot": BOOT}), media_type="application/json", headers={"Cache-Control": "no-store"}
            )
        elif path == "/forestnb/recover.js":
            response = Response(RECOVER_JS, media_type="text/javascript")
        elif method == "GET" and path == "/":
            response = await self.seat_page(Request(scope, receive))
        elif method == "GET" and path == "/forestnb/seat":
            response = await self.seat_news(Request(scope, receive))
        elif path == "/forestnb/act":
            response = await self.act(Request(scope, receive))
        elif method == "GET" and path == "/teacher":
            await self.inner(_plain(scope), receive, _with_recovery(send))
            return
        elif method == "GET" and path.startswith(ASSETS):
            await self.asset(scope, receive, send)
            return
        else:
            await self.inner(scope, receive, send)
            return
        await response(scope, receive, send)

    async def asset(self, scope: Scope, receive, send) -> None:
        """A page asset, from the gate's store of them when it has been sent before."""
        encoding = next((v for k, v in scope["headers"] if k.lower() == b"accept-encoding"), b"")
        key = (scope["path"], scope.get("query_string", b""), b"gzip" if b"gzip" in encoding else b"")
        kept = self.assets.get(key)
        if kept is None:
            sent: list[dict] = []

            async def keep(message: dict) -> None:
                sent.append(message)
                await send(message)

            await self.inner(scope, receive, keep)
            if sent and sent[0].get("status") == 200:
                self.assets[key] = sent
            return
        for message in kept:
            await send(message)

    async def seat_page(self, request: Request) -> Response:
        """The seat's page for a seated device; the join page for any other."""
        device = request.cookies.get(self.cookie)
        version, fragment = await run_in_threadpool(self.seat_now, device)
        if version.startswith("('no seat'"):
            return RedirectResponse("/join", status_code=303)
        return HTMLResponse(document(fragment, version), headers=NO_STORE)

    def seat_now(self, device: str | None, version: str | None = None) -> tuple[str, str]:
        """The seat's version (read now unless the caller just read it) and its page drawn now
        (one line saying why, if it has no seat)."""
        version = seat_version(self.store, device) if version is None else version
        try:
            screen = seat_screen(self.store, device)
        except NoSeatError as err:
            return version, no_seat(str(err))
        poll = self.store.current_poll()
        mine = self.store.my_vote(poll["id"], device) if poll else None
        return version, seat_fragment(screen, poll, mine, self.store.paused())

    async def seat_news(self, request: Request) -> Response:
        """The seat's page drawn again once its version differs from the one the page shows, or
        "nothing new" after ``HOLD_SECONDS``."""
        device = request.cookies.get(self.cookie)
        since = request.query_params.get("since", "")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + HOLD_SECONDS
        while True:
            written = self.written  # taken before reading, so a write during the read still wakes us
            version = await run_in_threadpool(seat_version, self.store, device)
            if version != since or loop.time() >= deadline or await request.is_disconnected():
                break
            try:
                await asyncio.wait_for(written.wait(), min(POLL_SECONDS, max(0.0, deadline - loop.time())))
            except TimeoutError:
                pass
        if version == since:
            return JSONResponse({"version": version}, headers=NO_STORE)
        version, fragment = await run_in_threadpool(self.seat_now, device, version)
        return JSONResponse({"version": version, "html": fragment}, headers=NO_STORE)

    async def act(self, request: Request) -> Response:
        """A click on a seat's page: do what it names, for the state the page showed, and answer
        with the page drawn again and one line if the store refused (quiet if the table moved on)."""
        if request.method != "POST":
            return PlainTextResponse("a seat's clicks are POSTs", status_code=405)
        if not _same_origin(request):
            return PlainTextResponse("clicks come from the class's own pages", status_code=403)
        device = request.cookies.get(self.cookie)
        body = await _read_body(request)
        try:
            await run_in_threadpool(self.apply, device, _click_fields(body))
            message = ""
        except StaleActionError:
            message = MOVED_ON
        except ClassError as err:
            message = str(err)
        version, fragment = await run_in_threadpool(self.seat_now, device)
        return JSONResponse({"version": version, "html": fragment, "message": message}, headers=NO_STORE)

    def apply(self, device: str | None, fields: dict[str, str]) -> None:
        """One click: a move of a turn game, a secret pick (after the flip, if ticked), or a vote."""
        kind = fields.get("act")
        if kind == "move":
            self.store.play(
                device, fields.get("action", ""), table_id=_whole(fields, "table_id"), move=_whole(fields, "move")
            )
        elif kind == "pick":
            actions = (
                [fields["before"], fields.get("action", "")] if fields.get("before") else [fields.get("action", "")]
            )
            self.store.pick(device, actions, table_id=_whole(fields, "table_id"), round=_whole(fields, "round"))
        elif kind in ("vote", "guess"):
            self.store.vote(device, _whole(fields, "poll"), fields.get("value", ""))
        else:
            raise ClassError("this page sent a click the class server does not know; reload the page")

    async def join(self, request: Request) -> Response:
        """GET: the form (or where this device already sits). POST: seat the device and send it
        to its page with its credential, or show the form again with one line saying why not."""
        device = request.cookies.get(self.cookie)
        if request.method == "GET":
            return HTMLResponse(await run_in_threadpool(self.join_page, device, {}, ""))
        if request.method != "POST":
            return PlainTextResponse("the join page takes GET and POST", status_code=405)
        body = await _read_body(request)
        if body is None:
            return HTMLResponse(
                await run_in_threadpool(self.join_page, device, {}, "that form was too large"), status_code=413
            )
        fields = {key: values[0] for key, values in parse_qs(body.decode("utf-8", "replace")).items()}
        try:
            token = await run_in_threadpool(
                self.store.join,
                fields.get("code", ""),
                fields.get("name", ""),
                table=_table_number(fields.get("table", "")),
                device=device,
            )
        except ClassError as err:
            return HTMLResponse(await run_in_threadpool(self.join_page, device, fields, str(err)), status_code=409)
        response = RedirectResponse("/", status_code=303)
        response.set_cookie(
            self.cookie,
            token,
            max_age=COOKIE_DAYS * 86400,
            httponly=True,
            samesite="lax",
            secure=request.url.scheme == "https" or request.headers.get("x-forwarded-proto") == "https",
        )
        return response

    def join_page(self, device: str | None, typed: dict[str, str], error: str) -> str:
        """The join page: where this device sits, or the form with the tables that have room."""
        try:
            where = self.store.seating(device)
        except NoSeatError as err:
            where, why = None, str(err) if device else ""
        if where is not None:
            body = (
                f"<p class='seated'>You are <b>{escape(where['name'])}</b> at table {where['number']}, "
                f"seat {where['seat']}.</p><a class='button' href='/'>Go to your table</a>"
            )
        else:
            body = self.join_form(typed, error or why)
        return (
            f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Join the class</title>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><style>{PAGE_STYLE}</style></head>"
            f"<body><main class='forestnb-join'><h1>Forest games: join your class</h1>{body}</main></body></html>"
        )

    def join_form(self, typed: dict[str, str], error: str) -> str:
        tables = [option for info in self.store.tables() if (option := _table_option(info, typed.get("table", "")))]
        return (
            (f"<p class='error forestnb-error' role='alert'>{escape(error)}</p>" if error else "")
            + "<form method='post' action='/join'>"
            "<label for='code'>Class code (on the board)</label>"
            f"<input id='code' name='code' class='code' autocomplete='off' autocapitalize='characters' maxlength='20' "
            f"required value='{escape(typed.get('code', '')[:20])}'>"
            "<label for='name'>Your first name</label>"
            "<input id='name' name='name' autocomplete='given-name' maxlength='24' "
            f"value='{escape(typed.get('name', '')[:24])}'>"
            "<p class='hint'>Leave it empty and you get a forest name.</p>"
            "<label for='table'>Table</label>"
            "<select id='table' name='table'><option value=''>Wherever my teacher puts me</option>"
            + "".join(tables)
            + "</select><button type='submit' class='forestnb-join-button'>Join</button></form>"
        )


def _click_fields(body: bytes | None) -> dict[str, str]:
    """A click's fields (names and values as text), or one line saying the page sent none."""
    if body is None:
        raise ClassError("that click was too large")
    try:
        fields = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        fields = None
    if not isinstance(fields, dict) or not all(isinstance(v, str) for v in fields.values()):
        raise ClassError("this page sent a click the class server cannot read; reload the page")
    return fields


def _whole(fields: dict[str, str], name: str) -> int:
    """A whole-number field of a click (the table, move, round or poll its page showed)."""
    value = fields.get(name, "")
    if not (value.isascii() and value.isdigit() and len(value) <= 9):
        raise ClassError(f"this page sent no {name.replace('_', ' ')} with its click; reload the page")
    return int(value)


def _same_origin(request: Request) -> bool:
    """Whether a POST comes from a page of this server (a browser names the page's origin; a
    form on another site would name its own)."""
    origin = request.headers.get("origin")
    return origin is None or origin.split("://", 1)[-1] == request.headers.get("host")


def _table_option(info: dict[str, Any], chosen: str) -> str:
    """A table in the join form's list, with who sits there, if it has a free seat."""
    free = sum(seat["student"] is None and seat["bot"] is None and not seat["planned"] for seat in info["seats"])
    if not free:
        return ""
    names = [seat["name"] for seat in info["seats"] if seat["name"]]
    words = f"Table {info['number']} · {face_of(info['game']).title}" + (f" · with {', '.join(names)}" if names else "")
    words += f" · {free} free seat{'s' if free > 1 else ''}"
    selected = " selected" if chosen == str(info["number"]) else ""
    return f"<option value='{info['number']}'{selected}>{escape(words)}</option>"


def _table_number(typed: str) -> int | None:
    """The table chosen on the form: a number from its list, or none."""
    if not typed:
        return None
    if not (typed.isascii() and typed.isdigit() and len(typed) <= 4):
        raise ClassError("choose a table from the list")
    return int(typed)


async def _read_body(request: Request) -> bytes | None:
    """The form's body, or None once it passes ``FORM_BYTES`` (nothing larger is read)."""
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > FORM_BYTES:
            return None
    return body


def _plain(scope: Scope) -> Scope:
    """The request without its Accept-Encoding, so the page comes back uncompressed and the
    recovery script can be added to it."""
    return {**scope, "headers": [(k, v) for k, v in scope["headers"] if k.lower() != b"accept-encoding"]}


def _with_recovery(send):
    """``send`` for an HTML page, adding the recovery script to its head."""
    start: dict[str, Any] = {}
    chunks: list[bytes] = []

    async def patched(message: dict) -> None:
        if message["type"] == "http.response.start":
            start.update(message)
            return
        if message["type"] != "http.response.body":
            await send(message)
            return
        chunks.append(message.get("body", b""))
        if message.get("more_body"):
            return
        body = b"".join(chunks)
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        if any(k.lower() == b"content-type" and v.startswith(b"text/html") for k, v in headers):
            body = body.replace(b"</head>", RECOVER_TAG + b"</head>", 1)
        await send({**start, "headers": [*headers, (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})

    return patched
