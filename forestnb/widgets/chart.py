"""A plotly figure as a widget, redrawn in place: the one chart every board, explorer and gallery uses.

Why not plotly's own ``FigureWidget``: its browser side is a 5 MB module holding all of plotly.js,
which anywidget imports afresh for every figure and must finish within two seconds of the figure
reaching the page. On a busy machine (a class server, CI beside other work) one import takes
1 to 2.5 s, the deadline passes, the page reports "[anywidget] Failed to initialize model." and the
figure never draws. A ``Chart``'s module is a few lines. plotly.js reaches the page once, as the
binary state of one ``PlotlyLibrary`` widget per kernel, and is run once, when the first chart is
drawn, outside that deadline; every chart on the page then shares it.

Python edits ``chart.figure`` (a plain ``go.Figure``) and calls ``draw()``, or hands ``show()``
a new figure; the browser redraws with ``Plotly.react``, which keeps the plot element and its
size, so the picture changes in place. A figure without a fixed width follows its element's width.

In the browser build (JupyterLite) a plain figure left at the end of a cell is drawn as a
``Chart`` too (``show_figures_as_charts``): plotly's own renderers cannot draw there, as they need
nbformat, whose schema checks need compiled packages Pyodide lacks, and a page extension the site
does not carry.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import anywidget
import plotly
import plotly.graph_objects as go
import plotly.io as pio
import traitlets
from IPython import get_ipython
from IPython.display import display
from ipywidgets import widget_serialization
from plotly.io.base_renderers import ExternalRenderer

CHART_ESM = """
const SHARED = "__forestnbPlotly";
const RETRIES = [250, 1000, 4000];  // ms before each new try at running plotly.js

function plotlyLibrary(model) {
  // one plotly.js per page: the first chart to be drawn runs it, the others wait for it
  if (!globalThis[SHARED]) {
    globalThis[SHARED] = (async () => {
      const library = await model.widget_manager.get_model(model.get("library").slice("IPY_MODEL_".length));
      const url = URL.createObjectURL(new Blob([library.get("source")], { type: "text/javascript" }));
      try {
        await import(/* webpackIgnore: true */ url);
      } finally {
        URL.revokeObjectURL(url);
      }
      if (!globalThis.Plotly) throw new Error("[forestnb] plotly.js ran but defined no Plotly");
      return globalThis.Plotly;
    })().catch((error) => {
      delete globalThis[SHARED];
      throw error;
    });
  }
  return globalThis[SHARED];
}

async function plotlyLibraryRetried(model) {
  // a failed load is tried again, by every chart waiting on it: one bad moment must not leave
  // the charts that were waiting blank while the charts drawn after them load plotly.js fine
  for (const delay of RETRIES) {
    try {
      return await plotlyLibrary(model);
    } catch (error) {
      console.warn("[forestnb] plotly.js did not load; trying again", error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return plotlyLibrary(model);
}

async function laidOut(el) {
  // plotly sizes a chart from its element's width when it first draws: an element not yet on the
  // page, or not yet laid out, is 0 px wide and plotly falls back to 700 px, half a projector
  for (let frame = 0; frame < 120 && !(el.isConnected && el.clientWidth > 0); frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export default {
  async render({ model, el }) {
    el.classList.add("forestnb-chart");
    el.style.width = "100%";
    const Plotly = await plotlyLibraryRetried(model);
    await laidOut(el);
    const draw = () => {
      const figure = model.get("spec");
      Plotly.react(el, figure.data ?? [], figure.layout ?? {}, { displaylogo: false, responsive: true });
    };
    draw();
    // a chart whose box changes width (a tab shown, a column added beside it) redraws to fit
    let width = el.clientWidth;
    const resized = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== width && el.querySelector(".main-svg")) {
        width = el.clientWidth;
        Plotly.Plots.resize(el);
      }
    });
    resized.observe(el);
    model.on("change:spec", draw);
    return () => {
      resized.disconnect();
      model.off("change:spec", draw);
      Plotly.purge(el);
    };
  },
};
"""


class PlotlyLibrary(anywidget.AnyWidget):
    """plotly.js itself, sent to the page once as bytes for every ``Chart`` there to share."""

    _esm = "export default {};"
    source = traitlets.Bytes().tag(sync=True)


@cache
def plotly_source() -> bytes:
    """The plotly.js that the installed plotly package ships, so page and Python agree on its version."""
    return (Path(plotly.__file__).parent / "package_data" / "plotly.min.js").read_bytes()


_libraries: dict[int, PlotlyLibrary] = {}


def shared_library() -> PlotlyLibrary:
    """The kernel's one library widget (made anew if it was closed, e.g. by ``Widget.close_all``)."""
    kernel = id(get_ipython())
    library = _libraries.get(kernel)
    if library is None or library.comm is None:
        library = _libraries[kernel] = PlotlyLibrary(source=plotly_source())
    return library


class Chart(anywidget.AnyWidget):
    """A live plotly figure: ``figure`` is what Python edits, ``spec`` what the browser was sent."""

    _esm = CHART_ESM
    spec = traitlets.Dict().tag(sync=True)
    library = traitlets.Instance(PlotlyLibrary).tag(sync=True, **widget_serialization)

    def __init__(self, figure: go.Figure | None = None, **kwargs: Any) -> None:
        super().__init__(library=shared_library(), **kwargs)
        self.figure = go.Figure(figure) if figure is not None else go.Figure()
        self.draw()

    def draw(self) -> None:
        """Send ``figure`` as it now is; call after editing it in place."""
        self.spec = json.loads(pio.to_json(self.figure, validate=False))

    def show(self, figure: go.Figure) -> None:
        """Show ``figure`` instead, keeping ``self.figure`` the same object (tests and callers hold it)."""
        with self.figure.batch_update():
            self.figure.data = []
            self.figure.add_traces(figure.data)
            self.figure.layout = figure.layout
        self.draw()


class ChartRenderer(ExternalRenderer):
    """plotly's renderer named ``forestnb_chart``: a displayed figure becomes a ``Chart``."""

    def render(self, fig_dict: dict[str, Any]) -> None:
        display(Chart(go.Figure(fig_dict)))


def show_figures_as_charts() -> None:
    """Make ``forestnb_chart`` plotly's default renderer, for pages where plotly's own cannot draw."""
    pio.renderers["forestnb_chart"] = ChartRenderer()
    pio.renderers.default = "forestnb_chart"
