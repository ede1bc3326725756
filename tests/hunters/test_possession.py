"""A card in an opponent's possession: when it leaves the field it goes back to its owner, into
their discard pile, whatever the route, also from beneath a combination or a capture that held it
(rule book, "The Deck"; ruling H7).

Two kinds of test. The first lays a table out and plays the rule's moves; the second finds each
situation in seeded bot games played through legal actions only (so the card pool is shown to
reach it in play), checking the game's invariants, every card in exactly one place, at every step.
Moves are given by card, not by words, since a card's words change when both decks hold one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from forestnb.core.actions import Action
from forestnb.core.bots import make_bot
from forestnb.hunters.field import SEIZED, Unit
from forestnb.hunters.rules import HuntersGame
from forestnb.hunters.scenes import arrange, card_id, hand_of, on_field, stacked

from .helpers import new_game

TAKER = [
    "Shadow Tracker",
    "Twin Fang",
    "Snare Setter",
    "Pit Digger",
    "Net Thrower",
    "Old Trapper",
    "Longbow Archer",
    "Fire Archer",
    "Volley Captain",
    "Tracker Scout",
    "Lure",
    "Spirit Fusion",
    "Pack Bond",
    "Bear Trap",
    "Pitfall",
    "Forest Fire",
    "Lookout Tower",
    "Quiver Refill",
    "Break the Snare",
    "Eternal Flame",
]
"""A legal deck that takes control of characters (Shadow Tracker, Lure) and combines (Twin Fang, Pack
Bond, Spirit Fusion): no prebuilt deck does both, and only such a deck stacks a card it seized."""
END_OF_TURN = (Action("battle"), Action("end"), Action("cards"))


def play(game: HuntersGame, seat: int, name: str) -> None:
    game.apply(Action("play", (card_id(game, name, seat),)))


def pick(game: HuntersGame, seat: int, name: str) -> None:
    """Answer the question asked with ``seat``'s card ``name`` (a target, or a material)."""
    card = card_id(game, name, seat)
    game.apply(next(a for a in game.legal_actions() if a.args and a.args[-1] == card))


def battle(game: HuntersGame, attacker: tuple[int, str], target: tuple[int, str]) -> None:
    """A battle between two characters, each given as (owner, name)."""
    game.apply(Action("attack", (card_id(game, attacker[1], attacker[0]), "card", card_id(game, target[1], target[0]))))


def end_turn(game: HuntersGame) -> None:
    """The turn player does nothing more: on to the next player's card phase."""
    for move in END_OF_TURN:
        if move in game.legal_actions():
            game.apply(move)


def seize(game: HuntersGame, seat: int, name: str) -> None:
    """Seat 0 plays Shadow Tracker and pays a heart to take control of ``seat``'s ``name``."""
    play(game, 0, "Shadow Tracker")
    game.apply(Action("yes"))
    if game.stack:
        pick(game, seat, name)
    assert name in on_field(game, 0) and name not in on_field(game, seat)


def unit_of(game: HuntersGame, seat: int, name: str) -> Unit:
    return game.find(card_id(game, name, seat))[1]


def gone_home(game: HuntersGame, card: int) -> bool:
    """Whether ``card`` lies face up in its owner's discard pile, and nowhere else."""
    owner = game.owner[card]
    elsewhere = [c for seat in game.seats for c in (*seat.hand, *seat.deck)] + list(beneath(game))
    return (
        [card, True] in game.side(owner).discard
        and game.where[card] is None
        and card not in elsewhere
        and game.invariant_violations() == []
    )


def home(game: HuntersGame, seat: int, name: str) -> bool:
    """``gone_home`` for ``seat``'s card ``name``."""
    return gone_home(game, card_id(game, name, seat))


# -- laid out -----------------------------------------------------------------------------------------
def test_a_seized_card_sent_back_to_its_owners_hand_goes_to_their_discard_pile():
    game = new_game(decks=[TAKER, "Wolf Pack"])
    arrange(game, hands={0: ["Shadow Tracker"], 1: ["Lost Trail"]}, fields={1: ["Moon Wolf"]})
    seize(game, 1, "Moon Wolf")
    end_turn(game)
    play(game, 1, "Lost Trail")
    pick(game, 1, "Moon Wolf")
    assert home(game, 1, "Moon Wolf")


def test_a_seized_card_beaten_in_battle_goes_to_its_owners_discard_pile():
    game = new_game(decks=[TAKER, "Night Watch"])
    arrange(game, hands={0: ["Shadow Tracker"]}, fields={1: ["Cave Bear", "Black Bear"]})
    seize(game, 1, "Black Bear")
    end_turn(game)
    game.apply(Action("battle"))
    battle(game, (1, "Cave Bear"), (1, "Black Bear"))  # 5 BP against its 6 SHD: not yet
    assert on_field(game, 0) == ["Shadow Tracker", "Black Bear"]
    end_turn(game)
    end_turn(game)
    game.apply(Action("battle"))
    battle(game, (1, "Cave Bear"), (1, "Black Bear"))  # the damage stays (ruling H13): 1 SHD left, then 0
    assert home(game, 1, "Black Bear")


def test_a_seized_card_stacked_in_a_combination_goes_to_its_owners_discard_pile_when_the_combination_leaves():
    game = new_game(decks=[TAKER, "Wolf Pack"])
    arrange(game, hands={0: ["Shadow Tracker", "Twin Fang"], 1: ["Lost Trail"]}, fields={1: ["Moon Wolf"]})
    seize(game, 1, "Moon Wolf")
    play(game, 0, "Twin Fang")  # Moon Wolf is the only Wolf it can take: on Seat 0's field, Seat 1's card
    _, fang = game.find(card_id(game, "Twin Fang", 0))
    assert [(game.name_of(m), origin) for m, origin in fang.under] == [("Moon Wolf", SEIZED)]
    assert (fang.base_bp, fang.base_shd, fang.type) == (5, 6, "Wolf")
    end_turn(game)
    play(game, 1, "Lost Trail")
    pick(game, 0, "Twin Fang")
    assert home(game, 1, "Moon Wolf") and on_field(game, 1) == []
    assert "Twin Fang" in hand_of(game, 0), "the combination card itself is Seat 0's: back to Seat 0's hand"


def test_a_seized_card_captured_back_goes_to_its_owners_discard_pile_when_the_capture_leaves():
    game = new_game(decks=["Trap Line", "Trap Line"])
    arrange(game, hands={0: ["Shadow Tracker", "Break the Snare"], 1: ["Bear Trap"]}, fields={1: ["Longbow Archer"]})
    seize(game, 1, "Longbow Archer")
    end_turn(game)
    play(game, 1, "Bear Trap")
    pick(game, 1, "Longbow Archer")  # Seat 1 captures its own card back from Seat 0's field
    assert on_field(game, 0) == ["Shadow Tracker"]
    end_turn(game)
    play(game, 0, "Break the Snare")
    if game.stack:
        pick(game, 1, "Bear Trap")
    assert home(game, 1, "Longbow Archer") and on_field(game, 1) == []


def test_the_cards_beneath_a_seized_combination_go_to_their_owners_discard_pile_with_it():
    game = new_game(decks=["Trap Line", "Wolf Pack"])
    arrange(game, hands={0: ["Shadow Tracker"], 1: ["Lost Trail"]})
    stacked(game, 1, "Twin Fang", [("Grey Wolf", "field")])
    ((wolf, _),) = unit_of(game, 1, "Twin Fang").under
    seize(game, 1, "Twin Fang")
    end_turn(game)
    play(game, 1, "Lost Trail")
    pick(game, 1, "Twin Fang")
    assert home(game, 1, "Twin Fang") and gone_home(game, wolf), "Grey Wolf left the field beneath a card Seat 0 held"


# -- found in play --------------------------------------------------------------------------------------
@dataclass
class Found:
    """A seized ``card`` of ``owner``'s, in ``game`` at the step it left the field by ``route``:
    straight from the ``field``, or from beneath a ``combination`` or a ``capture`` it was stacked
    under while seized; its owner was still in the game with a free character zone, so going back
    to the field was possible."""

    game: HuntersGame
    card: int
    owner: int
    route: str


def held_by_others(game: HuntersGame) -> set[int]:
    """Cards on a field that is not their owner's side's."""
    return {u.card for side in game.sides for u in side.units() if game.side(game.owner[u.card]) is not side}


def beneath(game: HuntersGame) -> dict[int, int]:
    """Each card lying beneath a stack, and the card on top of it."""
    return {c: u.card for side in game.sides for u in side.units() for c, _ in u.under}


def mechanic(game: HuntersGame, top: int) -> str:
    return "combination" if game.cards[top].combine is not None else "capture"


def first_in_play(decks: list, route: str, seeds: range = range(300)) -> Found:
    """The first seeded game between random bots in which a seized card leaves the field by
    ``route`` (see ``Found``). Every step is a legal action, and the invariants hold after each."""
    for seed in seeds:
        game = new_game(seed=seed, decks=decks)
        bot, rng = make_bot("hunters", "random"), random.Random(seed)
        stacked_as: dict[int, str] = {}  # a seized card beneath a stack -> the stack's mechanic
        while not game.is_over():
            held, room = held_by_others(game), [game.free_zone(game.side(s), "character") for s in range(game.players)]
            game.apply(bot.choose(game, game.current_player, rng))
            assert game.invariant_violations() == []
            under = beneath(game)
            stacked_as.update({c: mechanic(game, under[c]) for c in held if c in under})
            left = [(c, "field") for c in held if c not in under and game.where[c] is None]
            left += [(c, stacked_as.pop(c)) for c in list(stacked_as) if c not in under]
            for card, how in left:
                owner = game.owner[card]
                if how == route and room[owner] and not game.seats[owner].out:
                    return Found(game, card, owner, route)
    raise AssertionError(f"no seeded game among {seeds} has a seized card leave the field by {route}")


def test_in_bot_games_a_seized_card_that_leaves_the_field_goes_to_its_owners_discard_pile():
    found = first_in_play(["Trap Line", "Wolf Pack"], "field")
    assert gone_home(found.game, found.card), found.game.log[-6:]


def test_in_bot_games_a_seized_combination_material_goes_to_its_owners_discard_pile():
    found = first_in_play([TAKER, "Wolf Pack"], "combination")
    assert gone_home(found.game, found.card), found.game.log[-6:]


def test_in_bot_games_a_seized_card_captured_goes_to_its_owners_discard_pile():
    found = first_in_play(["Trap Line", "Trap Line"], "capture")
    assert gone_home(found.game, found.card), found.game.log[-6:]
