"""A row of small live figures, each with a caption linking to the notebook it comes from."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as widgets
import plotly.graph_objects as go

from .chart import Chart

TILE_WIDTH = 400
"""Three tiles fit side by side in a notebook on a 1366-pixel projector, two beside an open file browser."""
THUMBNAIL = {
    "width": TILE_WIDTH,
    "height": 460,
    "margin": {"l": 50, "r": 10, "t": 40, "b": 130},
    "showlegend": True,
    "font": {"size": 11},
    "legend": {"orientation": "h", "x": 0, "xanchor": "left", "y": -0.2, "yanchor": "top", "font": {"size": 10}},
}
"""A tile's size and a legend under the picture: a small picture still names every line it draws."""


@dataclass(frozen=True)
class Exhibit:
    """One picture of a game: what it shows, the figure, and the notebook that explains it."""

    title: str
    figure: go.Figure
    notebook: str
    caption: str


def gallery(exhibits: list[Exhibit]) -> widgets.Widget:
    """Thumbnails side by side (wrapping on narrow screens), so a newcomer sees what each notebook offers."""
    tiles = []
    for exhibit in exhibits:
        chart = Chart(exhibit.figure)
        chart.figure.update_layout(title={"text": exhibit.title, "font": {"size": 14}}, **THUMBNAIL)
        chart.draw()
        caption = widgets.HTML(
            f'<div style="width:{TILE_WIDTH - 10}px;font-size:13px;line-height:1.35">{escape(exhibit.caption)} '
            f'<a href="{escape(exhibit.notebook)}" target="_blank">Open the notebook</a></div>'
        )
        tiles.append(widgets.VBox([chart, caption], layout=widgets.Layout(margin="0 8px 8px 0")))
    box = widgets.HBox(tiles, layout=widgets.Layout(flex_flow="row wrap"))
    box.add_class("forestnb-gallery")
    return box
