"""Every game's scenes module: the one place its walkthrough and its rule tests set a situation up.

A scenes module is engine-only (a browser build without pandas, a rule test without widgets can
import it), and every scene leaves a sound game: the state it sets up passes the game's own
``invariant_violations()``, so a walkthrough never teaches from, nor a test checks against, a
table the rules could not reach.
"""

from __future__ import annotations

import inspect
import subprocess
import sys

import pytest

import forestnb
from forestnb.cardswild import scenes as cardswild
from forestnb.forest import scenes as forest
from forestnb.humbaba import scenes as humbaba
from forestnb.hunters import scenes as hunters

MODULES = {"humbaba": humbaba, "forest": forest, "cardswild": cardswild, "hunters": hunters}
DRAWING = ("ipywidgets", "plotly", "pandas", "numpy", "IPython", "anywidget")


def duel() -> forestnb.Game:
    return forestnb.new_game("hunters", players=2, seed=3, decks=["Wolf Pack", "Night Watch"])


SCENES = {
    "humbaba": {
        "table": lambda: humbaba.table(),
        "arrange": lambda: humbaba.arrange(
            humbaba.table(), health=5, forest_deck=20, seats={1: {"capacity": 2}}, hands={0: ["Tribute of Timber"]}
        ),
        "give": lambda: humbaba.give(humbaba.table(), 1, ["Clear-Cut"]),
        "play_round": lambda: humbaba.play_round(humbaba.table(), {0: "Tribute of Timber", 1: "Clear-Cut"}),
        "calm_round": lambda: humbaba.calm_round(
            humbaba.table(decks=("stranger_king", "woodcutter", "steward", "merchant"))
        ),
        "advance": lambda: humbaba.advance(humbaba.table(), ["greedy", "cooperative"], until=4),
        "stranger_king_may_defect": lambda: humbaba.stranger_king_may_defect(),
        "round_with_event": lambda: humbaba.round_with_event(humbaba.table(events=True), "Humbaba's Wrath"),
    },
    "forest": {
        "table": lambda: forest.table(),
        "arrange": lambda: forest.arrange(
            forest.table(3),
            hands={0: ["dusk Raccoon", "sky Raccoon"]},
            piles=[["sky Wolf"], []],
            top=["amber Owl"],
            turn=1,
        ),
        "move": lambda: forest.move(forest.table(), ("draw",)),
        "may_call": lambda: forest.may_call(forest.table(), seat=1),
    },
    "cardswild": {
        "table": lambda: cardswild.table(),
        "lay_out": lambda: cardswild.lay_out(
            cardswild.table(3),
            hands={0: ["Nightfall"]},
            discard=["Elk"],
            areas={1: {**cardswild.READY_SMALL, "trophies": cardswild.ALL_SMALL}},
        ),
        "one_bear_from_the_win": lambda: cardswild.one_bear_from_the_win(cardswild.table(), 1),
    },
    "hunters": {
        "table": lambda: hunters.table(("Wolf Pack", "Night Watch", "Grove Wardens"), seed=2),
        "arrange": lambda: hunters.arrange(duel(), hands={0: ["Grey Wolf"]}, fields={1: ["Black Bear"]}, hearts={1: 2}),
        "ready_to_battle": lambda: hunters.ready_to_battle(duel(), fields={0: ["Grey Wolf"], 1: ["Black Bear"]}),
    },
}


def scene_functions(module) -> set[str]:
    """The module's public functions that hand back a game: its scenes and moves."""
    return {
        name
        for name, value in vars(module).items()
        if inspect.isfunction(value)
        and value.__module__ == module.__name__
        and not name.startswith("_")
        and str(inspect.signature(value).return_annotation).endswith("Game")
    }


@pytest.mark.parametrize("game", MODULES)
def test_a_scenes_module_imports_the_engine_only(game):
    probe = (
        f"import sys, forestnb.{game}.scenes; "
        f"print(sorted({{m.split('.')[0] for m in sys.modules}} & {set(DRAWING)!r}))"
    )
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]", f"forestnb.{game}.scenes pulls in {loaded}"


@pytest.mark.parametrize("game", MODULES)
def test_every_scene_of_a_game_is_checked_here(game):
    assert scene_functions(MODULES[game]) == set(SCENES[game])


@pytest.mark.parametrize(("game", "scene"), [(game, scene) for game, scenes in SCENES.items() for scene in scenes])
def test_every_scene_leaves_a_sound_game(game, scene):
    made = SCENES[game][scene]()
    assert made.name == game
    assert made.invariant_violations() == []
    assert made.legal_actions() or made.is_over(), "a scene hands over a game someone can play on"
