"""Where each part of a kit landed: its pages, and how the cover writes them."""

from __future__ import annotations

from dataclasses import dataclass

from generator.model.wording import ENGLISH, Wording
from generator.kit.section import Part, Section


@dataclass(frozen=True)
class Placed:
    """Where a part landed in the PDF: the pages it prints on, in order."""

    section: Section
    part: Part
    pages: tuple[int, ...]

    @property
    def first(self) -> int:
        return self.pages[0]

    @property
    def last(self) -> int:
        return self.pages[-1]

    def where(self, _: Wording = ENGLISH) -> str:
        """'page 5', 'pages 5-8' or 'pages 5-8, 11'."""
        return page_ranges(self.pages, _)


def page_ranges(pages, _: Wording = ENGLISH) -> str:
    runs: list[list[int]] = []
    for p in sorted(pages):
        if runs and p == runs[-1][1] + 1:
            runs[-1][1] = p
        else:
            runs.append([p, p])
    text = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)
    one = len(runs) == 1 and runs[0][0] == runs[0][1]
    return (_("page {pages}") if one else _("pages {pages}")).format(pages=text)
