"""Pages of primitives, and the small text helpers every kit section uses."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.faces import text as tx
from generator.faces.primitives import Form, Line, Text, Use
from generator.faces.metrics import drawing_font, text_width
from generator.geometry.plane import Rect, Segment
from generator.geometry.units import K_ONLY, MARK_WIDTH_PT, UNPRINTABLE

INK = "#1a1a1a"
MUTED = "#555555"
REGISTRATION = K_ONLY   # crop marks and registration crosses: black ink only
ELLIPSIS = "\u2026"
LABEL_MIN_SIZE = 5.0    # page labels shrink to this size before they wrap any tighter
LABEL_FLOOR_SIZE = 3.0  # ...and, in a box too small even then, no further than this
LABEL_LEADING = 1.1
PT = 25.4 / 72          # mm per point


@dataclass
class Page:
    """One PDF page: its size in mm and what is drawn on it."""

    w: float
    h: float
    items: list = field(default_factory=list)
    one_sided: bool = True  # False for a card front or back whose other side is the next/previous page
    label: str = ""         # the page's caption; the assembler adds the page number
    label_box: Rect | None = None
    shorter: tuple[str, ...] = ()   # shorter captions, tried in turn when ``label`` needs two lines
    blank: bool = False     # the blank back of a one-sided page (the assembler says so on it)

    @property
    def area(self) -> Rect:
        """Where anything may be drawn: inside the unprintable edge."""
        return Rect(0, 0, self.w, self.h).inset(UNPRINTABLE)


def style(size: float, font: str = "regular", colour: str = INK, align: str = "left",
          min_size: float | None = None, leading: float = 1.2, max_lines: int = 0) -> tx.TextStyle:
    return tx.TextStyle(font, size, min_size if min_size is not None else size, leading, colour, align,
                        max_lines)


def paragraph(text: str, st: tx.TextStyle, box: Rect, valign: str = "top",
              icons: dict | None = None) -> tuple[list, float, bool]:
    """``text`` fitted into ``box``: (items, height used, whether it fitted)."""
    fitted = tx.fit(tx.tokenize(text, icons or {}), st, box.w, box.h)
    return tx.draw(fitted, box, valign), fitted.height, fitted.fits


def one_line(text: str, x: float, baseline: float, size: float, font: str = "regular",
             colour: str = INK, max_width: float | None = None, align: str = "left") -> Text:
    """A single navigational line (labels, captions), shortened with an ellipsis if too wide."""
    width = text_width(text, font, size)
    if max_width is not None and width > max_width:
        while text and text_width(text + ELLIPSIS, font, size) > max_width:
            text = text[:-1]
        text += ELLIPSIS
        width = text_width(text, font, size)
    if align == "centre":
        x -= width / 2
    elif align == "right":
        x -= width
    return Text(x, baseline, text, drawing_font(text, font), size, colour, width)


def label_items(text: str | list[str], box: Rect | None, size: float = 7.0) -> list:
    """A sheet label in the label box of an imposition (or nothing when there is none).

    ``text`` may list shorter forms after the full one: the first that fits on one line (at
    LABEL_MIN_SIZE or more) prints. Else the shortest always prints whole: it wraps onto as many
    lines as the box holds and shrinks from ``size`` down to LABEL_MIN_SIZE, then further in
    small steps, rather than being cut short."""
    if box is None:
        return []
    texts = [text] if isinstance(text, str) else text
    for candidate in texts:
        line = _single_line(candidate, box, size)
        if line is not None:
            return [line]
    text = texts[-1]
    words = tx.tokenize(text, {})
    st = style(size, colour=MUTED, min_size=LABEL_MIN_SIZE, leading=LABEL_LEADING)
    fitted = tx.fit(words, st, box.w, box.h)
    while not fitted.fits and st.size > LABEL_FLOOR_SIZE:
        smaller = max(LABEL_FLOOR_SIZE, st.min_size - 0.25)
        st = style(smaller, colour=MUTED, leading=LABEL_LEADING)
        fitted = tx.fit(words, st, box.w, box.h)
    if not fitted.lines:  # a single word wider than the box: print it whole all the same
        return [one_line(text, box.x, box.y, st.size, colour=MUTED)]
    return tx.draw(fitted, box, "centre")


def _single_line(text: str, box: Rect, size: float) -> Text | None:
    """The label on one line, centred in ``box``, at the largest size from ``size`` down to
    LABEL_MIN_SIZE that fits its width (None when none does). A width grows with the size, so
    sizes whose width, scaled from the first one measured, is clearly too wide are not measured."""
    per_point = text_width(text, "regular", size) / size if size > 0 else 0.0
    while size >= LABEL_MIN_SIZE - 1e-9:
        height = size * PT * LABEL_LEADING
        if per_point * size > box.w * (1 + 1e-9) + 1e-9:
            size -= 0.25
            continue
        if text_width(text, "regular", size) <= box.w and height <= box.h + 1e-9:
            baseline = box.y + (box.h - size * PT) / 2 + size * PT * 0.2
            return one_line(text, box.x + box.w / 2, baseline, size, colour=MUTED, align="centre")
        size -= 0.25
    return None


def marks_form(key: str, segments, area: Rect) -> Form:
    """Crop marks as one reusable form, in registration black at the conventional weight."""
    lines = tuple(Line(s.x1, s.y1, s.x2, s.y2, REGISTRATION, MARK_WIDTH_PT) for s in segments)
    return Form(f"marks:{key}", area, lines)


def fold_items(fold: Segment | None) -> list:
    """A gutterfold sheet's dashed fold line and its label (nothing for a sheet without a fold)."""
    if fold is None:
        return []
    return [Line(fold.x1, fold.y1, fold.x2, fold.y2, "#777777", 0.6, (3.0, 2.0)),
            one_line("fold", fold.x1 + 1.0, fold.y1 + 1.0, 6.0, "italic", "#777777")]


def use(form: Form) -> Use:
    return Use(form)


def blank_page(before: Page) -> Page:
    """The blank back of a one-sided page, in the duplex modes; the assembler adds its number."""
    return Page(before.w, before.h, [], False, "", None, blank=True)
