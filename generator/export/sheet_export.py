"""``export-sheet``: a deck's cards (or a table's rows) written to a CSV or XLSX sheet.

Only columns some entry fills are written. The sheet is read back with the loader's own reader
and checked against the model before it is kept: an export either reads back as the same cards,
or is refused with the cells that would not.
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable, Sequence
from typing import Any

from generator.diagnostics import Position, Severity
from generator.export.sheet_cells import NotWritable, cell_text
from generator.model.game import entities as e
from generator.model.schema.kinds import CARD, ROW
from generator.model.game.plain import plain
from generator.model.sheets.rows import (
    DECLARED_KINDS,
    SOURCE_KEYS, card_columns, confusable, entries, kind_of, normal_header, row_columns,
)
from generator.loading.csv_reader import escaped_cell
from generator.model.sheets.sources import read_grid
from generator.model.schema.fields import Checker, ListOf
from generator.model.game.values import AtLeast, Source

CARD_FIELDS = ("id", "title", "local_title", "type", "copies", "cost", "requirement", "reward", "vp", "text",
               "image", "back", "unknown")
DEFAULTS = {"copies": 1}


Column = tuple[str, Callable[[Any], Any]]   # a header, and what its cell holds for one entry


class ExportRefused(ValueError):
    """The entries cannot be written to a sheet that reads back the same; the message says why."""


@dataclass(frozen=True)
class Plan:
    """Headers and, per entry, its cells in header order."""

    headers: list[str]
    rows: list[list]


def card_plan(deck: e.Deck) -> Plan:
    columns: list[Column] = []
    for name in CARD_FIELDS:
        kind = kind_of(CARD.fields[name].type) or "text"
        columns.append((name, _getter(name, kind)))
    for name in _attribute_names(deck):
        plain_header = normal_header(name) == name and name not in CARD.fields and not confusable(name, CARD)
        header = name if plain_header else f"attributes.{name}"
        columns.append((header, _attribute(name, _declared_kinds(deck).get(name, "scalar"))))
    columns += _source_columns(_own_source(deck.source), "source")
    for field in sorted({f for card in deck.cards for f in card.field_sources}):
        columns += _source_columns(_field_source(field), f"field_sources.{field}")
    return _plan(deck.cards, columns)


def table_plan(table: e.Table) -> Plan:
    columns: list[Column] = [("label", _getter("label", "text")), ("roll", _getter("roll", "text"))]
    columns += [(column.id, _cell(index)) for index, column in enumerate(table.columns)]
    columns += _source_columns(_own_source(table.source), "source")
    return _plan(table.rows, columns)


def _getter(name: str, kind: str):
    def get(card):
        value = getattr(card, name)
        if name == "unknown":
            value = value.reason if value is not None else None
        is_default = DEFAULTS.get(name, object()) == value and not isinstance(value, AtLeast)
        return None if is_default else cell_text(value, kind)
    return get


def _declared_kinds(deck: e.Deck) -> dict[str, str]:
    """The cell kinds of the attributes the deck declares (an amount is written 'vp 2')."""
    return {name: DECLARED_KINDS.get(decl.type, decl.type) for name, decl in deck.card_attributes.items()}


def _attribute(name: str, kind: str) -> Callable[[Any], Any]:
    """An attribute's cell, written as its declared type reads it back (an amount 'vp 2')."""
    return lambda card: cell_text(card.attributes.get(name), kind)


def _cell(index: int) -> Callable[[Any], Any]:
    return lambda row: cell_text(row.cells[index] if index < len(row.cells) else None, "scalar")


def _own_source(parent: Source | None) -> Callable[[Any], Source | None]:
    """An entry's source when it has one of its own (not its parent's)."""
    return lambda entry: entry.source if entry.source != parent else None


def _field_source(field: str) -> Callable[[Any], Source | None]:
    return lambda card: card.field_sources.get(field)


def _attribute_names(deck: e.Deck) -> list[str]:
    names: dict[str, None] = {}
    for card in deck.cards:
        names.update(dict.fromkeys(card.attributes))
    return list(names)


def _source_columns(source_of: Callable[[Any], Source | None], prefix: str) -> list[Column]:
    def key_of(key: str) -> Callable[[Any], Any]:
        return lambda entry: cell_text(getattr(source_of(entry), key, None), "text")
    return [(f"{prefix}.{key}", key_of(key)) for key in SOURCE_KEYS]


def _plan(entries_: Sequence, columns: list[Column]) -> Plan:
    rows, problems = [], []
    for entry in entries_:
        row = []
        for header, get in columns:
            try:
                row.append(get(entry))
            except NotWritable as exc:
                problems.append(f"{getattr(entry, 'id', None) or entry.label}, {header}: {exc}")
                row.append(None)
        rows.append(row)
    if problems:
        raise ExportRefused("these values have no cell notation: " + "; ".join(problems[:10]))
    used = [i for i in range(len(columns)) if any(row[i] is not None for row in rows)]
    return Plan([columns[i][0] for i in used], [[row[i] for i in used] for row in rows])


def write_sheet(plan: Plan, path: Path, worksheet: str) -> None:
    """Write ``plan`` to ``path`` (.csv as UTF-8 with a byte-order mark, or .xlsx)."""
    if path.suffix.lower() == ".xlsx":
        _write_xlsx(plan, path, worksheet)
        return
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(plan.headers)
    for row in plan.rows:
        writer.writerow([_csv_cell(v) for v in row])
    path.write_text(buffer.getvalue(), encoding="utf-8-sig", newline="")


def _csv_cell(value: Any) -> Any:
    """A CSV cell: booleans as the reader reads them, text no spreadsheet program runs as a formula."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    return escaped_cell(value) if isinstance(value, str) else value


def _write_xlsx(plan: Plan, path: Path, worksheet: str) -> None:
    import datetime

    from openpyxl import Workbook
    from openpyxl.styles import Font

    book = Workbook()
    sheet = book.create_sheet(worksheet[:31], 0)
    book.remove(book.worksheets[1])
    sheet.append(plan.headers)
    for row in plan.rows:
        sheet.append(row)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    sheet.freeze_panes = "A2"
    fixed = datetime.datetime(2000, 1, 1)
    book.properties.created = book.properties.modified = fixed
    book.save(path)


def export_entity(entity, path: Path) -> None:
    """Write ``entity`` (a deck or a table) to ``path``, keeping the file only when it reads back
    as the same entries; raises ExportRefused otherwise."""
    plan = card_plan(entity) if isinstance(entity, e.Deck) else table_plan(entity)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(suffix=path.suffix, dir=path.parent, prefix=".export-")
    os.close(handle)
    try:
        write_sheet(plan, Path(temporary), entity.id)
        differences = _read_back(entity, Path(temporary))
        if differences:
            raise ExportRefused("the sheet would not read back as the same entries: " + "; ".join(differences[:10]))
        os.replace(temporary, path)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


def _read_back(entity, path: Path) -> list[str]:
    """How the entries read from ``path`` differ from ``entity``'s (an empty list when they do not)."""
    read = read_grid(path, path.name)
    if read.grid is None:
        return [str(d) for d in read.diagnostics]
    ck = Checker()
    ck.sources[0] = entity.source
    if isinstance(entity, e.Deck):
        rows = entries(read.grid, card_columns(read.grid, CARD, _declared_kinds(entity), ck), ck)
        built, original = ListOf(CARD).check(rows, Position(path.name, 1, 1), ck), entity.cards
    else:
        table_columns = [(c.id, c.label) for c in entity.columns]
        rows = entries(read.grid, row_columns(read.grid, ROW, table_columns, {}, ck), ck, width=len(table_columns))
        built, original = ListOf(ROW).check(rows, Position(path.name, 1, 1), ck), entity.rows
    problems = [d.message for d in read.diagnostics + ck.diagnostics if d.severity is Severity.ERROR]
    for index, (old, new) in enumerate(zip(original, built)):
        a, b = plain(old), plain(new)
        for key in a:
            if a[key] != b.get(key):
                problems.append(f"entry {index + 1} ({getattr(old, 'id', None) or key}): {key} reads back as "
                                f"{b.get(key)!r}, not {a[key]!r}")
    if len(original) != len(built):
        problems.append(f"{len(built)} entries read back, not {len(original)}")
    return problems
