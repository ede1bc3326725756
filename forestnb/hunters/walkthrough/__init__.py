"""The rules walkthrough of Forest Hunters: every rule of the rule book, shown working.

For each rule the notebook ``notebooks/hunters/01_rules_walkthrough.ipynb`` names it (with its
rulings), runs a seeded example through the real engine on a table laid out for it
(``forestnb.hunters.scenes.arrange``), shows what changed and hands over a knob (``tryits``).
Examples return ``Step`` objects: the table before and after the moves that carry the rule, and
the log lines the engine wrote. They live by subject: ``setup_examples`` (cards, deck, field,
start, draw and card phases), ``battle_examples``, ``effect_examples`` and ``mechanic_examples``
(combination, capture and seized cards, the end). The words (section titles, bets) are in
``sections``, the bets' answers in ``bets``; ``forestnb.widgets.walkthrough`` puts them together.
"""

from ...widgets.walkthrough import Walkthrough
from .battle_examples import (
    battle_example,
    battle_rules_example,
    battles_to_discard,
    team_turns,
    teams_example,
    three_players_example,
)
from .bets import ANSWERS, SHOWS
from .effect_examples import (
    cancel_example,
    continuous_example,
    costs_example,
    dice_example,
    effect_order_example,
    face_down_example,
    fire_archer_hits,
    hand_trap_example,
    once_example,
    optional_example,
)
from .mechanic_examples import capture_example, combination_example, end_example, seized_example
from .sections import BETS, BOOK
from .setup_examples import (
    card_phase_example,
    card_table,
    cards_example,
    condition_check,
    deck_example,
    draw_example,
    field_example,
    pool_table,
    start_example,
    type_table,
    types_example,
    zone_check,
)
from .tryits import TRY_ITS

WALKTHROUGH = Walkthrough(BOOK, BETS, ANSWERS, TRY_ITS, SHOWS)
SECTIONS = BOOK.sections
header, bet, try_it, rulings = WALKTHROUGH.header, WALKTHROUGH.bet, WALKTHROUGH.try_it, BOOK.rulings

__all__ = [
    "BOOK",
    "SECTIONS",
    "WALKTHROUGH",
    "battle_example",
    "battle_rules_example",
    "battles_to_discard",
    "bet",
    "cancel_example",
    "capture_example",
    "card_phase_example",
    "card_table",
    "cards_example",
    "combination_example",
    "condition_check",
    "continuous_example",
    "costs_example",
    "deck_example",
    "dice_example",
    "draw_example",
    "effect_order_example",
    "end_example",
    "face_down_example",
    "field_example",
    "fire_archer_hits",
    "hand_trap_example",
    "header",
    "once_example",
    "optional_example",
    "pool_table",
    "rulings",
    "seized_example",
    "start_example",
    "team_turns",
    "teams_example",
    "three_players_example",
    "try_it",
    "type_table",
    "types_example",
    "zone_check",
]
