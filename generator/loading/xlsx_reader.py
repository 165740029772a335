"""Read one worksheet of an XLSX workbook into a Grid, with openpyxl in read-only mode.

Values are read as stored: text, numbers and booleans. Formulas, error values (#DIV/0!), dates
and merged cells are refused at their cell, since what they show depends on the program that
opens the file. The workbook is checked as a ZIP archive first, so a broken or oversized file
(a ZIP bomb) is refused before openpyxl parses it.
"""

from __future__ import annotations

import datetime
import re
import zipfile
from pathlib import Path

from generator.diagnostics import DeclaredRule, Diagnostic, Position, Severity, declare
from generator.loading.grid import (
    MAX_COLUMNS, MAX_ROWS, MAX_SHEET_BYTES, SHEET_CELL, SHEET_SIZE, SHEET_UNREADABLE, SHEET_WORKSHEET,
    Grid, GridCell, GridResult, add_row, checked_text, column_letter, refused,
)

E = Severity.ERROR
SHEET_XLSX = declare("sheet-xlsx", E, """An ``.xlsx`` file is a readable XLSX workbook.
    Passes: a workbook saved by a spreadsheet program. Fails: a truncated file, or an .xls renamed .xlsx.""")
SHEET_FORMULA = declare("sheet-formula", E, """Cells hold values, not formulas: what a formula shows depends on
    the program.
    Passes: ``3``. Fails: ``=A2+1`` (paste it as a value).""")
SHEET_MERGED = declare("sheet-merged", E, """No merged cells: a merged range reads as empty beyond its first cell.
    Passes: the value written in each cell. Fails: C4:C6 merged over three cards.""")

MAX_UNPACKED_BYTES = 64 * 1024 * 1024
_MERGE = re.compile(rb'<(?:\w+:)?mergeCell\b[^>]*\bref="([A-Z]+)([0-9]+)(?::([A-Z]+[0-9]+))?"')


def read_xlsx_file(path: Path, shown_as: str, worksheet: str | None = None) -> GridResult:
    """Read ``worksheet`` (the first one by default) of ``path``. Never raises for bad content."""
    problem = _archive_problem(path)
    if problem:
        return refused(*problem, shown_as)
    import openpyxl  # only when a project has an XLSX sheet

    try:
        book = openpyxl.load_workbook(path, read_only=True, data_only=False)
    except Exception as exc:  # openpyxl raises many kinds on damaged parts
        return refused(SHEET_XLSX, f"not a readable XLSX workbook ({type(exc).__name__}: {exc})", shown_as)
    try:
        return _read_book(book, path, shown_as, worksheet)
    except Exception as exc:  # a damaged worksheet part shows only while rows are read
        return refused(SHEET_XLSX, f"the worksheet cannot be read ({type(exc).__name__}: {exc})", shown_as)
    finally:
        book.close()


def _archive_problem(path: Path) -> tuple[DeclaredRule, str] | None:
    """Why the file cannot be an XLSX workbook we open, or None."""
    try:
        size = path.stat().st_size
        if size > MAX_SHEET_BYTES:
            return SHEET_SIZE, f"file is {size} bytes, over the {MAX_SHEET_BYTES}-byte limit for one spreadsheet"
        with zipfile.ZipFile(path) as archive:
            unpacked = sum(info.file_size for info in archive.infolist())
            names = set(archive.namelist())
    except OSError as exc:
        return SHEET_UNREADABLE, f"cannot read file: {exc.strerror}"
    except (zipfile.BadZipFile, ValueError):
        return SHEET_XLSX, "not an XLSX workbook (an .xlsx file is a ZIP archive; this one is not, or is damaged)"
    if unpacked > MAX_UNPACKED_BYTES:
        return SHEET_SIZE, f"the workbook unpacks to {unpacked} bytes, over the limit of {MAX_UNPACKED_BYTES}"
    if "xl/workbook.xml" not in names:
        return SHEET_XLSX, "not an XLSX workbook (no xl/workbook.xml inside; an .xls or .ods file saved as .xlsx?)"
    return None


def _read_book(book, path: Path, shown_as: str, worksheet: str | None) -> GridResult:
    if worksheet is None:
        sheet = book.worksheets[0]
    elif worksheet in book.sheetnames:
        sheet = book[worksheet]
    else:
        return refused(SHEET_WORKSHEET, f"the workbook has no worksheet '{worksheet}'; it has: "
                       f"{', '.join(book.sheetnames)}", shown_as)
    rows, columns = sheet.max_row or 0, sheet.max_column or 0
    if rows > MAX_ROWS + 1 or columns > MAX_COLUMNS:
        return refused(SHEET_SIZE, f"the worksheet spans {rows} rows and {columns} columns; the limits are "
                       f"{MAX_ROWS} data rows and {MAX_COLUMNS} columns", shown_as)
    grid, result = Grid(shown_as), GridResult()
    result.diagnostics.extend(_merged_cells(path, getattr(sheet, "_worksheet_path", None), shown_as))
    for number, row in enumerate(sheet.iter_rows(), start=1):
        if number > MAX_ROWS + 1:
            return refused(SHEET_SIZE, f"more than {MAX_ROWS} data rows; split the sheet", shown_as, number)
        cells, before = {}, len(result.diagnostics)
        for cell in row:
            column = getattr(cell, "column", None)
            if cell.value is None or column is None or column > MAX_COLUMNS:
                continue
            pos = Position(shown_as, number, column)
            value = _value(cell, pos, result.diagnostics)
            if value is not None:
                cells[column] = GridCell(value, pos)
        add_row(grid, number, cells, result.diagnostics[before:])
    result.grid = grid
    return result


def _value(cell, pos: Position, diagnostics: list[Diagnostic]):
    """The cell's value as text, a whole number, a number or a boolean; None when refused."""
    value, kind = cell.value, getattr(cell, "data_type", None)
    where = f"{column_letter(pos.column)}{pos.line}"
    if kind == "f" or (isinstance(value, str) and value.startswith("=") and kind != "s"):
        diagnostics.append(SHEET_FORMULA.at(f"cell {where} holds the formula {str(value)[:60]}; "
                                            "only values are read: paste it as a value", pos))
        return None
    if kind == "e":
        diagnostics.append(SHEET_CELL.at(f"cell {where} holds the error value {value}", pos))
        return None
    if isinstance(value, (datetime.date, datetime.time, datetime.timedelta)):
        diagnostics.append(SHEET_CELL.at(f"cell {where} holds a date or time; format the cell "
                                         "as text or as a number", pos))
        return None
    if isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    if isinstance(value, (int, float)):
        return value
    return checked_text(str(value), pos, diagnostics)


def _merged_cells(path: Path, part: str | None, shown_as: str) -> list[Diagnostic]:
    """One error per merged range of the worksheet, at its top-left cell."""
    if not part:
        return []
    try:
        with zipfile.ZipFile(path) as archive:
            xml = archive.read(part.lstrip("/"))
    except (OSError, KeyError, zipfile.BadZipFile):
        return []
    out = []
    for match in _MERGE.finditer(xml):
        letters, row, end = match.group(1).decode(), int(match.group(2)), match.group(3)
        span = f"{letters}{row}" + (f":{end.decode()}" if end else "")
        out.append(SHEET_MERGED.at(f"cells {span} are merged; write the value in every cell of "
                                   "the range (a merged cell reads as empty beyond its first cell)",
                                   Position(shown_as, row, _column_number(letters))))
    return out


def _column_number(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number
