"""The Humbaba board: play against bots, or hot-seat with friends, on one ipywidgets panel.

The board only shows a player what the rules let them see: hands behind a "pass the device"
step when several people share the screen, the Box Reserve hidden unless the teacher switch is
on. Bots before a human choose on their own; the board then stops at the reveal, shows the exact
collapse probability of the harvest about to be served, and waits for "Resolve harvest". Every
callback reports its own errors on the board, and the game is restored if one fails half-way.
"""
from __future__ import annotations

import functools
from html import escape
from typing import Any, Sequence

import ipywidgets as widgets
import plotly.graph_objects as go

from ..core.actions import Action
from ..core.bots import Bot
from ..widgets.board import HUMAN, Board, guarded, make_module_callable, table_setup
from ..widgets.cards import card_html
from ..widgets.styles import seat_colour
from . import odds
from .figures import forest_timeline, update_timeline
from .rules import MAX_HEALTH, ROUNDS, HumbabaGame
from .styles import BAND_COLOURS, KIND_COLOURS, LOG_MARKS

DEFAULT_SEATS = (HUMAN, "greedy", "cooperative", "adaptive")
STAND_IN = "cooperative"


def board(players: int = 4, seats: Sequence[str | Bot] | None = None, seed: int | None = None, *, teacher: bool = False,
          **options: Any) -> "HumbabaBoard":
    """A playable board. ``seats`` gives each seat "human" or a bot (name or object); by default
    seat 0 is you and the others are bots. Without a seed, one is drawn and shown on the board."""
    seats, seed = table_setup(players, seats, seed, DEFAULT_SEATS)
    return HumbabaBoard(seats, seed=seed, teacher=teacher, options=options)


class HumbabaBoard(Board):
    """The Humbaba board; see ``Board`` for the controls every board shares. Besides the hot-seat
    gate it holds one more piece of turn state: ``pending``, the round's last card, held back so
    the harvest can be previewed before it is resolved."""

    GAME = "humbaba"
    STAND_IN = STAND_IN
    LOG_MARKS = LOG_MARKS
    BACKUP = ("pending", "ready_seat")
    game: HumbabaGame

    def __init__(self, seats: list[str | Bot], *, seed: int, teacher: bool, options: dict[str, Any]) -> None:
        self._teacher_at_start = teacher  # read by _build_controls, which the base constructor calls
        super().__init__(seats, seed=seed, options=options)

    # -- construction ------------------------------------------------------------------------
    def _build_controls(self, seed: int) -> None:
        super()._build_controls(seed)
        self.status = widgets.HTML()
        self.forest = widgets.HTML()
        self.table = widgets.HTML()
        self.reveal = widgets.HTML()
        self.prompt = widgets.HTML()
        self.hand = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.hand.add_class("forestnb-hand")
        self.defect_button = widgets.Button(description="Defect (flip the token)", button_style="danger", icon="crown")
        self.forecast = widgets.HTML()
        self.resolve_button = widgets.Button(description="Resolve harvest", button_style="warning", icon="tree")
        self.teacher_toggle = widgets.ToggleButton(value=self._teacher_at_start, description="Teacher view: Box Reserve",
                                                   icon="user-secret", layout=widgets.Layout(width="230px"))
        for name, control in (("defect", self.defect_button), ("resolve", self.resolve_button),
                              ("teacher", self.teacher_toggle)):
            control.add_class(f"forestnb-{name}")
        self.defect_button.on_click(self._on_defect)
        self.resolve_button.on_click(self._on_step)
        self.teacher_toggle.observe(self._on_teacher, names="value")

    def _left_widgets(self) -> list[widgets.Widget]:
        return [self.status, self.forest, self.table, self.reveal, self.prompt, self.pass_button,
                self.hand, self.defect_button, self.forecast, self.resolve_button]

    def _extra_controls(self) -> list[widgets.Widget]:
        return [self.teacher_toggle]

    def _start(self, seed: int) -> None:
        self.pending: Action | None = None
        super()._start(seed)

    def _new_game(self, seed: int) -> HumbabaGame:
        return HumbabaGame(players=len(self.seat_specs), seed=seed, **self.options)

    def _new_figure(self) -> go.Figure:
        figure = forest_timeline(self.game, teacher=self.teacher)
        figure.layout.height = 460
        figure.layout.width = 570
        return figure

    def _draw_figure(self, figure: go.Figure) -> None:
        update_timeline(figure, self.game, teacher=self.teacher)

    @property
    def teacher(self) -> bool:
        return self.teacher_toggle.value

    # -- callbacks ------------------------------------------------------------------------------
    @guarded
    def _on_play(self, action: Action, target: widgets.Dropdown | None, _button: widgets.Button) -> None:
        if target is not None:
            action = Action(action.kind, (action.args[0], target.value))
        self._choose(action)
        self.ready_seat = None
        self._run_bots()

    @guarded
    def _on_defect(self, _button: widgets.Button) -> None:
        self.game.apply(Action("defect"))

    @guarded
    def _on_step(self, _button: widgets.Button) -> None:
        """One phase on: resolve the waiting harvest, then let the bots choose up to the next stop."""
        if self.pending is not None:
            self._resolve()
        if self.game.is_over():
            self._say("The game is over: start a new game to play again.")
        elif self.game.current_player in self.humans:
            self._say(f"Seat {self.game.current_player} (human) is to choose a card.")
        self._run_bots()

    @guarded
    def _on_auto(self, _button: widgets.Button) -> None:
        stood_in = set()
        while not self.game.is_over():
            if self.pending is not None:
                self._resolve()
                continue
            seat = self.game.current_player
            if seat in self.humans:
                stood_in.add(seat)
            self._choose(self._bot(seat).choose(self.game, seat, self.rng))
        self._report_stand_in(stood_in)

    @guarded
    def _on_teacher(self, _change: dict[str, Any]) -> None:
        self._update_figure()

    # -- moving the game on ---------------------------------------------------------------------
    def _choose(self, action: Action) -> None:
        """Apply a choice, except the round's last card: hold it so the harvest can be previewed."""
        last_card = action.kind == "play" and len(self.game.choices) == self.game.players - 1
        if not last_card:
            self.game.apply(action)
            return
        if action not in self.game.legal_actions():
            raise self.game.explain_illegal(action)
        self.pending = action

    def _resolve(self) -> None:
        action, self.pending = self.pending, None
        rounds = len(self.game.rounds)
        self.game.apply(action)
        if len(self.game.rounds) != rounds:
            self._update_figure()

    def _run_bots(self) -> None:
        """Bots choose until a human must choose, the harvest waits to be resolved, or the game ends."""
        while not self.game.is_over() and self.pending is None and self.game.current_player not in self.humans:
            seat = self.game.current_player
            self._choose(self.bots[seat].choose(self.game, seat, self.rng))

    # -- drawing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        seat = game.current_player
        self.status.value = self._status_html()
        self.forest.value = self._forest_html()
        self.table.value = self._table_html()
        self.reveal.value = self._reveal_html()
        self._draw_turn(seat)
        self.forecast.value = self._forecast_html() if self.pending is not None else ""
        self.resolve_button.layout.display = "" if self.pending is not None else "none"
        waiting = [f"Seat {seat} chooses a card face down. All cards are chosen: reveal!"] if self.pending is not None else []
        self._sync_controls(game.log + waiting)

    def _status_html(self) -> str:
        game = self.game
        if game.is_over():
            if game.collapsed:
                headline = f"The forest collapsed in round {game.round}. Pyrrhic end: nobody wins."
            else:
                headline = "The forest survived all 8 rounds. Winner(s): " + ", ".join(self._who(s) for s in game.winners())
        elif self.pending is not None:
            headline = f"Round {game.round} of {ROUNDS}: all cards chosen; resolve the harvest."
        else:
            headline = f"Round {game.round} of {ROUNDS}, harvest phase: {self._who(game.current_player)} chooses a card."
        return (f'<div class="forestnb-status" style="font-family:sans-serif;font-size:16px;font-weight:bold;'
                f'padding:4px 0">The Forest of Humbaba (seed {game.seed}) &mdash; {escape(headline)}</div>')

    def _forest_html(self) -> str:
        game = self.game
        band = odds.band(game.health)
        cells = "".join(
            f'<span style="display:inline-block;width:22px;text-align:center;margin-right:1px;border-radius:3px;'
            f'background:{BAND_COLOURS[odds.band(h)] if h <= game.health else "#eee"};'
            f'color:{"white" if h <= game.health else "#999"};font-weight:{"bold" if h == game.health else "normal"}">{h}</span>'
            for h in range(MAX_HEALTH + 1)
        )
        box = f"<b>{game.box_reserve}</b> (teacher view)" if self.teacher else "hidden"
        clip = " &mdash; <b style='color:#b2182b'>Seneca Clip: regeneration cut this round</b>" if game.clip_active else ""
        event = game.event or "none this round"
        timers = "; ".join(f"{t['source']}: {t['kind']} {t['amount']:+d} for {t['rounds_left']} more cleanup(s)" for t in game.timers)
        return (
            f'<div class="forestnb-forest" style="font-family:sans-serif;font-size:13px;line-height:1.6">'
            f"<div>Forest Health {cells} <b style='color:{BAND_COLOURS[band]}'>{game.health} ({band})</b></div>"
            f"<div>Regeneration {game.regen_rate()} a round{clip} &middot; Forest Die: collapse on "
            f"{odds.collapse_faces(game.health, game.options['die_success'])} (success {game.die_success()})</div>"
            f"<div>Forest Deck <b>{game.forest_deck}</b> cedars &middot; Box Reserve {box} &middot; "
            f"Event: <b>{escape(event)}</b>{' &middot; ' + escape(timers) if timers else ''}</div></div>"
        )

    def _table_html(self) -> str:
        game = self.game
        rows = []
        for seat, player in enumerate(game.seats):
            token = ""
            if seat == game.king:
                token = "Aggressive" if game.aggressive else "Cooperative"
            chosen = "&#10003;" if seat in game.choices or (self.pending is not None and seat == game.current_player) else ""
            colour = seat_colour(seat)
            rows.append(
                f"<tr><td style='color:{colour};font-weight:bold'>{escape(self._who(seat))}</td>"
                f"<td>{escape(game.archetypes[player.deck].name)}</td><td><b>{player.stockpile}</b></td>"
                f"<td>{player.capacity}</td><td>{player.patience}</td><td>{player.renewal}</td>"
                f"<td>{len(player.hand)} / {len(player.draw_pile)}</td><td>{token}</td><td>{chosen}</td></tr>"
            )
        head = "".join(f"<th style='text-align:left;padding-right:8px'>{h}</th>" for h in
                       ("Seat", "Archetype", "Stockpile", "Capacity", "Patience", "Renewal", "Hand / pile", "Defection Token", "Chosen"))
        return (f'<table class="forestnb-players" style="font-family:sans-serif;font-size:13px;border-collapse:collapse">'
                f"<tr>{head}</tr>{''.join(rows)}</table>")

    def _reveal_html(self) -> str:
        game = self.game
        if not game.revealed:
            return ""
        cards = []
        for play in game.revealed:
            card = game.cards[play["card"]]
            aimed = f"target: Seat {play['target']}" if play["target"] is not None else ""
            face = card_html(card.name, card.type, card.text, corner=str(card.harvest), footer=aimed,
                             colour=KIND_COLOURS[card.type])
            cards.append(f"<div><div style='font-size:11px;font-weight:bold'>{escape(self._who(play['seat']))}</div>{face}</div>")
        return (f'<div class="forestnb-reveal" style="font-family:sans-serif"><div style="font-size:13px;font-weight:bold">'
                f"Revealed in round {game.revealed[0]['round']}:</div><div style='display:flex;gap:6px;flex-wrap:wrap'>"
                f"{''.join(cards)}</div></div>")

    def _draw_turn(self, seat: int | None) -> None:
        """The human's panel: the pass-the-device gate, then the hand with only legal plays enabled."""
        human_turn = seat in self.humans and self.pending is None and not self.game.is_over()
        gated = human_turn and len(self.humans) > 1 and self.ready_seat != seat
        self.pass_button.layout.display = "" if gated else "none"
        show_hand = human_turn and not gated
        self.defect_button.layout.display = "" if show_hand and self.game.may_defect(seat) else "none"
        if gated:
            self.prompt.value = self._pass_prompt(seat)
        elif show_hand:
            self.prompt.value = self._hand_prompt(seat)
        else:
            self.prompt.value = ""
        self.hand.children = self._hand_cards(seat) if show_hand else ()

    def _hand_prompt(self, seat: int) -> str:
        view = self.game.view(seat)
        seen = "".join(f" You counted the Box Reserve in round {s['round']}: {s['box_reserve']} cedars." for s in view["box_seen"])
        return (f"<div style='font-size:14px'><b>{escape(self._who(seat))}</b>: choose a card in secret. "
                f"Your harvest = the card's value + your Capacity ({self.game.seats[seat].capacity}).{escape(seen)}</div>")

    def _hand_cards(self, seat: int) -> tuple[widgets.Widget, ...]:
        game = self.game
        legal = game.legal_actions()
        columns = []
        for name in dict.fromkeys(game.seats[seat].hand):
            card = game.cards[name]
            plays = [a for a in legal if a.kind == "play" and a.args[0] == name]
            harvest = game.harvest_value(seat, name)
            picture = widgets.HTML(card_html(name, card.type, card.text, corner=str(card.harvest),
                                             footer=f"You would harvest {harvest} now", colour=KIND_COLOURS[card.type]))
            target = None
            if card.needs_target:
                target = widgets.Dropdown(options=[(f"Seat {a.args[1]}", a.args[1]) for a in plays],
                                          description="Target", layout=widgets.Layout(width="150px"))
            button = widgets.Button(description=f"Play {name}"[:24], tooltip=f"play {name}", button_style="success",
                                    disabled=not plays, layout=widgets.Layout(width="150px"))
            button.add_class("forestnb-play")
            button.on_click(functools.partial(self._on_play, plays[0] if plays else Action("play", (name,)), target))
            columns.append(widgets.VBox([picture, *([target] if target else []), button]))
        return tuple(columns)

    def _forecast_html(self) -> str:
        outlook = self.game.forecast({self.game.current_player: self.pending})
        rolls = outlook["excess"]
        if not rolls:
            text = (f"Total demand {sum(outlook['demands'])} fits in the Forest Deck ({outlook['forest_deck']}): "
                    "no Forest Die rolls are needed.")
            colour = "#1b7837"
        else:
            risk = float(outlook["collapse_probability"])
            text = (f"Total demand {sum(outlook['demands'])} is {rolls} more than the Forest Deck ({outlook['forest_deck']}): "
                    f"{rolls} Forest Die roll(s) at Health {outlook['health']}, each succeeding with probability "
                    f"{outlook['die_success']}. Chance the forest collapses: 1 - ({outlook['die_success']})^{rolls} = {risk:.1%}.")
            if self.teacher:
                text += f" (Teacher: with the Box Reserve as it is, the true risk is {float(outlook['true_collapse_probability']):.1%}.)"
            colour = "#b2182b"
        return (f'<div class="forestnb-forecast" style="font-family:sans-serif;font-size:14px;color:{colour};'
                f'border-left:4px solid {colour};padding:4px 8px">{escape(text)}</div>')


make_module_callable(__name__)
