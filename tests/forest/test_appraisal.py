"""The bots' appraisal of cards: worked out in parts and remembered, it must give what the engine
says a card adds (``points_if``) in every state seeded games reach, Lions in hand or not."""

import random

import pytest

import forestnb
from forestnb.forest.bots import Appraisal, TrackerBot, unseen_counts
from forestnb.forest.scoring import colour_counts


@pytest.mark.parametrize(
    "options", [{}, {"deep_woods": True}, {"forest_tales": True}], ids=["base", "deep woods", "tales"]
)
def test_every_unseen_card_adds_what_the_engine_says(options):
    tracker, checked, with_lions = TrackerBot(), 0, 0
    for seed in range(12):
        game = forestnb.new_game("forest", players=3, seed=seed, **options)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.current_player
            appraisal = Appraisal(game, seat)
            for code, _ in unseen_counts(game, seat):
                assert appraisal.gain(code) == game.points_if(seat, gained=[code]) - game.card_points(seat)
                checked += 1
            with_lions += colour_counts(game.packed[seat], game.table)
            game.apply(tracker.choose(game, seat, rng))
    assert checked > 10_000 and with_lions > 100


def test_a_card_is_valued_the_same_asked_once_or_again():
    game = forestnb.new_game("forest", players=2, seed=3)
    first = Appraisal(game, 0)
    values = [first.card(code) for code in range(len(game.catalogue.cards))]
    assert [Appraisal(game, 0).card(code) for code in range(len(game.catalogue.cards))] == values
    assert first.unseen() == [first.card(code) for code, n in unseen_counts(game, 0) for _ in range(n)]
