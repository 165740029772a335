"""Everything shown as a real HTML table: content tables, derived tables, boards, tracks, sheets."""

from __future__ import annotations

from dataclasses import replace

from markupsafe import Markup, escape

from generator.model.wording import N_
from generator.model.game import entities as e
from generator.model.game.values import Unknown
from generator.model.game.project import GameContent
from generator.reference.anchors import Anchors, anchor_for, numbered_table, row_anchor
from generator.reference.fragments import KEY, key_label, link, value
from generator.reference.text import inline
from generator.reference.views import GridRow, GridView, HeadCell
from generator.rules.derived import DerivedTable



def readable(label: str, anchors: Anchors) -> str:
    """A row label as players read it: an entry's ID as its name, 'home-province' as 'Home province'."""
    if label in anchors.by_id:
        return anchors.by_id[label].label
    if KEY.fullmatch(label):
        return key_label(label)
    return label


def _src(entity, anchors: Anchors) -> str | None:
    return anchors.source_href(anchors.of(entity)) if entity.source is not None else None


def without_empty_columns(grid: GridView) -> GridView:
    """The grid less every column whose cells are all empty."""
    width = len(grid.columns)
    keep = [i for i in range(width)
            if any(i < len(row.cells) and str(row.cells[i]).strip() for row in grid.rows)]
    if len(keep) == width:
        return grid
    rows = tuple(replace(row, cells=tuple(row.cells[i] for i in keep if i < len(row.cells))) for row in grid.rows)
    return replace(grid, columns=tuple(grid.columns[i] for i in keep), rows=rows)


def _text(item: str | None, anchors: Anchors) -> Markup | None:
    return inline(item, anchors) if item else None


def _cell(cell, column: e.Column | None, anchors: Anchors) -> Markup:
    """A table cell; a word of a one-of column stays a word, never a link to an entry that shares it."""
    declared = column.declaration if column is not None else None
    if isinstance(cell, str) and declared is not None and declared.type == "one-of":
        return escape(key_label(cell) if KEY.fullmatch(cell) else cell)
    return value(cell, anchors)


def sources_stop(table: e.Table, anchors: Anchors) -> Markup | None:
    """Where the sources stop, said above a rolled table with unknown cells: the rolls each reason
    leaves unknown, so a player knows why a roll cannot be resolved from it."""
    if not table.dice:
        return None
    rolls_of: dict[str, list[str]] = {}
    for row in table.rows:
        head = row.roll if row.roll is not None else row.label
        for cell in row.cells:
            if isinstance(cell, Unknown) and head is not None:
                rolls = rolls_of.setdefault(cell.reason.rstrip("."), [])
                if str(head) not in rolls:
                    rolls.append(str(head))
    if not rolls_of:
        return None
    _ = anchors.words
    said = "; ".join(_.ngettext("roll {rolls}: {reason}", "rolls {rolls}: {reason}", len(rolls)).format(
        rolls=", ".join(rolls), reason=reason) for reason, rolls in rolls_of.items())
    return escape(_("Where the sources stop ({said}): a roll that lands on a cell marked unknown "
                    "cannot be resolved from this table.").format(said=said))


SHEET_FACTS = {"square": N_("square tokens, {size} mm"), "circle": N_("circle tokens, {size} mm")}


def table_grid(table: e.Table, anchors: Anchors) -> GridView:
    _ = anchors.words
    anchors = anchors.within(table)
    numbered = numbered_table(table.title)
    header = table.row_header or (_("Roll") if table.dice else "")
    rows = []
    for index, row in enumerate(table.rows):
        head = row.roll if table.dice and row.roll is not None else row.label
        columns = [table.columns[i] if i < len(table.columns) else None for i in range(len(row.cells))]
        anchor = row_anchor(anchors.of(table), index) if numbered else None
        rows.append(GridRow(anchor, escape("" if head is None else readable(str(head), anchors)),
                            tuple(_cell(cell, column, anchors) for cell, column in zip(row.cells, columns))))
    return GridView(
        anchor=anchors.of(table), title=table.title, local_title=table.local_title, lang=table.lang,
        description=Markup(escape(_("Rolled on a d{dice}."))).format(dice=table.dice) if table.dice else None,
        row_header=header, columns=tuple(HeadCell(c.label, c.local_label) for c in table.columns),
        rows=tuple(rows), notes=tuple(inline(n, anchors, seen=set()) for n in table.notes),
        src=_src(table, anchors), stop=sources_stop(table, anchors))


def derived_grid(table: DerivedTable, anchors: Anchors) -> GridView:
    columns = tuple(table.columns)
    rows = tuple(GridRow(None, value(row[0], anchors) if row else Markup(""),
                         tuple(value(cell, anchors) for cell in row[1:])) for row in table.rows)
    return GridView(
        anchor=anchor_for("derived", table.id), title=table.title, local_title=None, lang=None,
        description=None,
        row_header=columns[0] if columns else "", columns=tuple(HeadCell(c) for c in columns[1:]),
        rows=rows, notes=tuple(inline(n, anchors) for n in table.notes), src=None, kind="derived table")


def _attribute_keys(items) -> list[str]:
    keys: list[str] = []
    for item in items:
        keys.extend(k for k in item.attributes if k not in keys)
    return keys


def board_grid(board: e.Board, anchors: Anchors) -> GridView:
    keys = _attribute_keys(board.spaces)
    rows = []
    for space in board.spaces:
        cells = [value(space.attributes.get(key), anchors) for key in keys]
        cells.append(value(space.adjacent, anchors))
        name = Markup("{}").format(space.name)
        if space.local_name:
            name += Markup(' <span class="local">{}</span>').format(space.local_name)
        rows.append(GridRow(anchors.of(space), name, tuple(cells)))
    _ = anchors.words
    columns = tuple(HeadCell(_(key_label(k))) for k in keys) + (HeadCell(_("Adjacent")),)
    laid_out = anchors.by_id.get(board.table) if board.table and not rows else None
    notes = (Markup(escape(_("Its spaces are the rows of the table {table}."))).format(
        table=link(laid_out.anchor, laid_out.label)),) if laid_out else ()
    return GridView(
        anchor=anchors.of(board), title=board.name, local_title=board.local_name, lang=None,
        description=_text(board.description, anchors), row_header=_("Space"), columns=columns,
        rows=tuple(rows), notes=notes, src=_src(board, anchors), kind="board")


def track_grid(track: e.Track, anchors: Anchors) -> GridView:
    thresholds: dict[int | None, list] = {}
    for threshold in track.thresholds:
        key = threshold.at_index if isinstance(threshold.at_index, int) else None
        thresholds.setdefault(key, []).append(threshold)
    rows = []
    for space in track.spaces:
        reached = Markup("; ").join(_threshold(t, anchors) for t in thresholds.get(space.index, []))
        rows.append(GridRow(None, escape(str(space.index)), (
            escape(space.label or ""), value(space.value, anchors),
            value(list(space.markers), anchors) if space.markers else Markup(""), reached)))
    _ = anchors.words
    notes = tuple(escape(_("At an unknown space: ")) + _threshold(t, anchors) for t in thresholds.get(None, []))
    return GridView(
        anchor=anchors.of(track), title=track.name, local_title=track.local_name, lang=None,
        description=_text(track.description, anchors), row_header=_("Space"),
        columns=(HeadCell(_("Label")), HeadCell(_("Space value")), HeadCell(_("Markers")),
                 HeadCell(_("On reaching it"))),
        rows=tuple(rows), notes=notes, src=_src(track, anchors), kind="track")


def _threshold(threshold: e.Threshold, anchors: Anchors) -> Markup:
    text = escape(threshold.label or "")
    if threshold.value is not None:
        text += Markup(escape(anchors.words.gettext(" (value {value})"))).format(value=value(threshold.value, anchors))
    if not isinstance(threshold.at_index, int):
        text += Markup(" ") + value(threshold.at_index, anchors, with_reason=True)
    return text


def sheet_grid(sheet: e.Sheet, anchors: Anchors) -> GridView:
    _ = anchors.words
    facts = _(SHEET_FACTS.get(sheet.shape, "{shape} tokens, {size} mm")).format(shape=sheet.shape,
                                                                              size=_.number(sheet.size_mm))
    facts += _(", double-sided") if sheet.double_sided else ""
    facts += _(", one set per player colour") if sheet.per_colour else ""
    rows = tuple(GridRow(anchors.of(token), Markup("{}").format(token.label), (
        escape(token.local_label or ""), escape(str(token.copies)), escape(token.back or "")))
        for token in sheet.tokens)
    return GridView(
        anchor=anchors.of(sheet), title=sheet.name, local_title=sheet.local_name, lang=None,
        description=escape(facts), row_header=_("Token"),
        columns=(HeadCell(_("Local name")), HeadCell(_("Copies")), HeadCell(_("Back"))), rows=rows,
        notes=(), src=_src(sheet, anchors), kind="token sheet")


def grids(game: GameContent, derived: list[DerivedTable], anchors: Anchors):
    """(tables, derived tables, boards with tracks and sheets) of a game."""
    tables = tuple(without_empty_columns(table_grid(t, anchors)) for t in game.tables)
    computed = tuple(without_empty_columns(derived_grid(t, anchors)) for t in derived)
    boards = tuple(without_empty_columns(g) for g in (
        [board_grid(b, anchors) for b in game.boards] + [track_grid(t, anchors) for t in game.tracks]
        + [sheet_grid(s, anchors) for s in game.sheets]))
    return tables, computed, boards
