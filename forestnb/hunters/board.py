"""The Forest Hunters board: duel the bots, or hot-seat with friends, on one ipywidgets panel.

A trading card game is mostly reading the table, so the board draws every side's field zone by
zone (an empty zone is an empty slot): each card with its BP and SHD now and as printed, what is
stacked beneath it and where each of those came from, the supports it carries. Hearts, hand,
deck and discard counts sit above each field; face-down discards are backs to everyone but
their owner. The engine stops for many small choices (a target, a cost, "you can", a hand trap),
so a pending choice becomes a bright prompt in the engine's words above one button per answer;
otherwise the legal actions are grouped as a player thinks of a turn: cards to play, card-phase
effects, battles, moving on. Only legal actions get a button, and every callback reports its
errors on the board and restores the game (``Board``).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import plotly.graph_objects as go

from ..core.actions import Action
from ..core.bots import Bot
from ..widgets.board import HUMAN, Board, guarded, make_module_callable, table_setup
from ..widgets.styles import FONT, NOTICE, seat_colour
from .face import PHASE_WORDS, STAND_IN, discard_html, hand_card_html, unit_html
from .figures import hearts_chart, timeline_after, timeline_start, update_hearts_chart
from .rules import HuntersGame
from .styles import HEARTS_COLOUR, LOG_MARKS

DEFAULT_SEATS = (HUMAN, "careful", "beatdown", "careful")
# The buttons of a turn, in the order a hunter thinks of them; the first group of a fresh card
# phase plays a card, so the first button always moves the game on visibly.
MOVE_GROUPS = (
    ("Draw phase", ("reshuffle",)),
    ("Play from your hand", ("play",)),
    ("Card-phase effects", ("use", "attach")),
    ("Battles", ("attack",)),
    ("Move on", ("cards", "battle", "end")),
)
GROUP_STYLES = {
    "Draw phase": "info",
    "Play from your hand": "success",
    "Card-phase effects": "info",
    "Battles": "danger",
    "Move on": "",
    "Other": "",
    "Answer": "warning",
}
BUTTON_CHARS = 70
EMPTY_SLOT = (
    '<div class="forestnb-slot" style="width:150px;min-height:96px;border:2px dashed #bbb;border-radius:8px;'
    'color:#999;font:11px sans-serif;display:flex;align-items:center;justify-content:center">empty {} zone</div>'
)


def board(
    players: int = 2, seats: Sequence[str | Bot] | None = None, seed: int | None = None, **options: Any
) -> HuntersBoard:
    """A playable board. ``seats`` gives each seat "human" or a bot (name or object); by default
    seat 0 is you and the others are bots. ``options`` go to the game (``decks``, ``teams``).
    Without a seed, one is drawn and shown on the board."""
    seats, seed = table_setup("hunters", players, seats, seed, DEFAULT_SEATS)
    return HuntersBoard(seats, seed=seed, options=options)


class HuntersBoard(Board):
    """The Forest Hunters board; see ``Board`` for the controls every board shares."""

    GAME = "hunters"
    STAND_IN = STAND_IN
    LOG_MARKS = LOG_MARKS
    HUMAN_TURN_HINT = "is to decide: use the buttons above."
    BACKUP = ("ready_seat", "timeline")
    LOG_HEIGHT = "340px"
    game: HuntersGame

    # -- construction ------------------------------------------------------------------------
    def _build_controls(self, seed: int) -> None:
        super()._build_controls(seed)
        self.status = widgets.HTML()
        self.fields = widgets.HTML()
        self.prompt = widgets.HTML()
        self.hand = widgets.HTML()
        self.moves = widgets.VBox()
        for widget, name in (
            (self.status, "status"),
            (self.fields, "fields"),
            (self.prompt, "prompt"),
            (self.hand, "hand"),
            (self.moves, "moves"),
        ):
            widget.add_class(f"forestnb-{name}")

    def _left_widgets(self) -> list[widgets.Widget]:
        # the hand and the moves first, so they share a 1366x768 screen with the chart; the fields below
        return [self.status, self.prompt, self.pass_button, self.hand, self.moves, self.fields]

    def _new_game(self, seed: int) -> HuntersGame:
        """A fresh game, and a fresh hearts timeline for the chart (the game keeps no past hearts)."""
        game = HuntersGame(players=len(self.seat_specs), seed=seed, **self.options)
        self.timeline = timeline_start(game)
        return game

    def _new_figure(self) -> go.Figure:
        return hearts_chart(self.game, self.timeline)

    def _draw_figure(self, figure: go.Figure) -> None:
        update_hearts_chart(figure, self.timeline)

    # -- moving the game on ----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.game.apply(action)
        self.timeline = timeline_after(self.timeline, self.game)

    @guarded
    def _on_move(self, action: Action, _button: widgets.Button) -> None:
        seat = self.game.current_player
        self._apply(action)
        if self.game.current_player != seat:
            self.ready_seat = None
        self._run_bots()

    # -- whose eyes -----------------------------------------------------------------------------
    def _gated(self, seat: int | None) -> bool:
        """A human's turn behind the pass-the-device gate (several humans share the screen)."""
        return seat in self.humans and len(self.humans) > 1 and self.ready_seat != seat and not self.game.is_over()

    def _viewer(self, seat: int | None) -> int | None:
        """The seat whose hand and face-down discards may be shown: the only human, or in hot seat
        the human to decide once past the gate; nobody's at a table of bots."""
        if len(self.humans) == 1:
            return self.humans[0]
        if seat in self.humans and not self._gated(seat):
            return seat
        return None

    # -- drawing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the engine: the board keeps only the hot-seat gate and the chart's timeline."""
        seat = self.game.current_player
        viewer = self._viewer(seat)
        view = self.game.view(0 if viewer is None else viewer)
        self.status.value = self._status_html(view)
        self.fields.value = self._fields_html(view, viewer)
        self._draw_turn(seat, view, viewer)
        self._update_figure()
        self._sync_controls()

    def _status_html(self, view: dict[str, Any]) -> str:
        if self.game.is_over():
            headline = self._result_words(view)
        else:
            actor = view["actor"]
            headline = f"Round {view['round']}, turn {view['turn']}: {self._who(actor)}, {PHASE_WORDS[view['phase']]}"
            if view["phase"] == "card":
                headline += f" ({view['plays_left']} {'play' if view['plays_left'] == 1 else 'plays'} left)"
            if view["phase"] == "battle" and not view["battles_allowed"]:
                headline += " (no battles yet this early)"
            pending = view["pending"]
            if pending and pending["seat"] != actor:
                headline += f"; waiting for {self._who(pending['seat'])}"
            headline += "."
        return (
            f'<div style="font-family:sans-serif;font-size:16px;font-weight:bold;padding:4px 0">'
            f"Forest Hunters (seed {self.game.seed}) &mdash; {escape(headline)}</div>"
        )

    def _result_words(self, view: dict[str, Any]) -> str:
        why = {
            "knockout": "the last standing",
            "deck out": "every deck is empty, most hearts",
            "round limit": "the round limit, most hearts",
        }.get(view["ended_by"], view["ended_by"])
        winners = view["winners"]
        if not winners:
            return f"Game over ({why}): a draw, nobody wins."
        verb = "win" if len(winners) > 1 else "wins"
        return f"Game over ({why}): {' and '.join(self._who(s) for s in winners)} {verb}."

    def _fields_html(self, view: dict[str, Any], viewer: int | None) -> str:
        """Every side's field, the viewer's first, nearest the hand above it, then the opponents'."""
        order = sorted(
            range(len(view["sides"])), key=lambda i: not (viewer is not None and viewer in view["sides"][i]["seats"])
        )
        blocks = "".join(self._side_html(i, view, viewer) for i in order)
        return f'<div style="display:flex;flex-direction:column;gap:8px">{blocks}</div>'

    def _side_html(self, index: int, view: dict[str, Any], viewer: int | None) -> str:
        side = view["sides"][index]
        acting = view["actor"] in side["seats"] and not self.game.is_over()
        colour = seat_colour(side["seats"][0])
        border = f"3px solid {colour}" if acting else "1px solid #ccc"
        heads = "".join(self._player_html(view["players"][s], view, colour) for s in side["seats"])
        zones = "".join(
            f"<div style='margin:4px 0 2px;font-size:12px;color:#555'>{kind.capitalize()} zones "
            f"({len(side[kind + 's'])} of {side['zones'][kind]})</div>"
            f"<div style='display:flex;flex-wrap:wrap;gap:6px'>{self._zone_row(side, kind, view)}</div>"
            for kind in ("character", "support")
        )
        return (
            f'<div class="forestnb-side" data-side="{index}" style="border:{border};border-radius:6px;padding:4px 8px;'
            f'font-family:sans-serif;font-size:13px">{heads}{zones}{discard_html(side, viewer)}</div>'
        )

    def _player_html(self, player: dict[str, Any], view: dict[str, Any], colour: str) -> str:
        seat = player["seat"]
        hearts = "&#9829;" * player["hearts"] + "&#9825;" * (view["max_hearts"] - player["hearts"])
        state = " &mdash; <b>out</b>" if player["out"] else ""
        turn = " &#9664; to move" if seat == self.game.current_player else ""
        return (
            f'<div class="forestnb-player" data-seat="{seat}" style="line-height:1.6">'
            f"<span style='color:{colour};font-weight:bold'>{escape(self._who(seat))}{turn}</span> "
            f"<span style='color:#555'>({escape(player['deck_name'])})</span>{state}"
            f"<span style='float:right'><span class='forestnb-hearts' style='color:{HEARTS_COLOUR};font-size:16px' "
            f"title='{player['hearts']} of {view['max_hearts']} hearts'>{hearts}</span> &middot; "
            f"hand {player['hand_size']} &middot; deck {player['deck_size']}</span></div>"
        )

    def _zone_row(self, side: dict[str, Any], kind: str, view: dict[str, Any]) -> str:
        units = side[kind + "s"]
        cards = "".join(unit_html(unit, kind, view, side) for unit in units)
        return cards + EMPTY_SLOT.format(kind) * max(0, side["zones"][kind] - len(units))

    def _draw_turn(self, seat: int | None, view: dict[str, Any], viewer: int | None) -> None:
        """The decision panel: the pass-the-device gate, the prompt, the hand and one button per legal action."""
        deciding = seat in self.humans and not self.game.is_over()
        gated = self._gated(seat)
        self.pass_button.layout.display = "" if gated else "none"
        if gated:
            self.prompt.value = self._pass_prompt(seat)
        elif deciding or (view["pending"] and not self.humans):
            self.prompt.value = self._prompt_html(seat, view)
        else:
            self.prompt.value = ""
        self.hand.value = self._hand_html(view, viewer) if viewer is not None else ""
        self.moves.children = self._move_rows(view) if deciding and not gated else ()

    def _prompt_html(self, seat: int, view: dict[str, Any]) -> str:
        """A pending choice in the engine's words, bright; otherwise what the phase allows."""
        pending = view["pending"]
        if pending:
            return (
                f'<div class="forestnb-pending" style="font-family:{FONT};{NOTICE};border-radius:6px;margin:4px 0">'
                f"{escape(pending['prompt'])}</div>"
            )
        step = {
            "draw": "shuffle your hand back for a new one, or go on to the card phase",
            "card": f"play up to {view['plays_left']} more cards, use card-phase effects, or go on to the battle phase",
            "battle": "battle with your characters, or end the turn",
        }[view["phase"]]
        return (
            f"<div style='font-size:14px;margin:4px 0'><b>{escape(self._who(seat))}</b>, your "
            f"{PHASE_WORDS[view['phase']]}: {step}.</div>"
        )

    def _hand_html(self, view: dict[str, Any], viewer: int) -> str:
        hand = view["players"][viewer]["hand"]
        cards = "".join(hand_card_html(card) for card in hand) or "<i>empty</i>"
        return (
            f"<div style='font:13px sans-serif;margin:4px 0'><b>{escape(self._who(viewer))}: your hand</b></div>"
            f"<div style='display:flex;gap:6px;flex-wrap:wrap'>{cards}</div>"
        )

    def _move_rows(self, view: dict[str, Any]) -> tuple[widgets.Widget, ...]:
        """The answers to a pending choice in one row; otherwise one row per kind of move."""
        legal = self.game.legal_actions()
        if view["pending"]:
            return (self._row("Answer", legal),)
        grouped = [(label, [a for a in legal if a.kind in kinds]) for label, kinds in MOVE_GROUPS]
        known = {kind for _, kinds in MOVE_GROUPS for kind in kinds}
        grouped.append(("Other", [a for a in legal if a.kind not in known]))
        return tuple(self._row(label, actions) for label, actions in grouped if actions)

    def _row(self, label: str, actions: list[Action]) -> widgets.Widget:
        title = widgets.HTML(f"<b>{escape(label)}:</b>", layout=widgets.Layout(width="150px"))
        buttons = [self._move_button(action, GROUP_STYLES[label]) for action in actions]
        return widgets.HBox([title, *buttons], layout=widgets.Layout(flex_flow="row wrap"))

    def _move_button(self, action: Action, style: str) -> widgets.Button:
        text = str(action)
        shown = text if len(text) <= BUTTON_CHARS else text[: BUTTON_CHARS - 1] + "…"
        button = widgets.Button(
            description=shown, tooltip=text, button_style=style, layout=widgets.Layout(width="auto")
        )
        button.add_class("forestnb-play")
        button.on_click(functools.partial(self._on_move, action))
        return button


# -- cards ------------------------------------------------------------------------------------------


make_module_callable(__name__)
