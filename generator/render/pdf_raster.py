"""Card images rasterised from the PDF the kit's painter draws, with PDFium (pypdfium2).

``pages_pdf`` draws each image's primitives on a page of its own, the card's trim size, with the
very painter that writes the kits (the same forms, fonts, text encoding and art); ``rasterise_pdf``
renders each page into exactly the image's pixel size. A card's PNG is therefore its PDF face by
construction. PDFium renders the same bytes for the same page whichever process runs it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pypdfium2 as pdfium  # type: ignore[import-untyped]
import pypdfium2.raw as pdfium_raw  # type: ignore[import-untyped]
from PIL import Image as PILImage

from generator.layout.geometry import Rect
from generator.layout.units import PT
from generator.render.kit_pdf import embedded_base_font
from generator.render.pdf_draw import PdfPainter
from generator.render.pdf_meta import new_canvas

WHITE = 0xFFFFFFFF
FLAGS = pdfium_raw.FPDF_REVERSE_BYTE_ORDER   # RGB rather than BGR; no annotations, no LCD text


def pages_pdf(pages: Sequence[tuple[tuple, Rect]]) -> bytes:
    """A PDF of one page per (items, area): the area (mm) is the page, its lower-left the origin."""
    with embedded_base_font():
        canvas = new_canvas(Path("images.pdf"), (1, 1), "card images", "card images")
    painter = PdfPainter(canvas)
    for items, area in pages:
        canvas.setPageSize((area.w / PT, area.h / PT))
        canvas.translate(-area.x / PT, -area.y / PT)
        painter.reset()
        painter.draw(items)
        canvas.showPage()
    return canvas.getpdfdata()


def rasterise_pdf(pdf: bytes, sizes: Sequence[tuple[int, int]]) -> Iterator[PILImage.Image]:
    """Each page of ``pdf`` as an RGB image of the given size in pixels, on white."""
    document = pdfium.PdfDocument(pdf)
    try:
        for index, (w, h) in enumerate(sizes):
            page = document[index]
            bitmap = pdfium.PdfBitmap.new_native(w, h, pdfium_raw.FPDFBitmap_BGR, rev_byteorder=True)
            bitmap.fill_rect((255, 255, 255, 255), 0, 0, w, h)
            pdfium_raw.FPDF_RenderPageBitmap(bitmap, page, 0, 0, w, h, 0, FLAGS)
            image = bitmap.to_pil().copy()
            bitmap.close()
            page.close()
            yield image
    finally:
        document.close()
