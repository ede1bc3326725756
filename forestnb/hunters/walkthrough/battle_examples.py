"""Examples for the battle rules: BP off SHD, the discard at 0, battling a player directly once a
turn, the first turn, three or more players and teams. Each returns a ``Step`` from the real
engine; the arguments are the knobs of the section's try-it."""

from __future__ import annotations

from ...core.actions import Action
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..cards import load_decks, load_pool
from ..scenes import arrange, attack, card_id, pass_turn, table, to_battle, to_card_phase
from .sections import BOOK
from .setup_examples import deck_of
from .watch import answer_all, measure, watch


def fighters() -> list[str]:
    """Every character of the prebuilt decks, each once, in deck order."""
    pool = load_pool()
    names = [n for cards in load_decks().values() for n in cards]
    return list(dict.fromkeys(n for n in names if pool[n].is_character))


def battle_example(attacker: str = "Grey Wolf", defender: str = "Black Bear", turns: int = 1, seed: int = 1) -> Step:
    """Seat 0's ``attacker`` battles Seat 1's ``defender`` in each of ``turns`` turns of Seat 0
    (Seat 1 does nothing in between): the BP comes off the SHD, the damage stays, and at 0 SHD
    the defender goes to the discard pile. Questions the cards ask are answered no."""
    game = arrange(table((deck_of(attacker), deck_of(defender)), seed=seed), fields={0: [attacker], 1: [defender]})
    before, log = measure(game), []
    for turn in range(turns):
        if turn:
            pass_turn(game)
            pass_turn(game)
            to_card_phase(game)
        if defender not in [game.name_of(u.card) for u in game.side(1).characters]:
            break
        to_battle(game)
        start = len(game.log)
        attack(game, attacker, defender)
        answer_all(game)
        said = game.log_for(None, start)
        log += [f"Seat 0's turn {turn + 1}: " + said[0], *said[1:]]
    return BOOK.step(
        "battle_phase",
        game,
        before,
        measure(game),
        tuple(log),
        ("Seat 1 characters", "Seat 1 discard pile"),
        only_keep=True,
    )


def battles_to_discard(attacker: str = "Grey Wolf", defender: str = "Cave Bear", seed: int = 1) -> int:
    """How many turns of battles ``attacker`` needs to send ``defender`` to the discard pile."""
    for turns in range(1, 20):
        step = battle_example(attacker, defender, turns, seed)
        if defender not in step.after["Seat 1 characters"]:
            return turns
    raise ValueError(f"{attacker} never brings {defender} down")


def offered_battles(game) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "attack"]


MINE = ("Grey Wolf", "Howling Scout", "Moon Wolf")
THEIRS = ("Bear Cub", "Black Bear")


def battle_rules_example(mine: int = 2, theirs: int = 0, seed: int = 1) -> Step:
    """Seat 0 (``mine`` Wolves) against Seat 1 (``theirs`` Bears): each battle offered is taken in
    turn, first in the list, until none is left. Characters while there are any; the player
    directly, for one heart, only once a turn."""
    game = arrange(
        table(("Wolf Pack", "Night Watch"), seed=seed), fields={0: list(MINE[:mine]), 1: list(THEIRS[:theirs])}
    )
    to_battle(game)
    before, start = measure(game), len(game.log)
    rounds = []
    while offered_battles(game) and not game.is_over():
        choices = offered_battles(game)
        rounds.append({"offered": " / ".join(choices), "taken": choices[0]})
        game.apply(next(a for a in game.legal_actions() if str(a) == choices[0]))
        answer_all(game)
    rounds.append({"offered": "nothing more (only: End the turn)", "taken": ""})
    taken = PlainTable.numbered("battle", rounds)
    return BOOK.step(
        "battle_rules", game, before, measure(game), tuple(game.log_for(None, start)), ("Seat 1 hearts",), (taken,)
    )


THREE = ("Wolf Pack", "Night Watch", "Trap Line", "Grove Wardens")


def three_players_example(players: int = 3, round: int = 2, last_heart: bool = False, seed: int = 1) -> Step:
    """``players`` players; Seat 0 has two Wolves, Seat 1 a Black Bear, the others nothing on the
    field but a Lookout Tower. Seat 0 battles the last seat directly. In round 1 no battle is
    allowed until everyone has played; with ``last_heart`` the last seat is knocked out, and its
    field empties into its discard pile (ruling H9)."""
    if players not in (3, 4):
        raise ValueError(f"three or four players here, not {players}")
    last = players - 1
    game = arrange(
        table(THREE[:players], seed=seed),
        fields={0: ["Grey Wolf", "Howling Scout"], 1: ["Black Bear"]},
        supports={last: ["Lookout Tower"]} if THREE[last] == "Trap Line" else {},
        hearts={last: 1} if last_heart else None,
        round=round,
    )
    to_battle(game)
    choices = PlainTable(
        {"Seat 0 may battle": b} for b in offered_battles(game) or ["nothing: not everyone has had a turn yet"]
    )
    return watch(
        "three_players",
        game,
        [Action("attack", (card_id(game, "Grey Wolf", 0), "seat", last))],
        keep=(f"Seat {last} hearts",),
        extras=(choices,),
    )


TEAM_DECKS = ("Wolf Pack", "Night Watch", "Trap Line", "Grove Wardens")


def teams_example(seed: int = 1) -> Step:
    """Seats 0 and 2 (one side) against 1 and 3. Seat 0 battles with its own Grey Wolf and its
    partner's Snare Setter, once at each opponent directly: the shared field is everyone's."""
    game = arrange(table(TEAM_DECKS, seed=seed, teams=True), fields={0: ["Grey Wolf"], 2: ["Snare Setter"]})
    to_battle(game)
    choices = PlainTable({"Seat 0 may battle": b} for b in offered_battles(game))
    step = watch(
        "teams",
        game,
        ["Grey Wolf battles Seat 1 directly", "Snare Setter battles Seat 3 directly"],
        keep=("Seat 1 hearts", "Seat 3 hearts"),
        extras=(choices,),
    )
    return step


def team_turns(fallen: int | None = None, turns: int = 8, seed: int = 1) -> PlainTable:
    """Whose turn slot comes up, and who plays it, for ``turns`` turns of a team game in which
    seat ``fallen`` (if any) is out: a fallen player's partner plays in their turn. The table
    starts with Seat 0's turn, or Seat 1's when Seat 0 is the one who fell."""
    game = arrange(
        table(TEAM_DECKS, seed=seed, teams=True),
        hearts={fallen: 0} if fallen is not None else None,
        actor=1 if fallen == 0 else 0,
    )
    rows = []
    for _ in range(turns):
        rows.append({"round": game.round, "turn of": f"Seat {game.turn_slot}", "played by": f"Seat {game.actor}"})
        pass_turn(game)
        to_card_phase(game)
    return PlainTable.numbered("turn", rows)
