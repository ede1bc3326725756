"""Per-code lookups the engine needs on every move, built once per catalogue and shared.

The engine holds cards as integer codes; these tuples answer "what is this card?" and "what
can it pair with, and what does that pair do?" without touching the catalogue's richer objects
on the hot path. The pair moves are built here once, so offering a pair is a lookup, and the
moves a hand's pair cards offer are remembered here (``pair_memos``, filled by the engine).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..core.actions import Action
from . import moves
from .cards import TWIN_EFFECTS, Catalogue

Partners = tuple[dict[int, Action], ...]


@dataclass(frozen=True, eq=False, slots=True)
class Index:
    labels: tuple[str, ...]
    colours: tuple[str, ...]
    effects: dict[tuple[int, int], str]
    twin_effects: dict[tuple[int, int], str]
    partners: Partners
    twin_partners: Partners
    hedgehogs: tuple[int, ...]
    pair_memos: tuple[
        dict[int, tuple[Action, ...]], ...
    ]  # pair moves by a hand's packed copies: without, with Fox Twins
    canaries: frozenset[int]
    collectables: frozenset[int]
    lion: int


@cache
def index_for(catalogue: Catalogue) -> Index:
    cards = catalogue.cards
    labels = tuple(card.label for card in cards)
    effects: dict[tuple[int, int], str] = {}
    for a in cards:
        for b in cards[a.code :]:
            effect = catalogue.pair_effect(a.kind, b.kind) if a.role == b.role == "pair" else None
            if effect:
                effects[a.code, b.code] = effect
    twins = dict(effects)
    for fox, effect in TWIN_EFFECTS.items():
        codes = catalogue.kind_codes(fox)
        twins.update({(a, b): effect for i, a in enumerate(codes) for b in codes[i:]})
    return Index(
        labels=labels,
        colours=tuple(card.colour for card in cards),
        effects=effects,
        twin_effects=twins,
        partners=_partners(effects, labels),
        twin_partners=_partners(twins, labels),
        hedgehogs=catalogue.role_codes("trio"),
        pair_memos=({}, {}),
        canaries=frozenset(catalogue.kind_codes("Canary")),
        collectables=frozenset(card.code for card in cards if card.role in ("collection", "wild")),
        lion=catalogue.role_codes("lion")[0],
    )


def _partners(effects: dict[tuple[int, int], str], labels: tuple[str, ...]) -> Partners:
    """For each code a: the codes b >= a it pairs with, each with its ready-made pair move."""
    found: list[dict[int, Action]] = [{} for _ in labels]
    for (a, b), effect in sorted(effects.items()):
        found[a][b] = moves.pair(labels[a], labels[b], effect)
    return tuple(found)
