"""The designer's lab: balance reports, paired rule comparisons and card strength, each number
with its 95% interval.

Built on the sweep machinery (``core.match``): the same seeds, rows and executors. What a lead,
a missing winner or a held card is in each game is declared beside the game, in its ``lab.py``.
"""
from .balance import Balance, balance
from .cards import CardStrength, card_strength
from .compare import Comparison, compare_rules
from .intervals import Estimate, exact, mean_interval, wilson

__all__ = ["Balance", "CardStrength", "Comparison", "Estimate", "balance", "card_strength", "compare_rules", "exact", "mean_interval", "wilson"]
