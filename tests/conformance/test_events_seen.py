"""No seat's log tells it what its view hides, checked over seeded random games of every game.

``Game.events_for(seat)`` is a seat's log. After every move each seat's view is read, and the
hidden facts are worked out from the whole state: every name the teacher's snapshot has held that
the seat's view has not shown yet (another hand's cards, cards drawn unseen, a secret pick; not
the texts of moves offered, which only put together facts named elsewhere), and the Box Reserve
count whenever the view does not show it. Every event the seat may see that was noted in the
move is searched for them, text and data. A name another seat holds and this seat has seen
before (a second copy of a card) cannot be told apart this way, so each game's rule tests check
its key private events themselves. A control plants leaks (every event made public) and shows
the search finds them.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import forestnb
from forestnb.core import game_class
from forestnb.core.events import EVERYONE, NOBODY, Event
from forestnb.core.game import Game

GAMES = forestnb.games()
GAMES_EACH = 40  # each game's views are read after every move, so this is about 30 s in all
SLOW_GAMES_EACH = 200
MOVES = 400  # a game still going after this many moves has shown what it shows
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
BOX_COUNT = re.compile(r"Box Reserve holds (\d+)")
SHUFFLES_AWAY = {"C-season": "draw_pile"}
"""Rules that shuffle cards shown face up into a hidden pile, and the snapshot's name for that
pile: a card discarded in the move that ran the draw pile out is shown, then shuffled away,
before any view can show it, so a name told in that move may be one now in the new pile."""


def strings_in(value: Any) -> set[str]:
    """Every string of a view, a snapshot or an event's data, dict keys included (read from its
    JSON text, which is what a page is sent)."""
    found = set()
    for text in QUOTED.findall(json.dumps(value, ensure_ascii=False)):
        found.add(json.loads(f'"{text}"') if "\\" in text else text)
    return found


def names(text: str, hidden: set[str], seen: set[str]) -> list[str]:
    """The hidden names ``text`` carries, not counting those inside a longer name the seat has
    seen (a hidden "Bear" inside a seen "Bear Cub")."""
    found = []
    for name in hidden:
        if name in text:
            masked = text
            for longer in seen:
                if name in longer and longer != name:
                    masked = masked.replace(longer, "")
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", masked):
                found.append(name)
    return found


class Watch:
    """What each seat has seen, what the teacher's snapshot has held and the moves offered, as a
    game goes; each move's new events are searched for what each seat's view hides right after it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.seen: list[set[str]] = [set() for _ in range(game.players)]
        self.held: set[str] = set()
        self.offered: set[str] = set()
        self.checked = 0
        self.leaks: list[str] = []

    def after_move(self) -> None:
        game = self.game
        snapshot = game.snapshot()
        self.held.update(strings_in(snapshot))
        self.offered.update(map(str, game.legal_actions()))
        fresh = game.events[self.checked :]
        self.checked = len(game.events)
        piles = [snapshot[SHUFFLES_AWAY[event.rule]] for event in fresh if event.rule in SHUFFLES_AWAY]
        shuffled = {name for pile in piles for name in pile}
        for seat in range(game.players):
            view = game.view(seat)
            seen = self.seen[seat]
            seen.update(strings_in(view))
            hidden = {name for name in self.held - seen - self.offered if len(name) > 2 and not name.islower()}
            for event in fresh:
                if not event.visible_to(seat):
                    continue
                self.leaks += [f"seat {seat} is told {leak}: {event!r}" for leak in box_counts(event, view)]
                told = names_told(event, hidden - shuffled, seen)
                self.leaks += [f"seat {seat} is told {name}: {event!r}" for name in sorted(told)]


def names_told(event: Event, hidden: set[str], seen: set[str]) -> set[str]:
    """The hidden names in ``event``'s text or data."""
    return {*names(event.text, hidden, seen), *(value for value in strings_in(event.data) if value in hidden)}


def box_counts(event: Event, view: dict[str, Any]) -> list[str]:
    """Box Reserve counts ``event`` gives that ``view`` does not show (now, or as seen by an information card)."""
    counts = {int(n) for n in BOX_COUNT.findall(event.text)}
    if "box_reserve" in event.data:
        counts.add(event.data["box_reserve"])
    shown = {view.get("box_reserve"), *(seen["box_reserve"] for seen in view.get("box_seen", ()))}
    return [f"the Box Reserve count {n}" for n in sorted(counts - shown)]


def leaks_in_games(name: str, games: int) -> list[str]:
    """Leaks found in ``games`` seeded random games of ``name``, every player count in turn."""
    cls = game_class(name)
    counts = range(cls.min_players, cls.max_players + 1)
    leaks: list[str] = []
    for seed in range(games):
        rng = random.Random(seed)
        game = forestnb.new_game(name, players=counts[seed % len(counts)], seed=seed)
        watch = Watch(game)
        watch.after_move()
        for _ in range(MOVES):
            if game.is_over():
                break
            game.apply(rng.choice(game.legal_actions()))
            watch.after_move()
        leaks += [f"{name} seed {seed}: {leak}" for leak in watch.leaks]
    return leaks


@pytest.mark.parametrize("name", GAMES)
def test_no_event_a_seat_sees_carries_a_fact_its_view_hides(name):
    leaks = leaks_in_games(name, GAMES_EACH)
    assert not leaks, f"{len(leaks)} leaks, the first: " + "\n".join(leaks[:5])


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_no_leak_in_two_hundred_games(name):
    leaks = leaks_in_games(name, SLOW_GAMES_EACH)
    assert not leaks, f"{len(leaks)} leaks, the first: " + "\n".join(leaks[:5])


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_sees_the_public_events_and_its_own_and_nothing_else(name):
    game = forestnb.new_game(name, players=game_class(name).min_players, seed=5)
    rng = random.Random(5)
    while not game.is_over() and len(game.history) < MOVES:
        game.apply(rng.choice(game.legal_actions()))
    public = game.events_for(None)
    assert public == [e for e in game.events if e.seen_by == EVERYONE]
    for seat in range(game.players):
        own = game.events_for(seat)
        assert own == [e for e in game.events if e.seen_by in (EVERYONE, seat)]
        assert game.log_for(seat) == [e.text for e in own]
        assert all(e.seen_by != NOBODY for e in own)
    with pytest.raises(ValueError, match="seat must be"):
        game.events_for(game.players)


@pytest.mark.parametrize("name", GAMES)
def test_the_check_finds_a_leak_when_every_event_is_made_public(name, monkeypatch):
    """The control: with ``note`` made to show everything to everyone, the same search must
    find the private events it was given (a drawn card, a pick, the Box Reserve)."""
    noted = Game.note

    def note_for_everyone(self, rule, text, seat=None, seen_by=EVERYONE, **data):
        noted(self, rule, text, seat, **data)

    monkeypatch.setattr(Game, "note", note_for_everyone)
    assert leaks_in_games(name, 3), f"a {name} game with every event public showed no leak: the check is blind"


def test_the_box_reserve_count_is_a_leak_unless_the_view_shows_it():
    game = forestnb.new_game("humbaba", players=2, seed=1)
    watch = Watch(game)
    watch.after_move()
    assert watch.leaks == []
    count = game.box_reserve
    game.note("H-regen", f"The Box Reserve holds {count} cedars.")
    watch.after_move()
    assert len(watch.leaks) == 2 and all(f"the Box Reserve count {count}" in leak for leak in watch.leaks)
