"""Positions to search from: games part-played by random bots, seeded, in every size and with the
options that add hidden things (The Forest's tales and Deep Woods, Forest Hunters' teams)."""

import random

from forestnb.core.bots import RandomBot
from forestnb.core.registry import new_game

SETTINGS = {
    "forest": [(2, {}), (3, {"forest_tales": True}), (4, {"deep_woods": True, "forest_tales": True})],
    "cardswild": [(2, {}), (3, {}), (4, {"reverse": True})],
    "hunters": [(2, {}), (3, {}), (4, {"teams": True})],
    "humbaba": [(2, {}), (3, {}), (4, {})],
}


def positions(name, count, seed=0, share=0.1):
    """``count`` (game, seat) pairs: every tenth decision or so of random games, a random seat."""
    rng, bot, found = random.Random(seed), RandomBot(), []
    game_seed = 0
    while len(found) < count:
        players, options = SETTINGS[name][game_seed % len(SETTINGS[name])]
        game = new_game(name, players=players, seed=seed * 1000 + game_seed, **options)
        game_seed += 1
        while not game.is_over() and len(found) < count:
            if rng.random() < share:
                found.append((game.clone(), rng.randrange(players)))
            game.apply(bot.choose(game, game.current_player, rng))
    return found
