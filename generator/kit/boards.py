"""The boards section: each board graph as a schematic map (regions as labelled boxes, adjacency
as connections), tiled across pages with an assembly diagram when larger than a page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from generator.faces import text as tx
from generator.faces.images import art_path, fitted_image, image_size
from generator.faces.primitives import Box, Group, Line
from generator.faces.values import Vocabulary, attribute_words, is_amount, is_identifier, is_short
from generator.kit.colours import NAMED
from generator.kit.pages import INK, MUTED, Page, one_line, style
from generator.kit.section import BlockSpec, Part, Section
from generator.kit.settings import KitSettings
from generator.layout import graph
from generator.layout.geometry import ROT90, Affine, Rect, Segment, bounding_box, translate
from generator.layout.sheets import Block
from generator.layout.tiling import crosses, fits, holding, tile
from generator.layout.units import PAPERS, TILE_OVERLAP, UNPRINTABLE
from generator.model.entities import Board, Space
from generator.model.project import GameContent
from generator.model.values import Unknown

BOX_W = 46.0
GAP = 8.0
PAD = 4.0
NAME = style(9.5, "bold", INK, "centre", min_size=7.0, leading=1.05, max_lines=2)
ATTR = style(6.5, "regular", MUTED, "centre", min_size=5.5, leading=1.12)
MARGIN = UNPRINTABLE + 5.0


@dataclass(frozen=True)
class Drawing:
    """A board drawn in its own coordinates, (0, 0) to (w, h)."""

    w: float
    h: float
    items: tuple
    note: str
    shapes: tuple = ()   # the space boxes (Rect) and connections (Segment) drawn, to skip blank tiles


def boards_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    section = Section("boards", "Boards and mats")
    w, h = PAPERS[paper]
    area = Rect(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN - 6.0)
    vocab = Vocabulary.of(game.resources)
    for board in game.boards:
        if not settings.wants("boards", board.id) or not board.spaces:
            continue
        drawing = draw_board(board, vocab, settings.ink_saver, area)
        if not fits(drawing.w, drawing.h, area) and fits(drawing.h, drawing.w, area):
            drawing = turned(drawing)   # a quarter turn saves taping tiles together
        tiles = _tiles(drawing, area)
        art = art_path(game.folder, board.image)
        one = _one_page(tiles)
        count = (0 if one else len(tiles) + 1) + (1 if art else 0)
        note = "one page" if one else _tiles_note(tiles)
        if art:
            note = f"its art on a page of its own, then the map: {note}"
        packed = (BlockSpec(Block(board.id, drawing.w, drawing.h), board.name, drawing.items),) if one else ()
        section.parts.append(Part(board.id, board.name, count,
                                  lambda b=board, d=drawing, t=tiles, a=art, one=one:
                                  _board_pages(b, d, t, w, h, area, a, one),
                                  note=note, packed=packed))
    return section


def _one_page(tiles) -> bool:
    return tiles[0].rows * tiles[0].cols == 1


def _tiles_note(tiles) -> str:
    grid = tiles[0].rows * tiles[0].cols
    blank = f", {grid - len(tiles)} blank left out" if grid > len(tiles) else ""
    return f"{len(tiles)} tiles ({tiles[0].rows} x {tiles[0].cols}{blank}) and an assembly diagram"


def _tiles(d: Drawing, area: Rect) -> list:
    """The drawing's tiles, leaving out those that would print blank."""
    tiles = tile(d.w, d.h, area)
    if len(tiles) == 1:
        return tiles
    return holding(tiles, [s for s in d.shapes if isinstance(s, Rect)],
                   [s for s in d.shapes if isinstance(s, Segment)]) or tiles[:1]


def _board_pages(board: Board, d: Drawing, tiles, w: float, h: float, area: Rect, art: str | None,
                 packed: bool):
    """The board's art (when it has one) scaled to fit a page, aspect kept; then its tiles (a
    board that fits one page is packed onto the shared sheets instead)."""
    if art:
        yield Page(w, h, [_art(art, area)], True, f"{board.name} \u00b7 board art, scaled to fit the page",
                   _label_box(w, h))
    if not packed:
        yield from _pages(board, d, tiles, w, h, area)


def _art(path: str, area: Rect):
    """The art as large as ``area`` holds it, turned a quarter when that makes it larger."""
    iw, ih = image_size(path)
    upright = min(area.w / iw, area.h / ih)
    if min(area.h / iw, area.w / ih) <= upright:
        return fitted_image(path, area)
    inner = fitted_image(path, Rect(0, 0, area.h, area.w))
    return Group(ROT90.then(translate(area.right, area.y)), (inner,))


def _label_box(w: float, h: float) -> Rect:
    return Rect(MARGIN, h - UNPRINTABLE - 4.5, w - 2 * MARGIN, 4.0)


SPREADS = (1.3, 1.15, 1.0)   # edge lengths to try, in box widths: the roomiest that fits a page


def draw_board(board: Board, vocab: Vocabulary, ink_saver: bool = False, area: Rect | None = None) -> Drawing:
    """The board's schematic; with ``area``, as spread out as still fits it (or fits it turned)."""
    drawing = None
    edges = _edges(board.spaces)
    if not edges:
        return _draw(board, vocab, ink_saver, edges, [], 1.0, _grid_columns(board, vocab, area))
    layout = graph.force_layout(len(board.spaces), edges)
    for spread in SPREADS:
        drawing = _draw(board, vocab, ink_saver, edges, layout, spread)
        if area is None or fits(drawing.w, drawing.h, area) or fits(drawing.h, drawing.w, area):
            break
    return drawing


def _grid_columns(board: Board, vocab: Vocabulary, area: Rect | None) -> int | None:
    """Columns for a grid of spaces: nearest to square that fits a page (upright or turned), else
    as many as the page is wide, so tiles only run down. None keeps 'row' and 'column' attributes."""
    n = len(board.spaces)
    if area is None or _cells(board.spaces) is not None:
        return None
    box_h = _box_height(board.spaces, vocab)

    def size(cols: int) -> tuple[float, float]:
        rows = -(-n // cols)
        return (cols * (BOX_W + GAP) - GAP + 2 * PAD, rows * (box_h + GAP) - GAP + 2 * PAD + 6.0)

    square = max(1, round(n ** 0.5))
    for cols in sorted(range(1, n + 1), key=lambda c: abs(c - square)):
        w, h = size(cols)
        if fits(w, h, area) or fits(h, w, area):
            return cols
    return max(1, min(n, int((area.w - 2 * PAD + GAP) // (BOX_W + GAP))))


def _box_height(spaces: list[Space], vocab: Vocabulary) -> float:
    return max(16.0, max(_height(s, _space_words(s, vocab)) for s in spaces))


def _edges(spaces: list[Space]) -> list[tuple[int, int]]:
    index = {s.id: i for i, s in enumerate(spaces)}
    return sorted({tuple(sorted((i, index[a]))) for i, s in enumerate(spaces)
                   if isinstance(s.adjacent, list) for a in s.adjacent if a in index and index[a] != i})


def _draw(board: Board, vocab: Vocabulary, ink_saver: bool, edges, layout, spread: float,
          cols: int | None = None) -> Drawing:
    spaces = board.spaces
    texts = [_space_words(s, vocab) for s in spaces]
    box_h = _box_height(spaces, vocab)
    unknown = any(isinstance(s.adjacent, Unknown) for s in spaces)
    if edges:
        centres = graph.separate(graph.scale_to(layout, edges, BOX_W * spread), BOX_W, box_h, GAP)
        note = ""
    else:
        cells = graph.grid(len(spaces), _cells(spaces), cols)
        centres = [(c * (BOX_W + GAP), -r * (box_h + GAP)) for c, r in cells]
        note = ("Adjacency is not known: the spaces are laid out in a grid, not as on the board."
                if unknown else "")
    rects = graph.boxes(centres, BOX_W, box_h)
    items: list = [Line(*_centre(rects[i]), *_centre(rects[j]), "#8a8a8a", 1.2) for i, j in edges]
    for space, rect, text in zip(spaces, rects, texts):
        items.extend(_region(space, rect, text, ink_saver))
    box = bounding_box(rects)
    top = box.top + PAD
    if note:
        items.append(one_line(note, PAD, top + 1.5, 8.0, "italic", MUTED, box.w))
        top += 6.0
    moved = Group(translate(PAD, PAD), tuple(items))
    shapes = [Rect(r.x + PAD, r.y + PAD, r.w, r.h) for r in rects]
    shapes += [Segment(*(v + PAD for v in (*_centre(rects[i]), *_centre(rects[j])))) for i, j in edges]
    if note:
        shapes.append(Rect(PAD, top - 6.0 + PAD, box.w, 6.0))
    return Drawing(box.w + 2 * PAD, top + PAD, (moved,), note, tuple(shapes))


def turned(d: Drawing) -> Drawing:
    """The drawing turned a quarter anticlockwise, still from (0, 0)."""
    shapes = tuple(Rect(d.h - s.top, s.x, s.h, s.w) if isinstance(s, Rect)
                   else Segment(d.h - s.y1, s.x1, d.h - s.y2, s.x2) for s in d.shapes)
    return Drawing(d.h, d.w, (Group(ROT90.then(translate(d.h, 0)), d.items),), d.note, shapes)


def _centre(r: Rect) -> tuple[float, float]:
    return r.centre


def _cells(spaces: list[Space]) -> list[tuple[int, int]] | None:
    """Grid cells from 'column' and 'row' attributes, when every space has distinct ones."""
    cells = []
    for s in spaces:
        c, r = s.attributes.get("column"), s.attributes.get("row")
        if not isinstance(c, int) or not isinstance(r, int):
            return None
        cells.append((c - 1, r - 1))
    return cells if len(set(cells)) == len(cells) else None


LAYOUT_KEYS = ("row", "column", "colour", "color")


def _space_words(space: Space, vocab: Vocabulary) -> tuple:
    """A space's short attributes and amounts (with icons); long texts are for the reference."""
    keys = [k for k, v in space.attributes.items()
            if k not in LAYOUT_KEYS and (is_amount(v, vocab) or (is_short(v) and not is_identifier(v)))]
    return attribute_words(space.attributes, keys, (), vocab)


def _height(space: Space, words: tuple) -> float:
    name = tx.fit(tx.tokenize(space.name, {}), NAME, BOX_W - 3, 1000).height
    attrs = tx.fit(words, ATTR, BOX_W - 3, 1000).height if words else 0.0
    return 2.8 + name + (1.0 + attrs if words else 0.0) + 0.6


def _region(space: Space, rect: Rect, words: tuple, ink_saver: bool) -> list:
    colour = NAMED.get(str(space.attributes.get("colour", space.attributes.get("color", ""))).lower())
    fill = "#ffffff" if ink_saver or not colour else _tint(colour)
    stroke, width = (colour, 2.0) if (ink_saver and colour) else (INK, 0.8)
    items: list = [Box(rect.x, rect.y, rect.w, rect.h, fill, stroke, width, 2.0)]
    inner = Rect(rect.x + 1.5, rect.y + 1.2, rect.w - 3, rect.h - 2.8)
    name = tx.fit(tx.tokenize(space.name, {}), NAME, inner.w, inner.h)
    items.extend(tx.draw(name, inner))
    if words:
        rest = Rect(inner.x, inner.y, inner.w, inner.h - name.height - 1.0)
        items.extend(tx.draw(tx.fit(words, ATTR, rest.w, rest.h), rest))
    if any(isinstance(v, Unknown) for v in space.attributes.values()):
        items.append(one_line("?", rect.right - 2.5, rect.top - 3.5, 8, "bold", "#b00020"))
    return items


def _tint(colour: str, keep: float = 0.22) -> str:
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(255 - (255 - v) * keep):02x}" for v in rgb)


def _pages(board: Board, d: Drawing, tiles, w: float, h: float, area: Rect) -> Iterator[Page]:
    label_box = _label_box(w, h)
    if _one_page(tiles):
        dx = area.x + (area.w - d.w) / 2
        dy = area.top - d.h
        yield Page(w, h, [Group(translate(dx, dy), d.items)], True, board.name, label_box)
        return
    yield Page(w, h, _assembly(board, d, tiles, area), True, f"{board.name} \u00b7 assembly", label_box)
    points = crosses(tile(d.w, d.h, area), d.w, d.h)   # from the full grid: some tiles may be left out
    for t in tiles:
        items = [Group(translate(t.dx, t.dy), (*d.items, *_tile_marks(t, points)), t.window)]
        yield Page(w, h, items, True,
                   f"{board.name} \u00b7 tile {t.label} (row {t.label[:-len(str(t.col + 1))]}, column "
                   f"{t.col + 1}) of {t.rows} x {t.cols} \u00b7 overlap {TILE_OVERLAP:g} mm", label_box)


def _tile_marks(t, points) -> list:
    items: list = []
    for x, y in points:
        if t.window.contains_point(x, y):
            items += [Line(x - 4, y, x + 4, y, INK, 0.4), Line(x, y - 4, x, y + 4, INK, 0.4)]
    if t.col > 0:
        x = t.window.x + TILE_OVERLAP
        items.append(Line(x, t.window.y, x, t.window.top, MUTED, 0.4, (2.0, 1.5)))
    if t.row > 0:
        y = t.window.top - TILE_OVERLAP
        items.append(Line(t.window.x, y, t.window.right, y, MUTED, 0.4, (2.0, 1.5)))
    return items


def _assembly(board: Board, d: Drawing, tiles, area: Rect) -> list:
    room = Rect(area.x, area.y, area.w, area.h - 30)
    k = min(room.w / d.w, room.h / d.h)
    ox = room.x + (room.w - d.w * k) / 2
    oy = room.top - d.h * k
    items: list = [one_line(f"{board.name}: assembly", area.x, area.top - 6, 14, "bold"),
                   one_line(f"Trim each tile along its dashed line(s) and lay it over the tile to its left and "
                            f"above, matching the crosses in the {TILE_OVERLAP:g} mm overlap.",
                            area.x, area.top - 13, 8.5, "regular", MUTED, area.w)]
    items.append(Group(Affine(k, 0, 0, k, ox, oy), d.items))
    for t in tiles:
        r = t.window
        items.append(Box(ox + r.x * k, oy + r.y * k, r.w * k, r.h * k, None, "#1f5fbf", 0.8, 0, (3.0, 2.0)))
        cx, cy = ox + (r.x + r.w / 2) * k, oy + (r.y + r.h / 2) * k
        items.append(one_line(t.label, cx, cy - 3, 16, "bold", "#1f5fbf", align="centre"))
    return items
