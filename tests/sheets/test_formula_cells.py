"""`export-sheet` never writes a CSV cell a spreadsheet program would run as a formula, and the
tool reads its escaped cells back as the text they hold."""

from __future__ import annotations

import csv

from generator.export.sheet_export import export_entity
from generator.model.build import load_project
from generator.model.game.plain import plain_game
from generator.validation import validate
from project_fixture import HEADER, write_project
from tests.sheets.sheet_fixture import cards_to_sheet

TEXTS = ['=HYPERLINK("http://x.example","go")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A2)",
         "'=already quoted", "- Gain 1 gold.", "-1", "Plain text."]
DECK = "decks:\n  - id: d\n    name: D\n    source: {section: S}\n    cards:\n" + "".join(
    f"      - {{id: c{i}, title: C{i}, text: {text!r}}}\n".replace("\\'", "''") for i, text in enumerate(TEXTS))


def test_formula_like_cells_are_escaped_and_read_back_the_same(tmp_path):
    root = write_project(tmp_path, {"game.yaml": HEADER, "deck.yaml": DECK})
    original = validate(root)
    assert [str(d) for d in original.errors()] == []
    assert [c.text for c in original.project.games["demo"].deck("d").cards] == TEXTS
    sheet = root / "content" / "demo" / "d.csv"
    export_entity(load_project(root).games["demo"].deck("d"), sheet)
    rows = list(csv.reader(sheet.read_text(encoding="utf-8-sig").splitlines()))
    texts = [row[rows[0].index("text")] for row in rows[1:]]
    assert texts == ["'" + t for t in TEXTS[:6]] + TEXTS[6:]   # a plain number stays a number
    assert not any(cell[:1] in "=+-@\t\r" for row in rows for cell in row if cell != "-1")
    cards_to_sheet(root / "content" / "demo" / "deck.yaml", "d.csv")
    twin = validate(root)
    assert [str(d) for d in twin.errors()] == []
    assert plain_game(twin.project.games["demo"]) == plain_game(original.project.games["demo"])
