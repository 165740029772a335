"""Imposition as pure geometry: slots inside the printable area, no overlaps, backs mirrored per
mode, crop marks only in the margins, on A4 and Letter, for every card size in PRINTING.md."""

from __future__ import annotations

import itertools

import pytest

from generator.geometry.plane import Rect, mirror_x, mirror_y
from generator.geometry.imposition import MODES, crop_marks, impose
from generator.geometry.units import MARK_LENGTH, PAPERS, UNPRINTABLE
from generator.model.schema.shared_fields import CARD_SIZES_MM

CASES = [(paper, size, mode, bleed) for paper in PAPERS for size in CARD_SIZES_MM for mode in MODES
         for bleed in (0.0, 3.0)]


def ids(case):
    return "-".join(str(v) for v in case)


def printable(paper: str) -> Rect:
    w, h = PAPERS[paper]
    return Rect(0, 0, w, h).inset(UNPRINTABLE)


def grow(r: Rect, d: float) -> Rect:
    return Rect(r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d)


def reading_order(slots):
    """Slot indices as the page reads: rows from the top, left to right."""
    return [s.index for s in sorted(slots, key=lambda s: (-round(s.trim.top, 3), round(s.trim.x, 3)))]


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_every_slot_and_its_bleed_is_printable_and_alone(case):
    paper, size, mode, bleed = case
    imp = impose(*CARD_SIZES_MM[size], *PAPERS[paper], mode=mode, bleed=bleed)
    area = printable(paper)
    slots = imp.fronts + (imp.backs if mode == "gutterfold" else ())
    assert imp.per_sheet >= 1
    for slot in imp.fronts + imp.backs:
        assert area.contains(grow(slot.trim, bleed)), slot
    for a, b in itertools.combinations(slots, 2):
        assert not grow(a.trim, bleed).overlaps(grow(b.trim, bleed)), (a, b)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_each_slot_holds_the_card_at_true_size(case):
    paper, size, mode, bleed = case
    w, h = CARD_SIZES_MM[size]
    imp = impose(w, h, *PAPERS[paper], mode=mode, bleed=bleed)
    for slot in imp.fronts + imp.backs:
        placed = slot.placement.map_rect(w, h)
        assert (placed.x, placed.y, placed.w, placed.h) == pytest.approx(
            (slot.trim.x, slot.trim.y, slot.trim.w, slot.trim.h), abs=1e-5)
        assert abs(slot.placement.det - 1) < 1e-9  # turned maybe, never mirrored
        assert sorted((round(slot.trim.w, 6), round(slot.trim.h, 6))) == sorted((w, h))


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_backs_sit_behind_their_fronts(case):
    paper, size, mode, bleed = case
    pw, ph = PAPERS[paper]
    imp = impose(*CARD_SIZES_MM[size], pw, ph, mode=mode, bleed=bleed)
    if mode == "gutterfold":
        fold = imp.fold
        flip = mirror_x(fold.x1) if fold.x1 == fold.x2 else mirror_y(fold.y1)
    else:
        flip = mirror_y(ph / 2) if mode == "short-edge" else mirror_x(pw / 2)
    for front, back in zip(imp.fronts, imp.backs):
        assert front.index == back.index
        fx, fy = front.trim.centre
        bx, by = back.trim.centre
        assert flip.apply(fx, fy) == pytest.approx((bx, by))
        # the card's own corner (0, 0) lands behind its corner (w, 0) on the front: a sideways turn-over
        w = imp.item_w
        assert flip.apply(*front.placement.apply(w, 0)) == pytest.approx(back.placement.apply(0, 0))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_long_edge_reads_3_2_1_and_short_edge_7_8_9_on_a_3_by_3_sheet(paper):
    w, h = 56.0, 80.0   # nine of these fit upright on both papers
    long = impose(w, h, *PAPERS[paper], mode="long-edge")
    short = impose(w, h, *PAPERS[paper], mode="short-edge")
    assert long.per_sheet == short.per_sheet == 9
    assert reading_order(long.fronts) == list(range(9))
    assert reading_order(long.backs) == [2, 1, 0, 5, 4, 3, 8, 7, 6]
    assert {s.rotation for s in long.backs} == {0}
    assert reading_order(short.backs) == [6, 7, 8, 3, 4, 5, 0, 1, 2]
    assert {s.rotation for s in short.backs} == {180}


def test_quarter_turned_cards_swap_the_two_flips():
    imp = impose(63.0, 88.0, *PAPERS["a4"], mode="long-edge")
    assert {s.rotation for s in imp.fronts} == {90}
    assert {s.rotation for s in imp.backs} == {270}   # 180 degrees from the front, as short edge would
    short = impose(63.0, 88.0, *PAPERS["a4"], mode="short-edge")
    assert {s.rotation for s in short.backs} == {90}


def test_the_grid_holds_as_many_cards_as_fit():
    assert impose(63.0, 88.0, *PAPERS["a4"]).per_sheet == 8        # turned, 2 x 4
    assert impose(57.2, 88.9, *PAPERS["a4"]).per_sheet == 9        # bridge, upright 3 x 3
    assert impose(44.0, 67.0, *PAPERS["letter"]).per_sheet == 12
    assert impose(15.875, 15.875, *PAPERS["a4"], allow_turn=False).per_sheet == 11 * 16   # a label band above


def test_back_offset_moves_every_back_and_nothing_else():
    plain = impose(63.0, 88.0, *PAPERS["a4"])
    moved = impose(63.0, 88.0, *PAPERS["a4"], offset=(1.5, -0.5))
    assert [s.trim for s in moved.fronts] == [s.trim for s in plain.fronts]
    for a, b in zip(plain.backs, moved.backs):
        assert (b.trim.x - a.trim.x, b.trim.y - a.trim.y) == pytest.approx((1.5, -0.5))


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_crop_marks_are_in_the_margin_at_every_cut_line(case):
    paper, size, mode, bleed = case
    imp = impose(*CARD_SIZES_MM[size], *PAPERS[paper], mode=mode, bleed=bleed)
    area = printable(paper)
    trims = [s.trim for s in imp.fronts + imp.backs]
    for mark in imp.front_marks + imp.back_marks:
        length = abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1)
        assert length == pytest.approx(MARK_LENGTH)
        assert area.contains(mark.bounds())
        for trim in trims:
            assert not grow(trim, bleed).overlaps(grow(mark.bounds(), 1e-3)), (mark, trim)
            assert _distance(mark, trim) >= 3.0 - 1e-6
    cuts_x = {round(v, 4) for s in imp.fronts for v in (s.trim.x, s.trim.right)}
    cuts_y = {round(v, 4) for s in imp.fronts for v in (s.trim.y, s.trim.top)}
    vertical = [m for m in imp.front_marks if m.x1 == m.x2]
    horizontal = [m for m in imp.front_marks if m.y1 == m.y2]
    assert sorted({round(m.x1, 4) for m in vertical}) == sorted(cuts_x)
    assert sorted({round(m.y1, 4) for m in horizontal}) == sorted(cuts_y)
    assert len(vertical) == 2 * len(cuts_x) and len(horizontal) == 2 * len(cuts_y)


def _distance(mark, card: Rect) -> float:
    """How far a mark stays from a card's trim box (the larger of the gaps along x and y)."""
    b = mark.bounds()
    return max(card.x - b.right, b.x - card.right, card.y - b.top, b.y - card.top)


@pytest.mark.parametrize("paper", PAPERS)
def test_the_sheet_label_stays_clear_of_cards_and_marks(paper):
    for size in CARD_SIZES_MM.values():
        imp = impose(*size, *PAPERS[paper])
        for box in (imp.front_label, imp.back_label):
            assert printable(paper).contains(box)
            assert not any(box.overlaps(s.trim) for s in imp.fronts + imp.backs)
            assert not any(box.overlaps(grow(m.bounds(), 0.01)) for m in imp.front_marks + imp.back_marks)


def test_marks_of_a_bleed_block_start_beyond_the_bleed():
    trims = [Rect(20, 20, 63, 88), Rect(89, 20, 63, 88)]
    for mark in crop_marks(trims, 3.0):
        b = mark.bounds()
        assert b.top <= 20 - 3 - 1 + 1e-9 or b.y >= 108 + 3 + 1 - 1e-9 or b.right <= 20 - 4 + 1e-9 \
            or b.x >= 152 + 4 - 1e-9


def test_a_card_larger_than_the_paper_is_refused():
    with pytest.raises(ValueError, match="does not fit"):
        impose(200.0, 280.0, *PAPERS["a4"])
    with pytest.raises(ValueError, match="duplex mode"):
        impose(63.0, 88.0, *PAPERS["a4"], mode="sideways")
