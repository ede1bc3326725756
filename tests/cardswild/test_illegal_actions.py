"""Illegal actions raise IllegalActionError naming the rule, and leave the game exactly as it was."""

import pytest

from forestnb import Action, IllegalActionError
from forestnb.cardswild.rules import MAX_ROUNDS
from forestnb.cardswild.scenes import READY_SMALL, lay_out

from .helpers import new_game, state_of


@pytest.fixture
def table():
    """Seat 0 has drawn and now plays; Seat 1 is under Bad Weather; Seat 2 has the Shelter out."""
    game = new_game(players=3)
    return lay_out(
        game,
        seat=0,
        hands={0: ["Daylight", "Nightfall", "Bad Weather", "Rabbit", "Mountain Lion", "Compass", "Grouse"]},
        areas={0: READY_SMALL, 1: {"trouble": "Bad Weather", "trophies": {"Grouse": 1}}, 2: {"safes": ["Shelter"]}},
        discard=["Elk"],
        phase="play",
    )


CASES = [
    (Action("fly"), "Actions", "'fly' is not a Cardswild action (draw, take, play, attack, lion, reverse, discard)"),
    (Action("play"), "Actions", "'play' takes one card name, got []"),
    (Action("play", ("Dragon",)), "Actions", "'play' takes one card name, got ['Dragon']"),
    (Action("play", ("Daylight", "stray")), "Actions", "'play' takes one card name"),
    (Action("discard", (["Elk"],)), "Actions", "'discard' takes one card name"),
    (Action("attack", ("Nightfall", 3)), "Actions", "'attack' takes a card and a target seat 0..2"),
    (Action("attack", ("Nightfall", True)), "Actions", "'attack' takes a card and a target seat 0..2"),
    (Action("lion", ("pond", "Grouse")), "Actions", "'lion' takes a source (a seat 0..2 or 'discard') and a species"),
    (Action("lion", (1, "Daylight")), "Actions", "'lion' takes a source"),
    (Action("draw", ("stray",)), "Actions", "'draw' takes no arguments"),
    (Action("draw"), "One card in, one card out", "Seat 0 has no draw left this turn"),
    (Action("take"), "One card in, one card out", "now play or discard one card"),
    (Action("play", ("Elk",)), "Hand", "Elk is not in Seat 0's hand"),
    (Action("discard", ("Shelter",)), "Hand", "Shelter is not in Seat 0's hand"),
    (Action("attack", ("Lose License", 1)), "Hand", "Lose License is not in Seat 0's hand"),
    (Action("play", ("Daylight",)), "Hunt area", "Seat 0 already has Daylight face up"),
    (Action("play", ("Rabbit",)), "Trophy order", "Grouse comes first (0 of 4), then Rabbit"),
    (Action("play", ("Compass",)), "Remedies", "Compass only clears I'm Lost, and Seat 0 has no I'm Lost on them"),
    (Action("play", ("Nightfall",)), "Trouble cards", "played against another player (attack)"),
    (Action("play", ("Mountain Lion",)), "Mountain Lion", "naming the trophy it takes"),
    (Action("attack", ("Daylight", 1)), "Trouble cards", "Daylight is not one"),
    (Action("attack", ("Nightfall", 0)), "Trouble cards", "never against yourself"),
    (Action("attack", ("Nightfall", 1)), "One Trouble at a time", "Seat 1 already has Bad Weather on them"),
    (Action("attack", ("Bad Weather", 2)), "Safe cards", "Seat 2's Shelter is face up and stops Bad Weather outright"),
    (Action("lion", (0, "Grouse")), "Mountain Lion", "taking your own changes nothing"),
    (Action("lion", (2, "Grouse")), "Mountain Lion", "Seat 2 has no Grouse trophy to take"),
    (Action("lion", ("discard", "Grouse")), "Mountain Lion", "the discard pile's top card is Elk, not a Grouse trophy"),
    (Action("reverse"), "Reverse rule", "the Reverse rule is not in play"),
]


@pytest.mark.parametrize(
    ("action", "rule", "detail"), CASES, ids=[f"{c[0].kind}-{c[1]}-{i}" for i, c in enumerate(CASES)]
)
def test_an_illegal_action_names_its_rule_and_changes_nothing(table, action, rule, detail):
    before = state_of(table)
    with pytest.raises(IllegalActionError) as refused:
        table.apply(action)
    assert refused.value.rule == rule
    assert detail in refused.value.detail
    assert str(refused.value) == f"{rule}: {refused.value.detail}"
    assert state_of(table) == before
    table.apply(Action("play", ("Grouse",)))  # the game goes on as if nothing happened
    assert table.areas[0].trophies["Grouse"] == 1


def test_a_text_that_is_no_legal_action_lists_the_legal_ones(table):
    with pytest.raises(IllegalActionError) as refused:
        table.apply("play Dragon")
    assert refused.value.rule == "Legal actions" and "play Grouse" in refused.value.detail


def test_drawing_moments_are_refused_with_their_rule():
    game = lay_out(new_game(), hands={0: ["Daylight"]}, discard=[], seat=0, phase="draw")
    before = state_of(game)
    for action, rule, detail in [
        (Action("play", ("Daylight",)), "On your turn", "Seat 0 draws first"),
        (Action("take"), "Drawing", "the discard pile is empty"),
    ]:
        with pytest.raises(IllegalActionError) as refused:
            game.apply(action)
        assert (refused.value.rule, detail in refused.value.detail) == (rule, True)
    assert state_of(game) == before


def test_an_action_after_the_end_is_refused():
    game = lay_out(new_game(), hands={0: ["Elk"]}, seat=0, phase="play")
    with game.edit():
        game.turn = MAX_ROUNDS * 2
    game.apply(Action("discard", ("Elk",)))
    assert game.is_over()
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action("draw"))
    assert refused.value.rule == "End of game"
