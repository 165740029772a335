"""The language server's "find references" includes the cells of CSV and XLSX decks that name an
ID, placed at the word itself in a CSV line."""

from __future__ import annotations

from generator.lsp.workspace import Workspace
from tests.sheets.sheet_fixture import write_csv, write_xlsx
from tests.sheets.test_sheet_findings import GOOD, deck_project


def _references(root, word: str) -> list[tuple[str, int, int]]:
    workspace = Workspace(root)
    checked = workspace.check("demo")
    assert checked is not None
    return [(p.path, p.line, p.column) for p in checked.index.references.get(word, [])]


def test_references_include_csv_cells_at_the_word(tmp_path):
    folder = deck_project(tmp_path, "cards.csv")
    write_csv(folder / "cards.csv", [GOOD[0], ["d1", "One", "fur 2, coin 1", 1, "Hello"],
                                     ["d2", '"Two, again"', "coin 3", 2, "Bye"]])
    found = _references(tmp_path, "coin")
    lines = (folder / "cards.csv").read_text(encoding="utf-8").splitlines()
    assert lines[2].startswith('d2,"""Two, again""",coin 3')
    assert ("content/demo/cards.csv", 2, 16) in found          # d1,One,"fur 2, coin 1" -> the 'coin'
    assert ("content/demo/cards.csv", 3, lines[2].index("coin") + 1) in found   # after a quoted comma
    assert ("content/demo/cards.csv", 2, 9) in _references(tmp_path, "fur")
    assert [p for p in found if p[0] == "content/demo/deeds.yaml"] == []   # defined there, not named


def test_references_include_xlsx_cells(tmp_path):
    folder = deck_project(tmp_path, "cards.xlsx")
    write_xlsx(folder / "cards.xlsx", [GOOD[0], ["d1", "One", "fur 2, coin 1", 1, "Hello"]])
    assert ("content/demo/cards.xlsx", 2, 3) in _references(tmp_path, "coin")   # cell C2
