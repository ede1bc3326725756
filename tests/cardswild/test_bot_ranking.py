"""How the bots rank a decision fast without deciding differently: every action draws its
tie-break, a discard is not ranked once a play outranks every discard, and a needed trophy's
keep value comes from a table of the hunting order."""

import random

import pytest

import forestnb
from forestnb.cardswild.bots import (
    KEEP_NEEDED,
    KEEP_NEEDED_TROPHY,
    KEEP_SPARE,
    AggressiveHunter,
    LionReverser,
    Reading,
    SteadyHunter,
)
from forestnb.cardswild.cards import SPECIES_NAMES

BOTS = [SteadyHunter(), AggressiveHunter(), LionReverser()]


def play_decisions(players=4, games=6, **options):
    """Each play-phase decision of seeded games of steady and aggressive hunters, as (game, seat)."""
    seats = [SteadyHunter(), AggressiveHunter()] * 2
    for seed in range(games):
        game = forestnb.new_game("cardswild", players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.current_player
            if game.phase == "play":
                yield game, seat
            game.apply(seats[seat].choose(game, seat, rng))


def fully_ranked_choice(bot, game, seat, rng):
    """The choice with every action ranked: the best rank, ties to the highest draw."""
    reading = Reading(game, seat)
    ranked = [(bot.rank(reading, action), rng.random(), action) for action in game.legal_actions()]
    return max(ranked, key=lambda item: item[:2])[2]


@pytest.mark.parametrize("bot", BOTS, ids=lambda bot: bot.name)
def test_no_discard_ranks_above_the_discard_ceiling(bot):
    for game, seat in play_decisions(players=3, reverse=True):
        reading = Reading(game, seat)
        for action in game.legal_actions():
            if action.kind == "discard":
                assert bot.rank(reading, action) <= bot.discard_ceiling, action


@pytest.mark.parametrize("bot", BOTS, ids=lambda bot: bot.name)
def test_skipping_outranked_discards_never_changes_a_choice(bot):
    for number, (game, seat) in enumerate(play_decisions(players=3, reverse=True)):
        assert bot.choose(game, seat, random.Random(number)) == fully_ranked_choice(
            bot, game, seat, random.Random(number)
        )


def test_a_needed_trophy_of_the_next_species_is_worth_most_and_later_ones_less_the_further_away():
    for at, upcoming in enumerate(SPECIES_NAMES):
        values = KEEP_NEEDED_TROPHY[upcoming]
        assert values[upcoming] == KEEP_NEEDED + 1
        later = [values[species] for species in SPECIES_NAMES[at + 1 :]]
        assert later == sorted(later, reverse=True) and all(KEEP_SPARE <= value < KEEP_NEEDED + 1 for value in later)
