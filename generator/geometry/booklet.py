"""Booklet order: which pages of a book go on each side of each folded sheet, for saddle stitching.

A book of ``n`` pages is padded with blank pages to a multiple of four; each sheet carries two
pages side by side on each of its sides, and the sheets, stacked, folded and stapled in the
middle, read in order. The sheet is printed double-sided, flipped on its short edge (the usual
setting for a landscape sheet): the back needs no turning, its left half lies behind the front's
right half. ``sheets`` is a pure function of ``n``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SheetSide:
    """The pages on one side of a sheet, left and right: page numbers from 1, None for a blank."""

    left: int | None
    right: int | None


@dataclass(frozen=True)
class BookletSheet:
    front: SheetSide
    back: SheetSide


def padded(pages: int) -> int:
    """The page count rounded up to a multiple of four (a sheet holds four pages)."""
    return max(4, -(-pages // 4) * 4)


def sheets(pages: int) -> list[BookletSheet]:
    """The sheets of a booklet of ``pages`` pages, outermost first: the first sheet's front holds
    the last page on the left and page 1 on the right, its back pages 2 and the last but one."""
    if pages < 1:
        return []
    total = padded(pages)

    def page(number: int) -> int | None:
        return number if number <= pages else None

    out = []
    for i in range(total // 4):
        outer, inner = total - 2 * i, 2 * i + 1
        out.append(BookletSheet(SheetSide(page(outer), page(inner)), SheetSide(page(inner + 1), page(outer - 1))))
    return out


def sides(pages: int) -> list[SheetSide]:
    """Every printed side in order: sheet 1's front, its back, sheet 2's front..."""
    return [side for sheet in sheets(pages) for side in (sheet.front, sheet.back)]
