"""The rules walkthrough of The Forest of Humbaba: every rule of the seed, shown working.

For each rule the notebook ``notebooks/humbaba/01_rules_walkthrough.ipynb`` names it (with its
ruling), runs a seeded example through the real engine (``examples``, ``card_examples``), shows
what changed, and hands over a knob (``tryits``). The examples return ``Step`` objects: the
numbers before and after the engine step that carries the rule, and the log lines it wrote
(``watch``). The words (section titles, bets) are in ``sections``, the bets' answers in
``bets``; ``forestnb.widgets.walkthrough`` puts them together.
"""

from ...widgets.walkthrough import Walkthrough
from .bets import ANSWERS, SHOWS
from .card_examples import EXAMPLES as CARD_EXAMPLES
from .card_examples import card_example, cards_of, type_example
from .examples import (
    cleanup_example,
    clip_example,
    defection_example,
    die_example,
    die_forecast,
    draw_example,
    event_example,
    final_standings,
    forced_defection_example,
    harvest_example,
    pyrrhic_example,
    regeneration_example,
    renewal_example,
    setup_example,
    vacuum_example,
    victory_example,
)
from .figures import die_odds_figure, regeneration_figure
from .sections import BETS, BOOK
from .tryits import TRY_ITS

WALKTHROUGH = Walkthrough(BOOK, BETS, ANSWERS, TRY_ITS, SHOWS)
SECTIONS = BOOK.sections
header, bet, try_it, rulings = WALKTHROUGH.header, WALKTHROUGH.bet, WALKTHROUGH.try_it, BOOK.rulings

__all__ = [
    "BOOK",
    "CARD_EXAMPLES",
    "SECTIONS",
    "WALKTHROUGH",
    "bet",
    "card_example",
    "cards_of",
    "cleanup_example",
    "clip_example",
    "defection_example",
    "die_example",
    "die_forecast",
    "die_odds_figure",
    "draw_example",
    "event_example",
    "final_standings",
    "forced_defection_example",
    "harvest_example",
    "header",
    "pyrrhic_example",
    "regeneration_example",
    "regeneration_figure",
    "renewal_example",
    "rulings",
    "setup_example",
    "try_it",
    "type_example",
    "vacuum_example",
    "victory_example",
]
