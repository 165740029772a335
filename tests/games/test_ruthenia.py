"""Ruthenia: the shipped content, each of its checks on a broken copy, and the derived tables."""

from __future__ import annotations

from tests.project_fixture import shipped_catalogue

from fractions import Fraction as F
from pathlib import Path

import pytest

from generator.diagnostics import Severity
from rules.ruthenia import odds
from rules.ruthenia.refparse import cited_sections, references
from generator.rules.derived import derived_tables
from generator.validation import validate
from tests.games.findings import found

GAME = "ruthenia"
SB, BB, GAME_YAML = "rules-strategy-book.yaml", "rules-battle-book.yaml", "game.yaml"


def at(findings) -> list[tuple[str, int, int]]:
    return [(name, line, column) for name, line, column, _ in findings]


@pytest.fixture
def ruthenia(content_copy):
    return content_copy(GAME)


# -- the shipped content -------------------------------------------------------------------------

def test_shipped_ruthenia_has_no_errors_and_only_its_own_warnings(shipped):
    assert [str(d) for d in shipped.errors()] == []
    rules = {d.rule for d in shipped.diagnostics}
    assert rules == {"ruthenia-cross-reference", "ruthenia-section-numbering", "ruthenia-reference-slip"}
    assert all(d.severity is Severity.WARNING for d in shipped.diagnostics)


def test_shipped_broken_references_are_warned_where_written(ruthenia):
    # 'Table 3.10.' (6.7.1.2.) and 'Table 3.11.' (1.5.1.3.) resolve: Table 3's rows 10 and 11 are
    # Nomad Allies and Fame, as those sections cite them.
    assert found(ruthenia, "ruthenia-cross-reference") == [
        ("tables.yaml", *ruthenia.where("tables.yaml", "Battle Book (7.3.4.)", shift=13),
         "'(7.3.4.)' refers to Battle Book 7.3.4., which the Battle Book does not have"),
    ]


def test_shipped_misnumbered_sections_are_warned(ruthenia):
    assert found(ruthenia, "ruthenia-section-numbering") == [
        (BB, *ruthenia.where(BB, '"7.3.2.2."'),
         "Battle Book 7.3.2.2. is printed inside 7.3.1. but does not continue its numbering; "
         "another section has the same number"),
        (BB, *ruthenia.where(BB, '"7.3.3.3."'),
         "Battle Book 7.3.3.3. is printed inside 7.3.1. but does not continue its numbering"),
        (SB, *ruthenia.where(SB, '"4.5.6."'), "Strategy Book 4.5.6. follows 4.5.4. but 4.5.5. is missing"),
        (SB, *ruthenia.where(SB, '"9.3.6."', nth=2),
         "Strategy Book 9.3.6. is printed inside 9.4. but does not continue its numbering; "
         "another section has the same number"),
    ]


def test_shipped_reference_slips_are_warned_at_the_printed_number(ruthenia):
    found_slips = found(ruthenia, "ruthenia-reference-slip")
    assert len(found_slips) == 17
    conquest = ruthenia.where(SB, "Conquest orders (6.4.1.)", shift=len("Conquest orders ("))
    assert (SB, *conquest) in at(found_slips)
    fortress = ruthenia.where("tables.yaml", "may build fortresses (5.2.1.3.)", shift=22)
    assert ("tables.yaml", *fortress) in at(found_slips)
    message = next(m for _, line, _, m in found_slips if line == conquest[0] and "6.4.1." in m)
    assert message.startswith("Strategy Book 6.8.: '(6.4.1.)' points to the wrong section; "
                              "probably meant 6.4.2.")


def test_shipped_counts(game):
    assert game.manifest.colours == ["byzantium", "khazars", "bulgars", "rus"]
    assert {d.id: d.card_count() for d in game.decks} == {
        "commander-deck": 20, "cancel-order-deck": 40, "main-troop-deck": 24, "support-troop-deck": 8}
    assert {s.id: s.token_count() for s in game.sheets} == {
        "faction-counter-sheet": 52, "movement-order-sheet": 16, "construction-counter-sheet": 48,
        "army-counter-sheet": 20}
    per_colour = {c.id: c.per_colour for c in game.components if c.per_colour is not None}
    assert per_colour == {"summary-sheets": 1, "faction-counters": 13, "movement-order-counters": 4,
                          "construction-counters": 12, "army-counters": 5, "starting-silver": 2,
                          "commander-cards": 5, "cancel-order-cards": 10, "main-troop-cards": 6,
                          "support-troop-cards": 2}


def test_shipped_rules_keep_every_number_and_cite_it(game):
    from generator.model.game.project import walk_rules
    for top in game.rules:
        book = top.title
        for rule in walk_rules(top.children):
            assert rule.source.section.startswith(book)
            if rule.number:
                assert rule.source.section.startswith(f"{book} {rule.number}")
    numbers = [r.number for r in walk_rules(game.rules) if r.number]
    per_book = [len([r for r in walk_rules([top]) if r.number]) for top in game.rules]
    assert sorted(per_book) == [90, 317] and len(numbers) == 407  # numbered lines of each book
    assert {"6.4.1.9.", "9.7.2.3.", "7.3.2.4.", "11.3."} <= set(numbers)


def test_shipped_unknowns_say_why(game):
    table = game.table("factions")
    homes = {row.label: row.cells[3] for row in table.rows}
    assert homes["bulgars"] == "moesia"
    assert all(str(homes[f]) == "unknown" and homes[f].reason for f in ("byzantium", "khazars", "rus"))
    assert all(str(s.adjacent) == "unknown" for s in game.board("provinces").spaces)


def test_every_ruthenia_rule_is_documented():
    specs = [r for r in shipped_catalogue().rules if r.game == GAME]
    assert {r.id for r in specs} == {
        "ruthenia-cross-reference", "ruthenia-section-numbering", "ruthenia-source-section",
        "ruthenia-section-column", "ruthenia-reference-slip", "ruthenia-reference-slip-list"}
    for spec in specs:
        assert "Passes" in spec.doc and "Fails" in spec.doc, spec.id


# -- per-faction components and cards (declared in content/ruthenia) ----------------------------

def one(copy, rule: str):
    """The single finding of one rule, as (file, line, column, message)."""
    [finding] = found(copy, rule)
    return finding


def test_faction_set_count_differs_from_the_rulebook(ruthenia):
    ruthenia.replace(GAME_YAML, "total: 52\n    per_colour: 13", "total: 48\n    per_colour: 12")
    assert one(ruthenia, "ruthenia-faction-set") == (
        GAME_YAML, *ruthenia.where(GAME_YAML, "[faction-counters, 13", shift=19),
        "each faction's share of a component is the count 2.3. and 2.4. list: row 2 of table "
        "'faction-pieces' has faction-pieces-count 13, but component 'faction-counters' has per_colour 12")
    assert len(found(ruthenia, "ruthenia-faction-split-faction-counters")) == 4


def test_faction_set_support_cards_are_checked_by_title(ruthenia):
    ruthenia.replace("components.yaml", "- id: bulgars-garrison\n        title: Garrison",
                     "- id: bulgars-garrison\n        title: Sailors")
    support = "each faction has one garrison card and one sailors card: "
    assert found(ruthenia, "ruthenia-faction-set-support") == [
        ("components.yaml", *ruthenia.where("components.yaml", "- id: byzantium-garrison"),
         support + "no entry has faction bulgars, title Garrison"),
        ("components.yaml", *ruthenia.where("components.yaml", "{faction: bulgars, enhancement", nth=2, shift=10),
         support + "card 'bulgars-sailors' has faction bulgars, title Sailors, as card "
         "'bulgars-garrison' does")]


def test_faction_split_short_of_tokens(ruthenia):
    ruthenia.replace("components.yaml", "{id: bulgars-army, label: Bulgars army, copies: 5,",
                     "{id: bulgars-army, label: Bulgars army, copies: 4,")
    assert one(ruthenia, "ruthenia-faction-split-armies") == (
        "components.yaml", *ruthenia.where("components.yaml", "- {id: byzantium-army"),
        "each faction has as many army counters as component 'army-counters' gives per faction: "
        "there are 4 with faction bulgars, exactly 5 expected")


def test_faction_split_card_of_no_faction(ruthenia):
    ruthenia.replace("components.yaml", "attributes: {faction: rus, regular: true",
                     "attributes: {faction: russia, regular: true")
    assert one(ruthenia, "schema-choice") == (
        "components.yaml", *ruthenia.where("components.yaml", "russia"),
        "'russia' is not one of: byzantium, khazars, bulgars, rus; did you mean 'rus'?")
    assert one(ruthenia, "ruthenia-faction-split-main-troops")[3].endswith(
        "there are 0 with faction rus, exactly 6 expected")


def test_construction_counters_three_of_each(ruthenia):
    ruthenia.replace("components.yaml", "{id: bulgars-temple, label: Temple, back: Trowel, copies: 3,",
                     "{id: bulgars-temple, label: Temple, back: Trowel, copies: 2,")
    assert one(ruthenia, "ruthenia-construction-counter-copies") == (
        "components.yaml", *ruthenia.where("components.yaml", "Temple, back: Trowel, copies: 2", shift=30),
        "each faction has as many counters of a construction as table 'constructions' gives per "
        "faction: token 'bulgars-temple' has copies 2, but row 'temple' of table 'constructions' has "
        "constructions-per-faction 3")


def test_construction_counter_of_unknown_type(ruthenia):
    ruthenia.replace("components.yaml", "construction: market}}\n      - {id: rus-temple",
                     "construction: bazaar}}\n      - {id: rus-temple")
    assert one(ruthenia, "reference-resolves") == (
        "components.yaml", *ruthenia.where("components.yaml", "bazaar"),
        "'bazaar' names nothing in rows of constructions by label")
    assert one(ruthenia, "ruthenia-construction-counters")[3].endswith(
        "no entry has faction rus, construction market")


def test_movement_orders_at_most_two_conquests(ruthenia):
    ruthenia.replace("components.yaml", "{id: bulgars-conquest-order, label: Conquest, back: Arrow, copies: 2,",
                     "{id: bulgars-conquest-order, label: Conquest, back: Arrow, copies: 3,")
    assert one(ruthenia, "ruthenia-movement-order-faces") == (
        "components.yaml", *ruthenia.where("components.yaml", "copies: 3,", shift=8),
        "a faction has as many counters showing an order as table 'orders' lets it play as that "
        "order: token 'bulgars-conquest-order' has copies 3, but row 'conquest' of table 'orders' has "
        "orders-most 2")


def test_movement_orders_face_down_uses_every_counter(ruthenia):
    ruthenia.replace("orders.yaml", 'face down", 4, true, "6.4.5."', 'face down", 3, true, "6.4.5."')
    assert one(ruthenia, "ruthenia-face-down-orders") == (
        "orders.yaml", *ruthenia.where("orders.yaml", "- {label: conquest"),
        "an order played face down may use every movement order counter a faction has: the "
        "orders-most total for label relocation is 3, exactly 4 expected")


# -- references and numbering ---------------------------------------------------------------------

def test_cross_reference_to_a_missing_section_in_a_literal_block(ruthenia):
    ruthenia.replace(SB, "- Mercenary troop cards (7.6.3., 7.5.);", "- Mercenary troop cards (7.6.9., 7.5.);")
    new = [f for f in found(ruthenia, "ruthenia-cross-reference") if "7.6.9." in f[3]]
    assert new == [(SB, *ruthenia.where(SB, "7.6.9."),
                    "'(7.6.9.)' refers to Strategy Book 7.6.9., which the Strategy Book does not have")]


def test_cross_reference_keeps_the_book_named_before_it(ruthenia):
    ruthenia.replace(SB, "(Battle Book => Troops (2.1.1.)).", "(Battle Book => Troops (2.1.9.)).")
    new = [f for f in found(ruthenia, "ruthenia-cross-reference") if "2.1.9." in f[3]]
    assert new == [(SB, *ruthenia.where(SB, "2.1.9."),
                    "'(2.1.9.)' refers to Battle Book 2.1.9., which the Battle Book does not have")]


def test_section_numbering_gap(ruthenia):
    ruthenia.replace(BB, 'number: "10.3."', 'number: "10.4."')
    new = [f for f in found(ruthenia, "ruthenia-section-numbering") if "10.4." in f[3]]
    assert new == [(BB, *ruthenia.where(BB, '"10.4."'),
                    "Battle Book 10.4. follows 10.2. but 10.3. is missing")]


def test_source_section_must_exist(ruthenia):
    ruthenia.replace("glossary.yaml", 'source: {section: "Battle Book 1.1., 7."}',
                     'source: {section: "Battle Book 1.1., 12."}')
    assert found(ruthenia, "ruthenia-source-section") == [
        ("glossary.yaml", *ruthenia.where("glossary.yaml", '{section: "Battle Book 1.1., 12."}'),
         "the source cites Battle Book 12., which is not in the rulebook's numbering")]


def test_section_column_must_cite_encoded_sections(ruthenia):
    ruthenia.replace("economy.yaml", '{label: commander, cells: [2, ~, "7.6.1.3."]}',
                     '{label: commander, cells: [2, ~, "7.6.1.9."]}')
    ruthenia.replace("battles.yaml", '"Battle Book 7.3.2.1., 7.4.3."', '"Battle Book 7.3.2.1., 7.4.9."')
    assert found(ruthenia, "ruthenia-section-column") == [
        ("battles.yaml", *ruthenia.where("battles.yaml", '"Battle Book 7.3.2.1., 7.4.9."'),
         "table 'enhancements' cites Battle Book 7.4.9., which is not in the rulebook's numbering"),
        ("economy.yaml", *ruthenia.where("economy.yaml", '"7.6.1.9."'),
         "table 'purchases' cites Strategy Book 7.6.1.9., which is not in the rulebook's numbering")]


def test_reference_slip_list_quote_must_be_in_the_text(ruthenia):
    ruthenia.replace("reference-slips.yaml", '"A relocation order (6.4.4.)"', '"A relocation order (6.4.9.)"')
    assert found(ruthenia, "ruthenia-reference-slip-list") == [
        ("reference-slips.yaml",
         *ruthenia.where("reference-slips.yaml", '"A relocation order (6.4.9.)"', shift=1),
         "'A relocation order (6.4.9.)' with '6.4.4.' is not in the text of Strategy Book 6.8.")]
    assert len(found(ruthenia, "ruthenia-reference-slip")) == 16


def test_reference_slip_list_meant_section_must_exist(ruthenia):
    ruthenia.replace("reference-slips.yaml", '"6.4.1.", "6.4.2.", "Conquest', '"6.4.1.", "6.4.9.", "Conquest')
    assert found(ruthenia, "ruthenia-reference-slip-list") == [
        ("reference-slips.yaml", *ruthenia.where("reference-slips.yaml", '"6.4.9."', shift=1),
         "'probably meant' names Strategy Book 6.4.9., which is not in the rulebook's numbering")]


# -- economy, game end and home provinces ---------------------------------------------------------

@pytest.mark.parametrize("rule, old, new, needle, message", [
    ("ruthenia-named-subjects-income-constructions", "[construction, [market], 1,",
     "[construction, [bazaar], 1,", "bazaar",
     "an income row names constructions of table 'constructions': row 'market' of table 'income' has "
     "income-subject 'bazaar', which names nothing in rows of constructions by label"),
    ("ruthenia-named-subjects", "[province, [rich], 2,", "[province, [capital], 2,", "capital",
     "an income row names province kinds of table 'province-kinds': row 'rich-province' of table "
     "'income' has income-subject 'capital', which names nothing in rows of province-kinds by label"),
    ("reference-resolves", "[construction, [temple], fortress, 1, 0,", "[construction, [temple], wall, 1, 0,",
     "wall", "'wall' names nothing in rows of constructions by label"),
    ("ruthenia-named-subjects-vp-characteristics", "[characteristic, [Fame], 1,",
     "[characteristic, [Glory], 1,", "Glory",
     "a victory-point row names characteristics of Table 3: row 'fame' of table 'victory-points' has "
     "victory-points-subject 'Glory', which names nothing in rows of table-3-characteristics by "
     "table-3-name"),
    ("reference-resolves", "[3, 1, [Architect], \"yes\"", "[3, 1, [Architekt], \"yes\"", "Architekt",
     "'Architekt' names nothing in rows of table-3-characteristics by table-3-name; did you mean "
     "'Architect'?"),
    ("schema-choice", "[province, [home], 5,", "[region, [home], 5,", "region",
     "'region' is not one of: province, construction, order, characteristic, battle, card"),
])
def test_named_subjects(ruthenia, rule, old, new, needle, message):
    ruthenia.replace("economy.yaml", old, new)
    assert one(ruthenia, rule) == ("economy.yaml", *ruthenia.where("economy.yaml", needle), message)


def test_game_end_threshold_must_match_the_rule(ruthenia):
    ruthenia.replace("game-end.yaml", 'one player", 8, "1.3.1."', 'one player", 9, "1.3.1."')
    assert one(ruthenia, "ruthenia-game-end-provinces") == (
        "game-end.yaml", *ruthenia.where("game-end.yaml", " 9,", shift=1),
        "the provinces that end the game are the number Strategy Book 1.3.1. states: row 'provinces' "
        "of table 'game-end' has game-end-threshold 9, but the text of rule 'sb-1-3-1' says 'eight "
        "provinces'")


def test_game_end_threshold_follows_an_edited_rule_text(ruthenia):
    ruthenia.replace(SB, 'text: "A player has 25 VPs or more."', 'text: "A player has 30 VPs or more."')
    assert one(ruthenia, "ruthenia-game-end-victory-points") == (
        "game-end.yaml", *ruthenia.where("game-end.yaml", '25, "1.3.3."'),
        "the victory points that end the game are the number Strategy Book 1.3.3. states: row "
        "'victory-points' of table 'game-end' has game-end-threshold 25, but the text of rule "
        "'sb-1-3-3' says '30 VPs'")


def test_game_end_stated_once(ruthenia):
    ruthenia.replace("game-end.yaml", '25, "1.3.3."', '25, "1.3.1."')
    once = "table 'game-end' states each condition of Strategy Book 1.3. once: "
    assert found(ruthenia, "ruthenia-game-end") == [
        ("game-end.yaml", *ruthenia.where("game-end.yaml", "- {label: provinces"),
         once + "no entry has game-end-section 1.3.3."),
        ("game-end.yaml", *ruthenia.where("game-end.yaml", '"1.3.1."]}', nth=2),
         once + "row 'victory-points' of table 'game-end' has game-end-section 1.3.1., as row "
         "'provinces' of table 'game-end' does")]


def test_home_province_claimed_twice(ruthenia):
    rus = ('Rus, player, {unknown: "7.3.3. lists Moesia, Taurica, Gazaria and Kiovia as home provinces '
           'but does not say which faction each belongs to."}')
    ruthenia.replace("factions.yaml", rus, "Rus, player, moesia")
    assert one(ruthenia, "ruthenia-home-provinces") == (
        "factions.yaml", *ruthenia.where("factions.yaml", "Rus, player, moesia", shift=13),
        "no two factions have the same home province: row 'rus' of table 'factions' has factions-home "
        "'moesia', as row 'bulgars' of table 'factions' does")


def test_home_province_must_be_a_home_space(ruthenia):
    ruthenia.replace("factions.yaml", "Bulgars, player, moesia", "Bulgars, player, sindica")
    assert one(ruthenia, "reference-resolves") == (
        "factions.yaml", *ruthenia.where("factions.yaml", "sindica"),
        "'sindica' names nothing in spaces of provinces that meet its condition")


def test_home_list_agrees_with_7_3_3(ruthenia):
    sindica = ("- id: sindica\n        name: Sindica\n        attributes:\n          kind: {unknown: "
               "\"The text does not say whether it is a regular province or can be a rich one (2.8.).\"}")
    ruthenia.replace("factions.yaml", sindica, sindica.split("kind:")[0] + "kind: home")
    assert one(ruthenia, "ruthenia-home-list") == (
        "factions.yaml", *ruthenia.where("factions.yaml", "- id: sindica", shift=6),
        "the board's home provinces are the four 7.3.3. lists, each once: space 'sindica' has id "
        "'sindica', not one of the set 'home-provinces'")


def test_home_references_agree_with_the_factions_table(ruthenia):
    ruthenia.replace("components.yaml", "hired_in: moesia", "hired_in: taurica")
    assert one(ruthenia, "ruthenia-home-references") == (
        "components.yaml", *ruthenia.where("components.yaml", "taurica"),
        "a starting commander is hired in his faction's home province (table 'factions'): card "
        "'bulgars-khan' has hired_in 'taurica', but row 'bulgars' of table 'factions' has factions-home "
        "'moesia'")


# -- battle line, battle end, non-player movement and dice (issue 20's rule values) ---------------

def test_formation_frontline_agrees_with_battle_book_6_1(ruthenia):
    ruthenia.replace("battles.yaml", '{label: "3+", cells: [3, 2, 1,', '{label: "3+", cells: [3, 3, 1,')
    assert one(ruthenia, "ruthenia-formation-frontline") == (
        "battles.yaml", *ruthenia.where("battles.yaml", '[3, 3, 1,', shift=4),
        "a full frontline is the number of cards Battle Book 6.1. states: row '3+' of table 'formation' "
        "has formation-frontline 3, but the text of rule 'bb-6-1' says 'two main troop cards'")


def test_formation_never_holds_more_cards_than_the_hand(ruthenia):
    ruthenia.replace("battles.yaml", '{label: "1", cells: [1, 1, 0,', '{label: "1", cells: [1, 2, 0,')
    assert one(ruthenia, "ruthenia-formation-fits-the-hand") == (
        "battles.yaml", *ruthenia.where("battles.yaml", '[1, 2, 0,', shift=1),
        "a battle line never holds more cards than the hand: formation-hand of row '1' of table "
        "'formation' is 1, below formation-frontline of row '1' of table 'formation' (2)")


def test_battle_end_clashes_agree_with_battle_book_1_4_2(ruthenia):
    ruthenia.replace("battles.yaml", '[3, "the player who won them"', '[4, "the player who won them"')
    message = one(ruthenia, "ruthenia-battle-end-clashes")
    assert message[:3] == ("battles.yaml", *ruthenia.where("battles.yaml", '[4, "the player', shift=1))
    assert message[3].startswith("the clashes in a row that end a battle are the number Battle Book "
                                 "1.4.2. states: row 'clashes-in-a-row' of table 'battle-end' has "
                                 "battle-end-clashes 4, but the text of rule 'bb-1-4-2' says 'three")


def test_non_player_priorities_are_each_given_once(ruthenia):
    ruthenia.replace("battles.yaml", '["where a dice move goes", 2,', '["where a dice move goes", 1,')
    finding = one(ruthenia, "ruthenia-non-player-priorities")
    assert finding[:3] == ("battles.yaml", *ruthenia.where("battles.yaml", '["where a dice move goes", 1,',
                                                           nth=2, shift=27))
    assert "row 'first-counterclockwise' of table 'non-player-movement-priority' has " \
           "non-player-movement-priority-rank 1 within non-player-movement-priority-decision where " \
           "a dice move goes, as row 'player-home'" in finding[3]


def test_every_throw_uses_the_die_faces_constant(ruthenia):
    ruthenia.replace("battles.yaml", "{label: tactics-card, cells: [2, 6,", "{label: tactics-card, cells: [2, 8,")
    assert one(ruthenia, "ruthenia-die-faces") == (
        "battles.yaml", *ruthenia.where("battles.yaml", "cells: [2, 8,", shift=11),
        "every throw uses the dice of constant 'die-faces': row 'tactics-card' of table 'dice-throws' "
        "has dice-throws-faces 8, above 6")


def test_a_starting_army_is_a_legal_army(ruthenia):
    ruthenia.replace(GAME_YAML, 'value: 1\n    unit: cards\n    description: "Each starting',
                     'value: 0\n    unit: cards\n    description: "Each starting')
    assert one(ruthenia, "ruthenia-starting-army-legal") == (
        GAME_YAML, *ruthenia.where(GAME_YAML, "value: 0", shift=7),
        "a starting army holds at least the main troop cards every army must keep: constant "
        "'set-up-main-troops-per-army' has value 0, below 1")


def test_each_faction_starts_with_two_commanders(ruthenia):
    ruthenia.replace("components.yaml", "- id: bulgars-home-commander\n        copies: 1",
                     "- id: bulgars-home-commander\n        copies: 2")
    finding = one(ruthenia, "ruthenia-set-up-armies")
    assert finding[3] == ("each faction starts with as many commanders as 2.6. forms armies: there are "
                          "3 with faction bulgars, exactly 2 expected")


# -- careless edits -------------------------------------------------------------------------------

RUTHENIA_FILES = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "content" / GAME).glob("*.yaml"))
HEADER = "# yaml-language-server: $schema=../../schema/ruthenia.schema.json\n"


@pytest.mark.parametrize("name", RUTHENIA_FILES)
def test_an_emptied_file_is_an_error(ruthenia, name):
    ruthenia.path(name).write_text(HEADER, encoding="utf-8")
    assert [d for d in ruthenia.findings() if d.severity is Severity.ERROR], name


def test_emptied_game_end_names_the_missing_table(ruthenia):
    ruthenia.path("game-end.yaml").write_text(HEADER, encoding="utf-8")
    assert one(ruthenia, "ruthenia-game-end") == (
        GAME_YAML, *ruthenia.where(GAME_YAML, "of: {rows: game-end}", shift=11),
        "constraint 'ruthenia-game-end' names the table 'game-end', which does not exist; did you "
        "mean 'battle-end'?")


def test_a_misspelt_boolean_and_a_negative_income_are_refused(ruthenia):
    ruthenia.replace("factions.yaml", "kind: home, roman: false, dice_value", "kind: home, roman: falsqe, dice_value")
    ruthenia.replace("economy.yaml", "[province, [rich], 2,", "[province, [rich], -2,")
    assert one(ruthenia, "schema-type") == (
        "factions.yaml", *ruthenia.where("factions.yaml", "falsqe"),
        "expected true or false, got the text 'falsqe'")
    assert one(ruthenia, "schema-range") == (
        "economy.yaml", *ruthenia.where("economy.yaml", "-2,"),
        "-2 silver coins is below the minimum of 0 silver coins")


# -- reference parsing ----------------------------------------------------------------------------

def test_references_read_books_tables_and_ranges():
    text = ("1 VP (Table 3.11., Battle Book => Victory Points (9.3.)); (5.2.1.8. – 5.2.1.11.); "
            "(Strategy Book (2.6.1.3.-2.6.1.4.)); (+1); (RC3 pre-release); (6.7.2, 6.7.3)")
    assert [(r.book, r.number) for r in references(text, "Battle Book")] == [
        ("Table", "3.11."), ("Battle Book", "9.3."), ("Battle Book", "5.2.1.8."),
        ("Battle Book", "5.2.1.11."), ("Strategy Book", "2.6.1.3."), ("Strategy Book", "2.6.1.4."),
        ("Battle Book", "6.7.2."), ("Battle Book", "6.7.3.")]


def test_cited_sections_of_a_source():
    assert cited_sections("Strategy Book 2.4., Table 3.; Battle Book 9.3. (printed inside 9.)") == [
        ("Strategy Book", "2.4."), ("Table", "3."), ("Battle Book", "9.3."), ("Battle Book", "9.")]


# -- derived tables -------------------------------------------------------------------------------

def naval_row(derived, attackers, a_type, defenders, d_type):
    wanted = (attackers, a_type, defenders, d_type)
    return next(r for r in derived["ruthenia-naval-battles"].rows if r[:4] == wanted)


def test_naval_battles_even_regular_fleets(derived):
    row = naval_row(derived, 1, "regular", 1, "regular")
    assert row[4:] == ("-", F(1, 2), F(1, 2), "-", "-", F(1, 2), F(1, 2), "-", "-")


def test_naval_battles_outnumbering_byzantine_attackers(derived):
    # 3 Byzantine attackers (+1) need 3+ on a die to sink a regular fleet: 2/3 each, at most 2 sunk.
    # 2 regular defenders need 5+ to sink a Byzantine fleet: 1/3 each.
    row = naval_row(derived, 3, "byzantine", 2, "regular")
    assert row[4] == "attacker"
    assert row[5:9] == (F(1, 27), F(6, 27), F(20, 27), "-")
    assert row[9:] == (F(4, 9), F(4, 9), F(1, 9), 0)


def test_naval_battles_cover_the_possible_pairings(derived):
    rows = derived["ruthenia-naval-battles"].rows
    assert len(rows) == 27
    assert not [r for r in rows if r[1] == r[3] == "byzantine"]


def test_naval_odds_follow_the_content(ruthenia):
    ruthenia.replace("factions.yaml", '[[seas], 5,', '[[seas], 6,')
    game = validate(ruthenia.root, [GAME]).project.games[GAME]
    table = next(t for t in derived_tables(game) if t.id == "ruthenia-naval-battles")
    row = next(r for r in table.rows if r[:4] == (1, "regular", 1, "byzantine"))
    assert row[5:7] == (F(5, 6), F(1, 6))


def test_tactics_one_card_by_distinct_values(derived):
    assert derived["ruthenia-tactics-one-card"].rows == (
        (2, F(5, 9)), (3, F(3, 4)), (4, F(8, 9)), (5, F(35, 36)), (6, 1))


def test_tactics_two_cards_as_one(derived):
    chances = {r[1]: r[4] for r in derived["ruthenia-tactics-two-cards"].rows}
    assert chances["{1,2} {3,4}"] == F(2, 9)   # one die on each card: 2 x 2/6 x 2/6
    assert chances["{1,2} {1,3}"] == F(7, 36)  # 11, 12, 21, 13, 31, 23, 32
    assert chances["{1,2} {1,2}"] == F(1, 9)   # both dice in {1,2}
    assert chances["{1,2} {3,4} {5,6}"] == F(2, 3)  # all but both dice on one card: 1 - 3 x 4/36
    assert len(chances) == 11


def test_non_player_player_losses(derived):
    rows = {(r[0], r[2]): r for r in derived["ruthenia-non-player-player-losses"].rows}
    assert rows[(3, 5)][1:] == (1, 5, F(1, 2), F(1, 2), 0, F(1, 2))
    assert rows[("7+", "6+")][1:] == (2, "6+", 0, F(1, 6), F(5, 6), F(11, 6))
    assert rows[("7+", 2)][3:6] == (F(16, 36), F(18, 36), F(2, 36))
    assert len(rows) == 42


def test_non_player_casualties(derived):
    rows = {r[0]: r for r in derived["ruthenia-non-player-casualties"].rows}
    assert rows[2][1:] == (F(1, 6), F(5, 6), "-", "-", "-", "-", F(11, 6))
    assert rows["6+"][1:7] == (F(1, 6),) * 6 and rows["6+"][7] == F(7, 2)


def test_chances_print_as_fraction_and_percentage():
    assert str(odds.Chance(F(7, 36))) == "7/36 (19.4%)"
    assert str(odds.expected([F(1, 6), F(5, 6)], 1)) == "11/6 (1.83)"


def test_a_misspelt_key_column_of_a_reference_is_an_error_with_did_you_mean(ruthenia):
    """The column a declaration's `by:` matches targets by must exist, even while every value
    that refers through it is still unknown."""
    ruthenia.replace("components.yaml", "by: table-3-name}", "by: table-3-nmae}")
    line, column = ruthenia.where("components.yaml", "table-3-nmae")
    [finding] = [d for d in ruthenia.findings("reference-resolves") if "table-3-nmae" in d.message]
    assert finding.severity is Severity.ERROR
    assert (finding.pos.line, finding.pos.column) == (line, column)
    assert finding.message.endswith("by 'table-3-nmae', which none of them has; did you mean 'table-3-name'?")


def test_a_misspelt_key_column_of_a_reference_constraint_is_an_error(ruthenia):
    line = ruthenia.replace("economy.yaml", "to: {rows: table-3-characteristics}, by: table-3-name}",
                            "to: {rows: table-3-characteristics}, by: table-3-nam}")
    found_here = [d for d in ruthenia.findings() if "'table-3-nam'" in d.message]
    assert [(d.pos.line, d.severity) for d in found_here] == [(line, Severity.ERROR)]
    assert found_here[0].message.endswith("did you mean 'table-3-name'?")
