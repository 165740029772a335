"""Reading kit PDFs back: text, outline, and the line segments of form XObjects."""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader

from generator.geometry.plane import Segment
from generator.geometry.units import PT

LINE = re.compile(rb"n (-?[\d.]+) (-?[\d.]+) m (-?[\d.]+) (-?[\d.]+) l S")


def text_of(path: Path) -> str:
    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


def outline_titles(path: Path) -> list[str]:
    reader = PdfReader(path)
    out = []

    def walk(items):
        for item in items:
            if isinstance(item, list):
                walk(item)
            else:
                out.append(item.title)

    walk(reader.outline)
    return out


def crop_mark_forms(page) -> list[list[Segment]]:
    """Line segments (mm) of each form on ``page`` drawn only with black 0.4 pt lines."""
    forms = []
    xobjects = page["/Resources"].get("/XObject", {})
    for name in xobjects:
        data = xobjects[name].get_object().get_data()
        lines = LINE.findall(data)
        widths = set(re.findall(rb"([\d.]+) w\b", data))
        colours = set(re.findall(rb"([\d. ]+) K\b", data))   # black ink only (CMYK)
        if lines and len(lines) == data.count(b" l S") and widths == {b".4"} and colours == {b"0 0 0 1"}:
            forms.append([Segment(*(float(v) * PT for v in line)) for line in lines])
    return forms
