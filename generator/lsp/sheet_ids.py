"""Where a game's spreadsheets (CSV and XLSX decks and tables) name IDs, for "find references".

A cell's words that are IDs count as references (the ``id`` column defines, so it is left out).
In a CSV file each is placed at its own characters, so the editor shows the very word; an XLSX
file, which an editor does not show as text, gets the cell (line: the row, column: the column).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from generator.diagnostics import Position

ID_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-]*")   # what may be an ID in a text


def sheet_references(path: Path, shown: str, raw: bytes, ids: set[str]) -> Iterator[tuple[str, Position]]:
    """(ID, position) of every ID a data cell of the sheet at ``path`` names."""
    from generator.loading.csv_reader import delimiter_of, read_csv_bytes
    from generator.model.sheets.rows import normal_header
    from generator.model.sheets.sources import read_grid

    is_csv = path.suffix.lower() == ".csv"
    grid = (read_csv_bytes(raw, shown) if is_csv else read_grid(path, shown)).grid
    if grid is None:
        return
    text = raw.decode("utf-8", "replace").removeprefix("\ufeff") if is_csv else ""
    lines, delimiter = text.splitlines(), delimiter_of(text)
    defining = {n for n, cell in grid.header.items() if normal_header(cell.value) == "id"}
    for row in grid.rows:
        starts = _field_starts(lines[row.number - 1], delimiter) if is_csv and row.number <= len(lines) else []
        for column, cell in row.cells.items():
            if column in defining or not isinstance(cell.value, str):
                continue
            for match in ID_WORD.finditer(cell.value):
                word = match.group().rstrip(".")
                if word in ids:
                    yield word, _place(cell.pos, word, lines, starts, column)


def _place(cell: Position, word: str, lines: list[str], starts: list[int], column: int) -> Position:
    """The word's own line and column in a CSV line, else the cell's position."""
    if column > len(starts):
        return cell
    line = lines[cell.line - 1]
    end = starts[column] - 1 if column < len(starts) else len(line)
    found = line.find(word, starts[column - 1], end)
    return Position(cell.path, cell.line, found + 1) if found >= 0 else cell


def _field_starts(line: str, delimiter: str) -> list[int]:
    """The offset where each field of a CSV line starts (quoted delimiters do not split)."""
    starts, quoted = [0], False
    for offset, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == delimiter and not quoted:
            starts.append(offset + 1)
    return starts
