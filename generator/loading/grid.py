"""A spreadsheet read as a grid: the header row and the data rows, each cell with its position.

CSV and XLSX files both read into a ``Grid``. A position's line is the spreadsheet's row number
(the header is row 1) and its column the column's number (A is 1), so ``cards.csv:4:3`` is the
cell C4 as a spreadsheet program shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from generator.diagnostics import Diagnostic, DeclaredRule, Position, Severity, declare

E = Severity.ERROR
SHEET_SIZE = declare("sheet-size", E, """A sheet stays under the limits: 8 MiB on disk, 64 MiB unpacked (XLSX),
    50,000 data rows, 200 columns.
    Passes: a 300-card sheet. Fails: a 60,000-row sheet (split it into several decks).""")
SHEET_UNREADABLE = declare("sheet-unreadable", E, """The sheet can be read from disk.
    Passes: a readable file. Fails: a file without read permission.""")
SHEET_WORKSHEET = declare("sheet-worksheet", E, """The worksheet a ``{file, worksheet}`` names exists (and only an
    XLSX has worksheets).
    Passes: ``{file: cards.xlsx, worksheet: Deeds}`` with a Deeds tab. Fails: ``worksheet: Deed``.""")
SHEET_CELL = declare("sheet-cell", E, """A cell is written as its column's kind reads it (docs/spreadsheets.md).
    Passes: ``fur 2, coin 1`` in a cost column. Fails: ``2 fur``, ``{fur: 2}``, or a bare ``?``.""")

MAX_SHEET_BYTES = 8 * 1024 * 1024     # the file as stored (an XLSX is compressed)
MAX_ROWS = 50_000                      # data rows
MAX_COLUMNS = 200
MAX_CELL_CHARS = 20_000

CellValue = str | int | float | bool


@dataclass(frozen=True, slots=True)
class GridCell:
    """One non-empty cell: text from a CSV; text, a number or a boolean from an XLSX."""

    value: CellValue
    pos: Position


@dataclass
class GridRow:
    """A data row: its row number and its non-empty cells by column number."""

    number: int
    cells: dict[int, GridCell]
    refused: frozenset[int] = frozenset()   # columns whose cell was refused (and reported) when read


@dataclass
class Grid:
    """A sheet's header cells by column number, and its non-empty data rows in order."""

    path: str
    header: dict[int, GridCell] = field(default_factory=dict)
    rows: list[GridRow] = field(default_factory=list)


@dataclass
class GridResult:
    """The grid (None when the file was refused whole) and what was found on the way."""

    grid: Grid | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)


def column_letter(column: int) -> str:
    """1 as 'A', 26 as 'Z', 27 as 'AA'."""
    letters = ""
    while column > 0:
        column, rest = divmod(column - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def refused(rule: DeclaredRule, message: str, path: str, line: int = 1, column: int = 1) -> GridResult:
    """A result that refuses the whole file with one error."""
    return GridResult(None, [rule.at(message, Position(path, line, column))])


def checked_text(text: str, pos: Position, diagnostics: list[Diagnostic]) -> str | None:
    """A cell's text with spaces and tabs around it removed; None when empty or refused."""
    if len(text) > MAX_CELL_CHARS:
        diagnostics.append(SHEET_CELL.at(f"the cell holds {len(text)} characters, over the "
                                         f"limit of {MAX_CELL_CHARS}", pos))
        return None
    bad = next((c for c in text if (ord(c) < 32 and c not in "\n\t") or c in "\ufffe\uffff"), None)
    if bad is not None:
        diagnostics.append(SHEET_CELL.at(f"the cell holds the control character "
                                         f"U+{ord(bad):04X}", pos))
        return None
    text = text.strip(" \t")
    return text or None


def add_row(grid: Grid, number: int, cells: dict[int, GridCell], found: Sequence[Diagnostic] = ()) -> None:
    """Add row ``number``: the first becomes the header, later ones data rows; empty rows drop.
    ``found``: what reading the row's cells reported, whose cells count as written but refused."""
    refused = frozenset(d.pos.column for d in found if d.pos is not None and d.pos.line == number)
    if not cells and not refused:
        return
    if not grid.header and not grid.rows:
        grid.header = cells
    else:
        grid.rows.append(GridRow(number, cells, refused))
