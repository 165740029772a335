"""Tiling, strips, packing and board layout as pure geometry."""

from __future__ import annotations

import itertools

import pytest

from generator.layout import graph
from generator.layout.geometry import ROT90, Affine, Rect, translate
from generator.layout.packing import pack_rows
from generator.layout.strips import split, stack
from generator.layout.tiling import crosses, fits, tile
from generator.layout.units import PAPERS, TILE_OVERLAP, UNPRINTABLE


def area(paper: str) -> Rect:
    w, h = PAPERS[paper]
    return Rect(0, 0, w, h).inset(UNPRINTABLE + 5)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", [(100, 100), (400, 150), (150, 500), (620, 610)])
def test_tiles_cover_the_content_and_overlap_by_10_mm(paper, size):
    w, h = size
    a = area(paper)
    tiles = tile(w, h, a)
    assert len(tiles) == tiles[0].rows * tiles[0].cols
    for t in tiles:
        assert t.window.w <= a.w + 1e-9 and t.window.h <= a.h + 1e-9
        on_page = Rect(t.window.x + t.dx, t.window.y + t.dy, t.window.w, t.window.h)
        assert a.contains(on_page)                    # the window lands inside the printable area
        assert Rect(0, 0, w, h).contains(t.window)
    by_place = {(t.row, t.col): t.window for t in tiles}
    for (r, c), win in by_place.items():
        if (r, c + 1) in by_place:
            assert win.right - by_place[(r, c + 1)].x == pytest.approx(TILE_OVERLAP)
        if (r + 1, c) in by_place:
            assert by_place[(r + 1, c)].top - win.y == pytest.approx(TILE_OVERLAP)
    for x, y in itertools.product([0.5, w / 2, w - 0.5], [0.5, h / 2, h - 0.5]):
        assert any(t.window.contains_point(x, y) for t in tiles)
    assert (len(tiles) == 1) == fits(w, h, a)


def test_tiles_are_labelled_by_row_letter_and_column_number():
    tiles = tile(400, 500, area("a4"))
    assert [t.label for t in tiles] == ["A1", "A2", "A3", "B1", "B2", "B3"]


def test_registration_crosses_sit_in_overlaps_both_neighbours_print():
    w, h = 400, 500
    tiles = tile(w, h, area("a4"))
    for x, y in crosses(tiles, w, h):
        holders = [t for t in tiles if t.window.contains_point(x, y)]
        assert len(holders) >= 2


def test_strips_fit_the_width_and_keep_every_cell():
    assert split(5, 20, 180) == [(0, 5)]
    ranges = split(31, 20, 180, tab_w=9)
    assert ranges[0][0] == 0 and ranges[-1][1] == 31
    assert all(a[1] == b[0] for a, b in zip(ranges, ranges[1:]))
    assert all((end - start) * 20 + 9 <= 180 for start, end in ranges)
    assert max(e - s for s, e in ranges) - min(e - s for s, e in ranges) <= 1   # even strips
    with pytest.raises(ValueError):
        split(3, 200, 180)


def test_blocks_stack_onto_pages_without_being_split():
    assert stack([50, 50, 50, 50], 160, 5) == [[0, 1, 2], [3]]   # 50 + 5 + 50 + 5 + 50 = 160
    assert stack([100, 100], 160, 5) == [[0], [1]]
    with pytest.raises(ValueError):
        stack([200], 160, 5)


def test_packed_sets_start_on_fresh_rows_and_fill_sheets():
    sheets = pack_rows([3, 5, 1], cols=4, per_sheet=8)
    assert sheets == [[(0, 0, 0), (0, 1, 1), (0, 2, 2), (1, 0, 4), (1, 1, 5), (1, 2, 6), (1, 3, 7)],
                      [(1, 4, 0), (2, 0, 4)]]


def test_board_boxes_never_overlap():
    n = 15
    edges = [(i, (i + 1) % n) for i in range(n)] + [(i, (i + 5) % n) for i in range(0, n, 3)]
    centres = graph.separate(graph.scale_to(graph.force_layout(n, edges), edges, 60), 46, 24, 8)
    boxes = graph.boxes(centres, 46, 24)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b)
    assert min(b.x for b in boxes) == pytest.approx(0) and min(b.y for b in boxes) == pytest.approx(0)


def test_board_layout_is_deterministic():
    edges = [(0, 1), (1, 2), (2, 0), (2, 3)]
    assert graph.force_layout(4, edges) == graph.force_layout(4, edges)


def test_grid_uses_given_cells_or_a_near_square():
    assert graph.grid(5) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)]
    assert graph.grid(2, [(1, 0), (0, 0)]) == [(1, 0), (0, 0)]


def test_affine_composition_and_rotation():
    turned = ROT90.then(translate(88, 0))
    assert turned.apply(0, 0) == (88, 0)
    assert turned.apply(63, 88) == pytest.approx((0, 63))
    assert turned.rotation() == 90
    assert Affine().rotation() == 0


def test_grid_columns_can_be_asked_for():
    assert graph.grid(5, None, 2) == [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_tiles_holding_nothing_are_left_out():
    from generator.layout.geometry import Segment
    from generator.layout.tiling import holding, owned
    tiles = tile(400, 500, area("a4"))                      # A1-A3, B1-B3
    corner = [Rect(5, 480, 20, 15)]                         # top left only
    assert [t.label for t in holding(tiles, corner, [])] == ["A1"]
    across = [Segment(10, 490, 390, 490)]                   # along the top row
    assert [t.label for t in holding(tiles, [], across)] == ["A1", "A2", "A3"]
    a2 = next(t for t in tiles if t.label == "A2")
    in_overlap = [Rect(a2.window.x + 1, 480, 2, 2)]         # shown by A1, which A2 is laid over
    assert [t.label for t in holding(tiles, in_overlap, [])] == ["A1"]
    assert owned(a2).x == a2.window.x + 10
