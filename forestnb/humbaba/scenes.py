"""Humbaba situations set up on purpose: the one place the walkthrough and the rule tests arrange a table.

A scene is a real seeded game with the situation a rule talks about put on the table (Health, the
piles of cedars, seat tokens, the cards in hand) through ``game.edit()``, so the legal actions are
worked out afresh; the engine then plays on as it always would. The moves below (``play_round``,
``calm``, ``advance``) drive it with a player's choices, and the named scenes
(``stranger_king_may_defect``...) are the situations several rules are shown or tested on.
Nothing here decides a rule, and nothing here draws: this module imports only the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import forestnb

from ..core.actions import Action
from ..core.bots import make_bot
from ..core.match import finish
from ..core.rng import bot_rng
from .rules import HumbabaGame

Play = str | tuple[str, int] | Action | list[str | tuple[str, int] | Action]
"""A seat's choice: a card name, ``(card, target seat)``, ``"defect"``, an action, or a list of these."""

CALM = {
    "stranger_king": "Tribute of Timber",
    "woodcutter": "Pollard Cut",
    "steward": "Gather Deadwood",
    "merchant": "Timber Contract",
}
"""Each deck's calm card: a plain harvest (no Health change, no token, no target, no timed effect),
so a round of calm cards moves the forest only by the harvest (2 + 1 + 1 + 2 = 6 cedars for the
four default decks) and every other change an example or a test shows comes from its rule. The
Axe Guild's calm card is the Pollard Cut (harvest 1) rather than the Felling Axe (harvest 2):
both are plain, and the smaller harvest keeps a long calm run off the Forest Die."""
QUIET_TYPES = ("harvest", "conditional_harvest", "capacity", "information")
"""Card types that harvest and leave the forest and the other players alone."""


def table(*, decks: Sequence[str] = ("stranger_king", "woodcutter"), seed: int = 1, **options: Any) -> HumbabaGame:
    """A fresh seeded game; events are off unless asked for, so only the rule at hand moves the forest."""
    options = {"events": False, **options}
    return forestnb.new_game("humbaba", players=len(decks), seed=seed, archetypes=list(decks), **options)


def arrange(
    game: HumbabaGame,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    seats: Mapping[int, Mapping[str, Any]] | None = None,
    **state: Any,
) -> HumbabaGame:
    """Put a situation on the table: game attributes (``health=5``), seat tokens
    (``seats={1: {"capacity": 2}}``) and whole hands (``hands={0: ["Clear-Cut"]}``, each card moved
    from the seat's draw pile, the old hand going under it).

    Unless ``box_reserve`` is given, the Box Reserve holds whatever the Forest Deck and the
    Stockpiles do not, as it would in play. The edit is unchecked (``game.edit(check=False)``):
    a situation may put more or fewer than 50 cedars on the table (a Box of 3, Stockpiles of a
    tie-break that no forest could fill), which the cedar law of play forbids. A Health set here
    is the Health the round started with too (the Seneca Clip measures the fall from there).
    """
    with game.edit(check=False):
        for seat, names in (hands or {}).items():
            _set_hand(game, seat, names)
        for seat, tokens in (seats or {}).items():
            for key, value in tokens.items():
                if not hasattr(game.seats[seat], key):
                    raise AttributeError(f"a seat has no {key!r}")
                setattr(game.seats[seat], key, value)
        for key, value in state.items():
            if not hasattr(game, key):
                raise AttributeError(f"a Humbaba game has no {key!r}")
            setattr(game, key, value)
        if "health" in state and "health_at_start" not in state:
            game.health_at_start = game.health
        if "box_reserve" not in state:
            total = game.options["forest_size"] + game.options["box_size"]
            game.box_reserve = max(0, total - game.forest_deck - sum(game.scores()))
    return game


def _set_hand(game: HumbabaGame, seat: int, names: Iterable[str]) -> None:
    """Make ``names`` the seat's whole hand, moving cards (never inventing them)."""
    player = game.seats[seat]
    player.draw_pile.extend(player.hand)
    player.hand = []
    for name in names:
        if name not in player.draw_pile:
            raise ValueError(f"Seat {seat} ({player.deck}) has no {name!r} left to put in its hand")
        player.draw_pile.remove(name)
        player.hand.append(name)


def give(game: HumbabaGame, seat: int, names: Iterable[str]) -> HumbabaGame:
    """Bring the named cards into the seat's hand, swapping out cards it will not play, so the hand
    keeps its size and every card stays one of the seat's twenty. Unchecked: only cards move, and the
    cedars stay as arranged (maybe not 50, see ``arrange``)."""
    with game.edit(check=False):
        player = game.seats[seat]
        wanted = list(names)
        for name in wanted:
            if wanted.count(name) <= player.hand.count(name):
                continue
            if name not in player.draw_pile:
                raise ValueError(f"Seat {seat} ({player.deck}) has no {name!r} left to play")
            spare = next((i for i, card in enumerate(player.hand) if card not in wanted), None)
            where = player.draw_pile.index(name)
            if spare is None:
                player.hand.append(player.draw_pile.pop(where))
            else:
                player.draw_pile[where], player.hand[spare] = player.hand[spare], name
    return game


def actions(choice: Play) -> list[Action]:
    """A seat's choice as engine actions, in the order they are applied."""
    if isinstance(choice, list):
        return [action for item in choice for action in actions(item)]
    if isinstance(choice, Action):
        return [choice]
    if choice == "defect":
        return [Action("defect")]
    if isinstance(choice, tuple):
        return [Action("play", choice)]
    return [Action("play", (choice,))]


def play_round(
    game: HumbabaGame, plays: Mapping[int, Play], *, after_each: Callable[[int], None] | None = None
) -> HumbabaGame:
    """Every seat makes its choice in turn order, as players would; the engine resolves the round.
    A card named that is not in hand is brought in first (``give``); ``after_each(seat)`` runs
    after each seat's choice (the last one's is after the reveal)."""
    missing = set(range(game.players)) - set(plays)
    if missing:
        raise ValueError(f"every seat needs a play; missing: {sorted(missing)}")
    for seat, choice in plays.items():
        give(game, seat, [a.args[0] for a in actions(choice) if a.kind == "play"])
    for seat in game.turn_order():
        for action in actions(plays[seat]):
            game.apply(action)
        if after_each:
            after_each(seat)
    return game


def calm_card(game: HumbabaGame, seat: int) -> str:
    """The seat's calm card (``CALM``) while it has one to play, else a card that harvests and leaves
    the forest and the other players alone (a plain harvest first, then the smallest)."""
    player = game.seats[seat]
    quiet = [
        name
        for name in player.hand + player.draw_pile
        if game.cards[name].type in QUIET_TYPES and game.cards[name].health == 0
    ]
    if not quiet:
        raise ValueError(f"Seat {seat} has no quiet card left")
    return min(
        quiet,
        key=lambda name: (name != CALM[player.deck], game.cards[name].type != "harvest", game.cards[name].harvest),
    )


def calm(game: HumbabaGame, **plays: Play) -> dict[int, Play]:
    """Plays for a round: ``seat1="Clear-Cut"`` for the seats named, the calm card for the rest."""
    chosen = {int(key.removeprefix("seat")): play for key, play in plays.items()}
    return {seat: chosen[seat] if seat in chosen else calm_card(game, seat) for seat in range(game.players)}


def calm_round(game: HumbabaGame) -> HumbabaGame:
    """One round in which every seat plays its calm card."""
    return play_round(game, calm(game))


def quiet_choice(game: HumbabaGame) -> Action:
    """The current seat's play that leaves Forest Health alone and harvests least (never a defection)."""
    seat = game.current_player

    def noise(action: Action) -> tuple[bool, int]:
        card = game.cards[action.args[0]]
        loud = card.health != 0 or card.heal or card.type == "dual_mode" or card.steal or card.returns or card.levy
        return bool(loud), game.harvest_value(seat, card.name)

    return min((a for a in game.legal_actions() if a.kind == "play"), key=noise)


def advance(
    game: HumbabaGame, bots: Sequence[str] | None = None, *, until: int | None = None, seed: int = 0
) -> HumbabaGame:
    """Play on to the start of round ``until`` (or to the end): by the named bots, or without them
    by quiet plays (``quiet_choice``), the long way to a situation with the forest unharmed."""
    seats = [make_bot("humbaba", bot) for bot in bots] if bots else None
    if until is None and seats:
        return finish(game, seats, seed=seed)
    rng = bot_rng(seed)
    while (until is None or game.round < until) and not game.is_over():
        seat = game.current_player
        game.apply(seats[seat].choose(game, seat, rng) if seats else quiet_choice(game))
    if until is not None and game.round < until:
        raise ValueError(f"the game ended in round {game.round}, before round {until}")
    return game


# -- named situations ---------------------------------------------------------------------------
def stranger_king_may_defect(*, seed: int = 11) -> HumbabaGame:
    """Round 3 of a two-seat game without events (the Stranger-King and the Axe Guild), reached by
    quiet plays: the first round the king may defect, and the king chooses first."""
    return advance(forestnb.new_game("humbaba", players=2, seed=seed, events=False), until=3)


def round_with_event(game: HumbabaGame, event: str) -> HumbabaGame:
    """``event`` tops the Event Deck and calm rounds are played until a round reveals it: the game
    stands at the start of that round, before anyone chooses."""
    if event not in game.event_book:
        raise ValueError(f"{event!r} is no event of this game; its events are {sorted(game.event_book)}")
    with game.edit(check=False):  # only the event deck changes; the cedars stay as arranged
        if event in game.event_deck:
            game.event_deck.remove(event)
        game.event_deck.insert(0, event)
    while game.event != event:
        if game.is_over():
            raise ValueError(f"the game ended before a round revealed {event!r}")
        calm_round(game)
    return game
