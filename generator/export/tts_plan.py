"""Tabletop Simulator deck sheets, planned: which cards go on which sheet, in what grid, how big.

TTS imports a deck as one image of up to 10 x 7 cards (its "Custom Deck" dialog asks for the
columns, rows and number of cards), with the back as an image of its own. ``plan_sheets`` is a pure
function: it fills sheets of at most ``MAX_COLS`` x ``MAX_ROWS`` cards in order, at least 2 x 2
(a cautious floor: whether the dialog accepts a 1 x 1 grid is not verified), and scales the cards
down, keeping their shape, so that no sheet is wider or taller than ``MAX_PX`` pixels. Cards with
different backs go on separate sheets, since a sheet has one back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MAX_COLS = 10
MAX_ROWS = 7
MIN_GRID = 2
MAX_PX = 4096


@dataclass(frozen=True)
class SheetPlan:
    """One sheet: its grid, which cards (indices into the deck's list) and each card's pixel size."""

    cols: int
    rows: int
    cards: tuple[int, ...]
    card_w: int
    card_h: int
    back: str | None = None   # the back shared by the sheet's cards (None: the deck's)

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def size(self) -> tuple[int, int]:
        return self.cols * self.card_w, self.rows * self.card_h

    def slot(self, i: int) -> tuple[int, int]:
        """The top-left pixel of the ``i``-th card (left to right, top to bottom)."""
        return (i % self.cols) * self.card_w, (i // self.cols) * self.card_h


def grid(count: int, max_cols: int = MAX_COLS, max_rows: int = MAX_ROWS) -> tuple[int, int]:
    """Columns and rows for ``count`` cards on one sheet: as wide as needed first, then taller."""
    if not 0 < count <= max_cols * max_rows:
        raise ValueError(f"a sheet holds 1 to {max_cols * max_rows} cards, not {count}")
    cols = max(MIN_GRID, min(count, max_cols))
    rows = max(MIN_GRID, math.ceil(count / cols))
    return cols, rows


def fitted_card(cols: int, rows: int, card_w: int, card_h: int, max_px: int = MAX_PX) -> tuple[int, int]:
    """The card's pixel size on a cols x rows sheet no side of which exceeds ``max_px``."""
    scale = min(1.0, max_px / (cols * card_w), max_px / (rows * card_h))
    if scale >= 1.0:
        return card_w, card_h
    return max(1, math.floor(card_w * scale)), max(1, math.floor(card_h * scale))


def plan_sheets(backs: list[str | None], card_w: int, card_h: int, max_cols: int = MAX_COLS,
                max_rows: int = MAX_ROWS, max_px: int = MAX_PX) -> list[SheetPlan]:
    """Sheets for a deck whose i-th card has back ``backs[i]`` (None: the deck's back)."""
    per_sheet = max_cols * max_rows
    groups: dict[str | None, list[int]] = {}
    for i, back in enumerate(backs):
        groups.setdefault(back, []).append(i)
    sheets = []
    for back in sorted(groups, key=lambda key: key is not None):  # the deck's back first
        indices = groups[back]
        for start in range(0, len(indices), per_sheet):
            chunk = tuple(indices[start:start + per_sheet])
            cols, rows = grid(len(chunk), max_cols, max_rows)
            w, h = fitted_card(cols, rows, card_w, card_h, max_px)
            sheets.append(SheetPlan(cols, rows, chunk, w, h, back))
    return sheets
