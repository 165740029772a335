"""A PDF listing a game's components with their counts."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm

from generator.model.wording import N_, words
from generator.model.game.project import GameContent
from generator.faces.fonts import register_fonts
from generator.render.pdf_meta import new_canvas
from generator.report.coverage import coverage

MARGIN = 15 * mm
STATUS_WORDS = (N_("ok"), N_("mismatch"), N_("not encoded"), N_("unknown"))   # a row's status, as printed
LINE = 5.2 * mm


def write_components_pdf(game: GameContent, path: Path) -> None:
    """One or more A4 pages: title, then one line per component with declared and encoded counts."""
    regular, bold, _italic = register_fonts()
    width, height = A4
    _ = words(game)
    title = _("{title}: components").format(title=game.title)
    canvas = new_canvas(path, A4, title, _("Component list with counts"))
    y = height - MARGIN
    canvas.setFont(bold, 16)
    canvas.drawString(MARGIN, y, title)
    y -= 2 * LINE
    for row in coverage(game).components:
        if y < MARGIN:
            canvas.showPage()
            y = height - MARGIN
        canvas.setFont(regular, 10)
        per_colour = _(" ({count} per colour)").format(count=row.per_colour) if row.per_colour is not None else ""
        canvas.drawString(MARGIN, y, f"{row.declared} x {row.name}{per_colour}")
        if row.encoded is not None:
            canvas.drawRightString(width - MARGIN, y, _("encoded: {count} ({status})").format(
                count=row.encoded, status=_(row.status)))
        y -= LINE
    canvas.save()
