"""One class server under a class of 40 at 10 tables: joining, memory per student, and
click-to-update time.

Run: ``.venv/bin/python benchmarks/classroom.py [--students 40] [--rounds 3]`` (needs Chromium
at /usr/bin/chromium and the ``classroom`` extra). It serves a new class on 127.0.0.1 with tables
of four, and every student joins as a class does: a headless Chromium page per student (each its
own browser context, as on separate devices) opens the join page and types the class code, a name
and a table; a table's four students press Join at once. Then it plays ``--rounds`` rounds at every
table by clicking. It reports:

  - from pressing Join to the seat's page showing its cards (median, 95th percentile, maximum);
  - the server's resident memory idle and with every student's page open, and the difference
    per student (the server is one process; a student's page holds one waiting request);
  - for every round at every table, the time from the click that completes the round (the last
    seat's pick) to the moment every page of that table shows the next round (median, 95th
    percentile, maximum).
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from forestnb.classroom import ClassStore

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
]
WAIT_MS = 30_000
SEATED_AT = (
    "new MutationObserver(() => { if (!window.seatedAt && document.querySelector('.forestnb-play'))"
    " window.seatedAt = performance.timeOrigin + performance.now(); })"
    ".observe(document, {subtree: true, childList: true});"
)
NEXT_ROUND = (
    "([before]) => { const h = document.querySelector('.forestnb-student h2');"
    " return (h && !h.innerText.endsWith(before)) || !!document.querySelector('.forestnb-result'); }"
)


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no memory figure for process {pid}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"the server did not listen on port {port}")


def seat_tables(students: int) -> list[int]:
    """Table sizes for a class: fours, with the remainder at a table of two or three."""
    sizes = [4] * (students // 4)
    if students % 4:
        sizes.append(max(2, students % 4))
    return sizes


def round_words(page) -> str:
    return page.locator(".forestnb-student h2").first.inner_text().split(" · ")[-1]


def cpu_seconds(pid: int) -> float:
    """The process's CPU time so far (user and system): what the server itself spent, whatever
    the browsers on the same machine were doing."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def spread(values: list[float]) -> str:
    return (
        f"median {statistics.median(values) * 1000:.0f} ms, 95th percentile {percentile(values, 0.95) * 1000:.0f} ms, "
        f"max {max(values) * 1000:.0f} ms"
    )


def join_table(browser, port: int, class_code: str, number: int, size: int) -> tuple[list, list[float]]:
    """A table's students open the join page on their own devices, fill it in, and press Join at
    once; their pages, and the seconds from each press to that seat's cards on screen."""
    pages = []
    for seat in range(size):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        context.add_init_script(SEATED_AT)
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/join")
        page.fill("#code", class_code)
        page.fill("#name", f"Student {number}-{seat}")
        page.select_option("#table", str(number))
        pages.append(page)
    pressed = []
    for page in pages:
        pressed.append(time.time())
        page.click(".forestnb-join-button", no_wait_after=True)
    waits = []
    for page, at in zip(pages, pressed):
        page.wait_for_function("() => window.seatedAt", timeout=WAIT_MS)
        waits.append(page.evaluate("window.seatedAt") / 1000 - at)
    return pages, waits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp())
    store, _key = ClassStore.create(folder / "bench.sqlite", "benchmark")
    sizes = seat_tables(args.students)
    tables = [store.add_table([None] * size, seed=7, game="humbaba") for size in sizes]
    warm_table = store.add_table(
        [None, "greedy"], seed=7, game="humbaba"
    )  # the first page pays for imports, not a student
    port = free_port()
    log = (folder / "server.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "forestnb.classroom.cli", "serve", str(store.path), "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        wait_for_port(port)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            warm, _ = join_table(browser, port, store.class_code, store.table(warm_table)["number"], 1)
            warm[0].context.close()
            time.sleep(2)
            idle = resident_mb(server.pid)
            pages: dict[int, list] = {}
            joins: list[float] = []
            joining = cpu_seconds(server.pid)
            for table, size in zip(tables, sizes):
                pages[table], waits = join_table(browser, port, store.class_code, store.table(table)["number"], size)
                joins += waits
            joining = cpu_seconds(server.pid) - joining
            time.sleep(2)
            loaded = resident_mb(server.pid)
            updates = []
            playing = cpu_seconds(server.pid)
            for _ in range(args.rounds):
                for table in tables:
                    before = round_words(pages[table][0])
                    for page in pages[table]:
                        page.locator(".forestnb-play").first.click(timeout=WAIT_MS)
                    clicked = time.perf_counter()  # the last seat's click completes the round
                    for page in pages[table]:
                        page.wait_for_function(NEXT_ROUND, arg=[before], polling=20, timeout=WAIT_MS)
                    updates.append(time.perf_counter() - clicked)
            playing = cpu_seconds(server.pid) - playing
            browser.close()
    finally:
        server.terminate()
        server.wait(15)
        log.close()
    print(f"load average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (timings stretch with it)")
    print(f"students: {args.students} at {len(tables)} tables, joining by class code and name, a table at a time")
    print(f"join to the seat's page ({len(joins)} students): {spread(joins)}")
    print(
        "  each table's slowest join, in the order they joined (s): "
        + " ".join(f"{max(joins[i : i + 4]):.1f}" for i in range(0, len(joins), 4))
    )
    print(
        f"server memory: {idle:.0f} MB idle, {loaded:.0f} MB with every page open: "
        f"{(loaded - idle) / args.students:.1f} MB per student"
    )
    print(f"click to every page of the table updated ({len(updates)} table-rounds): {spread(updates)}")
    print(
        f"the server's own CPU: {joining / args.students * 1000:.0f} ms per student joining, "
        f"{playing / len(updates) * 1000:.0f} ms per table-round (the rest of the load is the {args.students} browsers)"
    )


if __name__ == "__main__":
    main()
