"""Tracks at play scale: each space a cell with room for the pieces it holds, cells in rows as
wide as the page allows, tracks one under another. Several tracks a component names (a claim
board, a game board's charts) make one board.

A threshold shows as a band under its cell; a long threshold text or marker goes to a numbered
legend under its track. A track whose length is not known prints ``print_length`` spaces,
numbered on from the last one given, and says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.faces import text as tx
from generator.faces.primitives import Box, Group
from generator.faces.values import format_value
from generator.kit.board_positions import PAD, Drawing
from generator.kit.board_spaces import room_items
from generator.kit.pages import INK, MUTED, one_line, style
from generator.kit.pieces import rooms as rooms_for
from generator.kit.track_cells import LABEL, cell_size, space_label as _label
from generator.geometry.plane import Rect, translate
from generator.geometry.rooms import Arrangement, arrange
from generator.model.game.entities import Track
from generator.model.game.project import GameContent
from generator.model.wording import ENGLISH, Wording, words
from generator.model.game.values import Unknown

BAND = 4.2           # threshold band under a cell
HEAD = 7.0           # a track's title line
ROW_GAP = 3.0        # between rows of one track
TRACK_GAP = 6.0      # between tracks
SHORT = 14           # longer threshold labels and markers go to the legend
THRESHOLD_FILL = "#f3dfb8"


@dataclass(frozen=True)
class Cell:
    index: int
    label: str
    value: str | None
    notes: tuple[tuple[str, str], ...]     # (kind, text): 'threshold' or 'marker'
    rooms: tuple
    arrangement: Arrangement
    w: float


def cells(track: Track, game: GameContent, colours, legend: list[str]) -> list[Cell]:
    """The track's cells, extended to ``print_length`` where its length is not known."""
    refs = _references(track, legend, words(game))
    base_w, _ = cell_size(track)
    spaces = list(track.spaces)
    out = []
    for space in spaces:
        rooms = tuple(rooms_for(game, track.holds + space.holds, colours))
        arr = arrange(list(rooms))
        value = None if space.value is None else "?" if isinstance(space.value, Unknown) else format_value(space.value)
        out.append(Cell(space.index, _label(space), value, tuple(refs.get(space.index, [])), rooms, arr,
                        max(base_w, arr.w + 2.0)))
    if track.print_length and track.print_length > len(spaces) and spaces:
        last = spaces[-1].index
        rooms = tuple(rooms_for(game, track.holds, colours))
        arr = arrange(list(rooms))
        for index in range(last + 1, spaces[0].index + track.print_length):
            out.append(Cell(index, str(index), None, tuple(refs.get(index, [])), rooms, arr,
                            max(base_w, arr.w + 2.0)))
    return out


def _references(track: Track, legend: list[str], _: Wording = ENGLISH) -> dict[int, list[tuple[str, str]]]:
    """What each cell shows besides its label: (kind, text), long texts as legend numbers."""
    refs: dict[int, list[tuple[str, str]]] = {}

    def note(index, kind, text):
        if len(text) > SHORT:
            legend.append(text)
            text = f"[{len(legend)}]"
        refs.setdefault(index, []).append((kind, text))

    for th in track.thresholds:
        text = th.label or (f"{th.value}" if th.value is not None else _("threshold"))
        if isinstance(th.at_index, Unknown):
            legend.append(_("? At a space not known ({reason}): {text}").format(reason=th.at_index.reason, text=text))
            continue
        note(th.at_index, "threshold", text)
    for space in track.spaces:
        for marker in space.markers:
            note(space.index, "marker", _("start: {marker}").format(marker=marker.replace('-', ' ')))
    return refs


@dataclass(frozen=True)
class Strip:
    """A piece of a track drawn downwards from (0, 0): its title, some rows, maybe its legend."""

    w: float
    h: float
    items: tuple
    rects: tuple


def tracks_drawing(tracks: list[Track], game: GameContent, colours, width: float) -> Drawing:
    """``tracks`` one under another, each in rows of cells no wider than ``width``."""
    strips = [s for t in tracks for s in track_strips(t, game, colours, width - 2 * PAD, None)]
    return _drawing(strips)


def track_pieces(track: Track, game: GameContent, colours, width: float, max_h: float) -> list[Drawing]:
    """The track as drawings no wider than ``width`` nor taller than ``max_h``: several when its
    rows run longer than a page (each piece but the first says it continues the track)."""
    return [_drawing([s]) for s in track_strips(track, game, colours, width - 2 * PAD, max_h - 2 * PAD)]


def _drawing(strips: list[Strip]) -> Drawing:
    w = max(s.w for s in strips) + 2 * PAD
    h = sum(s.h for s in strips) + TRACK_GAP * (len(strips) - 1) + 2 * PAD
    items: list = []
    shapes: list = []
    top = h - PAD
    for strip in strips:
        items.append(Group(translate(PAD, top), strip.items))
        shapes.extend(Rect(r.x + PAD, r.y + top, r.w, r.h) for r in strip.rects)
        top -= strip.h + TRACK_GAP
    return Drawing(w, h, tuple(items), "", tuple(shapes))


def track_strips(track: Track, game: GameContent, colours, width: float, max_h: float | None) -> list[Strip]:
    """The track's title, rows and legend, cut into strips no taller than ``max_h`` (between rows)."""
    legend: list[str] = []
    row_cells = _rows(cells(track, game, colours, legend), width)
    banded = bool(track.thresholds)
    legend_h, legend_items = _legend(legend, width)
    strips: list[Strip] = []
    items: list = []
    rects: list[Rect] = []
    y = -HEAD
    _ = words(game)
    items.append(one_line(_title(track, _), 0, -HEAD + 2.0, 8.5, "bold", INK, width))
    for n, row in enumerate(row_cells):
        row_h = max(_cell_height(c) for c in row) + (BAND if banded else 0.0)
        last = n == len(row_cells) - 1
        need = row_h + (legend_h if last else 0.0)
        if max_h is not None and rects and -y + need > max_h:
            strips.append(_strip(items, rects, y + ROW_GAP, width))
            continued = _("{track} (continued)").format(track=track.name)
            items = [one_line(continued, 0, -HEAD + 2.0, 8.5, "bold", INK, width)]
            rects, y = [], -HEAD
        x = 0.0
        for cell in row:
            rect = Rect(x, y - row_h + (BAND if banded else 0.0), cell.w, row_h - (BAND if banded else 0.0))
            items.extend(_cell(cell, rect, banded))
            rects.append(rect)
            x += cell.w
        y -= row_h + ROW_GAP
    y += ROW_GAP
    if legend_items:
        items.append(Group(translate(0, y - 1.5), tuple(legend_items)))
        y -= 1.5 + legend_h
    strips.append(_strip(items, rects, y, width))
    return strips


def _strip(items: list, rects: list[Rect], y: float, width: float) -> Strip:
    used = max((r.right for r in rects), default=0.0)
    return Strip(max(used, min(width, 60.0)), -y, tuple(items), tuple(rects))


def _title(track: Track, _: Wording = ENGLISH) -> str:
    if track.print_length and track.print_length > len(track.spaces):
        first = track.spaces[0].index if track.spaces else 0
        if first < 0:   # room below zero: going round starts again at 0
            return _("{track} \u00b7 its length is not stated: {count} spaces printed, {below} of them below 0; "
                     "past the last, go on from 0 and add {span}").format(
                         track=track.name, count=track.print_length, below=-first, span=track.print_length + first)
        return _("{track} \u00b7 its length is not stated: {count} spaces printed; past the last, go round again "
                 "and add {count}").format(track=track.name, count=track.print_length)
    return track.name


def _legend(notes: list[str], width: float) -> tuple[float, list]:
    """The legend's height and items, drawn downwards from (0, 0)."""
    if not notes:
        return 0.0, []
    fitted = tx.fit(tx.tokenize(_legend_text(notes), {}), style(7.0, colour=MUTED), width, 10_000)
    return fitted.height + 1.5, tx.draw(fitted, Rect(0, -fitted.height, width, fitted.height))


def _rows(all_cells: list[Cell], width: float) -> list[list[Cell]]:
    rows: list[list[Cell]] = [[]]
    used = 0.0
    for cell in all_cells:
        if rows[-1] and used + cell.w > width + 1e-9:
            rows.append([])
            used = 0.0
        rows[-1].append(cell)
        used += cell.w
    return rows


def _cell_height(cell: Cell) -> float:
    label = tx.fit(tx.tokenize(cell.label, {}), LABEL, cell.w - 2.4, 40).height
    extra = 3.2 if cell.value or any(k == "marker" for k, _ in cell.notes) else 0.0
    return max(16.0, 2.0 + label + 1.0 + (cell.arrangement.h + 1.0 if cell.rooms else 0.0) + extra + 1.0)


def _cell(cell: Cell, r: Rect, banded: bool) -> list:
    items: list = [Box(r.x, r.y, r.w, r.h, None, INK, 0.6)]
    if cell.label != str(cell.index):
        items.append(one_line(str(cell.index), r.x + 1.0, r.top - 2.6, 5.5, "regular", MUTED))
    label = tx.fit(tx.tokenize(cell.label, {}), LABEL, r.w - 2.4, r.h)
    items.extend(tx.draw(label, Rect(r.x + 1.2, r.top - 2.0 - label.height, r.w - 2.4, label.height)))
    bottom = r.y + 1.0
    if cell.value:
        items.append(one_line(f"value {cell.value}", r.right - 1.0, bottom + 0.2, 5.5, "regular", MUTED,
                              r.w - 2, "right"))
    markers = [t for k, t in cell.notes if k == "marker"]
    if markers:
        items.append(one_line(", ".join(markers), r.x + 1.0, bottom + 0.2, 5.5, "italic", MUTED, r.w - 2))
    if cell.value or markers:
        bottom += 3.2
    items.extend(room_items(cell.rooms, cell.arrangement,
                            Rect(r.x, bottom, r.w, r.top - 2.0 - label.height - 1.0 - bottom)))
    thresholds = [t for k, t in cell.notes if k == "threshold"]
    if thresholds:
        items.append(Box(r.x, r.y - BAND, r.w, BAND, THRESHOLD_FILL, INK, 0.6))
        items.append(one_line(" \u00b7 ".join(thresholds), r.x + r.w / 2, r.y - BAND + 1.3, 7.0, "bold", INK,
                              r.w - 1.5, "centre"))
    return items


def _legend_text(notes: list[str]) -> str:
    return "\n".join(n if n.startswith("? ") else f"[{i}] {n}" for i, n in enumerate(notes, 1))
