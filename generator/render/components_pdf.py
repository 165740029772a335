"""A PDF listing a game's components with their counts."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm

from generator.model.project import GameContent
from generator.faces.fonts import register_fonts
from generator.render.pdf_meta import new_canvas
from generator.report.coverage import coverage

MARGIN = 15 * mm
LINE = 5.2 * mm


def write_components_pdf(game: GameContent, path: Path) -> None:
    """One or more A4 pages: title, then one line per component with declared and encoded counts."""
    regular, bold, _ = register_fonts()
    width, height = A4
    canvas = new_canvas(path, A4, f"{game.title}: components", "Component list with counts")
    y = height - MARGIN
    canvas.setFont(bold, 16)
    canvas.drawString(MARGIN, y, f"{game.title}: components")
    y -= 2 * LINE
    for row in coverage(game).components:
        if y < MARGIN:
            canvas.showPage()
            y = height - MARGIN
        canvas.setFont(regular, 10)
        per_colour = f" ({row.per_colour} per colour)" if row.per_colour is not None else ""
        canvas.drawString(MARGIN, y, f"{row.declared} x {row.name}{per_colour}")
        if row.encoded is not None:
            canvas.drawRightString(width - MARGIN, y, f"encoded: {row.encoded} ({row.status})")
        y -= LINE
    canvas.save()
