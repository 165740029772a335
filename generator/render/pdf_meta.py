"""PDF document settings shared by every PDF the tool writes: metadata, invariance, viewer prefs."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator import __version__
from generator.faces.fonts import register_fonts

CREATOR = f"boardgame-generator {__version__}"


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
