"""A deck builder for Forest Hunters: pick cards from the pool and let the validator explain.

The builder enforces nothing: any card can be added any number of times, because the lesson is
in the deck-building rules themselves, and ``check_deck`` says everything that is wrong at once,
in words a player can act on. Its messages are shown live under the deck (a green "legal deck"
once there are none), with the counts the rules ask for (10 characters, 10 supports). A prebuilt
deck can be loaded as a starting point; the deck is ``.deck``, a list of card names that a game
takes as it is: ``forestnb.hunters.board(decks=[builder.deck, "Grove Wardens"])``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..widgets.cards import card_html
from .cards import CHARACTER, SUPPORT, Card, load_decks, load_pool
from .decks import PER_KIND, check_deck
from .vocabulary import TYPES

ANY = "any"
NO_TYPE = "no type"


def deck_builder(start: str | Sequence[str] | None = "Wolf Pack") -> DeckBuilder:
    """A deck builder starting from a prebuilt deck's name, a list of card names, or nothing (None)."""
    return DeckBuilder(start)


def card_label(card: Card) -> str:
    """A card's line in the pool list: name, kind and type, numbers, corner."""
    kind = f"{card.type} {card.kind}" if card.type else card.kind
    numbers = f", {card.bp} BP {card.shd} SHD" if card.is_character else ""
    corner = f" [{card.corner}]" if card.corner else ""
    return f"{card.name} ({kind}{numbers}){corner}"


class DeckBuilder(widgets.VBox):
    """The pool (filtered by kind and type) on the left, the deck and the validator's words on the right."""

    def __init__(self, start: str | Sequence[str] | None = "Wolf Pack") -> None:
        super().__init__()
        self.add_class("forestnb-deckbuilder")
        self.pool = load_pool()
        self._deck: list[str] = []
        self._build()
        self.children = [self._layout()]
        if isinstance(start, str):
            self.load(start)
        else:
            self.set_deck(start or [])
        self._on_filter()

    # -- the deck -----------------------------------------------------------------------------------
    @property
    def deck(self) -> list[str]:
        """The deck as a list of card names (copies repeated), in the order the cards were added."""
        return list(self._deck)

    @property
    def problems(self) -> list[str]:
        """What ``check_deck`` says about the deck now: empty for a legal deck."""
        return check_deck(self._deck, self.pool)

    def set_deck(self, names: Sequence[str]) -> None:
        self._deck = list(names)
        self.refresh()

    def load(self, name: str) -> None:
        """Replace the deck by a prebuilt one."""
        decks = load_decks()
        if name not in decks:
            raise ValueError(f"no prebuilt deck {name!r}; prebuilt decks: {', '.join(decks)}")
        self.prebuilt.value = name
        self.set_deck(decks[name])

    def add(self, name: str) -> None:
        self._deck.append(name)
        self.refresh(select=name)

    def remove(self, name: str) -> None:
        """Take one copy of ``name`` out (the last one added)."""
        if name in self._deck:
            del self._deck[len(self._deck) - 1 - self._deck[::-1].index(name)]
        self.refresh()

    # -- construction --------------------------------------------------------------------------------
    def _build(self) -> None:
        self.kind_filter = widgets.Dropdown(
            options=[ANY, CHARACTER, SUPPORT], value=ANY, description="Kind", layout=widgets.Layout(width="210px")
        )
        self.type_filter = widgets.Dropdown(
            options=[ANY, *TYPES, NO_TYPE], value=ANY, description="Type", layout=widgets.Layout(width="210px")
        )
        self.pool_list = widgets.Select(rows=14, layout=widgets.Layout(width="420px"))
        self.card_view = widgets.HTML()
        self.add_button = widgets.Button(description="Add to deck", icon="plus", button_style="success")
        self.deck_list = widgets.Select(rows=14, layout=widgets.Layout(width="300px"))
        self.remove_button = widgets.Button(description="Remove one", icon="minus", button_style="warning")
        self.prebuilt = widgets.Dropdown(
            options=list(load_decks()), description="Prebuilt", layout=widgets.Layout(width="260px")
        )
        self.load_button = widgets.Button(description="Load deck", icon="folder-open")
        self.clear_button = widgets.Button(description="Empty the deck", icon="trash")
        self.counts = widgets.HTML()
        self.messages = widgets.HTML()
        self.messages.add_class("forestnb-deck-messages")
        for control in (self.kind_filter, self.type_filter):
            control.observe(self._on_filter, names="value")
        self.pool_list.observe(self._on_select, names="value")
        self.add_button.on_click(self._on_add)
        self.remove_button.on_click(self._on_remove)
        self.load_button.on_click(self._on_load)
        self.clear_button.on_click(self._on_clear)

    def _layout(self) -> widgets.Widget:
        pool = widgets.VBox(
            [
                widgets.HTML("<b>The pool</b>"),
                widgets.HBox([self.kind_filter, self.type_filter]),
                self.pool_list,
                self.add_button,
                self.card_view,
            ]
        )
        deck = widgets.VBox(
            [widgets.HTML("<b>Your deck</b>"), self.counts, self.deck_list, self.remove_button, self.messages],
            layout=widgets.Layout(margin="0 0 0 16px", max_width="520px"),
        )
        loading = widgets.HBox([self.prebuilt, self.load_button, self.clear_button])
        return widgets.VBox([loading, widgets.HBox([pool, deck], layout=widgets.Layout(flex_flow="row wrap"))])

    # -- callbacks -----------------------------------------------------------------------------------
    def _on_filter(self, _change: Any = None) -> None:
        shown = [(card_label(card), card.name) for card in self.pool.values() if self._passes(card)]
        self.pool_list.options = shown
        self.pool_list.value = shown[0][1] if shown else None
        self._on_select()

    def _passes(self, card: Card) -> bool:
        kind, type_ = self.kind_filter.value, self.type_filter.value
        if kind != ANY and card.kind != kind:
            return False
        return type_ == ANY or (card.type or NO_TYPE) == type_

    def _on_select(self, _change: Any = None) -> None:
        name = self.pool_list.value
        if name is None:
            self.card_view.value = "<i>No card of the pool fits these filters.</i>"
            return
        card = self.pool[name]
        kind = f"{card.type} {card.kind}" if card.type else card.kind
        footer = [f"{card.bp} BP · {card.shd} SHD" if card.is_character else "", card.note]
        self.card_view.value = card_html(card.name, kind, card.text or "(no effect)", corner=card.corner, footer=footer)

    def _on_add(self, _button: widgets.Button) -> None:
        if self.pool_list.value is not None:
            self.add(self.pool_list.value)

    def _on_remove(self, _button: widgets.Button) -> None:
        if self.deck_list.value is not None:
            self.remove(self.deck_list.value)

    def _on_load(self, _button: widgets.Button) -> None:
        self.load(self.prebuilt.value)

    def _on_clear(self, _button: widgets.Button) -> None:
        self.set_deck([])

    # -- drawing -------------------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """Redraw the deck list, the counts and the validator's messages from ``.deck``; the deck
        list keeps its selection (or selects ``select``, the card just added)."""
        copies = Counter(self._deck)
        order = sorted(copies, key=lambda n: (n not in self.pool or not self.pool[n].is_character, n))
        selected = select or self.deck_list.value
        self.deck_list.options = [(f"{copies[n]} × {n}", n) for n in order]
        self.deck_list.value = selected if selected in copies else (order[0] if order else None)
        self.counts.value = self._counts_html()
        self.messages.value = _messages_html(self.problems)

    def _counts_html(self) -> str:
        have = Counter(self.pool[n].kind for n in self._deck if n in self.pool)
        parts = []
        for kind, label in ((CHARACTER, "Characters"), (SUPPORT, "Supports")):
            colour = "#1b7837" if have[kind] == PER_KIND else "#b2182b"
            parts.append(f"<span style='color:{colour};font-weight:bold'>{label} {have[kind]}/{PER_KIND}</span>")
        return "<div style='font-family:sans-serif'>" + " &middot; ".join(parts) + "</div>"


def _messages_html(problems: list[str]) -> str:
    """The validator's words: a green "legal deck", or every problem in red."""
    if not problems:
        return '<div class="forestnb-deck-ok" style="color:#1b7837;font:bold 14px sans-serif">&#10003; legal deck</div>'
    items = "".join(f"<li>{escape(problem)}</li>" for problem in problems)
    return (
        f'<div class="forestnb-deck-problems" style="color:#b2182b;font:13px sans-serif">'
        f"<b>Not a legal deck yet:</b><ul style='margin:2px 0'>{items}</ul></div>"
    )
