"""Type checks of the content model, each at its line and column."""

from project_fixture import demo

DECK = """\
decks:
  - id: deeds
    name: Deeds
    source: {section: Deeds}
    cards:
      - id: a
        title: A
        copies: {value}
"""


def test_count_of_many_is_a_type_error(tmp_path):
    found = demo(tmp_path, DECK.replace("{value}", "many"), "schema-type")
    assert found == [("schema-type", 8, 17, "expected a whole number, got the text 'many'")]


def test_negative_count_is_refused(tmp_path):
    found = demo(tmp_path, DECK.replace("{value}", "-1"), "schema-range")
    assert found == [("schema-range", 8, 17, "-1 is below the minimum of 0")]


def test_octal_looking_count_explains_itself(tmp_path):
    (rule, line, column, message), = demo(tmp_path, DECK.replace("{value}", "0755"), "schema-type")
    assert (rule, line, column) == ("schema-type", 8, 17)
    assert "'0755' is read as text" in message


def test_yes_is_not_a_boolean(tmp_path):
    body = """\
    sheets:
      - id: tokens
        name: Tokens
        double_sided: yes
        source: {section: Tokens}
    """
    assert demo(tmp_path, body, "schema-type") == [
        ("schema-type", 4, 19, "'yes' is text here: only true and false are booleans")]


def test_unknown_key_suggests_the_close_one(tmp_path):
    found = demo(tmp_path, DECK.replace("copies: {value}", "copeis: 2"), "schema-unknown-key")
    assert found == [("schema-unknown-key", 8, 9, "unknown key 'copeis' in card; did you mean 'copies'?")]


def test_missing_required_field(tmp_path):
    body = "components:\n  - name: Dice\n    total: 2\n    source: {section: C}\n"
    found = demo(tmp_path, body, "schema-required")
    assert [(f[1], f[2]) for f in found] == [(2, 5)]
    assert "component needs 'id'" in found[0][3]


def test_bad_id_format(tmp_path):
    found = demo(tmp_path, DECK.replace("id: a\n", "id: Big Card\n").replace("{value}", "1"), "schema-format")
    assert found == [("schema-format", 6, 13,
                      "'Big Card' is not a valid ID (lower-case letters, digits and hyphens)")]


def test_unknown_needs_a_reason(tmp_path):
    found = demo(tmp_path, DECK.replace("{value}", "1").replace("title: A", "title: {unknown: ''}"),
                 "schema-unknown")
    assert [(f[1], f[2]) for f in found] == [(7, 16)]


def test_unknown_section_is_named(tmp_path):
    found = demo(tmp_path, "deck:\n  - id: x\n", "schema-unknown-key")
    assert found[0][:3] == ("schema-unknown-key", 1, 1)
    assert "unknown section 'deck'" in found[0][3]


def test_source_is_inherited_by_nested_entries(tmp_path):
    assert demo(tmp_path, DECK.replace("{value}", "1"), "source-required") == []


def test_list_items_keep_their_positions(tmp_path):
    from generator.validation import validate

    body = ("tables:\n  - id: t\n    title: T\n    source: {section: S}\n"
            "    columns: [{id: a, label: A}, {id: b, label: B}]\n"
            "    rows:\n      - {label: r, cells: [1, {unknown: cut off}]}\n")
    demo(tmp_path, body)
    row = validate(tmp_path).project.games["demo"].tables[0].rows[0]
    assert (row.cells.at(1).line, row.cells.at(1).column) == (7, 31)
    assert row.cells[1].reason == "cut off"


def test_player_counts_may_be_unknown(tmp_path):
    from project_fixture import HEADER, write_project
    from generator.validation import validate

    header = HEADER.replace("players: {min: 1, max: 4}",
                            "players: {min: {unknown: not stated}, max: 5}")
    write_project(tmp_path, {"game.yaml": header})
    result = validate(tmp_path)
    assert result.errors() == []
    players = result.project.games["demo"].manifest.players
    assert players.min.reason == "not stated"
    assert players.label() == "up to 5 (fewest not stated)"


def test_player_count_labels():
    from generator.diagnostics import Position
    from generator.model.game.entities import Players
    from generator.model.game.values import Unknown

    pos = Position("f", 1, 1)
    unknown = Unknown("x", pos)
    make = lambda low, high: Players(min=low, max=high, pos=pos, field_pos={})  # noqa: E731
    assert [make(2, 5).label(), make(4, 4).label(), make(2, unknown).label(), make(unknown, unknown).label()] == [
        "2-5", "4", "2 or more (most not stated)", "not stated"]


def test_value_outside_its_choices(tmp_path):
    body = "sheets:\n  - {id: t, name: T, shape: hexagon, source: {section: S}}\n"
    assert demo(tmp_path, body, "schema-choice") == [
        ("schema-choice", 2, 29, "the text 'hexagon' is not one of: square, circle")]


def test_manifest_outside_game_yaml(tmp_path):
    from project_fixture import HEADER, findings, write_project

    write_project(tmp_path, {"game.yaml": HEADER, "other.yaml": HEADER})
    assert findings(tmp_path, "manifest-place") == [
        ("manifest-place", 1, 1, "the 'game:' manifest belongs in game.yaml")]


def test_bare_yes_in_attributes_warns(tmp_path):
    body = ("boards:\n  - id: b\n    name: B\n    source: {section: S}\n    spaces:\n"
            "      - {id: s, name: S, attributes: {starting: yes, answer: \"no\", ok: true}}\n")
    assert demo(tmp_path, body, "schema-yaml11-word") == [
        ("schema-yaml11-word", 6, body.splitlines()[5].index("yes") + 1,
         "'yes' is text here, not a boolean: write true or false, or quote it if you mean the word")]


def test_copies_known_only_from_below(tmp_path):
    from generator.model.game.values import AtLeast
    from generator.report.coverage import coverage
    from generator.validation import validate

    body = DECK.replace("{value}", "{at_least: 2}") + "      - {id: b, title: B, copies: 3}\n"
    assert demo(tmp_path, body) == []
    game = validate(tmp_path).project.games["demo"]
    card = game.card("a")
    assert (card.copies, isinstance(card.copies, AtLeast), card.copies.words()) == (2, True, "at least 2")
    assert game.deck("deeds").card_count() == 5                  # counted (and printed) as 2
    assert [(row.where, row.field, row.reason) for row in coverage(game).unknowns] == [
        ("content/demo/content.yaml:8:17 (a)", "copies", "at least 2: only a lower bound is known")]


def test_a_lower_bound_survives_copy_and_pickle(tmp_path):
    import copy
    import pickle

    from generator.model.game.values import AtLeast
    from generator.validation import validate

    demo(tmp_path, DECK.replace("{value}", "{at_least: 2}"))
    card = validate(tmp_path).project.games["demo"].card("a")
    for again in (copy.deepcopy(card).copies, pickle.loads(pickle.dumps(card)).copies):
        assert (again, isinstance(again, AtLeast), again.words()) == (2, True, "at least 2")
        assert (again.pos.line, again.pos.column) == (card.copies.pos.line, card.copies.pos.column)


def test_a_lower_bound_of_copies_is_a_whole_number(tmp_path):
    assert demo(tmp_path / "a", DECK.replace("{value}", "{at_least: -1}"), "schema-range") == [
        ("schema-range", 8, 28, "-1 is below the minimum of 0")]
    assert demo(tmp_path / "b", DECK.replace("{value}", "{at_most: 3}"), "schema-type") == [
        ("schema-type", 8, 17, "expected a whole number or {at_least: N}, got a mapping")]


def test_a_lower_bound_shows_on_the_page_and_stays_out_of_sheets(tmp_path):
    from generator.export.sheet_export import ExportRefused, export_entity
    from generator.reference.anchors import Anchors
    from generator.reference.entries_view import card_view
    from generator.validation import validate

    demo(tmp_path, DECK.replace("{value}", "{at_least: 1}") + "      - {id: b, title: B, copies: 3}\n")
    game = validate(tmp_path).project.games["demo"]
    deck = game.deck("deeds")
    views = [card_view(card, deck, Anchors(game)) for card in deck.cards]
    assert [view.copies for view in views] == ["at least 1", "\u00d73"]
    try:
        export_entity(deck, tmp_path / "deeds.csv")
    except ExportRefused as refused:
        assert "lower bound ({at_least: 1}) has no cell notation" in str(refused)
    else:
        raise AssertionError("a deck with a lower bound of copies was exported")
    assert not (tmp_path / "deeds.csv").exists()
