"""The skill ladder: every rung meets the same opponents on the same seeds, with an interval."""

import pandas as pd
import pytest

import forestnb
from forestnb.lab.skill import in_order


def test_the_ladder_has_a_row_per_rung_from_random_to_the_strong_bot():
    frame = forestnb.lab.ladder("humbaba", games=3, budgets=(2,))
    assert list(frame["player"]) == ["random", "cooperative", "adaptive", "strong 2"]
    assert (frame["games"] == 3).all() and (frame["low"] <= frame["win_rate"]).all()
    assert (frame["win_rate"] <= frame["high"]).all()


def test_a_ladder_is_in_order_when_each_rung_is_above_the_last():
    climbing = pd.DataFrame({"player": ["random", "greedy", "tracker", "strong 4"], "win_rate": [0.0, 0.4, 0.5, 0.6]})
    assert in_order(climbing)
    assert not in_order(climbing.assign(win_rate=[0.0, 0.4, 0.5, 0.45]))
    assert not in_order(climbing.assign(win_rate=[0.45, 0.4, 0.5, 0.6]))


@pytest.mark.parametrize(("given", "message"), [({"game": "chess"}, "game must be"), ({"games": 0}, "games must")])
def test_bad_input_is_named(given, message):
    with pytest.raises(ValueError, match=message):
        forestnb.lab.ladder(**{"game": "forest", **given})
