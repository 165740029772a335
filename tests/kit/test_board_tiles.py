"""A board larger than a page, end to end: tile pages with labels and crosses in the overlaps, an
assembly page, and no tile that would print blank."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from generator.faces.primitives import Box, Group, Line
from generator.kit.assemble import kit_pages, plan_kit
from generator.settings_file import KitSettings
from generator.geometry.plane import Affine, Rect
from generator.geometry.units import TILE_OVERLAP
from generator.render.kit_pdf import write_kits
from generator.validation import validate

from tests.kit.kit_fixture import OTHER, write_demo

pytestmark = pytest.mark.slow   # whole kits of tiled boards

SETTINGS = KitSettings(papers=("a4",), components=("boards",))


def grid_board(n: int = 12) -> str:
    """A board of n x n spaces, each adjacent to its neighbours: far larger than a page."""
    rows = ["boards:", "  - id: big", "    name: Big board", "    source: {section: Map}", "    spaces:"]
    for r in range(n):
        for c in range(n):
            adj = [f"s{a}-{b}" for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= a < n and 0 <= b < n]
            rows.append(f"      - {{id: s{r}-{c}, name: R{r + 1}C{c + 1}, adjacent: [{', '.join(adj)}]}}")
    return "\n".join(rows) + "\n"


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    root = write_demo(tmp_path_factory.mktemp("big"), **{"other.yaml": OTHER.split("boards:")[0] + grid_board()})
    result = validate(root)
    assert [str(d) for d in result.errors()] == []
    return root, result.project.games["demo"]


def _walk(items, m: Affine, clip: Rect | None = None):
    """(primitive, transform to the page, clip on the page) of every primitive, groups opened."""
    for item in items:
        if isinstance(item, Group):
            inner = item.transform.then(m)
            box = item.clip
            page_clip = _bounds(inner, box.x, box.y, box.right, box.top) if box is not None else clip
            yield from _walk(item.items, inner, page_clip)
        else:
            yield item, m, clip


def _bounds(m: Affine, x1, y1, x2, y2) -> Rect:
    pts = [m.apply(x, y) for x, y in ((x1, y1), (x2, y1), (x1, y2), (x2, y2))]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _crosses(a, b, r: Rect) -> bool:
    """Whether the segment a-b passes through the inside of ``r`` (sampled)."""
    return any(r.inset(0.01).contains_point(a[0] + (b[0] - a[0]) * k / 400, a[1] + (b[1] - a[1]) * k / 400, 0)
               for k in range(401))


def _tile_pages(plan):
    return [(n, p) for n, p in enumerate(kit_pages(plan), start=1) if "\u00b7 tile " in p.label]


def test_tile_pages_and_the_assembly_page_are_printed(big, tmp_path):
    root, game = big
    (path,) = write_kits(game, tmp_path, SETTINGS, root)
    reader = PdfReader(path)
    texts = [" ".join((p.extract_text() or "").split()) for p in reader.pages]
    assert any("Big board: assembly" in t for t in texts)
    plan = plan_kit(game, "a4", SETTINGS, root)
    tiles = _tile_pages(plan)
    assert len(tiles) > 1
    for number, page in tiles:
        assert f"{page.label} \u00b7 page {number}" in texts[number - 1]
    rows, cols = (int(v) for v in tiles[0][1].label.split(" of ")[1].split(" \u00b7 ")[0].split(" x "))
    assert rows * cols > 1 and len(tiles) <= rows * cols
    part = next(p for p in plan.placed if p.part.key == "big")
    assert f"{len(tiles)} tiles" in part.part.note


def test_every_tile_shows_part_of_the_board_and_has_crosses_in_its_overlap(big):
    root, game = big
    plan = plan_kit(game, "a4", SETTINGS, root)
    for _, page in _tile_pages(plan):
        drawn = list(_walk(page.items, Affine(1, 0, 0, 1, 0, 0)))
        clip = next(c for _, _, c in drawn if c is not None)
        boxes = [_bounds(m, i.x, i.y, i.x + i.w, i.y + i.h) for i, m, _ in drawn if isinstance(i, Box)]
        links = [(m.apply(i.x1, i.y1), m.apply(i.x2, i.y2)) for i, m, _ in drawn
                 if isinstance(i, Line) and i.width_pt == 7.0]   # the roads
        assert any(b.overlaps(clip) for b in boxes) or any(_crosses(a, b, clip) for a, b in links), page.label
        arms = [(i, m) for i, m, _ in drawn if isinstance(i, Line) and i.width_pt == 0.4
                and abs(abs(i.x2 - i.x1) + abs(i.y2 - i.y1) - 8.0) < 1e-6]
        assert arms, page.label
        for line, m in arms:        # each cross sits in an overlap strip along a shared edge
            x, y = m.apply((line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2)
            near = min(x - clip.x, clip.right - x, y - clip.y, clip.top - y)
            assert -1e-6 <= near <= TILE_OVERLAP + 1e-6, page.label
