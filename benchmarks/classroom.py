"""One class server under a class of 30: memory per student, and click-to-update time.

Run: ``.venv/bin/python benchmarks/classroom.py [--students 30] [--rounds 3]`` (needs Chromium
at /usr/bin/chromium and the ``classroom`` extra). It serves a new class on 127.0.0.1, opens one
headless Chromium page per student (each its own browser context, as on separate devices), and
plays ``--rounds`` rounds at every table by clicking. It reports:

  - the server's resident memory idle and with every student's page open, and the difference
    per student (the server is one process: Solara gives each page a virtual kernel);
  - for every round at every table, the time from the click that completes the round (the last
    seat's pick) to the moment every page of that table shows the next round.
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
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
        "--disable-background-timer-throttling", "--disable-renderer-backgrounding"]
WAIT_MS = 30_000
NEXT_ROUND = ("([before]) => { const h = document.querySelector('.forestnb-student h2');"
              " return (h && !h.innerText.endsWith(before)) || !!document.querySelector('.forestnb-result'); }")


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp())
    store, _key = ClassStore.create(folder / "bench.sqlite", "benchmark")
    tables = [store.add_table([None] * size, seed=7) for size in seat_tables(args.students)]
    codes = {table: [seat["code"] for seat in store.table(table)["seats"]] for table in tables}
    port = free_port()
    log = (folder / "server.log").open("w")
    server = subprocess.Popen([sys.executable, "-m", "forestnb.classroom.cli", "serve", str(store.path), "--port", str(port)],
                              stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for_port(port)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            warm = browser.new_context().new_page()  # the first page pays for imports, not a student
            warm.goto(f"http://127.0.0.1:{port}/?code={codes[tables[0]][0]}")
            warm.wait_for_selector(".forestnb-play", timeout=WAIT_MS)
            warm.context.close()
            time.sleep(2)
            idle = resident_mb(server.pid)
            pages: dict[int, list] = {}
            opened = time.perf_counter()
            for table in tables:
                pages[table] = []
                for code in codes[table]:
                    page = browser.new_context(viewport={"width": 1100, "height": 800}).new_page()
                    page.goto(f"http://127.0.0.1:{port}/?code={code}")
                    pages[table].append(page)
            for page in (p for table in tables for p in pages[table]):
                page.wait_for_selector(".forestnb-play", timeout=WAIT_MS)
            opened = time.perf_counter() - opened
            time.sleep(2)
            loaded = resident_mb(server.pid)
            updates = []
            for _ in range(args.rounds):
                for table in tables:
                    before = round_words(pages[table][0])
                    for page in pages[table]:
                        page.locator(".forestnb-play").first.click(timeout=WAIT_MS)
                    clicked = time.perf_counter()  # the last seat's click completes the round
                    for page in pages[table]:
                        page.wait_for_function(NEXT_ROUND, arg=[before], polling=20, timeout=WAIT_MS)
                    updates.append(time.perf_counter() - clicked)
            browser.close()
    finally:
        server.terminate()
        server.wait(15)
        log.close()
    print(f"load average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (timings stretch with it)")
    print(f"students: {args.students} at {len(tables)} tables; {opened:.1f} s to open every page")
    print(f"server memory: {idle:.0f} MB idle, {loaded:.0f} MB with every page open: "
          f"{(loaded - idle) / args.students:.1f} MB per student")
    print(f"click to every page of the table updated ({len(updates)} rounds): median {statistics.median(updates) * 1000:.0f} ms, "
          f"max {max(updates) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
