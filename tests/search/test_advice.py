""" "What would a strong player do?" on every board: offered to the seat whose hand the screen
shows, answered with legal moves from that seat's view only, and cleared once the game moves on."""

import importlib
import random

import pytest

from forestnb.core.determinize import determinize

RULE_BOT = {"forest": "tracker", "cardswild": "aggressive", "hunters": "beatdown", "humbaba": "adaptive"}


def human_board(name):
    b = importlib.import_module(f"forestnb.{name}.board").board(players=2, seats=["human", RULE_BOT[name]], seed=5)
    b.advice.bot.iterations = 6  # a quick search: the notebook's budget takes about a second
    return b


@pytest.mark.parametrize("name", ["forest", "cardswild", "hunters", "humbaba"])
def test_the_advice_names_legal_moves_with_their_share_and_chance(name):
    b = human_board(name)
    assert b.game.current_player == 0 and not b.advice.ask_button.disabled
    b.advice.ask_button.click()
    answer = b.advice.answer.value
    assert "Seat 0" in answer and "estimated win chance" in answer and "share of the search" in answer
    first = b.advice.bot.search(b.game, 0, random.Random(b.game.seed * 10_007 + len(b.game.history)))[0]
    assert first.action in b.game.legal_actions() and str(first.action).replace("'", "&#x27;") in answer


@pytest.mark.parametrize("name", ["forest", "cardswild", "hunters", "humbaba"])
def test_the_advice_is_the_same_whatever_the_hidden_cards(name):
    b = human_board(name)
    b.advice.ask()
    real = b.advice.answer.value
    b.game = determinize(b.game, 0, random.Random(1))  # other hands and the deck dealt anew, same view
    b.advice.ask()
    assert b.advice.answer.value == real


def test_the_advice_is_cleared_when_the_game_moves_on_and_not_offered_for_a_bot_s_turn():
    b = human_board("cardswild")
    b.advice.ask()
    assert b.advice.answer.value
    b._apply(b.game.legal_actions()[0])
    b.refresh()
    assert b.advice.answer.value == ""
    assert b.advice.ask_button.disabled == (b.game.current_player != 0)


def test_in_humbaba_the_advice_gives_each_move_s_chance_that_the_forest_stands():
    b = human_board("humbaba")
    b.advice.ask()
    assert "estimated chance the forest stands" in b.advice.answer.value
    stats = b.advice.bot.search(b.game, 0, random.Random(b.game.seed * 10_007 + len(b.game.history)))
    assert all(0 <= s.survival <= 1 for s in stats if s.visits)


@pytest.mark.parametrize("name", ["forest", "cardswild", "hunters"])
def test_a_game_with_no_shared_loss_gives_no_survival_chance(name):
    b = human_board(name)
    b.advice.ask()
    assert "forest stands" not in b.advice.answer.value
