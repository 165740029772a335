"""A reference card for a table: title, a ruled grid with wrapped cells, notes; at the smallest card
size (and largest type) at which the whole table fits."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, overload

from generator.model.wording import ENGLISH, N_, Wording
from generator.faces import text as tx
from generator.faces.metrics import text_width
from generator.faces.primitives import Box, Line
from generator.faces.values import format_value, humanize, is_identifier
from generator.geometry.plane import Rect
from generator.geometry.units import SAFE
from generator.model.game.entities import Table
from generator.model.game.values import Unknown

SIZES = ((63.0, 88.0), (88.0, 63.0), (70.0, 120.0), (120.0, 70.0), (105.0, 148.0), (148.0, 105.0),
         (148.0, 190.0), (186.0, 130.0), (186.0, 255.0))
TYPE_SIZES = (8.0, 7.0, 6.0)
PAD = 0.9
HEAD_FILL = "#ece6da"
UNKNOWN_NOTE = N_("? marks a value no source gives.")
TOO_LARGE = N_("This table's columns are too wide for a reference card: see the game's rules reference.")


@dataclass(frozen=True)
class ReferenceFace:
    w: float
    h: float
    items: tuple
    fits: bool


def cells_of(table: Table, icons: dict, names: dict, _: Wording = ENGLISH) -> tuple[list[str], list[list[str]], bool]:
    """Header and body as text (a first column of row labels or rolls); whether any cell is unknown."""
    first = table.row_header or (_("Roll") if table.dice else "")
    header = [first] + [c.label for c in table.columns]
    rows, unknown = [], False
    for row in table.rows:
        lead = str(row.roll) if table.dice else _label(row.label or "")
        cells = []
        for cell in row.cells:
            if isinstance(cell, Unknown):
                unknown = True
                cells.append("?")
            else:
                cells.append(_cell_text(cell, icons, names))
        cells = (cells + [""] * len(table.columns))[:len(table.columns)]   # ragged rows: table-shape reports them
        rows.append([lead] + cells)
    if all(not r[0] for r in rows) and not header[0]:
        header, rows = header[1:], [r[1:] for r in rows]
    return header, rows, unknown


def _label(label: str) -> str:
    """A row label as players read it: an ID-like label ('set-up-counters-in-rich-province')
    as words ('Set up counters in rich province')."""
    return humanize(label) if is_identifier(label) else label


def _cell_text(cell, icons: dict, names: dict) -> str:
    text = format_value(cell)
    if isinstance(cell, str) and cell in names:
        return f":{cell}: {names[cell]}" if cell in icons else names[cell]
    return text


def reference_faces(table: Table, icons: dict, names: dict, game: str,
                    _: Wording = ENGLISH) -> list[ReferenceFace]:
    """The table on one card, the smallest that holds it at the largest type; a table too long for
    the largest card continues on more, its rows split between them under a repeated header."""
    return _reference_faces(table, icons, names, game, _)


def reference_fits(table: Table, icons: dict, names: dict, game: str, _: Wording = ENGLISH) -> bool:
    """Whether every card of ``reference_faces`` fits: measured only, without drawing the cards."""
    return all(f.fits for f in _reference_faces(table, icons, names, game, _, draw=False))


def _reference_faces(table: Table, icons: dict, names: dict, game: str, _: Wording,
                     draw: bool = True) -> list[ReferenceFace]:
    """The faces (without their items unless ``draw``)."""
    header, rows, unknown = cells_of(table, icons, names, _)
    notes = list(table.notes) + ([_(UNKNOWN_NOTE)] if unknown else [])
    for size in TYPE_SIZES:
        for w, h in SIZES:
            face = _try(table.title, table, header, rows, notes, icons, game, w, h, size, draw=draw)
            if face is not None:
                return [face]
    chunks = _split(table, header, rows, notes, icons, game)
    w, h = SIZES[-1]
    if chunks is None:   # not even one row fits: reported by the reference-card-fits rule
        return [_try(table.title, table, header, rows, notes, icons, game, w, h, TYPE_SIZES[-1], force=True,
                     words=_, draw=draw)]
    # Each run fits under a title at least this long, so ``force`` only types the result.
    return [_try(f"{table.title} ({i}/{len(chunks)})", table, header, chunk, notes, icons, game, w, h,
                 TYPE_SIZES[-1], force=True, words=_, draw=draw) for i, chunk in enumerate(chunks, 1)]


def _split(table, header, rows, notes, icons, game) -> list[list] | None:
    """Rows in runs that each fit the largest card at the smallest type (None if one row does not)."""
    w, h = SIZES[-1]
    title = f"{table.title} (99/99)"

    def fits(run) -> bool:
        return _try(title, table, header, run, notes, icons, game, w, h, TYPE_SIZES[-1], draw=False) is not None

    chunks, start = [], 0
    while start < len(rows):
        low, high = 0, len(rows) - start    # the most rows that fit, by bisection
        while low < high:
            mid = (low + high + 1) // 2
            low, high = (mid, high) if fits(rows[start:start + mid]) else (low, mid - 1)
        if low == 0:
            return None
        chunks.append(rows[start:start + low])
        start += low
    return chunks


@overload
def _try(heading: str, table, header, rows, notes, icons, game, w, h, size,
         force: Literal[True], words: Wording = ENGLISH, draw: bool = True) -> ReferenceFace: ...
@overload
def _try(heading: str, table, header, rows, notes, icons, game, w, h, size,
         force: bool = False, words: Wording = ENGLISH, draw: bool = True) -> ReferenceFace | None: ...
def _try(heading: str, table, header, rows, notes, icons, game, w, h, size, force=False,
         words: Wording = ENGLISH, draw: bool = True) -> ReferenceFace | None:
    """The table on a ``w`` x ``h`` card at type ``size``; None when its grid does not fit, unless
    ``force``d (then the card says the table is too large). Without ``draw``, the face has no items."""
    safe = Rect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE)
    title_style = tx.TextStyle("bold", size + 2.5, size + 2.5, 1.05, "#1a1a1a", "centre", 2)
    title = tx.fit(tx.tokenize(heading, {}), title_style, safe.w, safe.h)
    top = safe.top - title.height - 1.0
    sub = None
    if table.local_title:
        sub = tx.fit(tx.tokenize(table.local_title, {}),
                     tx.TextStyle("italic", size, size, 1.1, "#555555", "centre", 1), safe.w, 20)
        top -= sub.height + 1.0
    note_style = tx.TextStyle("regular", max(size - 1.5, 5.5), max(size - 1.5, 5.5), 1.15, "#555555")
    footer = tx.fit(tx.tokenize(game, {}), tx.TextStyle("regular", 5.5, 5.5, 1.0, "#777777", "left", 1), safe.w, 10)
    note_fit = tx.fit(tx.tokenize("\n".join(notes), icons), note_style, safe.w, 1000) if notes else None
    bottom = safe.y + footer.height + 1.0 + (note_fit.height + 1.5 if note_fit else 0.0)
    grid = _grid(header, rows, icons, size, Rect(safe.x, bottom, safe.w, top - bottom - 0.5), draw)
    if grid is None and not force:
        return None
    if not draw:
        return ReferenceFace(w, h, (), grid is not None and title.fits)
    items: list = [Box(1.2, 1.2, w - 2.4, h - 2.4, None, "#3a3a3a", 0.7, 2.5)]
    items += tx.draw(title, safe)
    if sub is not None:
        sub_top = safe.top - title.height - 1.0
        items += tx.draw(sub, Rect(safe.x, sub_top - sub.height, safe.w, sub.height))
    if grid is not None:
        items += grid
    else:   # reported by the reference-card-fits rule; the card says so rather than print part of it
        warning = tx.TextStyle("italic", 9, 9, 1.2, "#b00020", "centre")
        items += tx.draw(tx.fit(tx.tokenize(words(TOO_LARGE), {}), warning, safe.w - 10, 40),
                         Rect(safe.x + 5, safe.y + safe.h / 2, safe.w - 10, 40))
    if note_fit:
        items += tx.draw(note_fit, Rect(safe.x, safe.y + footer.height + 1.0, safe.w, note_fit.height))
    items += tx.draw(footer, Rect(safe.x, safe.y, safe.w, footer.height))
    fits = grid is not None and title.fits
    return ReferenceFace(w, h, tuple(items), fits)


def column_widths(columns: list[list[str]], style: tx.TextStyle, width: float) -> list[float] | None:
    """Widths that fill ``width``: natural (one-line) widths when they fit, else between each
    column's longest word and its natural width; None when even the longest words do not fit."""
    mins, nats = _column_bounds(tuple(map(tuple, columns)), style.font, style.size)
    if sum(mins) > width + 1e-6:
        return None
    if sum(nats) <= width:
        return [n * width / sum(nats) for n in nats]
    t = (width - sum(mins)) / (sum(nats) - sum(mins))
    return [m + (n - m) * t for m, n in zip(mins, nats)]


@lru_cache(maxsize=1024)
def _column_bounds(columns: tuple[tuple[str, ...], ...], font: str, size: float) -> tuple[tuple[float, ...], ...]:
    """Each column's narrowest width (its longest word) and natural width (its longest cell), the
    same for every card size a table is tried on."""
    mins, nats = [], []
    for col in columns:
        words = [w for cell in col for w in cell.split()] or [""]
        mins.append(max(text_width(w, font, size) for w in words) + 2 * PAD + 0.5)
        nats.append(max(text_width(c, font, size) for c in col) + 2 * PAD + 0.5)
    return tuple(mins), tuple(nats)


def _grid(header, rows, icons, size, box: Rect, draw: bool = True) -> list | None:
    """The grid's items in ``box`` (none unless ``draw``), or None when it does not fit."""
    body = tx.TextStyle("regular", size, size, 1.12, "#1a1a1a", "left")
    bold = tx.TextStyle("bold", size, size, 1.12, "#1a1a1a", "left")
    table = [header] + rows
    icon_key = tuple(sorted(icons.items()))
    if len(table) * (tx.line_height(size) + 2 * PAD) > box.h + 1e-3:   # even one line a row overflows
        return None
    widths = column_widths([[r[i] for r in table] for i in range(len(header))], bold, box.w)
    if widths is None:
        return None
    fitted, heights, used = [], [], 0.0
    for r, row in enumerate(table):
        line = []
        for c, cell in enumerate(row):
            style = bold if r == 0 or c == 0 else body
            f = tx.fit(_tokens(cell, icon_key), style, widths[c] - 2 * PAD, 1000)
            if not f.fits:
                return None
            line.append(f)
        fitted.append(line)
        heights.append(max(f.height for f in line) + 2 * PAD)
        used += heights[-1]
        if used > box.h + 1e-6:   # the rows so far already overflow: the rest need not be fitted
            return None
    if sum(heights) > box.h + 1e-6:
        return None
    return _draw_grid(fitted, widths, heights, box) if draw else []


@lru_cache(maxsize=8192)
def _tokens(cell: str, icon_key: tuple) -> tuple:
    """A cell's words (the same cells are tried at several sizes and card sizes)."""
    return tx.tokenize(cell, dict(icon_key))


def _draw_grid(fitted, widths, heights, box: Rect) -> list:
    items: list = [Box(box.x, box.top - heights[0], sum(widths), heights[0], HEAD_FILL)]
    y = box.top
    for line, h in zip(fitted, heights):
        x = box.x
        for f, w in zip(line, widths):
            items += tx.draw(f, Rect(x + PAD, y - h + PAD, w - 2 * PAD, h - 2 * PAD))
            x += w
        y -= h
        items.append(Line(box.x, y, box.x + sum(widths), y, "#9a9a9a", 0.3))
    items.append(Line(box.x, box.top, box.x + sum(widths), box.top, "#1a1a1a", 0.6))
    x = box.x
    for w in widths[:-1]:
        x += w
        items.append(Line(x, box.top, x, y, "#bbbbbb", 0.3))
    return items
