"""Balance reports for every game: each seat's win rate with its interval, ties and no-winner
games counted by the game's own rule, and the rows the same however the games are played."""

import pytest

import forestnb
from forestnb.lab import balance

TABLES = {
    "humbaba": ["greedy", "cooperative", "adaptive", "random"],
    "forest": ["greedy", "greedy", "greedy"],
    "cardswild": ["steady", "steady", "steady"],
    "hunters": ["beatdown", "careful"],
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_report_counts_every_seats_wins_and_the_games_nobody_won(name):
    report = balance(name, TABLES[name], games=120, seed=3, processes=1)
    plain = forestnb.simulate(name, TABLES[name], games=120, seed=3)
    table = report.table.set_index("metric")
    for seat in range(len(TABLES[name])):
        wins = plain["winners"].map(lambda winners: seat in winners).mean()
        assert table.loc[f"win rate, seat {seat}", "value"] == pytest.approx(wins)
        assert table.loc[f"win rate, seat {seat}", "low"] <= wins <= table.loc[f"win rate, seat {seat}", "high"]
    assert table.loc["no winner", "value"] == pytest.approx((plain["n_winners"] == 0).mean())
    assert table.loc["length", "value"] == pytest.approx(plain["length"].mean())
    assert list(report.games["seed"]) == list(plain["seed"])
    assert 0 <= table.loc["decided at", "value"] <= 1 and table.loc["lead changes", "value"] >= 0
    assert report.plot().data and report.words()


def test_the_same_rows_wherever_the_games_run():
    here = balance("forest", TABLES["forest"], games=40, seed=5, processes=1).games
    workers = balance("forest", TABLES["forest"], games=40, seed=5, processes=2).games
    assert here.equals(workers)


def test_humbaba_reads_its_rows_from_the_batch_path_and_its_leads_from_the_engine():
    report = balance("humbaba", TABLES["humbaba"], games=60, seed=2, processes=1)
    plain = forestnb.simulate("humbaba", TABLES["humbaba"], games=60, seed=2)
    assert report.games.drop(columns=["lead_changes", "decided_at"]).equals(plain)
    assert report.games["lead_changes"].notna().all()


def test_a_seat_that_always_wins_is_named_favoured():
    report = balance(
        "humbaba",
        ["greedy", "cooperative", "cooperative", "cooperative"],
        games=200,
        seed=1,
        processes=1,
        starting_health=10,
    )
    edge = report.estimate("first-seat advantage")
    assert edge.low > 0 and "Seat 0 is favoured" in " ".join(report.words())


def test_a_bad_option_is_refused_before_any_game():
    with pytest.raises(ValueError, match="starting_health"):
        balance("humbaba", TABLES["humbaba"], games=10, starting_health=99)


def test_a_quick_first_answer_is_refined_into_the_whole_runs_answer():
    sizes = []
    refined = balance(
        "cardswild", games=250, seed=6, processes=1, on_update=lambda report: sizes.append(len(report.games))
    )
    assert sizes == [5, 50, 250]
    assert refined.games.equals(balance("cardswild", games=250, seed=6, processes=1).games)


def test_a_thread_pool_gives_the_same_rows_and_named_tables_give_one_report_each():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        threads = balance("hunters", games=30, seed=4, executor=pool).games
    assert threads.equals(balance("hunters", games=30, seed=4, processes=1).games)
    reports = balance(
        "hunters", {"careful": ["careful"] * 2, "beatdown": ["beatdown"] * 2}, games=20, seed=4, processes=1
    )
    assert list(reports) == ["careful", "beatdown"] and reports["beatdown"].bots == ["beatdown", "beatdown"]


def test_a_hunters_report_says_when_the_seats_play_different_decks():
    default = balance("hunters", games=20, seed=1, processes=1)
    assert "seat 0 Wolf Pack, seat 1 Grove Wardens" in " ".join(default.words())
    mirror = balance("hunters", games=20, seed=1, processes=1, decks=["Wolf Pack", "Wolf Pack"])
    assert "different decks" not in " ".join(mirror.words())
