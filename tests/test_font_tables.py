"""The font tables read without ReportLab are ReportLab's own, and `validate` loads neither
ReportLab nor Pillow."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth

from generator.faces.font_tables import read_face, string_width
from generator.faces.fonts import FILES, font_path, register_fonts

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("name", sorted(FILES))
def test_widths_and_coverage_are_reportlabs(name):
    register_fonts()
    ours, theirs = read_face(font_path(name)), getFont(name).face
    assert ours.charWidths == theirs.charWidths
    assert ours.defaultWidth == theirs.defaultWidth
    assert ours.covered == frozenset(theirs.charToGlyph)
    for text in ("Gain 2 coin", "Юрий Долгорукий", "\u00a0non-breaking", "\u2603 not in the font", ""):
        for size in (5.0, 7.3, 11.0):
            assert string_width(ours, text, size) == stringWidth(text, name, size)


def test_validate_loads_neither_reportlab_nor_pillow():
    probe = ("import sys, io, contextlib\n"
             "from generator.cli.main import main\n"
             "with contextlib.redirect_stdout(io.StringIO()):\n"
             f"    main(['--project', {str(ROOT)!r}, 'validate'])\n"
             "print(sorted(m for m in ('reportlab', 'PIL', 'jinja2', 'pypdfium2') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
