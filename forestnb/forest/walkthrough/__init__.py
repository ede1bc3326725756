"""The rules walkthrough of The Forest: every rule of the seed, shown working.

For each rule the notebook ``notebooks/forest/01_rules_walkthrough.ipynb`` names it (with its
rulings), runs a seeded example through the real engine (``examples``), shows what changed, and
hands over a knob (``tryits``). The examples return ``Step`` objects (the state before and after
the moves that carry the rule, and the log lines they wrote) or, for scoring, a ``Scored`` hand.
The words (section titles, bets) are in ``sections``, the bets' answers in ``bets``;
``forestnb.widgets.walkthrough`` puts them together.
"""

from ...widgets.walkthrough import Walkthrough
from .bets import ANSWERS, SHOWS
from .examples import (
    call_example,
    calling_example,
    deck_table,
    deep_woods_example,
    draw_example,
    empty_deck_example,
    first_players,
    fox_example,
    game_end_example,
    lion_win_example,
    owl_example,
    rabbit_example,
    raccoon_example,
    scoring_example,
    setup_example,
    steal_share,
    strike_fox_example,
    tale_example,
    tale_handout_example,
)
from .scoring_examples import Scored
from .sections import BETS, BOOK
from .tryits import TRY_ITS

WALKTHROUGH = Walkthrough(BOOK, BETS, ANSWERS, TRY_ITS, SHOWS)
SECTIONS = BOOK.sections
header, bet, try_it, rulings = WALKTHROUGH.header, WALKTHROUGH.bet, WALKTHROUGH.try_it, BOOK.rulings

__all__ = [
    "BOOK",
    "SECTIONS",
    "Scored",
    "WALKTHROUGH",
    "bet",
    "call_example",
    "calling_example",
    "deck_table",
    "deep_woods_example",
    "draw_example",
    "empty_deck_example",
    "first_players",
    "fox_example",
    "game_end_example",
    "header",
    "lion_win_example",
    "owl_example",
    "rabbit_example",
    "raccoon_example",
    "rulings",
    "scoring_example",
    "setup_example",
    "steal_share",
    "strike_fox_example",
    "tale_example",
    "tale_handout_example",
    "try_it",
]
