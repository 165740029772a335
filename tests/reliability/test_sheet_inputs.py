"""Hostile spreadsheet cells end in positioned findings, as hostile YAML values do."""

from __future__ import annotations

import pytest

from project_fixture import HEADER, findings, write_project

DECK = ("components:\n  - {id: deed-cards, name: Deeds, total: 1, encoded_as: d, source: {section: S}}\n"
        "decks:\n  - id: d\n    name: D\n    source: {section: S}\n    cards_from: cards.csv\n")


@pytest.mark.parametrize("cell, column", [("9" * 5000, "copies"), ("-" + "9" * 40, "copies"),
                                          ("1" + "0" * 20 + ".5", "copies"), ("coin " + "9" * 5000, "cost")])
def test_a_number_too_long_for_any_count_is_a_positioned_finding(tmp_path, cell, column):
    write_project(tmp_path, {"game.yaml": HEADER, "deck.yaml": DECK})
    header = ["id", "title", column]
    (tmp_path / "content/demo/cards.csv").write_text(",".join(header) + f"\na,A,{cell}\n", encoding="utf-8")
    found = [f for f in findings(tmp_path) if f[0] == "sheet-cell"]
    assert [(line, col) for _, line, col, _ in found] == [(2, 3)]
    assert "15 digits" in found[0][3]
