"""A paragraph that reads its markup once per style and breaks its lines once per width.

The fitting trials build the same paragraphs again and again: at each tried body size, on both
papers, and once more for the sheet that is drawn. ReportLab parses a paragraph's markup into
fragments on every construction; the fragments depend on the text and the style alone (the styles
of one body size are the same objects, see ``styles.make_styles``), so they are parsed once and each
paragraph gets its own shallow copies.

ReportLab also breaks a paragraph's lines on every ``wrap``, and a layout wraps the same paragraph
at the same width several times (a kept-together block measures its parts, a table its cells, then
the frame places them). The line breaks depend on the width alone, so the last wrap at a width is
kept and given back while the width stays the same (and a split has not dropped the lines).
"""

from __future__ import annotations

from reportlab.platypus import Paragraph
from reportlab.platypus.paragraph import (  # type: ignore[attr-defined]  # not in the stubs
    cleanBlockQuotedText,
    textTransformFrags,
)
from reportlab.platypus.paraparser import ParaParser

# (markup, style) -> (cleaned text, style after <para> attributes, fragments, bullet fragments)
_parsed: dict[tuple[str, object], tuple] = {}


def forget_parsed() -> None:
    """Drop the parsed markup (a game's sheets are done)."""
    _parsed.clear()


def _parse(text: str, style) -> tuple | None:
    """The markup's fragments as ReportLab's ``Paragraph`` makes them; None if it does not parse."""
    known = _parsed.get((text, style))
    if known is None:
        cleaned = cleanBlockQuotedText(text)
        parser = ParaParser()
        parser.caseSensitive = 1  # as Paragraph's default
        parsed_style, frags, bullet = parser.parse(cleaned, style)
        if frags is None:
            return None
        textTransformFrags(frags, parsed_style)
        known = _parsed[(text, style)] = (cleaned, parsed_style, frags, bullet)
    return known


class SheetParagraph(Paragraph):
    _wrapped: tuple[float, tuple[float, float]] | None = None

    def __init__(self, text: str, style=None, bulletText=None, frags=None, **kwargs):
        parsed = _parse(text, style) if frags is None and bulletText is None and not kwargs else None
        if parsed is None:  # a split's part (fragments given), or markup that does not parse
            super().__init__(text, style, bulletText, frags, **kwargs)
            return
        cleaned, parsed_style, frags, bullet = parsed
        super().__init__(cleaned, parsed_style, bullet or None, [f.clone() for f in frags])

    def wrap(self, availWidth, availHeight):
        if self._wrapped is not None and self._wrapped[0] == availWidth and hasattr(self, "blPara"):
            return self._wrapped[1]
        size = super().wrap(availWidth, availHeight)
        self._wrapped = (availWidth, size)
        return size
