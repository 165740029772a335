"""The sheet's flowables: condensed rules, key tables and the closing notes, each tagged with the
name of the part it belongs to ("Key tables: Shooting Table") so overflow can be reported by name.

A key table too wide for a column is laid out across the page instead; the layout puts such wide
tables at the top of the second page.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Paragraph, Table, TableStyle

from generator.model.wording import N_
from generator.quickref import styles as st
from generator.quickref.grids import Grid
from generator.quickref.legend import IconLegend, MarkedTitle
from generator.quickref.paragraphs import SheetParagraph
from generator.quickref.sheet import Line, Sheet, main_book
from generator.quickref.tables import TooWide, grid_table

PRINT_NOTE = N_("Print at 100% (actual size): turn off 'fit to page' or any scaling.")


@dataclass
class Story:
    flow: list      # flowables in the two columns, in reading order
    wide: list      # key tables laid across the page
    problems: list  # parts that cannot be laid out at all


def _tag(flowables: list, label: str) -> list:
    for flowable in flowables:
        flowable.qr_label = label
    return flowables


def _para(text: str, style) -> Paragraph:
    return SheetParagraph(text, style)


def _step_text(step: str) -> str:
    """'6.6.1. Title — what to do' with its label in bold."""
    label, dash, rest = step.partition(" — ")
    return f"<b>{escape(label)}</b> — {escape(rest)}" if dash else escape(step)


def _heading(shown: str, book: str, sheet: Sheet) -> str:
    """A part's heading with the book most of its numbers are in: 'Battles · Battle Book'."""
    _, title = sheet.words, dict(sheet.books).get(book, "")
    return _("{part} · {book}").format(part=shown, book=title) if title else shown


def _lines(lines: tuple[Line, ...], s: st.Styles, book: str = "") -> list:
    """The lines as paragraphs; a number in a book other than ``book`` (the heading's) says its book."""
    out = []
    for line in lines:
        shown = line.number if line.book == book else line.label
        number = f"<b>{escape(shown)}</b> " if shown else ""
        text = f"{number}<b>{escape(line.title)}</b>" if line.title else number
        if line.summary:
            text += f" — {escape(line.summary)}" if line.title else escape(line.summary)
        out.append(_para(text, s.body))
        if any(" — " in step for step in line.steps):
            out += [_para(_step_text(step), s.step) for step in line.steps]
        elif line.steps:
            out.append(_para(" · ".join(escape(step) for step in line.steps), s.step))
    return out


def _boxed(flowables: list, s: st.Styles) -> list:
    """Paragraphs in a ruled box, one row each so the box may continue in the next column."""
    table = Table([[f] for f in flowables], colWidths=["100%"], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), s.regular, s.size), ("BOX", (0, 0), (-1, -1), 0.8, st.ACCENT),
        ("BACKGROUND", (0, 0), (-1, -1), st.SOFT), ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4), ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    return [table]


def _section(title: str, body: list, s: st.Styles, shown: str | None = None) -> list:
    """A heading (``shown``, else the title) kept with its first item, then the rest; every piece
    tagged with the title."""
    heading = _tag([_para(escape(shown or title), s.heading)], title)
    _tag(body, title)
    return _tag([KeepTogether(heading + body[:1])], title) + body[1:]


SHORT_TABLE = 3   # rows: a table this short never splits from its title or notes


def _grid_block(grid: Grid, s: st.Styles, width: float, keep: bool = True) -> list:
    """A key table with its title and notes: kept together, or (``keep`` off) free to continue in the
    next column with its header row repeated, the title kept with its first rows."""
    label = f"Key tables: {grid.title}"
    table = grid_table(grid, s, width)
    title = f"<b>{escape(grid.title)}</b>"
    if grid.local_title:
        title += f" <i>{escape(grid.local_title)}</i>"
    heading: Flowable = _para(title, s.subheading)
    if grid.low_confidence:
        heading = MarkedTitle("low-confidence", heading)
    parts = _tag([heading, table] + [_para(escape(n), s.small) for n in grid.notes], label)
    if not keep and len(grid.rows) > SHORT_TABLE:  # room for the title, the header and two rows, else the next column
        room = heading.wrap(width, 1000)[1] + 4 * s.size * 1.5
        return _tag([CondPageBreak(room)], label) + parts
    return _tag([KeepTogether(parts)], label)


def story(sheet: Sheet, s: st.Styles, column_width: float, page_width: float) -> Story:
    """The flowables of the sheet, the wide tables, and the parts that cannot be laid out."""
    flow, wide, problems = [], [], []
    _ = sheet.words
    label = _("Goal")
    for line in sheet.goal:   # one line under the title band, without a heading of its own
        goal = f"<b>{escape(label)}:</b> {escape(line.summary)}"
        flow += _tag([_para(goal, s.body)], "Goal")
    for name, shown, lines in (("Setup", _("Setup"), sheet.setup),
                               ("Round at a glance", _("Round at a glance"), sheet.round),
                               ("Actions", _("Actions"), sheet.actions), ("Battles", _("Battles"), sheet.battles)):
        if lines:
            book = main_book([line.book for line in lines if line.number])
            flow += _section(name, _lines(lines, s, book), s, _heading(shown, book, sheet))
    for grid in sheet.tables:
        try:
            flow += _grid_block(grid, s, column_width, keep=False)
        except TooWide:
            try:
                wide += _grid_block(grid, s, page_width)
            except TooWide as exc:
                problems.append(f"Key tables: {grid.title}: {exc} or across the page")
    if sheet.scoring:
        book = main_book([line.book for line in sheet.scoring if line.number])
        flow += _section("End of game and scoring", _boxed(_lines(sheet.scoring, s, book), s), s,
                         _heading(_("End of game and scoring"), book, sheet))
    legend = list(sheet.marks) + list(sheet.icons)
    if legend:
        flow += _section("Icon legend", [IconLegend(legend, s.regular, s.size)], s, _("Icon legend"))
    about = [_para(escape(line), s.small) for line in sheet.sources]
    about.append(_para(escape(_("Content version {version}.").format(version=sheet.version)) + " "
                       + escape(_(PRINT_NOTE)), s.small))
    closing = _tag([_para(escape(_("Version and sources")), s.heading)] + about, "Version and sources")
    flow += _tag([KeepTogether(closing)], "Version and sources")  # never a lone line over a page
    return Story(flow, wide, problems)


