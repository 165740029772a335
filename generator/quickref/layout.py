"""Lay a Sheet out on pages of two columns and report what lands beyond the page limit.

Every flowable carries the name of the part it belongs to ("Key tables: Shooting Table"); after
the build, the parts found on a page past the limit are the ones that overflowed.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.platypus import BaseDocTemplate, Frame, KeepTogether, PageTemplate, Paragraph, Spacer
from reportlab.platypus.doctemplate import LayoutError

from generator.quickref import styles as st
from generator.quickref.grids import UNKNOWN_MARK
from generator.quickref.sheet import Line, Sheet
from generator.quickref.tables import TooWide, grid_table
from generator.render.pdf_meta import CREATOR

PAGE_LIMIT = 2
PRINT_NOTE = "Print at 100% (actual size): turn off 'fit to page' or any scaling."


@dataclass(frozen=True)
class Rendered:
    pdf: bytes
    pages: int
    overflow: tuple[str, ...]  # parts that landed past the page limit, in order
    problems: tuple[str, ...]  # parts that could not be laid out at all


class _Doc(BaseDocTemplate):
    def __init__(self, buffer, sheet: Sheet, pagesize, styles: st.Styles):
        super().__init__(buffer, pagesize=pagesize, leftMargin=st.MARGIN, rightMargin=st.MARGIN,
                         topMargin=st.MARGIN + st.HEADER, bottomMargin=st.MARGIN + st.FOOTER,
                         title=f"{sheet.title}: quick reference", author="boardgame-generator",
                         subject="Quick-reference sheet", creator=CREATOR, producer=CREATOR,
                         invariant=1, pageCompression=1)
        self.sheet, self.styles, self.placed = sheet, styles, []
        self._label = ""
        width = (self.width - st.GUTTER * (st.COLUMNS - 1)) / st.COLUMNS
        self.column_width = width
        frames = [Frame(self.leftMargin + i * (width + st.GUTTER), self.bottomMargin, width, self.height,
                        leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id=f"col{i}")
                  for i in range(st.COLUMNS)]
        self.addPageTemplates([PageTemplate("sheet", frames=frames, onPage=self._decorate)])

    def beforeDocument(self):
        self.canv.setViewerPreference("PrintScaling", "None")

    def afterFlowable(self, flowable):
        self._label = getattr(flowable, "qr_label", None) or self._label
        self.placed.append((self._label, self.page))

    def _decorate(self, canvas, doc):
        s, width, height = self.styles, self.pagesize[0], self.pagesize[1]
        top = height - st.MARGIN - 4 * 2.83
        canvas.saveState()
        canvas.setFillColor(st.ACCENT)
        canvas.setFont(s.bold, 12.5)
        canvas.drawString(st.MARGIN, top, self.sheet.title)
        canvas.setFont(s.regular, 8)
        canvas.drawRightString(width - st.MARGIN, top, f"Quick reference · content version {self.sheet.version}")
        canvas.setStrokeColor(st.ACCENT)
        canvas.setLineWidth(0.8)
        canvas.line(st.MARGIN, top - 4, width - st.MARGIN, top - 4)
        canvas.setFillColor(st.RULE)
        canvas.setFont(s.regular, 6.8)
        canvas.drawString(st.MARGIN, st.MARGIN + 2, PRINT_NOTE)
        canvas.drawRightString(width - st.MARGIN, st.MARGIN + 2, f"Page {doc.page}")
        canvas.restoreState()


def _tag(flowables: list, label: str) -> list:
    for flowable in flowables:
        flowable.qr_label = label
    return flowables


def _para(text: str, style) -> Paragraph:
    return Paragraph(text, style)


def _lines(lines: tuple[Line, ...], s: st.Styles) -> list:
    out = []
    for line in lines:
        number = f"<b>{escape(line.number)}</b> " if line.number else ""
        text = f"{number}<b>{escape(line.title)}</b>" if line.title else number
        if line.summary:
            text += f" — {escape(line.summary)}" if line.title else escape(line.summary)
        out.append(_para(text, s.body))
        if any(" — " in step for step in line.steps):
            out += [_para(escape(step), s.step) for step in line.steps]
        elif line.steps:
            out.append(_para(" · ".join(escape(step) for step in line.steps), s.step))
    return out


def _section(title: str, body: list, s: st.Styles) -> list:
    """A heading kept with its first item, then the rest; every piece tagged with the title."""
    heading = _tag([_para(escape(title), s.heading)], title)
    _tag(body, title)
    return _tag([KeepTogether(heading + body[:1])], title) + body[1:]


def story(sheet: Sheet, s: st.Styles, column_width: float) -> tuple[list, list[str]]:
    """The flowables of the sheet, and the parts that cannot be laid out."""
    flow, problems = [], []
    if sheet.round:
        flow += _section("Round at a glance", _lines(sheet.round, s), s)
    if sheet.actions:
        flow += _section("Actions", _lines(sheet.actions, s), s)
    for grid in sheet.tables:
        label = f"Key tables: {grid.title}"
        try:
            table = grid_table(grid, s, column_width)
        except TooWide as exc:
            problems.append(f"{label}: {exc}")
            continue
        title = f"<b>{escape(grid.title)}</b>"
        if grid.local_title:
            title += f" <i>{escape(grid.local_title)}</i>"
        parts = _tag([_para(title, s.subheading), table] + [_para(escape(n), s.small) for n in grid.notes],
                     label)
        flow += _tag([KeepTogether(parts)], label)
    if sheet.scoring:
        flow += _section("End of game and scoring", _lines(sheet.scoring, s), s)
    if sheet.icons:
        legend = " · ".join(f"<b>{escape(mark)}</b> {escape(name)}" for mark, name, _ in sheet.icons)
        flow += _section("Icon legend", [_para(legend, s.body)], s)
    about = [_para(escape(line), s.small) for line in sheet.sources]
    about.append(_para(f"Content version {escape(sheet.version)}. {UNKNOWN_MARK} marks a value no source "
                       f"states. {escape(PRINT_NOTE)}", s.small))
    flow += _section("Version and sources", [Spacer(1, 1)] + about, s)
    return flow, problems


def render(sheet: Sheet, pagesize) -> Rendered:
    """Build the PDF in memory; the caller decides whether it may be written."""
    buffer = io.BytesIO()
    s = st.make_styles()
    doc = _Doc(buffer, sheet, pagesize, s)
    flow, problems = story(sheet, s, doc.column_width)
    try:
        doc.build(flow)
    except LayoutError as exc:
        return Rendered(b"", 0, (), tuple(problems) + (f"{doc._label or 'the sheet'}: {exc}",))
    overflow = tuple(dict.fromkeys(label for label, page in doc.placed if page > PAGE_LIMIT))
    return Rendered(buffer.getvalue(), doc.page, overflow, tuple(problems))
