"""Rurik: Dawn of Kiev: each check fails on a broken copy of the shipped content at the right place,
and the derived reference tables hold the values worked out by hand from the rulebook."""

from __future__ import annotations

import pytest

from generator.rules.derived import derived_tables
from generator.validation import validate

GAME = "rurik"


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

def test_shipped_content_has_no_diagnostics(repo_root):
    assert [str(d) for d in validate(repo_root, [GAME]).diagnostics] == []


def test_rurik_rules_are_registered_with_docstrings():
    from generator.builtin import all_rules
    ours = [r for r in all_rules() if r.id.startswith("rurik-")]
    assert len(ours) >= 15
    assert all(r.game == GAME and "Passes:" in r.doc and "Fails:" in r.doc for r in ours)


# --- goods -----------------------------------------------------------------------------------

def test_goods_total_disagrees_with_declared(rurik):
    broken(rurik, "sheets.yaml", "label: Honey, copies: 12", "label: Honey, copies: 11")
    assert found(rurik, "component-count") == [
        (locate(rurik, "game.yaml", "id: goods\n", "66"),
         "component 'goods' declares 66 but 'goods-pieces' encodes 65")]


def test_goods_piece_names_no_good(rurik):
    pos = broken(rurik, "sheets.yaml", "id: good-honey", "id: good-salt", "good-salt")
    assert only(rurik, "rurik-goods-supply", "'good-salt' names 'salt'") == [pos]
    assert only(rurik, "rurik-goods-supply", "good 'honey' has no pieces") == [
        locate(rurik, "resources.yaml", "id: honey", "honey")]


def test_region_produces_no_good(rurik):
    pos = broken(rurik, "map.yaml", "colour: green\n          good: wood", "colour: green\n          good: timber",
                 "timber")
    assert found(rurik, "rurik-good-references") == [
        (pos, "'novgorod' names the good 'timber', which is no good")]


def test_conversion_spends_no_good(rurik):
    pos = broken(rurik, "household.yaml", '["wood, ore"', '["wood, stone"', '"')
    assert found(rurik, "rurik-good-references") == [
        (pos, "conversion 'Build conversion' spends 'stone', which is no good")]


def test_cost_names_no_resource(rurik):
    pos = broken(rurik, "deeds.yaml", "cost: {wood: 1, honey: 1}", "cost: {wood: 1, hony: 1}", "hony")
    assert only(rurik, "reference-resolves", "'hony'") == [pos]


# --- advisors and structures ---------------------------------------------------------------

def test_advisor_numbering(rurik):
    broken(rurik, "sheets.yaml", '{id: advisor-3, label: "3"}', '{id: advisor-3, label: "3", copies: 2}')
    assert found(rurik, "rurik-advisors") == [
        (locate(rurik, "sheets.yaml", "id: advisor-pieces", "- {id: advisor-1"),
         "each colour's advisors are numbered 1, 2, 2, 3, 3, 4, 5, but the rulebook says 1, 2, 2, 3, 4, 5")]
    assert "declares 24 but 'advisor-pieces' encodes 28" in found(rurik, "component-count")[0][1]


def test_advisor_total_declared(rurik):
    pos = broken(rurik, "game.yaml", "total: 24\n    per_colour: 6", "total: 23\n    per_colour: 6", "23")
    assert [p for p, m in found(rurik, "component-count") if "'advisors' declares 23" in m] == [pos]


def test_round_track_advisor_is_no_advisor(rurik):
    pos = broken(rurik, "tracks.yaml", "markers: [advisor-3]", "markers: [advisor-6]", "advisor-6")
    assert found(rurik, "rurik-advisors") == [
        (pos, "round track space 4 holds 'advisor-6', which is no advisor of 'advisor-pieces'")]


def test_structure_copies(rurik):
    pos = broken(rurik, "sheets.yaml", "label: Church, copies: 3", "label: Church, copies: 2", "2")
    assert found(rurik, "rurik-structures") == [
        (pos, "'structure-church': 2 per colour, but the rulebook says 3")]
    assert "declares 36 but 'structure-pieces' encodes 32" in found(rurik, "component-count")[0][1]


def test_structure_type_unknown(rurik):
    pos = broken(rurik, "sheets.yaml", "id: structure-market", "id: structure-tower", "structure-tower")
    assert only(rurik, "rurik-structures", "'structure-tower' is no structure type") == [pos]
    assert only(rurik, "rurik-structures", "no 'market'") == [
        locate(rurik, "sheets.yaml", "id: structure-pieces", "- {id: structure-church")]


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
        (locate(rurik, "map.yaml", 'label: "2 players (and solo)"', "8"),
         "9 regions are in play for 2 players, but the setup says 8")]


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
    assert found(rurik, "rurik-solo-deck") == [
        (locate(rurik, "solo.yaml", "id: solo-deck", "- id: solo-leader"),
         "the solo deck holds 17 Rebellion card(s); the rulebook says 18"),
        (pos, "solo card 'rebellion-07' has type 'Rebel'; solo cards are Rebellion or Solo leader")]


def test_solo_removal_names_no_card(rurik):
    pos = broken(rurik, "solo.yaml", "[deeds, deed-enforce-peace]", "[deeds, deed-enforce-peaces]", "deed-")
    assert found(rurik, "rurik-solo-removals") == [
        (pos, "removed card 'deed-enforce-peaces' is no card of deck 'deeds'")]


def test_solo_removals_without_the_card_column_is_a_finding_not_a_crash(rurik):
    broken(rurik, "solo.yaml", "- {id: removed-card, label: Card}", "- {id: removed-cards, label: Card}")
    assert found(rurik, "rurik-solo-removals") == [
        (locate(rurik, "solo.yaml", "- {id: removed-deck"), "table 'solo-removed-cards' needs the columns 'removed-deck' and 'removed-card'")]


def test_solo_removal_row_short_of_cells_is_left_to_the_table_check(rurik):
    broken(rurik, "solo.yaml", "cells: [deeds, deed-grand-hunter]", "cells: [deeds]")
    assert found(rurik, "rurik-solo-removals") == []
    assert [message for _, message in found(rurik, "table-shape")] == [
        "table 'solo-removed-cards': row has 1 cells for 2 columns"]


def test_solo_removal_title_mismatch(rurik):
    pos = broken(rurik, "solo.yaml", "[agendas, agenda-wealthy]", "[agendas, agenda-capable]", "agenda-capable")
    assert found(rurik, "rurik-solo-removals") == [
        (pos, "removed card 'agenda-capable' is titled 'Capable', not 'Wealthy'")]


def test_deed_vp_one_or_two(rurik):
    pos = broken(rurik, "deeds.yaml", "reward: {tax: 1}\n        vp: 2", "reward: {tax: 1}\n        vp: 3", "3")
    assert found(rurik, "rurik-deed-vp") == [(pos, "deed 'deed-capital-city' scores 3 VP; deeds score 1 or 2")]


def test_agenda_names_no_track(rurik):
    pos = broken(rurik, "agendas.yaml", "first_on: claim-build", "first_on: build-track", "build-track")
    assert found(rurik, "rurik-agenda-goals") == [
        (pos, "agenda 'agenda-committed' names the track 'build-track', which does not exist")]


# --- Rebellion cards -------------------------------------------------------------------------

CARD_1_ORDER = "[kiev, volyn, pereyaslavl, chernigov, polotsk, smolensk, rostov, novgorod]"


def test_rebellion_order_outside_two_player_map(rurik):
    pos = broken(rurik, "solo.yaml", CARD_1_ORDER, CARD_1_ORDER.replace("novgorod", "galich"), "galich")
    start = locate(rurik, "solo.yaml", "location_order: [kiev, volyn", "[")
    assert found(rurik, "rurik-rebellion-locations") == [
        (start, "Rebellion card 'rebellion-01' location order: misses novgorod"),
        (pos, "Rebellion card 'rebellion-01' location order: 'galich' is not one of the regions of a "
              "2-player game")]


def test_rebellion_order_repeats_region(rurik):
    pos = broken(rurik, "solo.yaml", CARD_1_ORDER, CARD_1_ORDER.replace("rostov", "kiev"), "kiev, novgorod")
    assert only(rurik, "rurik-rebellion-locations", "'kiev' is listed twice") == [pos]


def test_rebellion_placement_order(rurik):
    pos = broken(rurik, "solo.yaml", 'placement_order: ["2*", "4", "1", "3*", "5", "2"]',
                 'placement_order: ["2*", "4", "1", "3", "5", "2"]', "[")
    assert found(rurik, "rurik-rebellion-strategy") == [
        (pos, "Rebellion card 'rebellion-01' places 2*, 4, 1, 3, 5, 2; each colour's advisors are "
              "1, 2, 2*, 3*, 4, 5")]


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


# --- claim board, strategy board, boat -------------------------------------------------------

def test_claim_vp_must_rise(rurik):
    # The first of the three identical threshold lines is the rule track's.
    pos = broken(rurik, "tracks.yaml", '{at: 3, value: 3, label: "3 VP"}', '{at: 3, value: 2, label: "3 VP"}', "2,")
    assert found(rurik, "rurik-claim-thresholds") == [
        (pos, "track 'claim-rule': 2 VP at space 3 does not rise above 2 VP at space 2")]


def test_claim_condition_must_rise(rurik):
    pos = broken(rurik, "tracks.yaml", '"Structures in 4 adjacent regions", value: 4}',
                 '"Structures in 4 adjacent regions", value: 3}', "3}")
    assert found(rurik, "rurik-claim-thresholds") == [
        (pos, "track 'claim-build': space 3 asks for 3, not more than space 2 (3)")]


def test_claim_tie_needs_key_regions(rurik):
    rurik.replace("map.yaml", "          claim: {track: claim-rule, index: 5}\n", "", count=2)
    assert found(rurik, "rurik-claim-thresholds") == [
        (locate(rurik, "tracks.yaml", "including Kiev and Novgorod", "5}"),
         "track 'claim-rule': space 5 asks for 5, not more than space 4 (5)")]


def test_strategy_strength_never_rises_down_a_column(rurik):
    pos = broken(rurik, "strategy-board.yaml", "{label: Third, cells: [1, 1, 1, 0,",
                 "{label: Third, cells: [1, 1, 3, 0,", "3, 0,")
    assert found(rurik, "rurik-strategy-strength") == [
        (pos, "'strategy-board-1-2' Move: 3 in row 'Third' is above 2 in row 'Second'")]


def test_strategy_coin_cost(rurik):
    pos = broken(rurik, "strategy-board.yaml", "{label: Fourth, cells: [1, 1,", "{label: Fourth, cells: [1, 3,",
                 "3,")
    assert found(rurik, "rurik-strategy-strength") == [
        (pos, "'strategy-board-3-4': coin cost '3' in row 'Fourth' is not 0, 1 or 2")]


def test_boat_holds_trade_top(rurik):
    pos = broken(rurik, "tracks.yaml", '"11 goods on your boat", value: 11}', '"12 goods on your boat", value: 12}',
                 "12}")
    assert found(rurik, "rurik-boat-capacity") == [
        (pos, "the trade track's top space asks for 12 goods on the boat, which holds 11")]


# --- derived reference data ------------------------------------------------------------------

def tables(root) -> dict:
    game = validate(root, [GAME]).project.games[GAME]
    return {t.id: t for t in derived_tables(game)}


def test_point_costs(repo_root):
    table = tables(repo_root)["rurik-point-costs"]
    assert table.columns[-1] == "In Mstislav's region"
    # Strategy-board tax strengths are 1, 2 (both boards) and 3 (3-4 players); build 1 and 2.
    # One point per good or structure where you rule (and in Mstislav's region), two elsewhere.
    assert [row[1:] for row in table.rows] == [
        (1, 1, 0, 1), (2, 2, 1, 2), (3, 3, 1, 3),
        (1, 1, 0, 1), (2, 2, 1, 2)]


def test_casualty_reveals(repo_root):
    table = tables(repo_root)["rurik-casualty-reveals"]
    assert table.columns[2] == "In Boris's region"
    assert "Defensive Belt, Enforce Peace, Hire Mercenaries" in table.columns[3]
    # 1 by default, +1 if the opponent rules, +1 for their stronghold; Boris or a deed: one fewer.
    assert [row[1:] for row in table.rows] == [(1, 0, 0), (2, 1, 1), (2, 1, 1), (3, 2, 2)]
    assert table.rows[0][0] == "By default"


def test_casualty_reveals_follow_the_content(rurik):
    rurik.replace("household.yaml", '"Your opponent has a stronghold in the region", cells: [extra, 1]',
                  '"Your opponent has a stronghold in the region", cells: [extra, 2]')
    assert [row[1] for row in tables(rurik.root)["rurik-casualty-reveals"].rows] == [1, 2, 3, 4]


def test_claim_vp_table(repo_root):
    table = tables(repo_root)["rurik-claim-vp"]
    assert table.columns == ("VP", "Rule claim track", "Build claim track", "Trade claim track")
    assert table.rows == (
        (1, "2", "2", "3"), (2, "3", "3", "5"), (3, "4", "4", "7"), (5, "5", "5", "9"),
        (8, "5 including Novgorod and Kiev", "7", "11"))


def test_rebellion_scoring(repo_root):
    table = tables(repo_root)["rurik-rebellion-scoring"]
    assert table.columns == ("VP", "Coins", "Goods on dock")
    # One VP per three, rounded up: 0 scores 0, 1-3 score 1, 4-6 score 2 ...
    assert table.rows[:4] == ((0, "0", "0"), (1, "1-3", "1-3"), (2, "4-6", "4-6"), (3, "7-9", "7-9"))


def test_rebellion_vp_rounds_up():
    from generator.games.rurik.derived import rebellion_vp
    assert [rebellion_vp(n, 3) for n in range(8)] == [0, 1, 1, 1, 2, 2, 2, 3]
    assert [rebellion_vp(n, 3, "down") for n in range(4)] == [0, 0, 0, 1]
