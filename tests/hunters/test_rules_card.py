"""The rules card (the docstring of ``forestnb.hunters.rules``) stays true: every place it points
to exists, and every ruling it makes is checked by a rule test."""

from __future__ import annotations

import re
from pathlib import Path

import forestnb.hunters as hunters
from forestnb.hunters import rules
from forestnb.hunters.rules import HuntersGame

CARD = rules.__doc__ or ""


def test_every_place_the_rules_card_names_exists():
    for name in re.findall(r"``([A-Za-z_.]+)``", CARD):
        owner, _, attribute = name.rpartition(".")
        if name in HuntersGame.option_defaults:
            continue
        if owner in ("", "Lookups", "Resolution"):
            assert (
                hasattr(HuntersGame, attribute)
                or hasattr(rules, attribute)
                or hasattr(hunters, attribute)
                or (Path(rules.__file__).parent / f"{attribute}.py").exists()
            ), name
        else:
            module = getattr(hunters, owner, None) or __import__(f"forestnb.hunters.{owner}", fromlist=[attribute])
            assert hasattr(module, attribute), name


def test_every_ruling_is_checked_by_a_rule_test():
    rulings = re.findall(r"^\s{2}(H\d+)\s", CARD, flags=re.M)
    assert rulings == [f"H{n}" for n in range(1, 16)]
    tests = " ".join(
        path.read_text(encoding="utf-8")
        for path in Path(__file__).parent.glob("test_*.py")
        if path.name != Path(__file__).name
    )
    for ruling in rulings:
        assert re.search(rf"ruling[_ ]{ruling}\b", tests, flags=re.I), f"no rule test cites {ruling}"
