"""Pages of the book's anchors across ReportLab's passes, and the paragraphs that print them.

``multiBuild`` lays the book out again while an indexing flowable is not satisfied. The registry is
one: it learns each anchor's page in a pass (the document notifies it) and is satisfied when a
pass gives the same pages as the one before. A ``RefParagraph`` fills its page marks from the pages
of the previous pass each time it is laid out, so the last pass prints the pages it lays out.
"""

from __future__ import annotations

from reportlab.platypus import Paragraph
from reportlab.platypus.flowables import Flowable
from reportlab.platypus.tableofcontents import (  # type: ignore[attr-defined]  # not in the stubs' exports
    IndexingFlowable,
)

from generator.quickref.paragraphs import SheetParagraph
from generator.rulebook.markup import fill_pages

ANCHOR = "RulebookAnchor"   # the notification kind: (anchor, page)


class PageRegistry(IndexingFlowable):
    def __init__(self) -> None:
        super().__init__()
        self.pages: dict[str, int] = {}      # the previous pass's
        self._found: dict[str, int] = {}     # this pass's
        self._before: dict[str, int] | None = None

    def beforeBuild(self):
        self._before, self.pages = self.pages, self._found or self.pages
        self._found = {}

    def notify(self, kind, stuff):
        if kind == ANCHOR:
            anchor, page = stuff
            self._found.setdefault(anchor, page)

    def isSatisfied(self):
        return self._found == self.pages

    def afterBuild(self):
        pass

    def wrap(self, availWidth, availHeight):
        return (0, 0)

    def draw(self):
        pass


class RefParagraph(Flowable):
    """A paragraph whose markup holds page marks, made afresh from the registry's pages."""

    book_anchor = ""     # when set, the document is told where it is drawn, as for a heading
    outline = None

    def __init__(self, markup: str, style, registry: PageRegistry):
        super().__init__()
        self.markup, self.style, self.registry = markup, style, registry
        self._para: Paragraph | None = None
        self._text = ""

    def _paragraph(self) -> Paragraph:
        """The paragraph of the markup with the known pages; the same one while they read the same
        (it keeps its parsed text and its line breaks at the last width)."""
        text = fill_pages(self.markup, self.registry.pages)
        if self._para is None or text != self._text:
            self._para, self._text = SheetParagraph(text, self.style), text
        return self._para

    def wrap(self, availWidth, availHeight):
        self.width, self.height = self._paragraph().wrap(availWidth, availHeight)
        return self.width, self.height

    def split(self, availWidth, availHeight):
        return self._paragraph().split(availWidth, availHeight)

    def drawOn(self, canvas, x, y, _sW=0):
        para = self._para or self._paragraph()
        para.drawOn(canvas, x, y, _sW)  # type: ignore[call-arg]  # the stubs lack _sW
        placed = getattr(canvas, "_doctemplate", None)
        if placed is not None and self.book_anchor:
            canvas.saveState()
            canvas.translate(x, y)
            placed.placed(self)
            canvas.restoreState()

    def getSpaceBefore(self):
        return self.style.spaceBefore

    def getSpaceAfter(self):
        return self.style.spaceAfter
