"""Bets before the reveal: each asks about the example that follows it, and the answer comes from
the engine at the moment the learner clicks (``forestnb.widgets.predict``)."""
from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ...widgets import predict
from . import examples


def _lion_points() -> int:
    return int(examples.scoring_example("lions").breakdown["lions"])


def _canary_points() -> int:
    return int(examples.scoring_example("collections", hand=("dusk Canary", "sky Canary", "bark Canary", "amber Canary",
                                                             "fern Canary")).breakdown["total"])


def _strike_tie_gain() -> int:
    return int(examples.call_example("strike", opponent=7).extras[0].loc[0, "gained"])


def _owl_turns() -> int:
    return 1 + sum(e.rule == "F-extra" for e in examples.owl_example(2).game.events)


BETS: dict[str, dict[str, Any]] = {
    "owl": dict(question="Seat 0 plays two Owl pairs in one turn. How many turns does it play before Seat 1 moves?",
                minimum=1, maximum=5, step=1, unit="turns", reveal=_owl_turns,
                explain="Each Owl pair owes one more turn, and the turns are taken one after another: 1 + 2 = 3."),
    "fox": dict(question="Seat 1 holds 5 cards, 2 of them Lions. Your Foxes steal one card blind. "
                         "In what share of steals do you get a Lion?",
                minimum=0, maximum=100, step=5, unit="%", reveal=lambda: examples.steal_share(2, 3),
                explain="Each card is equally likely, so 2 chances in 5: 40%. The answer is counted over 600 seeded "
                        "steals by the engine, so it wobbles a little around 40."),
    "collections": dict(question="Five Canaries and nothing else: how many card points?",
                        minimum=0, maximum=15, step=1, unit="points", reveal=_canary_points,
                        explain="The Canary scale is 0, 2, 4, 6, 8, 10: the fifth Canary makes 8. One Canary alone is worth nothing."),
    "lions": dict(question="Two Lions, three dusk cards and two sky cards. How many points do the two Lions score?",
                  minimum=0, maximum=10, step=1, unit="points", reveal=_lion_points,
                  explain="The first Lion scores the biggest colour group (dusk, 3); the second the next (the two crimson "
                          "Lions and the two sky cards tie at 2): 3 + 2 = 5."),
    "strike": dict(question="You call Strike with 7 card points; after its last turn your opponent also has exactly 7. "
                            "How many points do you gain this round?",
                   minimum=0, maximum=12, step=1, unit="points", reveal=_strike_tie_gain,
                   explain="A tie goes to the caller: you still have 'the most', so you score your 7 cards plus your colour "
                           "bonus of 2, and your opponent only its colour bonus."),
}


def bet(section: str) -> widgets.VBox:
    """The prediction widget of a section (see ``BETS``)."""
    return predict.bet(BETS, section)
