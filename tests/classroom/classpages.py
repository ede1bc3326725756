"""A student's page in Chromium, as a student gets it: a device of their own (a browser context),
the join page, the class code and a first name, then the seat's page."""

from __future__ import annotations

from urllib.parse import urlparse

from playwright.sync_api import TimeoutError as PlaywrightTimeout

SECONDS = 20_000  # milliseconds Playwright waits for one step
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
LAPTOP = {"viewport": {"width": 1250, "height": 900}}


def keep_received(page) -> None:
    """Keep every answer the class server sends the student's page in ``page.received``: the page
    itself, its news and the answers to its clicks (everything that reaches the browser)."""
    page.received = []

    def keep(response) -> None:
        path = urlparse(response.url).path
        if path in ("/", "/forestnb/seat", "/forestnb/act") and response.status == 200:
            page.received.append(response.text())

    page.on("response", keep)


def fill_join(page, base: str, class_code: str, name: str, table: int | None = None) -> None:
    """Type the class code and a name on the join page (and choose a table), and send it."""
    page.goto(f"{base}/join")
    page.fill("#code", class_code)
    page.fill("#name", name)
    if table is not None:
        page.select_option("#table", str(table))
    page.click(".forestnb-join-button")


def join_student(browser, base: str, class_code: str, name: str, table: int | None = None, device: dict | None = None):
    """A new device that joins the class and lands on its seat's page."""
    context = browser.new_context(**(device or LAPTOP))
    page = context.new_page()
    keep_received(page)
    fill_join(page, base, class_code, name, table)
    page.wait_for_selector(".forestnb-student", timeout=SECONDS)
    return page


def tap_first_move(page, before: str, *, or_picked: bool = False, taps: int = 3) -> None:
    """Tap the page's first move and wait until the page takes it: its heading moves on from
    ``before`` or the game ends (or, with ``or_picked``, it shows the seat's secret pick). Tap again
    if not, as a student does when a tap lands on buttons the page was just replacing: the store
    refuses such a tap as stale, and the page says so quietly."""
    picked = "!!document.querySelector('.forestnb-picked') || " if or_picked else ""
    taken = (
        "([before]) => { const h = document.querySelector('.forestnb-student h2');"
        f" return {picked}(h && h.innerText != before) || !!document.querySelector('.forestnb-result'); }}"
    )
    for tap in range(taps):
        page.locator(".forestnb-play").first.click(timeout=SECONDS)
        try:
            page.wait_for_function(taken, arg=[before], timeout=SECONDS // taps)
            return
        except PlaywrightTimeout:
            if tap == taps - 1:
                raise
