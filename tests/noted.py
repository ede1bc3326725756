"""What a game noted under one rule, as a rule test reads it.

A rule test checks what the rule did: the seat each event concerns (``Event.seat``) and its facts
(``Event.data``), never the sentence, so the wording stays free to change. Every sentence of a
whole seeded game is kept instead in the golden transcripts (``conformance/golden``), where a
change in wording shows up as a diff a person reviews.
"""

from __future__ import annotations

from forestnb.core.events import Event


def noted(game, rule: str, since: int = 0) -> list[Event]:
    """The events ``game`` noted under ``rule`` (a rules-card id) from event number ``since`` on, oldest first."""
    return [event for event in game.events[since:] if event.rule == rule]


def fact(event: Event) -> tuple:
    """An event as ``(rule, seat, data)``: what a test compares, the sentence left out."""
    return event.rule, event.seat, event.data
