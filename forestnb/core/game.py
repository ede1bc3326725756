"""The Game protocol every forestnb game implements.

Notebooks, boards, bots and sweeps talk to games only through this class, so a new game plugs
into all of them by filling in the abstract methods. The base class owns what is the same for
every game: the seed and its random stream, the action history that makes a game replayable,
the log of events, the one way to edit a situation by hand, the legality check that keeps the state
untouched on a bad move, and the JSON save format.
"""

from __future__ import annotations

import copy
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from .actions import Action, oversized
from .errors import IllegalActionError, excerpt
from .events import EVERYONE, Event, SeenBy, Watcher
from .options import Option, check_options, defaults
from .rng import check_seed, game_rng

SAVE_FORMAT = 1
Edited = TypeVar("Edited", bound="Game")


class Game(ABC):
    """One game in progress. Subclasses set ``name``, the player range and ``declared_options``
    (their ``options.py``), from which ``option_defaults`` follows."""

    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    declared_options: ClassVar[tuple[Option, ...]] = ()
    option_defaults: ClassVar[dict[str, Any]] = {}
    shared: ClassVar[tuple[str, ...]] = ()
    """Attributes holding read-only content (card catalogues) that clones share instead of copying."""
    data_folder: ClassVar[Path | None] = None
    """The folder of the game's content tables, None for ``data/<game>``: a designer's edited
    copy of the card tables is a subclass with its own folder (``forestnb.lab.edits``)."""
    # Slots, because every move reads and writes these; a game with many attributes of its own
    # lists them in its own ``__slots__`` too (an instance dict of more than 30 names is slow).
    __slots__ = ("players", "seed", "options", "rng", "history", "events", "_legal", "_watchers", "__dict__")

    def __init__(self, *, players: int, seed: int, **options: Any) -> None:
        self._open_game(self.check_players(players), check_seed(seed), self.check_options(options, players))

    @classmethod
    def of_setting(cls: type[Edited], players: int, seed: int, options: dict[str, Any]) -> Edited:
        """A game of a sweep's setting, checked once for all its games: ``players`` and the
        complete ``options`` as the game's checks gave them, and a seed the sweep drew. Why: a
        sweep of 10,000 games would otherwise check the same setting 10,000 times."""
        game = cls.__new__(cls)
        game._open_game(players, seed, dict(options))
        return game

    def _open_game(self, players: int, seed: int, options: dict[str, Any]) -> None:
        """Lay out a new game from a configuration already checked."""
        self.players, self.seed, self.options = players, seed, options
        self.rng: random.Random = game_rng(seed)
        self.history: list[Action] = []
        self.events: list[Event] = []
        self._legal: Sequence[Action] | None = None
        self._watchers: tuple[Watcher, ...] = ()
        self.setup()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.option_defaults = defaults(cls.declared_options)

    # -- configuration -------------------------------------------------------------------
    @classmethod
    def check_players(cls, players: object) -> int:
        valid = range(cls.min_players, cls.max_players + 1)
        if isinstance(players, bool) or not isinstance(players, int) or players not in valid:
            raise ValueError(
                f"{cls.name} is played by {cls.min_players} to {cls.max_players} players, got {excerpt(players)}"
            )
        return players

    @classmethod
    def check_options(cls, options: dict[str, Any], players: int) -> dict[str, Any]:
        """Every declared option, given or default, each checked by its declaration; a game adds
        only the checks that join options (or an option and the player count)."""
        return check_options(cls.name, cls.declared_options, options, players)

    def check_seat(self, seat: object) -> int:
        """A seat number of this game, or a ValueError saying which seats exist."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0..{self.players - 1}, got {excerpt(seat)}")
        return seat

    def config(self) -> dict[str, Any]:
        return {"game": self.name, "players": self.players, "seed": self.seed, "options": self.options}

    # -- what a game must provide ----------------------------------------------------------
    @abstractmethod
    def setup(self) -> None:
        """Lay out the starting state from ``self.options`` and ``self.rng``."""

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat whose decision is awaited, or None once the game is over."""

    @abstractmethod
    def _legal_actions(self) -> Sequence[Action]:
        """The actions allowed now; a game may hand back a cached tuple, since callers get a copy."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def explain_illegal(self, action: Action) -> IllegalActionError:
        """Name the rule that forbids ``action`` (called only for actions that are not legal)."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def winners(self) -> list[int]: ...

    @abstractmethod
    def scores(self) -> list[int]: ...

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]:
        """Exactly what ``seat`` may see, as a plain dict."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state as a JSON-able dict: the teacher's view."""

    def invariant_violations(self) -> list[str]:
        """What is wrong with the state (empty when sound): each game's conservation laws and
        bounds, checked after every step by the conformance suite."""
        return []

    def summary(self) -> dict[str, Any]:
        """Game-specific columns for one row of a sweep; empty unless a game adds some."""
        return {}

    @classmethod
    def batch_rows(
        cls, seats: Sequence[Any], parts: Sequence[tuple[dict[str, Any], Sequence[int]]]
    ) -> list[dict[str, Any]] | None:
        """Sweep rows for the games of ``parts`` (options as the game's checks gave them, and the
        seeds to play under them), all played at once by a faster path than the engine, in
        order; or None when the game has none for these bots and options (then each game is
        played here).

        Why a hook: a vectorized path plays thousands of games in the time the engine plays a
        few dozen, and a sweep should take it without the caller choosing. Its rows must be
        exactly ``core.match.game_row``'s for the engine's games with the same seeds."""
        return None

    # -- the log ----------------------------------------------------------------------------
    @property
    def log(self) -> list[str]:
        """The plain-words log, one line per event: the teacher's, every seat's secrets included
        (a seat's own log is ``log_for(seat)``).

        Derived from ``events`` rather than kept beside them, so the two can never disagree;
        it stays a list of strings because saves, replays (``load_game`` compares logs) and
        tests compare it with strings, and a str-like Event would have to fake str equality."""
        return [event.text for event in self.events]

    def events_for(self, seat: int | None, since: int = 0) -> list[Event]:
        """The events ``seat`` may see, in order: those seen by everyone and those seen by that
        seat alone. ``None`` gives what everyone at the table sees (a spectator holding no seat,
        a walkthrough); the teacher's whole log, secrets included, is ``events``. ``since`` skips
        the first events noted (``len(game.events)`` taken before a move gives that move's).

        Why: ``view(seat)`` decides what a seat sees of the state, and this decides it for the
        story of how the state came about, so a seat's board or page shows its log from here and
        never leaks another hand, a card drawn unseen or the Box Reserve."""
        if seat is not None:
            self.check_seat(seat)
        return [event for event in self.events[since:] if event.visible_to(seat)]

    def log_for(self, seat: int | None, since: int = 0) -> list[str]:
        """The lines of ``events_for(seat, since)``: the log a seat's board shows."""
        return [event.text for event in self.events_for(seat, since)]

    def note(self, rule: str, text: str, seat: int | None = None, seen_by: SeenBy = EVERYONE, **data: Any) -> None:
        """Record what happened: ``rule`` is an id from the rules card, ``text`` the log line,
        ``seen_by`` who may see it (``EVERYONE``, a seat's number or ``NOBODY``; see ``events_for``).
        An event that mixes public and private facts is noted twice, once for everyone without the
        secret and once for the seat that may know it, so every seat still learns all it may."""
        self.events.append(Event((rule, seat, text, data, seen_by)))

    @contextmanager
    def watch(self, watcher: Watcher) -> Iterator[Watcher]:
        """Tell ``watcher`` when each ``stage`` of the rules starts and ends while the block runs."""
        self._watchers = (*self._watchers, watcher)
        try:
            yield watcher
        finally:
            self._watchers = tuple(w for w in self._watchers if w is not watcher)

    @contextmanager
    def edit(self: Edited, *, check: bool = True) -> Iterator[Edited]:
        """Set up a situation by hand: the one way walkthroughs and tests arrange a state.

        On leaving the block the cached legal actions are dropped (they belonged to the old
        state) and the state is checked, so a hand-made situation that breaks a conservation
        law fails here, naming the law, and not later in a confusing move. ``check=False`` is
        for a situation that leaves a law on purpose (a what-if with a Box Reserve of 3 cedars)."""
        try:
            yield self
        finally:
            self._legal = None
        problems = self.invariant_violations() if check else []
        if problems:
            raise ValueError(f"the edited {self.name} game is not a sound state: " + "; ".join(problems))

    # -- shared behaviour -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = [] if self.is_over() else self._legal_actions()
        return list(self._legal)

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its text); anything else raises and changes nothing.

        The usual case (an action just taken from ``legal_actions()``) is found by one scan of
        the cached list; the game being over, text, and refusals are sorted out only when that
        scan fails, because a sweep pays for this line at every move."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        try:
            offered = legal[legal.index(action)]  # the offered action keeps its text
        except ValueError:
            offered = self._unlisted(action, legal)
        self._legal = None
        self.history.append(offered)
        self._apply(offered)

    def _unlisted(self, action: Action | str, legal: Sequence[Action]) -> Action:
        """The legal action a text names, or the error that says why ``action`` may not be played."""
        _refuse_non_actions(action)
        if self.is_over():
            raise IllegalActionError("End of game", f"the game is over; {excerpt(str(action))} cannot be played")
        if not isinstance(action, str):
            raise self.explain_illegal(action)
        for candidate in legal:
            if str(candidate) == action:
                return candidate
        choices = "; ".join(map(str, legal))
        raise IllegalActionError(
            "Legal actions", f"{excerpt(action)} is not a legal action now; legal actions: {choices}"
        )

    def clone(self, replacing: dict[str, Any] | None = None) -> Game:
        """A copy to play on (a bot's lookahead, a search's imagined game). ``replacing`` names
        attributes the copy takes as given instead of copying: why, a search that will overwrite
        the long history and event log of a copy should not pay to copy them first."""
        memo: dict[int, Any] = {id(getattr(self, name)): getattr(self, name) for name in self.shared}
        memo[id(self._watchers)] = ()  # a clone (a bot's lookahead) is never watched
        memo[id(self.events)] = list(self.events)  # events never change: share them, in one C-level copy
        for name, value in (replacing or {}).items():
            memo[id(getattr(self, name))] = value
        return copy.deepcopy(self, memo)

    def to_json(self) -> str:
        """Config, seed and actions (enough to rebuild the game) plus the final state to check it."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                **self.config(),
                "actions": [a.to_json() for a in self.history],
                "snapshot": self.snapshot(),
            }
        )

    def __repr__(self) -> str:
        state = "over" if self.is_over() else f"seat {self.current_player} to act"
        return f"<{self.name} game, {self.players} players, seed {self.seed}, {len(self.history)} actions, {state}>"


def _refuse_non_actions(given: object) -> None:
    """Refuse what is neither text nor an Action (a bot that forgot to return gives None) before
    any game's rules read its ``kind`` and ``args`` and fail with an AttributeError far from the cause."""
    if isinstance(given, str):
        return
    if isinstance(given, Action):
        if not isinstance(given.kind, str) or not isinstance(given.args, tuple):
            problem = f"an Action's kind is text and its args a tuple; got {excerpt(given)}"
        else:
            problem = oversized((given.kind, *given.args))
            if problem is None:
                return
            problem = f"an Action's {problem}"
    else:
        problem = f"got {excerpt(given)} ({type(given).__name__})"
        if isinstance(given, list):
            problem += "; for a saved action's list pass Action.from_json(it)"
    raise IllegalActionError("Legal actions", f"apply() takes an Action from legal_actions() or its text; {problem}")
