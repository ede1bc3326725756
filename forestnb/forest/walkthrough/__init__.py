"""The rules walkthrough of The Forest: every rule of the seed, shown working.

For each rule the notebook ``notebooks/forest/01_rules_walkthrough.ipynb`` names it (with its
rulings), runs a seeded example through the real engine (``examples``), shows what changed, and
hands over a knob (``tryit``). The examples return ``Step`` objects (the state before and after
the moves that carry the rule, and the log lines they wrote) or, for scoring, a ``Scored`` hand.
"""
from .examples import (
    call_example, calling_example, deck_table, deep_woods_example, draw_example, empty_deck_example, first_players,
    fox_example, game_end_example, lion_win_example, owl_example, rabbit_example, raccoon_example, scoring_example,
    setup_example, steal_share, strike_fox_example, tale_example, tale_handout_example,
)
from .hands import Scored
from .predictions import bet
from .scenes import Step
from .sections import SECTIONS, header, rulings
from .tryit import try_it

__all__ = [
    "SECTIONS", "Scored", "Step", "bet", "call_example", "calling_example", "deck_table", "deep_woods_example",
    "draw_example", "empty_deck_example", "first_players", "fox_example", "game_end_example", "header",
    "lion_win_example", "owl_example", "rabbit_example", "raccoon_example", "rulings", "scoring_example",
    "setup_example", "steal_share", "strike_fox_example", "tale_example", "tale_handout_example", "try_it",
]
