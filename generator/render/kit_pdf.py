"""Write a kit document (pages of primitives) as a PDF: metadata, viewer preferences, outline."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

from generator.kit.pages import Page
from generator.layout.units import PT
from generator.render.pdf_draw import PdfPainter
from generator.render.pdf_meta import new_canvas

DUPLEX_PREFERENCE = {"long-edge": "DuplexFlipLongEdge", "short-edge": "DuplexFlipShortEdge",
                     "simplex": "Simplex", "gutterfold": "Simplex"}


def write_pdf(path: Path, pages: Iterable[Page], *, title: str, subject: str, author: str,
              duplex: str, on_page: Callable[[int], None] | None = None) -> int:
    """Draw ``pages`` into ``path``; return the number of pages written."""
    pages = iter(pages)
    first = next(pages)
    canvas = new_canvas(path, (first.w / PT, first.h / PT), title, subject, author)
    canvas.setViewerPreference("Duplex", DUPLEX_PREFERENCE[duplex])
    canvas.showOutline()
    painter = PdfPainter(canvas)
    count = 0
    page = first
    while page is not None:
        canvas.setPageSize((page.w / PT, page.h / PT))
        painter.draw(page.items)
        canvas.showPage()
        count += 1
        if on_page is not None:
            on_page(count)
        page = next(pages, None)
    canvas.save()
    return count
