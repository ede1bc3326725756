"""The worker processes sweeps play on: how they start, the pool every sweep shares, and what a
worker's death means to the person who started it.

Apart from ``match`` (the sweep API) because a pool's lifecycle is its own concern: workers start
from a clean fork server, end themselves when the process that started them is gone, and are
started early so an explorer's first games need not wait for them. ``match`` only asks for a pool
(``wanted_pool``, ``worker_pool``) and hands it batches of games.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import pickle
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .bots import Bot

PARALLEL_FROM = 200  # games in all from which a sweep waits for the shared workers to start
SHARED_FROM = 8  # games in all from which run_sweep plays on the shared worker pool


WORKER_START = multiprocessing.get_context(
    "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
)
"""How worker processes start: never by forking this process as it is. A kernel, an explorer's
background run or a test's browser keeps threads, and a child forked beside them inherits any
lock one held at that moment, held for ever: its worker hung, and so did Python's exit, which
waits for the pool. The fork server forks workers from a clean process; a bot must then be
importable (a class in a module, as every registered bot is), not defined in ``__main__``."""

PARENT_CHECK_SECONDS = 2.0  # how often a worker looks whether the process that started it is still there


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes started by ``WORKER_START``, each of which ends itself
    when the process that started the pool is gone (``_leave_with``)."""
    return ProcessPoolExecutor(workers, mp_context=WORKER_START, initializer=_leave_with, initargs=(os.getpid(),))


def _leave_with(parent: int) -> None:
    """A worker's start: watch, on a thread of its own, for the process that started the pool, and
    end this worker once it is gone.

    Why: a process killed outright (a server given SIGKILL while a browser still holds it open, a
    kernel that crashed) runs none of its exit handlers, and its workers would wait for work for
    ever, each holding its own end of the task pipe, and keep the fork server alive with them."""

    def watch() -> None:
        while not _gone(parent):
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="forestnb-parent-watch", daemon=True).start()


def _gone(pid: int) -> bool:
    """Whether process ``pid`` has ended: it is no more, its number is now another user's, or (on
    Linux) it is a zombie, dead but not yet reaped by its own parent."""
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, PermissionError):
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rpartition(b")")[2].split()[0] == b"Z"
    except OSError:  # no /proc here: a live number is taken to be the process
        return False


_shared: list[ProcessPoolExecutor] = []
_shared_lock = threading.Lock()
_started: list[Any] = []  # one future per worker of the shared pool, done once it is up


def shared_pool() -> ProcessPoolExecutor | None:
    """The worker processes every ``run_sweep`` shares, one per core (None on a single core).

    Why shared: a pool started per sweep costs its start-up each time, which an explorer that
    plays its sweep in a dozen slices, or a Reveal, would pay again and again. It is started
    on first use (again if a worker died, which breaks a pool for good) and shut down when
    Python exits.
    """
    cores = os.cpu_count() or 1
    if cores < 2 or unstartable_main() is not None:
        return None
    with _shared_lock:
        if _shared and getattr(_shared[0], "_broken", False):
            _shared.pop().shutdown(wait=False)
            _started.clear()
        if not _shared:
            _shared.append(worker_pool(cores))
            atexit.register(_shared[0].shutdown, cancel_futures=True)
        return _shared[0]


def is_shared(executor: Executor) -> bool:
    """Whether ``executor`` is the shared pool (not a caller's own, which a sweep must not replace)."""
    return any(executor is pool for pool in _shared)


def start_workers() -> bool:
    """Start the shared pool's workers now, if they are not yet, and say whether they are up.

    Why: a worker started from the fork server imports the games first, about a second, which
    an explorer's first slice of games must not wait for. An explorer starts them when it is
    built; until they are up, a small sweep plays in this process (``wanted_pool``).
    """
    pool = shared_pool()
    if pool is None:
        return False
    with _shared_lock:
        if not _started:
            _started.extend(pool.submit(os.getpid) for _ in range(os.cpu_count() or 1))
    return all(future.done() for future in _started)


def wanted_pool(games: int) -> Executor | None:
    """The shared pool for a sweep of ``games`` in all: none below ``SHARED_FROM`` games, nor
    below ``PARALLEL_FROM`` while its workers are still starting (this process plays sooner)."""
    if games < SHARED_FROM:
        return None
    return shared_pool() if start_workers() or games >= PARALLEL_FROM else None


@contextmanager
def worker_deaths(theirs: bool = False) -> Iterator[None]:
    """A worker process that died says why it most often does, instead of a bare BrokenProcessPool.

    Why: a worker loads the main script again as it starts, so a script whose sweeps are not under
    ``if __name__ == "__main__":`` starts them again inside each worker, which Python refuses,
    and the worker dies before it plays a game. (The shared pool is started afresh at the next
    sweep, so nothing else is lost.) An executor of the caller's own (``theirs``) is not started
    afresh: a process pool one of whose workers died is broken for good, and the caller must make another."""
    try:
        yield
    except BrokenProcessPool as err:
        if theirs:
            raise RuntimeError(
                "executor: the process pool passed as executor is broken (one of its worker processes died, now or in "
                "an earlier use) and runs nothing more: make a new one and pass that"
            ) from err
        raise RuntimeError(
            "a worker process died before its games were played. In a script, put the code that runs sweeps under "
            "'if __name__ == \"__main__\":', since every worker loads the script again as it starts; anywhere, a "
            "worker that runs out of memory dies too. Run it again to start fresh workers"
        ) from err


def unstartable_main() -> str | None:
    """Why no worker process can start from this Python, with what to do instead, or None when one can.

    Why it matters: a worker started by the fork server first runs the main script again from its
    path, and a script read from standard input (``python - <<EOF``) is named ``<stdin>``, no file
    at all: every worker would die as it starts and the pool break with a bare BrokenProcessPool.
    Sweeps then play here (``shared_pool`` is None), and a sweep asked for ``processes`` says why."""
    main = sys.modules.get("__main__")
    path = getattr(main, "__file__", None)
    if path is None or getattr(getattr(main, "__spec__", None), "name", None):
        return None  # run with -c, as a module (-m) or in a kernel: nothing to reload
    if os.path.isfile(os.path.join(multiprocessing.process.ORIGINAL_DIR or "", path)):
        return None
    return (
        f"this Python runs a script from {path}, which a worker process cannot load again: save it as a .py "
        "file and run that, or leave processes unset to play here"
    )


def unsendable(bots: Sequence[Bot]) -> str | None:
    """Why these bots cannot be played in a worker process, with what to do instead, or None when they can.

    Why it matters: a worker loads a bot's class by the name of its module, so a bot written in a
    notebook cell (whose ``__main__`` is no file a worker could import) would break the pool with
    a bare BrokenProcessPool instead of playing. ``run_sweep`` then plays here, and a sweep asked
    for ``processes`` says what to do."""
    for bot in bots:
        module = sys.modules.get(type(bot).__module__)
        if getattr(module, "__file__", None) is None:
            return (
                f"the bot {bot.name!r} is defined in this notebook or session, which a worker process cannot "
                "import: put its class in a .py module and import it, or leave processes unset to play here"
            )
        try:
            pickle.dumps(bot)
        except (pickle.PicklingError, AttributeError, TypeError) as err:
            return (
                f"the bot {bot.name!r} cannot be sent to a worker process ({err}); leave processes unset to play here"
            )
    return unstartable_main()
