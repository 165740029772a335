"""The PDF painter writes each distinct line, box, icon and transform's operators once per
document and appends them again after: what it writes never depends on what it drew before."""

from __future__ import annotations

from generator.faces.primitives import Box, Group, Icon, Text
from generator.geometry.plane import translate
from generator.render.pdf_draw import PdfPainter
from generator.render.pdf_meta import new_canvas

BLACK_TEXT = Text(5.0, 10.0, "Harvest", "bold", 9.0, "#000000")
RED_BOX = Box(2.0, 3.0, 20.0, 8.0, "#ff0000", "#000000", 0.4, 1.5)
ITEMS = (BLACK_TEXT, RED_BOX, BLACK_TEXT, Icon("coin", 4.0, 4.0, 3.0),
         Group(translate(10.0, 20.0), (RED_BOX, Text(1.0, 1.0, "Gain 2", colour="#555555"), BLACK_TEXT)))


def _page(painter: PdfPainter) -> str:
    painter.reset()
    start = len(painter.canvas._code)
    painter.draw(ITEMS)
    code = " ".join(painter.canvas._code[start:])
    painter.canvas.showPage()
    return code


def test_a_line_drawn_after_another_colour_sets_its_colour_again(tmp_path):
    code = _page(PdfPainter(new_canvas(tmp_path / "a.pdf", (200, 200), "t", "s")))
    black, red = "0 0 0 rg", "1 0 0 rg"
    assert code.count(black) == 3 and code.count(red) == 2   # the group starts from the outer state
    assert code.index(black) < code.index(red) < code.index(black, code.index(red))
    assert code.count(" re ") == 0 and code.count(" c ") >= 8   # rounded boxes, drawn twice


def test_operators_written_again_are_those_written_the_first_time(tmp_path):
    painter = PdfPainter(new_canvas(tmp_path / "a.pdf", (200, 200), "t", "s"))
    first, again = _page(painter), _page(painter)
    fresh = _page(PdfPainter(new_canvas(tmp_path / "b.pdf", (200, 200), "t", "s")))
    assert first == again == fresh
    assert again.count("1 0 0 1 14.17323 28.34646 Tm") == 3   # every copy of the line placed
