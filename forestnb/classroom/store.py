"""The class store: one SQLite file per class, holding everything a class session needs.

A game is its config, its seed and its actions, so the store keeps no engine state: a table is a
game name, options, a seed and seats, plus an append-only log of actions, and the game is rebuilt
by replaying the log (``replay``). That makes a crash harmless (there is nothing to lose but the
last uncommitted write) and lets every page of every student rebuild the same game.

Concurrency. Every write runs in one ``BEGIN IMMEDIATE`` transaction, so writers are serialised
by SQLite itself, across threads and processes alike. An action is written only as "move number
N" and only if the log is still N long and the action is legal in the game replayed from it;
two clicks racing for one move give exactly one move and the other is refused as stale. The file
is in WAL mode, so pages polling the log never block a writer.

Games. A table plays any of the four games (its ``game`` column); the other three take their
turns one seat at a time, so a student's move is simply the next action of the log (``play``).

Secret picks. Humbaba's harvest is simultaneous and secret, while the engine asks the seats in
turn order (``current_player``). In class mode each student picks on their own screen whenever
they like: a pick made before the engine reaches that seat waits in the ``picks`` table (pending,
one per seat and round, readable only with that seat's code), and ``settle`` applies the waiting
picks and bot moves in engine order, in the same transaction as the pick that completed them.
So the log only ever holds engine-order actions, and nobody's card shows before the reveal,
which the engine does once every seat has chosen.

Bad input raises a ``ClassError`` subclass with a message for people, and never changes the file.
"""
from __future__ import annotations

import contextlib
import fcntl
import json
import os
import random
import secrets
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from ..core.actions import Action
from ..core.bots import check_bot_name, make_bot
from ..core.errors import IllegalActionError
from ..core.game import Game
from ..core.registry import game_class, new_game

STORE_FORMAT = "forestnb-class"
STORE_VERSION = 1
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, no 1/I: read off a projector
CODE_LENGTH = 6
BUSY_SECONDS = 5.0
GAME = "humbaba"  # the game a table plays unless the teacher chooses another
SIMULTANEOUS = ("humbaba",)  # games whose seats choose in secret at once (picks), not in turn

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tables (
    id INTEGER PRIMARY KEY, number INTEGER NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL,
    seed INTEGER NOT NULL, replay_of INTEGER REFERENCES tables(id), retired INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL);
CREATE TABLE seats (
    table_id INTEGER NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, code TEXT UNIQUE,
    bot TEXT, claimed REAL, PRIMARY KEY (table_id, seat));
CREATE TABLE actions (
    table_id INTEGER NOT NULL REFERENCES tables(id), number INTEGER NOT NULL, seat INTEGER,
    action TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (table_id, number));
CREATE TABLE picks (
    table_id INTEGER NOT NULL REFERENCES tables(id), round INTEGER NOT NULL, seat INTEGER NOT NULL,
    actions TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (table_id, round, seat));
CREATE TABLE polls (
    id INTEGER PRIMARY KEY, question TEXT NOT NULL, kind TEXT NOT NULL, choices TEXT NOT NULL,
    answer TEXT, state TEXT NOT NULL, created REAL NOT NULL);
CREATE TABLE votes (
    poll_id INTEGER NOT NULL REFERENCES polls(id), code TEXT NOT NULL, value TEXT NOT NULL,
    at REAL NOT NULL, PRIMARY KEY (poll_id, code));
"""


class ClassError(ValueError):
    """Something a person asked for that the class cannot do; the message says why."""


class ClassFileError(ClassError):
    """The class file cannot be used: missing, not a class store, corrupt, or locked."""


class WrongKeyError(ClassError):
    """The teacher key does not match this class."""


class UnknownCodeError(ClassError):
    """No seat of this class has that join code."""


class TableFullError(ClassError):
    """Every human seat at the table is taken."""


class StaleActionError(ClassError):
    """The move was made for a state of the game that has moved on."""


class ServerRunningError(ClassError):
    """Another server already serves this class file."""


class ClassStore:
    """One class file. Open an existing one with ``ClassStore(path)``, make one with ``create``.

    Every method opens its own short connection, so one store object serves any number of
    threads; processes each open the file themselves.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.listeners: list[Callable[[], None]] = []
        """Called after every committed write of this store object, so pages served by this
        process can update at once instead of at their next poll."""
        if not self.path.is_file():
            raise ClassFileError(f"{self.path} does not exist; make a class with `forestnb-class new {self.path}`")
        self._check_format()

    # -- making and opening -------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike[str], name: str = "") -> tuple["ClassStore", str]:
        """Make a new class file; returns the store and the teacher key (shown once, keep it)."""
        path = Path(path)
        if path.exists():
            raise ClassFileError(f"{path} already exists; a new class needs a new file")
        key = secrets.token_urlsafe(12)
        connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.executescript(SCHEMA)
            meta = {"format": STORE_FORMAT, "version": str(STORE_VERSION), "name": name or path.stem,
                    "teacher_key": key, "created": str(time.time())}
            connection.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        finally:
            connection.close()
        return cls(path), key

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        connection = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            yield connection
        except sqlite3.OperationalError as err:
            if "locked" in str(err) or "busy" in str(err):
                raise ClassFileError(f"{self.path} is locked by another program (waited {BUSY_SECONDS:g} s): {err}") from None
            raise
        except sqlite3.DatabaseError as err:
            raise ClassFileError(f"{self.path} is damaged or not a class file: {err}") from None
        finally:
            connection.close()

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: everything inside lands together, or nothing does."""
        with self._connect() as connection:
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        for listener in self.listeners:
            listener()

    def _check_format(self) -> None:
        with self.path.open("rb") as handle:
            if handle.read(16) != b"SQLite format 3\x00":
                raise ClassFileError(f"{self.path} is not a class file (not an SQLite database)")
        try:
            with self._connect() as connection:
                rows = dict(connection.execute("SELECT key, value FROM meta").fetchall())
        except ClassFileError as err:
            if "locked" in str(err):
                raise
            raise ClassFileError(f"{self.path} is an SQLite file but not a forestnb class ({err})") from None
        except sqlite3.OperationalError:
            raise ClassFileError(f"{self.path} is an SQLite file but not a forestnb class (it has no class table)") from None
        if rows.get("format") != STORE_FORMAT:
            raise ClassFileError(f"{self.path} is an SQLite file but not a forestnb class")
        if rows.get("version") != str(STORE_VERSION):
            raise ClassFileError(f"{self.path} is a class file of version {rows.get('version')}; this forestnb reads {STORE_VERSION}")

    def meta(self, key: str) -> str:
        with self._connect() as connection:
            row = connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else ""

    def check_key(self, key: str | None) -> None:
        """Raise WrongKeyError unless ``key`` is this class's teacher key."""
        if not isinstance(key, str) or not secrets.compare_digest(key, self.meta("teacher_key")):
            raise WrongKeyError("that is not this class's teacher key")

    # -- the one server -----------------------------------------------------------------------
    @contextlib.contextmanager
    def serving(self) -> Iterator[None]:
        """Hold the class's server lock while serving; a second server on the file is refused.

        An exclusive ``flock`` on a file beside the class dies with its process, so a crashed
        server never leaves a lock behind."""
        lock_path = self.path.with_name(self.path.name + ".server-lock")
        handle = open(lock_path, "a+")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            handle.close()
            raise ServerRunningError(f"{self.path} is already being served ({holder}); stop that server first") from None
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(f"pid {os.getpid()} on {socket.gethostname()}")
            handle.flush()
            yield
        finally:
            handle.truncate(0)
            fcntl.flock(handle, fcntl.LOCK_UN)
            handle.close()

    # -- tables and seats ----------------------------------------------------------------------
    def add_table(self, seats: Sequence[str | None], *, seed: int, options: dict[str, Any] | None = None,
                  game: str = GAME) -> int:
        """A new table of ``game``; ``seats[i]`` is a bot name, or None for a human seat (which gets
        a join code). The game, its bots and options are checked by building the game, so a bad
        one is refused here, with the game's own message."""
        options = dict(options or {})
        seats = list(seats)
        try:
            game_class(game)
            for bot in seats:
                if bot is not None:
                    check_bot_name(game, bot)
            new_game(game, players=len(seats), seed=seed, **options)
        except ValueError as err:
            raise ClassError(f"cannot set up that table: {err}") from None
        with self._write() as connection:
            number = connection.execute("SELECT coalesce(max(number), 0) + 1 FROM tables").fetchone()[0]
            table_id = connection.execute(
                "INSERT INTO tables (number, game, options, seed, created) VALUES (?, ?, ?, ?, ?)",
                (number, game, json.dumps(options, sort_keys=True), seed, time.time()),
            ).lastrowid
            for seat, bot in enumerate(seats):
                code = None if bot is not None else _new_code(connection)
                connection.execute("INSERT INTO seats (table_id, seat, code, bot) VALUES (?, ?, ?, ?)", (table_id, seat, code, bot))
            _settle(connection, table_id)
        return table_id

    def replay_table(self, table_id: int) -> int:
        """Restart a table from the same deal: a new log, same seed, options and seats (a seat keeps
        its join code, so students stay where they are); the old table is kept, retired."""
        info = self.table(table_id)
        with self._write() as connection:
            new_id = connection.execute(
                "INSERT INTO tables (number, game, options, seed, replay_of, created) VALUES (?, ?, ?, ?, ?, ?)",
                (info["number"], info["game"], json.dumps(info["options"], sort_keys=True), info["seed"], table_id, time.time()),
            ).lastrowid
            connection.execute("UPDATE tables SET retired = 1 WHERE id = ?", (table_id,))
            for seat in info["seats"]:
                connection.execute("UPDATE seats SET code = NULL WHERE table_id = ? AND seat = ?", (table_id, seat["seat"]))
                connection.execute("INSERT INTO seats (table_id, seat, code, bot, claimed) VALUES (?, ?, ?, ?, ?)",
                                   (new_id, seat["seat"], seat["code"], seat["bot"], seat["claimed"]))
            _settle(connection, new_id)
        return new_id

    def tables(self, *, include_retired: bool = False) -> list[dict[str, Any]]:
        """Every table of the class (the live ones unless ``include_retired``), by table number."""
        with self._connect() as connection:
            ids = [row[0] for row in connection.execute(
                "SELECT id FROM tables WHERE retired = 0 OR ? ORDER BY number, id", (include_retired,))]
            return [_table_info(connection, table_id) for table_id in ids]

    def table(self, table_id: int) -> dict[str, Any]:
        with self._connect() as connection:
            return _table_info(connection, table_id)

    def set_bot(self, table_id: int, seat: int, bot: str | None) -> None:
        """Let a bot take a seat (an absent student's; it moves at once if the game waits for it),
        or with ``bot=None`` give a seat back to its student (a seat that was a bot from the start
        has no join code, so nobody could take it)."""
        try:
            info = self.table(table_id)
            if bot is not None:
                check_bot_name(info["game"], bot)
            elif not info["seats"][seat]["code"]:
                raise ClassError(f"seat {seat} has no join code: it was set up for a bot")
        except (ValueError, IndexError) as err:
            raise ClassError(str(err) if isinstance(err, ValueError) else f"table {table_id} has no seat {seat}") from None
        with self._write() as connection:
            changed = connection.execute("UPDATE seats SET bot = ? WHERE table_id = ? AND seat = ?", (bot, table_id, seat)).rowcount
            if not changed:
                raise ClassError(f"table {table_id} has no seat {seat}")
            connection.execute("DELETE FROM picks WHERE table_id = ? AND seat = ?", (table_id, seat))
            _settle(connection, table_id)

    def seat_of(self, code: str) -> tuple[int, int]:
        """(table id, seat) of a join code, or UnknownCodeError."""
        with self._connect() as connection:
            return _seat_of(connection, code)

    def join_table(self, number: int) -> str:
        """The join code of the first unclaimed human seat at table ``number`` (claimed now)."""
        with self._write() as connection:
            row = connection.execute("SELECT id FROM tables WHERE number = ? AND retired = 0", (number,)).fetchone()
            if row is None:
                raise ClassError(f"there is no table {number} in this class")
            free = connection.execute(
                "SELECT code FROM seats WHERE table_id = ? AND bot IS NULL AND claimed IS NULL ORDER BY seat", (row[0],)).fetchone()
            if free is None:
                raise TableFullError(f"table {number} is full: every human seat is taken; ask your teacher for a seat")
            connection.execute("UPDATE seats SET claimed = ? WHERE code = ?", (time.time(), free[0]))
            return free[0]

    def claim(self, code: str) -> tuple[int, int]:
        """A student opened their seat's page: mark the seat taken; returns (table id, seat)."""
        with self._write() as connection:
            where = _seat_of(connection, code)
            connection.execute("UPDATE seats SET claimed = coalesce(claimed, ?) WHERE code = ?", (time.time(), normal_code(code)))
            return where

    # -- the game at a table -------------------------------------------------------------------
    def log_length(self, table_id: int) -> int:
        with self._connect() as connection:
            return _log_length(connection, table_id)

    def version(self, table_id: int) -> tuple[int, int]:
        """What a page polls: (log length, pending picks); it changes whenever the table does."""
        with self._connect() as connection:
            picks = connection.execute("SELECT count(*) FROM picks WHERE table_id = ?", (table_id,)).fetchone()[0]
            return _log_length(connection, table_id), picks

    def class_version(self) -> tuple[Any, ...]:
        """What the teacher page polls: it changes with any table, seat, pick, poll or vote."""
        with self._connect() as connection:
            return tuple(connection.execute(
                "SELECT (SELECT count(*) FROM tables), (SELECT count(*) FROM actions), (SELECT count(*) FROM picks),"
                " (SELECT group_concat(coalesce(bot, '') || coalesce(claimed, ''), ',') FROM seats),"
                " (SELECT max(id) || state FROM polls WHERE id = (SELECT max(id) FROM polls)), (SELECT count(*) FROM votes),"
                " (SELECT max(at) FROM votes)").fetchone())

    def replay(self, table_id: int) -> Game:
        """The table's game, rebuilt from its config and its log."""
        with self._connect() as connection:
            return _replay(connection, table_id)

    def log(self, table_id: int) -> list[dict[str, Any]]:
        """The table's actions (number, seat, action as saved, time), for the teacher and exports."""
        with self._connect() as connection:
            rows = connection.execute("SELECT number, seat, action, at FROM actions WHERE table_id = ? ORDER BY number", (table_id,))
            return [{"number": n, "seat": s, "action": json.loads(a), "at": at} for n, s, a, at in rows]

    def append(self, table_id: int, number: int, action: Action | str) -> None:
        """Write ``action`` as move ``number`` of the table, if the log is ``number`` long and the
        action is legal there; else StaleActionError or IllegalActionError and nothing changes."""
        with self._write() as connection:
            game = _replay(connection, table_id)
            if len(game.history) != number:
                raise StaleActionError(f"move {number} was already made (the table is at move {len(game.history)}); look again and choose")
            _append(connection, table_id, game, action)
            _settle(connection, table_id)

    def play(self, code: str, number: int, action: str) -> None:
        """A student's move in a turn-by-turn game: ``action`` (a legal action's text) as move
        ``number``, only if it is this code's seat's turn and no bot plays the seat; then the bots
        whose turn follows move, in the same transaction."""
        with self._write() as connection:
            table_id, seat = _seat_of(connection, code)
            if _table_info(connection, table_id)["seats"][seat]["bot"]:
                raise ClassError("a bot plays your seat now; ask your teacher to give it back")
            game = _replay(connection, table_id)
            if len(game.history) != number:
                raise StaleActionError(f"the table has moved on (move {len(game.history)}, your page showed move {number}); look again and choose")
            if game.current_player != seat:
                raise StaleActionError("it is not your turn" if not game.is_over() else "the game is over")
            _append(connection, table_id, game, action)
            _settle(connection, table_id)

    def pick(self, code: str, actions: Sequence[str], *, seen_round: int) -> None:
        """A student's secret pick for this harvest (``actions``: the text of the card to play,
        after the flip's text if the Stranger-King flips with it; see ``seat_options``).
        ``seen_round`` is the round the student's page showed: a pick for a round already
        resolved is stale; a second pick in one round is refused; so is a pick for a seat a bot
        has taken over."""
        with self._write() as connection:
            table_id, seat = _seat_of(connection, code)
            info = _table_info(connection, table_id)
            if info["game"] not in SIMULTANEOUS:
                raise ClassError(f"{info['game']} is played turn by turn: make your move with play, not a secret pick")
            if info["seats"][seat]["bot"]:
                raise ClassError("a bot plays your seat now; ask your teacher to give it back")
            game = _replay(connection, table_id)
            if game.is_over() or game.round != seen_round:
                raise StaleActionError(f"round {seen_round} is over; the table is now at "
                                       + ("the end of the game" if game.is_over() else f"round {game.round}"))
            if _has_picked(connection, table_id, game, seat):
                raise StaleActionError(f"you have already chosen your card for round {game.round}")
            _check_pick(game, seat, list(actions))
            connection.execute("INSERT INTO picks VALUES (?, ?, ?, ?, ?)",
                               (table_id, game.round, seat, json.dumps(list(actions)), time.time()))
            _settle(connection, table_id)

    def pending_pick(self, code: str) -> list[str] | None:
        """The pick a seat has locked in that the engine has not reached yet (only with its code)."""
        with self._connect() as connection:
            table_id, seat = _seat_of(connection, code)
            if _table_info(connection, table_id)["game"] not in SIMULTANEOUS:
                return None
            game = _replay(connection, table_id)
            row = connection.execute("SELECT actions FROM picks WHERE table_id = ? AND round = ? AND seat = ?",
                                     (table_id, game.round, seat)).fetchone()
            return json.loads(row[0]) if row else None

    def waiting_seats(self, table_id: int) -> list[int]:
        """Seats whose pick waits for the engine this round (who has chosen is public; what, not)."""
        with self._connect() as connection:
            if _table_info(connection, table_id)["game"] not in SIMULTANEOUS:
                return []
            game = _replay(connection, table_id)
            return [row[0] for row in connection.execute(
                "SELECT seat FROM picks WHERE table_id = ? AND round = ? ORDER BY seat", (table_id, game.round))]

    # -- polls ---------------------------------------------------------------------------------
    def open_poll(self, question: str, *, choices: Sequence[str] = (), answer: str | None = None) -> int:
        """A poll on every student page: a choice question if ``choices`` are given, else a number."""
        if not question.strip():
            raise ClassError("a poll needs a question")
        kind = "choice" if choices else "number"
        if kind == "choice" and answer is not None and answer not in choices:
            raise ClassError(f"the answer {answer!r} is not one of the choices {list(choices)}")
        if kind == "number" and answer not in (None, "") and _number(answer) is None:
            raise ClassError(f"the answer to a number question must be a number, got {answer!r}")
        with self._write() as connection:
            connection.execute("UPDATE polls SET state = 'closed' WHERE state = 'open'")
            return connection.execute("INSERT INTO polls (question, kind, choices, answer, state, created) VALUES (?, ?, ?, ?, 'open', ?)",
                                      (question, kind, json.dumps(list(choices)), answer, time.time())).lastrowid

    def current_poll(self) -> dict[str, Any] | None:
        """The latest poll (open, closed or revealed), without its answer unless revealed."""
        with self._connect() as connection:
            row = connection.execute("SELECT id, question, kind, choices, answer, state FROM polls ORDER BY id DESC LIMIT 1").fetchone()
            if row is None:
                return None
            poll_id, question, kind, choices, answer, state = row
            votes = connection.execute("SELECT count(*) FROM votes WHERE poll_id = ?", (poll_id,)).fetchone()[0]
        return {"id": poll_id, "question": question, "kind": kind, "choices": json.loads(choices), "state": state,
                "answer": answer if state == "revealed" else None, "votes": votes}

    def vote(self, poll_id: int, code: str, value: str) -> None:
        """One vote per seat code and poll (a second vote replaces the first while the poll is open)."""
        with self._write() as connection:
            _seat_of(connection, code)
            row = connection.execute("SELECT kind, choices, state FROM polls WHERE id = ?", (poll_id,)).fetchone()
            if row is None:
                raise ClassError(f"there is no poll {poll_id}")
            kind, choices, state = row
            if state != "open":
                raise StaleActionError("this poll is closed")
            if kind == "choice" and value not in json.loads(choices):
                raise ClassError(f"{value!r} is not one of the choices")
            if kind == "number" and _number(value) is None:
                raise ClassError(f"the answer must be a number, got {value!r}")
            connection.execute("INSERT OR REPLACE INTO votes VALUES (?, ?, ?, ?)", (poll_id, code, value, time.time()))

    def votes(self, poll_id: int) -> list[str]:
        with self._connect() as connection:
            return [row[0] for row in connection.execute("SELECT value FROM votes WHERE poll_id = ? ORDER BY at", (poll_id,))]

    def my_vote(self, poll_id: int, code: str) -> str | None:
        with self._connect() as connection:
            row = connection.execute("SELECT value FROM votes WHERE poll_id = ? AND code = ?", (poll_id, code)).fetchone()
        return row[0] if row else None

    def set_poll_state(self, poll_id: int, state: str) -> None:
        """Close a poll (no more votes) or reveal it (its answer shows beside the votes)."""
        if state not in ("open", "closed", "revealed"):
            raise ClassError(f"a poll is open, closed or revealed, not {state!r}")
        with self._write() as connection:
            connection.execute("UPDATE polls SET state = ? WHERE id = ?", (state, poll_id))


# -- the pieces inside a transaction ---------------------------------------------------------------
def _new_code(connection: sqlite3.Connection) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if connection.execute("SELECT 1 FROM seats WHERE code = ?", (code,)).fetchone() is None:
            return code


def normal_code(code: object) -> str:
    """A join code as typed: case and spaces do not matter."""
    return "".join(str(code).split()).upper() if isinstance(code, str) else ""


def _seat_of(connection: sqlite3.Connection, code: str) -> tuple[int, int]:
    row = connection.execute(
        "SELECT seats.table_id, seat FROM seats JOIN tables ON tables.id = seats.table_id WHERE code = ? AND retired = 0",
        (normal_code(code),)).fetchone()
    if row is None:
        raise UnknownCodeError(f"no seat in this class has the join code {code!r}; check the code on the board")
    return row[0], row[1]


def _table_info(connection: sqlite3.Connection, table_id: int) -> dict[str, Any]:
    row = connection.execute("SELECT number, game, options, seed, replay_of, retired, created FROM tables WHERE id = ?", (table_id,)).fetchone()
    if row is None:
        raise ClassError(f"there is no table {table_id} in this class")
    number, game, options, seed, replay_of, retired, created = row
    seats = [{"seat": s, "code": c, "bot": b, "claimed": cl} for s, c, b, cl in
             connection.execute("SELECT seat, code, bot, claimed FROM seats WHERE table_id = ? ORDER BY seat", (table_id,))]
    return {"id": table_id, "number": number, "game": game, "options": json.loads(options), "seed": seed,
            "replay_of": replay_of, "retired": bool(retired), "created": created, "seats": seats}


def _log_length(connection: sqlite3.Connection, table_id: int) -> int:
    return connection.execute("SELECT count(*) FROM actions WHERE table_id = ?", (table_id,)).fetchone()[0]


def _replay(connection: sqlite3.Connection, table_id: int) -> Game:
    info = _table_info(connection, table_id)
    game = new_game(info["game"], players=len(info["seats"]), seed=info["seed"], **info["options"])
    for (raw,) in connection.execute("SELECT action FROM actions WHERE table_id = ? ORDER BY number", (table_id,)):
        game.apply(Action.from_json(json.loads(raw)))
    return game


def _append(connection: sqlite3.Connection, table_id: int, game: Game, action: Action | str) -> None:
    seat = game.current_player
    game.apply(action)  # raises IllegalActionError, and the transaction rolls back
    connection.execute("INSERT INTO actions VALUES (?, ?, ?, ?, ?)",
                       (table_id, len(game.history) - 1, seat, json.dumps(game.history[-1].to_json()), time.time()))


def _has_picked(connection: sqlite3.Connection, table_id: int, game: Game, seat: int) -> bool:
    waiting = connection.execute("SELECT 1 FROM picks WHERE table_id = ? AND round = ? AND seat = ?",
                                 (table_id, game.round, seat)).fetchone()
    return waiting is not None or game.view(seat)["chosen"][seat]


def seat_options(game: Game, seat: int) -> dict[str, Any]:
    """What ``seat`` may pick this harvest, whether or not the engine has reached it yet:
    ``plays`` (action texts) and ``defect`` (the text of the Stranger-King's flip, or None).

    Found on a copy of the game at that seat's turn, earlier seats given stand-in cards, which
    never change what another seat may play (a seat's options are its own hand and token)."""
    trial = game.clone()
    while trial.current_player is not None and trial.current_player != seat:
        trial.apply(next(a for a in trial.legal_actions() if a.kind != "defect"))
    if trial.current_player != seat or game.view(seat)["chosen"][seat]:
        return {"plays": [], "defect": None}
    legal = trial.legal_actions()
    return {"plays": [str(a) for a in legal if a.kind == "play"], "defect": next((str(a) for a in legal if a.kind == "defect"), None)}


def _check_pick(game: Game, seat: int, actions: list[str]) -> None:
    """Refuse a pick that is not one card this seat may play (after "defect", if it may flip)."""
    options = seat_options(game, seat)
    *before, card = actions or [""]
    if before not in ([], [options["defect"]]):
        raise IllegalActionError("Defection", "only the Stranger-King may defect, once, from round 3, before its card")
    if card not in options["plays"]:
        raise IllegalActionError("Harvest Phase", f"{card!r} is not a card you may play now; you may: {'; '.join(options['plays'])}")


def _settle(connection: sqlite3.Connection, table_id: int) -> None:
    """Apply what the engine can take now, in its order: a bot's move, or a seat's waiting pick."""
    info = _table_info(connection, table_id)
    game = _replay(connection, table_id)
    bots = {s["seat"]: make_bot(info["game"], s["bot"]) for s in info["seats"] if s["bot"]}
    while (seat := game.current_player) is not None:
        if seat in bots:
            rng = random.Random(info["seed"] * 1_000_003 + len(game.history))
            _append(connection, table_id, game, bots[seat].choose(game, seat, rng))
            continue
        if info["game"] not in SIMULTANEOUS:
            return  # a turn-by-turn game waits for its student's ``play``
        row = connection.execute("SELECT actions FROM picks WHERE table_id = ? AND round = ? AND seat = ?",
                                 (table_id, game.round, seat)).fetchone()
        if row is None:
            return
        connection.execute("DELETE FROM picks WHERE table_id = ? AND round = ? AND seat = ?", (table_id, game.round, seat))
        for text in json.loads(row[0]):
            _append(connection, table_id, game, text)


def _number(text: object) -> float | None:
    try:
        return float(str(text))
    except ValueError:
        return None
