"""PDF document settings shared by every PDF the tool writes: metadata, invariance, viewer prefs."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator import __version__

CREATOR = f"boardgame-generator {__version__}"


def new_canvas(path, pagesize, title: str, subject: str, author: str = "boardgame-generator") -> Canvas:
    """A canvas with invariant output (same input, same bytes), metadata and print preferences."""
    canvas = Canvas(str(path), pagesize=pagesize, invariant=1, pageCompression=1)
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setAuthor(author)
    canvas.setCreator(CREATOR)
    canvas.setProducer(CREATOR)
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", "DuplexFlipLongEdge")
    return canvas
