"""A row of small live figures, each with a caption linking to the notebook it comes from."""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as widgets
import plotly.graph_objects as go

from .chart import Chart

THUMBNAIL = {"width": 380, "height": 300, "margin": {"l": 40, "r": 10, "t": 40, "b": 40}, "showlegend": False}


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
            f'<div style="width:370px;font-size:12px">{escape(exhibit.caption)} '
            f'<a href="{escape(exhibit.notebook)}" target="_blank">Open the notebook</a></div>'
        )
        tiles.append(widgets.VBox([chart, caption], layout=widgets.Layout(margin="0 8px 8px 0")))
    box = widgets.HBox(tiles, layout=widgets.Layout(flex_flow="row wrap"))
    box.add_class("forestnb-gallery")
    return box
