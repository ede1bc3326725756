"""forestnb: four forest card games to play, step through and simulate in Jupyter.

The public contract is game-agnostic: ``new_game``, ``load_game``, ``games``, ``bots``, ``play``,
``simulate`` and ``sweep`` work the same for every registered game.
"""

import sys

from . import (
    cardswild,  # noqa: E402,F401
    forest,  # noqa: E402,F401
    humbaba,  # noqa: E402,F401  (registers the game)
    hunters,  # noqa: E402,F401
)
from .core import (
    Action,
    Bot,
    DataError,
    Game,
    IllegalActionError,
    RandomBot,
    bots,
    finish,
    games,
    load_game,
    make_bot,
    new_game,
    play,
    scaled_games,
    simulate,
    sweep,
)
from .core.registry import put_first
from .lab import balance, card_strength, compare_rules  # noqa: E402

put_first("humbaba")  # the README's lesson: a new class's tables play it unless the teacher chooses another

__version__ = "0.1.0"

if sys.platform == "emscripten":  # the browser build: plain figures are drawn as forestnb Charts
    from .widgets.chart import show_figures_as_charts

    show_figures_as_charts()

__all__ = [
    "Action",
    "Bot",
    "DataError",
    "Game",
    "IllegalActionError",
    "RandomBot",
    "balance",
    "bots",
    "card_strength",
    "compare_rules",
    "finish",
    "games",
    "humbaba",
    "lab",
    "load_game",
    "make_bot",
    "new_game",
    "play",
    "scaled_games",
    "simulate",
    "sweep",
]
