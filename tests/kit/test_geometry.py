"""Tiling, strips, packing and board layout as pure geometry."""

from __future__ import annotations

import itertools

import pytest

from generator.geometry import graph
from generator.geometry.plane import Rect
from generator.geometry.strips import split, stack
from generator.geometry.tiling import crosses, fits, tile
from generator.geometry.units import PAPERS, TILE_OVERLAP, UNPRINTABLE


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
    assert all(a[1] == b[0] for a, b in itertools.pairwise(ranges))
    assert all((end - start) * 20 + 9 <= 180 for start, end in ranges)
    assert max(e - s for s, e in ranges) - min(e - s for s, e in ranges) <= 1   # even strips
    with pytest.raises(ValueError):
        split(3, 200, 180)


def test_blocks_stack_onto_pages_without_being_split():
    assert stack([50, 50, 50, 50], 160, 5) == [[0, 1, 2], [3]]   # 50 + 5 + 50 + 5 + 50 = 160
    assert stack([100, 100], 160, 5) == [[0], [1]]
    with pytest.raises(ValueError):
        stack([200], 160, 5)


RING = [(i, (i + 1) % 15) for i in range(15)] + [(i, (i + 5) % 15) for i in range(0, 15, 3)]
SIZES = [(46 + (i % 3) * 7, 24 + (i % 4) * 6) for i in range(15)]


def test_board_boxes_never_overlap():
    centres = graph.separate(graph.scale_to(graph.force_layout(15, RING), RING, 60), SIZES, 8)
    boxes = graph.boxes(centres, SIZES)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b)
    assert [(b.w, b.h) for b in boxes] == SIZES
    assert min(b.x for b in boxes) == pytest.approx(0) and min(b.y for b in boxes) == pytest.approx(0)


def _pages(w, h):
    a = area("a4")
    return min(len(tile(w, h, a)), len(tile(h, w, a)))


def test_arranged_boards_keep_their_gap_and_every_road_clear_of_other_spaces():
    from generator.geometry.routes import crosses as road_crosses, grow, route
    from generator.geometry.plane import Segment
    boxes = graph.arranged(SIZES, RING, 1.0, 12.0, 3.5, _pages, (None, 0.7, 1.4))
    for a, b in itertools.combinations(boxes, 2):
        assert not grow(a, 6.0 - 1e-6).overlaps(grow(b, 6.0 - 1e-6))     # the 12 mm gap, half each
    for i, j in RING:
        points = route(boxes, i, j, 3.5)
        assert boxes[i].contains_point(*points[0], 1e-6) and boxes[j].contains_point(*points[-1], 1e-6)
        for p, q in itertools.pairwise(points):
            for k, other in enumerate(boxes):
                if k not in (i, j):
                    assert not road_crosses(Segment(*p, *q), other), (i, j, k)


def test_a_road_goes_round_a_space_in_its_way():
    from generator.geometry.routes import crosses as road_crosses, route
    from generator.geometry.plane import Segment
    boxes = [Rect(0, 0, 20, 20), Rect(40, 0, 20, 20), Rect(80, 0, 20, 20)]
    points = route(boxes, 0, 2, 3.0)
    assert len(points) > 2                                   # not straight through the middle box
    assert not any(road_crosses(Segment(*p, *q), boxes[1]) for p, q in itertools.pairwise(points))
    assert route(boxes, 0, 1, 3.0) == ((20.0, 10.0), (40.0, 10.0))


def test_snapped_layouts_use_a_grid_and_keep_boxes_apart():
    layout = graph.force_layout(15, RING)
    centres = graph.snapped(layout, SIZES, 5, 12.0)
    boxes = graph.boxes(centres, SIZES)
    assert len({round(c[1], 6) for c in centres}) == 3 and len({round(c[0], 6) for c in centres}) == 5
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b)


def test_rooms_sit_in_rows_near_square_and_never_overlap():
    from generator.geometry.rooms import Room, arrange
    for n in (1, 2, 3, 5, 9, 11):
        arr = arrange([Room(15.875, 15.875)] * n)
        assert len(arr.rects) == n
        for a, b in itertools.combinations(arr.rects, 2):
            assert not a.overlaps(b)
        assert all(Rect(0, 0, arr.w, arr.h).contains(r) for r in arr.rects)
        assert arr.w >= arr.h - 1e-9            # leaning wider than tall
    nine = arrange([Room(15.875, 15.875)] * 9)
    assert nine.w == pytest.approx(nine.h)      # 3 x 3


def test_registration_crosses_keep_off_the_spaces():
    from generator.geometry.tiling import CROSS_CLEAR
    w, h = 400, 500
    tiles = tile(w, h, area("a4"))
    spaces = [Rect(0, 0, 400, 200), Rect(0, 250, 400, 200)]     # clear: y 200-250 (the row overlap) and above 450
    grown = [Rect(s.x - CROSS_CLEAR, s.y - CROSS_CLEAR, s.w + 2 * CROSS_CLEAR, s.h + 2 * CROSS_CLEAR)
             for s in spaces]
    points = crosses(tiles, w, h, avoid=spaces)
    assert len(points) >= 2 * (tiles[-1].cols - 1) + 2 * (tiles[-1].rows - 1)
    for x, y in points:
        assert not any(g.contains_point(x, y, -1e-6) for g in grown), (x, y)   # the rim is clear
