"""The designer's lab: balance reports, paired rule comparisons and card strength, each number
with its 95% interval.

Built on the sweep machinery (``core.match``): the same seeds, rows and executors. What a lead,
a missing winner or a held card is in each game is declared beside the game, in its ``lab.py``.
"""

from .balance import Balance, balance, live
from .cards import Ablation, CardStrength, ablatable, ablation, card_strength
from .compare import Comparison, compare_rules
from .editor import CardEditor
from .edits import CardEdits, card_table, edit_cards, plain_card
from .intervals import Estimate, exact, mean_interval, wilson
from .skill import ladder, ladder_games, ladder_rates, skill_gap
from .skill_figure import ladder_figure

__all__ = [
    "Ablation",
    "Balance",
    "CardEditor",
    "CardEdits",
    "CardStrength",
    "Comparison",
    "Estimate",
    "ablatable",
    "ablation",
    "balance",
    "card_strength",
    "card_table",
    "compare_rules",
    "edit_cards",
    "exact",
    "ladder",
    "ladder_figure",
    "ladder_games",
    "ladder_rates",
    "live",
    "mean_interval",
    "plain_card",
    "skill_gap",
    "wilson",
]
