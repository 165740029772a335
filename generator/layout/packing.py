"""Packing several sets of items into the slots of sheets, each set starting on a fresh row."""

from __future__ import annotations


def pack_rows(set_sizes: list[int], cols: int, per_sheet: int) -> list[list[tuple[int, int, int]]]:
    """Sheets of (set index, item index within the set, slot index).

    Slots are numbered row by row, ``cols`` to a row. A set starts at the beginning of a row, and
    on a new sheet when the current one is full; a set larger than the rest of a sheet continues on
    the next.
    """
    if cols <= 0 or per_sheet <= 0:
        raise ValueError("a sheet needs at least one slot")
    sheets: list[list[tuple[int, int, int]]] = []
    slot = per_sheet  # forces a new sheet for the first item
    for set_index, size in enumerate(set_sizes):
        if size and slot % cols:
            slot += cols - slot % cols
        for item in range(size):
            if slot >= per_sheet:
                sheets.append([])
                slot = 0
            sheets[-1].append((set_index, item, slot))
            slot += 1
    return sheets
