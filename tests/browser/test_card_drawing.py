"""A card as Chromium lays it out: the corner number stays in the card's coloured band, top right,
however many lines the card's kind takes (a long kind once pushed it down over the card's name)."""

from __future__ import annotations

import pytest

from forestnb.widgets.cards import card_html

KINDS = ["support", "tracker character", "wolf combination character", "conditional_harvest"]


@pytest.mark.parametrize("kind", KINDS)
def test_the_corner_number_sits_in_the_band_at_the_top_right(kind, page):
    page.set_content(card_html("Beast Tamer", kind, "Play condition: you control a Wolf character.", corner="10/6"))
    band = page.locator(".forestnb-card > div").first.bounding_box()
    corner = page.locator(".forestnb-card > div > span").last.bounding_box()
    name = page.get_by_text("Beast Tamer").bounding_box()
    assert band["y"] <= corner["y"] and corner["y"] + corner["height"] <= band["y"] + band["height"]
    assert corner["x"] + corner["width"] <= band["x"] + band["width"]
    assert corner["y"] - band["y"] < 6, "the corner number starts on the band's first line"
    assert corner["y"] + corner["height"] <= name["y"], "the corner number never covers the card's name"
