"""The Stranger-King's Defection Token, the Patience burst, and who wins."""

import pytest
from noted import noted

import forestnb
from forestnb import Action, IllegalActionError
from forestnb.humbaba.scenes import advance, arrange, calm, play_round, stranger_king_may_defect

from .helpers import new_game, round_begins, script_die

DEFECT = Action("defect")


@pytest.fixture
def duel():
    """Two players, no events: Seat 0 the Stranger-King, Seat 1 the Axe Guild. In rounds 3, 5 and 7
    the king chooses first."""
    return new_game(players=2, events=False)


@pytest.fixture
def king_may_defect():
    """The same two seats at the start of round 3, the first round the king may defect."""
    return stranger_king_may_defect()


def choices_of(game):
    return [a.kind for a in game.legal_actions()]


# -- when defection is offered -------------------------------------------------------------------
def test_defection_is_not_offered_in_rounds_1_and_2(duel):
    for round_ in (1, 2):
        advance(duel, until=round_)
        if duel.current_player != 0:
            duel.apply(next(a for a in duel.legal_actions()))
        assert duel.current_player == 0
        assert "defect" not in choices_of(duel)
        with pytest.raises(
            IllegalActionError, match=f"Defection: the Stranger-King may defect from round 3; this is round {round_}"
        ):
            duel.apply(DEFECT)
        assert not duel.aggressive


def test_from_round_3_defection_is_offered_to_the_stranger_king(king_may_defect):
    duel = king_may_defect
    assert duel.current_player == 0
    assert duel.legal_actions()[0] == DEFECT
    assert "flip the Defection Token" in str(duel.legal_actions()[0])


def test_only_the_stranger_king_may_defect():
    game = advance(new_game(players=3, events=False), until=3)  # round 3: Seat 2 chooses first
    assert game.current_player == 2
    assert "defect" not in choices_of(game)
    with pytest.raises(IllegalActionError, match="only the Stranger-King may defect") as err:
        game.apply(DEFECT)
    assert err.value.rule == "Defection"


def test_defecting_flips_the_token_and_the_king_then_chooses_a_card(king_may_defect):
    duel = king_may_defect
    duel.apply(DEFECT)
    assert duel.aggressive and duel.defection_round == 3
    assert duel.view(1)["defection_token"] == {"seat": 0, "side": "aggressive"}
    assert duel.current_player == 0
    assert set(choices_of(duel)) == {"play"}
    assert duel.history[-1] == DEFECT
    assert [(e.seat, e.data) for e in noted(duel, "H-defect")] == [(0, {"voluntary": True})]


def test_defection_is_irreversible(king_may_defect):
    duel = king_may_defect
    duel.apply(DEFECT)
    with pytest.raises(IllegalActionError, match="Defection: .*already Aggressive; defection is irreversible"):
        duel.apply(DEFECT)
    advance(duel, until=5)
    assert duel.aggressive and "defect" not in choices_of(duel)


def test_defection_is_forced_at_the_start_of_round_7(duel):
    advance(duel, until=6)
    assert not duel.aggressive and duel.may_defect(0)
    advance(duel, until=7)
    assert duel.aggressive and duel.defection_round == 7
    flip = duel.events[round_begins(duel, 7) + 1]  # before anything else in the round
    assert (flip.rule, flip.seat, flip.data) == ("H-defect", 0, {"voluntary": False})
    assert "defect" not in choices_of(duel)


def test_a_king_who_defected_earlier_is_not_flipped_again_at_round_7(duel):
    advance(duel, until=4)
    duel.apply(duel.legal_actions()[-1])
    duel.apply(DEFECT)
    advance(duel, until=7)
    assert duel.defection_round == 4
    assert [e.data for e in noted(duel, "H-defect")] == [{"voluntary": True}]


def test_without_a_stranger_king_nobody_holds_the_token_or_defects():
    game = new_game(players=2, archetypes=["woodcutter", "steward"], events=False)
    assert game.king is None and game.view(0)["defection_token"] is None
    advance(game, until=7)
    assert not game.aggressive and "defect" not in choices_of(game)


# -- Patience ------------------------------------------------------------------------------------
def test_a_dual_mode_card_gives_patience_while_the_king_is_cooperative(duel):
    arrange(duel, hands={0: ["Oath of the Grove"], 1: ["Felling Axe"]})
    play_round(duel, {0: "Oath of the Grove", 1: "Felling Axe"})
    king = duel.seats[0]
    assert (king.patience, king.stockpile) == (1, 1)
    assert duel.health == 6


def test_after_defection_a_dual_mode_card_uses_its_aggressive_side_and_gives_no_patience(king_may_defect):
    duel = king_may_defect
    arrange(
        duel, health=6, hands={0: ["Oath of the Grove"], 1: ["Felling Axe"]}, seats={0: {"patience": 0, "stockpile": 0}}
    )
    play_round(duel, {0: ["defect", "Oath of the Grove"], 1: "Felling Axe"})
    king = duel.seats[0]
    assert king.patience == 0
    assert king.stockpile == 3  # the aggressive harvest
    assert duel.health == 6 - 1


def test_the_burst_spends_all_patience_for_extra_harvest_and_extra_health_damage(king_may_defect):
    duel = king_may_defect
    arrange(
        duel, health=8, hands={0: ["Tribute of Timber"], 1: ["Felling Axe"]}, seats={0: {"patience": 3, "stockpile": 0}}
    )
    play_round(duel, {0: ["defect", "Tribute of Timber"], 1: "Felling Axe"})
    king = duel.seats[0]
    assert king.stockpile == 2 + 3 and duel.rounds[-1]["demands"][0] == 5
    assert duel.health == 8 - 3
    assert king.patience == 0
    assert [e.seat for e in noted(duel, "H-burst")] == [0]
    assert [e.data for e in noted(duel, "H-health")] == [{"from": 8, "to": 5, "source": "Burst"}]


def test_the_burst_happens_once(king_may_defect):
    duel = king_may_defect
    arrange(duel, hands={0: ["Tribute of Timber"], 1: ["Felling Axe"]}, seats={0: {"patience": 2}})
    play_round(duel, {0: ["defect", "Tribute of Timber"], 1: "Felling Axe"})
    arrange(duel, hands={0: ["Tribute of Timber"], 1: ["Felling Axe"]})
    before = duel.seats[0].stockpile
    play_round(duel, {1: "Felling Axe", 0: "Tribute of Timber"})
    assert duel.seats[0].stockpile - before == 2
    assert duel.rounds[-1]["health"] == duel.rounds[-1]["health_start"]


def test_a_forced_defection_bursts_at_the_round_7_harvest(duel):
    advance(duel, until=6)
    arrange(duel, seats={0: {"patience": 2}})
    advance(duel, until=7)
    arrange(duel, health=7, hands={0: ["Crown of Cedar"], 1: ["Felling Axe"]}, seats={0: {"stockpile": 0}})
    play_round(duel, {0: "Crown of Cedar", 1: "Felling Axe"})
    # Crown of Cedar, aggressive: harvest 4 and Health -2; the burst adds 2 and takes 2 more.
    assert duel.seats[0].stockpile == 4 + 2
    assert duel.health == 7 - 2 - 2
    assert duel.seats[0].patience == 0


# -- victory -------------------------------------------------------------------------------------
def last_round(stockpiles, capacity=(0, 0, 0), draw_piles=(8, 8, 8)):
    """Three players who all harvest 2 (Tribute of Timber, Felling Axe, Timber Contract) and do
    nothing else. Arrange the tokens at the start of round 8, play it, and return the finished game."""
    game = new_game(players=3, archetypes=["stranger_king", "woodcutter", "merchant"], events=False, forest_size=60)
    advance(game, until=8)
    arrange(game, seats={s: {"stockpile": stockpiles[s], "capacity": capacity[s], "patience": 0} for s in range(3)})
    plays = calm(game, seat1="Felling Axe")
    with game.edit(check=False):  # the arranged Stockpiles are no forest's 60 cedars
        for seat, size in enumerate(draw_piles):
            player = game.seats[seat]
            while len(player.draw_pile) > size:
                player.hand.append(player.draw_pile.pop())
    play_round(game, plays)
    assert game.is_over() and not game.collapsed
    return game


def test_after_round_8_the_player_with_the_most_cedars_wins():
    game = last_round(stockpiles=(10, 12, 9))
    assert game.scores() == [12, 14, 11]
    assert game.winners() == [1]
    last = game.events[-1]
    assert (last.rule, last.data) == ("H-victory", {"winners": [1]})


def test_a_tie_on_cedars_goes_to_the_most_capacity():
    game = last_round(stockpiles=(10, 8, 9), capacity=(0, 2, 1))  # everyone ends on 12
    assert game.scores() == [12, 12, 12]
    assert game.winners() == [1]


def test_a_tie_on_cedars_and_capacity_goes_to_the_most_cards_left_in_the_draw_pile():
    game = last_round(stockpiles=(9, 9, 9), capacity=(1, 1, 1), draw_piles=(6, 8, 7))
    assert game.scores() == [12, 12, 12]
    assert [len(p.draw_pile) for p in game.seats] == [6, 8, 7]
    assert game.winners() == [1]


def test_a_tie_on_all_three_is_a_shared_victory():
    game = last_round(stockpiles=(9, 5, 9), capacity=(1, 1, 1), draw_piles=(7, 8, 7))
    assert game.winners() == [0, 2]


def test_a_collapse_means_nobody_wins_however_rich(duel):
    arrange(duel, forest_deck=0, seats={1: {"stockpile": 30}}, hands={0: ["Tribute of Timber"], 1: ["Felling Axe"]})
    script_die(duel, 6)
    play_round(duel, {0: "Tribute of Timber", 1: "Felling Axe"})
    assert duel.is_over() and duel.winners() == [] and duel.scores() == [0, 30]


def test_nothing_can_be_played_once_the_eighth_round_is_over():
    game = last_round(stockpiles=(0, 0, 0))
    assert game.current_player is None and game.legal_actions() == []
    with pytest.raises(forestnb.IllegalActionError, match="End of game: the game is over"):
        game.apply(Action("play", ("Tribute of Timber",)))
