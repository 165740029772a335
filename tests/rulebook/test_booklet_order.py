"""Booklet order for saddle stitching, 4 to 64 pages: every page once, blanks only at the end's
padding, and each sheet's sides pair up as a folded stack reads."""

from __future__ import annotations

import pytest

from generator.geometry.booklet import padded, sheets, sides


@pytest.mark.parametrize("pages", range(1, 65))
def test_every_page_once_and_blanks_to_a_multiple_of_four(pages):
    total = padded(pages)
    assert total % 4 == 0 and total - 4 < pages <= total
    found = [n for side in sides(pages) for n in (side.left, side.right)]
    assert len(found) == total
    assert sorted(n for n in found if n is not None) == list(range(1, pages + 1))
    assert found.count(None) == total - pages


@pytest.mark.parametrize("pages", range(4, 65))
def test_folded_sheets_read_in_order(pages):
    """Sheet i (from the outside) holds pages 2i+1 and 2i+2 at the front of the fold and their
    mirror pages at the back; facing pages add up to the padded count plus one."""
    total = padded(pages)
    made = sheets(pages)
    assert len(made) == total // 4
    for i, sheet in enumerate(made):
        assert (sheet.front.right, sheet.back.left) == (2 * i + 1, 2 * i + 2)
        for side, outer in ((sheet.front, sheet.front.left), (sheet.back, sheet.back.right)):
            inner = side.right if side is sheet.front else side.left
            expected = total + 1 - inner
            assert outer == (expected if expected <= pages else None)
    assert (made[-1].back.left, made[-1].back.right) == (total // 2, total // 2 + 1 if total // 2 + 1 <= pages
                                                         else None)


def test_eight_pages():
    assert [(s.front.left, s.front.right, s.back.left, s.back.right) for s in sheets(8)] == [
        (8, 1, 2, 7), (6, 3, 4, 5)]
    assert [(s.front.left, s.front.right, s.back.left, s.back.right) for s in sheets(6)] == [
        (None, 1, 2, None), (6, 3, 4, 5)]
