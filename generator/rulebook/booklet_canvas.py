"""A canvas that imposes the book it is given as a saddle-stitched booklet.

Each page the document draws is kept as a form (a PDF XObject) instead of a page; on save, the
forms are laid two to a side of a landscape sheet in booklet order (``generator.geometry.booklet``),
each scaled to its half and centred. Links and bookmarks have no place on a folded sheet, so the
booklet leaves them out; the flat book has them.
"""

from __future__ import annotations

from typing import Any

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from generator.geometry.booklet import SheetSide, sides


class BookletCanvas(Canvas):
    """Draws the book's pages (of ``pagesize``) as forms; ``sheet`` is the landscape paper."""

    def __init__(self, *args, sheet: tuple[float, float], **kwargs):
        super().__init__(*args, **kwargs)
        self._sheet = sheet
        self._forms: list[tuple[str, float, float]] = []   # (name, width, height) of each page

    def showPage(self):
        """End the book's page as a form (see Canvas.endForm, which it follows)."""
        c: Any = self   # the stubs know none of Canvas's private members
        w, h = c._pagesize
        name = f"bookpage{len(c._forms) + 1}"
        form = pdfdoc.PDFFormXObject(lowerx=0, lowery=0, upperx=w, uppery=h)
        form.compression = c._pageCompression
        c._code.append(" ")
        form.setStreamList([c._preamble, *c._code])
        c._setColorSpace(form)
        c._setExtGState(form)
        c._setXObjects(form)
        c._doc.addForm(name, form)
        c._forms.append((name, w, h))
        c._startPage()

    def _no_link(self, *args, **kwargs):
        """A folded sheet has neither links nor an outline."""

    linkRect = linkAbsolute = bookmarkPage = _no_link
    bookmarkHorizontal = bookmarkHorizontalAbsolute = addOutlineEntry = _no_link

    def save(self):
        c: Any = self
        if len(c._code):
            self.showPage()
        self.setPageSize(self._sheet)
        for side in sides(len(self._forms)):
            self._place(side)
            Canvas.showPage(self)
        c._doc.SaveToFile(c._filename, self)

    def _place(self, side: SheetSide) -> None:
        width, height = self._sheet
        half = width / 2
        for number, x0 in ((side.left, 0.0), (side.right, half)):
            if number is None:
                continue
            name, w, h = self._forms[number - 1]
            scale = min(half / w, height / h)
            self.saveState()
            self.translate(x0 + (half - w * scale) / 2, (height - h * scale) / 2)
            self.scale(scale, scale)
            self.doForm(name)
            self.restoreState()
