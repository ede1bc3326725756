"""Helpers for the Humbaba rule tests.

A rule test builds a game, *arranges* the exact situation the rule talks about (hands, Health,
the two piles of cedars, tokens, the event deck), scripts the Forest Die when dice matter, plays
one round and checks what the rule says should happen. Each test module imports the helpers it
uses from here:

    from .helpers import arrange, new_game, play_round, script_die

    game = new_game(players=2)
    arrange(game, health=7, forest_deck=1, hands={0: ["Tribute of Timber"]})
    die = script_die(game, 1, 6)
    play_round(game, {0: "Tribute of Timber", 1: "Felling Axe"})

The ``game`` fixture (a fresh four-player game) is in conftest.py.
"""
from __future__ import annotations

import forestnb
from forestnb.core.actions import Action
from forestnb.humbaba.walkthrough import scenes

CALM = {**scenes.CALM, "woodcutter": "Felling Axe"}
"""One card per deck that harvests and does nothing else: the walkthrough's calm cards, but for the
Axe Guild its Felling Axe (harvest 2, not the Pollard Cut's 1), which the rule tests' arithmetic
(a calm round of four seats takes 7 cedars) was written with."""


class ScriptedDie:
    """Stands in for a game's random stream once setup is done: each Forest Die roll
    (``randint(1, 6)``) returns the next scripted face, and every roll is remembered."""

    def __init__(self, faces):
        self.faces = list(faces)
        self.rolled = []

    def randint(self, low, high):
        assert (low, high) == (1, 6), "the Forest Die is a six-sided die"
        if not self.faces:
            raise AssertionError("the Forest Die was rolled more often than the test scripted")
        face = self.faces.pop(0)
        self.rolled.append(face)
        return face


def new_game(players=4, seed=11, **options):
    return forestnb.new_game("humbaba", players=players, seed=seed, **options)


def set_hand(game, seat, *names):
    """Make ``names`` the seat's whole hand, moving cards (never inventing them): the old hand goes
    to the bottom of the draw pile, and each named card comes out of the draw pile."""
    player = game.seats[seat]
    player.draw_pile.extend(player.hand)
    player.hand = []
    for name in names:
        if name not in player.draw_pile:
            raise AssertionError(f"Seat {seat} ({player.deck}) has no {name!r} left to put in its hand")
        player.draw_pile.remove(name)
        player.hand.append(name)


def arrange(game, *, hands=None, seats=None, **table):
    """Put an exact situation on a game: the walkthrough's ``arrange`` (table attributes such as
    ``health=5``, ``forest_deck=2``, and per-seat tokens such as ``seats={1: {"capacity": 2}}``;
    arranged Health is also the Health the round started at), plus whole hands moved from the
    draw pile (``hands={0: [...]}``). The Box Reserve stays as it is unless given: a rule test
    puts any cedar counts on the table, so the edit is not checked against the 50-cedar law."""
    with game.edit(check=False):
        for seat, names in (hands or {}).items():
            set_hand(game, seat, *names)
    return scenes.arrange(game, seats=seats, **{"box_reserve": game.box_reserve, **table})


def script_die(game, *faces):
    die = ScriptedDie(faces)
    game.rng = die
    return die


def as_actions(choice):
    """'Card' -> play it; ('Card', target) -> play it at a target; 'defect'; or a list of these."""
    if isinstance(choice, list):
        return [action for item in choice for action in as_actions(item)]
    if isinstance(choice, Action):
        return [choice]
    if choice == "defect":
        return [Action("defect")]
    if isinstance(choice, tuple):
        return [Action("play", choice)]
    return [Action("play", (choice,))]


def play_round(game, plays):
    """Every seat makes its choice in turn order (``plays[seat]``); the round then resolves."""
    assert set(plays) == set(range(game.players)), "give every seat a play"
    for seat in game.turn_order():
        assert game.current_player == seat
        for action in as_actions(plays[seat]):
            game.apply(action)


def calm_plays(game):
    """Put each seat's plain harvest card (no effect besides the harvest) into its hand, keeping the
    hand's size (a long test may take a played copy back), and return the plays: Tribute of Timber 2, Felling Axe 2, Gather Deadwood 1,
    Timber Contract 2."""
    plays = {}
    for seat, player in enumerate(game.seats):
        card = CALM[player.deck]
        if card not in player.hand + player.draw_pile:  # every copy played: take one back
            player.played.remove(card)
            player.draw_pile.append(card)
        rest = list(player.hand)
        if card in rest:
            rest.remove(card)
        with game.edit(check=False):  # the table may hold an arranged cedar count (see ``arrange``)
            set_hand(game, seat, card, *rest[: len(player.hand) - 1])
        plays[seat] = card
    return plays


def calm_round(game):
    """Everyone plays its calm card; returns the total harvest demanded."""
    plays = calm_plays(game)
    play_round(game, plays)
    return sum(game.cards[card].harvest for card in plays.values())


def quiet_choice(game):
    """A play that leaves Forest Health alone and harvests as little as possible (never defects)."""
    seat = game.current_player
    plays = [a for a in game.legal_actions() if a.kind == "play"]

    def noise(action):
        card = game.cards[action.args[0]]
        loud = card.health != 0 or card.heal or card.type == "dual_mode" or card.steal or card.returns or card.levy
        return (bool(loud), game.harvest_value(seat, card.name))

    return min(plays, key=noise)


def advance(game, to_round):
    """Play quiet cards until round ``to_round`` begins (the forest must survive the way there)."""
    while game.round < to_round:
        assert not game.is_over(), "the game ended before the round the test needs"
        game.apply(quiet_choice(game))
    assert game.round == to_round and game.current_player == game.first_player
    return game


def cedars(game):
    """Every cedar in the game: Forest Deck + Box Reserve + all Stockpiles."""
    return game.forest_deck + game.box_reserve + sum(seat.stockpile for seat in game.seats)


def all_keys(value):
    """Every dict key anywhere inside a nested structure of dicts and lists."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from all_keys(inner)
    elif isinstance(value, (list, tuple)):
        for inner in value:
            yield from all_keys(inner)
