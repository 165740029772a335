"""The Time of Troubles 1605-1612: shipped content, each ``tot-`` check on a broken copy (rule,
message and line:col), the derived odds against hand-computed values, and the Cyrillic text."""

from __future__ import annotations

import unicodedata
from fractions import Fraction

import pytest

from generator.games.time_of_troubles.odds import evasion_chance, siege_odds, tactical_chance
from generator.model.values import Unknown, is_unknown
from generator.report.coverage import coverage
from generator.rules.derived import derived_tables
from generator.builtin import all_rules
from generator.validation import validate

GAME = "time-of-troubles"




def found(copy, rule: str):
    """(line, column, message) of each finding of one rule."""
    return [(d.pos.line, d.pos.column, d.message) for d in copy.findings(rule)]


def only(copy, rule: str, position: tuple[int, int], fragment: str) -> None:
    """Exactly one finding of ``rule``, at ``position``, whose message holds ``fragment``."""
    results = found(copy, rule)
    assert [(line, column) for line, column, _ in results] == [position], results
    assert fragment in results[0][2]


@pytest.fixture
def tot(content_copy):
    return content_copy(GAME)


# -- the shipped content -------------------------------------------------------------------------

def test_shipped_content_has_no_findings_at_all(shipped):
    assert [str(d) for d in shipped.diagnostics] == []


def test_every_check_is_registered_for_this_game():
    ids = {r.id for r in all_rules() if r.game == GAME}
    assert ids == {
        "tot-subjugation-faces", "tot-subjugation-cost", "tot-subjugation-result",
        "tot-subjugation-city", "tot-subjugation-vp", "tot-combat-cell", "tot-combat-monotone",
        "tot-recruitment-cost", "tot-place-restriction", "tot-unit-values",
        "tot-distribution-names", "tot-distribution-unique", "tot-distribution-parties",
        "tot-setup-placement", "tot-location-kind", "tot-character-rows"}
    for spec in all_rules():
        if spec.game == GAME:
            assert "Passes" in spec.doc and "Fails" in spec.doc, spec.id


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
    assert len(game.board("map").spaces) == 32 and len(game.board("parties").spaces) == 5
    assert len([t for t in game.tables if t.id.startswith("subjugation-")]) == 6
    turns = game.track("turn-record").spaces
    assert (len(turns), turns[0].label, turns[-1].label) == (29, "Winter 1605", "Winter 1612")
    assert turns[4].label == "Winter 1606" and turns[4].markers == ["marker-power-crisis"]


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
    fortresses = game.table("subjugation-fortresses")
    assert is_unknown(fortresses.rows[-1].cells[0]) and fortresses.rows[-1].roll == "6"


def test_report_counts_the_unknowns(game):
    rows = coverage(game).unknowns
    reasons = [row.reason for row in rows]
    assert reasons.count("The text shows die rows 1-3 only") == 19 + 20
    assert "The text of the Fortresses list stops after face 5" in reasons
    assert sum("roads are not in the rulebook text" in r for r in reasons) == 32


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


# -- subjugation tables --------------------------------------------------------------------------

def test_subjugation_table_not_on_a_d6(tot):
    volga = "\n    row_header: Die\n    columns: [{id: subjugation-volga"
    line = tot.replace("subjugation.yaml", "    dice: 6" + volga, "    dice: 8" + volga)
    only(tot, "tot-subjugation-faces", (line, 11), "one six-sided die")


def test_subjugation_face_twice_is_reported_by_dice_table_faces(tot):
    line = tot.replace("subjugation.yaml", '{roll: 6, cells: ["Yaroslavl', '{roll: 5, cells: ["Yaroslavl')
    results = found(tot, "dice-table-faces")
    rows = tot.where("subjugation.yaml", "- {roll: 1-2")
    assert [(r[0], r[1]) for r in results] == [rows, (line, 16)]
    assert "faces 6 are not covered" in results[0][2] and "face 5 is covered twice" in results[1][2]


def test_subjugation_cost_zero(tot):
    line = tot.replace("subjugation.yaml", "title: Volga cities (5 LG)", "title: Volga cities (0 LG)")
    only(tot, "tot-subjugation-cost", (line, 12), "the LG cost is 0")


def test_subjugation_cost_missing(tot):
    line = tot.replace("subjugation.yaml", "title: Western cities (3 LG)", "title: Western cities")
    only(tot, "tot-subjugation-cost", (line, 12), "gives no cost")


def test_subjugation_result_malformed(tot):
    tot.replace("subjugation.yaml", '"Tver (2)"', '"Tver 2"')
    only(tot, "tot-subjugation-result", tot.where("subjugation.yaml", '"Tver 2"'),
         "'Tver 2' is not 'nothing'")


def test_subjugation_city_unknown(tot):
    tot.replace("subjugation.yaml", '"Tver (2)"', '"Tverr (2)"')
    results = found(tot, "tot-subjugation-city")
    assert [(r[0], r[1]) for r in results] == [tot.where("map.yaml", "subjugation-volga]", nth=2),
                                                tot.where("subjugation.yaml", '"Tverr (2)"')]
    assert "'tver' names 'subjugation-volga' under 'subjugation', which does not list Tver" in results[0][2]
    assert "'Tverr' is no location of the map" in results[1][2]


def test_subjugation_city_powerful_fortress(tot):
    tot.replace("subjugation.yaml", '"Tula (1) or Kolomna (1)"', '"Tula (1) or Kolomna (1) or Moscow (1)"')
    only(tot, "tot-subjugation-city", tot.where("subjugation.yaml", '"Tula (1) or Kolomna (1) or Moscow'),
         "'Moscow' is a powerful fortress")


def test_subjugation_city_and_location_disagree(tot):
    tot.replace("map.yaml", "subjugation: [subjugation-volga]", "subjugation: [subjugation-western]")
    results = found(tot, "tot-subjugation-city")
    assert [(r[0], r[1]) for r in results] == [
        tot.where("map.yaml", "subjugation-western]"),
        tot.where("subjugation.yaml", '"Kostroma (1)"')]
    assert "names 'subjugation-western' under 'subjugation', which does not list Kostroma" in results[0][2]
    assert "location 'kostroma' does not name it" in results[1][2]


def test_subjugation_vp_differs_from_the_map(tot):
    tot.replace("subjugation.yaml", '"Tver (2)"', '"Tver (3)"')
    only(tot, "tot-subjugation-vp", tot.where("subjugation.yaml", '"Tver (3)"'),
         "gives Tver 3 VP, the map 2")
    related = tot.findings("tot-subjugation-vp")[0].related[0].pos
    line, column = tot.where("map.yaml", "vp: 2", nth=1)
    assert tot.where("map.yaml", "name: Tver")[0] + 3 == line
    assert (related.path.rsplit("/", 1)[-1], related.line, related.column) == ("map.yaml", line, column + 4)


# -- combat, recruitment and units ---------------------------------------------------------------

def test_combat_cell_malformed(tot):
    tot.replace("combat.yaml", 'cells: ["-", "-", "-", "-", 1, 1, 1]', 'cells: ["-", "x", "-", "-", 1, 1, 1]')
    only(tot, "tot-combat-cell", tot.where("combat.yaml", '"x"'),
         "'x' is not '-', a number of losses or '!'")


def test_combat_cell_with_star_is_well_formed(tot):
    tot.replace("combat.yaml", '"-", "-", 1, 1, 1]', '"-", "-", "1*", 1, 1]')
    assert found(tot, "tot-combat-cell") == [] and found(tot, "tot-combat-monotone") == []


def test_combat_row_gives_fewer_for_more_strength(tot):
    tot.replace("combat.yaml", '"-", "-", 1, 1, 1]', '"-", "-", 1, "-", 1]')
    line, column = tot.where("combat.yaml", '1, "-", 1]')
    only(tot, "tot-combat-monotone", (line, column + 3), "column 12-15 gives fewer losses than column 8-11")


def test_combat_column_gives_fewer_for_a_higher_die(tot):
    tot.replace("combat.yaml", 'cells: ["-", "-", "-", 1, 1, 1, 2]', 'cells: ["-", "-", "-", 1, 1, 1, 3]')
    line = tot.where("combat.yaml", 'cells: ["-", "-", 1, 1, 1, 2, 2]')[0]
    only(tot, "tot-combat-monotone", (line, 39), "column 16+: die 3 gives fewer losses than die 2")


def test_recruitment_cost_not_positive(tot):
    tot.replace("troops.yaml", '{label: Cossacks, cells: [3, "-"]}', '{label: Cossacks, cells: [0, "-"]}')
    line, column = tot.where("troops.yaml", '[0, "-"]')
    only(tot, "tot-recruitment-cost", (line, column + 1), "recruitment cost of 'Cossacks' is '0'")


def test_place_restriction_names_no_location(tot):
    line = tot.replace("troops.yaml", "cells: [4, Poland]", "cells: [4, Polnd]")
    only(tot, "tot-place-restriction", (line, tot.where("troops.yaml", "Polnd")[1]),
         "'Polish infantry' may be recruited only in 'Polnd'")


def test_unit_value_not_a_number(tot):
    line = tot.replace("troops.yaml", "{label: Polish winged hussars, cells: [0, 5]}",
                       "{label: Polish winged hussars, cells: [0, five]}")
    only(tot, "tot-unit-values", (line, tot.where("troops.yaml", "five]")[1]),
         "Melee 'five' is not a whole number")


# -- parties and setup ---------------------------------------------------------------------------

def test_distribution_names_an_unknown_commander(tot):
    tot.replace("parties.yaml", "[istoma-pashkov, jan-sapieha]", "[istoma-pashkov, jan-sapeha]")
    only(tot, "tot-distribution-names", tot.where("parties.yaml", "jan-sapeha"),
         "party 'polish', 3 players: 'jan-sapeha' is no known commander")


def test_distribution_names_an_unknown_setup_character(tot):
    tot.replace("parties.yaml", "setup_characters: [marina-mniszech]", "setup_characters: [marina-mnishek]")
    only(tot, "tot-distribution-names", tot.where("parties.yaml", "marina-mnishek"),
         "party 'polish' starts with 'marina-mnishek', which is no Character")


def test_distribution_gives_a_commander_to_two_parties(tot):
    tot.replace("parties.yaml", "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov]",
                "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov, jan-sapieha]")
    only(tot, "tot-distribution-unique", tot.where("parties.yaml", "jan-sapieha", nth=3),
         "3 players: 'jan-sapieha' goes to 'rebel' and already to 'polish'")


def test_distribution_gives_out_a_reserve_commander(tot):
    tot.replace("parties.yaml", "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov]",
                "[dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov, jacob-de-la-gardie]")
    only(tot, "tot-distribution-unique", tot.where("parties.yaml", "jacob-de-la-gardie"),
         "'jacob-de-la-gardie' is in reserve (12.) but goes to 'rebel'")


def test_distribution_gives_out_more_cards_than_the_deck_holds(tot):
    tot.replace("parties.yaml", "cards: [card-assassin-sent]\n",
                "cards: [card-assassin-sent, card-assassin-sent]\n")
    only(tot, "tot-distribution-unique", tot.where("parties.yaml", "card-assassin-sent, card-boyar", nth=2),
         "'card-assassin-sent' is given out 3 times, but the deck holds 2")


def test_an_unknown_player_count_skips_the_per_count_checks_without_a_crash(tot):
    tot.replace("game.yaml", "players: {min: 2, max: 5}", "players: {min: 2, max: {unknown: not printed}}")
    assert [d.rule for d in tot.findings() if d.rule.startswith("tot-")] == []


def test_distribution_parties_per_player_count(tot):
    tot.replace("parties.yaml", "players: [3, 4, 5]", "players: [4, 5]")
    results = found(tot, "tot-distribution-parties")
    assert [(r[0], r[1]) for r in results] == [
        tot.where("parties.yaml", "id: parties"),
        tot.where("parties.yaml", "commanders: [dmitry-trubetskoy, mikhail-sheyn, prokopy-lyapunov]")]
    assert "2 Parties list 3 under 'players'" in results[0][2]
    assert "party 'rebel' does not play with 3 players but has 'allotted_3p'" in results[1][2]


def test_setup_places_an_unknown_commander(tot):
    tot.replace("map.yaml", "[fyodor-mstislavsky]", "[fyodor-mstislavskiy]")
    only(tot, "tot-setup-placement", tot.where("map.yaml", "fyodor-mstislavskiy"),
         "'kaluga' setup_commanders: 'fyodor-mstislavskiy' is no Commander")


def test_setup_places_a_commander_twice(tot):
    tot.replace("map.yaml", "setup_commanders: [pyotr-basmanov]", "setup_commanders: [vasily-golitsyn]")
    only(tot, "tot-setup-placement", tot.where("map.yaml", "vasily-golitsyn", nth=2),
         "Commander 'vasily-golitsyn' is placed at 'bryansk' and at 'moscow'")


def test_appearance_names_an_unknown_location(tot):
    tot.replace("commanders.yaml", "voronezh, putivl]", "voronezh, putivel]")
    only(tot, "tot-setup-placement", tot.where("commanders.yaml", "putivel"),
         "'ivan-zarutsky' appears_at: 'putivel' is no location of the map")


def test_starting_units_name_an_unknown_unit(tot):
    tot.replace("commanders.yaml", "starting_units: {cossacks: 4}", "starting_units: {kossacks: 4}")
    line, column = tot.where("commanders.yaml", "kossacks")
    only(tot, "tot-setup-placement", (line, column + len("kossacks: ")),
         "'ivan-zarutsky' starting_units: 'kossacks' is no combat unit")


def test_track_marker_names_an_unknown_marker(tot):
    tot.replace("tracks.yaml", "markers: [marker-turn]", "markers: [marker-trun]")
    only(tot, "tot-setup-placement", tot.where("tracks.yaml", "marker-trun"),
         "track 'turn-record', space 0: 'marker-trun' is no marker")


def test_location_kind_unknown_word(tot):
    tot.replace("map.yaml", "name: Tver\n        attributes:\n          kind: city-vp",
                "name: Tver\n        attributes:\n          kind: town")
    line, column = tot.where("map.yaml", "kind: town")
    only(tot, "tot-location-kind", (line, column + len("kind: ")), "kind 'town' is not one of city-vp")


def test_location_vp_does_not_fit_its_kind(tot):
    tot.replace("map.yaml", "kind: city-vp\n          vp: 2", "kind: city-vp\n          vp: 0")
    line, column = tot.where("map.yaml", "vp: 0")
    only(tot, "tot-location-kind", (line, column + 4), "a city-vp with 0 VP")


def test_location_without_vp(tot):
    rest = "\n          subjugation: [subjugation-fortresses]\n          shuisky"
    tot.replace("map.yaml", "          vp: 1" + rest, rest[1:])
    line, column = tot.where("map.yaml", "kind: fortress", nth=2)
    only(tot, "tot-location-kind", (line, column + 6), "location 'oreshek' states no 'vp'")


def test_character_table_row_without_counter(tot):
    tot.replace("commanders.yaml", 'label: "Ivan Romanov"\n', 'label: "Ivan Romanoff"\n')
    results = found(tot, "tot-character-rows")
    line, column = tot.where("commanders.yaml", '"Ivan Romanoff"')
    rows = tot.where("commanders.yaml", '- label: "Boris Godunov"')
    assert [(r[0], r[1]) for r in results] == [rows, (line, column)]
    assert "no row for the Character 'Ivan Romanov'" in results[0][2]
    assert "'Ivan Romanoff' is no Character counter" in results[1][2]


# -- derived odds --------------------------------------------------------------------------------

def test_evasion_by_strategic_difference():
    # 4+ adjusted: the faces 2-5 that reach 4 - d, plus the natural 6
    sixths = {-4: 1, -3: 1, -2: 1, -1: 2, 0: 3, 1: 4, 2: 5, 3: 5, 4: 5}
    expected = {d: Fraction(n, 6) for d, n in sixths.items()}
    assert {d: evasion_chance(d) for d in range(-4, 5)} == expected


def test_evasion_table_and_the_battle_example(game, derived):
    table = derived["tot-evasion"]
    assert [row[0] for row in table.rows] == ["-4", "-3", "-2", "-1", "0", "+1", "+2", "+3", "+4"]
    assert [Fraction(row[2]) for row in table.rows][3:6] == [Fraction(1, 3), Fraction(1, 2), Fraction(2, 3)]
    cards = {c.id: c.attributes for c in game.deck("commander-deck").cards}
    difference = cards["fyodor-mstislavsky"]["strategic"] - cards["lyudmitry-i"]["strategic"]
    assert difference == -2 and evasion_chance(difference) == Fraction(1, 6)   # "6 or more" (9.)
    assert table.rows[2][1].startswith("6")


def test_tactical_advantage_by_difference(derived):
    # win: a + d > b over 36 pairs; ties a + d == b re-rolled
    expected = {0: Fraction(15, 30), 1: Fraction(21, 31), 2: Fraction(26, 32), 3: Fraction(30, 33),
                4: Fraction(33, 34), 5: Fraction(35, 35)}
    for difference, chance in expected.items():
        assert tactical_chance(difference) == chance
        assert tactical_chance(-difference) == 1 - chance
    rows = {row[0]: Fraction(row[1]) for row in derived["tot-tactical-advantage"].rows}
    assert rows["+1"] == Fraction(21, 31) and rows["-5"] == 0 and len(rows) == 11


def test_subjugation_odds_per_region(derived):
    rows = {row[0]: row[1:] for row in derived["tot-subjugation-odds"].rows}
    assert rows["Volga cities (5 LG)"] == (5, "2/3", "7/6", "7/30", "-")          # (1+2+2+2)/6, /5
    assert rows["Western cities (3 LG)"] == (3, "2/3", "2/3", "2/9", "-")         # 4/6, /3
    assert rows["Northern cities (3 LG)"] == (3, "2/3", "2/3", "2/9", "-")
    assert rows["Fortresses (8 LG)"] == (8, "at least 1/3", "at least 1/3", "at least 1/24", "6")


def test_subjugation_odds_follow_the_content(tot):
    tot.replace("subjugation.yaml", '[{unknown: "The text of the Fortresses list stops after face 5"}]',
                "[nothing]")
    tot.replace("subjugation.yaml", '"Tver (2)"', '"Tver (2) or Rzhev (1)"')
    game = validate(tot.root, [GAME]).project.games[GAME]
    table = next(t for t in derived_tables(game) if t.id == "tot-subjugation-odds")
    rows = {row[0]: row[1:] for row in table.rows}
    assert rows["Fortresses (8 LG)"] == (8, "1/3", "1/3", "1/24", "-")
    assert rows["Volga cities (5 LG)"] == (5, "2/3", "1-7/6", "1/5-7/30", "-")     # Tver or Rzhev: 1 or 2 VP


def test_siege_odds(derived):
    assert siege_odds(5, 0) == (Fraction(1, 3), 0, 3, 0)
    assert siege_odds(6, 2) == (Fraction(1, 6), Fraction(1, 3), 6, 2)             # 2/6 loss over 1/6 take
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
        tot.replace("combat.yaml", head + cut, head + str(row - 3))
    game = validate(tot.root, [GAME]).project.games[GAME]
    table = next(t for t in derived_tables(game) if t.id == "tot-combat-losses")
    assert table.rows[0][2:] == ("0 0 0 1 2 3", "1", "0")                           # (1+2+3)/6


def test_checks_and_odds_survive_odd_shapes(tot):
    tot.replace("parties.yaml", "players: [2, 3, 4, 5]", 'players: {unknown: "odd"}')
    tot.replace("parties.yaml", "setup_characters: [marina-mniszech]", "setup_characters: [{a: 1}]")
    tot.replace("parties.yaml", "[istoma-pashkov, jan-sapieha]", "[{a: 1}, jan-sapieha]")
    tot.replace("map.yaml", "subjugation: [subjugation-volga]", "subjugation: [{a: 1}]")
    tot.replace("map.yaml", "setup_commanders: [vasily-golitsyn]", "setup_commanders: [[1]]")
    tot.replace("subjugation.yaml", '"Tver (2)"', "[1]")
    result = validate(tot.root, [GAME])
    rules = {d.rule for d in result.diagnostics}
    assert {"tot-distribution-names", "tot-distribution-parties", "tot-subjugation-city",
            "tot-setup-placement"} <= rules
    assert len(derived_tables(result.project.games[GAME])) == 5


def _russian_titles(game):
    """The Russian titles a reader meets: cards' and tables' local titles."""
    titles = [c.local_title for d in game.decks for c in d.cards if c.local_title]
    titles += [t.local_title for t in game.tables if t.local_title]
    assert titles and all(any("\u0400" <= ch <= "\u04ff" for ch in t) for t in titles)
    return titles


def test_russian_titles_print_exactly_in_the_kit_and_the_html(game, tmp_path):
    import html as html_lib

    from pypdf import PdfReader

    from generator.kit.settings import KitSettings
    from generator.model.project import Project
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
