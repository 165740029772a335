"""What the sheet packer places and what it returns: runs of same-size items, whole blocks, and each
sheet of paper with the items and blocks on its front and back."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from generator.geometry.plane import Rect, Segment
from generator.geometry.imposition import Slot


@dataclass(frozen=True)
class Run:
    """``count`` items of one size, placed one after another."""

    part: str
    w: float
    h: float
    count: int
    backs: bool = False       # each item has a back printed behind it
    bleed: float = 0.0
    gap: float = 0.0          # between neighbouring items (twice the bleed for cards with bleed)
    turn: bool = True         # may be turned a quarter
    fresh_row: bool = False   # starts at the beginning of a row
    own_sheet: bool = False   # starts a sheet of its own and shares it with nothing

    @cached_property
    def geometry(self) -> tuple:
        return (round(self.w, 4), round(self.h, 4), self.backs, self.bleed, self.gap, self.turn)


@dataclass(frozen=True)
class Block:
    """One piece drawn whole (with its own outline), ``w`` x ``h`` mm, never turned."""

    part: str
    w: float
    h: float


Piece = Run | Block


@dataclass(frozen=True)
class Item:
    piece: int         # index of its run among the pieces
    index: int         # the item's number within its run, from 0
    front: Slot
    back: Slot | None  # None for an item without a back


@dataclass(frozen=True)
class PlacedBlock:
    piece: int
    rect: Rect


@dataclass(frozen=True)
class Sheet:
    """One sheet of paper: what goes on its front (and its back), marks and the label boxes."""

    paper: Rect
    items: tuple[Item, ...]
    blocks: tuple[PlacedBlock, ...]
    front_marks: tuple[Segment, ...]
    back_marks: tuple[Segment, ...]
    front_label: Rect
    back_label: Rect
    fold: Segment | None = None

    @property
    def has_backs(self) -> bool:
        return any(i.back is not None for i in self.items)

    def pieces(self) -> list[int]:
        """Indices of the pieces on this sheet, in the order they were placed."""
        return list(dict.fromkeys([i.piece for i in self.items] + [b.piece for b in self.blocks]))
