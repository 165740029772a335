"""Kingsburg: the shipped content, and each of its declared checks on a broken copy.

Kingsburg's checks are all declared in content/kingsburg (attribute declarations, sets and
constraints); each corruption below is a careless edit a designer could make.
"""

from __future__ import annotations

from tests.project_fixture import shipped_catalogue

import pytest

from generator.diagnostics import Severity
from generator.rules.constraints import constraint_rules
from tests.games.findings import found, value_of

GAME = "kingsburg"
COURT = "the King's Court has one advisor for each value from 1 to 18: "
GIFT_KINDS = "advisors give and take only goods, soldiers, VP, tokens and looks at the enemy: "
GRID = "the province sheet has one building in each place of its 5 rows and 4 columns: "
STACKS = "the Enemies Cards form five stacks, I to V, of five cards each: "
PIECES = "what each player takes at Setup agrees with the component list: "






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
    assert [len(t.spaces) for t in game.tracks] == [8, 5, 10, 11, 5]   # the scoring track: -10 to 0
    assert game.manifest.colours == [f"colour-{n}" for n in range(1, 6)]


def test_every_kingsburg_check_is_declared_in_content(shipped):
    assert [r.id for r in shipped_catalogue().rules if r.game == GAME] == []
    declared = constraint_rules(shipped.project.games[GAME])
    assert len(declared) == 38
    assert all(r.id.startswith("kingsburg-") and r.origin == "declared" for r in declared)
    assert {r.id for r in declared if r.severity is Severity.WARNING} == {"kingsburg-enemy-strength-order"}


def test_declared_values_are_typed(shipped):
    game = shipped.project.games[GAME]
    statue = game.board("province-sheet").spaces[0]
    assert statue.attributes["row"] == 1 and statue.attributes["cost"] == {"gold": 2}
    assert game.value_set("enemy-kinds").values[0] == "barbarians"
    assert game.constant("white-dice-per-group") == 2


# -- advisors ------------------------------------------------------------------------------------

def test_duplicate_advisor_value_and_the_missing_one(kingsburg):
    kingsburg.replace("advisors.yaml", "value: 7\n", "value: 8\n")       # the Astronomer
    treasurer = value_of(kingsburg, "advisors.yaml", "value: 8", nth=2)  # the second 8
    cards = kingsburg.where("advisors.yaml", "- id: jester")             # the list of cards
    [missing, twice] = kingsburg.findings("kingsburg-advisor-values")
    assert (missing.pos.line, missing.pos.column, missing.message) == (*cards, COURT + "no entry has value 7")
    assert (twice.pos.line, twice.pos.column) == treasurer
    assert twice.message == COURT + "card 'treasurer' has value 8, as card 'astronomer' does"
    assert (twice.related[0].pos.line, twice.related[0].pos.column) == value_of(kingsburg, "advisors.yaml", "value: 8")
    assert twice.related[-1].message == "constraint 'kingsburg-advisor-values' declared here"
    assert twice.related[-1].pos.line == kingsburg.where("advisors.yaml", "- id: kingsburg-advisor-values")[0]


def test_advisor_value_out_of_range(kingsburg):
    kingsburg.replace("advisors.yaml", "value: 18\n", "value: 19\n")
    line, col = value_of(kingsburg, "advisors.yaml", "value: 19")
    assert found(kingsburg, "schema-range") == [("advisors.yaml", line, col, "19 is above the maximum of 18")]
    assert [f[3] for f in found(kingsburg, "kingsburg-advisor-values")] == [COURT + "no entry has value 18"]


def test_advisor_gift_naming_a_building(kingsburg):
    kingsburg.replace("advisors.yaml", "reward: {gold: 1}\n", "reward: {building: 1}\n")   # the Squire
    line, col = kingsburg.where("advisors.yaml", "building: 1")
    assert found(kingsburg, "kingsburg-advisor-gift-kinds") == [
        ("advisors.yaml", line, col, GIFT_KINDS + "card 'squire' has reward 'building', which is in "
         "resources, but not with kind one of good, unit, points, token, action")]


def test_advisor_gift_naming_no_resource(kingsburg):
    line = kingsburg.replace("advisors.yaml", "reward: {stone: 3}", "reward: {marble: 3}")  # the Champion
    assert found(kingsburg, "reference-resolves") == [
        ("advisors.yaml", line, 18, "card 'champion' reward names 'marble', which is no resource")]
    assert found(kingsburg, "kingsburg-advisor-gift-kinds") == [
        ("advisors.yaml", line, 18, GIFT_KINDS + "card 'champion' has reward 'marble', which names "
         "nothing in resources")]


def test_advisor_gift_of_zero(kingsburg):
    kingsburg.replace("advisors.yaml", "reward: {gold: 2}", "reward: {gold: 0}")
    line, col = kingsburg.where("advisors.yaml", "0}")
    assert found(kingsburg, "kingsburg-advisor-gift-amounts") == [
        ("advisors.yaml", line, col, "a gift or a price names at least 1 of each thing it lists: card "
         "'treasurer' has reward 0, below 1")]


def test_negative_reward_is_refused_once(kingsburg):
    line = kingsburg.replace("advisors.yaml", "reward: {stone: 3}", "reward: {stone: -3}")
    assert found(kingsburg, "schema-range") == [("advisors.yaml", line, 25, "-3 is below the minimum of 0")]
    assert kingsburg.findings("kingsburg-advisor-gifts") == []   # the refused reward is not echoed


def test_alchemist_prices_must_pair_with_gifts(kingsburg):
    kingsburg.replace("advisors.yaml", "reward: [{wood: 1, stone: 1}, {gold: 1, stone: 1}, {gold: 1, wood: 1}]",
                      "reward: [{wood: 1, stone: 1}, {gold: 1, stone: 1}]")
    kingsburg.replace("advisors.yaml", "          pairing: by-position\n", "")
    attributes = kingsburg.where("advisors.yaml", "value: 6")          # the attribute mapping
    reward = kingsburg.where("advisors.yaml", "[{wood: 1, stone: 1}")
    rule = "alternative prices pair one by one with as many gifts (pairing: by-position): "
    assert found(kingsburg, "kingsburg-advisor-pairing") == [
        ("advisors.yaml", *attributes, rule + "card 'alchemist' should have pairing 'by-position'; it has no pairing"),
        ("advisors.yaml", *reward, rule + "card 'alchemist' should have as many items in reward as in cost; "
         "its reward holds 2 and its cost 3"),
    ]


@pytest.mark.parametrize("deleted, what", [("        title: Jester\n", "title"),
                                           ('        text: "Gain 1 VP."\n', "text")])
def test_advisor_title_or_text_deleted(kingsburg, deleted, what):
    kingsburg.replace("advisors.yaml", deleted, "")
    jester = kingsburg.where("advisors.yaml", "id: jester")
    assert found(kingsburg, "kingsburg-advisor-faces") == [
        ("advisors.yaml", *jester, "every advisor has its name and its text (or {unknown: reason} for "
         f"them): card 'jester' should have a {what}; it has no {what}")]


def test_advisor_text_marked_unknown_passes(kingsburg):
    kingsburg.replace("advisors.yaml", 'text: "Gain 1 VP."', 'text: {unknown: "not printed in the text"}')
    assert kingsburg.findings("kingsburg-advisor-faces") == []


# -- buildings -----------------------------------------------------------------------------------

def test_two_buildings_in_one_place_leave_another_empty(kingsburg):
    kingsburg.replace("province.yaml", "row: 2\n          column: 3", "row: 2\n          column: 2")
    farms = value_of(kingsburg, "province.yaml", "row: 2", nth=3)     # the Farms' row
    spaces = kingsburg.where("province.yaml", "- id: statue")         # the list of spaces
    assert found(kingsburg, "kingsburg-building-grid") == [
        ("province.yaml", *spaces, GRID + "no entry has row 2, column 3"),
        ("province.yaml", *farms, GRID + "space 'farms' has row 2, column 2, as space 'market' does"),
    ]


def test_building_column_out_of_range(kingsburg):
    kingsburg.replace("province.yaml", "row: 5\n          column: 4", "row: 5\n          column: 5")
    line, col = value_of(kingsburg, "province.yaml", "column: 5")       # the Embassy
    assert found(kingsburg, "schema-range") == [("province.yaml", line, col, "5 is above the maximum of 4")]
    assert [f[3] for f in found(kingsburg, "kingsburg-building-grid")] == [GRID + "no entry has row 5, column 4"]


def test_building_names_are_unique(kingsburg):
    line = kingsburg.replace("province.yaml", 'name: "Blacksmith"', 'name: "guard tower "')
    assert found(kingsburg, "kingsburg-building-names") == [
        ("province.yaml", line, 15, "every building on the province sheet has its own name: space "
         "'blacksmith' has name 'guard tower ', as space 'guard-tower' does")]


def test_negative_building_cost(kingsburg):
    line = kingsburg.replace("province.yaml", "cost: {gold: 2}\n", "cost: {gold: -2}\n")   # the Statue
    assert found(kingsburg, "schema-range") == [("province.yaml", line, 24, "-2 is below the minimum of 0")]


def test_building_cost_in_soldiers(kingsburg):
    line = kingsburg.replace("province.yaml", "cost: {wood: 2}", "cost: {soldier: 2}")    # the Palisade
    assert found(kingsburg, "reference-resolves") == [
        ("province.yaml", line, 18, "'soldier' is no resource allowed here (gold, wood, stone)")]


def test_negative_building_vp(kingsburg):
    kingsburg.replace("province.yaml", "vp: 9\n", "vp: -9\n")                             # the Cathedral
    line, col = value_of(kingsburg, "province.yaml", "vp: -9")
    assert found(kingsburg, "schema-range") == [("province.yaml", line, col, "-9 VP is below the minimum of 0 VP")]


def test_battle_modifier_against_a_misspelt_enemy_kind(kingsburg):
    line = kingsburg.replace("province.yaml", "battle_vs: {zombies: 2}", "battle_vs: {zombie: 2}")
    assert found(kingsburg, "schema-choice") == [
        ("province.yaml", line, 23, "'zombie' is not one of: barbarians, goblins, orcs, zombies, demons, "
         "dragons; did you mean 'zombies'?")]


def test_battle_modifier_is_a_number(kingsburg):
    kingsburg.replace("province.yaml", "battle: 2\n", "battle: plus two\n")          # the Wizards' Guild
    line, col = value_of(kingsburg, "province.yaml", "battle: plus two")
    assert found(kingsburg, "schema-type") == [
        ("province.yaml", line, col, "expected a whole number, got the text 'plus two'")]
    assert kingsburg.findings("kingsburg-building-battle-text") == []


def test_battle_modifier_changed_while_the_power_still_says_plus_one(kingsburg):
    kingsburg.replace("province.yaml", "battle: 1\n          power: \"+1 in battle.\"",
                      "battle: 2\n          power: \"+1 in battle.\"")                     # the Guard Tower
    battle = value_of(kingsburg, "province.yaml", "battle: 2")
    power = value_of(kingsburg, "province.yaml", 'power: "+1 in battle."')
    [finding] = kingsburg.findings("kingsburg-building-battle-text")
    assert (finding.pos.line, finding.pos.column) == battle
    assert finding.message == ("a building's battle modifier is the one its power states: space "
                               "'guard-tower' has battle 2, but its power says '+1 in battle'")
    assert (finding.related[0].pos.line, finding.related[0].pos.column) == power


def test_building_power_deleted(kingsburg):
    kingsburg.replace("province.yaml", '          power: "+2 in battle."\n', "")            # the Wizards' Guild
    attributes = value_of(kingsburg, "province.yaml", "row: 3", nth=4)
    assert found(kingsburg, "schema-required") == [
        ("province.yaml", attributes[0], attributes[1] - len("row: "),
         "space 'wizards-guild' needs the attribute 'power': The building's power, in short, as its space shows it.")]


def test_misspelt_boolean(kingsburg):
    line = kingsburg.replace("province.yaml", "wins_ties: true", "wins_ties: ture")
    assert found(kingsburg, "schema-type") == [("province.yaml", line, 22, "expected true or false, got the text 'ture'")]


def test_undeclared_building_attribute(kingsburg):
    line = kingsburg.replace("province.yaml", "wins_ties: true", "wins_tie: true")
    assert found(kingsburg, "schema-unknown-key") == [
        ("province.yaml", line, 11, "space 'stone-wall' has the undeclared attribute 'wins_tie'; did you mean 'wins_ties'?")]


# -- components ----------------------------------------------------------------------------------

def test_setup_table_disagrees_with_the_dice_per_colour(kingsburg):
    line = kingsburg.replace("game.yaml", "cells: [3, 6, 21]", "cells: [4, 6, 21]")
    [finding] = kingsburg.findings("kingsburg-player-pieces")
    assert (finding.pos.line, finding.pos.column) == (line, kingsburg.where("game.yaml", "[4, 6, 21]")[1] + 1)
    assert finding.message == PIECES + ("row 'Six-sided Dice' of table 'player-pieces' has per-player 4, but "
                                        "component 'dice' has per_colour 3")
    assert (finding.related[0].pos.line, finding.related[0].pos.column) == value_of(kingsburg, "game.yaml", "per_colour: 3")


def test_setup_table_disagrees_with_the_white_dice(kingsburg):
    line = kingsburg.replace("game.yaml", "cells: [3, 6, 21]", "cells: [3, 5, 21]")
    assert found(kingsburg, "kingsburg-player-pieces") == [
        ("game.yaml", line, kingsburg.where("game.yaml", "5, 21]")[1],
         PIECES + "row 'Six-sided Dice' of table 'player-pieces' has extra 5, but component 'dice' has extra 6")]


def test_per_colour_component_missing_from_the_setup_table(kingsburg):
    kingsburg.replace("game.yaml", "      - {label: Disc Tokens, cells: [3, 0, 15]}\n", "")
    name = value_of(kingsburg, "game.yaml", "name: Disc Tokens")
    [(_, line, col, message)] = found(kingsburg, "kingsburg-player-pieces-listed")
    assert (line, col) == name
    assert message.startswith("the Setup table lists every component that comes in player colours: "
                              "component 'disc-tokens' has name 'Disc Tokens', which names nothing in "
                              "rows of player-pieces by label")


def test_setup_table_columns_deleted(kingsburg):
    kingsburg.replace("game.yaml", "    columns:\n      - {id: per-player, label: Each player}\n"
                      "      - {id: extra, label: White or extra}\n      - {id: total, label: In the box}\n", "")
    fields = kingsburg.where("game.yaml", "fields: {per-player")
    messages = found(kingsburg, "kingsburg-player-pieces")
    assert [(f[1], f[3]) for f in messages] == [
        (fields[0], f"constraint 'kingsburg-player-pieces' names the field '{name}', which no entry of rows "
         "of player-pieces has") for name in ("per-player", "extra", "total")]
    assert all(d.severity is Severity.ERROR for d in kingsburg.findings("kingsburg-player-pieces"))


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
    first = value_of(kingsburg, "enemies.yaml", "stack: 3")                      # the moved card
    [fewer, more] = kingsburg.findings("kingsburg-enemy-stacks")
    assert (fewer.pos.line, fewer.pos.column, fewer.message) == (*cards, STACKS + "there are 4 with stack 2, exactly 5 expected")
    assert (more.pos.line, more.pos.column, more.message) == (*sixth, STACKS + "there are 6 with stack 3, exactly 5 expected")
    assert (more.related[0].pos.line, more.related[0].pos.column) == first


def test_enemy_stack_out_of_range(kingsburg):
    kingsburg.replace("enemies.yaml", "stack: 5\n", "stack: 6\n")             # enemy-5-barbarians-7
    line, col = value_of(kingsburg, "enemies.yaml", "stack: 6")
    assert found(kingsburg, "schema-range") == [("enemies.yaml", line, col, "6 is above the maximum of 5")]
    assert [f[3] for f in found(kingsburg, "kingsburg-enemy-stacks")] == [STACKS + "there are 4 with stack 5, exactly 5 expected"]


def test_enemy_strength_zero(kingsburg):
    kingsburg.replace("enemies.yaml", "stack: 1\n          strength: 2\n", "stack: 1\n          strength: 0\n")
    line, col = value_of(kingsburg, "enemies.yaml", "strength: 0")
    assert found(kingsburg, "schema-range") == [("enemies.yaml", line, col, "0 is below the minimum of 1")]


def test_enemy_strength_inf(kingsburg):
    kingsburg.replace("enemies.yaml", "strength: 9\n", "strength: inf\n")
    line, col = value_of(kingsburg, "enemies.yaml", "strength: inf")
    assert found(kingsburg, "schema-type") == [("enemies.yaml", line, col, "expected a whole number, got the text 'inf'")]


def test_enemy_kind_misspelt(kingsburg):
    line = kingsburg.replace("enemies.yaml", "kind: goblins", "kind: goblinz")
    assert found(kingsburg, "schema-choice") == [
        ("enemies.yaml", line, 17, "'goblinz' is not one of: barbarians, goblins, orcs, zombies, demons, "
         "dragons; did you mean 'goblins'?")]


def test_enemy_attribute_misspelt(kingsburg):
    kingsburg.replace("enemies.yaml", "strength: 9\n", "strenght: 9\n")          # enemy-5-demons-9
    key = kingsburg.where("enemies.yaml", "strenght")
    attributes = kingsburg.where("enemies.yaml", "stack: 5", nth=4)
    assert found(kingsburg, "schema-unknown-key") == [
        ("enemies.yaml", *key, "card 'enemy-5-demons-9' has the undeclared attribute 'strenght'; did you "
         "mean 'strength'?")]
    assert [f[1:3] for f in found(kingsburg, "schema-required")] == [attributes]


def test_enemy_loss_naming_an_unknown_resource(kingsburg):
    line = kingsburg.replace("enemies.yaml", "loss: {vp: 8}", "loss: {gems: 8}")
    assert found(kingsburg, "reference-resolves") == [("enemies.yaml", line, 18, "'gems' is no resource")]


def test_enemy_negative_loss(kingsburg):
    line = kingsburg.replace("enemies.yaml", "loss: {vp: 5}", "loss: {vp: -5}")
    assert found(kingsburg, "schema-range") == [("enemies.yaml", line, 22, "-5 is below the minimum of 0")]


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
    assert finding.message == ("later stacks bring stronger enemies: each stack's average strength is at "
                               "least the one before: the mean strength of stack 3 is 3.2, below the mean strength "
                               "of stack 2 (4.2)")
    assert finding.related[0].pos.line == kingsburg.where("enemies.yaml", "stack: 2")[0]


def test_enemy_deck_of_24_cards(kingsburg):
    text = kingsburg.path("enemies.yaml").read_text(encoding="utf-8")
    start = text.index("      - id: enemy-5-dragons-9")
    end = text.index("\nconstraints:")
    kingsburg.path("enemies.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    total = kingsburg.where("game.yaml", "total: 25")
    [count] = kingsburg.findings("component-count")
    assert (count.pos.line, count.pos.column) == (total[0], total[1] + len("total: "))
    assert "declares 25 but 'enemies' encodes 24" in count.message
    assert [d.message for d in kingsburg.findings("kingsburg-enemy-stacks")] == [
        STACKS + "there are 4 with stack 5, exactly 5 expected"]


# -- a file emptied ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, rule, needs", [
    ("advisors.yaml", "derived-table", "needs the deck 'kings-court'"),
    ("province.yaml", "derived-table", "needs the board 'province-sheet'"),
    ("enemies.yaml", "derived-table", "needs the deck 'enemies'"),
])
def test_an_emptied_file_is_an_error(kingsburg, name, rule, needs):
    kingsburg.path(name).write_text("", encoding="utf-8")
    errors = [d for d in kingsburg.findings() if d.severity is Severity.ERROR]
    assert any(d.rule == rule and needs in d.message for d in errors), [str(d) for d in errors]


# -- building powers as data ---------------------------------------------------------------------

def test_building_powers_are_typed(shipped):
    spaces = {s.id: s for s in shipped.project.games[GAME].board("province-sheet").spaces}
    assert spaces["chapel"].attributes["effects"] == {"reroll": {"dice": "all", "if_total_at_most": 7}}
    assert spaces["stable"].attributes["effects"]["extra_soldiers"]["from"] == ["sergeant", "general", "king"]
    assert spaces["inn"].attributes["effects"]["gain"] == {"when": "end-of-summer", "amount": {"plus-two": 1}}


def test_reroll_limit_changed_while_the_power_still_says_7(kingsburg):
    kingsburg.replace("province.yaml", "if_total_at_most: 7", "if_total_at_most: 8")
    field = kingsburg.where("province.yaml", "8}}")
    power = value_of(kingsburg, "province.yaml", 'power: "If your dice total 7')
    [finding] = kingsburg.findings("kingsburg-building-reroll-text")
    assert (finding.pos.line, finding.pos.column) == field
    assert finding.message == ("a reroll's dice limit is the one its power states: space 'chapel' has "
                               "effects.reroll.if_total_at_most 8, but its power says 'total 7 or less'")
    assert (finding.related[0].pos.line, finding.related[0].pos.column) == power


def test_barracks_power_that_no_longer_states_its_cost(kingsburg):
    line = kingsburg.replace("province.yaml", '"Recruit soldiers in Phase 7 for 1 good per soldier."',
                             '"Recruiting is cheaper."')
    assert found(kingsburg, "kingsburg-building-soldier-cost-text") == [
        ("province.yaml", line, 18, "a building's cost per soldier is the one its power states: space "
         "'barracks''s power does not state its effects.soldier_cost (1)")]


def test_stable_listing_an_advisor_that_gives_no_soldiers(kingsburg):
    line = kingsburg.replace("province.yaml", "from: [sergeant, general, king]", "from: [sergeant, jester, king]")
    column = kingsburg.where("province.yaml", "jester, king]")[1]
    assert found(kingsburg, "kingsburg-stable-advisors") == [
        ("province.yaml", line, column, "a building's extra soldiers come only from advisors that give "
         "soldiers: space 'stable' has effects.extra_soldiers.from 'jester', which is in cards of "
         "kings-court, but not with reward.soldier of at least 1")]


def test_stable_naming_no_advisor(kingsburg):
    line = kingsburg.replace("province.yaml", "from: [sergeant, general, king]", "from: [sergeant, generall, king]")
    column = kingsburg.where("province.yaml", "generall")[1]
    assert [f[:3] for f in found(kingsburg, "reference-resolves")] == [("province.yaml", line, column)]


def test_gain_at_a_misspelt_time(kingsburg):
    line = kingsburg.replace("province.yaml", "when: end-of-summer", "when: end-of-sumer")
    assert [(f[1], f[3]) for f in found(kingsburg, "schema-choice")] == [
        (line, "'end-of-sumer' is not one of: start-of-productive-season, end-of-productive-season, "
         "end-of-summer; did you mean 'end-of-summer'?")]


# -- who is chosen, and ties ---------------------------------------------------------------------

def test_tied_players_served_with_nothing(kingsburg):
    line = kingsburg.replace("deciding.yaml", "each tied player, 1, VP, 1, VP]", 'each tied player, 1, VP, 1, "-"]')
    column = kingsburg.where("deciding.yaml", '1, VP, 1, "-"]')[1] + len("1, VP, 1, ")
    assert found(kingsburg, "kingsburg-deciding-ties") == [
        ("deciding.yaml", line, column, "where every tied player is served, the table says what each of them "
         "gets: row 'The King's Reward' of table 'kingsburg-deciding' should have tied-gets other than "
         "'-'; its tied-gets is '-'")]


def test_decision_naming_a_rule_that_does_not_exist(kingsburg):
    line = kingsburg.replace("deciding.yaml", "cells: [phase-3,", "cells: [phase-33,")
    assert [(f[1], f[2]) for f in found(kingsburg, "reference-resolves")] == [(line, 17)]


def test_tie_breaker_misspelt(kingsburg):
    line = kingsburg.replace("deciding.yaml", "most goods, most buildings, all share", "most good, most buildings, all share")
    [(_, at, _, message)] = found(kingsburg, "schema-choice")
    assert at == line and message.endswith("did you mean 'most goods'?")


# -- rule values as data -------------------------------------------------------------------------

def test_rule_values_hold_in_the_shipped_content(game):
    assert [game.constant(c) for c in ("enemies-deck-per-stack", "enemies-deck-size", "productive-seasons",
                                       "battle-win-margin")] == [1, 5, 3, 1]
    productive = [s.label for s in game.track("calendar").spaces if s.attributes.get("productive") is True]
    assert productive == ["Spring", "Summer", "Autumn"]
    assert game.manifest.players.min == 2 and game.manifest.players.max == 5


@pytest.mark.parametrize("edit, rule", [
    (("rules.yaml", "take one card from each stack", "take two card from each stack"),
     "kingsburg-enemies-deck-per-stack"),
    (("rules.yaml", "lay the five facedown", "lay the six facedown"), "kingsburg-enemies-deck-size"),
    (("board.yaml", '{index: 5, label: "V"}', '{index: 5, label: "V"}\n      - {index: 6, label: "VI"}'),
     "kingsburg-enemy-each-year"),
    (("board.yaml", '"Autumn", attributes: {productive: true}', '"Autumn"'), "kingsburg-productive-seasons"),
    (("rules.yaml", "three of them productive", "two of them productive"), "kingsburg-productive-seasons-text"),
    (("rules.yaml", "rolls one white die", "rolls two white die"), "kingsburg-aid-white-dice"),
    (("rules.yaml", "each of them takes one good", "each of them takes two good"), "kingsburg-aid-tie-goods"),
    (("rules.yaml", '"1 VP for the governor', '"2 VP for the governor'), "kingsburg-kings-reward-vp"),
    (("rules.yaml", "earns 1\n          extra VP", "earns 2\n          extra VP"), "kingsburg-best-defender-vp"),
    (("rules.yaml", "at 2 goods a soldier", "at 3 goods a soldier"), "kingsburg-goods-per-soldier"),
])
def test_a_rule_value_that_disagrees_with_its_rule_is_found(kingsburg, edit, rule):
    kingsburg.replace(*edit)
    assert len(found(kingsburg, rule)) == 1


def test_the_soldiers_table_reads_the_battle_margin(kingsburg):
    from generator.rules.derived import derived_tables
    from generator.validation import validate

    kingsburg.replace("rule-values.yaml", "value: 1\n    unit: points", "value: 2\n    unit: points")
    game = validate(kingsburg.root, [GAME]).project.games[GAME]
    [table] = [t for t in derived_tables(game) if t.id == "kingsburg-soldiers-needed"]
    assert table.rows[3][table.columns.index("+2")] == 5     # strength 5, bonus +2: 5 soldiers make 7
