"""Forest Hunters: a trading card game of characters, supports, hand traps and combinations.

The rules card is the docstring of ``forestnb.hunters.rules``. ``vocabulary`` is the language card
effects are written in, ``cards`` the pool, ``decks`` the deck-building rules, ``catalogue`` a
game's cards and the facts about them, ``field`` and ``lookups`` the state and questions about it,
``resolve`` the effect stack, ``movement`` where cards go, ``moves`` the actions offered,
``views`` what each seat sees, ``scenes`` tables laid out on purpose, ``bots`` the bots. The
board, its figure and the deck builder (ipywidgets, plotly) are imported only when asked for.
"""

from . import bots as _bots  # noqa: F401  (registers the bots)
from .cards import Card, load_decks, load_pool
from .decks import DeckError, check_deck, validate_deck
from .rules import MAX_ROUNDS, HuntersGame


def __getattr__(name: str):
    """``board``, ``figures`` and ``deck_builder`` (ipywidgets, plotly) load on first use, keeping the engine light."""
    import importlib

    if name in ("board", "figures"):
        return importlib.import_module(f".{name}", __name__)
    if name == "deck_builder":
        return importlib.import_module(".deckbuilder", __name__).deck_builder
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Card", "DeckError", "HuntersGame", "MAX_ROUNDS", "check_deck", "load_decks", "load_pool", "validate_deck"]
