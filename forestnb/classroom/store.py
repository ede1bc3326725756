"""The class store: one SQLite file per class, holding everything a class session needs.

A game is its config, its seed and its actions, so the store keeps no engine state: a table is a
game name, options, a seed and seats, plus an append-only log of actions, and the game is rebuilt
by replaying the log (``replay``). That makes a crash harmless (there is nothing to lose but the
last uncommitted write) and lets every page of every student rebuild the same game.

Seats. Students join with the class code and a name (``join``); the device gets a credential
(``seating``) and the seat belongs to that device alone: another device asking for it is refused
and the refusal is kept for the teacher (``refusals``). The teacher may plan who sits where
(``plan_seat``), free a seat, move a student or remove one.

Concurrency. Every write runs in one ``BEGIN IMMEDIATE`` transaction, so writers are serialised
by SQLite itself, across threads and processes alike. Every action names the state its page
showed: the table, and the move number (``play``) or the round (``pick``). It is written only if
the table is still there, so two clicks racing for one move give exactly one move and the other is
refused as stale. The file is in WAL mode, so pages polling the log never block a writer.

Games. A table plays any registered game (its ``game`` column). In a game played turn by turn a
student's move is simply the next action of the log (``play``).

Secret picks. Some games' seats choose at once and in secret (Humbaba's harvest: its face's
``Picks``), while the engine asks the seats in turn order (``current_player``). In class mode each
student picks on their own screen whenever they like: a pick made before the engine reaches that
seat waits in the ``picks`` table (pending,
one per seat and round, readable only by that seat's device, and changeable until every student
has chosen), and ``settle`` applies the waiting picks and bot moves in engine order, in the same
transaction as the pick that completed them.
So the log only ever holds engine-order actions, and nobody's card shows before the reveal,
which the engine does once every seat has chosen.

Time. Each logged action keeps when its seat decided (a secret pick's own time, not the moment
the engine reached it), the bot that made it if a bot did, and whether a round timer's running out
forced it (``forced``: set by whoever runs the timer; false otherwise), so ``decisions`` can tell
how many seconds each seat took and an export can say which moves were the students' own.

Bad input raises a ``ClassError`` subclass with a one-line message for people, and never changes
the file.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import math
import os
import random
import secrets
import socket
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..core.actions import Action
from ..core.bots import check_bot_name, make_bot
from ..core.errors import IllegalActionError, excerpt
from ..core.face import Picks, face_of
from ..core.game import Game
from ..core.registry import game_class, new_game
from .errors import (
    ClassError,
    ClassFileError,
    IllegalMoveError,
    NoSeatError,
    PausedError,
    SeatTakenError,
    ServerRunningError,
    StaleActionError,
    TableFullError,
    WrongClassCodeError,
    WrongKeyError,
)
from .seating import friendly_name, new_class_code, new_token, normal_class_code, normal_name, same_name, token_hash

STORE_FORMAT = "forestnb-class"
STORE_VERSION = 3
BUSY_SECONDS = 5.0
SEED_LIMIT = 2**62  # seeds are SQLite integers
QUESTION_LENGTH = 300
TIMER_SECONDS = (5, 600)
"""The shortest and longest round or turn timer a teacher may set, in seconds."""
ANSWER_LENGTH = 80
REFUSALS_SHOWN = 20
POLL_STATES = ("open", "closed", "revealed", "ended")
"""A poll takes votes while open; closed, it has left the student pages; revealed, its answer
shows on every page; ended, it was revealed and then closed (gone from the student pages, its
answer still on the projector)."""
SHOWN_ANSWER = ("revealed", "ended")

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tables (
    id INTEGER PRIMARY KEY, number INTEGER NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL,
    seed INTEGER NOT NULL, replay_of INTEGER UNIQUE REFERENCES tables(id), retired INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL);
CREATE TABLE students (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, device TEXT UNIQUE NOT NULL, joined REAL NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('seated', 'freed', 'removed')));
CREATE TABLE seats (
    table_id INTEGER NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, bot TEXT,
    student INTEGER REFERENCES students(id), planned TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE actions (
    table_id INTEGER NOT NULL REFERENCES tables(id), number INTEGER NOT NULL, seat INTEGER,
    action TEXT NOT NULL, at REAL NOT NULL, bot TEXT, forced INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, number));
CREATE TABLE picks (
    table_id INTEGER NOT NULL REFERENCES tables(id), round INTEGER NOT NULL, seat INTEGER NOT NULL,
    actions TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (table_id, round, seat));
CREATE TABLE polls (
    id INTEGER PRIMARY KEY, question TEXT NOT NULL, kind TEXT NOT NULL, choices TEXT NOT NULL,
    answer TEXT, state TEXT NOT NULL, created REAL NOT NULL);
CREATE TABLE votes (
    poll_id INTEGER NOT NULL REFERENCES polls(id), student INTEGER NOT NULL REFERENCES students(id),
    value TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (poll_id, student));
CREATE TABLE refusals (id INTEGER PRIMARY KEY, at REAL NOT NULL, words TEXT NOT NULL);
"""


class ClassStore:
    """One class file. Open an existing one with ``ClassStore(path)``, make one with ``create``.

    Every method opens its own short connection, so one store object serves any number of
    threads; processes each open the file themselves.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.listeners: list[Callable[[], None]] = []
        self._finished: set[int] = set()
        """Tables whose game is over (it stays over): the timer never looks at them again."""
        """Called after every committed write of this store object, so pages served by this
        process can update at once instead of at their next poll."""
        if not self.path.is_file():
            raise ClassFileError(f"{self.path} does not exist; make a class with `forestnb-class new {self.path}`")
        self._check_format()

    # -- making and opening -------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike[str], name: str = "") -> tuple[ClassStore, str]:
        """Make a new class file; returns the store and the teacher key (shown once, keep it)."""
        path = Path(path)
        if path.exists():
            raise ClassFileError(f"{path} already exists; a new class needs a new file")
        if not path.parent.is_dir():
            raise ClassFileError(f"the folder {path.parent} does not exist; make it first or choose another place")
        key = secrets.token_urlsafe(12)
        try:
            connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        except sqlite3.Error as err:
            raise ClassFileError(f"cannot make {path}: {err}") from None
        try:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.executescript(SCHEMA)
            meta = {
                "format": STORE_FORMAT,
                "version": str(STORE_VERSION),
                "name": name or path.stem,
                "teacher_key": key,
                "class_code": new_class_code(),
                "class_id": secrets.token_hex(4),
                "created": str(time.time()),
            }
            connection.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        finally:
            connection.close()
        return cls(path), key

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            connection = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
        except sqlite3.Error as err:
            raise ClassFileError(f"cannot open {self.path}: {err}") from None
        try:
            yield connection
        except sqlite3.OperationalError as err:
            if "locked" in str(err) or "busy" in str(err):
                raise ClassFileError(
                    f"{self.path} is locked by another program (waited {BUSY_SECONDS:g} s): {err}"
                ) from None
            raise ClassFileError(f"{self.path} is damaged or not a class file of this forestnb: {err}") from None
        except (sqlite3.DatabaseError, json.JSONDecodeError, KeyError, TypeError) as err:
            raise ClassFileError(f"{self.path} is damaged or not a class file: {type(err).__name__}: {err}") from None
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
            raise ClassFileError(
                f"{self.path} is an SQLite file but not a forestnb class (it has no class table)"
            ) from None
        if rows.get("format") != STORE_FORMAT:
            raise ClassFileError(f"{self.path} is an SQLite file but not a forestnb class")
        if rows.get("version") != str(STORE_VERSION):
            raise ClassFileError(
                f"{self.path} is a class file of format {excerpt(rows.get('version'))}; this forestnb "
                f"reads format {STORE_VERSION}: make a new class with `forestnb-class new`"
            )

    def meta(self, key: str) -> str:
        with self._connect() as connection:
            row = connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else ""

    def check_key(self, key: object) -> None:
        """Raise WrongKeyError unless ``key`` is this class's teacher key (any text may be typed:
        it is compared as UTF-8 bytes, in constant time)."""
        expected = self.meta("teacher_key").encode()
        given = key.encode("utf-8", "replace") if isinstance(key, str) else b""
        if not given or not secrets.compare_digest(given, expected):
            raise WrongKeyError("that is not this class's teacher key")

    @property
    def class_code(self) -> str:
        """The code students type to join (shown on the projector; it seats, it does not act)."""
        return self.meta("class_code")

    def check(self) -> None:
        """Read the whole class file as the server will, and raise ClassFileError naming the first
        problem (a damaged page, a missing column, a row edited by hand that does not parse or a
        logged move the rules refuse), so ``serve`` refuses to start instead of failing in front
        of a class."""
        with self._connect() as connection:
            problem = connection.execute("PRAGMA quick_check").fetchone()[0]
            if problem != "ok":
                raise ClassFileError(f"{self.path} is damaged: SQLite's check says {excerpt(problem)}")
            _check_schema(connection, self.path)
            for key in ("teacher_key", "class_code", "class_id", "name"):
                if not _meta(connection, key):
                    raise ClassFileError(f"{self.path} is damaged: its meta table has no {key}")
            for (table_id,) in connection.execute("SELECT id FROM tables ORDER BY id").fetchall():
                _check_table(connection, self.path, table_id)
            for poll_id, kind, choices, state in connection.execute("SELECT id, kind, choices, state FROM polls"):
                try:
                    parsed = json.loads(choices)
                except json.JSONDecodeError:
                    parsed = None
                if kind not in ("choice", "number") or state not in POLL_STATES or not isinstance(parsed, list):
                    raise ClassFileError(
                        f"{self.path} is damaged: poll {poll_id} has a kind, state or choices this forestnb cannot read"
                    )

    @property
    def cookie_name(self) -> str:
        """The name of the seat cookie of this class: named for the class, so two classes served
        from one machine (cookies do not tell ports apart) never share a credential."""
        return f"forestnb-seat-{self.meta('class_id')}"

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
            raise ServerRunningError(
                f"{self.path} is already being served ({holder}); stop that server first"
            ) from None
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

    # -- tables ---------------------------------------------------------------------------------
    def add_table(
        self, seats: Sequence[str | None], *, seed: int, game: str, options: dict[str, Any] | None = None
    ) -> int:
        """A new table of ``game``; ``seats[i]`` is a bot name, or None for a student's seat. The
        game, its bots and options are checked by building the game, so a bad one is refused
        here, with the game's own message."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
            raise ClassError(f"a table's seed is a whole number from 0 to {SEED_LIMIT - 1}, not {excerpt(seed)}")
        if not isinstance(options, (dict, type(None))):
            raise ClassError(f"a table's options are named values, not {excerpt(options)}")
        seats = list(seats)
        try:
            game_class(game)
            for bot in seats:
                if bot is not None:
                    check_bot_name(game, bot)
        except (ValueError, TypeError) as err:
            raise ClassError(f"cannot set up that table: {err}") from None
        saved_options = _checked_options(game, len(seats), seed, dict(options or {}))
        with self._write() as connection:
            number = connection.execute("SELECT coalesce(max(number), 0) + 1 FROM tables").fetchone()[0]
            table_id = connection.execute(
                "INSERT INTO tables (number, game, options, seed, created) VALUES (?, ?, ?, ?, ?)",
                (number, game, saved_options, seed, time.time()),
            ).lastrowid
            connection.executemany(
                "INSERT INTO seats (table_id, seat, bot) VALUES (?, ?, ?)",
                [(table_id, seat, bot) for seat, bot in enumerate(seats)],
            )
            _settle(connection, table_id)
        return table_id

    def replay_table(self, table_id: int, changes: Mapping[str, Any] | None = None) -> int:
        """Restart a table from the same deal: a new log, same seed and seats (each student stays
        in their seat), its options with ``changes`` made (a rule the class chose); the old table is
        kept, retired. Asking again for a table already replayed (a double click, two teachers'
        tabs) gives that replay, not another."""
        if not isinstance(changes, (Mapping, type(None))):
            raise ClassError(f"a replay's rule changes are named values, not {excerpt(changes)}")
        with self._write() as connection:
            info = _table_info(connection, table_id)
            if info["retired"]:
                row = connection.execute("SELECT id FROM tables WHERE replay_of = ?", (table_id,)).fetchone()
                if row is None:
                    raise ClassError(f"table {info['number']}'s game {table_id} was set aside without a replay")
                return row[0]
            options = _checked_options(
                info["game"], len(info["seats"]), info["seed"], {**info["options"], **(changes or {})}
            )
            new_id = connection.execute(
                "INSERT INTO tables (number, game, options, seed, replay_of, created) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    info["number"],
                    info["game"],
                    options,
                    info["seed"],
                    table_id,
                    time.time(),
                ),
            ).lastrowid
            connection.execute("UPDATE tables SET retired = 1 WHERE id = ?", (table_id,))
            connection.execute(
                "INSERT INTO seats (table_id, seat, bot, student, planned) "
                "SELECT ?, seat, bot, student, planned FROM seats WHERE table_id = ?",
                (new_id, table_id),
            )
            _settle(connection, new_id)
        return new_id

    def tables(self, *, include_retired: bool = False) -> list[dict[str, Any]]:
        """Every table of the class (the live ones unless ``include_retired``), by table number."""
        with self._connect() as connection:
            ids = [
                row[0]
                for row in connection.execute(
                    "SELECT id FROM tables WHERE retired = 0 OR ? ORDER BY number, id", (include_retired,)
                )
            ]
            return [_table_info(connection, table_id) for table_id in ids]

    def table(self, table_id: int) -> dict[str, Any]:
        with self._connect() as connection:
            return _table_info(connection, table_id)

    def set_bot(self, table_id: int, seat: int, bot: str | None) -> None:
        """Let a bot take a seat (an absent student's; it moves at once if the game waits for it),
        or with ``bot=None`` give a seat back to its student (the student keeps the seat while a
        bot plays it)."""
        with self._write() as connection:
            info = _table_info(connection, table_id)
            _seat_row(info, seat)
            if bot is not None:
                try:
                    check_bot_name(info["game"], bot)
                except ValueError as err:
                    raise ClassError(str(err)) from None
            connection.execute("UPDATE seats SET bot = ? WHERE table_id = ? AND seat = ?", (bot, table_id, seat))
            connection.execute("DELETE FROM picks WHERE table_id = ? AND seat = ?", (table_id, seat))
            _settle(connection, table_id)

    # -- seats and students ------------------------------------------------------------------------
    def join(self, class_code: str, name: str, *, table: int | None = None, device: str | None = None) -> str:
        """Seat a student: ``class_code`` as typed, a first ``name`` (empty: a forest name is
        given), and the table number they chose (None: the seat the teacher planned for that
        name, else the first free seat). Returns the device's credential: ``device`` itself when
        that device already holds a seat here (typing a table number again changes nothing).

        Refused, with the refusal kept for the teacher: a name planned for or seated on another
        device; a device the teacher removed."""
        with self._write() as connection:
            outcome = _seat_student(connection, class_code, name, table, device)
        if isinstance(outcome, SeatTakenError):
            raise outcome  # after the commit, so the teacher keeps the refusal
        return outcome

    def seating(self, device: str | None) -> dict[str, Any]:
        """Where the device sits now: ``{"table_id", "number", "seat", "bot", "name", "student"}``
        (``bot``: the bot playing the seat for now, if any), or NoSeatError
        (never joined, its seat freed, or taken out of the class by the teacher)."""
        with self._connect() as connection:
            return _seating(connection, device)

    def plan_seat(self, table_id: int, seat: int, name: str | None) -> None:
        """Keep a free seat for the student of that name (None: for anybody): that student is
        seated there on joining, whatever table they pick."""
        with self._write() as connection:
            info = _table_info(connection, table_id)
            row = _seat_row(info, seat)
            if row["bot"] is not None and row["student"] is None:
                raise ClassError(f"seat {seat} of table {info['number']} is a bot's; set it up for a student first")
            planned = normal_name(name or "") or None
            kept = [
                s["planned"]
                for t in _live_tables(connection)
                for s in t["seats"]
                if planned
                and s["planned"]
                and same_name(planned, s["planned"])
                and (t["id"], s["seat"]) != (table_id, seat)
            ]
            if kept:
                raise ClassError(f"a seat is already kept for {kept[0]}")
            connection.execute(
                "UPDATE seats SET planned = ? WHERE table_id = ? AND seat = ?", (planned, table_id, seat)
            )

    def free_seat(self, table_id: int, seat: int) -> None:
        """The teacher frees a seat: its device loses it, and the next device to join for it
        (by the planned name, the table or arrival) gets it."""
        with self._write() as connection:
            student = _seat_row(_table_info(connection, table_id), seat)["student"]
            if student is None:
                raise ClassError(f"seat {seat} is free already")
            _unseat(connection, student, "freed")

    def remove_student(self, table_id: int, seat: int) -> None:
        """The teacher takes a student out of the class: the seat is freed, and that device is
        refused if it asks to join again (a reload does not undo it)."""
        with self._write() as connection:
            student = _seat_row(_table_info(connection, table_id), seat)["student"]
            if student is None:
                raise ClassError(f"nobody sits in seat {seat}")
            _unseat(connection, student, "removed")

    def move_student(self, table_id: int, seat: int, to_table: int, to_seat: int) -> None:
        """The teacher moves the student of one seat to a free seat (of any live table); their
        device follows, and their page shows the new seat at its next poll."""
        with self._write() as connection:
            student = _seat_row(_table_info(connection, table_id), seat)["student"]
            target_info = _table_info(connection, to_table)
            target = _seat_row(target_info, to_seat)
            if student is None:
                raise ClassError(f"nobody sits in seat {seat} to move")
            if target_info["retired"]:
                raise StaleActionError(
                    f"table {target_info['number']} has been replayed; choose a seat of its new game"
                )
            if target["student"] is not None or target["bot"] is not None:
                raise SeatTakenError(f"seat {to_seat} of table {target_info['number']} is not free")
            connection.execute(
                "UPDATE seats SET student = NULL WHERE student = ? AND table_id IN "
                "(SELECT id FROM tables WHERE retired = 0)",
                (student,),
            )
            connection.execute(
                "UPDATE seats SET student = ? WHERE table_id = ? AND seat = ?", (student, to_table, to_seat)
            )

    def refusals(self) -> list[dict[str, Any]]:
        """The latest seat requests refused (newest first): what the teacher should look at."""
        with self._connect() as connection:
            return [
                {"at": at, "words": words}
                for at, words in connection.execute(
                    "SELECT at, words FROM refusals ORDER BY id DESC LIMIT ?", (REFUSALS_SHOWN,)
                )
            ]

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
        """What the teacher page polls: it changes with any table, seat, student, pick, poll, vote,
        refusal, or a pause."""
        with self._connect() as connection:
            return tuple(
                connection.execute(
                    "SELECT (SELECT count(*) FROM tables), (SELECT count(*) FROM actions),"
                    " (SELECT count(*) FROM picks),"
                    " (SELECT group_concat(coalesce(bot, '') || ':' || coalesce(student, '') || ':'"
                    " || coalesce(planned, ''), ',')"
                    "  FROM seats), (SELECT group_concat(state || name, ',') FROM students),"
                    " (SELECT max(id) || state || coalesce(answer, '') FROM polls"
                    " WHERE id = (SELECT max(id) FROM polls)),"
                    " (SELECT count(*) FROM votes), (SELECT max(at) FROM votes), (SELECT count(*) FROM refusals),"
                    " (SELECT value FROM meta WHERE key = 'paused'), (SELECT value FROM meta WHERE key = 'timer')"
                ).fetchone()
            )

    def replay(self, table_id: int, *, before: int | None = None) -> Game:
        """The table's game, rebuilt from its config and its log; with ``before``, as it stood just
        before that move (the position a debrief asks about)."""
        with self._connect() as connection:
            return _replay(connection, table_id, before=before)

    def replay_moves(self, table_id: int) -> tuple[Game, list[tuple[int | None, int]]]:
        """The table's game, and each move's (seat, number of events noted before it)."""
        moves: list[tuple[int | None, int]] = []
        with self._connect() as connection:
            return _replay(connection, table_id, moves), moves

    def log(self, table_id: int) -> list[dict[str, Any]]:
        """The table's actions (number, seat, action as saved, time), for the teacher and exports."""
        with self._connect() as connection:
            rows = connection.execute(
                "SELECT number, seat, action, at FROM actions WHERE table_id = ? ORDER BY number", (table_id,)
            )
            return [{"number": n, "seat": s, "action": json.loads(a), "at": at} for n, s, a, at in rows]

    def decisions(self, table_id: int) -> list[dict[str, Any]]:
        """The table's moves with the time each took: ``seconds`` from the moment the seat could
        choose (the previous move in a turn-by-turn game; the end of the previous round in a game
        of secret picks, where every seat chooses at once) to its choice; ``bot``, the bot that
        made it (None: the student), and ``forced``, whether a timer's running out made it."""
        with self._connect() as connection:
            info = _table_info(connection, table_id)
            picks = face_of(info["game"]).picks
            game = new_game(info["game"], players=len(info["seats"]), seed=info["seed"], **info["options"])
            rows = connection.execute(
                "SELECT number, seat, action, at, bot, forced FROM actions WHERE table_id = ? ORDER BY number",
                (table_id,),
            ).fetchall()
        decided: list[dict[str, Any]] = []
        started, ended, step = info["created"], info["created"], None
        for number, seat, raw, at, bot, forced in rows:
            now = picks.round(game) if picks is not None else number
            if now != step:
                started, step = ended, now
            action = json.loads(raw)
            game.apply(Action.from_json(action))
            ended = max(ended, at)
            decided.append(
                {
                    "number": number,
                    "seat": seat,
                    "action": action,
                    "at": at,
                    "seconds": round(max(0.0, at - started), 1),
                    "bot": bot,
                    "forced": bool(forced),
                }
            )
        return decided

    def append(self, table_id: int, number: int, action: Action | str) -> None:
        """Write ``action`` as move ``number`` of the table, if the log is ``number`` long and the
        action is legal there; else StaleActionError or IllegalMoveError and nothing changes."""
        with self._write() as connection:
            game = _replay(connection, table_id)
            if len(game.history) != number:
                raise StaleActionError(
                    f"move {number} was already made (the table is at move {len(game.history)}); look again and choose"
                )
            _append(connection, table_id, game, action)
            _settle(connection, table_id)

    def play(self, device: str, action: str, *, table_id: int, move: int) -> None:
        """A student's move in a turn-by-turn game: ``action`` (a legal action's text) as move
        ``move`` of table ``table_id``, the state the student's page showed; refused as stale
        unless the device still sits at that table, it is its seat's turn and the table is still
        at that move. The bots whose turn follows move in the same transaction."""
        with self._write() as connection:
            seat = _acting_seat(connection, device, table_id)
            _check_not_paused(connection)
            game = _replay(connection, table_id)
            if len(game.history) != move:
                raise StaleActionError(
                    f"the table has moved on (move {len(game.history)}, your page showed move {move})"
                )
            if game.current_player != seat:
                raise StaleActionError("it is not your turn" if not game.is_over() else "the game is over")
            _append(connection, table_id, game, action)
            _settle(connection, table_id)

    def pick(self, device: str, actions: Sequence[str], *, table_id: int, round: int) -> None:
        """A student's secret pick for this harvest (``actions``: the text of the card to play,
        after the flip's text if the Stranger-King flips with it; see ``seat_options``), for the
        table and round the student's page showed: a pick for a round already resolved, or for a
        table the student no longer sits at, is stale. A second pick in one round replaces the
        first while some student has still to choose."""
        with self._write() as connection:
            seat = _acting_seat(connection, device, table_id)
            _check_not_paused(connection)
            picks = _picks(connection, table_id)
            if picks is None:
                raise ClassError("this game is played turn by turn: make your move with play, not a secret pick")
            game = _replay(connection, table_id)
            now = picks.round(game)
            if game.is_over() or now != round:
                raise StaleActionError(
                    f"round {round} is over; the table is now at "
                    + ("the end of the game" if game.is_over() else f"round {now}")
                )
            if picks.chosen(game, seat) is not None:
                raise StaleActionError(f"every seat has chosen for round {now}; the cards are revealed")
            try:
                picks.check(game, seat, list(actions))
            except IllegalActionError as err:
                raise IllegalMoveError(str(err)) from None
            connection.execute(
                "INSERT OR REPLACE INTO picks VALUES (?, ?, ?, ?, ?)",
                (table_id, now, seat, json.dumps(list(actions)), time.time()),
            )
            _settle(connection, table_id)

    def pending_pick(self, device: str) -> list[str] | None:
        """The pick a seat has locked in that the engine has not reached yet (only for its device)."""
        with self._connect() as connection:
            where = _seating(connection, device)
            table_id = where["table_id"]
            picks = _picks(connection, table_id)
            if picks is None:
                return None
            game = _replay(connection, table_id)
            row = connection.execute(
                "SELECT actions FROM picks WHERE table_id = ? AND round = ? AND seat = ?",
                (table_id, picks.round(game), where["seat"]),
            ).fetchone()
            return json.loads(row[0]) if row else None

    def waiting_seats(self, table_id: int) -> list[int]:
        """Seats whose pick waits for the engine this round (who has chosen is public; what, not)."""
        with self._connect() as connection:
            picks = _picks(connection, table_id)
            if picks is None:
                return []
            game = _replay(connection, table_id)
            return [
                row[0]
                for row in connection.execute(
                    "SELECT seat FROM picks WHERE table_id = ? AND round = ? ORDER BY seat",
                    (table_id, picks.round(game)),
                )
            ]

    def pause(self, paused: bool) -> None:
        """Pause every table (students' moves and picks are refused, bots wait) or resume them
        (the bots whose turn came while paused move at once)."""
        with self._write() as connection:
            connection.execute("INSERT OR REPLACE INTO meta VALUES ('paused', ?)", ("1" if paused else "",))
            if not paused:
                _restart_clocks(connection)
                for info in _live_tables(connection):
                    _settle(connection, info["id"])

    def paused(self) -> bool:
        """Whether the teacher has paused every table."""
        return self.meta("paused") == "1"

    def set_timer(self, seconds: int | None) -> None:
        """The round or turn timer of every table: once a table has waited ``seconds`` on a
        student, its stand-in bot makes that student's move, logged as forced (None: no timer)."""
        low, high = TIMER_SECONDS
        if seconds is not None and (
            not isinstance(seconds, int) or isinstance(seconds, bool) or not low <= seconds <= high
        ):
            raise ClassError(f"a timer runs {low} to {high} seconds, not {excerpt(seconds)}")
        with self._write() as connection:
            connection.execute(
                "INSERT OR REPLACE INTO meta VALUES ('timer', ?)", ("" if seconds is None else str(seconds),)
            )
            _restart_clocks(connection)

    def timer(self) -> int | None:
        """The round or turn timer in seconds, or None when there is none."""
        value = self.meta("timer")
        return int(value) if value else None

    def force_overdue(self, now: float | None = None) -> None:
        """Make every move the timer has run out on (the class server calls this every second;
        nothing runs out while the tables are paused)."""
        now = time.time() if now is None else now
        with self._connect() as connection:  # read first: most seconds nothing runs out, and nothing is written
            if _meta(connection, "paused") == "1":
                return
            due = [
                info["id"]
                for info in _live_tables(connection)
                if info["id"] not in self._finished
                and (runs_out := _timer_runs_out(connection, info)) is not None
                and now >= runs_out
            ]
            self._finished.update(table_id for table_id in due if _replay(connection, table_id).is_over())
            due = [table_id for table_id in due if table_id not in self._finished]
        if due:
            with self._write() as connection:
                for table_id in due:
                    _overdue(connection, table_id, now)

    def timer_runs_out(self, table_id: int) -> float | None:
        """When the timer runs out on the seats a table waits for (None: no timer)."""
        with self._connect() as connection:
            return _timer_runs_out(connection, _table_info(connection, table_id))

    def waiting_since(self, table_id: int) -> float:
        """When the table began waiting on the seats still to choose: the time of its last move
        (a round or turn starts with the move that ended the one before), or of its making."""
        with self._connect() as connection:
            row = connection.execute("SELECT max(at) FROM actions WHERE table_id = ?", (table_id,)).fetchone()
            return row[0] if row[0] is not None else _table_info(connection, table_id)["created"]

    # -- polls ---------------------------------------------------------------------------------
    def open_poll(self, question: str, *, choices: Sequence[str] = (), answer: str | None = None) -> int:
        """A poll on every student page: a choice question if ``choices`` are given, else a number.
        The answer may be given now or later (``set_poll_answer``); students see it on the reveal."""
        if not isinstance(question, str) or not question.strip():
            raise ClassError("a poll needs a question")
        if len(question) > QUESTION_LENGTH:
            raise ClassError(f"a poll's question has at most {QUESTION_LENGTH} characters")
        choices = [str(choice) for choice in choices]
        if any(len(choice) > ANSWER_LENGTH for choice in choices) or len(choices) > 12:
            raise ClassError(f"a poll has at most 12 choices of at most {ANSWER_LENGTH} characters each")
        kind = "choice" if choices else "number"
        answer = _poll_answer(kind, choices, answer)
        with self._write() as connection:
            connection.execute("UPDATE polls SET state = 'closed' WHERE state = 'open'")
            return connection.execute(
                "INSERT INTO polls (question, kind, choices, answer, state, created) VALUES (?, ?, ?, ?, 'open', ?)",
                (question, kind, json.dumps(choices), answer, time.time()),
            ).lastrowid

    def current_poll(self) -> dict[str, Any] | None:
        """The latest poll (in any of ``POLL_STATES``), without its answer unless revealed."""
        with self._connect() as connection:
            row = connection.execute(
                "SELECT id, question, kind, choices, answer, state FROM polls ORDER BY id DESC LIMIT 1"
            ).fetchone()
            if row is None:
                return None
            poll_id, question, kind, choices, answer, state = row
            votes = connection.execute("SELECT count(*) FROM votes WHERE poll_id = ?", (poll_id,)).fetchone()[0]
            return {
                "id": poll_id,
                "question": question,
                "kind": kind,
                "choices": json.loads(choices),
                "state": state,
                "answer": answer if state in SHOWN_ANSWER else None,
                "votes": votes,
            }

    def vote(self, device: str, poll_id: int, value: str) -> None:
        """One vote per student and poll (a second vote replaces the first while the poll is
        open); a number question takes finite numbers only."""
        with self._write() as connection:
            student = _seating(connection, device)["student"]
            row = connection.execute("SELECT kind, choices, state FROM polls WHERE id = ?", (poll_id,)).fetchone()
            if row is None:
                raise StaleActionError("that poll is gone; look at the current one")
            kind, choices, state = row
            if state != "open":
                raise StaleActionError("this poll is closed")
            if kind == "choice" and value not in json.loads(choices):
                raise ClassError(f"{excerpt(value)} is not one of the choices")
            if kind == "number" and _number(value) is None:
                raise ClassError(f"the answer is a number, like 12 or 2.5, not {excerpt(value)}")
            connection.execute(
                "INSERT OR REPLACE INTO votes VALUES (?, ?, ?, ?)", (poll_id, student, value.strip(), time.time())
            )

    def votes(self, poll_id: int) -> list[str]:
        with self._connect() as connection:
            return [
                row[0]
                for row in connection.execute("SELECT value FROM votes WHERE poll_id = ? ORDER BY at", (poll_id,))
            ]

    def my_vote(self, poll_id: int, device: str) -> str | None:
        with self._connect() as connection:
            student = _seating(connection, device)["student"]
            row = connection.execute(
                "SELECT value FROM votes WHERE poll_id = ? AND student = ?", (poll_id, student)
            ).fetchone()
            return row[0] if row else None

    def set_poll_state(self, poll_id: int, state: str) -> None:
        """Close a poll (no more votes; it leaves the student pages) or reveal it (its answer
        shows beside the votes, on every page). Closing a revealed poll puts it away "ended": it
        leaves the student pages and the projector keeps its answer."""
        if state not in POLL_STATES:
            raise ClassError(f"a poll is {', '.join(POLL_STATES)}, not {excerpt(state)}")
        with self._write() as connection:
            now = _poll_row(connection, poll_id)["state"]
            if state == "closed" and now in SHOWN_ANSWER:
                state = "ended"
            connection.execute("UPDATE polls SET state = ? WHERE id = ?", (state, poll_id))

    def set_poll_answer(self, poll_id: int, answer: str | None) -> None:
        """Set or change a poll's answer after asking (None or empty: no answer). A choice poll
        takes one of its choices, matched whatever the case and spacing, or words of the
        teacher's own (an answer nobody was offered); a number poll takes a finite number."""
        with self._write() as connection:
            row = _poll_row(connection, poll_id)
            answer = _poll_answer(row["kind"], row["choices"], answer)
            connection.execute("UPDATE polls SET answer = ? WHERE id = ?", (answer, poll_id))

    def poll_answer(self, poll_id: int) -> str | None:
        """The answer the teacher set, shown or not (for the teacher's form, never a student page)."""
        with self._connect() as connection:
            return _poll_row(connection, poll_id)["answer"]


# -- the pieces inside a transaction ---------------------------------------------------------------
def _meta(connection: sqlite3.Connection, key: str) -> str:
    row = connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else ""


def _checked_options(game: str, players: int, seed: int, options: dict[str, Any]) -> str:
    """A table's options as the class file keeps them, checked by building the game with them, so
    a bad one is refused with the game's own message before anything is written."""
    try:
        new_game(game, players=players, seed=seed, **options)
        return json.dumps(options, sort_keys=True, allow_nan=False)
    except (ValueError, TypeError) as err:
        raise ClassError(f"cannot set up that table: {err}") from None


def _table_info(connection: sqlite3.Connection, table_id: int) -> dict[str, Any]:
    row = connection.execute(
        "SELECT number, game, options, seed, replay_of, retired, created FROM tables WHERE id = ?", (table_id,)
    ).fetchone()
    if row is None:
        raise ClassError(f"there is no table {excerpt(table_id)} in this class")
    number, game, options, seed, replay_of, retired, created = row
    seats = [
        {"seat": s, "bot": b, "student": st, "name": n, "planned": p, "joined": j}
        for s, b, st, n, p, j in connection.execute(
            "SELECT seat, bot, student, name, planned, joined"
            " FROM seats LEFT JOIN students ON students.id = seats.student"
            " WHERE table_id = ? ORDER BY seat",
            (table_id,),
        )
    ]
    return {
        "id": table_id,
        "number": number,
        "game": game,
        "options": json.loads(options),
        "seed": seed,
        "replay_of": replay_of,
        "retired": bool(retired),
        "created": created,
        "seats": seats,
    }


def _check_schema(connection: sqlite3.Connection, path: Path) -> None:
    """Every table and column of ``SCHEMA`` is in the file, as this forestnb wrote it."""
    expected = sqlite3.connect(":memory:")
    expected.executescript(SCHEMA)
    for (name,) in expected.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
        want = [row[1:3] for row in expected.execute(f"PRAGMA table_info({name})")]
        have = [row[1:3] for row in connection.execute(f"PRAGMA table_info({name})")]
        if have != want:
            raise ClassFileError(f"{path} is damaged: its {name} table is not the one this forestnb makes")
    expected.close()


def _check_table(connection: sqlite3.Connection, path: Path, table_id: int) -> None:
    """One table's row, seats and log read and replay as the pages will read them."""
    try:
        info = _table_info(connection, table_id)
        if not isinstance(info["options"], dict):
            raise TypeError("its options are not named values")
        for seat in info["seats"]:
            if seat["bot"] is not None:
                check_bot_name(info["game"], seat["bot"])
        _replay(connection, table_id)
    except (ValueError, TypeError, KeyError) as err:
        raise ClassFileError(
            f"{path} is damaged: table id {table_id} cannot be replayed ({excerpt(str(err), 160)})"
        ) from None


def _live_tables(connection: sqlite3.Connection) -> list[dict[str, Any]]:
    return [
        _table_info(connection, row[0])
        for row in connection.execute("SELECT id FROM tables WHERE retired = 0 ORDER BY number, id")
    ]


def _seat_row(info: dict[str, Any], seat: int) -> dict[str, Any]:
    if not isinstance(seat, int) or not 0 <= seat < len(info["seats"]):
        raise ClassError(f"table {info['number']} has no seat {excerpt(seat)}")
    return info["seats"][seat]


def _student_by_device(connection: sqlite3.Connection, device: object) -> dict[str, Any] | None:
    row = connection.execute("SELECT id, name, state FROM students WHERE device = ?", (token_hash(device),)).fetchone()
    return None if row is None or not token_hash(device) else {"id": row[0], "name": row[1], "state": row[2]}


def _live_seat(connection: sqlite3.Connection, student: int) -> tuple[int, int, int, str | None] | None:
    """(table id, table number, seat, the bot playing it or None) of the student's seat at a live table."""
    return connection.execute(
        "SELECT tables.id, number, seat, bot FROM seats JOIN tables ON tables.id = seats.table_id"
        " WHERE student = ? AND retired = 0",
        (student,),
    ).fetchone()


def _seating(connection: sqlite3.Connection, device: object) -> dict[str, Any]:
    student = _student_by_device(connection, device)
    if student is None:
        raise NoSeatError("this device has not joined the class; join with the class code")
    if student["state"] == "removed":
        raise NoSeatError("your teacher has taken you out of this class; ask them if that is a mistake")
    where = _live_seat(connection, student["id"])
    if where is None:
        raise NoSeatError("your teacher has freed your seat; join again with the class code")
    return {
        "table_id": where[0],
        "number": where[1],
        "seat": where[2],
        "bot": where[3],
        "name": student["name"],
        "student": student["id"],
    }


def _acting_seat(connection: sqlite3.Connection, device: str, table_id: int) -> int:
    """The device's seat at ``table_id``, the table its page showed; stale if it sits elsewhere
    now (moved, or the table replayed), refused if a bot plays the seat."""
    where = _seating(connection, device)
    if where["table_id"] != table_id:
        raise StaleActionError("your table has changed since your page was drawn; here it is now")
    if _table_info(connection, table_id)["seats"][where["seat"]]["bot"]:
        raise ClassError("a bot plays your seat now; ask your teacher to give it back")
    return where["seat"]


def _seated_names(connection: sqlite3.Connection) -> dict[str, tuple[int, int]]:
    """Every seated student's name, with their (table number, seat)."""
    return {
        name: (number, seat)
        for name, number, seat in connection.execute(
            "SELECT name, number, seat FROM students JOIN seats ON seats.student = students.id"
            " JOIN tables ON tables.id = seats.table_id WHERE retired = 0 AND state = 'seated'"
        )
    }


def _free_seat(connection: sqlite3.Connection, name: str, table: int | None) -> tuple[int, int]:
    """The seat for a joining student: the one planned for their name, else the first free seat
    (not kept for somebody else) at the table they chose, or at any table."""
    free = [
        (info, s)
        for info in _live_tables(connection)
        for s in info["seats"]
        if s["student"] is None and (s["bot"] is None or s["planned"])
    ]
    for info, seat in free:
        if seat["planned"] and same_name(seat["planned"], name):
            return info["id"], seat["seat"]
    if table is not None and not any(info["number"] == table for info in _live_tables(connection)):
        raise ClassError(f"there is no table {excerpt(table)} in this class")
    open_seats = [
        (info, s) for info, s in free if not s["planned"] and s["bot"] is None and table in (None, info["number"])
    ]
    if not open_seats:
        where = f"table {table} is full" if table is not None else "every seat of the class is taken"
        raise TableFullError(f"{where}: choose another table or ask your teacher for a seat")
    info, seat = open_seats[0]
    return info["id"], seat["seat"]


def _unseat(connection: sqlite3.Connection, student: int, state: str) -> None:
    connection.execute(
        "UPDATE seats SET student = NULL WHERE student = ? AND table_id IN (SELECT id FROM tables WHERE retired = 0)",
        (student,),
    )
    connection.execute("UPDATE students SET state = ? WHERE id = ?", (state, student))


def _seat_student(
    connection: sqlite3.Connection, class_code: str, name: str, table: int | None, device: str | None
) -> str | SeatTakenError:
    """``join`` inside its transaction: the device's credential, or the refusal of a seat that
    belongs to another device, written down for the teacher (so the caller must commit it)."""
    if not secrets.compare_digest(normal_class_code(class_code).encode(), _meta(connection, "class_code").encode()):
        raise WrongClassCodeError(f"{excerpt(class_code, 12)} is not this class's code; check the code on the board")
    student = _student_by_device(connection, device)
    if student is not None and student["state"] == "removed":
        raise NoSeatError("your teacher has taken you out of this class; ask them if that is a mistake")
    if student is not None and _live_seat(connection, student["id"]) is not None:
        return str(device)
    name = normal_name(name)
    seated = _seated_names(connection)
    if not name:
        name = friendly_name(set(seated))
    holder = next((other for other in seated if same_name(other, name)), None)
    if holder is not None:
        number, seat = seated[holder]
        connection.execute(
            "INSERT INTO refusals (at, words) VALUES (?, ?)",
            (time.time(), f"a second device asked for {holder}'s seat (table {number}, seat {seat})"),
        )
        return SeatTakenError(
            f"{name} is already seated on another device. If that is you, ask your teacher to free "
            f"your seat; if not, add an initial to your name. Your teacher can see this request."
        )
    table_id, seat = _free_seat(connection, name, table)
    if student is None:
        token = new_token()
        student_id = connection.execute(
            "INSERT INTO students (name, device, joined, state) VALUES (?, ?, ?, 'seated')",
            (name, token_hash(token), time.time()),
        ).lastrowid
    else:
        token, student_id = str(device), student["id"]
        connection.execute("UPDATE students SET name = ?, state = 'seated' WHERE id = ?", (name, student_id))
    connection.execute("UPDATE seats SET student = ? WHERE table_id = ? AND seat = ?", (student_id, table_id, seat))
    return token


def _log_length(connection: sqlite3.Connection, table_id: int) -> int:
    return connection.execute("SELECT count(*) FROM actions WHERE table_id = ?", (table_id,)).fetchone()[0]


def _replay(
    connection: sqlite3.Connection,
    table_id: int,
    moves: list[tuple[int | None, int]] | None = None,
    *,
    before: int | None = None,
) -> Game:
    """The table's game from its log (its moves numbered below ``before``, if given); ``moves``, if
    given, gets each move's (seat, number of events noted before it), so a page can tell which
    events came since a seat's last move."""
    info = _table_info(connection, table_id)
    game = new_game(info["game"], players=len(info["seats"]), seed=info["seed"], **info["options"])
    logged = connection.execute(
        "SELECT action FROM actions WHERE table_id = ? AND (? IS NULL OR number < ?) ORDER BY number",
        (table_id, before, before),
    )
    for (raw,) in logged:
        if moves is not None:
            moves.append((game.current_player, len(game.events)))
        game.apply(Action.from_json(json.loads(raw)))
    return game


def _append(
    connection: sqlite3.Connection,
    table_id: int,
    game: Game,
    action: Action | str,
    *,
    at: float | None = None,
    bot: str | None = None,
    forced: bool = False,
) -> None:
    """Apply and log one action: ``at`` is when its seat decided (a secret pick's own time, not
    the moment the engine reached it), now unless given; ``bot`` names the bot that made it, and
    ``forced`` says the timer ran out on the student, so the bot moved for them."""
    seat = game.current_player
    try:
        game.apply(action)
    except IllegalActionError as err:  # the transaction rolls back
        raise IllegalMoveError(str(err)) from None
    connection.execute(
        "INSERT INTO actions (table_id, number, seat, action, at, bot, forced) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            table_id,
            len(game.history) - 1,
            seat,
            json.dumps(game.history[-1].to_json()),
            time.time() if at is None else at,
            bot,
            int(forced),
        ),
    )


def _picks(connection: sqlite3.Connection, table_id: int) -> Picks | None:
    """How the table's seats pick in secret, if its game is played so (its face says)."""
    return face_of(_table_info(connection, table_id)["game"]).picks


def _everyone_chose(connection: sqlite3.Connection, table_id: int, game: Game, picks: Picks, bots: set[int]) -> bool:
    """Whether every student's seat has a pick this round (waiting, or taken by the engine): until
    then every pick waits, so a student may still change theirs."""
    waiting = {
        row[0]
        for row in connection.execute(
            "SELECT seat FROM picks WHERE table_id = ? AND round = ?", (table_id, picks.round(game))
        )
    }
    return all(seat in bots or seat in waiting or picks.chosen(game, seat) is not None for seat in range(game.players))


def _settle(connection: sqlite3.Connection, table_id: int) -> None:
    """Apply what the engine can take now, in its order: a bot's move, or (once every student has
    chosen) a seat's waiting pick."""
    if _meta(connection, "paused") == "1":
        return  # the bots wait too; ``pause(False)`` settles every table
    info = _table_info(connection, table_id)
    picks = face_of(info["game"]).picks
    game = _replay(connection, table_id)
    bots = {s["seat"]: make_bot(info["game"], s["bot"]) for s in info["seats"] if s["bot"]}
    while (seat := game.current_player) is not None:
        if seat in bots:
            rng = random.Random(info["seed"] * 1_000_003 + len(game.history))
            _append(connection, table_id, game, bots[seat].choose(game, seat, rng), bot=info["seats"][seat]["bot"])
            continue
        if picks is None:
            return  # a turn-by-turn game waits for its student's ``play``
        if not _everyone_chose(connection, table_id, game, picks, set(bots)):
            return
        now = picks.round(game)
        row = connection.execute(
            "SELECT actions, at FROM picks WHERE table_id = ? AND round = ? AND seat = ?", (table_id, now, seat)
        ).fetchone()
        if row is None:
            return
        connection.execute("DELETE FROM picks WHERE table_id = ? AND round = ? AND seat = ?", (table_id, now, seat))
        chosen = json.loads(row[0])
        for text in chosen:
            _append(connection, table_id, game, text, at=row[1])
        if not chosen:  # the timer ran out on this seat: the table's stand-in bot picks for it
            _stand_in_moves(connection, table_id, game, seat, lambda: picks.chosen(game, seat) is None)


def _stand_in_moves(
    connection: sqlite3.Connection, table_id: int, game: Game, seat: int, until_done: Callable[[], bool]
) -> None:
    """The table's stand-in bot makes ``seat``'s move (every action of it, a flip included) for a
    student the timer ran out on; each action is logged as forced."""
    info = _table_info(connection, table_id)
    stand_in = face_of(info["game"]).stand_in
    bot = make_bot(info["game"], stand_in)
    while game.current_player == seat and not game.is_over() and until_done():
        rng = random.Random(info["seed"] * 1_000_003 + len(game.history))
        _append(connection, table_id, game, bot.choose(game, seat, rng), bot=stand_in, forced=True)


def _timer_runs_out(connection: sqlite3.Connection, info: dict[str, Any]) -> float | None:
    """When the timer runs out at a table: its time counts from the table's last move (or its
    making), or from the last resume or new timer if later. None when there is no timer."""
    timer = _meta(connection, "timer")
    if not timer:
        return None
    last = connection.execute("SELECT max(at) FROM actions WHERE table_id = ?", (info["id"],)).fetchone()[0]
    since = max(last if last is not None else info["created"], float(_meta(connection, "clock_from") or 0))
    return since + int(timer)


def _overdue(connection: sqlite3.Connection, table_id: int, now: float) -> None:
    """Make the moves the timer has run out on at one table: in a turn game the seat to move; in
    a game of secret picks, every student seat that has not chosen (a pick the stand-in bot makes
    when the engine reaches that seat)."""
    info = _table_info(connection, table_id)
    runs_out = _timer_runs_out(connection, info)
    game = _replay(connection, table_id)
    if runs_out is None or now < runs_out or game.is_over():
        return
    picks = face_of(info["game"]).picks
    bots = {seat["seat"] for seat in info["seats"] if seat["bot"]}
    if picks is None:
        seat = game.current_player
        if seat is not None and seat not in bots:
            _stand_in_moves(connection, table_id, game, seat, lambda: True)
            _settle(connection, table_id)
        return
    start = picks.round(game)
    waiting = {
        row[0]
        for row in connection.execute("SELECT seat FROM picks WHERE table_id = ? AND round = ?", (table_id, start))
    }
    for seat in range(game.players):
        if seat not in bots and seat not in waiting and picks.chosen(game, seat) is None:
            connection.execute("INSERT INTO picks VALUES (?, ?, ?, ?, ?)", (table_id, start, seat, "[]", now))
    _settle(connection, table_id)


def _restart_clocks(connection: sqlite3.Connection) -> None:
    """Every table's timer counts from now (a resume or a new timer gives each seat its full time)."""
    connection.execute("INSERT OR REPLACE INTO meta VALUES ('clock_from', ?)", (str(time.time()),))


def _check_not_paused(connection: sqlite3.Connection) -> None:
    if _meta(connection, "paused") == "1":
        raise PausedError("your teacher has paused the game; wait until they resume it")


def _poll_row(connection: sqlite3.Connection, poll_id: int) -> dict[str, Any]:
    row = connection.execute("SELECT kind, choices, answer, state FROM polls WHERE id = ?", (poll_id,)).fetchone()
    if row is None:
        raise ClassError(f"there is no poll {excerpt(poll_id)} in this class")
    kind, choices, answer, state = row
    return {"kind": kind, "choices": json.loads(choices), "answer": answer, "state": state}


def _poll_answer(kind: str, choices: Sequence[str], answer: str | None) -> str | None:
    """A poll's answer as kept: None for none; a choice poll's answer as the choice it names
    (case and spacing aside) or else as typed; a number poll's a finite number."""
    if answer is None or not str(answer).strip():
        return None
    answer = str(answer).strip()
    if len(answer) > ANSWER_LENGTH:
        raise ClassError(f"a poll's answer has at most {ANSWER_LENGTH} characters")
    if kind == "choice":
        return next(
            (
                choice
                for choice in choices
                if " ".join(choice.split()).casefold() == " ".join(answer.split()).casefold()
            ),
            answer,
        )
    if _number(answer) is None:
        raise ClassError(f"the answer to a number question is a finite number, not {excerpt(answer)}")
    return answer


def _number(text: object) -> float | None:
    """A typed number, or None: plain decimal digits only (no 1_000, no other scripts' digits),
    and finite (no nan, inf or 1e999)."""
    if not isinstance(text, str) or len(text) > 30 or not text.strip().isascii() or "_" in text:
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None
