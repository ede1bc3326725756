"""Troubles: played at another player, one at a time; what each takes away and what clears it."""

import pytest
from noted import fact

from forestnb.cardswild.scenes import READY_SMALL, lay_out

from .helpers import attack, new_game, play, refuse


@pytest.mark.parametrize(
    ("trouble", "slot", "taken"),
    [
        ("Nightfall", "daylight", "Daylight"),
        ("Out of Bullets", "bullets", "Small Bullets"),
        ("Lose License", "license", "License"),
    ],
)
def test_a_trouble_takes_its_requirement_away(trouble, slot, taken):
    game = lay_out(new_game(), hands={0: [trouble], 1: ["Elk"]}, areas={1: READY_SMALL}, seat=0, phase="play")
    game.apply(attack(trouble, 1))
    victim = game.areas[1]
    assert victim.trouble == trouble and getattr(victim, slot) is None and victim.spent == [taken]
    assert fact(game.events[-1]) == ("C-trouble", 0, {"trouble": trouble, "target": 1})


@pytest.mark.parametrize("trouble", ["Bad Weather", "I'm Lost"])
def test_bad_weather_and_i_m_lost_take_nothing_but_block_the_hunt(trouble):
    game = lay_out(new_game(), hands={0: [trouble], 1: ["Elk"]}, areas={1: READY_SMALL}, seat=0, phase="play")
    game.apply(attack(trouble, 1))
    victim = game.areas[1]
    assert (victim.daylight, victim.license, victim.bullets) == ("Daylight", "License", "Small Bullets")
    assert victim.trouble == trouble and not victim.ready() and victim.spent == []


@pytest.mark.parametrize(
    ("trouble", "remedy", "face_up"),
    [
        ("Nightfall", "Daylight", {"daylight": "Daylight"}),
        ("Out of Bullets", "Small Bullets", {"bullets": "Small Bullets"}),
        ("Out of Bullets", "Big Bullets", {"bullets": "Big Bullets"}),
        ("Lose License", "License", {"license": "License"}),
    ],
)
def test_the_requirement_that_clears_a_trouble_stays_face_up(trouble, remedy, face_up):
    game = lay_out(new_game(), hands={0: [remedy]}, areas={0: {"trouble": trouble}}, seat=0, phase="play")
    game.apply(play(remedy))
    area = game.areas[0]
    assert area.trouble is None and area.spent == [trouble]
    assert all(getattr(area, slot) == card for slot, card in face_up.items())
    assert fact(game.events[-1]) == ("C-play", 0, {"card": remedy})


@pytest.mark.parametrize(("trouble", "remedy"), [("Bad Weather", "Good Weather"), ("I'm Lost", "Compass")])
def test_good_weather_and_compass_clear_their_trouble_and_both_are_spent(trouble, remedy):
    game = lay_out(
        new_game(), hands={0: [remedy]}, areas={0: {**READY_SMALL, "trouble": trouble}}, seat=0, phase="play"
    )
    game.apply(play(remedy))
    area = game.areas[0]
    assert area.trouble is None and area.spent == [trouble, remedy] and area.ready()


@pytest.mark.parametrize(("remedy", "trouble"), [("Good Weather", "Bad Weather"), ("Compass", "I'm Lost")])
def test_good_weather_or_compass_with_nothing_to_clear_is_refused(remedy, trouble):
    game = lay_out(new_game(), hands={0: [remedy]}, areas={0: {"trouble": "Nightfall"}}, seat=0, phase="play")
    error = refuse(game, play(remedy))
    assert error.rule == "Remedies" and f"{remedy} only clears {trouble}" in error.detail


def test_the_wrong_remedy_does_not_clear_a_trouble():
    game = lay_out(new_game(), hands={0: ["Daylight"]}, areas={0: {"trouble": "Bad Weather"}}, seat=0, phase="play")
    game.apply(play("Daylight"))
    assert game.areas[0].trouble == "Bad Weather" and game.areas[0].daylight == "Daylight"


def test_nightfall_on_a_player_without_daylight_still_stops_them_until_they_play_one():
    game = lay_out(
        new_game(), hands={0: ["Nightfall"], 1: ["Daylight"]}, areas={1: {"license": "License"}}, seat=0, phase="play"
    )
    game.apply(attack("Nightfall", 1))
    assert game.areas[1].trouble == "Nightfall" and game.areas[1].spent == []
    lay_out(
        game, hands={1: ["Daylight"]}, areas={1: {"license": "License", "trouble": "Nightfall"}}, seat=1, phase="play"
    )
    game.apply(play("Daylight"))
    assert game.areas[1].trouble is None and game.areas[1].daylight == "Daylight"


def test_a_trouble_is_played_against_another_player_never_yourself():
    game = lay_out(new_game(players=3), hands={0: ["Nightfall"]}, seat=0, phase="play")
    targets = [a.args[1] for a in game.legal_actions() if a.kind == "attack"]
    assert targets == [1, 2]
    error = refuse(game, attack("Nightfall", 0))
    assert error.rule == "Trouble cards" and "never against yourself" in error.detail
    error = refuse(game, play("Nightfall"))
    assert error.rule == "Trouble cards" and "not into your own hunt area" in error.detail


def test_only_troubles_are_played_against_a_player():
    game = lay_out(new_game(), hands={0: ["Daylight"]}, seat=0, phase="play")
    error = refuse(game, attack("Daylight", 1))
    assert error.rule == "Trouble cards" and "Daylight is not one" in error.detail


def test_one_trouble_at_a_time_the_play_is_refused_and_the_card_stays_in_hand():
    """Ruling C8: an illegal action, never offered; the attacker keeps the card and chooses again."""
    game = lay_out(
        new_game(players=3),
        hands={0: ["Nightfall", "Bad Weather"]},
        areas={1: {"trouble": "I'm Lost"}},
        seat=0,
        phase="play",
    )
    targets = {(a.args[0], a.args[1]) for a in game.legal_actions() if a.kind == "attack"}
    assert targets == {("Nightfall", 2), ("Bad Weather", 2)}
    error = refuse(game, attack("Nightfall", 1))
    assert error.rule == "One Trouble at a time"
    assert (
        "Seat 1 already has I'm Lost on them, so the play is refused: Nightfall stays in Seat 0's hand" in error.detail
    )
    assert "Nightfall" in game.hands[0] and game.current_player == 0
    game.apply(attack("Nightfall", 2))
    assert game.areas[2].trouble == "Nightfall"


def test_a_trouble_counts_in_the_summary():
    game = lay_out(new_game(), hands={0: ["Nightfall"]}, seat=0, phase="play")
    game.apply(attack("Nightfall", 1))
    assert game.counts["troubles_played"] == 1
