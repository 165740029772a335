"""Lay a sheet out on pages of two columns and report what lands beyond the page limit.

Page one is two columns. When the sheet has wide tables, page two starts with a full-width frame
exactly as tall as they are, with the two columns below it; the wide tables are put in front of
whatever comes next when page one ends (or after a page break when everything fit on page one).
The parts found on a page past the limit are the ones that overflowed; the layout stops at the
end of the first such page (whatever is left overflows too), so its time stays linear in the
length of the text however long a rule is.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    ActionFlowable,
    BaseDocTemplate,
    Frame,
    PageBreak,
    PageTemplate,
)
from reportlab.platypus.doctemplate import LayoutError

from generator.quickref import styles as st
from generator.quickref.sheet import Sheet
from generator.quickref.story import PRINT_NOTE, story
from generator.reference.books import books_legend
from generator.render.pdf_meta import CREATOR

PAGE_LIMIT = 2
SLACK = 2.0  # points left below the wide tables, too little for anything else to land there


@dataclass(frozen=True)
class Rendered:
    pdf: bytes
    pages: int
    overflow: tuple[str, ...]  # parts that landed past the page limit, in order
    problems: tuple[str, ...]  # parts that could not be laid out at all
    body: float = 0.0          # the body type size it was set in
    detail: str = ""           # the sheet's detail (full, short, minimal)


def _height(block, width: float, height: float) -> float:
    """The height a kept-together block takes: its parts with the space between them."""
    scratch = Canvas(io.BytesIO())
    parts = getattr(block, "_content", [block])
    return sum(p.wrapOn(scratch, width, height)[1] + p.getSpaceBefore() + p.getSpaceAfter() for p in parts)


def _forget_postponed(flowables: list) -> None:
    """A flowable that page one's last column pushed on is marked by ReportLab as postponed; one so
    marked that then misses the sliver left below the wide tables is refused as too large, though
    the columns beneath have room. Page two is a fresh start for it."""
    for flowable in flowables:
        if hasattr(flowable, "_postponed"):
            del flowable._postponed


class _WideTail(ActionFlowable):
    """At the end of the story: a page break and the wide tables, if page one never ended."""

    def apply(self, doc):
        if doc.wide_pending:
            doc.story[0:0] = [PageBreak()] + doc.take_wide()


class _PastLimit(Exception):
    """A page past the limit began (a trial) or is full: the rest of the story overflows without
    being laid out."""


def _no_drawing(*_args, **_kwargs) -> None:
    """What a dry trial's frames draw: nothing."""


class _DryFrame(Frame):
    """A frame that places flowables as a frame does (wrap, split, move down) without drawing them:
    a trial needs the layout, not the page."""

    def add(self, flowable, canv, trySplit=0):
        flowable.drawOn = _no_drawing
        try:
            return super().add(flowable, canv, trySplit)
        finally:
            del flowable.drawOn


class _Doc(BaseDocTemplate):
    def __init__(self, buffer, sheet: Sheet, pagesize, styles: st.Styles):
        super().__init__(buffer, pagesize=pagesize, leftMargin=st.MARGIN, rightMargin=st.MARGIN,
                         topMargin=st.MARGIN + st.HEADER, bottomMargin=st.MARGIN + st.FOOTER,
                         title=sheet.words.gettext("{title}: quick reference").format(title=sheet.title),
                         author="boardgame-generator", subject=sheet.words.gettext("Quick-reference sheet"),
                         creator=CREATOR, producer=CREATOR,
                         invariant=1, pageCompression=1,
                         initialFontName=styles.regular)  # not Helvetica, which is never embedded
        self.sheet, self.styles = sheet, styles
        self.placed: list[tuple[str, int]] = []
        self.story: list = []
        self.wide: list = []
        self.label = ""
        self.stop_past: int | None = None  # a trial stops at the first page past this one
        self.frame_class = Frame           # _DryFrame: laid out, neither drawn nor saved
        self.column_width = (self.width - st.GUTTER * (st.COLUMNS - 1)) / st.COLUMNS

    def _columns(self, height: float, name: str, at_top: bool = True) -> list[Frame]:
        """Two columns ``height`` tall, at the top of the page's text area or at its foot."""
        bottom = self.bottomMargin + (self.height - height if at_top else 0.0)
        return [self.frame_class(self.leftMargin + i * (self.column_width + st.GUTTER), bottom, self.column_width,
                                 height, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0,
                                 id=f"{name}-col{i}") for i in range(st.COLUMNS)]

    def set_wide(self, wide: list, first_height: float | None = None) -> None:
        """Page templates for the wide tables' height (none: every page is two columns); page one's
        columns ``first_height`` tall, when given, else as tall as the page allows."""
        self.wide = wide
        tall = sum(_height(block, self.width, self.height) for block in wide) + SLACK if wide else 0.0
        first = PageTemplate("first", frames=self._columns(first_height or self.height, "p1"), onPage=self._decorate,
                             autoNextPageTemplate="second")
        top = self.frame_class(self.leftMargin, self.bottomMargin + self.height - tall, self.width, tall,
                    leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="wide")
        below = self._columns(max(self.height - tall - st.GUTTER, 1.0), "p2", at_top=False)
        second = PageTemplate("second", frames=([top] if wide else []) + below, onPage=self._decorate,
                              autoNextPageTemplate="rest")
        rest = PageTemplate("rest", frames=self._columns(self.height, "pn"), onPage=self._decorate)
        self.addPageTemplates([first, second, rest])

    @property
    def wide_pending(self) -> bool:
        return bool(self.wide)

    def take_wide(self) -> list:
        wide, self.wide = self.wide, []
        return wide

    def handle_flowable(self, flowables):
        self.story = flowables  # the list the build consumes: wide tables are put in front of it
        super().handle_flowable(flowables)

    def afterPage(self):
        if self.page > PAGE_LIMIT:
            raise _PastLimit()
        if self.page == 1 and self.wide_pending:
            _forget_postponed(self.story[:1])
            self.story[0:0] = self.take_wide()

    def unplaced(self) -> list[str]:
        """The parts of the story not yet laid out (a split part goes by its part's name)."""
        labels, label = [], self.label
        for flowable in [*self.story, *self.wide]:
            label = getattr(flowable, "qr_label", None) or label
            labels.append(label)
        return labels

    def beforePage(self):
        if self.stop_past is not None and self.page > self.stop_past:
            raise _PastLimit()

    def beforeDocument(self):
        self.canv.setViewerPreference("PrintScaling", "None")

    def afterFlowable(self, flowable):
        self.label = getattr(flowable, "qr_label", None) or self.label
        self.placed.append((self.label, self.page))

    def _decorate(self, canvas, doc):
        s, width, height = self.styles, self.pagesize[0], self.pagesize[1]
        top = height - st.MARGIN - 11
        canvas.saveState()
        canvas.setFillColor(st.ACCENT)
        canvas.setFont(s.bold, 12.5)
        canvas.drawString(st.MARGIN, top, self.sheet.title)
        canvas.setFont(s.regular, 8)
        _ = self.sheet.words
        header = _.gettext("Quick reference · content version {version}").format(version=self.sheet.version)
        canvas.drawRightString(width - st.MARGIN, top, header)
        if self.sheet.books:  # which book a section number is in ('SB 6.6.'), on every page
            legend = _.gettext("{books}; a number without one is in the book its part names").format(
                books=books_legend(self.sheet.books, _))
            canvas.drawString(st.MARGIN + stringWidth(self.sheet.title, s.bold, 12.5) + 12, top, legend)
        canvas.setStrokeColor(st.ACCENT)
        canvas.setLineWidth(0.8)
        canvas.line(st.MARGIN, top - 4, width - st.MARGIN, top - 4)
        canvas.setFillColor(st.RULE)
        canvas.setFont(s.regular, 6.8)
        canvas.drawString(st.MARGIN, st.MARGIN + 2, self.sheet.words(PRINT_NOTE))
        canvas.drawRightString(width - st.MARGIN, st.MARGIN + 2, _.gettext("Page {page}").format(page=doc.page))
        canvas.restoreState()


def render(sheet: Sheet, pagesize, body: float = st.BODY, trial: bool = False, dry: bool = False,
           first_height: float | None = None) -> Rendered:
    """Build the PDF in memory with body type of ``body`` points; the caller decides whether it may
    be written. A ``trial`` stops as soon as a page past the limit begins, reporting the overflow
    without naming the parts. A ``dry`` trial lays the sheet out the same way but draws nothing and
    returns no PDF: it only tells whether the sheet fits. Page one's columns are ``first_height``
    points tall when given (a sheet of one page, balanced), and then a trial stops past page one."""
    buffer = io.BytesIO()
    s = st.make_styles(body)
    doc = _Doc(buffer, sheet, pagesize, s)
    doc.stop_past = (1 if first_height else PAGE_LIMIT) if trial or dry else None
    if dry:
        doc.frame_class = _DryFrame
        doc._doSave = 0  # type: ignore[attr-defined]  # ReportLab's switch: the canvas is not saved
    laid = story(sheet, s, doc.column_width, doc.width)
    doc.set_wide(laid.wide, first_height)
    problems = tuple(laid.problems)
    try:
        doc.build(laid.flow + [_WideTail()])
    except _PastLimit:
        if trial or dry:
            return Rendered(b"", doc.page, ("past the page limit",), problems, body, sheet.detail)
        past = [label for label, page in doc.placed if page > PAGE_LIMIT] + doc.unplaced()
        return Rendered(b"", doc.page, tuple(dict.fromkeys(past)), problems, body, sheet.detail)
    except LayoutError as exc:
        return Rendered(b"", 0, (), problems + (f"{doc.label or 'the sheet'}: {exc}",), body, sheet.detail)
    overflow = tuple(dict.fromkeys(label for label, page in doc.placed if page > PAGE_LIMIT))
    return Rendered(b"" if dry else buffer.getvalue(), doc.page, overflow, problems, body, sheet.detail)
