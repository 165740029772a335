"""Rich text (words and inline icons) broken into lines with the font's metrics, and shrunk to fit.

Text may name an icon as ``:name:`` (an icon of the set, or a resource ID); the icon sits inline on
the baseline, one em square, centred on the capitals. Nothing is ever clipped: ``fit`` says whether
the text fits its box at or above the style's minimum size, and callers report when it does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from generator.faces.metrics import ASCENT, DESCENT, drawing_font, em, text_width
from generator.faces.primitives import Icon, Text
from generator.geometry.plane import Rect

ICON_TOKEN = re.compile(r":([a-z0-9][a-z0-9-]*):")
ICON_EM = 1.0          # an inline icon's size, in ems
ICON_DROP = 0.17       # how far an inline icon's bottom sits below the baseline, in ems
SHRINK_STEP = 0.5      # points

Word = tuple  # of pieces: ("t", text) or ("i", icon name)


@dataclass(frozen=True, slots=True)
class TextStyle:
    font: str = "regular"
    size: float = 8.0
    min_size: float = 6.0
    leading: float = 1.18     # line pitch in ems
    colour: str = "#1a1a1a"
    align: str = "left"       # left, centre, right
    max_lines: int = 0        # 0: as many as fit


@dataclass(frozen=True, slots=True)
class Fitted:
    """Lines of words at a size; ``fits`` is False when even the minimum size overflows."""

    lines: tuple[tuple[Word, ...], ...]
    size: float
    fits: bool
    style: TextStyle

    @property
    def pitch(self) -> float:
        return em(self.size) * self.style.leading

    @property
    def height(self) -> float:
        return _block_height(len(self.lines), self.size, self.style.leading)


def tokenize(text: str, icons: dict[str, str]) -> tuple[tuple[Word, ...], ...]:
    """Paragraphs of words; ``:name:`` becomes an icon when ``icons`` maps the name."""
    paragraphs = []
    for paragraph in str(text).split("\n"):
        words = []
        for raw in paragraph.split():
            words.append(_word(raw, icons))
        paragraphs.append(tuple(words))
    return tuple(paragraphs)


def _word(raw: str, icons: dict[str, str]) -> Word:
    if ":" not in raw:
        return (("t", raw),)
    pieces, last = [], 0
    for match in ICON_TOKEN.finditer(raw):
        name = icons.get(match.group(1))
        if name is None:
            continue
        if match.start() > last:
            pieces.append(("t", raw[last:match.start()]))
        pieces.append(("i", name))
        last = match.end()
    if last < len(raw):
        pieces.append(("t", raw[last:]))
    return tuple(pieces)


def word_width(word: Word, font: str, size: float) -> float:
    """Width of a word: text pieces in ``font``, "b" pieces in bold, icons one em each."""
    total = 0.0
    for kind, value in word:
        if kind == "i":
            total += em(size) * ICON_EM
        else:
            total += text_width(value, "bold" if kind == "b" else font, size)
    return total


@lru_cache(maxsize=50_000)
def wrap(paragraphs: tuple, font: str, size: float, width: float) -> tuple[tuple[Word, ...], ...] | None:
    """Greedy line breaking; None when a single word is wider than ``width``."""
    space = text_width(" ", font, size)
    lines: list[tuple[Word, ...]] = []
    for words in paragraphs:
        line: list[Word] = []
        used = 0.0
        for word in words:
            w = word_width(word, font, size)
            if w > width + 1e-6:
                return None
            if line and used + space + w > width + 1e-6:
                lines.append(tuple(line))
                line, used = [], 0.0
            used += (space if line else 0.0) + w
            line.append(word)
        lines.append(tuple(line))
    return tuple(lines)


def _block_height(n: int, size: float, leading: float) -> float:
    if n == 0:
        return 0.0
    return em(size) * (ASCENT + DESCENT + (n - 1) * leading)


def line_height(size: float) -> float:
    """The height of one line of text at ``size`` points: the least any fitted text takes."""
    return _block_height(1, size, 1.0)


def fit(paragraphs: tuple, style: TextStyle, width: float, height: float) -> Fitted:
    """The largest size from ``style.size`` down to ``style.min_size`` at which the text fits."""
    size = style.size
    while True:
        lines = wrap(paragraphs, style.font, size, width)
        if lines is not None and _fits(lines, size, style, height):
            return Fitted(lines, size, True, style)
        if size - SHRINK_STEP < style.min_size - 1e-9:
            return Fitted(lines or (), size, False, style)
        size -= SHRINK_STEP


def _fits(lines, size, style: TextStyle, height: float) -> bool:
    if style.max_lines and len(lines) > style.max_lines:
        return False
    return _block_height(len(lines), size, style.leading) <= height + 1e-6


def line_width(line: tuple[Word, ...], font: str, size: float) -> float:
    if not line:
        return 0.0
    space = text_width(" ", font, size)
    return sum(word_width(w, font, size) for w in line) + space * (len(line) - 1)


def draw(fitted: Fitted, box: Rect, valign: str = "top") -> list:
    """Texts and Icons for ``fitted`` inside ``box``: aligned per the style, from the top or centred."""
    return list(_draw(fitted, box, valign))


@lru_cache(maxsize=20_000)
def _draw(fitted: Fitted, box: Rect, valign: str) -> tuple:
    """``draw``, remembered: decks repeat their types, amounts and texts (the items are immutable)."""
    style, size = fitted.style, fitted.size
    font, pitch = style.font, fitted.pitch
    top = box.top
    if valign == "centre":
        top = box.top - (box.h - fitted.height) / 2
    elif valign == "bottom":
        top = box.y + fitted.height
    baseline = top - em(size) * ASCENT
    out: list = []
    for line in fitted.lines:
        width = line_width(line, font, size)
        x = _start(box, width, style.align)
        if all(kind == "t" for word in line for kind, _ in word):   # plain text: one run
            text = " ".join("".join(v for _, v in word) for word in line)
            if text:
                out.append(Text(x, baseline, text, drawing_font(text, font), size, style.colour, width))
        else:
            out.extend(_line_items(line, x, baseline, style, size))
        baseline -= pitch
    return tuple(out)


def _start(box: Rect, width: float, align: str) -> float:
    if align == "centre":
        return box.x + (box.w - width) / 2
    if align == "right":
        return box.right - width
    return box.x


def _line_items(line, x: float, baseline: float, style: TextStyle, size: float) -> list:
    """One line's pieces: consecutive text in the same font is merged into one Text run."""
    space = text_width(" ", style.font, size)
    items: list = []
    run: list[str] = []
    run_x = cursor = x
    run_font = style.font

    def flush():
        if run and "".join(run).strip():
            items.append(_run(run, run_x, baseline, style, size, run_font))
        run.clear()

    for i, word in enumerate(line):
        if i:
            if not run:
                run_x = cursor
            run.append(" ")
            cursor += space
        for kind, value in word:
            if kind == "i":
                flush()
                icon = em(size) * ICON_EM
                items.append(Icon(value, cursor, baseline - em(size) * ICON_DROP, icon, style.colour))
                cursor += icon
                continue
            font = "bold" if kind == "b" else style.font
            if font != run_font:
                flush()
                run_font = font
            if not run:
                run_x = cursor
            run.append(value)
            cursor += text_width(value, font, size)
    flush()
    return items


def _run(parts, x, baseline, style: TextStyle, size: float, font: str) -> Text:
    text = "".join(parts)
    stripped = text.lstrip(" ")
    x += text_width(text[: len(text) - len(stripped)], style.font, size)
    shown = stripped.rstrip(" ")
    return Text(x, baseline, shown, drawing_font(shown, font), size, style.colour, text_width(shown, font, size))
