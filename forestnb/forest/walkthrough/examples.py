"""One seeded example per rule of the seed, in rule-book order: each returns a ``Step`` (or, for
scoring, a ``Scored`` hand) from the real engine.

Every example lays out the fewest cards that show its rule on a two- or three-seat table and
makes the moves a player would; the arguments are the knobs the notebook's "try it" widgets
turn, so the example and the widget are the same code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...core.words import count
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..cards import load_catalogue, load_tales
from ..face import card_words
from ..rules import ForestGame
from ..scenes import arrange, move, table
from .scoring_examples import Scored
from .sections import BOOK, LION_HAND
from .watch import Moment, mark, measure, moves_table

SETUP_SEED = 2026
STEAL_SEED = 3
HAND = ("sky Owl", "heather Wolf")
DRAW_PILES = (("amber Owl",), ("sky Wolf",))
DRAW_TOP = ("fern Canary", "dusk Owl")
"""The draw scene: each discard top would add points to Seat 0's hand; the deck's two do too."""
DRAW_DEFAULT = (("draw",), ("keep", "dusk Owl", 1))
SCORING: dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = {
    "pairs": (
        ("dusk Raccoon", "sky Raccoon", "bark Raccoon", "dusk Owl", "sky Owl", "dusk Left Fox", "sky Right Fox"),
        (("amber Rabbit", "fern Rabbit"),),
    ),
    "collections": (
        ("dusk Canary", "sky Canary", "bark Canary", "sky Wolf", "fern Wolf", "heather Deer", "ochre Bear"),
        (),
    ),
    "multipliers": (("heather Owl Roost", "dusk Owl", "ochre Bear Cave", "rose Bear"), (("sky Owl", "bark Owl"),)),
    "lions": (LION_HAND, ()),
    "calling": (("sky Wolf", "fern Wolf", "dusk Raccoon", "sky Raccoon", "amber Canary"), ()),
    "colour_bonus": (("crimson Lion", "crimson Lion", "crimson Lion", "dusk Owl", "dusk Raccoon", "sky Wolf"), ()),
}
"""Each scoring section's example hand and played pairs."""
CALLER_HAND = ("sky Wolf", "fern Wolf", "amber Wolf", "dusk Raccoon", "sky Raccoon")
"""The caller of the Score and Strike examples: three Wolves (6) and a Raccoon pair (1) = 7 card points."""
PAIR_CARDS = (
    "dusk Owl",
    "sky Owl",
    "bark Owl",
    "bark Owl",
    "dusk Owl",
    "sky Owl",
    "amber Owl",
    "fern Owl",
    "dusk Rabbit",
    "sky Rabbit",
    "bark Rabbit",
    "amber Rabbit",
    "amber Rabbit",
    "fern Rabbit",
    "bark Raccoon",
    "bark Raccoon",
    "amber Raccoon",
    "fern Raccoon",
    "dusk Raccoon",
    "sky Raccoon",
)
"""An opponent's hand of k card points is its first 2k cards here: k pairs and nothing else that scores."""
NOTHING = ("ochre Bear", "rose Bear")
"""Discard tops an opponent can take on a last turn without gaining a point (one Bear scores 0)."""
DEEP_WOODS = ("Badger", "Skunk", "Hedgehog", "Cuckoo", "Raccoon Den")


def play_pair(game: ForestGame, *labels: str) -> ForestGame:
    """Play the pair (or trio) of these cards, in whichever order the engine names them."""
    wanted = sorted(labels)
    found = [a for a in game.legal_actions() if a.kind in ("pair", "trio") and sorted(a.args) == wanted]
    if not found:
        raise ValueError(f"{' + '.join(labels)} is not a pair Seat {game.turn} can play now")
    return move(game, found[0])


# -- setup and the draw ------------------------------------------------------------------------
def setup_example(players: int = 3, seed: int = SETUP_SEED, deep_woods: bool = False) -> Step:
    """A new game: the whole deck shuffled, one card on each discard pile, empty hands, Seat 0 first."""
    game = table(players, seed=seed, deep_woods=deep_woods)
    keep = ("round", "target", "to move", "deck", "left pile", "right pile")
    return BOOK.step(
        "setup",
        game,
        {},
        {k: v for k, v in measure(game).items() if k in keep},
        tuple(game.log_for(None)),
        keep,
        (deck_table(deep_woods),),
    )


def deck_table(deep_woods: bool = False) -> PlainTable:
    """Every kind of card in the deck: how many, in which colours, and what it does."""
    sets = ("base", "deep_woods") if deep_woods else ("base",)
    rows = [
        {
            "kind": kind.name,
            "cards": kind.copies,
            "colours": ", ".join(f"{c} {n}" for c, n in kind.colours),
            "what it does": card_words(kind),
        }
        for kind in load_catalogue().kinds.values()
        if kind.set in sets
    ]
    return PlainTable(rows, "kind")


def first_players(players: int = 3, rounds: int = 4, seed: int = SETUP_SEED) -> PlainTable:
    """Who starts each of the first rounds, and the two cards a fresh shuffle turns up: the engine's
    own round start run again and again (the play between rounds does not change who starts)."""
    game = table(players, seed=seed)
    rows = []
    for _ in range(rounds):
        rows.append(
            {
                "round": game.round,
                "first to play": f"Seat {game.first}",
                "left pile": game.index.labels[game.piles[0][-1]],
                "right pile": game.index.labels[game.piles[1][-1]],
                "deck": len(game.deck),
            }
        )
        game._start_round()
    return PlainTable(rows, "round")


def draw_scene(left_empty: bool = False) -> ForestGame:
    piles = ((), DRAW_PILES[1]) if left_empty else DRAW_PILES
    return arrange(table(), hands={0: HAND}, piles=piles, top=DRAW_TOP)


def draw_example(moves: Sequence[Any] = DRAW_DEFAULT, left_empty: bool = False) -> Step:
    """Seat 0 holds a sky Owl and a heather Wolf; each discard top and each deck card would score."""
    game = draw_scene(left_empty)
    now = mark(game)
    move(game, *moves)
    return now.step("draw", keep=("Seat 0 hand", "Seat 0 card points", "deck", "left pile", "right pile"))


# -- the pairs -----------------------------------------------------------------------------------
RACCOON_HAND = ("dusk Raccoon", "sky Raccoon", "heather Wolf")


def raccoon_scene() -> tuple[ForestGame, Moment]:
    """Seat 0 has taken the right discard top and plays two Raccoons: the engine asks which card to
    take. Returns the game and the moment before the pair."""
    game = arrange(
        table(), hands={0: RACCOON_HAND}, piles=(("fern Canary", "sky Wolf", "amber Owl"), ("heather Deer",))
    )
    move(game, ("take", 1))
    now = mark(game)
    play_pair(game, "dusk Raccoon", "sky Raccoon")
    return game, now


def raccoon_example(pick: str = "sky Wolf") -> Step:
    """The Raccoons search the left pile, which everyone has seen card by card, and take ``pick``."""
    game, now = raccoon_scene()
    offered = moves_table(game)
    choices = {a.args[1]: a for a in game.legal_actions()}
    if pick not in choices:
        raise ValueError(f"the Raccoons can take {', '.join(choices)}; not {pick!r}")
    move(game, choices[pick])
    return now.step("raccoon", keep=("Seat 0 hand", "left pile"), extras=(offered,))


def owl_example(pairs: int = 1) -> Step:
    """Seat 0 plays ``pairs`` Owl pairs (0..2) and ends its turn; each pair brings it back once more."""
    owls = ("dusk Owl", "sky Owl", "bark Owl", "amber Owl")[: 2 * pairs]
    game = arrange(table(), hands={0: owls}, piles=(("fern Canary", "sky Wolf"), ("slate Rabbit Warren", "ochre Bear")))
    move(game, ("take", 0))
    now = mark(game)
    for first in range(0, len(owls), 2):
        play_pair(game, *owls[first : first + 2])
    move(game, ("end",))
    while game.turn == 0:
        move(game, ("take", 1), ("end",))
    return now.step("owl", keep=("to move", "Seat 0 played"))


def rabbit_example(top: str = "crimson Lion", deck_size: int | None = None) -> Step:
    """Seat 0 plays two Rabbits; the deck's top card joins its hand, seen by Seat 0 alone."""
    tops = (top,) if deck_size != 0 else ()
    game = arrange(
        table(),
        hands={0: ("amber Rabbit", "fern Rabbit")},
        piles=(("fern Canary",), ("sky Wolf",)),
        top=tops,
        deck_size=deck_size,
    )
    move(game, ("take", 0))
    now = mark(game)
    play_pair(game, "amber Rabbit", "fern Rabbit")
    sight = PlainTable(
        [
            {
                "Seat 0 (who drew) sees": ", ".join(game.view(0)["notes"]) or "nothing new",
                "Seat 1 sees": f"Seat 0 holds {count(game.view(1)['players'][0]['hand_size'], 'card')}",
            }
        ]
    )
    return now.step("rabbit", keep=("Seat 0 hand", "deck"), extras=(sight,))


def steal_scene(lions: int = 2, others: int = 3, seed: int = STEAL_SEED) -> ForestGame:
    """Three seats; Seat 0 holds the two Foxes, Seat 1 ``lions`` Lions among ``lions + others`` cards."""
    victim = ("crimson Lion",) * lions + (
        "dusk Raccoon",
        "sky Owl",
        "bark Rabbit",
        "fern Canary",
        "sky Wolf",
        "heather Deer",
    )[:others]
    game = arrange(
        table(3, seed=seed),
        hands={0: ("dusk Left Fox", "sky Right Fox"), 1: victim, 2: ("amber Owl", "fern Owl")},
        piles=(("slate Rabbit Warren",), ("ochre Bear",)),
    )
    move(game, ("take", 0))
    return play_pair(game, "dusk Left Fox", "sky Right Fox")


def fox_example(lions: int = 2, others: int = 3, seed: int = STEAL_SEED) -> Step:
    """Seat 0's Foxes steal a face-down card from Seat 1: each of its cards is equally likely."""
    game = steal_scene(lions, others, seed)
    chances = hand_odds(game, 1)
    now = mark(game)
    move(game, ("steal", 1))
    return now.step("fox", keep=("Seat 0 hand", "Seat 1 hand"), extras=(chances,))


def hand_odds(game: ForestGame, seat: int) -> PlainTable:
    """Each kind of card in ``seat``'s hand and the chance a blind steal takes one of them."""
    kinds = Counter(game.catalogue.cards[c].kind for c in game.hands[seat]).most_common()
    held = len(game.hands[seat])
    return PlainTable(
        (
            {f"in Seat {seat}'s hand": kind, "cards": n, "chance a steal takes one": f"{n}/{held} = {n / held:.0%}"}
            for kind, n in kinds
        ),
        f"in Seat {seat}'s hand",
    )


def steal_share(lions: int = 2, others: int = 3, trials: int = 600) -> float:
    """In how many percent of ``trials`` seeded steals the Foxes took a Lion (the engine's dice, not a formula)."""
    lion = load_catalogue().code("crimson Lion")
    taken = 0
    for seed in range(trials):
        game = steal_scene(lions, others, seed)
        move(game, ("steal", 1))
        taken += game.hands[0].count(lion)
    return round(100 * taken / trials, 1)


# -- scoring ------------------------------------------------------------------------------------------
def scoring_example(
    section: str,
    hand: Sequence[str] | None = None,
    played: Sequence[Sequence[str]] | None = None,
    tales: Sequence[str] = (),
) -> Scored:
    """A scoring section's hand (or any hand) scored by the engine's ``score_hand``."""
    if section not in SCORING:
        raise ValueError(f"no scoring example {section!r}; scoring sections: {', '.join(SCORING)}")
    default_hand, default_played = SCORING[section]
    return Scored(
        section,
        tuple(default_hand if hand is None else hand),
        tuple(tuple(g) for g in (default_played if played is None else played)),
        tuple(tales),
    )


def lion_win_example(lions_before: int = 3) -> Step:
    """Seat 0 holds ``lions_before`` Lions and takes one more from the right discard pile."""
    game = arrange(
        table(), hands={0: ("crimson Lion",) * lions_before + ("dusk Owl",)}, piles=(("sky Wolf",), ("crimson Lion",))
    )
    now = mark(game)
    move(game, ("take", 1))
    return now.step("lions", keep=("to move", "Seat 0 hand"))


def calling_example(side: int = 0) -> Step:
    """Seat 0 has 4 card points; the left discard top (a third Wolf) makes 7 and calling opens;
    the right one adds nothing."""
    game = arrange(table(), hands={0: SCORING["calling"][0]}, piles=(("amber Wolf",), ("heather Owl Roost",)))
    now = mark(game)
    move(game, ("take", side))
    return now.step("calling", keep=("Seat 0 card points",), extras=(moves_table(game),))


# -- calling the round ---------------------------------------------------------------------------------
def call_scene(opponent: int = 5) -> ForestGame:
    """Seat 0 holds 7 card points (CALLER_HAND) and is about to call; Seat 1 holds ``opponent`` (k pairs)."""
    if not 0 <= opponent <= len(PAIR_CARDS) // 2:
        raise ValueError(f"the opponent's card points must be 0..{len(PAIR_CARDS) // 2}, got {opponent}")
    game = arrange(table(), hands={0: CALLER_HAND, 1: PAIR_CARDS[: 2 * opponent]}, piles=((NOTHING[0],), (NOTHING[1],)))
    return move(game, ("take", 1))


def call_example(call: str = "strike", opponent: int = 5) -> Step:
    """Seat 0 calls ``call`` with 7 card points; on a Strike, Seat 1 takes a Bear (0 points) and ends."""
    if call not in ("score", "strike"):
        raise ValueError(f"a call is 'score' or 'strike', got {call!r}")
    game = call_scene(opponent)
    now = mark(game)
    move(game, (call,))
    if call == "strike":
        move(game, ("take", 0), ("end",))
    return now.step(
        call,
        keep=("Seat 0 card points", "Seat 1 card points", "Seat 0 total", "Seat 1 total"),
        extras=(round_table(game),),
        only_keep=True,
    )


def round_table(game: ForestGame, record: int = -1) -> PlainTable:
    """A scored round seat by seat: card points, colour bonus, and what each gained."""
    done = game.rounds[record]
    rows = [
        {"seat": seat, "card points": parts["total"], "colour bonus": parts["colour_bonus"], "gained": gained}
        for seat, (parts, gained) in enumerate(zip(done["breakdowns"], done["gained"]))
    ]
    return PlainTable(rows, "seat")


def strike_fox_example(fox_seat: int = 1) -> Step:
    """Three seats: Seat 0 calls Strike; ``fox_seat`` (1 or 2) holds two Foxes for its last turn."""
    if fox_seat not in (1, 2):
        raise ValueError(f"the Foxes are in Seat 1 or Seat 2, got {fox_seat}")
    hands = {0: CALLER_HAND, fox_seat: ("dusk Left Fox", "sky Right Fox"), 3 - fox_seat: ("amber Owl", "heather Deer")}
    game = arrange(table(3), hands=hands, piles=(("ochre Bear", "slate Canary"), ("rose Bear", "fern Canary")))
    move(game, ("take", 0))
    now = mark(game)
    move(game, ("strike",))
    seen = PlainTable([{"Seat 1 sees Seat 0's hand": ", ".join(game.view(1)["caller_hand"])}])
    for seat in (1, 2):
        move(game, ("take", 1 if seat == 1 else 0))
        if seat == fox_seat:
            play_pair(game, "dusk Left Fox", "sky Right Fox")
            break
        move(game, ("end",))
    return now.step("strike_fox", keep=("call", "to move"), extras=(seen, moves_table(game)))


def empty_deck_example(deck_size: int = 1, call: bool = False) -> Step:
    """Seat 0 draws from a deck of ``deck_size`` cards and ends its turn (or calls Score with 7 points)."""
    game = arrange(
        table(),
        hands={0: CALLER_HAND, 1: ("dusk Owl", "sky Owl")},
        piles=(("ochre Bear",), ("rose Bear",)),
        deck_size=deck_size,
    )
    now = mark(game)
    move(game, ("draw",))
    if game.phase == "keep":
        move(game, game.legal_actions()[0])
    move(game, ("score",) if call else ("end",))
    return now.step("empty_deck", keep=("round", "deck", "Seat 0 total", "Seat 1 total"), only_keep=True)


def game_end_example(totals: Sequence[int] = (33, 35), opponent: int = 5) -> Step:
    """Two seats race to 40; Seat 0 calls Score with 7 card points, Seat 1 holds ``opponent``."""
    game = call_scene(opponent)
    with game.edit():
        game.totals = list(totals)
    now = mark(game)
    move(game, ("score",))
    standings = PlainTable(
        (
            {
                "seat": s,
                "total": game.totals[s],
                "last round": game.rounds[-1]["gained"][s],
                "wins": "yes" if s in game.winners() else "no",
            }
            for s in range(game.players)
        ),
        "seat",
    )
    return now.step("game_end", keep=("to move", "Seat 0 total", "Seat 1 total"), extras=(standings,), only_keep=True)


# -- the add-ons ----------------------------------------------------------------------------------------
def deep_woods_example(card: str = "Hedgehog") -> Step:
    """One Deep Woods card at work (``DEEP_WOODS``), on a two-seat table with the add-on on."""
    if card not in DEEP_WOODS:
        raise ValueError(f"no Deep Woods card {card!r}; cards: {', '.join(DEEP_WOODS)}")
    return _DEEP_WOODS[card]()


def _badger() -> Step:
    game = arrange(
        table(deep_woods=True),
        hands={0: ("bark Badger", "dusk Raccoon")},
        piles=(("fern Canary",), ("sky Wolf",)),
        top=("dusk Owl", "crimson Lion", "amber Rabbit", "heather Deer", "fern Wolf"),
    )
    move(game, ("take", 1))
    now = mark(game)
    play_pair(game, "bark Badger", "dusk Raccoon")
    offered = moves_table(game)
    move(game, ("keep_top", "crimson Lion"))
    return now.step("deep_woods", keep=("Seat 0 hand", "deck"), extras=(offered,))


def _skunk() -> Step:
    game = arrange(
        table(deep_woods=True), hands={0: ("bark Skunk", "dusk Left Fox")}, piles=(("fern Canary",), ("sky Wolf",))
    )
    move(game, ("take", 1))
    now = mark(game)
    play_pair(game, "bark Skunk", "dusk Left Fox")
    move(game, ("end",))
    return now.step("deep_woods", keep=("to move", "Seat 0 played"), extras=(moves_table(game),))


def _hedgehog() -> Step:
    game = arrange(
        table(deep_woods=True),
        hands={0: ("dusk Owl", "sky Owl", "amber Hedgehog")},
        piles=(("fern Canary",), ("sky Wolf",)),
    )
    move(game, ("take", 1))
    offered = moves_table(game)
    now = mark(game)
    play_pair(game, "dusk Owl", "sky Owl", "amber Hedgehog")
    return now.step("deep_woods", keep=("Seat 0 card points", "Seat 0 played"), extras=(offered,))


def _taken_from_the_pile(hand: tuple[str, ...], top: str) -> Step:
    """Seat 0 takes ``top`` from the left discard pile into ``hand``: a card that scores (or
    changes what scores) just by being held; the extra table scores the hand it ends with."""
    game = arrange(table(deep_woods=True), hands={0: hand}, piles=((top,), ("amber Wolf",)))
    now = mark(game)
    move(game, ("take", 0))
    return now.step(
        "deep_woods",
        keep=("Seat 0 hand", "Seat 0 card points"),
        extras=(Scored("deep_woods", tuple(game.index.labels[c] for c in game.hands[0])).table,),
    )


def _cuckoo() -> Step:
    return _taken_from_the_pile(("sky Wolf", "fern Wolf", "dusk Canary"), "moss Cuckoo")


def _raccoon_den() -> Step:
    return _taken_from_the_pile(("dusk Raccoon", "sky Raccoon", "bark Raccoon"), "moss Raccoon Den")


_DEEP_WOODS = {
    "Badger": _badger,
    "Skunk": _skunk,
    "Hedgehog": _hedgehog,
    "Cuckoo": _cuckoo,
    "Raccoon Den": _raccoon_den,
}


def tale_seed(tale: str, *, players: int = 2, seeds: range = range(1, 500)) -> int:
    """The first seed whose first round turns up ``tale``: found, not hand-picked, so it stays true."""
    if tale not in load_tales():
        raise ValueError(f"no tale {tale!r}; tales: {', '.join(load_tales())}")
    for seed in seeds:
        if table(players, seed=seed, forest_tales=True).round_tale == tale:
            return seed
    raise ValueError(f"no seed among {seeds} turns up {tale} first")


UNSCORED_TOTALS = (12, 5)
"""The standings before a round nobody scores: one leader and one trailer, so only the missing
score keeps the tale from them."""


def tale_handout_example(tale: str = "Long Wait", scored: bool = True) -> Step:
    """Round 1 under ``tale``: Seat 0 calls with ten pairs (enough under any tale) against Seat 1's
    two Wolves; the tale then goes to the leader or the trailer. Not ``scored``: Seat 0, ahead
    12 to 5, draws the deck's last card and does not call, so the round ends with nobody scoring
    and the tale goes to nobody."""
    game = table(2, seed=tale_seed(tale), forest_tales=True)
    hands = {0: PAIR_CARDS, 1: ("heather Wolf", "slate Wolf")}
    piles = ((NOTHING[0],), (NOTHING[1],))
    if not scored:
        arrange(game, hands=hands, piles=piles, deck_size=1, totals=UNSCORED_TOTALS)
        now = mark(game)
        move(game, ("draw",), ("end",))
        return _handout_step(game, now)
    arrange(game, hands=hands, piles=piles)
    move(game, ("take", 0))
    now = mark(game)
    move(game, ("strike",) if "strike_only" in game.effects[0] else ("score",))
    if game.call == "strike" and not game.is_over():
        move(game, ("take", 1), ("end",))
    return _handout_step(game, now)


def _handout_step(game: ForestGame, now: Moment) -> Step:
    """The standings before and after, and who holds which tale once the round is over."""
    holders = PlainTable(
        (
            {"seat": seat, "holds": ", ".join(n for n, s in game.holders.items() if s == seat) or "—"}
            for seat in range(game.players)
        ),
        "seat",
    )
    return now.step("tales", keep=("round", "Seat 0 total", "Seat 1 total"), extras=(holders,), only_keep=True)


TALE_HAND = (
    "dusk Raccoon",
    "sky Raccoon",
    "amber Rabbit",
    "dusk Rabbit",
    "dusk Left Fox",
    "sky Left Fox",
    "fern Canary",
    "sky Wolf",
    "fern Wolf",
    "crimson Lion",
    "crimson Lion",
    "crimson Lion",
)
TALE_PILES = (("fern Owl",), ("sky Owl",))
TALE_TOP = ("bark Owl", "sky Canary", "heather Deer", "rose Deer", "ochre Deer")
"""Seat 0 keeps the bark Owl and discards the sky Canary onto the left pile: both tops are then sky."""


def tale_turn(tale: str | None) -> tuple[ForestGame, Moment]:
    """Seat 0's turn with a hand many tales touch, under ``tale`` (None: no tale): draw two and discard
    the Canary, take a matching top if asked, then play the Raccoons and the Rabbits. Returns the game
    and the moment its turn began."""
    game = table(2, seed=tale_seed(tale), forest_tales=True) if tale else table(2)
    arrange(game, hands={0: TALE_HAND}, piles=TALE_PILES, top=TALE_TOP)
    now = mark(game)
    for step in (
        ("draw",),
        ("keep", "bark Owl", 0),
        ("match", 0),
        ("dusk Raccoon", "sky Raccoon"),
        ("pick",),
        ("amber Rabbit", "dusk Rabbit"),
    ):
        if game.is_over():
            break
        if step[0] in ("match", "pick"):
            if game.phase == step[0]:
                move(game, next(a for a in game.legal_actions()))
        elif step[0] in ("draw", "keep"):
            move(game, step)
        else:
            play_pair(game, *step)
    return game, now


def tale_example(tale: str = "Long Wait") -> Step:
    """Seat 0's same turn with and without ``tale``: the log under the tale, and what differs."""
    plain, _ = tale_turn(None)
    game, now = tale_turn(tale)
    return now.step(
        "tales",
        keep=("Seat 0 card points", "Seat 0 played", "deck", "to move"),
        extras=(tale_differences(plain, game),),
        only_keep=True,
    )


def tale_differences(plain: ForestGame, told: ForestGame) -> PlainTable:
    """The same turn without and with a tale, side by side: points, calls, moves on offer."""

    def facts(game: ForestGame) -> dict[str, Any]:
        offered = {a.kind for a in game.legal_actions()}
        pairs = sorted(" + ".join(a.args) for a in game.legal_actions() if a.kind == "pair")
        return {
            "cards in Seat 0's hand": len(game.hands[0]),
            "Seat 0 card points": game.card_points(0),
            "points needed to call": game.call_threshold(0),
            "calls offered": ", ".join(k for k in ("score", "strike") if k in offered) or "none",
            "pairs still offered": "; ".join(pairs) or "none",
            "hide a Canary offered": "yes" if "hide" in offered else "no",
            "game over": "yes, Seat 0 wins" if game.is_over() else "no",
        }

    without, with_tale = facts(plain), facts(told)
    return PlainTable(
        (
            {"on Seat 0's turn": fact, "without the tale": without[fact], "with the tale": with_tale[fact]}
            for fact in without
        ),
        "on Seat 0's turn",
    )
