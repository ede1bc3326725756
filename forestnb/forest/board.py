"""The Forest board: play against bots, or hot-seat with friends, on one ipywidgets panel.

The board shows a player only what their seat may see (``game.view``): their own hand and score
breakdown, everyone's played pairs and hand sizes, the discard piles, and the caller's hand during
a Strike. Every legal action of the engine is one button, labelled with the action's own words, so
the board never offers a move the rules forbid and never hides one they allow. Bots move on their
own until a human must decide; several humans share the screen behind a "pass the device" step.
With a human at the table a round's result stays on screen until someone presses "Next round",
since bots would otherwise deal the next round before anyone has read the last. Every callback
reports its own errors on the board, and the game is restored if one fails half-way.
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
from ..core.words import count
from ..widgets.board import HUMAN, Board, guarded, make_module_callable, table_setup
from ..widgets.cards import card_html
from ..widgets.styles import seat_colour
from .face import PHASE_WORDS, STAND_IN, card_words
from .figures import score_race, update_scores
from .rules import ForestGame
from .styles import LOG_MARKS

DEFAULT_SEATS = (HUMAN, "tracker", "greedy", "tracker")
# the buttons of a decision, grouped under a heading (every action kind of ``moves.PHASE_KINDS``)
GROUPS = (
    ("1. Draw", ("take", "draw", "draw_one", "keep", "match")),
    ("Pair effect: choose", ("pick", "steal", "keep_top", "peek", "swap", "no_swap", "grab")),
    ("2. Play pairs", ("pair", "trio", "hide")),
    ("3. End the turn or call", ("end", "score", "strike")),
    ("Forest Tale", ("keep_tale",)),
)
PARTS = (("pairs", "Pairs"), ("collections", "Collections"), ("multipliers", "Multipliers"), ("lions", "Lions"))
STYLE = "font-family:sans-serif;font-size:13px;line-height:1.5"


def board(
    players: int = 4, seats: Sequence[str | Bot] | None = None, seed: int | None = None, **options: Any
) -> ForestBoard:
    """A playable board. ``seats`` gives each seat "human" or a bot (name or object); by default
    seat 0 is you and the others are bots. Without a seed, one is drawn and shown on the board.
    ``options`` go to the game (``deep_woods=True``, ``forest_tales=True``)."""
    seats, seed = table_setup("forest", players, seats, seed, DEFAULT_SEATS)
    return ForestBoard(seats, seed=seed, options=options)


def call_words(record: dict[str, Any]) -> str:
    """How a round ended, from its record: the call, whether a Strike held, and who called."""
    call = record["call"] or "deck ran out"
    if record["call"] == "strike":
        call += " held" if record["strike_success"] else " failed"
    if record["caller"] is not None:
        call += f" (Seat {record['caller']})"
    return call


class ForestBoard(Board):
    """The Forest board; see ``Board`` for the controls every board shares. Besides the hot-seat
    gate it holds ``round_over``: a round has just ended at a table with a human, and the board
    waits for "Next round" before anyone moves."""

    GAME = "forest"
    STAND_IN = STAND_IN
    LOG_MARKS = LOG_MARKS
    HUMAN_TURN_HINT = "is to choose: click one of the moves."
    LOG_HEIGHT = "300px"
    BACKUP = ("ready_seat", "round_over")
    game: ForestGame

    # -- construction ------------------------------------------------------------------------
    def _build_controls(self, seed: int) -> None:
        super()._build_controls(seed)
        self.status = widgets.HTML()
        self.status.add_class("forestnb-status")
        self.table = widgets.HTML()
        self.piles = widgets.HTML()
        self.strike = widgets.HTML()
        self.tale = widgets.HTML()
        self.prompt = widgets.HTML()
        self.hand = widgets.HTML()
        self.breakdown = widgets.HTML()
        self.actions = widgets.VBox()
        self.rounds = widgets.HTML()
        self.result = widgets.HTML()
        self.next_round_button = widgets.Button(
            description="Next round", button_style="info", icon="forward", layout=widgets.Layout(width="auto")
        )
        self.next_round_button.on_click(self._on_next_round)
        for name, control in (
            ("hand", self.hand),
            ("actions", self.actions),
            ("breakdown", self.breakdown),
            ("result", self.result),
            ("next-round", self.next_round_button),
        ):
            control.add_class(f"forestnb-{name}")

    def _left_widgets(self) -> list[widgets.Widget]:
        return [
            self.status,
            self.result,
            self.next_round_button,
            self.table,
            self.piles,
            self.strike,
            self.tale,
            self.prompt,
            self.pass_button,
            self.hand,
            self.breakdown,
            self.actions,
        ]

    def _right_widgets(self) -> list[widgets.Widget]:
        return [self.rounds]

    def _start(self, seed: int) -> None:
        self.round_over = False
        super()._start(seed)

    def _new_game(self, seed: int) -> ForestGame:
        return ForestGame(players=len(self.seat_specs), seed=seed, **self.options)

    def _new_figure(self) -> go.Figure:
        return score_race(self.game)

    def _draw_figure(self, figure: go.Figure) -> None:
        update_scores(figure, self.game)

    # -- callbacks ------------------------------------------------------------------------------
    @guarded
    def _on_play(self, action: Action, _button: widgets.Button) -> None:
        self._apply(action)
        if self.game.current_player != self.ready_seat:
            self.ready_seat = None
        self._run_bots()

    @guarded
    def _on_next_round(self, _button: widgets.Button) -> None:
        self.round_over = False
        self.ready_seat = None
        self._run_bots()

    # -- moving the game on ---------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        """Apply one move, redrawing the figure when it closed a round (and, with a human at the
        table, holding the next round back until someone has read this one's result)."""
        rounds = len(self.game.rounds)
        self.game.apply(action)
        if len(self.game.rounds) != rounds:
            self._update_figure()
            self.round_over = bool(self.humans) and not self.game.is_over()

    def _run_bots(self) -> None:
        """As every board's, but never past the end of a round a person has not yet moved on from."""
        if not self.round_over:
            super()._run_bots()

    def viewer(self) -> int | None:
        """The seat whose hand the screen may show: the human to move once ready (straight away
        when they are the only human); after the game, the only human."""
        seat = self.game.current_player
        if self.game.is_over():
            return self.humans[0] if len(self.humans) == 1 else None
        if seat not in self.humans or self.round_over:
            return None
        return seat if len(self.humans) == 1 or self.ready_seat == seat else None

    # -- drawing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        viewer = self.viewer()
        view = game.view(viewer) if viewer is not None else None
        self.status.value = self._status_html()
        self.table.value = self._table_html()
        self.piles.value = self._piles_html()
        self.strike.value = self._strike_html()
        self.tale.value = self._tale_html()
        self.rounds.value = self._rounds_html()
        self.result.value = self._result_html() if self.round_over else ""
        self.next_round_button.layout.display = "" if self.round_over else "none"
        self._draw_turn(viewer, view)
        self._sync_controls()

    def _step_waits(self) -> bool:
        """A round's result stays on screen until a person presses Next round."""
        return super()._step_waits() or self.round_over

    def _status_html(self) -> str:
        game = self.game
        if game.is_over():
            how = " with four Lions" if game.lion_winner is not None else ""
            headline = f"Game over after round {game.round}{how}. Winner(s): " + ", ".join(
                map(self._who, game.winners())
            )
        else:
            headline = f"Round {game.round}: {self._who(game.current_player)} to move, phase {PHASE_WORDS[game.phase]}"
        return (
            f'<div style="font-family:sans-serif;font-size:16px;font-weight:bold;'
            f'padding:4px 0">The Forest (seed {game.seed}, first to {game.target}) &mdash; {escape(headline)}</div>'
        )

    def _table_html(self) -> str:
        game = self.game
        public = game.view(0)["players"]
        rows = []
        for seat, seen in enumerate(public):
            colour = seat_colour(seat)
            played = escape(", ".join(" + ".join(group) for group in seen["played"])) or "&ndash;"
            marks = [
                mark
                for mark, on in (
                    ("to move", seat == game.current_player),
                    ("caller", seat == game.caller),
                    ("hidden Canary", seen["hidden"] > 0),
                )
                if on
            ]
            rows.append(
                f"<tr><td style='color:{colour};font-weight:bold'>{escape(self._who(seat))}</td>"
                f"<td>{seen['hand_size']}</td><td>{played}</td><td><b>{seen['total']}</b></td>"
                f"<td>{escape(', '.join(marks))}</td></tr>"
            )
        head = "".join(
            f"<th style='text-align:left;padding-right:10px'>{h}</th>"
            for h in ("Seat", "Hand", "Played pairs", "Total", "")
        )
        return (
            f'<table class="forestnb-players" style="{STYLE};border-collapse:collapse">'
            f"<tr>{head}</tr>{''.join(rows)}</table>"
        )

    def _card(self, label: str, footer: str = "") -> str:
        card = self.game.catalogue.cards[self.game.catalogue.code(label)]
        kind = self.game.catalogue.kinds[card.kind]
        return card_html(card.kind, kind.role, card_words(kind), corner=card.colour, footer=footer)

    def _cards(self, labels: Sequence[str], footer: str = "") -> str:
        return (
            "<div style='display:flex;gap:6px;flex-wrap:wrap'>"
            + "".join(f"<div>{self._card(label, footer)}</div>" for label in labels)
            + "</div>"
        )

    def _piles_html(self) -> str:
        game = self.game
        searching = game.phase == "pick" and game.current_player == self.viewer()
        piles = []
        for side, pile in zip(("Left", "Right"), game.piles):
            top = (
                self._card(game.index.labels[pile[-1]], footer=f"{count(len(pile), 'card')} in the pile")
                if pile
                else "<div style='width:150px;height:96px;border:2px dashed #bbb;border-radius:8px'></div>"
            )
            inside = ""
            if searching and pile:
                inside = (
                    "<div style='max-width:170px'>Look through: "
                    + escape(", ".join(game.index.labels[c] for c in reversed(pile)))
                    + "</div>"
                )
            piles.append(f"<div><b>{side} discard</b>{top}{inside}</div>")
        deck = (
            f"<div><b>Deck</b><div style='width:150px;height:96px;border-radius:8px;background:#2d5016;color:white;"
            f"display:flex;align-items:center;justify-content:center;font-size:20px'>{len(game.deck)}</div></div>"
        )
        note = (
            "A Raccoon pair lets you look through a discard pile and take any card from it."
            if not searching
            else "Your Raccoons are searching: every card of both piles is listed below its top card."
        )
        return (
            f'<div class="forestnb-piles" style="{STYLE}"><div '
            f'style="display:flex;flex-wrap:wrap;gap:12px">{deck}{"".join(piles)}</div>'
            f"<div style='color:#555'>{note}</div></div>"
        )

    def _strike_html(self) -> str:
        game = self.game
        if game.call != "strike":
            return ""
        hand = game.view(0)["caller_hand"]
        waiting = ", ".join(f"Seat {s}" for s in game.last_turns)
        now = f"Last turn now: {self._who(game.turn)}"
        turns = f"{now}; still to come: {waiting}." if waiting else f"{now}, the final one."
        return (
            f'<div class="forestnb-strike" style="{STYLE};border-left:4px solid #b2182b;padding:4px 8px">'
            f"<b>Strike!</b> {escape(self._who(game.caller))} called with {game.card_points(game.caller)} card points; "
            f"its hand lies face up. {escape(turns)}{self._cards(hand)}</div>"
        )

    def _tale_html(self) -> str:
        game = self.game
        if not game.options["forest_tales"]:
            return ""
        public = game.view(0)
        tale = public["round_tale"]
        now = (
            f"<b>{escape(tale['name'])}</b>: {escape(tale['rule'])} (then goes to the {tale['goes_to']})"
            if tale
            else "none"
        )
        held = "; ".join(f"{escape(name)} (Seat {seat})" for name, seat in public["tale_holders"].items()) or "none"
        return f'<div class="forestnb-tale" style="{STYLE}">Forest Tale this round: {now}<br>Tales held: {held}</div>'

    def _rounds_html(self) -> str:
        game = self.game
        if not game.rounds:
            return ""
        head = "".join(
            f"<th style='padding-right:8px'>{h}</th>"
            for h in ("Round", "Call", *(f"Seat {s}" for s in range(game.players)))
        )
        rows = []
        for record in game.rounds:
            call = call_words(record)
            cells = "".join(f"<td>+{g} = <b>{t}</b></td>" for g, t in zip(record["gained"], record["totals"]))
            rows.append(f"<tr><td>{record['round']}</td><td>{escape(call)}</td>{cells}</tr>")
        return (
            f'<table class="forestnb-rounds" style="{STYLE};border-collapse:collapse"><tr>{head}</tr>'
            f"{''.join(rows)}</table>"
        )

    def _result_html(self) -> str:
        """The round just ended, in words, held on screen until someone presses Next round."""
        record = self.game.rounds[-1]
        gains = "; ".join(
            f"{self._who(seat)} +{gained} = {total}"
            for seat, (gained, total) in enumerate(zip(record["gained"], record["totals"]))
        )
        return (
            f'<div style="{STYLE};font-size:14px;border-left:4px solid #1b5e20;padding:4px 8px;background:#f1f8e9">'
            f"<b>Round {record['round']} is over: {escape(call_words(record))}.</b> {escape(gains)}. "
            "Press <b>Next round</b> to deal the next one.</div>"
        )

    def _draw_turn(self, viewer: int | None, view: dict[str, Any] | None) -> None:
        """The human's panel: the pass-the-device gate, then their hand, score and moves."""
        game = self.game
        seat = game.current_player
        gated = seat in self.humans and viewer is None and not self.round_over
        self.pass_button.layout.display = "" if gated else "none"
        if gated:
            self.prompt.value = self._pass_prompt(seat)
        elif view is None:
            self.prompt.value = (
                ""
                if game.is_over() or self.round_over
                else f"<div style='{STYLE}'>Waiting for {escape(self._who(seat))}: press Next step.</div>"
            )
        else:
            self.prompt.value = self._prompt_html(view)
        self.hand.value = self._hand_html(view) if view is not None else ""
        self.breakdown.value = self._breakdown_html(view) if view is not None else ""
        mine = view is not None and seat == viewer
        self.actions.children = self._action_groups() if mine else ()

    def _prompt_html(self, view: dict[str, Any]) -> str:
        yours = view["seat"] == self.game.current_player
        parts = [f"<b>{escape(self._who(view['seat']))}</b>{', your move.' if yours else ''}"]
        if self.game.skunked_now and yours:
            parts.append("The Skunk holds you to the deck's top card this turn.")
        for label, cards in (("You drew", view["drawn"]), ("The Badger shows you", view["peeked"])):
            if cards:
                parts.append(f"{label}:{self._cards(cards)}")
        if view["looking_at"]:
            parts.append(f"Seat {view['looking_at']['seat']}'s hand:{self._cards(view['looking_at']['hand'])}")
        if view["notes"]:
            parts.append("Only you know: " + escape(" ".join(view["notes"][-3:])))
        return f"<div style='{STYLE}'>{' '.join(parts)}</div>"

    def _hand_html(self, view: dict[str, Any]) -> str:
        hidden = f" (and a hidden {', '.join(view['hidden'])})" if view["hidden"] else ""
        cards = self._cards(view["hand"]) if view["hand"] else "<i>no cards</i>"
        return f"<div style='{STYLE}'><b>Your hand: {count(len(view['hand']), 'card')}{escape(hidden)}</b>{cards}</div>"

    def _breakdown_html(self, view: dict[str, Any]) -> str:
        """The engine's own score breakdown for the seat, so the board counts what the game counts."""
        score = view["breakdown"]
        items = "".join(f"<li>{escape(item['text'])}: <b>{item['points']}</b></li>" for item in score["items"])
        parts = " &middot; ".join(f"{name} <b>{score[key]}</b>" for key, name in PARTS)
        colour = f"{score['colour_bonus']} ({score['colour']})" if score["colour"] else "0"
        threshold = view["call_threshold"]
        if self.game.is_over():
            may_call = ""
        elif score["total"] >= threshold:
            may_call = (
                f"<span style='color:#1b7837'>{score['total']} &ge; {threshold}: you may call Score or Strike.</span>"
            )
        else:
            may_call = f"You need {threshold}+ card points to call."
        return (
            f'<div class="forestnb-score" style="{STYLE};border-left:4px solid #1b7837;padding:2px 8px">'
            f"<b>Your card points: {score['total']}</b> = {parts} &middot; colour bonus {colour}"
            f"<ul style='margin:2px 0'>{items}</ul>{may_call}</div>"
        )

    def _action_groups(self) -> tuple[widgets.Widget, ...]:
        """One button per legal action, under the heading of its step of the turn."""
        legal = self.game.legal_actions()
        groups = []
        for title, kinds in GROUPS:
            actions = [action for action in legal if action.kind in kinds]
            if actions:
                heading = widgets.HTML(f"<b style='font-family:sans-serif'>{escape(title)}</b>")
                buttons = widgets.HBox(
                    [self._action_button(action) for action in actions], layout=widgets.Layout(flex_flow="row wrap")
                )
                groups.append(widgets.VBox([heading, buttons]))
        return tuple(groups)

    def _action_button(self, action: Action) -> widgets.Button:
        style = {"score": "warning", "strike": "danger", "end": "info"}.get(action.kind, "success")
        button = widgets.Button(
            description=str(action),
            tooltip=str(action),
            button_style=style,
            layout=widgets.Layout(width="auto", max_width="560px"),
        )
        button.add_class("forestnb-play")
        button.on_click(functools.partial(self._on_play, action))
        return button


make_module_callable(__name__)
