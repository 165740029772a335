"""Read a CSV file into a Grid: UTF-8 (a byte-order mark is allowed), comma, semicolon or tab
separated (whichever the header line holds most of), quotes as spreadsheet programs write them.

A cell that a spreadsheet program would run as a formula (one starting with ``=``, ``+``, ``-``,
``@``, a tab or a carriage return, unless it is a plain number) is written with a leading
apostrophe (``escaped_cell``), which shows it as text; reading takes one leading apostrophe off a
cell that starts with apostrophes and then such a character (``unescaped_cell``), so what the
tool writes reads back the same.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from generator.diagnostics import Position, Severity, declare
from generator.loading.positioned import byte_position
from generator.loading.grid import (
    MAX_COLUMNS, MAX_ROWS, MAX_SHEET_BYTES, SHEET_SIZE, SHEET_UNREADABLE, Grid, GridCell, GridResult,
    add_row, checked_text, refused,
)

SHEET_ENCODING = declare("sheet-encoding", Severity.ERROR, """A CSV file is UTF-8 text (a byte-order mark is allowed).
    Passes: a sheet saved as 'CSV UTF-8'. Fails: a CSV saved as Windows-1251 or UTF-16.""")
SHEET_SYNTAX = declare("sheet-syntax", Severity.ERROR, """A CSV file's quotes are balanced.
    Passes: ``a,"one, two"``. Fails: ``a,"unclosed`` at the end of the file.""")

DELIMITERS = (",", ";", "\t")
FORMULA_LIKE = re.compile(r"'*[=+\-@\t\r]")
PLAIN_NUMBER = re.compile(r"[+-]?[0-9]+(\.[0-9]+)?")


def escaped_cell(text: str) -> str:
    """``text`` as a CSV cell no spreadsheet program runs as a formula (see the module's notes)."""
    return "'" + text if FORMULA_LIKE.match(text) and not PLAIN_NUMBER.fullmatch(text) else text


def unescaped_cell(text: str) -> str:
    """The text of a cell ``escaped_cell`` wrote."""
    return text[1:] if text.startswith("'") and FORMULA_LIKE.match(text) else text


def read_csv_file(path: Path, shown_as: str) -> GridResult:
    """Read ``path``; positions name it ``shown_as``. Never raises for bad content."""
    try:
        size = path.stat().st_size
        if size > MAX_SHEET_BYTES:
            return refused(SHEET_SIZE, f"file is {size} bytes, over the {MAX_SHEET_BYTES}-byte limit "
                           "for one spreadsheet", shown_as)
        raw = path.read_bytes()
    except OSError as exc:
        return refused(SHEET_UNREADABLE, f"cannot read file: {exc.strerror}", shown_as)
    return read_csv_bytes(raw, shown_as)


def read_csv_bytes(raw: bytes, shown_as: str) -> GridResult:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = byte_position(raw, exc.start)
        return refused(SHEET_ENCODING, f"file is not UTF-8: byte 0x{raw[exc.start]:02x} cannot be decoded "
                       "(save the CSV as 'CSV UTF-8')", shown_as, line, column)
    text = text.removeprefix("\ufeff")
    if "\x00" in text:
        return refused(SHEET_ENCODING, "file holds NUL bytes: it is not a text CSV (UTF-16, or a "
                       "binary file named .csv?)", shown_as)
    return _parse(text, shown_as)


def delimiter_of(text: str) -> str:
    """The separator the first line uses most: comma, semicolon or tab (comma when none)."""
    first = text.split("\n", 1)[0]
    counts = {d: first.count(d) for d in DELIMITERS}
    best = max(DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def _parse(text: str, shown_as: str) -> GridResult:
    grid, result = Grid(shown_as), GridResult()
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter_of(text), strict=True)
    number = 0
    try:
        for number, record in enumerate(reader, start=1):
            if number > MAX_ROWS + 1:
                return refused(SHEET_SIZE, f"more than {MAX_ROWS} data rows; split the sheet", shown_as,
                               number)
            if len(record) > MAX_COLUMNS:
                return refused(SHEET_SIZE, f"row {number} has {len(record)} columns, over the limit of "
                               f"{MAX_COLUMNS}", shown_as, number)
            before = len(result.diagnostics)
            cells = _cells(record, number, shown_as, result)
            add_row(grid, number, cells, result.diagnostics[before:])
    except csv.Error as exc:
        result.diagnostics.append(SHEET_SYNTAX.at(f"CSV syntax error: {exc}",
                                                  Position(shown_as, number + 1, 1)))
        return GridResult(None, result.diagnostics)
    result.grid = grid
    return result


def _cells(record: list[str], number: int, shown_as: str, result: GridResult) -> dict[int, GridCell]:
    cells = {}
    for column, raw in enumerate(record, start=1):
        pos = Position(shown_as, number, column)
        text = checked_text(unescaped_cell(raw), pos, result.diagnostics)
        if text is not None:
            cells[column] = GridCell(text, pos)
    return cells
