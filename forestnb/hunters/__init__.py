"""Forest Hunters: a trading card game of characters, supports, hand traps and combinations.

The rules card is the docstring of ``forestnb.hunters.rules``. ``vocabulary`` is the language card
effects are written in, ``cards`` the pool, ``decks`` the deck-building rules, ``field`` and
``table`` the state and questions about it, ``resolve`` the effect stack.
"""
from . import bots as _bots  # noqa: F401  (registers the bots)
from .cards import Card, load_decks, load_pool
from .decks import DeckError, check_deck, validate_deck
from .rules import MAX_ROUNDS, HuntersGame

__all__ = ["Card", "DeckError", "HuntersGame", "MAX_ROUNDS", "check_deck", "load_decks", "load_pool", "validate_deck"]
