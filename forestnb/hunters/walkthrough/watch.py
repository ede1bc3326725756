"""Watching the real engine carry a rule out: every public number of the table before and after.

A walkthrough example is a real seeded game with the situation a rule talks about laid on the
table by ``forestnb.hunters.scenes.arrange``; ``watch`` then takes moves by their words (as a
player clicking them would), and keeps the table before and after with the log lines the engine
wrote. A move the rules refuse is an example too (an ``Action`` move): the table stays as it was
and the Step shows the refusal in the engine's words. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.actions import Action
from ...core.errors import IllegalActionError
from ...widgets.steps import Step
from ..field import Side, Unit
from ..rules import HuntersGame
from ..scenes import act
from .sections import BOOK


def unit_words(game: HuntersGame, side: Side, unit: Unit) -> str:
    """``Moon Wolf 5/4`` (BP/SHD now), with what lies beneath it or what it is put on."""
    words = f"{game.name_of(unit.card)} {game.bp(side, unit)}/{game.shd(side, unit)}"
    if unit not in side.characters:
        words = game.name_of(unit.card)
    if unit.under:
        words += " [beneath: " + ", ".join(game.name_of(c) for c, _ in unit.under) + "]"
    if unit.attached is not None:
        words += f" (on {game.name_of(unit.attached)})"
    return words


def side_name(game: HuntersGame, side: Side) -> str:
    return " & ".join(f"Seat {s}" for s in side.seats)


def measure(game: HuntersGame) -> dict[str, Any]:
    """Every number and card of the table, named for a before → after table (characters as BP/SHD)."""
    pending = game.view(0)["pending"] if game.current_player is not None else None
    state: dict[str, Any] = {
        "round": game.round,
        "turn": game.turns,
        "phase": game.phase,
        "whose turn": f"Seat {game.actor}",
        "cards left to play": game.view(0)["plays_left"],
    }
    for seat, player in enumerate(game.seats):
        state[f"Seat {seat} hearts"] = player.hearts
        state[f"Seat {seat} hand"] = ", ".join(game.name_of(c) for c in player.hand) or "—"
        state[f"Seat {seat} deck"] = len(player.deck)
    for side in game.sides:
        name = side_name(game, side)
        state[f"{name} characters"] = ", ".join(unit_words(game, side, u) for u in side.characters) or "—"
        state[f"{name} supports"] = ", ".join(unit_words(game, side, u) for u in side.supports) or "—"
        state[f"{name} discard pile"] = (
            ", ".join(game.name_of(c) + ("" if up else " (face down)") for c, up in side.discard) or "—"
        )
    state["waiting for"] = pending["prompt"] if pending else "—"
    state["winner"] = ", ".join(f"Seat {s}" for s in game.winners()) or "—"
    state["ended by"] = game.ended_by or "—"
    return state


SAY_YES, SAY_NO = "(answer yes)", "(answer no)"
"""Moves that answer every question pending, yes (or the first choice) or no (or pass)."""
Move = str | Action


def watch(
    rule: str,
    game: HuntersGame,
    moves: Sequence[Move],
    *,
    keep: tuple[str, ...] = (),
    extras: tuple[Any, ...] = (),
    only_keep: bool = False,
) -> Step:
    """Take ``moves`` through the engine and keep the table before and after, with the log lines
    the engine wrote and each question it asked (with the answer given).

    A move is the words of one legal action (or a unique part of them), an ``Action`` (which the
    rules may refuse: the refusal, in the engine's words, ends the moves), or ``SAY_YES`` /
    ``SAY_NO`` to answer whatever the engine is asking.
    """
    before, log = measure(game), []
    for move in moves:
        start = len(game.log)
        if move in (SAY_YES, SAY_NO):
            log += answer_all(game, move == SAY_YES)
            continue
        pending = game.view(0)["pending"] if game.stack else None
        try:
            if isinstance(move, Action):
                game.apply(move)
                taken = move
            else:
                taken = act(game, move)
        except IllegalActionError as refusal:
            log.append(f"Refused — {refusal.rule}: {refusal.detail}")
            break
        if pending:
            log.append(f"(asked: {pending['prompt']} — answered: {taken})")
        log += game.log_for(None, start)
    return BOOK.step(rule, game, before, measure(game), log, keep, extras, only_keep)


def answer_all(game: HuntersGame, yes: bool = False) -> list[str]:
    """Answer every pending question the same way: "Yes" (or the first choice) when ``yes``, else
    "No" or "Pass". Returns each question and answer, with the log lines the answers led to."""
    said: list[str] = []
    while game.stack and game.current_player is not None:
        pending, options = game.view(0)["pending"], game.legal_actions()
        wanted = ("yes",) if yes else ("no", "pass")
        choice = next((a for a in options if a.kind in wanted), options[0])
        start = len(game.log)
        game.apply(choice)
        said += [f"(asked: {pending['prompt']} — answered: {choice})", *game.log_for(None, start)]
    return said
