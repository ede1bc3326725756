"""Every game's options come from one declaration: checked there, named in every sweep row."""

from __future__ import annotations

import json

import pytest

import forestnb
from forestnb.core.options import Knob, Option, check_options, named
from forestnb.core.registry import game_class

WHOLE = [
    (name, option)
    for name in forestnb.games()
    for option in game_class(name).declared_options
    if option.low is not None
]


@pytest.mark.parametrize(("name", "option"), WHOLE, ids=[f"{n}.{o.name}" for n, o in WHOLE])
def test_an_out_of_range_option_is_refused_with_its_range(name, option):
    players = game_class(name).max_players
    for value in (option.low - 1, option.high + 1):
        with pytest.raises(ValueError) as refused:
            forestnb.new_game(name, players=players, seed=1, **{option.name: value})
        assert (
            str(refused.value)
            == f"{option.name} must be a whole number from {option.low} to {option.high}, got {value}"
        )


@pytest.mark.parametrize("name", forestnb.games())
def test_every_default_is_a_value_its_own_check_accepts(name):
    game = game_class(name)
    checked = check_options(name, game.declared_options, {}, game.max_players)
    assert list(checked) == [option.name for option in game.declared_options] == list(game.option_defaults)


@pytest.mark.parametrize("name", forestnb.games())
def test_every_knob_offers_only_values_the_game_accepts(name):
    game = game_class(name)
    for option in game.declared_options:
        if option.knob is not None and not option.knob.choices:
            for value in option.knob.values():
                option.checked(value, game.max_players)


def test_a_flag_must_be_true_or_false():
    flag = Option("events", True, "events", "Forest Events are dealt", knob=Knob())
    assert flag.checked(False, 4) is False
    with pytest.raises(ValueError, match="events must be True or False, got 1"):
        flag.checked(1, 4)


def test_an_option_is_declared_with_exactly_one_kind_of_check():
    with pytest.raises(TypeError, match="one of them"):
        Option("size", 3, "size", "how big", low=0, high=5, check=lambda value, players: value)
    with pytest.raises(TypeError, match="one of them"):
        Option("size", 3, "size", "how big")


@pytest.mark.parametrize("name", forestnb.games())
def test_a_sweep_row_names_every_option_defaults_included(name):
    game = game_class(name)
    rows = forestnb.simulate(name, ["random"] * game.min_players, games=2, seed=3)
    defaults = forestnb.new_game(name, players=game.min_players, seed=0).options
    for option, value in defaults.items():
        expected = value if value is None or isinstance(value, (bool, int, str)) else json.dumps(value)
        assert list(rows[option]) == [expected] * 2, option
    assert not [column for column in rows.columns if column.startswith("option_")]


def test_a_swept_option_is_one_column_holding_the_swept_values():
    frame = forestnb.sweep("humbaba", ["cooperative"] * 4, grid={"starting_health": [3, 9]}, games=2, seed=1)
    assert list(frame.columns).count("starting_health") == 1
    assert list(frame.columns)[:2] == ["game_index", "starting_health"]
    assert list(frame["starting_health"]) == [3, 3, 9, 9]
    assert (frame["regen_divisor"] == 2).all() and (frame["box_size"] == 20).all()


def test_the_tables_column_may_not_take_an_options_name():
    with pytest.raises(ValueError, match="label 'box_size' is an option of humbaba"):
        forestnb.sweep("humbaba", {"calm": ["cooperative"] * 4}, games=1, seed=1, label="box_size")


def test_an_option_is_found_by_name_and_an_unknown_name_lists_the_options():
    declared = game_class("forest").declared_options
    assert named(declared, "deep_woods").default is False
    with pytest.raises(ValueError, match="no option 'woods'; options: deep_woods, forest_tales"):
        named(declared, "woods")


def test_a_sweep_checks_its_seed_and_each_setting_once_whatever_its_number_of_games(monkeypatch):
    from forestnb.core import game, match

    checked = {"seed": 0, "options": 0}
    real_seed, real_options = match.check_seed, game_class("forest").check_options.__func__

    def count_seed(seed):
        checked["seed"] += 1
        return real_seed(seed)

    def count_options(cls, options, players):
        checked["options"] += 1
        return real_options(cls, options, players)

    monkeypatch.setattr(match, "check_seed", count_seed)
    monkeypatch.setattr(game, "check_seed", count_seed)
    monkeypatch.setattr(game_class("forest"), "check_options", classmethod(count_options))
    forestnb.sweep("forest", ["greedy", "tracker"], grid={"deep_woods": [False, True]}, games=12, seed=4, processes=1)
    assert checked == {"seed": 1 + 2, "options": 2}, "the sweep's seed, and each setting's game built once to check it"
