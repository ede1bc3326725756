"""The machinery every game board shares: seats, bots, the common controls, error guarding.

Each game's board module keeps its own drawing (status line, tables, hands, charts) and its own
way of moving the game on; this base holds only what the three boards do identically, so a fix
to the hot-seat gate, the error guard or the chart sync reaches every game at once.
"""

from __future__ import annotations

import functools
import random
import sys
import types
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import plotly.graph_objects as go

from ..core.actions import Action
from ..core.bots import Bot, make_bot
from ..core.errors import IllegalActionError, excerpt
from ..core.events import NOBODY
from ..core.registry import game_class
from ..core.rng import bot_rng, check_seed
from .advice import Advice
from .chart import Chart
from .log import HEIGHT as LOG_DEFAULT_HEIGHT
from .log import LogView
from .styles import LogMark

HUMAN = "human"
BOARD_CSS = (
    # a move's words wrap onto a second line in a narrow column instead of being cut off
    ".forestnb-board .widget-button{white-space:normal;height:auto;min-height:var(--jp-widgets-inline-height);"
    "line-height:1.3;padding-top:4px;padding-bottom:4px;text-overflow:clip}"
)


def table_setup(
    game: str, players: object, seats: object, seed: object, defaults: Sequence[str]
) -> tuple[list[str | Bot], int]:
    """The seats and seed a board of ``game`` starts from: the default seats when none are given,
    and a fresh seed (shown on the board, so the game can be replayed) when none is given.

    Each is checked here, naming the parameter, before any widget is made: a widget's own
    check would name its trait instead, and a bad player count would be blamed on the seats."""
    players = game_class(game).check_players(players)
    if seats is None:
        seats = defaults[:players]
    if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence):
        raise ValueError(f"seats must be a list with one entry per player, each 'human' or a bot, got {excerpt(seats)}")
    if len(seats) != players:
        raise ValueError(f"seats must list one entry per player ({players}), got {len(seats)}")
    seed = random.SystemRandom().randrange(1_000_000) if seed is None else check_seed(seed)
    return list(seats), seed


def guarded(method: Callable[..., None]) -> Callable[..., None]:
    """Run a callback so that any error is shown on the board and the game is left as it was."""

    @functools.wraps(method)
    def run(self: Board, *args: Any) -> None:
        backup = self._backup()
        try:
            self.message.value = ""
            method(self, *args)
        except IllegalActionError as err:
            self._say(f"Not allowed ({err.rule}): {err.detail}", error=True)
        except Exception as err:  # noqa: BLE001 - a board must never lose the game to a bug
            self._restore(backup)
            self._say(f"Something went wrong ({type(err).__name__}: {err}); the game is as it was before.", error=True)
        self.refresh()

    return run


class Board(widgets.VBox):
    """A game board: ``game`` is the live engine, and the controls are attributes for tests.

    A subclass names its game (``GAME``, ``STAND_IN``), builds its own widgets in
    ``_build_controls`` and ``_left_widgets``, and draws them in ``refresh``."""

    GAME = ""
    STAND_IN = ""
    HUMAN_TURN_HINT = "is to move: use the buttons above."
    BACKUP = ("ready_seat",)  # the board's own turn state, restored with the game after an error
    LOG_HEIGHT = LOG_DEFAULT_HEIGHT
    LOG_MARKS: tuple[LogMark, ...] = ()  # the game's styles.LOG_MARKS: which log lines stand out
    RIGHT_WIDTH = "540px"
    LEFT_MIN_WIDTH = "360px"  # two cards side by side; the column grows to fill what the chart leaves
    CHART_WIDTH = 530  # px: the chart column's width, less a little room for the scroll bar
    CHART_HEIGHT = 300  # px: short enough that the chart and the hand share a 1366x768 screen

    def __init__(self, seats: list[str | Bot], *, seed: int, options: dict[str, Any]) -> None:
        super().__init__()
        self.add_class("forestnb-board")
        self.seat_specs = seats
        self.options = options
        self.bots = {s: make_bot(self.GAME, spec) for s, spec in enumerate(seats) if spec != HUMAN}
        self.humans = [s for s, spec in enumerate(seats) if spec == HUMAN]
        self.stand_in = make_bot(self.GAME, self.STAND_IN)
        self.advice = Advice(self.GAME, self._advice_position)
        self._build_controls(seed)
        self._start(seed)
        self.children = [self._layout()]

    # -- hooks for each game ----------------------------------------------------------------------
    def _new_game(self, seed: int) -> Any:
        raise NotImplementedError

    def _new_figure(self) -> go.Figure:
        """The game's chart; the board sizes it (``CHART_WIDTH`` by ``CHART_HEIGHT``) to fit its column."""
        raise NotImplementedError

    def _draw_figure(self, figure: go.Figure) -> None:
        """Bring ``figure`` (the chart's, made by ``_new_figure``) up to date with the game, in place."""
        raise NotImplementedError

    def _left_widgets(self) -> list[widgets.Widget]:
        """The game's own panel, above the common controls."""
        raise NotImplementedError

    def _right_widgets(self) -> list[widgets.Widget]:
        """Anything shown between the chart and the log."""
        return []

    def _extra_controls(self) -> list[widgets.Widget]:
        """Game-specific controls after New game."""
        return []

    def refresh(self) -> None:
        raise NotImplementedError

    # -- construction -----------------------------------------------------------------------------
    def _build_controls(self, seed: int) -> None:
        """The controls every board has; a subclass adds its own after calling this."""
        self.pass_button = widgets.Button(
            description="I'm ready: show my hand", button_style="info", icon="eye", layout=widgets.Layout(width="auto")
        )
        self.step_button = widgets.Button(description="Next step", icon="step-forward")
        self.auto_button = widgets.Button(description="Auto-play to end", icon="fast-forward")
        self.seed_input = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="170px"))
        self.new_button = widgets.Button(description="New game", icon="refresh")
        self.message = widgets.HTML()
        self.log_view = LogView(marks=self.LOG_MARKS, height=self.LOG_HEIGHT)
        for name, control in (
            ("pass", self.pass_button),
            ("step", self.step_button),
            ("auto", self.auto_button),
            ("new", self.new_button),
            ("seed", self.seed_input),
        ):
            control.add_class(f"forestnb-{name}")
        for button, handler in (
            (self.pass_button, self._on_pass),
            (self.step_button, self._on_step),
            (self.auto_button, self._on_auto),
            (self.new_button, self._on_new),
        ):
            button.on_click(handler)

    def _layout(self) -> widgets.Widget:
        controls = widgets.HBox(
            [self.step_button, self.auto_button, self.seed_input, self.new_button, *self._extra_controls()],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        controls.add_class("forestnb-controls")
        left = widgets.VBox(
            [*self._left_widgets(), controls, self.message],
            layout=widgets.Layout(flex=f"1 1 {self.LEFT_MIN_WIDTH}", min_width="0", overflow="auto"),
        )
        right = widgets.VBox(
            [self.chart, *self._right_widgets(), self.advice, self.log_view],
            layout=widgets.Layout(flex=f"0 0 {self.RIGHT_WIDTH}", min_width="0"),
        )
        sheet = widgets.HTML(f"<style>{BOARD_CSS}</style>", layout=widgets.Layout(display="none"))
        # hand and actions left, chart and log right: on a 1366x768 screen a player sees the hand
        # and the chart together, in Voila and in JupyterLab with its file browser open (the left
        # column then holds two cards a row); on a narrower screen the chart goes below the board
        return widgets.HBox(
            [sheet, left, right], layout=widgets.Layout(width="100%", flex_flow="row wrap", grid_gap="12px")
        )

    def _start(self, seed: int) -> None:
        self.game = self._new_game(seed)
        self.rng = bot_rng(seed)
        self.ready_seat: int | None = None
        self.seed_input.value = seed
        if hasattr(self, "chart"):
            self._update_figure()
        else:
            figure = self._new_figure()
            figure.layout.update(width=self.CHART_WIDTH, height=self.CHART_HEIGHT)
            self.chart = Chart(figure)
        self._run_bots()
        self.refresh()

    @property
    def figure(self) -> go.Figure:
        """The chart's figure as Python sees it (the browser's copy is ``chart.spec``)."""
        return self.chart.figure

    def _update_figure(self) -> None:
        self._draw_figure(self.figure)
        self.chart.draw()

    # -- error guard --------------------------------------------------------------------------------
    def _backup(self) -> tuple[Any, ...]:
        return (self.game.clone(), *(getattr(self, name) for name in self.BACKUP))

    def _restore(self, backup: tuple[Any, ...]) -> None:
        self.game = backup[0]
        for name, value in zip(self.BACKUP, backup[1:]):
            setattr(self, name, value)

    # -- callbacks ----------------------------------------------------------------------------------
    @guarded
    def _on_pass(self, _button: widgets.Button) -> None:
        self.ready_seat = self.game.current_player

    @guarded
    def _on_step(self, _button: widgets.Button) -> None:
        """One bot's whole turn on; a human's turn waits for its buttons."""
        seat = self.game.current_player
        if self.game.is_over():
            self._say("The game is over: start a new game to play again.")
        elif seat in self.humans:
            self._say(f"{self._who(seat)} {self.HUMAN_TURN_HINT}")
        else:
            while not self.game.is_over() and self.game.current_player == seat:
                self._apply(self.bots[seat].choose(self.game, seat, self.rng))
            self._run_bots()

    @guarded
    def _on_auto(self, _button: widgets.Button) -> None:
        stood_in = set()
        while not self.game.is_over():
            seat = self.game.current_player
            if seat in self.humans:
                stood_in.add(seat)
            self._apply(self._bot(seat).choose(self.game, seat, self.rng))
        self._report_stand_in(stood_in)

    @guarded
    def _on_new(self, _button: widgets.Button) -> None:
        seed = self.seed_input.value
        if seed < 0:
            self._say(
                f"A seed is a whole number from 0 up, and {seed} is below 0: type another and press New game.",
                error=True,
            )
            return
        self._start(seed)

    # -- moving the game on -------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.game.apply(action)

    def _bot(self, seat: int) -> Bot:
        """The seat's bot, or the stand-in when auto-play moves for a human."""
        return self.bots.get(seat, self.stand_in)

    def _run_bots(self) -> None:
        """With a human at the table, bots move until a human must decide or the game ends; a
        table of bots only waits for Next step or Auto-play, so it can be watched turn by turn."""
        while self.humans and not self.game.is_over() and self.game.current_player not in self.humans:
            seat = self.game.current_player
            self._apply(self.bots[seat].choose(self.game, seat, self.rng))

    def _report_stand_in(self, stood_in: set[int]) -> None:
        if stood_in:
            self._say(f"Auto-play: the {self.STAND_IN} bot played for human seat(s) {sorted(stood_in)}.")

    def _say(self, text: str, *, error: bool = False) -> None:
        colour = "#b2182b" if error else "#1b5e20"
        self.message.value = (
            f'<div class="forestnb-message" style="color:{colour};font-weight:bold">{escape(text)}</div>'
        )

    # -- drawing helpers ----------------------------------------------------------------------------
    def _who(self, seat: int) -> str:
        who = "human" if self.seat_specs[seat] == HUMAN else f"{self.bots[seat].name} bot"
        return f"Seat {seat} ({who})"

    def _pass_prompt(self, seat: int) -> str:
        """The hot-seat gate's words, so nobody peeks at the next player's hand."""
        return (
            f"<div style='font-size:15px'>Pass the device to <b>{escape(self._who(seat))}</b>. "
            "Everyone else, look away.</div>"
        )

    def _step_waits(self) -> bool:
        """Whether Next step must wait: the game is over (a board may add a pause of its own)."""
        return self.game.is_over()

    def _sync_controls(self, waiting: Sequence[str] = ()) -> None:
        """Disable the moving-on buttons once the game is over (Next step while it waits), and show
        the log this board may show (``log_lines``), then any ``waiting`` lines the board adds."""
        self.step_button.disabled = self._step_waits()
        self.auto_button.disabled = self.game.is_over()
        self.advice.update()
        title, lines = self.log_lines()
        self.log_view.show([*lines, *waiting], title=title)

    def _advice_position(self) -> tuple[Any, int] | None:
        """The position a strong player's advice may be asked about: the seat to move, when the
        screen shows its hand (any seat at a table of bots, which keeps no secrets)."""
        seat = self.game.current_player
        if seat is None or (self.humans and self.log_seat() != seat):
            return None
        return self.game, seat

    # -- whose log ----------------------------------------------------------------------------------
    @property
    def teacher_eyes(self) -> bool:
        """Whether the board is the teacher's, and shows what no seat sees; a game's board may say so."""
        return False

    def log_seat(self) -> int | None:
        """The seat whose log a person at this board may read: the only human's; in hot seat, the
        human to move once past the pass-the-device gate; otherwise nobody's (what everyone sees)."""
        if len(self.humans) == 1:
            return self.humans[0]
        seat = self.game.current_player
        return seat if seat in self.humans and self.ready_seat == seat else None

    def log_lines(self) -> tuple[str, list[str]]:
        """The log this board shows, with the title that says whose it is.

        A person playing a seat reads ``game.events_for`` that seat: the same rule as ``view``, so
        the log never tells what the hand panel hides. A table of bots has no secrets to keep from
        anyone watching, so it shows every seat's private events, and says so; what no seat sees
        (the Box Reserve) is shown only on the teacher's board."""
        game = self.game
        if self.teacher_eyes:
            return "Log: the whole table, every seat's secrets and the teacher's (teacher view)", game.log
        if not self.humans:
            lines = [event.text for event in game.events if event.seen_by != NOBODY]
            return "Log: the whole table, every seat's secrets (a table of bots)", lines
        seat = self.log_seat()
        if seat is None:
            return "Log: what everyone at the table sees", game.log_for(None)
        return f"Log: what Seat {seat} sees", game.log_for(seat)


class _BoardModule(types.ModuleType):
    """A module that builds a board when called (see ``make_module_callable``)."""

    def __call__(self, *args: Any, **kwargs: Any) -> Board:
        return self.board(*args, **kwargs)


def make_module_callable(name: str) -> None:
    """Make ``forestnb.<game>.board(...)`` build a board even after the module ``name`` is imported
    by name (importing a submodule rebinds the package attribute of the same name to the module).
    The module must define the factory function ``board``."""
    sys.modules[name].__class__ = _BoardModule
