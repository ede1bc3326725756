"""The Forest of Humbaba: a commons game of harvest, hidden reserves and the Seneca effect.

The rules card is the docstring of ``forestnb.humbaba.rules``. The engine, cards, odds and bots
load here; boards and figures (ipywidgets, plotly) and the odds tables (pandas) live in their
own modules and are imported only when asked for.
"""

from . import bots as _bots  # noqa: F401  (registers the bots)
from .cards import load_archetypes, load_events
from .odds import band, collapse_probability, die_success, regeneration
from .rules import HumbabaGame


def __getattr__(name: str):
    """``board`` (ipywidgets), ``figures`` (plotly) and the tables (pandas) load on first use,
    keeping the engine light."""
    import importlib

    if name in ("board", "figures"):
        return importlib.import_module(f".{name}", __name__)
    if name in ("die_table", "timeline"):
        return getattr(importlib.import_module(".frames", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "HumbabaGame",
    "band",
    "collapse_probability",
    "die_success",
    "load_archetypes",
    "load_events",
    "regeneration",
    "timeline",
    "die_table",
]
