"""The Humbaba board: play against bots, or hot-seat with friends, on one ipywidgets panel.

The board only shows a player what the rules let them see: hands behind a "pass the device"
step when several people share the screen, the Box Reserve hidden unless the teacher switch is
on. Bots before a human choose on their own; the board then stops at the reveal, shows the exact
collapse probability of the harvest about to be served, and waits for "Resolve harvest". Every
callback reports its own errors on the board, and the game is restored if one fails half-way.
"""
from __future__ import annotations

import functools
import random
import sys
import types
from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as widgets
import plotly.graph_objects as go

from ..core.actions import Action
from ..core.bots import Bot, make_bot
from ..core.errors import IllegalActionError
from ..core.rng import bot_rng
from ..widgets.cards import card_html
from ..widgets.log import LogView
from . import odds
from .figures import SEAT_COLOURS, forest_timeline, update_timeline
from .rules import MAX_HEALTH, ROUNDS, HumbabaGame

HUMAN = "human"
DEFAULT_SEATS = (HUMAN, "greedy", "cooperative", "adaptive")
STAND_IN = "cooperative"
BAND_COLOURS = {"thriving": "#1b7837", "strained": "#e08214", "failing": "#b2182b"}


def board(players: int = 4, seats: Sequence[str | Bot] | None = None, seed: int | None = None, *, teacher: bool = False,
          **options: Any) -> "HumbabaBoard":
    """A playable board. ``seats`` gives each seat "human" or a bot (name or object); by default
    seat 0 is you and the others are bots. Without a seed, one is drawn and shown on the board."""
    seats = list(seats) if seats is not None else list(DEFAULT_SEATS[:players])
    if len(seats) != players:
        raise ValueError(f"seats must list one entry per player ({players}), got {len(seats)}")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    return HumbabaBoard(seats, seed=seed, teacher=teacher, options=options)


def _guarded(method: Callable[..., None]) -> Callable[..., None]:
    """Run a callback so that any error is shown on the board and the game is left as it was."""

    @functools.wraps(method)
    def run(self: "HumbabaBoard", *args: Any) -> None:
        backup = (self.game.clone(), self.pending, self.ready_seat)
        try:
            self.message.value = ""
            method(self, *args)
        except IllegalActionError as err:
            self._say(f"Not allowed ({err.rule}): {err.detail}", error=True)
        except Exception as err:  # noqa: BLE001 - a board must never lose the game to a bug
            self.game, self.pending, self.ready_seat = backup
            self._say(f"Something went wrong ({type(err).__name__}: {err}); the game is as it was before.", error=True)
        self.refresh()

    return run


class HumbabaBoard(widgets.VBox):
    """The board widget; ``game`` is the live engine, and the controls are attributes for tests."""

    def __init__(self, seats: list[str | Bot], *, seed: int, teacher: bool, options: dict[str, Any]) -> None:
        super().__init__()
        self.add_class("forestnb-board")
        self.seat_specs = seats
        self.options = options
        self.bots = {s: make_bot("humbaba", spec) for s, spec in enumerate(seats) if spec != HUMAN}
        self.humans = [s for s, spec in enumerate(seats) if spec == HUMAN]
        self.stand_in = make_bot("humbaba", STAND_IN)
        self._build_controls(seed, teacher)
        self._start(seed)
        self.children = [self._layout()]

    # -- construction ------------------------------------------------------------------------
    def _build_controls(self, seed: int, teacher: bool) -> None:
        self.status = widgets.HTML()
        self.forest = widgets.HTML()
        self.table = widgets.HTML()
        self.reveal = widgets.HTML()
        self.prompt = widgets.HTML()
        self.hand = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.hand.add_class("forestnb-hand")
        self.pass_button = widgets.Button(description="I'm ready: show my hand", button_style="info", icon="eye")
        self.defect_button = widgets.Button(description="Defect (flip the token)", button_style="danger", icon="crown")
        self.forecast = widgets.HTML()
        self.resolve_button = widgets.Button(description="Resolve harvest", button_style="warning", icon="tree")
        self.step_button = widgets.Button(description="Next step", icon="step-forward")
        self.auto_button = widgets.Button(description="Auto-play to end", icon="fast-forward")
        self.seed_input = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="170px"))
        self.new_button = widgets.Button(description="New game", icon="refresh")
        self.teacher_toggle = widgets.ToggleButton(value=teacher, description="Teacher view: Box Reserve",
                                                   icon="user-secret", layout=widgets.Layout(width="230px"))
        self.message = widgets.HTML()
        self.log_view = LogView()
        for name, control in (("pass", self.pass_button), ("defect", self.defect_button), ("resolve", self.resolve_button),
                              ("step", self.step_button), ("auto", self.auto_button), ("new", self.new_button),
                              ("teacher", self.teacher_toggle), ("seed", self.seed_input)):
            control.add_class(f"forestnb-{name}")
        for button, handler in ((self.pass_button, self._on_pass), (self.defect_button, self._on_defect),
                                (self.resolve_button, self._on_step), (self.step_button, self._on_step),
                                (self.auto_button, self._on_auto), (self.new_button, self._on_new)):
            button.on_click(handler)
        self.teacher_toggle.observe(self._on_teacher, names="value")

    def _layout(self) -> widgets.Widget:
        controls = widgets.HBox([self.step_button, self.auto_button, self.seed_input, self.new_button, self.teacher_toggle],
                                layout=widgets.Layout(flex_flow="row wrap"))
        controls.add_class("forestnb-controls")
        left = widgets.VBox([self.status, self.forest, self.table, self.reveal, self.prompt, self.pass_button,
                             self.hand, self.defect_button, self.forecast, self.resolve_button, controls, self.message],
                            layout=widgets.Layout(flex="1 1 640px", min_width="0"))
        right = widgets.VBox([self.figure, self.log_view], layout=widgets.Layout(flex="0 0 580px"))
        # side by side on a wide screen (a projector), the chart below the board on a narrow one
        return widgets.HBox([left, right], layout=widgets.Layout(width="100%", flex_flow="row wrap"))

    def _start(self, seed: int) -> None:
        self.game: HumbabaGame = HumbabaGame(players=len(self.seat_specs), seed=seed, **self.options)
        self.rng = bot_rng(seed)
        self.pending: Action | None = None
        self.ready_seat: int | None = None
        self.seed_input.value = seed
        if hasattr(self, "figure"):
            update_timeline(self.figure, self.game, teacher=self.teacher)
        else:
            self.figure = go.FigureWidget(forest_timeline(self.game, teacher=self.teacher))
            self.figure.layout.height = 460
            self.figure.layout.width = 570
        self._run_bots()
        self.refresh()

    @property
    def teacher(self) -> bool:
        return self.teacher_toggle.value

    # -- callbacks ------------------------------------------------------------------------------
    @_guarded
    def _on_play(self, action: Action, target: widgets.Dropdown | None, _button: widgets.Button) -> None:
        if target is not None:
            action = Action(action.kind, (action.args[0], target.value))
        self._choose(action)
        self.ready_seat = None
        self._run_bots()

    @_guarded
    def _on_pass(self, _button: widgets.Button) -> None:
        self.ready_seat = self.game.current_player

    @_guarded
    def _on_defect(self, _button: widgets.Button) -> None:
        self.game.apply(Action("defect"))

    @_guarded
    def _on_step(self, _button: widgets.Button) -> None:
        """One phase on: resolve the waiting harvest, then let the bots choose up to the next stop."""
        if self.pending is not None:
            self._resolve()
        if self.game.is_over():
            self._say("The game is over: start a new game to play again.")
        elif self.game.current_player in self.humans:
            self._say(f"Seat {self.game.current_player} (human) is to choose a card.")
        self._run_bots()

    @_guarded
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
        if stood_in:
            self._say(f"Auto-play: the {STAND_IN} bot played for human seat(s) {sorted(stood_in)}.")

    @_guarded
    def _on_new(self, _button: widgets.Button) -> None:
        self._start(self.seed_input.value)

    @_guarded
    def _on_teacher(self, _change: dict[str, Any]) -> None:
        update_timeline(self.figure, self.game, teacher=self.teacher)

    # -- moving the game on ---------------------------------------------------------------------
    def _bot(self, seat: int) -> Bot:
        return self.bots.get(seat, self.stand_in)

    def _choose(self, action: Action) -> None:
        """Apply a choice, except the round's last card: hold it so the harvest can be previewed."""
        seat = self.game.current_player
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
            update_timeline(self.figure, self.game, teacher=self.teacher)

    def _run_bots(self) -> None:
        """Bots choose until a human must choose, the harvest waits to be resolved, or the game ends."""
        while not self.game.is_over() and self.pending is None and self.game.current_player not in self.humans:
            seat = self.game.current_player
            self._choose(self.bots[seat].choose(self.game, seat, self.rng))

    def _say(self, text: str, *, error: bool = False) -> None:
        colour = "#b2182b" if error else "#1b5e20"
        self.message.value = f'<div class="forestnb-message" style="color:{colour};font-weight:bold">{escape(text)}</div>'

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
        self.step_button.disabled = game.is_over()
        self.auto_button.disabled = game.is_over()
        waiting = [f"Seat {seat} chooses a card face down. All cards are chosen: reveal!"] if self.pending is not None else []
        self.log_view.show(game.log + waiting)

    def _who(self, seat: int) -> str:
        spec = self.seat_specs[seat]
        who = "human" if spec == HUMAN else f"{self.bots[seat].name} bot"
        return f"Seat {seat} ({who})"

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
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
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
            cards.append(f"<div><div style='font-size:11px;font-weight:bold'>{escape(self._who(play['seat']))}</div>"
                         f"{card_html(card.name, card.type, card.text, corner=str(card.harvest), footer=aimed)}</div>")
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
            self.prompt.value = (f"<div style='font-size:15px'>Pass the device to <b>{escape(self._who(seat))}</b>. "
                                 "Everyone else, look away.</div>")
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
                                             footer=f"You would harvest {harvest} now"))
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


class _BoardModule(types.ModuleType):
    """Makes ``forestnb.humbaba.board(...)`` build a board even after this module is imported by
    name (importing a submodule rebinds the package attribute of the same name to the module)."""

    def __call__(self, *args: Any, **kwargs: Any) -> HumbabaBoard:
        return board(*args, **kwargs)


sys.modules[__name__].__class__ = _BoardModule
