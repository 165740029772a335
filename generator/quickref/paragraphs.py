"""A paragraph that breaks its lines once per width.

ReportLab breaks a paragraph's lines on every ``wrap``, and a layout wraps the same paragraph at
the same width several times (a kept-together block measures its parts, a table its cells, then
the frame places them). The line breaks depend on the width alone, so the last wrap at a width is
kept and given back while the width stays the same (and a split has not dropped the lines).
"""

from __future__ import annotations

from reportlab.platypus import Paragraph


class SheetParagraph(Paragraph):
    _wrapped: tuple[float, tuple[float, float]] | None = None

    def wrap(self, availWidth, availHeight):
        if self._wrapped is not None and self._wrapped[0] == availWidth and hasattr(self, "blPara"):
            return self._wrapped[1]
        size = super().wrap(availWidth, availHeight)
        self._wrapped = (availWidth, size)
        return size
