"""Shared names and helpers of the Ruthenia rule modules: typed tables, books and text positions."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TypeGuard

from generator.diagnostics import Position
from generator.model import entities as e
from generator.model.project import GameContent, walk_rules
from generator.model.values import is_unknown
from generator.rules.registry import Finding
from generator.rules.targets import game_position

GAME = "ruthenia"
STRATEGY, BATTLE = "Strategy Book", "Battle Book"
BOOKS = {"strategy-book": STRATEGY, "battle-book": BATTLE}


def is_int(value: object) -> TypeGuard[int]:
    """A whole number, not a boolean."""
    return isinstance(value, int) and not isinstance(value, bool)


def missing(game: GameContent, what: str) -> Finding:
    """A finding for an entry the Ruthenia checks need but the content lacks."""
    pos = game_position(game)
    return Finding(f"Ruthenia needs {what}, which is not in the content", pos)


def colours(game: GameContent) -> list[str]:
    return list(game.manifest.colours) if game.manifest else []


def cell(table: e.Table | None, row: e.Row, column_id: str):
    """A row's cell under a column ID; None when the table (or its column) is missing."""
    if table is None:
        return None
    ids = [column.id for column in table.columns]
    if column_id not in ids or ids.index(column_id) >= len(row.cells):
        return None
    return row.cells[ids.index(column_id)]


def rows(table: e.Table | None, label: str | None = None) -> list[e.Row]:
    """A table's rows, optionally only those with one label."""
    if table is None:
        return []
    return [row for row in table.rows if label is None or row.label == label]


def value(game: GameContent, table_id: str, label: str, column_id: str):
    """The cell of the first row with ``label`` in a table; None when absent."""
    table = game.table(table_id)
    found = rows(table, label)
    return cell(table, found[0], column_id) if found else None


def names(text) -> list[str]:
    """The comma-separated names of a cell ('Fleet Builder, Architect'), lower-cased."""
    if not isinstance(text, str) or is_unknown(text):
        return []
    return [part.strip().lower() for part in text.split(",") if part.strip() and part.strip() != "-"]


def books(game: GameContent):
    """(book name, top-level rule) for each rulebook the rules encode."""
    for top in game.rules:
        yield BOOKS.get(top.id, top.title), top


def numbered(game: GameContent) -> dict[tuple[str, str], list[e.Rule]]:
    """Rules by (book, number), e.g. ('Strategy Book', '6.4.1.9.'); a misprint may list two."""
    out: dict[tuple[str, str], list[e.Rule]] = {}
    for book, top in books(game):
        for rule in walk_rules(top.children):
            if rule.number:
                out.setdefault((book, normal(rule.number)), []).append(rule)
    return out


def normal(number: str) -> str:
    """'6.4.1' and '6.4.1.' are the same section: always with the final dot."""
    return number.strip().rstrip(".") + "."


def book_of(game: GameContent, rule: e.Rule) -> str:
    for book, top in books(game):
        if rule is top or any(r is rule for r in walk_rules(top.children)):
            return book
    return STRATEGY


class Texts:
    """Raw content files, to place a finding on a word inside a text field."""

    def __init__(self, game: GameContent):
        self.root = game.folder.parent.parent
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


def attribute_at(entity, key: str) -> Position:
    """Where an attribute's value was written, when the attribute mapping keeps positions."""
    attributes = entity.attributes
    if hasattr(attributes, "at") and key in attributes:
        return attributes.at(key)
    return entity.at("attributes")


def cell_at(texts: Texts, row: e.Row, index: int) -> Position:
    """Where a row's ``index``-th cell is written (the list's position when it cannot be told)."""
    cells = row.cells
    return cells.at(index) if hasattr(cells, "at") else row.at("cells")
