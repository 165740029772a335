"""Decks and tables that take their rows from a spreadsheet (``cards_from``, ``rows_from``).

Before a document's entries are checked, each deck naming ``cards_from: deeds.csv`` (or
``{file: deeds.xlsx, worksheet: Deeds}``) gets its ``cards`` from that sheet, and each table
naming ``rows_from`` its ``rows``, as positioned values: the model checks them as it checks YAML.
Findings in a sheet name the column's letter and header, and point back at the YAML entry.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from generator.content_paths import PathRefused, resolve_inside
from generator.diagnostics import Diagnostic, Position, Related, Severity, declare
from generator.loading.grid import SHEET_WORKSHEET
from generator.loading.positioned import PDict
from generator.model.schema.fields import Checker

if TYPE_CHECKING:   # the sheets' readers and rows load only for a project that has sheets
    from generator.loading.grid import GridResult

SHEET_SUFFIXES = (".csv", ".tsv", ".xlsx")
OTHER_SUFFIXES = (".xls", ".xlsm", ".ods", ".numbers")
# (section, field naming the sheet, field it fills)
SHEET_FILE = declare("sheet-file", Severity.ERROR, """A ``cards_from`` or ``rows_from`` names a CSV or XLSX
    file inside the game's folder, and the entry does not also list its cards or rows.
    Passes: ``cards_from: deeds.csv``. Fails: ``cards_from: ../deeds.csv``, ``cards_from: deeds.ods``.""")
SHEET_UNUSED = declare("sheet-unused", Severity.WARNING, """Every spreadsheet in a game's folder is named by a
    deck or a table (otherwise it is silently not read).
    Passes: ``deeds.csv`` with ``cards_from: deeds.csv``. Fails (warning): ``deeds.csv`` that nothing names.""")
TAKES_ROWS = (("decks", "cards_from", "cards"), ("tables", "rows_from", "rows"))


@dataclass(frozen=True)
class SheetUse:
    """A spreadsheet the content reads: where it is named, and its headers by column number."""

    named_at: Position
    entity: str
    headers: dict[int, str]


def takes_sheets(data: PDict) -> bool:
    """Whether a document has a deck or table that takes its entries from a spreadsheet."""
    return any(isinstance(entry, PDict) and naming in entry
               for section, naming, _ in TAKES_ROWS if isinstance(data.get(section), list)
               for entry in data[section])


def expand_sheets(data: PDict, folder: Path, root: Path, uses: dict[str, SheetUse]) -> list[Diagnostic]:
    """Fill each deck's ``cards`` and each table's ``rows`` that a sheet holds; record the sheets
    read in ``uses`` (by shown path)."""
    ck = Checker()
    for section, naming, filled in TAKES_ROWS:
        entries_ = data.get(section)
        if not isinstance(entries_, list):
            continue
        for entry in entries_:
            if isinstance(entry, PDict) and naming in entry:
                _expand(entry, naming, filled, folder, root, uses, ck)
    return ck.diagnostics


def _expand(entry: PDict, naming: str, filled: str, folder: Path, root: Path, uses: dict[str, SheetUse],
            ck: Checker) -> None:
    raw, at = entry[naming], entry.at(naming)
    file = raw.get("file") if isinstance(raw, PDict) else raw
    worksheet = raw.get("worksheet") if isinstance(raw, PDict) else None
    if not isinstance(file, str) or not (worksheet is None or isinstance(worksheet, str)):
        return                                    # the record's check reports the type
    if filled in entry:
        ck.error(SHEET_FILE, f"this entry lists its {filled} and also takes them from '{file}'; keep one",
                 entry.key_at(filled))
        return
    try:
        path = resolve_inside(folder, file, "spreadsheet", SHEET_SUFFIXES, "a CSV or XLSX file")
    except PathRefused as exc:
        hint = " (save it as .xlsx or .csv)" if Path(file).suffix.lower() in OTHER_SUFFIXES else ""
        ck.error(SHEET_FILE, f"{exc}{hint}", at)
        return
    shown = path.relative_to(root.resolve()).as_posix()
    read = read_grid(path, shown, worksheet)
    ck.diagnostics.extend(read.diagnostics)
    if read.grid is None:
        return
    uses[shown] = SheetUse(at, str(entry.get("id", "?")), {n: str(c.value) for n, c in read.grid.header.items()})
    from generator.model.sheets.rows import card_columns, declared_kinds, entries, row_columns

    if filled == "cards":
        from generator.model.schema.kinds import CARD

        columns = card_columns(read.grid, CARD, declared_kinds(entry.get("card_attributes")), ck)
        rows = entries(read.grid, columns, ck)
    else:
        from generator.model.schema.kinds import ROW

        table_columns = _table_columns(entry)
        columns = row_columns(read.grid, ROW, table_columns, _column_kinds(entry), ck)
        rows = entries(read.grid, columns, ck, width=len(table_columns))
    entry[filled] = rows
    entry.key_pos[filled], entry.value_pos[filled] = entry.key_at(naming), Position(shown, 1, 1)


def read_grid(path: Path, shown: str, worksheet: str | None = None) -> GridResult:
    """A sheet's cells (the readers load only for a project that has sheets)."""
    from generator.loading.csv_reader import read_csv_file
    from generator.loading.grid import GridResult
    from generator.loading.xlsx_reader import read_xlsx_file

    if path.suffix.lower() == ".xlsx":
        return read_xlsx_file(path, shown, worksheet)
    if worksheet is not None:
        return GridResult(None, [SHEET_WORKSHEET.at("a CSV file has no worksheets; name the file alone",
                                                   Position(shown, 1, 1))])
    return read_csv_file(path, shown)


def _table_columns(entry: PDict) -> list[tuple[str, str]]:
    out = []
    for column in entry.get("columns") or ():
        if isinstance(column, PDict):
            out.append((str(column.get("id", "")), str(column.get("label", ""))))
    return out


def _column_kinds(entry: PDict) -> dict[str, str]:
    """Cell kinds of the table columns that declare a ``type``."""
    from generator.model.sheets.rows import declared_kinds

    declared = PDict(entry.pos)
    for column in entry.get("columns") or ():
        if isinstance(column, PDict) and "type" in column:
            declared[str(column.get("id"))] = PDict(column.pos)
            declared[str(column.get("id"))]["type"] = column["type"]
    return declared_kinds(declared)


def unused_sheets(folder: Path, root: Path, uses: dict[str, SheetUse]) -> list[Diagnostic]:
    """A warning for every spreadsheet in the game's folder that no deck or table names."""
    out = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        suffix = path.suffix.lower()
        if suffix not in SHEET_SUFFIXES + OTHER_SUFFIXES or path.name.startswith((".~lock", "~$")):
            continue
        shown = path.relative_to(root).as_posix()
        if shown in uses:
            continue
        if suffix in OTHER_SUFFIXES:
            message = (f"spreadsheet '{path.name}' is not read: only CSV and XLSX are; save it as .xlsx or .csv "
                       "and name it in a deck's cards_from or a table's rows_from")
        else:
            message = (f"spreadsheet '{path.name}' is not read: no deck's cards_from nor table's rows_from "
                       "names it")
        out.append(SHEET_UNUSED.at(message, Position(shown, 1, 1)))
    return out


def described(diagnostics: list[Diagnostic], uses: dict[str, SheetUse]) -> list[Diagnostic]:
    """Findings in a sheet with the column's letter and header, and the YAML entry naming it."""
    if not uses:
        return diagnostics
    from generator.loading.grid import column_letter

    out = []
    for d in diagnostics:
        use = uses.get(d.pos.path) if d.pos else None
        if d.pos is None or use is None or any(r.pos == use.named_at for r in d.related):
            out.append(d)
            continue
        header = use.headers.get(d.pos.column)
        where = f"column {column_letter(d.pos.column)}" + (f', "{header}"' if header else "")
        related = (*d.related, Related(use.named_at, f"the sheet is named here ({use.entity})"))
        out.append(replace(d, message=f"{d.message} ({where})", related=related))
    return out

