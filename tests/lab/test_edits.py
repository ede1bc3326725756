"""Card edits: checked by the game's own loaders, played as a variant, saved as CSV; the shipped
data never changes."""

import pytest

import forestnb
from forestnb.core.data import data_dir
from forestnb.core.errors import DataError
from forestnb.lab.edits import card_table, edit_cards, edited_game, plain_card


def test_a_wrong_number_is_refused_naming_the_file_row_field_and_card():
    table = card_table("humbaba")
    table.loc[table["name"] == "Tax Collector", "harvest"] = "lots"
    with pytest.raises(DataError, match=r"edited humbaba/decks.csv, row 10, field 'harvest'.*card 'Tax Collector'"):
        edit_cards("humbaba", table)


def test_a_card_design_rule_is_refused_as_the_loader_refuses_it():
    table = card_table("humbaba")
    table.loc[table["name"] == "Clear-Cut", "health"] = "0"  # a catastrophe must damage the forest
    with pytest.raises(DataError, match="catastrophe card must damage Forest Health.*card 'Clear-Cut'"):
        edit_cards("humbaba", table)


def test_renaming_or_dropping_a_card_is_refused():
    table = card_table("forest")
    table.loc[table["kind"] == "Wolf", "kind"] = "Dire Wolf"
    with pytest.raises(ValueError, match="not which cards there are.*missing Wolf; not in the game: Dire Wolf"):
        edit_cards("forest", table)
    with pytest.raises(ValueError, match="must keep the columns"):
        edit_cards("forest", card_table("forest").drop(columns=["note"]))


def test_an_edit_plays_as_the_variant_and_the_shipped_data_is_unchanged(tmp_path):
    shipped = (data_dir() / "hunters" / "cards.csv").read_text(encoding="utf-8")
    table = card_table("hunters")
    table.loc[table["name"] == "Grey Wolf", ["bp", "shd"]] = ["9", "9"]
    edits = edit_cards("hunters", table, label="Grey Wolf 9/9")
    game = edited_game(edits)(players=2, seed=1)
    assert game.cards[game.names.index("Grey Wolf")].bp == 9
    assert forestnb.new_game("hunters", players=2, seed=1).cards[0].bp == 3
    saved = edits.save(tmp_path)
    assert [path.name for path in saved] == ["cards.csv"] and "Grey Wolf,character,Wolf,9,9" in saved[0].read_text()
    assert (data_dir() / "hunters" / "cards.csv").read_text(encoding="utf-8") == shipped


def test_an_overpowered_card_is_ranked_strongest():
    table = card_table("forest")
    table.loc[table["kind"] == "Owl Roost", "points"] = "30"  # 30 points for every Owl, where 1 is the rule
    edits = edit_cards("forest", table, label="Owl Roost scores 30")
    strength = forestnb.card_strength("forest", games=200, seed=1, processes=1, edits=edits)
    assert set(strength.table.iloc[:3]["card"]) == {"Owl Roost"}  # at every seat
    assert strength.words()[1].startswith("Owl Roost, seat")


def test_an_edit_that_changes_nothing_plays_the_shipped_games():
    for name in ("humbaba", "forest", "cardswild", "hunters"):
        same = forestnb.compare_rules(
            name, variant={"cards": edit_cards(name, card_table(name))}, games=20, seed=3, processes=1
        )
        assert (same.table["difference"].fillna(0) == 0).all()


def test_an_edit_is_a_variant_for_compare_rules():
    table = card_table("hunters")
    table.loc[table["name"] == "Grey Wolf", ["bp", "shd"]] = ["20", "20"]
    change = forestnb.compare_rules(
        "hunters",
        variant={"cards": edit_cards("hunters", table, label="Grey Wolf 20/20")},
        games=100,
        seed=1,
        processes=1,
    )
    assert change.differs("won_0") and change.estimate("won_0").value > 0
    assert "Grey Wolf 20/20 against the standard rules" in change.words()[0]


def test_a_card_with_no_plain_form_says_why():
    with pytest.raises(ValueError, match="'Lion' is a lion card"):
        plain_card("forest", "Lion")
    with pytest.raises(ValueError, match="no card 'Unicorn'"):
        plain_card("humbaba", "Unicorn")


def test_ablation_measures_a_cards_own_effect_on_the_same_seeds():
    tested = forestnb.lab.ablation("hunters", ["Beast Tamer", "Night Owl", "Grey Wolf"], games=60, seed=1, processes=1)
    assert set(tested.table["card"]) == {"Beast Tamer"} and len(tested.table) == 2 and tested.words()
    assert "trap effect go together" in tested.skipped["Night Owl"]
    assert "plain already" in tested.skipped["Grey Wolf"]
    assert set(tested.measures["metric"]) >= {"won_0", "length", "lead_changes"}


def test_ablation_on_top_of_an_edit_finds_the_edited_card():
    table = card_table("forest")
    table.loc[table["kind"] == "Owl Roost", "points"] = "30"
    strong = edit_cards("forest", table)
    tested = forestnb.lab.ablation("forest", ["Owl Roost"], games=60, seed=1, processes=1, edits=strong)
    length = tested.measures.set_index("metric").loc["length"]
    assert length["with_card"] != length["plain"]  # 30 points an Owl ends games sooner
    assert list(tested.table["seat"].sort_values()) == [0, 1, 2]


def test_the_notebook_editor_checks_every_apply_and_plays_only_a_table_that_reads_cleanly(tmp_path):
    from forestnb.lab import CardEditor

    editor = CardEditor("humbaba")
    editor.card.value = "Tax Collector"
    assert not editor.apply(harvest="lots") and "card &#x27;Tax Collector&#x27;" in editor.status.value
    with pytest.raises(DataError, match="got 'lots'"):
        _ = editor.edits
    assert editor.apply(harvest="4")
    assert editor.changes().to_dict("records") == [
        {"card": "Tax Collector", "field": "harvest", "shipped": "0", "edited": "4"}
    ]
    assert editor.edits.label == "Tax Collector harvest 0→4"
    assert "<td><b>4</b></td>" in editor.cards.value  # the whole table, the edited cell marked
    assert [path.name for path in editor.save(tmp_path)] == ["decks.csv"]
    editor.reset()
    assert editor.changes().empty


def test_an_edit_in_two_steps_reads_cleanly_once_both_are_made():
    from forestnb.lab import CardEditor

    editor = CardEditor("cardswild")
    editor.card.value = "Nightfall"
    assert not editor.apply(count="7") and "add up to 116 cards" in editor.status.value
    editor.card.value = "Daylight"
    assert editor.apply(count="10")
    assert editor.edits.label == "Daylight count 12→10; Nightfall count 5→7"
