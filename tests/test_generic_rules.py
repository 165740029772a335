"""Each generic rule: a passing and a failing fixture, with rule id, message and line:col."""

from project_fixture import at, demo

SRC = "source: {section: S}"


def test_unique_ids(tmp_path):
    body = f"""\
    resources:
      - {{id: fur, name: Fur, {SRC}}}
      - {{id: fur, name: Fur again, {SRC}}}
    """
    assert demo(tmp_path, body, "unique-ids") == [
        ("unique-ids", *at(body, 3, "fur"), "ID 'fur' is already used (line 2)")]


def test_unique_ids_pass(tmp_path):
    body = f"resources:\n  - {{id: fur, name: Fur, {SRC}}}\n  - {{id: ore, name: Ore, {SRC}}}\n"
    assert demo(tmp_path, body, "unique-ids") == []


CARDS = f"""\
resources:
  - {{id: fur, name: Fur, {SRC}}}
components:
  - {{id: deed-cards, name: Deeds, total: 3, encoded_as: deeds, {SRC}}}
decks:
  - id: deeds
    name: Deeds
    {SRC}
    cards:
      - {{id: a, title: A, copies: 2, cost: {{fur: 1}}}}
      - {{id: b, title: B, cost: {{fur: 2}}}}
"""


def test_component_count_passes_with_copies_counted(tmp_path):
    assert demo(tmp_path, CARDS, "component-count") == []


def test_component_count_mismatch(tmp_path):
    found = demo(tmp_path, CARDS.replace("copies: 2", "copies: 1"), "component-count")
    assert found == [("component-count", *at(CARDS, 4, "3,"), "component 'deed-cards' declares 3 but 'deeds' encodes 2")]


def test_reference_to_missing_resource(tmp_path):
    body = CARDS.replace("cost: {fur: 2}", "cost: {furs: 2}")
    found = demo(tmp_path, body, "reference-resolves")
    assert found == [("reference-resolves", *at(body, 11, "furs"), "card 'b' cost names 'furs', which is no resource")]


def test_reference_to_missing_encoding(tmp_path):
    body = CARDS.replace("encoded_as: deeds", "encoded_as: deed")
    found = demo(tmp_path, body, "reference-resolves")
    assert [(f[1], f[2]) for f in found] == [at(body, 4, "deed,")]
    assert "encoded as 'deed'" in found[0][3]


def test_reference_in_alternatives(tmp_path):
    found = demo(tmp_path, CARDS.replace("cost: {fur: 2}", "reward: [{fur: 1}, {gold: 1}]"),
                 "reference-resolves")
    assert [f[3] for f in found] == ["card 'b' reward names 'gold', which is no resource"]


def test_colour_count(tmp_path):
    body = f"components:\n  - {{id: dice, name: Dice, total: 7, per_colour: 3, extra: 1, {SRC}}}\n"
    assert demo(tmp_path, body, "colour-count") == []
    body = body.replace("total: 7", "total: 8")
    found = demo(tmp_path, body, "colour-count")
    assert found == [("colour-count", *at(body, 2, "8,"),
                      "component 'dice': 3 per colour x 2 colours + 1 = 7, but the total is 8")]


def test_stand_in_kinds_add_up_to_the_total(tmp_path):
    body = (f"components:\n  - id: cubes\n    name: Cubes\n    total: 6\n    {SRC}\n    stand_in:\n"
            "      kinds: [{label: Gold, copies: 4, colour: yellow}, {label: Wood, copies: 2, colour: brown}]\n")
    assert demo(tmp_path, body, "stand-in-kinds") == []
    body = body.replace("copies: 2", "copies: 1")
    found = demo(tmp_path, body, "stand-in-kinds")
    assert found == [("stand-in-kinds", *at(body, 7, "[{label"),
                      "component 'cubes': its stand-in kinds count 5 counters, but the total is 6")]


DICE = f"""\
tables:
  - id: t
    title: T
    dice: 6
    {SRC}
    columns: [{{id: c, label: C}}]
    rows:
      - {{roll: 1, cells: [a]}}
      - {{roll: "2-3", cells: [b]}}
      - {{roll: "4-6", cells: [c]}}
"""


def test_dice_table_covering_every_face_passes(tmp_path):
    assert demo(tmp_path, DICE, "dice-table-faces") == []


def test_dice_table_face_twice(tmp_path):
    body = DICE.replace('"4-6"', '"3-6"')
    found = demo(tmp_path, body, "dice-table-faces")
    assert found == [("dice-table-faces", *at(body, 10, '"3-6"'), "table 't': face 3 is covered twice")]


def test_dice_table_face_missing(tmp_path):
    found = demo(tmp_path, DICE.replace('"4-6"', '"4-5"'), "dice-table-faces")
    assert found == [("dice-table-faces", *at(DICE, 8, "- "), "table 't': faces 6 are not covered")]


def test_dice_table_bad_roll(tmp_path):
    body = DICE.replace('"4-6"', '"4-7"')
    found = demo(tmp_path, body, "dice-table-faces")
    assert ("dice-table-faces", *at(body, 10, '"4-7"'),
            "table 't': roll '4-7' is not a face or range of faces 1-6") in found


def test_table_shape(tmp_path):
    assert demo(tmp_path, DICE, "table-shape") == []
    body = DICE.replace("cells: [b]", "cells: [b, x]")
    found = demo(tmp_path, body, "table-shape")
    assert found == [("table-shape", *at(body, 9, "[b, x]"), "table 't': row has 2 cells for 1 columns")]


BOARD = f"""\
boards:
  - id: map
    name: Map
    {SRC}
    spaces:
      - {{id: kiev, name: Kiev, adjacent: [volyn]}}
      - {{id: volyn, name: Volyn, adjacent: [kiev]}}
"""


def test_adjacency_symmetric_passes(tmp_path):
    assert demo(tmp_path, BOARD, "adjacency") == []


def test_adjacency_not_symmetric(tmp_path):
    found = demo(tmp_path, BOARD.replace("adjacent: [kiev]", "adjacent: []"), "adjacency")
    assert found == [("adjacency", *at(BOARD, 6, "[volyn]"), "'kiev' lists 'volyn' as adjacent but 'volyn' does not list 'kiev'")]


def test_adjacency_to_missing_space(tmp_path):
    body = BOARD.replace("adjacent: [kiev]", "adjacent: [kiev, rome]")
    found = demo(tmp_path, body, "adjacency")
    assert found == [("adjacency", *at(body, 7, "[kiev, rome]"), "space 'volyn' lists 'rome', which is no space of board 'map'")]


def test_adjacency_may_be_unknown(tmp_path):
    body = BOARD.replace("adjacent: [kiev]", "adjacent: {unknown: roads not in the text}")
    body = body.replace("adjacent: [volyn]", "adjacent: {unknown: roads not in the text}")
    assert demo(tmp_path, body) == []


TRACK = f"""\
tracks:
  - id: vp
    name: VP
    {SRC}
    spaces: [{{index: 0}}, {{index: 1}}, {{index: 2}}]
    thresholds: [{{at: 2, value: 1}}]
"""


def test_track_contiguous_passes(tmp_path):
    assert demo(tmp_path, TRACK) == []


def test_track_gap(tmp_path):
    body = TRACK.replace("{index: 2}", "{index: 3}")
    found = demo(tmp_path, body, "track-contiguous")
    assert found == [("track-contiguous", *at(body, 5, "3}"), "track 'vp': index 3 follows 1; expected 2")]


def test_track_threshold_off_track(tmp_path):
    body = TRACK.replace("at: 2", "at: 5")
    found = demo(tmp_path, body, "track-threshold")
    assert found == [("track-threshold", *at(body, 6, "5,"), "track 'vp': threshold at 5 is off the track (0-2)")]


def test_source_required(tmp_path):
    found = demo(tmp_path, "resources:\n  - {id: fur, name: Fur}\n", "source-required")
    assert found == [("source-required", 2, 5,
                      "'fur' cites no source (a rulebook section, or a public source with a confidence)")]


def test_public_source_needs_confidence(tmp_path):
    body = "resources:\n  - {id: fur, name: Fur, source: {public: some/repo map.js}}\n"
    assert demo(tmp_path, body, "source-form") == [
        ("source-form", 2, 34, "public source 'some/repo map.js' needs a confidence (high, medium, low)")]
    ok = body.replace("map.js}", "map.js, confidence: medium}")
    assert demo(tmp_path, ok, "source-form") == []


def test_players_range(tmp_path):
    from project_fixture import HEADER, findings, write_project

    write_project(tmp_path, {"game.yaml": HEADER.replace("min: 1, max: 4", "min: 5, max: 2")})
    assert findings(tmp_path, "players-range") == [("players-range", 4, 18, "players min 5 exceeds max 2")]


def test_font_glyph(tmp_path):
    assert demo(tmp_path, f"resources:\n  - {{id: a, name: Таблица, {SRC}}}\n", "font-glyph") == []
    body = f"resources:\n  - {{id: a, name: 象棋, {SRC}}}\n"
    found = demo(tmp_path, body, "font-glyph")
    assert found == [("font-glyph", *at(body, 2, "象棋"), "no glyph in the embedded font for '棋' (U+68CB), '象' (U+8C61)")]


def test_font_glyph_names_each_text_with_only_its_own_missing_characters(tmp_path):
    body = (f"resources:\n  - {{id: a, name: Plain, {SRC}}}\n  - {{id: b, name: 象, {SRC}}}\n"
            f"  - {{id: c, name: Таблица, {SRC}}}\n  - {{id: d, name: 棋象, {SRC}}}\n")
    assert demo(tmp_path, body, "font-glyph") == [
        ("font-glyph", *at(body, 3, "象"), "no glyph in the embedded font for '象' (U+8C61)"),
        ("font-glyph", *at(body, 5, "棋象"), "no glyph in the embedded font for '棋' (U+68CB), '象' (U+8C61)")]


def test_manifest_id_must_match_folder(tmp_path):
    from project_fixture import HEADER, findings, write_project

    write_project(tmp_path, {"game.yaml": HEADER.replace("id: demo", "id: other")})
    assert findings(tmp_path, "manifest-id") == [
        ("manifest-id", 2, 7, "manifest id 'other' differs from its folder 'demo'")]


def test_missing_manifest(tmp_path):
    from project_fixture import findings, write_project

    write_project(tmp_path, {"cards.yaml": "resources: []\n"})
    assert findings(tmp_path, "manifest-missing") == [
        ("manifest-missing", 1, 1, "game 'demo' has no game.yaml with a 'game:' manifest")]


def test_per_colour_sheet_counts_once_per_colour(tmp_path):
    body = f"""\
    components:
      - {{id: discs, name: Discs, total: 6, per_colour: 3, encoded_as: disc-sheet, {SRC}}}
    sheets:
      - id: disc-sheet
        name: Discs
        per_colour: true
        {SRC}
        tokens: [{{id: disc, label: Disc, copies: 3}}]
    """
    assert demo(tmp_path, body, "component-count") == []
    broken = body.replace("total: 6, per_colour: 3", "total: 3, per_colour: 3")
    assert [f[3] for f in demo(tmp_path, broken, "component-count")] == [
        "component 'discs' declares 3 but 'disc-sheet' encodes 6"]


def test_attribute_values_keep_their_positions(tmp_path):
    from generator.validation import validate

    body = f"resources:\n  - {{id: a, name: A, {SRC}}}\nboards:\n  - id: b\n    name: B\n    {SRC}\n    spaces:\n      - id: s\n        name: S\n        attributes:\n          good: a\n          vp: 3\n"
    demo(tmp_path, body)
    space = validate(tmp_path).project.games["demo"].boards[0].spaces[0]
    assert (space.attributes.at("vp").line, space.attributes.at("vp").column) == (12, 15)


def test_a_bad_optional_field_keeps_its_entity(tmp_path):
    from project_fixture import HEADER, findings, write_project

    write_project(tmp_path, {"game.yaml": HEADER.replace("  colours:", "  year: 2019-01-01\n  colours:")})
    found = findings(tmp_path)
    assert [f[0] for f in found] == ["schema-type"]


def test_a_file_that_cannot_be_read_gives_no_follow_on_findings(tmp_path):
    """Entries of a file that cannot be read are missing: what other files say of them would be
    echoes of its one finding, printed (in another file sorted earlier) before their cause."""
    from project_fixture import HEADER, findings, write_project

    manifest = HEADER + f"components:\n  - {{id: d, name: D, total: 1, encoded_as: deeds, {SRC}}}\n"
    write_project(tmp_path, {"game.yaml": manifest, "deeds.yaml": "decks:\n  - id: deeds\n    id: again\n"})
    assert [f[0] for f in findings(tmp_path)] == ["yaml-duplicate-key"]
    write_project(tmp_path, {"game.yaml": manifest, "deeds.yaml": "decks:\n  - id: deeds\n    name Deeds\n"})
    assert [f[:3] for f in findings(tmp_path)] == [("yaml-syntax", 3, 5)]


FIELD_SOURCED = f"""\
decks:
  - id: d
    name: D
    {SRC}
    cards:
      - id: a
        title: A
        vp: 2
        field_sources: {{vp: {{public: some/repo cards.js, confidence: low}}}}
"""


def test_a_field_can_cite_its_own_source(tmp_path):
    from generator.report.coverage import coverage
    from generator.validation import validate

    assert demo(tmp_path, FIELD_SOURCED) == []
    game = validate(tmp_path).project.games["demo"]
    card = game.decks[0].cards[0]
    assert card.source.grade == "rulebook" and card.field_sources["vp"].grade == "public-low"
    grades = coverage(game).grades
    assert grades["public-low"] == 1 and grades["rulebook"] >= 2


def test_field_sources_name_real_fields_and_state_confidence(tmp_path):
    body = FIELD_SOURCED.replace("field_sources: {vp:", "field_sources: {points:")
    found = demo(tmp_path, body, "schema-unknown-key")
    assert [(f[1], f[2]) for f in found] == [at(body, 9, "points")]
    assert "field_sources names 'points', which is no field here" in found[0][3]
    body = FIELD_SOURCED.replace(", confidence: low", "")
    assert [f[3] for f in demo(tmp_path, body, "source-form")] == [
        "public source 'some/repo cards.js' needs a confidence (high, medium, low)"]


def test_a_low_confidence_field_marks_the_card_face(tmp_path):
    from generator.faces.card_face import card_flags
    from generator.validation import validate

    demo(tmp_path, FIELD_SOURCED)
    card = validate(tmp_path).project.games["demo"].decks[0].cards[0]
    assert card_flags(card) == ("low-confidence",)
    demo(tmp_path, FIELD_SOURCED.replace("confidence: low", "confidence: high"))
    card = validate(tmp_path).project.games["demo"].decks[0].cards[0]
    assert card_flags(card) == ()
