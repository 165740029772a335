"""Card images rasterised from the PDF the kit's painter draws, with PDFium (pypdfium2).

``pages_pdf`` draws each image's primitives on a page of its own, the card's trim size, with the
very painter that writes the kits (the same forms, fonts, text encoding and art); ``rasterise_pdf``
renders each page into exactly the image's pixel size. A card's PNG is therefore its PDF face by
construction. PDFium renders the same bytes for the same page whichever process runs it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
import ctypes
from pathlib import Path

import pypdfium2 as pdfium  # type: ignore[import-untyped]
import pypdfium2.raw as pdfium_raw  # type: ignore[import-untyped]
from PIL import Image as PILImage

from generator.geometry.plane import Rect
from generator.geometry.units import INCH, PT
from generator.render.kit_pdf import embedded_base_font
from generator.render.pdf_draw import PdfPainter
from generator.render.pdf_meta import new_canvas

WHITE = 0xFFFFFFFF
FLAGS = pdfium_raw.FPDF_REVERSE_BYTE_ORDER   # RGB rather than BGR; no annotations, no LCD text


def pixel_size(w_mm: float, h_mm: float, ppi: float) -> tuple[int, int]:
    """The image size in pixels of a w x h mm area at ``ppi``."""
    return max(1, round(w_mm / INCH * ppi)), max(1, round(h_mm / INCH * ppi))


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


def scanlines_pdf(pdf: bytes, sizes: Sequence[tuple[int, int]]) -> Iterator[bytearray]:
    """Each page of ``pdf`` rendered on white at the given size, as PNG scanlines: per row a zero
    (the "no filter" byte) and the row's RGB bytes. PDFium renders straight into that layout (one
    byte more than a row between rows), so the pixels are never copied before they are deflated."""
    document = pdfium.PdfDocument(pdf)
    try:
        for index, (w, h) in enumerate(sizes):
            stride = 3 * w + 1
            rows = bytearray(stride * h)
            memory = (ctypes.c_ubyte * len(rows)).from_buffer(rows)
            page = document[index]
            bitmap = pdfium_raw.FPDFBitmap_CreateEx(w, h, pdfium_raw.FPDFBitmap_BGR,
                                                    ctypes.c_void_p(ctypes.addressof(memory) + 1), stride)
            try:
                pdfium_raw.FPDFBitmap_FillRect(bitmap, 0, 0, w, h, WHITE)
                pdfium_raw.FPDF_RenderPageBitmap(bitmap, page.raw, 0, 0, w, h, 0, FLAGS)
            finally:
                pdfium_raw.FPDFBitmap_Destroy(bitmap)
                page.close()
            del memory
            yield rows
    finally:
        document.close()


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
