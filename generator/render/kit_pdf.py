"""Write a kit document (pages of primitives) as a PDF: metadata, viewer preferences, outline."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from pathlib import Path

from reportlab import rl_config

from generator.faces.metrics import font_name
from generator.kit.pages import Page
from generator.geometry.units import PT
from generator.model.game.credits import pdf_author
from generator.model.wording import words
from generator.render.art import ART_CACHE, PrintArt
from generator.render.document_paths import kit_path
from generator.render.pdf_draw import PdfPainter
from generator.render.pdf_meta import new_canvas

DUPLEX_PREFERENCE = {"long-edge": "DuplexFlipLongEdge", "short-edge": "DuplexFlipShortEdge",
                     "simplex": "Simplex", "gutterfold": "Simplex"}


@contextmanager
def embedded_base_font():
    """Canvases made inside start with the embedded regular font, so no page lists Helvetica
    (a standard font that is never embedded) among its resources."""
    saved = rl_config.canvas_basefontname
    rl_config.canvas_basefontname = font_name("regular")
    try:
        yield
    finally:
        rl_config.canvas_basefontname = saved


def write_pdf(path: Path, pages: Iterable[Page], *, title: str, subject: str, author: str,
              duplex: str, on_page: Callable[[int], None] | None = None, art=None) -> int:
    """Draw ``pages`` into ``path``; return the number of pages written."""
    pages = iter(pages)
    first = next(pages)
    with embedded_base_font():
        canvas = new_canvas(path, (first.w / PT, first.h / PT), title, subject, author)
    canvas.setViewerPreference("Duplex", DUPLEX_PREFERENCE[duplex])
    canvas.showOutline()
    painter = PdfPainter(canvas, art)
    count = 0
    page: Page | None = first
    while page is not None:
        canvas.setPageSize((page.w / PT, page.h / PT))
        painter.reset()
        painter.draw(page.items)
        canvas.showPage()
        count += 1
        if on_page is not None:
            on_page(count)
        page = next(pages, None)
    canvas.save()
    return count


def write_kits(game, folder: Path, settings, root: Path | None, progress=None, layouts=None) -> list[Path]:
    """Build producer: ``<game>-kit-<paper>.pdf`` for each paper the settings ask for. Art far
    above 300 ppi is downsampled into a scratch folder of this call's own (``ART_CACHE`` and a
    unique suffix): the kits of two papers may be written at once in the same folder, and each
    removes only its own. Searched layouts are kept in ``layouts`` (a LayoutStore), when given."""
    import tempfile

    scratch = Path(tempfile.mkdtemp(prefix=f"{ART_CACHE}-", dir=folder))
    try:
        return [_write_kit(game, folder, settings, paper, root, scratch, progress, layouts)
                for paper in settings.papers]
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _write_kit(game, folder: Path, settings, paper: str, root: Path | None, scratch: Path, progress,
               layouts) -> Path:
    from generator.kit.assemble import kit_pages, plan_kit
    from generator.kit.cover import source_facts

    plan = plan_kit(game, paper, settings, root, source_facts(game), layouts)
    path = kit_path(folder, game.id, paper)
    total = plan.page_count

    def tick(n):
        if progress is not None:
            progress.update(f"{game.id}: kit {paper.upper()}, page {n}/{total}")

    _ = words(game)
    pages = write_pdf(path, kit_pages(plan),
                      title=_("{game}: print-and-play kit ({paper})").format(game=game.title, paper=paper.upper()),
                      subject=_("Print-and-play kit: cards, counters, tracks, boards and reference cards; "
                                "{paper}, {duplex}; print at 100%").format(paper=paper.upper(),
                                                                         duplex=settings.duplex),
                      author=pdf_author(game.manifest, _),
                      duplex=settings.duplex, on_page=tick, art=PrintArt(scratch))
    if progress is not None:
        progress.done(f"{path.name}: {pages} pages")
    return path
