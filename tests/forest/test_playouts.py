"""Seeded random playouts with the add-ons on (the conformance suite plays the base game only):
every step keeps the game's invariants, and every game replays from (config, seed, actions)."""

import json
import random

import pytest

import forestnb
from forestnb import Action

OPTIONS = [{"deep_woods": True}, {"forest_tales": True}, {"deep_woods": True, "forest_tales": True}]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "+".join(o))
def test_random_playouts_with_add_ons_keep_the_invariants_and_replay(options):
    for seed in range(40):
        rng = random.Random(seed)
        game = forestnb.new_game("forest", players=rng.choice([2, 3, 4]), seed=seed, **options)
        while not game.is_over():
            assert game.invariant_violations() == [], f"seed {seed}"
            game.apply(rng.choice(game.legal_actions()))
        assert game.invariant_violations() == []
        replayed = forestnb.new_game("forest", players=game.players, seed=seed, **options)
        for action in game.history:
            replayed.apply(Action(action.kind, action.args))
        assert replayed.log == game.log
        if seed % 10 == 0:
            assert forestnb.load_game(game.to_json()).snapshot() == json.loads(json.dumps(game.snapshot()))


def test_round_scores_match_the_breakdowns_boards_show():
    game = forestnb.play("forest", ["tracker", "greedy", "random"], seed=12, deep_woods=True)
    for record in game.rounds:
        if record["call"] == "score":
            assert record["gained"] == [b["total"] for b in record["breakdowns"]]
        elif record["call"] == "strike":
            caller = record["caller"]
            totals = [b["total"] for b in record["breakdowns"]]
            bonus = [b["colour_bonus"] for b in record["breakdowns"]]
            expect = (
                [totals[s] + bonus[s] if s == caller else bonus[s] for s in range(3)]
                if record["strike_success"]
                else [bonus[s] if s == caller else totals[s] for s in range(3)]
            )
            assert record["gained"] == expect


def test_the_invariants_notice_a_card_out_of_place():
    game = forestnb.new_game("forest", players=2, seed=1)
    game.deck.pop()
    assert game.invariant_violations() == ["cards not conserved: 57 cards in play, the deck has 58"]
    game = forestnb.new_game("forest", players=2, seed=1, forest_tales=True)
    game.holders = {"Windfall": 0, "Long Wait": 0}
    assert game.invariant_violations() == ["someone holds two tales"]


def test_the_invariants_notice_a_hand_set_directly_until_it_is_recounted():
    """Each seat's packed card counts follow its cards as they move; code that sets a hand
    directly must recount them, or every count read off them (points, pair moves) is stale."""
    game = forestnb.new_game("forest", players=2, seed=1)
    game.hands[1], game.deck = game.deck[:5], game.deck[5:]
    assert game.invariant_violations() == [
        "the packed card counts of seats [1] do not match their cards (set directly without recount()?)"
    ]
    game.recount()
    assert game.invariant_violations() == []


def test_remembered_pair_moves_are_the_ones_a_fresh_count_gives():
    """Pair moves are remembered by the copies of pair and trio cards a hand holds: in every play
    phase seeded games reach (Fox Twins and Hedgehogs included) they must be a fresh count's."""
    from forestnb.forest.effects import _pairs_among

    checked = 0
    for seed in range(30):
        game = forestnb.new_game("forest", players=4, seed=seed, deep_woods=True, forest_tales=True)
        rng = random.Random(seed)
        while not game.is_over():
            if game.phase == "play":
                seat = game.turn
                twins = "fox_twins" in game.effects[seat]
                partners = game.index.twin_partners if twins else game.index.partners
                assert game._pair_options(seat) == list(_pairs_among(game.hands[seat], partners, game.index))
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert checked > 1000


def test_only_the_moves_named_as_hand_gains_bring_cards_into_the_movers_hand():
    """The four-Lions win is looked for only after a move in ``HAND_GAINS``: every other move must
    leave the mover with no new card (a new round's empty hand included)."""
    from forestnb.forest.moves import HAND_GAINS, PHASE_KINDS

    assert HAND_GAINS <= {kind for kinds in PHASE_KINDS.values() for kind in kinds}
    seen = set()
    for seed in range(40):
        game = forestnb.new_game("forest", players=3, seed=seed, deep_woods=True, forest_tales=True)
        rng = random.Random(seed)
        while not game.is_over():
            action = rng.choice(game.legal_actions())
            mover, before = game.turn, list(game.hands[game.turn])
            game.apply(action)
            seen.add(action.kind)
            if action.kind not in HAND_GAINS:
                after = game.hands[mover]
                assert all(after.count(card) <= before.count(card) for card in after), action
    assert seen - HAND_GAINS >= {"end", "score", "strike", "trio", "hide", "grab"}
