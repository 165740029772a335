"""The boards section: every board and mat at play scale, each space as large as the pieces it
holds. A board that fits a page (upright or turned) is a block on the shared sheets; a larger one
is tiled across pages with overlaps, registration crosses and an assembly diagram. A board's
``image`` prints on a page of its own before it, scaled to fit."""

from __future__ import annotations

from collections.abc import Iterator

from generator.model.wording import ENGLISH, Wording, words
from generator.faces import text as tx
from generator.faces.images import art_path, fitted_image, image_size
from generator.faces.primitives import Box, Group, Line
from generator.faces.values import Vocabulary
from generator.kit.board_positions import Drawing, board_drawing, grid_cells_given, outline, turned
from generator.kit.board_spaces import SpaceLook, space_looks
from generator.kit.colours import printed_colours
from generator.kit.pages import MUTED, REGISTRATION, Page, one_line, style
from generator.kit.section import BlockSpec, Face, Part, RunSpec, Section
from generator.settings_file import KitSettings
from generator.geometry.kept import LayoutStore
from generator.kit.table_boards import board_spaces
from generator.geometry.plane import ROT90, Affine, Rect, Segment, translate
from generator.geometry.packed import Block, Run
from generator.geometry.sheets import capacity
from generator.geometry.tiling import crosses, fits, holding, tile
from generator.geometry.units import PAPERS, TILE_OVERLAP, UNPRINTABLE
from generator.model.game.entities import Board
from generator.model.game.project import GameContent

MARGIN = UNPRINTABLE + 5.0
ASSEMBLY_W = 120.0    # the assembly diagram's width, at most


def boards_section(game: GameContent, paper: str, settings: KitSettings, root,
                   layouts: LayoutStore | None = None) -> Section:
    section = Section("boards", words(game).gettext("Boards and mats"))
    w, h = PAPERS[paper]
    area = Rect(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN - 6.0)
    drawings = {b.id: _drawing(b, game, settings, area, layouts) for b in game.boards if settings.wants("boards", b.id)}
    pairs = {b.id: b.back for b in game.boards if b.back and two_sided(b, drawings, paper, settings, area)}
    for board in game.boards:
        drawing = drawings.get(board.id)
        if drawing is None or board.id in pairs.values():
            continue
        other = game.board(pairs[board.id]) if board.id in pairs else None
        back = drawings.get(other.id) if other is not None else None
        if other is not None and back is not None:
            section.parts.append(_two_sided_part(board, other, drawing, back, words(game)))
        else:
            copies = copies_needed(game, board.id)
            wider = _wider(board, game, settings, area, layouts) if copies > 1 and not _two_fit(drawing, area) else None
            section.parts.append(board_part(board, drawing, game, area, w, h, copies, wider))
    return section


def copies_needed(game: GameContent, board_id: str) -> int:
    """How many copies of the board the game needs: a component's count when the board alone
    prints it (a mat per player), else 1."""
    from generator.kit.playable import printable_names, printed_ids

    names = printable_names(game)
    for c in game.components:
        if printed_ids(c, names) == [board_id] and isinstance(c.total, int) and c.total > 1:
            return c.total
    return 1


def _fills(d: Drawing, area: Rect) -> bool:
    """Whether ``d`` takes most of a page (more than FILLS of its area): then its copies print
    from one page of their own; a smaller one's copies are packed with other pieces."""
    return d.w * d.h > FILLS * area.w * area.h


FILLS = 0.6


def _two_fit(d: Drawing, area: Rect) -> bool:
    """Whether two copies of ``d``, as drawn, share a page (side by side or one above the other)."""
    return fits(2 * d.w, d.h, area) or fits(d.w, 2 * d.h, area)


def _drawing(board: Board, game: GameContent, settings: KitSettings, area: Rect,
             layouts: LayoutStore | None) -> Drawing | None:
    looks = _looks(board, game)
    return board_drawing(board, looks, settings.ink_saver, area, words=words(game), layouts=layouts) if looks else None


def _looks(board: Board, game: GameContent) -> list[SpaceLook]:
    """How each of the board's spaces prints (none for a board without spaces)."""
    spaces = board_spaces(board, game)
    if not spaces:
        return []
    vocab = Vocabulary.of(game.resources, words(game))
    colours = printed_colours(game.manifest.colours if game.manifest else [])
    uniform = board.grid is not None or bool(board.table) or grid_cells_given(spaces)
    return space_looks(board, spaces, game, vocab, colours, uniform)


def _wider(board: Board, game: GameContent, settings: KitSettings, area: Rect,
           layouts: LayoutStore | None) -> Drawing | None:
    """The board on a grid of the fewest columns that lets two copies share a page upright, when
    the kit chooses its grid (a mat per player whose default grid prints one to a page)."""
    looks = _looks(board, game)
    for columns in range(2, len(looks) + 1):
        d = board_drawing(board, looks, settings.ink_saver, area, columns, words(game), layouts)
        if d.w > area.w:
            return None
        if _two_fit(d, area):
            return d
    return None


def two_sided(board: Board, drawings: dict, paper: str, settings: KitSettings, area: Rect) -> bool:
    """Whether ``board`` and the board on its back print back to back: both drawn, in a mode
    that prints backs, as one item the sheets can hold."""
    front, back = drawings.get(board.id), drawings.get(board.back or "")
    if front is None or back is None or board.back == board.id or settings.duplex == "gutterfold":
        return False
    w, h = _pair_size(front, back, area)
    return capacity(Run(board.id, w, h, 1, True, turn=False), *PAPERS[paper], settings.duplex) > 0


def _pair_size(front: Drawing, back: Drawing, area: Rect) -> tuple[float, float]:
    w, h = max(front.w, back.w), max(front.h, back.h)
    return (w, h) if fits(w, h, area) else (h, w)


def _two_sided_part(board: Board, other: Board, front: Drawing, back: Drawing, _: Wording = ENGLISH) -> Part:
    """The two sides of one board as a single item with a back, so they print back to back."""
    w, h = max(front.w, back.w), max(front.h, back.h)
    sides = []
    for d in (front, back):
        d = _padded(d, w, h)
        sides.append((*d.items, outline(d)))
    run = Run(board.id, w, h, 1, True, turn=True)
    spec = RunSpec(run, board.name, lambda: iter([Face(sides[0], sides[1])]))
    note = _("two-sided: {front} on the front, {back} on the back; cut along the dashed outline").format(
        front=board.name, back=other.name)
    return Part(board.id, f"{board.name} / {other.name}", note=note, packed=(spec,), covers=(board.id, other.id))


def _padded(d: Drawing, w: float, h: float) -> Drawing:
    """``d`` centred in a ``w`` x ``h`` drawing."""
    dx, dy = (w - d.w) / 2, (h - d.h) / 2
    return Drawing(w, h, (Group(translate(dx, dy), d.items),), d.note, d.shapes)


def board_part(board: Board, drawing: Drawing, game: GameContent, area: Rect, w: float, h: float,
               copies: int = 1, wider: Drawing | None = None) -> Part:
    """The part printing ``drawing``: a block when it fits a page (turned if need be), else tiles
    of their own and the assembly diagram as a block. A board needed ``copies`` times (a mat per
    player) is packed that many times when two share a page; a larger one prints once, on a page
    of its own, for the player to print as often as needed. ``wider``, the board laid out so that
    two copies share a page, is packed instead when that takes less paper."""
    if not fits(drawing.w, drawing.h, area) and (fits(drawing.h, drawing.w, area)
                                                 or _tile_count(turned(drawing), area) < _tile_count(drawing, area)):
        drawing = turned(drawing)
    if copies > 1 and not _two_fit(drawing, area) and _two_fit(turned(drawing), area):
        drawing = turned(drawing)    # copies of a mat pack two to a page when turned
    art = art_path(game.folder, board.image)
    covers = (board.id, *([board.table] if board.table else []))
    _ = words(game)
    if copies > 1 and fits(drawing.w, drawing.h, area) and not _two_fit(drawing, area) and _fills(drawing, area):
        note = _("on a page of its own: print it {count} times (one per player); cut out along the dashed "
                 "outline").format(count=copies)
        return Part(board.id, board.name, 1 + (1 if art else 0),
                    lambda: _alone_pages(board, drawing, w, h, area, art, _), note=note, covers=covers,
                    print_copies=copies)
    if fits(drawing.w, drawing.h, area):
        blocks = _blocks(board, drawing, copies)
        note = (_("{count} copies (one per player); ").format(count=copies) if copies > 1 else "") + _(
            "cut out along the dashed outline")
        note += _layout_note(drawing, _)
        if art:
            note = _("its art on a page of its own, then the board: {note}").format(note=note)
        return Part(board.id, board.name, 1 if art else 0,
                    (lambda: _art_pages(board, art, w, h, area, _)) if art else None,
                    note=note, packed=blocks, covers=covers,
                    packed_instead=_blocks(board, wider, copies) if wider is not None and not art else ())
    tiles = _tiles(drawing, area)
    assembly = _assembly(board, drawing, tiles, _)
    note = _tiles_note(tiles, _) + _layout_note(drawing, _)
    if art:
        note = _("its art on a page of its own, then the board: {note}").format(note=note)
    return Part(board.id, board.name, len(tiles) + (1 if art else 0),
                lambda: _tile_pages(board, drawing, tiles, w, h, area, art, _), note=note,
                packed=(assembly,), covers=covers)


def _blocks(board: Board, drawing: Drawing, copies: int) -> tuple[BlockSpec, ...]:
    return tuple(BlockSpec(Block(board.id if copies == 1 else f"{board.id}#{n + 1}", drawing.w, drawing.h),
                           board.name, (*drawing.items, outline(drawing))) for n in range(copies))


def _tile_count(d: Drawing, area: Rect) -> int:
    return len(_tiles(d, area))


def _layout_note(drawing: Drawing, _: Wording) -> str:
    """The drawing's note on how the kit laid the board out, continuing the part's note."""
    text = _(drawing.note) if drawing.note else ""
    return f"; {text[0].lower()}{text[1:]}" if text else ""


def _tiles_note(tiles, _: Wording = ENGLISH) -> str:
    grid = tiles[0].rows * tiles[0].cols
    blank = _(", {count} blank left out").format(count=grid - len(tiles)) if grid > len(tiles) else ""
    return _("{count} tiles ({rows} x {cols}{blank}) and an assembly diagram").format(
        count=len(tiles), rows=tiles[0].rows, cols=tiles[0].cols, blank=blank)


def _tiles(d: Drawing, area: Rect) -> list:
    """The drawing's tiles, leaving out those that would print blank."""
    tiles = tile(d.w, d.h, area)
    if len(tiles) == 1:
        return tiles
    return holding(tiles, [s for s in d.shapes if isinstance(s, Rect)],
                   [s for s in d.shapes if isinstance(s, Segment)]) or tiles[:1]


def _art_pages(board: Board, art: str | None, w: float, h: float, area: Rect,
               _: Wording = ENGLISH) -> Iterator[Page]:
    if art:
        yield Page(w, h, [_art(art, area)], True, _("{board} \u00b7 board art, scaled to fit the page").format(
            board=board.name),
                   _label_box(w, h))


def _alone_pages(board: Board, d: Drawing, w: float, h: float, area: Rect, art: str | None,
                 _: Wording = ENGLISH):
    """The board's art (when it has one), then the board centred on a page of its own."""
    yield from _art_pages(board, art, w, h, area, _)
    x, y = area.x + (area.w - d.w) / 2, area.y + (area.h - d.h) / 2
    yield Page(w, h, [Group(translate(x, y), (*d.items, outline(d)))], True,
               _("{board} \u00b7 one per player: print this page once for each player").format(board=board.name),
               _label_box(w, h))


def _tile_pages(board: Board, d: Drawing, tiles, w: float, h: float, area: Rect, art: str | None,
                _: Wording = ENGLISH):
    """The board's art (when it has one), then a page per tile."""
    yield from _art_pages(board, art, w, h, area, _)
    label_box = _label_box(w, h)
    spaces = [s for s in d.shapes if isinstance(s, Rect)]
    points = crosses(tile(d.w, d.h, area), d.w, d.h, avoid=spaces)   # from the full grid: tiles may be left out
    for t in tiles:
        items = [Group(translate(t.dx, t.dy), (*d.items, *_tile_marks(t, points)), t.window)]
        yield Page(w, h, items, True,
                   _("{board} \u00b7 tile {tile} (row {row}, column {column}) of {rows} x {cols} \u00b7 "
                     "overlap {overlap} mm").format(board=board.name, tile=t.label, row=t.label[:-len(str(t.col + 1))],
                                                    column=t.col + 1, rows=t.rows, cols=t.cols,
                                                    overlap=_.number(TILE_OVERLAP)), label_box)


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


def _tile_marks(t, points) -> list:
    """Registration crosses in the tile's overlaps (never over a space: they sit in the overlap
    strip, drawn under nothing) and the dashed trim lines."""
    items: list = []
    for x, y in points:
        if t.window.contains_point(x, y):
            items += [Line(x - 4, y, x + 4, y, REGISTRATION, 0.4), Line(x, y - 4, x, y + 4, REGISTRATION, 0.4)]
    if t.col > 0:
        x = t.window.x + TILE_OVERLAP
        items.append(Line(x, t.window.y, x, t.window.top, MUTED, 0.4, (2.0, 1.5)))
    if t.row > 0:
        y = t.window.top - TILE_OVERLAP
        items.append(Line(t.window.x, y, t.window.right, y, MUTED, 0.4, (2.0, 1.5)))
    return items


def _assembly(board: Board, d: Drawing, tiles, _: Wording = ENGLISH) -> BlockSpec:
    """The assembly diagram as a block: the board small, each printed tile outlined and named."""
    k = min(ASSEMBLY_W / d.w, 150.0 / d.h)
    width, height = d.w * k, d.h * k
    how = _("Trim each tile along its dashed line(s) and lay it over the tile to its left and above, "
            "matching the crosses in the {overlap} mm overlap.").format(overlap=f"{TILE_OVERLAP:g}")
    lines = tx.fit(tx.tokenize(how, {}), style(7.0, colour=MUTED), width, 100.0)   # wrapped, never cut short
    head = 9.0 + lines.height + 1.5
    items: list = [one_line(_("{board}: assembly").format(board=board.name), 0, height + head - 5, 11, "bold")]
    items += tx.draw(lines, Rect(0, height + 1.5, width, lines.height))
    items.append(Group(Affine(k, 0, 0, k, 0, 0), d.items))
    for t in tiles:
        r = t.window
        items.append(Box(r.x * k, r.y * k, r.w * k, r.h * k, None, "#1f5fbf", 0.8, 0, (3.0, 2.0)))
        cx, cy = (r.x + r.w / 2) * k, (r.y + r.h / 2) * k
        items.append(one_line(t.label, cx, cy - 3, 14, "bold", "#1f5fbf", align="centre"))
    return BlockSpec(Block(f"{board.id}:assembly", width, height + head), f"{board.name} (assembly)", tuple(items))
