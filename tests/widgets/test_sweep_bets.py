"""A what-if's bet as the package declares it: the notebook names it, its answer is read from the
games, and what its Reveal shows under an explorer speaks of the run the chart shows: redrawn when
a run ends, marked as the earlier run's while a new one plays."""

from __future__ import annotations

import ipywidgets as widgets
import pandas as pd
import plotly.graph_objects as go
import pytest

from forestnb.widgets.explorer import Explorer
from forestnb.widgets.predict import Bet
from forestnb.widgets.sweep_bets import STALE_CLASS, Following, SweepBet, bet_named, sweep_bet

BET = Bet("How often?", 0, 100, 5, "%", "Because of the knob.")


def sweep(*, games: int, seed: int, on_step, level: int) -> pd.DataFrame:
    return pd.DataFrame({"level": [level] * games, "won": [seed % 2 == 0] * games})


def explorer() -> Explorer:
    return Explorer(
        "Levels",
        sweep,
        {"bars": lambda frame: go.Figure(go.Bar(y=frame["won"]))},
        {"level": widgets.IntSlider(value=1, min=0, max=5)},
        games=4,
        seed=2,
    )


def lesson(frame: pd.DataFrame) -> str:
    return f"<p>Level {frame['level'].iloc[0]}: won {frame['won'].mean():.0%}.</p>"


def test_what_follows_an_explorer_is_marked_stale_while_a_run_plays_and_redrawn_when_it_ends():
    held = explorer()
    held.run()
    following = Following(held, lesson)
    assert "Level 1: won 100%" in following.body.children[0].value and not following.stale
    runs = []
    held.follow(lambda frame: runs.append(frame is None))
    held.knobs["level"].value, held.seed.value = 3, 1
    held.run()
    assert runs == [True, False], "told when the run started and when it ended"
    assert "Level 3: won 0%" in following.body.children[0].value and not following.stale


def test_while_a_run_plays_the_words_say_they_belong_to_the_earlier_run():
    held = explorer()
    held.run()
    following = Following(held, lesson)
    following.update(None)
    assert following.stale and STALE_CLASS in following._dom_classes and "earlier run" in following.note.value
    following.update(held.frame)
    assert not following.stale and STALE_CLASS not in following._dom_classes


def test_a_bet_on_an_explorer_reads_its_answer_from_the_games_and_shows_the_explorer_then_what_follows_it():
    held = explorer()
    widget = sweep_bet(
        SweepBet(BET, lambda frame: round(100 * frame["won"].mean(), 1), (lesson,), explorer="levels"),
        lambda name: held,
    )
    assert held.held
    widget.children[2].click()
    line, shown, following = widget.children[3].children
    assert "the answer: <b>100 %</b>" in line.value and "Because of the knob." in line.value
    assert shown is held and not held.held and isinstance(following, Following)


def test_a_bet_on_a_sweep_of_its_own_plays_it_once_on_the_click():
    played = []
    spec = SweepBet(
        BET,
        lambda frame: float(len(frame)),
        (lambda frame: frame,),
        sweep=lambda: played.append(1) or pd.DataFrame({"won": [True, False]}),
    )
    widget = sweep_bet(spec, lambda name: pytest.fail("no explorer"))
    assert played == []
    widget.children[2].click()
    assert played == [1] and "<table" in widget.children[3].children[1].value


def test_a_bet_reads_one_source_of_games_and_an_unknown_bet_is_named():
    with pytest.raises(ValueError, match="exactly one"):
        SweepBet(BET, len)
    with pytest.raises(KeyError, match="no what-if bet 'dragons'; bets: levels"):
        bet_named({"levels": SweepBet(BET, len, sweep=pd.DataFrame)}, "dragons", lambda name: explorer())
