"""The embedded TTF fonts (Source Sans Pro: SIL Open Font License, with Cyrillic)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import font_source_sans_pro

FONT_DIR = Path(font_source_sans_pro.__file__).parent / "files"
REGULAR = "SourceSans"
BOLD = "SourceSans-Bold"
ITALIC = "SourceSans-Italic"
FILES = {REGULAR: "SourceSansPro-Regular.ttf", BOLD: "SourceSansPro-Bold.ttf",
         ITALIC: "SourceSansPro-It.ttf"}


def font_path(name: str = REGULAR) -> Path:
    return FONT_DIR / FILES[name]


@cache
def register_fonts() -> tuple[str, str, str]:
    """Register the fonts with ReportLab once; return (regular, bold, italic) names."""
    from reportlab.pdfbase import pdfmetrics  # only what draws PDFs loads ReportLab
    from reportlab.pdfbase.ttfonts import TTFont

    for name, filename in FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / filename)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=ITALIC, boldItalic=BOLD)
    return REGULAR, BOLD, ITALIC


@cache
def covered_codepoints() -> frozenset[int]:
    """Code points the regular font has glyphs for."""
    return frozenset(face(REGULAR).face.charToGlyph)


def face(name: str):
    """A registered font (ReportLab's ``TTFont``: its ``stringWidth``, its ``face``'s glyph map)."""
    from reportlab.pdfbase.pdfmetrics import getFont

    register_fonts()
    return getFont(name)


@cache
def _covers_printable_ascii() -> bool:
    covered = covered_codepoints()
    return all(code in covered for code in range(0x20, 0x7F))


def missing_glyphs(text: str) -> list[str]:
    """Characters of ``text`` the font cannot draw (whitespace controls excluded)."""
    if text.isascii() and text.isprintable() and _covers_printable_ascii():
        return []
    covered = covered_codepoints()
    return sorted(ch for ch in set(text) if ord(ch) not in covered and ch not in "\n\r\t")
