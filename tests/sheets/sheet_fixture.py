"""Helpers for spreadsheet tests: sheets written from rows, and YAML decks moved to sheets."""

from __future__ import annotations

import csv
import io
from pathlib import Path


def write_csv(path: Path, rows: list[list], encoding: str = "utf-8") -> Path:
    buffer = io.StringIO(newline="")
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    path.write_bytes(buffer.getvalue().encode(encoding))
    return path


def write_xlsx(path: Path, rows: list[list], title: str = "Sheet1", merge: str | None = None) -> Path:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = title
    for row in rows:
        sheet.append(row)
    if merge:
        sheet.merge_cells(merge)
    book.save(path)
    return path


def cards_to_sheet(yaml_path: Path, sheet_name: str) -> None:
    """Replace the ``cards:`` block of the file's only deck by ``cards_from: <sheet_name>``."""
    lines = yaml_path.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("    cards:"))
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > 4):
        end += 1
    lines[start:end] = [f"    cards_from: {sheet_name}\n"]
    yaml_path.write_text("".join(lines), encoding="utf-8")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))
