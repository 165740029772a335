"""Shared sheets as pure geometry: every item placed once, inside the printable area, alone; each
back behind its front in every duplex mode; crop marks in the margins and clear of every item;
labels clear of everything; fewer sheets than one part per sheet."""

from __future__ import annotations

import itertools
import math

import pytest

from generator.geometry.plane import Rect, mirror_x, mirror_y, translate
from generator.geometry.imposition import MODES, impose
from generator.geometry.packed import Block, Run
from generator.geometry.sheets import capacity, pack
from generator.geometry.units import PAPERS, UNPRINTABLE

OFFSET = (0.7, -0.4)
SLACK = max(abs(v) for v in OFFSET)   # the back offset may move backs this far towards an edge

MIXES = {
    # two decks of one size, counters, a reference card of the same size and one of another, a strip
    "kit": [Run("advisors", 63, 88, 18, True), Run("enemies", 63, 88, 25, True),
            Run("discs", 15.875, 15.875, 20, turn=False, fresh_row=True),
            Run("buildings", 15.875, 15.875, 85, turn=False, fresh_row=True),
            Run("reference", 63, 88, 1), Run("big-reference", 148, 105, 2), Block("track", 180, 40)],
    # cards with bleed beside cards without, mini cards, double-sided counters
    "bleed": [Run("deeds", 63, 88, 11, True, bleed=3.0, gap=6.0), Run("solo", 63, 88, 5, True),
              Run("mini", 44, 67, 13, True), Run("orders", 15.875, 15.875, 30, True, turn=False),
              Block("board", 150, 120)],
    # a tall board, a wide one and two strips that only fit under the wide one side by side,
    # with a deck and counters round them
    "free": [Block("tall", 70, 255), Block("wide", 110, 100), Block("strip-1", 50, 150),
             Block("strip-2", 50, 150), Run("deck", 63, 88, 5, True),
             Run("counters", 15.875, 15.875, 30, turn=False, fresh_row=True)],
    # blanks on a sheet of their own between two decks
    "blanks": [Run("known", 63, 88, 3, True), Run("blank", 63, 88, 8, True, own_sheet=True),
               Run("more", 63, 88, 4, True), Run("counters", 15.875, 15.875, 12, turn=False)],
}
CASES = [(paper, mode, mix) for paper in PAPERS for mode in MODES for mix in MIXES]


def ids(case):
    return "-".join(case)


def printable(paper: str) -> Rect:
    w, h = PAPERS[paper]
    return Rect(0, 0, w, h).inset(UNPRINTABLE)


def grow(r: Rect, d: float) -> Rect:
    return Rect(r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d)


def packed(case):
    paper, mode, mix = case
    pieces = MIXES[mix]
    return pieces, pack(pieces, *PAPERS[paper], mode, offset=OFFSET)


def bleed_of(pieces, item) -> float:
    return pieces[item.piece].bleed


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_every_item_and_block_is_placed_once_in_order(case):
    pieces, sheets = packed(case)
    seen = [(i.piece, i.index) for s in sheets for i in s.items]
    expected = [(p, n) for p, piece in enumerate(pieces) if isinstance(piece, Run) for n in range(piece.count)]
    assert sorted(seen) == sorted(expected)
    for p in {p for p, _ in expected}:
        assert [n for q, n in seen if q == p] == sorted(n for q, n in seen if q == p)
    assert sorted(b.piece for s in sheets for b in s.blocks) == \
        [p for p, piece in enumerate(pieces) if isinstance(piece, Block)]


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_items_and_blocks_are_printable_alone_and_at_true_size(case):
    paper, mode, _ = case
    pieces, sheets = packed(case)
    area = printable(paper)
    for sheet in sheets:
        fronts = [grow(i.front.trim, bleed_of(pieces, i)) for i in sheet.items] + [b.rect for b in sheet.blocks]
        backs = [grow(i.back.trim, bleed_of(pieces, i)) for i in sheet.items if i.back is not None]
        sides = [fronts + backs] if mode == "gutterfold" else [fronts, backs]
        for side in sides:
            for rect in side:
                assert grow(area, SLACK).contains(rect), rect
            for a, b in itertools.combinations(side, 2):
                assert not a.overlaps(b), (a, b)
        for item in sheet.items:
            run = pieces[item.piece]
            for slot in (item.front, item.back):
                if slot is None:
                    continue
                assert abs(slot.placement.det - 1) < 1e-9
                placed = slot.placement.map_rect(run.w, run.h)
                assert (placed.x, placed.y, placed.w, placed.h) == pytest.approx(
                    (slot.trim.x, slot.trim.y, slot.trim.w, slot.trim.h), abs=1e-5)


def flip_of(sheet, mode, paper):
    pw, ph = PAPERS[paper]
    if mode == "gutterfold":
        if sheet.fold is None:
            return None
        return mirror_x(sheet.fold.x1) if sheet.fold.x1 == sheet.fold.x2 else mirror_y(sheet.fold.y1)
    flip = mirror_y(ph / 2) if mode == "short-edge" else mirror_x(pw / 2)
    return flip.then(translate(*OFFSET))


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_backs_sit_behind_their_fronts_turned_over_sideways(case):
    paper, mode, _ = case
    pieces, sheets = packed(case)
    assert_backs_pair(pieces, sheets, mode, paper)


def assert_backs_pair(pieces, sheets, mode, paper):
    for sheet in sheets:
        flip = flip_of(sheet, mode, paper)
        for item in sheet.items:
            run = pieces[item.piece]
            assert (item.back is not None) == run.backs
            if item.back is None:
                continue
            assert flip is not None, "a gutterfold sheet with backs has a fold"
            assert flip.apply(*item.front.trim.centre) == pytest.approx(item.back.trim.centre)
            assert flip.apply(*item.front.placement.apply(run.w, 0)) == pytest.approx(item.back.placement.apply(0, 0))
            assert flip.apply(*item.front.placement.apply(0, run.h)) == pytest.approx(
                item.back.placement.apply(run.w, run.h))


def _distance(mark, card: Rect) -> float:
    b = mark.bounds()
    return max(card.x - b.right, b.x - card.right, card.y - b.top, b.y - card.top)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_crop_marks_stay_in_the_margins_clear_of_every_item(case):
    paper, mode, _ = case
    pieces, sheets = packed(case)
    area = printable(paper)
    for sheet in sheets:
        fronts = [(i.front.trim, bleed_of(pieces, i)) for i in sheet.items] + [(b.rect, 0.0) for b in sheet.blocks]
        backs = [(i.back.trim, bleed_of(pieces, i)) for i in sheet.items if i.back is not None]
        pairs = ([(sheet.front_marks + sheet.back_marks, fronts + backs)] if mode == "gutterfold"
                 else [(sheet.front_marks, fronts), (sheet.back_marks, backs)])
        for marks, rects in pairs:
            for mark in marks:
                assert grow(area, SLACK).contains(mark.bounds())
                for trim, bleed in rects:
                    assert _distance(mark, trim) >= 3.0 - 1e-6, (mark, trim)
                    assert not grow(trim, bleed).overlaps(grow(mark.bounds(), 0.5)), (mark, trim)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_each_cut_line_has_marks_on_the_sheet(case):
    _pieces, sheets = packed(case)
    for sheet in sheets:
        marks = sheet.front_marks
        for item in sheet.items:
            t = item.front.trim
            for x in (t.x, t.right):
                assert any(m.x1 == m.x2 and abs(m.x1 - x) < 1e-6 for m in marks)
            for y in (t.y, t.top):
                assert any(m.y1 == m.y2 and abs(m.y1 - y) < 1e-6 for m in marks)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_labels_are_printable_and_clear_of_items_and_marks(case):
    paper, mode, _ = case
    pieces, sheets = packed(case)
    area = printable(paper)
    for sheet in sheets:
        front = [grow(i.front.trim, bleed_of(pieces, i)) for i in sheet.items] + [b.rect for b in sheet.blocks]
        back = [grow(i.back.trim, bleed_of(pieces, i)) for i in sheet.items if i.back is not None]
        sides = [(sheet.front_label, front + back, sheet.front_marks + sheet.back_marks)] if mode == "gutterfold" \
            else [(sheet.front_label, front, sheet.front_marks), (sheet.back_label, back, sheet.back_marks)]
        for label, rects, marks in sides:
            assert grow(area, SLACK).contains(label)
            assert label.w >= 30 and label.h >= 4 - 1e-9
            assert not any(label.overlaps(r) for r in rects)
            assert not any(label.overlaps(grow(m.bounds(), 0.01)) for m in marks)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_sharing_takes_no_more_sheets_than_a_sheet_per_part(case):
    paper, mode, _mix = case
    pieces, sheets = packed(case)
    alone = 0
    for piece in pieces:
        if isinstance(piece, Block):
            alone += 1
        else:
            alone += math.ceil(piece.count / capacity(piece, *PAPERS[paper], mode))
    assert len(sheets) <= alone
    with_backs = [s.has_backs for s in sheets]
    assert with_backs == sorted(with_backs, reverse=True)   # sheets with backs come first


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("mode", MODES)
def test_a_sheet_of_its_own_holds_only_its_run(paper, mode):
    pieces = MIXES["blanks"]
    sheets = pack(pieces, *PAPERS[paper], mode)
    own = [s for s in sheets if 1 in s.pieces()]
    assert own and all(s.pieces() == [1] for s in own)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("mode", MODES)
def test_one_deck_alone_fills_sheets_as_the_imposition_does(paper, mode):
    run = Run("deck", 63, 88, 40, True)
    sheets = pack([run], *PAPERS[paper], mode)
    per_sheet = impose(63, 88, *PAPERS[paper], mode=mode).per_sheet
    assert capacity(run, *PAPERS[paper], mode) >= per_sheet
    assert len(sheets) <= math.ceil(40 / per_sheet)


def test_a_counter_set_starts_on_a_fresh_row():
    sets = [Run("a", 15.875, 15.875, 5, turn=False, fresh_row=True),
            Run("b", 15.875, 15.875, 5, turn=False, fresh_row=True)]
    (sheet,) = pack(sets, *PAPERS["a4"])
    first_b = next(i for i in sheet.items if i.piece == 1 and i.index == 0)
    a_rows = {round(i.front.trim.top, 4) for i in sheet.items if i.piece == 0}
    assert round(first_b.front.trim.top, 4) not in a_rows
    left = min(i.front.trim.x for i in sheet.items)
    assert first_b.front.trim.x == pytest.approx(left)


def test_gutterfold_holds_four_standard_pairs_on_both_papers():
    for paper in ("a4", "letter"):
        assert impose(63, 88, *PAPERS[paper], mode="gutterfold").per_sheet == 4
        assert capacity(Run("d", 63, 88, 1, True), *PAPERS[paper], "gutterfold") == 4


def test_an_item_larger_than_the_paper_is_refused():
    with pytest.raises(ValueError, match="does not fit"):
        pack([Run("huge", 300, 300, 1, True)], *PAPERS["a4"])
    with pytest.raises(ValueError, match="does not fit"):
        pack([Block("huge", 300, 100)], *PAPERS["a4"])
    with pytest.raises(ValueError, match="duplex mode"):
        pack([Run("d", 63, 88, 1)], *PAPERS["a4"], "sideways")


@pytest.mark.parametrize("mode", MODES)
def test_blanks_of_one_size_wait_until_the_other_decks_of_that_size_are_placed(mode):
    """A sheet of blanks between two decks of its size would leave the first deck's last sheet
    part-empty: the decks share full sheets and the blanks come after them."""
    decks = [Run("a", 63, 88, 13, True), Run("blanks", 63, 88, 8, True, own_sheet=True),
             Run("b", 63, 88, 11, True)]
    sheets = pack(decks, *PAPERS["a4"], mode)
    per_sheet = capacity(decks[0], *PAPERS["a4"], mode)
    shared = [s for s in sheets if 1 not in s.pieces()]
    assert len(shared) == math.ceil(24 / per_sheet)
    assert [s.pieces() for s in sheets][-1] == [1]


# Rurik's pieces with backs on A4: in the order they first appear, the player reference cards
# come after the standard cards and leave part-empty sheets; tallest first they do not.
REORDERED = [Run("cards", 63, 88, 64, True), Run("players", 70, 120, 4, True),
             Run("blanks", 63, 88, 8, True, own_sheet=True), Run("refs", 63, 88, 6, True),
             Run("board", 248.65, 142.2, 1, True), Run("landscape", 88, 63, 2, True)]


@pytest.mark.parametrize("mode", ("long-edge", "short-edge", "simplex"))
def test_runs_with_backs_in_another_order_take_a_sheet_fewer_and_still_pair(mode, monkeypatch):
    import generator.geometry.sheets as sheets_module

    sheets = pack(REORDERED, *PAPERS["a4"], mode, offset=OFFSET)
    monkeypatch.setattr(sheets_module, "ORDERS", (None,))   # only the order of first appearance
    first = pack(REORDERED, *PAPERS["a4"], mode, offset=OFFSET)
    assert len(sheets) == len(first) - 1
    assert sorted((i.piece, i.index) for s in sheets for i in s.items) == \
        sorted((i.piece, i.index) for s in first for i in s.items)
    assert_backs_pair(REORDERED, sheets, mode, "a4")
    assert [s.pieces() for s in sheets if 2 in s.pieces()] == [[2]]   # the blanks alone, as before


def test_simplex_counts_a_sheet_with_backs_as_two_pieces_of_paper():
    from generator.geometry.sheets import paper_cost

    sheets = pack([Run("deck", 63, 88, 9, True), Run("counters", 15.875, 15.875, 200, turn=False)],
                  *PAPERS["a4"], "simplex")
    with_backs = sum(s.has_backs for s in sheets)
    assert with_backs and paper_cost(sheets, "simplex") == len(sheets) + with_backs
    assert paper_cost(sheets, "long-edge") == len(sheets)


# On A4 the strips fit side by side under the wide board, beside the tall one: in free
# rectangles, not in shelves (a column takes one band below another, never two side by side).
UNDER = [Block("tall", 70, 270), Block("wide", 110, 100), Block("strip-1", 50, 160), Block("strip-2", 50, 160)]


@pytest.mark.parametrize("mode", MODES)
def test_free_rectangles_fit_on_one_sheet_what_shelves_need_two_for(mode, monkeypatch):
    import generator.geometry.sheets as sheets_module

    sheets = pack(UNDER, *PAPERS["a4"], mode)
    monkeypatch.setattr(sheets_module, "PACKERS", (False,))
    shelves = pack(UNDER, *PAPERS["a4"], mode)
    assert (len(sheets), len(shelves)) == (1, 2)
    rects = [b.rect for b in sheets[0].blocks]
    inside = Rect(0, 0, *PAPERS["a4"]).inset(UNPRINTABLE)
    for n, a in enumerate(rects):
        assert inside.contains(a)
        for b in rects[n + 1:]:   # apart by at least both blocks' room
            assert a.right + 6 <= b.x + 1e-9 or b.right + 6 <= a.x + 1e-9 or \
                a.top + 6 <= b.y + 1e-9 or b.top + 6 <= a.y + 1e-9
