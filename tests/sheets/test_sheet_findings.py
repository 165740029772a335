"""Findings in spreadsheets: at file:row:column, naming the column, pointing back at the YAML."""

from __future__ import annotations

import zipfile

from generator.cli.main import main
from generator.validation import validate
from tests.project_fixture import HEADER, write_project
from tests.sheets.sheet_fixture import write_csv, write_xlsx

RESOURCES = """\
resources:
  - {id: fur, name: Fur, kind: good, source: {section: Goods}}
  - {id: coin, name: Coin, kind: currency, source: {section: Goods}}
"""


def deck_project(tmp_path, sheet: str = "cards.csv", extra: str = ""):
    body = RESOURCES + f"""\
decks:
  - id: deeds
    name: Deeds
    source: {{section: Deeds}}
    cards_from: {sheet}
{extra}"""
    write_project(tmp_path, {"game.yaml": HEADER, "deeds.yaml": body})
    return tmp_path / "content" / "demo"


def found(root, *rules):
    return [d for d in validate(root).diagnostics if not rules or d.rule in rules]


def where(d):
    return (d.pos.path, d.pos.line, d.pos.column)


GOOD = [["id", "title", "cost", "vp", "text"],
        ["d1", "One", "fur 2, coin 1", 1, "Hello"],
        ["d2", "Two", "fur 1 | coin 2", "unknown: not printed", "Bye"]]


def test_a_good_csv_deck_reads_as_cards(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", GOOD)
    result = validate(tmp_path)
    assert [str(d) for d in result.diagnostics] == []
    deck = result.project.games["demo"].deck("deeds")
    assert [c.id for c in deck.cards] == ["d1", "d2"]
    assert deck.cards[0].cost == {"fur": 2, "coin": 1}
    assert deck.cards[1].cost == [{"fur": 1}, {"coin": 2}]
    assert deck.cards[1].vp.reason == "not printed"
    assert deck.cards[0].at("cost") == deck.cards[0].pos.__class__("content/demo/cards.csv", 2, 3)
    assert "content/demo/cards.csv" in result.project.games["demo"].files


def test_a_bad_csv_cell_is_reported_at_its_row_and_column(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", [GOOD[0], GOOD[1], ["d2", "Two", "fur 1", "many", "Bye"]])
    (d,) = found(tmp_path, "schema-type")
    assert where(d) == ("content/demo/cards.csv", 3, 4)
    assert d.message.endswith('(column D, "vp")')
    assert d.related[0].pos.path == "content/demo/deeds.yaml" and d.related[0].pos.line == 8


def test_a_bad_xlsx_cell_is_reported_at_its_row_and_column(tmp_path):
    folder = deck_project(tmp_path, "cards.xlsx")
    write_xlsx(folder / "cards.xlsx", [GOOD[0], ["d1", "One", "2 fur", 1, "Hello"]])
    (d,) = found(tmp_path, "sheet-cell")
    assert where(d) == ("content/demo/cards.xlsx", 2, 3)
    assert "write the resource, then the number" in d.message and d.message.endswith('(column C, "cost")')


def test_findings_in_sheets_print_as_file_line_column(tmp_path, capsys):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", [GOOD[0], ["d1", "One", "fur, coin 1", 1, "Hello"]])
    assert main(["validate", "--project", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert 'content/demo/cards.csv:2:3: error: ' in out and '(column C, "cost") [sheet-cell]' in out
    assert "content/demo/deeds.yaml:8:17: note: the sheet is named here (deeds)" in out


def test_a_worksheet_is_chosen_by_name(tmp_path):
    folder = deck_project(tmp_path, "{file: cards.xlsx, worksheet: Deeds}")
    write_xlsx(folder / "cards.xlsx", GOOD, title="Deeds")
    assert [str(d) for d in found(tmp_path)] == []
    folder = deck_project(tmp_path, "{file: cards.xlsx, worksheet: Deed}")
    (d,) = found(tmp_path, "sheet-worksheet")
    assert "has no worksheet 'Deed'; it has: Deeds" in d.message


def test_formulas_merged_cells_and_error_values_are_refused_at_their_cell(tmp_path):
    folder = deck_project(tmp_path, "cards.xlsx")
    write_xlsx(folder / "cards.xlsx", [GOOD[0], ["d1", "One", "fur 1", "=1+1", "Hello"],
                                       ["d2", "Two", "fur 1", 2, "Long"]], merge="D3:E3")
    by_rule = {d.rule: d for d in found(tmp_path, "sheet-formula", "sheet-merged")}
    assert where(by_rule["sheet-formula"]) == ("content/demo/cards.xlsx", 2, 4)
    assert "=1+1" in by_rule["sheet-formula"].message
    assert where(by_rule["sheet-merged"]) == ("content/demo/cards.xlsx", 3, 4)
    assert "D3:E3 are merged" in by_rule["sheet-merged"].message


def test_a_broken_xlsx_is_a_finding_not_a_crash(tmp_path):
    folder = deck_project(tmp_path, "cards.xlsx")
    (folder / "cards.xlsx").write_bytes(b"PK\x03\x04 this is no workbook")
    (d,) = found(tmp_path, "sheet-xlsx")
    assert where(d) == ("content/demo/cards.xlsx", 1, 1)
    with zipfile.ZipFile(folder / "cards.xlsx", "w") as archive:       # a ZIP, but damaged parts
        archive.writestr("xl/workbook.xml", "<workbook><sheets><sheet")
        archive.writestr("[Content_Types].xml", "not xml")
    (d,) = found(tmp_path, "sheet-xlsx")
    assert "not a readable XLSX workbook" in d.message


def test_a_workbook_that_unpacks_huge_is_refused_before_it_is_parsed(tmp_path):
    folder = deck_project(tmp_path, "cards.xlsx")
    with zipfile.ZipFile(folder / "cards.xlsx", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", b"<" + b" " * (70 * 1024 * 1024))
    (d,) = found(tmp_path, "sheet-size")
    assert "unpacks to" in d.message and (folder / "cards.xlsx").stat().st_size < 1_000_000


def test_a_csv_in_the_wrong_encoding_is_refused_at_the_first_bad_byte(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", [GOOD[0], ["d1", "Паром", "fur 1", 1, "x"]], encoding="cp1251")
    (d,) = found(tmp_path, "sheet-encoding")
    assert where(d) == ("content/demo/cards.csv", 2, 4)
    assert "not UTF-8" in d.message


def test_a_utf8_csv_with_a_byte_order_mark_and_semicolons_reads(tmp_path):
    folder = deck_project(tmp_path)
    (folder / "cards.csv").write_bytes("\ufeffid;title;cost\nd1;Паром;fur 1, coin 2\n".encode())
    result = validate(tmp_path)
    assert [str(d) for d in result.diagnostics] == []
    card = result.project.games["demo"].deck("deeds").cards[0]
    assert (card.title, card.cost) == ("Паром", {"fur": 1, "coin": 2})


def test_a_huge_csv_is_refused_whole(tmp_path):
    folder = deck_project(tmp_path)
    (folder / "cards.csv").write_text("id\n" + "".join(f"c{i}\n" for i in range(50_001)), encoding="utf-8")
    (d,) = found(tmp_path, "sheet-size")
    assert "more than 50000 data rows" in d.message


def test_an_unclosed_quote_is_a_csv_syntax_error(tmp_path):
    folder = deck_project(tmp_path)
    (folder / "cards.csv").write_text('id,title\nd1,"unclosed\n', encoding="utf-8")
    assert [d.rule for d in found(tmp_path, "sheet-syntax")] == ["sheet-syntax"]


def test_ambiguous_cells_are_refused_with_how_to_write_them(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", [
        ["id", "title", "cost", "vp", "type"],
        ["d1", "?", "{fur: 2}", "?", "unknown: x"],
        ["d2", "\\?", "fur 1,", 1, "Deed"],
        ["d3", "Three", "fur 1, fur 2", 1, "Deed"]])
    messages = {(d.pos.line, d.pos.column): d.message for d in found(tmp_path, "sheet-cell")}
    assert "ambiguous" in messages[(2, 2)] and "ambiguous" in messages[(2, 4)]
    assert "write 'fur 2, coin 1'" in messages[(2, 3)]
    assert "cannot be unknown" in messages[(2, 5)]
    assert "empty item" in messages[(3, 3)]
    assert "appears twice" in messages[(4, 3)]
    deck = validate(tmp_path).project.games["demo"].deck("deeds")
    assert deck.cards[1].title == "?"


def test_headers_name_fields_sources_and_attributes(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", [
        ["ID", "Local title", "source.section", "field_sources.vp.public", "field_sources.vp.confidence", "vp",
         "power", "attributes.type", "tags"],
        ["d1", "Паром", "Deeds, p. 2", "a fan list", "low", 2, "3", "river", "[a, b]"]])
    result = validate(tmp_path)
    assert [str(d) for d in result.diagnostics] == []
    card = result.project.games["demo"].deck("deeds").cards[0]
    assert card.local_title == "Паром" and card.source.section == "Deeds, p. 2"
    assert card.field_sources["vp"].public == "a fan list"
    assert card.attributes == {"power": 3, "type": "river", "tags": ["a", "b"]}


def test_bad_headers_are_reported_at_the_header_cell(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", [["id", "title", "title", "source", "titel"], ["d1", "A", "B", "x", "y"],
                                     ["d2", "A", "", "", "", "stray"]])
    got = {(d.pos.line, d.pos.column, d.rule) for d in found(tmp_path, "sheet-header")}
    assert got == {(1, 3, "sheet-header"), (1, 4, "sheet-header"), (1, 5, "sheet-header"), (3, 6, "sheet-header")}
    severities = {d.pos.column: d.severity.label for d in found(tmp_path, "sheet-header")}
    assert severities[5] == "warning"     # 'titel' reads as an attribute, with a hint


def test_a_sheet_named_outside_the_folder_or_of_another_format_is_refused(tmp_path):
    deck_project(tmp_path, "../cards.csv")
    assert "climbs out" in found(tmp_path, "sheet-file")[0].message
    folder = deck_project(tmp_path, "cards.ods")
    (folder / "cards.ods").write_bytes(b"x")
    assert "save it as .xlsx or .csv" in found(tmp_path, "sheet-file")[0].message


def test_a_deck_with_cards_and_a_sheet_is_refused(tmp_path):
    folder = deck_project(tmp_path, extra="    cards: [{id: x}]\n")
    write_csv(folder / "cards.csv", GOOD)
    (d,) = found(tmp_path, "sheet-file")
    assert "keep one" in d.message


def test_a_sheet_nothing_names_is_a_warning(tmp_path):
    folder = deck_project(tmp_path)
    write_csv(folder / "cards.csv", GOOD)
    write_csv(folder / "old-cards.csv", GOOD)
    (folder / "sub").mkdir()
    write_xlsx(folder / "sub" / "prices.xlsx", GOOD)
    got = {(where(d), d.severity.label) for d in found(tmp_path, "sheet-unused")}
    assert got == {(("content/demo/old-cards.csv", 1, 1), "warning"),
                   (("content/demo/sub/prices.xlsx", 1, 1), "warning")}


def test_a_table_takes_its_rows_from_a_sheet(tmp_path):
    body = """\
tables:
  - id: shooting
    title: Shooting
    dice: 6
    source: {section: Tables}
    columns: [{id: near, label: "Near"}, {id: far, label: "Far"}]
    rows_from: shooting.csv
"""
    write_project(tmp_path, {"game.yaml": HEADER, "tables.yaml": body})
    folder = tmp_path / "content" / "demo"
    write_csv(folder / "shooting.csv", [["roll", "near", "Far"], ["1-3", 1, "-"], ["4-6", 2, "unknown: cut off"]])
    result = validate(tmp_path)
    assert [str(d) for d in result.diagnostics] == []
    table = result.project.games["demo"].table("shooting")
    assert [r.roll for r in table.rows] == ["1-3", "4-6"]
    assert table.rows[0].cells == [1, "-"] and table.rows[1].cells[1].reason == "cut off"
    write_csv(folder / "shooting.csv", [["roll", "near"], ["1-6", 1]])
    (d,) = found(tmp_path, "sheet-header")
    assert "table column 'far'" in d.message


REQUIRED = "    card_attributes:\n      strength: {type: integer, required: true, description: S}\n"


def test_a_formula_cell_gives_one_finding_at_its_own_cell(tmp_path):
    """The refused cell was written: nothing else reports its value missing (at column A)."""
    header = [*GOOD[0], "strength"]
    for row, column in ((["d1", "One", "fur 1", 1, "Hello", "=2*3"], 6), (['="d"&1', "One", "fur 1", 1, "Hello", 2], 1),
                        (["d1", "One", "fur 1", 1, "=A1", 2], 5)):
        folder = deck_project(tmp_path, "cards.xlsx", REQUIRED)
        write_xlsx(folder / "cards.xlsx", [header, row])
        assert [(d.rule, *where(d)) for d in found(tmp_path)] == [
            ("sheet-formula", "content/demo/cards.xlsx", 2, column)]


def test_a_refused_csv_cell_of_a_required_attribute_is_one_finding(tmp_path):
    folder = deck_project(tmp_path, "cards.csv", REQUIRED)
    write_csv(folder / "cards.csv", [[*GOOD[0], "strength"], ["d1", "One", "fur 1", "1", "Hello", "?"]])
    assert [(d.rule, *where(d)) for d in found(tmp_path)] == [("sheet-cell", "content/demo/cards.csv", 2, 6)]
