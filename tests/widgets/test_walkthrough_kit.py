"""The teaching kit every rules walkthrough is built from: a rulebook read from a rules card
heads each step and hides its bookkeeping; a walkthrough pairs each bet's words with its answer,
works the answer out only on Reveal, and names a section it does not know."""

from __future__ import annotations

import pytest

from forestnb.widgets.predict import Bet
from forestnb.widgets.rulebook import Rulebook, Section
from forestnb.widgets.walkthrough import Walkthrough, average

CARD = """A tiny game.

RULINGS
  T1  Ties go to the caller,
      however late the call.
  T2  An empty deck ends the round.
"""
BOOK = Rulebook(
    CARD,
    {"call": Section("Calling the round", ("T1",)), "end": Section("The end", ("T2",))},
    routine=("turn",),
    routine_endings=(" hand",),
)


def kit(answers=None, bets=None) -> Walkthrough:
    bets = {"call": Bet("How many points?", 0, 10, 1, "points", "Seven.")} if bets is None else bets
    return Walkthrough(BOOK, bets, {"call": lambda: 7} if answers is None else answers, {"end": lambda: "a try-it"})


def test_rulings_are_read_from_the_rules_card_and_joined_into_one_line():
    assert BOOK.rulings() == {
        "T1": "Ties go to the caller, however late the call.",
        "T2": "An empty deck ends the round.",
    }
    shown = BOOK.header("call").data
    assert "Rule: Calling the round" in shown and "Ruling T1" in shown and "however late" in shown


def test_a_section_naming_a_ruling_the_card_lacks_is_refused():
    with pytest.raises(ValueError, match="rulings the rules card does not have: T9"):
        Rulebook(CARD, {"call": Section("Calling", ("T9",))})


def test_a_step_hides_the_books_bookkeeping_unless_it_keeps_it():
    before = {"turn": 1, "Seat 0 hand": 5, "points": 4}
    after = {"turn": 2, "Seat 0 hand": 4, "points": 7}
    assert BOOK.step("call", None, before, after, ()).table.labels == ["points"]
    assert BOOK.step("call", None, before, after, (), keep=("turn",)).table.labels == ["turn", "points"]
    assert BOOK.step("call", None, before, after, ()).table.cell("points", "change") == "+3"


def test_a_step_names_its_section_or_is_refused():
    with pytest.raises(KeyError, match="no walkthrough section 'dragons'; sections: call, end"):
        BOOK.step("dragons", None, {}, {}, ())


def test_a_bets_answer_is_worked_out_only_when_reveal_is_clicked():
    asked = []
    bet = kit(answers={"call": lambda: asked.append(1) or 7}).bet("call")
    question, line = bet.children[0], bet.children[3].children[0]
    assert asked == [] and line.value == "" and "Rule: Calling the round" in question.value
    bet.children[2].click()
    assert asked == [1] and "the answer: <b>7 points</b>" in line.value and "Seven." in line.value


def test_every_bet_needs_both_words_and_an_answer():
    with pytest.raises(ValueError, match="words and an answer, and these have only one: call"):
        kit(answers={})


def test_bets_and_try_its_belong_to_sections_of_the_book():
    with pytest.raises(ValueError, match="sections the rulebook does not have: dragons"):
        kit(bets={"dragons": Bet("?", 0, 1, 1)}, answers={"dragons": lambda: 0})


def test_an_unknown_section_is_named_for_the_header_the_bet_and_the_try_it():
    with pytest.raises(KeyError, match="no walkthrough section 'dragons'"):
        kit().header("dragons")
    with pytest.raises(KeyError, match="no prediction for 'dragons'; sections with one: call"):
        kit().bet("dragons")
    with pytest.raises(KeyError, match="no try-it for 'dragons'; sections: end"):
        kit().try_it("dragons")
    assert kit().try_it("end") == "a try-it"


def test_an_average_over_games_is_the_one_simulate_gives_for_the_same_seeds():
    import forestnb

    bots = ["steady", "aggressive"]
    rows = forestnb.simulate("cardswild", bots, games=12, seed=3, progress=False)
    assert average("cardswild", bots, lambda summary: summary["seasons"], games=12, seed=3) == pytest.approx(
        float(rows["seasons"].mean())
    )
