"""Setup, the order of a round, and the Event Phase."""

import json
from collections import Counter

import pytest
from noted import noted

import forestnb
from forestnb.humbaba.cards import Event, load_archetypes, load_events
from forestnb.humbaba.scenes import advance, arrange, calm, calm_round, give, play_round, round_with_event

from .helpers import cedars, new_game


# -- setup ---------------------------------------------------------------------------------------
def test_setup_puts_health_on_6_thirty_cedars_in_the_forest_deck_and_twenty_in_the_box(game):
    assert game.health == 6
    assert game.forest_deck == 30
    assert game.box_reserve == 20
    assert game.round == 1 and game.phase == "harvest"


def test_each_player_shuffles_a_20_card_archetype_deck_and_draws_5(game):
    decks = load_archetypes()
    for player in game.seats:
        assert len(player.hand) == 5
        assert len(player.draw_pile) == 15
        assert Counter(player.hand + player.draw_pile) == Counter(decks[player.deck].deck_list())
        assert player.played == []


def test_the_decks_are_shuffled_by_the_seed():
    first = forestnb.new_game("humbaba", players=4, seed=1)
    again = forestnb.new_game("humbaba", players=4, seed=1)
    other = forestnb.new_game("humbaba", players=4, seed=2)
    deal = lambda g: [p.hand + p.draw_pile for p in g.seats]  # noqa: E731
    assert deal(first) == deal(again)
    assert deal(first) != deal(other)
    assert deal(first)[0] != load_archetypes()["stranger_king"].deck_list()


def test_every_player_starts_with_no_capacity_patience_renewal_or_stockpile(game):
    for player in game.seats:
        assert (player.capacity, player.patience, player.renewal, player.stockpile) == (0, 0, 0, 0)


def test_the_stranger_king_holds_the_defection_token_cooperative_side_up(game):
    assert game.king == 0 and not game.aggressive
    assert game.view(2)["defection_token"] == {"seat": 0, "side": "cooperative"}


def test_the_event_deck_holds_every_event_once_shuffled(game):
    assert sorted(game.event_deck) == sorted(load_events())
    assert len(load_events()) >= 8 and "Humbaba's Wrath" in load_events()


@pytest.mark.parametrize(
    ("players", "decks"),
    [
        (2, ["stranger_king", "woodcutter"]),
        (3, ["stranger_king", "woodcutter", "steward"]),
        (4, ["stranger_king", "woodcutter", "steward", "merchant"]),
    ],
)
def test_the_default_archetypes_depend_on_the_number_of_players(players, decks):
    game = new_game(players=players)
    assert [p.deck for p in game.seats] == decks
    assert game.players == players and len(game.view(0)["players"]) == players
    assert game.current_player == 0


@pytest.mark.parametrize("players", [0, 1, 5, True, "4"])
def test_the_game_is_for_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game(players=players)


# -- the draw phase ------------------------------------------------------------------------------
def test_round_1_has_no_draw_phase(game):
    assert all(len(p.hand) == 5 for p in game.seats)
    assert not noted(game, "H-draw")


def test_from_round_2_each_player_draws_the_top_card_of_their_own_draw_pile(game):
    plays = calm(game)
    tops = [p.draw_pile[0] for p in game.seats]
    play_round(game, plays)
    assert game.round == 2
    for player, top in zip(game.seats, tops):
        assert len(player.hand) == 5  # played one, drew one
        assert player.hand[-1] == top
        assert len(player.draw_pile) == 14


def test_an_empty_draw_pile_draws_nothing(game):
    plays = calm(game)
    give(game, 1, [plays[1]])
    arrange(game, seats={1: {"draw_pile": []}})
    play_round(game, plays)
    assert len(game.seats[1].hand) == 4
    assert len(game.seats[0].hand) == 5
    assert {e.seat: e.data for e in noted(game, "H-draw")} == {0: {}, 1: {"empty": True}, 2: {}, 3: {}}


# -- turn order and secret choices --------------------------------------------------------------
def test_the_first_player_moves_one_seat_left_each_round_and_choices_follow_from_there():
    game = new_game(players=3, forest_size=100)
    seen = []
    while not game.is_over():
        order = []
        round_ = game.round
        while game.round == round_ and not game.is_over():
            order.append(game.current_player)
            game.apply(game.legal_actions()[-1])
        seen.append((round_, order))
    assert len(seen) == 8
    for round_, order in seen:
        first = (round_ - 1) % 3
        assert game.rounds[round_ - 1]["round"] == round_
        assert order == [first, (first + 1) % 3, (first + 2) % 3]


def test_a_chosen_card_stays_secret_until_every_player_has_chosen(game):
    arrange(
        game,
        hands={
            0: ["Tribute of Timber", "Velvet Glove"],
            1: ["Felling Axe"],
            2: ["Gather Deadwood"],
            3: ["Timber Contract"],
        },
    )
    game.apply(forestnb.Action("play", ("Velvet Glove",)))
    for seat in (1, 2, 3):
        view = game.view(seat)
        assert view["chosen"] == [True, False, False, False]
        assert view["my_choice"] is None
        assert view["players"][0]["hand_size"] == 2 and view["players"][0]["played"] == []
        assert "Velvet Glove" not in json.dumps(view)
    assert game.view(0)["my_choice"] == ["Velvet Glove", None]
    chose = game.events[-1]
    assert (chose.rule, chose.seat, chose.data) == ("H-choose", 0, {}) and "Velvet Glove" not in chose.text
    for card in ("Felling Axe", "Gather Deadwood", "Timber Contract"):
        game.apply(forestnb.Action("play", (card,)))
    assert game.seats[0].played == ["Velvet Glove"]
    assert "Velvet Glove" in json.dumps(game.view(1)["players"][0])
    assert [(r["seat"], r["card"]) for r in game.revealed] == [
        (0, "Velvet Glove"),
        (1, "Felling Axe"),
        (2, "Gather Deadwood"),
        (3, "Timber Contract"),
    ]
    assert len(noted(game, "H-reveal")) == 1  # every card at once, after the last choice


def test_the_game_lasts_eight_rounds():
    game = advance(new_game(players=2, seed=3), until=8)
    calm_round(game)
    assert game.is_over() and len(game.rounds) == 8
    assert [r["round"] for r in game.rounds] == list(range(1, 9))
    assert game.current_player is None and game.legal_actions() == []


# -- the event phase -----------------------------------------------------------------------------
def test_events_are_revealed_only_in_rounds_3_5_and_7():
    game = advance(new_game(players=4, seed=5, forest_size=80), until=8)
    calm_round(game)
    with_event = [r["round"] for r in game.rounds if r["event"]]
    assert with_event == [3, 5, 7]
    assert len(game.event_deck) == len(load_events()) - 3


@pytest.fixture
def to_round_3(game):
    """Reach round 2, lay out a known table, end round 2 with a calm round, and reveal ``event``
    at the start of round 3 (the only event left, so rounds 5 and 7 stay quiet). Before the event:
    Health 6, Forest Deck 40 - 6 + 3 = 37, Box Reserve 20 - 3 = 17, stockpiles 2 + the calm harvests (4, 3, 3, 4)."""

    def reach(event, **table):
        advance(game, until=2)
        tokens = {"stockpile": 2, "capacity": 0, "renewal": 0, "patience": 0}
        table = {"health": 6, "forest_deck": 40, "box_reserve": 20, "timers": [], **table}
        arrange(game, event_deck=[], seats={s: dict(tokens) for s in range(game.players)}, **table)
        round_with_event(game, event)
        assert game.round == 3
        return game

    return reach


def test_an_event_changes_forest_health_before_the_harvest(to_round_3):
    game = to_round_3("Spring Rains")
    assert game.health_at_start == 6 and game.health == 7
    assert game.phase == "harvest" and game.current_player == 2


def test_humbaba_s_wrath_takes_2_health_and_alone_triggers_a_seneca_clip(to_round_3):
    assert load_events()["Humbaba's Wrath"].health == -2
    game = to_round_3("Humbaba's Wrath")
    assert game.health == 4
    calm_round(game)  # the calm cards leave Health alone: the event is the whole drop
    assert game.rounds[-1]["health_start"] == 6 and game.rounds[-1]["health"] == 4
    assert game.rounds[-1]["clip_triggered"] is True
    assert game.clip_active is True  # round 4's regeneration will be cut


def test_a_one_point_health_event_triggers_no_clip(to_round_3):
    game = to_round_3("Storm")
    calm_round(game)
    assert game.rounds[-1]["clip_triggered"] is False and not game.clip_active


def test_a_positive_forest_event_moves_cedars_from_the_box_to_the_forest_deck(to_round_3):
    game = to_round_3("Seed Year")
    assert (game.forest_deck, game.box_reserve) == (37 + 3, 17 - 3)
    assert cedars(game) == 40 + 20 + 4 * 2


def test_a_negative_forest_event_sends_forest_deck_cedars_back_into_the_box(to_round_3):
    game = to_round_3("Blight")
    assert (game.forest_deck, game.box_reserve) == (37 - 3, 17 + 3)
    assert game.health == 5


def test_a_negative_forest_event_takes_no_more_than_the_forest_deck_holds(to_round_3):
    # Forest Deck 8 - 6 harvested + 0 regenerated (Health 1) = 2 cedars when Blight strikes.
    game = to_round_3("Blight", forest_deck=8, health=1)
    assert (game.forest_deck, game.box_reserve) == (0, 20 + 2)


def test_a_renewal_event_gives_every_player_renewal_spent_in_that_round_s_forest_step(to_round_3):
    game = to_round_3("Guardian's Blessing")
    assert [p.renewal for p in game.seats] == [1, 1, 1, 1]
    assert game.health == 7
    forest, box = game.forest_deck, game.box_reserve
    calm_round(game)
    # Health 7: regeneration 3, then the four Renewal tokens bring four more.
    assert (game.forest_deck, game.box_reserve) == (forest - 6 + 3 + 4, box - 3 - 4)
    assert [p.renewal for p in game.seats] == [0, 0, 0, 0]


def test_a_tithe_event_makes_every_player_return_cedars_from_their_stockpile(to_round_3):
    game = to_round_3("Elders' Tithe")
    # The calm round raised the stockpiles 2 -> 4, 3, 3, 4; each returns one to the Forest Deck.
    assert [p.stockpile for p in game.seats] == [3, 2, 2, 3]
    assert game.forest_deck == 37 + 4


def test_a_tithe_takes_nothing_from_an_empty_stockpile(game):
    advance(game, until=2)
    arrange(
        game,
        forest_deck=20,
        box_reserve=10,
        health=6,
        timers=[],
        event_deck=["Elders' Tithe"],
        seats={s: {"stockpile": 0, "capacity": 0, "renewal": 0} for s in range(4)},
    )
    plays = calm(game)
    arrange(game, hands={2: ["Return the Seed"]})
    plays[2] = "Return the Seed"  # Seat 2 harvests nothing in round 2 (its stockpile stays 0)
    play_round(game, plays)
    assert game.event == "Elders' Tithe"
    assert [p.stockpile for p in game.seats] == [1, 0, 0, 1]
    assert game.forest_deck == 20 - 5 + 3 + 3


def test_a_regeneration_event_lasts_its_duration(to_round_3):
    assert load_events()["Drought"].duration == 2
    game = to_round_3("Drought")  # regeneration -1 in rounds 3 and 4
    regenerated = []
    for _ in range(3):
        forest, box = game.forest_deck, game.box_reserve
        calm_round(game)
        harvest = sum(game.rounds[-1]["demands"])
        regenerated.append(box - game.box_reserve)
        assert game.forest_deck == forest - harvest + regenerated[-1]
    assert regenerated == [3 - 1, 3 - 1, 3]
    assert game.timers == []


def test_a_harvest_event_raises_every_harvest_for_its_duration(to_round_3):
    game = to_round_3("Royal Commission")  # every harvest +1 in rounds 3 and 4
    bonuses = []
    for _ in range(3):
        before = [p.stockpile for p in game.seats]
        plays = calm(game)
        play_round(game, plays)
        bonuses.append(
            [p.stockpile - b - game.cards[plays[s]].harvest for s, (p, b) in enumerate(zip(game.seats, before))]
        )
    assert bonuses == [[1, 1, 1, 1], [1, 1, 1, 1], [0, 0, 0, 0]]


def test_a_one_round_harvest_event_is_gone_the_next_round(to_round_3):
    game = to_round_3("Timber Fair")
    before = [p.stockpile for p in game.seats]
    calm_round(game)
    assert [p.stockpile - b for p, b in zip(game.seats, before)] == [3, 2, 2, 3]
    assert game.timers == []


def test_a_capacity_event_changes_every_capacity_but_never_below_zero(game):
    advance(game, until=2)
    census = Event(name="Census", health=0, reason="a test event", capacity=-1)
    arrange(
        game,
        event_book={**game.event_book, "Census": census},
        event_deck=["Census"],
        seats={0: {"capacity": 2}, 1: {"capacity": 0}, 2: {"capacity": 1}, 3: {"capacity": 0}},
    )
    calm_round(game)
    assert game.event == "Census"
    assert [p.capacity for p in game.seats] == [1, 0, 0, 0]
    assert "Census" not in load_events()  # the shared catalogue is untouched


def test_with_events_off_round_3_reveals_nothing():
    game = advance(new_game(events=False), until=3)
    assert game.event is None and game.event_deck == []
    assert not noted(game, "H-event")


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (load_events()["Drought"], "Regeneration -1 this round and next round."),
        (load_events()["Timber Fair"], "Every player's harvest +1 this round."),
        (load_events()["Blight"], "Forest Health -1. 3 cedars of the Forest Deck fall back into the Box Reserve."),
        (
            Event(name="Long Rains", health=0, reason="a test event", regen=1, duration=3),
            "Regeneration +1 this round and the next 2 rounds.",
        ),
    ],
)
def test_an_event_s_text_is_written_from_its_data_and_says_how_long_it_lasts(event, text):
    assert event.text == text
