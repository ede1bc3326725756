"""The rules walkthrough of Cardswild: every rule of the seed, shown working.

For each rule the notebook ``notebooks/cardswild/01_rules_walkthrough.ipynb`` names it (with its
rulings), runs a seeded example through the real engine (``examples``), shows what changed and
hands over a knob (``tryits``). Examples return ``Step`` objects: the table before and after the
moves that carry the rule, and the log lines the engine wrote. The words (section titles, bets)
are in ``sections``, the bets' answers in ``bets``; ``forestnb.widgets.walkthrough`` puts them together.
"""

from ...widgets.walkthrough import Walkthrough
from .bets import ANSWERS, SHOWS
from .examples import (
    ammo_pack_example,
    attack_share,
    bullets_example,
    deal_example,
    deck_example,
    deck_table,
    draw_example,
    giddyup_example,
    lion_example,
    lion_victim_example,
    match_example,
    one_trouble_example,
    reverse_example,
    safe_example,
    season_example,
    trophy_example,
    trouble_example,
    turn_example,
    victory_example,
)
from .sections import BETS, BOOK
from .tryits import TRY_ITS

WALKTHROUGH = Walkthrough(BOOK, BETS, ANSWERS, TRY_ITS, SHOWS)
SECTIONS = BOOK.sections
header, bet, try_it, rulings = WALKTHROUGH.header, WALKTHROUGH.bet, WALKTHROUGH.try_it, BOOK.rulings

__all__ = [
    "BOOK",
    "SECTIONS",
    "WALKTHROUGH",
    "ammo_pack_example",
    "attack_share",
    "bet",
    "bullets_example",
    "deal_example",
    "deck_example",
    "deck_table",
    "draw_example",
    "giddyup_example",
    "header",
    "lion_example",
    "lion_victim_example",
    "match_example",
    "one_trouble_example",
    "reverse_example",
    "rulings",
    "safe_example",
    "season_example",
    "trophy_example",
    "trouble_example",
    "try_it",
    "turn_example",
    "victory_example",
]
