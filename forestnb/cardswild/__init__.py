"""Cardswild: a frontier hunting race in the spirit of Mille Bornes.

The rules card is the docstring of ``forestnb.cardswild.rules``. ``cards`` loads and checks the
deck table, ``area`` is a player's face-up hunt area, ``moves`` the actions, ``refusals`` the
reasons a move is refused, ``bots`` the bots (registered on import). The board and its figure
(ipywidgets, plotly) are imported only when asked for, as are the teaching notebooks' modules:
``walkthrough`` (one seeded example and one try-it per rule) and ``whatif`` (the sweeps and
their explorers).
"""

from . import bots as _bots  # noqa: F401  (registers the bots)
from .area import HuntArea
from .cards import SPECIES, TROUBLES, Deck, load_deck
from .rules import MAX_ROUNDS, CardswildGame


def __getattr__(name: str):
    """``board`` (ipywidgets) and ``figures`` (plotly) load on first use, keeping the engine light."""
    if name in ("board", "figures"):
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CardswildGame", "Deck", "HuntArea", "MAX_ROUNDS", "SPECIES", "TROUBLES", "load_deck"]
