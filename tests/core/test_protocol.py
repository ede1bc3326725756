"""The game-agnostic contract: registry, saving and loading, and what bad input is told."""

from __future__ import annotations

import json

import pytest

import forestnb
from forestnb import Action, IllegalActionError


def test_games_lists_registered_games_sorted():
    assert forestnb.games() == sorted(forestnb.games())
    assert "humbaba" in forestnb.games()


def test_the_words_name_every_seat_any_game_may_have():
    from forestnb.core.registry import game_class
    from forestnb.core.words import SEATS

    most = max(game_class(name).max_players for name in forestnb.games())
    assert SEATS[:most] == tuple(f"Seat {seat}" for seat in range(most)) and len(SEATS) >= most


def test_an_unknown_game_lists_the_valid_names():
    with pytest.raises(ValueError, match="available games: .*humbaba"):
        forestnb.new_game("chess", players=2, seed=0)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", True, None])
def test_a_seed_must_be_a_non_negative_integer(seed):
    with pytest.raises(ValueError, match="seed"):
        forestnb.new_game("humbaba", players=2, seed=seed)


def test_a_seed_too_large_to_print_is_refused_in_a_short_line():
    # a seed past Python's 4,300-digit limit would be taken, then break repr, to_json and the board
    with pytest.raises(ValueError) as refused:
        forestnb.new_game("humbaba", players=2, seed=10**5000)
    assert (
        str(refused.value)
        == "seed must be a non-negative integer no larger than 2**64 - 1, got a number of about 5,001 digits"
    )
    assert repr(forestnb.new_game("humbaba", players=2, seed=2**64 - 1)).endswith(
        "seed 18446744073709551615, 0 actions, seat 0 to act>"
    )


def test_long_text_given_as_an_action_is_quoted_only_in_part():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    with pytest.raises(IllegalActionError) as refused:
        game.apply("x" * 10**6)
    assert "(1,000,000 characters) is not a legal action now" in str(refused.value) and len(str(refused.value)) < 500


def test_an_action_with_a_huge_argument_is_refused_before_any_rule_reads_it():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    with pytest.raises(IllegalActionError, match=r"argument 1 is a word or a name, got 'zzz.*\(1,000,000 characters\)"):
        game.apply(Action("play", ("z" * 10**6,)))
    assert game.history == []


def test_actions_save_as_short_lists_and_compare_without_their_text():
    action = Action("play", ("Felling Axe",), "play Felling Axe")
    assert action.to_json() == ["play", "Felling Axe"]
    assert Action.from_json(["play", "Felling Axe"]) == action
    assert str(action) == "play Felling Axe"
    with pytest.raises(ValueError):
        Action.from_json({"kind": "play"})


def test_an_action_can_be_applied_by_its_text():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    first = game.legal_actions()[0]
    game.apply(str(first))
    assert game.history == [first]


def test_text_that_is_no_legal_action_is_refused_with_the_choices():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    with pytest.raises(IllegalActionError, match="legal actions: play"):
        game.apply("fly away")


def state_of(game) -> tuple:
    return json.dumps(game.snapshot(), sort_keys=True), list(game.log), list(game.history)


@pytest.mark.parametrize("name", forestnb.games())
@pytest.mark.parametrize(
    ("given", "said"),
    [
        (None, "got None (NoneType)"),
        (3, "got 3 (int)"),
        ({"kind": "play"}, "(dict)"),
        (["play", 1], "Action.from_json"),
        (Action("play", 3), "args a tuple"),
    ],
)
def test_apply_refuses_what_is_no_action_saying_what_it_got(name, given, said):
    game = forestnb.new_game(name, players=2, seed=1)
    before = state_of(game)
    with pytest.raises(
        IllegalActionError, match="apply\\(\\) takes an Action from legal_actions\\(\\) or its text"
    ) as refused:
        game.apply(given)
    assert refused.value.rule == "Legal actions" and said in str(refused.value)
    assert state_of(game) == before


def test_a_bot_that_forgets_to_return_is_told_what_it_gave():
    class Forgetful:
        name = "forgetful"

        def choose(self, game, seat, rng):
            game.legal_actions()[0]  # no return

    with pytest.raises(IllegalActionError, match="got None"):
        forestnb.play("humbaba", [Forgetful(), "random"], seed=2)


def test_legal_actions_returns_a_fresh_list_each_time():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    game.legal_actions().clear()
    assert game.legal_actions()


class TestSavedGames:
    def saved(self):
        game = forestnb.new_game("humbaba", players=3, seed=9)
        for _ in range(5):
            game.apply(game.legal_actions()[-1])
        return game, json.loads(game.to_json())

    def test_a_saved_game_loads_to_the_same_state_and_plays_on(self):
        game, data = self.saved()
        loaded = forestnb.load_game(json.dumps(data))
        assert loaded.snapshot() == data["snapshot"] and loaded.log == game.log
        loaded.apply(loaded.legal_actions()[0])

    def test_text_that_is_not_json_is_refused(self):
        with pytest.raises(ValueError, match="invalid JSON"):
            forestnb.load_game("{not json")

    def test_a_save_missing_its_actions_is_refused(self):
        _, data = self.saved()
        del data["actions"]
        with pytest.raises(ValueError, match="missing: actions"):
            forestnb.load_game(json.dumps(data))

    def test_an_edited_action_is_refused_naming_its_position(self):
        _, data = self.saved()
        data["actions"][2] = ["play", "No Such Card"]
        with pytest.raises(ValueError, match="action 3"):
            forestnb.load_game(json.dumps(data))

    def test_an_edited_state_is_detected(self):
        _, data = self.saved()
        data["snapshot"]["health"] = 10 if data["snapshot"]["health"] != 10 else 0
        with pytest.raises(ValueError, match="different state"):
            forestnb.load_game(json.dumps(data))

    def test_an_unknown_format_is_refused(self):
        _, data = self.saved()
        data["format"] = 99
        with pytest.raises(ValueError, match="format"):
            forestnb.load_game(json.dumps(data))

    def test_a_path_is_refused_saying_to_pass_the_files_text(self, tmp_path):
        game, _ = self.saved()
        path = tmp_path / "save.json"
        path.write_text(game.to_json())
        with pytest.raises(
            ValueError, match=r"takes the JSON text of a save, got \w*Path; for a file pass path.read_text\(\)"
        ):
            forestnb.load_game(path)
        assert forestnb.load_game(path.read_text()).snapshot() == game.snapshot()

    def test_a_dict_is_refused_saying_to_pass_its_json(self):
        _, data = self.saved()
        with pytest.raises(ValueError, match=r"got dict; .*for a dict pass json.dumps\(d\)"):
            forestnb.load_game(data)

    @pytest.mark.parametrize("options", [[], "teams", 3, None])
    def test_options_that_are_not_a_json_object_are_refused(self, options):
        _, data = self.saved()
        data["options"] = options
        with pytest.raises(ValueError, match="options must be a JSON object"):
            forestnb.load_game(json.dumps(data))

    @pytest.mark.parametrize("actions", [{}, "play", 5, None])
    def test_actions_that_are_not_a_list_are_refused(self, actions):
        _, data = self.saved()
        data["actions"] = actions
        with pytest.raises(ValueError, match="actions must be a list of actions"):
            forestnb.load_game(json.dumps(data))

    def test_an_entry_that_is_no_saved_action_is_refused_naming_its_position(self):
        _, data = self.saved()
        data["actions"][1] = 5
        with pytest.raises(ValueError, match="action 2 is not a saved action"):
            forestnb.load_game(json.dumps(data))

    def test_a_seed_of_more_than_4300_digits_is_refused_in_a_short_line(self):
        game, _ = self.saved()
        text = game.to_json().replace('"seed": 9', '"seed": ' + "9" * 5000)
        with pytest.raises(
            ValueError, match=r"^not a saved forestnb game \(it holds a number of more than 4,300 digits\)$"
        ):
            forestnb.load_game(text)

    @pytest.mark.parametrize("part", ["game", "kind", "argument"])
    def test_a_huge_name_in_a_save_is_quoted_only_in_part(self, part):
        _, data = self.saved()
        huge = "n" * 5_000_000
        if part == "game":
            data["game"] = huge
        else:
            data["actions"][0] = [huge] if part == "kind" else ["play", huge]
        with pytest.raises(ValueError) as refused:
            forestnb.load_game(json.dumps(data))
        assert "(5,000,000 characters)" in str(refused.value) and len(str(refused.value)) < 300

    def test_json_nested_too_deeply_to_read_is_refused(self):
        with pytest.raises(ValueError, match="nested too deeply"):
            forestnb.load_game("[" * 100_000 + "]" * 100_000)


class TestBots:
    def test_bot_names_are_listed_per_game(self):
        assert {"random", "cooperative", "greedy", "stranger_king", "adaptive"} <= set(forestnb.bots("humbaba"))

    def test_an_unknown_bot_name_lists_the_available_bots(self):
        with pytest.raises(ValueError, match="available bots: .*cooperative"):
            forestnb.play("humbaba", ["cooperative", "genius"], seed=1)

    def test_an_object_without_choose_is_not_a_bot(self):
        with pytest.raises(ValueError, match="choose"):
            forestnb.play("humbaba", ["random", object()], seed=1)

    def test_any_object_with_a_name_and_choose_plays(self):
        class FirstChoice:
            name = "first"

            def choose(self, game, seat, rng):
                return game.legal_actions()[0]

        game = forestnb.play("humbaba", [FirstChoice(), "random"], seed=2)
        assert game.is_over()

    def test_bots_must_be_a_list_per_seat(self):
        with pytest.raises(ValueError, match="one bot"):
            forestnb.play("humbaba", "random", seed=1)
