"""Rurik: Dawn of Kiev: each check fails on a broken copy of the shipped content at the right place,
and the derived reference tables hold the values worked out by hand from the rulebook.

Most checks are declared in content/rurik (attribute declarations, sets, constants and
constraints); the Python rules are those data cannot say (regions in play, the map's
connectedness, the Rebellion cards' orders, the boat against the trade track).
"""

from __future__ import annotations

from tests.project_fixture import shipped_catalogue

import pytest

from generator.rules.constraints import constraint_rules
from generator.rules.derived import derived_tables
from generator.validation import validate

GAME = "rurik"
PYTHON_RULES = {"rurik-boat-capacity", "rurik-map-connected", "rurik-regions-in-play",
                "rurik-rebellion-locations", "rurik-rebellion-strategy"}


# --- helpers ---------------------------------------------------------------------------------

def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of a character offset."""
    return text[:offset].count("\n") + 1, offset - text.rfind("\n", 0, offset)


def locate(copy, name: str, anchor: str, token: str | None = None) -> tuple[int, int]:
    """(line, column) of ``token`` at or after the first ``anchor`` in the (current) file."""
    text = copy.path(name).read_text(encoding="utf-8")
    start = text.index(anchor)
    return line_col(text, start if token is None else text.index(token, start))


def broken(copy, name: str, old: str, new: str, token: str | None = None) -> tuple[int, int]:
    """Replace ``old`` by ``new``; return (line, column) of ``token`` inside ``new`` (or its start)."""
    text = copy.path(name).read_text(encoding="utf-8")
    start = text.index(old)
    copy.replace(name, old, new)
    return line_col(text.replace(old, new, 1), start + (new.index(token) if token else 0))


def found(copy, rule: str) -> list[tuple[tuple[int, int], str]]:
    """((line, column), message) of each finding of ``rule``."""
    return [((d.pos.line, d.pos.column), d.message) for d in copy.findings(rule)]


def only(copy, rule: str, fragment: str) -> list[tuple[int, int]]:
    """Positions of the findings of ``rule`` whose message contains ``fragment``."""
    return [pos for pos, message in found(copy, rule) if fragment in message]


@pytest.fixture
def rurik(content_copy):
    return content_copy(GAME)


# --- shipped content -------------------------------------------------------------------------

def test_shipped_content_has_no_diagnostics(shipped):
    assert [str(d) for d in shipped.diagnostics] == []


def test_python_rules_are_only_what_data_cannot_say(game):
    ours = [r for r in shipped_catalogue().rules if r.game == GAME]
    assert {r.id for r in ours} == PYTHON_RULES
    assert all("Passes:" in r.doc and "Fails:" in r.doc and r.targets for r in ours)
    declared = constraint_rules(game)
    assert len(declared) == 66
    assert all(r.id.startswith("rurik-") and r.origin == "declared" for r in declared)


def test_declared_values_are_typed(game):
    assert game.table("conversions").rows[0].cells == ["wood", "ore", "any-good", "build"]
    assert game.sheet("advisor-pieces").tokens[1].attributes == {"number": 2}
    assert game.deck("solo-deck").cards[1].attributes["priorities"]["build"]["build_order"][0] == "church"
    assert [game.constant(f"regions-in-play-{n}") for n in (2, 3, 4)] == [8, 11, 15]
    assert game.value_set("structure-types").values == ["church", "market", "stronghold"]


# --- goods -----------------------------------------------------------------------------------

def test_goods_total_disagrees_with_declared(rurik):
    broken(rurik, "sheets.yaml", "label: Honey, copies: 12", "label: Honey, copies: 11")
    assert found(rurik, "component-count") == [
        (locate(rurik, "game.yaml", "id: goods\n", "66"),
         "component 'goods' declares 66 but 'goods-pieces' encodes 65")]


def test_goods_piece_names_no_good(rurik):
    pos = broken(rurik, "sheets.yaml", "attributes: {good: honey}", "attributes: {good: salt}", "salt")
    assert found(rurik, "reference-resolves") == [
        (pos, "'salt' names nothing in resources that meet its condition")]
    assert found(rurik, "rurik-goods-supply") == [
        (locate(rurik, "resources.yaml", "id: honey", "honey"),
         "every good has its pieces in the goods supply: resource 'honey' has id 'honey', which names "
         "nothing in tokens of goods-pieces by good")]


def test_two_kinds_of_piece_for_one_good(rurik):
    pos = broken(rurik, "sheets.yaml", "attributes: {good: honey}", "attributes: {good: fish}", "fish")
    assert found(rurik, "rurik-goods-pieces") == [
        (pos, "the goods supply has one kind of piece per good: token 'good-honey' has good 'fish', as "
              "token 'good-fish' does")]
    assert [m for _, m in found(rurik, "rurik-goods-supply")] == [
        "every good has its pieces in the goods supply: resource 'honey' has id 'honey', which names "
        "nothing in tokens of goods-pieces by good"]


def test_region_produces_no_good(rurik):
    pos = broken(rurik, "map.yaml", "colour: green\n          good: wood", "colour: green\n          good: timber",
                 "timber")
    assert found(rurik, "reference-resolves") == [
        (pos, "'timber' names nothing in resources that meet its condition")]


def test_boat_column_holds_a_unit(rurik):
    pos = broken(rurik, "household.yaml", "attributes: {good: fur, capacity: 1}",
                 "attributes: {good: troop, capacity: 1}", "troop")
    assert found(rurik, "reference-resolves") == [
        (pos, "'troop' names nothing in resources that meet its condition")]


def test_conversion_spends_no_good(rurik):
    pos = broken(rurik, "household.yaml", "[wood, ore, any-good, build]", "[wood, stone, any-good, build]", "stone")
    assert found(rurik, "reference-resolves") == [
        (pos, "'stone' names nothing in resources that meet its condition; did you mean 'honey'?")]


def test_cost_names_no_resource(rurik):
    pos = broken(rurik, "deeds.yaml", "cost: {wood: 1, honey: 1}", "cost: {wood: 1, hony: 1}", "hony")
    assert only(rurik, "reference-resolves", "'hony'") == [pos]


def test_taxing_costs_the_same_everywhere(rurik):
    pos = broken(rurik, "household.yaml", "cells: [tax, 1, 2]", "cells: [tax, 1, 1]", "1]")
    assert found(rurik, "rurik-point-costs") == [
        (pos, "taxing or building costs more where you do not rule than where you rule: cost-unruled of "
              "row 'Tax: collect one good' of table 'point-costs' is 1, equal to cost-ruled of row 'Tax: "
              "collect one good' of table 'point-costs' (1)")]


# --- advisors and structures ---------------------------------------------------------------

def test_advisor_numbering(rurik):
    broken(rurik, "sheets.yaml", '{id: advisor-3, label: "3", attributes',
           '{id: advisor-3, label: "3", copies: 2, attributes')
    assert found(rurik, "rurik-advisors") == [
        (locate(rurik, "sheets.yaml", "{id: advisor-3", "3}}"),
         "each colour has one advisor of each number from 1 to 5 but 2: there are 2 with number 3, exactly 1 "
         "expected")]
    assert "declares 24 but 'advisor-pieces' encodes 28" in found(rurik, "component-count")[0][1]


def test_advisor_number_out_of_range(rurik):
    pos = broken(rurik, "sheets.yaml", 'label: "5", attributes: {number: 5}', 'label: "5", attributes: {number: 6}',
                 "6}")
    assert found(rurik, "schema-range") == [(pos, "6 is above the maximum of 5")]
    assert found(rurik, "rurik-advisors") == [
        (locate(rurik, "sheets.yaml", "id: advisor-pieces", "- {id: advisor-1"),
         "each colour has one advisor of each number from 1 to 5 but 2: there are 0 with number 5, "
         "exactly 1 expected")]


def test_advisor_label_and_number_disagree(rurik):
    pos = broken(rurik, "sheets.yaml", 'label: "4", attributes: {number: 4}', 'label: "4", attributes: {number: 5}',
                 "5}")
    assert found(rurik, "rurik-advisor-labels") == [
        (pos, "an advisor piece shows its number: token 'advisor-4' has number 5, but its label says '4'")]


def test_advisor_total_declared(rurik):
    pos = broken(rurik, "game.yaml", "total: 24\n    per_colour: 6", "total: 23\n    per_colour: 6", "23")
    assert [p for p, m in found(rurik, "component-count") if "'advisors' declares 23" in m] == [pos]


def test_round_track_advisor_is_no_advisor(rurik):
    pos = broken(rurik, "tracks.yaml", "markers: [advisor-3]", "markers: [advisor-6]", "advisor-6")
    assert found(rurik, "rurik-round-track-markers") == [
        (pos, "what sits on the round track at setup is the round marker or an advisor piece: track space "
              "'Round 4' of track 'round-track' has markers 'advisor-6', which names nothing in tokens of "
              "advisor-pieces, round-marker-sheet; did you mean 'advisor-5'?")]


def test_structure_copies(rurik):
    broken(rurik, "sheets.yaml", "label: Church, copies: 3", "label: Church, copies: 2")
    assert found(rurik, "rurik-structures") == [
        (locate(rurik, "sheets.yaml", "id: structure-pieces", "- {id: structure-church"),
         "each colour has three structures of each type (church, market, stronghold): there are 2 with "
         "structure church, exactly 3 expected")]
    assert "declares 36 but 'structure-pieces' encodes 32" in found(rurik, "component-count")[0][1]


def test_structure_type_unknown(rurik):
    pos = broken(rurik, "sheets.yaml", "attributes: {structure: market}", "attributes: {structure: tower}", "tower")
    assert found(rurik, "schema-choice") == [(pos, "'tower' is not one of: church, market, stronghold")]
    assert found(rurik, "rurik-structures") == [
        (locate(rurik, "sheets.yaml", "id: structure-pieces", "- {id: structure-church"),
         "each colour has three structures of each type (church, market, stronghold): there are 0 with "
         "structure market, exactly 3 expected")]


def test_structures_total_declared(rurik):
    pos = broken(rurik, "game.yaml", "total: 36\n    per_colour: 9", "total: 35\n    per_colour: 9", "35")
    assert [p for p, m in found(rurik, "component-count") if "'structures' declares 35" in m] == [pos]


# --- regions ---------------------------------------------------------------------------------

def test_region_sets_must_nest(rurik):
    pos = broken(rurik, "map.yaml", "good: ore, players: [2, 3, 4]}", "good: ore, players: [2, 4]}", "[")
    assert only(rurik, "rurik-regions-in-play", "'rostov' is in play for 2 players but not for 3") == [pos]


def test_region_set_size(rurik):
    broken(rurik, "map.yaml", "good: fish, players: [3, 4]}", "good: fish, players: [2, 3, 4]}")
    assert found(rurik, "rurik-regions-in-play") == [
        (locate(rurik, "map.yaml", "id: regions-in-play-2", "8"),
         "9 regions are in play for 2 players, but the setup says 8")]


def test_region_player_count_out_of_range(rurik):
    pos = broken(rurik, "map.yaml", "good: fish, players: [3, 4]}", "good: fish, players: [3, 5]}", "5]")
    assert found(rurik, "schema-range") == [(pos, "5 is above the maximum of 4")]


def test_region_colour_misspelt(rurik):
    pos = broken(rurik, "map.yaml", "colour: yellow, good: fish", "colour: yelow, good: fish", "yelow")
    assert found(rurik, "schema-choice") == [
        (pos, "'yelow' is not one of: green, yellow, brown; did you mean 'yellow'?")]


def test_adjacency_must_be_symmetric(rurik):
    broken(rurik, "map.yaml", "adjacent: [pskov, polotsk, smolensk, rostov]", "adjacent: [polotsk, smolensk, rostov]")
    assert found(rurik, "adjacency") == [
        (locate(rurik, "map.yaml", "id: pskov", "[novgorod, polotsk, brest]"),
         "'pskov' lists 'novgorod' as adjacent but 'novgorod' does not list 'pskov'")]


def test_map_connected_for_each_player_count(rurik):
    pos = broken(rurik, "map.yaml", "adjacent: [chernigov, kiev, murom, azov]", "adjacent: [murom, azov]", "[")
    rurik.replace("map.yaml", "kiev, suzdal, murom, pereyaslavl]", "kiev, suzdal, murom]")
    rurik.replace("map.yaml", "galich, azov, pereyaslavl]", "galich, azov]")
    assert found(rurik, "rurik-map-connected") == [
        (pos, "with 2 players, 'pereyaslavl' cannot be reached from 'novgorod' through regions in play"),
        (pos, "with 3 players, 'pereyaslavl' cannot be reached from 'novgorod' through regions in play")]
    assert found(rurik, "adjacency") == []


def test_a_missing_count_of_regions_stops_the_rule_with_a_finding(rurik):
    rurik.replace("map.yaml", "  - id: regions-in-play-3\n", "  - id: regions-in-play-three\n")
    assert [m for _, m in found(rurik, "rurik-regions-in-play")] == [
        "rule 'rurik-regions-in-play' needs the constant 'regions-in-play-3', which the content does not have"]


def test_claim_names_no_track(rurik):
    pos = broken(rurik, "map.yaml", "claim: {track: claim-rule, index: 5}", "claim: {track: claim-rulez, index: 5}",
                 "claim-rulez")
    assert found(rurik, "reference-resolves") == [
        (pos, "'claim-rulez' names nothing in tracks; did you mean 'claim-rule'?")]
    assert [m for _, m in found(rurik, "rurik-key-regions")] == [
        "two regions, Kiev and Novgorod, are part of a claim-track condition (the rule track's top space): "
        "there are 1, exactly 2 expected"]


# --- decks -----------------------------------------------------------------------------------

@pytest.mark.parametrize("component, total, deck", [
    ("deed-cards", 26, "deeds"), ("agenda-cards", 11, "agendas"), ("scheme-cards", 27, "schemes"),
    ("solo-cards", 19, "solo-deck"), ("reference-cards", 4, "player-reference-cards"),
])
def test_deck_sizes_declared(rurik, component, total, deck):
    text = rurik.path("game.yaml").read_text(encoding="utf-8")
    start = text.index(f"id: {component}\n")
    old = text[start:text.index(f"total: {total}", start) + len(f"total: {total}")]
    new = old.removesuffix(str(total)) + str(total + 1)
    line, column = broken(rurik, "game.yaml", old, new, f"total: {total + 1}")
    assert [(p, m) for p, m in found(rurik, "component-count") if f"'{component}'" in m] == [
        ((line, column + len("total: ")), f"component '{component}' declares {total + 1} but '{deck}' encodes {total}")]


def test_solo_deck_split(rurik):
    text = rurik.path("solo.yaml").read_text(encoding="utf-8")
    start = text.index("title: Rebellion card 7\n        type: Rebellion")
    old = text[start:start + 48]
    pos = broken(rurik, "solo.yaml", old, old.replace("type: Rebellion", "type: Rebel"), "Rebel\n")
    cards = locate(rurik, "solo.yaml", "id: solo-deck", "- id: solo-leader")
    assert found(rurik, "rurik-solo-deck") == [
        (cards, "the solo deck holds eighteen Rebellion cards: there are 17, exactly 18 expected")]
    assert found(rurik, "rurik-solo-card-types") == [
        (pos, "a solo card is a Rebellion card or the solo leader card: card 'rebellion-07' should have type "
              "one of Rebellion, Solo leader; its type is 'Rebel'")]
    assert found(rurik, "rurik-rebellion-numbers") == [
        (cards, "the Rebellion cards are numbered 1 to 18, each number once: no entry has number 7")]


def test_two_solo_leaders(rurik):
    broken(rurik, "solo.yaml", "title: Rebellion card 18\n        type: Rebellion",
           "title: Rebellion card 18\n        type: Solo leader")
    assert found(rurik, "rurik-solo-leader") == [
        (locate(rurik, "solo.yaml", "- id: rebellion-18", "id"),
         "the solo deck holds one solo leader card: there are 2, exactly 1 expected")]


def test_solo_removal_names_no_card(rurik):
    pos = broken(rurik, "solo.yaml", "[deeds, deed-enforce-peace]", "[deeds, deed-enforce-peaces]", "deed-")
    assert found(rurik, "reference-resolves") == [
        (pos, "'deed-enforce-peaces' names nothing in cards; did you mean 'deed-enforce-peace'?")]
    assert found(rurik, "rurik-solo-removals") == []


def test_solo_removal_from_the_wrong_deck(rurik):
    pos = broken(rurik, "solo.yaml", "[deeds, deed-enforce-peace]", "[agendas, deed-enforce-peace]", "deed-")
    assert found(rurik, "rurik-solo-removed-agendas") == [
        (pos, "a removed card of the agenda deck is an agenda card: row 'Enforce Peace' of table "
              "'solo-removed-cards' has removed-card 'deed-enforce-peace', which names nothing in cards of "
              "agendas")]


def test_solo_removal_title_mismatch(rurik):
    broken(rurik, "solo.yaml", "[agendas, agenda-wealthy]", "[agendas, agenda-capable]")
    assert found(rurik, "rurik-solo-removals") == [
        (locate(rurik, "solo.yaml", "{label: Wealthy", "Wealthy"),
         "a card removed for solo play is named by its title: row 'Wealthy' of table 'solo-removed-cards' has "
         "label 'Wealthy', but card 'agenda-capable' has title 'Capable'")]


def test_renamed_solo_removals_table_is_an_error_not_a_silent_skip(rurik):
    rurik.replace("solo.yaml", "  - id: solo-removed-cards\n", "  - id: solo-removed-card\n")
    rules = ("rurik-solo-removals", "rurik-solo-removed-deeds", "rurik-solo-removed-agendas",
             "rurik-solo-removed-decks")
    for rule in rules:
        line, column = rurik.where("solo.yaml", "of: {rows: solo-removed-cards}", nth=rules.index(rule) + 1)
        assert found(rurik, rule) == [
            ((line, column + len("of: {rows: ")),
             f"constraint '{rule}' names the table 'solo-removed-cards', which does not exist; did you mean "
             "'solo-removed-card'?")]


def test_solo_removals_without_the_card_column_is_a_finding_not_a_crash(rurik):
    broken(rurik, "solo.yaml", "- {id: removed-card, label: Card,", "- {id: removed-cards, label: Card,")
    line, column = rurik.where("solo.yaml", "equal: {via: removed-card", shift=len("equal: {via: "))
    assert found(rurik, "rurik-solo-removals") == [
        ((line, column), "constraint 'rurik-solo-removals' names the field 'removed-card', which no entry of rows "
                         "of solo-removed-cards has; did you mean 'removed-cards'?")]


def test_solo_removal_row_short_of_cells_is_left_to_the_table_check(rurik):
    broken(rurik, "solo.yaml", "cells: [deeds, deed-grand-hunter]", "cells: [deeds]")
    assert [m for _, m in found(rurik, "table-shape")] == [
        "table 'solo-removed-cards': row has 1 cells for 2 columns"]
    assert [d.rule for d in rurik.findings() if d.rule.startswith("rurik-")] == []


def test_deed_vp_one_or_two(rurik):
    pos = broken(rurik, "deeds.yaml", "reward: {tax: 1}\n        vp: 2", "reward: {tax: 1}\n        vp: 3", "3")
    assert found(rurik, "rurik-deed-vp") == [
        (pos, "a deed scores 1 or 2 VP at the end of the game: card 'deed-capital-city' has vp 3, above 2")]


def test_deed_cost_changed_while_its_text_states_the_old_one(rurik):
    pos = broken(rurik, "deeds.yaml", "cost: {coin: 4}\n        reward: {muster: 2}",
                 "cost: {coin: 3}\n        reward: {muster: 2}\n        text: \"Spend four coins.\"", "3}")
    assert found(rurik, "rurik-deed-coin-text") == [
        (pos, "the coins a deed's text says it costs are its cost in coins: card 'deed-generous-prince' has "
              "cost.coin 3, but its text says 'four coins'")]


def test_deed_requirement_place_misspelt(rurik):
    pos = broken(rurik, "deeds.yaml", "attributes: {requirement_in: same-region}",
                 "attributes: {requirement_in: same-regoin}", "same-regoin")
    assert found(rurik, "schema-choice") == [
        (pos, "'same-regoin' is not one of: same-region, adjacent-regions, regions-with-different-goods; did "
              "you mean 'same-region'?")]


def test_agenda_tally_misspelt(rurik):
    pos = broken(rurik, "agendas.yaml", "attributes: {most: goods}", "attributes: {most: gooods}", "gooods")
    assert found(rurik, "schema-choice") == [
        (pos, "'gooods' is not one of: goods, coin, fur-and-honey, defeated-rebel, accomplished-deeds, "
              "occupied-region, structures-in-ruled-regions; did you mean 'goods'?")]
    assert found(rurik, "rurik-agenda-goals") == []     # the refused value is reported once


def test_agenda_names_no_track(rurik):
    pos = broken(rurik, "agendas.yaml", "first_on: claim-build", "first_on: build-track", "build-track")
    assert found(rurik, "reference-resolves") == [
        (pos, "'build-track' names nothing in tracks; did you mean 'round-track'?")]
    assert found(rurik, "rurik-agenda-goals") == []


def test_agenda_without_a_goal(rurik):
    rurik.replace("agendas.yaml", "        attributes: {most: coin}\n", "")
    assert found(rurik, "rurik-agenda-goals") == [
        (locate(rurik, "agendas.yaml", "- id: agenda-wealthy", "id"),
         "an agenda without a track to finish first on names what to have the most of: card 'agenda-wealthy' "
         "should have a most; it has no most")]


def test_agenda_with_two_goals(rurik):
    pos = broken(rurik, "agendas.yaml", "attributes: {first_on: claim-rule}", "attributes: {first_on: claim-rule, "
                 "most: coin}", "coin")
    assert found(rurik, "rurik-agenda-one-goal") == [
        (pos, "an agenda has one goal: first place on a track, or the most of something, not both: card "
              "'agenda-successful' should have no most; its most is 'coin'")]


def test_agenda_vp(rurik):
    pos = broken(rurik, "agendas.yaml", "title: Regal\n        type: Agenda\n        vp: 2",
                 "title: Regal\n        type: Agenda\n        vp: 3", "3")
    assert found(rurik, "rurik-agenda-vp") == [
        (pos, "a met agenda scores the VP the End of the Game gives it: card 'agenda-regal' has vp 3, above 2")]


# --- Rebellion cards -------------------------------------------------------------------------

CARD_1_ORDER = "[kiev, volyn, pereyaslavl, chernigov, polotsk, smolensk, rostov, novgorod]"


def test_rebellion_order_outside_two_player_map(rurik):
    pos = broken(rurik, "solo.yaml", CARD_1_ORDER, CARD_1_ORDER.replace("novgorod", "galich"), "galich")
    start = locate(rurik, "solo.yaml", "location_order: [kiev, volyn", "[")
    assert found(rurik, "rurik-rebellion-locations") == [
        (start, "Rebellion card 'rebellion-01' location order: misses novgorod"),
        (pos, "Rebellion card 'rebellion-01' location order: 'galich' is not one of the regions of a "
              "2-player game")]


def test_rebellion_order_names_no_region(rurik):
    pos = broken(rurik, "solo.yaml", CARD_1_ORDER, CARD_1_ORDER.replace("kiev", "kyiv"), "kyiv")
    assert found(rurik, "reference-resolves") == [(pos, "'kyiv' names nothing in spaces of map; did you mean 'kiev'?")]


def test_rebellion_order_repeats_region(rurik):
    pos = broken(rurik, "solo.yaml", CARD_1_ORDER, CARD_1_ORDER.replace("rostov", "kiev"), "kiev, novgorod")
    assert only(rurik, "rurik-rebellion-locations", "'kiev' is listed twice") == [pos]


def test_rebellion_placement_order(rurik):
    pos = broken(rurik, "solo.yaml", 'placement_order: ["2*", "4", "1", "3*", "5", "2"]',
                 'placement_order: ["2*", "4", "1", "3", "5", "2"]', "[")
    assert found(rurik, "rurik-rebellion-strategy") == [
        (pos, "Rebellion card 'rebellion-01' places 2*, 4, 1, 3, 5, 2; each colour's advisors are "
              "1, 2, 2*, 3*, 4, 5")]


def test_rebellion_placement_of_no_advisor(rurik):
    pos = broken(rurik, "solo.yaml", 'placement_order: ["2*", "4", "1", "3*", "5", "2"]',
                 'placement_order: ["2*", "4", "1", "3*", "6", "2"]', '"6"')
    assert found(rurik, "schema-format") == [(pos, "'6' does not match the pattern '[1-5][*]?'")]


def test_rebellion_build_order_and_action(rurik):
    old = "build: {build_order: [church, stronghold, market], actions: [attack, muster, scheme"
    new = "build: {build_order: [church, church, market], actions: [raid, muster, scheme"
    church = broken(rurik, "solo.yaml", old, new, "church, market")
    raid = locate(rurik, "solo.yaml", new, "raid")
    assert found(rurik, "rurik-rebellion-strategy") == [
        (locate(rurik, "solo.yaml", new, "["),
         "Rebellion card 'rebellion-01' priority 'build' build order: misses stronghold"),
        (church, "Rebellion card 'rebellion-01' priority 'build' build order: 'church' is listed twice"),
        (raid, "Rebellion card 'rebellion-01' priority 'build': 'raid' is no strategy-board action "
               "(attack, build, move, muster, scheme, tax)")]


def test_rebellion_build_order_names_no_structure(rurik):
    old = "build: {build_order: [church, stronghold, market]"
    pos = broken(rurik, "solo.yaml", old, old.replace("stronghold", "fort"), "fort")
    assert found(rurik, "schema-choice") == [(pos, "'fort' is not one of: church, market, stronghold")]


def test_rebellion_card_without_a_priority(rurik):
    old = ("            tax: {build_order: [market, church, stronghold], "
           "actions: [scheme, tax+coin, build, tax, move, muster]}\n")
    rurik.replace("solo.yaml", old, "")
    assert [m for _, m in found(rurik, "schema-required")] == ["'priorities' needs 'tax'"]


def test_rebellion_number_twice(rurik):
    pos = broken(rurik, "solo.yaml", "attributes:\n          number: 18", "attributes:\n          number: 17", "17")
    assert [(p, m) for p, m in found(rurik, "rurik-rebellion-numbers") if "as card" in m] == [
        (pos, "the Rebellion cards are numbered 1 to 18, each number once: card 'rebellion-18' has number 17, "
              "as card 'rebellion-17' does")]


def test_rebellion_mat_bonus_action_misspelt(rurik):
    pos = broken(rurik, "solo.yaml", "cells: [1, attack-move, 1, build, build, 1, locked]",
                 "cells: [1, attack-move, 1, biuld, build, 1, locked]", "biuld")
    assert found(rurik, "schema-choice") == [
        (pos, "'biuld' is not one of: muster, move, attack, tax, build, scheme; did you mean 'build'?")]


def test_rebellion_mat_bonus_twice_on_one_space(rurik):
    pos = broken(rurik, "solo.yaml", "cells: [1, attack-move, 2, attack,", "cells: [1, attack-move, 1, attack,",
                 "1, att")
    assert found(rurik, "rurik-rebellion-mat-bonuses") == [
        (locate(rurik, "solo.yaml", "cells: [1, attack-move, 1, attack,", "1, attack-move"),
         "each space of a Rebellion mat's priority column holds one bonus: row 'Easy' of table "
         "'rebellion-mat-bonuses' has bonus-mat 1, bonus-priority 'attack-move', bonus-slot 1, as row 'Easy' of "
         "table 'rebellion-mat-bonuses' does")]
    assert pos[0] == locate(rurik, "solo.yaml", "cells: [1, attack-move, 1, attack,")[0]


def test_rebellion_mat_bonus_gives_vp(rurik):
    pos = broken(rurik, "solo.yaml", "cells: [1, tax, 2, scheme, coin, 2, locked]",
                 "cells: [1, tax, 2, scheme, vp, 2, locked]", "vp")
    assert found(rurik, "reference-resolves") == [(pos, "'vp' names nothing in resources that meet its condition")]


# --- claim board, strategy board, boat -------------------------------------------------------

def test_claim_vp_must_rise(rurik):
    # The first of the three identical threshold lines is the rule track's.
    pos = broken(rurik, "tracks.yaml", '{at: 3, value: 3, label: "3 VP"}', '{at: 3, value: 2, label: "3 VP"}', "2,")
    assert found(rurik, "rurik-claim-rule-vp") == [
        (pos, "up the rule track the VP rise: value of threshold '3 VP' of track 'claim-rule' is 2, equal to "
              "value of threshold '2 VP' of track 'claim-rule' (2)")]


def test_claim_vp_beyond_the_top(rurik):
    pos = broken(rurik, "tracks.yaml", '{at: 5, value: 8, label: "8 VP"}', '{at: 5, value: 9, label: "8 VP"}', "9,")
    assert found(rurik, "rurik-claim-vp-range") == [
        (pos, "a claim track scores from 1 VP at its bottom space to 8 VP at its top: threshold '8 VP' of track "
              "'claim-rule' has value 9, above 8")]


def test_claim_condition_must_rise(rurik):
    pos = broken(rurik, "tracks.yaml", '"Structures in 4 adjacent regions", value: 4}',
                 '"Structures in 4 adjacent regions", value: 3}', "3}")
    assert found(rurik, "rurik-claim-build-conditions") == [
        (pos, "up the build track each space asks for more adjacent regions with structures than the one "
              "before: value of track space 'Structures in 4 adjacent regions' of track 'claim-build' is 3, "
              "equal to value of track space 'Structures in 3 adjacent regions' of track 'claim-build' (3)")]


def test_rule_track_tie_below_the_top(rurik):
    pos = broken(rurik, "tracks.yaml", '"Rule 4 regions", value: 4}', '"Rule 4 regions", value: 3}', "3}")
    assert [p for p, _ in found(rurik, "rurik-claim-rule-steps")] == [pos]
    assert found(rurik, "rurik-claim-rule-conditions") == []


def test_claim_tie_needs_key_regions(rurik):
    rurik.replace("map.yaml", "          claim: {track: claim-rule, index: 5}\n", "", count=2)
    assert found(rurik, "rurik-key-regions") == [
        (locate(rurik, "map.yaml", "  - id: map", "- id: novgorod"),
         "two regions, Kiev and Novgorod, are part of a claim-track condition (the rule track's top space): "
         "there are 0, exactly 2 expected")]


def test_strategy_strength_never_rises_down_a_column(rurik):
    pos = broken(rurik, "strategy-board.yaml", "{label: Third, cells: [1, 1, 1, 0,",
                 "{label: Third, cells: [1, 1, 3, 0,", "3, 0,")
    assert found(rurik, "rurik-strategy-strength-1-2") == [
        (pos, "going down a column of the 1-2 player strategy board the action's strength never rises: sb12-move "
              "of row 'Third' of table 'strategy-board-1-2' is 3, above sb12-move of row 'Second' of table "
              "'strategy-board-1-2' (2)")]


def test_strategy_coin_cost(rurik):
    pos = broken(rurik, "strategy-board.yaml", "{label: Fourth, cells: [1, 1,", "{label: Fourth, cells: [1, 3,",
                 "3,")
    assert found(rurik, "rurik-strategy-coin-costs") == [
        (pos, "a strategy-board space costs at most two coins: row 'Fourth' of table 'strategy-board-3-4' "
              "has sb34-muster-coins 3, above 2")]


def test_a_duplicated_strategy_board_column_is_findings_not_a_crash(rurik):
    rurik.replace("strategy-board.yaml", "      - {id: sb34-muster, label: Muster,",
                  "      - {id: sb34-muster, label: Muster, type: integer, min: 1}\n"
                  "      - {id: sb34-muster, label: Muster,")
    everything = rurik.findings()
    assert not [d for d in everything if "internal error" in d.message]
    shape = [d for d in everything if d.rule == "table-shape"]
    assert len(shape) == 4 and {d.pos.path.rsplit("/", 1)[-1] for d in shape} == {"strategy-board.yaml"}


def test_boat_holds_trade_top(rurik):
    pos = broken(rurik, "tracks.yaml", '"11 goods on your boat", value: 11}', '"12 goods on your boat", value: 12}',
                 "12}")
    assert found(rurik, "rurik-boat-capacity") == [
        (pos, "the trade track's top space asks for 12 goods on the boat, which holds 11")]


def test_warfare_second_place_scores_more_than_first(rurik):
    pos = broken(rurik, "tracks.yaml", "{label: Second, cells: [1]}", "{label: Second, cells: [4]}", "4")
    assert found(rurik, "rurik-warfare-vp") == [
        (pos, "first place on the warfare track scores more than second: warfare-vp of row 'Second' of table "
              "'warfare-scoring' is 4, above warfare-vp of row 'First' of table 'warfare-scoring' (3)")]


# --- card texts agree with their fields ----------------------------------------------------

TEXT_CHANGES = [
    ("leaders.yaml", "up to two of your troops", "up to three of your troops", "{companions: 2}", "2}",
     "rurik-leader-companions", "the troops a leader's text lets move along are its companions: card "
     "'leader-agatha' has companions 2, but its text says 'up to three of your troops'"),
    ("leaders.yaml", "you take one coin", "you take two coins", "steal: {coin: 1}", "1}",
     "rurik-leader-steal", "the coins a leader's text takes from the opponent attacked are what it steals: "
     "card 'leader-boris' has steal.coin 1, but its text says 'you take two coin'"),
    ("leaders.yaml", "owner takes one coin", "owner takes two coins", "opponent_gains: {coin: 1}", "1}",
     "rurik-leader-opponent-gains", "the coins a leader's text gives the opponent are what the opponent "
     "gains: card 'leader-predslava' has opponent_gains.coin 1, but its text says 'owner takes two coin'"),
    ("leaders.yaml", "a good costs you one tax point", "a good costs you two tax points", "{tax_cost: 1", "1",
     "rurik-leader-tax-cost", "the tax points a leader's text gives for a good are its tax cost: card "
     "'leader-mstislav' has tax_cost 1, but its text says 'good costs you two tax point'"),
    ("leaders.yaml", "a structure one build point", "a structure two build points", "build_cost: 1}", "1}",
     "rurik-leader-build-cost", "the build points a leader's text gives for a structure are its build cost: "
     "card 'leader-mstislav' has build_cost 1, but its text says 'structure two build point'"),
    ("deeds.yaml", "all of one type. Draw two", "all of one type. Draw three", "{goods: same-type, scheme_draw: 2}",
     "2}", "rurik-deed-scheme-draw", "the scheme cards a deed's text says to draw are its scheme draw: card "
     "'deed-hoard' has scheme_draw 2, but its text says 'Draw three scheme cards'"),
    ("deeds.yaml", "At least six of your troops", "At least five of your troops", "requirement: {troop: 6}", "6}",
     "rurik-deed-troop-text", "the troops a deed's text needs in one region are its required troops: card "
     "'deed-amass-forces' has requirement.troop 6, but its text says 'At least five of your troops'"),
]


@pytest.mark.parametrize("name, old, new, anchor, token, rule, message", TEXT_CHANGES,
                         ids=[case[5] for case in TEXT_CHANGES])
def test_a_number_in_a_card_text_disagrees_with_its_field(rurik, name, old, new, anchor, token, rule, message):
    rurik.replace(name, old, new)
    assert found(rurik, rule) == [(locate(rurik, name, anchor, token), message)]


# --- rule values as tables: tie-breakers and the solo Rebellion's orders ----------------------

def test_tie_breakers_out_of_order(rurik):
    pos = broken(rurik, "rules-claim.yaml", "{label: Coins, cells: [3,", "{label: Coins, cells: [2,", "2,")
    assert found(rurik, "rurik-tie-breaker-order") == [
        (pos, "the tie-breakers are applied one after the other: tie-step of row 'Coins' of table "
              "'tie-breakers-table' is 2, equal to tie-step of row 'Regions ruled' of table "
              "'tie-breakers-table' (2)")]


def test_rebellion_setup_fills_more_regions_than_a_two_player_map(rurik):
    broken(rurik, "solo-orders.yaml", "{label: The other regions in play, cells: [5,",
           "{label: The other regions in play, cells: [6,")
    assert found(rurik, "rurik-rebellion-start-regions") == [
        (locate(rurik, "solo-orders.yaml", "- {label: Kiev, cells:"),
         "the Rebellion's board setup fills the regions in play of a 2-player game, each once: the "
         "start-regions total is 9, exactly 8 expected")]


def test_rebellion_build_order_repeats_a_step(rurik):
    pos = broken(rurik, "solo-orders.yaml", "{label: D, cells: [rules it, some, either way]}",
                 "{label: D, cells: [rules it, some, needed]}", "rules it")
    assert found(rurik, "rurik-rebellion-build-steps") == [
        (pos, "each step of the Rebellion's build order is a different kind of region: row 'D' of table "
              "'rebellion-build-order' has build-rule 'rules it', build-own 'some', build-others 'needed', as "
              "row 'C' of table 'rebellion-build-order' does")]


def test_rebellion_tax_order_misses_a_case(rurik):
    pos = broken(rurik, "solo-orders.yaml", "{label: D, cells: [does not rule it, full]}",
                 "{label: D, cells: [rules it, full]}", "rules it")
    assert found(rurik, "rurik-rebellion-tax-steps") == [
        (locate(rurik, "solo-orders.yaml", "- {label: A, cells: [rules it, not full]}"),
         "the Rebellion's tax order has one step for each mix of ruled or not and full column or not: no "
         "entry has tax-rule does not rule it, tax-column full"),
        (pos, "the Rebellion's tax order has one step for each mix of ruled or not and full column or not: "
              "row 'D' of table 'rebellion-tax-order' has tax-rule rules it, tax-column full, as row 'C' of "
              "table 'rebellion-tax-order' does")]


def test_rebellion_priority_order_sends_two_steps_to_one_column(rurik):
    pos = broken(rurik, "solo-orders.yaml", "{label: C, cells: [goods on the boat, tax]}",
                 "{label: C, cells: [goods on the boat, build]}", "build")
    assert found(rurik, "rurik-rebellion-priority-steps") == [
        (pos, "each step of the Rebellion's priority order sends the marker to a different column: row 'C' of "
              "table 'rebellion-priority-order' has priority-column 'build', as row 'B' of table "
              "'rebellion-priority-order' does")]


# --- derived reference data ------------------------------------------------------------------

def tables(root) -> dict:
    game = validate(root, [GAME]).project.games[GAME]
    return {t.id: t for t in derived_tables(game)}


def test_point_costs(derived):
    table = derived["rurik-point-costs"]
    assert table.columns[-1] == "In Mstislav's region"
    # Strategy-board tax strengths are 1, 2 (both boards) and 3 (3-4 players); build 1 and 2.
    # One point per good or structure where you rule (and in Mstislav's region), two elsewhere.
    assert [row[1:] for row in table.rows] == [
        (1, 1, 0, 1), (2, 2, 1, 2), (3, 3, 1, 3),
        (1, 1, 0, 1), (2, 2, 1, 2)]


def test_casualty_reveals(derived):
    table = derived["rurik-casualty-reveals"]
    assert table.columns[2] == "In Boris's region"
    assert "Defensive Belt, Enforce Peace, Hire Mercenaries" in table.columns[3]
    # 1 by default, +1 if the opponent rules, +1 for their stronghold; Boris or a deed: one fewer.
    assert [row[1:] for row in table.rows] == [(1, 0, 0), (2, 1, 1), (2, 1, 1), (3, 2, 2)]
    assert table.rows[0][0] == "By default"


def test_casualty_reveals_follow_the_content(rurik):
    rurik.replace("household.yaml", '''"Opponent's stronghold in the region", cells: [extra, 1]''',
                  '''"Opponent's stronghold in the region", cells: [extra, 2]''')
    assert [row[1] for row in tables(rurik.root)["rurik-casualty-reveals"].rows] == [1, 2, 3, 4]


def test_claim_vp_table(derived):
    table = derived["rurik-claim-vp"]
    assert table.columns == ("VP", "Rule claim track", "Build claim track", "Trade claim track")
    assert table.rows == (
        (1, "2", "2", "3"), (2, "3", "3", "5"), (3, "4", "4", "7"), (5, "5", "5", "9"),
        (8, "5 including Novgorod and Kiev", "7", "11"))


def test_regions_in_play_table(derived):
    table = derived["rurik-regions-in-play"]
    assert table.rows == (("2 players (and solo)", 8, "green"), ("3 players", 11, "green, yellow"),
                          ("4 players", 15, "green, yellow, brown"))


def test_rebellion_scoring(derived):
    table = derived["rurik-rebellion-scoring"]
    assert table.columns == ("VP", "Coins", "Goods on dock")
    # One VP per three, rounded up: 0 scores 0, 1-3 score 1, 4-6 score 2 ...
    assert table.rows[:4] == ((0, "0", "0"), (1, "1-3", "1-3"), (2, "4-6", "4-6"), (3, "7-9", "7-9"))


def test_rebellion_vp_rounds_up():
    from rules.rurik.derived import rebellion_vp
    assert [rebellion_vp(n, 3) for n in range(8)] == [0, 1, 1, 1, 2, 2, 2, 3]
    assert [rebellion_vp(n, 3, "down") for n in range(4)] == [0, 0, 0, 1]


def test_rule_values_hold_in_the_shipped_content(game):
    assert [game.constant(c) for c in ("conversion-tokens-per-player", "conversions-per-round",
                                       "rebels-per-region-at-setup", "goods-per-region-at-setup",
                                       "structures-of-a-type-per-region", "bonus-action-kinds",
                                       "bonus-actions-of-a-kind-per-turn")] == [2, 2, 1, 1, 1, 3, 1]
    assert game.constant("unlimited-supplies") == ["fur", "wood", "ore", "fish", "honey", "coin"]


@pytest.mark.parametrize("edit, rule", [
    (("rules-play.yaml", "so two\n          conversions a round", "so three\n          conversions a round"),
     "rurik-conversions-per-round"),
    (("rules-setup.yaml", "one random rebel", "two random rebels"), "rurik-setup-rebels"),
    (("rules-setup.yaml", "and one good of the kind", "and two good of the kind"), "rurik-setup-goods"),
    (("rules-play.yaml", "region holds one structure of each type", "region holds two structure of each type"),
     "rurik-structures-per-region"),
    (("rules-play.yaml", '"Three kinds, one of each', '"Four kinds, one of each'), "rurik-bonus-action-kinds-text"),
    (("rule-values.yaml", "value: [fur, wood, ore, fish, honey, coin]", "value: [fur, wood, ore, fish, honey, gold]"),
     "rurik-unlimited-supplies"),
    (("rule-values.yaml", "value: 2\n    unit: tokens", "value: 3\n    unit: tokens"), "rurik-conversion-tokens"),
])
def test_a_rule_value_that_disagrees_with_its_rule_is_found(rurik, edit, rule):
    rurik.replace(*edit)
    assert len(found(rurik, rule)) == 1


def test_the_community_scheme_list_is_a_labelled_low_confidence_stand_in(game):
    deck = game.deck("community-schemes")
    assert deck.on_request and not game.deck("schemes").on_request
    assert "community list" in deck.name and "expansion" in deck.name and "community" in deck.back
    assert deck.source.confidence == "low" and "cards.js" in deck.source.public
    casualties = [card.attributes["casualties"] for card in deck.cards]
    assert (len(casualties), casualties.count(0), casualties.count(1), casualties.count(2)) == (32, 18, 11, 3)
    assert sum(1 for card in deck.cards if "deed-card" in (card.reward or {})) == 3
    assert all(card.unknown is None for card in deck.cards)
