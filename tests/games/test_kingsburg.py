"""Kingsburg: the shipped content, each of its checks on a broken copy, and the derived tables."""

from __future__ import annotations

from fractions import Fraction

import pytest

from generator.diagnostics import Severity
from generator.games.kingsburg.derived import bonus_range, soldiers_needed
from generator.games.kingsburg.odds import group_odds, group_sums
from generator.rules.derived import derived_tables
from generator.rules.registry import all_rules

GAME = "kingsburg"




def value_of(copy, name: str, needle: str, nth: int = 1) -> tuple[int, int]:
    """Line and column of the value in the ``nth`` ``key: value`` line matching ``needle``."""
    line, column = copy.where(name, needle, nth)
    return line, column + needle.index(": ") + 2


def found(copy, rule: str):
    """(file, line, column, message) of each finding of one rule."""
    return [(d.pos.path.rsplit("/", 1)[-1], d.pos.line, d.pos.column, d.message)
            for d in copy.findings(rule)]


@pytest.fixture
def kingsburg(content_copy):
    return content_copy(GAME)


# -- the shipped content -------------------------------------------------------------------------

def test_shipped_kingsburg_has_no_findings_at_all(shipped):
    assert [str(d) for d in shipped.diagnostics] == []


def test_shipped_kingsburg_counts(shipped):
    game = shipped.project.games[GAME]
    assert game.deck("kings-court").card_count() == 18
    assert game.deck("enemies").card_count() == 25
    assert len(game.board("province-sheet").spaces) == 20
    assert [len(t.spaces) for t in game.tracks] == [8, 5, 10, 1, 5]
    assert game.manifest.colours == [f"colour-{n}" for n in range(1, 6)]


def test_every_kingsburg_rule_documents_a_passing_and_a_failing_example():
    rules = [r for r in all_rules() if r.game == GAME]
    assert len(rules) == 10
    for spec in rules:
        assert spec.id.startswith("kingsburg-")
        assert "Passes" in spec.doc and "Fails" in spec.doc, spec.id


# -- advisors ------------------------------------------------------------------------------------

def test_duplicate_advisor_value_and_the_missing_one(kingsburg):
    kingsburg.replace("advisors.yaml", "value: 7\n", "value: 8\n")   # the Astronomer
    line, col = value_of(kingsburg, "advisors.yaml", "value: 8", nth=2)  # the Treasurer, second 8
    cards = kingsburg.where("advisors.yaml", "- id: jester")                # the list of cards
    assert found(kingsburg, "kingsburg-advisor-values") == [
        ("advisors.yaml", *cards, "no advisor has the value 7"),
        ("advisors.yaml", line, col, "advisor 'treasurer' has value 8, already the value of 'astronomer'"),
    ]


def test_advisor_value_out_of_range(kingsburg):
    kingsburg.replace("advisors.yaml", "value: 18\n", "value: 19\n")
    line, col = value_of(kingsburg, "advisors.yaml", "value: 19")
    messages = found(kingsburg, "kingsburg-advisor-values")
    assert ("advisors.yaml", line, col, "advisor 'king' has value 19; advisor values are whole numbers 1-18") \
        in messages
    assert messages[0][3] == "no advisor has the value 18"


def test_advisor_gift_naming_a_building(kingsburg):
    kingsburg.replace("advisors.yaml", "reward: {gold: 1}\n", "reward: {building: 1}\n")
    line, col = kingsburg.where("advisors.yaml", "building: 1")
    [(name, at_line, at_col, message)] = found(kingsburg, "kingsburg-advisor-gifts")
    assert (name, at_line, at_col) == ("advisors.yaml", line, col)
    assert "advisor 'squire' reward names 'building', a resource of kind 'other'" in message


def test_advisor_gift_of_zero(kingsburg):
    kingsburg.replace("advisors.yaml", "reward: {gold: 2}", "reward: {gold: 0}")
    line, col = kingsburg.where("advisors.yaml", "0}")
    assert found(kingsburg, "kingsburg-advisor-gifts") == [
        ("advisors.yaml", line, col, "advisor 'treasurer' reward gives 0 'gold'; leave it out")]


def test_alchemist_prices_must_pair_with_gifts(kingsburg):
    kingsburg.replace("advisors.yaml", "reward: [{wood: 1, stone: 1}, {gold: 1, stone: 1}, {gold: 1, wood: 1}]",
                      "reward: [{wood: 1, stone: 1}, {gold: 1, stone: 1}]")
    kingsburg.replace("advisors.yaml", "          pairing: by-position\n", "")
    cost = kingsburg.where("advisors.yaml", "[{gold: 1}, {wood: 1}, {stone: 1}]")
    reward = kingsburg.where("advisors.yaml", "[{wood: 1, stone: 1}")
    found_here = found(kingsburg, "kingsburg-advisor-gifts")
    assert [(line, col) for _, line, col, _ in found_here] == [cost, reward]
    assert "set 'pairing: by-position'" in found_here[0][3]
    assert "has 3 prices but 2 gift(s)" in found_here[1][3]


# -- buildings -----------------------------------------------------------------------------------

def test_two_buildings_in_one_place_leave_another_empty(kingsburg):
    kingsburg.replace("province.yaml", "row: 2\n          column: 3", "row: 2\n          column: 2")
    line, col = value_of(kingsburg, "province.yaml", "row: 2", nth=3)   # the Farms' attributes
    spaces = kingsburg.where("province.yaml", "- id: statue")               # the list of spaces
    assert found(kingsburg, "kingsburg-building-grid") == [
        ("province.yaml", *spaces, "no building at row/column II/III"),
        ("province.yaml", line, col, "building 'farms' is at row II, column II, already the place of 'market'"),
    ]


def test_building_column_out_of_range(kingsburg):
    kingsburg.replace("province.yaml", "row: 5\n          column: 4", "row: 5\n          column: 5")
    line, col = value_of(kingsburg, "province.yaml", "row: 5", nth=4)    # the Embassy
    found_here = found(kingsburg, "kingsburg-building-grid")
    assert found_here[-1] == ("province.yaml", line, col,
                              "building 'embassy' is at row 5, column 5; rows are 1-5 and columns 1-4")
    assert found_here[0][3] == "no building at row/column V/IV"


def test_building_names_are_unique(kingsburg):
    line = kingsburg.replace("province.yaml", 'name: "Blacksmith"', 'name: "Guard Tower"')
    first = kingsburg.where("province.yaml", '"Guard Tower"')
    assert found(kingsburg, "kingsburg-building-names") == [
        ("province.yaml", line, 15, "building name 'Guard Tower' is already used by 'guard-tower'")]
    assert first[0] < line


def test_negative_building_cost(kingsburg):
    line = kingsburg.replace("province.yaml", "cost: {gold: 2}\n", "cost: {gold: -2}\n")
    assert found(kingsburg, "kingsburg-building-costs") == [
        ("province.yaml", line, 24, "building 'statue' costs -2 gold; a cost is a whole number of 0 or more")]


def test_building_cost_in_soldiers(kingsburg):
    line = kingsburg.replace("province.yaml", "cost: {wood: 2}", "cost: {soldier: 2}")   # the Palisade
    assert found(kingsburg, "kingsburg-building-costs") == [
        ("province.yaml", line, 18, "building 'palisade' costs 'soldier'; buildings cost only gold, wood, stone")]


def test_negative_building_vp_is_reported_on_its_building(kingsburg):
    kingsburg.replace("province.yaml", "vp: 9\n", "vp: -9\n")                       # the Cathedral
    line, col = value_of(kingsburg, "province.yaml", "vp: -9")
    assert found(kingsburg, "kingsburg-building-costs") == [
        ("province.yaml", line, col, "building 'cathedral' scores -9 VP; VP are whole numbers of 0 or more")]


def test_battle_modifier_against_an_unknown_enemy_kind(kingsburg):
    line = kingsburg.replace("province.yaml", "battle_vs: {zombies: 2}", "battle_vs: {zombie: 2}")
    assert found(kingsburg, "kingsburg-building-battle") == [
        ("province.yaml", line, 23,
         "building 'palisade' has a modifier against 'zombie', which is no kind of enemy in 'enemies'")]


def test_battle_modifier_is_a_number(kingsburg):
    kingsburg.replace("province.yaml", "battle: 2\n", "battle: plus two\n")         # the Wizards' Guild
    line, col = value_of(kingsburg, "province.yaml", "battle: plus two")
    [(_, at_line, at_col, message)] = found(kingsburg, "kingsburg-building-battle")
    assert (at_line, at_col) == (line, col)
    assert message.startswith("building 'wizards-guild' has battle modifier 'plus two'")


# -- components ----------------------------------------------------------------------------------

def test_setup_table_disagrees_with_the_dice_per_colour(kingsburg):
    kingsburg.replace("game.yaml", "cells: [3, 6, 21]", "cells: [4, 6, 21]")
    line, col = kingsburg.where("game.yaml", "per_colour: 3")                        # the dice
    [finding] = kingsburg.findings("kingsburg-player-pieces")
    assert (finding.pos.line, finding.pos.column) == (line, col + len("per_colour: "))
    assert finding.message == "component 'dice' has per_colour 3, but Setup says 4 (each player)"
    assert finding.related[0].pos.line == kingsburg.where("game.yaml", "cells: [4, 6, 21]")[0]


def test_setup_table_disagrees_with_the_white_dice(kingsburg):
    kingsburg.replace("game.yaml", "cells: [3, 6, 21]", "cells: [3, 5, 21]")
    line, col = kingsburg.where("game.yaml", "extra: 6")
    assert found(kingsburg, "kingsburg-player-pieces") == [
        ("game.yaml", line, col + len("extra: "),
         "component 'dice' has extra 6, but Setup says 5 (white or extra)")]


def test_per_colour_component_missing_from_the_setup_table(kingsburg):
    kingsburg.replace("game.yaml", "      - {label: Disc Tokens, cells: [3, 0, 15]}\n", "")
    line, col = kingsburg.where("game.yaml", "per_colour: 3", nth=2)                # the discs
    assert found(kingsburg, "kingsburg-player-pieces") == [
        ("game.yaml", line, col + len("per_colour: "),
         "component 'disc-tokens' comes in player colours but the Setup table 'player-pieces' does not list it")]


def test_generic_colour_count_also_guards_the_dice_arithmetic(kingsburg):
    line = kingsburg.replace("game.yaml", "total: 21\n", "total: 22\n")
    [finding] = kingsburg.findings("colour-count")
    assert (finding.pos.line, finding.pos.column) == (line, 12)
    assert "3 per colour x 5 colours + 6 = 21, but the total is 22" in finding.message


# -- enemies -------------------------------------------------------------------------------------

def test_enemy_card_moved_to_another_stack(kingsburg):
    kingsburg.replace("enemies.yaml", "stack: 2\n", "stack: 3\n")             # enemy-2-goblins-3
    cards = kingsburg.where("enemies.yaml", "- id: enemy-1-barbarians-2")    # the list of cards
    sixth = value_of(kingsburg, "enemies.yaml", "stack: 3", nth=6)               # enemy-3-zombies-6
    assert found(kingsburg, "kingsburg-enemy-stacks") == [
        ("enemies.yaml", *cards, "stack II has 4 cards; each stack has 5"),
        ("enemies.yaml", sixth[0], sixth[1], "stack III has 6 cards; each stack has 5"),
    ]


def test_enemy_stack_out_of_range(kingsburg):
    kingsburg.replace("enemies.yaml", "stack: 5\n", "stack: 6\n")             # enemy-5-barbarians-7
    line, col = value_of(kingsburg, "enemies.yaml", "stack: 6")
    found_here = found(kingsburg, "kingsburg-enemy-stacks")
    assert ("enemies.yaml", line, col,
            "enemy card 'enemy-5-barbarians-7' is in stack 6; stacks are 1-5 (I-V)") in found_here
    assert any(message == "stack V has 4 cards; each stack has 5" for *_, message in found_here)


def test_enemy_strength_zero(kingsburg):
    kingsburg.replace("enemies.yaml", "stack: 1\n          strength: 2\n", "stack: 1\n          strength: 0\n")
    line, col = value_of(kingsburg, "enemies.yaml", "strength: 0")
    assert found(kingsburg, "kingsburg-enemy-cards") == [
        ("enemies.yaml", line, col,
         "enemy card 'enemy-1-barbarians-2' has strength 0; a strength is a whole number of 1 or more")]


def test_enemy_loss_naming_an_unknown_resource(kingsburg):
    line = kingsburg.replace("enemies.yaml", "loss: {vp: 8}", "loss: {gems: 8}")
    assert found(kingsburg, "kingsburg-enemy-cards") == [
        ("enemies.yaml", line, 18, "enemy card 'enemy-5-barbarians-7' loss names 'gems', which is no resource")]


def test_enemy_negative_loss(kingsburg):
    line = kingsburg.replace("enemies.yaml", "loss: {vp: 5}", "loss: {vp: -5}")
    assert found(kingsburg, "kingsburg-enemy-cards") == [
        ("enemies.yaml", line, 22,
         "enemy card 'enemy-5-dragons-9' loses -5 'vp'; a loss is a whole number of 0 or more")]


def test_weaker_stack_after_a_stronger_one_is_a_warning(kingsburg):
    # Stack III: 4, 5, 5, 6, 6 (average 5.2). Weakening the Demons and the Zombies to 1 gives
    # 4 + 5 + 5 + 1 + 1 = 16, average 3.2, below stack II's (3 + 4 + 4 + 5 + 5) / 5 = 4.2.
    kingsburg.replace("enemies.yaml", "strength: 6\n          kind: demons\n          loss: {vp: 1, gold: 2",
                      "strength: 1\n          kind: demons\n          loss: {vp: 1, gold: 2")
    kingsburg.replace("enemies.yaml", "stack: 3\n          strength: 6\n          kind: zombies",
                      "stack: 3\n          strength: 1\n          kind: zombies")
    first_of_three = value_of(kingsburg, "enemies.yaml", "stack: 3")
    [finding] = kingsburg.findings("kingsburg-enemy-strength-order")
    assert finding.severity is Severity.WARNING
    assert (finding.pos.line, finding.pos.column) == first_of_three
    assert finding.message == "stack III's average strength 3.2 is below stack II's 4.2"
    assert finding.related[0].pos.line == kingsburg.where("enemies.yaml", "stack: 2")[0]


# -- the dice odds, against hand-computed values --------------------------------------------------

def test_odds_single_die():
    # One die shows 6 with probability 1/6; no single die reaches 7.
    assert group_odds(6, 1) == Fraction(1, 6)
    assert group_odds(7, 1) == 0


def test_odds_two_dice():
    # Value 1: some die shows 1: 1 - (5/6)^2 = 11/36.
    assert group_odds(1, 2) == Fraction(11, 36)
    # Value 2: some die shows 2 (11 rolls) or the roll is (1, 1) (1 roll): 12/36.
    assert group_odds(2, 2) == Fraction(12, 36)
    # Value 12: only (6, 6); 13 is out of reach.
    assert group_odds(12, 2) == Fraction(1, 36)
    assert group_odds(13, 2) == 0


def test_odds_three_dice():
    # Value 18: only (6, 6, 6): 1/216.
    assert group_odds(18, 3) == Fraction(1, 216)
    # Value 3 fails when no die is 3, the dice do not hold both a 1 and a 2, and the roll is not
    # (1, 1, 1). Over faces {1, 2, 4, 5, 6}: 5^3 = 125 rolls, of which 125 - 64 - 64 + 27 = 24
    # hold both a 1 and a 2, and 1 is (1, 1, 1): 100 failing rolls. 1 - 100/216 = 116/216.
    assert group_odds(3, 3) == Fraction(116, 216)


def test_odds_with_a_plus_two_token():
    # Two dice, value 3 with a token: a group sums to 3 or to 1. That fails only when both dice
    # are in {2, 4, 5, 6} ((2, 1)-style pairs hold a 1): 1 - (4/6)^2 = 20/36.
    assert group_odds(3, 2, plus_two=True) == Fraction(20, 36)
    # Value 14 with two dice needs (6, 6) + 2: 1/36. The token alone never reaches 2.
    assert group_odds(14, 2, plus_two=True) == Fraction(1, 36)
    assert group_odds(2, 2, plus_two=True) == group_odds(2, 2)


def test_odds_white_die_never_alone():
    # Value 1 with 3 coloured dice and a white die: the white 1 alone does not count, so only a
    # coloured 1 helps: 1 - (5/6)^3 = 91/216, the same as without the white die.
    assert group_odds(1, 3, white=1) == Fraction(91, 216)
    assert group_odds(1, 3, white=1) == group_odds(1, 3)
    # Value 24 needs all four dice at 6: 1/1296.
    assert group_odds(24, 3, white=1) == Fraction(1, 1296)
    assert 2 not in group_sums((3,), (2,)) and 5 in group_sums((3,), (2,))
    assert group_odds(1, 0, white=2) == 0


def test_dice_odds_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-dice-odds"]
    assert table.columns[:4] == ("Value", "Advisor", "2 dice", "2 dice, +2")
    assert table.columns[-2:] == ("3 + 2 white", "3 + 2 white, +2")
    assert len(table.rows) == 18
    assert table.rows[0][:4] == (1, "Jester", "30.6%", "30.6%")        # 11/36
    assert table.rows[2][4] == "53.7%"                                  # 116/216, 3 dice
    assert table.rows[17][:5] == (18, "King", "0.0%", "0.0%", "0.5%")   # 1/216 with 3 dice
    assert any('"+2"' in note and "v - 2" in note for note in table.notes)


# -- the other derived tables --------------------------------------------------------------------

def test_soldiers_needed():
    # Beat strength 5 with a +2 building bonus: 4 soldiers make 6 > 5; 3 would only draw.
    assert soldiers_needed(5, 2) == 4
    assert soldiers_needed(2, 8) == 0
    assert soldiers_needed(9, -1) == 11


def test_soldiers_table(shipped):
    game = shipped.project.games[GAME]
    [table] = [t for t in derived_tables(game) if t.id == "kingsburg-soldiers-needed"]
    # Bonuses: the Farms' -1 at worst; at best vs Goblins: Guard Tower 1 + Blacksmith 1 +
    # Wizards' Guild 2 + Palisade 1 + Stone Wall 1 + Fortress 1 + Barricade 1 = 8.
    assert bonus_range(game.board("province-sheet").spaces, ["goblins"]) == range(-1, 9)
    assert table.columns == ("Strength", "-1", "+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8")
    assert [row[0] for row in table.rows] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert table.rows[3][table.columns.index("+2")] == 4
    assert any("Stone Wall" in note for note in table.notes)


def test_building_rows_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-building-rows"]
    # Row I: Statue 3 + Chapel 5 + Church 7 + Cathedral 9 = 24 VP; gold 2 + 3 + 3 + 5 = 13,
    # wood 1 (Church), stone 1 + 2 + 3 = 6.
    assert table.rows[0] == ("I", 4, 24, 13, 1, 6, 20)
    assert table.rows[-1][:3] == ("All", 20, sum(row[2] for row in table.rows[:-1]))


def test_enemy_stacks_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-enemy-stacks"]
    # Stack III: 4, 5, 5, 6, 6 -> 26 / 5 = 5.2.
    assert table.rows[2][:5] == ("III", 5, 4, 6, "5.2")
    assert "3125 possible Enemies Decks" in table.notes[0]                 # 5^5
    assert "low" in table.notes[1]


# -- generic checks that guard Kingsburg facts too -------------------------------------------------

def test_advisor_gift_naming_no_resource_is_the_reference_check(kingsburg):
    line = kingsburg.replace("advisors.yaml", "reward: {stone: 3}", "reward: {marble: 3}")   # the Champion
    [finding] = kingsburg.findings("reference-resolves")
    assert (finding.pos.line, finding.pos.column) == (line, 18)
    assert finding.message == "card 'champion' reward names 'marble', which is no resource"
    assert kingsburg.findings("kingsburg-advisor-gifts") == []


def test_enemy_deck_of_24_cards(kingsburg):
    text = kingsburg.path("enemies.yaml").read_text(encoding="utf-8")
    start = text.index("      - id: enemy-5-dragons-9")
    kingsburg.path("enemies.yaml").write_text(text[:start], encoding="utf-8")
    total = kingsburg.where("game.yaml", "total: 25")
    [count] = kingsburg.findings("component-count")
    assert (count.pos.line, count.pos.column) == (total[0], total[1] + len("total: "))
    assert "declares 25 but 'enemies' encodes 24" in count.message
    assert [d.message for d in kingsburg.findings("kingsburg-enemy-stacks")] == [
        "stack V has 4 cards; each stack has 5"]
