""" "What would a strong player do?" in a real browser, on one board (Cardswild's, as a Voila app):
a person presses the button and reads the strong player's top moves for their own seat."""

from browsing import SLOW
from playwright.sync_api import expect


def test_the_advice_button_shows_the_top_moves(voila, page, artifacts):
    page.goto(voila("notebooks/cardswild/02_play.ipynb"), timeout=SLOW)
    board = page.locator(".forestnb-board").first
    expect(board).to_be_visible(timeout=SLOW)
    board.locator("button.forestnb-advice-ask:enabled").click()
    answer = board.locator(".forestnb-advice-answer")
    expect(answer).to_be_visible(timeout=60_000)
    expect(answer).to_contain_text("estimated win chance")
    expect(answer.locator("td").first).to_be_visible()  # at least one move, with its numbers
    answer.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "voila-advice-cardswild.png"))
    assert not page.errors, page.errors
