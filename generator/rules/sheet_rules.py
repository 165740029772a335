"""Documentation of the checks applied while a spreadsheet is read (see docs/spreadsheets.md)."""

from generator.diagnostics import Severity
from generator.rules.registry import documented

E = Severity.ERROR

SHEET_RULES = (
documented("sheet-file", E, """A ``cards_from`` or ``rows_from`` names a CSV or XLSX file inside the game's folder,
and the entry does not also list its cards or rows.
Passes: ``cards_from: deeds.csv``. Fails: ``cards_from: ../deeds.csv``, ``cards_from: deeds.ods``."""),
documented("sheet-encoding", E, """A CSV file is UTF-8 text (a byte-order mark is allowed).
Passes: a sheet saved as 'CSV UTF-8'. Fails: a CSV saved as Windows-1251 or UTF-16."""),
documented("sheet-size", E, """A sheet stays under the limits: 8 MiB on disk, 64 MiB unpacked (XLSX), 50,000 data
rows, 200 columns.
Passes: a 300-card sheet. Fails: a 60,000-row sheet (split it into several decks)."""),
documented("sheet-unreadable", E, """The sheet can be read from disk.
Passes: a readable file. Fails: a file without read permission."""),
documented("sheet-syntax", E, """A CSV file's quotes are balanced.
Passes: ``a,"one, two"``. Fails: ``a,"unclosed`` at the end of the file."""),
documented("sheet-xlsx", E, """An ``.xlsx`` file is a readable XLSX workbook.
Passes: a workbook saved by a spreadsheet program. Fails: a truncated file, or an .xls renamed .xlsx."""),
documented("sheet-worksheet", E, """The worksheet a ``{file, worksheet}`` names exists (and only an XLSX has
worksheets).
Passes: ``{file: cards.xlsx, worksheet: Deeds}`` with a Deeds tab. Fails: ``worksheet: Deed``."""),
documented("sheet-formula", E, """Cells hold values, not formulas: what a formula shows depends on the program.
Passes: ``3``. Fails: ``=A2+1`` (paste it as a value)."""),
documented("sheet-merged", E, """No merged cells: a merged range reads as empty beyond its first cell.
Passes: the value written in each cell. Fails: C4:C6 merged over three cards."""),
documented("sheet-cell", E, """A cell is written as its column's kind reads it (docs/spreadsheets.md).
Passes: ``fur 2, coin 1`` in a cost column. Fails: ``2 fur``, ``{fur: 2}``, or a bare ``?``."""),
documented("sheet-header", E, """Each header names a field, an attribute, a source key or a table column, once;
every cell has a header.
Passes: ``id,title,cost``. Fails: ``id,title,title``, or a cell under an empty header."""),
documented("sheet-unused", Severity.WARNING, """Every spreadsheet in a game's folder is named by a deck or a table
(otherwise it is silently not read).
Passes: ``deeds.csv`` with ``cards_from: deeds.csv``. Fails (warning): ``deeds.csv`` that nothing names."""),
)
