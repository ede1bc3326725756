"""The Humbaba board: play against bots, or hot-seat with friends, on one ipywidgets panel.

The board only shows a player what the rules let them see: hands behind a "pass the device"
step when several people share the screen, the Box Reserve hidden unless ruling R7 lets the seat
see it (the ``reveal_box`` option) or the board is the teacher's (``teacher=True``, which also
gives it the switch). Bots before a human choose on their own; the board then stops at the
reveal, shows this round's cards, each seat's demand and the exact collapse probability of the
harvest about to be served, and waits for "Resolve harvest". Every callback reports its own
errors on the board, and the game is restored if one fails half-way.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as widgets
import plotly.graph_objects as go

from ..core.actions import Action
from ..core.bots import Bot
from ..core.errors import excerpt
from ..core.words import chance, count
from ..widgets.board import HUMAN, Board, guarded, make_module_callable, table_setup
from ..widgets.cards import card_html
from ..widgets.styles import seat_colour
from . import odds
from .face import STAND_IN, card_risk, class_rules_words
from .figures import forest_timeline, update_timeline
from .rules import MAX_HEALTH, ROUNDS, HumbabaGame
from .styles import BAND_COLOURS, KIND_COLOURS, LOG_MARKS

DEFAULT_SEATS = (HUMAN, "greedy", "cooperative", "adaptive")
SAFE, RISKY = BAND_COLOURS["thriving"], BAND_COLOURS["failing"]  # a forecast or card risk: no dice, or dice
TABLE_HEADS = (  # short headings, so the table fits beside the hand; the full words are each one's tooltip
    ("Seat", "Seat"),
    ("Archetype", "Archetype"),
    ("Stock", "Stockpile"),
    ("Cap.", "Capacity"),
    ("Pat.", "Patience"),
    ("Ren.", "Renewal"),
    ("Hand / pile", "Cards in hand / in the draw pile"),
    ("Token", "Defection Token"),
    ("Chosen", "Has chosen a card this round"),
)


def board(
    players: int = 4,
    seats: Sequence[str | Bot] | None = None,
    seed: int | None = None,
    *,
    teacher: bool = False,
    **options: Any,
) -> HumbabaBoard:
    """A playable board. ``seats`` gives each seat "human" or a bot (name or object); by default
    seat 0 is you and the others are bots. Without a seed, one is drawn and shown on the board.
    ``teacher=True`` is the teacher's board: it shows the hidden Box Reserve, with a switch to hide it."""
    seats, seed = table_setup("humbaba", players, seats, seed, DEFAULT_SEATS)
    if not isinstance(teacher, bool):
        raise ValueError(f"teacher must be True or False, got {excerpt(teacher)}")
    return HumbabaBoard(seats, seed=seed, teacher=teacher, options=options)


class HumbabaBoard(Board):
    """The Humbaba board; see ``Board`` for the controls every board shares. Besides the hot-seat
    gate it holds two more pieces of turn state: ``pending``, the round's last card, held back so
    the harvest can be previewed before it is resolved, and ``confirming``, set between a click on
    Defect and its confirmation, since a defection can never be undone."""

    GAME = "humbaba"
    STAND_IN = STAND_IN
    LOG_MARKS = LOG_MARKS
    BACKUP = ("pending", "ready_seat", "confirming")
    CHART_HEIGHT = 360  # two panels, Health above the cedars, and a two-row legend
    game: HumbabaGame

    def __init__(self, seats: list[str | Bot], *, seed: int, teacher: bool, options: dict[str, Any]) -> None:
        self._teacher_board = teacher  # read by _build_controls, which the base constructor calls
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
        self.defect_button = widgets.Button(
            description="Defect: flip the Defection Token",
            button_style="danger",
            icon="crown",
            layout=widgets.Layout(width="auto"),
        )
        self.confirm_defect = widgets.Button(
            description="Confirm: defect", button_style="danger", icon="check", layout=widgets.Layout(width="auto")
        )
        self.cancel_defect = widgets.Button(description="Cancel", icon="times", layout=widgets.Layout(width="auto"))
        self.defect_warning = widgets.HTML(
            "<div style='font-family:sans-serif;font-size:13px;color:#b2182b'>Defecting turns the token to Aggressive "
            "for the rest of the game: it can never be undone.</div>"
        )
        self.confirm_row = widgets.HBox(
            [self.defect_warning, self.confirm_defect, self.cancel_defect],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.forecast = widgets.HTML()
        self.resolve_button = widgets.Button(description="Resolve harvest", button_style="warning", icon="tree")
        self.teacher_toggle = widgets.ToggleButton(
            value=self._teacher_board,
            description="Teacher view: Box Reserve",
            icon="user-secret",
            layout=widgets.Layout(width="auto"),
        )
        self.teacher_toggle.layout.display = "" if self._teacher_board else "none"
        for name, control in (
            ("defect", self.defect_button),
            ("confirm-defect", self.confirm_defect),
            ("cancel-defect", self.cancel_defect),
            ("resolve", self.resolve_button),
            ("teacher", self.teacher_toggle),
        ):
            control.add_class(f"forestnb-{name}")
        self.defect_button.on_click(self._on_defect)
        self.confirm_defect.on_click(self._on_confirm_defect)
        self.cancel_defect.on_click(self._on_cancel_defect)
        self.resolve_button.on_click(self._on_step)
        self.teacher_toggle.observe(self._on_teacher, names="value")

    def _left_widgets(self) -> list[widgets.Widget]:
        # the hand comes right under the forest, so it shares the screen with the chart
        return [
            self.status,
            self.forest,
            self.prompt,
            self.pass_button,
            self.hand,
            self.defect_button,
            self.confirm_row,
            self.reveal,
            self.forecast,
            self.resolve_button,
        ]

    def _right_widgets(self) -> list[widgets.Widget]:
        return [self.table]

    def _extra_controls(self) -> list[widgets.Widget]:
        return [self.teacher_toggle]

    def _start(self, seed: int) -> None:
        self.pending: Action | None = None
        self.confirming = False
        super()._start(seed)

    def _new_game(self, seed: int) -> HumbabaGame:
        return HumbabaGame(players=len(self.seat_specs), seed=seed, **self.options)

    def _new_figure(self) -> go.Figure:
        return forest_timeline(self.game, teacher=self.teacher)

    def _draw_figure(self, figure: go.Figure) -> None:
        update_timeline(figure, self.game, teacher=self.teacher)

    @property
    def teacher(self) -> bool:
        return self.teacher_toggle.value

    @property
    def teacher_eyes(self) -> bool:
        """The teacher's view shows the whole log, the Box Reserve counts no seat sees included."""
        return self.teacher

    @property
    def box_shown(self) -> bool:
        """Whether the screen may show the Box Reserve: ruling R7's reveal_box option, or the teacher's view."""
        return self.teacher or bool(self.game.options["reveal_box"])

    # -- callbacks ------------------------------------------------------------------------------
    @guarded
    def _on_play(self, action: Action, target: widgets.Dropdown | None, _button: widgets.Button) -> None:
        if target is not None:
            action = Action(action.kind, (action.args[0], target.value))
        self._choose(action)
        self.ready_seat = None
        self.confirming = False
        self._run_bots()

    @guarded
    def _on_defect(self, _button: widgets.Button) -> None:
        if not self.game.may_defect(self.game.current_player):
            raise self.game.explain_illegal(Action("defect"))
        self.confirming = True

    @guarded
    def _on_confirm_defect(self, _button: widgets.Button) -> None:
        self.confirming = False
        self.game.apply(Action("defect"))

    @guarded
    def _on_cancel_defect(self, _button: widgets.Button) -> None:
        self.confirming = False

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
        self.confirming = False
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
        outlook = game.forecast({seat: self.pending}) if self.pending is not None else None
        self.status.value = self._status_html()
        self.forest.value = self._forest_html()
        self.table.value = self._table_html()
        self.reveal.value = self._reveal_html(outlook)
        self._draw_turn(seat)
        self.forecast.value = self._forecast_html(outlook) if outlook is not None else ""
        self.resolve_button.layout.display = "" if self.pending is not None else "none"
        waiting = (
            [f"Seat {seat} chooses a card face down. All cards are chosen: reveal!"] if self.pending is not None else []
        )
        self._sync_controls(waiting)

    def _status_html(self) -> str:
        game = self.game
        if game.is_over():
            if game.collapsed:
                headline = f"The forest collapsed in round {game.round}. Pyrrhic end: nobody wins."
            else:
                headline = f"The forest survived all {ROUNDS} rounds. Winner(s): " + ", ".join(
                    self._who(s) for s in game.winners()
                )
        elif self.pending is not None:
            headline = f"Round {game.round} of {ROUNDS}: all cards are revealed; resolve the harvest."
        else:
            headline = f"Round {game.round} of {ROUNDS}: {self._who(game.current_player)} chooses a card."
        return (
            f'<div class="forestnb-status" style="font-family:sans-serif;font-size:15px;font-weight:bold;'
            f'padding:2px 0">Humbaba (seed {game.seed}) &mdash; {escape(headline)}</div>'
        )

    def _forest_html(self) -> str:
        game = self.game
        band = odds.band(game.health)
        cells = "".join(
            f'<span style="display:inline-block;width:20px;text-align:center;margin-right:1px;border-radius:3px;'
            f"background:{BAND_COLOURS[odds.band(h)] if h <= game.health else '#eee'};"
            f"color:{'white' if h <= game.health else '#999'};"
            f'font-weight:{"bold" if h == game.health else "normal"}">{h}</span>'
            for h in range(MAX_HEALTH + 1)
        )
        box = f"<b>{game.box_reserve}</b>{' (teacher view)' if self.teacher else ''}" if self.box_shown else "hidden"
        clip = (
            " &mdash; <b style='color:#b2182b'>Seneca Clip: regeneration cut this round</b>" if game.clip_active else ""
        )
        event = game.event or "none this round"
        timers = "; ".join(
            f"{t['source']}: {t['kind']} {t['amount']:+d} for {t['rounds_left']} more cleanup(s)" for t in game.timers
        )
        return (
            f'<div class="forestnb-forest" style="font-family:sans-serif;font-size:13px;line-height:1.5">'
            f"<div>Forest Health {cells} <b style='color:{BAND_COLOURS[band]}'>{game.health} ({band})</b> &middot; "
            f"Forest Die: collapse on {odds.collapse_faces(game.health, game.options['die_success'])} "
            f"(success {game.die_success()})</div>"
            f"<div>Forest Deck <b>{game.forest_deck}</b> cedars &middot; Box Reserve {box} &middot; "
            f"Regeneration {game.regen_rate()} a round{clip} &middot; "
            f"Event: <b>{escape(event)}</b>{' &middot; ' + escape(timers) if timers else ''}</div>"
            f"{classroom_rules_html(game)}</div>"
        )

    def _table_html(self) -> str:
        game = self.game
        rows = []
        for seat, player in enumerate(game.seats):
            token = ""
            if seat == game.king:
                token = "Aggressive" if game.aggressive else "Cooperative"
            chosen = (
                "&#10003;" if seat in game.choices or (self.pending is not None and seat == game.current_player) else ""
            )
            colour = seat_colour(seat)
            rows.append(
                f"<tr><td style='color:{colour};font-weight:bold'>{escape(self._who(seat))}</td>"
                f"<td>{escape(game.archetypes[player.deck].name)}</td><td><b>{player.stockpile}</b></td>"
                f"<td>{player.capacity}</td><td>{player.patience}</td><td>{player.renewal}</td>"
                f"<td>{len(player.hand)} / {len(player.draw_pile)}</td><td>{token}</td><td>{chosen}</td></tr>"
            )
        head = "".join(
            f"<th style='text-align:left;padding-right:6px' title='{escape(full)}'>{short}</th>"
            for short, full in TABLE_HEADS
        )
        return (
            f'<table class="forestnb-players" style="font-family:sans-serif;font-size:12px;line-height:1.3;'
            f'border-collapse:collapse">'
            f"<tr>{head}</tr>{''.join(rows)}</table>"
        )

    def _round_plays(self) -> list[dict[str, Any]]:
        """This round's cards in turn order, once every seat has chosen (the last one still held back)."""
        game = self.game
        name, *target = self.pending.args
        chosen = {**game.choices, game.current_player: (name, target[0] if target else None)}
        return [{"seat": s, "card": chosen[s][0], "target": chosen[s][1]} for s in game.turn_order()]

    def _reveal_html(self, outlook: dict[str, Any] | None) -> str:
        """The cards on the table: this round's while its harvest waits, else the last round's."""
        game = self.game
        if outlook is not None:
            plays, demands, heading = self._round_plays(), outlook["demands"], f"Revealed in round {game.round}"
        elif game.revealed:
            plays, demands = game.revealed, game.rounds[-1]["demands"]
            heading = f"Revealed in round {game.revealed[0]['round']} (last round)"
        else:
            return ""
        cards = []
        for play in plays:
            card = game.cards[play["card"]]
            aimed = f"target: Seat {play['target']}" if play["target"] is not None else ""
            face = card_html(
                card.name,
                card.type,
                card.text,
                corner=str(card.harvest),
                footer=[f"Demand: {count(demands[play['seat']], 'cedar')}", aimed],
                colour=KIND_COLOURS[card.type],
            )
            cards.append(
                f"<div><div style='font-size:11px;font-weight:bold'>{escape(self._who(play['seat']))}</div>{face}</div>"
            )
        return (
            f'<div class="forestnb-reveal" style="font-family:sans-serif"><div style="font-size:13px;font-weight:bold">'
            f"{heading}: total demand {sum(demands)}</div><div style='display:flex;gap:6px;flex-wrap:wrap'>"
            f"{''.join(cards)}</div></div>"
        )

    def _draw_turn(self, seat: int | None) -> None:
        """The human's panel: the pass-the-device gate, then the hand with only legal plays enabled."""
        human_turn = seat in self.humans and self.pending is None and not self.game.is_over()
        gated = human_turn and len(self.humans) > 1 and self.ready_seat != seat
        self.pass_button.layout.display = "" if gated else "none"
        show_hand = human_turn and not gated
        may_defect = show_hand and self.game.may_defect(seat)
        self.defect_button.layout.display = "" if may_defect and not self.confirming else "none"
        self.confirm_row.layout.display = "" if may_defect and self.confirming else "none"
        if gated:
            self.prompt.value = self._pass_prompt(seat)
        elif show_hand:
            self.prompt.value = self._hand_prompt(seat)
        else:
            self.prompt.value = ""
        self.hand.children = self._hand_cards(seat) if show_hand else ()

    def _hand_prompt(self, seat: int) -> str:
        view = self.game.view(seat)
        seen = "".join(
            f" You counted the Box Reserve in round {s['round']}: {s['box_reserve']} cedars." for s in view["box_seen"]
        )
        return (
            f"<div style='font-size:14px'><b>{escape(self._who(seat))}</b>: choose a card in secret. "
            f"Your harvest = the card's value + your Capacity ({self.game.seats[seat].capacity}).{escape(seen)}</div>"
        )

    def _hand_cards(self, seat: int) -> tuple[widgets.Widget, ...]:
        game = self.game
        legal = game.legal_actions()
        columns = []
        for name, copies in Counter(game.seats[seat].hand).items():
            card = game.cards[name]
            plays = [a for a in legal if a.kind == "play" and a.args[0] == name]
            risk, safe = card_risk(game, seat, name)
            picture = widgets.HTML(
                card_html(
                    name,
                    card.type,
                    card.text,
                    corner=str(card.harvest),
                    copies=copies,
                    footer=risk,
                    colour=KIND_COLOURS[card.type],
                )
            )
            picture.add_class("forestnb-risk-safe" if safe else "forestnb-risk-dice")
            target = None
            if card.needs_target:
                target = widgets.Dropdown(
                    options=[(f"Seat {a.args[1]}", a.args[1]) for a in plays],
                    description="Aim at",
                    style={"description_width": "48px"},
                    layout=widgets.Layout(width="150px"),
                )
            button = widgets.Button(
                description="Play this card",
                tooltip=f"play {name}",
                button_style="success",
                disabled=not plays,
                layout=widgets.Layout(width="150px"),
            )
            button.add_class("forestnb-play")
            button.on_click(functools.partial(self._on_play, plays[0] if plays else Action("play", (name,)), target))
            columns.append(widgets.VBox([picture, *([target] if target else []), button]))
        return tuple(columns)

    @staticmethod
    def _health_changes(outlook: dict[str, Any]) -> str:
        """The forecast's Health changes (the revealed cards' effects and a burst), in words."""
        changes = [
            f"the Stranger-King's burst {change['to'] - change['from']} (one per Patience token)"
            if change["source"] == "Burst"
            else f"{change['source']} {change['to'] - change['from']:+d}"
            for change in outlook["health_changes"]
        ]
        return f" ({', '.join(changes)})" if changes else ""

    def _forecast_html(self, outlook: dict[str, Any]) -> str:
        rolls = outlook["excess"]
        moved = ""
        if outlook["health"] != self.game.health:
            moved = (
                f" The dice roll at Health {outlook['health']}, not the {self.game.health} shown above: "
                f"this round's cards change it first{self._health_changes(outlook)}."
            )
        if not rolls:
            text = (
                f"Total demand {sum(outlook['demands'])} fits in the Forest Deck ({outlook['forest_deck']}): "
                "no Forest Die rolls are needed."
            )
            colour = SAFE
        else:
            risk = float(outlook["collapse_probability"])
            text = (
                f"Total demand {sum(outlook['demands'])} is {rolls} more than the Forest Deck "
                f"({outlook['forest_deck']}): "
                f"{rolls} Forest Die roll(s) at Health {outlook['health']}, each succeeding with probability "
                f"{outlook['die_success']}. Chance the forest collapses, 1 - ({outlook['die_success']})^{rolls}: "
                f"{chance(risk)}."
            )
            if self.box_shown:
                true_risk = chance(float(outlook["true_collapse_probability"]))
                text += f" (With the Box Reserve as it is, the true risk is {true_risk}.)"
            colour = RISKY
        return (
            f'<div class="forestnb-forecast" style="font-family:sans-serif;font-size:14px;color:{colour};'
            f'border-left:4px solid {colour};padding:4px 8px">{escape(text + moved)}</div>'
        )


def classroom_rules_html(game: HumbabaGame) -> str:
    """The classroom rules in force (rulings R11 to R14) in the seat pages' words
    (``face.class_rules_words``), who was detected and fined, and the shared forecast while a
    harvest is being chosen; empty under the rule book's rules."""
    if not game.institutions_in_force():
        return ""
    rules = game.institutions()
    said, caught = class_rules_words(rules)
    lines = [f"<div><b>Class rules in force</b>: {escape('; '.join(said))}.</div>"] if said else []
    if caught:
        lines.append(f"<div>{escape(' · '.join(caught))}</div>")
    if rules["shared_forecast"] and game.phase == "harvest":
        cast = game.shared_forecast()
        chances = ", ".join(
            f"{extra} beyond: {chance(float(Fraction(p)))}" for extra, p in enumerate(cast["collapse_beyond"], start=1)
        )
        lines.append(
            f"<div>Shared forecast: cedars beyond the Forest Deck ({cast['forest_deck']}) collapse the forest with "
            f"chance {chances}</div>"
        )
    return "".join(lines)


make_module_callable(__name__)
