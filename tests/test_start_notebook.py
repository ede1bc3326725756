"""The start notebook is the front door: it must link every notebook of every game that has one."""

from __future__ import annotations

import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def start_links() -> set[str]:
    cells = json.loads((NOTEBOOKS / "00_start_here.ipynb").read_text(encoding="utf-8"))["cells"]
    text = "".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")
    return set(re.findall(r"\]\(([^)]+\.ipynb)\)", text))


def test_the_start_notebook_links_every_game_notebook():
    game_notebooks = {str(path.relative_to(NOTEBOOKS)) for path in NOTEBOOKS.glob("[!.]*/*.ipynb")}
    assert game_notebooks and game_notebooks <= start_links()


def test_every_link_in_the_start_notebook_opens_a_notebook():
    for link in start_links():
        assert (NOTEBOOKS / link).is_file(), link


def test_the_gallery_shows_each_picture_with_a_link_to_its_notebook():
    from forestnb.humbaba.figures import gallery_exhibits
    from forestnb.widgets.gallery import gallery

    exhibits = gallery_exhibits()
    tiles = gallery(exhibits).children
    assert len(tiles) == len(exhibits) == 3
    for exhibit, tile in zip(exhibits, tiles):
        chart, caption = tile.children
        assert chart.spec["data"] and exhibit.notebook in caption.value
        assert (NOTEBOOKS / exhibit.notebook).is_file()


def test_the_cells_showing_a_bet_are_ones_the_browser_build_shows_as_code():
    """A bet's answer and lesson read a run with pandas, which the browser build cannot load: the
    cells that show a bet must be ones the build turns into a note."""
    from forestnb.lite.notebooks import START_PANDAS_CELLS

    cells = json.loads((NOTEBOOKS / "00_start_here.ipynb").read_text(encoding="utf-8"))["cells"]
    code = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
    bets = [source for source in code if "bet(" in source]
    assert len(bets) == 2 and all(any(piece in source for piece in START_PANDAS_CELLS) for source in bets)
