"""The Forest: a pair-up set-collection race, with the Deep Woods and Forest Tales add-ons.

The rules card is the docstring of ``forestnb.forest.rules``. ``score_hand`` scores any hand with
a breakdown a board or notebook can show; the bots register themselves on import. The board and
figures (ipywidgets, plotly) load only when asked for.
"""

from . import bots as _bots  # noqa: F401  (registers the bots)
from .cards import load_catalogue, load_tales
from .rules import ForestGame
from .scoring import score_hand


def __getattr__(name: str):
    """``board`` (ipywidgets) and ``figures`` (plotly) load on first use, keeping the engine light."""
    if name in ("board", "figures"):
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["ForestGame", "load_catalogue", "load_tales", "score_hand"]
