"""Game-agnostic machinery shared by every forestnb game."""

from .actions import Action
from .bots import Bot, RandomBot, bots, make_bot, register_bots
from .errors import DataError, IllegalActionError
from .game import Game
from .match import finish, play, scaled_games, simulate, sweep
from .registry import game_class, games, load_game, new_game, register_game

__all__ = [
    "Action",
    "Bot",
    "DataError",
    "Game",
    "IllegalActionError",
    "RandomBot",
    "bots",
    "finish",
    "game_class",
    "games",
    "load_game",
    "make_bot",
    "new_game",
    "play",
    "register_bots",
    "register_game",
    "scaled_games",
    "simulate",
    "sweep",
]
