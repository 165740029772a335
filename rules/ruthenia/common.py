"""Shared names and helpers of the Ruthenia rule modules: the two books, their numbered sections,
table cells and positions inside text fields."""

from __future__ import annotations

import re
from pathlib import Path

from generator.api import MISSING, Game, Position, Row, Rule, Table, value, walk_rules

GAME = "ruthenia"
STRATEGY, BATTLE = "Strategy Book", "Battle Book"
BOOKS = {"strategy-book": STRATEGY, "battle-book": BATTLE}


def cell(table: Table | None, row: Row, column_id: str):
    """A row's cell under a column ID; None when the table, the column or the cell is missing."""
    found = value(row, column_id, table) if table is not None else MISSING
    return None if found is MISSING else found


def rows(table: Table | None, label: str | None = None) -> list[Row]:
    """A table's rows, optionally only those with one label."""
    if table is None:
        return []
    return [row for row in table.rows if label is None or row.label == label]


def lookup(game: Game, table_id: str, label: str, column_id: str):
    """The cell of the first row with ``label`` in a table; None when absent."""
    table = game.table(table_id)
    found = rows(table, label)
    return cell(table, found[0], column_id) if found else None


def books(game: Game):
    """(book name, top-level rule) for each rulebook the rules encode."""
    for top in game.rules:
        yield BOOKS.get(top.id, top.title), top


def numbered(game: Game) -> dict[tuple[str, str], list[Rule]]:
    """Rules by (book, number), e.g. ('Strategy Book', '6.4.1.9.'); a misprint may list two."""
    out: dict[tuple[str, str], list[Rule]] = {}
    for book, top in books(game):
        for entry in walk_rules(top.children):
            if entry.number:
                out.setdefault((book, normal(entry.number)), []).append(entry)
    return out


def normal(number: str) -> str:
    """'6.4.1' and '6.4.1.' are the same section: always with the final dot."""
    return number.strip().rstrip(".") + "."


class Texts:
    """Raw content files, to place a finding on a word inside a text field."""

    def __init__(self, game: Game):
        self.root = game.root
        self.cache: dict[str, list[str]] = {}

    def lines(self, path: str) -> list[str]:
        if path not in self.cache:
            try:
                self.cache[path] = (self.root / Path(path)).read_text(encoding="utf-8").split("\n")
            except OSError:
                self.cache[path] = []
        return self.cache[path]

    def locate(self, start: Position, needle: str, occurrence: int = 0) -> Position:
        """Where the ``occurrence``-th (0-based) ``needle`` is written from ``start`` on; ``start``
        itself when it cannot be found (e.g. a needle folded across lines)."""
        lines = self.lines(start.path)
        line, column = start.line - 1, start.column - 1
        seen = 0
        while 0 <= line < len(lines):
            for match in re.finditer(re.escape(needle), lines[line][column:]):
                if seen == occurrence:
                    return Position(start.path, line + 1, column + match.start() + 1)
                seen += 1
            line, column = line + 1, 0
        return start

    def at_offset(self, start: Position, text: str, offset: int, needle: str) -> Position:
        """Where ``needle``, found at ``offset`` in the parsed ``text``, is written in the file."""
        return self.locate(start, needle, text[:offset].count(needle))
