"""Examples for the card mechanics and the end of the game: combination, capture (and cards that
return to their owner, seized cards among them), and the three ways a game ends. Each returns a
``Step`` from the real engine; the arguments are the knobs of the section's try-it."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.actions import Action
from ...widgets.plain_table import PlainTable
from ...widgets.steps import Step
from ..cards import load_decks, load_pool
from ..rules import BATTLE, MAX_ROUNDS
from ..scenes import arrange, card_id, pass_turn, table, to_card_phase
from .sections import BOOK
from .watch import SAY_NO, measure, watch

COMBINATIONS = {"Pack Bond": "Wolf Pack", "Twin Fang": "Wolf Pack", "Spirit Fusion": "Grove Wardens"}
ORIGINS = ("field", "discard", "deck")
Material = tuple[str, str]


def materials_offered(card: str) -> list[str]:
    """The characters of the combination's deck it may take as materials (by type)."""
    pool = load_pool()
    needs = next(e for e in pool[card].effects if e.verb == "combine").target.type
    names = [n for n in load_decks()[COMBINATIONS[card]] if pool[n].is_character and n != card]
    return list(dict.fromkeys(n for n in names if needs in (None, pool[n].type)))


def _pick(game, name: str, origin: str) -> Action:
    """The engine's own offer to stack ``name`` from ``origin``."""
    picks = [
        a for a in game.legal_actions() if a.kind == "pick" and a.args[0] == origin and game.name_of(a.args[1]) == name
    ]
    if not picks:
        offered = ", ".join(str(a) for a in game.legal_actions())
        raise ValueError(f"{name} from the {origin} is not offered as a material; offered: {offered}")
    return picks[0]


def combination_example(
    card: str = "Pack Bond",
    materials: Sequence[Material] = (("Grey Wolf", "field"), ("Moon Wolf", "field")),
    leaves: bool = False,
    seed: int = 1,
) -> Step:
    """Seat 0 plays the combination ``card`` and stacks ``materials`` (name, where from) beneath
    it; with ``leaves``, Seat 1's Grizzly Elder then destroys it in Seat 1's turn and each material
    returns where it came from. A Wolf support needs a Wolf out: a Grey Wolf waits on the field."""
    if card not in COMBINATIONS:
        raise ValueError(f"no combination {card!r}; combinations: {', '.join(COMBINATIONS)}")
    amount = next(e for e in load_pool()[card].effects if e.verb == "combine").amount
    materials = list(materials)[:amount]
    bad = [o for _, o in materials if o not in ORIGINS]
    if bad:
        raise ValueError(f"materials come from the {', '.join(ORIGINS)}, not {bad[0]!r}")
    field = [n for n, o in materials if o == "field"]
    if card == "Pack Bond":
        field.append("Grey Wolf")
    game = arrange(
        table((COMBINATIONS[card], "Night Watch"), seed=seed),
        hands={0: [card], 1: ["Grizzly Elder", "Bear Cub"]},
        fields={0: field},
        discards={0: [n for n, o in materials if o == "discard"]},
    )
    before, start = measure(game), len(game.log)
    game.apply(Action("play", (card_id(game, card, 0),)))
    for name, origin in materials:
        if game.stack:
            game.apply(_pick(game, name, origin))
    extras = [stack_table(game, card)]
    moments = [{"moment": f"Seat 0 played {card}", **_seat0(game)}]
    if leaves:
        pass_turn(game)
        to_card_phase(game)
        target = [f"{card} ("] if len(game.side(0).characters) > 1 else []
        watch("combination", game, ["Play Grizzly Elder", *target, SAY_NO])
        moments.append({"moment": f"Seat 1's Grizzly Elder destroyed {card}", **_seat0(game)})
        extras.append(PlainTable(moments, "moment"))
    return BOOK.step(
        "combination",
        game,
        before,
        measure(game),
        tuple(game.log_for(None, start)),
        ("Seat 0 characters", "Seat 0 discard pile", "Seat 0 deck"),
        tuple(extras),
        only_keep=True,
    )


def _seat0(game) -> dict[str, str]:
    side = game.side(0)
    return {
        "characters": ", ".join(game.name_of(u.card) for u in side.characters) or "—",
        "discard pile": ", ".join(game.name_of(c) for c, _ in side.discard) or "—",
        "cards in deck": str(len(game.seats[0].deck)),
    }


def stack_table(game, card: str) -> PlainTable:
    """The combination on the field and what lies beneath it: each card's printed BP and SHD, and
    the total the combination fights with."""
    found = game.find(card_id(game, card, 0))
    if found is None:
        raise ValueError(f"{card} is not on the field")
    side, unit = found
    printed = game.cards
    rows = [
        {
            "card": f"{game.name_of(c)} (from the {o})",
            "type": printed[c].type or "—",
            "BP": printed[c].bp,
            "SHD": printed[c].shd,
        }
        for c, o in unit.under
    ]
    rows.append(
        {
            "card": f"{card} itself",
            "type": printed[unit.card].type or "—",
            "BP": printed[unit.card].bp,
            "SHD": printed[unit.card].shd,
        }
    )
    rows.append(
        {"card": "the combination", "type": unit.type or "none", "BP": game.bp(side, unit), "SHD": game.shd(side, unit)}
    )
    return PlainTable(rows, "card")


def capture_example(full: bool = False, seed: int = 1) -> Step:
    """Seat 0's Bear Trap captures Seat 1's Black Bear. In Seat 1's turn (after playing two Bear
    Cubs when ``full``), Break the Snare sends the trap to the discard pile, and Black Bear returns
    to Seat 1's field, or to its discard pile if every zone is taken."""
    game = arrange(
        table(("Trap Line", "Night Watch"), seed=seed),
        hands={0: ["Bear Trap"], 1: ["Break the Snare", *(["Bear Cub", "Bear Cub"] if full else [])]},
        fields={1: ["Black Bear", *(["Honey Bear"] if full else [])]},
    )
    caught = watch("capture", game, ["Play Bear Trap", *(["Black Bear"] if full else [])])
    moments = [{"moment": "Seat 0 played Bear Trap", **_fields(game)}]
    pass_turn(game)
    to_card_phase(game)
    freed = watch("capture", game, [*(["Play Bear Cub", "Play Bear Cub"] if full else []), "Play Break the Snare"])
    moments.append(
        {"moment": "Seat 1 played " + ("two Bear Cubs and " if full else "") + "Break the Snare", **_fields(game)}
    )
    return BOOK.step(
        "capture",
        game,
        caught.before,
        freed.after,
        caught.log + freed.log,
        ("Seat 1 characters", "Seat 1 discard pile"),
        (PlainTable(moments, "moment"),),
        only_keep=True,
    )


SEIZER = tuple("Shadow Tracker" if n == "Ancient Spirit" else n for n in load_decks()["Grove Wardens"])
"""Grove Wardens with Shadow Tracker, which takes control of a character, in place of Ancient Spirit:
a legal deck that both seizes and combines (Spirit Fusion), which no prebuilt deck does."""
SEIZED_ROUTES = {
    "sent back to the hand": "Seat 1's Net Thrower sent it back to its owner's hand",
    "stacked in a combination": "Seat 1's Net Thrower sent Spirit Fusion back to Seat 0's hand",
    "captured back": "Seat 0's White Stag beat Snare Setter",
}
"""How the seized card leaves the field in ``seized_example``, and the move that finally takes it off."""


def seized_example(route: str = "stacked in a combination", seed: int = 1) -> Step:
    """Seat 0's Shadow Tracker takes control of Seat 1's Longbow Archer, and Spirit Fusion stacks it
    with White Stag when ``route`` says so; then it leaves the field by ``route`` (``SEIZED_ROUTES``).
    Whichever way, it goes to Seat 1's discard pile: never back to Seat 1's field or hand (ruling H7)."""
    if route not in SEIZED_ROUTES:
        raise ValueError(f"no route {route!r}; routes: {', '.join(SEIZED_ROUTES)}")
    combined, captured = route == "stacked in a combination", route == "captured back"
    game = arrange(
        table((list(SEIZER), "Trap Line"), seed=seed),
        hands={
            0: ["Shadow Tracker", *(["Spirit Fusion"] if combined else [])],
            1: ["Snare Setter" if captured else "Net Thrower"],
        },
        fields={0: ["White Stag"], 1: ["Longbow Archer"]},
    )
    taken = watch(
        "capture",
        game,
        [
            "Play Shadow Tracker",
            "Use Shadow Tracker",
            *(["Play Spirit Fusion", "Longbow Archer", "White Stag"] if combined else []),
        ],
    )
    moments = [{"moment": "Seat 0 took Longbow Archer" + (" and stacked it" if combined else ""), **_fields(game)}]
    pass_turn(game)
    to_card_phase(game)
    answer = (
        ["Play Snare Setter", "Use Snare Setter", "Longbow Archer ("]
        if captured
        else ["Play Net Thrower", "Use Net Thrower", "Spirit Fusion (" if combined else "Longbow Archer ("]
    )
    log = [*taken.log, *watch("capture", game, answer).log]
    if captured:
        moments.append({"moment": "Seat 1's Snare Setter captured it back", **_fields(game)})
        pass_turn(game)
        to_card_phase(game)
        log += watch("capture", game, ["Go on to the battle phase", "White Stag battles Snare Setter"]).log
    moments.append({"moment": SEIZED_ROUTES[route], **_fields(game)})
    return BOOK.step(
        "capture",
        game,
        taken.before,
        measure(game),
        tuple(log),
        ("Seat 0 characters", "Seat 1 characters", "Seat 1 hand", "Seat 1 discard pile"),
        (PlainTable(moments, "moment"),),
        only_keep=True,
    )


def _fields(game) -> dict[str, str]:
    words = {}
    for seat in (0, 1):
        side = game.side(seat)
        units = [*side.characters, *side.supports]
        words[f"Seat {seat}'s field"] = (
            ", ".join(
                game.name_of(u.card)
                + (f" [beneath: {', '.join(game.name_of(c) for c, _ in u.under)}]" if u.under else "")
                for u in units
            )
            or "—"
        )
    return words


END_WAYS = ("knockout", "deck out", "round limit")


def end_example(way: str = "deck out", hearts: tuple[int, int] = (3, 2), seed: int = 1) -> Step:
    """Seat 1 ends its turn, the last of a round, with Seat 0 at ``hearts[0]`` and Seat 1 at
    ``hearts[1]``: with every deck empty (``deck out``) or after round ``MAX_ROUNDS`` (``round
    limit``) the most hearts wins; or (``knockout``) Seat 0's Grey Wolf battles Seat 1 directly."""
    if way not in END_WAYS:
        raise ValueError(f"no way {way!r}; ways: {', '.join(END_WAYS)}")
    decks = ("Wolf Pack", "Night Watch")
    game = table(decks, seed=seed)
    if way == "knockout":
        arrange(game, fields={0: ["Grey Wolf"]}, hearts={0: hearts[0], 1: hearts[1]})
        moves = ["Go on to the battle phase", "Grey Wolf battles Seat 1 directly"]
    else:
        placed = {s: list(load_decks()[d]) for s, d in enumerate(decks)} if way == "deck out" else {}
        arrange(
            game,
            hands={s: cards[:5] for s, cards in placed.items()},
            discards={s: cards[5:] for s, cards in placed.items()},
            hearts={0: hearts[0], 1: hearts[1]},
            actor=1,
            phase=BATTLE,
            round=MAX_ROUNDS if way == "round limit" else 2,
        )
        moves = ["End the turn"]
    return watch("end", game, moves, keep=("Seat 0 hearts", "Seat 1 hearts", "winner", "ended by"), only_keep=True)
