"""The Time of Troubles 1605-1612: the shipped content, each declared check and each Python rule
on a broken copy (rule, message and line:col), the derived odds against hand-computed values, and
the Cyrillic text.

Most checks are declared in content/time-of-troubles (attribute declarations, sets, constants and
constraints); each corruption below is a careless edit a designer could make.
"""

from __future__ import annotations

from tests.project_fixture import shipped_catalogue

import unicodedata
from fractions import Fraction

import pytest

from rules.time_of_troubles.odds_rolls import Evasion, siege_odds, tactical_chance
from generator.model.game.values import AtLeast, Unknown, is_unknown
from generator.report.coverage import coverage
from generator.rules.constraints import constraint_rules
from generator.rules.derived import derived_tables
from generator.validation import validate
from tests.games.findings import found, value_of

GAME = "time-of-troubles"
SUBJUGATION_VP = "a subjugation result names a location of the map and gives that location's VP (10.2): "
THREE_PARTIES = "with 3 players, 3 Parties are in play (12.2): "
HANDED_OUT_3 = "only a Party in play with 3 players is handed personalities and cards for 3 (12.2): "






@pytest.fixture
def tot(content_copy):
    return content_copy(GAME)


# -- the shipped content -------------------------------------------------------------------------

def test_shipped_content_has_no_findings_at_all(shipped):
    assert [str(d) for d in shipped.diagnostics] == []


def test_only_what_data_cannot_say_is_python(game):
    python = {r.id for r in shipped_catalogue().rules if r.game == GAME}
    assert python == {"tot-combat-monotone", "tot-distribution-unique", "tot-subjugation-powerful"}
    for spec in shipped_catalogue().rules:
        if spec.game == GAME:
            assert "Passes" in spec.doc and "Fails" in spec.doc, spec.id
    declared = constraint_rules(game)
    assert len(declared) == 58
    assert all(r.id.startswith("tot-") and r.origin == "declared" for r in declared)


def test_components_as_chapter_2_lists_them(game):
    totals = {c.id: c.total for c in game.components}
    assert totals == {"rulebook": 1, "history-booklet": 1, "player-aids": 3, "game-map": 1,
                      "counters": 440, "commander-counters": 26, "game-cards": 124,
                      "commander-cards": 26, "commander-stands": 26, "dice": 2}
    assert game.deck("commander-deck").card_count() == 26
    assert game.deck("game-card-deck").card_count() == 124
    assert game.manifest.colours == ["muscovite", "polish", "rebel", "noble", "shuisky"]


def test_what_the_text_names_is_encoded(game):
    commanders = [c for c in game.deck("commander-deck").cards if c.unknown is None]
    cards = [c for c in game.deck("game-card-deck").cards if c.unknown is None]
    sheet = next(s for s in game.sheets if s.id == "character-counters")
    assert (len(commanders), len(cards), len(sheet.tokens)) == (19, 14, 11)
    assert len(game.board("map").spaces) == 33 and len(game.board("parties").spaces) == 5
    assert len([t for t in game.tables if t.id.startswith("subjugation-")]) == 7   # six regions and their costs
    turns = game.track("turn-record").spaces
    assert (len(turns), turns[0].label, turns[-1].label) == (29, "Winter 1605", "Winter 1612")
    assert turns[4].label == "Winter 1606" and turns[4].markers == ["marker-power-crisis"]


def test_the_last_line_of_the_rulebook_is_in(game):
    # "6 – Nizhny Novgorod (2)": the Fortresses table's sixth face, which the text ends with
    fortresses = game.table("subjugation-fortresses")
    assert (fortresses.rows[-1].roll, fortresses.rows[-1].cells) == ("6", ["Nizhny Novgorod", 2, "-", "-"])
    place = next(s for s in game.board("map").spaces if s.id == "nizhny-novgorod")
    assert (place.name, place.attributes["kind"], place.attributes["vp"]) == ("Nizhny Novgorod", "fortress", 2)


def test_declared_values_are_typed(game):
    cards = {c.id: c for c in game.deck("commander-deck").cards}
    assert cards["ivan-zarutsky"].attributes["appears_year"] == 1606
    assert cards["ivan-zarutsky"].attributes["starting_units"] == {"cossacks": 4}
    assert cards["fyodor-mstislavsky"].attributes["setup_at"] == "kaluga"
    assert game.value_set("location-kinds").values == ["city-vp", "city", "fortress", "powerful-fortress", "territory"]
    assert [game.constant(c) for c in ("evasion-roll", "fortress-capture-roll", "powerful-fortress-capture-roll",
                                       "tsar-vp", "peace-with-sweden-vp", "hand-size-start-of-year",
                                       "hand-size-max", "pretenders-at-most", "pretender-legitimacy-at-least",
                                       "moves-commander", "moves-cavalry", "moves-with-siege")] == [
        4, 5, 6, 6, -4, 8, 12, 3, 2, 2, 3, 2]
    volga = game.table("subjugation-volga")
    assert [r.cells for r in volga.rows][1:3] == [["Kostroma", 1], ["Tver", 2]]
    assert game.table("subjugation-regions").rows[0].label == "Volga cities"
    assert game.table("shooting").rows[0].cells == ["-", "-", "-", "-", "1", "1", "1"]


def test_card_copies_are_lower_bounds(game):
    deck = game.deck("game-card-deck")
    named = [c for c in deck.cards if c.unknown is None]
    assert all(isinstance(c.copies, AtLeast) for c in named)
    copies = {c.id: int(c.copies) for c in named if c.copies > 1}
    assert copies == {"card-swedish-intervention": 2, "card-assassin-sent": 2, "card-false-dmitry": 3}
    rest = deck.cards[-1]
    assert (rest.copies, isinstance(rest.copies, AtLeast), sum(c.copies for c in named)) == (106, False, 18)


def test_threshold_conditions_are_fields(game):
    thresholds = {t.at_index: t.attributes for t in game.track("victory-points-track").thresholds
                  if not is_unknown(t.at_index)}
    assert thresholds[15] == {"rule": "swedish-intervention", "party": "muscovite", "below": True,
                              "unless_played": "card-peace-with-sweden"}
    assert thresholds[20]["controls"] == ["smolensk", "moscow"] and thresholds[20]["enters"] == "moscow"
    assert thresholds[30] == {"rule": "r-11-2-2", "until_passed": "marker-power-crisis"}


def test_battle_example_ratings_and_the_rest_unknown(game):
    cards = {c.id: c for c in game.deck("commander-deck").cards}
    ratings = {name: (cards[name].attributes["strategic"], cards[name].attributes["tactical"])
               for name in ("lyudmitry-i", "fyodor-mstislavsky")}
    assert ratings == {"lyudmitry-i": (4, 3), "fyodor-mstislavsky": (2, 2)}
    assert is_unknown(cards["vasily-golitsyn"].attributes["strategic"])
    assert isinstance(cards["commanders-not-named"].unknown, Unknown)
    assert cards["commanders-not-named"].copies == 7


def test_every_location_and_cell_gap_is_an_explicit_unknown(game):
    shooting = game.table("shooting")
    unknown_cells = [c for row in shooting.rows for c in row.cells if is_unknown(c)]
    assert len(unknown_cells) == 21 - 2                     # rows 4-6, less the battle example's
    assert all(is_unknown(space.adjacent) for space in game.board("map").spaces)
    assert not any(is_unknown(c) for row in game.table("subjugation-fortresses").rows for c in row.cells)


def test_report_counts_the_unknowns_and_the_lower_bounds(game):
    rows = coverage(game).unknowns
    reasons = [row.reason for row in rows]
    assert reasons.count("The text shows die rows 1-3 only") == 19 + 20
    assert sum("roads are not in the rulebook text" in r for r in reasons) == 33
    assert not any("Fortresses list stops" in r for r in reasons)
    bounds = [row for row in rows if row.field == "copies"]
    assert len(bounds) == 14 and bounds[0].reason == "at least 1: only a lower bound is known"


def test_cyrillic_loads_exactly_as_written(game):
    tables = {t.id: t.local_title for t in game.tables}
    assert tables["shooting"] == "Таблица стрельбы"
    assert tables["melee"] == "Таблица рукопашной"
    assert tables["troop-recruitment"] == "Таблица набора войск"
    assert tables["subjugation-volga"] == "Таблица подчинения городов по легитимности"
    booklet = game.component("history-booklet").local_name
    assert booklet == "Русская Смута 1605-1612. События и участники"
    markers = {r.id: r.local_name for r in game.resources}
    assert markers["marker-siege"] == "Осада"
    assert markers["marker-fortified-camp"] == "Укрепленный лагерь"
    assert markers["marker-trinity-sergius-lavra"] == "Троице-Сергиевская Лавра"
    parties = {s.id: s.local_name for s in game.board("parties").spaces}
    assert parties["shuisky"] == "Партия Шуйских" and parties["noble"] == "Дворянская"
    assert game.track("turn-record").local_name == "Дорожка записи хода"
    assert game.card("card-false-dmitry").local_title == "Лжедмитрий"


def _local_strings(game):
    for entity in [*game.tables, *game.resources, *game.glossary, *game.components,
                   *game.board("parties").spaces, *game.board("map").spaces, *game.tracks,
                   *game.deck("game-card-deck").cards]:
        for name in ("local_title", "local_name", "local_term"):
            value = getattr(entity, name, None)
            if value:
                yield value


def test_cyrillic_loads_exactly_as_the_files_hold_it(game):
    files = "".join(path.read_text(encoding="utf-8") for path in game.folder.glob("*.yaml"))
    for text in _local_strings(game):
        assert f'"{text}"' in files, text


def test_cyrillic_is_nfc_without_latin_look_alikes(game):
    strings = list(_local_strings(game))
    assert len(strings) >= 40
    for text in strings:
        assert unicodedata.normalize("NFC", text) == text
        letters = [ch for ch in text if ch.isalpha()]
        assert all("CYRILLIC" in unicodedata.name(ch) for ch in letters), text


# -- subjugation (10.2) --------------------------------------------------------------------------

def test_subjugation_table_not_on_a_d6(tot):
    volga = "    dice: 6\n    row_header: Die\n    columns: [{id: city, label: City}, {id: vp, label: VP}]"
    line = tot.replace("subjugation.yaml", volga, volga.replace("dice: 6", "dice: 8"))
    assert found(tot, "tot-subjugation-faces") == [
        ("subjugation.yaml", line, 11, "a subjugation table is rolled on one six-sided die (10.2): table "
         "'subjugation-volga' is rolled on 8 faces, not 6: write dice: 6")]


def test_subjugation_face_twice(tot):
    line = tot.replace("subjugation.yaml", "{roll: 6, cells: [Yaroslavl", "{roll: 5, cells: [Yaroslavl")
    rows = tot.where("subjugation.yaml", "- {roll: 1-2")
    assert found(tot, "dice-table-faces") == [
        ("subjugation.yaml", *rows, "table 'subjugation-volga': faces 6 are not covered"),
        ("subjugation.yaml", line, 16, "table 'subjugation-volga': face 5 is covered twice")]


def test_subjugation_cost_below_one(tot):
    line = tot.replace("subjugation.yaml", "{label: Volga cities, cells: [5]}", "{label: Volga cities, cells: [0]}")
    assert found(tot, "schema-range") == [("subjugation.yaml", line, 39, "0 LG is below the minimum of 1 LG")]


def test_subjugation_region_names_no_table(tot):
    line = tot.replace("subjugation.yaml", "{label: Western cities,", "{label: Westrn cities,")
    assert found(tot, "tot-subjugation-cost") == [
        ("subjugation.yaml", line, 17, "each region of the legitimacy costs names a subjugation table by its "
         "title (10.2): row 'Westrn cities' of table 'subjugation-regions' has label 'Westrn cities', which "
         "names nothing in tables by title; did you mean 'Western cities'?")]


def test_subjugation_region_listed_twice(tot):
    tot.replace("subjugation.yaml", "{label: Northern cities,", "{label: Southern cities,")
    line, column = tot.where("subjugation.yaml", "Southern cities, cells", nth=2)
    [twice] = found(tot, "tot-subjugation-regions")
    assert twice[:3] == ("subjugation.yaml", line, column)
    assert twice[3].startswith("the legitimacy costs list the six subjugation tables, each once (10.2): ")


def test_subjugation_city_not_on_the_map(tot):
    line = tot.replace("subjugation.yaml", "[Tver, 2]", "[Tverr, 2]")
    assert found(tot, "tot-subjugation-vp") == [
        ("subjugation.yaml", line, 27, SUBJUGATION_VP + "row 3 of table 'subjugation-volga' has city 'Tverr', "
         "which names nothing in spaces of map by name; did you mean 'Tver'?")]


def test_subjugation_vp_differs_from_the_map(tot):
    line = tot.replace("subjugation.yaml", "[Tver, 2]", "[Tver, 3]")
    assert found(tot, "tot-subjugation-vp") == [
        ("subjugation.yaml", line, 33, SUBJUGATION_VP + "row 3 of table 'subjugation-volga' has vp 3, but "
         "space 'tver' has vp 2")]


def test_map_vp_differs_from_the_subjugation_table(tot):
    tot.replace("map.yaml", "kind: city-vp\n          vp: 2", "kind: city-vp\n          vp: 3")      # Tver
    line = tot.where("subjugation.yaml", "[Tver, 2]")[0]
    assert found(tot, "tot-subjugation-vp") == [
        ("subjugation.yaml", line, 33, SUBJUGATION_VP + "row 3 of table 'subjugation-volga' has vp 2, but "
         "space 'tver' has vp 3")]


def test_subjugation_vp_in_words(tot):
    line = tot.replace("subjugation.yaml", "[Tver, 2]", "[Tver, two]")
    assert found(tot, "tot-subjugation-result") == [
        ("subjugation.yaml", line, 33, "a city's VP in a subjugation table is a whole number (10.2): row 3 of "
         "table 'subjugation-volga' should have a vp that is integer; its vp is 'two'")]


def test_subjugation_nothing_with_vp(tot):
    line = tot.replace("subjugation.yaml", '{roll: 1-2, cells: [nothing, "-"]}', "{roll: 1-2, cells: [nothing, 1]}")
    assert found(tot, "tot-subjugation-nothing") == [
        ("subjugation.yaml", line, 38, "a roll that gives nothing gives no VP (10.2): row 1 of table "
         "'subjugation-volga' should have vp '-'; its vp is 1")]


def test_subjugation_of_a_powerful_fortress(tot):
    line = tot.replace("subjugation.yaml", "[Tula, 1, Kolomna, 1]", "[Tula, 1, Moscow, 1]")
    assert found(tot, "tot-subjugation-powerful") == [
        ("subjugation.yaml", line, 36, "table 'subjugation-fortresses' gives Moscow, a powerful fortress, which "
         "legitimacy never subjugates (10.5)")]


def test_subjugation_table_without_its_columns(tot):
    tot.replace("subjugation.yaml", "    columns: [{id: city, label: City}, {id: vp, label: VP}]\n", "", 1)   # Volga
    rows = [tot.where("subjugation.yaml", "roll: ", nth=n) for n in range(1, 6)]
    assert found(tot, "tot-subjugation-result") == [
        ("subjugation.yaml", line, column - 1, "a city's VP in a subjugation table is a whole number (10.2): row "
         f"{n} of table 'subjugation-volga' should have a vp that is integer; it has no vp")
        for n, (line, column) in enumerate(rows, 1)]


def test_emptied_subjugation_file_is_reported_not_a_crash(tot):
    tot.path("subjugation.yaml").write_text("", encoding="utf-8")
    result = validate(tot.root, [GAME])
    messages = {(d.rule, d.message) for d in result.diagnostics}
    assert ("tot-subjugation-powerful", "rule 'tot-subjugation-powerful' needs the table 'subjugation-regions', "
            "which the content does not have") in messages
    assert ("derived-table", "derived table 'tot-subjugation-odds' needs the table 'subjugation-regions', which "
            "the content does not have") in messages
    assert not [d for d in result.diagnostics if d.rule == "internal-error"]


# -- combat tables -------------------------------------------------------------------------------

def test_combat_cell_malformed(tot):
    line = tot.replace("combat.yaml", 'cells: ["-", "-", "-", "-", "1", "1", "1"]',
                       'cells: ["-", "x", "-", "-", "1", "1", "1"]')
    assert found(tot, "schema-format") == [
        ("combat.yaml", line, 22, "'x' does not match the pattern '^(?:-|[0-9]+|!)\\*?$'")]


def test_combat_cell_with_star_is_well_formed(tot):
    tot.replace("combat.yaml", 'cells: ["-", "-", "-", "-", "1", "1", "1"]',
                'cells: ["-", "-", "-", "-", "1*", "1", "1"]')
    assert tot.findings() == []


def test_combat_row_gives_fewer_for_more_strength(tot):
    line = tot.replace("combat.yaml", 'cells: ["-", "-", "-", "-", "1", "1", "1"]',
                       'cells: ["-", "-", "-", "1", "-", "1", "1"]')
    assert found(tot, "tot-combat-monotone") == [
        ("combat.yaml", line, 37, "table 'shooting', die 1: column 8-11 gives fewer losses than column 5-7")]


def test_combat_column_gives_fewer_for_a_higher_die(tot):
    tot.replace("combat.yaml", 'cells: ["-", "-", "-", "1", "1", "1", "2"]',
                'cells: ["-", "-", "-", "1", "1", "1", "3"]')
    line = tot.where("combat.yaml", 'cells: ["-", "-", "1", "1", "1", "2", "2"]')[0]
    assert found(tot, "tot-combat-monotone") == [
        ("combat.yaml", line, 47, "table 'shooting', column 16+: die 3 gives fewer losses than die 2")]


# -- troops --------------------------------------------------------------------------------------

def test_recruitment_cost_below_one(tot):
    line = tot.replace("troops.yaml", '{label: Cossacks, cells: [3, "-"]}', '{label: Cossacks, cells: [0, "-"]}')
    assert found(tot, "schema-range") == [
        ("troops.yaml", line, 35, "0 formation points is below the minimum of 1 formation points")]


def test_place_restriction_names_no_location(tot):
    line = tot.replace("troops.yaml", "cells: [4, Poland]", "cells: [4, Polnd]")
    [(name, at, column, message)] = found(tot, "tot-place-restriction")
    assert (name, at, column) == ("troops.yaml", line, 45)
    assert message.startswith("a unit recruited in one place only names a location of the map (Troop Recruitment "
                              "Table): row 'Polish infantry' of table 'troop-recruitment' has recruitment-only-in "
                              "'Polnd', which names nothing in spaces of map by name")


def test_recruitment_row_names_no_unit(tot):
    line = tot.replace("troops.yaml", '{label: Cossacks, cells: [3, "-"]}', '{label: Cossaks, cells: [3, "-"]}')
    assert found(tot, "tot-recruitment-units") == [
        ("troops.yaml", line, 17, "each row of the Troop Recruitment Table names a combat unit or a marker: row "
         "'Cossaks' of table 'troop-recruitment' has label 'Cossaks', which names nothing in resources by name; "
         "did you mean 'Cossacks'?")]


def test_unit_value_not_a_number(tot):
    line = tot.replace("troops.yaml", "{label: Polish winged hussars, cells: [0, 5]}",
                       "{label: Polish winged hussars, cells: [0, five]}")
    assert found(tot, "schema-type") == [("troops.yaml", line, 51, "expected a whole number, got the text 'five'")]


# -- chapter 12's hand-out and the setup ---------------------------------------------------------

def test_hand_out_names_an_unknown_commander(tot):
    line = tot.replace("parties.yaml", "[istoma-pashkov, jan-sapieha]", "[istoma-pashkov, jan-sapeha]")
    assert found(tot, "reference-resolves") == [
        ("parties.yaml", line, 42, "'jan-sapeha' names nothing in cards of commander-deck that meet its "
         "condition; did you mean 'jan-sapieha'?")]


def test_setup_names_an_unknown_character(tot):
    line = tot.replace("parties.yaml", "setup_characters: [marina-mniszech]", "setup_characters: [marina-mnishek]")
    assert found(tot, "reference-resolves") == [
        ("parties.yaml", line, 30, "'marina-mnishek' names nothing in tokens of character-counters; did you "
         "mean 'marina-mniszech'?")]


def test_hand_out_gives_a_commander_to_two_parties(tot):
    line = tot.replace("parties.yaml", "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov]",
                       "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov, jan-sapieha]")
    assert found(tot, "tot-distribution-unique") == [
        ("parties.yaml", line, 78, "3 players: 'jan-sapieha' goes to 'rebel' and already to 'polish'")]


def test_hand_out_gives_a_reserve_commander(tot):
    line = tot.replace("parties.yaml", "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov]",
                       "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov, evert-horn]")
    assert found(tot, "tot-distribution-unique") == [
        ("parties.yaml", line, 78, "3 players: 'evert-horn' is in reserve (12.) but goes to 'rebel'")]


def test_hand_out_gives_more_cards_than_the_deck_is_known_to_hold(tot):
    line = tot.replace("parties.yaml", "cards: [card-assassin-sent]\n",
                       "cards: [card-assassin-sent, card-spy, card-spy]\n")
    assert found(tot, "tot-distribution-unique") == [
        ("parties.yaml", line, 51, "3 players: 'card-spy' is handed out 2 times, but the deck holds at least 1")]


def test_an_unknown_player_count_still_checks_the_hand_out(tot):
    tot.replace("game.yaml", "players: {min: 2, max: 5}", "players: {min: 2, max: {unknown: not printed}}")
    line = tot.replace("parties.yaml", "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov]",
                       "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov, jan-sapieha]")
    assert found(tot, "tot-distribution-unique") == [
        ("parties.yaml", line, 78, "3 players: 'jan-sapieha' goes to 'rebel' and already to 'polish'")]
    assert tot.findings("internal-error") == []


def test_parties_per_player_count(tot):
    line = tot.replace("parties.yaml", "players: [3, 4, 5]", "players: [4, 5]")
    spaces = tot.where("parties.yaml", "- id: muscovite")
    assert found(tot, "tot-parties-three-players") == [
        ("parties.yaml", *spaces, THREE_PARTIES + "there are 2, exactly 3 expected")]
    assert found(tot, "tot-handed-out-three-players") == [
        ("parties.yaml", line, 20, HANDED_OUT_3 + "space 'rebel' should have players holding 3; its players "
         "holds 4, 5")]


def test_the_tsar_at_setup_is_a_starting_character(tot):
    line = tot.replace("parties.yaml", "setup_tsar: boris-godunov", "setup_tsar: ivan-vorotynsky")
    [(name, at, column, message)] = found(tot, "tot-setup-tsar")
    assert (name, at, column) == ("parties.yaml", line, 23)
    assert message.startswith("the Character that starts as Tsar is one of its Party's starting Characters "
                              "(13.2): space 'muscovite' should have setup_tsar among its setup_characters; its "
                              "setup_tsar is 'ivan-vorotynsky'")


def test_two_tsars_at_setup(tot):
    tot.replace("parties.yaml", "setup_characters: [marina-mniszech]\n",
                "setup_characters: [marina-mniszech]\n          setup_tsar: marina-mniszech\n")
    [(name, _, _, message)] = found(tot, "tot-one-tsar-at-setup")
    assert name == "parties.yaml" and message == ("exactly one Party starts with the Tsar (13.2, 14.1): there "
                                                  "are 2, exactly 1 expected")


# -- Commanders ----------------------------------------------------------------------------------

def test_appearance_year_outside_the_game(tot):
    line = tot.replace("commanders.yaml", "appears_year: 1606", "appears_year: 1806")
    assert found(tot, "schema-range") == [("commanders.yaml", line, 25, "1806 year is above the maximum of 1612 year")]


def test_appearance_names_an_unknown_location(tot):
    line = tot.replace("commanders.yaml", "voronezh, putivl]", "voronezh, putivel]")
    assert found(tot, "reference-resolves") == [
        ("commanders.yaml", line, 44, "'putivel' names nothing in spaces of map; did you mean 'putivl'?")]


def test_setup_location_unknown(tot):
    line = tot.replace("commanders.yaml", "setup_at: kaluga", "setup_at: kaluka")
    assert found(tot, "reference-resolves") == [
        ("commanders.yaml", line, 21, "'kaluka' names nothing in spaces of map; did you mean 'kaluga'?")]


def test_starting_units_name_an_unknown_unit(tot):
    line = tot.replace("commanders.yaml", "starting_units: {cossacks: 4}", "starting_units: {kossacks: 4}")
    assert found(tot, "reference-resolves") == [
        ("commanders.yaml", line, 28, "'kossacks' is no resource that meets the declared condition; did you "
         "mean 'cossacks'?")]


def test_rating_of_infinity(tot):
    line = tot.replace("commanders.yaml", "strategic: 4", "strategic: .inf")
    assert found(tot, "schema-type") == [("commanders.yaml", line, 22, "expected a whole number, got the text '.inf'")]


def test_misspelt_nationality(tot):
    line = tot.replace("commanders.yaml", "nationality: swedish", "nationality: swedsh")
    assert found(tot, "schema-choice") == [
        ("commanders.yaml", line, 24, "'swedsh' is not one of: russian, polish, swedish; did you mean 'swedish'?")]


def test_commander_title_deleted(tot):
    tot.replace("commanders.yaml", "        title: Pyotr Basmanov\n", "")
    card = tot.where("commanders.yaml", "id: pyotr-basmanov")
    assert found(tot, "tot-commander-faces") == [
        ("commanders.yaml", *card, "every named Commander has a name on his card (or {unknown: reason}): card "
         "'pyotr-basmanov' should have a title; it has no title")]


def test_more_pretenders_at_setup_than_the_limit(tot):
    for place in ("moscow", "kaluga", "bryansk"):
        tot.replace("commanders.yaml", f"setup_at: {place}",
                    f"setup_at: {place}\n          setup_markers: [marker-pretender]")
    [(name, _, _, message)] = found(tot, "tot-pretenders-at-setup")
    assert name == "commanders.yaml" and message == (
        "no more Pretenders to the throne start the game than may ever be in play at once (14.2): there are 4, "
        "at most 3 expected")


def test_pretender_below_the_legitimacy_limit(tot):
    tot.replace("commanders.yaml", 'legitimacy: {unknown: "On the counter and card (2.1.1); not in the rulebook '
                'text"}\n          administration: {unknown: "On the counter and card (2.1.1); not in the rulebook '
                'text"}\n          nationality: {unknown: "Shown on the counter (2.1.1); the text names only De la '
                'Gardie and Horn, as Swedish"}\n          setup_at: chernigov',
                'legitimacy: 1\n          setup_at: chernigov')
    line, column = value_of(tot, "commanders.yaml", "legitimacy: 1")
    [(name, at, col, message)] = found(tot, "tot-pretender-legitimacy")
    assert (name, at, col) == ("commanders.yaml", line, column)
    assert message.startswith("a Pretender to the throne has a Legitimacy of at least 2 (14.2): card 'lyudmitry-i'")


def test_character_table_row_without_counter(tot):
    tot.replace("commanders.yaml", 'label: "Ivan Romanov"\n', 'label: "Ivan Romanoff"\n')
    [(_, *token, missing)] = found(tot, "tot-character-rows")
    [(_, *row, stray)] = found(tot, "tot-character-row-names")
    assert tuple(token) == tot.where("commanders.yaml", '"Ivan Romanov"')
    assert tuple(row) == tot.where("commanders.yaml", '"Ivan Romanoff"')
    assert "token 'ivan-romanov' has label 'Ivan Romanov', which names nothing in rows" in missing
    assert "row 'Ivan Romanoff' of table 'character-characteristics' has label 'Ivan Romanoff', which names " \
           "nothing in tokens of character-counters" in stray


# -- the map -------------------------------------------------------------------------------------

def test_location_kind_misspelt(tot):
    line = tot.replace("map.yaml", "kind: city-vp\n          vp: 2", "kind: city-vpp\n          vp: 2")
    assert found(tot, "schema-choice") == [
        ("map.yaml", line, 17, "'city-vpp' is not one of: city-vp, city, fortress, powerful-fortress, territory; "
         "did you mean 'city-vp'?")]


def test_city_that_gives_vp_with_none(tot):
    tot.replace("map.yaml", "kind: city-vp\n          vp: 2", "kind: city-vp\n          vp: 0")     # Tver
    line, column = value_of(tot, "map.yaml", "vp: 0")
    assert found(tot, "tot-city-gives-vp") == [
        ("map.yaml", line, column, "a city that gives VP gives at least 1 (10.1 a): space 'tver' should have vp "
         "of at least 1; its vp is 0")]


def test_location_without_vp(tot):
    tot.replace("map.yaml", "kind: city-vp\n          vp: 2\n", "kind: city-vp\n")                  # Tver
    attributes = tot.where("map.yaml", "kind: city-vp\n        adjacent")
    [(name, at, column, message)] = found(tot, "tot-location-vp")
    assert (name, at, column) == ("map.yaml", *attributes)
    assert message.startswith("every location but a territory states its VP, or {unknown: reason} (10.1): space "
                              "'tver'")


# -- tracks, cards and the rule values -----------------------------------------------------------

def test_track_marker_names_an_unknown_marker(tot):
    line = tot.replace("tracks.yaml", "markers: [marker-turn]", "markers: [marker-trun]")
    assert found(tot, "tot-track-markers") == [
        ("tracks.yaml", line, 52, "markers on the tracks name markers of the game: track space 'Winter 1605' of "
         "track 'turn-record' has markers 'marker-trun', which names nothing in resources; did you mean "
         "'marker-turn'?")]


def test_turn_label_misspelt(tot):
    line = tot.replace("tracks.yaml", 'label: "Winter 1606"', 'label: "Wintr 1606"')
    [(name, at, column, message)] = found(tot, "tot-turn-labels")
    assert (name, at, column) == ("tracks.yaml", line, 27)
    assert message.endswith("its label is 'Wintr 1606'")


def test_threshold_moved_but_its_label_not(tot):
    line = tot.replace("tracks.yaml", "      - at: 15\n", "      - at: 16\n")
    [(name, at, _, message)] = found(tot, "tot-threshold-labels")
    assert (name, at) == ("tracks.yaml", line)
    assert message.endswith("of track 'victory-points-track' has at 16, but its label says '15 VP'")


def test_threshold_names_an_unknown_rule(tot):
    line = tot.replace("tracks.yaml", "attributes: {rule: r-8-3}", "attributes: {rule: r-8-33}")
    assert found(tot, "reference-resolves") == [
        ("tracks.yaml", line, 28, "'r-8-33' names nothing in rules; did you mean 'r-8-3'?")]


def test_game_card_title_deleted(tot):
    tot.replace("cards.yaml", '        title: "Rebellion"\n', "")
    card = tot.where("cards.yaml", "id: card-rebellion")
    assert found(tot, "tot-card-faces") == [
        ("cards.yaml", *card, "every named game card has its title and its text (or {unknown: reason} for them): "
         "card 'card-rebellion' should have a title; it has no title")]


def test_start_of_year_hand_above_the_hand_limit(tot):
    line = tot.replace("numbers.yaml", "value: 8, unit: cards", "value: 13, unit: cards")
    [(name, at, _, message)] = found(tot, "tot-hand-sizes")
    assert (name, at) == ("numbers.yaml", line)
    assert message.endswith("constant 'hand-size-start-of-year' has value 13, above 12")


def test_rule_value_not_whole(tot):
    line = tot.replace("numbers.yaml", "value: 4, unit: or more", "value: 4.5, unit: or more")
    [(name, at, _, message)] = found(tot, "tot-numbers-whole")
    assert (name, at) == ("numbers.yaml", line)
    assert message.endswith("constant 'evasion-roll' should have a value that is integer; its value is 4.5")


def test_tsars_fortresses_marker_off_its_space(tot):
    line = tot.replace("tracks.yaml", "{index: 12, markers: [marker-tsars-fortresses-legitimacy]",
                       "{index: 11, markers: [marker-tsars-fortresses-legitimacy]")
    [(name, at, _, message)] = found(tot, "tot-tsars-fortresses-legitimacy")
    assert (name, at) == ("tracks.yaml", line)
    assert message.endswith("track space '11' of track 'victory-points-track' has index 11, below 12")


def test_a_renamed_rule_value_is_an_error_not_a_skip(tot):
    tot.replace("numbers.yaml", "  - {id: rout-losses,", "  - {id: rout-losses-x,")
    assert [d.message for d in tot.findings("tot-combat-monotone")] == [
        "rule 'tot-combat-monotone' needs the constant 'rout-losses', which the content does not have"]
    assert sorted(d.message for d in tot.findings("derived-table")) == [
        f"derived table '{table}' needs the constant 'rout-losses', which the content does not have"
        for table in ("tot-combat-losses", "tot-key-numbers")]


# -- derived odds --------------------------------------------------------------------------------

D6 = Evasion(faces=6, target=4, failure=1, success=6)


def test_evasion_by_strategic_difference():
    # 4+ after the difference: the faces 2-5 that reach 4 - d, plus the natural 6
    sixths = {-4: 1, -3: 1, -2: 1, -1: 2, 0: 3, 1: 4, 2: 5, 3: 5, 4: 5}
    assert {d: D6.chance(d) for d in range(-4, 5)} == {d: Fraction(n, 6) for d, n in sixths.items()}


def test_evasion_table_follows_the_content_and_the_battle_example(game, derived):
    table = derived["tot-evasion"]
    assert [row[0] for row in table.rows] == ["-2 or less", "-1", "0", "+1", "+2 or more"]
    assert [Fraction(row[2]) for row in table.rows] == [Fraction(n, 6) for n in (1, 2, 3, 4, 5)]
    cards = {c.id: c.attributes for c in game.deck("commander-deck").cards}
    difference = cards["fyodor-mstislavsky"]["strategic"] - cards["lyudmitry-i"]["strategic"]
    assert difference == -2 and D6.chance(difference) == Fraction(1, 6)     # "6 or more" (9.)
    assert table.rows[0][1].startswith("6")


def test_evasion_odds_move_with_the_rule_value(tot):
    tot.replace("numbers.yaml", "value: 4, unit: or more", "value: 5, unit: or more")
    game = validate(tot.root, [GAME]).project.games[GAME]
    table = next(t for t in derived_tables(game) if t.id == "tot-evasion")
    assert [(row[0], row[2]) for row in table.rows][:2] == [("-1 or less", "1/6"), ("0", "1/3")]


def test_tactical_advantage_by_difference(derived):
    # win: a + d > b over 36 pairs; ties a + d == b rolled again
    expected = {0: Fraction(15, 30), 1: Fraction(21, 31), 2: Fraction(26, 32), 3: Fraction(30, 33),
                4: Fraction(33, 34), 5: Fraction(35, 35)}
    for difference, chance in expected.items():
        assert tactical_chance(difference, 6) == chance
        assert tactical_chance(-difference, 6) == 1 - chance
    rows = {row[0]: Fraction(row[1]) for row in derived["tot-tactical-advantage"].rows}
    assert rows["+1"] == Fraction(21, 31) and rows["-5"] == 0 and len(rows) == 11


def test_subjugation_odds_per_region(derived):
    rows = {row[0]: row[1:] for row in derived["tot-subjugation-odds"].rows}
    assert rows["Volga cities"] == (5, "2/3", "7/6", "7/30", "-")           # (1+2+2+2)/6, per 5 LG
    assert rows["Western cities"] == (3, "2/3", "2/3", "2/9", "-")          # 4/6, per 3 LG
    assert rows["Fortresses"] == (8, "1/2", "2/3", "1/12", "-")             # faces 4-6: (1+1+2)/6


def test_subjugation_odds_follow_the_content(tot):
    tot.replace("subjugation.yaml", '{roll: 6, cells: [Nizhny Novgorod, 2, "-", "-"]}',
                '{roll: 6, cells: [{unknown: "cut off"}, {unknown: "cut off"}, "-", "-"]}')
    game = validate(tot.root, [GAME]).project.games[GAME]
    table = next(t for t in derived_tables(game) if t.id == "tot-subjugation-odds")
    rows = {row[0]: row[1:] for row in table.rows}
    assert rows["Fortresses"] == (8, "at least 1/3", "at least 1/3", "at least 1/24", "6")


def test_siege_odds(derived):
    assert siege_odds(5, 0, 6) == (Fraction(1, 3), 0, 3, 0)
    assert siege_odds(6, 2, 6) == (Fraction(1, 6), Fraction(1, 3), 6, 2)     # 2/6 loss over 1/6 take
    fortress, powerful = derived["tot-sieges"].rows
    assert fortress[1:3] == ("5+", "1/3") and fortress[4] == "not stated"
    assert powerful[1:3] == ("6", "1/6") and powerful[4:] == ("1/3", "6", "2")


def test_combat_losses_per_column(derived):
    rows = {(row[0], row[1]): row[2:] for row in derived["tot-combat-losses"].rows}
    assert len(rows) == 14
    assert rows[("Shooting Table", "5-7")] == ("0 1 1 1 ? ?", "at least 1/2", "at least 0")
    assert rows[("Shooting Table", "8-11")] == ("1 1 1 ? ? 3", "at least 1", "at least 0")
    assert rows[("Melee Table", "12-15")] == ("1 2 2 ? ! ?", "at least 4/3", "at least 1/6")   # (1+2+2+3)/6
    assert rows[("Melee Table", "1")] == ("0 0 0 ? ? ?", "at least 0", "at least 0")


def test_combat_losses_are_exact_once_a_column_is_complete(tot):
    for row in (4, 5, 6):
        head = f"      - roll: {row}\n        cells:\n          - "
        cut = '{unknown: "The text shows die rows 1-3 only"}'
        tot.replace("combat.yaml", head + cut, head + f'"{row - 3}"')
    game = validate(tot.root, [GAME]).project.games[GAME]
    table = next(t for t in derived_tables(game) if t.id == "tot-combat-losses")
    assert table.rows[0][2:] == ("0 0 0 1 2 3", "1", "0")                    # (1+2+3)/6


def test_numbers_to_remember_come_from_the_content(derived):
    rows = {row[1]: (row[0], row[2], row[3]) for row in derived["tot-key-numbers"].rows}
    assert rows["Evasion roll before the strategic difference"] == ("Battle", "4+", "7.6.1.")
    assert rows["Roll that captures a besieged powerful fortress"] == ("Sieges", "6", "10.5.3.")
    assert rows["Highest siege roll that costs the besieger a combat unit"] == ("Sieges", "1-2", "10.5.3.")
    assert rows["VP of the Peace with Sweden marker"] == ("Victory", "-4 VP", "11.2.1.")
    assert rows["Cards taken from the own Party deck each year"][1] == "1 card"
    assert rows["Most cards in hand at any moment"][1] == "12 cards"


# -- Russian titles in print and on the page -----------------------------------------------------

def _russian_titles(game):
    """The Russian titles a reader meets: cards' and tables' local titles."""
    titles = [c.local_title for d in game.decks for c in d.cards if c.local_title]
    titles += [t.local_title for t in game.tables if t.local_title]
    assert titles and all(any("\u0400" <= ch <= "\u04ff" for ch in t) for t in titles)
    return titles


def test_russian_titles_print_exactly_in_the_kit_and_the_html(game, tmp_path):
    import html as html_lib

    from pypdf import PdfReader

    from generator.settings_file import KitSettings
    from generator.model.game.project import Project
    from generator.render.html_site import write_site
    from generator.render.kit_pdf import write_kits

    titles = _russian_titles(game)
    (kit,) = write_kits(game, tmp_path, KitSettings(papers=("a4",)), game.folder.parent.parent)
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(kit).pages)
    assert [t for t in titles if " ".join(t.split()) not in text] == []
    project = Project(root=game.folder.parent.parent, games={GAME: game})
    write_site(project, tmp_path / "html")
    page = html_lib.unescape((tmp_path / "html" / f"{GAME}.html").read_text(encoding="utf-8"))
    assert [t for t in titles if t not in page] == []


def test_a_misspelt_player_colour_is_reported_with_did_you_mean(tot):
    line = tot.replace("game.yaml", "colours: [muscovite, polish, rebel,", "colours: [muscovite, polish, rebeql,")
    _, column = tot.where("game.yaml", "rebeql")
    findings = tot.findings("player-colour-name")
    assert [(d.pos.path.rsplit("/", 1)[-1], d.pos.line, d.pos.column) for d in findings] == [("game.yaml", line, column)]
    assert findings[0].message.endswith("did you mean 'rebel'?")
    tot.replace("game.yaml", "rebeql,", "rebel,")
    assert tot.findings("player-colour-name") == []
