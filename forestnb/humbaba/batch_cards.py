"""Humbaba's cards and events as numpy columns, one entry per card (or event), for the batch path.

Built from the very ``Card`` and ``Event`` records the engine reads (``cards.py``, ``data/``), so
a change to a card in the tables changes both paths at once; nothing here restates a number.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache

import numpy as np

from .cards import COMPARISONS, QUANTITIES, Card, Event, all_cards, load_events

COMPARISON_CODES = tuple(COMPARISONS)


class Columns:
    """One array per numeric field of the records, indexed by the record's position."""

    def __init__(self, records: list[Card] | list[Event]) -> None:
        self.names = [record.name for record in records]
        for field in fields(records[0]):
            values = [getattr(record, field.name) for record in records]
            if all(isinstance(value, int) for value in values):
                setattr(self, field.name, np.array(values, dtype=np.int64))


@cache
def card_columns() -> Columns:
    """Every card's numbers, plus its type's flags and its condition as codes (-1: none)."""
    cards = list(all_cards().values())
    table = Columns(cards)
    table.dual = np.array([card.type == "dual_mode" for card in cards])
    table.targeted = np.array([card.needs_target for card in cards])
    table.reveals = np.array([bool(card.reveal) for card in cards])
    table.has_condition = np.array([card.condition is not None for card in cards])
    table.quantity = np.array([QUANTITIES.index(card.condition.quantity) if card.condition else 0 for card in cards])
    table.comparison = np.array(
        [COMPARISON_CODES.index(card.condition.comparison) if card.condition else 0 for card in cards]
    )
    table.threshold = np.array([card.condition.value if card.condition else 0 for card in cards], dtype=np.int64)
    table.index = {name: at for at, name in enumerate(table.names)}
    return table


@cache
def event_columns() -> Columns:
    return Columns(list(load_events().values()))


def condition_holds(amounts: np.ndarray, card: np.ndarray) -> np.ndarray:
    """Whether each card's condition holds, ``amounts[..., q]`` being quantity ``QUANTITIES[q]``
    for the same games and seat (broadcast against ``card``); a card without one always holds."""
    table = card_columns()
    quantity = table.quantity[card][..., None]
    amount = np.take_along_axis(np.broadcast_to(amounts, card.shape + amounts.shape[-1:]), quantity, axis=-1)[..., 0]
    value = table.threshold[card]
    code = table.comparison[card]
    holds = np.zeros(card.shape, dtype=bool)
    for at, compare in enumerate(COMPARISONS.values()):
        holds |= (code == at) & compare(amount, value)
    return holds | ~table.has_condition[card]
