"""PDF document settings shared by every PDF the tool writes: metadata, invariance, viewer prefs."""

from __future__ import annotations

import os

from reportlab.pdfgen.canvas import Canvas

from generator import __version__
from generator.errors import UsageError
from generator.faces.fonts import register_fonts

CREATOR = f"boardgame-generator {__version__}"
LAST_PDF_SECOND = 253_402_300_799  # 9999-12-31 23:59:59 UTC: a PDF date has four year digits


def check_source_date_epoch(environ=os.environ) -> None:
    """ReportLab dates every PDF (and so derives its ID) from SOURCE_DATE_EPOCH when it is set,
    else 2000-01-01 in invariant mode; refuse a value it cannot read, before anything is built."""
    value = environ.get("SOURCE_DATE_EPOCH", "").strip()
    if value and not (value.isascii() and value.isdigit() and int(value) <= LAST_PDF_SECOND):
        raise UsageError(f"SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 "
                         f"(it dates the PDFs), not {value!r}")


PDF_VERSION = (1, 7)   # the header matches the keys written (viewer preferences, outlines)


def new_canvas(path, pagesize, title: str, subject: str, author: str = "boardgame-generator") -> Canvas:
    """A canvas with invariant output (same input, same bytes), metadata and print preferences;
    it starts in the embedded regular font, so no page names an unembedded standard font."""
    regular, _, _ = register_fonts()
    canvas = Canvas(str(path), pagesize=pagesize, invariant=1, pageCompression=1, pdfVersion=PDF_VERSION,
                    initialFontName=regular)  # type: ignore[arg-type]  # the stubs mistype it as a size
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setAuthor(author)
    canvas.setCreator(CREATOR)
    canvas.setProducer(CREATOR)
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", "DuplexFlipLongEdge")
    return canvas
