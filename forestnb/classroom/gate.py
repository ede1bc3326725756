"""The class server's front door, in front of Solara's pages: the join page, the seat's cookie,
and the script that brings an open page back after the server restarts.

Joining is a plain HTML form (no websocket, quick on a phone and on a busy server): the class code
and a first name, and optionally a table. A device that joins gets its credential as an httpOnly
cookie named for the class, so a reload, a closed tab or a phone that slept comes back to the same
seat, and no script of the page can read or leak it. ``/`` sends a device without a seat to the
join page.

Solara keeps each page's state in a virtual kernel of the server process, so a restarted server
cannot take an open page back ("Could not restore session"). Every page therefore loads
``recover.js``: it asks ``/forestnb/alive`` for the server's boot id every two seconds and reloads
the page once the id changes (or Solara says the session is gone); the cookie brings the seat back.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Awaitable, Callable
from html import escape
from typing import Any
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response

from ..core.face import face_of
from .errors import ClassError, NoSeatError
from .store import ClassStore

Scope = dict[str, Any]
ASGIApp = Callable[[Scope, Callable[[], Awaitable[dict]], Callable[[dict], Awaitable[None]]], Awaitable[None]]
BOOT = uuid.uuid4().hex  # changes with every start of the server
COOKIE_DAYS = 7
FORM_BYTES = 4096
ALIVE_SECONDS = 2
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

    async def __call__(self, scope: Scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.inner(scope, receive, send)
            return
        path, method = scope["path"], scope["method"]
        if path == "/join":
            response = await self.join(Request(scope, receive))
        elif path == "/forestnb/alive":
            response = Response(
                json.dumps({"boot": BOOT}), media_type="application/json", headers={"Cache-Control": "no-store"}
            )
        elif path == "/forestnb/recover.js":
            response = Response(RECOVER_JS, media_type="text/javascript")
        elif method == "GET" and path == "/" and not await self.seated(Request(scope, receive)):
            response = RedirectResponse("/join", status_code=303)
        elif method == "GET" and path in ("/", "/teacher"):
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

    async def seated(self, request: Request) -> bool:
        try:
            await run_in_threadpool(self.store.seating, request.cookies.get(self.cookie))
        except NoSeatError:
            return False
        return True

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
