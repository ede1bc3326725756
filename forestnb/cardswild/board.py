"""The Cardswild board: race the bots to five species, or hot-seat with friends, on one ipywidgets panel.

Everything the rules make public is on the table for all to see: every hunt area with its
requirement lights, the Trouble on it, its Safe cards and its trophies against the limits, the
draw pile and the discard top. Hands are private, so a hand is shown only to its seat, behind a
"pass the device" step when several people share the screen. A human's turn is two decisions
(draw, then play or discard), each a row of buttons built from the engine's legal actions, so
an illegal move is never offered. The Giddyup happens inside the engine; the board lights it up
so nobody misses why a Trouble came back. Every callback reports its own errors on the board,
and the game is restored if one fails half-way.
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
from ..widgets.styles import NOTICE, seat_colour
from .face import STAND_IN, card_face, lights_html, progress_html
from .figures import trophy_bars, update_trophy_bars
from .rules import CardswildGame
from .styles import LOG_MARKS, OFF

DEFAULT_SEATS = (HUMAN, "steady", "aggressive", "steady")
# The buttons of a turn, in the order a hunter thinks of them: which pile, which card, what to throw away.
MOVE_GROUPS = (("Draw", ("draw", "take")), ("Play", ("play", "attack", "lion", "reverse")), ("Discard", ("discard",)))
GROUP_STYLES = {"Draw": "info", "Play": "success", "Discard": "warning"}


def board(
    players: int = 4, seats: Sequence[str | Bot] | None = None, seed: int | None = None, **options: Any
) -> CardswildBoard:
    """A playable board. ``seats`` gives each seat "human" or a bot (name or object); by default
    seat 0 is you and the others are bots. Without a seed, one is drawn and shown on the board."""
    seats, seed = table_setup("cardswild", players, seats, seed, DEFAULT_SEATS)
    return CardswildBoard(seats, seed=seed, options=options)


class CardswildBoard(Board):
    """The Cardswild board; see ``Board`` for the controls every board shares."""

    GAME = "cardswild"
    LOG_MARKS = LOG_MARKS
    STAND_IN = STAND_IN
    LOG_HEIGHT = "320px"
    game: CardswildGame

    # -- construction ------------------------------------------------------------------------
    def _build_controls(self, seed: int) -> None:
        super()._build_controls(seed)
        self.status = widgets.HTML()
        self.status.add_class("forestnb-status")
        self.table = widgets.HTML()
        self.giddyup = widgets.HTML()
        self.areas = widgets.HTML()
        self.prompt = widgets.HTML()
        self.hand = widgets.HTML()
        self.moves = widgets.VBox()
        self.hand.add_class("forestnb-hand")
        self.moves.add_class("forestnb-moves")

    def _left_widgets(self) -> list[widgets.Widget]:
        # the hand and moves above the hunt areas, so they share a 1366x768 screen with the chart
        return [self.status, self.table, self.giddyup, self.prompt, self.pass_button, self.hand, self.moves, self.areas]

    def _new_game(self, seed: int) -> CardswildGame:
        return CardswildGame(players=len(self.seat_specs), seed=seed, **self.options)

    def _new_figure(self) -> go.Figure:
        return trophy_bars(self.game)

    def _draw_figure(self, figure: go.Figure) -> None:
        update_trophy_bars(figure, self.game)

    # -- callbacks ------------------------------------------------------------------------------
    @guarded
    def _on_move(self, action: Action, _button: widgets.Button) -> None:
        seat = self.game.current_player
        self.game.apply(action)
        if self.game.current_player != seat:
            self.ready_seat = None
        self._run_bots()

    # -- drawing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the engine: the board holds no game state of its own but the hot-seat gate."""
        view = self.game.view(0)
        self.status.value = self._status_html()
        self.table.value = self._table_html(view)
        self.giddyup.value = self._giddyup_html(view)
        self.areas.value = self._areas_html(view)
        self._draw_turn(self.game.current_player)
        self._update_figure()
        self._sync_controls()

    def _status_html(self) -> str:
        game = self.game
        if game.is_over():
            winners = game.winners()
            headline = (
                "Game over. Winner: " + ", ".join(self._who(s) for s in winners)
                if winners
                else "Game over: the hunt was called off and nobody wins."
            )
        else:
            doing = "draws" if game.phase == "draw" else "plays or discards"
            headline = f"{self._who(game.current_player)} {doing}."
        return (
            f'<div style="font-family:sans-serif;font-size:16px;font-weight:bold;padding:4px 0">'
            f"Cardswild (seed {game.seed}) &mdash; {escape(headline)}</div>"
        )

    def _table_html(self, view: dict[str, Any]) -> str:
        top = view["discard_top"]
        top_card = card_face(top) if top else "<i>empty</i>"
        match = f" &middot; game {view['game']} of {view['match_games']}" if view["match_games"] > 1 else ""
        return (
            '<div class="forestnb-table" '
            'style="display:flex;gap:14px;align-items:center;font-family:sans-serif;font-size:13px">'
            f'<div style="line-height:1.7">Season <b>{view["season"]}</b> &middot; turn '
            f"<b>{view['turn']}</b>{match}<br>"
            f"Play passes to the <b>{view['direction']}</b><br>Draw pile <b>{view['draw_pile_size']}</b> cards<br>"
            f"Discard pile {view['discard_size']} cards, top:</div>{top_card}</div>"
        )

    def _giddyup_html(self, view: dict[str, Any]) -> str:
        """The last Giddyup, bright while it is news (until play has gone round once more), then quiet."""
        last = view["last_giddyup"]
        if last is None or last["game"] != view["game"]:
            return ""
        where = (
            f"{last['trouble']} bounces back onto Seat {last['attacker']}"
            if last["bounced"] == "attacker"
            else f"{last['trouble']} goes to the discard pile"
        )
        text = (
            f"Giddyup! Seat {last['attacker']} played {last['trouble']} on Seat {last['defender']}, who held "
            f"{last['safe']}: it goes face up for good, {where}, and Seat {last['defender']} draws a card."
        )
        if view["turn"] - last["turn"] <= self.game.players:
            style = NOTICE
        else:
            style = "color:#666;font-size:12px;padding:2px 0"
            text = f"(Turn {last['turn']}) {text}"
        return f'<div class="forestnb-giddyup" style="font-family:sans-serif;{style}">{escape(text)}</div>'

    def _areas_html(self, view: dict[str, Any]) -> str:
        blocks = "".join(self._area_html(player, view["current_player"]) for player in view["players"])
        return f'<div class="forestnb-areas" style="display:flex;flex-wrap:wrap;gap:8px">{blocks}</div>'

    def _area_html(self, player: dict[str, Any], current: int | None) -> str:
        """One hunt area: who, the lights for the next trophy, the Trouble, Safe cards and trophies."""
        seat = player["seat"]
        colour = seat_colour(seat)
        turn = " &#9664; to move" if seat == current else ""
        trouble = (
            f"<span style='color:{OFF};font-weight:bold'>{escape(player['trouble'])}</span>"
            if player["trouble"]
            else "none"
        )
        safes = escape(", ".join(player["safes"])) or "none"
        border = f"3px solid {colour}" if seat == current else "1px solid #ccc"
        return (
            f'<div class="forestnb-area" data-seat="{seat}" style="flex:1 1 300px;border:{border};border-radius:6px;'
            f'padding:4px 8px;font-family:sans-serif;font-size:13px;line-height:1.6">'
            f"<div style='color:{colour};font-weight:bold'>{escape(self._who(seat))}{turn}"
            f"<span style='float:right;color:#555;font-weight:normal'>{player['hand_size']} cards in hand</span></div>"
            f"<div>{lights_html(player)}</div>"
            f"<div>Trouble: {trouble} &middot; Safe cards: {safes}</div>"
            f"<div>{progress_html(player)}</div></div>"
        )

    def _draw_turn(self, seat: int | None) -> None:
        """The human's panel: the pass-the-device gate, then the hand and one button per legal move."""
        human_turn = seat in self.humans and not self.game.is_over()
        gated = human_turn and len(self.humans) > 1 and self.ready_seat != seat
        self.pass_button.layout.display = "" if gated else "none"
        show_hand = human_turn and not gated
        if gated:
            self.prompt.value = self._pass_prompt(seat)
        elif show_hand:
            step = "draw a card" if self.game.phase == "draw" else "play a card or discard one"
            self.prompt.value = (
                f"<div style='font-size:14px'><b>{escape(self._who(seat))}</b>: your hand. Now {step}.</div>"
            )
        else:
            self.prompt.value = ""
        self.hand.value = self._hand_html(seat) if show_hand else ""
        self.moves.children = self._move_rows() if show_hand else ()

    def _hand_html(self, seat: int) -> str:
        cards = "".join(card_face(name) for name in self.game.view(seat)["hand"])
        return f"<div style='display:flex;gap:6px;flex-wrap:wrap'>{cards}</div>"

    def _move_rows(self) -> tuple[widgets.Widget, ...]:
        """One row of buttons per kind of move, each labelled with the action's own words."""
        legal = self.game.legal_actions()
        rows = []
        for label, kinds in MOVE_GROUPS:
            buttons = [self._move_button(action, GROUP_STYLES[label]) for action in legal if action.kind in kinds]
            if buttons:
                title = widgets.HTML(f"<b>{label}:</b>", layout=widgets.Layout(width="70px"))
                rows.append(widgets.HBox([title, *buttons], layout=widgets.Layout(flex_flow="row wrap")))
        return tuple(rows)

    def _move_button(self, action: Action, style: str) -> widgets.Button:
        text = str(action)
        button = widgets.Button(
            description=text[:1].upper() + text[1:],
            tooltip=text,
            button_style=style,
            layout=widgets.Layout(width="auto"),
        )
        button.add_class("forestnb-play")
        button.on_click(functools.partial(self._on_move, action))
        return button


make_module_callable(__name__)
