"""The rules book as a PDF: pages with running heads and numbers, the outline, the contents and the
index, laid out in as many passes as the page numbers need (ReportLab's ``multiBuild``)."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import partial
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

from generator.model.game.credits import pdf_author
from generator.model.game.project import GameContent
from generator.model.wording import words
from generator.quickref.paragraphs import forget_parsed
from generator.render.pdf_meta import CREATOR, PDF_VERSION
from generator.rules.derived import DerivedTable
from generator.rulebook.booklet_canvas import BookletCanvas
from generator.rulebook.pagerefs import ANCHOR
from generator.rulebook.story import TOC_DEPTH, make_story
from generator.rulebook.styles import HEAD_SIZE, MUTED, PAGES, RULE, SHEETS, geometry, make_styles

MAX_PASSES = 8


@dataclass(frozen=True)
class Made:
    pdf: bytes
    pages: int        # the book's pages (a booklet's before padding and imposition)


class RulebookDoc(BaseDocTemplate):
    def __init__(self, buffer, game: GameContent, pagesize, booklet: bool):
        g = geometry(pagesize)
        _ = words(game)
        super().__init__(buffer, pagesize=pagesize, leftMargin=g.margin, rightMargin=g.margin,
                         topMargin=g.margin + g.head, bottomMargin=g.margin + g.foot,
                         title=_("{title}: rules book").format(title=game.title),
                         author=pdf_author(game.manifest, _), subject=_("Rules book"),
                         creator=CREATOR, producer=CREATOR, invariant=1, pageCompression=1,
                         initialFontName=make_styles().regular)
        self.printScaling = "None"
        self.duplex = "DuplexFlipShortEdge" if booklet else "DuplexFlipLongEdge"
        self.game, self.geometry, self.chapter = game, g, ""
        frame = Frame(self.leftMargin, self.bottomMargin, self.width, self.height, id="text",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        self.addPageTemplates([PageTemplate("title", frames=[frame]),
                               PageTemplate("body", frames=[frame], onPageEnd=self._decorate)])

    def beforeDocument(self):
        self.chapter = ""
        self.canv.setPageCompression(1)
        canv: Any = self.canv   # the stubs know none of Canvas's private members
        canv._doc._pdfVersion = PDF_VERSION   # the header matches the keys written (outlines)

    def placed(self, flowable):
        """A marked flowable was drawn on the current page (see ``story.Marked``)."""
        anchor = flowable.book_anchor
        self.notify(ANCHOR, (anchor, self.page))
        self.canv.bookmarkHorizontal(anchor, 0, flowable.height)
        outline = flowable.outline
        if outline:
            level, text = outline
            self.canv.addOutlineEntry(text, anchor, level, closed=level > 0)
            if level <= TOC_DEPTH:
                self.notify("TOCEntry", (level, text, self.page, anchor))
            if level == 0:
                self.chapter = text

    def _decorate(self, canv: Canvas, doc) -> None:
        """The running head (the game, the chapter) and the page number."""
        styles = make_styles()
        w, h = self.pagesize
        m = self.geometry.margin
        top = h - m - 3 * mm
        canv.saveState()
        canv.setFont(styles.regular, HEAD_SIZE)
        canv.setFillColor(MUTED)
        canv.drawString(m, top, self.game.title)
        canv.drawRightString(w - m, top, self.chapter)
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.4)
        canv.line(m, top - 1.8 * mm, w - m, top - 1.8 * mm)
        canv.drawCentredString(w / 2, m, str(canv.getPageNumber()))
        canv.restoreState()


def make_rulebook(game: GameContent, derived: list[DerivedTable], paper: str, booklet: bool = False) -> Made:
    """The book on ``paper`` (a4 or letter): its pages, or with ``booklet`` half-size pages imposed
    two to a side of the paper for saddle stitching."""
    pagesize = PAGES[(paper, booklet)]
    buffer = io.BytesIO()
    doc = RulebookDoc(buffer, game, pagesize, booklet)
    styles = make_styles(9.0 if booklet else 9.5)
    story, index = make_story(game, derived, styles, doc.width, doc.height)
    maker = partial(BookletCanvas, sheet=SHEETS[paper]) if booklet else Canvas
    try:
        doc.multiBuild(story, maxPasses=MAX_PASSES, canvasmaker=index.getCanvasMaker(maker))
    finally:
        forget_parsed()
    return Made(buffer.getvalue(), doc.page)
