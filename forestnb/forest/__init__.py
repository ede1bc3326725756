"""The Forest: a pair-up set-collection race, with the Deep Woods and Forest Tales add-ons.

The rules card is the docstring of ``forestnb.forest.rules``. ``score_hand`` scores any hand with
a breakdown a board or notebook can show; the bots register themselves on import.
"""
from . import bots as _bots  # noqa: F401  (registers the bots)
from .cards import load_catalogue, load_tales
from .rules import ForestGame
from .scoring import score_hand

__all__ = ["ForestGame", "load_catalogue", "load_tales", "score_hand"]
