"""A spreadsheet's rows as the entries YAML would hold: cards of a deck, or rows of a table.

The header row names what each column holds, matched without regard to case, with spaces read
as underscores ("Local title" is ``local_title``):

- a field of the entry: ``title``, ``cost``, ``vp``, ``text`` ...;
- ``source.section``, ``source.public`` ... for the entry's own source, and for a card
  ``field_sources.vp.public`` ... for the source of one field;
- for a card, ``attributes.<name>`` or any other header: the attribute of that name;
- for a table, ``label`` or ``roll`` and then one column per table column, by its ID or label.

Each cell is read by its column's kind (generator.model.sheets.cells). The result is a PList of
PDicts positioned at the cells, so the model's checks treat sheet rows and YAML entries alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.diagnostics import Position, Severity, declare
from generator.loading.grid import Grid, GridRow, column_letter
from generator.loading.positioned import PDict, PList
from generator.model.sheets.cells import read_cell
from generator.model.schema.records import Record
from generator.model.schema.fields import (
    Amount, AmountOrChoices, Boolean, Checker, Choice, Integer, ListOf, Number, Text,
)

# Declared attribute types (``card_attributes: {x: {type: ...}}``) as cell kinds.
SHEET_HEADER = declare("sheet-header", Severity.ERROR, """Each header names a field, an attribute, a source key
    or a table column, once; every cell has a header.
    Passes: ``id,title,cost``. Fails: ``id,title,title``, or a cell under an empty header.""")

DECLARED_KINDS = {"integer": "integer", "number": "number", "boolean": "boolean", "text": "text",
                  "one-of": "text", "reference": "text", "amount": "amount", "list": "list"}
NOT_IN_CELLS = ("mapping", "map")
SOURCE_KEYS = ("section", "public", "confidence", "note", "design")


@dataclass(frozen=True)
class SheetColumn:
    """What one header names: a path into the entry, the kind of its cells, whether unknown is allowed."""

    number: int
    header: str
    path: tuple
    kind: str
    unknown_ok: bool = True


def normal_header(text) -> str:
    return "_".join(str(text).strip().lower().split())


def kind_of(type_) -> str | None:
    """The cell kind of a field type, or None when a cell cannot hold it."""
    if isinstance(type_, (Text, Choice)):
        return "text"
    if isinstance(type_, Integer):
        return "integer"
    if isinstance(type_, Number):
        return "number"
    if isinstance(type_, Boolean):
        return "boolean"
    if isinstance(type_, AmountOrChoices):
        return "choices"
    if isinstance(type_, Amount):
        return "amount"
    if isinstance(type_, ListOf) and kind_of(type_.item) in ("text", "integer", "number"):
        return "list"
    return None


def declared_kinds(raw: PDict | None) -> dict[str, str]:
    """Cell kinds of the attributes a container declares (``card_attributes`` as written)."""
    out: dict[str, str] = {}
    if not isinstance(raw, PDict):
        return out
    for name, decl in raw.items():
        kind = decl.get("type") if isinstance(decl, PDict) else None
        out[name] = DECLARED_KINDS.get(kind, "scalar") if isinstance(kind, str) else "scalar"
        if kind in NOT_IN_CELLS:
            out[name] = kind
    return out


def card_columns(grid: Grid, record: Record, declared: dict[str, str], ck: Checker) -> list[SheetColumn]:
    """The columns of a card sheet, by header; errors for headers that name nothing writable."""
    out = []
    for number, cell in sorted(grid.header.items()):
        header = normal_header(cell.value)
        column = _field_column(number, header, record, ck, cell.pos) or _attribute_column(
            number, header, record, declared, ck, cell.pos)
        if column is not None:
            out.append(column)
    return _unique(out, grid, ck)


def row_columns(grid: Grid, record: Record, table_columns: list[tuple[str, str]],
                declared: dict[str, str], ck: Checker) -> list[SheetColumn]:
    """The columns of a table sheet: label or roll, sources, then one per table column."""
    by_name: dict[str, int] = {}
    for index, (ident, label) in enumerate(table_columns):
        by_name.setdefault(normal_header(ident), index)
        by_name.setdefault(normal_header(label), index)
    out = []
    for number, cell in sorted(grid.header.items()):
        header = normal_header(cell.value)
        if header in ("label", "roll") or header.startswith("source."):
            column = _field_column(number, header, record, ck, cell.pos)
        elif header in by_name:
            index = by_name[header]
            column = SheetColumn(number, header, ("cells", index), declared.get(table_columns[index][0], "scalar"))
        else:
            names = [i for i, _ in table_columns]
            ck.error(SHEET_HEADER, f"header '{cell.value}' names no table column; columns: {', '.join(names)} "
                     "(by ID or label), and label, roll or source.<key>", cell.pos)
            column = None
        if column is not None:
            out.append(column)
    out = _unique(out, grid, ck)
    found = {c.path[1] for c in out if c.path[0] == "cells"}
    for index, (ident, _) in enumerate(table_columns):
        if index not in found:
            ck.error(SHEET_HEADER, f"no column of the sheet holds the table column '{ident}'",
                     Position(grid.path, 1, 1))
    return out


def _field_column(number: int, header: str, record: Record, ck: Checker, pos: Position) -> SheetColumn | None:
    head, _, rest = header.partition(".")
    spec = record.fields.get(head)
    if spec is None or head in ("attributes", "cards", "rows", "cells"):
        return None
    if head == "source":
        if rest in SOURCE_KEYS:
            return SheetColumn(number, header, ("source", rest), "text", False)
        ck.error(SHEET_HEADER, f"'{header}': a source column is source.<key>, with the key one of "
                 f"{', '.join(SOURCE_KEYS)}", pos)
        return SheetColumn(number, header, (), "text")
    if head == "field_sources":
        field, _, key = rest.partition(".")
        if field in getattr(spec.type, "fields", ()) and key in SOURCE_KEYS:
            return SheetColumn(number, header, ("field_sources", field, key), "text", False)
        ck.error(SHEET_HEADER, f"'{header}': write field_sources.<field>.<key>, e.g. field_sources.vp.public", pos)
        return SheetColumn(number, header, (), "text")
    kind = kind_of(spec.type)
    if rest or kind is None:
        ck.error(SHEET_HEADER, f"the field '{head}' cannot be written in a sheet cell", pos)
        return SheetColumn(number, header, (), "text")
    return SheetColumn(number, header, (head,), kind, spec.unknown_ok)


def _attribute_column(number: int, header: str, record: Record, declared: dict[str, str], ck: Checker,
                      pos: Position) -> SheetColumn | None:
    name = header.removeprefix("attributes.")
    if not name or "attributes" not in record.fields:
        ck.error(SHEET_HEADER, f"header '{header}' names no field here", pos)
        return None
    kind = declared.get(name, "scalar")
    if kind in NOT_IN_CELLS:
        ck.error(SHEET_HEADER, f"the attribute '{name}' is declared as a {kind}, which a sheet cell cannot "
                 "hold; keep this deck in YAML, or split the attribute", pos)
        return None
    close = confusable(name, record) if name == header and not declared else None
    if close:
        ck.warning(SHEET_HEADER, f"header '{header}' is read as the attribute '{name}'; did you mean the "
                   f"field '{close}'? (write attributes.{name} to keep it an attribute)", pos)
    return SheetColumn(number, header, ("attributes", name), kind)


def confusable(name: str, record: Record) -> str | None:
    """The field a plain attribute header looks like a misspelling of ('titel': 'title'), or None."""
    fields = [f for f in record.fields if kind_of(record.fields[f].type) and abs(len(f) - len(name)) <= 2]
    import difflib   # only a finding needs it

    close = difflib.get_close_matches(name, fields, n=1, cutoff=0.8)
    return close[0] if close else None


def _unique(columns: list[SheetColumn], grid: Grid, ck: Checker) -> list[SheetColumn]:
    seen: dict[tuple, SheetColumn] = {}
    out = []
    for column in columns:
        if not column.path:
            continue
        if column.path in seen:
            first = seen[column.path]
            ck.error(SHEET_HEADER, f"column {column_letter(column.number)} repeats the header of column "
                     f"{column_letter(first.number)} ('{first.header}')", grid.header[column.number].pos)
            continue
        seen[column.path] = column
        out.append(column)
    return out


def entries(grid: Grid, columns: list[SheetColumn], ck: Checker, width: int | None = None) -> PList:
    """Every data row as an entry PDict; ``width``: the number of table cells of a table row."""
    out = PList(Position(grid.path, 1, 1))
    headed = set(grid.header)
    for row in grid.rows:
        stray = sorted(set(row.cells) - headed)
        for number in stray[:1]:
            ck.error(SHEET_HEADER, f"cell {column_letter(number)}{row.number} has no header in row 1, so "
                     "nothing says what it holds", row.cells[number].pos)
        out.append(_entry(grid, row, columns, ck, width))
        out.item_pos.append(Position(grid.path, row.number, 1))
    return out


def _entry(grid: Grid, row: GridRow, columns: list[SheetColumn], ck: Checker, width: int | None) -> PDict:
    entry = PDict(Position(grid.path, row.number, 1))
    cells: list = [("", Position(grid.path, row.number, 1))] * (width or 0)
    for column in columns:
        cell = row.cells.get(column.number)
        if cell is None:
            if column.number in row.refused and column.path[0] != "cells":
                _refused(entry, column.path, grid.header[column.number].pos,
                         Position(grid.path, row.number, column.number))
            continue
        value = read_cell(cell.value, column.kind, cell.pos, ck, column.unknown_ok)
        if value is None:
            if column.path[0] != "cells":
                _refused(entry, column.path, grid.header[column.number].pos, cell.pos)
            continue
        if column.path[0] == "cells":
            cells[column.path[1]] = (value, cell.pos)
        else:
            _put(entry, column.path, value, grid.header[column.number].pos, cell.pos)
    if width is not None:
        listed = PList(Position(grid.path, row.number, 1))
        for value, pos in cells:
            listed.append(value)
            listed.item_pos.append(pos)
        _put(entry, ("cells",), listed, entry.pos, entry.pos)
    return entry


def _refused(entry: PDict, path: tuple, key_pos: Position, pos: Position) -> None:
    """Mark the cell at ``path`` as written but refused (reported already): its key has a
    position but no value, so that no check reports it missing as well."""
    target = entry
    for key in path[:-1]:
        if not isinstance(target.get(key), PDict):
            _put(target, (key,), PDict(pos), key_pos, pos)
        target = target[key]
    target.key_pos[path[-1]], target.value_pos[path[-1]] = key_pos, pos


def _put(entry: PDict, path: tuple, value, key_pos: Position, pos: Position) -> None:
    """Set ``value`` at ``path`` inside ``entry``, making the mappings on the way."""
    target = entry
    for key in path[:-1]:
        if not isinstance(target.get(key), PDict):
            target[key] = PDict(pos)
            target.key_pos[key], target.value_pos[key] = key_pos, pos
        target = target[key]
    target[path[-1]] = value
    target.key_pos[path[-1]], target.value_pos[path[-1]] = key_pos, pos
